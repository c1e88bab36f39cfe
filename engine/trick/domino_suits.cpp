#include "trick/domino_suits.h"

#include <charconv>

namespace boneyard {

std::string suit_text(int suit) { return suit == kDoublesSuit ? "D" : std::to_string(suit); }

std::optional<int> parse_suit(std::string_view text, int max_number) {
  if (text == "D" || text == "d") return kDoublesSuit;
  int n = -1;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), n);
  if (ec != std::errc() || end != text.data() + text.size() || n < 0 || n > max_number) return std::nullopt;
  return n;
}

bool is_trump(Tile t, const Trumps& trumps) {
  if (!trumps.suit) return false;
  return *trumps.suit == kDoublesSuit ? t.is_double() : t.shows(*trumps.suit);
}

bool in_suit(Tile t, int suit, const Trumps& trumps) {
  if (is_trump(t, trumps)) return suit == *trumps.suit;
  return suit == kDoublesSuit ? t.is_double() : t.shows(suit);
}

int suit_rank(Tile t, int suit) {
  if (suit == kDoublesSuit) return t.hi;
  return t.is_double() ? 100 : t.other_end(suit);
}

std::vector<int> lead_suits(Tile t, const Trumps& trumps) {
  if (is_trump(t, trumps)) return {*trumps.suit};
  if (t.is_double()) return {t.hi, kDoublesSuit};
  return {t.hi, t.lo};
}

int trick_winner(const std::vector<TrickPlay>& plays, int led_suit, const Trumps& trumps) {
  const TrickPlay* best = nullptr;
  bool best_trump = false;
  for (const auto& p : plays) {
    const bool trump = is_trump(p.tile, trumps);
    if (trump) {
      if (!best_trump || suit_rank(p.tile, *trumps.suit) > suit_rank(best->tile, *trumps.suit)) best = &p;
      best_trump = true;
    } else if (!best_trump && in_suit(p.tile, led_suit, trumps)) {
      if (!best || suit_rank(p.tile, led_suit) > suit_rank(best->tile, led_suit)) best = &p;
    }
  }
  return best ? best->seat : plays.front().seat;
}

std::vector<Tile> may_follow(const std::vector<Tile>& hand, int led_suit, const Trumps& trumps) {
  std::vector<Tile> out;
  for (Tile t : hand)
    if (in_suit(t, led_suit, trumps)) out.push_back(t);
  return out.empty() ? hand : out;
}

}  // namespace boneyard
