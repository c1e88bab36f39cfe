// Computer players for Domino Hearts, deciding from a HeartsView only.
//
// `normal`: pass the QS, high spades and high hearts; lead low; follow with the highest
// card that still loses (the QS first); when void, throw the QS, then high spades, then
// hearts, then high cards; and when one opponent has taken every point so far, take a
// trick with a heart in it to stop the moon. `hard` and `expert` pass and play every card
// by search (hearts_search.h: ISMCTS over deals consistent with the view; for the pass, a
// search of the round after each candidate pass), with a budget of iterations. A moon shooter picks whichever choice
// leaves them best placed. `easy` plays half its moves at random; `random` every move.
#include <algorithm>

#include "core/sort.h"
#include "games/hearts/hearts.h"
#include "games/hearts/hearts_search.h"

namespace boneyard {

namespace {

const Card kQueen{12, CardSuit::Spades};
constexpr int kMatchWon = 10000;  // the moon choice: ending the match, won or lost, outweighs any lead

// How much a card hurts to keep: the QS, high spades, hearts, high cards.
int danger(Card c) {
  if (c == kQueen) return 100;
  int d = c.rank;
  if (c.suit == CardSuit::Spades && c.rank > 12) d += 40;
  if (c.suit == CardSuit::Hearts) d += 20;
  return d;
}

// Someone else has every point taken so far, and enough of them to be trying.
bool moon_threat(const HeartsView& v) {
  int total = 0, holders = 0, holder = -1;
  for (int s = 0; s < v.players(); ++s)
    if (v.round_points[static_cast<std::size_t>(s)] > 0) {
      total += v.round_points[static_cast<std::size_t>(s)];
      ++holders;
      holder = s;
    }
  return holders == 1 && holder != v.seat() && total >= 10;
}

// The moon choice, by the standings after it: a choice that ends the match with us alone
// lowest wins it, and one that ends it with somebody else lower loses it; otherwise our lead
// over the best opponent. On an equal lead (-26 for us and +26 for all the others always
// give one), a leader brings the end nearer (+26 for the others) and a trailer puts it off.
std::string choose_moon(const HeartsView& v, const std::vector<std::string>& moves) {
  const int me = v.seat();
  std::string best;
  double best_value = -1e9;
  for (const auto& m : moves) {
    std::vector<int> after = v.scores;
    const std::string arg = m.substr(5);
    if (arg == "self")
      after[static_cast<std::size_t>(me)] -= 26;
    else if (arg == "others")
      for (int s = 0; s < v.players(); ++s) after[static_cast<std::size_t>(s)] += s == me ? 0 : 26;
    else
      after[static_cast<std::size_t>(std::stoi(arg))] += 26;
    int rival = 100000;
    for (int s = 0; s < v.players(); ++s)
      if (s != me) rival = std::min(rival, after[static_cast<std::size_t>(s)]);
    const int margin = rival - after[static_cast<std::size_t>(me)];
    double value = margin;
    if (*std::max_element(after.begin(), after.end()) >= v.rules.target && margin != 0)
      value += margin > 0 ? kMatchWon : -kMatchWon;
    else if (arg != "self")  // nearer the end
      value += margin > 0 ? 0.5 : -0.5;
    if (value > best_value) {
      best_value = value;
      best = m;
    }
  }
  return best;
}

}  // namespace

int hearts_search_budget(std::string_view level) { return level == "expert" ? 6000 : 200; }

std::unique_ptr<BotThinking> hearts_bot_think(const HeartsView& v, std::string_view level, Rng& rng) {
  // Hearts' Expert still plays for the round: playing for the match won +1.6% +- 3.2% more
  // matches from late starts (680 matches) but took 4.12 +- 0.69 more penalty points a round,
  // its random playouts letting a moon through about a third of the time (issue 27's note).
  // hearts_search() takes Aim::Match for when the playouts stop moons.
  const search::Aim aim = search::Aim::Round;
  if (level == search::kExpertRoundLevel) level = "expert";
  if ((level == "hard" || level == "expert") && v.legal_moves().size() > 1) {
    if (v.phase() == Phase::Play) return hearts_search(v, hearts_search_budget(level), rng.next(), aim);
    if (v.phase() == Phase::Pass) return hearts_search(v, 4 * hearts_search_budget(level), rng.next(), aim);
  }
  return decided(hearts_rule_move(v, level, rng));
}

std::string hearts_bot_move(const HeartsView& v, std::string_view level, Rng& rng) {
  return think_through(*hearts_bot_think(v, level, rng));
}

std::string hearts_rule_move(const HeartsView& v, std::string_view level, Rng& rng) {
  const auto moves = v.legal_moves();
  if (moves.empty()) return {};
  if (moves.size() == 1) return moves.front();
  if (level == "random" || (level == "easy" && rng.below(2) == 0))
    return moves[static_cast<std::size_t>(rng.below(static_cast<int>(moves.size())))];
  if (v.phase() == Phase::Moon) return choose_moon(v, moves);
  if (v.phase() == Phase::Pass) {
    std::vector<Card> by_danger = v.hand;
    sort_by(by_danger, [](Card a, Card b) { return danger(a) > danger(b); });
    std::vector<std::string> three{by_danger[0].str(), by_danger[1].str(), by_danger[2].str()};
    std::sort(three.begin(), three.end());
    return "pass:" + three[0] + "," + three[1] + "," + three[2];
  }
  std::vector<Card> options;
  for (const auto& m : moves) options.push_back(*parse_card(m));
  if (v.trick.empty())  // lead the lowest card
    return std::min_element(options.begin(), options.end(), [](Card a, Card b) { return a.rank < b.rank; })->str();
  const CardSuit led = v.trick.front().card.suit;
  if (options.front().suit != led) {  // void: throw the most dangerous card
    if (moon_threat(v)) {             // ...unless that feeds a moon: throw a high harmless card
      auto safe = std::max_element(options.begin(), options.end(), [](Card a, Card b) {
        return (card_points(a) > 0 ? -100 : a.rank) < (card_points(b) > 0 ? -100 : b.rank);
      });
      return safe->str();
    }
    return std::max_element(options.begin(), options.end(), [](Card a, Card b) { return danger(a) < danger(b); })
        ->str();
  }
  int high = 0, points = 0;
  for (const auto& p : v.trick) {
    if (p.card.suit == led) high = std::max(high, static_cast<int>(p.card.rank));
    points += card_points(p.card);
  }
  std::vector<Card> losers, winners;
  for (Card c : options) (c.rank < high ? losers : winners).push_back(c);
  if (moon_threat(v) && points > 0 && !winners.empty())  // take a heart to stop the moon
    return std::min_element(winners.begin(), winners.end(), [](Card a, Card b) { return a.rank < b.rank; })->str();
  if (!losers.empty())
    return std::max_element(losers.begin(), losers.end(), [](Card a, Card b) { return danger(a) < danger(b); })->str();
  const bool last = static_cast<int>(v.trick.size()) == v.players() - 1;
  if (last && points == 0)  // the trick is ours and clean: spend the highest safe card
    return std::max_element(winners.begin(), winners.end(),
                            [](Card a, Card b) { return (a == kQueen ? -1 : a.rank) < (b == kQueen ? -1 : b.rank); })
        ->str();
  return std::min_element(winners.begin(), winners.end(), [](Card a, Card b) { return a.rank < b.rank; })->str();
}

}  // namespace boneyard
