// The trick table's layout: the line table's frame with the trick in the middle.
#include "trick/trick_layout.h"

#include <algorithm>
#include <cmath>

#include "core/tile.h"
#include "trick/trick_model.h"

namespace boneyard {

namespace {

constexpr float kCaptionH = 16;  // a line of a seat's captions
constexpr float kLabelH = 22, kBannerH = 24;  // the trick's label, and the banner above it (a line)
constexpr float kBesideW = 150;               // both beside the trick, on its left (a short felt)
constexpr float kTileGap = 0.2f;              // between two of the trick's tiles, in tile units

// Where the trick's standing tiles (1 unit wide, 2 tall) lie round its middle, in tile units:
// up to 4 players a cross, each tile on its player's side; a bigger table a ring, each tile on
// the way to its seat, as wide and as flat as it may be (an ellipse `rx` across, `ry` down).
std::vector<Vec2> cross(int players) {
  std::vector<Vec2> at;
  for (int seat = 0; seat < players; ++seat) {
    switch (seat_side(players, seat)) {
      case SeatSide::Bottom:
        at.push_back({0, 1.2f});
        break;
      case SeatSide::Top:
        at.push_back({0, -1.2f});
        break;
      case SeatSide::Left:
        at.push_back({-1.7f, 0});
        break;
      case SeatSide::Right:
        at.push_back({1.7f, 0});
        break;
    }
  }
  return at;
}
std::vector<Vec2> ring(int players, float rx, float ry) {
  std::vector<Vec2> at;
  for (int seat = 0; seat < players; ++seat) {
    const float turn = 2 * kPi * static_cast<float>(seat) / static_cast<float>(players);
    at.push_back({-std::sin(turn) * rx, std::cos(turn) * ry});
  }
  return at;
}
bool apart(const std::vector<Vec2>& at) {
  for (std::size_t i = 0; i < at.size(); ++i)
    for (std::size_t j = i + 1; j < at.size(); ++j)
      if (std::abs(at[i].x - at[j].x) < 1 + kTileGap && std::abs(at[i].y - at[j].y) < 2 + kTileGap) return false;
  return true;
}
// The shapes a trick of `players` may take: the cross, or rings from round (a tall felt) to flat
// (a wide one), each as narrow as keeps its tiles apart.
const std::vector<std::vector<Vec2>>& trick_shapes(int players) {
  static std::vector<std::vector<std::vector<Vec2>>> made(11);
  auto& shapes = made[static_cast<std::size_t>(std::clamp(players, 0, 10))];
  if (!shapes.empty()) return shapes;
  if (players <= 4) {
    shapes.push_back(cross(players));
    return shapes;
  }
  for (float ry = 2.5f; ry >= 0; ry -= 0.25f)
    for (float rx = 1.0f; rx <= 8; rx += 0.05f)
      if (apart(ring(players, rx, ry))) {
        shapes.push_back(ring(players, rx, ry));
        break;
      }
  return shapes;
}
Rect extent(const std::vector<Vec2>& at) {  // the box round the tiles, in units
  float x0 = 0, x1 = 0, y0 = 0, y1 = 0;
  for (std::size_t i = 0; i < at.size(); ++i) {
    x0 = i ? std::min(x0, at[i].x - 0.5f) : at[i].x - 0.5f;
    x1 = i ? std::max(x1, at[i].x + 0.5f) : at[i].x + 0.5f;
    y0 = i ? std::min(y0, at[i].y - 1) : at[i].y - 1;
    y1 = i ? std::max(y1, at[i].y + 1) : at[i].y + 1;
  }
  return {x0, y0, x1 - x0, y1 - y0};
}

// The trick placed in `room` as large as it fits (at most `most`), marks over its tiles
// (`marks`) and all, clear of `keep_clear`: its tiles' poses and unit; none if it does not fit
// at 8 px.
struct Placed {
  std::vector<TilePose> tiles;
  float unit = 0;
  Rect box;  // round its tiles and their marks
};
Placed place_trick(const std::vector<Vec2>& shape, const Rect& room, float most, bool marks,
                   const std::vector<Rect>& keep_clear) {
  const Rect e = extent(shape);
  float u = std::min({most, room.w / e.w, room.h / e.h});
  for (; u >= 8; u *= 0.97f) {
    const float above = marks ? marks_above(u) : 0.0f;
    const float h = e.h * u + above;
    if (h > room.h) continue;
    // In the middle of the room, or as far up it as keeps it clear.
    for (float up = 0; up <= 1; up += 0.25f) {
      Placed p;
      p.unit = u;
      const float top = room.y + (1 - up) * (room.h - h) / 2;
      const Vec2 c{room.center().x - (e.x + e.w / 2) * u, top + above - e.y * u};
      for (const Vec2& at : shape) p.tiles.push_back({{c.x + at.x * u, c.y + at.y * u}, u, kPi / 2});
      p.box = {c.x + e.x * u, top, e.w * u, h};
      const bool clear = std::none_of(keep_clear.begin(), keep_clear.end(), [&](const Rect& r) {
        return std::any_of(p.tiles.begin(), p.tiles.end(), [&](const TilePose& t) { return bounds(t).overlaps(r); });
      });
      if (clear) return p;
    }
  }
  return {};
}

// The line table's scene for the trick table's frame.
TableScene table_scene(const TrickScene& scene, float hand_most) {
  TableScene base;
  base.players = scene.players;
  base.hand_counts = scene.hand_counts;
  base.hand_capacity = scene.hand_capacity;
  base.hand.assign(scene.hand.size(), Tile{});  // the line layout places as many; the faces are the scene's
  base.human_turn = true;                       // lifts exactly the active tiles
  base.playable = scene.active;
  base.show_undo = scene.show_undo;
  base.caption_room = 2 * kCaptionH + 4;
  base.own_caption = true;  // the player's own tricks and points, always in view
  base.can_undo = scene.can_undo;
  base.show_hint = scene.show_hint;
  base.can_hint = scene.can_hint;
  base.marks = scene.marks;
  base.new_tags = scene.new_tags;
  base.picked_lift = 0.3f;
  base.hand_most = hand_most;
  base.scores_w = scene.scores_w;
  return base;
}

// Where the status row's buttons go: right-aligned in the row, or, where they would crowd out
// the status text (a phone), on the felt's foot above it.
// The most the row may have to hold at once: a double led as which suit (two) and Claim.
constexpr std::size_t kMostButtons = 3;
bool buttons_on_felt(const TableLayout& T, std::size_t count) {
  const float room = T.action_button.right() - T.seats[0].plate.right() - 10;
  return static_cast<float>(count) * (T.action_button.w + 8) > room - 150;
}
float felt_buttons_h(const TableLayout& T) { return std::max(T.action_button.h, 44.0f); }

// "Last trick": at the felt's bottom right corner; on a phone, whose felt's foot holds the lead's
// buttons, above them, so that it is never where one of them comes.
Rect review_place(const TableLayout& T) {
  const Rect& a = T.line_area;
  Rect r{a.right() - 96, a.bottom() - 34, 96, 30};
  if (buttons_on_felt(T, kMostButtons)) r.y = std::min(r.y, T.felt.bottom() - 10 - felt_buttons_h(T) - 8 - r.h);
  return r;
}

// The question: a panel over the middle, its choices in as many rows as they need. Where
// the felt is short (a phone held sideways) the rows are lower and the panel grows wider,
// up to the felt's width, until it fits between the seats above and the status row.
void place_question(TrickLayout& out, const TrickPanel& q) {
  const TableLayout& T = out.table;
  const Rect& a = T.line_area;
  const float room_h = std::max(a.h, T.status.y - 6 - a.y);
  const bool tight = room_h < 300;
  const float pad = tight ? 10.0f : 14.0f, line_h = tight ? 18.0f : 20.0f;
  float gap = 8, bh = tight ? 34.0f : 42.0f;
  const float face_w = q.face ? 48.0f : 0.0f;
  const int choices = static_cast<int>(q.choices.size());
  const float text_h =
      std::max(static_cast<float>(q.lines + 1) * line_h + 4, q.face ? 84.0f : 0.0f);  // the heading, the lines
  const float widest = std::max(a.w - 16, std::min(T.felt.w - 16, 760.0f));
  float w = std::min(std::max(a.w - 16, 200.0f), 520.0f), cw = 0, h = 0;
  int cols = 1;
  auto height = [&] {
    const int rows = (choices + cols - 1) / cols;
    return pad + text_h + (rows > 0 ? gap + static_cast<float>(rows) * (bh + gap) - gap : 0) + pad;
  };
  for (;;) {
    cw = std::min(q.choice_width, w - 2 * pad);
    cols = std::max(1, static_cast<int>((w - 2 * pad + gap) / (cw + gap)));
    h = height();
    if (h <= room_h || w >= widest || cols >= choices) break;
    w = std::min(widest, w + cw + gap);
  }
  // Still too tall (a small phone): narrower choices, more to a row (their words wrap).
  while (h > room_h && cols < choices) {
    const float narrower = (w - 2 * pad - static_cast<float>(cols) * gap) / static_cast<float>(cols + 1);
    if (narrower < 56) break;
    cw = narrower;
    ++cols;
    h = height();
  }
  // And still (a phone held sideways, larger text, a bid of eleven tricks): lower buttons, closer.
  while (h > room_h && (bh > 28 || gap > 4)) {
    bh = std::max(28.0f, bh - 2);
    gap = std::max(4.0f, gap - 1);
    h = height();
  }
  const Vec2 mid = a.center();
  const float top = std::clamp(mid.y - h / 2, a.y, std::max(a.y, T.status.y - 6 - h));
  out.panel = {mid.x - w / 2, top, w, h};
  out.panel_line = line_h;
  out.panel_text = {out.panel.x + pad + face_w, out.panel.y + pad, w - 2 * pad - face_w, text_h};
  if (q.face) out.panel_face = TilePose{{out.panel.x + pad + 18, out.panel.y + pad + text_h / 2}, 34, kPi / 2};
  for (int i = 0; i < choices; ++i) {
    const int row = i / cols, col = i % cols;
    const int in_row = std::min(cols, choices - row * cols);
    const float row_w = static_cast<float>(in_row) * cw + static_cast<float>(in_row - 1) * gap;
    out.choices.push_back({mid.x - row_w / 2 + static_cast<float>(col) * (cw + gap),
                           out.panel_text.bottom() + gap + static_cast<float>(row) * (bh + gap), cw, bh});
  }
}

// The claim's panel over the middle of the felt: its tiles as large as the trick's, in one row or
// two, smaller where the felt is short.
ClaimPlace place_claim(const TableLayout& T, int count, bool marks, float trick_unit) {
  const Rect& a = T.line_area;
  const bool short_felt = a.h < 260 && a.w >= 480;  // a phone held sideways: words closer, the line on one line
  const float pad = short_felt ? 8.0f : 14.0f, title_h = short_felt ? 24.0f : 26.0f,
              line_h = short_felt ? 20.0f : 38.0f, gap = short_felt ? 4.0f : 8.0f;
  const float w = std::min(a.w - 8, std::max(320.0f, a.w * 0.7f));
  const float n = static_cast<float>(count);
  const float room_h = a.h - 8 - (2 * pad + title_h + line_h + gap);
  auto row_h = [&](float u) { return 2 * u + (marks ? marks_above(u) : 0.0f); };
  float best_u = 0;
  int rows = 1;
  for (int r = 1; r <= 2; ++r) {
    const float per_row = std::ceil(n / static_cast<float>(r));
    float u = std::min(trick_unit, (w - 2 * pad) / (per_row * 1.15f));
    while (u > 8 && static_cast<float>(r) * row_h(u) + static_cast<float>(r - 1) * gap > room_h) u -= 0.5f;
    if (u > best_u * 1.05f) best_u = u, rows = r;
  }
  const float u = std::max(8.0f, best_u);
  const float tiles_h = static_cast<float>(rows) * row_h(u) + static_cast<float>(rows - 1) * gap;
  const float h = 2 * pad + title_h + line_h + gap + tiles_h;
  ClaimPlace c;
  c.panel = {a.center().x - w / 2, std::max(a.y, a.center().y - h / 2), w, h};
  c.title = {c.panel.x + pad, c.panel.y + pad, w - 2 * pad, title_h};
  c.line = {c.panel.x + pad, c.title.bottom(), w - 2 * pad, line_h};
  const float top = c.line.bottom() + gap;
  const int per_row = (count + rows - 1) / rows;
  for (int i = 0; i < count; ++i) {
    const int row = i / per_row, col = i % per_row;
    const int in_row = std::min(per_row, count - row * per_row);
    const float x0 = a.center().x - (static_cast<float>(in_row) * 1.15f * u - 0.15f * u) / 2;
    const float y = top + static_cast<float>(row) * (row_h(u) + gap) + (marks ? marks_above(u) : 0.0f) + u;
    c.tiles.push_back({{x0 + static_cast<float>(col) * 1.15f * u + u / 2, y}, u, kPi / 2});
  }
  return c;
}

// The trick in the felt, its label and the banner over it, with the hand's tiles up to
// `hand_most` large where the table would make them smaller (layout_trick weighs a few).
TrickLayout lay_out_trick(Vec2 canvas, const TrickScene& scene, float hand_most) {
  TrickLayout out;
  out.table = layout_table(canvas, table_scene(scene, hand_most));
  TableLayout& T = out.table;
  // Picked tiles stand higher than merely active ones.
  for (std::size_t i = 0; i < T.hand.size() && i < scene.picked.size(); ++i) {
    if (!scene.picked[i]) continue;
    const float extra = T.hand_unit * 0.3f;
    T.hand[i].center.y -= extra;
    T.hand_hit[i].y -= extra;
  }
  out.review = review_place(T);

  // The trick: as large as the felt holds it, half again as large as the hand's tiles at most,
  // clear of "Last trick" and, on a phone, of the buttons on the felt's foot; its label and the
  // banner over it, or, on a short felt, beside it on the left.
  const Rect& a = T.line_area;
  std::vector<Rect> keep_clear{out.review};
  // (A third button, Claim beside a double's two suits, may send the row's buttons to a felt
  // that keeps no room for two: the trick then makes room.)
  if (buttons_on_felt(T, std::max<std::size_t>(scene.buttons.size(), 2)))
    keep_clear.push_back({a.x, T.felt.bottom() - 10 - felt_buttons_h(T) - 4, a.w, a.h});
  const float most = T.hand_unit * 1.5f;
  auto banner_h = [&](float width) {
    return std::max(kBannerH, scene.banner_height ? scene.banner_height(width) : 0.0f);
  };
  const float above_h = banner_h(T.felt.w - 16), beside_h = banner_h(kBesideW - 12);
  const float label_room = kLabelH + 8 + above_h + 4;  // the label and the banner over the trick
  // Of the shapes (roundest first) and the label's places, the largest trick; the roundest of
  // those nearly as large (each tile nearer the way to its seat).
  struct Way {
    Placed placed;
    bool beside;
  };
  std::vector<Way> ways;
  float largest = 0;
  for (const auto& shape : trick_shapes(scene.players)) {
    for (const bool side : {false, true}) {
      if (side && (a.w < 3 * kBesideW || a.h < beside_h + kLabelH + 8)) continue;
      const Rect room = side ? Rect{a.x + kBesideW, a.y, a.w - 2 * kBesideW, a.h}
                             : Rect{a.x, a.y + label_room, a.w, a.h - label_room};
      ways.push_back({place_trick(shape, room, most, scene.marks, keep_clear), side});
      largest = std::max(largest, ways.back().placed.unit);
    }
  }
  Placed best;
  bool beside = false;
  for (Way& way : ways)
    if (way.placed.unit > 0 && way.placed.unit >= 0.97f * largest) {
      best = std::move(way.placed), beside = way.beside;
      break;
    }
  if (best.tiles.empty()) best = place_trick(trick_shapes(scene.players).front(), a, 8, false, {});
  const float u = best.unit;
  out.trick = best.tiles;
  out.trick_area = {best.box.x - 0.1f * u, best.box.y, best.box.w + 0.2f * u, best.box.h + 0.1f * u};
  if (beside) {  // both round the trick's middle, inside the felt, in all the room left of the trick
    const float w = std::max(kBesideW - 12, out.trick_area.x - 16 - (T.felt.x + 8));
    const float h = banner_h(w);
    const float top = std::clamp(out.trick_area.center().y - 2 - h, a.y, a.bottom() - h - 4 - kLabelH);
    out.banner = {T.felt.x + 8, top, w, h};
    out.trick_label = {T.felt.x + 8, top + h + 4, w, kLabelH};
  } else {
    out.trick_label = {T.felt.x + 8, out.trick_area.y - 10 - kLabelH, T.felt.w - 16, kLabelH};
    out.banner = {T.felt.x + 8, std::max(T.felt.y + 4, out.trick_label.y - 4 - above_h), T.felt.w - 16, above_h};
  }
  out.trick_unit = u;
  out.notes.assign(static_cast<std::size_t>(scene.players), Rect{});
  out.flags.assign(static_cast<std::size_t>(scene.players), Rect{});
  const Rect& own = T.seats[0].plate;  // the player's caption: under the plate, in the status row
  out.notes[0] = {own.x, own.bottom(), own.w, kOwnCaptionH};
  for (int seat = 1; seat < scene.players; ++seat) {
    const SeatPlace& place = T.seats[static_cast<std::size_t>(seat)];
    const Rect& box = place.box;
    if (place.side == SeatSide::Top && !T.portrait && !T.compact_seats) {  // beside its fan
      const float x = std::min(box.right() + 8, canvas.x - 2 - 110);
      out.notes[static_cast<std::size_t>(seat)] = {x, box.center().y - kCaptionH, 110, kCaptionH};
      out.flags[static_cast<std::size_t>(seat)] = {x, box.center().y, 110, kCaptionH};
      continue;
    }
    if (T.compact_seats && !T.portrait) {  // the small cards round a big table: the note and the flag share a line
      out.notes[static_cast<std::size_t>(seat)] = {box.x, box.bottom() + 1, box.w * 0.6f, kCaptionH};
      out.flags[static_cast<std::size_t>(seat)] = {box.x + box.w * 0.6f, box.bottom() + 1, box.w * 0.4f, kCaptionH};
      continue;
    }
    const float w = T.portrait ? box.w : std::max(box.w, 110.0f);
    const float x = std::clamp(box.center().x - w / 2, 2.0f, canvas.x - 2 - w);
    out.notes[static_cast<std::size_t>(seat)] = {x, box.bottom() + 2, w, kCaptionH};
    out.flags[static_cast<std::size_t>(seat)] = {x, box.bottom() + 2 + kCaptionH, w, kCaptionH};
  }
  // Buttons, right-aligned in the status row; the status text keeps the rest.
  // When they would crowd out the status text (a phone), they sit on the felt above it.
  const Rect& ab = T.action_button;
  const std::size_t nb = scene.buttons.size();
  const float count = static_cast<float>(nb);
  if (!buttons_on_felt(T, nb)) {
    for (std::size_t i = 0; i < nb; ++i)
      out.buttons.push_back({ab.x - static_cast<float>(nb - 1 - i) * (ab.w + 8), ab.y, ab.w, ab.h});
  } else {
    const float bw = std::min(150.0f, (T.felt.w - 24 - (count - 1) * 10) / std::max(count, 1.0f));
    const float bh = felt_buttons_h(T);
    const float x0 = T.felt.center().x - (count * bw + (count - 1) * 10) / 2;
    for (std::size_t i = 0; i < nb; ++i)
      out.buttons.push_back({x0 + static_cast<float>(i) * (bw + 10), T.felt.bottom() - bh - 10, bw, bh});
  }

  if (scene.panel) place_question(out, *scene.panel);
  if (scene.claim_tiles > 0) out.claim = place_claim(out.table, scene.claim_tiles, scene.marks, out.trick_unit);
  return out;
}

}  // namespace

// The hand as the table makes it, or larger where that leaves room for a larger trick too (a
// phone held sideways): of a few sizes, the one whose smaller part (the hand's tiles, or the
// trick's a quarter larger) is largest, so long as the felt still holds the round's largest
// question (a bid of every number of tricks: twelve choices for eleven tiles) above the status row.
TrickLayout layout_trick(Vec2 canvas, const TrickScene& scene) {
  auto worth = [](const TrickLayout& L) { return std::min(L.trick_unit, 1.25f * L.table.hand_unit); };
  auto holds_questions = [&](TrickLayout L) {
    TrickPanel bid;
    bid.choices.assign(static_cast<std::size_t>(scene.hand_capacity + 1), "bid");
    place_question(L, bid);
    return L.panel.bottom() <= L.table.status.y - 6 + 0.5f;
  };
  TrickLayout best = lay_out_trick(canvas, scene, 0);
  for (const float most : {34.0f, 37.0f, 40.0f}) {
    if (most <= best.table.hand_unit) continue;
    TrickLayout L = lay_out_trick(canvas, scene, most);
    if (worth(L) > worth(best) * 1.02f && holds_questions(L)) best = std::move(L);
  }
  return best;
}

std::vector<Target> trick_targets(const TrickLayout& layout, const TrickScene& scene) {
  std::vector<Target> out;
  const TableLayout& T = layout.table;
  if (layout.claim) return {{"button:claim_seen", {0, 0, T.canvas.x, T.canvas.y}}};
  out.push_back({"button:menu", T.menu_button});
  if (scene.can_undo && T.undo_button) out.push_back({"button:undo", *T.undo_button});
  if (scene.can_hint && T.hint_button) out.push_back({"button:hint", *T.hint_button});
  if (scene.panel)
    for (std::size_t i = 0; i < scene.panel->choices.size() && i < layout.choices.size(); ++i)
      out.push_back({"choice:" + scene.panel->choices[i], layout.choices[i]});
  for (std::size_t i = 0; i < scene.buttons.size() && i < layout.buttons.size(); ++i)
    out.push_back({scene.buttons[i], layout.buttons[i]});
  for (std::size_t i = 0; i < scene.hand.size() && i < T.hand_hit.size(); ++i) {
    if (i >= scene.halves.size() || scene.halves[i].size() != 2) continue;
    const Rect& r = T.hand_hit[i];
    const float mid = T.hand[i].center.y;  // the tile's middle, wherever it stands
    const Rect top{r.x, r.y, r.w, mid - r.y};
    const Rect bottom{r.x, mid, r.w, r.bottom() - mid};
    out.push_back({"lead:" + lead_move(scene.hand[i].tile, scene.halves[i][0]), top});
    out.push_back({"lead:" + lead_move(scene.hand[i].tile, scene.halves[i][1]), bottom});
  }
  for (std::size_t i = 0; i < scene.hand.size() && i < T.hand_hit.size(); ++i)
    if (i < scene.active.size() && scene.active[i]) out.push_back({"hand:" + scene.hand[i].str(), T.hand_hit[i]});
  if (scene.can_review && !scene.panel) out.push_back({"button:last_trick", layout.review});  // drawn so too
  return out;
}

}  // namespace boneyard
