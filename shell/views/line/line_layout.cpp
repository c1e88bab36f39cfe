// The line table's layout and hit-testing (see line/line_layout.h).
//
// Index
//   [SECTION] The line
//   [SECTION] The table
#include "line/line_layout.h"

#include <algorithm>
#include <cmath>

#include "look/face.h"

namespace boneyard {

// [SECTION] The line ----------------------------------------------------------------------

namespace {

// A tile as one arm sees it: `near` touches the previous tile (towards the first tile),
// `far` is the new open end. Empty slots have no values.
struct Piece {
  int near = -1, far = -1;
  bool is_double = false;
};

// The four ways a run goes, a quarter turn clockwise on the screen (y grows down) apart:
// right, down, left, up.
constexpr Vec2 kWay[4] = {{1, 0}, {0, 1}, {-1, 0}, {0, -1}};

// One arm of the line while it is being laid out.
struct Arm {
  int way = 0;               // kWay index of the current run
  Vec2 p;                    // the middle of the last tile's open edge
  float extent = 0;          // half the last tile's size across the run
  int run = 0;               // 0: the first row, through the first tile; one more at each turn
  std::vector<Rect> placed;  // its tiles, the first tile of the line first and its last one last
};

struct LineSim {
  float u = 0;    // tile short side
  float gap = 0;  // the least room between two tiles that do not join
  Rect area;
  Rect band;  // the first row's strip, across the felt: the arms' later runs keep out of it

  // Whether a tile at `box`, in run `run` of `arm`, is on the felt and clear of every tile it
  // does not join (the arm's last tile it joins; the other arm keeps to its own half).
  bool clear(const Arm& arm, const Rect& box, int run) const {
    if (!box.inside(area)) return false;
    if (run > 1 || (run == 1 && arm.run == 1)) {
      if (box.overlaps(band)) return false;
    }
    const Rect wide = box.inset(-gap / 2);
    for (std::size_t i = 0; i + 1 < arm.placed.size(); ++i)
      if (wide.overlaps(arm.placed[i].inset(-gap / 2))) return false;
    return true;
  }

