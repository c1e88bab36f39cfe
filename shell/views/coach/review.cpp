#include "coach/review.h"

#include "coach/hint.h"
#include "core/i18n.h"
#include "games/blacktile/blacktile.h"
#include "games/hearts/hearts.h"
#include "games/whist/whist.h"
#include "line/line_match.h"
#include "session/seats.h"
#include "trick/domino_suits.h"

namespace boneyard {

namespace {

// The trick games: every hand and the trick on the table; `face` dresses an item.
template <class Item, class View, class Dress>
void trick_frame(ReviewFrame& f, const std::vector<std::vector<Item>>& hands, const View& whole, Dress face) {
  const int n = static_cast<int>(hands.size());
  for (int s = 0; s < n; ++s) {
    ReviewSeat seat{player_name(n, s), {}, whole.to_move() == s};
    for (const Item& i : hands[static_cast<std::size_t>(s)]) seat.hand.push_back(face(i));
    f.seats.push_back(std::move(seat));
  }
  const int number = static_cast<int>(whole.tricks.size()) + 1;
  // TRANSLATORS: the review's label of the trick on the table; {number}: which trick of the round (1, 2...).
  f.table_label = whole.trick.empty() ? trf("Trick {number}: to be led", {{"number", number}})
                                      // TRANSLATORS: the review's label of the trick on the table; {number}: which
                                      // trick of the round (1, 2...).
                                      : trf("Trick {number}", {{"number", number}});
  for (const auto& p : whole.trick) {
    f.table.push_back(face(played(p)));
    f.table_by.push_back(player_name(n, p.seat));
  }
}

}  // namespace

ReviewFrame review_frame(const Match& match) {
  ReviewFrame f;
  if (const auto* lm = dynamic_cast<const LineMatch*>(&match)) {
    const auto whole = lm->line_view(-1);
    const int n = whole->players();
    f.line = true;
    f.set = whole->options.has("set") ? whole->options.integer("set") : 6;
    for (int s = 0; s < n; ++s) {
      ReviewSeat seat{player_name(n, s), {}, whole->to_move() == s};
      for (Tile t : lm->hands()[static_cast<std::size_t>(s)]) seat.hand.push_back(t);
      f.seats.push_back(std::move(seat));
    }
    const auto& laid = whole->line.tiles();
    constexpr std::size_t kShown = 12;  // the line's last tiles (its left end is long played)
    for (std::size_t i = laid.size() > kShown ? laid.size() - kShown : 0; i < laid.size(); ++i)
      f.table.push_back(Tile::of(laid[i].left, laid[i].right));  // as laid, left to right
    f.table_label =
        laid.empty()
            ? tr("The line: empty")
            // TRANSLATORS: the review's label of the line; {n}: its tiles; {left}, {right}:
            // the numbers on its ends.
            : trn("The line, {n} tile: ends {left} and {right}", "The line, {n} tiles: ends {left} and {right}",
                  static_cast<long long>(laid.size()), {{"left", laid.front().left}, {"right", laid.back().right}});
    return f;
  }
  if (const auto* hm = dynamic_cast<const HeartsMatch*>(&match)) {
    trick_frame(f, hm->hands(), *hm->hearts_view(-1), [](Card c) { return Face(c); });
    return f;
  }
  if (const auto* bm = dynamic_cast<const BlackTileMatch*>(&match)) {
    const int points = bm->rules().points;
    trick_frame(f, bm->hands(), *bm->blacktile_view(-1), [points](Tile t) {
      Face face(t);
      face.value = counter_value(t, points);
      return face;
    });
    return f;
  }
  if (const auto* wm = dynamic_cast<const WhistMatch*>(&match)) {
    const auto whole = wm->whist_view(-1);
    f.set = whole->rules.set();
    const Trumps trumps = whole->trumps;
    const bool named = whole->trumps_named;
    trick_frame(f, wm->hands(), *whole, [trumps, named](Tile t) {
      Face face(t);
      face.trump = named && is_trump(t, trumps);
      return face;
    });
    return f;
  }
  return f;
}

std::string review_move_text(const Match& position, int seat, const std::string& move) {
  const auto view = position.view(0);
  // TRANSLATORS: a move in the review's log; {move} as a move is said inside a sentence: "North: play 6-4 on the
  // left end".
  return trf("{name}: {move}", {{"name", player_name(position.players(), seat)}, {"move", move_phrase(*view, move)}});
}

}  // namespace boneyard
