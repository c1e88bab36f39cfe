// The line games (Block, Draw) as a compact search state, its determinization, and the
// search-based computer players built on them (docs/rules.md ("Block")-§2, engine/search/ismcts.h).
//
// LineSearchState is one round of Block or Draw reduced to what play needs: each hand a
// set of tile indices (Tile::index(), 0..90 for double-twelve; with `sets = 2` a second
// bit set holds the second copy), the two open ends, the boneyard as a sequence drawn from
// the top, whose turn it is and whether it has drawn this turn. No strings, no heap, no
// virtual calls: copied by value thousands of times per decision. It follows every
// LineRules option that acts within a round; min_score (what a round banks) does not act
// on play and is left out of the reward. It is exactly the Match's round: the differential
// test (tests/engine/line_search_test.cpp) plays both side by side.
//
// Moves are small integers: `tile * 2 + end` (end 0 = left, 1 = right) for a play,
// kOpen + tile for the round's first tile, kDraw, kPass.
//
// LineDeterminizer deals, from a LineView only, the tiles the seat cannot see (the other
// hands, the boneyard or the sleeping tiles) uniformly among the deals consistent with what
// it knows: its hand, the line, the counts, and the numbers other seats are known to lack
// (see lacking_numbers()), optionally weighed by what their past plays say (LinePlayModel).
// line_search_move() runs ISMCTS over those deals.
//
// line_reference_search() is the arena's yardstick (level kLineReferenceLevel, issue 27;
// search/reference.h): plain ISMCTS over the same state, in points, with random playouts,
// over worlds that use the voids only (LineInference::Voids).
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/rng.h"
#include "line/line_match.h"
#include "search/deal_sampler.h"
#include "search/ismcts.h"
#include "search/stakes.h"

namespace boneyard {

// A set of tile indices (up to 128).
struct TileBits {
  std::uint64_t w[2] = {0, 0};
  bool test(int i) const { return (w[i >> 6] >> (i & 63)) & 1u; }
  void set(int i) { w[i >> 6] |= std::uint64_t{1} << (i & 63); }
  void reset(int i) { w[i >> 6] &= ~(std::uint64_t{1} << (i & 63)); }
  bool any() const { return (w[0] | w[1]) != 0; }
  int count() const { return std::popcount(w[0]) + std::popcount(w[1]); }
  TileBits operator&(const TileBits& o) const { return {{w[0] & o.w[0], w[1] & o.w[1]}}; }
  TileBits operator|(const TileBits& o) const { return {{w[0] | o.w[0], w[1] | o.w[1]}}; }
  template <class F>
  void each(F f) const {  // every index, ascending
    for (int k = 0; k < 2; ++k)
      for (std::uint64_t x = w[k]; x; x &= x - 1) f(k * 64 + std::countr_zero(x));
  }
  bool operator==(const TileBits&) const = default;
};

Tile tile_of_index(int index);  // the inverse of Tile::index()

// The match around a round (for the coach's chance to win it): the totals before the round,
// how the match ends, and (min_score) who has banked a round yet.
struct LineStakes {
  search::MatchStakes match;
  int min_score = 0;
  std::uint16_t on_board = 0;  // bit per seat
};

class LineSearchState {
 public:
  static constexpr int kMaxPlayers = 10;
  static constexpr int kMaxTiles = 91;      // double-twelve
  static constexpr int kMaxMoves = 48;      // openings: a hand (<= 40); plays: 2 x 13 ends, + pass
  static constexpr int kMaxBoneyard = 182;  // two double-twelve sets
  static constexpr search::Move kDraw = 2 * kMaxTiles, kPass = kDraw + 1, kOpen = kDraw + 2;

  LineSearchState() = default;
  // The state of a round: `hands` every seat's tiles, `boneyard` top first (Draw).
  static LineSearchState make(const LineRules& rules, const Line& line, const std::vector<std::vector<Tile>>& hands,
                              const std::vector<Tile>& boneyard, int to_move, bool drew_this_turn,
                              std::optional<Tile> required_opening);

