#include "line/line_game.h"

#include <algorithm>
#include <vector>

#include "core/counting.h"
#include "core/tile.h"
#include "line/line_bot.h"
#include "line/line_match.h"

namespace boneyard {

namespace {

std::vector<OptionSpec> line_specs(bool draw, const LineGame::Defaults& d) {
  const std::string hands = std::to_string(d.hand_two) + " for 2 players, else " + std::to_string(d.hand_more);
  std::vector<OptionSpec> specs{
      integer_option("players", "4", 2, 10, "Players", "2 to 4 with double-six; more with a bigger set"),
      choice_option("set", "6",
                    {{"6", "Double-six: 28 tiles"}, {"9", "Double-nine: 55 tiles"}, {"12", "Double-twelve: 91 tiles"}},
                    "Set", "Which domino set"),
      integer_option("hand_size", "", 1, 40, "Tiles each",
                     "Tiles dealt to each player (" + hands + ")" +
                         (draw ? "; the rest form the boneyard" : "; the rest sleep unused")),
      choice_option("opener", d.opener,
                    {{"highest_double", "The highest double opens; no double dealt: deal again"},
                     {"highest_tile", "The heaviest tile opens (equal pips: the higher end)"},
                     {"double_then_tile", "The highest double, or the heaviest tile if nobody has a double"}},
                    "Who opens", "Which tile decides who plays first"),
      boolean_option("opener_plays_deciding_tile", false, "Open with that tile",
                     "The opener must open with the tile that made them opener",
                     "The opener may open with any tile in their hand"),
      choice_option(
          "win_score", d.win_score,
          {{"net", "The losers' pips minus the winner's own"}, {"others", "All the pips left in the other hands"}},
          "Winner scores", "What the round's winner scores"),
      choice_option(
          "block_tie", "all_tied",
          {{"all_tied", "Each tied player wins and scores the others' pips"}, {"none", "Nobody scores that round"}},
          "Tie when blocked", "A blocked round with several players on the lowest count"),
      integer_option("target", "", 1, 1000, "Play to",
                     "The match ends when someone reaches this score (100; 200 with double-nine, 300 with "
                     "double-twelve)"),
      end_tie_option("When the leaders are tied at the target"),
  };
  if (draw) {
    specs.push_back(choice_option("draw_rule", "until_playable",
                                  {{"until_playable", "Draw one at a time until a tile fits, then play it"},
                                   {"one_then_choose", "Draw one tile, then play a fitting tile or pass"},
                                   {"draw_then_wait", "Draw one tile; it can be played from your next turn"}},
                                  "When stuck", "What a player who cannot play does"));
    specs.push_back(boolean_option("redeal_five_doubles", false, "Redeal five doubles",
                                   "A hand dealt five or more doubles voids the deal",
                                   "A hand is played as dealt, however many doubles it holds"));
    specs.push_back(integer_option("min_score", "0", 0, 100, "Minimum to start",
                                   "Nothing is banked until a single round scores at least this (15 is usual)"));
    specs.push_back(choice_option("sets", "1",
                                  {{"1", "One set"}, {"2", "Two sets combined: identical tiles are interchangeable"}},
                                  "Sets", "How many domino sets are mixed together"));
  }
  return specs;
}

}  // namespace

LineGame::LineGame(std::string id, std::string title, bool draw, Defaults defaults, std::vector<Preset> presets)
    : id_(std::move(id)),
      title_(std::move(title)),
      draw_(draw),
      defaults_(std::move(defaults)),
      specs_(line_specs(draw, defaults_)),
      presets_(std::move(presets)) {}

Status LineGame::complete_options(Options& o) const {
  const int players = o.integer("players");
  const int set = o.integer("set");
  const int sets = draw_ ? o.integer("sets") : 1;
  if (!o.has("hand_size")) o.set("hand_size", std::to_string(players == 2 ? defaults_.hand_two : defaults_.hand_more));
  // Bigger sets leave far more pips in hand, so a match to 100 would end in a round or two.
  if (!o.has("target")) o.set("target", set == 12 ? "300" : set == 9 ? "200" : "100");
  const int hand = o.integer("hand_size");
  if (set == 6 && sets == 1 && players > 4)
    return Status::fail("a double-six set is for 2 to 4 players; choose set 9 or 12 for " + std::to_string(players) +
                        " players");
  const int tiles = set_size(set) * sets;
  const std::string set_name = "a double-" + std::to_string(set) + (sets > 1 ? " x2" : "") + " set";
  if (players * hand > tiles)
    return Status::fail(std::to_string(players) + " players x " + std::to_string(hand) + " tiles = " +
                        std::to_string(players * hand) + " tiles, but " + set_name + " has " + std::to_string(tiles));
  DealOdds odds{players, set, sets, hand};
  odds.needs_double = o.get("opener") == "highest_double";
  odds.five_doubles_void = draw_ && o.flag("redeal_five_doubles");
  if (standing_deal_chance(odds) < kMinStandingDealChance) {
    DealOdds without_five = odds;
    without_five.five_doubles_void = false;
    const bool no_double = standing_deal_chance(without_five) < kMinStandingDealChance;
    return Status::fail(
        "with " + std::to_string(players) + " players x " + std::to_string(hand) + " tiles from " + set_name +
        ", fewer than 1 deal in " + std::to_string(static_cast<int>(1 / kMinStandingDealChance)) + " would stand (" +
        (no_double ? "when only a double may open, a deal without one is void" : "a hand of five doubles voids it") +
        "): deal " + (no_double ? "more" : "fewer") + " tiles, or " +
        (no_double ? "let the heaviest tile open" : "turn off Redeal five doubles"));
  }
  return {};
}

double standing_deal_chance(const DealOdds& odds) {
  const int tiles = set_size(odds.set) * odds.sets;
  const int doubles = (odds.set + 1) * odds.sets;
  const int rest = tiles - odds.players * odds.hand_size;
  if (rest < 0) return 0;
  const int cap = odds.five_doubles_void ? std::min(4, odds.hand_size) : odds.hand_size;
  // ways[d]: the ways the hands dealt so far hold d doubles between them, no hand over cap.
  std::vector<double> ways(static_cast<std::size_t>(doubles) + 1, 0);
  ways[0] = 1;
  for (int p = 0; p < odds.players; ++p) {
    std::vector<double> next(ways.size(), 0);
    for (int d = 0; d <= doubles; ++d)
      for (int k = 0; k <= cap && d + k <= doubles; ++k)
        next[static_cast<std::size_t>(d + k)] += ways[static_cast<std::size_t>(d)] * binomial(odds.hand_size, k);
    ways = std::move(next);
  }
  double standing = 0;
  for (int d = odds.needs_double ? 1 : 0; d <= doubles; ++d)
    standing += ways[static_cast<std::size_t>(d)] * binomial(rest, doubles - d);
  return standing / binomial(tiles, doubles);
}

std::string_view LineGame::level_help(std::string_view level) const {
  if (level == "random") return "Plays any legal tile: good for learning the rules.";
  if (level == "easy") return "Half the time a random tile, else just its heaviest tile.";
  if (level == "hard")
    return "Thinks ahead: tries a couple of hundred ways the hidden tiles could lie, minding who passed or drew, "
           "and plays each out.";
  if (level == "expert")
    return "Thinks hard: tries tens of thousands of ways the hidden tiles could lie and plays out every choice "
           "before it moves.";
  return "Sheds heavy tiles and doubles, keeps tiles that fit the ends it leaves.";
}

}  // namespace boneyard
