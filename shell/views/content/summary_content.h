// What a round summary or match end says, for every table: the headline, the explanation,
// then one row per seat (a name, a strip of small tiles, three numbers). Pure data: the
// tables' models fill it (unit-tested), panels::summary draws it.
#pragma once

#include <string>
#include <vector>

#include "look/face.h"
#include "look/palette.h"

namespace boneyard {

struct SummaryRow {
  std::string name;
  bool highlight = false;   // a winner, a moon shooter (gold)
  std::vector<Face> tiles;  // shown small, with their marks
  std::string no_tiles;     // said when there are none ("out!", "none"), or nothing
  std::string numbers[3];   // the three columns
  Tone middle = Tone::Plain;
};

struct SummaryContent {
  std::string headline;
  bool good = false;  // the headline is good news for the player (gold)
  std::string text;
  std::string tiles_header;
  std::string headers[3];
  std::vector<SummaryRow> rows;
  bool match_over = false;
  std::string primary, secondary;  // the buttons' words, when not the usual (Today's deal)
  int set = 6;               // double-N: pip colours
  bool four_colour = false;  // cardominoes: four suit colours
};

}  // namespace boneyard
