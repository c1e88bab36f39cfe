// The view model: seat names and sides, what a tap means, and the words on the table.
#include "view_model.h"

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
    out += seat_name(players, seats[i]);
  }
  return out;
}

}  // namespace

std::string seat_name(int players, int seat) {
  if (seat == 0) return "You";
  if (players == 2) return "North";
  if (players == 3) return seat == 1 ? "West" : "East";
  if (players == 4) return seat == 1 ? "West" : seat == 2 ? "North" : "East";
  return "Bot " + std::to_string(seat);
}

SeatSide seat_side(int players, int seat) {
  if (seat == 0) return SeatSide::Bottom;
  if (players == 2) return SeatSide::Top;
  if (players == 3) return seat == 1 ? SeatSide::Left : SeatSide::Right;
  if (players == 4) return seat == 1 ? SeatSide::Left : seat == 2 ? SeatSide::Top : SeatSide::Right;
  // More seats (bigger sets): the first half on the left, the rest along the top and right.
  const int others = players - 1;
  if (seat <= others / 3) return SeatSide::Left;
  if (seat > others - others / 3) return SeatSide::Right;
  return SeatSide::Top;
}

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

TapOutcome tap_tile(const std::vector<std::string>& legal, Tile tile, std::optional<Tile> selected) {
  std::vector<std::string> moves;
  for (const auto& move : legal) {
    auto parsed = parse_move(move);
    if (parsed.tile && *parsed.tile == tile) moves.push_back(move);
  }
  if (moves.empty()) return {std::nullopt, selected};                      // not playable: nothing happens
  if (moves.size() == 1) return {moves[0], std::nullopt};                  // opening tile or one place
  if (selected && *selected == tile) return {std::nullopt, std::nullopt};  // tapped again
  return {std::nullopt, tile};
}

std::optional<std::string> tap_end(const std::vector<std::string>& legal, Tile selected, End end) {
  const std::string move = selected.str() + ":" + end_letter(end);
  if (std::find(legal.begin(), legal.end(), move) == legal.end()) return std::nullopt;
  return move;
}

// --- Words -------------------------------------------------------------------------------

std::string turn_text(const LineView& view, bool tile_selected) {
  if (view.phase() == Phase::MatchOver) return "Match over";
  if (view.phase() == Phase::RoundOver) return "Round over";
  const int seat = view.to_move();
  if (seat < 0) return "";
  if (seat != view.seat()) return seat_name(view.players(), seat) + " is thinking\u2026";
  const auto legal = view.legal_moves();
  if (must_pass(legal)) return "No tile fits \u2014 you pass";
  if (view.line.empty()) return "Your lead \u2014 pick a tile to open";
  if (tile_selected) return "Tap a glowing end to place it";
  return "Your turn \u2014 pick a tile";
}

std::string event_text(const TimedEvent& event, int players) {
  const std::string who = seat_name(players, event.seat);
  const bool you = event.seat == 0;
  if (event.move == "pass") {
    std::string why;
    if (event.ends[0] && event.ends[1]) {
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

std::string round_headline(const LineView& view) {
  if (!view.result) return "Round over";
  const LineRoundResult& r = *view.result;
  const int n = view.players();
  if (r.winners.empty()) return "Blocked \u2014 nobody scores";
  const bool you = std::find(r.winners.begin(), r.winners.end(), 0) != r.winners.end();
  if (!r.blocked) return you ? "Domino! You win the round" : seat_name(n, r.winners[0]) + " dominoes and wins";
  if (r.winners.size() == 1)
    return you ? "Blocked \u2014 you win the round" : "Blocked \u2014 " + seat_name(n, r.winners[0]) + " wins";
  return "Blocked \u2014 " + name_list(r.winners, n) + " tie";
}

std::string match_headline(const LineView& view) {
  const auto& w = view.match_winners;
  if (w.empty()) return "Match over";
  const bool you = std::find(w.begin(), w.end(), 0) != w.end();
  if (w.size() == 1) return you ? "You win the match!" : seat_name(view.players(), w[0]) + " wins the match";
  return (you ? "Shared win: " : "Shared by ") + name_list(w, view.players());
}

std::string pretty_value(std::string_view value) {
  if (value == "true") return "On";
  if (value == "false") return "Off";
  std::string out(value);
  for (auto& c : out)
    if (c == '_') c = ' ';
  if (!out.empty() && out[0] >= 'a' && out[0] <= 'z') out[0] = static_cast<char>(out[0] - 'a' + 'A');
  return out;
}

}  // namespace boneyard
