// Frame pacing: frames are drawn at start-up, after input (a few to settle), and when the
// last frame asked; never otherwise.
#include <catch2/catch.hpp>

#include <limits>

#include "app/pacer.h"

using namespace boneyard;

TEST_CASE("frames are drawn after input and when asked, not while idle") {
  constexpr double kNever = std::numeric_limits<double>::infinity();
  FramePacer p;
  for (int i = 0; i < FramePacer::kSettleFrames; ++i) {
    CHECK(p.due(0, false));  // the first frames
    p.drawn(kNever);
  }
  CHECK_FALSE(p.due(16, false));
  CHECK_FALSE(p.due(100000, false));  // idle: nothing, however long

  CHECK(p.due(200, true));  // input, then a few frames more
  p.drawn(kNever);
  for (int i = 1; i < FramePacer::kSettleFrames; ++i) {
    CHECK(p.due(216, false));
    p.drawn(kNever);
  }
  CHECK_FALSE(p.due(232, false));

  // A press and its release in one refresh: ImGui takes the release a frame later, so the
  // frames go on while it holds input, then one more.
  CHECK(p.due(300, true));
  p.drawn(kNever, true);  // the release still queued
  for (int i = 0; i < FramePacer::kSettleFrames; ++i) {
    CHECK(p.due(316, false));
    p.drawn(kNever, false);
  }
  CHECK_FALSE(p.due(332, false));

  p.drawn(500);  // e.g. a bot moves at 500 ms
  CHECK_FALSE(p.due(499, false));
  CHECK(p.due(500, false));
  p.drawn(520);  // something moves: the next frame too
  CHECK(p.due(520, false));
}
