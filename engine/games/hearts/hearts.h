// Domino Hearts — game id `hearts` (docs/rules.md ("Domino Hearts"); seed 004): Hearts played with
// cardominoes. 3 players remove 2C (17 each), 4 play 13 each, 5 remove 2C and 2D (10
// each). The 3-card pass cycles by round; the holder of 2C (else 3C) leads it; follow
// suit; hearts are not led until broken; each heart is 1 and QS 13. Taking all 26 shoots
// the moon, scored as option `moon` says, the shooter choosing where the rules let them.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/match.h"
#include "core/rng.h"
#include "trick/card.h"
#include "trick/trick_match.h"
#include "trick/trick_view.h"

namespace boneyard {

const GameInfo& hearts_game();

enum class MoonRule { Choice, ChoiceOne, AddOthers, Off };

struct HeartsRules {
  int players = 4;
  int target = 100;
  bool queen_breaks_hearts = false;
  MoonRule moon = MoonRule::Choice;
  bool end_tie_shared = false;
  int hand_size() const { return players == 3 ? 17 : players == 4 ? 13 : 10; }
  std::vector<Card> deck() const;    // the cards in play
  int pass_offset(int round) const;  // left, right, (opposite,) hold; 0: hold
  bool operator==(const HeartsRules&) const = default;
};
HeartsRules hearts_rules_from(const Options& options);
int card_points(Card c);  // a heart 1, QS 13

struct HeartsRoundResult {
  std::vector<int> taken;   // points each seat took
  std::vector<int> points;  // what each seat scores (after the moon)
  std::optional<int> moon;  // the shooter
  std::string moon_choice;  // "self", "others" or a seat number
  std::string explanation;  // phrases (core/i18n.h render()), seats as {0}, {1}, ...
};

// The table as one seat sees it (trick/trick_view.h); `round_points` are the points taken
// so far, the round's score once settled. Every hand is shown from the moon choice on.
class HeartsView final : public TrickView<Card> {
 public:
  std::string_view game_id() const override { return "hearts"; }
  std::unique_ptr<SeatView> turned(int by) const override;
  std::vector<std::string> legal_moves() const override;
  Json to_json() const override;

  HeartsRules rules;
  int pass_offset = 0;
  std::optional<Card> first_lead;  // the card that must open the round, until it is played
  bool hearts_broken = false;
  std::optional<HeartsRoundResult> result;
};

class HeartsMatch final : public TrickMatch<HeartsMatch, Card, HeartsRoundResult> {
 public:
  std::unique_ptr<SeatView> view(int seat) const override { return hearts_view(seat); }
  std::vector<std::string> claim(int seat) const override;  // {game}_search.cpp
  std::unique_ptr<HeartsView> hearts_view(int seat) const;
  std::vector<std::string> full_set() const override;

 protected:
  Result<std::string> canonical_move(std::string_view move) const override;
  std::string why_illegal(const std::string& move) const override;
  void apply(const std::string& move) override;
  Status start_round(const std::optional<Deal>& deal) override;

 private:
  friend TrickMatch;
  HeartsMatch(const GameInfo& info, const Options& options, std::uint64_t seed);
  HeartsMatch(const HeartsMatch&) = default;

  void start_play();
  void finish_round();
  void settle(const std::string& moon_choice);  // score the round (after any moon choice)

  HeartsRules rules_;
  std::optional<Card> first_lead_;
  bool hearts_broken_ = false;
};

// A computer player's move (hearts_bot.cpp): hard and expert search their card play (in
// slices through hearts_bot_think); every other decision is a rule of thumb (hearts_rule_move).
std::string hearts_bot_move(const HeartsView& view, std::string_view level, Rng& rng);
std::unique_ptr<BotThinking> hearts_bot_think(const HeartsView& view, std::string_view level, Rng& rng);
std::string hearts_rule_move(const HeartsView& view, std::string_view level, Rng& rng);
int hearts_search_budget(std::string_view level);  // ISMCTS iterations per move: hard, expert

}  // namespace boneyard
