// The match shared by the trick games (Black Tile, Domino Whist, Domino Hearts): Self is
// the game's match class, Item a domino tile or a card, RoundResult the game's round
// summary with the `points` each seat scores.
//
// TrickMatch holds the state every trick game has (the generator, the round, the phase and
// the turn, the hands, the 3-item pass, the trick on the table and the round's tricks, what
// each seat captured, the scores, the round's result and the match's winners) and answers
// the Match interface from it, create() and clone() included. A game adds its rules, its
// own phases and scoring, and its seat view: view() and full_set(), the moves
// (canonical_move, why_illegal, apply), the deal (start_round), and a constructor from
// (info, options, seed) that the base may call (`friend TrickMatch`). Its moves go through
// the shared steps choose_pass(), add_play() and take_trick(); bank_round() scores a round
// whose end match_end_winners() decides.
#pragma once

#include <algorithm>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "core/match.h"
#include "core/rng.h"
#include "trick/plays.h"
#include "trick/trick_view.h"
#include "trick/tricks.h"

namespace boneyard {

template <class Self, class Item, class RoundResult>
class TrickMatch : public Match {
 public:
  // Deals the first round; refuses a bad scripted deal.
  static Result<std::unique_ptr<Match>> create(const GameInfo& info, const Options& options, std::uint64_t seed,
                                               const std::optional<Deal>& deal) {
    return begin(std::unique_ptr<Match>(new Self(info, options, seed)), deal);
  }

  Phase phase() const override { return phase_; }
  int to_move() const override { return round_over() ? -1 : turn_; }
  int round() const override { return round_; }
  std::vector<std::string> legal_moves() const override {  // the mover's, as their view has them
    if (to_move() < 0) return {};
    return view(turn_)->legal_moves();
  }
  std::vector<int> scores() const override { return scores_; }
  std::vector<int> winners() const override {
    if (phase_ == Phase::MatchOver) return match_winners_;
    if (phase_ != Phase::RoundOver || !result_) return {};
    return best_seats(result_->points, lowest_wins_);  // the round's best
  }
  std::unique_ptr<Match> clone() const override {
    return std::unique_ptr<Match>(new Self(static_cast<const Self&>(*this)));
  }
  Json to_json() const override { return view(-1)->to_json(); }
  // Every hand, every captured pile and the trick on the table; a game adds its extra places.
  std::vector<std::string> census() const override {
    std::vector<std::string> out;
    for (std::size_t s = 0; s < hands_.size(); ++s) {
      for (const Item& i : hands_[s]) out.push_back(i.str() + "@hand" + std::to_string(s));
      for (const Item& i : captured_[s]) out.push_back(i.str() + "@taken" + std::to_string(s));
    }
    for (const auto& p : trick_) out.push_back(played(p).str() + "@trick");
    return out;
  }

  const std::vector<std::vector<Item>>& hands() const { return hands_; }

 protected:
  using Suit = typename TrickItem<Item>::Suit;

  // `lowest_wins`: a penalty game, where the round's best is the lowest score.
  TrickMatch(const GameInfo& info, const Options& options, std::uint64_t seed, bool lowest_wins)
      : Match(info, options, seed),
        rng_(seed),
        scores_(static_cast<std::size_t>(players()), 0),
        lowest_wins_(lowest_wins) {}
  TrickMatch(const TrickMatch&) = default;

  bool round_over() const { return phase_ == Phase::RoundOver || phase_ == Phase::MatchOver; }

  // In the pass, the legal moves are every three items of the mover's hand (pass_moves: 286
  // of them in a 13-card hand), so a pass is checked against the hand instead of the list.
  bool is_legal(const std::string& canonical) const override {
    if (phase_ != Phase::Pass) return Match::is_legal(canonical);
    if (canonical.rfind("pass:", 0) != 0) return false;
    const auto names = pass_names(canonical);
    if (names.size() != 3) return false;
    const auto& hand = hands_[static_cast<std::size_t>(turn_)];
    std::vector<bool> taken(hand.size(), false);
    for (const auto& name : names) {
      std::size_t i = 0;
      while (i < hand.size() && (taken[i] || hand[i].str() != name)) ++i;
      if (i == hand.size()) return false;
      taken[i] = true;
    }
    return true;
  }

