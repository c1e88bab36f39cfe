// The seat view shared by the trick games (Black Tile, Domino Whist, Domino Hearts): what
// one seat may know of the table, for items that are domino tiles or cards.
//
// A game's view derives from TrickView<Item> and adds its own fields (rules, bids, trumps,
// the dead tile, the round's result). Its match (trick/trick_match.h) fills the shared part
// with fill_table(), then the game's own; its to_json() writes the shared fields with
// table_json(), pass_json() and last_trick_json(), adding its own between and after them in
// the order of docs/protocol.md's STATE.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/json.h"
#include "core/match.h"
#include "core/options.h"
#include "core/seat_turn.h"
#include "trick/plays.h"

namespace boneyard {

// What fill_table() copies from a trick match besides what the Match interface gives.
template <class Item>
struct TableSource {
  const std::vector<std::vector<Item>>& hands;
  const std::vector<std::vector<Item>>& chosen;                 // each seat's pass, while the pass lasts
  const std::vector<std::vector<Item>>& sent;                   // what each seat handed on in the exchange
  const std::vector<std::vector<Item>>& received;               // what each seat received in the exchange
  int leader = 0;                                               // leads the trick on the table
  std::optional<typename TrickItem<Item>::Suit> led_suit;       // of the trick on the table, once led
  const std::vector<Play<Item>>& trick;                         // the trick on the table
  const std::vector<typename TrickItem<Item>::Record>& tricks;  // the round's completed tricks
  const std::vector<int>& match_winners;                        // once the match is over
};

template <class Item>
class TrickView : public SeatView {
 public:
  int seat() const override { return seat_index; }
  int players() const override { return static_cast<int>(hand_counts.size()); }
  Phase phase() const override { return phase_; }
  int to_move() const override { return to_move_; }

  // Copies the shared state of `match` as `seat` sees it (-1: everything): a seat sees its
  // own hand, pass and receipt, and every hand once `hands_open` (the round's play is over).
  void fill_table(const Match& match, int seat, bool hands_open, const TableSource<Item>& source);

  Options options;
  int seat_index = 0;  // -1: the whole state
  Phase phase_ = Phase::Play;
  int to_move_ = -1;
  int round = 1;
  std::vector<Item> hand;                                  // this seat's items, sorted
  std::vector<int> hand_counts;                            // every seat
  std::vector<std::optional<std::vector<Item>>> hands;     // own, or every hand at round end
  std::vector<bool> pass_chosen;                           // who has chosen their three
  std::vector<Item> my_pass;                               // the three this seat chose
  std::vector<Item> received;                              // what this seat received, after the exchange
  std::vector<Item> sent;                                  // what this seat handed on, after the exchange
  int leader = 0;                                          // leads the current trick
  std::optional<typename TrickItem<Item>::Suit> led_suit;  // of the trick on the table, once led
  std::vector<Play<Item>> trick;                           // the trick on the table
  std::vector<typename TrickItem<Item>::Record> tricks;    // the completed tricks of this round
  std::vector<int> tricks_won;                             // this round, per seat
  std::vector<int> round_points;                           // the round's points so far (the game fills them)
  std::vector<int> scores;                                 // match totals
  std::vector<int> winners;        // at round_over the round's, at match_over the match's (Match::winners)
  std::vector<int> match_winners;  // once the match is over

 protected:
  // Renames every seat of the table's own fields (SeatView::turned: each game's view turns its own).
  void turn_table(const SeatTurn& t);
  // docs/protocol.md STATE, from `game` to `tricks_won`.
  Json table_json() const;
  // `pass_chosen` (in the pass phase), then this seat's `passing` and `received` if any.
  void pass_json(Json& j) const;
  // `last_trick`, once a trick of the round is complete.
  void last_trick_json(Json& j) const;
  // `explanation` with the seats {0}, {1}, ... written as "seat 0", "seat 1", ..., its phrases
  // rendered (core/i18n.h): in English, as the protocol never loads a catalogue.
  std::string explain(const std::string& text) const;
};

}  // namespace boneyard
