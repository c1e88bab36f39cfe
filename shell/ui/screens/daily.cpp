// The Today's deal screen (from the title): the day's date, what a daily is, and a row per
// game with the player's result so far (or "Not played yet") and Play (daily:<game>).
#include "session/daily.h"
#include "core/i18n.h"
#include "render/draw.h"
#include "screens/screens.h"
#include "session/setup_model.h"

#include <algorithm>

namespace boneyard {

namespace {

constexpr float kPlayW = 96;

struct DailyFrame {
  ListPanelLayout layout;
  std::vector<std::string> games, titles, lines;
  std::string lead;
  std::vector<Target> targets;
};

DailyFrame build(Vec2 canvas, const Fonts& fonts, const Statistics& stats, const std::string& date) {
  DailyFrame f;
  for (const auto& p : SetupModel::presets()) {  // the games the tables show, in the setup's order
    const std::string id(p.game->id());
    if (std::find(f.games.begin(), f.games.end(), id) != f.games.end()) continue;
    f.games.push_back(id);
    f.titles.emplace_back(trc("game", p.game->title()));
    const DailyResult* d = stats.find_daily(date, id);
    // TRANSLATORS: Today's deal, a game's row; {result} is e.g. "you 4 points, the expert 6".
    f.lines.push_back(d ? trf("Played: {result}", {{"result", daily_result(*d)}}) : tr("Not played yet"));
  }
  // TRANSLATORS: under the title "Today's deal"; {date} is the day, e.g. "5 Nov 2026".
  f.lead =
      trf("{date}. One round against expert computer players. Everyone who plays today gets the same deal; at "
          "its end you see what the expert scores in your seat.",
          {{"date", pretty_date(date)}});
  const float lead_h = draw::measure(fonts.regular, 14, f.lead, list_panel_text_width(canvas)).y;
  f.layout = layout_list_panel(canvas, lead_h, static_cast<int>(f.games.size()), 50, true);
  f.targets = {{"button:daily_back", f.layout.close}};
  for (std::size_t i = 0; i < f.layout.rows.size(); ++i) {
    const Rect& r = f.layout.rows[i];
    f.targets.push_back({"daily:" + f.games[i], {r.right() - kPlayW - 6, r.y + 7, kPlayW, r.h - 14}});
  }
  return f;
}

}  // namespace

std::vector<Target> DailyScreen::targets(Vec2 canvas, const Fonts& fonts, const Statistics& stats,
                                         const std::string& date) const {
  return build(canvas, fonts, stats, date).targets;
}

DailyScreen::Action DailyScreen::frame(UiFrame& ui, const Fonts& fonts, const Statistics& stats, const std::string& date) {
  const DailyFrame f = build(ui.canvas(), fonts, stats, date);
  const std::vector<Press> presses = ui.press_all(f.targets);
  ImDrawList* dl = ui.draw_list();
  const ListPanelLayout& L = f.layout;
  panels::list_frame(dl, fonts, L, tr("Today's deal"), f.lead);
  Action action;
  for (std::size_t i = 0; i < L.rows.size(); ++i) {
    const Rect& r = L.rows[i];
    panels::list_row(dl, r, i);
    const float text_w = r.w - kPlayW - 28;
    draw::text_in(dl, fonts.bold, 15, {r.x + 10, r.y + 6, text_w, 18}, draw::kText, f.titles[i], draw::Align::Left);
    draw::text_in(dl, fonts.regular, 13, {r.x + 10, r.y + 26, text_w, 16}, draw::kMuted, f.lines[i], draw::Align::Left);
    const Press& p = presses[i + 1];
    draw::button(dl, fonts, f.targets[i + 1].rect, trc("verb", "Play"), draw::ButtonKind::Secondary, p.hovered, p.held,
                 true, 15);
    if (p.clicked) action = {Action::Kind::Play, f.games[i]};
  }
  draw::button(dl, fonts, L.close, tr("Back"), draw::ButtonKind::Primary, presses[0].hovered, presses[0].held);
  if (presses[0].clicked || ui.escape_pressed()) action = {Action::Kind::Back, {}};
  return action;
}

}  // namespace boneyard
