// The online table's screen (issue 28): a list panel of rows with buttons, and a field over a
// row for a pasted reply or a name (see screens.h).
#include "platform/platform.h"
#include "render/draw.h"
#include "screens/screens.h"

#include <algorithm>

namespace boneyard {

namespace {

constexpr float kOnlineRowH = 80;
constexpr float kOnlineButtonH = 31;

struct OnlineFrame {
  ListPanelLayout layout;
  std::vector<Target> targets;  // close first, then each shown row's buttons in order
  std::vector<std::size_t> row_of;  // per target after the first: its row
};

Rect online_field_box(const Rect& row) { return {row.x + 8, row.y + 26, row.w - 16, 28}; }

OnlineFrame online_frame(Vec2 canvas, const Fonts& fonts, const OnlineModel& model) {
  OnlineFrame f;
  const float lead_h = draw::measure(fonts.regular, 14, model.lead, list_panel_text_width(canvas)).y;
  f.layout = layout_list_panel(canvas, lead_h, static_cast<int>(model.rows.size()), kOnlineRowH, true);
  f.targets = {{"online:back", f.layout.close}};
  for (std::size_t i = 0; i < f.layout.rows.size() && i < model.rows.size(); ++i) {
    const Rect& r = f.layout.rows[i];
    const auto& buttons = model.rows[i].buttons;
    if (buttons.empty()) continue;
    const float gap = 8, n = static_cast<float>(buttons.size());
    const float w = std::min(150.0f, (r.w - 20 - gap * (n - 1)) / n);
    for (std::size_t b = 0; b < buttons.size(); ++b) {
      f.targets.push_back({buttons[b].first,
                           {r.x + 10 + static_cast<float>(b) * (w + gap), r.bottom() - kOnlineButtonH - 6, w, kOnlineButtonH}});
      f.row_of.push_back(i);
    }
  }
  return f;
}

}  // namespace

std::vector<Target> OnlineScreen::targets(Vec2 canvas, const Fonts& fonts, const OnlineModel& model) const {
  return online_frame(canvas, fonts, model).targets;
}

void OnlineScreen::close_field() {
  if (editing_.empty()) return;
  editing_.clear();
  platform::end_text_edit();
}

OnlineScreen::Action OnlineScreen::frame(Ui& ui, const Fonts& fonts, const OnlineModel& model) {
  const OnlineFrame f = online_frame(ui.canvas(), fonts, model);
  const std::vector<Press> presses = ui.press_all(f.targets);
  ImDrawList* dl = ui.draw_list();
  const ListPanelLayout& L = f.layout;
  draw::list_frame(dl, fonts, L, model.title, model.lead);
  Action action;
  // The field, while one is open: the page's own input over its row (a phone's keyboard comes
  // only for a real one).
  std::size_t field_row = model.rows.size();
  for (std::size_t i = 0; i < model.rows.size(); ++i)
    if (!editing_.empty() && model.rows[i].field == editing_) field_row = i;
  if (!editing_.empty() && (field_row >= L.rows.size())) close_field();  // its row is gone
  for (std::size_t i = 0; i < L.rows.size() && i < model.rows.size(); ++i) {
    const Rect& r = L.rows[i];
    const OnlineRow& row = model.rows[i];
    draw::list_row(dl, r, i);
    draw::text_in(dl, fonts.bold, 15, {r.x + 10, r.y + 5, r.w - 20, 18}, draw::kText, row.title, draw::Align::Left);
    if (i == field_row) {
      const Rect box = online_field_box(r);
      const Rect css = ui.screen_map().to_screen(box);
      platform::begin_text_edit({css.x, css.y, css.w, css.h, 14 * ui.screen_map().zoom}, row.field_text, row.field_max);
      const auto state = platform::text_edit_state();
      if (state.state == platform::TextEdit::State::Kept) {
        action = {editing_, state.text};
        close_field();
      } else if (state.state == platform::TextEdit::State::Cancelled) {
        close_field();
      }
    } else {
      draw::text_in(dl, fonts.regular, 13, {r.x + 10, r.y + 24, r.w - 20, 16}, draw::kMuted,
                    draw::fit(fonts.regular, 13, row.line, r.w - 20), draw::Align::Left);
    }
  }
  for (std::size_t t = 1; t < f.targets.size(); ++t) {
    const Press& p = presses[t];
    const std::size_t row = f.row_of[t - 1];
    const auto& buttons = model.rows[row].buttons;
    const auto it = std::find_if(buttons.begin(), buttons.end(),
                                 [&](const auto& b) { return b.first == f.targets[t].id; });
    draw::button(dl, fonts, f.targets[t].rect, it->second, draw::ButtonKind::Secondary, p.hovered, p.held, true, 14);
    if (!p.clicked) continue;
    if (f.targets[t].id == model.rows[row].field) {
      close_field();
      editing_ = f.targets[t].id;  // the field opens over the row from the next frame
      ui.redraw();
    } else {
      close_field();
      action = {f.targets[t].id, {}};
    }
  }
  draw::button(dl, fonts, L.close, model.close_label, draw::ButtonKind::Primary, presses[0].hovered, presses[0].held);
  if (presses[0].clicked || (editing_.empty() && ui.escape_pressed())) {
    close_field();
    action = {"online:back", {}};
  }
  return action;
}

}  // namespace boneyard
