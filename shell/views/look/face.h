// What is printed on a tile of the tables: a domino's two numbers or, in Domino Hearts, a
// playing card (a "cardomino"), with the marks the table adds: a counter's penalty value
// (Black Tile) and a trump (Domino Whist). Two faces are the same piece when their tile or
// card is; the marks say how it is shown, not what it is.
//
// Where the marks go (face_marks below): on the face's edge, never over a pip, a card's rank or
// its sign. Those keep face_margin() inside every edge; a mark reaches no further in than that and
// stands out past the edge: the value and the trump as discs on the top edge (the value at the
// right corner, the trump at the left), a tile's "new" tag under the bottom edge. The layouts keep
// room for them (marks_above, tag_below); the layout test checks that no mark covers a pip.
#pragma once

#include <algorithm>
#include <optional>
#include <string>

#include "core/tile.h"
#include "layout/geometry.h"
#include "trick/card.h"

namespace boneyard {

struct Face {
  Tile tile;
  std::optional<Card> card;  // a cardomino: the card printed on it (`tile` is unused)
  int value = 0;             // a value disc (Black Tile counters), 0: none
  bool trump = false;        // a trump mark (Domino Whist)

  Face() = default;
  Face(Tile t) : tile(t) {}  // NOLINT: a domino is a face
  Face(Card c) : card(c) {}  // NOLINT: so is a cardomino

  std::string str() const { return card ? card->str() : tile.str(); }  // "6-4", "QS": move text
  int key() const { return card ? 100 + static_cast<int>(card->suit) * 13 + card->rank : tile.index(); }  // motion
  bool is_double() const { return !card && tile.is_double(); }
  bool operator==(const Face& o) const { return card == o.card && (card || tile == o.tile); }
};

// [marks] The band inside a face's edge that holds no pip (draw.cpp tile_face: the pips of 0-12
// keep at least 0.128 of a unit in) and no part of a card's rank or sign.
inline float face_margin(float unit) { return unit * 0.12f; }
// A value's or a trump's disc: its radius, and how far it stands above the face's top edge.
inline float mark_radius(float unit) { return std::max(6.0f, unit * 0.2f); }
inline float marks_above(float unit) { return 2 * mark_radius(unit) - face_margin(unit); }
// The "new" tag: its words' size and its height, and how far it hangs under the bottom edge.
inline constexpr float kNewTagText = 11;
inline constexpr float kNewTagH = kNewTagText + 3;
inline float tag_below(float unit) { return std::max(0.0f, kNewTagH - face_margin(unit)); }
// Where the marks of a face at `pose` lie (`bounds(pose)`'s edges: a standing tile's top end, a
// lying tile's top side): the value's disc at the top right corner, the trump's at the top left,
// and the "new" tag, `w` wide, centred under the bottom edge.
inline Rect value_mark_box(const TilePose& pose) {
  const Rect b = bounds(pose);
  const float r = mark_radius(pose.unit);
  return {b.right() - 2 * r, b.y + face_margin(pose.unit) - 2 * r, 2 * r, 2 * r};
}
inline Rect trump_mark_box(const TilePose& pose) {
  const Rect b = bounds(pose);
  const float r = mark_radius(pose.unit);
  return {b.x, b.y + face_margin(pose.unit) - 2 * r, 2 * r, 2 * r};
}
inline Rect new_tag_box(const TilePose& pose, float w) {
  const Rect b = bounds(pose);
  return {b.center().x - w / 2, b.bottom() - face_margin(pose.unit), w, kNewTagH};
}

}  // namespace boneyard
