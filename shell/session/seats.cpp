// Seats and their names (see seats.h).
#include "session/seats.h"

#include <algorithm>

#include "core/text.h"

namespace boneyard {

namespace {

thread_local const SeatNaming* naming = nullptr;  // the innermost SeatNaming alive

// A SeatNaming lives and names a table of this size.
bool named(int players) { return naming && players > 0 && static_cast<int>(naming->names().size()) == players; }

std::string default_name(int players, int seat) {
  if (seat == 0) return "You";
  if (players == 2) return "North";
  if (players == 3) return seat == 1 ? "West" : "East";
  if (players == 4) return seat == 1 ? "West" : seat == 2 ? "North" : "East";
  // Round a big table, compass points run out: short names, in seat order.
  static constexpr const char* kNames[] = {"Ada", "Bea", "Cal", "Dot", "Eli", "Fay", "Gus", "Hal", "Ivy"};
  if (seat >= 1 && seat <= 9) return kNames[seat - 1];
  return "Seat " + std::to_string(seat);
}

bool compass_name(std::string_view name) {
  return name == "West" || name == "North" || name == "East" || name == "South";
}

// "Bot", or "Bot 2" when there are several.
std::string numbered(const char* kind, int number, int count) {
  return count > 1 ? std::string(kind) + " " + std::to_string(number) : std::string(kind);
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
  if (seat == 0) return "You";
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
  if (seat_away(players, seat)) return player_name(players, match_seat) + " is away";
  return "Waiting for " + player_name(players, match_seat) + "\u2026";
}

bool seat_away(int players, int seat) {
  if (seat == 0 || !named(players)) return false;
  const auto& away = naming->away();
  return std::find(away.begin(), away.end(), (seat + naming->viewer()) % players) != away.end();
}

bool shared_table() { return naming && naming->shared(); }

std::string headline_name(int players, int seat) {
  return shared_table() ? plate_name(players, seat) : seat_name(players, seat);
}

std::vector<std::string> table_names(int players) {
  std::vector<std::string> names;
  for (int s = 0; s < players; ++s) names.push_back(plate_name(players, s));
  return names;
}

std::vector<std::string> default_seat_names(int players, bool shared) {
  std::vector<std::string> names;
  for (int s = 0; s < players; ++s) names.push_back(default_name(players, s));
  if (shared && players > 0) names[0] = players <= 4 ? "South" : "Kit";
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
    name = by_friend ? numbered("Friend", number, friend_count) : numbered("Bot", number, computer_count);
  }
  return names;
}

bool online_placeholder_name(std::string_view name) {
  for (const std::string_view kind : {std::string_view("Bot"), std::string_view("Friend")}) {
    if (name.substr(0, kind.size()) != kind) continue;
    const auto rest = name.substr(kind.size());
    if (rest.empty()) return true;
    return rest.size() >= 2 && rest[0] == ' ' &&
           std::all_of(rest.begin() + 1, rest.end(), [](char c) { return c >= '0' && c <= '9'; });
  }
  return false;
}

Status check_friends(const std::vector<int>& friends, const std::vector<int>& people, int players) {
  if (friends.empty()) return {};
  if (people.size() > 1) return Status::fail("friends online and people sharing the device cannot be at one table yet");
  for (std::size_t i = 0; i < friends.size(); ++i) {
    const int seat = friends[i];
    if (seat <= 0 || seat >= players)
      return Status::fail("seat " + std::to_string(seat) + " cannot be a friend's at a table of " +
                          std::to_string(players));
    if (std::count(friends.begin(), friends.end(), seat) > 1)
      return Status::fail("seat " + std::to_string(seat) + " is listed twice among the friends");
  }
  return {};
}

Status check_stand_ins(const std::vector<int>& stand_ins, const std::vector<int>& friends) {
  for (std::size_t i = 0; i < stand_ins.size(); ++i) {
    const int seat = stand_ins[i];
    if (std::find(friends.begin(), friends.end(), seat) == friends.end())
      return Status::fail("a computer player stands in for seat " + std::to_string(seat) + ", which is not a friend's");
    if (std::count(stand_ins.begin(), stand_ins.end(), seat) > 1)
      return Status::fail("seat " + std::to_string(seat) + " is listed twice among the stand-ins");
  }
  return {};
}

// Pass-and-play's people: seat 0 and any others, each a seat of the table, once.
Status check_people(const std::vector<int>& people, int players) {
  if (std::find(people.begin(), people.end(), 0) == people.end()) return Status::fail("seat 0 is always a person");
  for (std::size_t i = 0; i < people.size(); ++i) {
    if (people[i] < 0 || people[i] >= players)
      return Status::fail("there is no seat " + std::to_string(people[i]) + " at a table of " +
                          std::to_string(players));
    if (std::find(people.begin(), people.begin() + static_cast<std::ptrdiff_t>(i), people[i]) !=
        people.begin() + static_cast<std::ptrdiff_t>(i))
      return Status::fail("seat " + std::to_string(people[i]) + " is listed twice among the people");
  }
  return {};
}

Status check_names(const std::vector<std::string>& names, int players) {
  if (names.empty()) return {};
  if (static_cast<int>(names.size()) != players)
    return Status::fail("there are " + std::to_string(names.size()) + " names for " + std::to_string(players) +
                        " seats");
  for (const auto& name : names) {
    auto clean = clean_name(name);
    if (!clean) return Status::fail("the name " + quote_input(name) + ": " + clean.error());
    if (*clean != name) return Status::fail("the name " + quote_input(name) + " has spaces at an end");
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
  return SeatSide::Top;  // a bigger table: the layout fits the cards to the screen (layout.h)
}

}  // namespace boneyard
