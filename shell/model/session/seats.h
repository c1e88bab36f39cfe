// Seats and their names, the same at every table.
//
// Seats: the player is seat 0 at the bottom; play passes to seat 1 on the player's left,
// then round the table clockwise on screen (docs/rules.md ("Terms used in every game")): 2 players: North; 3 players:
// West, East; 4 players: West, North, East. Bigger tables (5-10 players, double-nine and double-twelve sets) seat named
// players up the left side, along the top and down the right.
//
// The default names are in the player's language (core/i18n.h, context "seat"), unless a
// translation is not a name the game can keep (clean_name): then in English.
//
// Names: the setup may rename any seat, and with pass-and-play (several people at one
// device) seat 0 is named too ("South"), since "You" is whoever holds the device. The tables
// draw views turned so that the holder sits at the bottom (core/seat_turn.h); while a
// SeatNaming lives, seat_name() names the seats of such a turned view (seat 0 stays "You" but
// at a shared table, where everyone is named) and player_name() the seats as the match numbers
// them. Without one, both give the default names.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/result.h"
#include "core/text.h"

namespace boneyard {

enum class SeatSide { Bottom, Left, Top, Right };

// A seat as the table's words name it: "You", "West", "North", "East"; "Ada", "Bea"... for 5+.
// Where several people share the device (pass-and-play), "You" would be whoever holds it: there
// every seat is named, seat 0 by its plate's name ("Sam plays 4-3").
std::string seat_name(int players, int seat);
std::string player_name(int players, int seat);    // a seat as the match numbers it: "You", or its name
std::string plate_name(int players, int seat);     // the name on a turned table's plate: the holder's own at 0
// Whether several people share the device (a SeatNaming says so).
bool shared_table();
// Whether the table's words call `seat` (as the turned view numbers it) "You": seat 0, unless
// the table is shared. A sentence about a seat has a form for "You" ("You play 6-4") and one for
// a name ("{name} plays 6-4", the name from seat_name()); says_you() picks between them.
bool says_you(int seat);
SeatSide seat_side(int players, int seat);         // up to 4 players; bigger tables: see layout_table
// What the table says while a friend online is to move (`seat` as the turned view numbers it,
// like seat_name): "Waiting for Ann…", or "Ann is away" while their page is gone; nullopt for
// a seat played here or by the computer.
std::optional<std::string> waiting_text(int players, int seat);
// Whether a friend's page is gone from the seat (`seat` as the turned view numbers it): its
// plate says so for as long as it lasts, on every page (SeatNaming's `away`).
bool seat_away(int players, int seat);
// Every seat's plate_name(), as the table (a turned view) numbers the seats: the names for
// name_seats() on a shown view's explanation, so that a turned table's sentences name the seats
// its plates do (a friend's page, pass-and-play).
std::vector<std::string> table_names(int players);

// The default names: as seat_name() without a SeatNaming; `shared` (pass-and-play) names seat
// 0 "South" ("Kit" round a bigger table).
std::vector<std::string> default_seat_names(int players, bool shared);
// Online (issue 28): the compass names say where a seat sits from the host's chair, and a
// friend's page turns the table to their own chair, where "North" would sit on the left. So at
// a table with friends online, every seat but the host's that has a compass name is named from
// what it is instead: a computer player "Bot" (or "Bot 1", "Bot 2"... in seat order, when
// there are several: short enough for a phone's plate), and a friend's seat, until the friend brings their name, "Friend" ("Friend 1"...).
// Other names (chosen ones, the short names round a bigger table) stay.
std::vector<std::string> online_seat_names(std::vector<std::string> names, const std::vector<int>& friends);
// Whether `name` is one online_seat_names() gives (a setup loaded from an online table names
// those seats by default again).
bool online_placeholder_name(std::string_view name);
// Online: the name a friend's page sends until its player types one ("Friend"), and seat 0's
// name on the friends' tables: the host's own, or "Host" while it is the default ("You").
std::string friend_default_name();
std::string host_seat_name(const std::vector<std::string>& names);

// A name typed in: core/text.h clean_name (the same rule for a friend's name online).
// For a table of `players`: the people (pass-and-play) are seat 0 and other seats, each once;
// the names are none or one per seat, each a clean name.
Status check_people(const std::vector<int>& people, int players);
// Online (issue 28): the friends' seats are seats of the table other than seat 0 (the host's),
// each once; the people at the host's device are seat 0 alone (pass-and-play and friends
// online do not mix at one table yet).
Status check_friends(const std::vector<int>& friends, const std::vector<int>& people, int players);
// The seats a computer player stands in for (Session::stand_in): friends' seats, each once.
Status check_stand_ins(const std::vector<int>& stand_ins, const std::vector<int>& friends);
Status check_names(const std::vector<std::string>& names, int players);

// A name being typed into the game's own field (where the keys reach the game: the desktop).
// It opens on the current name, all of it selected, so the first letter typed replaces it;
// typing stops at kNameMax characters. What is kept goes through clean_name() (the setup's
// rename), so the draft may hold anything typed.
class NameDraft {
 public:
  explicit NameDraft(std::string current) : text_(std::move(current)) {}
  void type(std::string_view utf8);  // adds at the end, replacing the selection
  void erase();                      // Backspace: the selection, or the last character
  const std::string& text() const { return text_; }
  bool selected() const { return selected_; }  // the whole text, until a key changes it

 private:
  std::string text_;
  bool selected_ = true;
};

// While it lives, the seats are named `names` (per seat as the match numbers them) and the
// table shows `viewer`'s turned view. Scopes nest; the innermost holds.
class SeatNaming {
 public:
  // `online`: the seats (as the match numbers them) friends play from their own devices;
  // `away`: those of them whose friend's page is gone.
  SeatNaming(std::vector<std::string> names, int viewer, bool shared = false, std::vector<int> online = {},
             std::vector<int> away = {});
  ~SeatNaming();
  SeatNaming(const SeatNaming&) = delete;
  SeatNaming& operator=(const SeatNaming&) = delete;
  const std::vector<std::string>& names() const { return names_; }
  int viewer() const { return viewer_; }
  bool shared() const { return shared_; }
  const std::vector<int>& online() const { return online_; }
  const std::vector<int>& away() const { return away_; }

 private:
  std::vector<std::string> names_;
  std::vector<int> online_, away_;
  int viewer_ = 0;
  bool shared_ = false;
  const SeatNaming* outer_ = nullptr;
};

}  // namespace boneyard
