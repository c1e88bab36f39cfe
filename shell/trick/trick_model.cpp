// The trick table's model: gestures, words and the dispatch to each game's table.
#include "trick/trick_model.h"

#include <algorithm>

#include "trick/trick_common.h"
#include "line/view_model.h"

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
  t.columns = {"tricks", "round", "total"};
  for (std::size_t k = 0; k < scores.size(); ++k) {
    t.notes[k] += " \u2022 " + count_text(round_points[k], "pt", "pts");
    t.numbers.push_back({std::to_string(tricks[k]), std::to_string(round_points[k]), std::to_string(scores[k])});
    t.tones.push_back(round_points[k] > 0 ? Tone::Bad : Tone::Plain);
  }
}

void summary_frame(SummaryContent& c, bool match_over, const std::vector<int>& winners, int players,
                   std::string headline, bool good, bool partners) {
  c.match_over = match_over;
  c.headline = match_over ? winners_headline(winners, players, partners) : std::move(headline);
  c.good = match_over ? std::find(winners.begin(), winners.end(), 0) != winners.end() : good;
  c.headers[0] = "Tricks";
  c.headers[1] = "Round";
  c.headers[2] = "Total";
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
  const bool mine = !shared_table() && std::find(w.begin(), w.end(), 0) != w.end();
  if (partners && w.size() == 2 && w[0] % 2 == w[1] % 2)  // one side, partners together
    return mine ? "You & " + seat_name(players, 2) + " win the match!"
                : headline_name(players, w[0]) + " & " + headline_name(players, w[1]) + " win the match";
  if (mine) return w.size() > 1 ? "You share the win!" : "You win the match!";
  if (w.empty()) return "Match over";
  if (w.size() > 1 && shared_table()) {
    std::string names;
    for (std::size_t i = 0; i < w.size(); ++i) names += (i ? (i + 1 == w.size() ? " and " : ", ") : "") + headline_name(players, w[i]);
    return names + " share the win";
  }
  return headline_name(players, w[0]) + " wins the match";
}

// --- Words ----------------------------------------------------------------------------------

std::string suit_name(int suit) {
  static constexpr const char* kNames[] = {"blanks", "ones",   "twos",  "threes", "fours",   "fives",  "sixes",
                                           "sevens", "eights", "nines", "tens",   "elevens", "twelves"};
  if (suit == kDoublesSuit) return "doubles";
  if (suit >= 0 && suit <= 12) return kNames[suit];
  return "?";
}

std::string suit_button(int suit) {
  std::string s = suit_name(suit);
  s[0] = static_cast<char>(s[0] - 'a' + 'A');
  return s;
}

std::string card_name(Card card) {
  static constexpr const char* kSigns[] = {"\u2663", "\u2666", "\u2665", "\u2660"};
  const std::string text = card.str();
  return (card.rank == 10 ? std::string("10") : text.substr(0, 1)) + kSigns[static_cast<int>(card.suit)];
}

std::string count_text(int n, const char* one, const char* many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

std::string button_label(const std::string& id) {
  if (id == "button:pass_confirm") return "Pass 3 tiles";
  if (id == "button:claim") return "Claim the rest";
  if (id == "move:lead") return "Lead";
  if (id == "move:pass_lead") return "Pass the lead";
  if (id == "move:widow:keep") return "Keep my hand";
  if (id.rfind("lead:", 0) == 0) {
    if (auto suit = parse_suit(std::string_view(id).substr(id.rfind(':') + 1), 12)) return suit_button(*suit);
  }
  return id;
}

}  // namespace boneyard
