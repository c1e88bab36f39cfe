// What the three trick games' tables share, filled from any of their views: the hand and
// what a tap on each tile does, the pass, the trick on the table and the last one, what
// happened last, tricks per seat. Private to shell/trick/: each game's table
// (blacktile_table.cpp, whist_table.cpp, hearts_table.cpp) calls fill_trick_table, then adds
// its own words, numbers, questions and summary.
#pragma once

#include <algorithm>
#include <functional>
#include <string>
#include <type_traits>
#include <vector>

#include "games/blacktile/blacktile.h"
#include "games/hearts/hearts.h"
#include "games/whist/whist.h"
#include "trick/trick_model.h"
#include "line/view_model.h"

namespace boneyard {

// A face as the table's words name it: "6-4", "Q\u2660".
inline std::string face_name(const Face& f) { return f.card ? card_name(*f.card) : f.tile.str(); }

// "You play" / "West plays".
inline std::string seat_verb(int players, int seat, const char* you, const char* other) {
  return seat_name(players, seat) + (seat == 0 ? you : other);
}

// How a game shows its items and what its tricks are worth.
template <class Item>
struct TrickLook {
  std::function<Face(Item)> face;                       // an item with its marks
  std::function<int(const std::vector<Item>&)> points;  // penalty points in a trick (0: none)
  std::string led;                                      // the suit led of the trick on the table: "Sixes"
  int pass_offset = 0;                                  // where the pass goes (0: no pass)
};

// Fills everything the trick games share; `legal` are seat 0's moves (empty unless its turn).
template <class View, class Item>
void fill_trick_table(TrickTableModel& t, const View& v, const std::vector<std::string>& legal, const TrickInput& input,
                      const TrickLook<Item>& look) {
  const int n = v.players();
  t.suit_colours = std::is_same_v<Item, Card>;
  TrickScene& s = t.scene;
  s.players = n;
  s.hand_counts = v.hand_counts;
  s.hand_capacity = v.rules.hand_size();
  const bool my_turn = v.to_move() == 0 && !legal.empty();
  const bool passing = my_turn && v.phase() == Phase::Pass;
  const bool playing = my_turn && v.phase() == Phase::Play;
  const bool lead = playing && leading(legal);
  for (const Item& item : v.hand) {
    const Face f = look.face(item);
    s.hand.push_back(f);
    Tap tap;
    std::vector<int> halves;
    if (passing) {
      tap.kind = Tap::Pick;
    } else if (lead && !f.card) {
      const auto suits = lead_suits(legal, f.tile);
      if (suits.size() == 1) tap = {Tap::Play, lead_move(f.tile, suits[0])};
      if (suits.size() > 1) tap.kind = Tap::Select;
      if (suits.size() == 2 && !f.tile.is_double()) halves = {f.tile.hi, f.tile.lo};
    } else if (playing && std::find(legal.begin(), legal.end(), f.str()) != legal.end()) {
      tap = {Tap::Play, f.str()};
    }
    const bool picked = std::find(input.picked.begin(), input.picked.end(), f) != input.picked.end();
    s.active.push_back(tap.kind != Tap::None);
    s.picked.push_back((passing && picked) || (lead && !f.card && input.selected == f.tile));
    s.halves.push_back(halves);
    t.taps.push_back(tap);
  }
  if (passing && input.picked.size() == 3) s.buttons.push_back("button:pass_confirm");
  if (lead && input.selected)
    for (int suit : lead_suits(legal, *input.selected)) s.buttons.push_back("lead:" + lead_move(*input.selected, suit));

  // The trick: the one on the table, or the last one on request.
  t.leader = v.leader;
  t.tricks_done = static_cast<int>(v.tricks.size());
  t.last.assign(static_cast<std::size_t>(n), std::nullopt);
  if (!v.tricks.empty()) {
    for (const auto& p : v.tricks.back().plays) t.last[static_cast<std::size_t>(p.seat)] = look.face(played(p));
    t.last_winner = v.tricks.back().winner;
  }
  s.trick.assign(static_cast<std::size_t>(n), std::nullopt);
  if (input.review && !v.tricks.empty())
    s.trick = t.last;
  else
    for (const auto& p : v.trick) s.trick[static_cast<std::size_t>(p.seat)] = look.face(played(p));
  s.can_review = !v.tricks.empty() && v.phase() == Phase::Play;
  if (!v.trick.empty() && !look.led.empty())
    t.trick_label = look.led + " led by " + seat_name(n, v.trick.front().seat);
  else if (v.phase() == Phase::Play && v.trick.empty())
    t.trick_label = seat_verb(n, v.leader, " lead", " leads");
  for (const Item& item : v.received) t.received.push_back(look.face(item));

  // Per seat: tricks taken, and who has chosen their pass.
  for (int seat = 0; seat < n; ++seat) {
    const std::size_t k = static_cast<std::size_t>(seat);
    t.notes.push_back(count_text(v.tricks_won[k], "trick", "tricks"));
    t.flags.push_back(v.phase() == Phase::Pass && v.pass_chosen[k] && seat != 0 ? "ready to pass" : "");
  }

  // What happened last.
  if (!v.trick.empty()) {
    const auto& p = v.trick.back();
    t.detail = seat_verb(n, p.seat, " play ", " plays ") + face_name(look.face(played(p)));
  } else if (!v.tricks.empty()) {
    const auto& r = v.tricks.back();
    std::vector<Item> items;
    for (const auto& p : r.plays) items.push_back(played(p));
    const int points = look.points ? look.points(items) : 0;
    t.detail = seat_verb(n, r.winner, " take the trick", " takes the trick");
    if (points > 0) t.detail += " (" + count_text(points, "point", "points") + ")";
  } else if (!v.received.empty()) {
    t.detail = "You received";
    for (const Face& f : t.received) t.detail += " " + face_name(f);
  }

  // The status of the pass.
  if (v.phase() == Phase::Pass) {
    const std::string to = seat_name(n, look.pass_offset % n);
    const int picked = static_cast<int>(input.picked.size());
    if (v.to_move() != 0)
      t.status = seat_name(n, v.to_move()) + " is choosing tiles to pass\u2026";
    else if (picked < 3)
      t.status = "Choose " + std::to_string(3 - picked) + (picked ? " more" : "") +
                 (3 - picked == 1 ? " tile" : " tiles") + " to pass to " + to;
    else
      t.status = "Pass these to " + to + "?";
  }
}

// The scores panel of a penalty game (Black Tile, Hearts): tricks, points taken this round
// (red), total; the points also join each seat's note ("2 tricks \u2022 3 pts").
void penalty_columns(TrickTableModel& t, const std::vector<int>& tricks, const std::vector<int>& round_points,
                     const std::vector<int>& scores);
// The summary's frame: the Tricks / Round / Total headings and, at the match end, its
// headline and whether the player won (else `headline` and `good`); `partners`: seats 0+2
// and 1+3 play as sides.
void summary_frame(SummaryContent& c, bool match_over, const std::vector<int>& winners, int players,
                   std::string headline, bool good, bool partners = false);
// A summary row's numbers: tricks, the round's points ("+3", "-6"; `penalty`: points are
// bad news), the total.
void summary_numbers(SummaryRow& row, int tricks, int points, int total, bool penalty);

// Each game's table.
TrickTableModel blacktile_table(const BlackTileView& v, const std::vector<std::string>& legal, const TrickInput& input);
TrickTableModel whist_table(const WhistView& v, const std::vector<std::string>& legal, const TrickInput& input);
TrickTableModel hearts_table(const HeartsView& v, const std::vector<std::string>& legal, const TrickInput& input);

// "You win the match!", "You share the win!", "North wins the match"; with `partners`,
// "You & North win the match!", "West & East win the match".
std::string winners_headline(const std::vector<int>& winners, int players, bool partners = false);

}  // namespace boneyard
