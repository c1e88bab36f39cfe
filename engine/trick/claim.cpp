// The claim's AND-OR search (claim.h).
#include "trick/claim.h"

namespace boneyard {

namespace {

class Claimer {
 public:
  Claimer(const TrickTables& t, int seat, int budget) : t_(t), seat_(seat), budget_(budget) {}

  // Whether the claimer's side takes every trick left from `s`.
  bool takes_all(const TrickState& s) {
    if (s.to_move() < 0) return true;
    if (++searched_ > budget_) {
      exhausted_ = true;
      return false;
    }
    search::Move moves[TrickState::kMaxMoves];
    const int n = s.moves(moves);
    const bool mine = s.to_move() == seat_;
    for (int i = 0; i < n; ++i) {
      const bool kept = keeps(s, moves[i]);
      if (mine && kept) return true;
      if (!mine && !kept) return false;
      if (exhausted_) return false;
    }
    return !mine;
  }

  // Plays `m` from `s`: whether any trick it completes is the claimer's side's, and the rest.
  bool keeps(const TrickState& s, search::Move m) {
    TrickState next = s;
    next.apply(m);
    const int w = winner(s, next);  // -1: the trick goes on
    if (w >= 0 && !ours(w)) return false;
    return takes_all(next);
  }

  bool exhausted() const { return exhausted_; }

 private:
  // Who took the trick `after` completed, or -1 when it completed none.
  int winner(const TrickState& before, const TrickState& after) const {
    for (int seat = 0; seat < t_.players; ++seat)
      if (after.tricks(seat) > before.tricks(seat)) return seat;
    return -1;
  }
  bool ours(int seat) const { return t_.side(seat) == t_.side(seat_); }

  const TrickTables& t_;
  int seat_, budget_;
  int searched_ = 0;
  bool exhausted_ = false;
};

}  // namespace

TrickClaim claim_rest(const TrickState& s, const TrickTables& tables, int seat, int budget) {
  TrickClaim out;
  if (s.to_move() != seat) return out;
  Claimer claimer(tables, seat, budget);
  out.proven = claimer.takes_all(s);
  out.exhausted = claimer.exhausted();
  if (!out.proven) return out;
  // The line: the claimer's first play that keeps every trick (proven again from there, a
  // smaller search each time), the others' first play.
  TrickState at = s;
  while (at.to_move() >= 0) {
    search::Move moves[TrickState::kMaxMoves];
    const int n = at.moves(moves);
    search::Move chosen = moves[0];
    if (at.to_move() == seat)
      for (int i = 0; i < n; ++i) {
        Claimer again(tables, seat, budget);
        if (again.keeps(at, moves[i])) {
          chosen = moves[i];
          break;
        }
      }
    out.line.push_back(chosen);
    at.apply(chosen);
  }
  return out;
}

}  // namespace boneyard
