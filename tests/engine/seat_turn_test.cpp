// Seats seen from another chair (core/seat_turn.h): the renaming itself, and every game's
// views turned so any seat is seat 0, checked against the unturned view along real matches.
#include <catch2/catch.hpp>

#include <algorithm>

#include "core/match.h"
#include "core/seat_turn.h"
#include "line/line_match.h"
#include "trick/trick_view.h"

using namespace boneyard;

TEST_CASE("a seat turn renames seats round the table and undoes itself") {
  const SeatTurn t{2, 4};
  CHECK(t(2) == 0);
  CHECK(t(3) == 1);
  CHECK(t(0) == 2);
  CHECK(t(1) == 3);
  CHECK(t(-1) == -1);  // nobody stays nobody
  for (int s = 0; s < 4; ++s) CHECK(t.back()(t(s)) == s);
  CHECK(t.per_seat(std::vector<int>{10, 11, 12, 13}) == std::vector<int>{12, 13, 10, 11});
  CHECK(t.per_seat(std::vector<int>{1, 2}) == std::vector<int>{1, 2});  // not a list per seat
  CHECK(t.seats({0, 2}) == std::vector<int>{2, 0});
  CHECK(t.text("{2} wins; {0} and {3} pay {12}") == "{0} wins; {2} and {1} pay {12}");  // {12}: no seat of 4
  CHECK(t.text("{x} {} {") == "{x} {} {");  // not placeholders
  CHECK(t.move("moon:3") == "moon:1");  // the one move that names a seat
  CHECK(t.move("moon:self") == "moon:self");
  CHECK(t.move("6-4:L") == "6-4:L");
  CHECK(t.back().move(t.move("moon:0")) == "moon:0");
  CHECK(SeatTurn{0, 3}(2) == 2);
}

namespace {

// What every turned view shares: seat 0 is the seat it was made for, the seat to move and
// the hand follow, and the lists kept per seat move round the table.
template <class View>
void check_common_turned(const View& r, const View& v, int s, int n) {
  const SeatTurn t{s, n};
  CHECK(r.seat() == 0);
  CHECK(r.to_move() == t(v.to_move()));
  CHECK(r.hand == v.hand);
  for (int k = 0; k < n; ++k) {
    const auto from = static_cast<std::size_t>((k + s) % n);
    const auto to = static_cast<std::size_t>(k);
    CHECK(r.hand_counts[to] == v.hand_counts[from]);
    CHECK(r.hands[to] == v.hands[from]);
    CHECK(r.scores[to] == v.scores[from]);
  }
}

// Every check a table relies on: the turned view of seat s shows s as seat 0.
void check_turned(const Match& m, int s) {
  const int n = m.players();
  auto plain = m.view(s);
  auto turned = plain->turned(s);
  REQUIRE(turned);
  const auto& v = dynamic_cast<const LineView&>(*plain);
  const auto& r = dynamic_cast<const LineView&>(*turned);
  const SeatTurn t{s, n};
  check_common_turned(r, v, s, n);
  CHECK(r.legal_moves() == v.legal_moves());
  REQUIRE(r.log.size() == v.log.size());
  for (std::size_t i = 0; i < v.log.size(); ++i) CHECK(r.log[i].seat == t(v.log[i].seat));
  CHECK(r.opener == t(v.opener));
  if (v.result) {
    CHECK(r.result->winners == t.seats(v.result->winners));
    CHECK(r.result->points == t.per_seat(v.result->points));
    CHECK(r.result->explanation == t.text(v.result->explanation));
  }
  CHECK(r.match_winners == t.seats(v.match_winners));
  // Turned back, it is the view it was.
  CHECK(turned->turned(t.back().by)->to_json().dump() == plain->to_json().dump());
}

}  // namespace

