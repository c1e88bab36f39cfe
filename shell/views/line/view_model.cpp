// The line table's view model: what a tap means, and the words on the table.
#include "line/view_model.h"

#include <algorithm>

#include "core/i18n.h"

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
  std::vector<std::string> names;
  for (int seat : seats) names.push_back(seat_name(players, seat));
  return list_text(names);
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
  if (moves.empty()) return {std::nullopt, selected};      // not playable: nothing happens
  if (moves.size() == 1) return {moves[0], std::nullopt};  // opening tile or one place
  const bool lone_double = line.tiles().size() == 1 && line.tiles()[0].tile().is_double();
  if (lone_double) return {moves.back(), std::nullopt};                    // either side of it gives the same line
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
  // TRANSLATORS: the table's status line (and a headline) once the match is over.
  if (view.phase() == Phase::MatchOver) return tr("Match over");
  if (view.phase() == Phase::RoundOver) return tr("Round over");
  const int seat = view.to_move();
  if (seat < 0) return "";
  if (seat != view.seat()) {
    if (auto waiting = waiting_text(view.players(), seat)) return *waiting;
    // TRANSLATORS: the table's status line while a computer player chooses; {name}: a seat's name.
    return trf("{name} is thinking\u2026", {{"name", seat_name(view.players(), seat)}});
  }
  const auto legal = view.legal_moves();
  if (must_draw(legal)) return tr("No tile fits \u2014 draw");
  if (must_pass(legal))
    return view.rules.draw_game && !view.drew_this_turn ? tr("Boneyard empty \u2014 pass")
                                                        : tr("No tile fits \u2014 you pass");
  if (view.line.empty()) return tr("Your lead \u2014 pick a tile to open");
  if (tile_selected) return tr("Tap a glowing end to place it");
  if (may_pass(legal)) return tr("Play a tile, or pass");
  if (view.drew_this_turn && playable_tiles(legal).size() == 1) return tr("It fits \u2014 play it");
  return tr("Your turn \u2014 pick a tile");
}

// Seat 0 is "You" (seats.h says_you), and English says "You pass" but "West passes": each sentence
// below has a message for the player and one for a named seat ({name}); {tile}: a tile ("6-4").
std::string event_text(const TimedEvent& event, int players, bool draw_game) {
  const std::string who = seat_name(players, event.seat);
  const bool you = says_you(event.seat);
  // TRANSLATORS: what a seat did, on the table's status line; {name}: a seat's name.
  if (event.move == "draw") return you ? tr("You draw") : trf("{name} draws", {{"name", who}});
  if (event.move == "pass") {
    if (draw_game)
      // TRANSLATORS: a pass in the Draw game, the boneyard having no tile left.
      return you ? tr("You pass (boneyard empty)") : trf("{name} passes (boneyard empty)", {{"name", who}});
    if (event.ends[0] && event.ends[1]) {
      const int a = *event.ends[0], b = *event.ends[1];
      if (a == b)
        // TRANSLATORS: a pass, and the number on both open ends, which the seat lacks: "West passes (no 4)".
        return you ? trf("You pass (no {number})", {{"number", a}})
                   : trf("{name} passes (no {number})", {{"name", who}, {"number", a}});
      // TRANSLATORS: a pass, and the numbers on the open ends, which the seat lacks: "West passes (no 4 or 2)".
      return you ? trf("You pass (no {first} or {second})", {{"first", a}, {"second", b}})
                 : trf("{name} passes (no {first} or {second})", {{"name", who}, {"first", a}, {"second", b}});
    }
    // TRANSLATORS: what a seat did, on the table's status line; {name}: a seat's name.
    return you ? tr("You pass") : trf("{name} passes", {{"name", who}});
  }
  auto parsed = parse_move(event.move);
  // TRANSLATORS: a move the table cannot put in words, in its notation: "West: 6-4".
  if (!parsed.tile) return trf("{name}: {move}", {{"name", who}, {"move", event.move}});
  const std::string tile = parsed.tile->str();
  if (parsed.end == 0)
    // TRANSLATORS: the first tile of a round's line: "North opens with 6-6".
    return you ? trf("You open with {tile}", {{"tile", tile}})
               : trf("{name} opens with {tile}", {{"name", who}, {"tile", tile}});
  // TRANSLATORS: what a seat did, on the table's status line; {name}: a seat's name; {tile}: "6-4".
  return you ? trf("You play {tile}", {{"tile", tile}}) : trf("{name} plays {tile}", {{"name", who}, {"tile", tile}});
}

