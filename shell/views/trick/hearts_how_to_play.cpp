// How to play Domino Hearts (docs/rules.md ("Domino Hearts")), in a player's words, for the options in force.
#include <string>

#include "content/how_to_play.h"
#include "core/i18n.h"
#include "trick/how_to_play_words.h"

namespace boneyard {

namespace {

FigureTile card(int rank, CardSuit suit, bool glow = false) {
  return {Face(Card{static_cast<std::uint8_t>(rank), suit}), false, glow};
}

}  // namespace

HowToPlay hearts_how_to_play(const Options& o) {
  HowToPlay page;
  const int players = how_to::number(o, "players", 4);
  const int target = how_to::number(o, "target", 100);
  const bool queen_breaks = how_to::flag(o, "queen_breaks_hearts");
  const std::string moon = how_to::text(o, "moon", "choice");
  const int hand = players == 3 ? 17 : players == 5 ? 10 : 13;

  std::vector<std::string> summary = {
      // TRANSLATORS: in the one-line summary of a Domino Hearts table: {hand} is the tiles each player is dealt.
      trn("{n} player, {hand} each", "{n} players, {hand} each", players, {{"hand", hand}}),
      // TRANSLATORS: in the one-line summary of a table: the score that ends the match.
      trf("game to {target}", {{"target", target}})};
  if (queen_breaks) summary.push_back(tr("the Q\u2660 breaks hearts"));
  summary.push_back(moon == "off" ? tr("no moon") : tr("shooting the moon counts"));
  page.summary = options_summary(summary);

  page.sections.push_back(
      {Topic::Goal,
       tr("The goal"),
       {tr("Don't take hearts, and above all not the queen of spades. Every heart in the tricks you take is 1 point, "
           "the Q\u2660 is 13. The lowest score wins.")},
       {{{card(12, CardSuit::Spades), card(14, CardSuit::Hearts), card(7, CardSuit::Hearts)},
         tr("Cardominoes: the rank on top, the suit below. Q\u2660 is 13 points, each heart 1."),
         false}}});

  const std::string deal =
      std::string(tr("The game uses cardominoes: 52 tiles printed with playing cards.")) + " " +
      (players == 3   ? tr("With 3 players the 2\u2663 is taken out and everyone gets 17.")
       : players == 5 ? tr("With 5 players the 2\u2663 and 2\u2666 are taken out and everyone gets 10.")
                      : tr("Everyone gets 13."));
  page.sections.push_back(
      {Topic::Deal,
       tr("The deal"),
       {deal, std::string(tr("Then everyone picks three tiles to pass, before seeing what they receive.")) + " " +
                  (players == 4 ? tr("The direction changes each round: left, right, across, then no pass.")
                                : tr("The direction changes each round: left, right, then no pass.")) +
                  " " + tr("The tiles you receive are marked \"new\".")},
       {}});

  page.sections.push_back(
      {Topic::Turn,
       tr("Your turn"),
       {std::string(players == 4 ? tr("The 2\u2663 leads the first trick.")
                                 : tr("The 2\u2663 leads the first trick (the 3\u2663 when the 2\u2663 is out).")) +
            " " + tr("After that, whoever takes a trick leads the next."),
        tr("Tap a glowing tile to play it. You must follow the suit led when you can; when you can't, play any "
           "tile.")},
       {}});

  page.sections.push_back(
      {Topic::Play,
       tr("A trick"),
       {std::string(tr("The highest tile of the suit led takes the trick; the ace is high. Hearts and the Q\u2660 "
                       "played on another suit's trick go to whoever takes it.")) +
            // TRANSLATORS: How to play Domino Hearts: no rule keeps points off the round's first trick.
            " " + tr("Hearts and the Q\u2660 may be played on any trick, the first one too."),
        std::string(
            queen_breaks
                ? tr("Hearts can't be led until a heart has been played or the Q\u2660 has been played, unless "
                     "you hold nothing but hearts.")
                : tr("Hearts can't be led until a heart has been played, unless you hold nothing but hearts.")) +
            " " + tr("The banner says when hearts are broken.")},
       {{{card(10, CardSuit::Clubs), card(14, CardSuit::Clubs, true), card(12, CardSuit::Spades),
          card(5, CardSuit::Hearts)},
         tr("Clubs led: the A\u2663 takes the trick, with the Q\u2660 and the 5\u2665: 14 points."),
         false}}});

  std::string moon_text;
  if (moon == "off")
    moon_text = tr("There is no shooting the moon here: 26 points are 26 points.");
  else if (moon == "add_others")
    moon_text = tr("Shooting the moon: take all 26 points in a round and everyone else gets 26 instead of you.");
  else if (moon == "choice_one")
    moon_text =
        tr("Shooting the moon: take all 26 points in a round and you choose: take 26 off your own score, or "
           "give 26 to one opponent.");
  else
    moon_text =
        tr("Shooting the moon: take all 26 points in a round and you choose: take 26 off your own score, or "
           "give 26 to everyone else.");
  page.sections.push_back(
      {Topic::Scoring,
       tr("Scoring"),
       {tr("After each round, every heart you took is 1 point and the Q\u2660 is 13: 26 points in all."), moon_text},
       {}});

  page.sections.push_back(
      {Topic::End,
       tr("The end of the match"),
       {trn("The match ends after the round in which someone reaches {n} point. The lowest total wins.",
            "The match ends after the round in which someone reaches {n} points. The lowest total wins.", target) +
        " " +
        (how_to::text(o, "end_tie", "play_on") == "shared" ? tr("A tie for lowest shares the win.")
                                                           : tr("A tie for lowest plays another round."))},
       {}});
  // The option whose own help names every table size, in words of this one.
  page.value_help = {{"players", players == 3   ? tr("The two of clubs is removed: 17 each")
                                 : players == 5 ? tr("The twos of clubs and diamonds are removed: 10 each")
                                                : tr("All 52 are dealt: 13 each")}};
  page.sources = tr("The rules of Domino Hearts, played with cardominoes.");
  return page;
}

}  // namespace boneyard