  // Places `piece` at the end of `arm`: straight on while it fits, else a quarter turn
  // clockwise with the tile standing across the last one's open end. A double lies across a
  // straight run (along it where there is no room across) and along a turn. Nothing when
  // neither fits: the line needs smaller tiles.
  std::optional<LineSpot> step(Arm& arm, const Piece& piece) const {
    LineSpot spot;
    spot.a = piece.near;
    spot.b = piece.far;
    const Vec2 d = kWay[arm.way];
    const float angle = static_cast<float>(arm.way) * kPi / 2;
    for (int k = piece.is_double ? 0 : 1; k < 2; ++k) {
      const bool across = k == 0;
      const float len = across ? u : 2 * u;
      spot.pose = {{arm.p.x + d.x * len / 2, arm.p.y + d.y * len / 2}, u, angle + (across ? kPi / 2 : 0)};
      const Rect box = bounds(spot.pose);
      if (clear(arm, box, arm.run)) {
        arm.p = {arm.p.x + d.x * len, arm.p.y + d.y * len};
        arm.extent = across ? u : u / 2;
        arm.placed.push_back(box);
        return spot;
      }
    }
    // The turn: the tile's near half against the side of the last tile's open half.
    const int way = (arm.way + 1) % 4;
    const Vec2 t = kWay[way];
    const Vec2 c{arm.p.x - d.x * u / 2, arm.p.y - d.y * u / 2};
    spot.pose = {{c.x + t.x * (arm.extent + u), c.y + t.y * (arm.extent + u)}, u, static_cast<float>(way) * kPi / 2};
    const Rect box = bounds(spot.pose);
    if (!clear(arm, box, arm.run + 1)) return std::nullopt;
    arm.way = way;
    arm.p = {c.x + t.x * (arm.extent + 2 * u), c.y + t.y * (arm.extent + 2 * u)};
    arm.extent = u / 2;
    ++arm.run;
    arm.placed.push_back(box);
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

// Lays the line out with tiles of size `u` and the first tile at `o`; false when it does not
// fit in `area`.
bool try_layout(const Line& line, const Rect& area, float u, Vec2 o, const std::optional<Tile>& next, LinePlan& plan) {
  const auto& tiles = line.tiles();
  const int origin = line.origin();
  const LaidTile& first = tiles[static_cast<std::size_t>(origin)];
  LineSim sim;
  sim.u = u;
  sim.gap = std::max(2.0f, 0.25f * u);
  sim.area = area;
  sim.band = {area.x, o.y - u - sim.gap, area.w, 2 * (u + sim.gap)};

  plan = LinePlan{};
  plan.unit = u;
  plan.tiles.resize(tiles.size());
  LineSpot& origin_spot = plan.tiles[static_cast<std::size_t>(origin)];
  origin_spot.pose = {o, u, first.is_double() ? kPi / 2 : 0};
  origin_spot.a = first.left;
  origin_spot.b = first.right;
  const Rect origin_box = bounds(origin_spot.pose);
  if (!origin_box.inside(area)) return false;
  const float half_len = first.is_double() ? u / 2 : u;
  const float extent = first.is_double() ? u : u / 2;
  Arm right{0, {o.x + half_len, o.y}, extent, 0, {origin_box}};
  Arm left{2, {o.x - half_len, o.y}, extent, 0, {origin_box}};

  auto lay = [&](Arm& arm, std::size_t i, bool right_arm) {
    const auto spot = sim.step(arm, piece_for(tiles[i], right_arm));
    if (spot) plan.tiles[i] = *spot;
    return spot.has_value();
  };
  for (std::size_t i = static_cast<std::size_t>(origin) + 1; i < tiles.size(); ++i)
    if (!lay(right, i, true)) return false;
  for (int i = origin - 1; i >= 0; --i)
    if (!lay(left, static_cast<std::size_t>(i), false)) return false;

  // Room for the next tile at each end, double or not, so picking a tile never rescales.
  const End sides[2] = {End::Left, End::Right};
  for (int e = 0; e < 2; ++e) {
    const Arm& arm = e == 0 ? left : right;
    for (bool dbl : {false, true}) {
      Arm probe = arm;
      if (!sim.step(probe, Piece{-1, -1, dbl})) return false;
    }
    Arm probe = arm;
    plan.ends[e] = sim.step(probe, next_piece(line, sides[e], next));
  }
  return true;
}

LinePlan plan_line(const Line& line, const Rect& area, float max_unit, const std::optional<Tile>& next_tile) {
  LinePlan plan;
  plan.unit = max_unit;
  if (line.empty() || area.w <= 0 || area.h <= 0) return plan;
  // The first tile lies in the middle of the felt and stays there: the line grows from it, so
  // a tile played moves no other. Only a line too long for the tiles' size there moves it off
  // the middle, an eighth of the felt at a time and a quarter at most, before the tiles shrink:
  // a line that grows mostly one way gets the room on that side.
  static const std::vector<std::pair<int, int>> kSteps = [] {
    std::vector<std::pair<int, int>> steps;
    for (int i = -2; i <= 2; ++i)
      for (int j = -2; j <= 2; ++j) steps.emplace_back(i, j);
    std::stable_sort(steps.begin(), steps.end(), [](const auto& a, const auto& b) {
      return a.first * a.first + a.second * a.second < b.first * b.first + b.second * b.second;
    });
    return steps;
  }();
  const Vec2 c = area.center();
  for (float u = max_unit; u > 1.0f; u *= 0.95f)
    for (const auto& [i, j] : kSteps)
      if (try_layout(line, area, u,
                     {c.x + area.w * static_cast<float>(i) / 8, c.y + area.h * static_cast<float>(j) / 8}, next_tile,
                     plan))
        return plan;
  try_layout(line, area, 1.0f, c, next_tile, plan);  // absurdly small table: best effort
  return plan;
}

}  // namespace

LinePlan layout_line(const Line& line, const Rect& area, float max_unit, const std::optional<Tile>& next_tile) {
  // The last layout, kept: a frame lays the table out more than once, and a 90-tile line takes
  // about a millisecond to lay out (most of it trying sizes that do not fit).
  struct Last {
    Line line;
    Rect area;
    float max_unit = 0;
    std::optional<Tile> next;
    LinePlan plan;
  };
  static Last last;
  if (last.line == line && last.max_unit == max_unit && last.next == next_tile && last.area.x == area.x &&
      last.area.y == area.y && last.area.w == area.w && last.area.h == area.h)
    return last.plan;
  last = {line, area, max_unit, next_tile, plan_line(line, area, max_unit, next_tile)};
  return last.plan;
}

// [SECTION] The table ---------------------------------------------------------------------

namespace {

constexpr float kPlateH = 26;
constexpr float kMenuSize = 42;
constexpr float kBadgeRoom = 24;  // beside (or below) a fan of face-down tiles: the count
constexpr int kCompactFrom = 5;   // players from which opponents get compact cards
constexpr float kInfoW = 150;     // the "Round 2 / First to 100" text beside the menu button

// The distance between fanned tiles: `preferred`, or closer when `count` tiles of short side
// `su` must fit in `span`.
float fan_step(int count, float preferred, float span, float su) {
  if (count <= 1) return preferred;
  return std::max(1.0f, std::min(preferred, (span - su) / static_cast<float>(count - 1)));
}

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

// Where a seat's bubble points: just off the edge of its box that faces the table.
// Where a seat's speech bubble may reach from its anchor (draw::bubble: a short word).
constexpr float kBubbleW = 96, kBubbleH = 34;
Vec2 bubble_anchor(const Rect& box, SeatSide side) {
  switch (side) {
    case SeatSide::Left:
      return {box.right() + 8, box.center().y};
    case SeatSide::Right:
      return {box.x - 8, box.center().y};
    case SeatSide::Top:
      return {box.center().x, box.bottom() + 8};
    case SeatSide::Bottom:
      break;
  }
  return {box.center().x, box.y - 4};
}

// A seat card: the name plate on top, the face-down tiles in a row below with their count
// beside them. The fan is spaced for `capacity` tiles, closer when it holds more.
SeatPlace seat_card(const Rect& box, SeatSide side, int count, int capacity, float su, float plate_h) {
  SeatPlace p;
  p.side = side;
  p.box = box;
  p.plate = {box.x + 4, box.y + 4, box.w - 8, plate_h};
  const float step = fan_step(std::max(count, capacity), su * 0.8f, box.w - 12 - kBadgeRoom, su);
  const float fan_w = count > 0 ? static_cast<float>(count - 1) * step + su : 0;
  const float left = box.center().x - (fan_w + kBadgeRoom) / 2;
  const float y = p.plate.bottom() + 4 + su;
  p.backs = backs_row({left + fan_w / 2, y}, count, su, step);
  p.badge = {left + fan_w + kBadgeRoom / 2 + 1, y};
  p.bubble = bubble_anchor(box, side);
  return p;
}

float seat_card_height(float su, float plate_h) { return 4 + plate_h + 4 + 2 * su + 6; }

}  // namespace

Rect bubble_room(Vec2 anchor, SeatSide side) {
  switch (side) {
    case SeatSide::Left:
      return {anchor.x, anchor.y - kBubbleH / 2, kBubbleW + 10, kBubbleH};
    case SeatSide::Right:
      return {anchor.x - kBubbleW - 10, anchor.y - kBubbleH / 2, kBubbleW + 10, kBubbleH};
    case SeatSide::Top:
      return {anchor.x - kBubbleW / 2, anchor.y, kBubbleW, kBubbleH + 10};
    case SeatSide::Bottom:
      break;
  }
  return {anchor.x - kBubbleW / 2, anchor.y - kBubbleH - 10, kBubbleW, kBubbleH + 10};
}

// The steps of layout_table, in the order it takes them: the hand along the bottom, the status
// row and the scores panel above it, the top bar, the opponents round the felt, the boneyard
// and the line on the felt, and last the bubbles kept clear of what lies there.
namespace {

// What every step of the table's layout reads: the scene and the canvas's measures.
struct TableMeasures {
  const TableScene& scene;
  float W = 0, H = 0;  // the canvas
  float pad = 0;       // from the canvas's edges
  float gap = 0;       // between neighbours
  int capacity = 1;    // hand tiles to make room for: the hand now, or as dealt if that is more
};

// A seat's number of tiles (none where the scene does not say).
int tiles_held(const TableScene& scene, int seat) {
  return seat < static_cast<int>(scene.hand_counts.size()) ? scene.hand_counts[static_cast<std::size_t>(seat)] : 0;
}

// --- The hand ---------------------------------------------------------------------------------

constexpr float kHandSpacing = 0.16f;     // gap between hand tiles, in tile widths
constexpr float kHandRowSpacing = 0.45f;  // between rows: room for a lifted tile

struct HandSize {
  float unit = 0;  // the tiles' short side
  int rows = 1;    // the rows reserved
};

// The hand's tiles as large as they may be, in as few rows as keep them a good size (a Draw
// hand can grow long), the rows together no taller than three tenths of the canvas.
HandSize size_hand(const TableMeasures& m, bool portrait) {
  const float W = m.W, H = m.H;
  const int capacity = m.capacity;
  const float hu_max = portrait ? clampf(std::min(W * 0.13f, H * 0.062f), 26, 54) : clampf(H * 0.062f, 30, 58);
  const float avail_w = W - 2 * m.pad;
  auto fit_unit = [&](int per_row) {
    return std::min(hu_max, avail_w / (static_cast<float>(per_row) + static_cast<float>(per_row - 1) * kHandSpacing));
  };
  int rows = 1;
  float hu = fit_unit(capacity);
  while (hu < 0.6f * hu_max && rows < 4 && capacity > rows) {
    ++rows;
    hu = std::min(hu_max * 0.85f, fit_unit((capacity + rows - 1) / rows));
  }
  if (m.scene.hand_most > hu) {  // larger, in as many rows, as far as the width allows
    const float per_row = static_cast<float>((capacity + rows - 1) / rows);
    hu = std::max(hu, std::min(m.scene.hand_most, avail_w / (per_row * (1 + kHandSpacing) - kHandSpacing)));
  }
  const float row_count = static_cast<float>(rows);
  hu = std::min(hu, H * 0.3f / (2 * row_count + (row_count - 1) * kHandRowSpacing));
  return {hu, rows};
}

// Where the hand lies, for the steps that place things above and beside it.
struct HandPlace {
  int rows = 1;        // the rows reserved
  float tile_gap = 0;  // between tiles side by side
  float top = 0;       // the top of the reserved rows, tiles at rest
  float raised = 0;    // how far above that a lifted tile (and its marks) reaches
};

// The hand: standing tiles along the bottom, playable ones lifted and the picked one more.
HandPlace lay_out_hand(TableLayout& out, const TableMeasures& m) {
  const TableScene& scene = m.scene;
  const float W = m.W, H = m.H, pad = m.pad;
  const int n = static_cast<int>(scene.hand.size());
  const HandSize size = size_hand(m, out.portrait);
  const float hu = size.unit;
  const int rows = size.rows;
  const float row_count = static_cast<float>(rows);
  out.hand_unit = hu;
  const float hgap = hu * kHandSpacing;
  const float lift = hu * 0.24f;
  // Room for the marks over a tile's top edge and the tags under its bottom edge (look/face.h),
  // under each row and above the raised tiles.
  const float mark_room = scene.marks ? marks_above(hu) : 0.0f, tag_room = scene.new_tags ? tag_below(hu) : 0.0f;
  const float row_gap = hu * kHandRowSpacing + mark_room + tag_room;
  const float row_pitch = 2 * hu + row_gap;
  const float hand_h = row_count * 2 * hu + (row_count - 1) * row_gap;
  const float hand_top = H - std::max(pad, tag_room + 2) - hand_h;
  const float raised = std::max(lift * 1.7f, lift + scene.picked_lift * hu) + mark_room;
  // The rows reserved suit the hand's capacity (the layout stays put as tiles are played);
  // the tiles there are now use as few of them as fit, centred in the space.
  const float avail_w = W - 2 * pad;
  const int fits = std::max(1, static_cast<int>((avail_w + hgap) / (hu + hgap)));
  const int used_rows = std::clamp((n + fits - 1) / fits, 1, rows);
  const int per_row = std::max(1, (n + used_rows - 1) / used_rows);
  const float used_top = hand_top + static_cast<float>(rows - used_rows) * row_pitch / 2;
  for (int i = 0; i < n; ++i) {
    const int row = i / per_row;
    const int col = i % per_row;
    const int in_row = std::min(per_row, n - row * per_row);
    const float row_w = static_cast<float>(in_row) * hu + static_cast<float>(in_row - 1) * hgap;
    const float x = W / 2 - row_w / 2 + static_cast<float>(col) * (hu + hgap) + hu / 2;
    const float y = used_top + static_cast<float>(row) * row_pitch + hu;
    const std::size_t k = static_cast<std::size_t>(i);
    const bool playable = scene.human_turn && k < scene.playable.size() && scene.playable[k];
    const bool picked = scene.selected && *scene.selected == scene.hand[k];
    const float up = picked ? lift * 1.7f : playable ? lift : 0;
    out.hand.push_back({{x, y - up}, hu, kPi / 2});
    const Rect rest = box_around({x, y}, hu, 2 * hu);
    out.hand_hit.push_back({rest.x - hgap / 2, rest.y - up, rest.w + hgap, rest.h + up});
  }
  return {rows, hgap, hand_top, raised};
}

// --- The status row and the scores panel ------------------------------------------------------

// The status row above the hand, clear of its lifted tiles: the player's plate, the text, Draw
// or Pass.
void place_status_row(TableLayout& out, const TableMeasures& m, const HandPlace& hand) {
  const float status_h =
      std::max(clampf(m.H * 0.055f, 38, 48), m.scene.own_caption ? kPlateH + 2 + kOwnCaptionH : 0.0f);
  out.status = {m.pad, hand.top - hand.raised - m.gap - status_h, m.W - 2 * m.pad, status_h};
}

// Scores panel (wide screens, up to 4 players): bottom-right beside the hand when there is
// room (the status row then stops short of it), else top-right when the screen is tall enough
// to spare it. Otherwise (phones, big tables) each score is on its seat's plate.
void place_scores_panel(TableLayout& out, const TableMeasures& m, const HandPlace& hand) {
  if (out.portrait || out.compact_seats) return;
  const float W = m.W, H = m.H, pad = m.pad;
  const float pw = std::max(196.0f, m.scene.scores_w), ph = 34 + 24 * static_cast<float>(m.scene.players) + 8;
  const int widest_row = (m.capacity + hand.rows - 1) / hand.rows;
  const float hand_w = static_cast<float>(widest_row) * (out.hand_unit + hand.tile_gap);
  if ((W - hand_w) / 2 >= pw + 2 * pad && ph <= H - out.status.y - pad) {
    out.scores_panel = Rect{W - pad - pw, H - pad - ph, pw, ph};
    out.status.w = out.scores_panel->x - m.gap - out.status.x;
  } else if (H >= 560) {
    out.scores_panel = Rect{W - pad - pw, pad, pw, ph};
  }
}

// Draw or Pass, at the status row's right end.
void place_action_button(TableLayout& out) {
  const float button_w = out.portrait ? 100.0f : 120.0f;
  out.action_button = {out.status.right() - button_w, out.status.y + 2, button_w, out.status.h - 4};
}

// The player's seat: the plate (and its caption) at the status row's left end, centred in its
// height; the bubble rises from the middle of the hand.
SeatPlace players_plate(const TableLayout& out, const TableScene& scene, float W) {
  const float plate_w = out.portrait ? 96.0f : 124.0f;
  SeatPlace you;
  you.side = SeatSide::Bottom;
  const float caption_h = scene.own_caption ? kOwnCaptionH : 0.0f;
  you.plate = {out.status.x, out.status.y + (out.status.h - kPlateH - caption_h) / 2 - 1, plate_w, kPlateH + 2};
  you.box = {you.plate.x, you.plate.y, plate_w, you.plate.h + caption_h};
  you.bubble = {W / 2, out.status.y - 4};
  return you;
}

// --- The top bar and the opponents ------------------------------------------------------------

// The top bar's buttons from its left: the menu, then undo and hint where the scene shows
// them. Returns where the info text ("Round 2 / First to 100") may start.
float place_top_bar_buttons(TableLayout& out, const TableMeasures& m) {
  const float pad = m.pad, gap = m.gap;
  out.menu_button = {pad, pad, kMenuSize, kMenuSize};
  if (m.scene.show_undo) out.undo_button = Rect{out.menu_button.right() + gap, pad, kMenuSize, kMenuSize};
  const float buttons_right = out.undo_button ? out.undo_button->right() : out.menu_button.right();
  if (m.scene.show_hint) out.hint_button = Rect{buttons_right + gap, pad, kMenuSize, kMenuSize};
  return (out.hint_button ? out.hint_button->right() : buttons_right) + gap;
}

// The info text's span in the top bar: from the buttons to whatever else lies along the top
// (the scores panel, opponents' cards or fan), which the seats' steps narrow it for.
struct InfoSpan {
  float x = 0, right = 0;
};

// On a phone held upright: the opponents' cards in rows under the top bar, in seat order: one
// row up to 5 opponents, else two (more on a narrow screen, so no card is narrower than
// kMinCardW). Returns the felt: under them, or under the top bar when there are none.
Rect seat_cards_in_rows(TableLayout& out, const TableMeasures& m, float bottom_edge) {
  const TableScene& scene = m.scene;
  const float W = m.W, pad = m.pad, gap = m.gap, hu = out.hand_unit;
  const int others = scene.players - 1;
  Rect felt{pad, out.menu_button.bottom() + gap, W - 2 * pad, bottom_edge - (out.menu_button.bottom() + gap)};
  constexpr float kMinCardW = 64;
  const int most_per_row = std::max(1, static_cast<int>((W - 2 * pad + gap) / (kMinCardW + gap)));
  const int card_rows = std::max(others <= 5 ? 1 : 2, (others + most_per_row - 1) / most_per_row);
  const int cols = std::max(1, (others + card_rows - 1) / card_rows);
  const float su = out.compact_seats ? clampf(hu * 0.25f, 7, 10) : clampf(hu * 0.3f, 9, 14);
  const float plate_h = out.compact_seats ? 22.0f : kPlateH;
  const float card_h = seat_card_height(su, plate_h);
  const float card_w = std::min(180.0f, (W - 2 * pad - static_cast<float>(cols - 1) * gap) / static_cast<float>(cols));
  const float card_y = out.menu_button.bottom() + gap;
  const float card_pitch = card_h + gap + scene.caption_room;
  for (int seat = 1; seat <= others; ++seat) {
    const int row = (seat - 1) / cols, col = (seat - 1) % cols;
    const int in_row = std::min(cols, others - row * cols);
    const float row_w = static_cast<float>(in_row) * card_w + static_cast<float>(in_row - 1) * gap;
    const Rect box{W / 2 - row_w / 2 + static_cast<float>(col) * (card_w + gap),
                   card_y + static_cast<float>(row) * card_pitch, card_w, card_h};
    out.seats[static_cast<std::size_t>(seat)] =
        seat_card(box, SeatSide::Top, tiles_held(scene, seat), scene.hand_capacity, su, plate_h);
  }
  if (others > 0) {
    const float top = card_y + static_cast<float>(card_rows) * card_pitch;
    felt = {pad, top, W - 2 * pad, bottom_edge - top};
  }
  return felt;
}

// A big table (kCompactFrom players) on a wide screen: small cards up the left side, along the
// top and down the right, in seat order (clockwise). Returns the felt between them.
Rect seat_cards_round_table(TableLayout& out, const TableMeasures& m, InfoSpan& info, float bottom_edge) {
  const TableScene& scene = m.scene;
  const float W = m.W, pad = m.pad, gap = m.gap;
  const int others = scene.players - 1;
  const float su = clampf(out.hand_unit * 0.3f, 8, 12);
  const float plate_h = 24;
  const float card_h = seat_card_height(su, plate_h);
  const float cap = scene.caption_room / 2;  // small cards: their captions share one line
  const float band_h = bottom_edge - (pad + card_h + gap + cap);
  const int per_column = std::max(1, static_cast<int>((band_h + gap) / (card_h + gap + cap)));
  const int side = std::min((others + 2) / 3, per_column);
  const int top_count = others - 2 * side;
  const float side_w = clampf(W * 0.13f, 110, 160);
  const float top_room = W - 2 * (info.x + kInfoW);
  const float top_w =
      top_count > 0
          ? clampf((top_room - static_cast<float>(top_count - 1) * gap) / static_cast<float>(top_count), 84, 160)
          : 0;
  const float top_row_w = static_cast<float>(top_count) * top_w + static_cast<float>(std::max(top_count - 1, 0)) * gap;
  const float band_top = top_count > 0 ? pad + card_h + gap + cap : out.menu_button.bottom() + gap;
  const float column_h = static_cast<float>(side) * (card_h + cap) + static_cast<float>(side - 1) * gap;
  const float column_y = band_top + std::max(0.0f, (bottom_edge - band_top - column_h) / 2);
  for (int i = 0; i < others; ++i) {
    const int seat = i + 1;
    Rect box;
    SeatSide where = SeatSide::Top;
    if (i < side) {  // left column, bottom to top
      where = SeatSide::Left;
      box = {pad, column_y + column_h - static_cast<float>(i + 1) * (card_h + cap) - static_cast<float>(i) * gap,
             side_w, card_h};
    } else if (i < side + top_count) {  // along the top, left to right
      const int j = i - side;
      box = {W / 2 - top_row_w / 2 + static_cast<float>(j) * (top_w + gap), pad, top_w, card_h};
    } else {  // right column, top to bottom
      const int j = i - side - top_count;
      where = SeatSide::Right;
      box = {W - pad - side_w, column_y + static_cast<float>(j) * (card_h + cap + gap), side_w, card_h};
    }
    out.seats[static_cast<std::size_t>(seat)] =
        seat_card(box, where, tiles_held(scene, seat), scene.hand_capacity, su, plate_h);
  }
  if (top_count > 0) info.right = std::min(info.right, W / 2 - top_row_w / 2 - gap);
  const float felt_x = pad + side_w + gap;
  return {felt_x, band_top, W - 2 * felt_x, bottom_edge - band_top};
}

// The opponent across the table (up to 4 players, wide screen): a fan of standing tiles at the
// top centre under the name plate, its count beside it, spaced for the hand's capacity.
void lay_out_top_fan(SeatPlace& p, const TableMeasures& m, int count, float su, float info_x) {
  const float W = m.W, pad = m.pad;
  const int capacity = m.capacity;
  const float most_w = std::max(140.0f, W - 2 * (info_x + kInfoW));
  const float step = fan_step(std::max(count, capacity), su * 0.85f, most_w - 8 - 2 * kBadgeRoom, su);
  const float fan_w = static_cast<float>(std::max(count, capacity) - 1) * step + su;
  const float block_w = std::max(140.0f, fan_w + 8 + 2 * kBadgeRoom);
  const float block_h = kPlateH + 6 + 2 * su;
  p.box = {W / 2 - block_w / 2, pad, block_w, block_h};
  p.plate = {W / 2 - 70, pad, 140, kPlateH};
  p.backs = backs_row({W / 2, p.plate.bottom() + 6 + su}, count, su, step);
  const float last_x = p.backs.empty() ? W / 2 : p.backs.back().center.x;
  p.badge = {last_x + su / 2 + 13, p.plate.bottom() + 6 + su};
  p.bubble = bubble_anchor(p.box, SeatSide::Top);
}

// An opponent at the left or right (up to 4 players, wide screen): a column of lying tiles
// under the name plate, its count below, in the height between `top` and the status row less
// the room for captions.
void lay_out_side_fan(SeatPlace& p, const TableMeasures& m, int count, float su, float top, float bottom_edge) {
  const float W = m.W, pad = m.pad;
  const int capacity = m.capacity;
  const float caption_room = m.scene.caption_room;
  const bool is_left = p.side == SeatSide::Left;
  const float block_w = 124;
  const float room = bottom_edge - top - caption_room;
  const float step = fan_step(std::max(count, capacity), su * 0.72f, room - kPlateH - 8 - kBadgeRoom, su);
  const float fan_h = static_cast<float>(std::max(count, capacity) - 1) * step + su;
  const float block_h = kPlateH + 8 + fan_h + kBadgeRoom;
  // Both sides at one height (the taller's), captions kept clear of the status row.
  const float y = std::max(top, (top + bottom_edge - caption_room) / 2 - block_h / 2);
  p.box = {is_left ? pad : W - pad - block_w, y, block_w, block_h};
  p.plate = {p.box.x, y, block_w, kPlateH};
  p.backs = backs_column({p.box.center().x, p.plate.bottom() + 8 + fan_h / 2}, count, su, step);
  const float last_y = p.backs.empty() ? p.plate.bottom() + 8 : p.backs.back().center.y;
  p.badge = {p.box.center().x, last_y + su / 2 + 12};
  p.bubble = bubble_anchor(p.box, p.side);
}

// Up to 4 players on a wide screen: a fan of standing tiles at the top, lying tiles down the
// sides. Returns the felt between them.
Rect seat_fans(TableLayout& out, const TableMeasures& m, InfoSpan& info, float bottom_edge) {
  const TableScene& scene = m.scene;
  const float W = m.W, H = m.H, pad = m.pad, gap = m.gap;
  const std::optional<Rect>& panel = out.scores_panel;
  const float su = clampf(out.hand_unit * 0.42f, 12, 22);
  float left_w = 0, right_w = 0, top_h = 0;
  for (int seat = 1; seat < scene.players; ++seat) {
    SeatPlace& p = out.seats[static_cast<std::size_t>(seat)];
    p.side = seat_side(scene.players, seat);
    if (p.side != SeatSide::Top) continue;
    lay_out_top_fan(p, m, tiles_held(scene, seat), su, info.x);
    top_h = std::max(top_h, p.box.h);  // its captions go beside it (the felt is short on a phone held sideways)
    info.right = std::min(info.right, p.box.x - gap);
  }
  const float band_top = std::max(out.menu_button.bottom(), pad + top_h) + gap;
  float top = band_top;
  if (panel && panel->y < H / 2) top = std::max(top, panel->bottom() + gap);  // both sides alike
  for (int seat = 1; seat < scene.players; ++seat) {
    SeatPlace& p = out.seats[static_cast<std::size_t>(seat)];
    if (p.side == SeatSide::Top) continue;
    lay_out_side_fan(p, m, tiles_held(scene, seat), su, top, bottom_edge);
    (p.side == SeatSide::Left ? left_w : right_w) = p.box.w + gap;
  }
  return {pad + left_w, top, W - 2 * pad - left_w - right_w, bottom_edge - top};
}

// --- On the felt ------------------------------------------------------------------------------

// The boneyard (Draw): a loose heap of face-down tiles in a strip of the felt, at its left on
// wide screens, along its bottom on phones. The strip is taken out of `area`, the felt's part
// left for the line.
PileLayout lay_out_boneyard(const TableLayout& out, const TableMeasures& m, Rect& area) {
  const float hu = out.hand_unit, gap = m.gap;
  PileLayout pile;
  // The heap's slots (column, row) in the order they fill, with a little disorder.
  const int cols = out.portrait ? 4 : 2, heap_rows = out.portrait ? 2 : 4;
  const float pu = out.portrait ? clampf(hu * 0.36f, 10, 16) : clampf(hu * 0.4f, 12, 20);
  const float cell_w = 2.15f * pu, cell_h = 1.12f * pu;
  const float heap_w = static_cast<float>(cols) * cell_w + 0.4f * pu;
  const float heap_h = static_cast<float>(heap_rows) * cell_h + 0.4f * pu;
  Rect heap;
  if (out.portrait) {  // near the hand, clear of the bubbles from the cards on top
    const float label_w = 96;
    const float space = 16;  // the count's disc on the heap's corner reaches into it
    pile.box = {area.center().x - (heap_w + space + label_w) / 2, area.bottom() - heap_h, heap_w + space + label_w,
                heap_h};
    heap = {pile.box.x, pile.box.y, heap_w, heap_h};
    pile.label = {heap.right() + space, pile.box.y, label_w, heap_h};
    area.h -= heap_h + gap;
  } else {
    const float box_w = std::max(heap_w + 12, 92.0f);
    const float box_h = heap_h + 28;
    pile.box = {area.x, area.y, box_w, box_h};  // the top corner: West's bubbles come from mid-height
    heap = {pile.box.center().x - heap_w / 2, pile.box.y + 4, heap_w, heap_h};
    pile.label = {pile.box.x, heap.bottom() + 2, box_w, 20};
    area.x += box_w + gap;
    area.w -= box_w + gap;
  }
  const int slots = cols * heap_rows;
  const int shown = std::min(*m.scene.boneyard, slots);
  for (int i = 0; i < std::max(shown, 1); ++i) {
    const int slot = (i * 5 + 3) % slots;  // spread over the heap, not row by row
    const int col = slot % cols, row = slot / cols;
    const float jx = static_cast<float>((i * 37) % 7 - 3) * 0.05f * pu;
    const float jy = static_cast<float>((i * 53) % 5 - 2) * 0.06f * pu;
    const float tilt = static_cast<float>((i * 29) % 9 - 4) * 0.035f;
    const TilePose pose{{heap.x + 0.2f * pu + (static_cast<float>(col) + 0.5f) * cell_w + jx,
                         heap.y + 0.2f * pu + (static_cast<float>(row) + 0.5f) * cell_h + jy},
                        pu,
                        tilt};
    if (i < shown) pile.stack.push_back(pose);
    pile.top = pose;
  }
  if (shown == 0) pile.top = {heap.center(), pu, 0};  // the empty place: in line with its label
  pile.badge = {heap.right() - 2, heap.y + 2};
  return pile;
}

// A "Pass" or "Draw" bubble must not hide the boneyard: a seat whose bubble would lie on it
// speaks from above the pile instead, still beside its own tiles (the player, below the pile
// on a phone: from just above it).
void move_bubbles_off_pile(std::vector<SeatPlace>& seats, const PileLayout& pile) {
  for (SeatPlace& seat : seats) {
    if (!bubble_room(seat.bubble, seat.side).overlaps(pile.box)) continue;
    if (seat.side == SeatSide::Bottom) {
      seat.bubble.y = pile.box.y - 4;
      continue;
    }
    const float above = pile.box.y - kBubbleH / 2 - 10, below = pile.box.bottom() + kBubbleH / 2 + 10;
    if (above >= seat.box.y)
      seat.bubble.y = above;
    else if (below <= seat.box.bottom())
      seat.bubble.y = below;
  }
}

// The line in the felt's part left for it (out.line_area), its tiles no larger than the hand's,
// and five to the felt's width at most (four on a phone held upright, whose felt is tall and
// narrow: the line turns down its long sides sooner).
void place_line_on_felt(TableLayout& out, const TableScene& scene) {
  const Rect& area = out.line_area;
  const float max_unit = std::min({out.hand_unit, area.w / (out.portrait ? 8.5f : 10.5f), area.h / 5});
  out.line = layout_line(scene.line, area, max_unit, scene.selected);
}

// A seat's "Pass" or "Draw" bubble keeps clear of the line, its ends and the boneyard, and of
// the bubbles of the seats before it (two may show at once): it slides along its side of the
// table (its tail still at its seat) to the nearest place where it covers none of them, if
// there is one.
void keep_bubbles_clear(TableLayout& out) {
  std::vector<Rect> keep_clear;
  for (const LineSpot& spot : out.line.tiles) keep_clear.push_back(bounds(spot.pose));
  for (const auto& end : out.line.ends)
    if (end) keep_clear.push_back(bounds(end->pose));
  if (out.pile) keep_clear.push_back(out.pile->box);
  const Rect screen{0, 0, out.canvas.x, out.canvas.y};
  auto clear = [&](Vec2 anchor, SeatSide side) {
    const Rect room = bubble_room(anchor, side);
    return room.inside(screen) &&
           std::none_of(keep_clear.begin(), keep_clear.end(), [&](const Rect& r) { return r.overlaps(room); });
  };
  for (std::size_t i = 0; i < out.seats.size(); ++i) {
    if (i > 0) keep_clear.push_back(bubble_room(out.seats[i - 1].bubble, out.seats[i - 1].side));
    SeatPlace& seat = out.seats[i];
    if (clear(seat.bubble, seat.side)) continue;
    const bool along_x = seat.side == SeatSide::Top || seat.side == SeatSide::Bottom;
    const float lo = along_x ? seat.box.x : seat.box.y, hi = along_x ? seat.box.right() : seat.box.bottom();
    const float at = along_x ? seat.bubble.x : seat.bubble.y;
    bool moved = false;
    for (float d = 4; !moved && d <= hi - lo; d += 4)
      for (const float p : {at - d, at + d}) {
        Vec2 anchor = seat.bubble;
        (along_x ? anchor.x : anchor.y) = p;
        if (p < lo || p > hi || !clear(anchor, seat.side)) continue;
        seat.bubble = anchor;
        moved = true;
        break;
      }
  }
}

}  // namespace

TableLayout layout_table(Vec2 canvas, const TableScene& scene) {
  TableLayout out;
  out.canvas = canvas;
  const float W = canvas.x, H = canvas.y;
  const float pad = clampf(std::min(W, H) * 0.02f, 8, 18);
  const float gap = pad * 0.75f;
  out.portrait = W < H * 0.9f;
  out.compact_seats = scene.players >= kCompactFrom;
  const int n = static_cast<int>(scene.hand.size());
  const TableMeasures m{scene, W, H, pad, gap, std::max({n, scene.hand_capacity, 1})};

  // From the bottom up: the hand (its tiles' size sets the opponents' and the line's), the
  // status row above it, the scores panel beside the hand (shortening the status row) or at
  // the top right, and Draw or Pass at the status row's right end.
  const HandPlace hand = lay_out_hand(out, m);
  place_status_row(out, m, hand);
  place_scores_panel(out, m, hand);
  place_action_button(out);

  // The top bar, then the opponents between it and the status row, round the felt.
  InfoSpan info{place_top_bar_buttons(out, m), W - pad};
  if (out.scores_panel && out.scores_panel->y < H / 2) info.right = out.scores_panel->x - gap;
  out.seats.assign(static_cast<std::size_t>(std::max(scene.players, 1)), SeatPlace{});
  out.seats[0] = players_plate(out, scene, W);
  const float bottom_edge = out.status.y - gap;  // opponents and felt stay above the status row
  if (out.portrait)
    out.felt = seat_cards_in_rows(out, m, bottom_edge);
  else if (out.compact_seats)
    out.felt = seat_cards_round_table(out, m, info, bottom_edge);
  else
    out.felt = seat_fans(out, m, info, bottom_edge);
  out.info = {info.x, pad, std::max(0.0f, info.right - info.x), kMenuSize};

  // On the felt: the boneyard (Draw) in a strip of it, the line in the rest, and the seats'
  // bubbles kept clear of both.
  Rect area = out.felt.inset(std::max(6.0f, std::min(out.felt.w, out.felt.h) * 0.035f));
  if (scene.boneyard) {
    out.pile = lay_out_boneyard(out, m, area);
    move_bubbles_off_pile(out.seats, *out.pile);
  }
  out.line_area = area;
  out.deal_origin = out.pile ? out.pile->top.center : out.felt.center();
  place_line_on_felt(out, scene);
  keep_bubbles_clear(out);
  return out;
}

std::vector<Target> table_targets(const TableLayout& layout, const TableScene& scene) {
  std::vector<Target> out;
  out.push_back({"button:menu", layout.menu_button});
  if (scene.can_undo && layout.undo_button) out.push_back({"button:undo", *layout.undo_button});
  if (scene.can_hint && layout.hint_button) out.push_back({"button:hint", *layout.hint_button});
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
  if (scene.can_draw) {
    out.push_back({"button:draw", layout.action_button});
    if (layout.pile) out.push_back({"boneyard", layout.pile->box});
  }
  if (scene.can_pass) out.push_back({"button:pass", layout.action_button});
  return out;
}

}  // namespace boneyard
