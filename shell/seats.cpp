// Seats and their names (see seats.h).
#include "seats.h"

namespace boneyard {

std::string seat_name(int players, int seat) {
  if (seat == 0) return "You";
  if (players == 2) return "North";
  if (players == 3) return seat == 1 ? "West" : "East";
  if (players == 4) return seat == 1 ? "West" : seat == 2 ? "North" : "East";
  // Round a big table, compass points run out: short names, in seat order.
  static constexpr const char* kNames[] = {"Ada", "Bea", "Cal", "Dot", "Eli", "Fay", "Gus", "Hal", "Ivy"};
  if (seat >= 1 && seat <= 9) return kNames[seat - 1];
  return "Seat " + std::to_string(seat);
}

std::vector<std::string> seat_names(int players) {
  std::vector<std::string> names;
  for (int s = 0; s < players; ++s) names.push_back(seat_name(players, s));
  return names;
}

SeatSide seat_side(int players, int seat) {
  if (seat == 0) return SeatSide::Bottom;
  if (players == 2) return SeatSide::Top;
  if (players == 3) return seat == 1 ? SeatSide::Left : SeatSide::Right;
  if (players == 4) return seat == 1 ? SeatSide::Left : seat == 2 ? SeatSide::Top : SeatSide::Right;
  return SeatSide::Top;  // a bigger table: the layout fits the cards to the screen (layout.h)
}

}  // namespace boneyard
