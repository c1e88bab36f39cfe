// Seats seen from another chair (see seat_turn.h).
#include "core/seat_turn.h"

namespace boneyard {

int SeatTurn::operator()(int seat) const {
  if (seat < 0 || players <= 0) return seat;
  return ((seat - by) % players + players) % players;
}

std::vector<int> SeatTurn::seats(std::vector<int> list) const {
  for (int& s : list) s = (*this)(s);
  return list;
}

std::string SeatTurn::move(std::string_view move) const {
  constexpr std::string_view kMoon = "moon:";
  if (move.substr(0, kMoon.size()) != kMoon || move.size() == kMoon.size() || move.size() > kMoon.size() + 3 ||
      move.find_first_not_of("0123456789", kMoon.size()) != std::string_view::npos)
    return std::string(move);
  const int seat = std::stoi(std::string(move.substr(kMoon.size())));
  return std::string(kMoon) + std::to_string(seat < players ? (*this)(seat) : seat);
}

std::string SeatTurn::text(std::string_view explanation) const {
  std::string out;
  for (std::size_t i = 0; i < explanation.size(); ++i) {
    const char c = explanation[i];
    const std::size_t close = c == '{' ? explanation.find('}', i) : std::string_view::npos;
    bool number = close != std::string_view::npos && close > i + 1;
    for (std::size_t k = i + 1; number && k < close; ++k) number = explanation[k] >= '0' && explanation[k] <= '9';
    if (!number) {
      out += c;
      continue;
    }
    const std::string digits(explanation.substr(i + 1, close - i - 1));
    const int seat = digits.size() <= 3 ? std::stoi(digits) : players;
    out += "{" + (seat < players ? std::to_string((*this)(seat)) : digits) + "}";  // not a seat: as it was
    i = close;
  }
  return out;
}

}  // namespace boneyard
