// Share links: good links parse to the game, options, seed, level and pace they name;
// bad ones are refused with a message that names the problem; formatting round-trips.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "core/text.h"
#include "session/link.h"

using namespace boneyard;

namespace {
std::string value_of(const Link& link, const std::string& name) {
  for (const auto& [k, v] : link.options)
    if (k == name) return v;
  return "";
}
}  // namespace

TEST_CASE("a share link names the game, its options, the seed and the pace") {
  auto link = parse_link("#game=block&players=3&seed=42&delay=60");
  REQUIRE(link.ok());
  CHECK(link->game == "block");
  CHECK(value_of(*link, "players") == "3");
  REQUIRE(link->seed);
  CHECK(*link->seed == 42);
  REQUIRE(link->delay_ms);
  CHECK(*link->delay_ms == 60);
  CHECK_FALSE(link->level);
}

TEST_CASE("Draw links, and bigger tables with bigger sets") {
  auto draw = parse_link("#game=draw&players=3&seed=42&draw_rule=one_then_choose&delay=60");
  REQUIRE(draw.ok());
  CHECK(draw->game == "draw");
  CHECK(value_of(*draw, "draw_rule") == "one_then_choose");
  auto big = parse_link("#game=block&players=10&set=12&hand_size=9");
  REQUIRE(big.ok());
  CHECK(value_of(*big, "set") == "12");
  CHECK(parse_link("#game=draw&players=9&set=9&sets=1&min_score=15&redeal_five_doubles=true").ok());
}

TEST_CASE("links accept any option of the game, without '#' and with %-escapes") {
  auto link = parse_link("game=block&players=2&target=50&win_score=others&opener_plays_deciding_tile=yes&level=hard");
  REQUIRE(link.ok());
  CHECK(value_of(*link, "target") == "50");
  CHECK(value_of(*link, "win_score") == "others");
  CHECK(value_of(*link, "opener_plays_deciding_tile") == "true");  // canonical
  REQUIRE(link->level);
  CHECK(*link->level == "hard");
  CHECK_FALSE(link->seed);

  auto escaped = parse_link("#game=%62lock&opener=double%5Fthen%5Ftile&seed=18446744073709551615");
  REQUIRE(escaped.ok());
  CHECK(escaped->game == "block");
  CHECK(value_of(*escaped, "opener") == "double_then_tile");
  CHECK(*escaped->seed == 18446744073709551615ull);
  CHECK(parse_link("#game=block&&players=2&").ok());  // empty parts are ignored
}

TEST_CASE("bad links are refused with a clear message") {
  struct Case {
    const char* link;
    const char* says;
  };
  const Case cases[] = {
      {"", "empty"},
      {"#", "empty"},
      {"#players=3", "which game"},
      {"#game=chess", "no game 'chess'"},
      {"#game=block&seed=abc", "seed"},
      {"#game=block&seed=-1", "seed"},
      {"#game=block&seed=99999999999999999999999", "seed"},
      {"#game=block&delay=99999", "delay"},
      {"#game=block&delay=fast", "delay"},
      {"#game=block&level=genius", "level"},
      {"#game=block&colour=red", "'colour'"},
      {"#game=block&players=3&players=4", "twice"},
      {"#game=block&target", "name=value"},
      {"#game=block&players=two", "players"},
      {"#game=block&players=11", "players"},
      {"#game=block&win_score=most", "win_score"},
      {"#game=block&players=4&hand_size=8", "tiles"},  // 32 tiles do not fit a double-six set
      {"#game=block&players=6", "set"},                // too many players for double-six
      {"#game=draw&players=10&set=9", "60 tiles"},     // Draw deals 6 each: 60 > 55
      {"#game=draw&draw_rule=sometimes", "draw_rule"},
      {"#game=block&draw_rule=one_then_choose", "'draw_rule'"},  // Block has no boneyard
      {"#game=block&seed=1%2", "escape"},
      // Fuzzing found this one hanging the page: every deal had a hand of five doubles.
      {"#game=draw&players=2&sets=2&hand_size=26&redeal_five_doubles=true", "fewer than 1 deal in 100 would stand"},
      {"#game=block&players=2&names=A%C1%81,B", "not readable"},  // an overlong UTF-8 letter
  };
  for (const auto& c : cases) {
    INFO("link: " << c.link);
    auto link = parse_link(c.link);
    REQUIRE_FALSE(link.ok());
    CHECK_THAT(link.error(), Catch::Contains(c.says));
  }
}

TEST_CASE("a refusal quoting a link's bytes is valid UTF-8, cut at a character") {
  // %C3 alone is half a character; a long value is cut whole characters at a time.
  std::string long_value;
  for (int i = 0; i < 50; ++i) long_value += "%C3%A9";
  for (const std::string& link :
       std::vector<std::string>{"#game=block&seed=%C3", "#game=%C3%A9%C3", "#game=block&level=" + long_value}) {
    INFO(link);
    auto parsed = parse_link(link);
    REQUIRE_FALSE(parsed.ok());
    CHECK(is_valid_utf8(parsed.error()));
  }
  CHECK_THAT(parse_link("#game=block&level=" + long_value).error(), Catch::Contains("\xE2\x80\xA6'"));
}

