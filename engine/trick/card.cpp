#include "trick/card.h"

#include <cctype>

namespace boneyard {

namespace {
constexpr std::string_view kRanks = "23456789TJQKA";
constexpr std::string_view kSuits = "CDHS";
}  // namespace

char suit_letter(CardSuit s) { return kSuits[static_cast<std::size_t>(s)]; }

std::string Card::str() const { return std::string(1, kRanks[static_cast<std::size_t>(rank - 2)]) + suit_letter(suit); }

std::optional<Card> parse_card(std::string_view text) {
  std::string up;
  for (char c : text) up += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  if (up.size() == 3 && up.substr(0, 2) == "10") up = "T" + up.substr(2);
  if (up.size() != 2) return std::nullopt;
  const auto r = kRanks.find(up[0]), s = kSuits.find(up[1]);
  if (r == std::string_view::npos || s == std::string_view::npos) return std::nullopt;
  return Card{static_cast<std::uint8_t>(r + 2), static_cast<CardSuit>(s)};
}

std::vector<Card> full_deck() {
  std::vector<Card> deck;
  for (int s = 0; s < 4; ++s)
    for (int r = 2; r <= 14; ++r) deck.push_back(Card{static_cast<std::uint8_t>(r), static_cast<CardSuit>(s)});
  return deck;
}

}  // namespace boneyard
