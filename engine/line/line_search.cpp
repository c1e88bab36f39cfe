#include "line/line_search.h"

#include "search/reference.h"
#include "search/thinking.h"

#include <algorithm>
#include <functional>

namespace boneyard {

namespace {

// What a tile index stands for, and the tiles showing each number.
struct Tables {
  std::array<std::uint8_t, LineSearchState::kMaxTiles> hi{}, lo{}, pips{};
  std::array<TileBits, 13> shows{};
};

Tables make_tables() {
  Tables t;
  for (int h = 0; h <= 12; ++h)
    for (int l = 0; l <= h; ++l) {
      const int i = Tile::of(h, l).index();
      t.hi[i] = static_cast<std::uint8_t>(h);
      t.lo[i] = static_cast<std::uint8_t>(l);
      t.pips[i] = static_cast<std::uint8_t>(h + l);
      t.shows[h].set(i);
      t.shows[l].set(i);
    }
  return t;
}

const Tables kT = make_tables();

constexpr int kRolloutRandom = 4;  // one playout move in four is uniformly random

}  // namespace

Tile tile_of_index(int i) { return Tile{kT.hi[i], kT.lo[i]}; }

// --- The state ---------------------------------------------------------------------------

LineSearchState LineSearchState::make(const LineRules& r, const Line& line,
                                      const std::vector<std::vector<Tile>>& hands, const std::vector<Tile>& boneyard,
                                      int to_move, bool drew_this_turn, std::optional<Tile> required_opening) {
  LineSearchState s;
  s.players_ = static_cast<std::int8_t>(r.players);
  s.set_ = static_cast<std::int8_t>(r.set);
  s.sets_ = static_cast<std::int8_t>(r.sets);
  s.hand_size_ = static_cast<std::int8_t>(r.hand_size);
  s.draw_game_ = r.draw_game;
  s.net_ = r.win_score == WinScore::Net;
  s.tie_scores_ = r.block_tie == BlockTie::AllTied;
  s.draw_rule_ = r.draw_rule;
  if (!line.empty()) {
    s.left_ = static_cast<std::int8_t>(line.left_end());
    s.right_ = static_cast<std::int8_t>(line.right_end());
    for (const LaidTile& t : line.tiles()) {
      ++s.on_line_[static_cast<std::size_t>(t.left)];
      if (t.right != t.left) ++s.on_line_[static_cast<std::size_t>(t.right)];
    }
  }
  for (std::size_t p = 0; p < hands.size(); ++p)
    for (Tile t : hands[p]) s.give(static_cast<int>(p), t.index());
  for (Tile t : boneyard) s.boneyard_[s.bone_end_++] = static_cast<std::uint8_t>(t.index());
  s.turn_ = static_cast<std::int8_t>(to_move);
  s.drew_ = drew_this_turn;
  s.required_ = required_opening ? static_cast<std::int8_t>(required_opening->index()) : std::int8_t{-1};
  return s;
}

void LineSearchState::give(int seat, int tile) {
  if (one_[seat].test(tile))
    two_[seat].set(tile);
  else
    one_[seat].set(tile);
  ++count_[seat];
}

void LineSearchState::take(int seat, int tile) {
  if (two_[seat].test(tile))
    two_[seat].reset(tile);
  else
    one_[seat].reset(tile);
  --count_[seat];
}

int LineSearchState::moves(search::Move* out) const {
  int n = 0;
  const TileBits& hand = one_[turn_];
  if (left_ < 0) {
    hand.each([&](int t) {
      if (required_ < 0 || t == required_) out[n++] = static_cast<search::Move>(kOpen + t);
    });
  } else {
    (hand & kT.shows[left_]).each([&](int t) { out[n++] = static_cast<search::Move>(t * 2); });
    (hand & kT.shows[right_]).each([&](int t) { out[n++] = static_cast<search::Move>(t * 2 + 1); });
  }
  const bool chose_after_draw = drew_ && draw_rule_ == DrawRule::OneThenChoose;
  if (n == 0)
    out[n++] = draw_game_ && bone_top_ < bone_end_ && !chose_after_draw ? kDraw : kPass;
  else if (chose_after_draw)
    out[n++] = kPass;
  return n;
}

// Mostly the way a sensible player sheds: the heaviest tile (a double counting a little
// more); now and then any move, so the playouts still see other lines of play.
search::Move LineSearchState::rollout_move(Rng& rng) const {
  search::Move m[kMaxMoves];
  const int n = moves(m);
  if (n == 1) return m[0];
  if (rng.below(kRolloutRandom) == 0) return m[rng.below(n)];
  int best = 0, best_score = -1;
  for (int i = 0; i < n; ++i) {
    if (m[i] == kPass || m[i] == kDraw) continue;
    const int t = m[i] >= kOpen ? m[i] - kOpen : m[i] >> 1;
    const int score = kT.pips[t] * 4 + (kT.hi[t] == kT.lo[t] ? 10 : 0);
    if (score > best_score) {
      best_score = score;
      best = i;
    }
  }
  return m[best];
}

void LineSearchState::end_turn() {
  turn_ = static_cast<std::int8_t>(turn_ + 1 == players_ ? 0 : turn_ + 1);
  drew_ = false;
}

void LineSearchState::apply(search::Move m) {
  if (m == kPass) {
    end_turn();
    return;
  }
  if (m == kDraw) {
    give(turn_, boneyard_[bone_top_++]);
    drew_ = true;
    if (draw_rule_ == DrawRule::DrawThenWait) end_turn();
    return;
  }
  int t;
  if (m >= kOpen) {
    t = m - kOpen;
    left_ = static_cast<std::int8_t>(kT.hi[t]);
    right_ = static_cast<std::int8_t>(kT.lo[t]);
  } else {
    t = m >> 1;
    std::int8_t& end = (m & 1) ? right_ : left_;
    end = static_cast<std::int8_t>(kT.hi[t] == end ? kT.lo[t] : kT.hi[t]);
  }
  take(turn_, t);
  ++on_line_[kT.hi[t]];
  if (kT.lo[t] != kT.hi[t]) ++on_line_[kT.lo[t]];
  if (count_[turn_] == 0)
    finish(false, turn_);
  else if (nobody_can_play())
    finish(true, -1);
  else
    end_turn();
}

// Nobody holds a tile for either end and the boneyard has none: in Draw every tile off
// the line is in a hand or the boneyard, so that is "every tile showing an end is laid".
bool LineSearchState::nobody_can_play() const {
  if (draw_game_) {
    const int copies = (set_ + 1) * sets_;
    return on_line_[left_] == copies && on_line_[right_] == copies;
  }
  const TileBits fit = kT.shows[left_] | kT.shows[right_];
  for (int s = 0; s < players_; ++s)
    if ((one_[s] & fit).any()) return false;
  return true;
}

int LineSearchState::pips(int seat) const {
  int total = 0;
  one_[seat].each([&](int t) { total += kT.pips[t]; });
  two_[seat].each([&](int t) { total += kT.pips[t]; });
  return total;
}

// As LineMatch::finish_round, without min_score.
void LineSearchState::finish(bool blocked, int domino_seat) {
  over_ = true;
  blocked_ = blocked;
  domino_ = static_cast<std::int8_t>(domino_seat);
  std::array<int, kMaxPlayers> pip{};
  int lowest = 1 << 30;
  for (int s = 0; s < players_; ++s) {
    pip[s] = pips(s);
    lowest = std::min(lowest, pip[s]);
  }
  unsigned leaders = 0;
  if (!blocked)
    leaders = 1u << domino_seat;
  else
    for (int s = 0; s < players_; ++s)
      if (pip[s] == lowest) leaders |= 1u << s;
  int others = 0;
  for (int s = 0; s < players_; ++s)
    if (!((leaders >> s) & 1u)) others += pip[s];
  if (std::popcount(leaders) > 1 && !tie_scores_) return;  // nobody scores
  winners_ = static_cast<std::uint16_t>(leaders);
  for (int s = 0; s < players_; ++s)
    if ((leaders >> s) & 1u) points_[s] = static_cast<std::int16_t>(net_ ? std::max(0, others - pip[s]) : others);
}

double LineSearchState::score(int seat) const {
  int total = 0;
  for (int s = 0; s < players_; ++s) total += points_[s];
  return points_[seat] - static_cast<double>(total - points_[seat]) / (players_ - 1);
}

std::array<int, search::MatchStakes::kMaxSeats> LineSearchState::banked() const {
  std::array<int, search::MatchStakes::kMaxSeats> round{};
  for (int s = 0; s < players_; ++s) {
    const bool banks = stakes_->min_score <= 0 || ((stakes_->on_board >> s) & 1u) || points_[s] >= stakes_->min_score;
    round[static_cast<std::size_t>(s)] = banks ? points_[s] : 0;
  }
  return round;
}

int LineSearchState::match_result(int seat) const {
  if (!stakes_ || !stakes_->match.tracked) return -1;
  return stakes_->match.result(seat, banked());
}

double LineSearchState::reward(int seat) const {
  const double scale = static_cast<double>(hand_size_) * set_;
  const double round = std::clamp(0.5 + score(seat) / (2 * scale), 0.0, 1.0);
  if (stakes_ && stakes_->match.decisive) return stakes_->match.reward(stakes_->match.value(seat, banked()), round);
  return round;
}

std::string LineSearchState::move_text(search::Move m) const {
  if (m == kDraw) return "draw";
  if (m == kPass) return "pass";
  if (m >= kOpen) return tile_of_index(m - kOpen).str();
  return tile_of_index(m >> 1).str() + ((m & 1) ? ":R" : ":L");
}

// --- What a seat knows -------------------------------------------------------------------

std::vector<std::uint16_t> lacking_numbers(const LineView& v) {
  std::vector<std::uint16_t> lack(static_cast<std::size_t>(v.players()), 0);
  const auto& log = v.log;
  for (std::size_t i = 0; i < log.size();) {
    // One turn: the seat's consecutive events (every turn has one, so two turns of the
    // same seat are never adjacent).
    const int s = log[i].seat;
    std::size_t j = i;
    int drew = 0;
    while (j < log.size() && log[j].seat == s) drew += log[j++].move == "draw";
    const LineEvent& first = log[i];
    const std::string& last = log[j - 1].move;
    const bool played = last != "draw" && last != "pass";
    const bool stuck = (first.move == "pass" || first.move == "draw") && first.left >= 0;
    // Tiles drawn this turn and still held: under until_playable none fitted; otherwise
    // (a pass after one_then_choose's draw, draw_then_wait) the drawn tile may fit.
    const int kept = drew - (played && drew > 0 ? 1 : 0);
    // The seat to move may be in the middle of its turn: what it drew may still fit.
    const bool ongoing = j == log.size() && s == v.to_move() && !played;
    const bool exact = drew == 0 || played || (v.rules.draw_rule == DrawRule::UntilPlayable && !ongoing);
    auto& mask = lack[static_cast<std::size_t>(s)];
    if (kept > 0) mask = 0;  // tiles from the boneyard may show what it lacked before
    if (stuck && exact) mask |= static_cast<std::uint16_t>((1u << first.left) | (1u << first.right));
    i = j;
  }
  return lack;
}

namespace {

// The tile that made `view.opener` the opener, when the seat can know it.
std::optional<Tile> deciding_tile(const LineView& v) {
  if (v.log.empty()) return v.seat() == v.opener ? v.required_opening : std::nullopt;
  if (v.rules.opener_plays_deciding_tile) return parse_tile(v.log.front().move);
  if (v.seat() != v.opener) return std::nullopt;
  std::vector<Tile> dealt = v.hand;  // the opener's deal: its hand and its plays, if it never drew
  for (const auto& e : v.log) {
    if (e.seat != v.seat()) continue;
    if (e.move == "draw") return std::nullopt;
    if (e.move != "pass") dealt.push_back(*parse_tile(e.move.substr(0, e.move.find(':'))));
  }
  std::optional<Tile> best_double, best_tile;
  for (Tile t : dealt) {
    if (t.is_double() && (!best_double || t.hi > best_double->hi)) best_double = t;
    if (!best_tile || heavier(t, *best_tile)) best_tile = t;
  }
  if (v.rules.opener == OpenerRule::HighestTile || !best_double) return best_tile;
  return best_double;
}

// Whether a seat dealt `t` would have opened instead of the holder of `decider`.
bool beats(Tile t, Tile decider, OpenerRule rule) {
  if (rule == OpenerRule::HighestTile) return heavier(t, decider);
  if (decider.is_double()) return t.is_double() && t.hi > decider.hi;
  return t.is_double() || heavier(t, decider);  // double_then_tile without doubles dealt
}

}  // namespace

namespace {

// The most any seat can add to its total in this round (search::MatchStakes::aim()): a winner
// takes at most the pips left in the other hands. In Block hands only shrink, so those are
// at most the heaviest tiles off the line, as many as the hands hold but the smallest; in
// Draw a hand can draw the whole boneyard, so every tile off the line counts.
int most_points(const LineView& v) {
  std::vector<int> off;
  std::array<int, LineSearchState::kMaxTiles> laid{};
  for (const LaidTile& t : v.line.tiles()) ++laid[static_cast<std::size_t>(t.tile().index())];
  for (Tile t : double_set(v.rules.set))
    for (int c = laid[static_cast<std::size_t>(t.index())]; c < v.rules.sets; ++c) off.push_back(t.pips());
  std::sort(off.begin(), off.end(), std::greater<>());
  std::size_t count = off.size();
  if (!v.rules.draw_game) {
    int held = 0, least = 1 << 30;
    for (int s = 0; s < v.players(); ++s) {
      const int n = s == v.seat() ? static_cast<int>(v.hand.size()) : v.hand_counts[static_cast<std::size_t>(s)];
      held += n;
      least = std::min(least, n);
    }
    count = std::min(count, static_cast<std::size_t>(held - least));
  }
  int most = 0;
  for (std::size_t i = 0; i < count; ++i) most += off[i];
  return most;
}

}  // namespace

LineDeterminizer::LineDeterminizer(const LineView& v, LineInference inference, LinePlayModel model, search::Aim aim) {
  const LineRules& r = v.rules;
  const int me = v.seat(), n = v.players();
  {
    std::vector<std::vector<Tile>> hands(static_cast<std::size_t>(n));
    hands[static_cast<std::size_t>(me)] = v.hand;
    base_ = LineSearchState::make(r, v.line, hands, {}, v.to_move(), v.drew_this_turn,
                                  v.line.empty() ? v.required_opening : std::nullopt);
    auto stakes = std::make_shared<LineStakes>();
    stakes->match.set(v.scores, {r.target, false, r.end_tie_shared});
    // A round moves the totals by about half a hand's expected pips.
    stakes->match.aim(aim, most_points(v), r.hand_size * r.set / 2.0);
    stakes->min_score = r.min_score;
    for (int s = 0; s < n && s < static_cast<int>(v.on_board.size()); ++s)
      if (v.on_board[static_cast<std::size_t>(s)]) stakes->on_board |= static_cast<std::uint16_t>(1u << s);
    stakes_ = std::move(stakes);
    base_.stakes_ = stakes_.get();
  }
  // The hidden tile copies: the whole set, less the line and the seat's hand.
  std::array<int, LineSearchState::kMaxTiles> left{};
  for (Tile t : double_set(r.set)) left[static_cast<std::size_t>(t.index())] = r.sets;
  for (const LaidTile& t : v.line.tiles()) --left[static_cast<std::size_t>(t.tile().index())];
  for (Tile t : v.hand) --left[static_cast<std::size_t>(t.index())];
  for (int t = 0; t < LineSearchState::kMaxTiles; ++t)
    for (int c = 0; c < left[static_cast<std::size_t>(t)]; ++c) items_.push_back(t);

  // Holders: the other seats, then the boneyard (Draw) or the sleeping tiles (Block).
  std::vector<int> capacity;
  int in_hands = 0;
  for (int s = 0; s < n; ++s)
    if (s != me) {
      holder_seat_.push_back(s);
      capacity.push_back(v.hand_counts[static_cast<std::size_t>(s)]);
      in_hands += capacity.back();
    }
  pile_ = static_cast<int>(holder_seat_.size());
  holder_seat_.push_back(-1);
  capacity.push_back(static_cast<int>(items_.size()) - in_hands);

  const auto lack = lacking_numbers(v);
  const auto decider = inference == LineInference::Full ? deciding_tile(v) : std::nullopt;
  std::vector<bool> drew(static_cast<std::size_t>(n), false);
  for (const auto& e : v.log)
    if (e.move == "draw") drew[static_cast<std::size_t>(e.seat)] = true;
  const auto mask_for = [&](bool constrained) {
    std::vector<std::uint32_t> allowed;
    for (int t : items_) {
      const Tile tile = tile_of_index(t);
      std::uint32_t m = 1u << pile_;
      for (int h = 0; h < pile_; ++h) {
        const int s = holder_seat_[static_cast<std::size_t>(h)];
        const auto su = static_cast<std::size_t>(s);
        if (constrained) {
          if (lack[su] & ((1u << tile.hi) | (1u << tile.lo))) continue;
          if (decider && !drew[su] &&
              (beats(tile, *decider, r.opener) || (tile == *decider && s < v.opener)))
            continue;
        }
        m |= 1u << h;
      }
      allowed.push_back(m);
    }
    return allowed;
  };
  allowed_ = mask_for(true);
  sampler_.emplace(allowed_, capacity);
  if (!sampler_->possible()) {  // should not happen; never leave the bot without a world
    allowed_ = mask_for(false);
    sampler_.emplace(allowed_, capacity);
  }

  if (model.candidates <= 1 || inference != LineInference::Full) return;
  model_ = model;
  for (int t = 0; t < LineSearchState::kMaxTiles; ++t)
    appeal_[static_cast<std::size_t>(t)] =
        search::portable_exp(model.beta * (kT.pips[t] + (kT.hi[t] == kT.lo[t] ? model.double_bonus : 0)));
  // Walk back through the log: a seat's hand at a play is its hand now and what it played
  // since, as long as it has not drawn since (what it drew is not known).
  std::vector<TileBits> later(static_cast<std::size_t>(n));
  std::vector<bool> drew_since(static_cast<std::size_t>(n), false);
  for (auto e = v.log.rbegin(); e != v.log.rend(); ++e) {
    const auto s = static_cast<std::size_t>(e->seat);
    if (e->seat == me || drew_since[s]) continue;
    if (e->move == "draw") {
      drew_since[s] = true;
      continue;
    }
    if (e->move == "pass") continue;
    const auto tile = parse_tile(e->move.substr(0, e->move.find(':')));
    if (!tile) continue;
    later[s].set(tile->index());
    const bool opened = e->left < 0;
    if (opened && v.rules.opener_plays_deciding_tile) continue;  // no choice
    choices_.push_back({e->seat, e->left, e->right, later[s]});
  }
}

double LineDeterminizer::likelihood(const LineSearchState& w) const {
  double p = 1;
  for (const Choice& c : choices_) {
    const TileBits hand = w.one_[c.seat] | c.later;
    double total = 0;
    if (c.left < 0) {
      hand.each([&](int t) { total += appeal_[static_cast<std::size_t>(t)]; });
    } else {
      (hand & kT.shows[c.left]).each([&](int t) { total += appeal_[static_cast<std::size_t>(t)]; });
      (hand & kT.shows[c.right]).each([&](int t) { total += appeal_[static_cast<std::size_t>(t)]; });
    }
    p /= total;  // the chosen tile's own appeal is the same in every world
  }
  return p;
}

// With a play model, sampling-importance-resampling: of `candidates` uniform deals, one in
// proportion to how likely the others' past plays were in it (kept as a weighted reservoir:
// each new deal replaces the pick with its share of the weight so far).
LineSearchState LineDeterminizer::sample(Rng& rng) const {
  if (model_.candidates <= 1 || choices_.empty()) return deal(rng);
  LineSearchState pick = deal(rng);
  double total = likelihood(pick);
  for (int i = 1; i < model_.candidates; ++i) {
    LineSearchState next = deal(rng);
    const double w = likelihood(next);
    total += w;
    if (rng.unit() * total < w) pick = next;
  }
  return pick;
}

LineSearchState LineDeterminizer::deal(Rng& rng) const {
  LineSearchState s = base_;
  sampler_->sample(rng, holder_);
  int pile = 0;
  for (std::size_t i = 0; i < holder_.size(); ++i) {
    const int t = items_[i];
    if (holder_[i] == pile_)
      s.boneyard_[static_cast<std::size_t>(pile++)] = static_cast<std::uint8_t>(t);
    else
      s.give(holder_seat_[static_cast<std::size_t>(holder_[i])], t);
  }
  if (s.draw_game_) {
    for (int i = pile - 1; i > 0; --i)
      std::swap(s.boneyard_[static_cast<std::size_t>(i)], s.boneyard_[static_cast<std::size_t>(rng.below(i + 1))]);
    s.bone_top_ = 0;
    s.bone_end_ = static_cast<std::uint8_t>(pile);
  }
  return s;
}


// --- The search players ------------------------------------------------------------------

std::unique_ptr<BotThinking> line_search(const LineView& view, int iterations, Rng& rng, LinePlayModel model,
                                         search::Aim aim) {
  const auto legal = view.legal_moves();
  if (legal.size() <= 1) return decided(legal.empty() ? std::string() : legal.front());
  return std::make_unique<search::SearchThinking<LineSearchState, LineDeterminizer>>(
      std::make_unique<LineDeterminizer>(view, LineInference::Full, model, aim), iterations, rng.next(),
      [](const LineDeterminizer& w, search::Move m) { return w.base().move_text(m); }, kLineExploration);
}

std::string line_search_move(const LineView& view, int iterations, Rng& rng, LinePlayModel model, search::Aim aim) {
  return think_through(*line_search(view, iterations, rng, model, aim));
}

namespace {

// The reference's worlds: the voids-only deals, seen as search::PlainPoints.
class ReferenceWorlds {
 public:
  explicit ReferenceWorlds(const LineView& view) : deals_(view, LineInference::Voids) {}
  search::PlainPoints<LineSearchState> sample(Rng& rng) const { return search::PlainPoints(deals_.sample(rng)); }
  std::string move_text(search::Move m) const { return deals_.base().move_text(m); }

 private:
  LineDeterminizer deals_;
};

}  // namespace

std::unique_ptr<BotThinking> line_reference_search(const LineView& view, int iterations, Rng& rng) {
  const auto legal = view.legal_moves();
  if (legal.size() <= 1) return decided(legal.empty() ? std::string() : legal.front());
  return std::make_unique<search::SearchThinking<search::PlainPoints<LineSearchState>, ReferenceWorlds>>(
      std::make_unique<ReferenceWorlds>(view), iterations, rng.next(),
      [](const ReferenceWorlds& w, search::Move m) { return w.move_text(m); }, search::kReferenceExploration);
}

}  // namespace boneyard
