// The line table's view model: what a tap means, and the words on the table.
#include "line/view_model.h"

#include <algorithm>

namespace boneyard {

namespace {

// Splits "6-4:L" into the tile and the end letter (0 when there is none).
struct ParsedMove {
  std::optional<Tile> tile;
  char end = 0;
};

ParsedMove parse_move(std::string_view move) {
  ParsedMove out;
  const auto colon = move.find(':');
  out.tile = parse_tile(move.substr(0, colon));
  if (colon != std::string_view::npos && colon + 1 < move.size()) out.end = move[colon + 1];
  return out;
}

std::string name_list(const std::vector<int>& seats, int players) {
  std::string out;
  for (std::size_t i = 0; i < seats.size(); ++i) {
    if (i) out += i + 1 == seats.size() ? " and " : ", ";
    out += headline_name(players, seats[i]);
  }
  return out;
}

}  // namespace

// --- What the player may do --------------------------------------------------------------

std::vector<Tile> playable_tiles(const std::vector<std::string>& legal) {
  std::vector<Tile> tiles;
  for (const auto& move : legal) {
    auto parsed = parse_move(move);
    if (parsed.tile && std::find(tiles.begin(), tiles.end(), *parsed.tile) == tiles.end())
      tiles.push_back(*parsed.tile);
  }
  return tiles;
}

std::vector<End> ends_for(const std::vector<std::string>& legal, Tile tile) {
  std::vector<End> ends;
  for (const auto& move : legal) {
    auto parsed = parse_move(move);
    if (!parsed.tile || *parsed.tile != tile) continue;
    if (parsed.end == 'L') ends.push_back(End::Left);
    if (parsed.end == 'R') ends.push_back(End::Right);
  }
  return ends;
}

bool must_pass(const std::vector<std::string>& legal) { return legal.size() == 1 && legal[0] == "pass"; }

bool may_pass(const std::vector<std::string>& legal) {
  return std::find(legal.begin(), legal.end(), "pass") != legal.end();
}

bool must_draw(const std::vector<std::string>& legal) { return legal.size() == 1 && legal[0] == "draw"; }

TapOutcome tap_tile(const std::vector<std::string>& legal, Tile tile, std::optional<Tile> selected, const Line& line) {
  std::vector<std::string> moves;
  for (const auto& move : legal) {
    auto parsed = parse_move(move);
    if (parsed.tile && *parsed.tile == tile) moves.push_back(move);
  }
  if (moves.empty()) return {std::nullopt, selected};                      // not playable: nothing happens
  if (moves.size() == 1) return {moves[0], std::nullopt};                  // opening tile or one place
  const bool lone_double = line.tiles().size() == 1 && line.tiles()[0].tile().is_double();
  if (lone_double) return {moves.back(), std::nullopt};  // either side of it gives the same line
  if (selected && *selected == tile) return {std::nullopt, std::nullopt};  // tapped again
  return {std::nullopt, tile};
}

std::optional<std::string> tap_end(const std::vector<std::string>& legal, Tile selected, End end) {
  const std::string move = selected.str() + ":" + end_letter(end);
  if (std::find(legal.begin(), legal.end(), move) == legal.end()) return std::nullopt;
  return move;
}

std::vector<Tile> fresh_draws(const std::vector<TimedEvent>& events, const std::vector<Tile>& hand) {
  std::vector<Tile> out;
  for (const auto& e : events) {
    if (e.seat != 0) continue;
    if (e.move == "draw") {
      if (e.drawn) out.push_back(*e.drawn);
    } else if (e.move != "pass") {
      out.clear();  // a tile played: what was drawn before is no longer new
    }
  }
  std::erase_if(out, [&](Tile t) { return std::find(hand.begin(), hand.end(), t) == hand.end(); });
  return out;
}

namespace {
constexpr int kCopyStride = 1000;  // above every Tile::index() (double-twelve: 90)
int motion_key(Tile t, int copy) { return t.index() + kCopyStride * copy; }
}  // namespace

std::vector<int> line_keys(const Line& line, const std::vector<TimedEvent>& events) {
  const auto& tiles = line.tiles();
  const int origin = line.origin();
  // The order each line tile was played in: the first tile, then each arm outward, with the
  // arms interleaved as the events say (without events, the right arm first).
  std::vector<int> order(tiles.size(), 0);
  int next_left = origin - 1, next_right = origin + 1, turn = 1;
  for (const auto& e : events) {
    auto parsed = parse_move(e.move);
    if (!parsed.tile || parsed.end == 0) continue;
    int& next = parsed.end == 'L' ? next_left : next_right;
    if (next >= 0 && next < static_cast<int>(tiles.size())) {
      order[static_cast<std::size_t>(next)] = turn++;
      next += parsed.end == 'L' ? -1 : 1;
    }
  }
  for (; next_right < static_cast<int>(tiles.size()); ++next_right)
    order[static_cast<std::size_t>(next_right)] = turn++;
  for (; next_left >= 0; --next_left) order[static_cast<std::size_t>(next_left)] = turn++;
  std::vector<int> keys(tiles.size());
  for (std::size_t i = 0; i < tiles.size(); ++i) {
    int copy = 0;
    for (std::size_t j = 0; j < tiles.size(); ++j)
      if (j != i && tiles[j].tile() == tiles[i].tile() && order[j] < order[i]) ++copy;
    keys[i] = motion_key(tiles[i].tile(), copy);
  }
  return keys;
}

std::vector<int> hand_keys(const std::vector<Tile>& hand, const Line& line) {
  std::vector<int> keys;
  for (std::size_t i = 0; i < hand.size(); ++i) {
    int copy = static_cast<int>(std::count_if(line.tiles().begin(), line.tiles().end(),
                                              [&](const LaidTile& l) { return l.tile() == hand[i]; }));
    copy += static_cast<int>(std::count(hand.begin(), hand.begin() + static_cast<std::ptrdiff_t>(i), hand[i]));
    keys.push_back(motion_key(hand[i], copy));
  }
  return keys;
}

// --- Words -------------------------------------------------------------------------------

std::string turn_text(const LineView& view, bool tile_selected) {
  if (view.phase() == Phase::MatchOver) return "Match over";
  if (view.phase() == Phase::RoundOver) return "Round over";
  const int seat = view.to_move();
  if (seat < 0) return "";
  if (seat != view.seat()) {
    if (auto waiting = waiting_text(view.players(), seat)) return *waiting;
    return seat_name(view.players(), seat) + " is thinking\u2026";
  }
  const auto legal = view.legal_moves();
  if (must_draw(legal)) return "No tile fits \u2014 draw";
  if (must_pass(legal))
    return view.rules.draw_game && !view.drew_this_turn ? "Boneyard empty \u2014 pass" : "No tile fits \u2014 you pass";
  if (view.line.empty()) return "Your lead \u2014 pick a tile to open";
  if (tile_selected) return "Tap a glowing end to place it";
  if (may_pass(legal)) return "Play a tile, or pass";
  if (view.drew_this_turn && playable_tiles(legal).size() == 1) return "It fits \u2014 play it";
  return "Your turn \u2014 pick a tile";
}

std::string event_text(const TimedEvent& event, int players, bool draw_game) {
  const std::string who = seat_name(players, event.seat);
  const bool you = event.seat == 0;
  if (event.move == "draw") return who + (you ? " draw" : " draws");
  if (event.move == "pass") {
    std::string why;
    if (draw_game) {
      why = " (boneyard empty)";
    } else if (event.ends[0] && event.ends[1]) {
      why = *event.ends[0] == *event.ends[1]
                ? " (no " + std::to_string(*event.ends[0]) + ")"
                : " (no " + std::to_string(*event.ends[0]) + " or " + std::to_string(*event.ends[1]) + ")";
    }
    return who + (you ? " pass" : " passes") + why;
  }
  auto parsed = parse_move(event.move);
  if (!parsed.tile) return who + ": " + event.move;
  if (parsed.end == 0) return who + (you ? " open with " : " opens with ") + parsed.tile->str();
  return who + (you ? " play " : " plays ") + parsed.tile->str();
}

std::string latest_text(const std::vector<TimedEvent>& events, int players, bool draw_game) {
  if (events.empty()) return {};
  const TimedEvent& last = events.back();
  // The run of draws by the same seat that led up to the last event.
  std::size_t first = events.size() - (last.move == "draw" ? 0 : 1);
  while (first > 0 && events[first - 1].move == "draw" && events[first - 1].seat == last.seat) --first;
  const int draws = static_cast<int>(events.size() - first) - (last.move == "draw" ? 0 : 1);
  if (draws == 0) return event_text(last, players, draw_game);
  const bool you = last.seat == 0;
  std::string text = seat_name(players, last.seat) + (you ? " draw" : " draws");
  if (draws > 1) text += " " + std::to_string(draws) + " tiles";
  if (last.move == "draw") return draws == 1 && last.drawn ? text + " " + last.drawn->str() : text;
  if (last.move == "pass") return text + (you ? " and pass" : " and passes");
  const std::string played = event_text(last, players, draw_game);  // "East plays 6-4"
  return text + " and" + played.substr(seat_name(players, last.seat).size());
}

std::vector<SeatBubble> seat_bubbles(const std::vector<TimedEvent>& events) {
  std::vector<SeatBubble> out;
  int run = 0;  // draws in a row by the seat of the last bubble
  for (std::size_t i = 0; i < events.size(); ++i) {
    const TimedEvent& e = events[i];
    if (e.move == "pass") {
      out.push_back({e.seat, e.seat == 0 ? "You pass" : "Pass", e.at});
    } else if (e.move == "draw" && e.seat != 0) {  // the player sees their own draws land
      const bool continues = i > 0 && events[i - 1].move == "draw" && events[i - 1].seat == e.seat;
      run = continues ? run + 1 : 1;
      if (run == 1) {
        out.push_back({e.seat, "Draw", e.at});
      } else {
        out.back().text = "Draw \u00d7" + std::to_string(run);
        out.back().at = e.at;
      }
    }
  }
  return out;
}

std::string redeal_text(const LineView& view) {
  if (view.redeals <= 0) return {};
  const bool no_double = view.rules.opener == OpenerRule::HighestDouble;
  const bool five = view.rules.redeal_five_doubles;
  std::string why = no_double && !five   ? "No double dealt \u2014 shuffled and dealt again"
                    : five && !no_double ? "Five doubles in one hand \u2014 redealt"
                                         : "No double dealt, or five doubles in a hand \u2014 redealt";
  if (view.redeals > 1) why += " (" + std::to_string(view.redeals) + " times)";
  return why;
}

std::string round_explanation(const LineView& view) {
  if (!view.result) return {};
  std::string text = render(name_seats(view.result->explanation, table_names(view.players())));
  if (view.rules.draw_game && view.result->blocked) {
    text += view.boneyard == 0
                ? " The boneyard was empty."
                : " The boneyard still held " + std::to_string(view.boneyard) +
                      (view.boneyard == 1 ? " tile, which fits neither end." : " tiles, none of which fits.");
  }
  return text;
}

std::string round_headline(const LineView& view) {
  if (!view.result) return "Round over";
  const LineRoundResult& r = *view.result;
  const int n = view.players();
  if (r.winners.empty()) return "Blocked \u2014 nobody scores";
  // Shared by several people (shared_table): everyone reads it, so names rather than "You".
  const bool you = !shared_table() && std::find(r.winners.begin(), r.winners.end(), 0) != r.winners.end();
  if (!r.blocked) return you ? "Domino! You win the round" : headline_name(n, r.winners[0]) + " dominoes and wins";
  if (r.winners.size() == 1)
    return you ? "Blocked \u2014 you win the round" : "Blocked \u2014 " + headline_name(n, r.winners[0]) + " wins";
  return "Blocked \u2014 " + name_list(r.winners, n) + " tie";
}

std::string match_headline(const LineView& view) {
  const auto& w = view.match_winners;
  if (w.empty()) return "Match over";
  const bool you = !shared_table() && std::find(w.begin(), w.end(), 0) != w.end();
  if (w.size() == 1) return you ? "You win the match!" : headline_name(view.players(), w[0]) + " wins the match";
  return (you ? "Shared win: " : "Shared by ") + name_list(w, view.players());
}

}  // namespace boneyard
