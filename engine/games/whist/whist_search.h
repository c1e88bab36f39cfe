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
  // `aim`: for the round, or for the match when the round can decide it (search/stakes.h).
  explicit WhistWorlds(const WhistView& view, std::optional<Trumps> trumps = std::nullopt,
                       search::Aim aim = search::Aim::Round);
  TrickState sample(Rng& rng) const { return worlds_->sample(rng); }
  const TrickWorlds& worlds() const { return *worlds_; }
  bool leading() const { return leading_; }

 private:
  std::unique_ptr<TrickWorlds> worlds_;
  bool leading_ = false;
};

// The pass (phase pass), the bid (phase bid) or the widow exchange (phase widow) of the seat
// to move, by the declarer's prospects: for each hand it would play and each trump it could name, `deals`
// worlds consistent with its view played out by the rollout policy with the seat declaring,
// counting its side's tricks. That gives, for every contract of k tricks, the chance of
// making it and so its expected margin over the other sides ((made ? k : -k) against their
// tricks). The bid is the contract worth most, straight to it ("jump to the estimate"),
// when that beats passing (worth 0; when a partner holds the bid, what it is worth to the
// side); the exchange is the one whose best trump is worth most at the contract won; the
// pass is the three of its five weakest tiles (not doubles, nor of its long suits) whose hand (with three unseen tiles received)
// is worth most at its best contract.
std::unique_ptr<BotThinking> whist_contract_decision(const WhistView& view, int deals, std::uint64_t seed);

// The decision `iterations` of ISMCTS make for the seat to move in phase play (a tile) or
// phase trump (trumps), in slices.
std::unique_ptr<BotThinking> whist_search(const WhistView& view, int iterations, std::uint64_t seed,
                                          search::Aim aim = search::Aim::Round);

}  // namespace boneyard
