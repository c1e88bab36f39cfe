#include "search/deal_sampler.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cassert>
#include <cstddef>
#include <deque>
#include <functional>

#include "core/counting.h"

namespace boneyard::search {

namespace {

constexpr long long kExactBudget = 100000;  // splits enumerated before giving up exactness

// n! as a double, from a table: 170! is the largest a double holds. Only the counts below ask
// for it, each for at most 170 items (multinomial() and the holder-by-holder weights, whose
// groups hold fewer than 2^kGroupBits).
constexpr int kMaxFactorial = 170;
double factorial(int n) {
  static const std::vector<double> table = [] {
    std::vector<double> t(kMaxFactorial + 1, 1.0);
    for (std::size_t i = 1; i < t.size(); ++i) t[i] = t[i - 1] * static_cast<double>(i);
    return t;
  }();
  assert(n >= 0 && n <= kMaxFactorial);
  return table[static_cast<std::size_t>(n)];
}

// The ways to deal k distinct items into parts of the given sizes (they add up to k):
// k! / (parts[0]! parts[1]! ...). Up to 170 items, from the factorials, as it always was
// computed (the same figures, so the same deals); past that k! overflows a double while the
// count itself does not (at most 182 items in 11 parts: about 10^190), so it is built as a
// product of binomial coefficients C(n, part) over the parts in turn, each factor and every
// partial product at most the final count.
double multinomial(int k, const std::vector<int>& parts) {
  if (k <= kMaxFactorial) {
    double ways = factorial(k);
    for (int p : parts) ways /= factorial(p);
    return ways;
  }
  double ways = 1;
  int n = 0;
  for (int p : parts) {
    n += p;
    ways *= binomial(n, std::min(p, n - p));  // C(n, p) = C(n, n - p): the shorter product
  }
  return ways;
}

// An index drawn with the weights whose running totals are `cumulative` (not empty).
std::size_t pick(const std::vector<double>& cumulative, Rng& rng) {
  const double r = rng.unit() * cumulative.back();
  const auto at = static_cast<std::size_t>(std::upper_bound(cumulative.begin(), cumulative.end(), r) - cumulative.begin());
  return std::min(at, cumulative.size() - 1);
}

std::vector<int> holders_of(std::uint32_t mask) {
  std::vector<int> out;
  for (int h = 0; mask; ++h, mask >>= 1)
    if (mask & 1u) out.push_back(h);
  return out;
}

}  // namespace

DealSampler::DealSampler(std::vector<std::uint32_t> allowed, std::vector<int> capacity)
    : allowed_(std::move(allowed)), capacity_(std::move(capacity)) {
  int total = 0;
  for (std::size_t h = 0; h < capacity_.size(); ++h) {
    if (capacity_[h] > 0) open_ |= 1u << h;
    total += capacity_[h];
  }
  if (total != static_cast<int>(allowed_.size())) {
    possible_ = false;
    return;
  }
  for (std::size_t i = 0; i < allowed_.size(); ++i) {
    const std::uint32_t mask = allowed_[i] & open_;
    auto g = std::find_if(groups_.begin(), groups_.end(), [&](const Group& x) { return x.allowed == mask; });
    if (g == groups_.end()) {
      groups_.push_back({mask, {}});
      g = groups_.end() - 1;
    }
    g->items.push_back(static_cast<int>(i));
  }
  // The most constrained groups first; the group every holder may take last (its split is
  // then forced: whatever room is left).
  std::stable_sort(groups_.begin(), groups_.end(), [this](const Group& a, const Group& b) {
    const bool a_open = a.allowed == open_, b_open = b.allowed == open_;
    if (a_open != b_open) return b_open;
    return std::popcount(a.allowed) < std::popcount(b.allowed);
  });
  // Counting group by group visits at most one state per capacities left at each group:
  // when that bound is within the budget, it is used. Past it (a big table: in 6- to
  // 9-player games not one such count of 65 finished within the budget, each taking
  // 17-30 ms to find out), with few enough groups, holder by holder; else the deal is
  // dealt greedily at once, as when holder by holder also runs out of budget.
  double states = 1;
  for (int c : capacity_) states *= c + 1;
  double n = 0;
  if (states <= kExactBudget) {
    n = count(0, capacity_);
  } else if (by_holder_fits()) {
    by_holder_ = true;
    room_after_.assign(groups_.size(), std::vector<int>(capacity_.size(), 0));
    for (std::size_t g = 0; g < groups_.size(); ++g)
      for (std::size_t h = capacity_.size() - 1; h-- > 0;)
        room_after_[g][h] = room_after_[g][h + 1] + ((groups_[g].allowed >> (h + 1) & 1u) ? capacity_[h + 1] : 0);
    n = count_by_holder(0, packed_sizes());
  } else {
    work_ = kExactBudget + 1;
  }
  if (work_ > kExactBudget) {
    exact_ = false;
    by_holder_ = false;
    counts_.clear();
    choices_.clear();
    holder_takes_.clear();
    Rng probe(1);
    possible_ = !greedy(probe).empty();
  } else {
    possible_ = n > 0;
  }
}

std::uint64_t DealSampler::packed_sizes() const {
  std::uint64_t left = 0;
  for (std::size_t g = 0; g < groups_.size(); ++g) left |= std::uint64_t(groups_[g].items.size()) << (kGroupBits * g);
  return left;
}

bool DealSampler::by_holder_fits() const {
  if (groups_.empty() || groups_.size() * kGroupBits > 56 || capacity_.size() > 32) return false;  // keys: left x 32 + h
  return std::all_of(groups_.begin(), groups_.end(),
                     [](const Group& g) { return g.items.size() < (std::size_t{1} << kGroupBits); });
}

// The ways holder h can take its capacity from the groups that may go to it, each leaving
// every group few enough items for the holders after h to take. Every step of the
// enumeration counts against the budget.
const DealSampler::Takes& DealSampler::takes(std::size_t h, std::uint64_t left) const {
  const std::uint64_t key = left * 32 + h;  // left < 2^56, h < 32: distinct keys
  if (auto it = holder_takes_.find(key); it != holder_takes_.end()) return it->second;
  // A take's weight divides by the factorial of what it takes from a group, which is never
  // more than the group holds (by_holder_fits(): fewer than 2^kGroupBits items).
  static_assert((1 << kGroupBits) - 1 <= kMaxFactorial);
  Takes out;
  constexpr std::uint64_t kMask = (std::uint64_t{1} << kGroupBits) - 1;
  const auto have = [&](std::size_t g) { return static_cast<int>(left >> (kGroupBits * g) & kMask); };
  std::vector<int> from;  // the groups holder h may take from
  bool fits = true;       // the others already fit in the room after h
  for (std::size_t g = 0; g < groups_.size(); ++g) {
    if (groups_[g].allowed >> h & 1u)
      from.push_back(static_cast<int>(g));
    else
      fits = fits && have(g) <= room_after_[g][h];
  }
  double running = 0;
  const std::function<void(std::size_t, int, std::uint64_t, double)> rec = [&](std::size_t i, int need,
                                                                               std::uint64_t take, double weight) {
    if (++work_ > kExactBudget) return;
    if (i == from.size()) {
      if (need != 0) return;
      const double w = weight * count_by_holder(h + 1, left - take);
      if (w > 0) {
        running += w;
        out.takes.push_back(take);
        out.cumulative.push_back(running);
      }
      return;
    }
    const auto g = static_cast<std::size_t>(from[i]);
    const int least = std::max(0, have(g) - room_after_[g][h]);  // what the holders after h cannot take
    const int most = std::min(have(g), need);
    const bool last = i + 1 == from.size();  // it gives the rest
    for (int n = last ? std::max(least, need) : least; n <= most; ++n)
      rec(i + 1, need - n, take | std::uint64_t(n) << (kGroupBits * g), weight / factorial(n));
  };
  if (fits) rec(0, capacity_[h], 0, 1.0);
  return holder_takes_.emplace(key, std::move(out)).first->second;
}

double DealSampler::count_by_holder(std::size_t h, std::uint64_t left) const {
  if (h == capacity_.size()) return left == 0 ? 1.0 : 0.0;
  const Takes& t = takes(h, left);
  return t.cumulative.empty() ? 0.0 : t.cumulative.back();
}

// Given how many items of each group each holder takes, every way to hand them out is equally
// likely (the weights above count them): each group's items shuffled, dealt in holder order.
void DealSampler::sample_by_holder(Rng& rng, std::vector<int>& holder) const {
  constexpr std::uint64_t kMask = (std::uint64_t{1} << kGroupBits) - 1;
  std::vector<std::uint64_t> took(capacity_.size(), 0);  // big tables only: not kept
  std::uint64_t left = packed_sizes();
  for (std::size_t h = 0; h < capacity_.size(); ++h) {
    const Takes& t = takes(h, left);
    took[h] = t.takes[pick(t.cumulative, rng)];
    left -= took[h];
  }
  holder.assign(allowed_.size(), -1);
  for (std::size_t g = 0; g < groups_.size(); ++g) {
    shuffled_.assign(groups_[g].items.begin(), groups_[g].items.end());
    rng.shuffle(shuffled_);
    std::size_t next = 0;
    for (std::size_t h = 0; h < capacity_.size(); ++h)
      for (auto n = took[h] >> (kGroupBits * g) & kMask; n > 0; --n)
        holder[static_cast<std::size_t>(shuffled_[next++])] = static_cast<int>(h);
  }
}

// The splits of group `g` among its holders within `caps`, each with its weight: the ways to
// choose which items go where, times the complete deals that follow.
const DealSampler::Choice& DealSampler::choices(std::size_t g, const Caps& caps) const {
  if (auto it = choices_.find(KeyRef{g, &caps}); it != choices_.end()) return it->second;
  Choice out;
  const Group& group = groups_[g];
  const std::vector<int> hs = holders_of(group.allowed);
  const int k = static_cast<int>(group.items.size());
  std::vector<int> split(hs.size(), 0);
  std::vector<int> room(hs.size() + 1, 0);  // capacity of holders i.. of the group
  for (std::size_t i = hs.size(); i-- > 0;) room[i] = room[i + 1] + caps[static_cast<std::size_t>(hs[i])];
  const bool last = g + 1 == groups_.size();
  double running = 0;
  const std::function<void(std::size_t, int)> rec = [&](std::size_t i, int left) {
    if (work_ > kExactBudget) return;
    if (i + 1 == hs.size() || hs.empty()) {
      if (hs.empty()) {
        if (left != 0) return;
      } else {
        if (left > caps[static_cast<std::size_t>(hs[i])]) return;
        split[i] = left;
      }
      ++work_;
      Caps rest = caps;
      for (std::size_t j = 0; j < hs.size(); ++j) rest[static_cast<std::size_t>(hs[j])] -= split[j];
      const double w = multinomial(k, split) * count(g + 1, rest);
      if (w > 0) {
        running += w;
        std::vector<int> full(caps.size(), 0);
        for (std::size_t j = 0; j < hs.size(); ++j) full[static_cast<std::size_t>(hs[j])] = split[j];
        out.splits.push_back(std::move(full));
        out.cumulative.push_back(running);
      }
      return;
    }
    // Only splits the later holders can complete: the rest must fit in their room, and the
    // last group must fill every holder (nothing comes after it).
    const int cap = caps[static_cast<std::size_t>(hs[i])];
    const int most = std::min(left, cap);
    const int least = last ? cap : std::max(0, left - room[i + 1]);
    for (int n = least; n <= most; ++n) {
      split[i] = n;
      rec(i + 1, left - n);
    }
  };
  rec(0, k);
  return choices_.emplace(Key{g, caps}, std::move(out)).first->second;
}

double DealSampler::count(std::size_t g, const Caps& caps) const {
  if (g == groups_.size()) return std::all_of(caps.begin(), caps.end(), [](int c) { return c == 0; }) ? 1.0 : 0.0;
  if (auto it = counts_.find(KeyRef{g, &caps}); it != counts_.end()) return it->second;
  const Choice& c = choices(g, caps);
  const double n = c.cumulative.empty() ? 0.0 : c.cumulative.back();
  counts_.emplace(Key{g, caps}, n);
  return n;
}

void DealSampler::sample(Rng& rng, std::vector<int>& holder) const {
  if (!exact_) {
    holder = greedy(rng);
    return;
  }
  if (by_holder_) {
    sample_by_holder(rng, holder);
    return;
  }
  holder.assign(allowed_.size(), -1);
  caps_left_.assign(capacity_.begin(), capacity_.end());
  for (std::size_t g = 0; g < groups_.size(); ++g) {
    const Choice& c = choices(g, caps_left_);
    const std::vector<int>& split = c.splits[pick(c.cumulative, rng)];
    shuffled_.assign(groups_[g].items.begin(), groups_[g].items.end());
    rng.shuffle(shuffled_);
    std::size_t next = 0;
    for (std::size_t h = 0; h < split.size(); ++h)
      for (int n = 0; n < split[h]; ++n) holder[static_cast<std::size_t>(shuffled_[next++])] = static_cast<int>(h);
    for (std::size_t h = 0; h < caps_left_.size(); ++h) caps_left_[h] -= split[h];
  }
}

// Items in random order, the most constrained first, each to a random allowed holder with
// room (weighted by room); when none has room, an augmenting path moves earlier items along
// to make some. Finds a deal whenever one exists; close to uniform, not exactly.
std::vector<int> DealSampler::greedy(Rng& rng) const {
  const std::size_t n = allowed_.size();
  std::vector<int> shuffled(n);
  for (std::size_t i = 0; i < n; ++i) shuffled[i] = static_cast<int>(i);
  rng.shuffle(shuffled);
  // By how many holders an item may go to, fewest first, in shuffled order within each count
  // (a counting sort, stable: the order a stable sort by that count gives, without comparing).
  std::array<std::size_t, 34> start{};
  for (std::size_t i = 0; i < n; ++i) ++start[static_cast<std::size_t>(std::popcount(allowed_[i])) + 1];
  for (std::size_t k = 1; k < start.size(); ++k) start[k] += start[k - 1];
  std::vector<int> order(n);
  for (int item : shuffled)
    order[start[static_cast<std::size_t>(std::popcount(allowed_[static_cast<std::size_t>(item)]))]++] = item;
  std::vector<int> holder(n, -1);
  Caps room = capacity_;
  const auto allowed = [&](int item, std::size_t h) {
    return ((allowed_[static_cast<std::size_t>(item)] & open_) >> h & 1u) != 0;
  };
  int left = static_cast<int>(n);  // room left in all: the items not yet placed
  for (int item : order) {
    // The room of the item's holders: for an item any holder may take (most of them), all
    // that is left, without a look at each holder.
    int total = 0;
    if ((allowed_[static_cast<std::size_t>(item)] & open_) == open_) {
      total = left;
    } else {
      for (std::size_t h = 0; h < room.size(); ++h)
        if (allowed(item, h)) total += room[h];
    }
    --left;
    if (total > 0) {
      int r = rng.below(total);
      for (std::size_t h = 0; h < room.size(); ++h)
        if (allowed(item, h) && (r -= room[h]) < 0) {
          holder[static_cast<std::size_t>(item)] = static_cast<int>(h);
          --room[h];
          break;
        }
      continue;
    }
    // Breadth-first over holders: from the item's holders, move some item on to another
    // allowed holder, until one with room is reached.
    std::vector<int> via_item(room.size(), -1), from(room.size(), -1);
    std::vector<bool> seen(room.size(), false);
    std::deque<std::size_t> queue;
    for (std::size_t h = 0; h < room.size(); ++h)
      if (allowed(item, h)) {
        seen[h] = true;
        queue.push_back(h);
      }
    int reached = -1;
    while (!queue.empty() && reached < 0) {
      const std::size_t h = queue.front();
      queue.pop_front();
      for (std::size_t j = 0; j < n && reached < 0; ++j) {
        if (holder[j] != static_cast<int>(h)) continue;
        for (std::size_t to = 0; to < room.size(); ++to) {
          if (seen[to] || !allowed(static_cast<int>(j), to)) continue;
          seen[to] = true;
          via_item[to] = static_cast<int>(j);
          from[to] = static_cast<int>(h);
          if (room[to] > 0) {
            reached = static_cast<int>(to);
            break;
          }
          queue.push_back(to);
        }
      }
    }
    if (reached < 0) return {};  // no deal fits
    --room[static_cast<std::size_t>(reached)];
    int to = reached;
    while (via_item[static_cast<std::size_t>(to)] >= 0) {
      const int j = via_item[static_cast<std::size_t>(to)];
      const int h = from[static_cast<std::size_t>(to)];
      holder[static_cast<std::size_t>(j)] = to;
      to = h;
    }
    holder[static_cast<std::size_t>(item)] = to;
  }
  return holder;
}

}  // namespace boneyard::search
