// Undo through the session: in every phase of every game it takes back the player's last
// decision and the computer moves after it, exactly (the match as it stood); the same choice
// then brings the same computer replies; repeated, it goes back to the round's first
// decision and no further; it never works once the round is over; a save made after an
// undo restores the same match; turned off, it refuses.
#include <catch2/catch.hpp>

#include <algorithm>
#include <set>
#include <string>

#include "../engine/test_support.h"
#include "core/rng.h"
#include "session/session.h"

using namespace boneyard;

namespace {

constexpr double kDelay = 100;

std::string state_of(const Session& s) { return s.match().to_json().dump(); }

// The player's choice: the highest bid (so the auction, the widow and trumps are theirs
// to decide), else a random legal move.
std::string choose(const Session& s, Rng& rng) {
  auto moves = s.human_moves();
  REQUIRE_FALSE(moves.empty());
  if (s.match().phase() == Phase::Bid) {
    std::string best;
    int most = -1;
    for (const auto& m : moves)
      if (m != "bid:pass" && std::stoi(m.substr(4)) > most) {
        most = std::stoi(m.substr(4));
        best = m;
      }
    if (!best.empty()) return best;
  }
  return moves[static_cast<std::size_t>(rng.below(static_cast<int>(moves.size())))];
}

// Lets the computer players move until the player is to move or the round is over.
double bots_reply(Session& s, double now) {
  for (int guard = 0; guard < 2000 && !s.round_finished() && !s.human_to_move(); ++guard) {
    now += 3 * kDelay;
    s.update(now);
  }
  return now;
}

struct Game {
  std::string id;
  OptionList options;
  std::set<std::string> phases;  // where the player must have undone a decision
};

const std::vector<Game> kGames{
    {"block", {{"players", "4"}}, {"play"}},
    {"draw", {{"players", "3"}, {"draw_rule", "one_then_choose"}}, {"play"}},
    {"blacktile", {{"players", "4"}}, {"pass", "play"}},
    {"blacktile", {{"players", "3"}, {"pass_direction", "none"}}, {"play"}},
    {"whist",
     {{"players", "4"}, {"partnership", "true"}, {"passing", "true"}},
     {"pass", "bid", "widow", "trump", "play"}},
    {"whist", {{"players", "3"}}, {"bid", "trump", "play"}},
    {"hearts", {{"players", "4"}}, {"pass", "play"}},
    {"hearts", {{"players", "5"}}, {"pass", "play"}},
};

}  // namespace

TEST_CASE("undo takes back each decision exactly, and the same choice brings the same replies") {
  for (const Game& g : kGames) {
    std::set<std::string> undone_in;
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
      INFO(g.id << " seed " << seed);
      Session s;
      s.set_delay_ms(static_cast<int>(kDelay));
      REQUIRE(s.start({g.id, g.options, "normal"}, seed, 0).ok());
      Rng rng(seed);
      double now = bots_reply(s, 0);
      CHECK_FALSE(s.can_undo());  // nothing of the player's yet
      while (!s.round_finished()) {
        const std::string before = state_of(s);
        const std::string phase(phase_name(s.match().phase()));
        const std::string move = choose(s, rng);
        REQUIRE(s.play(move, now).ok());
        now = bots_reply(s, now);
        const std::string after = state_of(s);
        if (s.round_finished()) {
          CHECK_FALSE(s.can_undo());
          CHECK_FALSE(s.undo(now).ok());  // the round is over: nothing changes
          CHECK(state_of(s) == after);
          break;
        }
        REQUIRE(s.can_undo());
        REQUIRE(s.undo(now).ok());
        INFO("undoing " << move << " in phase " << phase);
        REQUIRE(state_of(s) == before);
        REQUIRE(s.human_to_move());
        undone_in.insert(phase);
        REQUIRE(s.play(move, now).ok());  // the same choice: the same replies
        now = bots_reply(s, now);
        REQUIRE(state_of(s) == after);
      }
    }
    INFO(g.id);
    for (const auto& phase : g.phases) CHECK(undone_in.count(phase) == 1);
  }
}

