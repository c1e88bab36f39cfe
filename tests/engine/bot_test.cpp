// Bots: legal, deterministic for a seed, and fair — they decide from their seat's view
// only, so worlds that differ only in tiles the seat cannot see get the same move.
#include <algorithm>
#include <catch2/catch.hpp>

#include "core/rng.h"
#include "games/blacktile/blacktile.h"
#include "games/hearts/hearts.h"
#include "games/whist/whist.h"
#include "line/line_match.h"
#include "line/line_search.h"
#include "test_support.h"
#include "../worlds.h"

using namespace boneyard;
using testing::deal_of;
using testing::hidden_reshuffle;
using testing::reshuffled;

namespace {

// Same seat-visible information, different hidden tiles: the other hands are re-dealt
// among themselves and the sleeping tiles, keeping every tile they have already played.
std::optional<Deal> other_world(const Match& original, int seat, Rng& rng) {
  const auto& m = dynamic_cast<const LineMatch&>(original);
  std::vector<std::vector<Tile>> start(m.hands().begin(), m.hands().end());
  std::vector<std::vector<Tile>> played(start.size());
  auto v = m.line_view(-1);
  for (const auto& e : v->log)
    if (e.move != "pass") played[e.seat].push_back(*parse_tile(e.move.substr(0, e.move.find(':'))));
  std::vector<Tile> pool;  // hidden to `seat`: others' unplayed tiles and the sleeping tiles
  for (const auto& located : m.census()) {
    const auto place = located.substr(located.find('@') + 1);
    if (place == "sleeping" || (place.rfind("hand", 0) == 0 && place != "hand" + std::to_string(seat)))
      pool.push_back(*parse_tile(located.substr(0, located.find('@'))));
  }
  rng.shuffle(pool);
  Deal d;
  std::size_t next = 0;
  for (int s = 0; s < m.players(); ++s) {
    std::vector<std::string> hand;
    for (Tile t : played[s]) hand.push_back(t.str());
    const std::size_t have = s == seat ? 0 : m.hands()[s].size();
    if (s == seat)
      for (Tile t : m.hands()[s]) hand.push_back(t.str());
    for (std::size_t i = 0; i < have; ++i) hand.push_back(pool[next++].str());
    d.hands.push_back(hand);
  }
  return d;
}

// The bot's move as bot_move() makes it, but the line games' search levels (hard, expert)
// with small budgets: the same code path, fast enough to run hundreds of times under the
// sanitizers. Their full budgets are exercised in "bots only make legal moves...".
std::string test_bot_move(const Match& m, const std::string& level, std::uint64_t seed) {
  const auto* line = dynamic_cast<const LineMatch*>(&m);
  if (!line || (level != "hard" && level != "expert") || m.to_move() < 0) return bot_move(m, level, seed);
  Rng rng(seed);
  return line_search_move(*line->line_view(m.to_move()), level == "hard" ? 60 : 150, rng);
}

// Replays `moves` on `alt`; when it reaches `seat` to move as `original` did, the seat must
// see the same and every computer level choose the same. Returns whether it compared (false:
// the other world diverged publicly, e.g. a play its hands made illegal).
bool same_choice(const Match& original, Match& alt, const std::vector<std::string>& moves, int seat) {
  for (const auto& mv : moves)
    if (!alt.play(mv).ok()) return false;
  if (alt.to_move() != seat) return false;
  REQUIRE(alt.view(seat)->to_json().dump() == original.view(seat)->to_json().dump());
  for (const auto& level : bot_levels()) {
    // The trick games search with their full budgets: one bot seed (slow under sanitizers).
    const bool slow = (level == "hard" || level == "expert") && !dynamic_cast<const LineMatch*>(&original);
    for (std::uint64_t bs = 0; bs < (slow ? 1u : 3u); ++bs) {
      INFO("level " << level << ", bot seed " << bs);
      REQUIRE(test_bot_move(alt, level, bs) == test_bot_move(original, level, bs));
    }
  }
  // The coach's analysis of the position (Hard's budget: the same code as Expert's) too.
  REQUIRE(testing::analysis_text(alt, "hard", 3) == testing::analysis_text(original, "hard", 3));
  return true;
}

}  // namespace

