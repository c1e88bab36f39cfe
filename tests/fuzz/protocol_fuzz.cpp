// Fuzz target: `boneyard protocol`, structure-aware. The input bytes choose a sequence of
// well-formed requests (FuzzedDataProvider): new with any game, options and seed; legal moves
// by index, and mutated ones; mutated deals; bot, next, state, save; loads of mutated saves;
// now and then a key no command takes or raw bytes as a line. So the fuzzer plays deep into
// every game instead of stopping at JSON errors.
//
// Oracles, on every answer: one line of valid JSON in valid UTF-8 with "ok"; a refusal has a
// message and leaves the state and the save byte-identical, and the next round's deal the
// same; an accepted load re-saves to a text that loads to the same state; no request takes
// more than the request limit.
#include <fuzzer/FuzzedDataProvider.h>

#include <cstddef>
#include <cstdint>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "core/match.h"
#include "fuzz_support.h"
#include "protocol/protocol.h"

using namespace boneyard;
using namespace boneyard::fuzz;
using nlohmann::json;

namespace {

const std::vector<std::string> kGames{"block", "draw", "blacktile", "whist", "hearts"};
// Every level, the searching ones less often: they take most of the time per request.
const std::vector<std::string> kLevels{"random", "random", "random", "easy", "easy", "normal", "normal", "hard"};

template <class T>
const T& pick(FuzzedDataProvider& in, const std::vector<T>& items) {
  return items[in.ConsumeIntegralInRange<std::size_t>(0, items.size() - 1)];
}

// Mostly a value the option takes; sometimes one just outside it, or anything.
json option_value(FuzzedDataProvider& in, const OptionSpec& spec) {
  switch (in.ConsumeIntegralInRange(0, 7)) {
    case 0:
      return in.ConsumeRandomLengthString(8);
    case 1:
      return in.ConsumeIntegralInRange(-1, 1001);
    case 2:
      return in.ConsumeBool();
    default:
      if (spec.kind == OptionSpec::Kind::Integer) return in.ConsumeIntegralInRange(spec.min, spec.max);
      if (spec.kind == OptionSpec::Kind::Boolean) return in.ConsumeBool();
      return pick(in, spec.choices);
  }
}

// The hands of a real deal of that table, then mutated: tiles swapped between hands (still a
// good deal), a tile replaced by another of the set or by anything, a tile dropped.
json deal_for(FuzzedDataProvider& in, const std::string& game, const OptionList& options) {
  auto dealt = new_match(game, options, in.ConsumeIntegral<std::uint64_t>());
  json hands = json::array();
  if (dealt) hands = json::parse((*dealt)->to_json().dump())["hands"];
  std::vector<std::string> every_tile = dealt ? (*dealt)->full_set() : std::vector<std::string>{"6-6"};
  for (int n = in.ConsumeIntegralInRange(0, 3); n > 0 && hands.is_array() && !hands.empty(); --n) {
    json& hand = hands[in.ConsumeIntegralInRange<std::size_t>(0, hands.size() - 1)];
    if (!hand.is_array() || hand.empty()) continue;
    json& tile = hand[in.ConsumeIntegralInRange<std::size_t>(0, hand.size() - 1)];
    switch (in.ConsumeIntegralInRange(0, 3)) {
      case 0: {
        json& other = hands[in.ConsumeIntegralInRange<std::size_t>(0, hands.size() - 1)];
        if (other.is_array() && !other.empty())
          std::swap(tile, other[in.ConsumeIntegralInRange<std::size_t>(0, other.size() - 1)]);
        break;
      }
      case 1:
        tile = pick(in, every_tile);
        break;
      case 2:
        tile = in.ConsumeRandomLengthString(6);
        break;
      default:
        hand.erase(hand.size() - 1);
    }
  }
  json deal{{"hands", hands}};
  if (in.ConsumeIntegralInRange(0, 7) == 0) deal["leader"] = in.ConsumeIntegralInRange(-1, 4);
  if (in.ConsumeIntegralInRange(0, 7) == 0) deal["dealer"] = in.ConsumeIntegralInRange(-1, 4);
  if (in.ConsumeIntegralInRange(0, 7) == 0) deal["dead"] = pick(in, every_tile);
  if (in.ConsumeIntegralInRange(0, 7) == 0) deal["widow"] = json::array({pick(in, every_tile)});
  if (in.ConsumeIntegralInRange(0, 7) == 0) deal["boneyard"] = json::array({pick(in, every_tile)});
  return deal;
}

json new_request(FuzzedDataProvider& in) {
  const std::string game = in.ConsumeIntegralInRange(0, 15) == 0 ? in.ConsumeRandomLengthString(8) : pick(in, kGames);
  json req{{"cmd", "new"}, {"game", game}};
  const GameInfo* info = find_game(game);
  if (in.ConsumeBool()) req["players"] = in.ConsumeIntegralInRange(0, 11);
  json options = json::object();
  OptionList given;
  for (int n = in.ConsumeIntegralInRange(0, 4); n > 0 && info; --n) {
    const OptionSpec& spec = pick(in, info->option_specs());
    const json value = option_value(in, spec);
    options[spec.name] = value;
    given.emplace_back(spec.name, value.is_string() ? value.get<std::string>() : value.dump());
  }
  if (in.ConsumeIntegralInRange(0, 15) == 0) options[in.ConsumeRandomLengthString(6)] = 1;
  if (!options.empty()) req["options"] = options;
  req["seed"] = in.ConsumeIntegral<std::uint32_t>();
  if (info && in.ConsumeIntegralInRange(0, 5) == 0) {
    if (req.contains("players")) given.emplace_back("players", req["players"].dump());
    req["deal"] = deal_for(in, game, given);
  }
  return req;
}

std::string mutated(FuzzedDataProvider& in, std::string text) {
  for (int n = in.ConsumeIntegralInRange(0, 3); n > 0; --n) {
    const std::size_t at = text.empty() ? 0 : in.ConsumeIntegralInRange<std::size_t>(0, text.size() - 1);
    switch (in.ConsumeIntegralInRange(0, 2)) {
      case 0:
        if (!text.empty()) text[at] = static_cast<char>(in.ConsumeIntegral<std::uint8_t>());
        break;
      case 1:
        text.insert(at, in.ConsumeRandomLengthString(4));
        break;
      default:
        if (!text.empty()) text.erase(at, in.ConsumeIntegralInRange<std::size_t>(1, 8));
    }
  }
  return text;
}

json next_request(FuzzedDataProvider& in, const ProtocolSession& session) {
  const Match* match = session.match();
  switch (match ? in.ConsumeIntegralInRange(0, 15) : 0) {
    case 0:
      return new_request(in);
    case 1:
      return {{"cmd", "state"}};
    case 2:
      return {{"cmd", "state"}, {"seat", in.ConsumeIntegralInRange(-1, 10)}};
    case 3:
      return {{"cmd", "legal"}};
    case 4:
      return {{"cmd", "bot"}, {"level", pick(in, kLevels)}, {"seed", in.ConsumeIntegral<std::uint32_t>()}};
    case 5: {
      json req{{"cmd", "next"}};
      if (in.ConsumeIntegralInRange(0, 3) == 0)
        req["deal"] = deal_for(in, std::string(match->info().id()), match->options().items());
      return req;
    }
    case 6:
      return {{"cmd", "save"}};
    case 7: {  // a mutated save, its checksum made right (mostly) so the loader reads on
      std::string text = mutated(in, match->save());
      const std::size_t c = text.rfind(";c=");
      if (in.ConsumeIntegralInRange(0, 3) != 0) text = text.substr(0, c) + ";c=" + save_checksum(text.substr(0, c));
      return {{"cmd", "load"}, {"data", text}};
    }
    case 8:  // a mutated legal move
      if (!match->legal_moves().empty())
        return {{"cmd", "play"}, {"move", mutated(in, pick(in, match->legal_moves()))}};
      return {{"cmd", "play"}, {"move", in.ConsumeRandomLengthString(8)}};
    case 9: {  // a key the command does not take
      json req = next_request(in, session);
      req[in.ConsumeBool() ? "seat" : in.ConsumeRandomLengthString(5)] = in.ConsumeIntegralInRange(0, 3);
      return req;
    }
    default:  // the most useful: a legal move, chosen by index
      if (match->legal_moves().empty()) return {{"cmd", "next"}};
      return {{"cmd", "play"}, {"move", pick(in, match->legal_moves())}};
  }
}

// The match as a refusal must leave it: its state and its save, byte for byte.
std::string state_of(const Match* match) { return match ? match->to_json().dump() + "\n" + match->save() : ""; }

void check_answer(const std::string& request, const std::string& answer, const Match* before,
                  const ProtocolSession& session) {
  expect(answer.find('\n') == std::string::npos, "an answer of several lines", request + " -> " + answer);
  expect(is_valid_utf8(answer), "an answer that is not valid UTF-8", request + " -> " + answer);
  const json j = json::parse(answer, nullptr, false);
  expect(!j.is_discarded() && j.is_object(), "an answer that is not a JSON object", request + " -> " + answer);
  expect(j.contains("ok") && j["ok"].is_boolean(), "an answer without ok", request + " -> " + answer);
  if (j["ok"] == false) {
    expect(j.contains("error") && j["error"].is_string(), "a refusal without a message", request + " -> " + answer);
    expect_message(j["error"].get<std::string>(), "a refusal");
    expect(state_of(session.match()) == state_of(before), "a refused request changed the match",
           request + " -> " + answer);
    if (before && before->phase() == Phase::RoundOver) {  // nor what the state does not show: the next deal
      auto was = before->clone(), is = session.match()->clone();
      const bool dealt = was->next_round(std::nullopt).ok();
      expect(dealt == is->next_round(std::nullopt).ok() && was->to_json().dump() == is->to_json().dump(),
             "a refused request changed the next round's deal", request + " -> " + answer);
    }
    return;
  }
  const json req = json::parse(request, nullptr, false);
  if (req.is_object() && req.value("cmd", "") == "load") {
    const std::string saved = session.match()->save();
    auto again = load_match(saved);
    expect(again.ok(), "an accepted load re-saves to a text that does not load", request);
    expect((*again)->to_json().dump() == session.match()->to_json().dump(),
           "an accepted load re-saves to a text that loads to another state", request);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  FuzzedDataProvider in(data, size);
  ProtocolSession session;
  for (int n = 0; n < 64 && in.remaining_bytes() > 0; ++n) {
    const std::string request = in.ConsumeIntegralInRange(0, 31) == 0
                                    ? in.ConsumeRandomLengthString(512)
                                    : next_request(in, session).dump(-1, ' ', false, json::error_handler_t::replace);
    const std::unique_ptr<Match> before = session.match() ? session.match()->clone() : nullptr;
    const Stopwatch watch;
    const std::string answer = session.handle(request);
    watch.expect_within_limit(request);
    check_answer(request, answer, before.get(), session);
  }
  return 0;
}
