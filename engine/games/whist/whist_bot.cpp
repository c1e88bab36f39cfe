// Computer players for Domino Whist, deciding from a WhistView only.
//
// `normal` estimates its tricks for bidding (doubles, plus length in the best trump suit),
// takes the widow when it helps, names the suit it is longest in (or doubles, or no trump),
// then plays to win tricks: lead a sure winner when it holds one, win a trick as cheaply as
// possible, leave it to a partner who is already winning, and throw its lowest tile
// otherwise. `hard` and `expert` pass, bid and take the widow by the declarer's prospects
// (whist_contract_decision: playouts of every pass, contract and exchange weighed), and name
// trumps and play every tile by search (whist_search.h), with budgets of playouts and
// iterations.
#include <algorithm>
#include <set>

#include "core/sort.h"
#include "games/whist/whist.h"
#include "games/whist/whist_search.h"

namespace boneyard {

namespace {

// Tiles of `hand` in suit `suit` when that suit is trump.
int length_as_trump(const std::vector<Tile>& hand, int suit) {
  const Trumps t{suit};
  return static_cast<int>(std::count_if(hand.begin(), hand.end(), [&](Tile x) { return is_trump(x, t); }));
}

struct TrumpChoice {
  std::string move;
  int strength = 0;
};

TrumpChoice best_trump(const std::vector<Tile>& hand, int max_number) {
  TrumpChoice best{"trump:N", 0};
  for (int s = kDoublesSuit; s <= max_number; ++s) {
    int len = length_as_trump(hand, s);
    // The top of a number suit is its double: holding it makes the suit stronger.
    if (s != kDoublesSuit && std::find(hand.begin(), hand.end(), Tile::of(s, s)) != hand.end()) ++len;
    if (len > best.strength) best = {"trump:" + suit_text(s), len};
  }
  return best;
}

int estimate_tricks(const std::vector<Tile>& hand, int max_number, int players) {
  const int doubles = static_cast<int>(std::count_if(hand.begin(), hand.end(), [](Tile t) { return t.is_double(); }));
  const int trump = best_trump(hand, max_number).strength;
  const int fair = static_cast<int>(hand.size()) / players;  // an even share of the trumps
  return std::max(0, doubles / 2 + std::max(0, trump - fair) + (trump >= fair ? 1 : 0));
}

std::set<Tile> seen_tiles(const WhistView& v, bool remember) {
  std::set<Tile> seen(v.hand.begin(), v.hand.end());
  for (const auto& p : v.trick) seen.insert(p.tile);
  if (remember)
    for (const auto& t : v.tricks)
      for (const auto& p : t.plays) seen.insert(p.tile);
  return seen;
}

// Whether `t` led as `suit` cannot be beaten by any tile not yet seen.
bool sure_winner(Tile t, int suit, const Trumps& trumps, const std::set<Tile>& seen, int max_number) {
  for (Tile u : double_set(max_number)) {
    if (seen.count(u)) continue;
    if (suit != (trumps.suit ? *trumps.suit : -99) && is_trump(u, trumps)) return false;  // could be trumped
    if (in_suit(u, suit, trumps) && suit_rank(u, suit) > suit_rank(t, suit)) return false;
  }
  return true;
}

std::string choose_lead(const WhistView& v, const std::vector<std::string>& moves, bool remember) {
  const std::set<Tile> seen = seen_tiles(v, remember);
  const std::string* lowest = &moves.front();
  int lowest_rank = 1000;
  for (const auto& m : moves) {
    const std::size_t colon = m.find(':');
    const Tile t = *parse_tile(m.substr(0, colon));
    const int suit = *parse_suit(m.substr(colon + 1), v.rules.set());
    if (sure_winner(t, suit, v.trumps, seen, v.rules.set())) return m;
    const int rank = suit_rank(t, suit) + (is_trump(t, v.trumps) ? 50 : 0);
    if (rank < lowest_rank) {
      lowest_rank = rank;
      lowest = &m;
    }
  }
  return *lowest;
}

std::string choose_follow(const WhistView& v, const std::vector<std::string>& moves) {
  const int led = *v.led_suit;
  const int winner = trick_winner(v.trick, led, v.trumps);
  const bool partner_winning = v.rules.partnership && v.rules.side(winner) == v.rules.side(v.seat());
  // Strength of a tile in this trick: trumps above the led suit, off-suit tiles nowhere.
  auto power = [&](Tile t) {
    if (is_trump(t, v.trumps)) return 200 + suit_rank(t, *v.trumps.suit);
    if (in_suit(t, led, v.trumps)) return 100 + suit_rank(t, led);
    return t.pips() - 50;
  };
  int best_power = -1000;
  for (const auto& p : v.trick) best_power = std::max(best_power, power(p.tile));
  std::vector<Tile> options;
  for (const auto& m : moves) options.push_back(*parse_tile(m));
  sort_by(options, [&](Tile a, Tile b) { return power(a) < power(b); });
  if (!partner_winning)
    for (Tile t : options)
      if (power(t) > best_power) return t.str();  // the cheapest tile that wins
  return options.front().str();                   // let it go as cheaply as possible
}

}  // namespace

std::unique_ptr<BotThinking> whist_bot_think(const WhistView& v, std::string_view level, Rng& rng) {
  const search::Aim aim = search::aim_of(level);
  if (level == search::kExpertRoundLevel) level = "expert";
  const bool searching = level == "hard" || level == "expert";
  if (searching && v.legal_moves().size() > 1) {
    if (v.phase() == Phase::Play || v.phase() == Phase::Trump)
      return whist_search(v, whist_search_budget(level), rng.next(), aim);
    if (v.phase() == Phase::Pass || v.phase() == Phase::Bid || v.phase() == Phase::Widow)
      return whist_contract_decision(v, whist_playout_budget(level), rng.next());
  }
  return decided(whist_rule_move(v, level, rng));
}

std::string whist_bot_move(const WhistView& v, std::string_view level, Rng& rng) {
  return think_through(*whist_bot_think(v, level, rng));
}

int whist_search_budget(std::string_view level) { return level == "expert" ? 6000 : 200; }
int whist_playout_budget(std::string_view level) { return level == "expert" ? 300 : 100; }

std::string whist_rule_move(const WhistView& v, std::string_view level, Rng& rng) {
  const auto moves = v.legal_moves();
  if (moves.empty()) return {};
  if (moves.size() == 1) return moves.front();
  if (level == "random" || (level == "easy" && rng.below(2) == 0)) {
    // Even a random player bids only sometimes, or every auction would go to the maximum.
    if (v.phase() == Phase::Bid && rng.below(3) != 0) return "bid:pass";
    return moves[static_cast<std::size_t>(rng.below(static_cast<int>(moves.size())))];
  }
  const int n = v.rules.set();
  switch (v.phase()) {
    case Phase::Pass: {  // hand on the three weakest tiles
      std::vector<Tile> weak = v.hand;
      sort_by(weak, [](Tile a, Tile b) {
        return (a.is_double() ? 100 : 0) + a.pips() < (b.is_double() ? 100 : 0) + b.pips();
      });
      std::vector<std::string> three{weak[0].str(), weak[1].str(), weak[2].str()};
      std::sort(three.begin(), three.end());
      return "pass:" + three[0] + "," + three[1] + "," + three[2];
    }
    case Phase::Bid: {
      int estimate = estimate_tricks(v.hand, n, v.players());
      if (v.rules.partnership) estimate += 2;  // a partner takes tricks too
      const int needed = std::max(v.rules.min_bid, v.high ? v.high->tricks + 1 : 1);
      return estimate >= needed ? "bid:" + std::to_string(needed) : "bid:pass";
    }
    case Phase::Widow: {
      std::vector<Tile> with = v.hand;
      with.push_back(*v.widow);
      const std::string trump = best_trump(with, n).move;
      // Put aside the weakest tile that is not a trump of the suit we would name.
      const Trumps t = trump == "trump:N" ? Trumps{} : Trumps{*parse_suit(trump.substr(6), n)};
      std::optional<Tile> weakest;
      for (Tile x : with)
        if (!is_trump(x, t) && !x.is_double() && (!weakest || x.pips() < weakest->pips())) weakest = x;
      if (!weakest || *weakest == *v.widow) return "widow:keep";
      return "widow:" + weakest->str();
    }
    case Phase::Trump: {
      const auto choice = best_trump(v.hand, n);
      return choice.strength * v.players() >= static_cast<int>(v.hand.size()) + 2 ? choice.move : "trump:N";
    }
    default:
      break;
  }
  if (v.trick.empty()) return choose_lead(v, moves, level == "hard" || level == "expert");
  return choose_follow(v, moves);
}

}  // namespace boneyard
