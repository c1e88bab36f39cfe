// The setup screen's choices: one list of presets across the games the table shows, the
// player count offered by the set, the engine's message for options that cannot start,
// and the table's size kept from preset to preset.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "session/seats.h"
#include "session/setup_model.h"

using namespace boneyard;

namespace {

std::size_t preset_named(const std::string& name) {
  const auto& presets = SetupModel::presets();
  for (std::size_t i = 0; i < presets.size(); ++i)
    if (presets[i].preset->name == name) return i;
  FAIL("no preset " << name);
  return 0;
}

std::string option(const SetupModel& m, const std::string& name) {
  return m.value_of(*find_spec(m.game().option_specs(), name));
}

}  // namespace

TEST_CASE("the presets of every game shown form one list, picking one picks its game") {
  std::vector<std::string> names;
  for (const auto& p : SetupModel::presets()) names.push_back(p.preset->name);
  CHECK(names == std::vector<std::string>{"Block \u2014 classic rules",
                                          "Block \u2014 six tiles each",
                                          "Draw",
                                          "Quick game to 50",
                                          "Black Tile 11",
                                          "Black Tile 21",
                                          "Black Tile 30",
                                          "Long game, leader by score",
                                          "Partners",
                                          "3 players",
                                          "4 partners",
                                          "4 alone",
                                          "5 players",
                                          "3 players, passing",
                                          "4 partners, passing",
                                          "4 alone, passing",
                                          "5 players, passing",
                                          "Domino Hearts",
                                          "3 players",
                                          "5 players"});

  SetupModel m;
  CHECK(m.game().id() == "block");
  CHECK(m.matching_preset() == std::optional<std::size_t>(0));
  CHECK(m.players() == 4);
  CHECK(m.check().ok());

  m.choose_preset(preset_named("Draw"));
  CHECK(m.game().id() == "draw");
  CHECK(m.setup().game == "draw");
  CHECK(option(m, "draw_rule") == "until_playable");
  CHECK(option(m, "hand_size") == "6");
  CHECK(m.matching_preset() == std::optional<std::size_t>(preset_named("Draw")));

  m.choose_preset(preset_named("Quick game to 50"));
  CHECK(option(m, "target") == "50");
  m.set_option("draw_rule", "one_then_choose");  // any option still adjustable
  CHECK_FALSE(m.matching_preset().has_value());
  CHECK(m.check().ok());
}

TEST_CASE("a preset's per-player settings follow the player count until an option changes") {
  SetupModel m;
  m.choose_preset(preset_named("Block \u2014 six tiles each"));
  m.set_players(3);
  CHECK(option(m, "hand_size") == "6");
  m.set_players(2);
  CHECK(option(m, "hand_size") == "7");
  CHECK(m.matching_preset() == std::optional<std::size_t>(preset_named("Block \u2014 six tiles each")));
  m.set_option("target", "150");
  m.set_players(4);
  CHECK(option(m, "hand_size") == "5");  // the game's own choice: custom rules now
  CHECK(option(m, "target") == "150");
}

TEST_CASE("more players are offered with a bigger set, as many as the engine allows") {
  SetupModel m;
  CHECK(m.player_choices() == std::vector<int>{2, 3, 4});
  m.set_option("set", "9");
  CHECK(m.player_choices().back() == 10);  // Block: 10 x 5 = 50 of 55 tiles
  m.choose_preset(preset_named("Draw"));
  CHECK(option(m, "set") == "9");         // the table's size stays
  CHECK(m.player_choices().back() == 9);  // Draw deals 6 each: 9 x 6 = 54
  m.set_option("set", "12");
  CHECK(m.player_choices().back() == 10);
  m.set_players(8);
  CHECK(m.check().ok());
  m.choose_preset(preset_named("Block \u2014 classic rules"));
  CHECK(m.players() == 8);
  CHECK(option(m, "set") == "12");
  CHECK(m.check().ok());
}

TEST_CASE("a preset that cannot seat everyone seats as many as fit") {
  SetupModel m;
  m.set_option("set", "9");
  m.set_players(10);
  REQUIRE(m.check().ok());
  m.choose_preset(preset_named("Draw"));
  CHECK(m.players() == 9);
  CHECK(m.check().ok());
}

