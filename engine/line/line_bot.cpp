#include "line/line_bot.h"

#include "line/line_search.h"
#include "search/reference.h"

#include <algorithm>

namespace boneyard {

namespace {

struct Parsed {
  Tile tile;
  std::optional<End> end;  // none for the opening tile
};

Parsed parse_move(const std::string& move) {
  Parsed p{*parse_tile(move.substr(0, move.find(':'))), std::nullopt};
  if (move.size() > 2 && move[move.size() - 2] == ':') p.end = move.back() == 'L' ? End::Left : End::Right;
  return p;
}

int evaluate(const LineView& v, const std::string& move) {
  Parsed p = parse_move(move);
  int score = p.tile.pips() * 10;       // shed weight: it counts against us
  if (p.tile.is_double()) score += 25;  // doubles are hard to place later
  Line after = v.line;
  if (after.empty())
    after.open(p.tile);
  else
    after.place(p.tile, *p.end);
  const int l = after.left_end(), r = after.right_end();
  int follow_ups = 0;  // our remaining tiles that still fit
  for (Tile t : v.hand)
    if (t != p.tile && (t.shows(l) || t.shows(r))) ++follow_ups;
  score += follow_ups * 12;
  return score;
}

}  // namespace

std::unique_ptr<BotThinking> line_bot_think(const LineView& v, std::string_view level, Rng& rng) {
  if (level == kLineReferenceLevel) return line_reference_search(v, search::kReferenceIterations, rng);
  if (level == "hard") return line_search(v, kHardIterations, rng);
  if (level == "expert" || level == search::kExpertRoundLevel)
    return line_search(v, kExpertIterations, rng, kExpertPlayModel,
                       level == "expert" ? search::Aim::Match : search::Aim::Round);
  return decided(line_rule_move(v, level, rng));
}

std::string line_bot_move(const LineView& v, std::string_view level, Rng& rng) {
  return think_through(*line_bot_think(v, level, rng));
}

std::string line_rule_move(const LineView& v, std::string_view level, Rng& rng) {
  const auto moves = v.legal_moves();
  if (moves.empty()) return {};
  if (moves.size() == 1) return moves.front();
  if (level == "random" || (level == "easy" && rng.below(2) == 0))
    return moves[rng.below(static_cast<int>(moves.size()))];
  // The others weigh tile plays; "draw" and "pass" come only when no tile can be played
  // (or, after drawing under one_then_choose, never: playing sheds pips).
  std::vector<std::string> plays;
  for (const auto& m : moves)
    if (m != "draw" && m != "pass") plays.push_back(m);
  if (plays.empty()) return moves.front();
  if (level == "easy") {
    return *std::max_element(plays.begin(), plays.end(), [](const std::string& a, const std::string& b) {
      return parse_move(a).tile.pips() < parse_move(b).tile.pips();
    });
  }
  int best_score = -1;
  std::vector<const std::string*> best;
  for (const auto& m : plays) {
    const int s = evaluate(v, m);
    if (s > best_score) {
      best_score = s;
      best.clear();
    }
    if (s == best_score) best.push_back(&m);
  }
  return *best[rng.below(static_cast<int>(best.size()))];
}

}  // namespace boneyard
