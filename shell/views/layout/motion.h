// Smooth tile motion between layouts, driven by time (never by frame count).
//
// Every face-up tile the table shows is a key (its Tile::index()) with a target pose from the
// layout. When a target changes (a tile is played from the hand to the line, the line
// rescales or turns), the tile glides there over kMoveMs with an ease-out curve, starting
// from wherever it is drawn now. A tile seen for the first time can start somewhere else
// (an opponent's seat, the deal pile) at a given time. Angles take the shortest way round;
// a double looks the same turned half a turn, so it never spins more than a quarter.
#pragma once

#include <optional>
#include <unordered_map>

#include "layout/geometry.h"
#include "session/pace.h"

namespace boneyard {

// 0..1 -> 0..1 (clamped): a fast start and a gentle landing.
float ease_out(double t);
// The pose a fraction `t` of the way from `a` to `b` (centre, size and angle alike).
TilePose between(const TilePose& a, const TilePose& b, float t);

class MotionTracker {
 public:
  static constexpr double kMoveMs = kTileMoveMs;  // session/pace.h

  // Where tile `key` is drawn at `now`, on its way to `target`. `symmetric`: the tile looks
  // the same turned by pi (a double). A new key starts at `spawn` at time `spawn_at`
  // (waiting there until then), or at the target when there is no spawn.
  TilePose pose(int key, const TilePose& target, bool symmetric, double now,
                const std::optional<TilePose>& spawn = std::nullopt, double spawn_at = 0);
  bool moving(int key, double now) const;  // still on its way
  // Reduced motion (the display option, or the browser asking): every tile is at its target
  // at once, never on its way.
  void set_reduced(bool reduced) { reduced_ = reduced; }
  void sweep();                            // forgets keys not asked for since the last sweep
  void clear() { tracks_.clear(); }

 private:
  struct Track {
    TilePose from, to;
    double start = 0;
    bool touched = true;
  };
  static TilePose at(const Track& track, double now);
  std::unordered_map<int, Track> tracks_;
  bool reduced_ = false;
};

}  // namespace boneyard