TEST_CASE("bots only make legal moves and repeat themselves for a seed") {
  auto m = testing::make("block", {{"players", "4"}}, 11);
  for (const auto& level : bot_levels()) {
    const std::string a = bot_move(*m, level, 5), b = bot_move(*m, level, 5);
    CHECK(a == b);
    const auto legal = m->legal_moves();
    CHECK(std::binary_search(legal.begin(), legal.end(), a));
  }
}

TEST_CASE("bots are fair: hidden tiles do not change their choice") {
  int compared = 0;
  for (std::uint64_t seed = 1; seed <= 60; ++seed) {
    auto m = testing::make("block", {{"players", "3"}}, seed);
    Rng rng(seed);
    const int steps = static_cast<int>(seed % 6);
    std::vector<std::string> moves;
    for (int i = 0; i < steps && m->phase() == Phase::Play; ++i) {
      moves.push_back(bot_move(*m, "normal", seed + static_cast<std::uint64_t>(i)));
      testing::play(*m, moves.back());
    }
    if (m->phase() != Phase::Play) continue;
    const int seat = m->to_move();
    auto deal = other_world(*m, seat, rng);
    auto alt = new_match("block", {{"players", "3"}}, seed + 1000, deal);
    if (!alt.ok() || (*alt)->to_move() != dynamic_cast<const LineMatch&>(*m).line_view(-1)->opener) continue;
    bool replayed = true;
    for (const auto& mv : moves) replayed = replayed && (*alt)->play(mv).ok();
    if (!replayed || (*alt)->to_move() != seat) continue;  // the other world diverged publicly
    REQUIRE((*alt)->view(seat)->to_json().dump() == m->view(seat)->to_json().dump());
    REQUIRE((*alt)->to_json().dump() != m->to_json().dump());  // the hidden tiles did change
    for (const auto& level : bot_levels())
      for (std::uint64_t bs = 0; bs < 3; ++bs) REQUIRE(test_bot_move(**alt, level, bs) == test_bot_move(*m, level, bs));
    ++compared;
  }
  CHECK(compared >= 20);
}

TEST_CASE("line bots are fair in Block and Draw: the search levels (and the arena's reference) see only the seat's view") {
  const std::vector<std::pair<std::string, OptionList>> games{
      {"block", {{"players", "2"}}},
      {"block", {{"players", "3"}, {"opener_plays_deciding_tile", "true"}}},
      {"draw", {{"players", "2"}}},
      {"draw", {{"players", "3"}, {"draw_rule", "one_then_choose"}}},
      {"draw", {{"players", "2"}, {"draw_rule", "draw_then_wait"}}},
  };
  int compared = 0;
  for (const auto& [game, options] : games) {
    INFO(game);
    for (std::uint64_t seed = 1; seed <= 16; ++seed) {
      auto m = testing::make(game, options, seed);
      std::vector<std::string> moves;
      for (int i = 0; i < static_cast<int>(seed % 9) + 2 && m->phase() == Phase::Play; ++i) {
        moves.push_back(bot_move(*m, "normal", seed + static_cast<std::uint64_t>(i)));
        testing::play(*m, moves.back());
      }
      if (m->phase() != Phase::Play || m->legal_moves().size() < 2) continue;
      const int seat = m->to_move();
      Rng rng(seed);
      auto alt = new_match(game, options, seed + 1000, hidden_reshuffle(*m, seat, rng));
      if (!alt.ok()) continue;
      bool replayed = true;
      for (const auto& mv : moves) replayed = replayed && (*alt)->play(mv).ok();
      if (!replayed || (*alt)->to_move() != seat) continue;  // the other world diverged publicly
      REQUIRE((*alt)->view(seat)->to_json().dump() == m->view(seat)->to_json().dump());
      if ((*alt)->to_json().dump() == m->to_json().dump()) continue;  // nothing hidden changed
      for (const char* level : {"hard", "expert"})
        for (std::uint64_t bs = 0; bs < 2; ++bs) REQUIRE(test_bot_move(**alt, level, bs) == test_bot_move(*m, level, bs));
      // The arena's reference level (its full budget, one bot seed).
      const std::string ref(kLineReferenceLevel);
      REQUIRE(bot_move(**alt, ref, 1) == bot_move(*m, ref, 1));
      const std::string analysis = testing::analysis_text(*m, "hard", 5);  // and the coach's analysis
      REQUIRE(analysis.find(" deals:") != std::string::npos);
      REQUIRE(testing::analysis_text(**alt, "hard", 5) == analysis);
      ++compared;
    }
  }
  CHECK(compared >= 30);
}

