#include "games/whist/whist_search.h"

#include "search/thinking.h"

namespace boneyard {

WhistWorlds::WhistWorlds(const WhistView& v, std::optional<Trumps> trumps) {
  const Trumps in_force = trumps.value_or(v.trumps);
  TrickTables t = domino_tables(v.players(), v.rules.set(), in_force, nullptr, 0);
  t.scoring = TrickTables::Scoring::Contract;
  t.partnership = v.rules.partnership;
  t.bid_seat = v.high ? v.high->seat : 0;
  t.bid_tricks = v.high ? v.high->tricks : 0;
  worlds_ = std::make_unique<TrickWorlds>(t);
  DominoKnowledge k;
  k.max_number = v.rules.set();
  k.trumps = in_force;
  k.pass_to = v.pass_offset ? (v.seat() + v.pass_offset) % v.players() : -1;
  if (v.aside) k.out.push_back(*v.aside);                 // the bid winner put it aside
  k.aside = v.rules.widow() && !v.aside && v.seat() >= 0 ? 1 : 0;  // the others do not know it
  if (trumps) k.leader = v.seat();                        // the declarer leads the first trick
  describe_domino_worlds(*worlds_, v, k);
  leading_ = v.trick.empty();
}

std::unique_ptr<BotThinking> whist_search(const WhistView& view, int iterations, std::uint64_t seed) {
  if (view.phase() == Phase::Trump) {
    using Compare = search::CompareThinking<TrickState, WhistWorlds>;
    std::vector<Compare::Choice> choices;
    for (const std::string& move : view.legal_moves()) {
      const Trumps trumps = move == "trump:N" ? Trumps{} : Trumps{parse_suit(move.substr(6), view.rules.set())};
      choices.push_back({move, std::make_unique<WhistWorlds>(view, trumps)});
    }
    return std::make_unique<Compare>(view.seat(), std::move(choices), iterations, seed);
  }
  return std::make_unique<search::SearchThinking<TrickState, WhistWorlds>>(
      std::make_unique<WhistWorlds>(view), iterations, seed,
      [](const WhistWorlds& w, search::Move m) { return tile_move_text(m, w.leading(), w.worlds().tables()); });
}

}  // namespace boneyard
