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
