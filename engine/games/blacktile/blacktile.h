// Black Tile — game id `blacktile` (docs/rules.md ("Black Tile"); seed 000): Hearts with dominoes.
//
// A round: deal (4 players 7 each; 3 players 9 each and one dead tile), the 3-tile pass,
// the offer to pass the lead, then seven or nine tricks under the suits of §0.1 with no
// trumps. Counters taken are penalty points (11, 21 or 30 a round); taking every counter
// dealt shoots the moon. The match ends after the round in which someone reaches the
// target; the lowest total wins.
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

const GameInfo& blacktile_game();

enum class NextLeader { Rotate, HighestScore };

struct BlackTileRules {
  int players = 4;
  int points = 11;  // the counter scheme: 11, 21 or 30
  int target = 61;
  int moon_points = 22;
  bool partnership = false;  // 4 players: seats 0+2 against 1+3
  NextLeader next_leader = NextLeader::Rotate;
  int pass_offset = 1;  // 1 left, players-1 right, 0 no pass
  bool lead_pass = true;
  bool dead_to_first_trick = false;  // leftover = first_trick_winner
  bool end_tie_shared = false;
  int hand_size() const { return players == 3 ? 9 : 7; }
  int side(int seat) const { return partnership ? seat % 2 : seat; }
  bool operator==(const BlackTileRules&) const = default;
};
BlackTileRules blacktile_rules_from(const Options& options);

// A tile's penalty value under the `points` scheme (docs/rules.md ("Black Tile") "Counters").
int counter_value(Tile t, int points);

struct BlackTileRoundResult {
  std::vector<int> taken;   // penalty points each seat took (the dead tile included when won)
  std::vector<int> points;  // what each seat scores (moon applied; partners show their side's)
  std::vector<int> moon;    // the seats that shot the moon (one seat, or a partnership), else empty
  std::string explanation;  // phrases (core/i18n.h render()), seats as {0}, {1}, ... (see name_seats)
};

// The table as one seat sees it (trick/trick_view.h); `round_points` are the penalties
// taken so far (partners: the side's), counting only tiles the viewer has seen.
class BlackTileView final : public TrickView<Tile> {
 public:
  std::string_view game_id() const override { return "blacktile"; }
  std::unique_ptr<SeatView> turned(int by) const override;
  std::vector<std::string> legal_moves() const override;
  Json to_json() const override;

  BlackTileRules rules;
  std::vector<std::vector<TrickPlay>> leader_draws;  // this round's draws for the first lead (who drew what)
  int first_leader = 0;                              // due to lead the first trick
  bool lead_passed = false;
  bool has_dead = false;     // 3 players: a tile lies dead
  std::optional<Tile> dead;  // shown at round end, or once won
  std::optional<BlackTileRoundResult> result;
};

class BlackTileMatch final : public TrickMatch<BlackTileMatch, Tile, BlackTileRoundResult> {
 public:
  std::unique_ptr<SeatView> view(int seat) const override { return blacktile_view(seat); }
  std::vector<std::string> claim(int seat) const override;        // {game}_search.cpp
  std::unique_ptr<BlackTileView> blacktile_view(int seat) const;  // -1: everything
  std::vector<std::string> census() const override;
  std::vector<std::string> full_set() const override;

  const BlackTileRules& rules() const { return rules_; }

 protected:
  Result<std::string> canonical_move(std::string_view move) const override;
  std::string why_illegal(const std::string& move) const override;
  void apply(const std::string& move) override;
  Status start_round(const std::optional<Deal>& deal) override;

 private:
  friend TrickMatch;
  BlackTileMatch(const GameInfo& info, const Options& options, std::uint64_t seed);
  BlackTileMatch(const BlackTileMatch&) = default;

  int draw_for_lead(std::vector<int> seats);  // the draw; returns the winner
  void after_pass();                          // to the lead-pass offer, or straight to play
  void finish_trick();
  void finish_round();

  BlackTileRules rules_;
  std::optional<Tile> dead_;  // 3 players
  bool dead_won_ = false;     // leftover = first_trick_winner, once given
  std::vector<std::vector<TrickPlay>> leader_draws_;
  int first_leader_ = 0;
  bool lead_passed_ = false;
};

// A computer player's move (blacktile_bot.cpp): hard and expert search their tile play (in
// slices through blacktile_bot_think); every other decision is a rule of thumb.
std::string blacktile_bot_move(const BlackTileView& view, std::string_view level, Rng& rng);
std::unique_ptr<BotThinking> blacktile_bot_think(const BlackTileView& view, std::string_view level, Rng& rng);
std::string blacktile_rule_move(const BlackTileView& view, std::string_view level, Rng& rng);
int blacktile_search_budget(std::string_view level);  // ISMCTS iterations per move: hard, expert
int blacktile_pass_budget(std::string_view level);    // and for the pass

}  // namespace boneyard