TEST_CASE("format_link writes what parse_link reads") {
  Link link;
  link.game = "block";
  link.options = {{"players", "3"}, {"target", "50"}};
  link.seed = 7;
  link.level = "easy";
  link.delay_ms = 250;
  const std::string text = format_link(link);
  CHECK(text == "#game=block&players=3&target=50&seed=7&level=easy&delay=250");
  auto back = parse_link(text);
  REQUIRE(back.ok());
  CHECK(back->options == link.options);
  CHECK(*back->seed == 7);
  CHECK(*back->level == "easy");
  CHECK(*back->delay_ms == 250);
}

TEST_CASE("essential options keep players and what differs from the game's own choice") {
  const GameInfo* block = find_game("block");
  REQUIRE(block);
  auto resolved = [&](const OptionList& given) {
    auto options = resolve_options(block->option_specs(), given);
    REQUIRE(options.ok());
    REQUIRE(block->complete_options(*options).ok());
    return *options;
  };
  CHECK(essential_options(*block, resolved({{"players", "3"}})) == OptionList{{"players", "3"}});
  CHECK(essential_options(*block, resolved({{"target", "50"}, {"players", "2"}})) ==
        OptionList{{"players", "2"}, {"target", "50"}});
  // hand_size 5 is what 3 players get anyway; 6 is not.
  CHECK(essential_options(*block, resolved({{"players", "3"}, {"hand_size", "5"}})) == OptionList{{"players", "3"}});
  CHECK(essential_options(*block, resolved({{"players", "3"}, {"hand_size", "6"}})) ==
        OptionList{{"players", "3"}, {"hand_size", "6"}});
}

TEST_CASE("a daily link names the game and the date, and nothing else of the match") {
  auto link = parse_link("#game=hearts&daily=2026-11-25");
  REQUIRE(link);
  CHECK(link->daily == "2026-11-25");
  CHECK(format_link(*link) == "#game=hearts&daily=2026-11-25");
  CHECK(parse_link("#game=hearts&daily=2026-11-25&delay=60"));  // a test's pace is fine
  for (const char* bad : {"#game=hearts&daily=2026-11-31", "#game=hearts&daily=today", "#game=hearts&daily=2026-11-25&seed=4",
                          "#game=hearts&daily=2026-11-25&players=3", "#game=hearts&daily=2026-11-25&level=easy"}) {
    INFO(bad);
    CHECK_FALSE(parse_link(bad));
  }
}

TEST_CASE("a replay link carries a save text, escaped, and gives it back") {
  const std::string save = "boneyard1;g=block;s=5;o=players:2;m=6-6,5-6:L;c=0a1b2c3d";
  const std::string hash = replay_link(save);
  CHECK(hash.rfind("#replay=", 0) == 0);
  CHECK(hash.find(';') == std::string::npos);  // escaped: nothing a link could split on
  auto back = replay_text(hash);
  REQUIRE(back);
  REQUIRE(*back);
  CHECK(**back == save);
  CHECK_FALSE(replay_text("#game=block"));  // not a replay link
  auto empty = replay_text("#replay=");
  REQUIRE(empty);
  CHECK_FALSE(*empty);
  auto broken = replay_text("#replay=abc%2");
  REQUIRE(broken);
  CHECK_FALSE(*broken);
}

TEST_CASE("an online table's link names its friends' seats, and bad ones are refused") {
  auto link = parse_link("#game=hearts&players=4&friends=1,3");
  REQUIRE(link);
  CHECK(link->friends == std::vector<int>{1, 3});
  CHECK(format_link(*link) == "#game=hearts&players=4&friends=1%2C3");
  auto again = parse_link(format_link(*link));
  REQUIRE(again);
  CHECK(again->friends == link->friends);
  for (const char* bad : {"#game=hearts&players=4&friends=0", "#game=hearts&players=4&friends=4",
                          "#game=hearts&players=4&friends=1,1", "#game=hearts&players=4&friends=x",
                          "#game=hearts&players=4&friends=1&humans=0,2", "#game=hearts&daily=2026-11-25&friends=1"}) {
    INFO(bad);
    CHECK_FALSE(parse_link(bad));
  }
}

TEST_CASE("what a link opens, in a sentence for the question before it replaces a match") {
  // Issue 48: "Replace your match in progress?" did not say what the link opens.
  const auto opens = [](const char* hash) {
    auto link = parse_link(hash);
    INFO(hash << ": " << link.error());
    REQUIRE(link);
    return link_opens(*link);
  };
  CHECK(opens("#game=hearts&players=4&seed=3") == "This link opens Domino Hearts with West, North and East.");
  CHECK(opens("#game=block&players=2") == "This link opens Block Dominoes with North.");
  CHECK(opens("#game=whist&players=5") == "This link opens Domino Whist with Ada, Bea, Cal and Dot.");
  CHECK(opens("#game=hearts&players=4&names=Me,Ada,Bea,Cy") == "This link opens Domino Hearts with Ada, Bea and Cy.");
  // People sharing the device: every seat is someone's, so every seat is named.
  CHECK(opens("#game=block&players=2&humans=0,1&names=Sam,Grandma") ==
        "This link opens Block Dominoes with Sam and Grandma.");
  CHECK(opens("#game=blacktile&players=3&humans=0,2") == "This link opens Black Tile with South, West and East.");
  // Friends online: their seats as the table names them until they join.
  CHECK(opens("#game=hearts&players=3&friends=1") == "This link opens Domino Hearts with Friend and Bot.");
  CHECK(opens("#game=draw&daily=2026-11-25") == "This link opens Draw Dominoes, the deal of 2026-11-25.");
}
