// The tracker (shell/views/coach/tracker.h): what seat 0 has seen this round, in every game, and
// nothing it has not: worlds that differ only in tiles seat 0 cannot see give the same
// tracker.
#include <catch2/catch.hpp>

#include "coach/tracker.h"
#include "core/match.h"
#include "core/rng.h"
#include "games/blacktile/blacktile.h"
#include "games/hearts/hearts.h"
#include "games/whist/whist.h"
#include "line/line_match.h"
#include "session/seats.h"
#include "../engine/test_support.h"
#include "../worlds.h"

using namespace boneyard;

namespace {

std::string text_of(const SeatView& view) {
  const auto t = tracker(view);
  REQUIRE(t);
  std::string out;
  for (const auto& row : t->rows) {
    out += row.name + ":";
    for (const auto& i : row.items)
      out += " " + i.face + "/" + i.label + "/" + std::to_string(static_cast<int>(i.where)) + "/" + std::to_string(i.by);
    out += " [" + row.counts + "] [" + row.note + "]\n";
  }
  for (const auto& l : t->lines) out += l + "\n";
  return out;
}

// Plays `moves` on `alt`; when both show seat 0 the same, their trackers must agree, and the
// hidden tiles must differ. Returns whether it compared.
bool same_tracker(const Match& m, Match& alt, const std::vector<std::string>& moves) {
  for (const auto& mv : moves)
    if (!alt.play(mv).ok()) return false;
  if (alt.view(0)->to_json().dump() != m.view(0)->to_json().dump()) return false;
  if (alt.to_json().dump() == m.to_json().dump()) return false;  // nothing hidden changed
  REQUIRE(text_of(*alt.view(0)) == text_of(*m.view(0)));
  return true;
}

std::vector<std::string> bot_moves(Match& m, int count, std::uint64_t seed) {
  std::vector<std::string> moves;
  for (int i = 0; i < count && m.to_move() >= 0 && m.phase() != Phase::RoundOver; ++i) {
    moves.push_back(bot_move(m, "normal", seed * 100 + static_cast<std::uint64_t>(i)));
    testing::play(m, moves.back());
  }
  return moves;
}

// A trick game dealt from a script (`fix` names what the deal must keep: the leader, the
// dealer), played by bots for `count` moves, against a world with the other hands re-dealt.
template <class M, class Whole, class Fix>
bool trick_worlds_agree(const char* game, const OptionList& o, std::uint64_t seed, int count, Whole whole, Fix fix) {
  auto dealt = testing::make(game, o, seed);
  Deal first = testing::deal_of(dynamic_cast<const M&>(*dealt).hands());
  fix(*dealt, first);
  auto m = testing::make(game, o, seed, first);
  const auto moves = bot_moves(*m, count, seed);
  Rng rng(seed);
  const auto& played = dynamic_cast<const M&>(*m);
  Deal d = testing::reshuffled(*whole(played), played.hands(), 0, rng);
  fix(*dealt, d);
  auto alt = testing::make(game, o, seed, d);
  return same_tracker(*m, *alt, moves);
}

}  // namespace

TEST_CASE("the tracker shows seat 0 only what it may know: other worlds, the same tracker") {
  int compared = 0;
  for (std::uint64_t seed = 1; seed <= 12; ++seed) {
    compared += trick_worlds_agree<BlackTileMatch>(  // Black Tile, no pass: a scripted deal with its leader
        "blacktile", {{"players", "4"}, {"pass_direction", "none"}, {"lead_pass", "false"}}, seed,
        static_cast<int>(seed % 11) + 2, [](const BlackTileMatch& m) { return m.blacktile_view(-1); },
        [](const Match& dealt, Deal& d) { d.leader = dealt.to_move(); });
    compared += trick_worlds_agree<WhistMatch>(  // Whist, 4 players in partnerships: the auction and some play
        "whist", {{"players", "4"}}, seed, static_cast<int>(seed % 9) + 8,
        [](const WhistMatch& m) { return m.whist_view(-1); },
        [](const Match& dealt, Deal& d) { d.dealer = dynamic_cast<const WhistMatch&>(dealt).whist_view(-1)->dealer; });
    for (const char* game : {"block", "draw"}) {  // the line games
      const OptionList o{{"players", "3"}};
      auto m = testing::make(game, o, seed);
      const auto moves = bot_moves(*m, static_cast<int>(seed % 8) + 2, seed);
      Rng rng(seed);
      auto alt = new_match(game, o, seed + 1000, testing::hidden_reshuffle(*m, 0, rng));
      if (alt.ok()) compared += same_tracker(*m, **alt, moves);
    }
  }
  CHECK(compared >= 24);
}

