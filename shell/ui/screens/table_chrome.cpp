// What both tables draw alike (see screens.h TablePaint, TableChrome): the frame's pulse and
// pacing, the seats' plates, the scores panel's frame, the corner's buttons, the play
// checker's note, the coach line, and what lies over a table.
#include <algorithm>

#include "render/draw.h"
#include "screens/screens.h"

namespace boneyard {

namespace {
// Since when nothing has happened at the table: its last change or the player's last input.
double quiet_since(const Ui& ui, const Session& session) { return std::max(session.last_change_at(), ui.input_at()); }
}  // namespace

// Pulses breathe while the table is lively, then hold still (no frames while idle).
TablePaint::TablePaint(Ui& ui_, const Session& session, MotionTracker& motion, const std::vector<Target>& targets,
                       const std::vector<Press>& presses)
    : ui(ui_),
      dl(ui_.draw_list()),
      now(ui_.now()),
      lively(now - quiet_since(ui_, session) < kLivelyMs),
      pulse(draw::pulse(lively ? now : quiet_since(ui_, session) + kLivelyMs)),  // still with reduced motion
      reduced(draw::look().reduced_motion),
      targets_(targets),
      presses_(presses) {
  motion.set_reduced(reduced);
}

Press TablePaint::press(std::string_view id) const {
  for (std::size_t i = 0; i < targets_.size(); ++i)
    if (targets_[i].id == id) return presses_[i];
  return Press{};
}

void TablePaint::seat(const Fonts& fonts, const TableLayout& L, const SeatPlace& place, const std::string& name,
                      const std::optional<std::string>& score, bool active) {
  pulsing |= active;
  if (L.portrait || L.compact_seats)
    dl->AddRectFilled(ImVec2(place.box.x, place.box.y), ImVec2(place.box.right(), place.box.bottom()),
                      draw::rgba(0, 0, 0, 0.16f), 14);
  draw::seat_plate(dl, fonts, place.plate, name, score, active, pulse);
}

void TablePaint::scores_panel(const Rect& r) const {
  draw::panel(dl, r, 14, draw::rgba(0, 0, 0, 0.3f), draw::rgba(255, 255, 255, 0.1f));
}

void TablePaint::turn_dot(const Rect& r, float y) const {
  dl->AddCircleFilled(ImVec2(r.x + 10, y + 9), 3.5f, draw::fade(draw::kGold, 0.6f + 0.4f * pulse));
}

void TablePaint::done() {
  if (moving || (pulsing && lively && !reduced)) ui.redraw();  // held still with reduced motion: no frames for it
}

Rect TableChrome::draw_corner(TablePaint& p, const Fonts& fonts, const TableLayout& L, const Session& session,
                              bool can_undo, bool can_hint, const std::string& title) const {
  const Press menu = p.press("button:menu");
  draw::menu_button(p.dl, L.menu_button, menu.hovered, menu.held);
  if (L.undo_button) {
    const Press u = p.press("button:undo");
    draw::undo_button(p.dl, *L.undo_button, can_undo, u.hovered, u.held);
  }
  if (L.hint_button) {
    const Press h = p.press("button:hint");
    draw::hint_button(p.dl, *L.hint_button, can_hint, h.hovered, h.held, session.hint_pending() ? p.pulse : 0.0f);
    p.pulsing |= session.hint_pending();
  }
  const Rect top{L.info.x, L.info.y + 2, L.info.w, L.info.h / 2};
  const Rect bottom{L.info.x, L.info.center().y, L.info.w, L.info.h / 2 - 2};
  draw::text_in(p.dl, fonts.bold, 16, top, draw::kText, title, draw::Align::Left, true);
  return bottom;
}

void TableChrome::draw_note(TablePaint& p, const Fonts& fonts, const TableLayout& L) {
  if (note_.draw_note(p.dl, fonts, p.ui.canvas(), L.felt.y + 10, p.now)) {
    p.moving |= note_.fading(p.now);
    p.ui.redraw_at(note_.fade_out_at());
  }
}

bool TableChrome::draw_coach(TablePaint& p, const Fonts& fonts, float bottom) {
  if (!coach_.draw_coach(p.dl, fonts, p.ui.canvas(), bottom, p.now)) return false;
  p.moving |= coach_.fading(p.now);
  p.ui.redraw_at(coach_.fade_out_at());
  return true;
}

void TableChrome::draw_over(Ui& ui, const Fonts& fonts, const TableOverlays& f, const std::vector<Press>& presses,
                            const Rect& felt) {
  if (f.notice) draw_notice(ui.draw_list(), fonts, *f.notice, notice_, presses);
  f.draw(ui, fonts, presses);
  // A toast ("Result copied", "Record copied") shows over whatever is open.
  if (toast_.draw(ui.draw_list(), fonts, ui.canvas(), f.toast_top(felt), ui.now())) ui.redraw();
}

}  // namespace boneyard
