// Block Dominoes: the options, presets and validation of RULES.md §1. The rules
// themselves live in the line-game family (line/line_match.cpp).
#include "games/block/block.h"

#include "core/tile.h"
#include "line/line_bot.h"
#include "line/line_match.h"

namespace boneyard {

namespace {

using Kind = OptionSpec::Kind;

class BlockGame final : public GameInfo {
 public:
  std::string_view id() const override { return "block"; }
  std::string_view title() const override { return "Block Dominoes"; }

  const std::vector<OptionSpec>& option_specs() const override {
    static const std::vector<OptionSpec> specs{
        {"players", Kind::Integer, "4", {}, 2, 10, "Players", "2 to 4 with double-six; more with a bigger set", {}},
        {"set",
         Kind::Choice,
         "6",
         {"6", "9", "12"},
         0,
         0,
         "Set",
         "Which domino set: double-six, -nine or -twelve",
         {"Double-six: 28 tiles", "Double-nine: 55 tiles", "Double-twelve: 91 tiles"}},
        {"hand_size",
         Kind::Integer,
         "",
         {},
         1,
         40,
         "Tiles each",
         "Tiles dealt to each player (7 for 2 players, else 5); the rest sleep unused",
         {}},
        {"opener",
         Kind::Choice,
         "highest_double",
         {"highest_double", "highest_tile", "double_then_tile"},
         0,
         0,
         "Who opens",
         "Which tile decides who plays first",
         {"The highest double opens; no double in any hand: deal again",
          "The heaviest tile opens (on equal pips, the higher end)",
          "The highest double, or the heaviest tile when nobody has a double"}},
        {"opener_plays_deciding_tile",
         Kind::Boolean,
         "false",
         {},
         0,
         0,
         "Opener plays that tile",
         "The opener must open with the tile that made them opener",
         {}},
        {"win_score",
         Kind::Choice,
         "net",
         {"net", "others"},
         0,
         0,
         "Winner scores",
         "What the round's winner scores",
         {"The losers' pips minus the winner's own", "All the pips left in the other hands"}},
        {"block_tie",
         Kind::Choice,
         "all_tied",
         {"all_tied", "none"},
         0,
         0,
         "Tie when blocked",
         "When a blocked round has several players on the lowest count",
         {"Each tied player wins and scores the others' pips", "Nobody scores that round"}},
        {"target", Kind::Integer, "100", {}, 1, 1000, "Play to", "The match ends when someone reaches this score", {}},
        {"end_tie",
         Kind::Choice,
         "play_on",
         {"play_on", "shared"},
         0,
         0,
         "Tie for first",
         "When the leaders are tied at the end",
         {"Play another round to decide", "They share the win"}},
    };
    return specs;
  }

  const std::vector<Preset>& presets() const override {
    static const std::vector<Preset> presets{
        {"Block (seed rules)", "Highest double opens; the winner scores the losers' pips minus their own", {}, {}},
        {"Classic, no draw pile",
         "6 tiles each for 3-4 players; highest double or heaviest tile opens; the winner scores the others' pips",
         {{"opener", "double_then_tile"}, {"win_score", "others"}},
         {{3, {{"hand_size", "6"}}}, {4, {{"hand_size", "6"}}}}},
    };
    return presets;
  }

  Status complete_options(Options& o) const override {
    const int players = o.integer("players");
    const int set = o.integer("set");
    if (!o.has("hand_size")) o.set("hand_size", players == 2 ? "7" : "5");
    const int hand = o.integer("hand_size");
    if (set == 6 && players > 4)
      return Status::fail("a double-six set is for 2 to 4 players; choose set 9 or 12 for " + std::to_string(players) +
                          " players");
    if (players * hand > set_size(set))
      return Status::fail(std::to_string(players) + " players x " + std::to_string(hand) +
                          " tiles = " + std::to_string(players * hand) + " tiles, but a double-" + std::to_string(set) +
                          " set has " + std::to_string(set_size(set)));
    return {};
  }

  Result<std::unique_ptr<Match>> create(const Options& options, std::uint64_t seed,
                                        const std::optional<Deal>& deal) const override {
    return LineMatch::create(*this, options, seed, deal);
  }

  std::string bot_move(const SeatView& view, std::string_view level, Rng& rng) const override {
    return line_bot_move(dynamic_cast<const LineView&>(view), level, rng);
  }
};

}  // namespace

const GameInfo& block_game() {
  static const BlockGame game;
  return game;
}

}  // namespace boneyard
