// Geometry for layouts and hit-testing: points and rectangles in CSS pixels, a domino's pose on
// screen, and the clickable targets every screen lists. The layouts (line/line_layout.h,
// trick/trick_layout.h, layout/screen_layout.h) are pure functions into these, tested without
// a window.
#pragma once

#include <string>
#include <vector>

namespace boneyard {

// [SECTION] Geometry ----------------------------------------------------------------------

inline constexpr float kPi = 3.14159265358979f;  // turns and arcs

struct Vec2 {
  float x = 0, y = 0;
};

struct Rect {
  float x = 0, y = 0, w = 0, h = 0;
  float right() const { return x + w; }
  float bottom() const { return y + h; }
  Vec2 center() const { return {x + w / 2, y + h / 2}; }
  bool contains(Vec2 p) const { return p.x >= x && p.x < x + w && p.y >= y && p.y < y + h; }
  bool overlaps(const Rect& o, float eps = 0.01f) const;  // interiors meet (touching is fine)
  bool inside(const Rect& outer, float eps = 0.01f) const;
  Rect inset(float d) const { return {x + d, y + d, w - 2 * d, h - 2 * d}; }
};

// Where the UI's canvas lies on the screen: its top-left corner `origin` (the safe area's) and
// the CSS pixels one UI pixel takes (`zoom`, ui_zoom), both in UI pixels.
struct ScreenMap {
  Vec2 origin;
  float zoom = 1;
  Rect to_screen(const Rect& r) const {  // in CSS pixels
    return {(r.x + origin.x) * zoom, (r.y + origin.y) * zoom, r.w * zoom, r.h * zoom};
  }
};

// A domino on screen: `unit` is its short side; the long side (2 * unit) lies along the
// tile's own x axis, turned by `angle` radians (0: long side horizontal; pi/2: vertical,
// its -x half on top). Pips of `a` are drawn on the -x half, `b` on the +x half.
struct TilePose {
  Vec2 center;
  float unit = 0;
  float angle = 0;
};
Rect bounds(const TilePose& pose);  // axis-aligned box (for right-angle poses: the tile itself)

// Something clickable: `button:play`, `hand:6-4`, `end:L` ... in CSS pixels.
struct Target {
  std::string id;
  Rect rect;
};
// The first target containing `p` (targets are listed topmost first), or "" for none.
std::string hit_test(const std::vector<Target>& targets, Vec2 p);

// Keyboard focus (render/ui_frame.h): the target an arrow moves to from `from` in direction
// (dx, dy) (a unit step such as (0, 1) for Down): the nearest whose centre lies beyond `from`'s
// that way, the distance across the direction counting twice the distance along it; -1 if none.
int focus_towards(const std::vector<Target>& targets, const Rect& from, float dx, float dy);
int nearest_target(const std::vector<Target>& targets, const Rect& to);  // by centres; -1 if none

// Small helpers for layouts.
float clampf(float v, float lo, float hi);
Rect box_around(Vec2 c, float w, float h);  // a w x h box centred on c
Rect unite(const Rect& a, const Rect& b);    // the smallest box holding both
// Grows a rectangle about its centre to at least `min_w` x `min_h` (comfortable to tap).
Rect at_least(const Rect& r, float min_w, float min_h);

}  // namespace boneyard