TEST_CASE("a line game's view turned to any seat shows that seat as seat 0, the rest in order") {
  for (const char* game : {"block", "draw"}) {
    for (int players : {2, 3, 4}) {
      INFO(game << " " << players << " players");
      auto made = new_match(game, {{"players", std::to_string(players)}, {"target", "60"}}, 17);
      REQUIRE(made);
      Match& m = **made;
      int steps = 0;
      for (int guard = 0; guard < 2000 && m.phase() != Phase::MatchOver; ++guard, ++steps) {
        if (steps % 3 == 0)
          for (int s = 0; s < players; ++s) check_turned(m, s);
        if (m.phase() == Phase::RoundOver) {
          for (int s = 0; s < players; ++s) check_turned(m, s);
          REQUIRE(m.next_round());
          continue;
        }
        REQUIRE(m.play(bot_move(m, "easy", static_cast<std::uint64_t>(guard))));
      }
      REQUIRE(m.phase() == Phase::MatchOver);
      for (int s = 0; s < players; ++s) check_turned(m, s);
    }
  }
}

namespace {

template <class Item>
void check_trick_turned(const Match& m, int s) {
  const int n = m.players();
  auto plain = m.view(s);
  auto turned = plain->turned(s);
  REQUIRE(turned);
  const auto& v = dynamic_cast<const TrickView<Item>&>(*plain);
  const auto& r = dynamic_cast<const TrickView<Item>&>(*turned);
  const SeatTurn t{s, n};
  check_common_turned(r, v, s, n);
  auto moves = v.legal_moves();
  for (auto& mv : moves) mv = t.move(mv);
  std::sort(moves.begin(), moves.end());
  auto theirs = r.legal_moves();
  std::sort(theirs.begin(), theirs.end());
  CHECK(theirs == moves);
  for (int k = 0; k < n; ++k)
    CHECK(r.tricks_won[static_cast<std::size_t>(k)] == v.tricks_won[static_cast<std::size_t>((k + s) % n)]);
  REQUIRE(r.trick.size() == v.trick.size());
  for (std::size_t i = 0; i < v.trick.size(); ++i) CHECK(r.trick[i].seat == t(v.trick[i].seat));
  REQUIRE(r.tricks.size() == v.tricks.size());
  for (std::size_t i = 0; i < v.tricks.size(); ++i) CHECK(r.tricks[i].winner == t(v.tricks[i].winner));
  CHECK(r.leader == t(v.leader));
  CHECK(r.winners == t.seats(v.winners));
  CHECK(turned->turned(t.back().by)->to_json().dump() == plain->to_json().dump());
}

}  // namespace

TEST_CASE("a trick game's view turned to any seat shows that seat as seat 0, the rest in order") {
  struct Table {
    const char* game;
    int players;
    OptionList more;
  };
  for (const Table& table : {Table{"hearts", 4, {{"target", "40"}}}, Table{"hearts", 3, {{"target", "30"}}},
                             Table{"whist", 4, {}}, Table{"whist", 5, {}}, Table{"blacktile", 4, {}},
                             Table{"blacktile", 3, {}}}) {
    INFO(table.game << " " << table.players << " players");
    OptionList options = table.more;
    options.emplace_back("players", std::to_string(table.players));
    auto made = new_match(table.game, options, 23);
    REQUIRE(made);
    Match& m = **made;
    const bool cards = std::string(table.game) == "hearts";
    auto check = [&](int s) { cards ? check_trick_turned<Card>(m, s) : check_trick_turned<Tile>(m, s); };
    for (int guard = 0, rounds = 0; guard < 3000 && m.phase() != Phase::MatchOver && rounds < 3; ++guard) {
      if (guard % 4 == 0 || m.phase() != Phase::Play)
        for (int s = 0; s < table.players; ++s) check(s);
      if (m.phase() == Phase::RoundOver) {
        ++rounds;
        REQUIRE(m.next_round());
        continue;
      }
      REQUIRE(m.play(bot_move(m, "easy", static_cast<std::uint64_t>(guard))));
    }
    for (int s = 0; s < table.players; ++s) check(s);
  }
}
