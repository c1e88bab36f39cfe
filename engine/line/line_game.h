// The GameInfo of the line games: Block and Draw differ only in their id, defaults,
// presets and the Draw-only options (docs/rules.md ("Block")-§2). The rules are in line_match.cpp.
#pragma once

#include <string>
#include <vector>

#include "core/match.h"
#include "line/line_bot.h"
#include "line/line_match.h"
#include "line/line_search.h"

namespace boneyard {

// The chance that a random deal stands: that the opener rule finds an opener (a double in
// some hand, when only a double may open) and, when five doubles void a deal, that no hand
// holds five or more. Exact: the doubles' places in a shuffled deck are a random subset.
struct DealOdds {
  int players = 4, set = 6, sets = 1, hand_size = 5;
  bool needs_double = false;       // opener highest_double
  bool five_doubles_void = false;  // redeal_five_doubles
};
double standing_deal_chance(const DealOdds& odds);

// Options whose deals are voided more often than this are refused (docs/rules.md's redeal rules
// would otherwise deal again and again, or forever).
inline constexpr double kMinStandingDealChance = 0.01;

class LineGame final : public GameWith<LineMatch, LineView, line_bot_move, line_bot_think> {
 public:
  struct Defaults {
    std::string opener;     // "highest_double" (Block), "double_then_tile" (Draw)
    std::string win_score;  // "net" (Block), "others" (Draw)
    int hand_two = 7;       // hand size for 2 players
    int hand_more = 5;      // hand size for 3 or more
    // The help of `hand_size`, which says the two sizes above: English marked N_() (core/i18n.h).
    std::string hand_help;
  };
  LineGame(std::string id, std::string title, bool draw, Defaults defaults, std::vector<Preset> presets);

  std::string_view id() const override { return id_; }
  std::string_view title() const override { return title_; }
  const std::vector<OptionSpec>& option_specs() const override { return specs_; }
  const std::vector<Preset>& presets() const override { return presets_; }
  bool lowest_wins() const override { return false; }  // the pips won score, in Block and Draw alike
  Status complete_options(Options& options) const override;
  std::string_view level_help(std::string_view level) const override;
  bool reference_level(std::string_view level) const override {
    return level == kLineReferenceLevel || level == search::kExpertRoundLevel;
  }

 private:
  std::string id_, title_;
  bool draw_;
  Defaults defaults_;
  std::vector<OptionSpec> specs_;
  std::vector<Preset> presets_;
};

}  // namespace boneyard