  // --- search::State ---
  int to_move() const { return over_ ? -1 : turn_; }
  int moves(search::Move* out) const;  // in a fixed order (not the protocol's)
  void apply(search::Move m);
  // At the round's end, in [0, 1]: 0.5 + (the seat's points - the others' mean points) /
  // (2 x scale), clamped, where scale is one full hand's expected pips (hand_size x N: a
  // double-N tile averages N pips). Linear in the margin, so a bigger win is better and a
  // smaller loss is better, as the match score sees it; the others' mean (not their best)
  // keeps the rewards of all seats summing to a constant (a zero-sum game for the search).
  // Points follow win_score and block_tie; min_score is ignored (it only delays banking).
  // When the round can decide the match and the search aims at it (LineStakes' match
  // .decisive: search/stakes.h), the reward is mostly the match: MatchStakes::reward().
  double reward(int seat) const;
  // The round in points (search::Scored): the seat's points minus the others' average.
  double score(int seat) const;
  bool penalty() const { return false; }
  // Once over, what the round does to the match for the seat (LineStakes, when the state was
  // dealt by a LineDeterminizer): 1 wins it, 0 loses it, -1 it goes on.
  int match_result(int seat) const;
  search::Move rollout_move(Rng& rng) const;

  // --- Inspection ---
  int players() const { return players_; }
  bool over() const { return over_; }
  bool blocked() const { return blocked_; }  // once over: blocked, else someone went out
  int domino_seat() const { return domino_; }
  int points(int seat) const { return points_[seat]; }  // once over (no min_score)
  bool winner(int seat) const { return (winners_ >> seat) & 1u; }
  int pips(int seat) const;
  int hand_count(int seat) const { return count_[seat]; }
  int copies(int seat, int tile) const { return one_[seat].test(tile) + two_[seat].test(tile); }
  int boneyard_tile(int i) const { return boneyard_[bone_top_ + i]; }  // 0: the top
  int boneyard_count() const { return bone_end_ - bone_top_; }
  bool line_empty() const { return left_ < 0; }
  int left_end() const { return left_; }
  int right_end() const { return right_; }
  // A move in protocol notation ("6-4:L", "6-6", "draw", "pass") for this state.
  std::string move_text(search::Move m) const;

 private:
  friend class LineDeterminizer;
  void give(int seat, int tile);
  void take(int seat, int tile);
  void end_turn();
  void finish(bool blocked, int domino_seat);
  bool nobody_can_play() const;
  std::array<int, search::MatchStakes::kMaxSeats> banked() const;  // once over, what each seat banks (min_score)

  // Rules
  std::int8_t players_ = 2, set_ = 6, sets_ = 1, hand_size_ = 7;
  bool draw_game_ = false, net_ = true, tie_scores_ = true;
  DrawRule draw_rule_ = DrawRule::UntilPlayable;
  // Round
  std::int8_t turn_ = 0, left_ = -1, right_ = -1, required_ = -1, domino_ = -1;
  bool drew_ = false, over_ = false, blocked_ = false;
  std::uint16_t winners_ = 0;
  std::uint8_t bone_top_ = 0, bone_end_ = 0;
  std::array<std::uint8_t, kMaxPlayers> count_{};
  std::array<std::uint8_t, 13> on_line_{};  // tiles on the line showing each number (Draw's block test)
  std::array<std::int16_t, kMaxPlayers> points_{};
  std::array<TileBits, kMaxPlayers> one_{}, two_{};  // tiles held at least once / twice
  std::array<std::uint8_t, kMaxBoneyard> boneyard_{};
  const LineStakes* stakes_ = nullptr;  // owned by the LineDeterminizer that dealt it
};

// Numbers each seat surely lacks now (bit n: no tile showing n), from the public log:
// a seat that passed or had to draw held nothing showing either open end. In Block that
// lasts (hands only shrink). In Draw a later draw may bring such tiles, so a void is kept
// only while it is exact: the tiles drawn during that same turn were played or did not fit
// (until_playable; one_then_choose ending in the drawn tile's play), and no tile drawn on a
// later turn stayed in hand. A void a draw may have filled is forgotten (an approximation:
// the seat then holds at most that many such tiles, which the masks cannot say).
std::vector<std::uint16_t> lacking_numbers(const LineView& view);

// Deals the hidden tiles for the seat of `view` (the seat to move), uniformly among the
// deals that fit what it knows (search::DealSampler). Built once per decision; sample() is
// cheap. Besides the voids above it uses who opened when the deciding tile is known (the
// seat is the opener and has not drawn, or opener_plays_deciding_tile): no other seat was
// dealt a tile that would have beaten it, though in Draw a seat that has drawn may hold one
// now. Which tile a player chose over another is weighed, not ruled out: LinePlayModel.
//
// What a determinizer infers from the log besides the tiles played: everything below
// (Full, the players'), or only the voids of lacking_numbers() (Voids, the reference level's:
// "every end it could not play on", nothing from who opened).
enum class LineInference { Full, Voids };

// How the other seats are thought to choose their plays, to weigh the deals by what their
// past plays say of their hands: a seat picks among the tiles it could play with odds
// exp(beta x (pips + double_bonus for a double)), so a world where it held a heavier tile
// that fitted, and kept it, is less likely. Each world is chosen from `candidates` uniform
// ones (sampling-importance-resampling); 1 keeps the worlds uniform. Only plays made since
// the seat last drew count (what it drew is unknown), and an opening forced by the rules
// says nothing.
struct LinePlayModel {
  double beta = 0;
  int double_bonus = 0;
  int candidates = 1;
};

class LineDeterminizer {
 public:
  // `model`: how the worlds are weighed (LinePlayModel); `aim`: what the states' rewards play
  // for (search/stakes.h): with Aim::Match, the match when this round can decide it.
  explicit LineDeterminizer(const LineView& view, LineInference inference = LineInference::Full,
                            LinePlayModel model = {}, search::Aim aim = search::Aim::Round);
  bool possible() const { return sampler_->possible(); }
  bool exact() const { return sampler_->exact(); }  // exactly uniform (else close to it)
  LineSearchState sample(Rng& rng) const;
  // How likely the other seats' past choices were in `world`, up to a constant factor.
  double likelihood(const LineSearchState& world) const;
  const LineSearchState& base() const { return base_; }  // the seat's own knowledge, others empty

