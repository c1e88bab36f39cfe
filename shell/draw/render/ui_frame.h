// One frame of the interface (UiFrame): the full-screen window it is drawn into, its clock and
// pacing (when the next frame is due), and immediate-mode input over layout rectangles. Each
// frame the screens lay out their Targets (layout/geometry.h) and ask `press(target)`: an
// invisible ImGui button exactly over the target's rectangle, so a click lands where the target
// says (and where the browser test clicks). Drawing is done separately with draw.h into the
// same full-screen window.
//
// The keyboard reaches the same targets: the arrows move a focus over the targets pressed
// this frame (to the nearest one in that direction), Tab and Shift+Tab go through them in
// order, Enter or Space presses the focused one (its `clicked` is true, as for a click). The
// focus shows as a ring once a key has moved it and hides again at the next pointer click;
// when its target goes away (a tile played) it moves to the nearest one left.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "layout/geometry.h"

struct ImDrawList;

namespace boneyard {

struct Press {
  bool hovered = false;  // the pointer is over it
  bool held = false;     // being pressed
  bool clicked = false;  // released over it this frame (not after a drag)
};
// The press of target `id` among `targets`, pressed as `presses` (press_all's); none where it is
// not a target.
Press press_of(const std::vector<Target>& targets, const std::vector<Press>& presses, std::string_view id);

class UiFrame {
 public:
  // Opens the full-screen window the frame is drawn into, with the table's baize behind it.
  // Screens lay out in `canvas` (the safe area: clear of notches and home bars), whose
  // top-left corner is the origin; the renderer moves the frame to `safe.x, safe.y` (main.cpp).
  // All in UI pixels, each `zoom` CSS pixels (ui_zoom: the UI grows on a large screen).
  void begin(Vec2 screen, const Rect& safe, double now, float zoom = 1);
  void end();                                           // closes it
  bool over_clickable() const { return any_hovered_; }  // for a hand cursor
  ImDrawList* draw_list() const;
  Vec2 canvas() const { return canvas_; }
  // Where the canvas lies on the screen (for the page's own elements over it, the tests' clicks).
  const ScreenMap& screen_map() const { return map_; }
  double now() const { return now_; }      // ms

  // Frame pacing (main.cpp draws a frame only when one is needed): what is drawn this frame
  // says when the next frame is due. Nothing asked: not until the next input.
  void redraw() { redraw_at(now_); }  // something moves: the next frame too
  void redraw_at(double at) { next_frame_at_ = at < next_frame_at_ ? at : next_frame_at_; }
  double next_frame_at() const { return next_frame_at_; }
  void input_seen(double now) { input_at_ = now; }  // the platform loop saw input
  double input_at() const { return input_at_; }     // when it last did (ms)

  Press press(const Target& target);
  Press press(const std::string& id, const Rect& rect) { return press(Target{id, rect}); }
  std::vector<Press> press_all(const std::vector<Target>& targets);  // press() each, in order
  // A target the focus may move to although it cannot be clicked now (a list's control
  // scrolled out of view: the screen scrolls it in when it is focused).
  void focusable(const Target& target) { if (target.rect.w >= 1 && target.rect.h >= 1) focusable_.push_back(target); }
  std::optional<Target> focused() const;  // the focused target, while the ring shows
  // An arrow that found nothing in its direction this frame, for a screen that scrolls:
  // -1 up, +1 down, 0 none.
  int unused_arrow() const { return unused_arrow_; }
  bool escape_pressed() const;  // Esc went down this frame
  bool clicked_elsewhere() const;  // a click ended over no target (call last)
  bool key_pressed(char letter) const;  // the letter's key went down this frame ('A'..'Z')
  bool any_key_pressed() const;         // a key of the keyboard went down this frame
  float wheel() const;             // scroll steps this frame
  bool dragging() const;           // the pointer is held and has moved
  float drag_dy() const;           // vertical pointer motion this frame while held
  Vec2 press_origin() const;       // where the current press started

 private:
  Vec2 canvas_;
  ScreenMap map_;
  double now_ = 0;
  double next_frame_at_ = 0;
  double input_at_ = 0;
  bool any_hovered_ = false;
  // Keyboard focus (kept across frames).
  void move_focus();  // this frame's arrows and Tab, over the targets pressed
  std::string focus_id_;
  Rect focus_rect_;
  bool focus_shown_ = false;
  std::string activate_;  // Enter or Space this frame: the focused target's id
  std::vector<Target> pressed_;    // this frame's targets, in order
  std::vector<Target> focusable_;  // and those only the keyboard reaches
  int unused_arrow_ = 0;
  int unused_next_ = 0;
};

}  // namespace boneyard
