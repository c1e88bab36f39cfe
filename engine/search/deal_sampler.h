// Deals the items a seat cannot see among the places they may be, uniformly over every deal
// consistent with what the seat knows: the core of each game's determinization.
//
// The game describes the unknown: holders (the other hands, and places such as the
// boneyard, the widow or the dead tile) with how many unknown items each holds, and per item
// the holders it may be in (a seat that showed out of a suit holds none of it). Among all
// assignments that fit, each is equally likely: items are grouped by their allowed holders;
// the sampler counts, for each group in turn and each way to split it among its holders,
// how many complete deals follow (memoised on the capacities left), and picks a split with
// that weight, then shuffles the group's items into it. The group every holder may take is
// dealt last, filling what is left in one way. When the counting would grow too large (many
// holders, many constrained groups) it falls back to dealing the most constrained items
// first, which always fits but is only close to uniform; `exact()` says which was used.
#pragma once

#include <cstdint>
#include <map>
#include <vector>

#include "core/rng.h"

namespace boneyard::search {

class DealSampler {
 public:
  // `allowed[i]`: a bit per holder item i may go to; `capacity[h]`: how many items holder h
  // takes. The capacities must add up to the number of items.
  DealSampler(std::vector<std::uint32_t> allowed, std::vector<int> capacity);

  bool possible() const { return possible_; }  // some deal fits
  bool exact() const { return exact_; }        // samples are exactly uniform
  // The holder of each item, one deal. Precondition: possible().
  std::vector<int> sample(Rng& rng) const;

 private:
  struct Group {
    std::uint32_t allowed = 0;
    std::vector<int> items;
  };
  using Caps = std::vector<int>;
  struct Choice {  // the splits of a group from some capacities, with their cumulative weights
    std::vector<std::vector<int>> splits;
    std::vector<double> cumulative;
  };

  double count(std::size_t group, const Caps& caps) const;  // complete deals from here
  const Choice& choices(std::size_t group, const Caps& caps) const;
  std::vector<int> greedy(Rng& rng) const;

  std::vector<std::uint32_t> allowed_;
  std::vector<int> capacity_;
  std::vector<Group> groups_;  // constrained groups first; the unconstrained one (if any) last
  bool possible_ = true;
  bool exact_ = true;
  mutable std::map<std::pair<std::size_t, Caps>, double> counts_;
  mutable std::map<std::pair<std::size_t, Caps>, Choice> choices_;
  mutable long long work_ = 0;  // splits enumerated, against the budget for exactness
};

}  // namespace boneyard::search