  // Empties the round's passes, tricks, captures and result (the hands are the game's to deal).
  void clear_round() {
    const auto n = static_cast<std::size_t>(players());
    chosen_.assign(n, {});
    sent_.assign(n, {});
    received_.assign(n, {});
    captured_.assign(n, {});
    trick_.clear();
    tricks_.clear();
    led_suit_.reset();
    result_.reset();
  }

  // The pass, made in seat order from seat 0.
  void start_pass() {
    phase_ = Phase::Pass;
    turn_ = 0;
  }
  // Records the three the mover passes; once every seat has chosen, hands them all on
  // `offset` seats (exchange()) and returns true.
  bool choose_pass(std::vector<Item> three, int offset) {
    chosen_[static_cast<std::size_t>(turn_)] = std::move(three);
    if (static_cast<std::size_t>(turn_) + 1 < hands_.size()) {
      ++turn_;
      return false;
    }
    sent_ = chosen_;
    for (auto& s : sent_) std::sort(s.begin(), s.end());
    exchange(hands_, chosen_, received_, offset);
    return true;
  }

  // Moves `item` from the mover's hand to the trick (the game sets `led_suit_` on a lead);
  // returns true when everyone has played to it, else the turn passes on.
  bool add_play(const Item& item) {
    auto& hand = hands_[static_cast<std::size_t>(turn_)];
    hand.erase(std::find(hand.begin(), hand.end(), item));
    trick_.push_back({turn_, item});
    if (trick_.size() == hands_.size()) return true;
    turn_ = (turn_ + 1) % static_cast<int>(hands_.size());
    return false;
  }
  // Gives the complete trick to `winner`, who leads the next; returns true when it was the
  // round's last.
  bool take_trick(int winner) {
    auto& pile = captured_[static_cast<std::size_t>(winner)];
    for (const auto& p : trick_) pile.push_back(played(p));
    if constexpr (std::is_same_v<Item, Tile>)
      tricks_.push_back({{leader_, trick_, winner}, *led_suit_});
    else
      tricks_.push_back({leader_, trick_, winner});
    trick_.clear();
    led_suit_.reset();
    leader_ = turn_ = winner;
    return hands_[static_cast<std::size_t>(winner)].empty();
  }

  // Adds the round's `points` to the scores, then ends the round, or the match once
  // match_end_winners() names its winners (`note`, the round's explanation, gets why a tie plays on).
  void bank_round(const std::vector<int>& points, const MatchEnd& rule, int (*side_of)(int, int), int side_arg,
                  std::string& note) {
    for (std::size_t s = 0; s < scores_.size(); ++s) scores_[s] += points[s];
    match_winners_ = match_end_winners(scores_, rule, side_of, side_arg, note);
    phase_ = match_winners_.empty() ? Phase::RoundOver : Phase::MatchOver;
  }

  // Fills the shared part of a seat view (TrickView::fill_table); `hands_open` shows every hand.
  void fill_view(TrickView<Item>& v, int seat, bool hands_open) const {
    v.fill_table(*this, seat, hands_open,
                 {hands_, chosen_, sent_, received_, leader_, led_suit_, trick_, tricks_, match_winners_});
  }

  Rng rng_;
  int round_ = 0;
  Phase phase_ = Phase::Play;
  int turn_ = 0;
  std::vector<std::vector<Item>> hands_;
  std::vector<std::vector<Item>> chosen_;    // each seat's pass, while the pass phase lasts
  std::vector<std::vector<Item>> sent_;      // what each seat handed on in the exchange
  std::vector<std::vector<Item>> received_;  // what each seat received in the exchange
  int leader_ = 0;                           // leads the trick on the table
  std::optional<Suit> led_suit_;             // of the trick on the table, once led
  std::vector<Play<Item>> trick_;
  std::vector<typename TrickItem<Item>::Record> tricks_;  // the round's completed tricks
  std::vector<std::vector<Item>> captured_;               // what each seat took in tricks
  std::vector<int> scores_;
  std::optional<RoundResult> result_;
  std::vector<int> match_winners_;

 private:
  bool lowest_wins_;
};

}  // namespace boneyard
