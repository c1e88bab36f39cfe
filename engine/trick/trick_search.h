// The play of a trick game's round, compact for searching (engine/search/ismcts.h): Black
// Tile, Domino Whist and Domino Hearts from the first lead to the last trick.
//
// Items are indexed 0..63 (a domino by Tile::index(), up to 55 with double-nine; a card by
// suit * 13 + rank - 2); hands are bit sets. What does not change during a round lives in
// TrickTables, shared by pointer by every copy of the state: each suit's members and ranks
// (docs/rules.md ("Terms used in every game"), trumps applied), the suits each item may be led as, each item's penalty
// points, and how the round is scored. A move is the item's index, plus 64 * (suit + 1)
// when the item is led and could be led as more than one suit (a domino's two numbers).
//
// The Match stays the referee: this state is built from a determinized deal (each game's
// *_search.cpp) and checked against the Match move for move in tests/engine/trick_search_test.cpp.
#pragma once

#include <array>
#include <cstdint>

#include <vector>

#include "core/rng.h"
#include "search/deal_sampler.h"
#include "search/ismcts.h"
#include "search/stakes.h"

namespace boneyard {

constexpr int kMaxTrickSeats = 5;
constexpr int kMaxTrickSuits = 12;  // double-nine: numbers 0..9 and the doubles

struct TrickTables {
  enum class Scoring : std::uint8_t {
    Penalty,   // points taken are bad (Hearts, Black Tile); a moon turns them on the others
    Contract,  // Whist: the bid side makes its bid in tricks or goes down
  };
  int players = 4;
  int suits = 4;
  std::array<std::uint64_t, kMaxTrickSuits> members{};              // the items of each suit
  std::array<std::array<std::uint8_t, 64>, kMaxTrickSuits> rank{};  // within a suit: higher wins
  std::array<std::uint16_t, 64> lead_as{};                          // bit per suit the item may lead
  std::array<std::int8_t, 64> points{};                             // penalty points per item
  std::array<std::uint8_t, 64> danger{};  // Penalty rollouts: how much an item hurts to keep (points, then height)
  int trump = -1;                         // a suit, or -1: none
  int hearts = -1;                        // a suit not led until broken (unless the hand holds only it)
  std::uint64_t breaks = 0;               // items whose play breaks it
  Scoring scoring = Scoring::Penalty;
  bool partnership = false;  // seats 0+2 against 1+3
  int moon_points = 0;       // Penalty: a side taking every point gives each other side this (0: no moon)
  int bid_seat = -1;         // Contract: the declarer
  int bid_tricks = 0;        //           and the tricks bid
  // The match around the round (the coach's chance to win it), and a moon's choices for its
  // shooter (Hearts): bit 0 everyone else +26 (final_points()), bit 1 the shooter -26, bit
  // 2 one other seat +26.
  search::MatchStakes stakes;
  std::uint8_t moon_choices = 1;

  int side(int seat) const { return partnership ? seat % 2 : seat; }
  bool in(int suit, int item) const { return (members[static_cast<std::size_t>(suit)] >> item) & 1u; }
  bool is_trump(int item) const { return trump >= 0 && in(trump, item); }
};

class TrickState {
 public:
  static constexpr int kMaxMoves = 64;

  // An empty round: fill the hands and the rest with the setters below.
  explicit TrickState(const TrickTables& tables) : t_(&tables) {}

  // --- search::State ---
  int to_move() const { return left_ > 0 ? turn_ : -1; }
  int moves(search::Move* out) const;
  void apply(search::Move m);
  // The round's margin (see margin()), or, when the round can decide the match and the search
  // aims at it (TrickTables::stakes.decisive: search/stakes.h), mostly the match: MatchStakes::reward().
  double reward(int seat) const;
  // The round's outcome in points (search::Scored): the penalty points the seat's side takes
  // (moon included), or in a contract its side's score minus the other sides' average.
  double score(int seat) const;
  bool penalty() const { return t_->scoring == TrickTables::Scoring::Penalty; }
  // Once over, what the round does to the match for the seat's side (search::MatchStakes):
  // 1 wins it, 0 loses it, -1 it goes on. A moon's shooter makes the choice best for it.
  int match_result(int seat) const;
  // The playout policy: one move in eight at random; otherwise, in a penalty game, duck
  // under the trick's best with the highest item that still loses, take it as cheaply as
  // possible when nothing loses (as dearly as possible when last and it is clean), dump the
  // most dangerous item when void, and lead the lowest of a random suit. In a contract, every
  // seat follows to win: the cheapest item that beats the trick (unless a partner is already
  // winning it), else the weakest it holds; leads are random.
  search::Move rollout_move(Rng& rng) const;

  // --- Building a state (from a deal) ---
  void give(int seat, int item) { hand_[static_cast<std::size_t>(seat)] |= std::uint64_t{1} << item; }
  void set_turn(int seat) { turn_ = leader_ = static_cast<std::int8_t>(seat); }
  void set_forced(int item) { forced_ = static_cast<std::int8_t>(item); }  // the round's first lead
  void set_broken(bool broken) { broken_ = broken; }
  void set_taken(int seat, int points, int tricks) {
    points_[static_cast<std::size_t>(seat)] = static_cast<std::int16_t>(points);
    tricks_[static_cast<std::size_t>(seat)] = static_cast<std::int8_t>(tricks);
  }
  void set_moon_total(int total) { moon_total_ = static_cast<std::int16_t>(total); }  // points a moon takes
  void set_first_trick_bonus(int points) { bonus_ = static_cast<std::int8_t>(points); }
  void set_tricks_done(int n) { done_ = static_cast<std::int8_t>(n); }
  // Replays a play of the trick on the table (before the seat to move plays): `suit` is the led
  // suit for the first. Call set_turn(leader) first, then once per play, in order.
  void replay(int item, int suit);
  void count_cards();  // once the hands are given: how many plays are left

