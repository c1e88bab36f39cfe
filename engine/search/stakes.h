// The match around a round being searched: the totals before it and how a match ends
// (core/match.h MatchEnd), so the end of a playout can tell whether the round decides the
// match, and for whom. The coach's analysis shows the chance to win the match this way when
// a round can decide it; the searches themselves still play for the round.
#pragma once

#include <algorithm>
#include <array>
#include <vector>

#include "core/match.h"

namespace boneyard::search {

struct MatchStakes {
  static constexpr int kMaxSeats = 16;
  bool tracked = false;  // off: no match around the round (or none that it can end)
  int seats = 0;
  std::array<int, kMaxSeats> scores{};  // the totals before this round
  MatchEnd end;
  int (*side_of)(int, int) = seat_is_side;
  int side_arg = 0;
  // Domino Whist (docs/rules.md ("Domino Whist")): when several sides pass the target, the declarers take the
  // game if they made their bid; otherwise the highest total, as everywhere.
  bool declarers_first = false;

  // Sets the totals and the rule from a view's match (seats 0..n-1).
  void set(const std::vector<int>& totals, const MatchEnd& rule, int (*side)(int, int) = seat_is_side, int arg = 0) {
    tracked = !totals.empty() && static_cast<int>(totals.size()) <= kMaxSeats;
    seats = static_cast<int>(totals.size());
    for (int s = 0; s < seats && tracked; ++s) scores[static_cast<std::size_t>(s)] = totals[static_cast<std::size_t>(s)];
    end = rule;
    side_of = side;
    side_arg = arg;
  }

  // The match once `round` (points per seat) is banked, for `seat`: 1 its side wins it (or
  // shares the win), 0 another side wins it, -1 it goes on. `declarers`/`made`: the Whist
  // contract's side and whether it was made.
  int result(int seat, const std::array<int, kMaxSeats>& round, int declarers = -1, bool made = false) const {
    if (!tracked) return -1;
    std::array<int, kMaxSeats> total{};
    int top = -1000000;
    for (int s = 0; s < seats; ++s) {
      total[static_cast<std::size_t>(s)] = scores[static_cast<std::size_t>(s)] + round[static_cast<std::size_t>(s)];
      top = std::max(top, total[static_cast<std::size_t>(s)]);
    }
    if (top < end.target) return -1;
    const int mine = side_of(seat, side_arg);
    if (declarers_first && made) {  // several sides past the target: a made contract takes it
      bool declarers_reached = false, others_reached = false;
      for (int s = 0; s < seats; ++s)
        if (total[static_cast<std::size_t>(s)] >= end.target)
          (side_of(s, side_arg) == declarers ? declarers_reached : others_reached) = true;
      if (declarers_reached && others_reached) return mine == declarers ? 1 : 0;
    }
    // The best total among the seats (Whist: among those past the target, the same thing: the
    // best total is past it) wins; a tie between sides plays on unless shared.
    int best = end.lowest_wins ? 1000000 : -1000000;
    for (int s = 0; s < seats; ++s)
      best = end.lowest_wins ? std::min(best, total[static_cast<std::size_t>(s)]) : std::max(best, total[static_cast<std::size_t>(s)]);
    int best_side = -2;
    bool tied = false, ours = false;
    for (int s = 0; s < seats; ++s) {
      if (total[static_cast<std::size_t>(s)] != best) continue;
      const int side = side_of(s, side_arg);
      ours = ours || side == mine;
      if (best_side == -2) best_side = side;
      tied = tied || side != best_side;
    }
    if (tied && !end.shared) return -1;
    return ours ? 1 : 0;
  }
};

}  // namespace boneyard::search
