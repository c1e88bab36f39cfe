// A match of a line game, Block or Draw: docs/rules.md ("Block")-§2.
//
// LineRules holds what the game's options decide. LineMatch owns the hidden state (every
// hand, the sleeping tiles, the generator); LineView is what one seat may know: the line,
// its own hand, everyone's counts, the public log of plays and passes, scores, and every
// hand only once the round is over.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/match.h"
#include "core/rng.h"
#include "core/tile.h"
#include "line/line.h"

namespace boneyard {

enum class OpenerRule { HighestDouble, HighestTile, DoubleThenTile };
enum class WinScore { Net, Others };
enum class BlockTie { AllTied, None };
enum class DrawRule { UntilPlayable, OneThenChoose, DrawThenWait };

struct LineRules {
  int players = 2;
  int set = 6;  // double-N
  int hand_size = 7;
  OpenerRule opener = OpenerRule::HighestDouble;
  bool opener_plays_deciding_tile = false;
  WinScore win_score = WinScore::Net;
  BlockTie block_tie = BlockTie::AllTied;
  int target = 100;
  bool end_tie_shared = false;  // end_tie = shared: a tie for first ends the match
  // Draw only:
  bool draw_game = false;  // the undealt tiles form a boneyard to draw from
  DrawRule draw_rule = DrawRule::UntilPlayable;
  bool redeal_five_doubles = false;
  int min_score = 0;  // a seat banks nothing until one round scores at least this
  int sets = 1;       // combined sets: identical tiles are interchangeable
  bool operator==(const LineRules&) const = default;
};
LineRules line_rules_from(const Options& options);

// One public event of a round, in order: "6-6" (opening), "6-4:L", "pass", "draw" (the
// drawn tile stays hidden).
struct LineEvent {
  int seat = 0;
  std::string move;
  int left = -1, right = -1;  // the open ends when it happened (-1: the line was empty)
};

// How a round ended and what it scored (shown in the round summary).
struct LineRoundResult {
  bool blocked = false;  // false: `domino_seat` played their last tile
  int domino_seat = -1;
  std::vector<int> pips;     // pips left in each hand
  std::vector<int> points;   // what each seat banked this round
  std::vector<int> winners;  // seats that won the round (may be several, or none)
  std::string explanation;   // who won and how the score arose: phrases (render() them), seats as {0}, {1}, ...
};

// What decides a turn's moves besides the line and the hand.
struct TurnContext {
  const LineRules* rules = nullptr;
  int boneyard = 0;  // tiles left to draw
  bool drew_this_turn = false;
  std::optional<Tile> required_opening;  // the opener's forced tile
};

class LineView final : public SeatView {
 public:
  std::string_view game_id() const override { return game; }
  int seat() const override { return seat_index; }
  int players() const override { return static_cast<int>(hand_counts.size()); }
  Phase phase() const override { return phase_; }
  int to_move() const override { return to_move_; }
  std::vector<std::string> legal_moves() const override;
  Json to_json() const override;
  std::unique_ptr<SeatView> turned(int by) const override;

  // Everything below is visible to this seat.
  std::string game;
  LineRules rules;
  Options options;
  int seat_index = 0;
  Phase phase_ = Phase::Play;
  int to_move_ = -1;
  int round = 1;
  int opener = 0;                        // who opened this round
  std::optional<Tile> required_opening;  // opener_plays_deciding_tile
  Line line;
  std::vector<Tile> hand;                               // this seat's tiles, sorted
  std::vector<int> hand_counts;                         // every seat
  std::vector<std::optional<std::vector<Tile>>> hands;  // every seat: own, or all at round end
  int boneyard = 0;                                     // tiles left to draw (0 in Block)
  bool drew_this_turn = false;                          // the seat to move has drawn this turn
  std::optional<Tile> drawn;                            // this seat's latest drawn tile, this round
  int redeals = 0;                                      // deals voided this round (no double, five doubles)
  std::vector<bool> on_board;                           // min_score: who has banked a round yet
  std::vector<int> scores;                              // match totals
  std::vector<LineEvent> log;                           // this round's public events
  std::optional<LineRoundResult> result;                // once the round is over
  std::vector<int> match_winners;                       // once the match is over
};

class LineMatch final : public Match {
 public:
  // Deals the first round; refuses a bad scripted deal.
  static Result<std::unique_ptr<Match>> create(const GameInfo& info, const Options& options, std::uint64_t seed,
                                               const std::optional<Deal>& deal);

  Phase phase() const override { return phase_; }
  int to_move() const override;
  int round() const override { return round_; }
  std::vector<std::string> legal_moves() const override;
  std::vector<int> scores() const override { return scores_; }
  std::vector<int> winners() const override;
  std::unique_ptr<Match> clone() const override { return std::unique_ptr<Match>(new LineMatch(*this)); }
  std::unique_ptr<SeatView> view(int seat) const override { return line_view(seat); }
  std::unique_ptr<LineView> line_view(int seat) const;  // seat -1: everything (the whole state)
  Json to_json() const override;
  std::vector<std::string> census() const override;
  std::vector<std::string> full_set() const override;

  const LineRules& rules() const { return rules_; }
  const std::vector<std::vector<Tile>>& hands() const { return hands_; }
  const Line& line() const { return line_; }

 protected:
  Result<std::string> canonical_move(std::string_view move) const override;
  std::string why_illegal(const std::string& move) const override;
  void apply(const std::string& move) override;
  Status start_round(const std::optional<Deal>& deal) override;

 private:
  LineMatch(const GameInfo& info, const Options& options, std::uint64_t seed);
  LineMatch(const LineMatch&) = default;

  struct Dealt {
    std::vector<std::vector<Tile>> hands;
    std::vector<Tile> rest;  // what was not dealt: top first
  };
  std::vector<Tile> full_deck() const;         // every tile, `sets` times, sorted
  Result<Dealt> check_deal(const Deal& deal);  // may draw on the generator for an unlisted boneyard
  Dealt deal_from(const std::vector<Tile>& deck) const;
  bool voids_deal(const Dealt& dealt) const;  // no opener, or five doubles under the option
  bool blocked() const;                       // nobody can play and the boneyard cannot help
  TurnContext turn_context(int seat) const;
  void end_turn();
  void finish_round(bool blocked, int domino_seat);

  LineRules rules_;
  Rng rng_;
  int round_ = 0;
  Phase phase_ = Phase::Play;
  int turn_ = 0;
  bool drew_this_turn_ = false;
  std::vector<std::optional<Tile>> drawn_;  // each seat's latest drawn tile this round
  int redeals_ = 0;
  std::vector<bool> on_board_;  // min_score
  int opener_ = 0;
  std::optional<Tile> required_opening_;
  Line line_;
  std::vector<std::vector<Tile>> hands_;
  std::vector<Tile> sleeping_;  // Block: dealt to nobody, never used
  std::vector<Tile> boneyard_;  // Draw: face down, top first
  std::vector<int> scores_;
  std::vector<LineEvent> log_;
  std::optional<LineRoundResult> result_;
  std::vector<int> match_winners_;
};

// Legal moves of `hand` on `line` (docs/protocol.md notation), sorted and unique. Shared by the
// match (for the seat to move) and the view (for its own seat), so both always agree.
std::vector<std::string> line_moves(const Line& line, const std::vector<Tile>& hand, const TurnContext& turn);

}  // namespace boneyard
