// How to play Black Tile (docs/rules.md ("Black Tile")), in a player's words, for the options in force.
#include <string>

#include "content/how_to_play.h"
#include "core/i18n.h"
#include "trick/how_to_play_words.h"

namespace boneyard {

namespace {

using how_to::flag;
using how_to::number;
using how_to::text;

FigureTile counter(int a, int b, int value) {
  FigureTile t = how_to::tile(a, b);
  t.face.value = value;
  return t;
}

// Scoring: the counters and their points (11, 21 or 30 a round), shown in red discs; shooting
// the moon.
void blacktile_scoring(HowToPlay& page, int points, int moon, bool partners) {
  std::vector<std::string> scoring;
  HowToFigure counters;
  if (points == 11) {
    scoring.push_back(
        tr("The counters: the 0-0 is worth 4 points, and every tile of the threes (3-0 to 6-3, and the "
           "3-3) is worth 1. That is 11 points a round."));
    counters = {{counter(0, 0, 4), counter(3, 3, 1), counter(6, 3, 1), counter(3, 0, 1)},
                tr("Counters carry their points in a red disc."),
                false};
  } else {
    scoring.push_back(
        std::string(points == 30 ? tr("The counters: every tile of 5, 6 or 7 pips is worth 1 point (5-0, 4-1, 3-2, "
                                      "6-0, 5-1, 4-2, 3-3, 6-1, 5-2, 4-3), and the 0-0 is worth 11; the 1-1 is "
                                      "worth 9.")
                                 : tr("The counters: every tile of 5, 6 or 7 pips is worth 1 point (5-0, 4-1, 3-2, "
                                      "6-0, 5-1, 4-2, 3-3, 6-1, 5-2, 4-3), and the 0-0 is worth 11.")) +
        " " + trn("That is {n} point a round.", "That is {n} points a round.", points));
    counters = {{counter(0, 0, 11), counter(4, 1, 1), counter(3, 3, 1), counter(5, 2, 1)},
                tr("Counters carry their points in a red disc."),
                false};
    if (points == 30) counters.tiles.push_back(counter(1, 1, 9));
  }
  // TRANSLATORS: {points} is what the others score when one player (or side) takes every counter in play (a
  // counter lying dead, out of play, is not needed).
  scoring.push_back(partners ? trf("Shooting the moon: take every counter in play in a round and your side scores "
                                   "nothing, while the other side scores {points}.",
                                   {{"points", moon}})
                             : trf("Shooting the moon: take every counter in play in a round and you score nothing, "
                                   "while everyone else scores {points}.",
                                   {{"points", moon}}));
  page.sections.push_back({Topic::Scoring, tr("Scoring"), scoring, {counters}});
}

}  // namespace

HowToPlay blacktile_how_to_play(const Options& o) {
  HowToPlay page;
  const int players = number(o, "players", 4);
  const int points = number(o, "points", 11);
  const int target = number(o, "target", points == 11 ? 61 : 210);
  const int moon = number(o, "moon_points", 2 * points);
  const std::string pass = text(o, "pass_direction", "left");
  const bool lead_pass = flag(o, "lead_pass", true);
  const bool partners = flag(o, "partnership") && players == 4;

  // TRANSLATORS: in the one-line summary of a Black Tile table: the counters' points in a round.
  std::vector<std::string> summary = {trf("{points}-point counters", {{"points", points}}),
                                      pass == "none"    ? tr("no passing")
                                      : pass == "right" ? tr("pass to the right")
                                                        : tr("pass to the left"),
                                      lead_pass ? tr("the lead may be passed") : tr("the lead may not be passed"),
                                      trf("game to {target}", {{"target", target}})};
  // TRANSLATORS: in the one-line summary of a table: the players play as two sides.
  if (partners) summary.push_back(tr("partners"));
  page.summary = options_summary(summary);

  page.sections.push_back(
      {Topic::Goal,
       tr("The goal"),
       {tr("Don't take the counters. Some tiles are penalty points; whoever takes them in a trick adds their points "
           "to their score. The lowest score wins.") +
        (partners ? std::string(" ") + tr("Partners sit opposite and add their points together.") : std::string())},
       {}});

  const std::string deal =
      players == 3 ? std::string(tr("A double-six set is dealt out: 9 tiles each.")) + " " +
                         (text(o, "leftover", "dead") == "first_trick_winner"
                              ? tr("The 28th tile lies aside and goes to whoever takes the first trick.")
                              : tr("The 28th tile lies face down, unused, and is shown when the round ends."))
                   : tr("A double-six set is dealt out: 7 tiles each.");
  std::vector<std::string> deal_text = {deal};
  if (pass != "none")
    deal_text.push_back(
        std::string(pass == "right"
                        ? tr("Then everyone picks three tiles and passes them face down to the player on the right.")
                        : tr("Then everyone picks three tiles and passes them face down to the player on the left.")) +
        " " + tr("You see the tiles you receive only after choosing yours; they are marked \"new\"."));
  page.sections.push_back({Topic::Deal, tr("The deal"), deal_text, {}});

  std::vector<std::string> turn = {
      std::string(tr("For the first round, everyone draws a tile and the most pips leads.")) + " " +
      (text(o, "next_leader", "rotate") == "highest_score"
           ? tr("In later rounds, the player with the highest score leads first.")
           : tr("In later rounds, the first lead moves one seat to the left."))};
  if (lead_pass)
    turn.push_back(
        tr("Before the first trick, the player due to lead may lead, or pass the lead to the player on "
           "their left, who must then lead."));
  turn.push_back(tr("To lead, tap the half of a tile whose number you lead. To follow, tap a glowing tile."));
  page.sections.push_back({Topic::Turn,
                           tr("Your turn"),
                           turn,
                           {{{{Face(Tile::of(6, 4)), false, true}},
                             tr("To lead this 6-4 as a four, tap its 4 half; its 6 half leads sixes."),
                             false}}});

  page.sections.push_back({Topic::Play,
                           tr("A trick"),
                           how_to::domino_suit_paragraphs(),
                           {{{how_to::tile(4, 4), how_to::low_on_top(6, 4), how_to::low_on_top(5, 4),
                              how_to::tile(4, 3), how_to::tile(4, 0)},
                             tr("The fours, highest first: 4-4, 6-4, 5-4, 4-3 ... 4-0."),
                             false}}});

  blacktile_scoring(page, points, moon, partners);

  page.sections.push_back(
      {Topic::End,
       tr("The end of the match"),
       {trn("The match ends after the round in which someone reaches {n} point. The lowest total wins.",
            "The match ends after the round in which someone reaches {n} points. The lowest total wins.", target) +
        " " +
        (text(o, "end_tie", "play_on") == "shared" ? tr("A tie for lowest shares the win.")
                                                   : tr("A tie for lowest plays another round."))},
       {}});
  // The options whose own help names their defaults, in words true of this table.
  const bool dead = text(o, "leftover", "dead") == "dead";
  page.value_help = {{"players", players == 4 ? tr("Seven tiles each")
                                 : dead       ? tr("Nine tiles each; the 28th lies dead")
                                              : tr("Nine tiles each; the 28th goes to the first trick's winner")},
                     // TRANSLATORS: How to play, the line of the option "Game ends at": {n} is its value.
                     {"target", trn("The match ends after a round in which someone reaches {n} point",
                                    "The match ends after a round in which someone reaches {n} points", target)},
                     // TRANSLATORS: How to play, the line of the option "Moon gives": {n} is its value.
                     {"moon_points", partners ? trn("Shooting the moon gives the other side {n} point",
                                                    "Shooting the moon gives the other side {n} points", moon)
                                              : trn("Shooting the moon gives every other player {n} point",
                                                    "Shooting the moon gives every other player {n} points", moon)}};
  page.sources = tr("The rules of Eleven Point Black Tile, with its 21- and 30-point and partnership variants.");
  return page;
}

}  // namespace boneyard