TEST_CASE("undo repeats back to the round's first decision, survives a save, and can be turned off") {
  std::size_t exercised = 0;
  for (const Game& g : kGames) {
    for (std::uint64_t seed = 7; seed < 12; ++seed) {  // until a seed gives a long enough round 2
      INFO(g.id << " seed " << seed);
      Session s;
      s.set_delay_ms(static_cast<int>(kDelay));
      REQUIRE(s.start({g.id, g.options, "normal"}, seed, 0).ok());
      Rng rng(seed);
      double now = bots_reply(s, 0);
      // Round 1 to its end, then into round 2: undo stays inside round 2.
      while (!s.round_finished()) {
        REQUIRE(s.play(choose(s, rng), now).ok());
        now = bots_reply(s, now);
      }
      if (s.match().phase() == Phase::MatchOver) continue;
      REQUIRE(s.next_round(now).ok());
      now = bots_reply(s, now);
      const std::string round_start = state_of(s);
      int decisions = 0;
      while (!s.round_finished() && decisions < 3) {
        REQUIRE(s.play(choose(s, rng), now).ok());
        ++decisions;
        now = bots_reply(s, now);
      }
      if (s.round_finished()) continue;  // too short a round: try the next seed

      // A save made now, after one undo, restores the same match and the same undo.
      REQUIRE(s.undo(now).ok());
      Session restored;
      REQUIRE(restored.restore(s.save_text(), now).ok());
      CHECK(state_of(restored) == state_of(s));
      CHECK(restored.can_undo() == s.can_undo());

      int undone = 1;
      while (s.can_undo()) {
        REQUIRE(s.undo(now).ok());
        ++undone;
      }
      CHECK(undone == decisions);
      CHECK(state_of(s) == round_start);
      CHECK(s.match().round() == 2);
      const Status refused = s.undo(now);
      CHECK_FALSE(refused.ok());
      CHECK(refused.error().find("nothing of yours") != std::string::npos);
      CHECK(state_of(s) == round_start);

      // Turned off: refused, nothing changes.
      REQUIRE(s.play(choose(s, rng), now).ok());
      s.set_undo_allowed(false);
      const std::string held = state_of(s);
      CHECK_FALSE(s.can_undo());
      CHECK_FALSE(s.undo(now).ok());
      CHECK(state_of(s) == held);
      s.set_undo_allowed(true);
      CHECK(s.can_undo());
      ++exercised;
      break;
    }
  }
  CHECK(exercised == kGames.size());
}

TEST_CASE("undo works at the moon's question: it takes back the last card played") {
  // Seat 0 holds the top of every suit in round 4 and takes every trick (hearts_test.cpp).
  const Deal moon = testing::hands({{"AC", "KC", "QC", "JC", "AD", "KD", "QD", "AS", "KS", "QS", "AH", "KH", "QH"},
                                    {"2C", "3C", "4C", "5C", "6C", "7C", "8C", "9C", "TC", "2D", "3D", "4D", "5D"},
                                    {"6D", "7D", "8D", "9D", "TD", "JD", "2S", "3S", "4S", "5S", "6S", "7S", "8S"},
                                    {"9S", "TS", "JS", "2H", "3H", "4H", "5H", "6H", "7H", "8H", "9H", "TH", "JH"}});
  auto m = testing::make("hearts", {{"players", "4"}, {"target", "1000"}}, 3);
  for (int r = 1; r <= 3; ++r) {
    std::uint64_t step = 0;
    while (m->phase() != Phase::RoundOver) testing::play(*m, bot_move(*m, "normal", 1000u * r + step++));
    REQUIRE(m->next_round(r == 3 ? std::optional<Deal>(moon) : std::nullopt).ok());
  }
  while (m->phase() == Phase::Play) testing::play(*m, m->legal_moves().front());
  REQUIRE(m->phase() == Phase::Moon);

  Session s;
  REQUIRE(s.restore("boneyard-session 1\nlevel=normal\n" + m->save(), 0).ok());
  REQUIRE(s.human_to_move());
  REQUIRE(s.can_undo());
  REQUIRE(s.undo(0).ok());
  CHECK(s.match().phase() == Phase::Play);
  REQUIRE(s.human_to_move());
  const auto moves = s.human_moves();
  REQUIRE(moves.size() == 1);  // the last card left
  REQUIRE(s.play(moves.front(), 0).ok());
  bots_reply(s, 0);
  CHECK(s.match().phase() == Phase::Moon);
  CHECK(state_of(s) == m->to_json().dump());
}
