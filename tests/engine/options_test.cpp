// Options as data: validation and defaults (docs/rules.md, "Block" options, "Invalid input").
#include <catch2/catch.hpp>

#include <algorithm>
#include <map>
#include <string_view>

#include "core/match.h"

using namespace boneyard;

TEST_CASE("block options have defaults and computed hand sizes") {
  auto m = new_match("block", {{"players", "2"}}, 1);
  REQUIRE(m.ok());
  const Options& o = (*m)->options();
  CHECK(o.get("hand_size") == "7");
  CHECK(o.get("opener") == "highest_double");
  CHECK(o.get("win_score") == "net");
  CHECK(o.get("block_tie") == "all_tied");
  CHECK(o.get("target") == "100");
  CHECK(o.get("end_tie") == "play_on");
  auto m3 = new_match("block", {{"players", "3"}}, 1);
  REQUIRE(m3.ok());
  CHECK((*m3)->options().get("hand_size") == "5");
  auto m4 = new_match("block", {{"players", "4"}}, 1);
  CHECK((*m4)->options().get("hand_size") == "5");
}

TEST_CASE("bad options are refused with a message") {
  auto check = [](const OptionList& given, const std::string& fragment) {
    auto m = new_match("block", given, 1);
    CHECK_FALSE(m.ok());
    INFO(m.error());
    CHECK(m.error().find(fragment) != std::string::npos);
  };
  check({{"colour", "red"}}, "unknown option 'colour'");
  check({{"players", "1"}}, "from 2 to 10");
  check({{"players", "x"}}, "whole number");
  check({{"players", "5"}}, "double-six set is for 2 to 4 players");
  check({{"players", "4"}, {"hand_size", "8"}}, "32 tiles, but a double-6 set has 28");
  check({{"set", "7"}}, "must be one of 6, 9, 12");
  check({{"opener", "youngest"}}, "must be one of");
  check({{"opener_plays_deciding_tile", "maybe"}}, "true or false");
  check({{"target", "0"}}, "from 1 to 1000");
  check({{"target", "5"}, {"target", "6"}}, "given twice");
}

TEST_CASE("bigger sets allow more players") {
  auto m = new_match("block", {{"players", "6"}, {"set", "9"}}, 1);
  INFO(m.error());
  REQUIRE(m.ok());
  CHECK((*m)->players() == 6);
  auto big = new_match("block", {{"players", "10"}, {"set", "12"}, {"hand_size", "9"}}, 1);
  INFO(big.error());
  CHECK(big.ok());
  CHECK_FALSE(new_match("block", {{"players", "10"}, {"set", "9"}, {"hand_size", "6"}}, 1).ok());
}

TEST_CASE("a bigger set plays to a bigger target, so a match lasts several rounds (docs/rules.md, Block)") {
  for (const char* game : {"block", "draw"}) {
    INFO(game);
    auto six = new_match(game, {{"players", "4"}}, 1);
    auto nine = new_match(game, {{"players", "6"}, {"set", "9"}}, 1);
    auto twelve = new_match(game, {{"players", "8"}, {"set", "12"}}, 1);
    auto chosen = new_match(game, {{"players", "8"}, {"set", "12"}, {"target", "150"}}, 1);
    REQUIRE((six.ok() && nine.ok() && twelve.ok() && chosen.ok()));
    CHECK((*six)->options().get("target") == "100");
    CHECK((*nine)->options().get("target") == "200");
    CHECK((*twelve)->options().get("target") == "300");
    CHECK((*chosen)->options().get("target") == "150");
  }
}

TEST_CASE("every game describes each computer level in its own words") {
  for (const GameInfo* game : available_games()) {
    INFO(game->id());
    std::vector<std::string_view> seen;
    for (const std::string& level : bot_levels()) {
      const std::string_view help = game->level_help(level);
      CHECK(help.size() > 20);
      CHECK(std::find(seen.begin(), seen.end(), help) == seen.end());  // no two levels alike
      seen.push_back(help);
    }
    const std::string normal(game->level_help("normal"));
    const bool bids = game->id() == "whist";
    const bool penalties = game->id() == "blacktile" || game->id() == "hearts";
    CHECK((normal.find("Bids") != std::string::npos) == bids);
    CHECK((normal.find("duck") != std::string::npos) == penalties);
  }
}