std::string latest_text(const std::vector<TimedEvent>& events, int players, bool draw_game) {
  if (events.empty()) return {};
  const TimedEvent& last = events.back();
  // The run of draws by the same seat that led up to the last event.
  std::size_t first = events.size() - (last.move == "draw" ? 0 : 1);
  while (first > 0 && events[first - 1].move == "draw" && events[first - 1].seat == last.seat) --first;
  const int draws = static_cast<int>(events.size() - first) - (last.move == "draw" ? 0 : 1);
  if (draws == 0) return event_text(last, players, draw_game);
  // A run of draws told as one, with what ended it ({n}: the tiles drawn, 2 and up).
  const bool you = says_you(last.seat);
  const std::string who = seat_name(players, last.seat);
  if (last.move == "draw") {
    if (draws == 1 && last.drawn)
      // TRANSLATORS: the tile the player just drew from the boneyard: "You draw 5-2".
      return you ? trf("You draw {tile}", {{"tile", last.drawn->str()}})
                 : trf("{name} draws {tile}", {{"name", who}, {"tile", last.drawn->str()}});
    if (draws == 1) return you ? tr("You draw") : trf("{name} draws", {{"name", who}});
    // TRANSLATORS: a run of draws from the boneyard told as one: "East draws 3 tiles".
    return you ? trn("You draw {n} tile", "You draw {n} tiles", draws)
               : trn("{name} draws {n} tile", "{name} draws {n} tiles", draws, {{"name", who}});
  }
  if (last.move == "pass") {
    // TRANSLATORS: a draw from the boneyard, then a pass; {name}: a seat's name.
    if (draws == 1) return you ? tr("You draw and pass") : trf("{name} draws and passes", {{"name", who}});
    // TRANSLATORS: a run of draws from the boneyard, then a pass: "East draws 3 tiles and passes".
    return you ? trn("You draw {n} tile and pass", "You draw {n} tiles and pass", draws)
               : trn("{name} draws {n} tile and passes", "{name} draws {n} tiles and passes", draws, {{"name", who}});
  }
  const auto parsed = parse_move(last.move);
  if (!parsed.tile) return event_text(last, players, draw_game);
  const std::string tile = parsed.tile->str();
  if (parsed.end == 0) {
    if (draws == 1)
      // TRANSLATORS: a draw from the boneyard, then the line's first tile; {name}: a seat's name; {tile}: "6-6".
      return you ? trf("You draw and open with {tile}", {{"tile", tile}})
                 : trf("{name} draws and opens with {tile}", {{"name", who}, {"tile", tile}});
    // TRANSLATORS: a run of draws from the boneyard, then the line's first tile: "East draws 3 tiles and opens
    // with 6-6".
    return you ? trn("You draw {n} tile and open with {tile}", "You draw {n} tiles and open with {tile}", draws,
                     {{"tile", tile}})
               : trn("{name} draws {n} tile and opens with {tile}", "{name} draws {n} tiles and opens with {tile}",
                     draws, {{"name", who}, {"tile", tile}});
  }
  if (draws == 1)
    // TRANSLATORS: a draw from the boneyard, then the tile played; {name}: a seat's name; {tile}: "6-4".
    return you ? trf("You draw and play {tile}", {{"tile", tile}})
               : trf("{name} draws and plays {tile}", {{"name", who}, {"tile", tile}});
  // TRANSLATORS: a run of draws from the boneyard, then the tile played: "East draws 3 tiles and plays 6-4".
  return you ? trn("You draw {n} tile and play {tile}", "You draw {n} tiles and play {tile}", draws, {{"tile", tile}})
             : trn("{name} draws {n} tile and plays {tile}", "{name} draws {n} tiles and plays {tile}", draws,
                   {{"name", who}, {"tile", tile}});
}

