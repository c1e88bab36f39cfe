// Searching Domino Hearts: the round's play as a TrickState (trick/trick_search.h), and the
// determinization: deals of the cards a seat cannot see, consistent with its HeartsView.
//
// What a seat knows, and the sampler respects: its own hand; every card played, and by whom;
// how many cards each seat holds; a seat that did not follow a suit holds none of it; the
// three cards it passed are held by the seat it passed them to until they are played. Every
// deal that fits all of that is equally likely (search::DealSampler).
#pragma once

#include <optional>
#include <vector>

#include "core/rng.h"
#include "games/hearts/hearts.h"
#include "search/deal_sampler.h"
#include "search/ismcts.h"
#include "trick/trick_search.h"

namespace boneyard {

int card_item(Card c);  // 0..51
Card item_card(int item);

// Built once per decision from the view of the seat to move (phase play); then sample()
// as often as the search needs. Holds the tables the states point to: do not move it.
class HeartsSearch {
 public:
  explicit HeartsSearch(const HeartsView& view);
  HeartsSearch(const HeartsSearch&) = delete;
  HeartsSearch& operator=(const HeartsSearch&) = delete;

  bool possible() const { return sampler_.possible(); }
  bool exact() const { return sampler_.exact(); }
  TrickState sample(Rng& rng) const;  // a whole deal: the known cards where they are, the rest dealt

  const TrickTables& tables() const { return tables_; }
  const std::vector<int>& unknown() const { return unknown_; }  // items dealt by sample()
  const std::vector<int>& holders() const { return holders_; }  // the seat of each sampler holder

 private:
  TrickTables tables_;
  TrickState known_;             // the seat's own hand, the known passed cards, the table so far
  std::vector<int> unknown_;     // items of the cards this seat cannot place
  std::vector<int> holders_;     // sampler holder -> seat
  search::DealSampler sampler_;  // who may hold each unknown card
};

// TrickTables for a round of Hearts under `rules` (suits, ranks, points, hearts broken, the moon).
TrickTables hearts_tables(const HeartsRules& rules);
// The whole state of a match in phase play as a TrickState (for tests: the match's own deal).
TrickState hearts_state(const HeartsView& everything, const TrickTables& tables);

// The move `iterations` of ISMCTS choose for the seat to move in phase play.
std::string hearts_search_move(const HeartsView& view, int iterations, std::uint64_t seed);

}  // namespace boneyard
