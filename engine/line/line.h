// The line of play shared by the line games (Block, Draw): docs/rules.md ("Block")-§2.
//
// Tiles are kept left to right in their laid orientation: each LaidTile's `right` equals
// the next tile's `left`. `origin` is the index of the round's first tile, so a renderer
// can grow the two arms outward from it. Doubles lie across the line but are not
// spinners: the line always has exactly two open ends.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/tile.h"

namespace boneyard {

enum class End { Left, Right };
char end_letter(End e);  // 'L' or 'R'

struct LaidTile {
  int left = 0, right = 0;  // pips facing left and right as laid
  Tile tile() const { return Tile::of(left, right); }
  bool is_double() const { return left == right; }
  std::string str() const;  // "4-6": laid orientation, not canonical
  bool operator==(const LaidTile&) const = default;
};

class Line {
 public:
  bool empty() const { return tiles_.empty(); }
  int left_end() const { return tiles_.front().left; }   // precondition: !empty()
  int right_end() const { return tiles_.back().right; }  // precondition: !empty()
  int end(End e) const { return e == End::Left ? left_end() : right_end(); }
  bool fits(Tile t, End e) const { return empty() || t.shows(end(e)); }
  bool fits_anywhere(Tile t) const { return fits(t, End::Left) || fits(t, End::Right); }
  void open(Tile t);          // the first tile of the round
  void place(Tile t, End e);  // precondition: fits(t, e)
  const std::vector<LaidTile>& tiles() const { return tiles_; }
  int origin() const { return origin_; }  // index of the first tile played
  // Tiles placed on each arm, counted outward from the origin (for layout).
  int left_arm() const { return origin_; }
  int right_arm() const { return static_cast<int>(tiles_.size()) - origin_ - 1; }
  bool operator==(const Line&) const = default;

 private:
  std::vector<LaidTile> tiles_;
  int origin_ = 0;
};

}  // namespace boneyard
