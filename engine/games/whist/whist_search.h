// Searching Domino Whist: the round's play as a TrickState (trick/trick_search.h) scored as a
// contract, and the determinization (trick/domino_worlds.h): what a seat knows, including
// the tile the bid winner put aside (known to the bid winner only; one unknown tile lies
// aside for everyone else with 4 players). Naming trumps is decided by searching the play
// under each choice.
#pragma once

#include <memory>
#include <optional>
#include <string>

#include "games/whist/whist.h"
#include "trick/domino_worlds.h"
#include "trick/trick_search.h"

namespace boneyard {

class WhistWorlds {
 public:
  // The worlds of the seat of `view` in phase play, or, with `trumps`, of the declarer
  // weighing trumps (in phase trump) as if it had named them.
  explicit WhistWorlds(const WhistView& view, std::optional<Trumps> trumps = std::nullopt);
  TrickState sample(Rng& rng) const { return worlds_->sample(rng); }
  const TrickWorlds& worlds() const { return *worlds_; }
  bool leading() const { return leading_; }

 private:
  std::unique_ptr<TrickWorlds> worlds_;
  bool leading_ = false;
};

// The decision `iterations` of ISMCTS make for the seat to move in phase play (a tile) or
// phase trump (trumps), in slices.
std::unique_ptr<BotThinking> whist_search(const WhistView& view, int iterations, std::uint64_t seed);

}  // namespace boneyard
