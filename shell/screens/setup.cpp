// The setup screen: players, computer level, a rules preset, then every option the game
// publishes (GameInfo::option_specs) with its label, one-line help and the help of the
// chosen value. The list scrolls (wheel or drag); Back and Start stay put. Start is offered
// only when the options fit together; otherwise the footer says why.
//
// Index
//   [SECTION] Helpers       completing options, level help
//   [SECTION] Controls      segmented choice, stepper
//   [SECTION] SetupScreen   state, frame, targets
#include <algorithm>
#include <cmath>

#include "link.h"
#include "render/draw.h"
#include "screens/screens.h"
#include "view_model.h"

namespace boneyard {

// [SECTION] Helpers -----------------------------------------------------------------------

namespace {

Result<Options> complete(const GameInfo& game, const OptionList& given) {
  auto options = resolve_options(game.option_specs(), given);
  if (!options) return options;
  if (Status s = game.complete_options(*options); !s) return s;
  return options;
}

std::vector<std::pair<std::string, std::string>> sorted(const Options& o) {
  auto items = o.items();
  std::sort(items.begin(), items.end());
  return items;
}

const char* level_help(const std::string& level) {
  if (level == "random") return "Plays any legal tile: good for learning the rules.";
  if (level == "easy") return "Often just dumps its heaviest tile.";
  if (level == "hard") return "Also remembers who passed, and starves them of those numbers.";
  return "Sheds heavy tiles and doubles, keeps tiles that fit the ends it leaves.";
}

int option_step(const OptionSpec& spec) { return spec.max - spec.min > 200 ? 10 : 1; }

// [SECTION] Controls ----------------------------------------------------------------------

constexpr float kRowH = 42;

// A row of choices (or a column when they do not fit the width). Returns the index clicked
// or -1, and advances `y` past the control.
int choice(Ui& ui, const Fonts& fonts, const std::string& id, float x, float& y, float w,
           const std::vector<std::string>& labels, int selected, const Rect& clip) {
  ImDrawList* dl = ui.draw_list();
  float natural = 0;
  for (const auto& label : labels) natural += draw::measure(fonts.bold, 15, label).x + 30;
  const bool row = natural + 6 * static_cast<float>(labels.size() - 1) <= w;
  int clicked = -1;
  const float seg_w = row ? (w - 6 * static_cast<float>(labels.size() - 1)) / static_cast<float>(labels.size()) : w;
  for (std::size_t i = 0; i < labels.size(); ++i) {
    const Rect r = row ? Rect{x + static_cast<float>(i) * (seg_w + 6), y, seg_w, kRowH}
                       : Rect{x, y + static_cast<float>(i) * (kRowH + 6), w, kRowH};
    if (!r.overlaps(clip)) continue;
    const Press p = ui.press(id + ":" + std::to_string(i), r);
    const bool on = static_cast<int>(i) == selected;
    draw::button(dl, fonts, r, labels[i], on ? draw::ButtonKind::Selected : draw::ButtonKind::Secondary, p.hovered,
                 p.held, true, 15);
    if (p.clicked) clicked = static_cast<int>(i);
  }
  y += row ? kRowH : static_cast<float>(labels.size()) * (kRowH + 6) - 6;
  return clicked;
}

// [ - ] value [ + ]; returns -1, 0 (no change) or +1.
int stepper(Ui& ui, const Fonts& fonts, const std::string& id, float x, float y, const std::string& value,
            bool can_down, bool can_up, const Rect& clip) {
  ImDrawList* dl = ui.draw_list();
  const Rect minus{x, y, 48, kRowH}, shown{x + 52, y, 96, kRowH}, plus{x + 152, y, 48, kRowH};
  int out = 0;
  if (minus.overlaps(clip)) {
    const Press p = ui.press(id + ":down", minus);
    draw::button(dl, fonts, minus, "\u2212", draw::ButtonKind::Secondary, p.hovered, p.held, can_down, 20);
    if (p.clicked && can_down) out = -1;
  }
  dl->AddRectFilled(ImVec2(shown.x, shown.y), ImVec2(shown.right(), shown.bottom()), draw::rgba(0, 0, 0, 0.22f), 10);
  draw::text_in(dl, fonts.bold, 17, shown, draw::kText, value);
  if (plus.overlaps(clip)) {
    const Press p = ui.press(id + ":up", plus);
    draw::button(dl, fonts, plus, "+", draw::ButtonKind::Secondary, p.hovered, p.held, can_up, 20);
    if (p.clicked && can_up) out = 1;
  }
  return out;
}

}  // namespace

// [SECTION] SetupScreen -------------------------------------------------------------------

SetupScreen::SetupScreen(const GameInfo& game) : game_(&game) {
  const OptionSpec* players = find_spec(game.option_specs(), "players");
  const int count = players && !players->default_value.empty() ? std::stoi(players->default_value) : 2;
  chosen_ = game.presets().empty() ? OptionList{{"players", std::to_string(count)}}
                                   : preset_options(game.presets().front(), count);
  preset_ = game.presets().empty() ? std::nullopt : std::optional<std::size_t>(0);
}

void SetupScreen::load(const MatchSetup& setup) {
  if (setup.game != game_->id() || !complete(*game_, setup.options)) return;
  chosen_ = setup.options;
  if (std::none_of(chosen_.begin(), chosen_.end(), [](const auto& kv) { return kv.first == "players"; }))
    chosen_.insert(chosen_.begin(), {"players", complete(*game_, chosen_)->get("players")});
  level_ = setup.level;
  preset_ = matching_preset();
}

MatchSetup SetupScreen::setup() const { return {std::string(game_->id()), chosen_, level_}; }

bool SetupScreen::valid() const { return complete(*game_, chosen_).ok(); }

std::string SetupScreen::value_of(const OptionSpec& spec) const {
  if (auto options = complete(*game_, chosen_); options && options->has(spec.name)) return options->get(spec.name);
  for (const auto& [k, v] : chosen_)
    if (k == spec.name) return v;
  return spec.default_value;
}

void SetupScreen::set_option(const std::string& name, const std::string& value) {
  for (auto& [k, v] : chosen_) {
    if (k == name) {
      v = value;
      return;
    }
  }
  chosen_.emplace_back(name, value);
}

void SetupScreen::clear_option(const std::string& name) {
  chosen_.erase(std::remove_if(chosen_.begin(), chosen_.end(), [&](const auto& kv) { return kv.first == name; }),
                chosen_.end());
}

void SetupScreen::set_players(int players) {
  if (preset_) {
    chosen_ = preset_options(game_->presets()[*preset_], players);
    return;
  }
  set_option("players", std::to_string(players));
}

std::optional<std::size_t> SetupScreen::matching_preset() const {
  auto now = complete(*game_, chosen_);
  if (!now) return std::nullopt;
  const int players = now->integer("players");
  for (std::size_t i = 0; i < game_->presets().size(); ++i) {
    auto preset = complete(*game_, preset_options(game_->presets()[i], players));
    if (preset && sorted(*preset) == sorted(*now)) return i;
  }
  return std::nullopt;
}

std::vector<Target> SetupScreen::targets(Vec2 canvas) const {
  const SetupLayout l = layout_setup(canvas);
  std::vector<Target> out{{"button:back", l.back}};
  if (valid()) out.push_back({"button:start", l.start});
  return out;
}

SetupScreen::Action SetupScreen::frame(Ui& ui, const Fonts& fonts) {
  const SetupLayout l = layout_setup(ui.canvas());
  ImDrawList* dl = ui.draw_list();
  Action action = Action::None;

  // Scrolling: the wheel anywhere, or a drag that started in the list.
  const float max_scroll = std::max(0.0f, content_h_ - l.content.h);
  scroll_ -= ui.wheel() * 60;
  if (ui.dragging() && l.content.contains(ui.press_origin())) scroll_ -= ui.drag_dy();
  scroll_ = std::clamp(scroll_, 0.0f, max_scroll);

  // --- The list ---------------------------------------------------------------------------
  const Rect clip = l.content;
  ImGui::PushClipRect(ImVec2(clip.x, clip.y), ImVec2(clip.right(), clip.bottom()), true);  // drawing and hovering
  const float x = l.column_x, w = l.column_w;
  const float top = clip.y + 18 - scroll_;
  float y = top;
  auto heading = [&](const std::string& label, const std::string& help) {
    draw::text(dl, fonts.bold, 17, {x, y}, draw::kText, label, draw::Align::Left, true);
    y += 24;
    if (!help.empty())
      y += draw::paragraph(dl, fonts.regular, 14, {x, y}, w, draw::kMuted, help) + 8;
    else
      y += 4;
  };
  auto note = [&](const std::string& text) {
    y += 6;
    y += draw::paragraph(dl, fonts.regular, 13, {x + 4, y}, w - 8, draw::fade(draw::kGold, 0.9f), text);
  };

  auto options = complete(*game_, chosen_);
  const OptionSpec* players_spec = find_spec(game_->option_specs(), "players");
  const int players = options ? options->integer("players") : std::stoi(value_of(*players_spec));
  {
    heading("Players", "You and 1 to 3 computer players.");
    std::vector<std::string> labels;
    const int hi = std::min(4, players_spec ? players_spec->max : 4);
    for (int p = 2; p <= hi; ++p) labels.push_back(std::to_string(p));
    const int picked = choice(ui, fonts, "players", x, y, w, labels, players - 2, clip);
    if (picked >= 0) set_players(picked + 2);
    y += 26;
  }
  {
    heading("Computer players", "");
    const auto& levels = bot_levels();
    std::vector<std::string> labels;
    int selected = 0;
    for (std::size_t i = 0; i < levels.size(); ++i) {
      labels.push_back(pretty_value(levels[i]));
      if (levels[i] == level_) selected = static_cast<int>(i);
    }
    const int picked = choice(ui, fonts, "level", x, y, w, labels, selected, clip);
    if (picked >= 0) level_ = levels[static_cast<std::size_t>(picked)];
    note(level_help(level_));
    y += 26;
  }
  {
    heading("Rules", "Pick a common table's rules, or change any option below.");
    const auto& presets = game_->presets();
    const auto matching = matching_preset();
    for (std::size_t i = 0; i < presets.size(); ++i) {
      const float help_h = draw::measure(fonts.regular, 13, presets[i].help, w - 32).y;
      const Rect card{x, y, w, 16 + 20 + help_h + 14};
      const bool on = matching && *matching == i;
      if (card.overlaps(clip)) {
        const Press p = ui.press("preset:" + std::to_string(i), card);
        draw::button(dl, fonts, card, "", on ? draw::ButtonKind::Selected : draw::ButtonKind::Secondary, p.hovered,
                     p.held);
        draw::text(dl, fonts.bold, 16, {card.x + 16, card.y + 12}, on ? draw::rgba(255, 240, 200) : draw::kText,
                   presets[i].name);
        draw::paragraph(dl, fonts.regular, 13, {card.x + 16, card.y + 34}, w - 32, draw::kMuted, presets[i].help);
        if (p.clicked) {
          chosen_ = preset_options(presets[i], players);
          preset_ = i;
        }
      }
      y += card.h + 8;
    }
    if (!matching) note("Custom rules: your changes below.");
    y += 26;
  }

  for (const OptionSpec& spec : game_->option_specs()) {
    if (spec.name == "players") continue;
    heading(spec.label, spec.help);
    const std::string value = value_of(spec);
    const bool is_auto =
        spec.default_value.empty() &&
        std::none_of(chosen_.begin(), chosen_.end(), [&](const auto& kv) { return kv.first == spec.name; });
    switch (spec.kind) {
      case OptionSpec::Kind::Choice:
      case OptionSpec::Kind::Boolean: {
        const std::vector<std::string> values =
            spec.kind == OptionSpec::Kind::Boolean ? std::vector<std::string>{"false", "true"} : spec.choices;
        std::vector<std::string> labels;
        int selected = -1;
        for (std::size_t i = 0; i < values.size(); ++i) {
          labels.push_back(pretty_value(values[i]));
          if (values[i] == value) selected = static_cast<int>(i);
        }
        const int picked = choice(ui, fonts, spec.name, x, y, w, labels, selected, clip);
        if (picked >= 0) {
          set_option(spec.name, values[static_cast<std::size_t>(picked)]);
          preset_.reset();
        }
        if (selected >= 0 && static_cast<std::size_t>(selected) < spec.choice_help.size())
          note(spec.choice_help[static_cast<std::size_t>(selected)]);
        break;
      }
      case OptionSpec::Kind::Integer: {
        const int n = value.empty() ? spec.min : std::stoi(value);
        const int step = option_step(spec);
        const int change = stepper(ui, fonts, spec.name, x, y, value, n > spec.min, n < spec.max, clip);
        if (change != 0) {
          const int next =
              std::clamp(change > 0 ? (n / step + 1) * step : ((n + step - 1) / step - 1) * step, spec.min, spec.max);
          set_option(spec.name, std::to_string(next));
          preset_.reset();
        }
        if (spec.default_value.empty()) {
          const Rect chip{x + 212, y, 96, kRowH};
          if (chip.overlaps(clip)) {
            const Press p = ui.press(spec.name + ":auto", chip);
            draw::button(dl, fonts, chip, "Auto", is_auto ? draw::ButtonKind::Selected : draw::ButtonKind::Secondary,
                         p.hovered, p.held, true, 15);
            if (p.clicked) {
              clear_option(spec.name);
              preset_.reset();
            }
          }
        }
        y += kRowH;
        break;
      }
    }
    y += 28;
  }
  content_h_ = y - top + 10;
  ImGui::PopClipRect();

  // --- Header and footer (fixed) ------------------------------------------------------------
  dl->AddRectFilledMultiColor(ImVec2(0, l.header.y), ImVec2(l.header.w, l.header.bottom() + 14),
                              draw::rgba(8, 36, 21, 0.95f), draw::rgba(8, 36, 21, 0.95f), draw::rgba(8, 36, 21, 0),
                              draw::rgba(8, 36, 21, 0));
  dl->AddRectFilledMultiColor(ImVec2(0, l.footer.y - 18), ImVec2(l.footer.w, l.footer.bottom()),
                              draw::rgba(8, 36, 21, 0), draw::rgba(8, 36, 21, 0), draw::rgba(8, 36, 21, 0.96f),
                              draw::rgba(8, 36, 21, 0.96f));
  draw::text_in(dl, fonts.bold, 21, l.title, draw::kText, std::string(game_->title()), draw::Align::Center, true);
  const Press back = ui.press("button:back", l.back);
  draw::button(dl, fonts, l.back, "\u2190 Back", draw::ButtonKind::Secondary, back.hovered, back.held, true, 15);
  if (back.clicked) action = Action::Back;

  options = complete(*game_, chosen_);
  if (!options) {
    std::string why = options.error();
    if (!why.empty()) why[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(why[0])));
    draw::text_in(dl, fonts.regular, 14, l.note, draw::kRed, why);
    draw::button(dl, fonts, l.start, "Start", draw::ButtonKind::Primary, false, false, false, 19);
  } else {
    const std::string summary = std::to_string(options->integer("players")) + " players \u2022 " +
                                pretty_value(level_) + " computer \u2022 first to " + options->get("target");
    draw::text_in(dl, fonts.regular, 14, l.note, draw::kMuted, summary);
    const Press start = ui.press("button:start", l.start);
    draw::button(dl, fonts, l.start, "Start", draw::ButtonKind::Primary, start.hovered, start.held, true, 19);
    if (start.clicked) action = Action::Start;
  }
  return action;
}

}  // namespace boneyard
