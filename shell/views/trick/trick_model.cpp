// The trick table's model: gestures, words and the dispatch to each game's table.
#include "trick/trick_model.h"

#include <algorithm>

#include "core/i18n.h"
#include "line/view_model.h"
#include "trick/trick_common.h"

namespace boneyard {

namespace {

// "6-4:6" -> {6-4, "6"}; "6-4" -> {6-4, ""}; moves that are not tile plays -> no tile.
struct TileMove {
  std::optional<Tile> tile;
  std::string suit;
};

TileMove parse_tile_move(const std::string& move) {
  const auto colon = move.find(':');
  TileMove out;
  out.tile = parse_tile(std::string_view(move).substr(0, colon));
  if (colon != std::string::npos) out.suit = move.substr(colon + 1);
  return out;
}

}  // namespace

// --- Moves ----------------------------------------------------------------------------------

std::vector<int> lead_suits(const std::vector<std::string>& legal, Tile tile) {
  std::vector<int> out;
  for (const auto& m : legal) {
    const TileMove tm = parse_tile_move(m);
    if (!tm.tile || *tm.tile != tile || tm.suit.empty()) continue;
    if (auto suit = parse_suit(tm.suit, 12)) out.push_back(*suit);
  }
  return out;
}

std::string lead_move(Tile tile, int suit) { return tile.str() + ":" + suit_text(suit); }

bool leading(const std::vector<std::string>& legal) {
  return std::any_of(legal.begin(), legal.end(), [](const std::string& m) {
    const TileMove tm = parse_tile_move(m);
    return tm.tile && !tm.suit.empty();
  });
}

std::vector<Face> toggle_pick(std::vector<Face> picked, const Face& face, int count) {
  const auto it = std::find(picked.begin(), picked.end(), face);
  if (it != picked.end())
    picked.erase(it);
  else if (static_cast<int>(picked.size()) < count)
    picked.push_back(face);
  return picked;
}

std::string pass_move(const std::vector<Face>& picked) {
  std::vector<std::string> names;
  for (const Face& f : picked) names.push_back(f.str());
  std::sort(names.begin(), names.end());
  std::string out = "pass:";
  for (std::size_t i = 0; i < names.size(); ++i) out += (i ? "," : "") + names[i];
  return out;
}

// --- The table ------------------------------------------------------------------------------

std::optional<TrickTableModel> trick_table(const SeatView& view, const std::vector<std::string>& legal,
                                           const TrickInput& input) {
  if (const auto* v = dynamic_cast<const BlackTileView*>(&view)) return blacktile_table(*v, legal, input);
  if (const auto* v = dynamic_cast<const WhistView*>(&view)) return whist_table(*v, legal, input);
  if (const auto* v = dynamic_cast<const HeartsView*>(&view)) return hearts_table(*v, legal, input);
  return std::nullopt;
}

void penalty_columns(TrickTableModel& t, const std::vector<int>& tricks, const std::vector<int>& round_points,
                     const std::vector<int>& scores) {
  // TRANSLATORS: the three columns of the scores panel (short): tricks taken, this round's points, the total.
  t.columns = {trc("scores column", "tricks"), trc("scores column", "round"), trc("scores column", "total")};
  for (std::size_t k = 0; k < scores.size(); ++k) {
    // TRANSLATORS: points (short), after the tricks under a seat's name: "2 tricks • 3 pts".
    t.notes[k] += " \u2022 " + trn("{n} pt", "{n} pts", round_points[k]);
    t.numbers.push_back({std::to_string(tricks[k]), std::to_string(round_points[k]), std::to_string(scores[k])});
    t.tones.push_back(round_points[k] > 0 ? Tone::Bad : Tone::Plain);
  }
}

void mark_partner(TrickTableModel& t) {
  if (t.flags.size() != 4) return;
  std::string& flag = t.flags[2];  // seat 2 sits opposite whoever the table is turned to
  // TRANSLATORS: in gold under a seat's name: that player is the player's partner (they score together).
  const std::string partner = tr("partner");
  // TRANSLATORS: in gold under a seat's name: the partner's mark, then what else is said of them ("partner • bid 5").
  flag = flag.empty() ? partner : trf("{partner} \u2022 {flag}", {{"partner", partner}, {"flag", flag}});
}

void summary_frame(SummaryContent& c, bool match_over, const std::vector<int>& winners, int players,
                   std::string headline, bool good, bool partners) {
  c.match_over = match_over;
  c.headline = match_over ? winners_headline(winners, players, partners) : std::move(headline);
  c.good = match_over ? std::find(winners.begin(), winners.end(), 0) != winners.end() : good;
  // TRANSLATORS: the round summary's column headings: tricks taken, this round's points, the total.
  c.headers[0] = trc("summary column", "Tricks");
  c.headers[1] = trc("summary column", "Round");
  c.headers[2] = trc("summary column", "Total");
}

void summary_numbers(SummaryRow& row, int tricks, int points, int total, bool penalty) {
  row.numbers[0] = std::to_string(tricks);
  row.numbers[1] = points > 0 ? "+" + std::to_string(points) : std::to_string(points);
  row.numbers[2] = std::to_string(total);
  const Tone up = penalty ? Tone::Bad : Tone::Good, down = penalty ? Tone::Good : Tone::Bad;
  row.middle = points > 0 ? up : points < 0 ? down : Tone::Plain;
}

std::string winners_headline(const std::vector<int>& w, int players, bool partners) {
  // Shared by several people (shared_table): everyone reads it, so names rather than "You".
  const bool mine = says_you(0) && std::find(w.begin(), w.end(), 0) != w.end();
  if (partners && w.size() == 2 && w[0] % 2 == w[1] % 2)  // one side, partners together
    // TRANSLATORS: {partner} is the player's partner: "North".
    return mine ? trf("You & {partner} win the match!", {{"partner", seat_name(players, 2)}})
                // TRANSLATORS: {first} and {second} are partners' names: "West & East win the match".
                : trf("{first} & {second} win the match",
                      {{"first", seat_name(players, w[0])}, {"second", seat_name(players, w[1])}});
  if (mine) return w.size() > 1 ? tr("You share the win!") : tr("You win the match!");
  if (w.empty()) return tr("Match over");
  if (w.size() > 1 && shared_table()) {
    std::vector<std::string> names;
    for (int seat : w) names.push_back(seat_name(players, seat));
    // TRANSLATORS: {names} is a list of players: "Ann, Bea and Cy".
    return trf("{names} share the win", {{"names", list_text(names)}});
  }
  return trf("{name} wins the match", {{"name", seat_name(players, w[0])}});
}

// --- Words ----------------------------------------------------------------------------------

std::string suit_name(int suit) {
  static constexpr const char* kNames[] = {
      // TRANSLATORS: a domino suit (the tiles showing that number, or the doubles) in lower case, as it
      // reads inside a sentence: "Follow sixes if you can", "Name fours as trumps".
      NC_("suit", "blanks"), NC_("suit", "ones"),    NC_("suit", "twos"),   NC_("suit", "threes"), NC_("suit", "fours"),
      NC_("suit", "fives"),  NC_("suit", "sixes"),   NC_("suit", "sevens"), NC_("suit", "eights"), NC_("suit", "nines"),
      NC_("suit", "tens"),   NC_("suit", "elevens"), NC_("suit", "twelves")};
  if (suit == kDoublesSuit) return trc("suit", "doubles");
  if (suit >= 0 && suit <= 12) return trc("suit", kNames[suit]);
  return "?";
}

std::string suit_button(int suit) {
  static constexpr const char* kNames[] = {
      // TRANSLATORS: a domino suit starting a line or on a button: "Sixes" (lead a double as a six),
      // "Sixes led by West".
      NC_("suit", "Blanks"), NC_("suit", "Ones"),    NC_("suit", "Twos"),   NC_("suit", "Threes"), NC_("suit", "Fours"),
      NC_("suit", "Fives"),  NC_("suit", "Sixes"),   NC_("suit", "Sevens"), NC_("suit", "Eights"), NC_("suit", "Nines"),
      NC_("suit", "Tens"),   NC_("suit", "Elevens"), NC_("suit", "Twelves")};
  if (suit == kDoublesSuit) return trc("suit", "Doubles");
  if (suit >= 0 && suit <= 12) return trc("suit", kNames[suit]);
  return "?";
}

std::string domino_led_label(int players, int suit, int leader) {
  // TRANSLATORS: over the trick on the table. {Suit} is the suit led, capitalised to start the line
  // ("Sixes"); {suit} is the same in lower case ("sixes"), for a sentence that starts otherwise.
  if (says_you(leader)) return trf("{Suit} led by You", {{"Suit", suit_button(suit)}, {"suit", suit_name(suit)}});
  // TRANSLATORS: over the trick on the table: "Sixes led by West". {Suit} is the suit led, capitalised to
  // start the line ("Sixes"); {suit} is the same in lower case ("sixes"); {name} is who led it.
  return trf("{Suit} led by {name}",
             {{"Suit", suit_button(suit)}, {"suit", suit_name(suit)}, {"name", seat_name(players, leader)}});
}

std::string card_name(Card card) {
  static constexpr const char* kSigns[] = {"\u2663", "\u2666", "\u2665", "\u2660"};
  const std::string text = card.str();
  return (card.rank == 10 ? std::string("10") : text.substr(0, 1)) + kSigns[static_cast<int>(card.suit)];
}

std::string button_label(const std::string& id) {
  if (id == "button:pass_confirm") return tr("Pass 3 tiles");
  // TRANSLATORS: a button: take the tricks still to play without playing them out (they are certain).
  if (id == "button:claim") return tr("Claim the rest");
  // TRANSLATORS: a button: lead the first trick yourself (rather than pass the lead).
  if (id == "move:lead") return trc("verb", "Lead");
  if (id == "move:pass_lead") return tr("Pass the lead");
  if (id == "move:widow:keep") return tr("Keep my hand");
  if (id.rfind("lead:", 0) == 0) {
    if (auto suit = parse_suit(std::string_view(id).substr(id.rfind(':') + 1), 12)) return suit_button(*suit);
  }
  return id;
}

}  // namespace boneyard
