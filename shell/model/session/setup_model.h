// The setup screen's choices as data (from the games' own option specs): the game, the number of
// players, the computer level and every option, starting from a named preset. Pure, so the
// menu's rules are unit-tested without a window (tests/shell/setup_model_test.cpp).
//
// The presets of every available game form one list ("Block — classic rules", "Block — six tiles
// each", "Draw", "Quick game to 50"): picking one selects its game and its rules, and keeps
// the size of the table (players, set) when that still fits. Every option stays adjustable
// afterwards. Players go from the game's fewest (2 in the line games, 3 in the trick games) to
// the most the chosen set allows (4 with double-six; up to 10 with double-nine or
// double-twelve; 4 in Black Tile, 5 in Whist and Hearts); combinations the engine refuses, such as more tiles
// than the set holds, are kept as chosen and check() says why they cannot start, in the
// engine's words.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/match.h"
#include "session/session.h"

namespace boneyard {

class SetupModel {
 public:
  struct PresetRef {
    const GameInfo* game = nullptr;
    const Preset* preset = nullptr;
  };
  static const std::vector<PresetRef>& presets();  // the presets of every game the table shows

  SetupModel();  // the first preset of the first game, 4 players, normal computer players
  // Starts from these choices (e.g. the last match's); ignored unless they name an available
  // game, a known level and options the game accepts.
  void load(const MatchSetup& setup);
  MatchSetup setup() const;  // the choices now
  const GameInfo& game() const { return *game_; }
  Status check() const;  // ok, or why the options cannot start a match

  std::optional<std::size_t> matching_preset() const;  // the preset the options equal
  void choose_preset(std::size_t index);               // index into presets()

  int players() const;
  std::vector<int> player_choices() const;  // the fewest..the most the set allows, and the current count
  // The Players heading's line: "You and 2 or 3 computer players"; for a game with a choice of
  // set whose set seats fewer than its biggest set, where to find more seats. It words the table
  // as its seats are (people at the device, friends online): players_helps() gives it for each
  // kind of table the seats may make, so the screen keeps room for the longest and the rows
  // under it stay put when a seat's kind changes.
  std::string players_help() const;
  std::vector<std::string> players_helps() const;
  void set_players(int players);

  // Seats: seat 0 is always a person, the one at this device; any other may be a person too
  // (pass-and-play), a friend online (issue 28: playing from their own device) or a computer
  // player. People besides seat 0 and friends do not mix at one table (seats.h check_friends):
  // choosing one kind for a seat makes the other kind's seats computer players. A seat's name
  // is the one chosen or the default (seats.h default_seat_names, which names seat 0 "South"
  // once the table is shared); a friend's seat keeps its default (the friend's own name
  // replaces it when they join). Choices for seats beyond the table are kept, in case it grows
  // back.
  enum class SeatKind { Person, Computer, Friend };  // the setup screen's seat_kind:<seat>:<0, 1, 2>
  SeatKind kind(int seat) const;
  void set_kind(int seat, SeatKind kind);  // seat 0 stays a person; Friend only while online()
  bool is_person(int seat) const { return kind(seat) == SeatKind::Person; }
  std::vector<std::string> kind_labels() const;  // in SeatKind's order; "Friend" only while online()
  int people() const;   // at the table as it is now
  int friends() const;  // at the table as it is now
  // Whether friends online are offered (the screen says: platform::online_supported()). While
  // they are not, seats loaded as friends' are computer players.
  void set_online(bool available) { online_ = available; }
  bool online() const { return online_; }
  std::string name(int seat) const;
  Status rename(int seat, std::string_view typed);  // refused (seats.h clean_name, a friend's seat): unchanged
  // A seat at the table named other than its default (the last match's names, loaded).
  bool renamed() const;
  // Whether the seats differ from a new table's: people besides seat 0, friends, or names. The
  // last match's seats carry over (a group plays again), and the setup screen then says so and
  // offers reset_seats(): every seat but 0 a computer player again, every name the default.
  bool seats_carried() const { return people() > 1 || friends() > 0 || renamed(); }
  void reset_seats();
  // Whether those seats came from the last match (load(), or a match started from here: started()),
  // not from choices made for the next one: the Start bar's line then says so, until reset_seats().
  bool seats_from_last_table() const { return from_last_table_ && seats_carried(); }
  void started() { from_last_table_ = seats_carried(); }

  // The Start bar's line: "4 players • Normal computer • first to 100" (in the penalty games
  // "game ends at 100, lowest wins"); "4 players, seats renamed • ..." with names other than
  // the defaults; with people at the device "2 people, 2 Normal computer players • first to 100";
  // with friends online "You, 2 friends online, 1 Normal computer player • first to 100". Seats
  // from the last table say so: "Last table's seats: 2 people • first to 100", "4 players, last
  // table's names • ...".
  std::string summary() const;

  const std::string& level() const { return level_; }
  void set_level(std::string level) { level_ = std::move(level); }

  // The value in force (computed defaults included, even while check() fails), or "".
  std::string value_of(const OptionSpec& spec) const;
  bool is_auto(const OptionSpec& spec) const;  // a computed default the player left alone
  void set_option(const std::string& name, const std::string& value);
  void clear_option(const std::string& name);  // back to the game's own choice

 private:
  OptionList with_table_size(const Preset& preset, int players) const;  // preset + current set
  // Who sits with the player, as players_help words it.
  enum class Table { Computers, People, Friends };
  std::string players_help(Table table) const;
  const GameInfo* game_ = nullptr;
  OptionList chosen_;                  // players and every option set, canonical text
  std::optional<std::size_t> preset_;  // follow this preset's per-player settings
  std::string level_ = "normal";
  std::vector<int> people_ = {0};   // seats played by people, seat 0 first
  std::vector<int> friends_;        // seats played by friends online (never with people_ besides 0)
  std::vector<std::string> names_;  // per seat, "" for the default
  bool from_last_table_ = false;    // people_, friends_ and names_ are the last match's
  bool online_ = false;
};

// "highest_double" -> "Highest double"; "true" -> "On".
std::string pretty_value(std::string_view value);

}  // namespace boneyard
