// Seats seen from another chair. Pass-and-play shows the table to whoever holds the device
// with their own seat at the bottom, where the tables always draw seat 0; a SeatTurn renames
// every seat so that seat `by` becomes 0 and the others follow round the table in order:
// seat s becomes (s - by) mod n. Views turn themselves with it (SeatView::turned) — seat
// numbers, lists kept per seat, lists of seats, and "{s}" placeholders in explanations —
// so a table draws a turned view exactly as it draws seat 0's.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace boneyard {

struct SeatTurn {
  int by = 0;       // the seat that becomes seat 0
  int players = 0;  // seats at the table

  int operator()(int seat) const;  // a seat renamed; a negative seat (nobody) stays as it is
  // A list kept per seat, reordered: the entry of seat s lands at operator()(s). A list of
  // another length is left alone.
  template <class T>
  std::vector<T> per_seat(const std::vector<T>& list) const {
    if (static_cast<int>(list.size()) != players) return list;
    std::vector<T> out(list.size());
    for (int s = 0; s < players; ++s) out[static_cast<std::size_t>((*this)(s))] = list[static_cast<std::size_t>(s)];
    return out;
  }
  std::vector<int> seats(std::vector<int> list) const;  // every seat in a list of seats renamed
  std::string text(std::string_view explanation) const;  // "{s}" placeholders of seats renamed
  // A move in protocol notation with its seats renamed: only a Hearts moon given to a seat
  // ("moon:2") names one; every other move is as it was.
  std::string move(std::string_view move) const;
  SeatTurn back() const { return {players ? (players - by % players) % players : 0, players}; }  // undoes it
};

}  // namespace boneyard