TEST_CASE("the normal bot beats the random bot over many rounds") {
  int normal_points = 0, random_points = 0;
  for (std::uint64_t seed = 1; seed <= 150; ++seed) {
    auto m = testing::make("block", {{"players", "2"}, {"target", "1000"}}, seed);
    std::uint64_t step = 0;
    while (m->phase() == Phase::Play) {
      const bool seat0 = m->to_move() == 0;  // normal plays seat 0 in odd seeds, seat 1 in even
      const bool normal = (seed % 2 == 1) == seat0;
      testing::play(*m, bot_move(*m, normal ? "normal" : "random", seed * 100 + step++));
    }
    const auto s = m->scores();
    normal_points += seed % 2 == 1 ? s[0] : s[1];
    random_points += seed % 2 == 1 ? s[1] : s[0];
  }
  INFO("normal " << normal_points << " vs random " << random_points);
  CHECK(normal_points > random_points);
}

TEST_CASE("bots handle drawing and the choice to pass after a draw") {
  for (const char* rule : {"until_playable", "one_then_choose", "draw_then_wait"}) {
    for (const auto& level : bot_levels()) {
      for (std::uint64_t seed = 1; seed <= 5; ++seed) {
        auto m = testing::make("draw", {{"players", "3"}, {"draw_rule", rule}}, seed);
        int guard = 0;
        while (m->phase() == Phase::Play && guard++ < 500) {
          const std::string move = test_bot_move(*m, level, seed + static_cast<std::uint64_t>(guard));
          const auto legal = m->legal_moves();
          REQUIRE(std::binary_search(legal.begin(), legal.end(), move));
          // normal never passes by choice (the search levels may keep a drawn tile)
          if (level == "normal" && move == "pass")
            REQUIRE(legal == std::vector<std::string>{"pass"});
          testing::play(*m, move);
        }
        REQUIRE(m->phase() != Phase::Play);
      }
    }
  }
}

TEST_CASE("Black Tile: the normal bot takes fewer penalty points than random players") {
  int normal = 0, random = 0;
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    auto m = testing::make("blacktile", {{"players", "4"}, {"target", "1000"}}, seed);
    std::uint64_t step = 0;
    while (m->phase() != Phase::RoundOver) {
      const int seat = m->to_move();  // seat seed%4 plays normal, the others random
      testing::play(*m, bot_move(*m, seat == static_cast<int>(seed % 4) ? "normal" : "random", seed * 1000 + step++));
    }
    const auto s = m->scores();
    normal += s[seed % 4];
    random += (s[0] + s[1] + s[2] + s[3] - s[seed % 4]);
  }
  INFO("normal " << normal << " vs random average " << random / 3);
  CHECK(normal * 3 < random);
}

TEST_CASE("Whist bots are fair: the auction does not depend on the other hands") {
  for (std::uint64_t seed = 1; seed <= 30; ++seed) {
    for (const char* players : {"3", "4", "5"}) {
      auto m = testing::make("whist", {{"players", players}}, seed);
      const auto& wmatch = dynamic_cast<const WhistMatch&>(*m);
      const int seat = m->to_move();
      std::vector<Tile> pool;  // every tile the bidder cannot see: other hands and the widow
      for (const auto& located : m->census())
        if (located.substr(located.find('@') + 1) != "hand" + std::to_string(seat))
          pool.push_back(*parse_tile(located.substr(0, located.find('@'))));
      Rng rng(seed);
      rng.shuffle(pool);
      Deal d;
      std::size_t next = 0;
      for (int s = 0; s < m->players(); ++s) {
        d.hands.emplace_back();
        for (Tile t : wmatch.hands()[static_cast<std::size_t>(s)])
          d.hands.back().push_back(s == seat ? t.str() : pool[next++].str());
      }
      if (next < pool.size()) d.widow = {pool[next].str()};
      d.dealer = wmatch.whist_view(-1)->dealer;
      auto alt = new_match("whist", {{"players", players}}, seed + 7, d);
      REQUIRE(alt.ok());
      REQUIRE((*alt)->view(seat)->to_json().dump() == m->view(seat)->to_json().dump());
      for (const auto& level : bot_levels()) REQUIRE(bot_move(**alt, level, seed) == bot_move(*m, level, seed));
    }
  }
}

