// Searching Domino Hearts: the round's play as a TrickState (trick/trick_search.h), and the
// determinization: deals of the cards a seat cannot see, consistent with its HeartsView.
//
// What a seat knows, and the sampler respects: its own hand; every card played, and by whom;
// how many cards each seat holds; a seat that did not follow a suit holds none of it; the
// three cards it passed are held by the seat it passed them to until they are played. Every
// deal that fits all of that is equally likely (search::DealSampler).
#pragma once

#include <memory>
#include <string>

#include "games/hearts/hearts.h"
#include "trick/trick_search.h"

namespace boneyard {

int card_item(Card c);  // 0..51
Card item_card(int item);

// TrickTables for a round of Hearts under `rules` (suits, ranks, points, hearts broken, the moon).
TrickTables hearts_tables(const HeartsRules& rules);
// The same with the match around the round (search/stakes.h): the view's totals, the target,
// the lowest wins, and the moon's choices for its shooter; `aim`: whether the rewards play for
// the match when the round can decide it (a seat takes at most 26 points in a round).
TrickTables hearts_match_tables(const HeartsView& view, search::Aim aim = search::Aim::Round);
// The whole state of a match in phase play as a TrickState (for tests: the match's own deal).
TrickState hearts_state(const HeartsView& everything, const TrickTables& tables);
// The worlds the seat of `view` (to move, phase play) may be in.
std::unique_ptr<TrickWorlds> hearts_worlds(const HeartsView& view, search::Aim aim = search::Aim::Round);

// The decision `iterations` of ISMCTS make for the seat to move in phase play, in slices;
// in phase pass, the three cards whose pass a search finds best (PassWorlds), among every three
// of its eight most dangerous cards. `aim`: for the round, or for the match (search/stakes.h).
std::unique_ptr<BotThinking> hearts_search(const HeartsView& view, int iterations, std::uint64_t seed,
                                           search::Aim aim = search::Aim::Round);
std::string hearts_search_move(const HeartsView& view, int iterations, std::uint64_t seed,
                               search::Aim aim = search::Aim::Round);  // all at once

}  // namespace boneyard
