#include "protocol/protocol.h"

#include <algorithm>
#include <optional>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/record.h"
#include "core/text.h"
#include "wire/view_codec.h"

namespace boneyard {

namespace {

using nlohmann::json;

Json fail(const std::string& message) { return Json::object().set("ok", false).set("error", message); }
Json ok() { return Json::object().set("ok", true); }

Result<std::vector<std::string>> string_list(const json& j, const std::string& what) {
  if (!j.is_array()) return Status::fail(what + " must be a list of tiles");
  std::vector<std::string> out;
  for (const auto& item : j) {
    if (!item.is_string()) return Status::fail(what + " must hold tiles written as strings, like \"6-4\"");
    out.push_back(item.get<std::string>());
  }
  return out;
}

Result<int> small_int(const json& j, const std::string& what) {
  if (!j.is_number_integer()) return Status::fail(what + " must be a whole number");
  const auto v = j.get<long long>();
  if (v < 0 || v > 1000) return Status::fail(what + " is out of range");
  return static_cast<int>(v);
}

Result<Deal> parse_deal(const json& j) {
  if (!j.is_object()) return Status::fail("deal must be an object like {\"hands\":[[\"6-6\",...],...]}");
  Deal d;
  if (!j.contains("hands")) return Status::fail("deal needs \"hands\": a list of each seat's tiles");
  for (auto it = j.begin(); it != j.end(); ++it) {
    const std::string& key = it.key();
    if (key == "hands") {
      if (!it->is_array()) return Status::fail("deal.hands must be a list of hands");
      for (const auto& hand : *it) {
        auto tiles = string_list(hand, "each hand in deal.hands");
        if (!tiles) return tiles.status();
        d.hands.push_back(*tiles);
      }
    } else if (key == "boneyard" || key == "widow") {
      auto tiles = string_list(*it, "deal." + key);
      if (!tiles) return tiles.status();
      if (key == "boneyard")
        d.boneyard = *tiles;
      else
        d.widow = *tiles;
    } else if (key == "dead") {
      if (!it->is_string()) return Status::fail("deal.dead must be a tile, like \"6-4\"");
      d.dead = it->get<std::string>();
    } else if (key == "leader" || key == "dealer") {
      auto n = small_int(*it, "deal." + key);
      if (!n) return n.status();
      (key == "leader" ? d.leader : d.dealer) = *n;
    } else {
      return Status::fail("unknown deal field " + quote_input(key) + " (hands, boneyard, widow, dead, leader, dealer)");
    }
  }
  return d;
}

Result<std::string> option_text(const std::string& name, const json& v) {
  if (v.is_boolean()) return std::string(v.get<bool>() ? "true" : "false");
  if (v.is_number_integer()) return std::to_string(v.get<long long>());
  if (v.is_string()) return v.get<std::string>();
  return Status::fail("option " + quote_input(name) + " must be a number, true/false or a string");
}

// The keys each command reads. Any other key is refused, so a client is never misled into
// thinking a key it sent (say, "seat" on play) was obeyed.
const std::vector<std::pair<std::string_view, std::vector<std::string_view>>>& command_keys() {
  static const std::vector<std::pair<std::string_view, std::vector<std::string_view>>> keys{
      {"new", {"game", "players", "options", "seed", "deal"}},
      {"state", {"seat"}},
      {"view", {"seat"}},
      {"legal", {}},
      {"play", {"move"}},
      {"bot", {"level", "seed"}},
      {"next", {"deal"}},
      {"save", {}},
      {"load", {"data"}},
  };
  return keys;
}

Status check_keys(const json& req, std::string_view cmd, const std::vector<std::string_view>& used) {
  for (auto it = req.begin(); it != req.end(); ++it) {
    if (it.key() == "cmd" || std::find(used.begin(), used.end(), it.key()) != used.end()) continue;
    std::string known;
    for (auto key : used) known += (known.empty() ? "" : ", ") + std::string(key);
    return Status::fail(std::string(cmd) + " does not take " + quote_input(it.key()) +
                        (known.empty() ? " (it takes nothing but cmd)" : " (it takes " + known + ")"));
  }
  return {};
}

}  // namespace

std::string ProtocolSession::handle(std::string_view line) {
  const json req = json::parse(line, nullptr, false);
  if (req.is_discarded()) return fail("bad JSON: each request is one JSON object on one line").dump();
  if (!req.is_object() || !req.contains("cmd") || !req["cmd"].is_string())
    return fail("a request is a JSON object with a \"cmd\" string, e.g. {\"cmd\":\"legal\"}").dump();
  const std::string cmd = req["cmd"].get<std::string>();
  const auto& commands = command_keys();
  const auto command = std::find_if(commands.begin(), commands.end(), [&](const auto& c) { return c.first == cmd; });
  if (command == commands.end()) {
    std::string known;
    for (const auto& c : commands) known += (known.empty() ? "" : ", ") + std::string(c.first);
    return fail("unknown command " + quote_input(cmd) + " (" + known + ")").dump();
  }
  if (Status s = check_keys(req, cmd, command->second); !s) return fail(s.error()).dump();

  if (cmd == "new") {
    if (!req.contains("game") || !req["game"].is_string())
      return fail("new needs \"game\": block, draw, blacktile, whist or hearts").dump();
    // The number of seats may be given as "players" or among the options (as a share link
    // and a save give it); given both ways, the two must agree.
    OptionList given;
    std::optional<std::string> players;
    if (req.contains("players")) {
      auto n = small_int(req["players"], "players");
      if (!n) return fail(n.error()).dump();
      players = std::to_string(*n);
    }
    if (req.contains("options")) {
      if (!req["options"].is_object()) return fail("options must be an object of name: value").dump();
      for (auto it = req["options"].begin(); it != req["options"].end(); ++it) {
        auto text = option_text(it.key(), *it);
        if (!text) return fail(text.error()).dump();
        if (it.key() == "players") {
          if (players && *players != *text)
            return fail("players is given twice with different values (" + *players + " and " + quote_input(*text) +
                        ")")
                .dump();
          players = *text;
          continue;
        }
        given.emplace_back(it.key(), *text);
      }
    }
    if (players) given.emplace(given.begin(), "players", *players);
    std::uint64_t seed = 0;
    if (req.contains("seed")) {
      if (!req["seed"].is_number_unsigned()) return fail("seed must be a whole number, 0 or more").dump();
      seed = req["seed"].get<std::uint64_t>();
    }
    std::optional<Deal> deal;
    if (req.contains("deal")) {
      auto d = parse_deal(req["deal"]);
      if (!d) return fail("bad deal: " + d.error()).dump();
      deal = *d;
    }
    auto m = new_match(req["game"].get<std::string>(), given, seed, deal);
    if (!m) return fail(m.error()).dump();
    match_ = std::move(*m);
    return ok().set("state", match_->to_json()).dump();
  }
  if (cmd == "load") {
    if (!req.contains("data") || !req["data"].is_string())
      return fail("load needs \"data\": a saved match, or a match record").dump();
    auto m = load_record(req["data"].get<std::string>());
    if (!m) return fail(m.error()).dump();
    match_ = std::move(*m);
    return ok().set("state", match_->to_json()).dump();
  }
  if (!match_) return fail("no match yet: start one with {\"cmd\":\"new\",\"game\":\"block\",...}").dump();

  if (cmd == "state" || cmd == "view") {
    if (cmd == "state" && !req.contains("seat")) return ok().set("state", match_->to_json()).dump();
    auto seat = small_int(req.contains("seat") ? req["seat"] : json(), "seat");
    if (!seat || *seat >= match_->players())
      return fail("seat must be from 0 to " + std::to_string(match_->players() - 1)).dump();
    const auto view = match_->view(*seat);
    return cmd == "state" ? ok().set("state", view->to_json()).dump() : ok().set("view", encode_view(*view)).dump();
  }
  if (cmd == "legal") {
    const int who = match_->to_move();
    return ok().set("to_move", who < 0 ? Json() : Json(who)).set("moves", Json::array_of(match_->legal_moves())).dump();
  }
  if (cmd == "play") {
    if (!req.contains("move") || !req["move"].is_string()) return fail("play needs \"move\", e.g. \"6-4:L\"").dump();
    if (Status s = match_->play(req["move"].get<std::string>()); !s) return fail(s.error()).dump();
    return ok().set("state", match_->to_json()).dump();
  }
  if (cmd == "bot") {
    const auto& levels = bot_levels();
    std::string named;  // "random, easy, normal, hard or expert": from the list, so it stays whole
    for (std::size_t i = 0; i < levels.size(); ++i)
      named += (i == 0 ? "" : i + 1 == levels.size() ? " or " : ", ") + levels[i];
    std::string level = "normal";
    if (req.contains("level")) {
      if (!req["level"].is_string()) return fail("level must be " + named).dump();
      level = req["level"].get<std::string>();
    }
    if (std::find(levels.begin(), levels.end(), level) == levels.end())
      return fail("unknown level " + quote_input(level) + ": it must be " + named).dump();
    std::uint64_t seed = 0;
    if (req.contains("seed")) {
      if (!req["seed"].is_number_unsigned()) return fail("seed must be a whole number, 0 or more").dump();
      seed = req["seed"].get<std::uint64_t>();
    }
    if (match_->to_move() < 0)
      return fail("nobody is to move (phase " + std::string(phase_name(match_->phase())) + ")").dump();
    return ok().set("move", bot_move(*match_, level, seed)).dump();
  }
  if (cmd == "next") {
    std::optional<Deal> deal;
    if (req.contains("deal")) {
      auto d = parse_deal(req["deal"]);
      if (!d) return fail("bad deal: " + d.error()).dump();
      deal = *d;
    }
    if (Status s = match_->next_round(deal); !s) return fail(s.error()).dump();
    return ok().set("state", match_->to_json()).dump();
  }
  return ok().set("data", match_->save()).dump();  // save
}

}  // namespace boneyard
