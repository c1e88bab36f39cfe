// Layout and hit-testing (see layout.h): every rectangle the shell draws or hit-tests.
//
// Index
//   [SECTION] Geometry
//   [SECTION] The line
//   [SECTION] The table
//   [SECTION] Other screens
#include "layout.h"

#include <algorithm>
#include <cmath>

namespace boneyard {

namespace {

constexpr float kPi = 3.14159265358979f;

float clampf(float v, float lo, float hi) { return std::max(lo, std::min(v, hi)); }

Rect box_around(Vec2 c, float w, float h) { return {c.x - w / 2, c.y - h / 2, w, h}; }

Rect unite(const Rect& a, const Rect& b) {
  const float x0 = std::min(a.x, b.x), y0 = std::min(a.y, b.y);
  const float x1 = std::max(a.right(), b.right()), y1 = std::max(a.bottom(), b.bottom());
  return {x0, y0, x1 - x0, y1 - y0};
}

// Grows a rectangle about its centre to at least `min_w` x `min_h` (comfortable to tap).
Rect at_least(const Rect& r, float min_w, float min_h) {
  const float w = std::max(r.w, min_w), h = std::max(r.h, min_h);
  return box_around(r.center(), w, h);
}

}  // namespace

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

// [SECTION] The line ----------------------------------------------------------------------

namespace {

// A tile as one arm sees it: `near` touches the previous tile (towards the first tile),
// `far` is the new open end. Empty slots have no values.
struct Piece {
  int near = -1, far = -1;
  bool is_double = false;
};

// One arm of the line while it is being laid out.
struct Arm {
  float s = 1;  // horizontal direction of the current row: +1 right, -1 left
  float v = 1;  // where it turns: +1 down (right arm), -1 up (left arm)
  bool cornering = false;
  Vec2 p;            // the middle of the last tile's open edge
  float extent = 0;  // half the last row tile's size across the row
};

struct LineSim {
  float u = 0;  // tile short side
  float left_bound = 0, right_bound = 0;

