// The Statistics screen (from the title): a row per game and player count (stats_rows), and
// "Reset statistics", which asks first: its first tap arms it ("Tap again to reset").
#include "core/i18n.h"
#include "render/draw.h"
#include "screens/screens.h"

namespace boneyard {

namespace {

struct StatsFrame {
  ListPanelLayout layout;
  Rect reset;
  std::vector<StatsRow> rows;
  std::string lead;
  std::vector<Target> targets;
};

StatsFrame build(Vec2 canvas, const Fonts& fonts, const Statistics& stats) {
  StatsFrame f;
  f.rows = stats_rows(stats);
  for (auto& row : daily_rows(stats)) f.rows.push_back(std::move(row));
  f.lead = f.rows.empty() ? tr("No match played yet on this device. Play one: its rounds and result will show here.")
                          : tr("Your results on this device, for each game and number of players.");
  const float lead_h = draw::measure(fonts.regular, 14, f.lead, list_panel_text_width(canvas)).y;
  f.layout = layout_list_panel(canvas, lead_h, static_cast<int>(f.rows.size()), 54, true);
  f.reset = {f.layout.panel.right() - 18 - 150, f.layout.title.y, 150, f.layout.title.h};
  f.targets = {{"button:stats_back", f.layout.close}};
  if (!f.rows.empty()) f.targets.push_back({"button:reset_stats", f.reset});
  return f;
}

}  // namespace

std::vector<Target> StatsScreen::targets(Vec2 canvas, const Fonts& fonts, const Statistics& stats) const {
  return build(canvas, fonts, stats).targets;
}

StatsScreen::Action StatsScreen::frame(UiFrame& ui, const Fonts& fonts, const Statistics& stats) {
  const StatsFrame f = build(ui.canvas(), fonts, stats);
  const std::vector<Press> presses = ui.press_all(f.targets);
  ImDrawList* dl = ui.draw_list();
  const ListPanelLayout& L = f.layout;
  panels::list_frame(dl, fonts, L, tr("Statistics"), f.lead);
  for (std::size_t i = 0; i < L.rows.size() && i < f.rows.size(); ++i) {
    const Rect& r = L.rows[i];
    panels::list_row(dl, r, i);
    draw::text_in(dl, fonts.bold, 15, {r.x + 10, r.y + 4, r.w - 20, 18}, draw::kText, f.rows[i].title, draw::Align::Left);
    draw::text_in(dl, fonts.regular, 13, {r.x + 10, r.y + 22, r.w - 20, 15}, draw::kText, f.rows[i].line1,
                  draw::Align::Left);
    draw::text_in(dl, fonts.regular, 13, {r.x + 10, r.y + 37, r.w - 20, 15}, draw::kMuted, f.rows[i].line2,
                  draw::Align::Left);
  }
  if (L.more.h > 0 && f.rows.size() > L.rows.size()) {
    const auto hidden = static_cast<long long>(f.rows.size() - L.rows.size());
    // TRANSLATORS: under a list whose last rows do not fit the screen.
    draw::text_in(dl, fonts.regular, 13, L.more, draw::kMuted, trn("and {n} more", "and {n} more", hidden),
                  draw::Align::Left);
  }
  draw::button(dl, fonts, L.close, tr("Back"), draw::ButtonKind::Primary, presses[0].hovered, presses[0].held);
  if (presses.size() > 1) {
    draw::button(dl, fonts, f.reset, armed_ ? tr("Tap again to reset") : tr("Reset statistics"),
                 draw::ButtonKind::Secondary, presses[1].hovered, presses[1].held, true, 13);
    if (presses[1].clicked) {
      if (!armed_) {
        armed_ = true;
        return Action::None;
      }
      armed_ = false;
      return Action::Reset;
    }
  }
  if (presses[0].clicked || ui.escape_pressed()) {
    armed_ = false;
    return Action::Back;
  }
  return Action::None;
}

}  // namespace boneyard
