// Domino Hearts' table: cardominoes, the pass and what came back, the first lead, "hearts
// broken", the points each player has taken this round, the moon choice asked of a human
// shooter, the summary of the point cards taken.
#include <algorithm>

#include "trick/trick_common.h"

namespace boneyard {

namespace {

// Whole sentences a suit (a suit's word may take a gender or a case of its own), in CardSuit's
// order: clubs, diamonds, hearts, spades.
using SuitTexts = const char* const[4];
// The status when the player must follow the suit led.
constexpr SuitTexts kFollow = {N_("Follow clubs"), N_("Follow diamonds"), N_("Follow hearts"), N_("Follow spades")};
// The status when the player has none of the suit led.
constexpr SuitTexts kNone = {N_("No clubs: play any tile"), N_("No diamonds: play any tile"),
                             N_("No hearts: play any tile"), N_("No spades: play any tile")};
// Over the trick on the table: the suit the player led, or the suit led and who led it ({name}).
constexpr SuitTexts kLedByYou = {
    // TRANSLATORS: over the trick on the table: the suit the player led.
    N_("Clubs led by You"), N_("Diamonds led by You"), N_("Hearts led by You"), N_("Spades led by You")};
constexpr SuitTexts kLedBy = {
    // TRANSLATORS: over the trick on the table: the suit led, and who led it.
    N_("Clubs led by {name}"), N_("Diamonds led by {name}"), N_("Hearts led by {name}"), N_("Spades led by {name}")};

const char* suit_text(SuitTexts& texts, CardSuit s) { return texts[static_cast<int>(s)]; }

std::string follow_text(CardSuit s) { return tr(suit_text(kFollow, s)); }
std::string none_text(CardSuit s) { return tr(suit_text(kNone, s)); }

// Over the trick on the table: "Clubs led by West".
std::string led_label(CardSuit s, int players, int leader) {
  if (says_you(leader)) return tr(suit_text(kLedByYou, s));
  return trf(suit_text(kLedBy, s), {{"name", seat_name(players, leader)}});
}

std::string status(const HeartsView& v, const std::vector<std::string>& legal) {
  const int n = v.players();
  const int mover = v.to_move();
  if (mover < 0) return tr("Round over");
  const std::string who = seat_name(n, mover);
  if (mover != 0)
    if (auto waiting = waiting_text(n, mover)) return *waiting;
  if (v.phase() == Phase::Moon)
    return mover == 0 ? tr("You shot the moon! Choose how to score it")
                      : trf("{name} shot the moon and is choosing\u2026", {{"name", who}});
  if (mover != 0)
    return v.trick.empty() ? trf("{name} leads\u2026", {{"name", who}})
                           : trf("{name} is thinking\u2026", {{"name", who}});
  // TRANSLATORS: {card} is the cardomino that must open the round: "2♣".
  if (v.first_lead) return trf("Lead the {card} to open the round", {{"card", card_name(*v.first_lead)}});
  if (v.trick.empty()) {
    const bool hearts_held =
        std::any_of(v.hand.begin(), v.hand.end(), [](Card c) { return c.suit == CardSuit::Hearts; });
    if (hearts_held && legal.size() < v.hand.size()) return tr("Your lead \u2014 hearts are not broken yet");
    return tr("Your lead");
  }
  const CardSuit led = *v.led_suit;  // set once the trick is led
  const bool can_follow = std::any_of(v.hand.begin(), v.hand.end(), [led](Card c) { return c.suit == led; });
  return can_follow ? follow_text(led) : none_text(led);
}

std::string headline(const HeartsView& v) {
  if (!v.result) return tr("Round over");
  const int n = v.players();
  if (v.result->moon)
    return says_you(*v.result->moon) ? tr("You shoot the moon!")
                                     : trf("{name} shoots the moon!", {{"name", seat_name(n, *v.result->moon)}});
  if (shared_table()) return tr("Round over");  // read by everyone at the device: no "You"
  const int taken = v.result->taken[0];
  if (taken == 0) return tr("You take no points!");
  return trn("You take {n} point", "You take {n} points", taken);
}

std::string moon_label(const HeartsView& v, const std::string& move) {
  const std::string what = move.substr(5);
  // TRANSLATORS: the choices of a player who shot the moon (took all 26 points).
  if (what == "self") return tr("Take 26 off my score");
  if (what == "others") return tr("Add 26 to everyone else");
  // TRANSLATORS: a choice of a player who shot the moon: give the 26 points to that opponent.
  return trf("Add 26 to {name}", {{"name", seat_name(v.players(), std::stoi(what))}});
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
  if (v.led_suit && !v.trick.empty()) look.led_label = led_label(*v.led_suit, n, v.trick.front().seat);
  look.pass_offset = v.pass_offset;

  TrickTableModel t;
  fill_trick_table(t, v, legal, input, look);
  const bool my_turn = v.to_move() == 0 && !legal.empty();
  // TRANSLATORS: the table's title: the game and the round's number.
  t.title = trf("Domino Hearts \u2022 Round {round}", {{"round", v.round}});
  // TRANSLATORS: among the table's options under its title: "4 players • to 100".
  t.info = trn("{n} player", "{n} players", n) + " \u2022 " + to_target(v.rules.target);
  if (v.phase() != Phase::Pass) t.status = status(v, legal);
  if (v.phase() == Phase::Play && !v.first_lead)
    // TRANSLATORS: a banner on the table: hearts may be led now.
    t.banner = v.hearts_broken ? tr("\u2665 Hearts are broken") : tr("Hearts not broken yet");
  if (v.phase() == Phase::Play && v.trick.empty() && v.tricks.empty() && v.first_lead && v.received.empty()) {
    const std::string card = card_name(*v.first_lead);
    // TRANSLATORS: {card} is the cardomino that opens the round: "2♣".
    t.detail = says_you(v.leader) ? trf("You hold {card}", {{"card", card}})
                                  : trf("{name} holds {card}", {{"name", seat_name(n, v.leader)}, {"card", card}});
  }

  // The moon: the shooter chooses how it scores.
  if (my_turn && v.phase() == Phase::Moon) {
    TrickPanel panel;
    t.panel_title = tr("You shot the moon!");
    t.panel_lines = {tr("You took every heart and the Q\u2660: 26 points."), tr("How should they count?")};
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
  // TRANSLATORS: the round summary's heading over the point cards (hearts, the Q♠) each player took.
  c.tiles_header = tr("Points taken");
  std::vector<std::vector<Face>> taken(static_cast<std::size_t>(n));
  for (const CardTrick& r : v.tricks)
    for (const CardPlay& p : r.plays)
      if (card_points(p.card) > 0) taken[static_cast<std::size_t>(r.winner)].push_back(Face(p.card));
  for (int seat = 0; seat < n; ++seat) {
    const std::size_t k = static_cast<std::size_t>(seat);
    SummaryRow row;
    row.highlight = v.result && v.result->moon == seat;
    // TRANSLATORS: a player's row in the round summary, when they took every point (shot the moon).
    row.name = row.highlight ? trf("{name} \u2013 moon!", {{"name", plate_name(n, seat)}}) : plate_name(n, seat);
    std::sort(taken[k].begin(), taken[k].end(), [](const Face& a, const Face& b) { return *b.card < *a.card; });
    row.tiles = taken[k];
    // TRANSLATORS: in the round summary, in place of the point cards a player took, when they took none.
    row.no_tiles = trc("no points", "none");
    summary_numbers(row, v.tricks_won[k], v.result && settled ? v.result->points[k] : 0, v.scores[k], true);
    c.rows.push_back(std::move(row));
  }
  return t;
}

}  // namespace boneyard