  // Places `piece` at the end of `arm`, turning the corner when the row is full.
  LineSpot step(Arm& arm, const Piece& piece) const {
    const float len = piece.is_double ? u : 2 * u;
    const float across = piece.is_double ? kPi / 2 : 0;
    LineSpot spot;
    spot.a = piece.near;
    spot.b = piece.far;
    if (!arm.cornering) {
      const float far = arm.p.x + arm.s * len;
      if (far <= right_bound + 0.01f && far >= left_bound - 0.01f) {
        spot.pose = {{arm.p.x + arm.s * len / 2, arm.p.y}, u, (arm.s > 0 ? 0 : kPi) + across};
        arm.p.x = far;
        arm.extent = piece.is_double ? u : u / 2;
        return spot;
      }
      // Turn: a column flush with the last tile's outer edge, starting at its far side.
      arm.cornering = true;
      arm.p = {arm.p.x - arm.s * u / 2, arm.p.y + arm.v * arm.extent};
    }
    spot.pose = {{arm.p.x, arm.p.y + arm.v * len / 2}, u, (arm.v > 0 ? kPi / 2 : -kPi / 2) + across};
    arm.p.y += arm.v * len;
    if (!piece.is_double) {  // a standing tile completes the turn; a double keeps going
      const float column_x = arm.p.x;
      arm.cornering = false;
      arm.s = -arm.s;
      arm.p = {column_x + arm.s * u / 2, arm.p.y - arm.v * u / 2};
      arm.extent = u / 2;
    }
    return spot;
  }
};

Piece piece_for(const LaidTile& laid, bool right_arm) {
  Piece p;
  p.near = right_arm ? laid.left : laid.right;
  p.far = right_arm ? laid.right : laid.left;
  p.is_double = laid.is_double();
  return p;
}

// The next tile at `end` as it would be laid: its matching half touches the line.
Piece next_piece(const Line& line, End end, const std::optional<Tile>& next) {
  Piece p;
  if (!next || !line.fits(*next, end)) return p;
  const int touching = line.end(end);
  p.near = touching;
  p.far = next->other_end(touching);
  p.is_double = next->is_double();
  return p;
}

// Lays the line out with tiles of size `u`; false when it does not fit in `area`.
bool try_layout(const Line& line, const Rect& area, float u, const std::optional<Tile>& next, LinePlan& plan) {
  LineSim sim;
  sim.u = u;
  sim.left_bound = area.x + u / 2;  // a double turning the corner sticks out half a unit
  sim.right_bound = area.right() - u / 2;
  if (sim.right_bound - sim.left_bound < 5 * u) return false;

  const auto& tiles = line.tiles();
  const int origin = line.origin();
  plan = LinePlan{};
  plan.unit = u;
  plan.tiles.resize(tiles.size());

  const LaidTile& first = tiles[static_cast<std::size_t>(origin)];
  const float half_len = first.is_double() ? u / 2 : u;
  // Where the first tile goes: the whole row centred while it fits (with room for one more
  // tile at each end); else the shorter arm kept on the first row and the longer one given
  // the rest; once both arms are long, the middle.
  float left_len = 2 * u, right_len = 2 * u;
  for (int i = 0; i < origin; ++i) left_len += tiles[static_cast<std::size_t>(i)].is_double() ? u : 2 * u;
  for (std::size_t i = static_cast<std::size_t>(origin) + 1; i < tiles.size(); ++i)
    right_len += tiles[i].is_double() ? u : 2 * u;
  const float mid = (sim.left_bound + sim.right_bound) / 2;
  float origin_x = mid;
  if (left_len + right_len + 2 * half_len <= sim.right_bound - sim.left_bound)
    origin_x = mid + (left_len - right_len) / 2;
  else if (left_len <= right_len)
    origin_x = std::min(mid, sim.left_bound + left_len + half_len);
  else
    origin_x = std::max(mid, sim.right_bound - right_len - half_len);
  const Vec2 o{origin_x, area.center().y};
  LineSpot& origin_spot = plan.tiles[static_cast<std::size_t>(origin)];
  origin_spot.pose = {o, u, first.is_double() ? kPi / 2 : 0};
  origin_spot.a = first.left;
  origin_spot.b = first.right;
  const float extent = first.is_double() ? u : u / 2;

  Arm right{1, 1, false, {o.x + half_len, o.y}, extent};
  Arm left{-1, -1, false, {o.x - half_len, o.y}, extent};
  for (std::size_t i = static_cast<std::size_t>(origin) + 1; i < tiles.size(); ++i)
    plan.tiles[i] = sim.step(right, piece_for(tiles[i], true));
  for (int i = origin - 1; i >= 0; --i)
    plan.tiles[static_cast<std::size_t>(i)] = sim.step(left, piece_for(tiles[static_cast<std::size_t>(i)], false));

  Rect box = bounds(origin_spot.pose);
  for (const auto& spot : plan.tiles) box = unite(box, bounds(spot.pose));
  // Room for the next tile at each end, double or not, so picking a tile never rescales.
  for (Arm* arm : {&left, &right}) {
    for (bool dbl : {false, true}) {
      Arm probe = *arm;
      box = unite(box, bounds(sim.step(probe, Piece{-1, -1, dbl}).pose));
    }
  }
  Arm left_probe = left, right_probe = right;
  plan.ends[0] = sim.step(left_probe, next_piece(line, End::Left, next));
  plan.ends[1] = sim.step(right_probe, next_piece(line, End::Right, next));

  if (box.w > area.w + 0.01f || box.h > area.h + 0.01f) return false;
  if (box.x < area.x - 0.01f || box.right() > area.right() + 0.01f) return false;
  // Centre the line vertically (it grows down on the right arm and up on the left).
  const float dy = area.center().y - box.center().y;
  for (auto& spot : plan.tiles) spot.pose.center.y += dy;
  for (auto& end : plan.ends) end->pose.center.y += dy;
  return true;
}

}  // namespace

LinePlan layout_line(const Line& line, const Rect& area, float max_unit, const std::optional<Tile>& next_tile) {
  LinePlan plan;
  plan.unit = max_unit;
  if (line.empty() || area.w <= 0 || area.h <= 0) return plan;
  for (float u = max_unit; u > 1.0f; u *= 0.95f)
    if (try_layout(line, area, u, next_tile, plan)) return plan;
  try_layout(line, area, 1.0f, next_tile, plan);  // absurdly small table: best effort
  return plan;
}

// [SECTION] The table ---------------------------------------------------------------------

namespace {

constexpr float kPlateH = 26;
constexpr float kMenuSize = 42;

// Face-down tiles in a row (standing) or a column (lying), centred on `c`.
std::vector<TilePose> backs_row(Vec2 c, int count, float su, float step) {
  std::vector<TilePose> out;
  const float span = count > 0 ? (static_cast<float>(count) - 1) * step : 0;
  for (int i = 0; i < count; ++i) out.push_back({{c.x - span / 2 + static_cast<float>(i) * step, c.y}, su, kPi / 2});
  return out;
}

std::vector<TilePose> backs_column(Vec2 c, int count, float su, float step) {
  std::vector<TilePose> out;
  const float span = count > 0 ? (static_cast<float>(count) - 1) * step : 0;
  for (int i = 0; i < count; ++i) out.push_back({{c.x, c.y - span / 2 + static_cast<float>(i) * step}, su, 0});
  return out;
}

}  // namespace

TableLayout layout_table(Vec2 canvas, const TableScene& scene) {
  TableLayout out;
  out.canvas = canvas;
  const float W = canvas.x, H = canvas.y;
  const float pad = clampf(std::min(W, H) * 0.02f, 8, 18);
  const float gap = pad * 0.75f;
  out.portrait = W < H * 0.9f;
  const int n = static_cast<int>(scene.hand.size());
  const int capacity = std::max({n, scene.hand_capacity, 1});

  // --- The hand: standing tiles along the bottom, one row (two when many). --------------
  const float hu_max = out.portrait ? clampf(std::min(W * 0.13f, H * 0.062f), 26, 54) : clampf(H * 0.062f, 30, 58);
  const float spacing = 0.16f;  // gap between hand tiles, in tile widths
  const float avail_w = W - 2 * pad;
  auto fit_unit = [&](int per_row) {
    return std::min(hu_max, avail_w / (static_cast<float>(per_row) + static_cast<float>(per_row - 1) * spacing));
  };
  int rows = 1;
  float hu = fit_unit(capacity);
  if (hu < 0.6f * hu_max && capacity > 1) {
    rows = 2;
    hu = std::min(hu_max * 0.85f, fit_unit((capacity + 1) / 2));
  }
  out.hand_unit = hu;
  const float hgap = hu * spacing;
  const float lift = hu * 0.24f;
  const float hand_h = static_cast<float>(rows) * 2 * hu + static_cast<float>(rows - 1) * hgap;
  const float hand_top = H - pad - hand_h;
  const int per_row = rows == 1 ? std::max(n, 1) : (n + 1) / 2;
  for (int i = 0; i < n; ++i) {
    const int row = rows == 1 ? 0 : i / per_row;
    const int col = rows == 1 ? i : i % per_row;
    const int in_row = rows == 1 ? n : (row == 0 ? per_row : n - per_row);
    const float row_w = static_cast<float>(in_row) * hu + static_cast<float>(in_row - 1) * hgap;
    const float x = W / 2 - row_w / 2 + static_cast<float>(col) * (hu + hgap) + hu / 2;
    const float y = hand_top + static_cast<float>(row) * (2 * hu + hgap) + hu;
    const std::size_t k = static_cast<std::size_t>(i);
    const bool playable = scene.human_turn && k < scene.playable.size() && scene.playable[k];
    const bool picked = scene.selected && *scene.selected == scene.hand[k];
    const float up = picked ? lift * 1.7f : playable ? lift : 0;
    out.hand.push_back({{x, y - up}, hu, kPi / 2});
    const Rect rest = box_around({x, y}, hu, 2 * hu);
    out.hand_hit.push_back({rest.x - hgap / 2, rest.y - up, rest.w + hgap, rest.h + up});
  }

  // --- The status row above the hand: the player's plate, the text, Pass. ---------------
  const float status_h = clampf(H * 0.055f, 38, 48);
  out.status = {pad, hand_top - lift * 1.7f - gap - status_h, W - 2 * pad, status_h};
  const float plate_w = out.portrait ? 96.0f : 124.0f;
  const float pass_w = out.portrait ? 100.0f : 120.0f;

  // Scores panel (wide screens): bottom-right beside the hand when there is room.
  std::optional<Rect> panel;
  if (!out.portrait) {
    const float pw = 196, ph = 34 + 24 * static_cast<float>(scene.players) + 8;
    const float hand_w =
        static_cast<float>(std::min(capacity, rows == 1 ? capacity : (capacity + 1) / 2)) * (hu + hgap);
    if ((W - hand_w) / 2 >= pw + 2 * pad && ph <= H - out.status.y - pad) {
      panel = Rect{W - pad - pw, H - pad - ph, pw, ph};
      out.status.w = panel->x - gap - out.status.x;
    } else {
      panel = Rect{W - pad - pw, pad, pw, ph};
    }
  }
  out.scores_panel = panel;
  out.pass_button = {out.status.right() - pass_w, out.status.y + 2, pass_w, out.status.h - 4};

  SeatPlace you;
  you.side = SeatSide::Bottom;
  you.plate = {out.status.x, out.status.y + (out.status.h - kPlateH) / 2 - 1, plate_w, kPlateH + 2};
  you.box = you.plate;
  you.bubble = {W / 2, out.status.y - 4};

  // --- Top bar and opponents. -------------------------------------------------------------
  out.menu_button = {pad, pad, kMenuSize, kMenuSize};
  float info_right = W - pad;
  if (panel && panel->y < H / 2) info_right = panel->x - gap;
  bool seat_on_top = false;
  for (int seat = 1; seat < scene.players; ++seat) seat_on_top |= seat_side(scene.players, seat) == SeatSide::Top;
  if (!out.portrait && seat_on_top) info_right = std::min(info_right, W / 2 - 80);
  out.info = {out.menu_button.right() + gap, pad, std::max(0.0f, info_right - out.menu_button.right() - gap),
              kMenuSize};
  float top_bottom = out.menu_button.bottom();

  out.seats.assign(static_cast<std::size_t>(std::max(scene.players, 1)), SeatPlace{});
  out.seats[0] = you;
  auto count_of = [&](int seat) {
    return seat < static_cast<int>(scene.hand_counts.size()) ? scene.hand_counts[static_cast<std::size_t>(seat)] : 0;
  };
  Rect felt_bounds{pad, top_bottom + gap, W - 2 * pad, out.status.y - gap - (top_bottom + gap)};

  if (out.portrait) {
    // Cards in a row under the top bar, in seat order (West, North, East).
    const int k = scene.players - 1;
    const float card_y = out.menu_button.bottom() + gap;
    const float su = clampf(hu * 0.3f, 9, 14);
    const float card_h = kPlateH + 8 + 2 * su + 10;
    const float card_w =
        k > 0 ? std::min(180.0f, (W - 2 * pad - static_cast<float>(k - 1) * gap) / static_cast<float>(k)) : 0;
    const float row_w = static_cast<float>(k) * card_w + static_cast<float>(std::max(k - 1, 0)) * gap;
    for (int seat = 1; seat < scene.players; ++seat) {
      SeatPlace& p = out.seats[static_cast<std::size_t>(seat)];
      p.side = seat_side(scene.players, seat);
      p.box = {W / 2 - row_w / 2 + static_cast<float>(seat - 1) * (card_w + gap), card_y, card_w, card_h};
      p.plate = {p.box.x + 4, p.box.y + 4, p.box.w - 8, kPlateH};
      const float step = std::min(su * 0.8f, (card_w - 16 - su) / std::max(1.0f, static_cast<float>(capacity - 1)));
      p.backs = backs_row({p.box.center().x, p.plate.bottom() + 4 + su}, count_of(seat), su, step);
      p.bubble = {p.box.center().x, p.box.bottom() + 6};
    }
    if (k > 0) felt_bounds = {pad, card_y + card_h + gap, W - 2 * pad, out.status.y - gap - (card_y + card_h + gap)};
  } else {
    const float su = clampf(hu * 0.42f, 12, 22);
    float left_w = 0, right_w = 0, top_h = 0;
    for (int seat = 1; seat < scene.players; ++seat) {
      SeatPlace& p = out.seats[static_cast<std::size_t>(seat)];
      p.side = seat_side(scene.players, seat);
      const int count = count_of(seat);
      if (p.side == SeatSide::Top) {
        const float step = su * 0.85f;
        const float block_w = std::max(140.0f, static_cast<float>(capacity - 1) * step + su + 8);
        const float block_h = kPlateH + 6 + 2 * su;
        p.box = {W / 2 - block_w / 2, pad, block_w, block_h};
        p.plate = {W / 2 - 70, pad, 140, kPlateH};
        p.backs = backs_row({W / 2, p.plate.bottom() + 6 + su}, count, su, step);
        p.bubble = {W / 2, p.box.bottom() + 8};
        top_h = std::max(top_h, block_h);
      }
    }
    const float band_top = std::max(out.menu_button.bottom(), pad + top_h) + gap;
    for (int seat = 1; seat < scene.players; ++seat) {
      SeatPlace& p = out.seats[static_cast<std::size_t>(seat)];
      if (p.side == SeatSide::Top) continue;
      const bool is_left = p.side == SeatSide::Left;
      const float step = su * 0.72f;
      const float block_w = 124;
      const float block_h = kPlateH + 8 + static_cast<float>(capacity - 1) * step + su;
      float top = band_top;
      if (!is_left && panel && panel->y < H / 2) top = std::max(top, panel->bottom() + gap);
      const float bottom = out.status.y - gap;
      const float y = std::max(top, (top + bottom) / 2 - block_h / 2);
      p.box = {is_left ? pad : W - pad - block_w, y, block_w, block_h};
      p.plate = {p.box.x, y, block_w, kPlateH};
      p.backs = backs_column({p.box.center().x, p.plate.bottom() + 8 + (block_h - kPlateH - 8) / 2}, count_of(seat), su,
                             step);
      p.bubble = {is_left ? p.box.right() + 8 : p.box.x - 8, p.box.center().y};
      (is_left ? left_w : right_w) = block_w + gap;
    }
    float top = band_top;
    if (panel && panel->y < H / 2) top = std::max(top, panel->bottom() + gap);
    felt_bounds = {pad + left_w, top, W - 2 * pad - left_w - right_w, out.status.y - gap - top};
  }
  out.felt = felt_bounds;
  out.deal_origin = out.felt.center();

  // --- The line inside the felt. ---------------------------------------------------------
  const Rect area = out.felt.inset(std::max(6.0f, std::min(out.felt.w, out.felt.h) * 0.035f));
  const float max_unit = std::min({hu, area.w / 10.5f, area.h / 5});
  out.line = layout_line(scene.line, area, max_unit, scene.selected);
  return out;
}

std::vector<Target> table_targets(const TableLayout& layout, const TableScene& scene) {
  std::vector<Target> out;
  out.push_back({"button:menu", layout.menu_button});
  if (scene.selected) {
    for (End e : scene.selected_ends) {
      const auto& slot = layout.line.ends[e == End::Left ? 0 : 1];
      if (slot) out.push_back({std::string("end:") + end_letter(e), at_least(bounds(slot->pose), 40, 40)});
    }
  }
  if (scene.human_turn) {
    for (std::size_t i = 0; i < scene.hand.size() && i < layout.hand_hit.size(); ++i)
      if (i < scene.playable.size() && scene.playable[i])
        out.push_back({"hand:" + scene.hand[i].str(), layout.hand_hit[i]});
  }
  if (scene.can_pass) out.push_back({"button:pass", layout.pass_button});
  return out;
}

// [SECTION] Other screens -----------------------------------------------------------------

TitleLayout layout_title(Vec2 canvas, bool can_resume, bool has_message) {
  TitleLayout out;
  const float W = canvas.x, H = canvas.y;
  const float pad = clampf(std::min(W, H) * 0.03f, 12, 28);
  const float cw = std::min(W - 2 * pad, 400.0f);
  const float x = W / 2 - cw / 2;
  const float logo_h = clampf(H * 0.3f, 150, 280);
  const float block_h = logo_h + 24 + 58 + (can_resume ? 12 + 50 : 0) + (has_message ? 16 + 84 : 0);
  float y = std::max(pad, (H - 48 - block_h) * 0.42f);
  out.logo = {W / 2 - std::min(W - 2 * pad, 560.0f) / 2, y, std::min(W - 2 * pad, 560.0f), logo_h};
  y += logo_h + 24;
  out.play = {x, y, cw, 58};
  y += 58;
  if (can_resume) {
    out.resume = Rect{x, y + 12, cw, 50};
    y += 12 + 50;
  }
  if (has_message) out.message = Rect{x, y + 16, cw, 84};
  out.credits = {pad, H - pad - 36, W - 2 * pad, 36};
  return out;
}

SetupLayout layout_setup(Vec2 canvas) {
  SetupLayout out;
  const float W = canvas.x, H = canvas.y;
  const float pad = clampf(std::min(W, H) * 0.025f, 10, 20);
  out.header = {0, 0, W, 60};
  out.back = {pad, 10, 92, 40};
  out.title = {pad + 100, 10, std::max(0.0f, W - 2 * (pad + 100)), 40};
  const float footer_h = 96;
  out.footer = {0, H - footer_h, W, footer_h};
  const float bw = std::min(W - 2 * pad, 360.0f);
  out.start = {W / 2 - bw / 2, H - pad - 54, bw, 54};
  out.note = {pad, out.footer.y + 4, W - 2 * pad, out.start.y - out.footer.y - 8};
  out.content = {0, out.header.bottom(), W, out.footer.y - out.header.bottom()};
  out.column_w = std::min(W - 2 * pad, 640.0f);
  out.column_x = W / 2 - out.column_w / 2;
  return out;
}

float summary_text_width(Vec2 canvas) {
  const float panel_w = std::min(canvas.x - 24, 620.0f);
  return panel_w - 40;
}

SummaryLayout layout_summary(Vec2 canvas, int players, bool match_over, float text_h) {
  SummaryLayout out;
  const float W = canvas.x, H = canvas.y;
  const float panel_w = std::min(W - 24, 620.0f);
  const float inner = 20;
  const float row_h = W < 480 ? 60 : 54;
  const float button_h = 52;
  const float header_h = 18;  // column headings above the rows
  const float panel_h =
      inner + 40 + 8 + text_h + 14 + header_h + static_cast<float>(players) * row_h + 18 + button_h + inner;
  out.panel = {W / 2 - panel_w / 2, std::max(12.0f, H / 2 - panel_h / 2), panel_w, panel_h};
  float y = out.panel.y + inner;
  out.headline = {out.panel.x + inner, y, panel_w - 2 * inner, 40};
  y += 40 + 8;
  out.text = {out.panel.x + inner, y, panel_w - 2 * inner, text_h};
  y += text_h + 14 + header_h;
  for (int i = 0; i < players; ++i) {
    out.rows.push_back({out.panel.x + inner / 2, y, panel_w - inner, row_h});
    y += row_h;
  }
  y += 18;
  const float bw = panel_w - 2 * inner;
  if (match_over) {
    const float half = (bw - 12) / 2;
    out.primary = {out.panel.x + inner, y, half, button_h};
    out.secondary = Rect{out.panel.x + inner + half + 12, y, half, button_h};
  } else {
    out.primary = {out.panel.x + inner, y, bw, button_h};
  }
  return out;
}

MenuLayout layout_menu(Vec2 canvas, const Rect& menu_button) {
  MenuLayout out;
  const float w = std::min(250.0f, canvas.x - 2 * menu_button.x);
  const float item_h = 50;
  const char* ids[] = {"menu:new_match", "menu:copy_link", "menu:main_menu"};
  out.panel = {menu_button.x, menu_button.bottom() + 8, w, 3 * item_h + 16};
  for (int i = 0; i < 3; ++i)
    out.items.push_back({ids[i], {out.panel.x + 8, out.panel.y + 8 + static_cast<float>(i) * item_h, w - 16, item_h}});
  return out;
}

}  // namespace boneyard
