#include "line/line.h"

namespace boneyard {

char end_letter(End e) { return e == End::Left ? 'L' : 'R'; }

std::string LaidTile::str() const { return std::to_string(left) + "-" + std::to_string(right); }

void Line::open(Tile t) {
  tiles_.assign(1, LaidTile{t.hi, t.lo});
  origin_ = 0;
}

void Line::place(Tile t, End e) {
  if (e == End::Left) {
    const int match = left_end();
    tiles_.insert(tiles_.begin(), LaidTile{t.other_end(match), match});
    ++origin_;
  } else {
    const int match = right_end();
    tiles_.push_back(LaidTile{match, t.other_end(match)});
  }
}

}  // namespace boneyard
