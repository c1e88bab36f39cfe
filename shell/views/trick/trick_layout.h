// The trick table's layout and hit-testing: pure functions from the canvas size and a
// TrickScene to rectangles (pure arithmetic, no drawing), unit-tested in tests/shell/trick_layout_test.cpp.
//
// It builds on the line table's layout (layout.h layout_table): the same felt, seats with
// their face-down fans, hand along the bottom, status row, menu and scores panel; the middle
// of the felt, where the line would run, holds the trick instead: one tile per seat, each
// on the side of the table where its player sits (a cross up to 4 players, a ring round a
// bigger table, flattened to a wide felt). The trick and the hand are sized to the room there
// is: the trick as large as the felt holds it (up to half again the hand's tiles), the hand
// larger than the line table makes it where that leaves a larger trick too (a phone held
// sideways). Room is kept for the faces' marks (look/face.h). Tiles picked for the pass stand
// lifted. A claim shows the claimer's tiles in a panel over the middle.
// Leading, each half of a non-double is its own target (`lead:6-4:6` on the top half of a
// standing 6-4, `lead:6-4:4` on the bottom); the status row holds up to two buttons
// (Pass, Lead / Pass the lead, Sixes / Doubles for a double), or, where they would crowd out
// the status text (a phone), they stand on the felt above it. A question put to the player
// (a bid, trumps, the moon) is a panel over the middle of the felt: a few lines of text,
// perhaps a tile, and a grid of choices (`choice:<move>`).
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "look/face.h"
#include "line/line_layout.h"

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
  bool marks = false;                      // faces carry marks (look/face.h: values, trumps): room kept
  bool new_tags = false;                   // the hand's tiles may be tagged "new" (passed to the player): room kept
  std::vector<std::optional<Face>> trick;  // per seat: its tile in the trick shown
  std::vector<std::string> buttons;        // ids in the status row, left to right
  bool can_review = false;                 // a last trick exists: button:last_trick
  float scores_w = 0;                      // as TableScene: the scores panel's width its words need
  bool show_undo = false;                  // as TableScene: the undo button's place
  bool can_undo = false;                   // and button:undo
  bool show_hint = false;                  // as TableScene: the hint button's place
  bool can_hint = false;                   // and button:hint
  std::optional<TrickPanel> panel;         // a question over the middle
  int claim_tiles = 0;                     // a claim shown: the claimer's tiles, face up over the middle
  // The banner's height in a band so wide (draw::banner_height: its words on as many lines as
  // they need); none: a line.
  std::function<float(float width)> banner_height;
};

// A claim shown at the table: a panel over the middle of the felt with its heading ("East claims
// the rest"), a line under it and the claimer's tiles face up in a row (two where one would make
// them small).
struct ClaimPlace {
  Rect panel, title, line;
  std::vector<TilePose> tiles;
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
  std::optional<ClaimPlace> claim;  // scene.claim_tiles
};

TrickLayout layout_trick(Vec2 canvas, const TrickScene& scene);
// What can be clicked now, topmost first: button:menu, button:undo, button:hint, the panel's choices, the status-row
// buttons, lead halves
// (`lead:<tile>:<suit>`), hand tiles (`hand:<tile>`), button:last_trick. While a claim is shown, the
// whole screen only (button:claim_seen: a tap anywhere goes on to the summary).
std::vector<Target> trick_targets(const TrickLayout& layout, const TrickScene& scene);

}  // namespace boneyard
