#include "games/blacktile/blacktile_search.h"

#include "search/thinking.h"
#include "trick/claim.h"
#include "trick/pass_search.h"

#include <bit>


namespace boneyard {

TrickTables blacktile_tables(const BlackTileRules& r) {
  TrickTables t = domino_tables(r.players, 6, Trumps{}, counter_value, r.points);
  t.scoring = TrickTables::Scoring::Penalty;
  t.partnership = r.partnership;
  t.moon_points = r.moon_points;
  return t;
}

namespace {

// The tables with the match around the round: its totals, the lowest wins, sides if partners.
// A seat (or side) takes at most every counter of the set in a round, or a moon's points.
TrickTables staked_tables(const BlackTileView& v, search::Aim aim) {
  TrickTables t = blacktile_tables(v.rules);
  t.stakes.set(v.scores, {v.rules.target, true, v.rules.end_tie_shared}, partners_opposite, v.rules.partnership ? 1 : 0);
  int total = 0;
  for (const Tile tile : double_set(6)) total += counter_value(tile, v.rules.points);
  t.stakes.aim(aim, std::max(total, v.rules.moon_points), total / 2.0);
  return t;
}

}  // namespace

BlackTileWorlds::BlackTileWorlds(const BlackTileView& v, std::optional<int> leader, search::Aim aim)
    : rules_(v.rules), worlds_(std::make_unique<TrickWorlds>(staked_tables(v, aim))) {
  for (const Tile tile : double_set(6)) total_ += counter_value(tile, rules_.points);
  if (!v.tricks.empty()) first_winner_ = v.tricks.front().winner;
  // The dead tile: none, known (won by this seat, or the whole state), or a secret.
  dead_known_ = !v.has_dead || v.dead.has_value();
  DominoKnowledge k;
  k.pass_to = rules_.pass_offset ? (v.seat() + rules_.pass_offset) % v.players() : -1;
  if (v.dead) k.out.push_back(*v.dead);
  k.aside = dead_known_ ? 0 : 1;
  k.leader = leader;
  describe_domino_worlds(*worlds_, v, k);
  TrickState& known = worlds_->known;
  if (v.dead && rules_.dead_to_first_trick && first_winner_ >= 0)
    known.set_taken(first_winner_, known.points(first_winner_) + counter_value(*v.dead, rules_.points),
                    known.tricks(first_winner_));
  int moon_total = total_;
  if (v.dead && !rules_.dead_to_first_trick) moon_total -= counter_value(*v.dead, rules_.points);
  known.set_moon_total(moon_total);
  if (v.dead && rules_.dead_to_first_trick && first_winner_ < 0)
    known.set_first_trick_bonus(counter_value(*v.dead, rules_.points));
  leading_ = v.trick.empty();
}

TrickState BlackTileWorlds::sample(Rng& rng) const {
  std::vector<int> aside;
  TrickState s = worlds_->sample(rng, &aside);
  if (!dead_known_ && !aside.empty()) {  // this world's dead tile
    const int value = counter_value(item_tile(aside.front()), rules_.points);
    if (!rules_.dead_to_first_trick)
      s.set_moon_total(total_ - value);
    else if (first_winner_ < 0)
      s.set_first_trick_bonus(value);
    else
      s.set_taken(first_winner_, s.points(first_winner_) + value, s.tricks(first_winner_));
  }
  return s;
}

std::vector<std::string> BlackTileMatch::claim(int seat) const {
  if (phase() != Phase::Play || to_move() != seat) return {};
  return domino_claim(BlackTileWorlds(*blacktile_view(-1)), seat);
}

std::unique_ptr<BotThinking> blacktile_search(const BlackTileView& view, int iterations, std::uint64_t seed,
                                              search::Aim aim) {
  if (view.phase() == Phase::Pass) {
    const TrickTables tables = staked_tables(view, aim);
    PassWorlds::Setup setup;
    setup.seat = view.seat();
    for (Tile t : view.hand) setup.hand |= std::uint64_t{1} << t.index();
    for (Tile t : double_set(6)) {
      setup.unseen |= std::uint64_t{1} << t.index();
      setup.moon_total += counter_value(t, view.rules.points);
    }
    setup.unseen &= ~setup.hand;
    setup.hand_size = view.rules.hand_size();
    setup.offset = view.rules.pass_offset;
    setup.leader = view.first_leader;  // (whether the lead is then passed is not weighed here)
    return pass_search(tables, setup, view.rules.hand_size(), iterations, seed,
                       [](int item) { return item_tile(item).str(); });
  }
  if (view.phase() == Phase::LeadPass) {
    using Compare = search::CompareThinking<TrickState, BlackTileWorlds>;
    std::vector<Compare::Choice> choices;
    choices.push_back({"lead", std::make_unique<BlackTileWorlds>(view, view.leader, aim)});
    choices.push_back({"pass_lead", std::make_unique<BlackTileWorlds>(view, (view.leader + 1) % view.players(), aim)});
    return std::make_unique<Compare>(view.seat(), std::move(choices), iterations, seed);
  }
  return std::make_unique<search::SearchThinking<TrickState, BlackTileWorlds>>(
      std::make_unique<BlackTileWorlds>(view, std::nullopt, aim), iterations, seed, [](const BlackTileWorlds& w, search::Move m) {
        return tile_move_text(m, w.leading(), w.worlds().tables());
      });
}

}  // namespace boneyard
