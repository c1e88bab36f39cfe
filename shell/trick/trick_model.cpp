// The trick table's view model: gestures and words for the domino trick games.
#include "trick/trick_model.h"

#include <algorithm>

#include "view_model.h"

namespace boneyard {

namespace {

// "6-4:6" -> {6-4, "6"}; "6-4" -> {6-4, ""}; moves that are not tile plays -> no tile.
struct TileMove {
  std::optional<Tile> tile;
  std::string suit;
};

TileMove parse_tile_move(const std::string& move) {
  const auto colon = move.find(':');
  TileMove out;
  out.tile = parse_tile(std::string_view(move).substr(0, colon));
  if (colon != std::string::npos) out.suit = move.substr(colon + 1);
  return out;
}

std::string seat_verb(int players, int seat, const char* you, const char* other) {
  return seat_name(players, seat) + (seat == 0 ? you : other);
}

}  // namespace

// --- Moves ----------------------------------------------------------------------------------

std::vector<Tile> trick_playable(const std::vector<std::string>& legal) {
  std::vector<Tile> out;
  for (const auto& m : legal) {
    const TileMove tm = parse_tile_move(m);
    if (tm.tile && std::find(out.begin(), out.end(), *tm.tile) == out.end()) out.push_back(*tm.tile);
  }
  return out;
}

std::vector<int> lead_suits(const std::vector<std::string>& legal, Tile tile) {
  std::vector<int> out;
  for (const auto& m : legal) {
    const TileMove tm = parse_tile_move(m);
    if (!tm.tile || *tm.tile != tile || tm.suit.empty()) continue;
    if (auto suit = parse_suit(tm.suit, 12)) out.push_back(*suit);
  }
  return out;
}

std::string lead_move(Tile tile, int suit) { return tile.str() + ":" + suit_text(suit); }

bool leading(const std::vector<std::string>& legal) {
  return std::any_of(legal.begin(), legal.end(), [](const std::string& m) {
    const TileMove tm = parse_tile_move(m);
    return tm.tile && !tm.suit.empty();
  });
}

std::vector<Tile> toggle_pick(std::vector<Tile> picked, Tile tile, int count) {
  const auto it = std::find(picked.begin(), picked.end(), tile);
  if (it != picked.end())
    picked.erase(it);
  else if (static_cast<int>(picked.size()) < count)
    picked.push_back(tile);
  return picked;
}

std::string pass_move(std::vector<Tile> picked) {
  std::vector<std::string> names;
  for (Tile t : picked) names.push_back(t.str());
  std::sort(names.begin(), names.end());
  std::string out = "pass:";
  for (std::size_t i = 0; i < names.size(); ++i) out += (i ? "," : "") + names[i];
  return out;
}

// --- The table ------------------------------------------------------------------------------

TrickScene blacktile_scene(const BlackTileView& v, const std::vector<std::string>& legal, const TrickInput& input) {
  TrickScene s;
  const int n = v.players();
  s.players = n;
  s.hand_counts = v.hand_counts;
  s.hand_capacity = v.rules.hand_size();
  s.hand = v.hand;
  const bool my_turn = v.to_move() == 0 && !legal.empty();
  const bool passing = my_turn && v.phase() == Phase::Pass;
  const bool playing = my_turn && v.phase() == Phase::Play;
  const bool lead = playing && leading(legal);
  const auto playable = trick_playable(legal);
  for (Tile t : s.hand) {
    const bool picked = std::find(input.picked.begin(), input.picked.end(), t) != input.picked.end();
    const bool may_play = std::find(playable.begin(), playable.end(), t) != playable.end();
    s.active.push_back(passing || (playing && may_play));
    s.picked.push_back((passing && picked) || (lead && input.selected == t));
    std::vector<int> halves;
    if (lead && !t.is_double()) {
      const auto suits = lead_suits(legal, t);
      const bool both = std::find(suits.begin(), suits.end(), t.hi) != suits.end() &&
                        std::find(suits.begin(), suits.end(), t.lo) != suits.end();
      if (both) halves = {t.hi, t.lo};
    }
    s.halves.push_back(halves);
  }
  if (passing && static_cast<int>(input.picked.size()) == 3) s.buttons = {"button:pass_confirm"};
  if (my_turn && v.phase() == Phase::LeadPass) s.buttons = {"button:pass_lead", "button:lead"};
  if (lead && input.selected) {
    for (int suit : lead_suits(legal, *input.selected)) s.buttons.push_back("lead:" + lead_move(*input.selected, suit));
  }
  s.trick.assign(static_cast<std::size_t>(n), std::nullopt);
  if (input.review && !v.tricks.empty()) {
    s.trick = last_trick(v);
  } else {
    for (const TrickPlay& p : v.trick) s.trick[static_cast<std::size_t>(p.seat)] = p.tile;
  }
  s.can_review = !v.tricks.empty() && v.phase() == Phase::Play;
  return s;
}

std::vector<std::vector<Tile>> counters_taken(const BlackTileView& v) {
  std::vector<std::vector<Tile>> out(static_cast<std::size_t>(v.players()));
  for (std::size_t k = 0; k < v.tricks.size(); ++k) {
    const TrickRecord& r = v.tricks[k];
    auto& mine = out[static_cast<std::size_t>(r.winner)];
    for (const TrickPlay& p : r.plays)
      if (counter_value(p.tile, v.rules.points) > 0) mine.push_back(p.tile);
    // The leftover tile goes with the first trick when the rules say so.
    if (k == 0 && v.rules.dead_to_first_trick && v.dead && counter_value(*v.dead, v.rules.points) > 0)
      mine.push_back(*v.dead);
  }
  return out;
}

std::vector<std::optional<Tile>> last_trick(const BlackTileView& v) {
  std::vector<std::optional<Tile>> out(static_cast<std::size_t>(v.players()));
  if (v.tricks.empty()) return out;
  for (const TrickPlay& p : v.tricks.back().plays) out[static_cast<std::size_t>(p.seat)] = p.tile;
  return out;
}

std::string blacktile_latest(const BlackTileView& v) {
  const int n = v.players();
  if (!v.trick.empty()) {
    const TrickPlay& p = v.trick.back();
    std::string text = seat_verb(n, p.seat, " play ", " plays ") + p.tile.str();
    if (v.trick.size() == 1 && v.led_suit) text += " (" + suit_name(*v.led_suit) + " led)";
    return text;
  }
  if (!v.tricks.empty()) {
    const TrickRecord& r = v.tricks.back();
    int points = 0;
    for (const TrickPlay& p : r.plays) points += counter_value(p.tile, v.rules.points);
    std::string text = seat_verb(n, r.winner, " take the trick", " takes the trick");
    if (points > 0) text += " (" + std::to_string(points) + (points == 1 ? " point)" : " points)");
    return text;
  }
  if (v.lead_passed)
    return seat_verb(n, v.first_leader, " pass", " passes") + " the lead to " + seat_name(n, (v.first_leader + 1) % n);
  if (!v.received.empty()) {
    std::string text = "You received";
    for (Tile t : v.received) text += " " + t.str();
    return text;
  }
  return "";
}

std::string tricks_and_points(const BlackTileView& v, int seat) {
  const int tricks = v.tricks_won[static_cast<std::size_t>(seat)];
  const int points = v.round_points[static_cast<std::size_t>(seat)];
  return std::to_string(tricks) + (tricks == 1 ? " trick \u2022 " : " tricks \u2022 ") + std::to_string(points) +
         (points == 1 ? " pt" : " pts");
}

std::string trick_button_label(const std::string& id) {
  if (id == "button:pass_confirm") return "Pass 3 tiles";
  if (id == "button:lead") return "Lead";
  if (id == "button:pass_lead") return "Pass the lead";
  if (id.rfind("lead:", 0) == 0) {
    if (auto suit = parse_suit(std::string_view(id).substr(id.rfind(':') + 1), 12)) return suit_button(*suit);
  }
  return id;
}

// --- Words ----------------------------------------------------------------------------------

std::string suit_name(int suit) {
  static constexpr const char* kNames[] = {"blanks", "ones",   "twos",  "threes", "fours",   "fives",  "sixes",
                                           "sevens", "eights", "nines", "tens",   "elevens", "twelves"};
  if (suit == kDoublesSuit) return "doubles";
  if (suit >= 0 && suit <= 12) return kNames[suit];
  return "?";
}

std::string suit_button(int suit) {
  std::string s = suit_name(suit);
  s[0] = static_cast<char>(s[0] - 'a' + 'A');
  return s;
}

std::string blacktile_status(const BlackTileView& v, int picked) {
  const int n = v.players();
  const int mover = v.to_move();
  if (mover < 0) return "Round over";
  if (mover != 0) {
    if (v.phase() == Phase::Pass) return seat_name(n, mover) + " is choosing tiles to pass\u2026";
    if (v.phase() == Phase::LeadPass) return seat_name(n, mover) + " may lead or pass the lead\u2026";
    return seat_name(n, mover) + (v.trick.empty() ? " leads\u2026" : " is thinking\u2026");
  }
  switch (v.phase()) {
    case Phase::Pass: {
      const int to = (v.rules.pass_offset) % n;
      if (picked < 3)
        return "Choose " + std::to_string(3 - picked) + (picked ? " more" : "") + " tile" +
               (3 - picked == 1 ? "" : "s") + " to pass to " + seat_name(n, to);
      return "Pass these to " + seat_name(n, to) + "?";
    }
    case Phase::LeadPass:
      return "Lead the first trick, or pass the lead to " + seat_name(n, 1);
    case Phase::Play:
      if (v.trick.empty()) return "Your lead \u2014 tap the half whose suit you lead";
      if (v.led_suit) return "Follow " + suit_name(*v.led_suit) + " if you can";
      return "Your turn";
    default:
      return "";
  }
}

std::string blacktile_headline(const BlackTileView& v) {
  if (!v.result) return "Round over";
  const int n = v.players();
  if (!v.result->moon.empty()) {
    const int s = v.result->moon[0];
    if (v.result->moon.size() > 1)
      return (s == 0 || s == 2 ? "Your side" : "West and East") + std::string(" shoot the moon!");
    return seat_verb(n, s, " shoot the moon!", " shoots the moon!");
  }
  const int taken = v.result->taken[0];
  if (taken == 0) return "You take no counters!";
  return "You take " + std::to_string(taken) + (taken == 1 ? " point" : " points");
}

std::string blacktile_explanation(const BlackTileView& v) {
  if (!v.result) return "";
  return name_seats(v.result->explanation, seat_names(v.players()));
}

std::string blacktile_match_headline(const BlackTileView& v) {
  const auto& w = v.match_winners;
  if (std::find(w.begin(), w.end(), 0) != w.end()) return w.size() > 1 ? "You share the win!" : "You win the match!";
  if (w.empty()) return "Match over";
  return seat_name(v.players(), w[0]) + " wins the match";
}

}  // namespace boneyard
