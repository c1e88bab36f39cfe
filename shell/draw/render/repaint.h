// Whether a frame's picture differs from the one on the screen. A frame the pacer draws for
// input often shows just what the one before it did (the second of the two frames a click
// gets, a hover over nothing that reacts): its draw data, byte for byte, is the last frame's.
// Painting it again would cost the whole frame's GPU work (on a phone's battery; in software
// WebGL, most of a frame's CPU) for the same pixels, so such a frame is not painted and the
// canvas keeps its picture: WebGL shows the last painted frame until another is painted, and
// boneyard-desktop's window keeps its front buffer unless the buffers are swapped.
//
// The comparison is exact: each frame's draw data is copied (its vertices, indices and
// commands, the display's size, position and scale, the atlas's generation) and compared with
// the last frame's copy. What the draw data does not hold (the window was uncovered, a
// screenshot wants the back buffer) the caller says by asking for a paint regardless.
#pragma once

#include <cstdint>
#include <vector>

struct ImDrawData;

namespace boneyard {

class RepaintCheck {
 public:
  // Takes the frame about to be painted, `data` with the font atlas at `atlas_generation`
  // (changed with every upload); true if its picture may differ from the last frame's.
  bool differs(const ImDrawData& data, std::uint64_t atlas_generation);
  // The next frame is painted whatever it holds (the screen's picture is unknown).
  void forget() { last_.clear(); }

 private:
  std::vector<unsigned char> last_, next_;
};

}  // namespace boneyard
