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
  if (mover < 0) return tr("Round over");
  if (mover != 0) {
    if (auto waiting = waiting_text(n, mover)) return *waiting;
    const std::string who = seat_name(n, mover);
    if (v.phase() == Phase::LeadPass) return trf("{name} may lead or pass the lead\u2026", {{"name", who}});
    return v.trick.empty() ? trf("{name} leads\u2026", {{"name", who}})
                           : trf("{name} is thinking\u2026", {{"name", who}});
  }
  if (v.phase() == Phase::LeadPass)
    return trf("Lead the first trick, or pass the lead to {name}", {{"name", seat_name(n, 1)}});
  // TRANSLATORS: leading a double, which may be led as its number or as a double: "Lead 6-6 as which suit?"
  if (input.selected) return trf("Lead {tile} as which suit?", {{"tile", input.selected->str()}});
  if (v.trick.empty()) return tr("Your lead \u2014 tap the half whose suit you lead");
  // TRANSLATORS: {suit} is a domino suit in lower case: "sixes", "blanks", "doubles".
  if (v.led_suit) return trf("Follow {suit} if you can", {{"suit", suit_name(*v.led_suit)}});
  return tr("Your turn");
}

std::string headline(const BlackTileView& v) {
  if (!v.result) return tr("Round over");
  const int n = v.players();
  if (shared_table()) {  // read by everyone at the device: names, no "You"
    if (v.result->moon.empty()) return tr("Round over");
    const int s = v.result->moon[0];
    // TRANSLATORS: two partners took every counter: "Ann & Cy shoot the moon!"
    return v.result->moon.size() > 1 ? trf("{first} & {second} shoot the moon!",
                                           {{"first", seat_name(n, s)}, {"second", seat_name(n, (s + 2) % n)}})
                                     : trf("{name} shoots the moon!", {{"name", seat_name(n, s)}});
  }
  if (!v.result->moon.empty()) {
    const int s = v.result->moon[0];
    if (v.result->moon.size() > 1)  // the other side by its names (a seat may be renamed)
      return s == 0 || s == 2 ? tr("Your side shoot the moon!")
                              : trf("{first} & {second} shoot the moon!",
                                    {{"first", seat_name(n, s)}, {"second", seat_name(n, (s + 2) % n)}});
    return s == 0 ? tr("You shoot the moon!") : trf("{name} shoots the moon!", {{"name", seat_name(n, s)}});
  }
  const int taken = v.result->taken[0];
  if (taken == 0) return tr("You take no counters!");
  // TRANSLATORS: the penalty points the player took this round.
  return trn("You take {n} point", "You take {n} points", taken);
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
  if (v.led_suit && !v.trick.empty()) look.led_label = domino_led_label(n, *v.led_suit, v.trick.front().seat);
  look.pass_offset = v.rules.pass_offset;

  TrickTableModel t;
  fill_trick_table(t, v, legal, input, look);
  if (v.to_move() == 0 && !legal.empty() && v.phase() == Phase::LeadPass)
    t.scene.buttons = {"move:pass_lead", "move:lead"};
  for (const auto& id : t.scene.buttons) t.button_labels.push_back(button_label(id));

  // TRANSLATORS: the table's title: the game and the round's number.
  t.title = trf("Black Tile \u2022 Round {round}", {{"round", v.round}});
  // TRANSLATORS: the table's options under its title: "11-point game • to 61 • partners";
  // {points}: the counters' points in a round.
  t.info = trf("{points}-point game", {{"points", scheme}}) + " \u2022 " + to_target(v.rules.target);
  // TRANSLATORS: after the table's options under its title: the players play as two sides.
  if (v.rules.partnership) t.info += std::string(" \u2022 ") + tr("partners");
  if (v.phase() != Phase::Pass) t.status = status(v, input);
  if (v.rules.partnership && n == 4) mark_partner(t);
  if (v.trick.empty() && v.tricks.empty() && v.lead_passed) {
    const int to = (v.first_leader + 1) % n;
    t.detail = says_you(v.first_leader) ? trf("You pass the lead to {name}", {{"name", seat_name(n, to)}})
               : says_you(to)           ? trf("{name} passes the lead to You", {{"name", seat_name(n, v.first_leader)}})
                                        : trf("{name} passes the lead to {next}",
                                              {{"name", seat_name(n, v.first_leader)}, {"next", seat_name(n, to)}});
  }

  penalty_columns(t, v.tricks_won, v.round_points, v.scores);

  // The summary: who took which counters.
  SummaryContent& c = t.summary;
  summary_frame(c, v.phase() == Phase::MatchOver, v.match_winners, n, headline(v), v.result && v.result->points[0] == 0,
                v.rules.partnership);
  if (v.result) c.text = render(name_seats(v.result->explanation, table_names(n)));
  // TRANSLATORS: the round summary's heading over the counters each player took.
  c.tiles_header = tr("Counters");
  // TRANSLATORS: 3 players: the tile left over from the deal, shown at the round's end.
  if (v.dead) c.text += (c.text.empty() ? "" : " ") + trf("The dead tile was {tile}.", {{"tile", v.dead->str()}});
  const auto taken = counters_taken(v, look);
  const auto& moon = v.result ? v.result->moon : std::vector<int>{};
  for (int seat = 0; seat < n; ++seat) {
    const std::size_t k = static_cast<std::size_t>(seat);
    SummaryRow row;
    row.highlight = std::find(moon.begin(), moon.end(), seat) != moon.end();
    // TRANSLATORS: a player's row in the round summary, when they took every counter (shot the moon).
    row.name = row.highlight ? trf("{name} \u2013 moon!", {{"name", plate_name(n, seat)}}) : plate_name(n, seat);
    row.tiles = taken[k];
    // TRANSLATORS: in the round summary, in place of the counters a player took, when they took none.
    row.no_tiles = trc("no counters", "none");
    summary_numbers(row, v.tricks_won[k], v.result ? v.result->points[k] : 0, v.scores[k], true);
    c.rows.push_back(std::move(row));
  }
  return t;
}

}  // namespace boneyard
