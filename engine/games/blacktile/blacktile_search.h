// Searching Black Tile: the round's play as a TrickState (trick/trick_search.h), and the
// determinization: deals of the tiles a seat cannot see, consistent with its BlackTileView.
//
// What a seat knows, and the sampler respects: its own hand; every tile played, by whom and
// as which suit; how many tiles each seat holds; a seat that did not follow a suit holds no
// tile of it (docs/rules.md ("Terms used in every game")); the three it passed are with the seat it passed them to until
// played; with 3 players one tile lies dead, unknown (unless the seat won it with the first
// trick): each world puts a tile there, and the moon and the first trick count it as the
// rules say.
#pragma once

#include <memory>
#include <optional>
#include <string>

#include "games/blacktile/blacktile.h"
#include "trick/domino_worlds.h"
#include "trick/trick_search.h"

namespace boneyard {

TrickTables blacktile_tables(const BlackTileRules& rules);

// The worlds a seat of Black Tile may be in (phase play), each finished by sample().
class BlackTileWorlds {
 public:
  // `view` of seat -1: the one true world. `leader`: who leads the first trick, when the seat
  // considers passing the lead (phase lead_pass), else the view's. `aim`: for the round, or
  // for the match when the round can decide it (search/stakes.h).
  explicit BlackTileWorlds(const BlackTileView& view, std::optional<int> leader = std::nullopt,
                           search::Aim aim = search::Aim::Round);
  TrickState sample(Rng& rng) const;
  const TrickWorlds& worlds() const { return *worlds_; }
  bool leading() const { return leading_; }  // the seat leads the trick

 private:
  BlackTileRules rules_;
  std::unique_ptr<TrickWorlds> worlds_;
  int first_winner_ = -1;       // the first trick's winner, once taken
  bool dead_known_ = false;     // the dead tile is no secret to this seat (or there is none)
  int total_ = 0;               // every counter of the set
  bool leading_ = false;
};

// The decision `iterations` of ISMCTS make for the seat to move in phase play, in slices; in
// phase lead_pass, the lead or the pass, whichever position a search of each finds better.
std::unique_ptr<BotThinking> blacktile_search(const BlackTileView& view, int iterations, std::uint64_t seed,
                                              search::Aim aim = search::Aim::Round);

}  // namespace boneyard
