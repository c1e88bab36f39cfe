// The trick table's layout: the line table's frame with the trick in the middle.
#include "trick/trick_layout.h"

#include <algorithm>
#include <cmath>

#include "core/tile.h"
#include "trick/trick_model.h"

namespace boneyard {

namespace {
constexpr float kCaptionH = 16;  // a line of a seat's captions
}  // namespace

TrickLayout layout_trick(Vec2 canvas, const TrickScene& scene) {
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
  TrickLayout out;
  out.table = layout_table(canvas, base);
  TableLayout& T = out.table;
  // Picked tiles stand higher than merely active ones.
  for (std::size_t i = 0; i < T.hand.size() && i < scene.picked.size(); ++i) {
    if (!scene.picked[i]) continue;
    const float extra = T.hand_unit * 0.3f;
    T.hand[i].center.y -= extra;
    T.hand_hit[i].y -= extra;
  }

  // The trick: a cross of standing tiles round the middle of the felt.
  const Rect& a = T.line_area;
  const float span = scene.players <= 4 ? 4.6f : 6.2f;  // the trick's size in tile units
  // A quarter larger than the hand's tiles where the felt has the room (a desktop's large felt).
  float u = std::max(8.0f, std::min({T.hand_unit * 1.25f, (a.h - 30) / span, a.w / span}));
  Vec2 c{a.center().x, a.center().y + 12};
  out.trick_area = {c.x - span / 2 * u, c.y - span / 2 * u, span * u, span * u};
  const float label_w = std::min(8 * u, T.felt.w - 16);
  out.trick_label = {c.x - label_w / 2, out.trick_area.y - 24, label_w, 22};
  // The banner just above the trick's label, inside the felt; the captions under each seat,
  // in the room the table keeps there (TableScene::caption_room), inside the screen.
  const float side_w = out.trick_area.x - T.felt.x - 28;  // clear of the trick's tile on that side
  if (out.trick_label.y - 28 < T.felt.y + 4 && side_w >= 140) {
    // A short felt (a phone held sideways): both beside the trick, on its left.
    out.banner = {T.felt.x + 8, c.y - 26, side_w, 24};
    out.trick_label = {T.felt.x + 8, c.y + 2, side_w, 22};
  } else {
    out.banner = {T.felt.x + 8, std::max(T.felt.y + 4, out.trick_label.y - 28), T.felt.w - 16, 24};
    if (out.banner.bottom() > out.trick_label.y) {
      // A short felt (a small phone): the banner keeps to the felt's top, the label under it,
      // and the trick under the label, smaller if it must be.
      out.trick_label.y = out.banner.bottom() + 2;
      // On a phone the felt's foot is kept for buttons (a lead's suits, Claim) and Last trick.
      const float top = out.trick_label.bottom() + 2, bottom = a.bottom() - (T.portrait ? 54.0f : 0.0f);
      u = std::max(8.0f, std::min(u, (bottom - top) / span));
      c.y = std::max(top + span / 2 * u, std::min(c.y, bottom - span / 2 * u));
      out.trick_area = {c.x - span / 2 * u, c.y - span / 2 * u, span * u, span * u};
    }
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
  // Up to 4 players a cross; a bigger table a ring, each tile on the way to its seat.
  for (int seat = 0; seat < scene.players; ++seat) {
    Vec2 p = c;
    if (scene.players <= 4) {
      switch (seat_side(scene.players, seat)) {
        case SeatSide::Bottom:
          p.y += 1.2f * u;
          break;
        case SeatSide::Top:
          p.y -= 1.2f * u;
          break;
        case SeatSide::Left:
          p.x -= 1.7f * u;
          break;
        case SeatSide::Right:
          p.x += 1.7f * u;
          break;
      }
    } else {
      const float turn = 2 * kPi * static_cast<float>(seat) / static_cast<float>(scene.players);
      p = {c.x - std::sin(turn) * 2.0f * u, c.y + std::cos(turn) * 2.0f * u};
    }
    out.trick.push_back({p, u, kPi / 2});
  }

  // Buttons, right-aligned in the status row; the status text keeps the rest.
  // When they would crowd out the status text (a phone), they sit on the felt above it.
  const Rect& ab = T.action_button;
  const std::size_t nb = scene.buttons.size();
  const float count = static_cast<float>(nb);
  const float room = ab.right() - T.seats[0].plate.right() - 10;
  if (count * (ab.w + 8) <= room - 150) {
    for (std::size_t i = 0; i < nb; ++i)
      out.buttons.push_back({ab.x - static_cast<float>(nb - 1 - i) * (ab.w + 8), ab.y, ab.w, ab.h});
  } else {
    const float bw = std::min(150.0f, (T.felt.w - 24 - (count - 1) * 10) / std::max(count, 1.0f));
    const float bh = std::max(ab.h, 44.0f);
    const float x0 = T.felt.center().x - (count * bw + (count - 1) * 10) / 2;
    for (std::size_t i = 0; i < nb; ++i)
      out.buttons.push_back({x0 + static_cast<float>(i) * (bw + 10), T.felt.bottom() - bh - 10, bw, bh});
  }
  out.review = {a.right() - 96, a.bottom() - 34, 96, 30};
  // Buttons on the felt (a phone) may reach its corner: "Last trick" then sits above them.
  for (const Rect& b : out.buttons)
    if (b.overlaps(out.review)) out.review.y = std::min(out.review.y, b.y - out.review.h - 8);

  // The question: a panel over the middle, its choices in as many rows as they need. Where
  // the felt is short (a phone held sideways) the rows are lower and the panel grows wider,
  // up to the felt's width, until it fits between the seats above and the status row.
  if (scene.panel) {
    const TrickPanel& q = *scene.panel;
    const float room_h = std::max(a.h, T.status.y - 6 - a.y);
    const bool tight = room_h < 300;
    const float pad = tight ? 10.0f : 14.0f, gap = 8, line_h = tight ? 18.0f : 20.0f, bh = tight ? 34.0f : 42.0f;
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
  return out;
}

std::vector<Target> trick_targets(const TrickLayout& layout, const TrickScene& scene) {
  std::vector<Target> out;
  const TableLayout& T = layout.table;
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
