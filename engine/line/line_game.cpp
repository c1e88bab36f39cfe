#include "line/line_game.h"

#include <algorithm>
#include <vector>

#include "core/counting.h"
#include "core/i18n.h"
#include "core/tile.h"
#include "line/line_bot.h"
#include "line/line_match.h"

namespace boneyard {

namespace {

std::vector<OptionSpec> line_specs(bool draw, const LineGame::Defaults& d) {
  std::vector<OptionSpec> specs{
      integer_option("players", "4", 2, 10, N_("Players"), N_("2 to 4 with double-six; more with a bigger set")),
      choice_option("set", "6",
                    {{"6", N_("Double-six: 28 tiles")},
                     {"9", N_("Double-nine: 55 tiles")},
                     {"12", N_("Double-twelve: 91 tiles")}},
                    N_("Set"), N_("Which domino set")),
      integer_option("hand_size", "", 1, 40, N_("Tiles each"), d.hand_help),
      choice_option("opener", d.opener,
                    {{"highest_double", N_("The highest double opens; no double dealt: deal again"),
                      NC_("option value", "Highest double")},
                     {"highest_tile", N_("The heaviest tile opens (equal pips: the higher end)"),
                      NC_("option value", "Highest tile")},
                     {"double_then_tile", N_("The highest double, or the heaviest tile if nobody has a double"),
                      NC_("option value", "Double then tile")}},
                    N_("Who opens"), N_("Which tile decides who plays first")),
      boolean_option("opener_plays_deciding_tile", false, N_("Open with that tile"),
                     N_("The opener must open with the tile that made them opener"),
                     N_("The opener may open with any tile in their hand")),
      choice_option("win_score", d.win_score,
                    {{"net", N_("The losers' pips minus the winner's own"), NC_("option value", "Net")},
                     {"others", N_("All the pips left in the other hands"), NC_("option value", "Others")}},
                    N_("Winner scores"), N_("What the round's winner scores")),
      choice_option("block_tie", "all_tied",
                    {{"all_tied", N_("Each tied player wins and scores from the pips of those not tied"),
                      NC_("option value", "All tied")},
                     {"none", N_("Nobody scores that round"), NC_("option value", "None")}},
                    N_("Tie when blocked"), N_("A blocked round with several players on the lowest count")),
      integer_option("target", "", 1, 1000, N_("Play to"),
                     N_("The match ends when someone reaches this score (100; 200 with double-nine, 300 with "
                        "double-twelve)")),
      end_tie_option(N_("When the leaders are tied at the target")),
  };
  if (draw) {
    specs.push_back(choice_option("draw_rule", "until_playable",
                                  {{"until_playable", N_("Draw one at a time until a tile fits, then play it"),
                                    NC_("option value", "Until playable")},
                                   {"one_then_choose", N_("Draw one tile, then play a fitting tile or pass"),
                                    NC_("option value", "One then choose")},
                                   {"draw_then_wait", N_("Draw one tile; it can be played from your next turn"),
                                    NC_("option value", "Draw then wait")}},
                                  N_("When stuck"), N_("What a player who cannot play does")));
    specs.push_back(boolean_option("redeal_five_doubles", false, N_("Redeal five doubles"),
                                   N_("A hand dealt five or more doubles voids the deal"),
                                   N_("A hand is played as dealt, however many doubles it holds")));
    specs.push_back(integer_option("min_score", "0", 0, 100, N_("Minimum to start"),
                                   N_("Nothing is banked until a single round scores at least this (15 is usual)")));
    specs.push_back(choice_option(
        "sets", "1", {{"1", N_("One set")}, {"2", N_("Two sets combined: identical tiles are interchangeable")}},
        N_("Sets"), N_("How many domino sets are mixed together")));
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
    return Status::fail(trf("a double-six set is for 2 to 4 players; choose set 9 or 12 for {players} players",
                            {{"players", players}}));
  const int tiles = set_size(set) * sets;
  const Args size_args{
      {"players", players}, {"hand", hand}, {"needed", players * hand}, {"set", set}, {"tiles", tiles}};
  if (players * hand > tiles && sets > 1)
    return Status::fail(
        // TRANSLATORS: {players} players with {hand} tiles each need {needed} tiles; a double-{set} set
        // ("x2": two such sets mixed) holds {tiles}.
        trf("{players} players x {hand} tiles = {needed} tiles, but a double-{set} x2 set has {tiles}", size_args));
  if (players * hand > tiles)
    return Status::fail(
        trf("{players} players x {hand} tiles = {needed} tiles, but a double-{set} set has {tiles}", size_args));
  DealOdds odds{players, set, sets, hand};
  odds.needs_double = o.get("opener") == "highest_double";
  odds.five_doubles_void = draw_ && o.flag("redeal_five_doubles");
  if (standing_deal_chance(odds) < kMinStandingDealChance) {
    DealOdds without_five = odds;
    without_five.five_doubles_void = false;
    const bool no_double = standing_deal_chance(without_five) < kMinStandingDealChance;
    const Args args{
        {"players", players}, {"hand", hand}, {"set", set}, {"deals", static_cast<int>(1 / kMinStandingDealChance)}};
    if (no_double && sets > 1)
      return Status::fail(
          // TRANSLATORS: of the deals of {players} players x {hand} tiles, fewer than 1 in {deals} would
          // stand (the others are dealt again); "Redeal five doubles" is the option's label.
          trf("with {players} players x {hand} tiles from a double-{set} x2 set, fewer than 1 deal in "
              "{deals} would stand (when only a double may open, a deal without one is void): deal "
              "more tiles, or let the heaviest tile open",
              args));
    if (no_double)
      return Status::fail(
          trf("with {players} players x {hand} tiles from a double-{set} set, fewer than 1 deal in "
              "{deals} would stand (when only a double may open, a deal without one is void): deal "
              "more tiles, or let the heaviest tile open",
              args));
    if (sets > 1)
      return Status::fail(
          trf("with {players} players x {hand} tiles from a double-{set} x2 set, fewer than 1 deal in "
              "{deals} would stand (a hand of five doubles voids it): deal fewer tiles, or turn off "
              "Redeal five doubles",
              args));
    return Status::fail(
        trf("with {players} players x {hand} tiles from a double-{set} set, fewer than 1 deal in "
            "{deals} would stand (a hand of five doubles voids it): deal fewer tiles, or turn off "
            "Redeal five doubles",
            args));
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
  if (level == "random") return N_("Plays any legal tile: good for learning the rules.");
  if (level == "easy") return N_("Half the time a random tile, else just its heaviest tile.");
  if (level == "hard")
    return N_(
        "Thinks ahead: tries a couple of hundred ways the hidden tiles could lie, minding who passed or drew, "
        "and plays each out.");
  if (level == "expert")
    return N_(
        "Thinks hard: tries tens of thousands of ways the hidden tiles could lie and plays out every choice "
        "before it moves.");
  return N_("Sheds heavy tiles and doubles, keeps tiles that fit the ends it leaves.");
}

}  // namespace boneyard
