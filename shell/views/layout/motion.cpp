// Smooth tile motion (see motion.h).
#include "layout/motion.h"

#include <algorithm>
#include <cmath>

namespace boneyard {

namespace {


// `angle` moved by whole periods so it is as close as possible to `reference`.
float nearest_angle(float angle, float reference, float period) {
  return angle + period * std::round((reference - angle) / period);
}

bool same_pose(const TilePose& a, const TilePose& b) {
  return std::fabs(a.center.x - b.center.x) < 0.25f && std::fabs(a.center.y - b.center.y) < 0.25f &&
         std::fabs(a.unit - b.unit) < 0.05f && std::fabs(a.angle - b.angle) < 0.001f;
}

}  // namespace

float ease_out(double t) {
  const double u = 1 - std::clamp(t, 0.0, 1.0);
  return static_cast<float>(1 - u * u * u);
}

TilePose between(const TilePose& a, const TilePose& b, float t) {
  auto lerp = [t](float x, float y) { return x + (y - x) * t; };
  return {{lerp(a.center.x, b.center.x), lerp(a.center.y, b.center.y)}, lerp(a.unit, b.unit), lerp(a.angle, b.angle)};
}

TilePose MotionTracker::at(const Track& track, double now) {
  return between(track.from, track.to, ease_out((now - track.start) / kMoveMs));
}

TilePose MotionTracker::pose(int key, const TilePose& target, bool symmetric, double now,
                             const std::optional<TilePose>& spawn, double spawn_at) {
  if (reduced_) {  // already there: a track that has arrived, so turning on motion later starts from here
    Track& track = tracks_[key];
    track.from = track.to = target;
    track.start = now - kMoveMs;
    track.touched = true;
    return target;
  }
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
