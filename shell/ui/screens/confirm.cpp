// The confirmation before the match in progress is replaced: a panel over the dimmed
// background with the match in a line and two answers, the safe one (Keep playing) first.
#include "core/i18n.h"
#include "render/draw.h"
#include "screens/screens.h"

namespace boneyard {

namespace {

constexpr float kConfirmTextSize = 15;

ConfirmLayout confirm_layout(Vec2 canvas, const Fonts& fonts, const std::string& text) {
  return layout_confirm(canvas, draw::measure(fonts.regular, kConfirmTextSize, text, confirm_text_width(canvas)).y);
}

}  // namespace

std::vector<Target> confirm_targets(Vec2 canvas, const Fonts& fonts, const std::string& text) {
  const ConfirmLayout l = confirm_layout(canvas, fonts, text);
  return {{"button:keep_playing", l.no}, {"button:replace", l.yes}};
}

ConfirmAction confirm_screen(UiFrame& ui, const Fonts& fonts, const std::string& text) {
  ImDrawList* dl = ui.draw_list();
  const ConfirmLayout l = confirm_layout(ui.canvas(), fonts, text);
  const auto targets = confirm_targets(ui.canvas(), fonts, text);
  const Press keep = ui.press(targets[0]), replace = ui.press(targets[1]);
  draw::dim_screen(dl, ui.canvas(), 0.45f);
  draw::shadow(dl, l.panel, 18, 16, 0.4f);
  draw::panel(dl, l.panel, 18, draw::kPanel, draw::fade(draw::kGold, 0.4f));
  draw::text_in(dl, fonts.bold, 21, l.heading, draw::rgba(255, 236, 180), tr("Replace your match in progress?"),
                draw::Align::Left);
  draw::paragraph(dl, fonts.regular, kConfirmTextSize, {l.text.x, l.text.y}, l.text.w, draw::kText, text);
  draw::button(dl, fonts, l.no, tr("Keep playing"), draw::ButtonKind::Primary, keep.hovered, keep.held);
  draw::button(dl, fonts, l.yes, tr("Replace"), draw::ButtonKind::Secondary, replace.hovered, replace.held);
  if (keep.clicked || ui.escape_pressed()) return ConfirmAction::KeepPlaying;
  if (replace.clicked) return ConfirmAction::Replace;
  return ConfirmAction::None;
}

}  // namespace boneyard
