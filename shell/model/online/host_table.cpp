// The host's side of an online table (see host_table.h).
#include "online/host_table.h"

#include "core/i18n.h"
#include "session/seats.h"

#include <algorithm>
#include <utility>

namespace boneyard {

void HostTable::begin(const Session& session, Send send, std::string host_name) {
  send_ = std::move(send);
  host_name_ = std::move(host_name);
  seats_.clear();
  news_.clear();
  // A match already under way (the host's page reloaded): a friend who had sat down is away
  // until they come back through a new link.
  const auto names = session.names();
  const bool under_way = session.steps() > 0;
  for (int s : session.setup().friends) {
    const bool named = !online_placeholder_name(names[static_cast<std::size_t>(s)]);
    const SeatState state = session.stood_in(s)  ? SeatState::Computer
                            : under_way && named ? SeatState::Away
                                                 : SeatState::Invited;
    seats_.push_back(FriendSeat{s, state, false, {}});
  }
  host_ = OnlineHost(session.moving_friends());
  sent_key_ = 0;
  sent_steps_ = static_cast<std::size_t>(-1);
  waiting_seat_ = -1;
}

void HostTable::end() {
  send_ = nullptr;
  seats_.clear();
}

HostTable::FriendSeat* HostTable::find(int s) {
  const auto at = std::find_if(seats_.begin(), seats_.end(), [s](const FriendSeat& f) { return f.seat == s; });
  return at == seats_.end() ? nullptr : &*at;
}

const HostTable::FriendSeat* HostTable::seat(int s) const { return const_cast<HostTable*>(this)->find(s); }

std::vector<int> HostTable::away_seats() const {
  std::vector<int> out;
  for (const FriendSeat& f : seats_)
    if (!f.connected && (f.state == SeatState::Away || f.state == SeatState::Computer)) out.push_back(f.seat);
  return out;
}

bool HostTable::everyone_seated() const {
  return std::all_of(seats_.begin(), seats_.end(), [](const FriendSeat& f) {
    return f.state == SeatState::Seated || f.state == SeatState::Computer;
  });
}

void HostTable::send(int seat, const std::string& text) const {
  if (send_) send_(seat, text);
}

void HostTable::to_others(int seat, const std::string& text) const {
  for (const FriendSeat& f : seats_)
    if (f.seat != seat && f.connected && f.state != SeatState::Invited) send(f.seat, text);
}

std::string HostTable::name_of(const Session& session, int seat) const {
  const auto names = session.names();
  return seat >= 0 && seat < static_cast<int>(names.size()) ? names[static_cast<std::size_t>(seat)] : std::string();
}

void HostTable::welcome_all(const Session& session) const {
  auto names = session.names();
  if (!names.empty()) names[0] = host_name_;  // "You" on the host's own table
  for (const FriendSeat& f : seats_)
    if (f.connected && f.state != SeatState::Invited) send(f.seat, welcome_message(f.seat, names));
}

void HostTable::opened(int seat) {
  if (FriendSeat* f = find(seat)) f->connected = true;
}

void HostTable::closed(int seat, Session& session, double now) {
  (void)now;
  FriendSeat* f = find(seat);
  if (!f || !f->connected) return;
  f->connected = false;
  if (f->state != SeatState::Seated) return;  // nobody sat there yet, or a computer plays it
  f->state = SeatState::Away;
  // TRANSLATORS: shown a moment on the table when a friend's page is gone; {name} is the friend's name.
  news_.push_back(trf("{name} is away", {{"name", name_of(session, seat)}}));
  to_others(seat, away_message(seat));
}

void HostTable::received(int seat, std::string_view text, Session& session, double now) {
  FriendSeat* f = find(seat);
  if (!f || !session.holds_match()) return;
  const HostAction a = host_.receive(session.match(), seat, text);
  if (f->state == SeatState::Computer) {     // a computer player has the seat
    if (a.kind == HostAction::Kind::Name) {  // the friend is back, invited again: the seat is theirs
      if (Status s = session.stand_in(seat, false, now); !s) {
        send(seat, refused_message(s.untranslated()));
        return;
      }
      host_.set_friend(seat, true);
      f->state = SeatState::Away;
    } else if (a.kind == HostAction::Kind::Play) {
      // TRANSLATORS: the host's page refuses a friend's move (shown on the friend's table).
      send(seat, refused_message(phrase("a computer player has your seat now: ask the host to give it back")));
      return;
    }
  }
  switch (a.kind) {
    case HostAction::Kind::Name: {
      if (Status s = session.set_name(seat, a.name); !s) {
        send(seat, refused_message(s.untranslated()));
        return;
      }
      const bool back = f->state == SeatState::Away;
      f->state = SeatState::Seated;
      f->connected = true;
      f->name = a.name;
      news_.push_back(back
                          // TRANSLATORS: shown a moment on the table: a friend who was away came back; {name} is
                          // the friend's name.
                          ? trf("{name} is back", {{"name", a.name}})
                          // TRANSLATORS: shown a moment on the host's table: a friend sat down at the table;
                          // {name} is the friend's name.
                          : trf("{name} sat down", {{"name", a.name}}));
      if (back) to_others(seat, back_message(seat));
      welcome_all(session);  // the newcomer learns the table, the others the name
      for (int away : away_seats()) send(seat, away_message(away));  // and who is not there
      send(seat, host_.view_message(session.match(), seat));
      return;
    }
    case HostAction::Kind::Play:
      if (f->state != SeatState::Seated) {
        // TRANSLATORS: the host's page refuses a move from a page that has not said who plays there.
        send(seat, refused_message(phrase("say hello first")));
        return;
      }
      if (Status s = session.play_for(seat, a.move, now); !s) send(seat, refused_message(s.untranslated()));
      return;  // update() sends everyone the new views
    case HostAction::Kind::Say:
      if (f->state != SeatState::Seated && f->state != SeatState::Computer) return;
      news_.push_back(
          // TRANSLATORS: a quick message a player sent, shown a moment on the others' tables: {name} is
          // who sent it, {message} what they said ("Ann: Thanks!").
          trf("{name}: {message}", {{"name", name_of(session, seat)}, {"message", quick_message_words(a.what)}}));
      to_others(seat, said_message(seat, a.what));
      return;
    case HostAction::Kind::Leave:
      closed(seat, session, now);
      return;
    case HostAction::Kind::Refuse:
      send(seat, a.reply);
      return;
  }
}

void HostTable::update(Session& session, double now) {
  if (!active() || !session.holds_match()) return;
  // The session decides who stands in (a new match from the setup has nobody standing in).
  for (FriendSeat& f : seats_) {
    const bool stood_in = session.stood_in(f.seat);
    if (stood_in == (f.state == SeatState::Computer)) continue;
    f.state = stood_in ? SeatState::Computer : f.connected ? SeatState::Seated : SeatState::Away;
    host_.set_friend(f.seat, !stood_in);
  }
  const std::uint64_t key = session.table_key();
  const std::size_t steps = session.steps();
  if (key != sent_key_ || steps != sent_steps_) {  // the match moved on: everyone's new view
    sent_key_ = key;
    sent_steps_ = steps;
    host_.changed();
    for (const FriendSeat& f : seats_)
      if (f.connected && f.state != SeatState::Invited) send(f.seat, host_.view_message(session.match(), f.seat));
  }
  const auto waiting = waiting_for(session);
  const int seat = waiting.value_or(-1);
  if (seat != waiting_seat_) {
    waiting_seat_ = seat;
    waiting_since_ = now;
  }
}

void HostTable::invite_again(int seat) {
  FriendSeat* f = find(seat);
  if (!f) return;
  f->connected = false;  // the old page's channel is replaced
  if (f->state == SeatState::Seated) f->state = SeatState::Away;
}

void HostTable::say(std::string_view what) {
  const auto& set = quick_messages();
  if (std::find(set.begin(), set.end(), what) == set.end()) return;
  to_others(0, said_message(0, what));
}

std::optional<int> HostTable::waiting_for(const Session& session) const {
  if (!active() || !session.holds_match() || session.round_finished()) return std::nullopt;
  const int seat = session.match().to_move();
  if (!session.is_friend(seat)) return std::nullopt;
  return seat;
}

const std::vector<double>& HostTable::wait_choices() {
  static const std::vector<double> choices{60'000, kDefaultWaitMs, 300'000, 600'000};
  return choices;
}

double HostTable::next_wait_ms(double ms) {
  const auto& c = wait_choices();
  const auto at = std::find(c.begin(), c.end(), ms);
  return at == c.end() || at + 1 == c.end() ? c.front() : *(at + 1);
}

std::string HostTable::wait_text(double ms) {
  // TRANSLATORS: how long a friend may take to move, in whole minutes ("2 min").
  return trn("{n} min", "{n} min", static_cast<long long>(ms / 60'000));
}

std::optional<double> HostTable::overdue_at(const Session& session) const {
  const auto seat = waiting_for(session);
  if (!seat) return std::nullopt;
  const FriendSeat* f = this->seat(*seat);
  if (f && f->state != SeatState::Seated) return waiting_since_;  // nobody there to move: at once
  return waiting_since_ + wait_ms_;
}

bool HostTable::overdue(const Session& session, double now) const {
  const auto at = overdue_at(session);
  return at && waiting_seat_ >= 0 && now >= *at;
}

Status HostTable::take_over(int seat, Session& session, double now) {
  FriendSeat* f = find(seat);
  // TRANSLATORS: {seat} is a seat's number (0 is the host's).
  if (!f) return Status::fail(trf("seat {seat} is not a friend's", {{"seat", seat}}));
  if (Status s = session.stand_in(seat, true, now); !s) return s;
  host_.set_friend(seat, false);
  f->state = SeatState::Computer;
  // TRANSLATORS: shown a moment on the host's table; {name} is the friend's name.
  news_.push_back(trf("The computer plays for {name}", {{"name", name_of(session, seat)}}));
  return {};
}

Status HostTable::give_back(int seat, Session& session, double now) {
  FriendSeat* f = find(seat);
  if (!f || f->state != SeatState::Computer) return Status::fail(tr("the computer does not play that seat"));
  if (!f->connected)
    // TRANSLATORS: {name} is a friend's name.
    return Status::fail(trf("{name} is not at the table: invite them again", {{"name", name_of(session, seat)}}));
  if (Status s = session.stand_in(seat, false, now); !s) return s;
  host_.set_friend(seat, true);
  f->state = SeatState::Seated;
  // TRANSLATORS: shown a moment on the host's table: a friend plays their seat again after the
  // computer stood in; {name} is the friend's name.
  news_.push_back(trf("{name} plays again", {{"name", name_of(session, seat)}}));
  send(seat, host_.view_message(session.match(), seat));
  return {};
}

}  // namespace boneyard
