// Pass-and-play in the session: people at several seats share the device; the table shows the
// view of whoever holds it, turned so their seat is seat 0; a cover between two people's turns;
// undo stops where the device changed hands; the people are saved and checked.
#include <catch2/catch.hpp>

#include "core/match.h"
#include "core/rng.h"
#include "line/line_match.h"
#include "session.h"
#include "trick/trick_table.h"

using namespace boneyard;

namespace {

MatchSetup with_people(const std::string& game, int players, std::vector<int> people) {
  MatchSetup setup;
  setup.game = game;
  setup.options = {{"players", std::to_string(players)}};
  setup.people = std::move(people);
  return setup;
}

// What the table shows must hold the viewer's hand only (every hand once the round is over).
void check_private(const Session& s) {
  if (s.round_finished()) return;
  const SeatView& v = s.view();
  CHECK(v.seat() == 0);  // the viewer sits at the bottom
  auto own = s.match().view(s.viewer());
  if (const auto* line = dynamic_cast<const LineView*>(&v)) {
    CHECK(line->hand == dynamic_cast<const LineView&>(*own).hand);
    for (std::size_t k = 1; k < line->hands.size(); ++k) CHECK_FALSE(line->hands[k]);
  } else if (const auto* cards = dynamic_cast<const TrickTable<Card>*>(&v)) {
    CHECK(cards->hand == dynamic_cast<const TrickTable<Card>&>(*own).hand);
    for (std::size_t k = 1; k < cards->hands.size(); ++k) CHECK_FALSE(cards->hands[k]);
  }
}

// Plays a round: people pick a random legal move from their (turned) view, the cover is accepted
// each time it comes. Returns how many handovers there were.
int play_round(Session& s, double& now, Rng& rng) {
  int handovers = 0;
  for (int guard = 0; guard < 4000 && !s.round_finished(); ++guard) {
    check_private(s);
    if (s.covered()) {
      CHECK_FALSE(s.human_to_move());
      const int next = s.handover_to();
      CHECK(s.is_person(next));
      CHECK(s.match().to_move() == next);
      s.accept_handover(now);
      CHECK(s.viewer() == next);
      CHECK_FALSE(s.covered());
      ++handovers;
      continue;
    }
    if (s.human_to_move()) {
      CHECK(s.match().to_move() == s.viewer());
      const auto moves = s.view().legal_moves();  // as the table offers them (turned)
      REQUIRE_FALSE(moves.empty());
      REQUIRE(s.play(moves[static_cast<std::size_t>(rng.below(static_cast<int>(moves.size())))], now).ok());
    } else {
      CHECK_FALSE(s.is_person(s.match().to_move()));
      now += s.delay_ms();
      s.update(now);
    }
  }
  REQUIRE(s.round_finished());
  return handovers;
}

}  // namespace

TEST_CASE("pass-and-play: each person sees only their own hand, at the bottom, after the cover") {
  for (const auto& [game, players, people] : {std::tuple<const char*, int, std::vector<int>>{"block", 4, {0, 2}},
                                              {"draw", 3, {0, 1, 2}},
                                              {"hearts", 4, {0, 1}},
                                              {"whist", 4, {0, 3}},
                                              {"blacktile", 4, {0, 2}}}) {
    INFO(game);
    Session s;
    REQUIRE(s.start(with_people(game, players, people), 3, 0).ok());
    Rng rng(3);
    double now = 0;
    const int handovers = play_round(s, now, rng);
    CHECK(handovers >= 2);
  }
}

TEST_CASE("pass-and-play: undo takes back a person's own decision only until the device changes hands") {
  Session s;
  REQUIRE(s.start(with_people("block", 2, {0, 1}), 5, 0).ok());
  double now = 0;
  if (s.covered()) s.accept_handover(now);
  const int first = s.viewer();
  REQUIRE(s.human_to_move());
  REQUIRE(s.play(s.view().legal_moves().front(), now += 10).ok());
  REQUIRE(s.covered());            // the other person is to move: the table is covered
  CHECK(s.can_undo());             // the one who moved may still take it back
  REQUIRE(s.undo(now += 10).ok());
  CHECK(s.viewer() == first);
  CHECK_FALSE(s.covered());
  REQUIRE(s.play(s.view().legal_moves().front(), now += 10).ok());
  s.accept_handover(now += 10);    // the other person has seen their hand
  CHECK(s.viewer() != first);
  CHECK_FALSE(s.can_undo());       // nothing of theirs yet, and the first person's move stays
  CHECK_FALSE(s.undo(now).ok());
}

TEST_CASE("pass-and-play: the people are saved, a restored table opens covered, bad people are refused") {
  Session s;
  REQUIRE(s.start(with_people("hearts", 4, {0, 2}), 8, 0).ok());
  const std::string saved = s.save_text();
  CHECK(saved.find("\npeople=0,2\n") != std::string::npos);
  Session back;
  REQUIRE(back.restore(saved, 0).ok());
  CHECK(back.setup().people == std::vector<int>{0, 2});
  CHECK(back.covered() == back.is_person(back.match().to_move()));
  Session bad;
  CHECK_FALSE(bad.start(with_people("block", 4, {1, 2}), 1, 0).ok());  // seat 0 is a person
  CHECK_FALSE(bad.start(with_people("block", 4, {0, 4}), 1, 0).ok());  // no seat 4 at four
  CHECK_FALSE(bad.start(with_people("block", 4, {0, 2, 2}), 1, 0).ok());
  CHECK_FALSE(bad.active());
  std::string edited = saved;
  edited.replace(edited.find("people=0,2"), 10, "people=0,9");
  CHECK_FALSE(back.restore(edited, 0).ok());
}
