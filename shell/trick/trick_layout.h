// The trick table's layout and hit-testing: pure functions from the canvas size and a
// TrickScene to rectangles (pure arithmetic, no drawing), unit-tested in tests/shell/trick_layout_test.cpp.
//
// It builds on the line table's layout (layout.h layout_table): the same felt, seats with
// their face-down fans, hand along the bottom, status row, menu and scores panel; the middle
// of the felt, where the line would run, holds the trick instead: one tile per seat, each
// on the side of the table where its player sits. Tiles picked for the pass stand lifted.
// Leading, each half of a non-double is its own target (`lead:6-4:6` on the top half of a
// standing 6-4, `lead:6-4:4` on the bottom); the status row holds up to two buttons
// (Pass, Lead / Pass the lead, Sixes / Doubles for a double), or, where they would crowd out
// the status text (a phone), they stand on the felt above it. A question put to the player
// (a bid, trumps, the moon) is a panel over the middle of the felt: a few lines of text,
// perhaps a tile, and a grid of choices (`choice:<move>`).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "look/face.h"
#include "line/layout.h"

namespace boneyard {

// A question over the middle of the table; its words are the model's.
struct TrickPanel {
  std::vector<std::string> choices;  // moves, clickable as `choice:<move>`
  float choice_width = 64;           // a choice button's width (its label's need)
  int lines = 2;                     // lines of text under the heading, above the choices
  bool face = false;                 // room for one tile (the widow) beside the text
};

struct TrickScene {
  int players = 4;
  std::vector<int> hand_counts;            // every seat's number of tiles
  int hand_capacity = 7;                   // tiles dealt per hand
  std::vector<Face> hand;                  // seat 0's tiles, sorted
  std::vector<bool> active;                // per hand tile: tapping it does something now
  std::vector<bool> picked;                // per hand tile: chosen for the pass, or the lead tile picked
  std::vector<std::vector<int>> halves;    // per hand tile: the suits of its top and bottom halves
                                           // when each half leads (empty otherwise)
  std::vector<std::optional<Face>> trick;  // per seat: its tile in the trick shown
  std::vector<std::string> buttons;        // ids in the status row, left to right
  bool can_review = false;                 // a last trick exists: button:last_trick
  bool show_undo = false;                  // as TableScene: the undo button's place
  bool can_undo = false;                   // and button:undo
  bool show_hint = false;                  // as TableScene: the hint button's place
  bool can_hint = false;                   // and button:hint
  std::optional<TrickPanel> panel;         // a question over the middle
};

struct TrickLayout {
  TableLayout table;            // felt, seats, hand (lifted as the scene says), status, panels
  Rect trick_area;              // where the trick lies
  float trick_unit = 0;         // short side of a trick tile
  std::vector<TilePose> trick;  // per seat: where its tile lies
  Rect trick_label;             // "Sixes led", above the trick
  Rect banner;                  // the band the banner ("You bid 6 \u2022 trumps: sixes") is centred in
  std::vector<Rect> notes;      // per seat: "2 tricks \u2022 3 pts" under its plate (seat 0's in the status row)
  std::vector<Rect> flags;      // per seat, under the note: "bid 5", "dealer"
  std::vector<Rect> buttons;    // per scene button
  Rect review;                  // button:last_trick
  Rect panel;                   // the question's panel (scene.panel), else empty
  Rect panel_text;              // its heading and lines
  float panel_line = 20;        // the height of a line there
  std::optional<TilePose> panel_face;
  std::vector<Rect> choices;  // per panel choice
};

TrickLayout layout_trick(Vec2 canvas, const TrickScene& scene);
// What can be clicked now, topmost first: button:menu, button:undo, button:hint, the panel's choices, the status-row
// buttons, lead halves
// (`lead:<tile>:<suit>`), hand tiles (`hand:<tile>`), button:last_trick.
std::vector<Target> trick_targets(const TrickLayout& layout, const TrickScene& scene);

}  // namespace boneyard
