// Black Tile's table: counters with their value discs, the lead offer, penalty points per
// seat, the summary of counters taken, a moon, the dead tile.
#include <algorithm>

#include "trick/trick_common.h"

namespace boneyard {

namespace {

// The counters each seat took this round (the dead tile too, once won), in trick order.
std::vector<std::vector<Face>> counters_taken(const BlackTileView& v, const TrickLook<Tile>& look) {
  std::vector<std::vector<Face>> out(static_cast<std::size_t>(v.players()));
  for (std::size_t k = 0; k < v.tricks.size(); ++k) {
    const TrickRecord& r = v.tricks[k];
    auto& mine = out[static_cast<std::size_t>(r.winner)];
    for (const TrickPlay& p : r.plays)
      if (counter_value(p.tile, v.rules.points) > 0) mine.push_back(look.face(p.tile));
    // The leftover tile goes with the first trick when the rules say so.
    if (k == 0 && v.rules.dead_to_first_trick && v.dead && counter_value(*v.dead, v.rules.points) > 0)
      mine.push_back(look.face(*v.dead));
  }
  return out;
}

std::string status(const BlackTileView& v, const TrickInput& input) {
  const int n = v.players();
  const int mover = v.to_move();
  if (mover < 0) return "Round over";
  if (mover != 0) {
    if (auto waiting = waiting_text(n, mover)) return *waiting;
    if (v.phase() == Phase::LeadPass) return seat_name(n, mover) + " may lead or pass the lead\u2026";
    return seat_name(n, mover) + (v.trick.empty() ? " leads\u2026" : " is thinking\u2026");
  }
  if (v.phase() == Phase::LeadPass) return "Lead the first trick, or pass the lead to " + seat_name(n, 1);
  if (input.selected) return "Lead " + input.selected->str() + " as which suit?";
  if (v.trick.empty()) return "Your lead \u2014 tap the half whose suit you lead";
  if (v.led_suit) return "Follow " + suit_name(*v.led_suit) + " if you can";
  return "Your turn";
}

std::string headline(const BlackTileView& v) {
  if (!v.result) return "Round over";
  const int n = v.players();
  if (shared_table()) {  // read by everyone at the device: names, no "You"
    if (v.result->moon.empty()) return "Round over";
    const int s = v.result->moon[0];
    return v.result->moon.size() > 1 ? headline_name(n, s) + " & " + headline_name(n, (s + 2) % n) + " shoot the moon!"
                                     : headline_name(n, s) + " shoots the moon!";
  }
  if (!v.result->moon.empty()) {
    const int s = v.result->moon[0];
    if (v.result->moon.size() > 1)
      return (s == 0 || s == 2 ? "Your side" : "West and East") + std::string(" shoot the moon!");
    return seat_verb(n, s, " shoot the moon!", " shoots the moon!");
  }
  const int taken = v.result->taken[0];
  if (taken == 0) return "You take no counters!";
  return "You take " + count_text(taken, "point", "points");
}

}  // namespace

TrickTableModel blacktile_table(const BlackTileView& v, const std::vector<std::string>& legal,
                                const TrickInput& input) {
  const int n = v.players();
  const int scheme = v.rules.points;
  TrickLook<Tile> look;
  look.face = [scheme](Tile t) {
    Face f(t);
    f.value = counter_value(t, scheme);
    return f;
  };
  look.points = [scheme](const std::vector<Tile>& tiles) {
    int sum = 0;
    for (Tile t : tiles) sum += counter_value(t, scheme);
    return sum;
  };
  if (v.led_suit) look.led = suit_button(*v.led_suit);
  look.pass_offset = v.rules.pass_offset;

  TrickTableModel t;
  fill_trick_table(t, v, legal, input, look);
  if (v.to_move() == 0 && !legal.empty() && v.phase() == Phase::LeadPass)
    t.scene.buttons = {"move:pass_lead", "move:lead"};
  for (const auto& id : t.scene.buttons) t.button_labels.push_back(button_label(id));

  t.title = "Black Tile \u2022 Round " + std::to_string(v.round);
  t.info = std::to_string(scheme) + "-point game \u2022 to " + std::to_string(v.rules.target);
  if (v.rules.partnership) t.info += " \u2022 partners";
  if (v.phase() != Phase::Pass) t.status = status(v, input);
  if (v.trick.empty() && v.tricks.empty() && v.lead_passed)
    t.detail =
        seat_verb(n, v.first_leader, " pass", " passes") + " the lead to " + seat_name(n, (v.first_leader + 1) % n);

  penalty_columns(t, v.tricks_won, v.round_points, v.scores);

  // The summary: who took which counters.
  SummaryContent& c = t.summary;
  summary_frame(c, v.phase() == Phase::MatchOver, v.match_winners, n, headline(v),
                v.result && v.result->points[0] == 0, v.rules.partnership);
  if (v.result) c.text = render(name_seats(v.result->explanation, table_names(n)));
  c.tiles_header = "Counters";
  if (v.dead) c.text += (c.text.empty() ? "" : " ") + std::string("The dead tile was ") + v.dead->str() + ".";
  const auto taken = counters_taken(v, look);
  const auto& moon = v.result ? v.result->moon : std::vector<int>{};
  for (int seat = 0; seat < n; ++seat) {
    const std::size_t k = static_cast<std::size_t>(seat);
    SummaryRow row;
    row.highlight = std::find(moon.begin(), moon.end(), seat) != moon.end();
    row.name = plate_name(n, seat) + (row.highlight ? " \u2013 moon!" : "");
    row.tiles = taken[k];
    row.no_tiles = "none";
    summary_numbers(row, v.tricks_won[k], v.result ? v.result->points[k] : 0, v.scores[k], true);
    c.rows.push_back(std::move(row));
  }
  return t;
}

}  // namespace boneyard
