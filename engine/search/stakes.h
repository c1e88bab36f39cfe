// The match around a round being searched: the totals before it and how a match ends
// (core/match.h MatchEnd), so the end of a playout can tell whether the round decides the
// match, and for whom. The coach's analysis shows the chance to win the match this way when
// a round can decide it.
//
// Playing for the match (issue 27): Expert's searches aim at the match (Aim::Match). Once per
// search, aim() tells from the totals whether this round can decide the match at all: some
// seat's total plus the most any seat can take in the round (a sound bound each game gives)
// reaches the target (the match ends only when some total reaches it, in every game). When it
// can, a playout is worth reward(): mostly value(), 1 if the seat's side wins the match, 0 if
// it loses it, and when the match goes on an estimate of the chance to win it from the new
// totals, strictly between 0 and 1; a small share of the round's margin breaks the ties a
// settled match leaves (every playout won, or every one lost: the margin still counts, so
// points are not thrown away), never enough for a continuation to beat an actual win. When it
// cannot, the search keeps its reward for the round's margin, bit for bit. Aim::Round is
// today's Expert, kept for the arena's comparison (level `expert_round`).
#pragma once

#include <algorithm>
#include <array>
#include <cmath>
#include <string_view>
#include <vector>

#include "core/match.h"

namespace boneyard::search {

// What a search plays for: the match (when the round can decide it), or always the round.
enum class Aim { Round, Match };
// Today's Expert before it played for the match, as a reference level (GameInfo::
// reference_level) in every game: the arena's yardstick for Aim::Match, never offered to players.
inline constexpr std::string_view kExpertRoundLevel = "expert_round";
// What a computer level's search plays for: Expert the match, every other level the round.
inline Aim aim_of(std::string_view level) { return level == "expert" ? Aim::Match : Aim::Round; }

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
  // aim(): playouts are valued by the match (value()), and the spread of a round's points
  // that the estimate of a continuing match counts in.
  bool decisive = false;
  double round_spread = 1;

  // Sets the totals and the rule from a view's match (seats 0..n-1).
  void set(const std::vector<int>& totals, const MatchEnd& rule, int (*side)(int, int) = seat_is_side, int arg = 0) {
    tracked = !totals.empty() && static_cast<int>(totals.size()) <= kMaxSeats;
    seats = static_cast<int>(totals.size());
    for (int s = 0; s < seats && tracked; ++s) scores[static_cast<std::size_t>(s)] = totals[static_cast<std::size_t>(s)];
    end = rule;
    side_of = side;
    side_arg = arg;
  }

  // Decides, once per search, whether playouts are valued by the match: with Aim::Match when
  // some total plus `most` (the most any seat can add to its total this round) reaches the
  // target. `spread`: about how far a round moves one side's total against another's (> 0).
  void aim(Aim a, int most, double spread) {
    int top = -1000000;
    for (int s = 0; s < seats && tracked; ++s) top = std::max(top, scores[static_cast<std::size_t>(s)]);
    decisive = a == Aim::Match && tracked && top + most >= end.target;
    round_spread = spread > 0 ? spread : 1;
  }

  // The match once `round` (points per seat) is banked, for `seat`: 1 its side wins it (or
  // shares the win), 0 another side wins it, -1 it goes on. `declarers`/`made`: the Whist
  // contract's side and whether it was made.
  int result(int seat, const std::array<int, kMaxSeats>& round, int declarers = -1, bool made = false) const {
    if (!tracked) return -1;
    const auto total = totals(round);
    int top = -1000000;
    for (int s = 0; s < seats; ++s) top = std::max(top, total[static_cast<std::size_t>(s)]);
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

  // What a playout ending with `round` is worth to `seat` when playing for the match: 1 its
  // side wins the match, 0 it loses it; when the match goes on, the chance to win it as a
  // random walk sees it: the lead L of the seat's side over the best other side (fewer points
  // lead in a penalty game), against the spread of the rounds still to come, about
  // sqrt(1 + R) rounds of round_spread, R = (target - the highest total) / round_spread
  // rounds being left: p = 0.5 + 0.5 x / (1 + |x|), x = L / (round_spread sqrt(1 + R)),
  // squeezed into [kFloor, 1 - kFloor]. Monotone in the lead; + - * / and sqrt only (correctly
  // rounded everywhere), so a search stays bit-for-bit the same natively and in WebAssembly.
  double value(int seat, const std::array<int, kMaxSeats>& round, int declarers = -1, bool made = false) const {
    const int r = result(seat, round, declarers, made);
    if (r >= 0) return r;
    const auto total = totals(round);
    const int mine = side_of(seat, side_arg);
    const int worst = end.lowest_wins ? 1000000 : -1000000;
    int ours = worst, theirs = worst, top = -1000000;
    const auto better = [&](int a, int b) { return end.lowest_wins ? std::min(a, b) : std::max(a, b); };
    for (int s = 0; s < seats; ++s) {
      const int t = total[static_cast<std::size_t>(s)];
      top = std::max(top, t);
      int& side_best = side_of(s, side_arg) == mine ? ours : theirs;
      side_best = better(side_best, t);
    }
    if (theirs == worst) return 0.5;  // nobody else (cannot happen in a match)
    const double lead = end.lowest_wins ? theirs - ours : ours - theirs;
    const double rounds_left = std::max(0, end.target - top) / round_spread;
    const double x = lead / (round_spread * std::sqrt(1.0 + rounds_left));
    return kFloor + (1 - 2 * kFloor) * (0.5 + 0.5 * x / (1.0 + std::abs(x)));
  }

  // A finished playout's reward when decisive: value() weighted by kMatchWeight, the round's
  // own reward (`round_reward`, in [0, 1]) by the rest. A win is worth at least kMatchWeight,
  // a continuation at most kMatchWeight (1 - kFloor) + (1 - kMatchWeight), less; a loss at
  // most 1 - kMatchWeight, a continuation at least kMatchWeight kFloor, more.
  static constexpr double kFloor = 0.05;
  static constexpr double kMatchWeight = 0.98;
  static double reward(double match_value, double round_reward) {
    return kMatchWeight * match_value + (1 - kMatchWeight) * round_reward;
  }

 private:
  std::array<int, kMaxSeats> totals(const std::array<int, kMaxSeats>& round) const {
    std::array<int, kMaxSeats> total{};
    for (int s = 0; s < seats; ++s)
      total[static_cast<std::size_t>(s)] = scores[static_cast<std::size_t>(s)] + round[static_cast<std::size_t>(s)];
    return total;
  }
};

}  // namespace boneyard::search
