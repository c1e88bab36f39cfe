// The GameInfo of the line games: Block and Draw differ only in their id, defaults,
// presets and the Draw-only options (RULES.md §1-§2). The rules are in line_match.cpp.
#pragma once

#include <string>
#include <vector>

#include "core/match.h"
#include "line/line_bot.h"
#include "line/line_match.h"

namespace boneyard {

class LineGame final : public GameWith<LineMatch, LineView, line_bot_move, line_bot_think> {
 public:
  struct Defaults {
    std::string opener;     // "highest_double" (Block), "double_then_tile" (Draw)
    std::string win_score;  // "net" (Block), "others" (Draw)
    int hand_two = 7;       // hand size for 2 players
    int hand_more = 5;      // hand size for 3 or more
  };
  LineGame(std::string id, std::string title, bool draw, Defaults defaults, std::vector<Preset> presets);

  std::string_view id() const override { return id_; }
  std::string_view title() const override { return title_; }
  const std::vector<OptionSpec>& option_specs() const override { return specs_; }
  const std::vector<Preset>& presets() const override { return presets_; }
  Status complete_options(Options& options) const override;
  std::string_view level_help(std::string_view level) const override;

 private:
  std::string id_, title_;
  bool draw_;
  Defaults defaults_;
  std::vector<OptionSpec> specs_;
  std::vector<Preset> presets_;
};

}  // namespace boneyard
