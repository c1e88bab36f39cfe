// Domino Hearts' table: cardominoes, the pass and what came back, the first lead, "hearts
// broken", the points each player has taken this round, the moon choice asked of a human
// shooter, the summary of the point cards taken.
#include <algorithm>

#include "trick/trick_common.h"

namespace boneyard {

namespace {

std::string suit_word(CardSuit s, bool capital) {
  static constexpr const char* kWords[] = {"clubs", "diamonds", "hearts", "spades"};
  std::string w = kWords[static_cast<int>(s)];
  if (capital) w[0] = static_cast<char>(w[0] - 'a' + 'A');
  return w;
}

std::string status(const HeartsView& v, const std::vector<std::string>& legal) {
  const int n = v.players();
  const int mover = v.to_move();
  if (mover < 0) return "Round over";
  const std::string who = seat_name(n, mover);
  if (mover != 0)
    if (auto waiting = waiting_text(n, mover)) return *waiting;
  if (v.phase() == Phase::Moon)
    return mover == 0 ? "You shot the moon! Choose how to score it" : who + " shot the moon and is choosing\u2026";
  if (mover != 0) return who + (v.trick.empty() ? " leads\u2026" : " is thinking\u2026");
  if (v.first_lead) return "Lead the " + card_name(*v.first_lead) + " to open the round";
  if (v.trick.empty()) {
    const bool hearts_held =
        std::any_of(v.hand.begin(), v.hand.end(), [](Card c) { return c.suit == CardSuit::Hearts; });
    if (hearts_held && legal.size() < v.hand.size()) return "Your lead \u2014 hearts are not broken yet";
    return "Your lead";
  }
  const CardSuit led = *v.led_suit;  // set once the trick is led
  const bool can_follow = std::any_of(v.hand.begin(), v.hand.end(), [led](Card c) { return c.suit == led; });
  return can_follow ? "Follow " + suit_word(led, false) : "No " + suit_word(led, false) + ": play any tile";
}

std::string headline(const HeartsView& v) {
  if (!v.result) return "Round over";
  const int n = v.players();
  if (shared_table())  // read by everyone at the device: names, no "You"
    return v.result->moon ? headline_name(n, *v.result->moon) + " shoots the moon!" : "Round over";
  if (v.result->moon) return seat_verb(n, *v.result->moon, " shoot the moon!", " shoots the moon!");
  const int taken = v.result->taken[0];
  if (taken == 0) return "You take no points!";
  return "You take " + count_text(taken, "point", "points");
}

std::string moon_label(const HeartsView& v, const std::string& move) {
  const std::string what = move.substr(5);
  if (what == "self") return "Take 26 off my score";
  if (what == "others") return "Add 26 to everyone else";
  return "Add 26 to " + seat_name(v.players(), std::stoi(what));
}

}  // namespace

TrickTableModel hearts_table(const HeartsView& v, const std::vector<std::string>& legal, const TrickInput& input) {
  const int n = v.players();
  TrickLook<Card> look;
  look.face = [](Card c) { return Face(c); };
  look.points = [](const std::vector<Card>& cards) {
    int sum = 0;
    for (Card c : cards) sum += card_points(c);
    return sum;
  };
  if (v.led_suit) look.led = suit_word(*v.led_suit, true);
  look.pass_offset = v.pass_offset;

  TrickTableModel t;
  fill_trick_table(t, v, legal, input, look);
  const bool my_turn = v.to_move() == 0 && !legal.empty();
  t.title = "Domino Hearts \u2022 Round " + std::to_string(v.round);
  t.info = std::to_string(n) + " players \u2022 to " + std::to_string(v.rules.target);
  if (v.phase() != Phase::Pass) t.status = status(v, legal);
  if (v.phase() == Phase::Play && !v.first_lead)
    t.banner = v.hearts_broken ? "\u2665 Hearts are broken" : "Hearts not broken yet";
  if (v.phase() == Phase::Play && v.trick.empty() && v.tricks.empty() && v.first_lead && v.received.empty())
    t.detail = seat_name(n, v.leader) + (v.leader == 0 ? " hold " : " holds ") + card_name(*v.first_lead);

  // The moon: the shooter chooses how it scores.
  if (my_turn && v.phase() == Phase::Moon) {
    TrickPanel panel;
    t.panel_title = "You shot the moon!";
    t.panel_lines = {"You took every heart and the Q\u2660: 26 points.", "How should they count?"};
    panel.choices = legal;
    std::stable_sort(panel.choices.begin(), panel.choices.end(), [](const std::string& a, const std::string& b) {
      return (a == "moon:self") > (b == "moon:self");
    });
    for (const auto& m : panel.choices) t.choice_labels.push_back(moon_label(v, m));
    panel.choice_width = 230;
    t.scene.panel = panel;
  }

  penalty_columns(t, v.tricks_won, v.round_points, v.scores);

  // The summary: the point cards each player took.
  SummaryContent& c = t.summary;
  const bool over = v.phase() == Phase::MatchOver;
  const bool settled = over || v.phase() == Phase::RoundOver;
  const bool shot = v.result && v.result->moon == 0;
  summary_frame(c, over, v.match_winners, n, headline(v), v.result && (v.result->taken[0] == 0 || shot));
  if (v.result && settled) c.text = render(name_seats(v.result->explanation, table_names(n)));
  c.tiles_header = "Points taken";
  std::vector<std::vector<Face>> taken(static_cast<std::size_t>(n));
  for (const CardTrick& r : v.tricks)
    for (const CardPlay& p : r.plays)
      if (card_points(p.card) > 0) taken[static_cast<std::size_t>(r.winner)].push_back(Face(p.card));
  for (int seat = 0; seat < n; ++seat) {
    const std::size_t k = static_cast<std::size_t>(seat);
    SummaryRow row;
    row.highlight = v.result && v.result->moon == seat;
    row.name = plate_name(n, seat) + (row.highlight ? " \u2013 moon!" : "");
    std::sort(taken[k].begin(), taken[k].end(), [](const Face& a, const Face& b) { return *b.card < *a.card; });
    row.tiles = taken[k];
    row.no_tiles = "none";
    summary_numbers(row, v.tricks_won[k], v.result && settled ? v.result->points[k] : 0, v.scores[k], true);
    c.rows.push_back(std::move(row));
  }
  return t;
}

}  // namespace boneyard
