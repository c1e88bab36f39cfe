// How to play Block and Draw (docs/rules.md ("Block") and §2), in a player's words, for the options in
// force. The two games share everything but the boneyard, so one function writes both.
#include <string>
#include <vector>

#include "content/how_to_play.h"
#include "core/i18n.h"

namespace boneyard {

namespace {

using how_to::flag;
using how_to::number;
using how_to::text;
using how_to::tile;

// Who opens the round, and with what: each rule and its variant one paragraph.
std::string opener_text(const std::string& opener, bool deciding_tile) {
  if (opener == "highest_tile")
    return deciding_tile ? tr("The player with the heaviest tile (the most pips; on a tie, the higher end) plays "
                              "first. They must open with that tile.")
                         : tr("The player with the heaviest tile (the most pips; on a tie, the higher end) plays "
                              "first. They may open with any tile in their hand.");
  if (opener == "double_then_tile")
    return deciding_tile ? tr("The player with the highest double plays first; if nobody has a double, the heaviest "
                              "tile decides. They must open with that tile.")
                         : tr("The player with the highest double plays first; if nobody has a double, the heaviest "
                              "tile decides. They may open with any tile in their hand.");
  return deciding_tile ? tr("The player with the highest double plays first. If nobody was dealt a double, the tiles "
                            "are shuffled and dealt again. They must open with that tile.")
                       : tr("The player with the highest double plays first. If nobody was dealt a double, the tiles "
                            "are shuffled and dealt again. They may open with any tile in their hand.");
}

// The deal's first paragraph: the hand, the set, and what becomes of the rest (`boneyard`: Draw's
// pile to draw from; `rest`: the tiles left once the hands are dealt, none when every tile is).
std::string deal_text(int hand, const std::string& set, int tiles, bool two_sets, bool boneyard, int rest) {
  const Args args = {{"set", set}, {"tiles", tiles}};
  if (rest == 0 && two_sets)
    // TRANSLATORS: How to play. {n}: tiles in each hand; {set}: "double-six"...; {tiles}: the tiles in
    // one such set (always many: 28 and up). Every tile is dealt: none is left over.
    return trn(
        "Everyone gets {n} tile from a {set} set ({tiles} tiles, two sets mixed together): every tile is "
        "dealt.",
        "Everyone gets {n} tiles from a {set} set ({tiles} tiles, two sets mixed together): every tile is "
        "dealt.",
        hand, args);
  if (rest == 0)
    // TRANSLATORS: How to play. {n}: tiles in each hand; {set}: "double-six"...; {tiles}: the tiles in
    // the set (always many: 28 and up). Every tile is dealt: none is left over.
    return trn("Everyone gets {n} tile from a {set} set ({tiles} tiles): every tile is dealt.",
               "Everyone gets {n} tiles from a {set} set ({tiles} tiles): every tile is dealt.", hand, args);
  if (boneyard && two_sets)
    // TRANSLATORS: How to play. {n}: tiles in each hand; {set}: "double-six"...; {tiles}: the tiles in
    // one such set (always many: 28 and up).
    return trn(
        "Everyone gets {n} tile from a {set} set ({tiles} tiles, two sets mixed together). The rest lie "
        "face down as the boneyard, to draw from.",
        "Everyone gets {n} tiles from a {set} set ({tiles} tiles, two sets mixed together). The rest lie "
        "face down as the boneyard, to draw from.",
        hand, args);
  if (boneyard)
    // TRANSLATORS: How to play. {n}: tiles in each hand; {set}: "double-six"...; {tiles}: the tiles in
    // the set (always many: 28 and up).
    return trn(
        "Everyone gets {n} tile from a {set} set ({tiles} tiles). The rest lie face down as the boneyard, "
        "to draw from.",
        "Everyone gets {n} tiles from a {set} set ({tiles} tiles). The rest lie face down as the boneyard, "
        "to draw from.",
        hand, args);
  if (two_sets)
    // TRANSLATORS: How to play. {n}: tiles in each hand; {set}: "double-six"...; {tiles}: the tiles in
    // one such set (always many: 28 and up).
    return trn(
        "Everyone gets {n} tile from a {set} set ({tiles} tiles, two sets mixed together). The rest stay "
        "face down and are never used.",
        "Everyone gets {n} tiles from a {set} set ({tiles} tiles, two sets mixed together). The rest stay "
        "face down and are never used.",
        hand, args);
  // TRANSLATORS: How to play. {n}: tiles in each hand; {set}: "double-six"...; {tiles}: the tiles in
  // the set (always many: 28 and up).
  return trn("Everyone gets {n} tile from a {set} set ({tiles} tiles). The rest stay face down and are never used.",
             "Everyone gets {n} tiles from a {set} set ({tiles} tiles). The rest stay face down and are never used.",
             hand, args);
}

// What a player who cannot play does: pass (Block, or Draw with nothing left to draw), or draw
// by the table's rule; an empty boneyard always means a pass.
std::vector<std::string> stuck_text(bool boneyard, const std::string& draw_rule) {
  if (!boneyard) return {tr("If none of your tiles fits, you pass. You can't pass while a tile fits.")};
  const std::string draw =
      draw_rule == "one_then_choose"
          ? tr("If nothing fits, tap the boneyard to draw one tile; then play a tile that fits, or pass.")
      : draw_rule == "draw_then_wait"
          ? tr("If nothing fits, tap the boneyard to draw one tile; your turn ends, and the new tile can be "
               "played from your next turn.")
          : tr("If nothing fits, tap the boneyard and draw, one tile at a time, until a tile fits; then play it.");
  // TRANSLATORS: How to play Draw, after how a player who cannot play draws.
  return {draw + " " + tr("When the boneyard is empty, you pass."),
          tr("You may only draw when nothing in your hand fits.")};
}

// Who scores when several players tie for the fewest pips in a blocked round.
std::string tie_text(const std::string& block_tie, bool others) {
  if (block_tie == "none") return tr("If several players tie for the fewest pips in a blocked round, nobody scores.");
  return others ? tr("If several players tie for the fewest pips in a blocked round, each of them wins and scores the "
                     "pips of the players not tied.")
                : tr("If several players tie for the fewest pips in a blocked round, each of them wins and scores the "
                     "pips of the players not tied, minus their own (never below 0).");
}

// What the page says depends on: the table's options, worked out once.
struct LinePageFacts {
  bool draw = false;  // Draw (else Block)
  int set = 6, tiles = 28, players = 4, hand = 5, target = 100, min_score = 0;
  bool others = false;  // the winner scores the others' pips (else less their own)
  std::string draw_rule;
  bool two_sets = false;
  int rest = 0;           // tiles not dealt
  bool boneyard = false;  // Draw with tiles left to draw
};

LinePageFacts line_page_facts(const Options& o, bool draw) {
  LinePageFacts f;
  f.draw = draw;
  f.set = number(o, "set", 6);
  f.tiles = (f.set + 1) * (f.set + 2) / 2;
  f.players = number(o, "players", 4);
  f.hand = number(o, "hand_size", draw ? (f.players == 2 ? 7 : 6) : (f.players == 2 ? 7 : 5));
  f.target = number(o, "target", 100);
  f.others = text(o, "win_score", draw ? "others" : "net") == "others";
  f.draw_rule = text(o, "draw_rule", "until_playable");
  f.min_score = number(o, "min_score", 0);
  f.two_sets = number(o, "sets", 1) == 2;
  f.rest = f.tiles * (f.two_sets ? 2 : 1) - f.players * f.hand;
  f.boneyard = draw && f.rest > 0;  // Draw with every tile dealt has nothing to draw
  return f;
}

// This table, in one line: its facts, each a phrase of its own, between semicolons.
std::string line_summary(const LinePageFacts& f) {
  std::vector<std::string> facts = {
      // TRANSLATORS: one fact of a table's summary line ("4 players; double-six, 5 tiles each; ...").
      trn("{n} player", "{n} players", f.players),
      // TRANSLATORS: one fact of a table's summary line ("4 players; double-six, 5 tiles each; ..."). {set}:
      // "double-six"...; {n}: tiles in each hand.
      trn("{set}, {n} tile each", "{set}, {n} tiles each", f.hand, {{"set", how_to::set_name(f.set)}}),
      // TRANSLATORS: one fact of a table's summary line ("4 players; double-six, 5 tiles each; ...").
      f.others ? tr("the winner scores the others' pips") : tr("the winner scores the others' pips less their own"),
      // TRANSLATORS: one fact of a table's summary line ("...; play to 100"): the match's target score.
      trf("play to {target}", {{"target", f.target}})};
  if (f.draw && f.draw_rule != "until_playable")
    // TRANSLATORS: one fact of a table's summary line ("4 players; ...; draw one, then play or pass").
    facts.push_back(f.draw_rule == "one_then_choose" ? tr("draw one, then play or pass") : tr("draw one and wait"));
  std::string summary = facts.front();
  for (std::size_t i = 1; i < facts.size(); ++i)
    // TRANSLATORS: joins the facts of a table's summary line: "4 players; double-six, 5 tiles each".
    summary = trf("{facts}; {fact}", {{"facts", summary}, {"fact", facts[i]}});
  return summary;
}

// The goal, the deal and the turn.
void line_goal_deal_turn(HowToPlay& page, const LinePageFacts& f, const Options& o) {
  page.sections.push_back(
      {Topic::Goal,
       tr("The goal"),
       // TRANSLATORS: How to play Block and Draw; {n}: the match's target score.
       {trn("Be the first to play every tile in your hand. If nobody can play, the player with the fewest pips "
            "(dots) left wins the round. The winner scores points from the pips left in the other hands; the first "
            "to {n} point wins the match.",
            "Be the first to play every tile in your hand. If nobody can play, the player with the fewest pips "
            "(dots) left wins the round. The winner scores points from the pips left in the other hands; the first "
            "to {n} points wins the match.",
            f.target)},
       {}});

  std::vector<std::string> deal = {deal_text(f.hand, how_to::set_name(f.set), f.tiles, f.two_sets, f.boneyard, f.rest)};
  if (f.draw && flag(o, "redeal_five_doubles"))
    deal.back() += std::string(" ") +
                   tr("A hand dealt five or more doubles voids the deal: the tiles are shuffled and dealt again.");
  deal.push_back(opener_text(text(o, "opener", f.draw ? "double_then_tile" : "highest_double"),
                             flag(o, "opener_plays_deciding_tile")));
  page.sections.push_back(
      {Topic::Deal,
       tr("The deal"),
       deal,
       {{{tile(6, 6), tile(5, 5), tile(6, 3), tile(4, 1)}, tr("A hand: the 6-6 is the highest double."), false}}});

  std::vector<std::string> turn = {
      tr("Turns go round the table. On your turn, add one tile to either open end of the line: the half that "
         "touches must show the same number as that end."),
      tr("Tap a tile, then the glowing end where it goes. Tiles that fit are lifted; the others are dimmed.")};
  for (std::string& line : stuck_text(f.boneyard, f.draw_rule)) turn.push_back(std::move(line));
  page.sections.push_back({Topic::Turn, tr("Your turn"), turn, {}});
}

// The line, scoring and the end of the match.
void line_line_scoring_end(HowToPlay& page, const LinePageFacts& f, const Options& o) {
  HowToFigure line{{tile(6, 6), tile(6, 4), tile(4, 1)},
                   tr("The 6-6 opened the line; the 6-4 matched its six and the 4-1 matched the four. The open ends "
                      "are now 6 and 1."),
                   true};
  page.sections.push_back(
      {Topic::Play,
       tr("The line"),
       {tr("The line always has two open ends. A double lies across it, but it still leaves just two ends to play "
           "on."),
        f.boneyard
            ? tr("A round ends when someone plays their last tile, or when the line is blocked: nobody can play "
                 "and the boneyard can't help.")
            : tr("A round ends when someone plays their last tile, or when the line is blocked: nobody can play.")},
       {line}});

  std::vector<std::string> scoring = {
      tr("A tile's pips are the dots on both halves. When someone goes out, they win the round; when the line is "
         "blocked, the player with the fewest pips in hand wins.")};
  scoring.push_back(f.others ? tr("The winner scores every pip left in the other players' hands.")
                           : tr("The winner scores the pips left in the other players' hands, minus the pips in "
                                "their own hand."));
  scoring.push_back(tie_text(text(o, "block_tie", "all_tied"), f.others));
  if (f.draw && f.min_score > 0)
    // TRANSLATORS: How to play Draw; {min_score}: the points a first winning round must be worth.
    scoring.push_back(
        trf("Nothing goes on your score until you win a single round worth at least {min_score}; "
            "after that every win counts.",
            {{"min_score", f.min_score}}));
  page.sections.push_back({Topic::Scoring,
                           tr("Scoring"),
                           scoring,
                           {{{tile(5, 3), tile(2, 0)}, tr("A hand left with 5-3 and 2-0 counts 10."), false}}});

  const bool shared = text(o, "end_tie", "play_on") == "shared";
  page.sections.push_back(
      {Topic::End,
       tr("The end of the match"),
       // TRANSLATORS: How to play Block and Draw; {n}: the match's target score.
       {shared ? trn("Rounds are played until someone reaches {n} point; the highest total wins. A tie for first "
                     "shares the win.",
                     "Rounds are played until someone reaches {n} points; the highest total wins. A tie for first "
                     "shares the win.",
                     f.target)
               // TRANSLATORS: How to play Block and Draw; {n}: the match's target score.
               : trn("Rounds are played until someone reaches {n} point; the highest total wins. A tie for first "
                     "plays another round.",
                     "Rounds are played until someone reaches {n} points; the highest total wins. A tie for first "
                     "plays another round.",
                     f.target)},
       {}});
}

// The options whose own help names their defaults, in words true of this table.
std::vector<std::pair<std::string, std::string>> line_value_help(const LinePageFacts& f) {
  std::vector<std::pair<std::string, std::string>> help = {
      {"hand_size", f.rest == 0  ? tr("Tiles dealt to each player: with this many, every tile is dealt")
                    : f.boneyard ? tr("Tiles dealt to each player; the rest form the boneyard")
                               : tr("Tiles dealt to each player; the rest sleep unused")},
      // TRANSLATORS: How to play, the line of the option "Play to": {n} is its value, the match's target.
      {"target",
       trn("The match ends when someone reaches {n} point", "The match ends when someone reaches {n} points", f.target)}};
  if (f.draw)
    help.emplace_back(
        "min_score", f.min_score == 0
                         ? tr("Every win counts, from the first round")
                         // TRANSLATORS: How to play Draw, the line of the option "Minimum to start": {n} is its value.
                         : trn("Nothing is banked until a single round scores at least {n} point; then every win "
                               "counts",
                               "Nothing is banked until a single round scores at least {n} points; then every win "
                               "counts",
                               f.min_score));
  return help;
}

HowToPlay line_how_to_play(const Options& o, bool draw) {
  const LinePageFacts f = line_page_facts(o, draw);
  HowToPlay page;
  page.summary = line_summary(f);
  line_goal_deal_turn(page, f, o);
  line_line_scoring_end(page, f, o);
  page.value_help = line_value_help(f);
  page.sources = f.draw ? tr("The rules of the classic draw game, with the house variations its players use most.")
                      : tr("The rules of Block Dominoes, the classic game without a boneyard to draw from.");
  return page;
}

}  // namespace

HowToPlay block_how_to_play(const Options& options) { return line_how_to_play(options, false); }
HowToPlay draw_how_to_play(const Options& options) { return line_how_to_play(options, true); }

}  // namespace boneyard