TEST_CASE("the Hearts tracker: every card where seat 0 saw it, voids, hearts still out") {
  auto m = testing::make("hearts", {{"players", "4"}}, 8);
  bot_moves(*m, 4 + 4 * 4 + 2, 8);  // the pass, four tricks and two cards of the fifth
  const auto view = dynamic_cast<const HeartsMatch&>(*m).hearts_view(0);
  const auto t = tracker(*view);
  REQUIRE(t);
  CHECK(t->chips);
  REQUIRE(t->rows.size() == 4);
  int played = 0, mine = 0, given = 0, unseen = 0;
  for (const auto& row : t->rows) {
    CHECK(row.items.size() == 13);
    for (const auto& i : row.items) {
      if (i.where == TrackerItem::Where::Played) {
        ++played;
        CHECK(i.by >= 0);
      }
      mine += i.where == TrackerItem::Where::Mine;
      if (i.where == TrackerItem::Where::Given) {
        ++given;
        CHECK(i.by == view->pass_offset % 4);
      }
      unseen += i.where == TrackerItem::Where::Unseen;
    }
  }
  CHECK(played == 18);
  CHECK(mine == static_cast<int>(view->hand.size()));
  CHECK(given + unseen + played + mine == 52);
  CHECK(given <= 3);
  int hearts_out = 0;
  for (const auto& i : t->rows[1].items) hearts_out += i.where == TrackerItem::Where::Unseen || i.where == TrackerItem::Where::Given;
  REQUIRE_FALSE(t->lines.empty());
  // Issue 48: a count says what it counts ("8 hearts"), never a bare number that reads as a card.
  INFO(t->lines[0]);
  CHECK(t->lines[0].rfind("Still out: " + std::to_string(hearts_out) + " hearts", 0) == 0);
  // A seat that did not follow the suit led is void in it.
  for (const auto& trick : view->tricks)
    for (const auto& p : trick.plays)
      if (p.card.suit != trick.plays.front().card.suit) {
        const auto& row = t->rows[3 - static_cast<std::size_t>(trick.plays.front().card.suit)];
        INFO(row.name << " " << row.note);
        CHECK(row.note.find(seat_name(4, p.seat)) != std::string::npos);
      }
}

TEST_CASE("the line tracker counts each number in the line, in hand and unseen") {
  auto m = testing::make("block", {{"players", "2"}}, 5);
  bot_moves(*m, 6, 5);
  const auto view = dynamic_cast<const LineMatch&>(*m).line_view(0);
  const auto t = tracker(*view);
  REQUIRE(t);
  CHECK_FALSE(t->chips);
  REQUIRE(t->rows.size() == 7);
  CHECK(t->rows[0].name == "Sixes");
  int mine = 0;
  for (Tile x : view->hand) mine += x.hi == 6 || x.lo == 6;
  CHECK(t->rows[0].counts.find(std::to_string(mine) + " in hand") != std::string::npos);
}

TEST_CASE("the tracker's counts say what they count: 8 hearts, 3 trumps, never a bare number read as a tile") {
  // Issue 48: "Hearts still out: 8, and Q♠" read as the eight of hearts.
  auto hearts = testing::make("hearts", {{"players", "4"}}, 8);
  bot_moves(*hearts, 4, 8);  // the pass: every heart and the Q♠ still out
  const auto h = tracker(*dynamic_cast<const HeartsMatch&>(*hearts).hearts_view(0));
  REQUIRE(h);
  REQUIRE_FALSE(h->lines.empty());
  int out = 0;  // the hearts seat 0 has not seen played nor holds
  for (const auto& i : h->rows[1].items)
    out += i.where == TrackerItem::Where::Unseen || i.where == TrackerItem::Where::Given;
  REQUIRE(out > 1);
  CHECK(h->lines[0] == "Still out: " + std::to_string(out) + " hearts and Q\u2660");

  auto whist = testing::make("whist", {{"players", "3"}}, 4);
  for (int i = 0; i < 40 && whist->phase() != Phase::Play; ++i) bot_moves(*whist, 1, 4 + static_cast<std::uint64_t>(i));
  const auto wv = dynamic_cast<const WhistMatch&>(*whist).whist_view(0);
  const auto w = tracker(*wv);
  REQUIRE(w);
  REQUIRE_FALSE(w->lines.empty());
  INFO(w->lines[0]);
  if (wv->trumps.suit)
    CHECK((w->lines[0].rfind("Still out: ", 0) == 0 && w->lines[0].find(" trumps (") != std::string::npos));
  else
    CHECK(w->lines[0] == "No trumps this round");

  auto block = testing::make("block", {{"players", "2"}}, 5);
  const auto b = tracker(*dynamic_cast<const LineMatch&>(*block).line_view(0));
  REQUIRE(b);
  for (const auto& row : b->rows) {
    INFO(row.name << ": " << row.counts);
    CHECK(row.counts.find(" in line \u2022 ") != std::string::npos);
    CHECK(row.counts.find(" in hand \u2022 ") != std::string::npos);
    CHECK(row.counts.substr(row.counts.size() - 7) == " unseen");
  }
}
