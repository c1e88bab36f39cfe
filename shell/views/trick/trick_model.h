// The trick table's model: what a tap means and every word and number on the table of the
// trick games (Black Tile, Domino Whist, Domino Hearts), as pure functions of seat 0's view
// and its legal moves (no ImGui, no clock). Each game fills one TrickTableModel; the trick screen
// (screens/trick_table.cpp) draws any of them with its layout (trick/trick_layout.h), so
// the screen knows no game. tests/shell/trick_model_test.cpp checks them.
//
// Gestures: in the pass, tapping a tile picks it (up to three; tapped again, it goes back)
// and a Pass button confirms. Leading a domino, the player taps the half whose number is the
// suit to lead (the top half of a standing 6-4 leads sixes); a double, which is led as its
// number or as a double, is tapped and then one of two buttons says which ("Sixes",
// "Doubles"). Otherwise a tap on a tile that may be played plays it. Questions (a bid,
// trumps, the moon) are a panel of choices over the middle of the table; hovering a trump
// choice lights the tiles of that suit in the hand.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "content/summary_content.h"
#include "core/match.h"
#include "core/tile.h"
#include "look/face.h"
#include "trick/trick_layout.h"

namespace boneyard {

// --- Moves ----------------------------------------------------------------------------------
std::vector<int> lead_suits(const std::vector<std::string>& legal, Tile tile);  // suits it may be led as ("6-4:6" -> 6)
std::string lead_move(Tile tile, int suit);                                     // "6-4:6", "3-3:D"
bool leading(const std::vector<std::string>& legal);  // the moves name a suit: seat 0 leads a trick

// The pass: tapping `face` picks it (while fewer than `count` are picked) or puts it back.
std::vector<Face> toggle_pick(std::vector<Face> picked, const Face& face, int count = 3);
std::string pass_move(const std::vector<Face>& picked);  // "pass:3-1,4-4,6-0", "pass:2C,QS,TD"

// --- The table ------------------------------------------------------------------------------
// What the player is doing now, kept by the screen between taps.
struct TrickInput {
  std::vector<Face> picked;      // the pass: tiles chosen so far
  std::optional<Tile> selected;  // leading a double: tapped, its suit still to be named
  bool review = false;           // the last trick is shown instead of the current one
};

// What a tap on a hand tile does.
struct Tap {
  enum Kind { None, Pick, Select, Play } kind = None;
  std::string move;  // Play: the move
};

// Everything the trick screen shows, for one game.
struct TrickTableModel {
  TrickScene scene;                        // what the layout places (hand, trick, buttons, panel)
  std::vector<Tap> taps;                   // per hand tile
  std::vector<std::string> button_labels;  // per scene button
  std::string title;                       // top left: "Black Tile \u2022 Round 2"
  std::string info;                        // under it: "11-point game \u2022 to 61"
  std::vector<std::string> notes;          // per seat, under its plate: "2 tricks \u2022 3 pts"
  std::vector<std::string> flags;          // per seat, in gold under that: "ready to pass", "bid 6"
  std::string status;                      // the status row: "Choose 3 tiles to pass to West"
  std::string detail;                      // and under it: what happened last
  std::string trick_label;                 // over the trick: "Sixes led by West", "North leads"
  bool suit_colours = false;               // cardominoes: the menu offers four suit colours
  int set = 6;                             // the domino set (double-N): above 6 pips are coloured
  std::string banner;                      // at the top of the felt: the contract, "Hearts are broken"
  int leader = -1;                         // leads the trick on the table
  std::vector<std::optional<Face>> last;   // the last completed trick per seat (empty before one)
  int last_winner = -1;
  int tricks_done = 0;         // completed tricks this round
  std::vector<Face> received;  // marked "new" in the hand until the first trick is done
  // The question (scene.panel): its heading, lines, a face, each choice's label and the hand
  // tiles each choice concerns (lit while it is hovered).
  std::string panel_title;
  std::vector<std::string> panel_lines;
  std::optional<Face> panel_face;
  std::vector<std::string> choice_labels;
  std::vector<std::vector<bool>> choice_lights;
  // The scores panel: three columns a seat (the middle one toned).
  std::array<std::string, 3> columns;
  std::vector<std::array<std::string, 3>> numbers;
  std::vector<Tone> tones;
  SummaryContent summary;  // once the round is over
  // A claim shown at the table (Session::claim_showing; scene.claim_tiles): its heading, its
  // line and the claimer's hand. The screen fills them.
  std::string claim_title, claim_line;
  std::vector<Face> claim_hand;
};

// The table of any trick game's view (nullopt for another family's view).
std::optional<TrickTableModel> trick_table(const SeatView& view, const std::vector<std::string>& legal,
                                           const TrickInput& input);

// --- Words ----------------------------------------------------------------------------------
// In the player's language (context "suit"): a domino suit inside a sentence, and one that starts a
// line or labels a button.
std::string suit_name(int suit);                  // "sixes", "blanks", "doubles"
std::string suit_button(int suit);                // "Sixes", "Doubles"
std::string card_name(Card card);                 // "Q\u2660": notation, as the tile shows it, not translated
std::string button_label(const std::string& id);  // "Pass 3 tiles", "Lead", "Pass the lead", "Sixes"

}  // namespace boneyard
