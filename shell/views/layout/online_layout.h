// The online screen's panel (issue 28; issue 46: QR codes, nothing drawn over anything): a
// title, a paragraph, the rows (a friend's seat, the connection, the reply...) and the close
// button, with the shown QR code beside the rows (a wide screen), under them (a tall one), or,
// where neither leaves its modules large enough for a phone's camera, alone in the panel when
// the player asks for it (OnlineQr::Alone). Pure: canvas size and counts in, rectangles out.
#pragma once

#include <functional>
#include <vector>

#include "layout/geometry.h"

namespace boneyard {

inline constexpr float kOnlineRowH = 90;  // title, a line (or the field over it), buttons

// A row's parts: its title, its line of text, the field that opens over that line (clear of
// the buttons under it) and the strip the buttons share.
struct OnlineRowParts {
  Rect title, line, field, buttons;
};
OnlineRowParts online_row_parts(const Rect& row);

enum class OnlineQr { None, Beside, Below, Alone };

struct OnlineLayout {
  Rect panel, title, lead;
  std::vector<Rect> rows;  // the rows shown (Alone: none)
  Rect more;               // "and 2 more" under them, when some do not fit
  int rows_shown = 0;
  OnlineQr qr = OnlineQr::None;
  Rect qr_caption;  // what the code is, over it
  Rect qr_code;     // the code with its quiet zone: a square of `modules` * `module_px`
  float module_px = 0;
  Rect close;
};

// `lead_h(width)`: the paragraph's height at that width. `modules`: the shown code's modules a
// side with its quiet zone (0: no code). `alone`: the player asked to see the code by itself.
OnlineLayout layout_online(Vec2 canvas, const std::function<float(float)>& lead_h, int rows, int modules, bool alone);

// The least module a code is drawn with beside or under the rows, in UI pixels: a phone's
// camera reads 4 CSS pixels a module off a screen at arm's length.
inline constexpr float kQrLeastModulePx = 4;

}  // namespace boneyard
