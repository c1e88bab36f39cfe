// Pass-and-play's cover (see screens.h): an opaque screen between two people's turns, so
// that nobody's hand shows while the device changes hands.
#include "core/i18n.h"
#include "render/draw.h"
#include "screens/screens.h"

namespace boneyard {

namespace {

constexpr float kCoverTextSize = 15;

std::string cover_text(const Cover& cover) {
  // TRANSLATORS: pass-and-play's cover between two people's turns; {name} is the person the device
  // goes to ("North", or a name the players chose).
  return trf("Hand the device to {name}. Everyone else, look away: {name}'s hand shows after the tap.",
             {{"name", cover.name}}) +
         "\n\n" + cover.detail;
}

CoverLayout cover_layout(Vec2 canvas, const Fonts& fonts, const Cover& cover) {
  return layout_cover(canvas, draw::measure(fonts.regular, kCoverTextSize, cover_text(cover), cover_text_width(canvas)).y,
                      !cover.undo_by.empty());
}

}  // namespace

std::vector<Target> cover_targets(Vec2 canvas, const Fonts& fonts, const Cover& cover) {
  const CoverLayout l = cover_layout(canvas, fonts, cover);
  std::vector<Target> out{{"button:ready", l.ready}, {"button:cover_menu", l.menu}};
  if (l.undo) out.push_back({"button:cover_undo", *l.undo});
  return out;
}

CoverAction cover_screen(UiFrame& ui, const Fonts& fonts, const Cover& cover) {
  ImDrawList* dl = ui.draw_list();
  const CoverLayout l = cover_layout(ui.canvas(), fonts, cover);
  const auto targets = cover_targets(ui.canvas(), fonts, cover);
  const Press ready = ui.press(targets[0]), menu = ui.press(targets[1]);
  draw::background(dl, {0, 0, ui.canvas().x, ui.canvas().y});  // opaque: nothing of the table shows
  draw::shadow(dl, l.panel, 18, 16, 0.4f);
  draw::panel(dl, l.panel, 18, draw::kPanel, draw::fade(draw::kGold, 0.4f));
  draw::text_in(dl, fonts.bold, 26, l.heading, draw::rgba(255, 236, 180), trf("Pass to {name}", {{"name", cover.name}}),
                draw::Align::Left);
  draw::paragraph(dl, fonts.regular, kCoverTextSize, {l.text.x, l.text.y}, l.text.w, draw::kText, cover_text(cover));
  draw::button(dl, fonts, l.ready, trf("{name} is ready", {{"name", cover.name}}), draw::ButtonKind::Primary,
               ready.hovered, ready.held);
  draw::button(dl, fonts, l.menu, tr("Main menu"), draw::ButtonKind::Secondary, menu.hovered, menu.held, true, 15);
  if (l.undo) {
    const Press undo = ui.press(targets[2]);
    // TRANSLATORS: a button: the one who just moved ({name}) takes their move back.
    draw::button(dl, fonts, *l.undo, trf("Undo ({name})", {{"name", cover.undo_by}}), draw::ButtonKind::Secondary,
                 undo.hovered, undo.held, true, 15);
    if (undo.clicked) return CoverAction::Undo;
  }
  if (ready.clicked) return CoverAction::Ready;
  if (menu.clicked) return CoverAction::Menu;
  return CoverAction::None;
}

}  // namespace boneyard
