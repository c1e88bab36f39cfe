// How to play Block and Draw (docs/rules.md ("Block") and §2), in a player's words, for the options in
// force. The two games share everything but the boneyard, so one function writes both.
#include <string>

#include "content/how_to_play.h"

namespace boneyard {

namespace {

using how_to::flag;
using how_to::number;
using how_to::text;
using how_to::tile;

std::string opener_text(const std::string& opener, bool deciding_tile) {
  std::string out;
  if (opener == "highest_tile")
    out = "The player with the heaviest tile (the most pips; on a tie, the higher end) plays first.";
  else if (opener == "double_then_tile")
    out = "The player with the highest double plays first; if nobody has a double, the heaviest tile decides.";
  else
    out = "The player with the highest double plays first. If nobody was dealt a double, the tiles are shuffled "
          "and dealt again.";
  out += deciding_tile ? " They must open with that tile." : " They may open with any tile in their hand.";
  return out;
}

HowToPlay line_how_to_play(const Options& o, bool draw) {
  HowToPlay page;
  const int set = number(o, "set", 6);
  const int tiles = (set + 1) * (set + 2) / 2;
  const int players = number(o, "players", 4);
  const int hand = number(o, "hand_size", draw ? (players == 2 ? 7 : 6) : (players == 2 ? 7 : 5));
  const int target = number(o, "target", 100);
  const bool others = text(o, "win_score", draw ? "others" : "net") == "others";
  const std::string draw_rule = text(o, "draw_rule", "until_playable");
  const int min_score = number(o, "min_score", 0);
  const bool two_sets = number(o, "sets", 1) == 2;

  // This table, in one line.
  page.summary = std::to_string(players) + " players; " + how_to::set_name(set) + ", " +
                 std::to_string(hand) + " tiles each; " +
                 (others ? "the winner scores the others' pips" : "the winner scores the others' pips less their own") +
                 "; play to " + std::to_string(target);
  if (draw && draw_rule != "until_playable")
    page.summary += draw_rule == "one_then_choose" ? "; draw one, then play or pass" : "; draw one and wait";

  page.sections.push_back(
      {Topic::Goal,
       "The goal",
       {"Be the first to play every tile in your hand. If nobody can play, the player with the fewest pips (dots) "
        "left wins the round. The winner scores points from the pips left in the other hands; the first to " +
        std::to_string(target) + " points wins the match."},
       {}});

  std::string deal = "Everyone gets " + std::to_string(hand) + " tiles from a " + how_to::set_name(set) + " set (" +
                     std::to_string(tiles) + " tiles" + (two_sets ? ", two sets mixed together" : "") + "). ";
  deal += draw ? "The rest lie face down as the boneyard, to draw from." : "The rest stay face down and are never used.";
  page.sections.push_back(
      {Topic::Deal,
       "The deal",
       {deal, opener_text(text(o, "opener", draw ? "double_then_tile" : "highest_double"),
                          flag(o, "opener_plays_deciding_tile"))},
       {{{tile(6, 6), tile(5, 5), tile(6, 3), tile(4, 1)}, "A hand: the 6-6 is the highest double.", false}}});

  std::vector<std::string> turn = {
      "Turns go round the table. On your turn, add one tile to either open end of the line: the half that touches "
      "must show the same number as that end.",
      "Tap a tile, then the glowing end where it goes. Tiles that fit are lifted; the others are dimmed."};
  if (!draw) {
    turn.push_back("If none of your tiles fits, you pass. You can't pass while a tile fits.");
  } else if (draw_rule == "one_then_choose") {
    turn.push_back("If nothing fits, tap the boneyard to draw one tile; then play a tile that fits, or pass.");
  } else if (draw_rule == "draw_then_wait") {
    turn.push_back("If nothing fits, tap the boneyard to draw one tile; your turn ends, and the new tile can be "
                   "played from your next turn.");
  } else {
    turn.push_back("If nothing fits, tap the boneyard and draw, one tile at a time, until a tile fits; then play "
                   "it. When the boneyard is empty, you pass.");
  }
  if (draw) turn.push_back("You may only draw when nothing in your hand fits.");
  page.sections.push_back({Topic::Turn, "Your turn", turn, {}});

  HowToFigure line{{tile(6, 6), tile(6, 4), tile(4, 1)},
                   "The 6-6 opened the line; the 6-4 matched its six and the 4-1 matched the four. The open ends "
                   "are now 6 and 1.",
                   true};
  page.sections.push_back(
      {Topic::Play,
       "The line",
       {"The line always has two open ends. A double lies across it, but it still leaves just two ends to play on.",
        "A round ends when someone plays their last tile, or when the line is blocked: nobody can play" +
            std::string(draw ? " and the boneyard can't help." : ".")},
       {line}});

  std::vector<std::string> scoring = {
      "A tile's pips are the dots on both halves. When someone goes out, they win the round; when the line is "
      "blocked, the player with the fewest pips in hand wins."};
  scoring.push_back(others ? "The winner scores every pip left in the other players' hands."
                           : "The winner scores the pips left in the other players' hands, minus the pips in their "
                             "own hand.");
  scoring.push_back(text(o, "block_tie", "all_tied") == "none"
                        ? "If several players tie for the fewest pips in a blocked round, nobody scores."
                        : "If several players tie for the fewest pips in a blocked round, each of them wins and "
                          "scores the other players' pips.");
  if (draw && min_score > 0)
    scoring.push_back("Nothing goes on your score until you win a single round worth at least " +
                      std::to_string(min_score) + "; after that every win counts.");
  page.sections.push_back(
      {Topic::Scoring, "Scoring", scoring, {{{tile(5, 3), tile(2, 0)}, "A hand left with 5-3 and 2-0 counts 10.", false}}});

  page.sections.push_back(
      {Topic::End,
       "The end of the match",
       {"Rounds are played until someone reaches " + std::to_string(target) + " points; the highest total wins." +
        (text(o, "end_tie", "play_on") == "shared" ? " A tie for first shares the win."
                                                  : " A tie for first plays another round.")},
       {}});
  page.sources = draw ? "The rules of the classic draw game, with the house variations its players use most."
                      : "The rules of Block Dominoes, the classic game without a boneyard to draw from.";
  return page;
}

}  // namespace

HowToPlay block_how_to_play(const Options& options) { return line_how_to_play(options, false); }
HowToPlay draw_how_to_play(const Options& options) { return line_how_to_play(options, true); }

}  // namespace boneyard
