// A plain information-set MCTS as a yardstick for the computer players (issue 27): the
// program an outside measurement set Expert against, rebuilt from its description only, for
// the arena (`field=ismcts_ref`). Players never see it.
//
// The description: single-observer ISMCTS, 4,000 simulations per move, uniformly random
// playouts, UCB1 with exploration constant 20, the final move the most visited child, and
// worlds drawn uniformly among the hands consistent with the seat's view. The project's
// ISMCTS (ismcts.h) is that algorithm already (availability-counted UCB1, mean + c *
// sqrt(ln avail / visits); one untried move expanded at random; best() the most visited),
// so the reference is the same Search run over an adapter that changes only what the players'
// search does differently:
// - the reward is the round in the game's own points, unclamped: Scored::score(), the seat's
//   points minus the other seats' average (what `boneyard arena` counts for a deal), negated
//   in a penalty game so that higher is better. A constant of 20 is meant for that scale,
//   not for the players' [0, 1] rewards;
// - a playout picks uniformly among the legal moves (no heuristic);
// - kReferenceIterations and kReferenceExploration below.
// Which worlds are drawn is the game's part (its determinization, restricted to what the
// description names: see line_search.h for Block and Draw).
#pragma once

#include <utility>

#include "core/rng.h"
#include "search/ismcts.h"

namespace boneyard::search {

constexpr int kReferenceIterations = 4000;     // simulations per move
constexpr double kReferenceExploration = 20.0;  // UCB1's constant, on rewards in points

// A state S seen the reference's way: rewards in points, uniformly random playouts.
template <class S>
  requires State<S> && Scored<S>
class PlainPoints {
 public:
  static constexpr int kMaxMoves = S::kMaxMoves;

  PlainPoints() = default;
  explicit PlainPoints(S s) : s_(std::move(s)) {}

  int to_move() const { return s_.to_move(); }
  int moves(Move* out) const { return s_.moves(out); }
  void apply(Move m) { s_.apply(m); }
  double reward(int seat) const { return s_.penalty() ? -s_.score(seat) : s_.score(seat); }
  Move rollout_move(Rng& rng) const {
    Move legal[kMaxMoves];
    const int n = s_.moves(legal);
    return n == 1 ? legal[0] : legal[rng.below(n)];
  }
  const S& state() const { return s_; }

 private:
  S s_;
};

}  // namespace boneyard::search