TEST_CASE("Black Tile bots are fair: other hands dealt differently do not change their choice") {
  int compared = 0;
  for (std::uint64_t seed = 1; seed <= 60; ++seed) {
    const OptionList o{{"players", "4"}, {"pass_direction", "none"}, {"lead_pass", "false"}};
    // Both worlds are scripted deals with a named leader, so neither shows a draw for it.
    auto dealt = testing::make("blacktile", o, seed);
    Deal first = deal_of(dynamic_cast<const BlackTileMatch&>(*dealt).hands());
    first.leader = dealt->to_move();
    auto m = testing::make("blacktile", o, seed, first);
    std::vector<std::string> moves;
    for (int i = 0; i < static_cast<int>(seed % 7); ++i) {
      moves.push_back(bot_move(*m, "normal", seed + static_cast<std::uint64_t>(i)));
      testing::play(*m, moves.back());
    }
    const auto& bm = dynamic_cast<const BlackTileMatch&>(*m);
    Rng rng(seed);
    Deal d = reshuffled(*bm.blacktile_view(-1), bm.hands(), m->to_move(), rng);
    d.leader = first.leader;
    auto alt = testing::make("blacktile", o, seed, d);
    if (same_choice(*m, *alt, moves, m->to_move())) ++compared;
  }
  CHECK(compared >= 20);
}

TEST_CASE("Whist bots are fair in play: other hands dealt differently do not change their choice") {
  // 3 and 5 players (no widow): the auction, trumps and some tricks by the bots.
  int compared = 0;
  for (std::uint64_t seed = 1; seed <= 30; ++seed) {
    for (const char* players : {"3", "5"}) {
      const OptionList o{{"players", players}};
      auto dealt = testing::make("whist", o, seed);
      Deal first = deal_of(dynamic_cast<const WhistMatch&>(*dealt).hands());
      first.dealer = dynamic_cast<const WhistMatch&>(*dealt).whist_view(-1)->dealer;
      auto m = testing::make("whist", o, seed, first);
      std::vector<std::string> moves;
      for (std::uint64_t i = 0; m->phase() != Phase::RoundOver && (m->phase() != Phase::Play || i < 6 + seed % 9);
           ++i) {
        moves.push_back(bot_move(*m, "normal", seed * 100 + i));
        testing::play(*m, moves.back());
      }
      if (m->phase() != Phase::Play) continue;
      const auto& wm = dynamic_cast<const WhistMatch&>(*m);
      Rng rng(seed);
      Deal d = reshuffled(*wm.whist_view(-1), wm.hands(), m->to_move(), rng);
      d.dealer = first.dealer;
      auto alt = testing::make("whist", o, seed, d);
      if (same_choice(*m, *alt, moves, m->to_move())) ++compared;
    }
  }
  CHECK(compared >= 20);
}

TEST_CASE("Hearts bots are fair: other hands dealt differently do not change their choice") {
  // Rounds 1-3 (with their passes) are played by the bots, the same in both worlds; round 4
  // holds, so its hands are all the deal. Both worlds deal round 4 from a script.
  const OptionList o{{"players", "4"}, {"target", "1000"}};
  auto first_three = [&](std::uint64_t seed) {
    auto m = testing::make("hearts", o, seed);
    for (int round = 1; round <= 3; ++round) {
      std::uint64_t step = 0;
      while (m->phase() != Phase::RoundOver) testing::play(*m, bot_move(*m, "normal", seed * 1000 + step++));
      if (round < 3) REQUIRE(m->next_round(std::nullopt).ok());
    }
    return m;
  };
  int compared = 0;
  for (std::uint64_t seed = 1; seed <= 30; ++seed) {
    auto m = first_three(seed);
    auto random_deal = m->clone();
    REQUIRE(random_deal->next_round(std::nullopt).ok());
    REQUIRE(m->next_round(deal_of(dynamic_cast<const HeartsMatch&>(*random_deal).hands())).ok());
    REQUIRE(m->round() == 4);
    std::vector<std::string> moves;
    for (int i = 0; i < static_cast<int>(seed % 13); ++i) {
      moves.push_back(bot_move(*m, "normal", seed + static_cast<std::uint64_t>(i)));
      testing::play(*m, moves.back());
    }
    const auto& hm = dynamic_cast<const HeartsMatch&>(*m);
    Rng rng(seed);
    auto alt = first_three(seed);
    REQUIRE(alt->next_round(reshuffled(*hm.hearts_view(-1), hm.hands(), m->to_move(), rng)).ok());
    if (same_choice(*m, *alt, moves, m->to_move())) ++compared;
  }
  CHECK(compared >= 15);
}