TEST_CASE("options that cannot start a match say why, in the engine's words") {
  SetupModel m;
  m.set_option("hand_size", "8");
  CHECK(m.check().error() == "4 players x 8 tiles = 32 tiles, but a double-6 set has 28");
  CHECK_FALSE(m.is_auto(*find_spec(m.game().option_specs(), "hand_size")));
  m.clear_option("hand_size");
  CHECK(m.is_auto(*find_spec(m.game().option_specs(), "hand_size")));
  CHECK(m.check().ok());

  m.set_option("set", "12");
  m.set_players(8);
  m.set_option("set", "6");
  CHECK_THAT(m.check().error(), Catch::Contains("choose set 9 or 12"));
  CHECK(m.player_choices() == std::vector<int>{2, 3, 4, 8});  // the count chosen stays visible
  CHECK(option(m, "hand_size") == "5");                       // computed even while it cannot start
}

TEST_CASE("the last setup comes back, anything else is ignored") {
  SetupModel m;
  m.load({"draw", {{"players", "3"}, {"target", "50"}}, "hard"});
  CHECK(m.game().id() == "draw");
  CHECK(m.players() == 3);
  CHECK(m.level() == "hard");
  CHECK(m.matching_preset() == std::optional<std::size_t>(preset_named("Quick game to 50")));
  const MatchSetup kept = m.setup();
  for (const MatchSetup& bad :
       {MatchSetup{"chess", {{"players", "2"}}, "normal"}, MatchSetup{"block", {{"players", "9"}}, "normal"},
        MatchSetup{"block", {{"players", "2"}}, "genius"}, MatchSetup{"hearts", {{"players", "7"}}, "normal"}}) {
    m.load(bad);
    CHECK(m.setup().game == kept.game);
    CHECK(m.setup().options == kept.options);
  }
  m.load({"block", {{"target", "60"}}, "easy"});  // players filled in from the game
  CHECK(m.players() == 4);
  CHECK(m.setup().options.front() == std::pair<std::string, std::string>{"players", "4"});
}

TEST_CASE("Black Tile's presets pick Black Tile and its rules") {
  SetupModel m;
  m.choose_preset(preset_named("Partners"));
  CHECK(m.game().id() == "blacktile");
  CHECK(option(m, "partnership") == "true");
  CHECK(m.check().ok());
  m.choose_preset(preset_named("Black Tile 30"));
  CHECK(option(m, "points") == "30");
  CHECK(m.check().ok());
}

TEST_CASE("the trick games seat 3 to 4 or 5 players, a small table grows to fit them") {
  SetupModel m;
  m.set_players(2);  // Block for two
  const auto& presets = SetupModel::presets();
  for (std::size_t i = 0; i < presets.size(); ++i) {
    if (presets[i].game->id() != "hearts" || presets[i].preset->name != "Domino Hearts") continue;
    m.choose_preset(i);
    CHECK(m.game().id() == "hearts");
    CHECK(m.player_choices() == std::vector<int>{3, 4, 5});
    CHECK(m.players() >= 3);
    CHECK(m.check().ok());
  }
  m.load({"blacktile", {{"players", "4"}}, "normal"});
  CHECK(m.player_choices() == std::vector<int>{3, 4});
  m.load({"whist", {{"players", "5"}}, "normal"});
  CHECK(m.player_choices() == std::vector<int>{3, 4, 5});
}

TEST_CASE("the Players line says how many computer players each game seats") {
  SetupModel m;
  m.load({"block", {{"players", "4"}}, "normal"});
  CHECK(m.players_help() == "You and 1 to 3 computer players. Bigger sets (below) seat up to 10.");
  m.load({"draw", {{"players", "4"}, {"set", "12"}}, "normal"});
  CHECK(m.players_help() == "You and 1 to 9 computer players.");
  m.load({"blacktile", {{"players", "4"}}, "normal"});
  CHECK(m.players_help() == "You and 2 or 3 computer players.");
  m.load({"whist", {{"players", "3"}}, "normal"});
  CHECK(m.players_help() == "You and 2 to 4 computer players.");
  m.load({"hearts", {{"players", "5"}}, "normal"});
  CHECK(m.players_help() == "You and 2 to 4 computer players.");
}

