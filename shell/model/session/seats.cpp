// Seats and their names (see seats.h).
#include "session/seats.h"

#include <algorithm>

#include "core/i18n.h"
#include "core/text.h"

namespace boneyard {

namespace {

thread_local const SeatNaming* naming = nullptr;  // the innermost SeatNaming alive

// A SeatNaming lives and names a table of this size.
bool named(int players) { return naming && players > 0 && static_cast<int>(naming->names().size()) == players; }

// A seat's name in the player's language, when the translation is a name the game can keep (a
// setup, a save, a link and an online table's welcome carry names: core/text.h clean_name);
// else its English.
std::string name_text(std::string translated, std::string_view english) {
  auto clean = clean_name(translated);
  return clean && *clean == translated ? translated : std::string(english);
}

// The seat names of the table: "You", the compass points, a big table's short names.
// TRANSLATORS: the seats' names are names: at most 12 letters, no comma.
constexpr const char* kYou = NC_("seat", "You");
constexpr const char* kNorth = NC_("seat", "North");
constexpr const char* kWest = NC_("seat", "West");
constexpr const char* kEast = NC_("seat", "East");
constexpr const char* kSouth = NC_("seat", "South");
std::string seat_word(const char* english) { return name_text(trc("seat", english), english); }

// Seat `number`'s name when nothing better is known: "Seat 3".
std::string numbered_seat(int number) {
  // TRANSLATORS: a seat's name (at most 12 letters, no comma); {number} is the seat's number.
  return name_text(trcf("seat", "Seat {number}", {{"number", number}}), "Seat " + std::to_string(number));
}

std::string default_name(int players, int seat) {
  if (seat == 0) return seat_word(kYou);
  if (players == 2) return seat_word(kNorth);
  if (players == 3) return seat_word(seat == 1 ? kWest : kEast);
  if (players == 4) return seat_word(seat == 1 ? kWest : seat == 2 ? kNorth : kEast);
  // Round a big table, compass points run out: short names, in seat order.
  // TRANSLATORS: the computer players' names round a big table (5 to 10 players), in seat
  // order: short names (keep them, or use short names of your language), at most 12 letters.
  static constexpr const char* kNames[] = {NC_("seat", "Ada"), NC_("seat", "Bea"), NC_("seat", "Cal"),
                                           NC_("seat", "Dot"), NC_("seat", "Eli"), NC_("seat", "Fay"),
                                           NC_("seat", "Gus"), NC_("seat", "Hal"), NC_("seat", "Ivy")};
  if (seat >= 1 && seat <= 9) return seat_word(kNames[seat - 1]);
  return numbered_seat(seat);
}

// A compass point's name, in English (a save or a link written before) or in the player's language.
bool compass_name(std::string_view name) {
  for (const char* point : {kWest, kNorth, kEast, kSouth})
    if (name == point || name == seat_word(point)) return true;
  return false;
}

// An online table's name for a computer player's seat ("Bot", or "Bot 2" when there are
// several) and a friend's until they bring their own ("Friend", "Friend 2").
std::string bot_name(int number, int count) {
  if (count <= 1) return seat_word(NC_("seat", "Bot"));
  // TRANSLATORS: a computer player's name at an online table when there are several (at most
  // 12 letters, no comma); {number} counts them: "Bot 1", "Bot 2".
  return name_text(trcf("seat", "Bot {number}", {{"number", number}}), "Bot " + std::to_string(number));
}
std::string friend_name(int number, int count) {
  if (count <= 1) return seat_word(NC_("seat", "Friend"));
  // TRANSLATORS: a friend's seat's name at an online table until the friend brings their own
  // (at most 12 letters, no comma); {number} counts the friends' seats: "Friend 1", "Friend 2".
  return name_text(trcf("seat", "Friend {number}", {{"number", number}}), "Friend " + std::to_string(number));
}

}  // namespace

SeatNaming::SeatNaming(std::vector<std::string> names, int viewer, bool shared, std::vector<int> online,
                       std::vector<int> away)
    : names_(std::move(names)),
      online_(std::move(online)),
      away_(std::move(away)),
      viewer_(viewer),
      shared_(shared),
      outer_(naming) {
  naming = this;
}

SeatNaming::~SeatNaming() { naming = outer_; }

std::string player_name(int players, int seat) {
  if (named(players) && seat >= 0 && seat < players) return naming->names()[static_cast<std::size_t>(seat)];
  return default_name(players, seat);
}

std::string seat_name(int players, int seat) {
  if (says_you(seat)) return seat_word(kYou);
  if (!named(players)) return default_name(players, seat);
  return player_name(players, (seat + naming->viewer()) % players);
}

std::string plate_name(int players, int seat) {
  if (!named(players)) return seat_name(players, seat);
  return player_name(players, (seat + naming->viewer()) % players);
}

std::optional<std::string> waiting_text(int players, int seat) {
  if (seat == 0 || !named(players)) return std::nullopt;
  const int match_seat = (seat + naming->viewer()) % players;
  const auto& online = naming->online();
  if (std::find(online.begin(), online.end(), match_seat) == online.end()) return std::nullopt;
  const std::string name = player_name(players, match_seat);
  // TRANSLATORS: on the table while a friend online is to move and their page is gone; {name}
  // is the friend's name.
  if (seat_away(players, seat)) return trf("{name} is away", {{"name", name}});
  // TRANSLATORS: on the table while a friend online is to move; {name} is the friend's name.
  return trf("Waiting for {name}\u2026", {{"name", name}});
}

bool seat_away(int players, int seat) {
  if (seat == 0 || !named(players)) return false;
  const auto& away = naming->away();
  return std::find(away.begin(), away.end(), (seat + naming->viewer()) % players) != away.end();
}

bool shared_table() { return naming && naming->shared(); }

bool says_you(int seat) { return seat == 0 && !shared_table(); }

std::vector<std::string> table_names(int players) {
  std::vector<std::string> names;
  for (int s = 0; s < players; ++s) names.push_back(plate_name(players, s));
  return names;
}

std::vector<std::string> default_seat_names(int players, bool shared) {
  std::vector<std::string> names;
  for (int s = 0; s < players; ++s) names.push_back(default_name(players, s));
  // TRANSLATORS: seat 0's name when several people share the device round a big table (5 to
  // 10 players), where the others are "Ada", "Bea"...: a short name, at most 12 letters.
  if (shared && players > 0) names[0] = players <= 4 ? seat_word(kSouth) : seat_word(NC_("seat", "Kit"));
  return names;
}

std::vector<std::string> online_seat_names(std::vector<std::string> names, const std::vector<int>& friends) {
  if (friends.empty()) return names;
  const int seats = static_cast<int>(names.size());
  auto is_friend = [&](int seat) { return std::find(friends.begin(), friends.end(), seat) != friends.end(); };
  int friend_count = 0, computer_count = 0;
  for (int seat = 1; seat < seats; ++seat) ++(is_friend(seat) ? friend_count : computer_count);
  int friend_number = 0, computer_number = 0;
  for (int seat = 1; seat < seats; ++seat) {
    const bool by_friend = is_friend(seat);
    const int number = by_friend ? ++friend_number : ++computer_number;
    auto& name = names[static_cast<std::size_t>(seat)];
    if (!compass_name(name)) continue;
    name = by_friend ? friend_name(number, friend_count) : bot_name(number, computer_count);
  }
  return names;
}

bool online_placeholder_name(std::string_view name) {
  // In English (a save or a link written before: "Bot", "Friend 2")...
  for (const std::string_view kind : {std::string_view("Bot"), std::string_view("Friend")}) {
    if (name.substr(0, kind.size()) != kind) continue;
    const auto rest = name.substr(kind.size());
    if (rest.empty()) return true;
    if (rest.size() >= 2 && rest[0] == ' ' &&
        std::all_of(rest.begin() + 1, rest.end(), [](char c) { return c >= '0' && c <= '9'; }))
      return true;
  }
  // ...or as this page names them.
  constexpr int kMostSeats = 16;
  if (name == bot_name(1, 1) || name == friend_name(1, 1)) return true;
  for (int number = 1; number <= kMostSeats; ++number)
    if (name == bot_name(number, kMostSeats) || name == friend_name(number, kMostSeats)) return true;
  return false;
}

std::string friend_default_name() { return friend_name(1, 1); }

std::string host_seat_name(const std::vector<std::string>& names) {
  if (!names.empty() && names[0] != kYou && names[0] != seat_word(kYou)) return names[0];
  // TRANSLATORS: the host's seat's name on their friends' tables online, when the host has not
  // named it (a name: at most 12 letters, no comma).
  return seat_word(NC_("seat", "Host"));
}

Status check_friends(const std::vector<int>& friends, const std::vector<int>& people, int players) {
  if (friends.empty()) return {};
  if (people.size() > 1)
    return Status::fail(tr("friends online and people sharing the device cannot be at one table yet"));
  for (std::size_t i = 0; i < friends.size(); ++i) {
    const int seat = friends[i];
    if (seat <= 0 || seat >= players)
      return Status::fail(
          // TRANSLATORS: why a link or a saved game cannot be opened; {seat} is a seat's number (0 is the player's),
          // {players} the number of seats.
          trf("seat {seat} cannot be a friend's at a table of {players}", {{"seat", seat}, {"players", players}}));
    if (std::count(friends.begin(), friends.end(), seat) > 1)
      // TRANSLATORS: why a link or a saved game cannot be opened; {seat} is a seat's number.
      return Status::fail(trf("seat {seat} is listed twice among the friends", {{"seat", seat}}));
  }
  return {};
}

Status check_stand_ins(const std::vector<int>& stand_ins, const std::vector<int>& friends) {
  for (std::size_t i = 0; i < stand_ins.size(); ++i) {
    const int seat = stand_ins[i];
    if (std::find(friends.begin(), friends.end(), seat) == friends.end())
      return Status::fail(
          // TRANSLATORS: why a saved game cannot be opened; {seat} is a seat's number.
          trf("a computer player stands in for seat {seat}, which is not a friend's", {{"seat", seat}}));
    if (std::count(stand_ins.begin(), stand_ins.end(), seat) > 1)
      // TRANSLATORS: why a saved game cannot be opened; {seat} is a seat's number.
      return Status::fail(trf("seat {seat} is listed twice among the stand-ins", {{"seat", seat}}));
  }
  return {};
}

// Pass-and-play's people: seat 0 and any others, each a seat of the table, once.
Status check_people(const std::vector<int>& people, int players) {
  if (std::find(people.begin(), people.end(), 0) == people.end()) return Status::fail(tr("seat 0 is always a person"));
  for (std::size_t i = 0; i < people.size(); ++i) {
    if (people[i] < 0 || people[i] >= players)
      return Status::fail(
          // TRANSLATORS: why a link or a saved game cannot be opened; {seat} is a seat's number, {players} the number
          // of seats.
          trf("there is no seat {seat} at a table of {players}", {{"seat", people[i]}, {"players", players}}));
    if (std::find(people.begin(), people.begin() + static_cast<std::ptrdiff_t>(i), people[i]) !=
        people.begin() + static_cast<std::ptrdiff_t>(i))
      // TRANSLATORS: why a link or a saved game cannot be opened; {seat} is a seat's number.
      return Status::fail(trf("seat {seat} is listed twice among the people", {{"seat", people[i]}}));
  }
  return {};
}

Status check_names(const std::vector<std::string>& names, int players) {
  if (names.empty()) return {};
  if (static_cast<int>(names.size()) != players)
    // TRANSLATORS: why a link or a saved game cannot be opened; {n} names are given for a table
    // of {seats} seats.
    return Status::fail(trn("there are {n} names for {seats} seats", "there are {n} names for {seats} seats",
                            static_cast<long long>(names.size()), {{"seats", players}}));
  for (const auto& name : names) {
    auto clean = clean_name(name);
    if (!clean)
      // TRANSLATORS: why a link or a saved game cannot be opened; {name} is the name in quotes, {problem} what is
      // wrong with it ("a name has at most 12 characters").
      return Status::fail(trf("the name {name}: {problem}", {{"name", quote_input(name)}, {"problem", clean.error()}}));
    // TRANSLATORS: why a link or a saved game cannot be opened; {name} is the name in quotes.
    if (*clean != name) return Status::fail(trf("the name {name} has spaces at an end", {{"name", quote_input(name)}}));
  }
  return {};
}

void NameDraft::type(std::string_view utf8) {
  if (selected_) text_.clear();
  selected_ = false;
  const auto typed = code_points(utf8);
  const auto had = code_points(text_);
  if (!typed || !had) return;
  const std::size_t room = static_cast<std::size_t>(kNameMax) - std::min<std::size_t>(had->size(), kNameMax);
  std::size_t at = 0;  // the bytes of the first `room` characters typed
  for (std::size_t n = 0; n < room && at < utf8.size(); ++n) at += utf8_sequence(utf8, at);
  text_ += utf8.substr(0, at);
}

void NameDraft::erase() {
  if (selected_) {
    text_.clear();
    selected_ = false;
    return;
  }
  std::size_t last = 0;  // where the last character starts
  for (std::size_t i = 0; i < text_.size();) {
    const std::size_t len = utf8_sequence(text_, i);
    last = i;
    i += len ? len : 1;
  }
  text_.erase(text_.empty() ? 0 : last);
}

SeatSide seat_side(int players, int seat) {
  if (seat == 0) return SeatSide::Bottom;
  if (players == 2) return SeatSide::Top;
  if (players == 3) return seat == 1 ? SeatSide::Left : SeatSide::Right;
  if (players == 4) return seat == 1 ? SeatSide::Left : seat == 2 ? SeatSide::Top : SeatSide::Right;
  return SeatSide::Top;  // a bigger table: the layout fits the cards to the screen (line/line_layout.h layout_table)
}

}  // namespace boneyard