TEST_CASE("searching bots are fair before the play too: the pass, the lead pass and trumps") {
  // The first decision of a round (seat 0's pass; the Black Tile leader's lead pass; the
  // Whist declarer's trumps): the same seat view in a world with the other hands re-dealt
  // among themselves must bring the same decision from every level.
  int compared = 0;
  for (std::uint64_t seed = 1; seed <= 4; ++seed) {
    // Hearts, round 1: seat 0 passes.
    {
      auto m = testing::make("hearts", {{"players", "4"}}, seed);
      REQUIRE(m->phase() == Phase::Pass);
      const auto& hm = dynamic_cast<const HeartsMatch&>(*m);
      Rng rng(seed);
      Deal d = reshuffled(*hm.hearts_view(-1), hm.hands(), 0, rng);
      auto alt = testing::make("hearts", {{"players", "4"}}, seed + 100, d);
      if (same_choice(*m, *alt, {}, 0)) ++compared;
    }
    // Black Tile: seat 0 passes; then, without a pass, the leader decides whether to lead.
    {
      const OptionList o{{"players", "4"}};
      auto dealt = testing::make("blacktile", o, seed);
      Deal first = deal_of(dynamic_cast<const BlackTileMatch&>(*dealt).hands());
      first.leader = dynamic_cast<const BlackTileMatch&>(*dealt).blacktile_view(-1)->first_leader;
      auto m = testing::make("blacktile", o, seed, first);
      REQUIRE(m->phase() == Phase::Pass);
      const auto& bm = dynamic_cast<const BlackTileMatch&>(*m);
      Rng rng(seed);
      Deal d = reshuffled(*bm.blacktile_view(-1), bm.hands(), 0, rng);
      d.leader = first.leader;
      auto alt = testing::make("blacktile", o, seed, d);
      if (same_choice(*m, *alt, {}, 0)) ++compared;
    }
    {
      const OptionList o{{"players", "4"}, {"pass_direction", "none"}, {"lead_pass", "true"}};
      auto dealt = testing::make("blacktile", o, seed);
      Deal first = deal_of(dynamic_cast<const BlackTileMatch&>(*dealt).hands());
      first.leader = dealt->to_move();
      auto m = testing::make("blacktile", o, seed, first);
      REQUIRE(m->phase() == Phase::LeadPass);
      const auto& bm = dynamic_cast<const BlackTileMatch&>(*m);
      Rng rng(seed);
      Deal d = reshuffled(*bm.blacktile_view(-1), bm.hands(), m->to_move(), rng);
      d.leader = first.leader;
      auto alt = testing::make("blacktile", o, seed, d);
      if (same_choice(*m, *alt, {}, m->to_move())) ++compared;
    }
    // Whist, 3 players: the auction by the bots, then the declarer names trumps.
    {
      const OptionList o{{"players", "3"}};
      auto dealt = testing::make("whist", o, seed);
      Deal first = deal_of(dynamic_cast<const WhistMatch&>(*dealt).hands());
      first.dealer = dynamic_cast<const WhistMatch&>(*dealt).whist_view(-1)->dealer;
      auto m = testing::make("whist", o, seed, first);
      std::vector<std::string> moves;
      for (std::uint64_t i = 0; m->phase() != Phase::Trump && m->phase() != Phase::RoundOver && i < 40; ++i) {
        moves.push_back(bot_move(*m, "normal", seed * 100 + i));
        testing::play(*m, moves.back());
      }
      if (m->phase() != Phase::Trump) continue;
      const auto& wm = dynamic_cast<const WhistMatch&>(*m);
      Rng rng(seed);
      Deal d = reshuffled(*wm.whist_view(-1), wm.hands(), m->to_move(), rng);
      d.dealer = first.dealer;
      auto alt = testing::make("whist", o, seed, d);
      if (same_choice(*m, *alt, moves, m->to_move())) ++compared;
    }
  }
  CHECK(compared >= 12);
}