TEST_CASE("seats: each a person or a computer player, named, the choices make the match's setup") {
  SetupModel m;
  m.load({"block", {{"players", "4"}}, "normal"});
  CHECK(m.people() == 1);
  CHECK(m.name(0) == "You");
  CHECK(m.setup().people == std::vector<int>{0});
  CHECK(m.setup().names.empty());
  m.set_kind(2, SetupModel::SeatKind::Person);
  m.set_kind(0, SetupModel::SeatKind::Computer);  // seat 0 stays a person
  CHECK(m.people() == 2);
  CHECK(m.name(0) == "South");  // shared: "You" is whoever holds the device
  CHECK(m.players_help() == "You and 1 to 3 others, people at this device or computer players. Bigger sets (below) seat up to 10.");
  CHECK(m.setup().people == std::vector<int>{0, 2});
  CHECK(m.rename(2, " Cy ").ok());
  CHECK_FALSE(m.rename(1, "").ok());
  CHECK_FALSE(m.rename(9, "Nine").ok());
  CHECK(m.setup().names == std::vector<std::string>{"South", "West", "Cy", "East"});
  m.set_players(3);  // seat 3 leaves the table; seat 2 stays a person
  CHECK(m.setup().people == std::vector<int>{0, 2});
  CHECK(m.setup().names == std::vector<std::string>{"South", "West", "Cy"});
  m.set_kind(2, SetupModel::SeatKind::Computer);
  CHECK(m.setup().people == std::vector<int>{0});
  CHECK(m.name(0) == "You");
  SetupModel again;
  again.load({"hearts", {{"players", "4"}}, "normal", {0, 3}, {"Ann", "B", "C", "D"}});
  CHECK(again.setup().people == std::vector<int>{0, 3});
  CHECK(again.name(0) == "Ann");
  again.load({"hearts", {{"players", "4"}}, "normal", {0, 7}, {}});  // people that do not fit: kept as they were
  CHECK(again.setup().people == std::vector<int>{0, 3});
}

TEST_CASE("the Start bar's line says how the match ends: first to the target, or lowest wins at it") {
  SetupModel m;
  m.choose_preset(preset_named("Block \u2014 classic rules"));
  CHECK(m.summary().find("first to " + option(m, "target")) != std::string::npos);
  CHECK(m.summary().find("lowest") == std::string::npos);
  m.choose_preset(preset_named("Domino Hearts"));
  const std::string hearts = m.summary();
  INFO(hearts);
  CHECK(hearts.find("game ends at 100, lowest wins") != std::string::npos);
  CHECK(hearts.find("first to") == std::string::npos);
  m.choose_preset(preset_named("Black Tile 11"));
  CHECK(m.summary().find("lowest wins") != std::string::npos);
}

TEST_CASE("the last match's seats carry over, said in the Start bar's line, and Reset seats undoes them") {
  SetupModel m;
  m.load({"block", {{"players", "4"}}, "normal"});
  CHECK_FALSE(m.seats_carried());
  CHECK(m.summary().rfind("4 players \u2022 Normal computer \u2022 first to ", 0) == 0);

  SetupModel shared;  // two people at the device, named, from the last match
  shared.load({"block", {{"players", "4"}}, "hard", {0, 2}, {"Ann", "West", "Bob", "East"}});
  CHECK(shared.people() == 2);
  CHECK(shared.renamed());
  CHECK(shared.seats_carried());
  INFO(shared.summary());
  CHECK(shared.seats_from_last_table());  // issue 48: the line says where the seats came from
  CHECK(shared.summary().rfind("Last table's seats: 2 people, 2 Hard computer players \u2022 first to ", 0) == 0);
  shared.reset_seats();
  CHECK_FALSE(shared.seats_from_last_table());
  CHECK_FALSE(shared.seats_carried());
  CHECK(shared.people() == 1);
  CHECK(shared.setup().people == std::vector<int>{0});
  CHECK(shared.setup().names.empty());
  CHECK(shared.name(0) == "You");
  CHECK(shared.name(2) == "North");
  CHECK(shared.level() == "hard");  // the rest of the setup stays
  CHECK(shared.summary().rfind("4 players \u2022 Hard computer", 0) == 0);
  shared.set_kind(2, SetupModel::SeatKind::Person);  // chosen here, not carried over: the line says nothing of it
  CHECK(shared.summary().rfind("2 people, 2 Hard computer players \u2022 first to ", 0) == 0);
  shared.started();  // a match started from them: the next setup's seats are the last table's
  CHECK(shared.summary().rfind("Last table's seats: 2 people, 2 Hard computer players \u2022 first to ", 0) == 0);

  SetupModel names_only;  // one person, seats given their default names: nothing to say
  names_only.load({"block", {{"players", "3"}}, "normal", {0}, {"You", "West", "East"}});
  CHECK_FALSE(names_only.renamed());
  CHECK_FALSE(names_only.seats_carried());
  names_only.load({"block", {{"players", "3"}}, "normal", {0}, {"You", "Cat", "East"}});
  CHECK(names_only.seats_carried());
  CHECK(names_only.summary().rfind("3 players, last table's names \u2022", 0) == 0);
  SetupModel renamed;  // renamed here
  renamed.load({"block", {{"players", "3"}}, "normal"});
  REQUIRE(renamed.rename(1, "Cat"));
  CHECK(renamed.summary().rfind("3 players, seats renamed \u2022", 0) == 0);

  SetupModel all_people;  // no computer players: no level in the line
  all_people.load({"block", {{"players", "3"}}, "normal", {0, 1, 2}, {}});
  CHECK(all_people.summary().rfind("Last table's seats: 3 people \u2022 first to ", 0) == 0);
  all_people.set_kind(2, SetupModel::SeatKind::Computer);
  CHECK(all_people.summary().rfind("Last table's seats: 2 people, 1 Normal computer player \u2022 first to ", 0) == 0);
}

