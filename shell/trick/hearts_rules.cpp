// How to play Domino Hearts (docs/rules.md ("Domino Hearts")), in a player's words, for the options in force.
#include <string>

#include "content/how_to_play.h"

namespace boneyard {

namespace {

FigureTile card(int rank, CardSuit suit, bool glow = false) { return {Face(Card{static_cast<std::uint8_t>(rank), suit}), false, glow}; }

}  // namespace

HowToPlay hearts_how_to_play(const Options& o) {
  HowToPlay page;
  const int players = how_to::number(o, "players", 4);
  const int target = how_to::number(o, "target", 100);
  const bool queen_breaks = how_to::flag(o, "queen_breaks_hearts");
  const std::string moon = how_to::text(o, "moon", "choice");
  const int hand = players == 3 ? 17 : players == 5 ? 10 : 13;

  page.summary = std::to_string(players) + " players, " + std::to_string(hand) + " each; game to " +
                 std::to_string(target) + (queen_breaks ? "; the Q\u2660 breaks hearts" : "") +
                 (moon == "off" ? "; no moon" : "; shooting the moon counts");

  page.sections.push_back(
      {Topic::Goal,
       "The goal",
       {"Don't take hearts, and above all not the queen of spades. Every heart in the tricks you take is 1 point, "
        "the Q\u2660 is 13. The lowest score wins."},
       {{{card(12, CardSuit::Spades), card(14, CardSuit::Hearts), card(7, CardSuit::Hearts)},
         "Cardominoes: the rank on top, the suit below. Q\u2660 is 13 points, each heart 1.",
         false}}});

  std::string deal = "The game uses cardominoes: 52 tiles printed with playing cards. ";
  deal += players == 3 ? "With 3 players the 2\u2663 is taken out and everyone gets 17."
          : players == 5 ? "With 5 players the 2\u2663 and 2\u2666 are taken out and everyone gets 10."
                         : "Everyone gets 13.";
  page.sections.push_back(
      {Topic::Deal,
       "The deal",
       {deal,
        "Then everyone picks three tiles to pass, before seeing what they receive. The direction changes each "
        "round: " +
            std::string(players == 4 ? "left, right, across, then no pass." : "left, right, then no pass.") +
            " The tiles you receive are marked \"new\"."},
       {}});

  page.sections.push_back(
      {Topic::Turn,
       "Your turn",
       {std::string("The 2\u2663 leads the first trick") +
            (players == 4 ? "." : " (the 3\u2663 when the 2\u2663 is out).") +
            " After that, whoever takes a trick leads the next.",
        "Tap a glowing tile to play it. You must follow the suit led when you can; when you can't, play any tile."},
       {}});

  page.sections.push_back(
      {Topic::Play,
       "A trick",
       {"The highest tile of the suit led takes the trick; the ace is high. Hearts and the Q\u2660 played on another "
        "suit's trick go to whoever takes it.",
        std::string("Hearts can't be led until a heart has been played") +
            (queen_breaks ? " or the Q\u2660 has been played" : "") +
            ", unless you hold nothing but hearts. The banner says when hearts are broken."},
       {{{card(10, CardSuit::Clubs), card(14, CardSuit::Clubs, true), card(12, CardSuit::Spades),
          card(5, CardSuit::Hearts)},
         "Clubs led: the A\u2663 takes the trick, with the Q\u2660 and the 5\u2665: 14 points.",
         false}}});

  std::string moon_text = "Shooting the moon: take all 26 points in a round and ";
  if (moon == "off")
    moon_text = "There is no shooting the moon here: 26 points are 26 points.";
  else if (moon == "add_others")
    moon_text += "everyone else gets 26 instead of you.";
  else if (moon == "choice_one")
    moon_text += "you choose: take 26 off your own score, or give 26 to one opponent.";
  else
    moon_text += "you choose: take 26 off your own score, or give 26 to everyone else.";
  page.sections.push_back(
      {Topic::Scoring,
       "Scoring",
       {"After each round, every heart you took is 1 point and the Q\u2660 is 13: 26 points in all.", moon_text},
       {}});

  page.sections.push_back(
      {Topic::End,
       "The end of the match",
       {"The match ends after the round in which someone reaches " + std::to_string(target) +
        " points. The lowest total wins." +
        (how_to::text(o, "end_tie", "play_on") == "shared" ? " A tie for lowest shares the win."
                                                          : " A tie for lowest plays another round.")},
       {}});
  page.sources = "The rules of Domino Hearts, played with cardominoes.";
  return page;
}

}  // namespace boneyard
