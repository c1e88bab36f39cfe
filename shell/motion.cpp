// Smooth tile motion (see motion.h).
#include "motion.h"

#include <algorithm>
#include <cmath>

namespace boneyard {

namespace {

constexpr float kPi = 3.14159265358979f;

float lerp(float a, float b, float t) { return a + (b - a) * t; }

// `angle` moved by whole periods so it is as close as possible to `reference`.
float nearest_angle(float angle, float reference, float period) {
  return angle + period * std::round((reference - angle) / period);
}

bool same_pose(const TilePose& a, const TilePose& b) {
  return std::fabs(a.center.x - b.center.x) < 0.25f && std::fabs(a.center.y - b.center.y) < 0.25f &&
         std::fabs(a.unit - b.unit) < 0.05f && std::fabs(a.angle - b.angle) < 0.001f;
}

// 0..1 -> 0..1: a fast start and a gentle landing.
double ease_out_cubic(double t) {
  t = std::clamp(t, 0.0, 1.0);
  const double u = 1 - t;
  return 1 - u * u * u;
}

}  // namespace

TilePose MotionTracker::at(const Track& track, double now) {
  const float t = static_cast<float>(ease_out_cubic((now - track.start) / kMoveMs));
  return {{lerp(track.from.center.x, track.to.center.x, t), lerp(track.from.center.y, track.to.center.y, t)},
          lerp(track.from.unit, track.to.unit, t),
          lerp(track.from.angle, track.to.angle, t)};
}

TilePose MotionTracker::pose(int key, const TilePose& target, bool symmetric, double now,
                             const std::optional<TilePose>& spawn, double spawn_at) {
  const float period = symmetric ? kPi : 2 * kPi;
  auto it = tracks_.find(key);
  if (it == tracks_.end()) {
    Track track;
    track.from = spawn ? *spawn : target;
    track.to = target;
    track.to.angle = nearest_angle(target.angle, track.from.angle, period);
    track.start = spawn ? spawn_at : now - kMoveMs;
    it = tracks_.emplace(key, track).first;
  }
  Track& track = it->second;
  track.touched = true;
  TilePose aimed = target;
  aimed.angle = nearest_angle(target.angle, track.to.angle, period);
  if (!same_pose(aimed, track.to)) {
    // Retarget from where the tile is drawn now; the angle takes the short way round.
    const TilePose current = at(track, now);
    track.from = current;
    track.to = target;
    track.to.angle = nearest_angle(target.angle, current.angle, period);
    track.start = now;
  }
  return at(track, now);
}

bool MotionTracker::moving(int key, double now) const {
  auto it = tracks_.find(key);
  return it != tracks_.end() && now < it->second.start + kMoveMs;
}

void MotionTracker::sweep() {
  for (auto it = tracks_.begin(); it != tracks_.end();) {
    if (!it->second.touched) {
      it = tracks_.erase(it);
    } else {
      it->second.touched = false;
      ++it;
    }
  }
}

}  // namespace boneyard