  // For tests: the hidden tile copies, where each may lie (bit h), and who holder h is
  // (a seat, or -1 for the boneyard / the sleeping tiles).
  const std::vector<int>& items() const { return items_; }
  const std::vector<std::uint32_t>& allowed() const { return allowed_; }
  const std::vector<int>& holder_seats() const { return holder_seat_; }

 private:
  LineSearchState base_;
  std::shared_ptr<const LineStakes> stakes_;  // base_ points at it; shared by copies
  std::vector<int> items_;
  std::vector<std::uint32_t> allowed_;
  std::vector<int> holder_seat_;
  std::optional<search::DealSampler> sampler_;
  mutable std::vector<int> holder_;  // a deal's holders, its storage kept from one deal to the next
  int pile_ = 0;  // the holder index of the boneyard / sleeping tiles
  LineSearchState deal(Rng& rng) const;
  // A past play by another seat: the ends it played to (-1: it opened), and the tiles it
  // played from then on (this one too), so its hand then is its hand now and these.
  struct Choice {
    int seat = 0, left = -1, right = -1;
    TileBits later;
  };
  std::vector<Choice> choices_;
  std::array<double, LineSearchState::kMaxTiles> appeal_{};  // exp(beta x a tile's worth)
  LinePlayModel model_;
};


// The search players' budgets (iterations of ISMCTS per move, never time).
constexpr int kHardIterations = 200;
constexpr int kExpertIterations = 30000;
// UCB's exploration constant, on the rewards above (a margin of a hand's pips spans 0.5).
constexpr double kLineExploration = 0.5;
// Expert's play model (LinePlayModel): over 2,000 duplicate Block deals (2 players, 4,000
// iterations against ismcts_ref) uniform worlds took -0.08 +- 0.13 points per round, this
// +0.46 +- 0.14 (beta 0.4: +0.41; 16 candidates: +0.34); with Expert's 30,000 iterations,
// +0.52 +- 0.13 (uniform: +0.10 +- 0.11).
constexpr LinePlayModel kExpertPlayModel{0.2, 2, 8};
// The move ISMCTS picks for the seat to move of `view` with `iterations`, seeded from `rng`,
// over worlds weighed by `model`: all at once, or in slices (BotThinking); the same move
// either way. `aim`: for the round's margin (Hard, and Expert before issue 27), or for the
// match when the round can decide it.
std::string line_search_move(const LineView& view, int iterations, Rng& rng, LinePlayModel model = {},
                             search::Aim aim = search::Aim::Round);
std::unique_ptr<BotThinking> line_search(const LineView& view, int iterations, Rng& rng, LinePlayModel model = {},
                                         search::Aim aim = search::Aim::Round);

// The reference level, for the arena only (GameInfo::reference_level; never in bot_levels()):
// search/reference.h's plain ISMCTS (4,000 iterations, UCB1 constant 20 on the round's margin
// in points, uniformly random playouts, the most visited move) over LineInference::Voids worlds.
inline constexpr std::string_view kLineReferenceLevel = "ismcts_ref";
std::unique_ptr<BotThinking> line_reference_search(const LineView& view, int iterations, Rng& rng);

}  // namespace boneyard