TEST_CASE("seats: a friend online where offered, restored from the last setup, never beside people") {
  using Kind = SetupModel::SeatKind;
  SetupModel m;
  m.load({"hearts", {{"players", "4"}}, "normal"});
  CHECK(m.kind_labels() == std::vector<std::string>{"Person", "Computer"});
  m.set_kind(2, Kind::Friend);  // not offered: nothing changes
  CHECK(m.kind(2) == Kind::Computer);
  m.set_online(true);
  CHECK(m.kind_labels() == std::vector<std::string>{"Person", "Computer", "Friend"});
  CHECK(m.rename(2, "Bob").ok());
  m.set_kind(2, Kind::Friend);
  m.set_kind(3, Kind::Friend);
  m.set_kind(0, Kind::Friend);  // seat 0 stays the person at the device
  CHECK(m.kind(0) == Kind::Person);
  CHECK(m.kind(1) == Kind::Computer);
  CHECK(m.kind(2) == Kind::Friend);
  CHECK(m.friends() == 2);
  CHECK(m.people() == 1);
  CHECK(m.name(2) == "North");  // a friend's seat keeps its default name: the friend brings theirs
  CHECK_FALSE(m.rename(2, "Cy").ok());
  CHECK(m.name(2) == "North");
  CHECK(m.seats_carried());
  MatchSetup setup = m.setup();
  CHECK(setup.friends == std::vector<int>{2, 3});
  CHECK(setup.people == std::vector<int>{0});
  CHECK(check_friends(setup.friends, setup.people, 4).ok());

  // The round trip: a setup with friends (as the last match's) loads back as it was.
  SetupModel again;
  again.set_online(true);
  again.load(setup);
  CHECK(again.kind(2) == Kind::Friend);
  CHECK(again.kind(3) == Kind::Friend);
  CHECK(again.setup().friends == setup.friends);
  CHECK(again.setup().names == setup.names);
  // A friend's name, joined, is not the seat's: loaded back, the seat has its default again.
  again.load({"block", {{"players", "4"}}, "normal", {0}, {"You", "Ann", "North", "Joe"}, {3}});
  CHECK(again.kind(3) == Kind::Friend);
  CHECK(again.name(1) == "Ann");
  CHECK(again.name(3) == "East");
  // Seats leaving the table leave the friends; coming back, they are friends' again.
  again.set_players(3);
  CHECK(again.setup().friends.empty());
  CHECK(again.friends() == 0);
  again.set_players(4);
  CHECK(again.setup().friends == std::vector<int>{3});
  // Friends that mix with people or do not fit the table load as computer players.
  again.load({"hearts", {{"players", "4"}}, "normal", {0, 1}, {}, {2}});
  CHECK(again.setup().people == std::vector<int>{0, 1});
  CHECK(again.setup().friends.empty());
  again.load({"hearts", {{"players", "4"}}, "normal", {0}, {}, {0, 5}});
  CHECK(again.setup().friends.empty());
  again.reset_seats();
  CHECK_FALSE(again.seats_carried());
}

