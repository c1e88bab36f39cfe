// The trick table's layout: the line table's frame with the trick in the middle.
#include "trick/trick_layout.h"

#include <algorithm>
#include <cmath>

#include "core/tile.h"
#include "trick/trick_model.h"

namespace boneyard {

namespace {
constexpr float kPi = 3.14159265358979f;
}  // namespace

TrickLayout layout_trick(Vec2 canvas, const TrickScene& scene) {
  TableScene base;
  base.players = scene.players;
  base.hand_counts = scene.hand_counts;
  base.hand_capacity = scene.hand_capacity;
  base.hand = scene.hand;
  base.human_turn = true;  // lifts exactly the active tiles
  base.playable = scene.active;
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
  const float u = std::max(8.0f, std::min({T.hand_unit * (T.portrait ? 1.25f : 0.95f), (a.h - 30) / span, a.w / span}));
  out.trick_unit = u;
  const Vec2 c{a.center().x, a.center().y + 12};
  out.trick_area = {c.x - span / 2 * u, c.y - span / 2 * u, span * u, span * u};
  out.trick_label = {c.x - 4 * u, out.trick_area.y - 24, 8 * u, 22};
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
  return out;
}

std::vector<Target> trick_targets(const TrickLayout& layout, const TrickScene& scene) {
  std::vector<Target> out;
  const TableLayout& T = layout.table;
  out.push_back({"button:menu", T.menu_button});
  for (std::size_t i = 0; i < scene.buttons.size() && i < layout.buttons.size(); ++i)
    out.push_back({scene.buttons[i], layout.buttons[i]});
  for (std::size_t i = 0; i < scene.hand.size() && i < T.hand_hit.size(); ++i) {
    if (i >= scene.halves.size() || scene.halves[i].size() != 2) continue;
    const Rect& r = T.hand_hit[i];
    const float mid = T.hand[i].center.y;  // the tile's middle, wherever it stands
    const Rect top{r.x, r.y, r.w, mid - r.y};
    const Rect bottom{r.x, mid, r.w, r.bottom() - mid};
    out.push_back({"lead:" + lead_move(scene.hand[i], scene.halves[i][0]), top});
    out.push_back({"lead:" + lead_move(scene.hand[i], scene.halves[i][1]), bottom});
  }
  for (std::size_t i = 0; i < scene.hand.size() && i < T.hand_hit.size(); ++i)
    if (i < scene.active.size() && scene.active[i]) out.push_back({"hand:" + scene.hand[i].str(), T.hand_hit[i]});
  if (scene.can_review) out.push_back({"button:last_trick", layout.review});
  return out;
}

}  // namespace boneyard
