#include "core/deal_check.h"

#include "core/text.h"

namespace boneyard {

DealCheck::DealCheck(int set, int copies)
    : set_(set), copies_(copies), left_(static_cast<std::size_t>(set_size(set)), copies) {}

Result<Tile> DealCheck::take(const std::string& text, const std::string& where) {
  auto t = parse_tile(text);
  if (!t) return Status::fail(quote_input(text) + " in " + where + " is not a tile");
  if (t->hi > set_) return Status::fail(t->str() + " is not in a double-" + std::to_string(set_) + " set");
  int& left = left_[static_cast<std::size_t>(t->index())];
  if (left == 0) return Status::fail(t->str() + " is dealt " + (copies_ == 1 ? "twice" : "too often"));
  --left;
  return *t;
}

Result<std::vector<std::vector<Tile>>> DealCheck::hands(const std::vector<std::vector<std::string>>& hands, int players,
                                                        int hand_size) {
  if (static_cast<int>(hands.size()) != players)
    return Status::fail("the deal has " + std::to_string(hands.size()) + " hands for " + std::to_string(players) +
                        " players");
  std::vector<std::vector<Tile>> out;
  for (int s = 0; s < players; ++s) {
    const auto& hand = hands[static_cast<std::size_t>(s)];
    if (static_cast<int>(hand.size()) != hand_size)
      return Status::fail("hand " + std::to_string(s) + " has " + std::to_string(hand.size()) +
                          " tiles; each hand needs " + std::to_string(hand_size));
    out.emplace_back();
    for (const auto& text : hand) {
      auto t = take(text, "hand " + std::to_string(s));
      if (!t) return t.status();
      out.back().push_back(*t);
    }
  }
  return out;
}

std::vector<Tile> DealCheck::untaken() const {
  std::vector<Tile> out;
  for (Tile t : double_set(set_))
    for (int c = 0; c < left_[static_cast<std::size_t>(t.index())]; ++c) out.push_back(t);
  return out;
}

}  // namespace boneyard
