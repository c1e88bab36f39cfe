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
// dealt last, filling what is left in one way. With many holders (a nine-player table) and
// few groups, the capacities left take too many values to count over; then it counts holder
// by holder instead, over how many items of each group are still to deal, which is small.
// When both countings would grow too large (many holders and many constrained groups) it
// falls back to dealing the most constrained items first, which always fits but is only
// close to uniform; `exact()` says which was used.
#pragma once

#include <cstdint>
#include <map>
#include <unordered_map>
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
  // The holder of each item, one deal. Precondition: possible(). The second form fills
  // `holder`, reusing its storage: a search deals thousands of times, and the sampler keeps
  // its own working space between deals, so that an exact deal allocates nothing (under the
  // sanitizers a language's layout walk, whose expert searches Block and Draw, took 36 CPU
  // seconds with an allocation a deal and 26 without). One thread at a time, as for the memos.
  std::vector<int> sample(Rng& rng) const {
    std::vector<int> holder;
    sample(rng, holder);
    return holder;
  }
  void sample(Rng& rng, std::vector<int>& holder) const;

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

  // The memos' key: a group and the capacities left. Looked up through a pointer to the
  // capacities, so that sampling, which looks a split up per group, copies no key (under the
  // sanitizers an allocation costs more than the lookup).
  using Key = std::pair<std::size_t, Caps>;
  using KeyRef = std::pair<std::size_t, const Caps*>;
  struct KeyLess {
    using is_transparent = void;
    static KeyRef ref(const Key& k) { return {k.first, &k.second}; }
    static KeyRef ref(const KeyRef& k) { return k; }
    template <class A, class B>
    bool operator()(const A& a, const B& b) const {  // as std::pair's own order
      const KeyRef x = ref(a), y = ref(b);
      return x.first != y.first ? x.first < y.first : *x.second < *y.second;
    }
  };

  double count(std::size_t group, const Caps& caps) const;  // complete deals from here
  const Choice& choices(std::size_t group, const Caps& caps) const;
  std::vector<int> greedy(Rng& rng) const;

  // Holder by holder: `left` packs how many items of each group are still to deal, 7 bits a
  // group. A take of a holder packs how many it takes of each group the same way; its weight
  // is the product of 1 / (items taken from a group)!, times the weighted count that follows.
  struct Takes {
    std::vector<std::uint64_t> takes;
    std::vector<double> cumulative;
  };
  static constexpr int kGroupBits = 7;
  bool by_holder_fits() const;  // few enough groups, each small enough, to pack
  std::uint64_t packed_sizes() const;  // every group's items, packed as `left`
  double count_by_holder(std::size_t holder, std::uint64_t left) const;  // the takes' total weight
  const Takes& takes(std::size_t holder, std::uint64_t left) const;
  void sample_by_holder(Rng& rng, std::vector<int>& holder) const;
  bool by_holder_ = false;
  std::vector<std::vector<int>> room_after_;  // [group][h]: room in the group's holders after h
  mutable std::unordered_map<std::uint64_t, Takes> holder_takes_;

  std::vector<std::uint32_t> allowed_;
  std::vector<int> capacity_;
  std::uint32_t open_ = 0;  // a bit per holder that takes anything (capacity above 0)
  std::vector<Group> groups_;  // constrained groups first; the unconstrained one (if any) last
  bool possible_ = true;
  bool exact_ = true;
  mutable std::map<Key, double, KeyLess> counts_;
  mutable std::map<Key, Choice, KeyLess> choices_;
  mutable long long work_ = 0;  // splits enumerated, against the budget for exactness
  // Sampling's working space, kept between deals: the capacities left, a group's items
  // shuffled.
  mutable Caps caps_left_;
  mutable std::vector<int> shuffled_;
};

}  // namespace boneyard::search
