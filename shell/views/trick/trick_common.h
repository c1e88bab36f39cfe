// What the three trick games' tables share, filled from any of their views: the hand and
// what a tap on each tile does, the pass, the trick on the table and the last one, what
// happened last, tricks per seat. Private to shell/views/trick/: each game's table
// (blacktile_table.cpp, whist_table.cpp, hearts_table.cpp) calls fill_trick_table, then adds
// its own words, numbers, questions and summary.
#pragma once

#include <algorithm>
#include <functional>
#include <string>
#include <type_traits>
#include <vector>

#include "core/i18n.h"
#include "games/blacktile/blacktile.h"
#include "games/hearts/hearts.h"
#include "games/whist/whist.h"
#include "line/view_model.h"
#include "trick/trick_model.h"

namespace boneyard {

// A face as the table's words name it: "6-4", "Q\u2660" (notation, the same in every language).
inline std::string face_name(const Face& f) { return f.card ? card_name(*f.card) : f.tile.str(); }

// Over a trick of dominoes: "Sixes led by West", "Sixes led by You" (`leader` leads the trick).
std::string domino_led_label(int players, int suit, int leader);

// Among a table's options under its title: "to 61", the score that ends the match.
inline std::string to_target(int target) {
  // TRANSLATORS: among the table's options under its title ("11-point game • to 61"): the score that
  // ends the match.
  return trf("to {target}", {{"target", target}});
}

// How a game shows its items and what its tricks are worth.
template <class Item>
struct TrickLook {
  std::function<Face(Item)> face;                       // an item with its marks
  std::function<int(const std::vector<Item>&)> points;  // penalty points in a trick (0: none)
  std::string led_label;  // over the trick on the table, once led: "Sixes led by West" (empty: none)
  int pass_offset = 0;    // where the pass goes (0: no pass)
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
  s.marks = !std::is_same_v<Item, Card>;  // Black Tile's counters and Whist's trumps (kept all round)
  s.new_tags = true;  // a tile passed to the player is tagged (room kept in every round: the hand stays put)
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
  if (!v.trick.empty() && !look.led_label.empty())
    t.trick_label = look.led_label;
  else if (v.phase() == Phase::Play && v.trick.empty())
    // TRANSLATORS: over the middle of the table before a trick: who leads it.
    t.trick_label = says_you(v.leader) ? tr("You lead") : trf("{name} leads", {{"name", seat_name(n, v.leader)}});
  for (const Item& item : v.received) t.received.push_back(look.face(item));

  // Per seat: tricks taken, and who has chosen their pass.
  for (int seat = 0; seat < n; ++seat) {
    const std::size_t k = static_cast<std::size_t>(seat);
    // TRANSLATORS: under a seat's name at the table: the tricks it has taken this round.
    t.notes.push_back(trn("{n} trick", "{n} tricks", v.tricks_won[k]));
    // TRANSLATORS: in gold under a seat's name: that player has chosen the tiles they pass.
    t.flags.push_back(v.phase() == Phase::Pass && v.pass_chosen[k] && seat != 0 ? tr("ready to pass") : "");
  }

  // What happened last.
  if (!v.trick.empty()) {
    const auto& p = v.trick.back();
    const std::string face = face_name(look.face(played(p)));
    // TRANSLATORS: {tile} is a domino ("6-4") or a cardomino ("Q♠").
    t.detail = says_you(p.seat) ? trf("You play {tile}", {{"tile", face}})
                                : trf("{name} plays {tile}", {{"name", seat_name(n, p.seat)}, {"tile", face}});
  } else if (!v.tricks.empty()) {
    const auto& r = v.tricks.back();
    std::vector<Item> items;
    for (const auto& p : r.plays) items.push_back(played(p));
    const int points = look.points ? look.points(items) : 0;
    const std::string who = seat_name(n, r.winner);
    if (points <= 0)
      t.detail = says_you(r.winner) ? tr("You take the trick") : trf("{name} takes the trick", {{"name", who}});
    else if (says_you(r.winner))
      // TRANSLATORS: {n} is the penalty points in the trick.
      t.detail = trn("You take the trick ({n} point)", "You take the trick ({n} points)", points);
    else
      t.detail =
          trn("{name} takes the trick ({n} point)", "{name} takes the trick ({n} points)", points, {{"name", who}});
  } else if (!v.received.empty()) {
    std::string tiles;
    for (const Face& f : t.received) tiles += (tiles.empty() ? "" : " ") + face_name(f);
    // TRANSLATORS: {tiles} are the three tiles passed to the player: "6-4 3-3 2-0", "Q♠ 2♣ 9♥".
    t.detail = says_you(0) ? trf("You received {tiles}", {{"tiles", tiles}})
                           // TRANSLATORS: as "You received {tiles}", at a table several people share: {name} is
                           // the name of the player the tiles were passed to.
                           : trf("{name} received {tiles}", {{"name", seat_name(n, 0)}, {"tiles", tiles}});
  }

  // The status of the pass.
  if (v.phase() == Phase::Pass) {
    const std::string to = seat_name(n, look.pass_offset % n);
    const int picked = static_cast<int>(input.picked.size());
    if (v.to_move() != 0)
      t.status = trf("{name} is choosing tiles to pass\u2026", {{"name", seat_name(n, v.to_move())}});
    else if (picked == 0)
      // TRANSLATORS: {name} is the player the tiles go to: "West".
      t.status = trn("Choose {n} tile to pass to {name}", "Choose {n} tiles to pass to {name}", 3, {{"name", to}});
    else if (picked < 3)
      t.status = trn("Choose {n} more tile to pass to {name}", "Choose {n} more tiles to pass to {name}", 3 - picked,
                     {{"name", to}});
    else
      t.status = trf("Pass these to {name}?", {{"name", to}});
  }
}

// The scores panel of a penalty game (Black Tile, Hearts): tricks, points taken this round
// (red), total; the points also join each seat's note ("2 tricks \u2022 3 pts").
void penalty_columns(TrickTableModel& t, const std::vector<int>& tricks, const std::vector<int>& round_points,
                     const std::vector<int>& scores);
// Partners (4 players, seats 0+2 against 1+3): the partner's plate says so, before its other flag
// ("partner", "partner \u2022 bid 5"). Call once the flags are set.
void mark_partner(TrickTableModel& t);
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