std::vector<SeatBubble> seat_bubbles(const std::vector<TimedEvent>& events) {
  std::vector<SeatBubble> out;
  int run = 0;  // draws in a row by the seat of the last bubble
  for (std::size_t i = 0; i < events.size(); ++i) {
    const TimedEvent& e = events[i];
    if (e.move == "pass") {
      // TRANSLATORS: a speech bubble at a seat that passes (the player's: "You pass").
      out.push_back({e.seat, says_you(e.seat) ? tr("You pass") : trc("speech bubble", "Pass"), e.at});
    } else if (e.move == "draw" && e.seat != 0) {  // the player sees their own draws land
      const bool continues = i > 0 && events[i - 1].move == "draw" && events[i - 1].seat == e.seat;
      run = continues ? run + 1 : 1;
      if (run == 1) {
        // TRANSLATORS: a speech bubble at a seat that draws from the boneyard.
        out.push_back({e.seat, trc("speech bubble", "Draw"), e.at});
      } else {
        // TRANSLATORS: a speech bubble at a seat that drew several tiles in a row: "Draw ×3".
        out.back().text = trcf("speech bubble", "Draw \u00d7{count}", {{"count", run}});
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
  const int times = view.redeals;
  // A note as a round starts: why the tiles were dealt again, and how many times when more than once.
  if (no_double && !five)
    return times == 1 ? tr("No double dealt \u2014 shuffled and dealt again")
                      // TRANSLATORS: why the tiles were dealt again; {n}: how many times (2 and up).
                      : trn("No double dealt \u2014 shuffled and dealt again ({n} time)",
                            "No double dealt \u2014 shuffled and dealt again ({n} times)", times);
  if (five && !no_double)
    return times == 1 ? tr("Five doubles in one hand \u2014 redealt")
                      // TRANSLATORS: why the tiles were dealt again; {n}: how many times (2 and up).
                      : trn("Five doubles in one hand \u2014 redealt ({n} time)",
                            "Five doubles in one hand \u2014 redealt ({n} times)", times);
  return times == 1 ? tr("No double dealt, or five doubles in a hand \u2014 redealt")
                    // TRANSLATORS: why the tiles were dealt again; {n}: how many times (2 and up).
                    : trn("No double dealt, or five doubles in a hand \u2014 redealt ({n} time)",
                          "No double dealt, or five doubles in a hand \u2014 redealt ({n} times)", times);
}

std::string round_explanation(const LineView& view) {
  if (!view.result) return {};
  std::string text = render(name_seats(view.result->explanation, table_names(view.players())));
  if (view.rules.draw_game && view.result->blocked) {
    // TRANSLATORS: a sentence after a blocked round's explanation, in the Draw game.
    text += " " + (view.boneyard == 0 ? tr("The boneyard was empty.")
                                      // TRANSLATORS: a sentence after a blocked round's explanation, in the Draw
                                      // game; {n}: the tiles left in the boneyard.
                                      : trn("The boneyard still held {n} tile, which fits neither end.",
                                            "The boneyard still held {n} tiles, none of which fits.", view.boneyard));
  }
  return text;
}

std::string round_headline(const LineView& view) {
  if (!view.result) return tr("Round over");
  const LineRoundResult& r = *view.result;
  const int n = view.players();
  if (r.winners.empty()) return tr("Blocked \u2014 nobody scores");
  // Shared by several people: everyone reads it, so names rather than "You" (says_you).
  const bool you = says_you(0) && std::find(r.winners.begin(), r.winners.end(), 0) != r.winners.end();
  if (!r.blocked)
    // TRANSLATORS: a round's headline when someone plays their last tile ("goes domino"); {name}: a seat's name.
    return you ? tr("Domino! You win the round")
               : trf("{name} dominoes and wins", {{"name", seat_name(n, r.winners[0])}});
  if (r.winners.size() == 1)
    // TRANSLATORS: a blocked round's headline; {name}: a seat's name.
    return you ? tr("Blocked \u2014 you win the round")
               : trf("Blocked \u2014 {name} wins", {{"name", seat_name(n, r.winners[0])}});
  // TRANSLATORS: a blocked round's headline when several tie for the fewest pips; {names}: "West and East".
  return trf("Blocked \u2014 {names} tie", {{"names", name_list(r.winners, n)}});
}

std::string match_headline(const LineView& view) {
  const auto& w = view.match_winners;
  if (w.empty()) return tr("Match over");
  const bool you = says_you(0) && std::find(w.begin(), w.end(), 0) != w.end();
  if (w.size() == 1)
    // TRANSLATORS: the match's headline; {name}: a seat's name.
    return you ? tr("You win the match!") : trf("{name} wins the match", {{"name", seat_name(view.players(), w[0])}});
  // TRANSLATORS: a match won by several at once; {names}: "You and West" (the player among them) or "North and
  // West".
  return you ? trf("Shared win: {names}", {{"names", name_list(w, view.players())}})
             : trf("Shared by {names}", {{"names", name_list(w, view.players())}});
}

}  // namespace boneyard
