#include "coach/tracker.h"

#include <algorithm>

#include "core/i18n.h"
#include "core/sort.h"
#include "games/blacktile/blacktile.h"
#include "games/hearts/hearts.h"
#include "games/whist/whist.h"
#include "line/line_match.h"
#include "line/line_search.h"
#include "session/seats.h"
#include "trick/domino_suits.h"
#include "trick/trick_model.h"

namespace boneyard {

namespace {

// Seats in seat order, so the player comes first: "You, East".
std::string names(std::vector<int> seats, int players) {
  std::sort(seats.begin(), seats.end());
  std::string out;
  for (int s : seats) out += (out.empty() ? "" : ", ") + seat_name(players, s);
  return out;
}

// A row of the tracker: a number's tiles (in the line games, those showing it), or the doubles.
std::string row_name(int number) {
  // TRANSLATORS: the tracker's rows: the tiles showing a number (a suit of dominoes), and the doubles.
  static const char* const kNames[] = {N_("Blanks"), N_("Ones"),    N_("Twos"),   N_("Threes"), N_("Fours"),
                                       N_("Fives"),  N_("Sixes"),   N_("Sevens"), N_("Eights"), N_("Nines"),
                                       N_("Tens"),   N_("Elevens"), N_("Twelves")};
  if (number == kDoublesSuit) return tr("Doubles");
  return number >= 0 && number <= 12 ? tr(kNames[number]) : "?";
}

// "void: West, East": who has shown out of a suit.
std::string void_note(const std::vector<int>& seats, int players) {
  // TRANSLATORS: the tracker: who has shown out of a suit; {names}: "West, East".
  return trf("void: {names}", {{"names", names(seats, players)}});
}

// What seat 0 knows of where each item is: played (by whom), passed by it (to whom), out.
template <class Item>
struct Seen {
  std::vector<std::pair<Item, int>> played;  // item, seat
  std::vector<Item> given, out;
  int given_to = -1;
  int by(const Item& item) const {
    for (const auto& [i, s] : played)
      if (i == item) return s;
    return -1;
  }
};

// `pass_offset`: where seat 0's pass went (0: no pass); `out`: items known to be out of play.
template <class Item>
Seen<Item> seen_of(const TrickView<Item>& v, int pass_offset = 0, std::vector<Item> out = {}) {
  Seen<Item> seen;
  for (const auto& t : v.tricks)
    for (const auto& p : t.plays) seen.played.push_back({played(p), p.seat});
  for (const auto& p : v.trick) seen.played.push_back({played(p), p.seat});
  if (pass_offset > 0) {
    seen.given = v.sent;
    seen.given_to = pass_offset % v.players();
  }
  seen.out = std::move(out);
  return seen;
}

template <class Item>
bool has(const std::vector<Item>& items, const Item& item) {
  return std::find(items.begin(), items.end(), item) != items.end();
}

template <class Item>
TrackerItem item_of(const TrickView<Item>& v, const Seen<Item>& seen, const Item& item, std::string face,
                    std::string label) {
  TrackerItem out;
  out.face = std::move(face);
  out.label = std::move(label);
  if (const int by = seen.by(item); by >= 0) {
    out.where = TrackerItem::Where::Played;
    out.by = by;
  } else if (has(v.hand, item)) {
    out.where = TrackerItem::Where::Mine;
  } else if (has(seen.given, item)) {
    out.where = TrackerItem::Where::Given;
    out.by = seen.given_to;
  } else if (has(seen.out, item)) {
    out.where = TrackerItem::Where::Out;
  }
  return out;
}

// The domino trick games: a row per number (the tiles showing it, its double first), then
// the doubles; who showed out of each suit led.
Tracker domino_tracker(const TrickView<Tile>& v, int max_number, const Trumps& trumps, const std::vector<Tile>& set,
                       const Seen<Tile>& seen) {
  Tracker t;
  t.chips = true;
  std::vector<std::vector<int>> void_in(static_cast<std::size_t>(max_number) + 2);  // per suit slot
  auto note_voids = [&](const std::vector<TrickPlay>& plays, int led) {
    for (const auto& p : plays) {
      auto& seats = void_in[static_cast<std::size_t>(led == kDoublesSuit ? max_number + 1 : led)];
      if (!in_suit(p.tile, led, trumps) && std::find(seats.begin(), seats.end(), p.seat) == seats.end())
        seats.push_back(p.seat);
    }
  };
  for (const auto& r : v.tricks) note_voids(r.plays, r.led_suit);
  if (v.led_suit) note_voids(v.trick, *v.led_suit);
  const int n = v.players();
  for (int number = max_number; number >= 0; --number) {
    TrackerRow row;
    row.name = row_name(number);
    std::vector<Tile> tiles;
    for (Tile x : set)
      if (x.hi == number || x.lo == number) tiles.push_back(x);
    sort_by(tiles, [&](Tile a, Tile b) {
      const int oa = a.hi == number ? a.lo : a.hi, ob = b.hi == number ? b.lo : b.hi;
      return (a.is_double() ? 100 : oa) > (b.is_double() ? 100 : ob);
    });
    for (Tile x : tiles)
      row.items.push_back(item_of(v, seen, x, x.str(), std::to_string(x.hi == number ? x.lo : x.hi)));
    if (const auto& seats = void_in[static_cast<std::size_t>(number)]; !seats.empty()) row.note = void_note(seats, n);
    t.rows.push_back(std::move(row));
  }
  TrackerRow doubles;
  doubles.name = row_name(kDoublesSuit);
  for (int number = max_number; number >= 0; --number) {
    const Tile d = Tile::of(number, number);
    if (has(set, d)) doubles.items.push_back(item_of(v, seen, d, d.str(), std::to_string(number)));
  }
  if (const auto& seats = void_in[static_cast<std::size_t>(max_number) + 1]; !seats.empty())
    doubles.note = void_note(seats, n);
  t.rows.push_back(std::move(doubles));
  return t;
}

// Items of `set` that may still be played by another seat: not played, not in the player's
// hand, not out of play.
template <class Item>
std::vector<Item> still_out(const TrickView<Item>& v, const std::vector<Item>& set, const Seen<Item>& seen) {
  std::vector<Item> out;
  for (const Item& i : set)
    if (seen.by(i) < 0 && !has(v.hand, i) && !has(seen.out, i)) out.push_back(i);
  return out;
}

Tracker hearts_tracker(const HeartsView& v) {
  Tracker t;
  t.chips = true;
  const Seen<Card> seen = seen_of(v, v.pass_offset);
  const std::vector<Card> deck = v.rules.deck();
  const int n = v.players();
  std::vector<std::vector<int>> void_in(4);
  auto note_voids = [&](const std::vector<CardPlay>& plays) {
    if (plays.empty()) return;
    const CardSuit led = plays.front().card.suit;
    for (const auto& p : plays) {
      auto& seats = void_in[static_cast<std::size_t>(led)];
      if (p.card.suit != led && std::find(seats.begin(), seats.end(), p.seat) == seats.end()) seats.push_back(p.seat);
    }
  };
  for (const auto& r : v.tricks) note_voids(r.plays);
  note_voids(v.trick);
  // TRANSLATORS: the tracker's rows in Hearts: a card suit, after its sign.
  static constexpr const char* kSuits[] = {N_("\u2663 Clubs"), N_("\u2666 Diamonds"), N_("\u2665 Hearts"),
                                           N_("\u2660 Spades")};
  for (CardSuit suit : {CardSuit::Spades, CardSuit::Hearts, CardSuit::Diamonds, CardSuit::Clubs}) {
    TrackerRow row;
    row.name = tr(kSuits[static_cast<std::size_t>(suit)]);
    std::vector<Card> cards;
    for (Card c : deck)
      if (c.suit == suit) cards.push_back(c);
    sort_by(cards, [](Card a, Card b) { return a.rank > b.rank; });
    for (Card c : cards) {
      const std::string name = card_name(c);
      row.items.push_back(item_of(v, seen, c, name, name.substr(0, c.rank == 10 ? 2 : 1)));
    }
    if (const auto& seats = void_in[static_cast<std::size_t>(suit)]; !seats.empty()) row.note = void_note(seats, n);
    t.rows.push_back(std::move(row));
  }
  const auto out = still_out(v, deck, seen);
  const auto hearts = std::count_if(out.begin(), out.end(), [](Card c) { return c.suit == CardSuit::Hearts; });
  const bool queen = std::find(out.begin(), out.end(), Card{12, CardSuit::Spades}) != out.end();
  const int hearts_out = static_cast<int>(hearts);
  // A count says what it counts ("8 hearts"), never a bare number that reads as a card (the 8 of hearts).
  if (hearts_out > 0)
    // TRANSLATORS: the tracker in Hearts: the hearts no one has played yet ({n}), and the queen of spades.
    t.lines.push_back(queen ? trn("Still out: {n} heart and Q\u2660", "Still out: {n} hearts and Q\u2660", hearts_out)
                            : trn("Still out: {n} heart", "Still out: {n} hearts", hearts_out));
  else
    // TRANSLATORS: the tracker in Hearts: every heart has been played; the queen of spades has not, or has too.
    t.lines.push_back(queen ? tr("Still out: Q\u2660, no hearts") : tr("Still out: no hearts, no Q\u2660"));
  return t;
}

Tracker line_tracker(const LineView& v) {
  Tracker t;
  const int top = v.options.has("set") ? v.options.integer("set") : 6;
  const int n = v.players();
  const std::vector<std::uint16_t> lack = lacking_numbers(v);
  std::vector<Tile> laid;
  for (const auto& placed : v.line.tiles()) laid.push_back(placed.tile());
  for (int number = top; number >= 0; --number) {
    int in_line = 0, mine = 0;
    for (Tile x : laid) in_line += x.hi == number || x.lo == number;
    for (Tile x : v.hand) mine += x.hi == number || x.lo == number;
    const int sets = v.options.has("sets") ? v.options.integer("sets") : 1;
    const int all = (top + 1) * sets;  // the tiles showing it, its double once
    TrackerRow row;
    row.name = row_name(number);
    // TRANSLATORS: the tracker in Block and Draw: how many of a number's tiles are in the line, in your hand,
    // and not seen yet, each count before its words ("3 unseen": three tiles, not the tile showing a 3).
    row.counts = trf("{line} in line \u2022 {yours} in hand \u2022 {unseen} unseen",
                     {{"line", in_line}, {"yours", mine}, {"unseen", all - in_line - mine}});
    std::vector<int> lacking;
    for (int s = 1; s < n; ++s)
      if ((lack[static_cast<std::size_t>(s)] >> number) & 1u) lacking.push_back(s);
    // TRANSLATORS: the tracker in Block and Draw: who is known to lack a number; {names}: "West, East".
    if (!lacking.empty()) row.note = trf("lacking: {names}", {{"names", names(lacking, n)}});
    t.rows.push_back(std::move(row));
  }
  return t;
}

}  // namespace

std::optional<Tracker> tracker(const SeatView& view) {
  if (const auto* v = dynamic_cast<const LineView*>(&view)) return line_tracker(*v);
  if (const auto* v = dynamic_cast<const HeartsView*>(&view)) return hearts_tracker(*v);
  if (const auto* v = dynamic_cast<const BlackTileView*>(&view)) {
    std::vector<Tile> out;
    if (v->dead) out.push_back(*v->dead);
    const Seen<Tile> seen = seen_of(*v, v->rules.pass_offset, out);
    Tracker t = domino_tracker(*v, 6, {}, double_set(6), seen);
    std::string counters;
    for (Tile x : still_out(*v, double_set(6), seen))
      if (counter_value(x, v->rules.points) > 0) counters += (counters.empty() ? "" : " ") + x.str();
    // TRANSLATORS: the tracker in Black Tile: the counters no one has played yet; {tiles}: "5-5 6-4".
    t.lines.push_back(counters.empty() ? tr("Counters still out: none")
                                       : trf("Counters still out: {tiles}", {{"tiles", counters}}));
    return t;
  }
  if (const auto* v = dynamic_cast<const WhistView*>(&view)) {
    const int top = v->rules.set();
    std::vector<Tile> aside;
    if (v->aside) aside.push_back(*v->aside);
    const Seen<Tile> seen = seen_of(*v, v->pass_offset, aside);
    Tracker t = domino_tracker(*v, top, v->trumps, double_set(top), seen);
    if (v->trumps_named && v->trumps.suit) {
      const auto out = still_out(*v, double_set(top), seen);
      const auto trumps = std::count_if(out.begin(), out.end(), [&](Tile x) { return is_trump(x, v->trumps); });
      // TRANSLATORS: the tracker in Whist: the trumps no one has played yet ({n}: "3 trumps", not the tile
      // 6-3); {suit} in lower case: "sixes".
      t.lines.push_back(trn("Still out: {n} trump ({suit})", "Still out: {n} trumps ({suit})", static_cast<int>(trumps),
                            {{"suit", suit_name(*v->trumps.suit)}}));
    } else if (v->trumps_named) {
      t.lines.push_back(tr("No trumps this round"));
    }
    return t;
  }
  return std::nullopt;
}

}  // namespace boneyard