  // --- Reading ---
  std::uint64_t hand(int seat) const { return hand_[static_cast<std::size_t>(seat)]; }
  int points(int seat) const { return points_[static_cast<std::size_t>(seat)]; }
  int tricks(int seat) const { return tricks_[static_cast<std::size_t>(seat)]; }
  int leader() const { return leader_; }
  int led() const { return led_; }
  int in_trick() const { return count_; }
  bool broken() const { return broken_; }
  // Each side's final points with the moon applied (Penalty), per seat.
  std::array<int, kMaxTrickSeats> final_points() const;

  static int item_of(search::Move m) { return m & 63; }
  static int suit_of(search::Move m) { return (m >> 6) - 1; }  // -1: not named in the move

 private:
  // The seat's side against the other sides in points (positive: ahead), and the scale that
  // bounds it (for reward()).
  double margin(int seat, int* scale) const;
  int moon_side() const;  // the side that took every point (a moon), or -1
  // Once over, the round as the match banks it: each seat's points (a moon's shooter making
  // the choice best for it), and in a contract the declarers' side and whether they made it.
  struct Banked {
    std::array<int, search::MatchStakes::kMaxSeats> round{};
    int declarers = -1;
    bool made = false;
  };
  Banked banked() const;
  void play(int item, int suit);
  int strength(int item) const;
  search::Move contract_follow(std::uint64_t may, bool following) const;

  const TrickTables* t_;
  std::array<std::uint64_t, kMaxTrickSeats> hand_{};
  std::array<std::int16_t, kMaxTrickSeats> points_{};
  std::array<std::int8_t, kMaxTrickSeats> tricks_{};
  std::int16_t left_ = 0;        // plays left in the round
  std::int16_t moon_total_ = 0;  // points that make a moon (0: none possible)
  std::int16_t trick_points_ = 0;
  std::int8_t turn_ = 0, leader_ = 0, led_ = -1, count_ = 0;
  std::int8_t best_seat_ = 0;
  std::uint8_t best_rank_ = 0;
  bool best_trump_ = false;
  bool broken_ = false;
  std::int8_t forced_ = -1;
  std::int8_t bonus_ = 0;  // points the first trick's winner takes besides (Black Tile's dead tile)
  std::int8_t done_ = 0;   // tricks completed
};

static_assert(search::State<TrickState>);

// A trick game's determinization, once a game has described what a seat knows: the state
// every world shares (`known`: the seat's own hand, items known to be in another hand, the
// table so far), and each item it cannot place with the holders that may have it. Built
// once per decision; sample() then deals as often as the search needs, uniformly over every
// deal that fits (search::DealSampler). Holds the tables its states point to: not movable.
class TrickWorlds {
 public:
  explicit TrickWorlds(const TrickTables& tables) : tables_(tables), known(tables_) {}
  TrickWorlds(const TrickWorlds&) = delete;
  TrickWorlds& operator=(const TrickWorlds&) = delete;

  // Describing the unknown, before ready(): a holder is a seat (or -1: a place aside, such as
  // Black Tile's dead tile) with how many unknown items it holds; an item comes with the
  // holders (bits, in the order added) that may hold it.
  int add_holder(int seat, int count);
  void hide(int item, std::uint32_t holders);
  void ready();

  bool possible() const { return sampler_.possible(); }
  bool exact() const { return sampler_.exact(); }
  // One world; the items dealt aside go to `aside` when given.
  TrickState sample(Rng& rng, std::vector<int>* aside = nullptr) const;

  const TrickTables& tables() const { return tables_; }
  const std::vector<int>& unknown() const { return unknown_; }
  const std::vector<int>& holders() const { return seats_; }  // the seat of each holder (-1: aside)

 private:
  TrickTables tables_;

 public:
  TrickState known;

 private:
  std::vector<int> seats_, counts_, unknown_;
  std::vector<std::uint32_t> allowed_;
  search::DealSampler sampler_{{}, {}};
  mutable std::vector<int> holder_;  // a deal's holders, its storage kept from one deal to the next
};

// The worlds after a 3-item pass the seat is weighing (phase pass): the other hands dealt at
// random from the items it cannot see (the rest lie aside), each other seat passing its three
// most dangerous items (TrickTables::danger), the seat passing `pass`, all handed on
// `offset` seats; then the play begins with `leader`, or with whoever holds `first_lead`
// (which must be led). Searched from there, a world says what that pass is worth.
class PassWorlds {
 public:
  struct Setup {
    int seat = 0;
    std::uint64_t hand = 0;    // the seat's items before the pass
    std::uint64_t pass = 0;    // the three it passes
    std::uint64_t unseen = 0;  // every item it cannot see: the other hands and those aside
    int hand_size = 0;         // each other seat's
    int offset = 1;
    int leader = -1;  // -1: the holder of first_lead leads it
    int first_lead = -1;
    int moon_total = 0;
  };
  PassWorlds(const TrickTables& tables, const Setup& setup);
  PassWorlds(const PassWorlds&) = delete;
  PassWorlds& operator=(const PassWorlds&) = delete;
  TrickState sample(Rng& rng) const;

 private:
  TrickTables tables_;
  Setup setup_;
  std::vector<int> unseen_;
};

// The pass moves worth weighing: every three of the seat's `keep_most` most dangerous items.
std::vector<std::uint64_t> pass_candidates(const TrickTables& tables, std::uint64_t hand, int keep_most);

}  // namespace boneyard