TEST_CASE("seats: choosing a person makes the friends computer players, and choosing a friend the people") {
  using Kind = SetupModel::SeatKind;
  SetupModel m;
  m.set_online(true);
  m.load({"block", {{"players", "4"}}, "normal", {0, 1, 3}, {}});
  m.set_kind(2, Kind::Friend);
  CHECK(m.kind(1) == Kind::Computer);
  CHECK(m.kind(3) == Kind::Computer);
  CHECK(m.setup().people == std::vector<int>{0});
  CHECK(m.setup().friends == std::vector<int>{2});
  m.set_kind(3, Kind::Friend);
  m.set_kind(1, Kind::Person);
  CHECK(m.kind(2) == Kind::Computer);
  CHECK(m.kind(3) == Kind::Computer);
  CHECK(m.setup().people == std::vector<int>{0, 1});
  CHECK(m.setup().friends.empty());
  m.set_kind(2, Kind::Friend);
  m.set_kind(2, Kind::Computer);
  CHECK(m.setup().friends.empty());
  CHECK(m.setup().people == std::vector<int>{0});
  // However the seats are chosen, the setup is one the session takes.
  for (int a = 1; a < 4; ++a)
    for (int k = 0; k < 3; ++k) {
      m.set_kind(a, static_cast<Kind>(k));
      const MatchSetup s = m.setup();
      CHECK(check_people(s.people, 4).ok());
      CHECK(check_friends(s.friends, s.people, 4).ok());
    }
}

TEST_CASE("seats: where friends online are not offered, friends' seats loaded are computer players") {
  using Kind = SetupModel::SeatKind;
  SetupModel m;
  const MatchSetup online{"whist", {{"players", "4"}}, "hard", {0}, {}, {1, 3}};
  m.load(online);  // the desktop, or a browser without WebRTC
  CHECK(m.kind(1) == Kind::Computer);
  CHECK(m.friends() == 0);
  CHECK(m.setup().friends.empty());
  CHECK(m.summary().rfind("4 players \u2022 Hard computer", 0) == 0);
  m.set_online(true);  // offered after all: the friends were kept
  CHECK(m.setup().friends == std::vector<int>{1, 3});
  m.set_online(false);
  m.set_kind(2, Kind::Person);  // a person: the friends go for good
  m.set_online(true);
  CHECK(m.setup().friends.empty());
  CHECK(m.setup().people == std::vector<int>{0, 2});
}

TEST_CASE("the Start bar's line counts the friends online beside you and the computer players") {
  using Kind = SetupModel::SeatKind;
  SetupModel m;
  m.set_online(true);
  m.load({"block", {{"players", "4"}}, "normal"});
  m.set_kind(1, Kind::Friend);
  m.set_kind(3, Kind::Friend);
  INFO(m.summary());
  CHECK(m.summary().rfind("You, 2 friends online, 1 Normal computer player \u2022 first to ", 0) == 0);
  CHECK(m.players_help() == "You and 1 to 3 others, friends online or computer players. Bigger sets (below) seat up to 10.");
  m.set_kind(3, Kind::Computer);
  CHECK(m.summary().rfind("You, 1 friend online, 2 Normal computer players \u2022 first to ", 0) == 0);
  m.load({"hearts", {{"players", "3"}}, "expert", {0}, {}, {1, 2}});
  CHECK(m.summary() == "Last table's seats: You, 2 friends online \u2022 game ends at 100, lowest wins");
}

TEST_CASE("a name typed into the game's field: the first letter replaces it, at most kNameMax characters") {
  NameDraft draft("West");
  CHECK(draft.selected());
  draft.type("B");
  CHECK_FALSE(draft.selected());
  CHECK(draft.text() == "B");
  draft.type(
      "\xC3\xA9"
      "a");  // é, then a
  CHECK(draft.text() ==
        "B\xC3\xA9"
        "a");
  draft.erase();
  draft.erase();  // the whole of é
  CHECK(draft.text() == "B");
  draft.type("abcdefghijklmnop");
  CHECK(draft.text() == "Babcdefghijk");  // 12 characters
  draft.type("z");
  CHECK(draft.text() == "Babcdefghijk");
  NameDraft cleared("Ann");
  cleared.erase();  // Backspace on the selection: empty
  CHECK(cleared.text().empty());
  cleared.erase();
  CHECK(cleared.text().empty());
  cleared.type("\xFF");  // not UTF-8: nothing typed
  CHECK(cleared.text().empty());
}
