// The renderer's primitives (see draw.h).
//
// Index
//   [SECTION] Look
//   [SECTION] Record
//   [SECTION] Colours and meshes
//   [SECTION] Surfaces
//   [SECTION] Tiles
//   [SECTION] Text
//   [SECTION] Controls
//   [SECTION] Table pieces
#include "render/draw.h"

#include "render/gl.h"

#include "core/i18n.h"
#include "look/palette.h"
#include "session/seats.h"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <utility>
#include <vector>

namespace boneyard::draw {

// [SECTION] Look ------------------------------------------------------------------------

namespace {
Look g_look;
}  // namespace

void set_look(const Look& look) { g_look = look; }
const Look& look() { return g_look; }
ExactText::ExactText() : saved_(g_look.text_scale) { g_look.text_scale = 1; }
ExactText::~ExactText() { g_look.text_scale = saved_; }

// [SECTION] Record (draw.h) -------------------------------------------------------------

namespace {
std::vector<DrawnItem>* g_record = nullptr;  // while a Record lives
int g_layer = 0;

// Notes what was just drawn in `r`, when recording (and when it can be seen at all).
void record(ImDrawList* dl, Drawn kind, const Rect& r, std::string_view label = {}, Color fill = rgba(0, 0, 0),
            bool overflows = false) {
  const unsigned alpha = (fill >> IM_COL32_A_SHIFT) & 0xFF;
  if (!g_record || alpha == 0) return;
  const ImVec2 a = dl->GetClipRectMin(), b = dl->GetClipRectMax();
  g_record->push_back({kind, r, {a.x, a.y, b.x - a.x, b.y - a.y}, g_layer, std::string(label), alpha == 0xFF, overflows});
}
}  // namespace

Record::Record() {
  g_record = &items_;
  g_layer = 0;
}
Record::~Record() { g_record = nullptr; }
std::vector<DrawnItem> Record::take() {
  g_layer = 0;
  return std::exchange(items_, {});
}
void overlay() { ++g_layer; }
Picture::Picture(std::string label) : label_(std::move(label)), start_(g_record ? g_record->size() : 0) {}
Picture::~Picture() {
  if (!g_record || g_record->size() <= start_) return;
  float x0 = FLT_MAX, y0 = FLT_MAX, x1 = -FLT_MAX, y1 = -FLT_MAX;
  for (std::size_t i = start_; i < g_record->size(); ++i) {
    const Rect& r = (*g_record)[i].rect;
    x0 = std::min(x0, r.x), y0 = std::min(y0, r.y), x1 = std::max(x1, r.right()), y1 = std::max(y1, r.bottom());
  }
  DrawnItem whole = (*g_record)[start_];
  g_record->resize(start_);
  whole.kind = Drawn::Panel;
  whole.rect = {x0, y0, x1 - x0, y1 - y0};
  whole.label = label_;
  whole.opaque = false;
  g_record->push_back(std::move(whole));
}

float pulse(double ms) { return g_look.reduced_motion ? 1.0f : 0.5f + 0.5f * static_cast<float>(std::sin(ms * 0.006)); }

// [SECTION] Colours and meshes ------------------------------------------------------------

namespace {

Color color_of(Rgb c, float alpha = 1) { return rgba(c.r, c.g, c.b, alpha); }


float channel(Color c, int shift) { return static_cast<float>((c >> shift) & 0xFF); }

Color pack(float r, float g, float b, float a) {
  auto byte = [](float v) { return static_cast<ImU32>(std::clamp(v, 0.0f, 255.0f) + 0.5f); };
  return byte(r) << IM_COL32_R_SHIFT | byte(g) << IM_COL32_G_SHIFT | byte(b) << IM_COL32_B_SHIFT |
         byte(a) << IM_COL32_A_SHIFT;
}

// A rounded rectangle centred on the origin, clockwise on screen, `seg` segments per corner.
void rounded_local(std::vector<ImVec2>& out, float hw, float hh, float r, int seg) {
  out.clear();
  out.reserve(static_cast<std::size_t>(4 * (seg + 1)));
  r = std::max(0.0f, std::min({r, hw, hh}));
  const ImVec2 corners[4] = {{hw - r, hh - r}, {-hw + r, hh - r}, {-hw + r, -hh + r}, {hw - r, -hh + r}};
  for (int c = 0; c < 4; ++c) {
    for (int i = 0; i <= seg; ++i) {
      const float a = (static_cast<float>(c) + static_cast<float>(i) / static_cast<float>(seg)) * kPi / 2;
      out.push_back(ImVec2(corners[c].x + std::cos(a) * r, corners[c].y + std::sin(a) * r));
    }
  }
}

// A convex shape filled with `inside` that fades to `outside` across the band out to `outer`
// (as many points as `inner`, each further out): a soft edge in one layer of fill, where
// stacked translucent copies took one layer per step (software WebGL pays for every layer).
void soft_fill(ImDrawList* dl, const std::vector<ImVec2>& inner, const std::vector<ImVec2>& outer, Color inside,
               Color outside) {
  const int n = static_cast<int>(inner.size());
  if (n < 3 || outer.size() != inner.size()) return;
  const ImVec2 uv = ImGui::GetFontTexUvWhitePixel();
  dl->PrimReserve((n - 2) * 3 + n * 6, 2 * n);
  const auto base = static_cast<ImDrawIdx>(dl->_VtxCurrentIdx);
  for (const auto& p : inner) dl->PrimWriteVtx(p, uv, inside);
  for (const auto& p : outer) dl->PrimWriteVtx(p, uv, outside);
  auto idx = [&](int i) { return static_cast<ImDrawIdx>(base + static_cast<ImDrawIdx>(i)); };
  for (int i = 1; i + 1 < n; ++i) {
    dl->PrimWriteIdx(idx(0));
    dl->PrimWriteIdx(idx(i));
    dl->PrimWriteIdx(idx(i + 1));
  }
  for (int i = 0; i < n; ++i) {
    const int j = (i + 1) % n;
    dl->PrimWriteIdx(idx(i));
    dl->PrimWriteIdx(idx(n + i));
    dl->PrimWriteIdx(idx(n + j));
    dl->PrimWriteIdx(idx(i));
    dl->PrimWriteIdx(idx(n + j));
    dl->PrimWriteIdx(idx(j));
  }
}

// The alpha of `layers` copies of `alpha` drawn over each other.
float stacked(float alpha, int layers) { return 1 - std::pow(1 - std::clamp(alpha, 0.0f, 1.0f), static_cast<float>(layers)); }

// Places local points at `center`, turned by `angle`.
void place(std::vector<ImVec2>& pts, Vec2 center, float angle) {
  const float c = std::cos(angle), s = std::sin(angle);
  for (auto& p : pts) p = ImVec2(center.x + p.x * c - p.y * s, center.y + p.x * s + p.y * c);
}

ImVec2 local_to_screen(Vec2 center, float angle, float x, float y) {
  const float c = std::cos(angle), s = std::sin(angle);
  return ImVec2(center.x + x * c - y * s, center.y + x * s + y * c);
}

// A convex polygon filled with a vertical gradient (no anti-aliasing: draw it over an
// anti-aliased fill of the same shape, slightly inset).
void fill_vertical_gradient(ImDrawList* dl, const std::vector<ImVec2>& pts, Color top, Color bottom) {
  if (pts.size() < 3) return;
  float y0 = FLT_MAX, y1 = -FLT_MAX;
  for (const auto& p : pts) {
    y0 = std::min(y0, p.y);
    y1 = std::max(y1, p.y);
  }
  const float span = std::max(1.0f, y1 - y0);
  const ImVec2 uv = ImGui::GetFontTexUvWhitePixel();
  const int n = static_cast<int>(pts.size());
  dl->PrimReserve((n - 2) * 3, n);
  const auto base = static_cast<ImDrawIdx>(dl->_VtxCurrentIdx);
  for (const auto& p : pts) dl->PrimWriteVtx(p, uv, mix(top, bottom, (p.y - y0) / span));
  for (int i = 1; i + 1 < n; ++i) {
    dl->PrimWriteIdx(base);
    dl->PrimWriteIdx(static_cast<ImDrawIdx>(base + static_cast<ImDrawIdx>(i)));
    dl->PrimWriteIdx(static_cast<ImDrawIdx>(base + static_cast<ImDrawIdx>(i + 1)));
  }
}

// Concentric elliptical rings from `stops` (radius fraction, colour), as one mesh.
void radial(ImDrawList* dl, Vec2 c, float rx, float ry, const std::vector<std::pair<float, Color>>& stops) {
  constexpr int kSeg = 64;
  const ImVec2 uv = ImGui::GetFontTexUvWhitePixel();
  const int rings = static_cast<int>(stops.size());
  dl->PrimReserve(kSeg * 3 + (rings - 2) * kSeg * 6, 1 + (rings - 1) * kSeg);
  const auto base = static_cast<ImDrawIdx>(dl->_VtxCurrentIdx);
  dl->PrimWriteVtx(ImVec2(c.x, c.y), uv, stops[0].second);
  for (int r = 1; r < rings; ++r) {
    for (int i = 0; i < kSeg; ++i) {
      const float a = static_cast<float>(i) / kSeg * 2 * kPi;
      dl->PrimWriteVtx(ImVec2(c.x + std::cos(a) * rx * stops[r].first, c.y + std::sin(a) * ry * stops[r].first), uv,
                       stops[r].second);
    }
  }
  auto at = [&](int ring, int i) {  // ring >= 1
    return static_cast<ImDrawIdx>(base + 1 + (ring - 1) * kSeg + (i % kSeg));
  };
  for (int i = 0; i < kSeg; ++i) {
    dl->PrimWriteIdx(base);
    dl->PrimWriteIdx(at(1, i));
    dl->PrimWriteIdx(at(1, i + 1));
  }
  for (int r = 1; r + 1 < rings; ++r) {
    for (int i = 0; i < kSeg; ++i) {
      dl->PrimWriteIdx(at(r, i));
      dl->PrimWriteIdx(at(r + 1, i));
      dl->PrimWriteIdx(at(r + 1, i + 1));
      dl->PrimWriteIdx(at(r, i));
      dl->PrimWriteIdx(at(r + 1, i + 1));
      dl->PrimWriteIdx(at(r, i + 1));
    }
  }
}

}  // namespace

Color fade(Color c, float alpha) {
  return pack(channel(c, IM_COL32_R_SHIFT), channel(c, IM_COL32_G_SHIFT), channel(c, IM_COL32_B_SHIFT),
              channel(c, IM_COL32_A_SHIFT) * std::clamp(alpha, 0.0f, 1.0f));
}

Color mix(Color a, Color b, float t) {
  t = std::clamp(t, 0.0f, 1.0f);
  auto m = [&](int shift) { return channel(a, shift) + (channel(b, shift) - channel(a, shift)) * t; };
  return pack(m(IM_COL32_R_SHIFT), m(IM_COL32_G_SHIFT), m(IM_COL32_B_SHIFT), m(IM_COL32_A_SHIFT));
}

// [SECTION] Surfaces ----------------------------------------------------------------------

void background(ImDrawList* dl, const Rect& screen) {
  const float r = std::hypot(screen.w, screen.h) * 0.56f;
  dl->AddCallback(gl::opaque_begin, nullptr);  // every colour opaque: nothing to blend with
  radial(dl, {screen.x + screen.w * 0.5f, screen.y + screen.h * 0.44f}, r, r,
         {{0.0f, rgba(48, 124, 76)}, {0.45f, rgba(33, 99, 60)}, {0.8f, rgba(19, 70, 41)}, {1.1f, rgba(9, 44, 25)}});
  dl->AddCallback(gl::opaque_end, nullptr);
}

void table_surface(ImDrawList* dl, const Rect& felt) {
  const float radius = std::min(28.0f, std::min(felt.w, felt.h) * 0.1f);
  const ImVec2 a(felt.x, felt.y), b(felt.right(), felt.bottom());
  dl->AddRectFilled(a, b, rgba(0, 0, 0, 0.10f), radius);
  // An inner shadow along the top edge and a faint rim: a shallow recess in the baize.
  for (int i = 0; i < 4; ++i) {
    const float d = static_cast<float>(i) * 1.5f;
    dl->AddRect(ImVec2(a.x + d, a.y + d), ImVec2(b.x - d, b.y - d),
                rgba(0, 0, 0, 0.06f - 0.012f * static_cast<float>(i)), std::max(0.0f, radius - d), 0, 2.0f);
  }
  dl->AddRect(ImVec2(a.x - 1, a.y - 1), ImVec2(b.x + 1, b.y + 1), rgba(255, 255, 255, 0.07f), radius + 1, 0, 1.0f);
  // Stitching: a dashed line just inside the rim.
  const float inset = 7;
  const Color stitch = rgba(255, 255, 255, 0.09f);
  const float dash = 7, gap = 6;
  auto dashed = [&](ImVec2 p, ImVec2 q) {
    const float len = std::hypot(q.x - p.x, q.y - p.y);
    if (len <= 0) return;
    const ImVec2 dir((q.x - p.x) / len, (q.y - p.y) / len);
    for (float t = 0; t < len; t += dash + gap) {
      const float e = std::min(len, t + dash);
      dl->AddLine(ImVec2(p.x + dir.x * t, p.y + dir.y * t), ImVec2(p.x + dir.x * e, p.y + dir.y * e), stitch, 1.0f);
    }
  };
  const float r2 = std::max(0.0f, radius - inset);
  dashed(ImVec2(a.x + inset + r2, a.y + inset), ImVec2(b.x - inset - r2, a.y + inset));
  dashed(ImVec2(a.x + inset + r2, b.y - inset), ImVec2(b.x - inset - r2, b.y - inset));
  dashed(ImVec2(a.x + inset, a.y + inset + r2), ImVec2(a.x + inset, b.y - inset - r2));
  dashed(ImVec2(b.x - inset, a.y + inset + r2), ImVec2(b.x - inset, b.y - inset - r2));
}

void shadow(ImDrawList* dl, const Rect& r, float radius, float size, float alpha) {
  // As five stacked layers of alpha / 5, each `size` / 5 larger, would look, with the steps
  // smoothed: full inside the first, fading to nothing at the fifth.
  constexpr int kLayers = 5;
  auto layer = [&](int i, std::vector<ImVec2>& pts) {
    const float grow = size * static_cast<float>(i) / kLayers;
    const ImVec2 a(r.x - grow * 0.6f, r.y - grow * 0.3f + size * 0.4f);
    const ImVec2 b(r.right() + grow * 0.6f, r.bottom() + grow * 0.8f + size * 0.4f);
    rounded_local(pts, (b.x - a.x) / 2, (b.y - a.y) / 2, radius + grow, 6);
    place(pts, {(a.x + b.x) / 2, (a.y + b.y) / 2}, 0);
  };
  std::vector<ImVec2> inner, outer;
  layer(1, inner);
  layer(kLayers, outer);
  soft_fill(dl, inner, outer, rgba(0, 0, 0, stacked(alpha / kLayers, kLayers)), rgba(0, 0, 0, 0));
}

void panel(ImDrawList* dl, const Rect& r, float radius, Color fill, Color border) {
  record(dl, Drawn::Panel, r, {}, fill);
  shadow(dl, r, radius, 16, 0.35f);
  dl->AddRectFilled(ImVec2(r.x, r.y), ImVec2(r.right(), r.bottom()), fill, radius);
  dl->AddRect(ImVec2(r.x, r.y), ImVec2(r.right(), r.bottom()), border, radius, 0, 1.0f);
}

void focus_ring(ImDrawList* dl, const Rect& r) {
  constexpr float kOut = 4;  // clear of the target's own edge and glow
  const ImVec2 a(r.x - kOut, r.y - kOut), b(r.right() + kOut, r.bottom() + kOut);
  dl->AddRect(a, b, rgba(0, 0, 0, 0.55f), 10, 0, 6);
  dl->AddRect(a, b, rgba(255, 255, 255), 10, 0, 3);
}

void dim_screen(ImDrawList* dl, Vec2 canvas, float alpha) {
  overlay();
  dl->AddRectFilled(ImVec2(0, 0), ImVec2(canvas.x, canvas.y), rgba(3, 14, 8, alpha));
}

// [SECTION] Tiles -------------------------------------------------------------------------

namespace {

struct Pip {
  float x, y;  // in -1..1 across a square half: x along the tile, y across it
};

// Standard pip patterns. 0-9 use a 3 x 3 grid; 10-12 a 4 x 3 grid (4 along the tile).
std::vector<Pip> pips_for(int n) {
  const float t = 1.0f / 3.0f;
  switch (n) {
    case 1:
      return {{0, 0}};
    case 2:
      return {{-1, -1}, {1, 1}};
    case 3:
      return {{-1, -1}, {0, 0}, {1, 1}};
    case 4:
      return {{-1, -1}, {-1, 1}, {1, -1}, {1, 1}};
    case 5:
      return {{-1, -1}, {-1, 1}, {1, -1}, {1, 1}, {0, 0}};
    case 6:
      return {{-1, -1}, {0, -1}, {1, -1}, {-1, 1}, {0, 1}, {1, 1}};
    case 7:
      return {{-1, -1}, {0, -1}, {1, -1}, {-1, 1}, {0, 1}, {1, 1}, {0, 0}};
    case 8:
      return {{-1, -1}, {0, -1}, {1, -1}, {-1, 1}, {0, 1}, {1, 1}, {-1, 0}, {1, 0}};
    case 9:
      return {{-1, -1}, {0, -1}, {1, -1}, {-1, 1}, {0, 1}, {1, 1}, {-1, 0}, {0, 0}, {1, 0}};
    case 10:
      return {{-1, -1}, {-t, -1}, {t, -1}, {1, -1}, {-1, 1}, {-t, 1}, {t, 1}, {1, 1}, {-t, 0}, {t, 0}};
    case 11:
      return {{-1, -1}, {-t, -1}, {t, -1}, {1, -1}, {-1, 1}, {-t, 1}, {t, 1}, {1, 1}, {-2 * t, 0}, {0, 0}, {2 * t, 0}};
    case 12:
      return {{-1, -1}, {-t, -1}, {t, -1}, {1, -1}, {-1, 1}, {-t, 1}, {t, 1}, {1, 1}, {-1, 0}, {-t, 0}, {t, 0}, {1, 0}};
    default:
      return {};
  }
}

// A tile's soft edge: what `layers` stacked copies of its outline in `color` at `alpha`, each
// `step` larger than the one inside it, would show, smoothed into one layer (shadow()).
void soft_tile_edge(ImDrawList* dl, Vec2 center, float angle, float u, float step, int layers, Color color,
                    float alpha) {
  std::vector<ImVec2> inner, outer;
  for (auto [i, pts] : {std::pair{1, &inner}, std::pair{layers, &outer}}) {
    const float grow = step * static_cast<float>(i);
    rounded_local(*pts, u + grow, u / 2 + grow, u * 0.14f + grow, 4);
    place(*pts, center, angle);
  }
  soft_fill(dl, inner, outer, fade(color, stacked(alpha, layers)), fade(color, 0));
}

void halo(ImDrawList* dl, const TilePose& pose, float strength, Color color) {
  soft_tile_edge(dl, pose.center, pose.angle, pose.unit, pose.unit * 0.07f, 4, color, 0.16f * strength);
}

void drop_shadow(ImDrawList* dl, const TilePose& pose, float alpha) {
  const float u = pose.unit;
  soft_tile_edge(dl, {pose.center.x + u * 0.03f, pose.center.y + u * 0.08f}, pose.angle, u, u * 0.035f, 3,
                 rgba(0, 0, 0), 0.13f * alpha);
}

}  // namespace

namespace {

// The ivory body every face-up tile shares: halo, shadow, gradient, bevel, rim. Returns the
// outline, which the finish (dimming) fills again.
std::vector<ImVec2> tile_body(ImDrawList* dl, const TilePose& pose, const TileStyle& style) {
  const float u = pose.unit;
  const float alpha = style.alpha;
  record(dl, Drawn::Tile, bounds(pose), style.line_place >= 0 ? "line:" + std::to_string(style.line_place) : "",
         fade(rgba(0, 0, 0), alpha));
  if (style.glow > 0) halo(dl, pose, style.glow * alpha, style.glow_color);
  drop_shadow(dl, pose, alpha);
  std::vector<ImVec2> outline, inner;
  const int seg = u > 24 ? 5 : 3;
  rounded_local(outline, u, u / 2, u * 0.14f, seg);
  place(outline, pose.center, pose.angle);
  dl->AddConvexPolyFilled(outline.data(), static_cast<int>(outline.size()), fade(rgba(226, 216, 190), alpha));
  rounded_local(inner, u - 0.8f, u / 2 - 0.8f, u * 0.14f - 0.8f, seg);
  place(inner, pose.center, pose.angle);
  fill_vertical_gradient(dl, inner, fade(rgba(252, 249, 240), alpha), fade(rgba(231, 222, 199), alpha));
  // A soft bevel: a light line just inside the edge.
  rounded_local(inner, u - u * 0.07f, u / 2 - u * 0.07f, u * 0.1f, seg);
  place(inner, pose.center, pose.angle);
  dl->AddPolyline(inner.data(), static_cast<int>(inner.size()), fade(rgba(255, 255, 255, 0.55f), alpha),
                  ImDrawFlags_Closed, std::max(0.8f, u * 0.025f));
  dl->AddPolyline(outline.data(), static_cast<int>(outline.size()), fade(rgba(150, 138, 112), alpha),
                  ImDrawFlags_Closed, std::max(1.0f, u * 0.03f));
  return outline;
}

// Dimming and the "just drawn" rim over a finished face.
void tile_finish(ImDrawList* dl, const TilePose& pose, const TileStyle& style, const std::vector<ImVec2>& outline) {
  const float u = pose.unit;
  const float alpha = style.alpha;
  if (style.dim > 0)
    dl->AddConvexPolyFilled(outline.data(), static_cast<int>(outline.size()),
                            rgba(12, 34, 22, 0.5f * style.dim * alpha));
  if (style.marked) {
    std::vector<ImVec2> ring;
    const float g = std::max(1.5f, u * 0.05f);
    rounded_local(ring, u + g, u / 2 + g, u * 0.14f + g, 4);
    place(ring, pose.center, pose.angle);
    dl->AddPolyline(ring.data(), static_cast<int>(ring.size()), fade(kGold, alpha), ImDrawFlags_Closed,
                    std::max(2.0f, u * 0.07f));
  }
}

// The engraved divider across the middle.
void divider(ImDrawList* dl, const TilePose& pose, float alpha) {
  const float u = pose.unit;
  const float inset = u * 0.13f;
  const float line_w = std::max(1.0f, u * 0.045f);
  dl->AddLine(local_to_screen(pose.center, pose.angle, 0, -u / 2 + inset),
              local_to_screen(pose.center, pose.angle, 0, u / 2 - inset), fade(rgba(128, 116, 94), alpha), line_w);
  dl->AddLine(local_to_screen(pose.center, pose.angle, line_w, -u / 2 + inset),
              local_to_screen(pose.center, pose.angle, line_w, u / 2 - inset), fade(rgba(255, 255, 255, 0.6f), alpha),
              std::max(0.6f, line_w * 0.6f));
}

}  // namespace

void tile_face(ImDrawList* dl, const TilePose& pose, int a, int b, const TileStyle& style) {
  const float u = pose.unit;
  if (u < 1) return;
  const float alpha = style.alpha;
  const std::vector<ImVec2> outline = tile_body(dl, pose, style);

  // The divider, with a brass spinner rivet.
  divider(dl, pose, alpha);
  const ImVec2 rivet = local_to_screen(pose.center, pose.angle, 0, 0);
  const float rr = std::max(1.2f, u * 0.075f);
  dl->AddCircleFilled(rivet, rr, fade(rgba(120, 88, 34), alpha));
  dl->AddCircleFilled(rivet, rr * 0.75f, fade(rgba(214, 172, 86), alpha));
  dl->AddCircleFilled(ImVec2(rivet.x - rr * 0.25f, rivet.y - rr * 0.25f), rr * 0.32f, fade(rgba(255, 240, 190), alpha));

  // Pips.
  for (int half = 0; half < 2; ++half) {
    const int n = half == 0 ? a : b;
    if (n <= 0) continue;
    const float cx = half == 0 ? -u / 2 : u / 2;
    const bool wide = n >= 10;
    const float spread_x = u * (wide ? 0.31f : 0.27f), spread_y = u * 0.27f;
    const float radius = std::max(1.0f, u * (wide ? 0.062f : n >= 7 ? 0.074f : 0.085f));
    // Black on a double-six; a colour per number on the bigger sets (look/palette.h pip_ink), and
    // rings from 7 up in the colour-blind-safe palette.
    const PipInk ink = pip_ink(n, style.set, g_look.safe_palette);
    const Color col = fade(color_of(ink.rgb), alpha);
    const Color rim = fade(rgba(255, 255, 255, 0.35f), alpha);
    for (const Pip& p : pips_for(n)) {
      const ImVec2 at = local_to_screen(pose.center, pose.angle, cx + p.x * spread_x, p.y * spread_y);
      record(dl, Drawn::Pip, {at.x - radius, at.y - radius, 2 * radius, 2.22f * radius}, {}, col);
      dl->AddCircleFilled(ImVec2(at.x, at.y + radius * 0.22f), radius, rim);  // lit lower rim: a drilled pip
      dl->AddCircleFilled(at, radius, col);
      if (ink.ring) dl->AddCircleFilled(at, radius * 0.5f, fade(kIvory, alpha));
    }
  }
  tile_finish(dl, pose, style, outline);
}

Color suit_color(CardSuit suit, bool four_colour) { return color_of(suit_rgb(suit, four_colour, g_look.safe_palette)); }

std::string_view suit_glyph(CardSuit suit) {
  switch (suit) {
    case CardSuit::Clubs:
      return "\u2663";
    case CardSuit::Diamonds:
      return "\u2666";
    case CardSuit::Hearts:
      return "\u2665";
    case CardSuit::Spades:
      break;
  }
  return "\u2660";
}

namespace {

// A card's rank as a cardomino shows it: 2 to 10, or a court card's or the ace's letter in the
// player's language.
std::string rank_text(Card card) {
  // The rank letters on the card games' tiles (cardominoes), one letter each.
  switch (card.rank) {
    case 10:
      return "10";
    case 11:
      // TRANSLATORS: a jack's letter on a cardomino, as your language's cards print it.
      return trc("card rank", "J");
    case 12:
      // TRANSLATORS: a queen's letter on a cardomino, as your language's cards print it.
      return trc("card rank", "Q");
    case 13:
      // TRANSLATORS: a king's letter on a cardomino, as your language's cards print it.
      return trc("card rank", "K");
    case 14:
      // TRANSLATORS: an ace's letter on a cardomino, as your language's cards print it.
      return trc("card rank", "A");
    default:
      return card.str().substr(0, 1);
  }
}

// How many characters `s` holds (UTF-8: its bytes that start one).
std::size_t characters(std::string_view s) {
  return static_cast<std::size_t>(
      std::count_if(s.begin(), s.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
}

}  // namespace

void card_face(ImDrawList* dl, const Fonts& fonts, const TilePose& pose, Card card, const TileStyle& style) {
  const float u = pose.unit;
  if (u < 1) return;
  const ExactText exact;  // sized to the tile
  const float alpha = style.alpha;
  const std::vector<ImVec2> outline = tile_body(dl, pose, style);
  divider(dl, pose, alpha);
  // The rank on the top half, the suit's sign on the bottom half, both in the suit's colour.
  const Color ink = fade(suit_color(card.suit, style.four_colour), alpha);
  const std::string rank = rank_text(card);
  const ImVec2 top = local_to_screen(pose.center, pose.angle, -u / 2, 0);
  const ImVec2 bottom = local_to_screen(pose.center, pose.angle, u / 2, 0);
  const float rank_px = u * (characters(rank) > 1 ? 0.62f : 0.74f);
  text_in(dl, fonts.bold, rank_px, {top.x - u / 2, top.y - u / 2, u, u}, ink, rank);
  text_in(dl, fonts.bold, u * 0.8f, {bottom.x - u / 2, bottom.y - u / 2 - u * 0.04f, u, u}, ink, suit_glyph(card.suit));
  tile_finish(dl, pose, style, outline);
}

void trump_mark(ImDrawList* dl, const Fonts& fonts, const TilePose& pose, float alpha) {
  const ExactText exact;  // sized to its disc
  const Rect box = trump_mark_box(pose);  // on the top edge, clear of the pips (look/face.h)
  const float r = box.w / 2;
  const Vec2 c = box.center();
  record(dl, Drawn::Mark, box, {}, fade(rgba(0, 0, 0), alpha));
  dl->AddCircleFilled(iv(c), r, fade(rgba(214, 160, 40), alpha));
  dl->AddCircle(iv(c), r, fade(rgba(255, 255, 255), 0.8f * alpha), 0, 1.2f);
  // TRANSLATORS: the mark on a trump's corner, in a small disc: the first letter of "trump" in your language.
  const std::string mark = trc("trump mark", "T");
  text_in(dl, fonts.bold, std::max(10.0f, r * 1.2f), {c.x - r, c.y - r, 2 * r, 2 * r}, fade(kDarkText, alpha), mark);
}

void face(ImDrawList* dl, const Fonts& fonts, const TilePose& pose, const Face& f, const TileStyle& style) {
  if (f.card)
    card_face(dl, fonts, pose, *f.card, style);
  else
    tile_face(dl, pose, f.tile.hi, f.tile.lo, style);
  value_mark(dl, fonts, pose, f.value, style.alpha);
  if (f.trump) trump_mark(dl, fonts, pose, style.alpha);
}

Color tone_color(Tone tone) { return color_of(tone_rgb(tone, g_look.safe_palette)); }

Color bad_color() { return tone_color(Tone::Bad); }

void tile_back(ImDrawList* dl, const TilePose& pose, float alpha) {
  const float u = pose.unit;
  if (u < 1) return;
  record(dl, Drawn::Tile, bounds(pose), "back", fade(rgba(0, 0, 0), alpha));
  drop_shadow(dl, pose, alpha);
  std::vector<ImVec2> outline, inner;
  rounded_local(outline, u, u / 2, u * 0.14f, 3);
  place(outline, pose.center, pose.angle);
  dl->AddConvexPolyFilled(outline.data(), static_cast<int>(outline.size()), fade(rgba(16, 30, 44), alpha));
  rounded_local(inner, u - 0.8f, u / 2 - 0.8f, u * 0.14f - 0.8f, 3);
  place(inner, pose.center, pose.angle);
  fill_vertical_gradient(dl, inner, fade(rgba(44, 72, 98), alpha), fade(rgba(22, 40, 58), alpha));
  // A brass inlay frame and a small diamond in the middle.
  rounded_local(inner, u * 0.8f, u / 2 - u * 0.16f, u * 0.06f, 2);
  place(inner, pose.center, pose.angle);
  dl->AddPolyline(inner.data(), static_cast<int>(inner.size()), fade(rgba(214, 172, 86, 0.55f), alpha),
                  ImDrawFlags_Closed, std::max(0.7f, u * 0.04f));
  const float d = u * 0.16f;
  const ImVec2 diamond[4] = {
      local_to_screen(pose.center, pose.angle, -d * 1.5f, 0), local_to_screen(pose.center, pose.angle, 0, -d),
      local_to_screen(pose.center, pose.angle, d * 1.5f, 0), local_to_screen(pose.center, pose.angle, 0, d)};
  dl->AddConvexPolyFilled(diamond, 4, fade(rgba(214, 172, 86, 0.6f), alpha));
  dl->AddPolyline(outline.data(), static_cast<int>(outline.size()), fade(rgba(6, 14, 22), alpha), ImDrawFlags_Closed,
                  1.0f);
}

void tile_slot(ImDrawList* dl, const TilePose& pose, int a, int b, float pulse, bool hovered, int set) {
  const float u = pose.unit;
  const float strength = (hovered ? 1.0f : 0.55f + 0.45f * pulse);
  record(dl, Drawn::Slot, bounds(pose));  // its outline inside the tile's place, clear of the line's end beside it
  halo(dl, pose, strength, kGold);
  if (a >= 0 && b >= 0) {
    TileStyle ghost;
    ghost.alpha = hovered ? 0.85f : 0.5f;
    ghost.set = set;
    tile_face(dl, pose, a, b, ghost);
  }
  std::vector<ImVec2> outline;
  rounded_local(outline, u - 1, u / 2 - 1, u * 0.16f, 4);
  place(outline, pose.center, pose.angle);
  dl->AddConvexPolyFilled(outline.data(), static_cast<int>(outline.size()),
                          rgba(240, 199, 94, 0.10f + 0.12f * strength));
  dl->AddPolyline(outline.data(), static_cast<int>(outline.size()), fade(kGold, 0.65f + 0.35f * strength),
                  ImDrawFlags_Closed, 2.0f);
}

void open_end(ImDrawList* dl, const TilePose& pose) {
  const float u = pose.unit;
  record(dl, Drawn::Slot, bounds(pose), "open end");
  std::vector<ImVec2> outline;
  rounded_local(outline, u - 1.5f, u / 2 - 1.5f, u * 0.16f, 4);
  place(outline, pose.center, pose.angle);
  dl->AddConvexPolyFilled(outline.data(), static_cast<int>(outline.size()), rgba(255, 255, 255, 0.06f));
  dl->AddPolyline(outline.data(), static_cast<int>(outline.size()), rgba(255, 255, 255, 0.32f), ImDrawFlags_Closed,
                  1.5f);
}

// [SECTION] Text --------------------------------------------------------------------------

namespace {

ImVec2 measure_exact(ImFont* font, float size, std::string_view s, float wrap_width = 0) {
  return font->CalcTextSizeA(size, FLT_MAX, wrap_width, s.data(), s.data() + s.size());
}

// text() at `size` as given (already scaled).
void text_exact(ImDrawList* dl, ImFont* font, float size, Vec2 pos, Color col, std::string_view s, Align align,
                bool shadowed, bool overflows = false) {
  float x = pos.x;
  if (align != Align::Left || g_record) {  // left-aligned text is measured only for the layout test's record
    const ImVec2 m = measure_exact(font, size, s);
    if (align != Align::Left) x -= align == Align::Center ? m.x / 2 : m.x;
    record(dl, Drawn::Text, {x, pos.y, m.x, m.y}, s, col, overflows);
  }
  if (shadowed)
    dl->AddText(font, size, ImVec2(x, pos.y + std::max(1.0f, size * 0.06f)),
                rgba(0, 0, 0, 0.45f * static_cast<float>(col >> IM_COL32_A_SHIFT) / 255.0f), s.data(),
                s.data() + s.size());
  dl->AddText(font, size, ImVec2(x, pos.y), col, s.data(), s.data() + s.size());
}

}  // namespace

std::string_view pointer_words(std::string_view s, std::string& buffer) {
  return boneyard::pointer_words(s, g_look.mouse, buffer);
}

ImVec2 measure(ImFont* font, float size, std::string_view s, float wrap_width) {
  std::string words;
  return measure_exact(font, size * g_look.text_scale, pointer_words(s, words), wrap_width);
}

std::string fit(ImFont* font, float size, std::string_view s, float width) {
  if (measure(font, size, s).x <= width) return std::string(s);
  std::string cut(s);
  while (!cut.empty()) {
    // Drop the last character whole: its UTF-8 continuation bytes, then its first byte.
    while (!cut.empty() && (static_cast<unsigned char>(cut.back()) & 0xC0) == 0x80) cut.pop_back();
    if (!cut.empty()) cut.pop_back();
    if (measure(font, size, cut + "\u2026").x <= width) return cut + "\u2026";
  }
  return "\u2026";
}

void text(ImDrawList* dl, ImFont* font, float size, Vec2 pos, Color col, std::string_view s, Align align,
          bool shadowed) {
  std::string words;
  text_exact(dl, font, size * g_look.text_scale, pos, col, pointer_words(s, words), align, shadowed);
}

void text_within(ImDrawList* dl, ImFont* font, float size, Vec2 pos, float width, Color col, std::string_view s,
                 Align align) {
  if (measure(font, size, s).x <= width) {
    text(dl, font, size, pos, col, s, align);
    return;
  }
  // Wider than its room (a longer word in another language): shrunk into it on its line, and cut
  // short where even that is not enough.
  const float left = align == Align::Left ? pos.x : align == Align::Center ? pos.x - width / 2 : pos.x - width;
  const Rect box{left, pos.y, std::max(0.0f, width), measure(font, size, "Ag").y};
  text_in(dl, font, size, box, col, fit(font, size * kLeastShrink, s, box.w), align);
}

namespace {

// How text_in() draws `s` (pointer words applied) at `size` (scaled) in a box `room` big: one
// line at `size`, or two broken at `split` (the space that makes the longer line shortest);
// `overflows` when even at its smallest it is wider than the box.
struct BoxedText {
  float size = 0;
  std::size_t split = std::string_view::npos;
  float line_h = 0;  // a line's height per pixel of size
  bool overflows = false;
};
BoxedText boxed(ImFont* font, float size, Vec2 room, std::string_view s) {
  const float w = measure_exact(font, size, s).x;
  BoxedText out;
  out.size = w > room.x && w > 0 ? size * std::max(kLeastShrink, room.x / w) : size;
  out.overflows = w * kLeastShrink > room.x + 0.5f;
  if (out.size >= size * kOneLineShrink) return out;
  float best_w = w;
  for (std::size_t at = s.find(' '); at != std::string_view::npos; at = s.find(' ', at + 1)) {
    const float longer =
        std::max(measure_exact(font, size, s.substr(0, at)).x, measure_exact(font, size, s.substr(at + 1)).x);
    if (longer < best_w) out.split = at, best_w = longer;
  }
  out.line_h = measure_exact(font, size, "Ag").y / size;
  const float two =
      out.split == std::string_view::npos ? 0 : std::min({size, size * room.x / best_w, room.y / (2 * out.line_h)});
  if (two > out.size + 0.5f) {
    out.size = two;
    out.overflows = false;
  } else {
    out.split = std::string_view::npos;
  }
  return out;
}

}  // namespace

bool fits_in(ImFont* font, float size, Vec2 room, std::string_view s) {
  std::string words;
  return !boxed(font, size * g_look.text_scale, room, pointer_words(s, words)).overflows;
}

void text_in(ImDrawList* dl, ImFont* font, float size, const Rect& box, Color col, std::string_view s, Align align,
             bool shadowed) {
  std::string words;
  s = pointer_words(s, words);
  const BoxedText b = boxed(font, size * g_look.text_scale, {box.w, box.h}, s);
  const float x = align == Align::Left ? box.x : align == Align::Center ? box.center().x : box.right();
  if (b.split != std::string_view::npos) {  // two lines
    const float top = box.y + (box.h - 2 * b.size * b.line_h) / 2;
    text_exact(dl, font, b.size, {x, top}, col, s.substr(0, b.split), align, shadowed);
    text_exact(dl, font, b.size, {x, top + b.size * b.line_h}, col, s.substr(b.split + 1), align, shadowed);
    return;
  }
  const float y = box.y + (box.h - b.size) / 2 - b.size * 0.04f;
  text_exact(dl, font, b.size, {x, y}, col, s, align, shadowed, b.overflows);
}

void status_text(ImDrawList* dl, const Fonts& fonts, const Rect& box, Color main_color, std::string_view main,
                 std::string_view detail) {
  constexpr float kMain = 17, kDetail = 13;
  if (detail.empty() || measure(fonts.bold, kMain, main).x * kOneLineShrink > box.w) {
    text_in(dl, fonts.bold, kMain, box, main_color, main, Align::Center, true);
    return;
  }
  text_in(dl, fonts.bold, kMain, {box.x, box.y, box.w, box.h * 0.58f}, main_color, main, Align::Center, true);
  text_in(dl, fonts.regular, kDetail, {box.x, box.y + box.h * 0.55f, box.w, box.h * 0.45f}, kMuted, detail,
          Align::Center);
}

namespace {

// A centred paragraph's lines are wrapped by hand, one at a time, kCentredStep times the size apart:
// `line` is called with each and its number; returns how many.
constexpr float kCentredStep = 1.25f;
template <class Line>
int centred_lines(ImFont* font, float size, std::string_view s, float width, Line line) {
  int n = 0;
  const char* p = s.data();
  const char* end = s.data() + s.size();
  while (p < end) {
    const char* line_end = font->CalcWordWrapPositionA(size / font->FontSize, p, end, width);
    if (line_end == p) ++line_end;
    line(std::string_view(p, static_cast<std::size_t>(line_end - p)), n++);
    p = line_end;
    while (p < end && (*p == ' ' || *p == '\n')) ++p;
  }
  return n;
}

}  // namespace

float paragraph(ImDrawList* dl, ImFont* font, float size, Vec2 pos, float width, Color col, std::string_view s,
                Align align) {
  std::string words;
  s = pointer_words(s, words);
  size *= g_look.text_scale;
  if (align == Align::Left) {
    dl->AddText(font, size, iv(pos), col, s.data(), s.data() + s.size(), width);
    const ImVec2 m = measure_exact(font, size, s, width);
    record(dl, Drawn::Text, {pos.x, pos.y, m.x, m.y}, s, col);
    return m.y;
  }
  const int lines = centred_lines(font, size, s, width, [&](std::string_view line, int i) {
    text_exact(dl, font, size, {pos.x + width / 2, pos.y + static_cast<float>(i) * size * kCentredStep}, col, line,
               Align::Center, false);
  });
  return static_cast<float>(lines) * size * kCentredStep;
}

float centred_height(ImFont* font, float size, std::string_view s, float width) {
  std::string words;
  s = pointer_words(s, words);
  size *= g_look.text_scale;
  const int lines = centred_lines(font, size, s, width, [](std::string_view, int) {});
  return lines ? static_cast<float>(lines - 1) * size * kCentredStep + measure_exact(font, size, "Ag").y : 0;
}

// [SECTION] Controls ----------------------------------------------------------------------

namespace {

// A button's label: its font and how far inside the button's edge it stays (kLabelInset: words
// that ran nearer its ends would look cut off).
struct LabelStyle {
  ImFont* font;
  float inset;
};
LabelStyle label_style(const Fonts& fonts, ButtonKind kind) {
  if (kind == ButtonKind::Primary) return {fonts.bold, kLabelInset};
  return {kind == ButtonKind::Selected ? fonts.bold : fonts.regular, kLabelInset};
}

}  // namespace

bool label_fits(const Fonts& fonts, const Rect& r, std::string_view label, ButtonKind kind, float font_size) {
  const LabelStyle style = label_style(fonts, kind);
  const Rect box = r.inset(style.inset);
  return fits_in(style.font, font_size, {box.w, box.h}, label);
}

float least_label_width(const Fonts& fonts, std::string_view label, ButtonKind kind, float font_size, float h) {
  const LabelStyle style = label_style(fonts, kind);
  float lo = 2 * style.inset, hi = measure(style.font, font_size, label).x + 2 * style.inset + 1;
  for (int i = 0; i < 12; ++i) {  // halving: the words fit at `hi`, not at `lo`
    const float mid = (lo + hi) / 2;
    (label_fits(fonts, {0, 0, mid, h}, label, kind, font_size) ? hi : lo) = mid;
  }
  return std::ceil(hi);
}

void button(ImDrawList* dl, const Fonts& fonts, const Rect& r, std::string_view label, ButtonKind kind, bool hovered,
            bool held, bool enabled, float font_size) {
  const float radius = std::min(14.0f, r.h / 2);
  const float press = held && enabled ? 1.0f : 0.0f;
  const Rect box{r.x, r.y + press, r.w, r.h};
  std::vector<ImVec2> pts;
  rounded_local(pts, box.w / 2, box.h / 2, radius, 6);
  place(pts, box.center(), 0);
  const float a = enabled ? 1.0f : 0.45f;
  record(dl, Drawn::Control, r, label);
  if (kind == ButtonKind::Primary) {
    if (!held) shadow(dl, box, radius, 8, 0.3f * a);
    Color top = hovered && enabled ? rgba(255, 252, 242) : rgba(250, 245, 230);
    Color bottom = hovered && enabled ? rgba(236, 224, 192) : rgba(226, 213, 178);
    if (held && enabled) std::swap(top, bottom);
    dl->AddConvexPolyFilled(pts.data(), static_cast<int>(pts.size()), fade(bottom, a));
    std::vector<ImVec2> inner;
    rounded_local(inner, box.w / 2 - 0.8f, box.h / 2 - 0.8f, radius - 0.8f, 6);
    place(inner, box.center(), 0);
    fill_vertical_gradient(dl, inner, fade(top, a), fade(bottom, a));
    dl->AddPolyline(pts.data(), static_cast<int>(pts.size()), rgba(0, 0, 0, 0.25f * a), ImDrawFlags_Closed, 1.0f);
    text_in(dl, fonts.bold, font_size, box.inset(label_style(fonts, kind).inset), fade(kDarkText, a), label);
  } else {
    const bool selected = kind == ButtonKind::Selected;
    const Color fill = selected ? rgba(240, 199, 94, hovered ? 0.32f : 0.24f)
                                : rgba(255, 255, 255,
                                       held                 ? 0.04f
                                       : hovered && enabled ? 0.14f
                                                            : 0.08f);
    dl->AddConvexPolyFilled(pts.data(), static_cast<int>(pts.size()), fade(fill, a));
    dl->AddPolyline(pts.data(), static_cast<int>(pts.size()),
                    selected ? fade(kGold, 0.9f * a) : rgba(244, 239, 224, (hovered ? 0.5f : 0.28f) * a),
                    ImDrawFlags_Closed, selected ? 1.6f : 1.0f);
    const LabelStyle style = label_style(fonts, kind);
    text_in(dl, style.font, font_size, box.inset(style.inset), fade(selected ? rgba(255, 240, 200) : kText, a), label);
  }
}

void bubble(ImDrawList* dl, const Fonts& fonts, Vec2 anchor, SeatSide from, std::string_view s, float alpha) {
  if (alpha <= 0) return;
  const float size = 16;
  const ImVec2 t = measure(fonts.bold, size, s);
  const float w = t.x + 26, h = size + 16, tail = 9;
  Rect box;
  ImVec2 tip[3];
  switch (from) {
    case SeatSide::Top:
      box = {anchor.x - w / 2, anchor.y + tail, w, h};
      tip[0] = ImVec2(anchor.x, anchor.y);
      tip[1] = ImVec2(anchor.x + tail, box.y + 1);
      tip[2] = ImVec2(anchor.x - tail, box.y + 1);
      break;
    case SeatSide::Bottom:
      box = {anchor.x - w / 2, anchor.y - tail - h, w, h};
      tip[0] = ImVec2(anchor.x - tail, box.bottom() - 1);
      tip[1] = ImVec2(anchor.x + tail, box.bottom() - 1);
      tip[2] = ImVec2(anchor.x, anchor.y);
      break;
    case SeatSide::Left:
      box = {anchor.x + tail, anchor.y - h / 2, w, h};
      tip[0] = ImVec2(anchor.x, anchor.y);
      tip[1] = ImVec2(box.x + 1, anchor.y - tail * 0.8f);
      tip[2] = ImVec2(box.x + 1, anchor.y + tail * 0.8f);
      break;
    case SeatSide::Right:
      box = {anchor.x - tail - w, anchor.y - h / 2, w, h};
      tip[0] = ImVec2(anchor.x, anchor.y);
      tip[1] = ImVec2(box.right() - 1, anchor.y + tail * 0.8f);
      tip[2] = ImVec2(box.right() - 1, anchor.y - tail * 0.8f);
      break;
  }
  shadow(dl, box, h / 2, 6, 0.3f * alpha);
  const Color fill = fade(rgba(255, 252, 240), alpha);
  record(dl, Drawn::Panel, box, {}, fill);
  dl->AddRectFilled(ImVec2(box.x, box.y), ImVec2(box.right(), box.bottom()), fill, h / 2);
  dl->AddTriangleFilled(tip[0], tip[1], tip[2], fill);
  text_in(dl, fonts.bold, size, box, fade(kDarkText, alpha), s);
}

void menu_icon(ImDrawList* dl, const Rect& r, Color col) {
  const Vec2 c = r.center();
  const float w = r.w * 0.42f;
  for (int i = -1; i <= 1; ++i) {
    const float y = c.y + static_cast<float>(i) * r.h * 0.17f;
    dl->AddLine(ImVec2(c.x - w / 2, y), ImVec2(c.x + w / 2, y), col, 2.2f);
  }
}

void menu_button(ImDrawList* dl, const Rect& m, bool hovered, bool held) {
  record(dl, Drawn::Control, m, "menu");
  dl->AddRectFilled(ImVec2(m.x, m.y), ImVec2(m.right(), m.bottom()),
                    rgba(0, 0, 0,
                         held      ? 0.4f
                         : hovered ? 0.34f
                                   : 0.24f),
                    12);
  dl->AddRect(ImVec2(m.x, m.y), ImVec2(m.right(), m.bottom()), rgba(255, 255, 255, 0.14f), 12);
  menu_icon(dl, m, kText);
}

namespace {

// The top bar's square icon buttons beside the menu: their frame; returns the icon's colour.
Color icon_button_frame(ImDrawList* dl, const Rect& m, bool enabled, bool hovered, bool held) {
  record(dl, Drawn::Control, m);
  dl->AddRectFilled(ImVec2(m.x, m.y), ImVec2(m.right(), m.bottom()),
                    rgba(0, 0, 0,
                         !enabled  ? 0.12f
                         : held    ? 0.4f
                         : hovered ? 0.34f
                                   : 0.24f),
                    12);
  dl->AddRect(ImVec2(m.x, m.y), ImVec2(m.right(), m.bottom()), rgba(255, 255, 255, enabled ? 0.14f : 0.07f), 12);
  return enabled ? kText : fade(kText, 0.3f);
}

}  // namespace

void undo_button(ImDrawList* dl, const Rect& m, bool enabled, bool hovered, bool held) {
  // Three quarters of a circle, open at the top left, with the arrow head at its start.
  const Color col = icon_button_frame(dl, m, enabled, hovered, held);
  const Vec2 c = m.center();
  const float r = m.w * 0.22f;
  dl->PathArcTo(ImVec2(c.x, c.y + 1), r, -kPi * 0.95f, kPi * 0.6f, 20);
  dl->PathStroke(col, 0, 2.2f);
  const ImVec2 tip(c.x - r, c.y - 1);
  dl->AddTriangleFilled(ImVec2(tip.x - 5, tip.y - 1), ImVec2(tip.x + 5, tip.y - 1), ImVec2(tip.x, tip.y + 6), col);
}

void hint_button(ImDrawList* dl, const Rect& m, bool enabled, bool hovered, bool held, float thinking) {
  // A bulb over a screw base: an outline, filled with the hint's blue while it is thought out.
  const Color col = icon_button_frame(dl, m, enabled, hovered, held);
  const Vec2 c = m.center();
  const float r = m.w * 0.2f;
  const ImVec2 bulb(c.x, c.y - m.h * 0.07f);
  if (thinking > 0) dl->AddCircleFilled(bulb, r + 1, fade(kHint, 0.35f + 0.55f * thinking), 24);
  dl->AddCircle(bulb, r, col, 24, 2.0f);
  const float base_top = bulb.y + r * 0.85f;
  const float half = r * 0.5f;
  dl->AddLine(ImVec2(c.x - half, base_top + 2), ImVec2(c.x + half, base_top + 2), col, 2.0f);
  dl->AddLine(ImVec2(c.x - half * 0.7f, base_top + 5.5f), ImVec2(c.x + half * 0.7f, base_top + 5.5f), col, 2.0f);
}

void table_menu(ImDrawList* dl, const Fonts& fonts, Vec2 canvas, const MenuLayout& menu,
                const std::vector<Press>& presses) {
  dim_screen(dl, canvas, 0.35f);
  panel(dl, menu.panel, 16);
  for (std::size_t i = 0; i < menu.items.size() && i < presses.size(); ++i) {
    const Rect& r = menu.items[i].rect;
    const Press& p = presses[i];
    if (p.hovered || p.held)
      dl->AddRectFilled(ImVec2(r.x, r.y + 3), ImVec2(r.right(), r.bottom() - 3),
                        rgba(255, 255, 255, p.held ? 0.16f : 0.1f), 10);
    const std::string_view label = i < menu.labels.size() ? std::string_view(menu.labels[i]) : std::string_view();
    const std::string_view key = i < menu.keys.size() ? std::string_view(menu.keys[i]) : std::string_view();
    // The key that does the same at the table, in a keycap at the right, where it fits.
    const float cap = 24;
    const bool show_key = !key.empty() && measure(fonts.bold, 16, label).x + 12 + cap <= r.w - 32;
    text_in(dl, fonts.bold, 16, {r.x + 16, r.y, r.w - 32, r.h}, kText, label, Align::Left);
    if (show_key) {
      const Rect keycap{r.right() - 16 - cap, r.center().y - cap / 2, cap, cap};
      dl->AddRect(ImVec2(keycap.x, keycap.y), ImVec2(keycap.right(), keycap.bottom()), fade(kMuted, 0.6f), 5, 0, 1.2f);
      text_in(dl, fonts.bold, 13, keycap, kMuted, key);
    }
  }
}

void qr_code(ImDrawList* dl, Vec2 at, const QrCode& code, float module_px) {
  const float side = static_cast<float>(code.size + 2 * kQrQuietModules) * module_px;
  record(dl, Drawn::Panel, {at.x, at.y, side, side}, {}, rgba(255, 255, 255));
  dl->AddRectFilled(iv(at), ImVec2(at.x + side, at.y + side), rgba(255, 255, 255));
  const float x0 = at.x + kQrQuietModules * module_px, y0 = at.y + kQrQuietModules * module_px;
  for (int y = 0; y < code.size; ++y) {
    const float top = y0 + static_cast<float>(y) * module_px;
    for (int x = 0; x < code.size;) {  // each run of dark modules in a row as one rectangle
      if (!code.at(x, y)) {
        ++x;
        continue;
      }
      const int start = x;
      while (x < code.size && code.at(x, y)) ++x;
      dl->AddRectFilled(ImVec2(x0 + static_cast<float>(start) * module_px, top),
                        ImVec2(x0 + static_cast<float>(x) * module_px, top + module_px), rgba(0, 0, 0));
    }
  }
}

// [SECTION] Table pieces --------------------------------------------------------------------

void seat_plate(ImDrawList* dl, const Fonts& fonts, const Rect& r, std::string_view name,
                const std::optional<std::string>& score, bool active, float pulse) {
  const float radius = r.h / 2;
  record(dl, Drawn::Panel, r, name, rgba(0, 0, 0, 0.5f));
  dl->AddRectFilled(ImVec2(r.x, r.y), ImVec2(r.right(), r.bottom()), rgba(0, 0, 0, active ? 0.38f : 0.26f), radius);
  if (active) {
    for (int i = 3; i >= 1; --i) {
      const float g = static_cast<float>(i) * 2.0f;
      dl->AddRect(ImVec2(r.x - g, r.y - g), ImVec2(r.right() + g, r.bottom() + g),
                  fade(kGold, (0.10f + 0.08f * pulse) / static_cast<float>(i)), radius + g, 0, 2.0f);
    }
  }
  dl->AddRect(ImVec2(r.x, r.y), ImVec2(r.right(), r.bottom()),
              active ? fade(kGold, 0.75f + 0.25f * pulse) : rgba(255, 255, 255, 0.12f), radius, 0,
              active ? 1.6f : 1.0f);
  const float size = r.h < 25 ? 14.0f : 15.0f;
  const float pad = std::min(12.0f, r.h * 0.4f);
  if (score) {  // the score at the right, the name in all the room left of it
    const float score_w = std::min(measure(fonts.bold, size, *score).x, r.w * 0.4f - pad);
    const Rect name_box{r.x + pad, r.y, std::max(0.0f, r.w - 2 * pad - score_w - 8), r.h};  // a space before the score
    // Whole while text_in can shrink it to fit, else cut short with an ellipsis (twelve wide letters).
    const std::string shown = fit(fonts.bold, size * kLeastShrink, name, name_box.w);
    text_in(dl, fonts.bold, size, name_box, kText, shown, Align::Left);
    text_in(dl, fonts.bold, size, {r.right() - pad - score_w, r.y, score_w, r.h}, rgba(255, 226, 150), *score,
            Align::Right);
  } else {
    const Rect box{r.x + pad, r.y + 2, r.w - 2 * pad, r.h - 4};
    text_in(dl, fonts.bold, size, box, kText, fit(fonts.bold, size * kLeastShrink, name, box.w));
  }
}

namespace {
constexpr float kBannerText = 14, kBannerLine = 18, kBannerPad = 28;
// The banner's lines in a band `width` wide: as many whole parts (" \u2022 " between them) to a
// line as fit, each line allowed down to 85% of its size (text_in shrinks a line wider than the
// chip) to save one.
std::vector<std::string> banner_lines(const Fonts& fonts, float width, std::string_view s) {
  std::vector<std::string> lines(1);
  std::string_view rest = s;
  constexpr std::string_view kDot = " \u2022 ";
  while (!rest.empty()) {
    const std::size_t at = rest.find(kDot);
    const std::string_view part = rest.substr(0, at);
    rest = at == std::string_view::npos ? std::string_view() : rest.substr(at + kDot.size());
    const std::string joined = lines.back().empty() ? std::string(part) : lines.back() + std::string(kDot) + std::string(part);
    if (lines.back().empty() || measure(fonts.bold, kBannerText, joined).x * 0.85f + kBannerPad <= width)
      lines.back() = joined;
    else
      lines.emplace_back(part);
  }
  return lines;
}
float banner_h(const std::vector<std::string>& lines) {
  return static_cast<float>(lines.size()) * kBannerLine * g_look.text_scale + 6;
}
}  // namespace

float banner_height(const Fonts& fonts, float width, std::string_view s) {
  return banner_h(banner_lines(fonts, width, s));
}

Rect banner(ImDrawList* dl, const Fonts& fonts, const Rect& band, std::string_view s) {
  constexpr float kSize = kBannerText, kPad = kBannerPad;
  const std::vector<std::string> lines = banner_lines(fonts, band.w, s);
  float w = 0;
  for (const auto& line : lines) w = std::max(w, measure(fonts.bold, kSize, line).x + kPad);
  w = std::min(w, band.w);
  const float h = std::max(band.h, banner_h(lines));
  const Rect chip{band.center().x - w / 2, band.bottom() - h, w, h};
  record(dl, Drawn::Panel, chip, {}, rgba(0, 0, 0, 0.32f));
  dl->AddRectFilled(ImVec2(chip.x, chip.y), ImVec2(chip.right(), chip.bottom()), rgba(0, 0, 0, 0.32f), 12);
  dl->AddRect(ImVec2(chip.x, chip.y), ImVec2(chip.right(), chip.bottom()), fade(kGold, 0.55f), 12);
  const float line_h = (h - 4) / static_cast<float>(lines.size());
  for (std::size_t i = 0; i < lines.size(); ++i)
    text_in(dl, fonts.bold, kSize, {chip.x + 2, chip.y + 2 + line_h * static_cast<float>(i), chip.w - 4, line_h}, kGold,
            lines[i]);
  return chip;
}

void count_badge(ImDrawList* dl, const Fonts& fonts, Vec2 at, int count) {
  const std::string label = std::to_string(count);
  const float r = (count >= 10 ? 11.0f : 10.0f) * g_look.text_scale;  // the disc grows with its text
  record(dl, Drawn::Mark, {at.x - r, at.y - r, 2 * r, 2 * r}, label);
  dl->AddCircleFilled(iv(at), r, rgba(0, 0, 0, 0.5f));
  text_in(dl, fonts.bold, 12, {at.x - r, at.y - r, 2 * r, 2 * r}, kText, label);
}

namespace {
// A gold tag with dark words in `r`, its words shrunk into it.
void tag_in(ImDrawList* dl, const Fonts& fonts, const Rect& r, std::string_view s, float size) {
  record(dl, Drawn::Mark, r, s);
  dl->AddRectFilled(iv({r.x, r.y}), iv({r.right(), r.bottom()}), kGold, r.h / 2);
  text_in(dl, fonts.bold, size, {r.x + 2, r.y, r.w - 4, r.h}, kDarkText, s);  // shrunk where it must
}
}  // namespace

void new_tag(ImDrawList* dl, const Fonts& fonts, const TilePose& pose, std::string_view s, float max_w) {
  const ExactText exact;  // as small as the tiles, whatever the text size
  const float w = measure(fonts.bold, kNewTagText, s).x + 8;
  tag_in(dl, fonts, new_tag_box(pose, max_w > 0 ? std::min(w, max_w) : w), s, kNewTagText);
}

float tag_room(const std::vector<TilePose>& row) {
  float least = 0;
  for (std::size_t i = 1; i < row.size(); ++i) {
    const Vec2 a = row[i - 1].center, b = row[i].center;
    if (std::abs(a.y - b.y) > 1) continue;  // the next row of a hand
    const float apart = std::abs(b.x - a.x);
    if (least == 0 || apart < least) least = apart;
  }
  return least > 2 ? least - 2 : 0;
}

void toast(ImDrawList* dl, const Fonts& fonts, Vec2 canvas, float y, std::string_view s, float alpha) {
  const float size = 15;
  const ImVec2 t = measure(fonts.bold, size, s);
  const float w = std::min(t.x + 36, canvas.x - 32);
  const Rect box{canvas.x / 2 - w / 2, y, w, 36};
  panel(dl, box, 18, fade(rgba(250, 245, 230), alpha), rgba(0, 0, 0, 0.1f * alpha));
  text_in(dl, fonts.bold, size, box.inset(8), fade(kDarkText, alpha), s);
}

void value_mark(ImDrawList* dl, const Fonts& fonts, const TilePose& pose, int value, float alpha) {
  if (value <= 0) return;
  const ExactText exact;  // sized to its disc
  const Rect box = value_mark_box(pose);  // on the top edge, clear of the pips (look/face.h)
  const float r = box.w / 2;
  const Vec2 c = box.center();
  record(dl, Drawn::Mark, box, {}, fade(rgba(0, 0, 0), alpha));
  dl->AddCircleFilled(iv(c), r, fade(rgba(196, 48, 40), alpha));
  dl->AddCircle(iv(c), r, fade(rgba(255, 255, 255), 0.8f * alpha), 0, 1.2f);
  text_in(dl, fonts.bold, std::max(10.0f, r * 1.2f), {c.x - r, c.y - r, 2 * r, 2 * r}, fade(rgba(255, 255, 255), alpha),
          std::to_string(value));
}

namespace {
constexpr double kFadeOutMs = 400;
}  // namespace

void Toast::show(std::string text, double now, double ms) {
  text_ = std::move(text);
  at_ = now;
  ms_ = ms;
}

void Toast::hide(double now) {
  if (showing(now)) ms_ = std::min(ms_, now - at_ + (g_look.reduced_motion ? 0 : kFadeOutMs));  // the fade out starts now
}

void Toast::hide_after(double now, double least_ms) {
  if (showing(now))
    ms_ = std::min(ms_, std::max(now - at_, least_ms) + (g_look.reduced_motion ? 0 : kFadeOutMs));
}

bool Toast::showing(double now) const { return !text_.empty() && now - at_ < ms_; }
double Toast::fade_out_at() const { return ends_at() - (g_look.reduced_motion ? 0 : kFadeOutMs); }

bool Toast::fading(double now) const { return showing(now) && alpha(now) < 1; }

float Toast::alpha(double now) const {
  const double age = now - at_;
  if (age >= ms_ || text_.empty()) return 0;
  if (g_look.reduced_motion) return 1;  // appears and goes at once
  return static_cast<float>(std::min(1.0, age / 150) * std::min(1.0, (ms_ - age) / kFadeOutMs));
}

bool Toast::draw(ImDrawList* dl, const Fonts& fonts, Vec2 canvas, float y, double now) const {
  if (!showing(now)) return false;
  toast(dl, fonts, canvas, y, text_, alpha(now));
  return true;
}

bool Toast::draw_note(ImDrawList* dl, const Fonts& fonts, Vec2 canvas, float top, double now) const {
  if (!showing(now)) return false;
  overlay();
  note(dl, fonts, canvas, top, text_, alpha(now));
  return true;
}

bool Toast::draw_coach(ImDrawList* dl, const Fonts& fonts, Vec2 canvas, float bottom, double now) const {
  if (!showing(now)) return false;
  coach(dl, fonts, canvas, bottom, text_, alpha(now));
  return true;
}

Rect coach_box(const Fonts& fonts, Vec2 canvas, float bottom, std::string_view s) {
  const float max_w = std::min(canvas.x - 32, 560.0f);
  const float text_w = std::min(measure(fonts.bold, kCoachText, s).x + 2, max_w - 40);
  const float text_h = centred_height(fonts.bold, kCoachText, s, text_w);
  return {canvas.x / 2 - (text_w + 40) / 2, bottom - text_h - 24, text_w + 40, text_h + 24};
}

void coach(ImDrawList* dl, const Fonts& fonts, Vec2 canvas, float bottom, std::string_view s, float alpha) {
  const Rect box = coach_box(fonts, canvas, bottom, s);
  shadow(dl, box, 16, 10, 0.3f * alpha);
  panel(dl, box, 16, fade(rgba(250, 245, 230), alpha), fade(kGold, alpha));
  paragraph(dl, fonts.bold, kCoachText, {box.x + 20, box.y + 12}, box.w - 40, fade(kDarkText, alpha), s, Align::Center);
}

void note(ImDrawList* dl, const Fonts& fonts, Vec2 canvas, float top, std::string_view s, float alpha) {
  const float size = 15;
  const float max_w = std::min(canvas.x - 24, 560.0f);
  const float text_w = std::min(measure(fonts.bold, size, s).x + 2, max_w - 32);
  const float text_h = centred_height(fonts.bold, size, s, text_w);
  const Rect box{canvas.x / 2 - (text_w + 32) / 2, top, text_w + 32, text_h + 20};
  shadow(dl, box, 14, 10, 0.3f * alpha);
  panel(dl, box, 14, fade(rgba(250, 245, 230), alpha), fade(kHint, alpha));
  dl->AddRect(iv({box.x, box.y}), iv({box.right(), box.bottom()}), fade(kHint, alpha), 14, 0, 2.0f);
  paragraph(dl, fonts.bold, size, {box.x + 16, box.y + 10}, text_w, fade(kDarkText, alpha), s, Align::Center);
}

float whole_label_width(const Fonts& fonts, std::string_view label, ButtonKind kind, float font_size) {
  return measure(label_style(fonts, kind).font, font_size, label).x + 2 * kLabelInset + 1;
}

}  // namespace boneyard::draw
