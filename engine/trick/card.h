// Cardominoes (Domino Hearts, docs/rules.md ("Terms used in every game") and §5): tiles printed with playing cards.
// Written rank then suit: ranks 2-9, T, J, Q, K, A (ace high; "10" accepted for T),
// suits C D H S. Sorted by suit, then rank, as a player holds them.
#pragma once

#include <compare>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace boneyard {

enum class CardSuit : std::uint8_t { Clubs, Diamonds, Hearts, Spades };

struct Card {
  std::uint8_t rank = 2;  // 2..14 (14 = ace)
  CardSuit suit = CardSuit::Clubs;
  std::string str() const;  // "QS", "TD"
  auto operator<=>(const Card& other) const {
    if (auto c = suit <=> other.suit; c != 0) return c;
    return rank <=> other.rank;
  }
  bool operator==(const Card&) const = default;
};

std::optional<Card> parse_card(std::string_view text);  // "QS", "10D", "td"
char suit_letter(CardSuit s);                           // 'C', 'D', 'H', 'S'
std::vector<Card> full_deck();                          // 52 cards, sorted

}  // namespace boneyard
