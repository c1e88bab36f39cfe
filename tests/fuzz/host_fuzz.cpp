// Fuzz target: the host's side of an online table (wire/table_messages.h), as friends'
// messages reach OnlineHost over their data channels at a live match.
//
// The input is lines. The first names the match: "hearts" or "block" (Hearts unless it says
// block) and a seed (its first number); the host holds seat 0 and the others are friends'.
// Each further line is one friend's message: its first byte b chooses the seat, 1 + b mod 3
// (digits 0, 1, 2 are seats 1, 2, 3, and any byte is a friend's seat: a byte below '0' once
// made seat -1), the rest is the text. Between messages the host plays its own seat (the Easy
// bot, seeded by the count of moves and rounds so far) and deals the next round, so friends'
// moves meet every phase.
//
// Oracles: a refused message leaves save() byte-identical; every reply (refusals, and the
// messages an accepted one makes the host send: views after a move, said, welcome, away) is
// one line of valid JSON that the friend's decoder reads as that message; an accepted move is
// legal (the match plays it); no message takes more than the request limit.
#include <cstddef>
#include <cstdint>
#include <string>
#include <variant>
#include <vector>

#include "core/match.h"
#include "fuzz_support.h"
#include "wire/table_messages.h"

using namespace boneyard;
using namespace boneyard::fuzz;

namespace {

constexpr std::size_t kMaxMessages = 200;

// The host's page sent `text` to a friend: one line that decodes as the message expected.
template <class Expected>
void expect_sent(const std::string& text, const std::string& input) {
  expect(text.find('\n') == std::string::npos, "a message of several lines", text);
  auto message = decode_host_message(text);
  expect(message.ok(), "the friend's page refuses the host's message (" + message.error() + ")", text + "\n" + input);
  expect(std::holds_alternative<Expected>(*message), "the host's message decodes as another type", text);
}

// Plays the host's own seat and deals new rounds until a friend is to move or the match ends.
void host_turns(Match& match, OnlineHost& host) {
  while (match.phase() != Phase::MatchOver && (match.phase() == Phase::RoundOver || !host.is_friend(match.to_move()))) {
    const Status s = match.phase() == Phase::RoundOver ? match.next_round()
                                                        : match.play(bot_move(match, "easy", match.history().size()));
    expect(s.ok(), "the host's own step is refused (" + s.error() + ")");
    host.changed();
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string input(reinterpret_cast<const char*>(data), size);
  const auto lines = split_fields(input, '\n');
  const std::string& head = lines.front();
  const std::size_t digits = head.find_first_of("0123456789");
  std::uint64_t seed = 0;
  for (std::size_t i = digits; i < head.size() && i < digits + 9 && head[i] >= '0' && head[i] <= '9'; ++i)
    seed = seed * 10 + static_cast<std::uint64_t>(head[i] - '0');
  const bool block = head.find("block") != std::string::npos;
  auto created = new_match(block ? "block" : "hearts", {{"players", "4"}}, seed);
  expect(created.ok(), "a match cannot start (" + created.error() + ")");
  Match& match = **created;
  OnlineHost host({1, 2, 3});
  std::vector<std::string> names{"You", "West", "North", "East"};

  for (std::size_t i = 1; i < lines.size() && i <= kMaxMessages; ++i) {
    host_turns(match, host);
    if (match.phase() == Phase::MatchOver) break;
    const std::string& line = lines[i];
    const int seat = line.empty() ? 1 : 1 + static_cast<unsigned char>(line[0]) % 3;
    const std::string text = line.empty() ? line : line.substr(1);
    const Stopwatch watch;
    const std::string save = match.save();
    const HostAction a = host.receive(match, seat, text);
    expect(a.seat == seat, "the action is for another seat", text);
    switch (a.kind) {
      case HostAction::Kind::Refuse: {
        expect(match.save() == save, "a refused message changed the match", text);
        expect_sent<RefusedMessage>(a.reply, input);
        expect_message(std::get<RefusedMessage>(*decode_host_message(a.reply)).why, "a refusal");
        break;
      }
      case HostAction::Kind::Play: {
        expect(match.to_move() == seat, "a move accepted out of turn", text);
        const Status s = match.play(a.move);
        expect(s.ok(), "an accepted move " + a.move + " is refused by the match (" + s.error() + ")", text);
        expect(match.history().back().move == a.move, "an accepted move is not in the match's spelling", a.move);
        host.changed();
        for (int other = 1; other < 4; ++other) expect_sent<ViewMessage>(host.view_message(match, other), input);
        break;
      }
      case HostAction::Kind::Say:
        expect_sent<SaidMessage>(said_message(seat, a.what), input);
        break;
      case HostAction::Kind::Name:
        names[static_cast<std::size_t>(seat)] = a.name;
        expect_sent<WelcomeMessage>(welcome_message(seat, names), input);
        break;
      case HostAction::Kind::Leave:
        expect_sent<AwayMessage>(away_message(seat), input);
        break;
    }
    watch.expect_within_limit(text);
  }
  return 0;
}
