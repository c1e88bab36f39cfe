// Suits of the domino trick games (docs/rules.md ("Terms used in every game")), shared by Black Tile and Domino Whist.
//
// Number suit k holds every tile showing k, the double k-k highest, then the others by
// their other end. The doubles suit D holds every double, ranked by pips. A non-double is
// in two number suits; a double in its number suit and D. Once trumps are named, a trump
// tile belongs to the trump suit only (`6-4` under trump 4 does not follow sixes; under
// trump D the doubles leave their number suits).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/tile.h"
#include "trick/plays.h"

namespace boneyard {

constexpr int kDoublesSuit = -1;  // the suit D; number suits are 0..N

struct Trumps {
  std::optional<int> suit;  // a number, kDoublesSuit, or none (no trump)
  bool operator==(const Trumps&) const = default;
};

std::string suit_text(int suit);                                       // "4", "D"
std::optional<int> parse_suit(std::string_view text, int max_number);  // "4" -> 4, "D" -> kDoublesSuit
bool is_trump(Tile t, const Trumps& trumps);
bool in_suit(Tile t, int suit, const Trumps& trumps);
int suit_rank(Tile t, int suit);                            // higher wins; precondition: t belongs to `suit`
std::vector<int> lead_suits(Tile t, const Trumps& trumps);  // the suits `t` may be led as

// The seat that takes a trick: the highest trump played, else the highest tile of the led suit.
int trick_winner(const std::vector<TrickPlay>& plays, int led_suit, const Trumps& trumps);
// The tiles of `hand` that may follow a lead of `led_suit`: its members, or any tile if none.
std::vector<Tile> may_follow(const std::vector<Tile>& hand, int led_suit, const Trumps& trumps);

}  // namespace boneyard
