// Geometry (see geometry.h).
#include "layout/geometry.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace boneyard {

// [SECTION] Geometry ----------------------------------------------------------------------

bool Rect::overlaps(const Rect& o, float eps) const {
  return x + eps < o.right() && o.x + eps < right() && y + eps < o.bottom() && o.y + eps < bottom();
}

bool Rect::inside(const Rect& outer, float eps) const {
  return x >= outer.x - eps && y >= outer.y - eps && right() <= outer.right() + eps && bottom() <= outer.bottom() + eps;
}

Rect bounds(const TilePose& pose) {
  const float c = std::fabs(std::cos(pose.angle)), s = std::fabs(std::sin(pose.angle));
  const float half_w = pose.unit * c + 0.5f * pose.unit * s;
  const float half_h = pose.unit * s + 0.5f * pose.unit * c;
  return {pose.center.x - half_w, pose.center.y - half_h, 2 * half_w, 2 * half_h};
}

std::string hit_test(const std::vector<Target>& targets, Vec2 p) {
  for (const auto& t : targets)
    if (t.rect.contains(p)) return t.id;
  return {};
}

float clampf(float v, float lo, float hi) { return std::max(lo, std::min(v, hi)); }

Rect box_around(Vec2 c, float w, float h) { return {c.x - w / 2, c.y - h / 2, w, h}; }

Rect unite(const Rect& a, const Rect& b) {
  const float x0 = std::min(a.x, b.x), y0 = std::min(a.y, b.y);
  const float x1 = std::max(a.right(), b.right()), y1 = std::max(a.bottom(), b.bottom());
  return {x0, y0, x1 - x0, y1 - y0};
}

Rect at_least(const Rect& r, float min_w, float min_h) {
  const float w = std::max(r.w, min_w), h = std::max(r.h, min_h);
  return box_around(r.center(), w, h);
}

int focus_towards(const std::vector<Target>& targets, const Rect& from, float dx, float dy) {
  const Vec2 c = from.center();
  int best = -1;
  float best_cost = std::numeric_limits<float>::infinity();
  for (std::size_t i = 0; i < targets.size(); ++i) {
    const Vec2 t = targets[i].rect.center();
    const float along = (t.x - c.x) * dx + (t.y - c.y) * dy;
    const float across = std::fabs((t.x - c.x) * dy - (t.y - c.y) * dx);
    if (along < 1) continue;
    const float cost = along + 2 * across;
    if (cost < best_cost) {
      best_cost = cost;
      best = static_cast<int>(i);
    }
  }
  return best;
}

int nearest_target(const std::vector<Target>& targets, const Rect& from) {
  const Vec2 c = from.center();
  int best = -1;
  float best_d = std::numeric_limits<float>::infinity();
  for (std::size_t i = 0; i < targets.size(); ++i) {
    const Vec2 t = targets[i].rect.center();
    const float d = (t.x - c.x) * (t.x - c.x) + (t.y - c.y) * (t.y - c.y);
    if (d < best_d) {
      best_d = d;
      best = static_cast<int>(i);
    }
  }
  return best;
}

}  // namespace boneyard
