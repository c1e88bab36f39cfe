// Computer players for Black Tile, deciding from a BlackTileView only.
//
// `normal`: pass the counters and the tiles most likely to win tricks; keep the lead only
// with low tiles to lead; lead the tile least likely to win a trick with counters in it;
// follow with the highest tile that still loses, or, when any tile wins, the lowest one
// unless last to play; when void, throw away counters, then high tiles. `hard` and `expert`
// decide the pass, the lead pass and every tile by search (blacktile_search.h: ISMCTS over
// deals consistent with the view; for the pass and the lead pass, a search of each choice),
// with a budget of iterations (Expert's pass a light one: see blacktile_pass_budget). `easy`
// plays half its moves at random; `random` every move.
#include <algorithm>
#include <set>

#include "core/sort.h"
#include "games/blacktile/blacktile.h"
#include "games/blacktile/blacktile_search.h"

namespace boneyard {

namespace {

struct Lead {
  Tile tile;
  int suit;
};

Lead parse_lead(const std::string& move) {
  const std::size_t colon = move.find(':');
  return {*parse_tile(move.substr(0, colon)), *parse_suit(move.substr(colon + 1), 6)};
}

// How dangerous a tile is to keep: counters, and tiles that win tricks.
int danger(Tile t, int points) {
  int d = counter_value(t, points) * 12 + t.pips();
  if (t.is_double()) d += 6;
  return d;
}

std::set<Tile> seen_tiles(const BlackTileView& v) {
  std::set<Tile> seen(v.hand.begin(), v.hand.end());
  for (const auto& t : v.tricks)
    for (const auto& p : t.plays) seen.insert(p.tile);
  for (const auto& p : v.trick) seen.insert(p.tile);
  return seen;
}

// Tiles not yet seen that would beat `t` in `suit`.
int higher_unseen(Tile t, int suit, const std::set<Tile>& seen) {
  int count = 0;
  for (Tile u : double_set(6))
    if (!seen.count(u) && in_suit(u, suit, {}) && suit_rank(u, suit) > suit_rank(t, suit)) ++count;
  return count;
}

std::string choose_pass(const BlackTileView& v) {
  std::vector<Tile> by_danger = v.hand;
  sort_by(by_danger, [&](Tile a, Tile b) { return danger(a, v.rules.points) > danger(b, v.rules.points); });
  std::vector<std::string> three{by_danger[0].str(), by_danger[1].str(), by_danger[2].str()};
  std::sort(three.begin(), three.end());
  return "pass:" + three[0] + "," + three[1] + "," + three[2];
}

std::string choose_lead(const BlackTileView& v, const std::vector<std::string>& moves, bool count_cards) {
  const std::set<Tile> seen = count_cards ? seen_tiles(v) : std::set<Tile>(v.hand.begin(), v.hand.end());
  const std::string* best = nullptr;
  int best_risk = 1 << 30;
  for (const auto& m : moves) {
    const Lead l = parse_lead(m);
    const int higher = higher_unseen(l.tile, l.suit, seen);
    int risk = counter_value(l.tile, v.rules.points) * 30 + suit_rank(l.tile, l.suit) * 2 - higher * 3;
    if (higher == 0) risk += 60;  // it would surely win
    if (risk < best_risk) {
      best_risk = risk;
      best = &m;
    }
  }
  return *best;
}

std::string choose_follow(const BlackTileView& v, const std::vector<std::string>& moves) {
  const int led = *v.led_suit;
  const int points = v.rules.points;
  std::vector<Tile> options;
  for (const auto& m : moves) options.push_back(*parse_tile(m));
  const bool following = in_suit(options.front(), led, {});
  if (!following) {  // void: throw away the most dangerous tile
    return std::max_element(options.begin(), options.end(),
                            [&](Tile a, Tile b) { return danger(a, points) < danger(b, points); })
        ->str();
  }
  int best_rank = -1;
  for (const auto& p : v.trick)
    if (in_suit(p.tile, led, {})) best_rank = std::max(best_rank, suit_rank(p.tile, led));
  std::vector<Tile> losers, winners;
  for (Tile t : options) (suit_rank(t, led) < best_rank ? losers : winners).push_back(t);
  if (!losers.empty())  // the highest tile that still loses; counters first
    return std::max_element(losers.begin(), losers.end(),
                            [&](Tile a, Tile b) {
                              return counter_value(a, points) * 100 + suit_rank(a, led) <
                                     counter_value(b, points) * 100 + suit_rank(b, led);
                            })
        ->str();
  const bool last = static_cast<int>(v.trick.size()) == v.rules.players - 1;
  if (last)  // the trick is ours anyway: spend the highest tile that is not a counter
    return std::max_element(winners.begin(), winners.end(),
                            [&](Tile a, Tile b) {
                              return -counter_value(a, points) * 100 + suit_rank(a, led) <
                                     -counter_value(b, points) * 100 + suit_rank(b, led);
                            })
        ->str();
  return std::min_element(winners.begin(), winners.end(),
                          [&](Tile a, Tile b) { return suit_rank(a, led) < suit_rank(b, led); })
      ->str();
}

}  // namespace

std::unique_ptr<BotThinking> blacktile_bot_think(const BlackTileView& v, std::string_view level, Rng& rng) {
  const search::Aim aim = search::aim_of(level);
  if (level == search::kExpertRoundLevel) level = "expert";
  if ((level == "hard" || level == "expert") && v.legal_moves().size() > 1) {
    if (v.phase() == Phase::Play || v.phase() == Phase::LeadPass)
      return blacktile_search(v, blacktile_search_budget(level), rng.next(), aim);
    if (v.phase() == Phase::Pass) return blacktile_search(v, blacktile_pass_budget(level), rng.next(), aim);
  }
  return decided(blacktile_rule_move(v, level, rng));
}

std::string blacktile_bot_move(const BlackTileView& v, std::string_view level, Rng& rng) {
  return think_through(*blacktile_bot_think(v, level, rng));
}

std::string blacktile_rule_move(const BlackTileView& v, std::string_view level, Rng& rng) {
  const auto moves = v.legal_moves();
  if (moves.empty()) return {};
  if (moves.size() == 1) return moves.front();
  if (level == "random" || (level == "easy" && rng.below(2) == 0))
    return moves[static_cast<std::size_t>(rng.below(static_cast<int>(moves.size())))];
  switch (v.phase()) {
    case Phase::Pass:
      return choose_pass(v);
    case Phase::LeadPass: {
      int low = 0;  // tiles that make safe leads
      for (Tile t : v.hand)
        if (t.pips() <= 4 && counter_value(t, v.rules.points) == 0) ++low;
      return low >= 2 ? "lead" : "pass_lead";
    }
    default:
      break;
  }
  if (v.trick.empty()) return choose_lead(v, moves, false);
  return choose_follow(v, moves);
}

int blacktile_search_budget(std::string_view level) { return level == "expert" ? 6000 : 200; }

// The pass is searched in worlds where the other seats pass their most dangerous tiles and
// the lead pass and the dead tile play no part (trick/trick_search.h PassWorlds). More search
// of that model passes worse: Expert against Hard (400 duplicate deals, penalty points per
// round, lower is better) with Expert's pass at 24,000 / 2,400 / 800 / 200 iterations:
// +0.47 (2000 deals) / +0.10 / -0.27 / -0.98 +- 0.43. So Expert's pass searches only lightly.
int blacktile_pass_budget(std::string_view level) { return level == "expert" ? 200 : 800; }

}  // namespace boneyard
