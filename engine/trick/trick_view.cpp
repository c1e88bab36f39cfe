// The trick games' shared seat view (trick_table.h), built for domino tiles and for cards.
#include "trick/trick_view.h"

#include "core/i18n.h"
#include "trick/domino_suits.h"

namespace boneyard {

namespace {

Json suit_json(int suit) { return suit_text(suit); }
Json suit_json(CardSuit suit) { return std::string(1, suit_letter(suit)); }

}  // namespace

template <class Item>
void TrickView<Item>::fill_table(const Match& match, int seat, bool hands_open, const TableSource<Item>& source) {
  const std::size_t n = source.hands.size();
  const bool all = seat < 0 || hands_open;
  options = match.options();
  seat_index = seat;
  phase_ = match.phase();
  to_move_ = match.to_move();
  round = match.round();
  if (seat >= 0) {
    hand = source.hands[static_cast<std::size_t>(seat)];
    my_pass = source.chosen[static_cast<std::size_t>(seat)];
    sent = source.sent[static_cast<std::size_t>(seat)];
    received = source.received[static_cast<std::size_t>(seat)];
  }
  for (std::size_t s = 0; s < n; ++s) {
    hand_counts.push_back(static_cast<int>(source.hands[s].size()));
    hands.push_back(all || static_cast<int>(s) == seat ? std::optional(source.hands[s]) : std::nullopt);
    pass_chosen.push_back(source.chosen[s].size() == 3);
  }
  leader = source.leader;
  led_suit = source.led_suit;
  trick = source.trick;
  tricks = source.tricks;
  tricks_won.assign(n, 0);
  for (const auto& t : tricks) ++tricks_won[static_cast<std::size_t>(t.winner)];
  scores = match.scores();
  winners = match.winners();
  match_winners = source.match_winners;
}

template <class Item>
Json TrickView<Item>::table_json() const {
  Json j = state_json(*this, options, round, hands_json(hands, hand_counts));
  j.set("scores", Json::array_of(scores));
  j.set("round_points", Json::array_of(round_points));
  j.set("winners", Json::array_of(winners));
  j.set("trick", plays_json(trick));
  j.set("leader", leader);
  j.set("led_suit", led_suit ? suit_json(*led_suit) : Json());
  j.set("tricks_won", Json::array_of(tricks_won));
  return j;
}

template <class Item>
void TrickView<Item>::pass_json(Json& j) const {
  if (phase_ == Phase::Pass) j.set("pass_chosen", Json::array_of(pass_chosen));
  if (!my_pass.empty()) j.set("passing", tiles_json(my_pass));
  if (!received.empty()) j.set("received", tiles_json(received));
}

template <class Item>
void TrickView<Item>::last_trick_json(Json& j) const {
  if (tricks.empty()) return;
  const auto& last = tricks.back();
  Json t = Json::object().set("leader", last.leader);
  if constexpr (requires { last.led_suit; }) t.set("led_suit", suit_json(last.led_suit));
  j.set("last_trick", t.set("plays", plays_json(last.plays)).set("winner", last.winner));
}

template <class Item>
std::string TrickView<Item>::explain(const std::string& text) const {
  std::vector<std::string> names;
  for (int s = 0; s < players(); ++s) names.push_back("seat " + std::to_string(s));
  return render(name_seats(text, names));
}

template <class Item>
void TrickView<Item>::turn_table(const SeatTurn& t) {
  seat_index = t(seat_index);
  to_move_ = t(to_move_);
  hand_counts = t.per_seat(hand_counts);
  hands = t.per_seat(hands);
  pass_chosen = t.per_seat(pass_chosen);
  leader = t(leader);
  for (auto& p : trick) p.seat = t(p.seat);
  for (auto& done : tricks) {
    done.leader = t(done.leader);
    done.winner = t(done.winner);
    for (auto& p : done.plays) p.seat = t(p.seat);
  }
  tricks_won = t.per_seat(tricks_won);
  round_points = t.per_seat(round_points);
  scores = t.per_seat(scores);
  winners = t.seats(winners);
  match_winners = t.seats(match_winners);
}

template class TrickView<Tile>;
template class TrickView<Card>;

}  // namespace boneyard
