// Frame pacing: the game draws a frame only when something can have changed, so a table
// left waiting for the player costs no CPU (and no phone battery).
//
// Each drawn frame says when the next one is needed (UiFrame::next_frame_at): at once while
// something moves, at a time for a bot's move or the round summary, never while the game
// waits for the player. Input and display changes always get a frame; ImGui spreads a press
// and a release that arrive together over frames, so frames follow while it still holds
// input it has not taken, and one more shows the effect of the last it took. Pure: times
// come from the caller.
#pragma once

namespace boneyard {

class FramePacer {
 public:
  // Frames drawn for input: the one that takes it and the one that shows its effect.
  static constexpr int kSettleFrames = 2;

  // At each display refresh: whether to draw a frame now. `input`: events arrived, the
  // canvas changed, or a share link is waiting.
  bool due(double now, bool input) {
    if (input) settle_ = kSettleFrames;
    if (settle_ > 0) {
      --settle_;
      return true;
    }
    return now >= next_at_;
  }
  // After drawing: when the next frame is needed (+infinity: not until input), and whether
  // input is still queued for ImGui to take (it then counts as just arrived).
  void drawn(double next_at, bool input_queued = false) {
    next_at_ = next_at;
    if (input_queued) settle_ = kSettleFrames;
  }
  // Frames still to draw before the last input has settled (0: it has).
  int settling() const { return settle_; }
  double next_at() const { return next_at_; }  // when the last frame asked for the next one

 private:
  double next_at_ = 0;
  int settle_ = kSettleFrames;  // the first frames are always drawn
};

}  // namespace boneyard
