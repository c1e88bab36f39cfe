// How to play Domino Whist (docs/rules.md ("Domino Whist")), in a player's words, for the options in force.
#include <string>

#include "content/how_to_play.h"
#include "core/i18n.h"
#include "trick/how_to_play_words.h"

namespace boneyard {

namespace {

using how_to::flag;
using how_to::number;

FigureTile trump(int a, int b, bool low_on_top = false) {
  FigureTile t = how_to::tile(a, b);
  t.face.trump = true;
  t.low_on_top = low_on_top;
  return t;
}

}  // namespace

HowToPlay whist_how_to_play(const Options& o) {
  HowToPlay page;
  const int players = number(o, "players", 4);
  const bool partners = players == 4 && flag(o, "partnership", true);
  const int min_bid = number(o, "min_bid", players == 3 || partners ? 4 : 1);
  const int target = number(o, "target", players == 3 ? 25 : partners ? 30 : 20);
  const bool passing = flag(o, "passing");
  const int set = players == 3 ? 7 : players == 4 ? 8 : 9;
  const int hand = players == 3 ? 12 : 11;

  page.summary =
      // TRANSLATORS: in the one-line summary of a Domino Whist table: how the players play.
      options_summary({partners       ? trn("{n} player as partners", "{n} players as partners", players)
                       : players == 4 ? trn("{n} player, each alone", "{n} players, each alone", players)
                                      : trn("{n} player", "{n} players", players),
                       // TRANSLATORS: in the one-line summary of a table: the lowest bid allowed.
                       trf("bids from {min}", {{"min", min_bid}}), passing ? tr("pass three first") : tr("no passing"),
                       // TRANSLATORS: in the one-line summary of a table: the score that ends the match.
                       trf("play to {target}", {{"target", target}})});

  page.sections.push_back(
      {Topic::Goal,
       tr("The goal"),
       {std::string(
            tr("Win the auction and then take at least as many tricks as you bid, or, when someone else wins it, take "
               "tricks against them.")) +
        " " + trn("The first to {n} point wins.", "The first to {n} points wins.", target) +
        (partners ? std::string(" ") + tr("Partners sit opposite and play as one side.") : "")},
       {}});

  std::vector<std::string> deal = {
      (players == 4
           // TRANSLATORS: {set} names the domino set: "double-eight"; {n} is the tiles each player is dealt.
           ? trn("A {set} set is dealt: {n} tile each, and one tile, the widow, lies face down in the middle.",
                 "A {set} set is dealt: {n} tiles each, and one tile, the widow, lies face down in the middle.", hand,
                 {{"set", how_to::set_name(set)}})
           : trn("A {set} set is dealt: {n} tile each.", "A {set} set is dealt: {n} tiles each.", hand,
                 {{"set", how_to::set_name(set)}})) +
      " " + tr("The dealer moves one seat to the left each round.")};
  if (passing)
    deal.push_back(std::string(tr("Before bidding, everyone picks three tiles and passes them face down.")) + " " +
                   (players == 4 ? tr("The direction changes each round: left, right, across, then no pass.")
                                 : tr("The direction changes each round: right, left, then no pass.")));
  page.sections.push_back({Topic::Deal, tr("The deal"), deal, {}});

  std::vector<std::string> turn = {
      // TRANSLATORS: {min} is the lowest bid allowed, in tricks; {most} the highest (every trick of the round).
      trf("The auction starts left of the dealer. On your turn, bid a number of tricks higher than the last bid (from "
          "{min} to {most}), or pass; once you pass, you are out of the auction. It ends when everyone else has "
          "passed after a bid. If nobody bids, the tiles are dealt again.",
          {{"min", min_bid}, {"most", hand}}),
  };
  if (players == 4)
    turn.push_back(
        tr("The winner of the auction looks at the widow and may swap it for a tile of their hand: tap "
           "that tile. The tile put aside stays out of play."));
  turn.push_back(
      tr("The winner of the auction then names trumps: a number, the doubles, or no trumps; and leads the "
         "first trick. To lead, tap the half of a tile whose number you lead; to follow, tap a glowing "
         "tile."));
  page.sections.push_back({Topic::Turn, tr("Bidding and your turn"), turn, {}});

  std::vector<std::string> trick = how_to::domino_suit_paragraphs();
  trick.push_back(
      tr("Trumps: every tile showing the trump number (or every double, when doubles are trumps) is a "
         "trump and only a trump. With fours as trumps, the 6-4 is not a six any more: it can't follow a "
         "lead of sixes."));
  trick.push_back(
      tr("When you can't follow the suit led you may play a trump, but you don't have to. The highest "
         "trump played takes the trick; with no trump in it, the highest tile of the suit led."));
  page.sections.push_back({Topic::Play,
                           tr("A trick"),
                           trick,
                           {{{trump(4, 4), trump(6, 4, true), trump(4, 2, false), how_to::tile(6, 5)},
                             tr("Fours are trumps: they carry a gold T. The 6-5 is still a six and a five."),
                             false}}});

  std::vector<std::string> scoring = {
      std::string(
          partners
              ? tr("If the auction's winner and their partner take at least the tricks bid between them, their side "
                   "scores the bid; if not, it loses the bid.")
              : tr("If the auction's winner takes at least the tricks bid, they score the bid; if not, they lose the "
                   "bid.")) +
          " " + tr("Extra tricks score nothing."),
      partners ? tr("The other side scores 1 point for each trick taken.")
               : tr("Every other player scores 1 point for each trick taken.")};
  page.sections.push_back({Topic::Scoring, tr("Scoring"), scoring, {}});

  page.sections.push_back(
      {Topic::End,
       tr("The end of the match"),
       {trn("The first to reach {n} point wins.", "The first to reach {n} points wins.", target) + " " +
        tr("If several reach it in the same round, the auction's winner wins if they made their bid; otherwise the "
           "highest total.") +
        " " +
        (how_to::text(o, "end_tie", "play_on") == "shared" ? tr("A tie shares the win.")
                                                           : tr("A tie plays another round."))},
       {}});
  // The options whose own help names their defaults, in words true of this table.
  page.value_help = {
      {"players", players == 3   ? tr("Double-seven, 12 tiles each")
                  : players == 4 ? tr("Double-eight, 11 tiles each and a widow")
                                 : tr("Double-nine, 11 tiles each")},
      // TRANSLATORS: How to play, the line of the option "Lowest bid": {n} is its value, in tricks.
      {"min_bid", trn("No bid below {n} trick", "No bid below {n} tricks", min_bid)},
      // TRANSLATORS: How to play, the line of the option "Play to": {n} is its value.
      {"target", partners
                     ? trn("The first side to reach {n} point wins", "The first side to reach {n} points wins", target)
                     : trn("The first to reach {n} point wins", "The first to reach {n} points wins", target)}};
  page.sources = tr("The rules of Domino Whist, with the widow, partners and passing as its variants.");
  return page;
}

}  // namespace boneyard
