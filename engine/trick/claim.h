// Claiming the rest of the tricks (issue 27): whether a seat's side takes every remaining
// trick of a round however the others play, decided exactly over the real hands (the referee
// and the session hold them; a seat's own view never does, so no computer player decides from
// this). An AND-OR search over the round's TrickState: at the claimer's turn one play must
// keep every trick its side's, at anyone else's every play must, partners included. Budgets
// are positions searched, never time: a claim is offered only once proven.
#pragma once

#include <string>
#include <vector>

#include "core/rng.h"
#include "trick/domino_worlds.h"
#include "trick/trick_search.h"

namespace boneyard {

struct TrickClaim {
  bool proven = false;  // the claimer's side takes every trick left, whatever the others play
  bool exhausted = false;  // not proven because the budget ran out (the position is too big)
  // When proven: the round played to its end, the claimer's plays one way to take every trick
  // and the others' the first each may make (the outcome is the same whatever they play).
  std::vector<search::Move> line;
};

// `s`: the round as it stands, every hand real; `seat`: the claimer, to move now.
TrickClaim claim_rest(const TrickState& s, const TrickTables& tables, int seat, int budget = 20000);

}  // namespace boneyard

namespace boneyard {

// The claim as the protocol's moves: `name(move, leading)` writes each (leading: it opens a
// trick). None unless proven.
template <class Name>
std::vector<std::string> claim_moves(const TrickState& s, const TrickTables& tables, int seat, Name name) {
  std::vector<std::string> out;
  const TrickClaim claim = claim_rest(s, tables, seat);
  if (!claim.proven) return out;
  TrickState at = s;
  for (search::Move m : claim.line) {
    out.push_back(name(m, at.in_trick() == 0));
    at.apply(m);
  }
  return out;
}

// A domino trick game's claim, from its worlds of the whole state (built from the view of
// seat -1: every hand known, the one true world).
template <class Worlds>
std::vector<std::string> domino_claim(const Worlds& all, int seat) {
  Rng rng;
  const TrickTables& tables = all.worlds().tables();
  return claim_moves(all.sample(rng), tables, seat,
                     [&](search::Move m, bool leading) { return tile_move_text(m, leading, tables); });
}

}  // namespace boneyard
