// Today's deal: dates, seeds and the share line; a daily round through the session, the
// expert playing it alongside in the player's seat.
#include <catch2/catch.hpp>

#include <string>

#include "session/daily.h"
#include "session/session.h"

using namespace boneyard;

TEST_CASE("dates are UTC days, written YYYY-MM-DD and shown as people write them") {
  CHECK(utc_date(0) == "1970-01-01");
  CHECK(utc_date(1795564800000.0) == "2026-11-25");
  CHECK(utc_date(1795564800000.0 - 1) == "2026-11-24");       // a millisecond before midnight UTC
  CHECK(utc_date(1795564800000.0 + 86399999) == "2026-11-25");
  CHECK(utc_date(951782400000.0) == "2000-02-29");             // a leap day
  CHECK(valid_date("2026-11-25"));
  CHECK(valid_date("2024-02-29"));
  for (const char* bad : {"2026-02-29", "2026-13-01", "2026-11-31", "2026-1-25", "26-11-25", "2026/11/25", "", "2026-11-25x"})
    CHECK_FALSE(valid_date(bad));
  CHECK(pretty_date("2026-11-05") == "5 Nov 2026");
  CHECK(pretty_date("nonsense") == "nonsense");
}

TEST_CASE("the daily seed depends on the game and the date only") {
  CHECK(daily_seed("hearts", "2026-11-25") == daily_seed("hearts", "2026-11-25"));
  CHECK(daily_seed("hearts", "2026-11-25") != daily_seed("hearts", "2026-11-26"));
  CHECK(daily_seed("hearts", "2026-11-25") != daily_seed("block", "2026-11-25"));
  CHECK(daily_seed("block", "2026-11-25") == 0xb91737cc460e90d0ull);  // fixed: a change would give everyone new deals
}

TEST_CASE("the share line says the game, the day, the points and the expert's, and links the day's deal") {
  CHECK(daily_share_text("Domino Hearts", "2026-11-22", 4, 6, false, "https://x/#game=hearts&daily=2026-11-22") ==
        "Boneyard \u2022 Domino Hearts \u2022 22 Nov 2026 \u2014 4 points (expert: 6)\nhttps://x/#game=hearts&daily=2026-11-22");
  CHECK(daily_share_text("Block", "2026-11-22", 1, std::nullopt, true, "L") ==
        "Boneyard \u2022 Block \u2022 22 Nov 2026 \u2014 1 point (replay)\nL");
}

namespace {

// Plays the player's seat with `pick` until the round is over and the expert's round is played.
template <class Pick>
double play_daily(Session& s, double now, Pick pick) {
  for (int guard = 0; guard < 20000 && (!s.round_finished() || s.daily_expert_pending()); ++guard) {
    now += 50;
    if (s.human_to_move() && !s.round_finished()) {
      if (auto move = pick(s)) REQUIRE(s.play(*move, now).ok());
    }
    s.update(now, 2000);
  }
  REQUIRE(s.round_finished());
  REQUIRE_FALSE(s.daily_expert_pending());
  return now;
}

// The player who plays the expert's every move scores what the expert scores; the round is the
// only one; with `other_player`, a player who plays otherwise meets the same expert round.
// Played out, a round of expert computer players and the expert's own round beside it is the
// dearest part of the unit tests under ASan (Block about 25 s, Hearts about 8 s): a line game
// and a trick game whose computer players claim show it; every game's deal, save and restore are
// checked below.
void play_out_daily(const char* game, bool other_player) {
  Session c;
  REQUIRE(c.start_daily({"2026-11-25", false}, game, 0).ok());
  const double now = play_daily(c, 0, [&](Session& s) -> std::optional<std::string> {
    // The coach is off in a daily: no hint (refused, saying why), no undo.
    CHECK(s.request_hint().error() == "today's deal is played without hints");
    CHECK_FALSE(s.hint_pending());
    CHECK_FALSE(s.can_undo());
    return bot_move(s.match(), "expert", s.bot_seed());  // what the hint would say in a match
  });
  REQUIRE(c.daily_points());
  REQUIRE(c.daily_expert());
  CHECK(*c.daily_points() == *c.daily_expert());
  CHECK_FALSE(c.in_progress());         // nothing to resume, nothing to replace
  CHECK(c.save_text().empty());
  CHECK_FALSE(c.next_round(now).ok());  // one round
  if (!other_player) return;
  Session a;
  REQUIRE(a.start_daily({"2026-11-25", false}, game, 0).ok());
  play_daily(a, 0, [](Session& s) -> std::optional<std::string> {
    return s.human_moves().front();  // the first legal move: not the expert's, usually
  });
  REQUIRE(a.daily_expert());
  CHECK(*a.daily_expert() == *c.daily_expert());  // the same expert round whatever the player did
}

}  // namespace

TEST_CASE("today's deal played out in Block: the expert's score in the player's seat, one round only") {
  play_out_daily("block", false);
}

TEST_CASE("today's deal played out in Hearts: the expert's score in the player's seat, whatever the player does") {
  play_out_daily("hearts", true);
}

TEST_CASE("today's deal: everyone gets the same round, a daily save restores as one") {
  for (const char* game : {"block", "draw", "hearts", "blacktile", "whist"}) {
    INFO(game);
    Session a, b;
    REQUIRE(a.start_daily({"2026-11-25", false}, game, 0).ok());
    REQUIRE(b.start_daily({"2026-11-25", true}, game, 0).ok());
    CHECK(a.view().to_json().dump() == b.view().to_json().dump());  // the same deal
    CHECK(a.setup().level == "expert");
    CHECK(a.daily());
    CHECK(a.in_progress());
    CHECK_FALSE(a.coach_allowed());
    Session other;
    REQUIRE(other.start_daily({"2026-11-26", false}, game, 0).ok());
    CHECK(other.view().to_json().dump() != a.view().to_json().dump());

    Session d;  // restored mid-round, still a daily, replay mark kept
    REQUIRE(d.start_daily({"2026-11-25", true}, game, 0).ok());
    const std::string saved = d.save_text();
    Session e;
    REQUIRE(e.restore(saved, 0).ok());
    REQUIRE(e.daily());
    CHECK(e.daily_deal()->date == "2026-11-25");
    CHECK(e.daily_deal()->replay);
    CHECK(e.view().to_json().dump() == d.view().to_json().dump());
  }
  Session bad;
  CHECK_FALSE(bad.start_daily({"2026-02-30", false}, "block", 0).ok());
  CHECK_FALSE(bad.active());
}