TEST_CASE("unknown games get clear errors, every game is available") {
  auto g = new_match("chess", {}, 1);
  CHECK(g.error().find("unknown game 'chess'") != std::string::npos);
  CHECK(known_game_ids().size() == available_games().size());  // every game of docs/rules.md is built
}

TEST_CASE("every game says whether the lowest total wins: the penalty games do") {
  // docs/rules.md: Black Tile's counters and Hearts' hearts and queen are penalty points; Block
  // and Draw score pips won, Whist tricks and bids made.
  const std::map<std::string_view, bool> penalty{
      {"block", false}, {"draw", false}, {"blacktile", true}, {"whist", false}, {"hearts", true}};
  for (const GameInfo* game : available_games()) {
    INFO(game->id());
    REQUIRE(penalty.count(game->id()));  // a new game: add it above, from its rules
    CHECK(game->lowest_wins() == penalty.at(game->id()));
    CHECK(lowest_wins(game->id()) == game->lowest_wins());  // the lookup by id
  }
  CHECK(penalty.size() == available_games().size());
  CHECK_FALSE(lowest_wins("chess"));
}

TEST_CASE("presets are data and fit the player count") {
  const GameInfo* block = find_game("block");
  REQUIRE(block);
  const auto& presets = block->presets();
  REQUIRE(presets.size() >= 2);
  const Preset& classic = presets[1];
  CHECK(classic.name == "Block \u2014 six tiles each");
  auto four = preset_options(classic, 4);
  auto m = new_match("block", four, 1);
  REQUIRE(m.ok());
  CHECK((*m)->options().get("hand_size") == "6");
  CHECK((*m)->options().get("opener") == "double_then_tile");
  CHECK((*m)->options().get("win_score") == "others");
  auto two = new_match("block", preset_options(classic, 2), 1);
  REQUIRE(two.ok());
  CHECK((*two)->options().get("hand_size") == "7");
  // Every spec has a label and a one-line explanation for the menu.
  for (const auto& spec : block->option_specs()) {
    CHECK_FALSE(spec.label.empty());
    CHECK_FALSE(spec.help.empty());
    if (spec.kind == OptionSpec::Kind::Choice) CHECK(spec.choice_help.size() == spec.choices.size());
  }
}

TEST_CASE("every option value has a menu label, the words the menus showed before they were marked for translation") {
  // The menus wrote a value as its words, capitalised: "highest_double" -> "Highest double".
  const auto words = [](std::string_view value) {
    if (value == "true") return std::string("On");
    if (value == "false") return std::string("Off");
    std::string out(value);
    std::replace(out.begin(), out.end(), '_', ' ');
    if (!out.empty() && out[0] >= 'a' && out[0] <= 'z') out[0] = static_cast<char>(out[0] - 'a' + 'A');
    return out;
  };
  for (const GameInfo* game : available_games())
    for (const OptionSpec& spec : game->option_specs()) {
      INFO(game->id() << " " << spec.name);
      CHECK_FALSE(spec.label.empty());
      CHECK_FALSE(spec.help.empty());
      if (spec.kind == OptionSpec::Kind::Boolean) {
        CHECK_FALSE(spec.off_help.empty());
        CHECK(choice_label(spec, "true") == "On");
        CHECK(choice_label(spec, "false") == "Off");
      }
      if (spec.kind == OptionSpec::Kind::Integer) CHECK(choice_label(spec, "42") == "42");
      if (spec.kind != OptionSpec::Kind::Choice) continue;
      CHECK(spec.choice_labels.size() == spec.choices.size());
      for (const std::string& value : spec.choices) {
        INFO(value);
        CHECK(choice_label(spec, value) == words(value));
        const bool number = value.find_first_not_of("0123456789") == std::string::npos;
        const auto at =
            static_cast<std::size_t>(std::find(spec.choices.begin(), spec.choices.end(), value) - spec.choices.begin());
        CHECK(spec.choice_labels[at].empty() == number);  // a number is its own label
      }
    }
}

TEST_CASE("every level has a menu label and every game says what each level does") {
  for (const std::string& level : bot_levels()) {
    std::string words = level;
    words[0] = static_cast<char>(words[0] - 'a' + 'A');
    CHECK(level_label(level) == words);
    for (const GameInfo* game : available_games()) CHECK_FALSE(game->level_help(level).empty());
  }
  CHECK(level_label("unknown") == "unknown");
}
