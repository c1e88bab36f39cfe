#include "trick/trick_search.h"

#include <algorithm>
#include <bit>

namespace boneyard {

namespace {

int lowest(std::uint64_t bits) { return std::countr_zero(bits); }

// The `k`-th set bit of `bits` (k < popcount).
int nth_bit(std::uint64_t bits, int k) {
  for (; k > 0; --k) bits &= bits - 1;
  return std::countr_zero(bits);
}

}  // namespace

void TrickState::count_cards() {
  left_ = 0;
  for (int s = 0; s < t_->players; ++s) left_ = static_cast<std::int16_t>(left_ + std::popcount(hand(s)));
}

int TrickState::moves(search::Move* out) const {
  const std::uint64_t h = hand_[static_cast<std::size_t>(turn_)];
  int n = 0;
  if (forced_ >= 0) {
    out[0] = static_cast<search::Move>(forced_);
    return 1;
  }
  if (count_ == 0) {
    std::uint64_t may = h;
    if (t_->hearts >= 0 && !broken_) {
      const std::uint64_t other = h & ~t_->members[static_cast<std::size_t>(t_->hearts)];
      if (other) may = other;
    }
    for (std::uint64_t b = may; b; b &= b - 1) {
      const int item = lowest(b);
      const std::uint16_t as = t_->lead_as[static_cast<std::size_t>(item)];
      if (std::popcount(as) == 1) {
        out[n++] = static_cast<search::Move>(item);
      } else {
        for (std::uint16_t s = as; s; s &= static_cast<std::uint16_t>(s - 1))
          out[n++] = static_cast<search::Move>(item | ((std::countr_zero(s) + 1) << 6));
      }
    }
    return n;
  }
  std::uint64_t may = h & t_->members[static_cast<std::size_t>(led_)];
  if (!may) may = h;
  for (std::uint64_t b = may; b; b &= b - 1) out[n++] = static_cast<search::Move>(lowest(b));
  return n;
}

search::Move TrickState::rollout_move(Rng& rng) const {
  if (forced_ >= 0) return static_cast<search::Move>(forced_);
  const std::uint64_t h = hand_[static_cast<std::size_t>(turn_)];
  const bool heuristic = t_->scoring == TrickTables::Scoring::Penalty && rng.below(8) != 0;
  const bool contract = t_->scoring == TrickTables::Scoring::Contract && rng.below(8) != 0;
  if (count_ == 0) {
    std::uint64_t may = h;
    if (t_->hearts >= 0 && !broken_) {
      const std::uint64_t other = h & ~t_->members[static_cast<std::size_t>(t_->hearts)];
      if (other) may = other;
    }
    int item = -1, suit = -1;
    if (heuristic) {  // the lowest item of a suit chosen at random among those the hand holds
      const int first = rng.below(t_->suits);
      for (int k = 0; k < t_->suits && item < 0; ++k) {
        const int s = (first + k) % t_->suits;
        const std::uint64_t in = may & t_->members[static_cast<std::size_t>(s)];
        if (!in || !((t_->lead_as[static_cast<std::size_t>(lowest(in))] >> s) & 1u)) continue;
        int low = -1;
        for (std::uint64_t b = in; b; b &= b - 1) {
          const int i = lowest(b);
          if (((t_->lead_as[static_cast<std::size_t>(i)] >> s) & 1u) &&
              (low < 0 || t_->rank[static_cast<std::size_t>(s)][static_cast<std::size_t>(i)] <
                              t_->rank[static_cast<std::size_t>(s)][static_cast<std::size_t>(low)]))
            low = i;
        }
        if (low >= 0) {
          item = low;
          suit = s;
        }
      }
    }
    if (item < 0) {
      item = nth_bit(may, rng.below(std::popcount(may)));
      const std::uint16_t as = t_->lead_as[static_cast<std::size_t>(item)];
      suit = nth_bit(as, rng.below(std::popcount(as)));
    }
    if (std::popcount(t_->lead_as[static_cast<std::size_t>(item)]) == 1) return static_cast<search::Move>(item);
    return static_cast<search::Move>(item | ((suit + 1) << 6));
  }
  const std::uint64_t follow = h & t_->members[static_cast<std::size_t>(led_)];
  const std::uint64_t may = follow ? follow : h;
  if (contract) return contract_follow(may, follow != 0);
  if (!heuristic) return static_cast<search::Move>(nth_bit(may, rng.below(std::popcount(may))));
  const auto& rank = t_->rank[static_cast<std::size_t>(led_)];
  if (!follow) {  // void: dump the most dangerous
    int worst = lowest(may);
    for (std::uint64_t b = may; b; b &= b - 1)
      if (t_->danger[static_cast<std::size_t>(lowest(b))] > t_->danger[static_cast<std::size_t>(worst)])
        worst = lowest(b);
    return static_cast<search::Move>(worst);
  }
  int duck = -1, low_win = -1, high_win = -1;
  for (std::uint64_t b = may; b; b &= b - 1) {
    const int i = lowest(b);
    const std::uint8_t r = rank[static_cast<std::size_t>(i)];
    if (best_trump_ || r < best_rank_) {
      if (duck < 0 || r > rank[static_cast<std::size_t>(duck)]) duck = i;
    } else {
      if (low_win < 0 || r < rank[static_cast<std::size_t>(low_win)]) low_win = i;
      if (high_win < 0 || r > rank[static_cast<std::size_t>(high_win)]) high_win = i;
    }
  }
  if (duck >= 0) return static_cast<search::Move>(duck);
  const bool last = count_ == t_->players - 1;
  return static_cast<search::Move>(last && trick_points_ == 0 ? high_win : low_win);
}

void TrickState::apply(search::Move m) {
  const int item = item_of(m);
  int suit = suit_of(m);
  if (count_ == 0 && suit < 0) suit = lowest(t_->lead_as[static_cast<std::size_t>(item)]);
  play(item, suit);
}

void TrickState::replay(int item, int suit) { play(item, count_ == 0 ? suit : led_); }

void TrickState::play(int item, int suit) {
  hand_[static_cast<std::size_t>(turn_)] &= ~(std::uint64_t{1} << item);
  forced_ = -1;
  --left_;
  if ((t_->breaks >> item) & 1u) broken_ = true;
  trick_points_ = static_cast<std::int16_t>(trick_points_ + t_->points[static_cast<std::size_t>(item)]);
  const bool trump = t_->is_trump(item);
  if (count_ == 0) {
    led_ = static_cast<std::int8_t>(suit);
    leader_ = turn_;
    best_seat_ = turn_;
    best_trump_ = trump;
    best_rank_ = t_->rank[static_cast<std::size_t>(trump ? t_->trump : suit)][static_cast<std::size_t>(item)];
  } else if (trump) {
    const std::uint8_t r = t_->rank[static_cast<std::size_t>(t_->trump)][static_cast<std::size_t>(item)];
    if (!best_trump_ || r > best_rank_) {
      best_trump_ = true;
      best_rank_ = r;
      best_seat_ = turn_;
    }
  } else if (!best_trump_ && t_->in(led_, item)) {
    const std::uint8_t r = t_->rank[static_cast<std::size_t>(led_)][static_cast<std::size_t>(item)];
    if (r > best_rank_) {
      best_rank_ = r;
      best_seat_ = turn_;
    }
  }
  if (++count_ < t_->players) {
    turn_ = static_cast<std::int8_t>((turn_ + 1) % t_->players);
    return;
  }
  const auto w = static_cast<std::size_t>(best_seat_);
  points_[w] = static_cast<std::int16_t>(points_[w] + trick_points_ + (done_ == 0 ? bonus_ : 0));
  ++tricks_[w];
  ++done_;
  trick_points_ = 0;
  count_ = 0;
  led_ = -1;
  turn_ = leader_ = best_seat_;
}

// Where `item` would stand in the trick: 0 if it cannot beat anything, else a strength that
// beats the trick's best when above best_strength().
int TrickState::strength(int item) const {
  if (t_->is_trump(item)) return 256 + t_->rank[static_cast<std::size_t>(t_->trump)][static_cast<std::size_t>(item)];
  if (t_->in(led_, item)) return 1 + t_->rank[static_cast<std::size_t>(led_)][static_cast<std::size_t>(item)];
  return 0;
}

search::Move TrickState::contract_follow(std::uint64_t may, bool following) const {
  const int best = best_trump_ ? 256 + best_rank_ : 1 + best_rank_;
  const bool partner_best = t_->partnership && t_->side(best_seat_) == t_->side(turn_);
  int cheapest_win = -1, win_strength = 0, cheapest = -1, cheapest_key = 0;
  for (std::uint64_t b = may; b; b &= b - 1) {
    const int i = lowest(b);
    const int st = strength(i);
    if (st > best && (cheapest_win < 0 || st < win_strength)) {
      cheapest_win = i;
      win_strength = st;
    }
    // What to throw: the weakest in the suit led, or when void a low item that is no trump.
    const int key = following ? st : (t_->is_trump(i) ? 256 : 0) + t_->danger[static_cast<std::size_t>(i)];
    if (cheapest < 0 || key < cheapest_key) {
      cheapest = i;
      cheapest_key = key;
    }
  }
  return static_cast<search::Move>(!partner_best && cheapest_win >= 0 ? cheapest_win : cheapest);
}

int TrickState::moon_side() const {
  if (t_->moon_points <= 0 || moon_total_ <= 0) return -1;
  std::array<int, kMaxTrickSeats> side{};
  for (int s = 0; s < t_->players; ++s) side[static_cast<std::size_t>(t_->side(s))] += points_[static_cast<std::size_t>(s)];
  for (int s = 0; s < t_->players; ++s)
    if (side[static_cast<std::size_t>(t_->side(s))] == moon_total_) return t_->side(s);
  return -1;
}

std::array<int, kMaxTrickSeats> TrickState::final_points() const {
  std::array<int, kMaxTrickSeats> out{};
  const int n = t_->players, shooter = moon_side();
  for (int s = 0; s < n; ++s)
    out[static_cast<std::size_t>(s)] =
        shooter < 0 ? points_[static_cast<std::size_t>(s)] : t_->side(s) == shooter ? 0 : t_->moon_points;
  return out;
}

// The seat's side against the other sides, mapped linearly into [0, 1]: 0.5 plus (their
// average points - ours) / (2 * scale) in a penalty game, (ours - theirs) in a contract, where
// the scale bounds the difference. A round's result relative to the table is what a match
// is won by; it also makes a moon as bad for its victims as it is good for its shooter.
double TrickState::reward(int seat) const {
  int scale = 1;
  const double ahead = margin(seat, &scale);
  const double round = std::clamp(0.5 + ahead / (2.0 * std::max(scale, 1)), 0.0, 1.0);
  if (!t_->stakes.decisive) return round;
  const Banked b = banked();
  return t_->stakes.reward(t_->stakes.value(seat, b.round, b.declarers, b.made), round);
}

double TrickState::score(int seat) const {
  if (!penalty()) return margin(seat, nullptr);
  const auto pts = final_points();
  int side = 0;
  for (int s = 0; s < t_->players; ++s)
    if (t_->side(s) == t_->side(seat)) side += pts[static_cast<std::size_t>(s)];
  const int shooter = moon_side();  // a moon gives the other side moon_points, counted once per side
  if (shooter >= 0) return t_->side(seat) == shooter ? 0 : t_->moon_points;
  return side;
}

int TrickState::match_result(int seat) const {
  if (!t_->stakes.tracked) return -1;
  const Banked b = banked();
  return t_->stakes.result(seat, b.round, b.declarers, b.made);
}

TrickState::Banked TrickState::banked() const {
  const search::MatchStakes& stakes = t_->stakes;
  const int n = t_->players;
  Banked out;
  if (!penalty()) {  // the declarers their bid, made or lost; the others their tricks
    const int declarers = t_->side(t_->bid_seat);
    std::array<int, kMaxTrickSeats> side_tricks{};
    for (int s = 0; s < n; ++s) side_tricks[static_cast<std::size_t>(t_->side(s))] += tricks_[static_cast<std::size_t>(s)];
    const bool made = side_tricks[static_cast<std::size_t>(declarers)] >= t_->bid_tricks;
    for (int s = 0; s < n; ++s)
      out.round[static_cast<std::size_t>(s)] = t_->side(s) == declarers ? (made ? t_->bid_tricks : -t_->bid_tricks)
                                                                          : side_tricks[static_cast<std::size_t>(t_->side(s))];
    out.declarers = declarers;
    out.made = made;
    return out;
  }
  for (int s = 0; s < n; ++s) out.round[static_cast<std::size_t>(s)] = static_cast<int>(score(s));
  const int shooter = moon_side();
  if (shooter < 0 || t_->partnership || t_->moon_choices == 1) return out;
  // The shooter (a seat: no partnerships in Hearts) takes the choice best for it.
  std::vector<std::array<int, search::MatchStakes::kMaxSeats>> choices;
  if (t_->moon_choices & 1) choices.push_back(out.round);
  if (t_->moon_choices & 2) {
    std::array<int, search::MatchStakes::kMaxSeats> self{};
    self[static_cast<std::size_t>(shooter)] = -t_->moon_points;
    choices.push_back(self);
  }
  if (t_->moon_choices & 4)
    for (int o = 0; o < n; ++o)
      if (o != shooter) {
        std::array<int, search::MatchStakes::kMaxSeats> one{};
        one[static_cast<std::size_t>(o)] = t_->moon_points;
        choices.push_back(one);
      }
  auto rank = [](int r) { return r == 1 ? 2 : r == -1 ? 1 : 0; };  // win, then play on, then lose
  const auto* best = &choices.front();
  for (const auto& c : choices)
    if (rank(stakes.result(shooter, c)) > rank(stakes.result(shooter, *best))) best = &c;
  out.round = *best;
  return out;
}

double TrickState::margin(int seat, int* scale_out) const {
  const int n = t_->players;
  const int sides = t_->partnership ? 2 : n;
  std::array<int, kMaxTrickSeats> side_points{};
  int scale = 1;
  const bool penalties = penalty();
  if (penalties) {
    const auto pts = final_points();
    for (int s = 0; s < n; ++s) side_points[static_cast<std::size_t>(t_->side(s))] += pts[static_cast<std::size_t>(s)];
    scale = std::max<int>(moon_total_, t_->moon_points);
    for (int s = 0; s < sides; ++s) scale = std::max(scale, side_points[static_cast<std::size_t>(s)]);
  } else {  // docs/rules.md ("Domino Whist"): the declarers score their bid if they make it, else lose it; the others their tricks
    const int declarers = t_->side(t_->bid_seat);
    int total = 0;
    for (int s = 0; s < n; ++s) {
      total += tricks_[static_cast<std::size_t>(s)];
      side_points[static_cast<std::size_t>(t_->side(s))] += tricks_[static_cast<std::size_t>(s)];
    }
    side_points[static_cast<std::size_t>(declarers)] =
        side_points[static_cast<std::size_t>(declarers)] >= t_->bid_tricks ? t_->bid_tricks : -t_->bid_tricks;
    scale = total + t_->bid_tricks;
  }
  const int mine_side = t_->side(seat);
  double others = 0;
  for (int s = 0; s < sides; ++s)
    if (s != mine_side) others += side_points[static_cast<std::size_t>(s)];
  others /= sides - 1;
  const double mine = side_points[static_cast<std::size_t>(mine_side)];
  if (scale_out) *scale_out = scale;
  return penalties ? others - mine : mine - others;
}

int TrickWorlds::add_holder(int seat, int count) {
  seats_.push_back(seat);
  counts_.push_back(count);
  return static_cast<int>(seats_.size()) - 1;
}

void TrickWorlds::hide(int item, std::uint32_t holders) {
  unknown_.push_back(item);
  allowed_.push_back(holders);
}

void TrickWorlds::ready() { sampler_ = search::DealSampler(allowed_, counts_); }

TrickState TrickWorlds::sample(Rng& rng, std::vector<int>* aside) const {
  TrickState s = known;
  sampler_.sample(rng, holder_);
  for (std::size_t i = 0; i < unknown_.size(); ++i) {
    const int seat = seats_[static_cast<std::size_t>(holder_[i])];
    if (seat >= 0)
      s.give(seat, unknown_[i]);
    else if (aside)
      aside->push_back(unknown_[i]);
  }
  s.count_cards();
  return s;
}

PassWorlds::PassWorlds(const TrickTables& tables, const Setup& setup) : tables_(tables), setup_(setup) {
  for (std::uint64_t b = setup.unseen; b; b &= b - 1) unseen_.push_back(lowest(b));
}

namespace {

// The `count` most dangerous items of `hand` (ties: the higher index).
std::uint64_t most_dangerous(const TrickTables& t, std::uint64_t hand, int count) {
  std::uint64_t out = 0;
  for (int k = 0; k < count && hand; ++k) {
    int worst = -1;
    for (std::uint64_t b = hand; b; b &= b - 1) {
      const int i = lowest(b);
      if (worst < 0 || t.danger[static_cast<std::size_t>(i)] >= t.danger[static_cast<std::size_t>(worst)]) worst = i;
    }
    out |= std::uint64_t{1} << worst;
    hand &= ~(std::uint64_t{1} << worst);
  }
  return out;
}

}  // namespace

TrickState PassWorlds::sample(Rng& rng) const {
  const int n = tables_.players, me = setup_.seat;
  std::vector<int> items = unseen_;
  rng.shuffle(items);
  std::array<std::uint64_t, kMaxTrickSeats> hands{}, passes{};
  hands[static_cast<std::size_t>(me)] = setup_.hand;
  std::size_t next = 0;
  for (int s = 0; s < n; ++s)
    if (s != me)
      for (int k = 0; k < setup_.hand_size; ++k)
        hands[static_cast<std::size_t>(s)] |= std::uint64_t{1} << items[next++];
  for (int s = 0; s < n; ++s)
    passes[static_cast<std::size_t>(s)] =
        s == me ? setup_.pass : most_dangerous(tables_, hands[static_cast<std::size_t>(s)], 3);
  TrickState st(tables_);
  for (int s = 0; s < n; ++s) {
    const int from = ((s - setup_.offset) % n + n) % n;
    const std::uint64_t h = (hands[static_cast<std::size_t>(s)] & ~passes[static_cast<std::size_t>(s)]) |
                            passes[static_cast<std::size_t>(from)];
    for (std::uint64_t b = h; b; b &= b - 1) st.give(s, lowest(b));
  }
  int leader = setup_.leader;
  if (leader < 0)
    for (int s = 0; s < n; ++s)
      if ((st.hand(s) >> setup_.first_lead) & 1u) leader = s;
  st.set_turn(leader);
  if (setup_.first_lead >= 0) st.set_forced(setup_.first_lead);
  st.set_moon_total(setup_.moon_total);
  st.count_cards();
  return st;
}

std::vector<std::uint64_t> pass_candidates(const TrickTables& tables, std::uint64_t hand, int keep_most) {
  const std::uint64_t pool = most_dangerous(tables, hand, keep_most);
  std::vector<int> items;
  for (std::uint64_t b = pool; b; b &= b - 1) items.push_back(lowest(b));
  std::vector<std::uint64_t> out;
  for (std::size_t a = 0; a < items.size(); ++a)
    for (std::size_t b = a + 1; b < items.size(); ++b)
      for (std::size_t c = b + 1; c < items.size(); ++c)
        out.push_back((std::uint64_t{1} << items[a]) | (std::uint64_t{1} << items[b]) | (std::uint64_t{1} << items[c]));
  return out;
}

}  // namespace boneyard
