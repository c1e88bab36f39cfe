// Domino Whist — game id `whist` (docs/rules.md ("Domino Whist"); seed 002, Howard Fosdick's game).
//
// 3 players: double-seven, 12 each. 4 players: double-eight, 11 each and a widow; partners
// (default) or alone. 5 players: double-nine, 11 each. A round: deal, the optional pass,
// the auction, the widow (4 players), trumps, then the tricks of §0.1 with trumps. The
// bid winner scores the bid if made, else loses it; everyone else scores 1 a trick.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/match.h"
#include "core/rng.h"
#include "core/tile.h"
#include "trick/domino_suits.h"
#include "trick/trick_match.h"
#include "trick/trick_view.h"

namespace boneyard {

const GameInfo& whist_game();

struct WhistRules {
  int players = 4;
  bool partnership = true;  // 4 players: seats 0+2 against 1+3
  bool passing = false;
  int min_bid = 4;
  int target = 30;
  bool end_tie_shared = false;
  int set() const { return players + 4; }  // 7, 8, 9
  int hand_size() const { return players == 3 ? 12 : 11; }
  bool widow() const { return players == 4; }
  int side(int seat) const { return partnership ? seat % 2 : seat; }
  int pass_offset(int round) const;  // the direction cycle of docs/rules.md ("Domino Whist"); 0: hold
  bool operator==(const WhistRules&) const = default;
};
WhistRules whist_rules_from(const Options& options);

struct WhistBid {
  int seat = 0;
  int tricks = 0;  // 0: pass
};

struct WhistRoundResult {
  bool made = false;
  std::vector<int> tricks;  // per seat
  std::vector<int> points;  // per seat (partners show their side's)
  std::string explanation;  // phrases (core/i18n.h render()), seats as {0}, {1}, ...
};

// The table as one seat sees it (trick/trick_view.h); `round_points` are 0 until the
// round's score.
class WhistView final : public TrickView<Tile> {
 public:
  std::string_view game_id() const override { return "whist"; }
  std::unique_ptr<SeatView> turned(int by) const override;
  std::vector<std::string> legal_moves() const override;
  Json to_json() const override;

  WhistRules rules;
  int dealer = 0;
  int redeals = 0;             // all passed: dealt again this round
  int pass_offset = 0;         // this round's direction (0: hold)
  std::vector<WhistBid> bids;  // the auction so far, in order
  std::vector<bool> out_of_auction;
  std::optional<WhistBid> high;  // the bid to beat / the contract
  std::optional<Tile> widow;     // seen by the bid winner (and by all at the end)
  std::optional<Tile> aside;     // the tile the bid winner put aside
  bool trumps_named = false;
  Trumps trumps;
  std::optional<WhistRoundResult> result;
};

class WhistMatch final : public TrickMatch<WhistMatch, Tile, WhistRoundResult> {
 public:
  std::unique_ptr<SeatView> view(int seat) const override { return whist_view(seat); }
  std::vector<std::string> claim(int seat) const override;  // {game}_search.cpp
  std::unique_ptr<WhistView> whist_view(int seat) const;
  std::vector<std::string> census() const override;
  std::vector<std::string> full_set() const override;

 protected:
  Result<std::string> canonical_move(std::string_view move) const override;
  std::string why_illegal(const std::string& move) const override;
  void apply(const std::string& move) override;
  Status start_round(const std::optional<Deal>& deal) override;

 private:
  friend TrickMatch;
  WhistMatch(const GameInfo& info, const Options& options, std::uint64_t seed);
  WhistMatch(const WhistMatch&) = default;

  void deal_random();
  void begin_auction_or_pass();
  void after_bid();
  void finish_round();

  WhistRules rules_;
  int dealer_ = 0;
  int redeals_ = 0;
  std::optional<Tile> widow_;  // 4 players: face down until the bid winner looks
  std::optional<Tile> aside_;  // out of play after the widow exchange
  std::vector<WhistBid> bids_;
  std::vector<bool> out_;
  std::optional<WhistBid> high_;
  std::optional<Trumps> trumps_;
};

// A computer player's move (whist_bot.cpp): hard and expert search trumps and their tile
// play, and weigh the pass, bids and the widow by playouts (in slices through whist_bot_think).
std::string whist_bot_move(const WhistView& view, std::string_view level, Rng& rng);
std::unique_ptr<BotThinking> whist_bot_think(const WhistView& view, std::string_view level, Rng& rng);
std::string whist_rule_move(const WhistView& view, std::string_view level, Rng& rng);
int whist_search_budget(std::string_view level);   // ISMCTS iterations per decision: hard, expert
int whist_playout_budget(std::string_view level);  // playouts per hand and trump weighed: pass, bid, widow

}  // namespace boneyard
