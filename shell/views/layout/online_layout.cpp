#include "layout/online_layout.h"

#include <algorithm>
#include <cmath>

namespace boneyard {

namespace {

constexpr float kInner = 18, kTitleH = 32, kCloseH = 44, kMoreH = 20, kQrGap = 16, kQrCaptionH = 20;
constexpr float kListW = 620;         // the panel without a code beside it
constexpr float kLeastColumnW = 300;  // a row's three buttons
constexpr float kMostCodeW = 330;     // beside or under the rows: larger only when alone
constexpr float kMostModulePx = 8;

// From the top of the panel to the rows, and from the rows to its bottom.
float above_rows(float lead_h) { return kInner + kTitleH + 6 + lead_h + 10; }
constexpr float kBelowRows = 10 + kCloseH + kInner;

// The module size for a code of `modules` in a square of `side` at most (0: below the least).
float module_px(int modules, float side) {
  if (modules <= 0) return 0;
  const float px = std::min(kMostModulePx, std::floor(side / static_cast<float>(modules)));
  return px >= kQrLeastModulePx ? px : 0;
}

void place_rows(OnlineLayout& out, float x, float y, float w, int rows, int shown, int columns, float col_w) {
  const int per_column = (shown + columns - 1) / std::max(1, columns);
  out.rows_shown = shown;
  for (int i = 0; i < shown; ++i) {
    const int col = i / std::max(1, per_column), row = i % std::max(1, per_column);
    out.rows.push_back({x + static_cast<float>(col) * col_w, y + static_cast<float>(row) * kOnlineRowH,
                        col_w - (columns == 2 ? 6.0f : 0.0f), kOnlineRowH});
  }
  if (shown < rows) out.more = {x + kInner / 2, y + static_cast<float>(per_column) * kOnlineRowH, w - kInner, kMoreH};
}

// The frame shared by every arrangement: the panel of `w` x `h` centred, title and lead at
// `text_w` from its left.
void frame(OnlineLayout& out, Vec2 canvas, float w, float h, float text_w, float lead_h) {
  out.panel = {canvas.x / 2 - w / 2, std::max(8.0f, canvas.y / 2 - h / 2), w, h};
  out.title = {out.panel.x + kInner, out.panel.y + kInner, text_w, kTitleH};
  out.lead = {out.title.x, out.title.bottom() + 6, text_w, lead_h};
}

// The code beside the rows (right), if the rows fit in one column beside a readable code.
bool beside(OnlineLayout& out, Vec2 canvas, const std::function<float(float)>& lead_h, int rows, int modules) {
  const float room_w = canvas.x - 16 - 2 * kInner - kQrGap, room_h = canvas.y - 16;
  for (float px = kMostModulePx; px >= kQrLeastModulePx; --px) {
    const float side = static_cast<float>(modules) * px;
    const float left_w = std::min(room_w - side, kListW - 2 * kInner);
    if (side > kMostCodeW || left_w < kLeastColumnW) continue;
    const float lead = lead_h(left_w);
    const float left_h = above_rows(lead) + static_cast<float>(rows) * kOnlineRowH + kBelowRows;
    const float right_h = 2 * kInner + kQrCaptionH + 4 + side;
    if (std::max(left_h, right_h) > room_h) continue;
    frame(out, canvas, 2 * kInner + left_w + kQrGap + side, std::max(left_h, right_h), left_w, lead);
    place_rows(out, out.panel.x + kInner / 2, out.lead.bottom() + 10, left_w + kInner, rows, rows, 1, left_w + kInner);
    const float cx = out.title.right() + kQrGap;
    out.qr = OnlineQr::Beside;
    out.module_px = px;
    out.qr_caption = {cx, out.panel.y + kInner, side, kQrCaptionH};
    out.qr_code = {cx, out.qr_caption.bottom() + 4, side, side};
    out.close = {out.title.x + left_w / 2 - 80, out.panel.bottom() - kInner - kCloseH, 160, kCloseH};
    return true;
  }
  return false;
}

// The code under the rows, centred, if there is the height for a readable one.
bool below(OnlineLayout& out, Vec2 canvas, const std::function<float(float)>& lead_h, int rows, int modules) {
  const float w = std::min(canvas.x - 16, kListW), iw = w - 2 * kInner;
  const float lead = lead_h(iw);
  const float fixed = above_rows(lead) + static_cast<float>(rows) * kOnlineRowH + 8 + kQrCaptionH + 4 + kBelowRows;
  const float px = module_px(modules, std::min({iw, kMostCodeW, canvas.y - 16 - fixed}));
  if (px == 0) return false;
  const float side = static_cast<float>(modules) * px;
  frame(out, canvas, w, fixed + side, iw, lead);
  place_rows(out, out.panel.x + kInner / 2, out.lead.bottom() + 10, w - kInner, rows, rows, 1, w - kInner);
  out.qr = OnlineQr::Below;
  out.module_px = px;
  out.qr_caption = {out.title.x, out.lead.bottom() + 10 + static_cast<float>(rows) * kOnlineRowH + 8, iw, kQrCaptionH};
  out.qr_code = {out.panel.x + w / 2 - side / 2, out.qr_caption.bottom() + 4, side, side};
  out.close = {out.panel.x + w / 2 - 80, out.panel.bottom() - kInner - kCloseH, 160, kCloseH};
  return true;
}

// The code by itself, as large as the screen allows (its row's title is the panel's): under
// the title on a portrait screen, beside it (title, caption and Back on the left) on a landscape one.
void alone(OnlineLayout& out, Vec2 canvas, int modules) {
  const float n = static_cast<float>(std::max(1, modules));
  if (canvas.x > canvas.y) {
    constexpr float kLeftW = 220;
    const float side_room = std::min(canvas.x - 16 - 2 * kInner - kQrGap - kLeftW, canvas.y - 16 - 2 * kInner);
    const float px = std::max(1.0f, std::floor(side_room / n)), side = n * px;
    frame(out, canvas, 2 * kInner + kLeftW + kQrGap + side, std::max(2 * kInner + side, 2 * kInner + 140 + kCloseH),
          kLeftW, 0);
    out.qr_caption = {out.title.x, out.title.bottom() + 6, kLeftW, 2 * kQrCaptionH};
    out.qr_code = {out.title.right() + kQrGap, out.panel.y + kInner, side, side};
    out.close = {out.title.x + kLeftW / 2 - 80, out.panel.bottom() - kInner - kCloseH, 160, kCloseH};
    out.module_px = px;
    out.qr = OnlineQr::Alone;
    return;
  }
  const float w = std::min(canvas.x - 16, kListW), iw = w - 2 * kInner;
  const float fixed = kInner + kTitleH + 6 + kQrCaptionH + 4 + kBelowRows;
  const float px = std::max(1.0f, std::floor(std::min(iw, canvas.y - 16 - fixed) / n)), side = n * px;
  frame(out, canvas, w, fixed + side, iw, 0);
  out.qr_caption = {out.title.x, out.lead.y, iw, kQrCaptionH};
  out.qr_code = {out.panel.x + w / 2 - side / 2, out.qr_caption.bottom() + 4, side, side};
  out.close = {out.panel.x + w / 2 - 80, out.panel.bottom() - kInner - kCloseH, 160, kCloseH};
  out.module_px = px;
  out.qr = OnlineQr::Alone;
}

// The rows alone: one column, or two on a wide screen when one would not hold them.
void list(OnlineLayout& out, Vec2 canvas, const std::function<float(float)>& lead_h, int rows) {
  const float room_h = canvas.y - 16;
  float w = std::min(canvas.x - 16, kListW), lead = lead_h(w - 2 * kInner);
  const auto fit = [&](float lead_height) {
    return std::max(1, static_cast<int>((room_h - above_rows(lead_height) - kBelowRows - kMoreH) / kOnlineRowH));
  };
  int columns = 1;
  if (rows > fit(lead) && canvas.x >= 700) {
    columns = 2;
    w = std::min(canvas.x - 16, 1000.0f);
    lead = lead_h(w - 2 * kInner);
  }
  const int per_column = std::min(rows > fit(lead) * columns ? fit(lead) : rows, (rows + columns - 1) / columns);
  const int shown = std::min(rows, per_column * columns);
  const float h =
      above_rows(lead) + static_cast<float>(per_column) * kOnlineRowH + (shown < rows ? kMoreH : 0) + kBelowRows;
  frame(out, canvas, w, h, w - 2 * kInner, lead);
  place_rows(out, out.panel.x + kInner / 2, out.lead.bottom() + 10, w - kInner, rows, shown, columns,
             (w - kInner) / static_cast<float>(columns));
  out.close = {out.panel.x + w / 2 - 80, out.panel.bottom() - kInner - kCloseH, 160, kCloseH};
}

}  // namespace

OnlineRowParts online_row_parts(const Rect& r) {
  OnlineRowParts p;
  p.title = {r.x + 10, r.y + 5, r.w - 20, 18};
  p.line = {r.x + 10, r.y + 26, r.w - 20, 16};
  p.field = {r.x + 8, r.y + 24, r.w - 16, 26};
  p.buttons = {r.x + 10, r.bottom() - 37, r.w - 20, 31};
  return p;
}

OnlineLayout layout_online(Vec2 canvas, const std::function<float(float)>& lead_h, int rows, int modules,
                           bool alone_code) {
  OnlineLayout out;
  if (modules > 0 && alone_code) {
    alone(out, canvas, modules);
    return out;
  }
  // A landscape screen has the room beside the rows, a portrait one under them.
  const bool placed = modules > 0 && ((canvas.x > canvas.y && beside(out, canvas, lead_h, rows, modules)) ||
                                      below(out, canvas, lead_h, rows, modules));
  if (!placed) list(out, canvas, lead_h, rows);
  return out;
}

}  // namespace boneyard
