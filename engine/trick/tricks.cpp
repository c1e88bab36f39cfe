#include "trick/tricks.h"

#include <algorithm>

#include "core/i18n.h"
#include "core/text.h"

namespace boneyard {

std::string pass_move(std::vector<std::string> three) {
  std::sort(three.begin(), three.end());
  std::string out = "pass:";
  for (std::size_t i = 0; i < three.size(); ++i) out += (i ? "," : "") + three[i];
  return out;
}

std::vector<std::string> pass_moves(const std::vector<std::string>& hand) {
  // From the names in order, each choice is already canonical, and the choices come in order:
  // ',' sorts before every character of a name, so "pass:A,B,C" sorts as (A, B, C) does.
  std::vector<std::string> names = hand;
  std::sort(names.begin(), names.end());
  std::vector<std::string> moves;
  const std::size_t n = names.size();
  if (n >= 3) moves.reserve(n * (n - 1) * (n - 2) / 6);
  for (std::size_t a = 0; a < n; ++a)
    for (std::size_t b = a + 1; b < n; ++b) {
      const std::string two = "pass:" + names[a] + "," + names[b] + ",";
      for (std::size_t c = b + 1; c < n; ++c) moves.push_back(two + names[c]);
    }
  moves.erase(std::unique(moves.begin(), moves.end()), moves.end());  // a hand holding twins
  return moves;
}

std::vector<std::string> pass_moves(const std::vector<Tile>& hand) {
  std::vector<std::string> names;
  for (Tile t : hand) names.push_back(t.str());
  return pass_moves(names);
}

std::vector<std::string> pass_names(std::string_view move) {
  std::vector<std::string> names;
  std::size_t start = move.find(':') + 1;
  for (;;) {
    const std::size_t comma = move.find(',', start);
    names.emplace_back(move.substr(start, comma == std::string_view::npos ? move.npos : comma - start));
    if (comma == std::string_view::npos) break;
    start = comma + 1;
  }
  return names;
}

std::vector<Tile> pass_tiles(std::string_view canonical) {
  std::vector<Tile> tiles;
  for (const auto& name : pass_names(canonical)) tiles.push_back(*parse_tile(name));
  return tiles;
}

Result<std::string> canonical_pass(std::string_view move) {
  std::vector<std::string> tiles;
  for (const auto& name : pass_names(move)) {
    auto t = parse_tile(name);
    if (!t)
      return Status::fail(
          phrase("{move} is not a pass: name three tiles, like pass:5-2,6-0,6-6", {{"move", quote_input(move)}}));
    tiles.push_back(t->str());
  }
  if (tiles.size() != 3) return Status::fail(phrase("a pass is exactly three tiles, like pass:5-2,6-0,6-6"));
  return pass_move(tiles);
}

std::vector<std::string> lead_moves(const std::vector<Tile>& hand, const Trumps& trumps) {
  std::vector<std::string> moves;
  for (Tile t : hand)
    for (int s : lead_suits(t, trumps)) moves.push_back(t.str() + ":" + suit_text(s));
  std::sort(moves.begin(), moves.end());
  return moves;
}

std::vector<std::string> follow_moves(const std::vector<Tile>& hand, int led_suit, const Trumps& trumps) {
  std::vector<std::string> moves;
  for (Tile t : may_follow(hand, led_suit, trumps)) moves.push_back(t.str());
  std::sort(moves.begin(), moves.end());
  return moves;
}

Result<std::string> canonical_trick_move(std::string_view move, int max_number, TrickGame game) {
  const std::size_t colon = move.find(':');
  auto t = parse_tile(move.substr(0, colon));
  if (!t && game == TrickGame::BlackTile)
    return Status::fail(
        // TRANSLATORS: the moves in parentheses and after the colon are written as a player types them
        // ("6-4:6", "pass:5-2,6-0,6-6", "bid:5", "trump:N"): keep them. {move} is what was typed.
        phrase("{move} is not a move: lead a tile naming its suit (6-4:6, 3-3:D) or follow with a tile "
               "(6-4), pass three tiles (pass:5-2,6-0,6-6), lead or pass_lead",
               {{"move", quote_input(move)}}));
  if (!t)
    return Status::fail(
        phrase("{move} is not a move: lead a tile naming its suit (6-4:6, 3-3:D) or follow with a tile "
               "(6-4), bid (bid:5, bid:pass), widow:keep / widow:6-4 or trump:4 / D / N",
               {{"move", quote_input(move)}}));
  if (colon == std::string_view::npos) return t->str();
  auto suit = parse_suit(move.substr(colon + 1), max_number);
  const std::string typed = quote_input(move.substr(colon + 1));  // the Args view it
  const Args args{{"suit", typed}, {"max", max_number}};
  if (!suit && game == TrickGame::BlackTile)
    return Status::fail(
        // TRANSLATORS: {suit} is what was typed as a suit; suits are numbers 0 to {max}, or D for the doubles.
        phrase("{suit} is not a suit: name a number 0-{max} or D (doubles), pass three tiles "
               "(pass:5-2,6-0,6-6), lead or pass_lead",
               args));
  if (!suit)
    return Status::fail(
        phrase("{suit} is not a suit: name a number 0-{max} or D (doubles), bid (bid:5, bid:pass), "
               "widow:keep / widow:6-4 or trump:4 / D / N",
               args));
  return t->str() + ":" + suit_text(*suit);
}

}  // namespace boneyard
