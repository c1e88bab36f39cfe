// Statistics (shell/model/session/stats.h): what is recorded, and its text form refused when corrupt.
#include <catch2/catch.hpp>

#include "session/stats.h"

using namespace boneyard;

TEST_CASE("statistics count matches, wins, rounds, points, the best match and streaks") {
  Statistics s;
  s.record_round("hearts", 4, 5);
  s.record_round("hearts", 4, 9);
  s.record_match("hearts", 4, true, 62, true);
  s.record_match("hearts", 4, true, 48, true);
  s.record_match("hearts", 4, false, 110, true);
  s.record_match("hearts", 4, true, 70, true);
  const GameStats* g = s.find("hearts", 4);
  REQUIRE(g);
  CHECK(g->matches == 4);
  CHECK(g->wins == 3);
  CHECK(g->win_rate() == Approx(0.75));
  CHECK(g->rounds == 2);
  CHECK(g->average() == Approx(7.0));
  CHECK(g->best == 48);  // the lowest total wins Hearts
  CHECK(g->streak == 1);
  CHECK(g->best_streak == 2);
  CHECK_FALSE(s.find("hearts", 3));
  s.record_match("block", 2, true, 104, false);
  s.record_match("block", 2, true, 131, false);
  CHECK(s.find("block", 2)->best == 131);  // the highest elsewhere
}

TEST_CASE("the Statistics screen's rows say each game and player count in words") {
  Statistics s;
  s.record_round("hearts", 4, 5);
  s.record_round("hearts", 4, 8);
  s.record_match("hearts", 4, true, 48, true);
  const auto rows = stats_rows(s);
  REQUIRE(rows.size() == 1);
  CHECK(rows[0].title == "Domino Hearts \u2022 4 players");
  CHECK(rows[0].line1 == "1 match, 1 won (100%) \u2022 winning streak 1, best 1");
  CHECK(rows[0].line2 == "2 rounds, 6.5 points a round (fewer is better) \u2022 best match 48");
}

TEST_CASE("statistics survive their text form, and a corrupt one is refused with a message") {
  Statistics s;
  s.record_round("draw", 3, 12);
  s.record_match("draw", 3, false, 40, false);
  s.record_match("whist", 4, true, 31, false);
  CHECK(s.mark("7:1"));
  CHECK_FALSE(s.mark("7:1"));  // the same round again: not counted twice
  const auto back = Statistics::load(s.save());
  REQUIRE(back.ok());
  CHECK(back.value().all() == s.all());
  Statistics again = back.value();
  CHECK_FALSE(again.mark("7:1"));  // remembered across the save
  CHECK(again.mark("7:2"));
  for (const char* bad : {"", "hello", "boneyard-stats 1\nhearts 4 1 2 0 0 - 0 0", "boneyard-stats 1\nhearts four 1 0 0 0 - 0 0",
                          "boneyard-stats 1\nhearts 4 1 0 0 0 - 0", "boneyard-stats 1\nhearts 4 1 1 1 5 50 1 1\nhearts 4 1 1 1 5 50 1 1"}) {
    INFO(bad);
    const auto r = Statistics::load(bad);
    CHECK_FALSE(r.ok());
    CHECK_FALSE(r.error().empty());
  }
}

TEST_CASE("today's deal results: the first play kept, replays counted, newest first, saved and loaded") {
  Statistics s;
  s.record_daily("2026-11-24", "hearts", 4, 6);
  s.record_daily("2026-11-25", "block", 12, std::nullopt);
  s.record_daily("2026-11-24", "hearts", 0, 0);  // a replay: the first result stays
  s.record_daily("2026-11-24", "hearts", 0, 0);
  REQUIRE(s.daily().size() == 2);
  CHECK(s.daily()[0].date == "2026-11-25");
  const DailyResult* h = s.find_daily("2026-11-24", "hearts");
  REQUIRE(h);
  CHECK(h->points == 4);
  CHECK(h->expert == 6);
  CHECK(h->plays == 3);
  CHECK_FALSE(s.find_daily("2026-11-25", "hearts"));
  const auto rows = daily_rows(s);
  REQUIRE(rows.size() == 2);
  CHECK(rows[0].title == "Today's deal \u2022 25 Nov 2026");
  CHECK(rows[0].line1 == "Block Dominoes: you 12 points");
  CHECK(rows[0].line2.empty());
  CHECK(rows[1].line1 == "Domino Hearts: you 4 points, the expert 6 (fewer is better)");
  CHECK(rows[1].line2 == "played 3 times");
  auto loaded = Statistics::load(s.save());
  REQUIRE(loaded);
  CHECK(loaded->daily() == s.daily());
  for (const char* bad : {"daily 2026-11-31 hearts 4 6 1", "daily 2026-11-24 chess 4 6 1", "daily 2026-11-24 hearts x 6 1",
                          "daily 2026-11-24 hearts 4 6 0", "daily 2026-11-24 hearts 4 6"}) {
    INFO(bad);
    CHECK_FALSE(Statistics::load(std::string("boneyard-stats 1\n") + bad));
  }
  s.reset();
  CHECK(s.daily().empty());
}

TEST_CASE("an online table's games count apart, named as online") {
  Statistics s;
  s.record_round("hearts", 4, 5);
  s.record_round(std::string(kOnlineStats) + "hearts", 4, 9);
  s.record_match(std::string(kOnlineStats) + "hearts", 4, true, 40, true);
  REQUIRE(s.find("hearts", 4));
  CHECK(s.find("hearts", 4)->rounds == 1);
  REQUIRE(s.find("online:hearts", 4));
  CHECK(s.find("online:hearts", 4)->wins == 1);
  const auto rows = stats_rows(s);
  REQUIRE(rows.size() == 2);
  CHECK(rows[0].title == "Domino Hearts \u2022 4 players");
  CHECK(rows[1].title == "Domino Hearts \u2022 4 players \u2022 online");
  CHECK(rows[1].line2.find("(fewer is better)") != std::string::npos);
  auto loaded = Statistics::load(s.save());
  REQUIRE(loaded);
  CHECK(loaded->save() == s.save());
}
