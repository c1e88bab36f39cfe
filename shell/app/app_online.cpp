// The app's part of online play (issue 28): the page's connections, the host's friends and a
// friend's page joining (see app.h, online/host_table.h, online/invitation.h).
#include "app/app.h"

#include <algorithm>
#include <utility>

#include "core/i18n.h"
#include "core/json.h"
#include "core/text.h"
#include "wire/table_messages.h"
#include "platform/platform.h"
#include "session/seats.h"

namespace boneyard {

namespace {

constexpr std::string_view kNameKey = "boneyard.online_name";    // the name a friend's page last sent
constexpr std::string_view kLocalKey = "boneyard.online_local";  // "1": invitations without STUN
constexpr std::string_view kWaitKey = "boneyard.online_wait";    // the table's patience, in ms
std::string wait_key_text(double ms) { return std::to_string(static_cast<long long>(ms)); }

}  // namespace

// --- The links ----------------------------------------------------------------------------------

std::optional<std::string> App::seat_link(int seat) const {
  const auto code = online_.invitations.find(seat);
  if (code == online_.invitations.end()) return std::nullopt;
  return invitation_link(platform::page_address(), {seat, code->second, online_.local_only});
}

std::optional<std::string> App::own_reply_link() const {
  if (online_.reply.empty() || !online_.joining) return std::nullopt;
  return reply_link(platform::page_address(), {online_.joining->seat, online_.reply});
}

// --- Hosting ----------------------------------------------------------------------------------

void App::begin_hosting() {
  if (!session_.holds_match() || session_.setup().friends.empty()) return;
  end_hosting();
  const std::string host = host_seat_name(session_.setup().names);
  host_table_.begin(
      session_, [](int seat, const std::string& text) { platform::online_send(seat, text); }, host);
  online_.role = OnlineRole::Host;
  online_.hosted = session_.table_key();
  online_.local_only = platform::load(kLocalKey).value_or("0") == "1";
  // The patience chosen last time, if it is one of the choices (a stored value is input too).
  const std::string stored = platform::load(kWaitKey).value_or("");
  host_table_.set_wait_ms(HostTable::kDefaultWaitMs);
  for (double ms : HostTable::wait_choices())
    if (stored == wait_key_text(ms)) host_table_.set_wait_ms(ms);
}

void App::end_hosting() {
  if (online_.role != OnlineRole::Host) return;
  for (const auto& f : host_table_.seats()) platform::online_close(f.seat);
  host_table_.end();
  platform::online_hosting(false);
  online_ = Online{};
}

void App::take_reply(const std::string& text, int field) {
  const auto refuse = [&](std::string why) {
    if (field > 0)
      online_.pasted[field] = std::move(why);
    else
      online_.problems[0] = std::move(why);
  };
  online_.pasted.erase(field);
  auto reply = parse_reply(text, true);
  if (!reply) return refuse(reply.error());
  online_.problems.erase(0);
  const int seat = reply->seat;
  if (online_.role != OnlineRole::Host || !host_table_.seat(seat))
    return refuse(tr("That reply is for another table."));
  if (!online_.invitations.count(seat)) {
    online_.problems[seat] = tr("That reply answers a link this page no longer holds: send the new link.");
    return;
  }
  online_.problems.erase(seat);
  online_.pasted.erase(seat);
  online_.answered.insert(seat);
  platform::online_answer(seat, reply->code);
}

// --- Joining ----------------------------------------------------------------------------------

void App::open_invitation(const std::string& hash, double now) {
  auto invitation = parse_invitation(hash);
  if (!invitation) {
    to_title();
    title_.message =
        // TRANSLATORS: on the title screen; {why} says what is wrong with the invitation link.
        trf("This invitation could not be opened: {why}. Nothing was changed.", {{"why", invitation.error()}});
    return;
  }
  if (platform::online_missing()) {
    to_title();
    refuse_invitation();
    return;
  }
  if (!platform::online_supported()) {  // the page's module may still be loading: pump_online tries again
    if (pending_invitation_.empty()) pending_since_ = now;
    pending_invitation_ = hash;
    to_title();
    title_.message = tr("Opening the invitation\u2026");
    return;
  }
  pending_invitation_.clear();
  end_hosting();
  if (online_.role == OnlineRole::Friend) platform::online_close(platform::kHostPeer);  // a new invitation
  const bool undo = session_.undo_allowed(), check = session_.check_plays();
  const std::string speed = session_.speed();
  auto aside = std::move(online_.set_aside);
  online_ = Online{};
  online_.role = OnlineRole::Friend;
  online_.joining = *invitation;
  online_.name = platform::load(kNameKey).value_or(friend_default_name());
  online_.status = tr("Making your reply\u2026");
  // The player's own match waits, untouched, until they leave the table.
  if (!aside && session_.holds_match()) aside = std::make_unique<Session>(std::move(session_));
  online_.set_aside = std::move(aside);
  Session fresh;
  fresh.set_undo_allowed(undo);
  fresh.set_speed(speed);
  fresh.set_check_plays(check);
  session_ = std::move(fresh);
  session_.join_remote(online_.name, platform::fresh_seed(), now);
  (void)session_.take_outbox();  // the hello goes once the channel is open
  platform::online_join(invitation->code, stun_servers(invitation->local_only));
  title_.message.clear();
  screen_ = Screen::Online;
}

void App::leave_table(double now) {
  if (online_.role != OnlineRole::Friend) return;
  if (online_.connected) platform::online_send(platform::kHostPeer, bye_message());
  platform::online_close(platform::kHostPeer);
  auto aside = std::move(online_.set_aside);
  online_ = Online{};
  if (session_.remote()) {  // back to the player's own match, if they had one
    Session own = aside ? std::move(*aside) : Session();
    if (!aside) {
      own.set_undo_allowed(session_.undo_allowed());
      own.set_speed(session_.speed());
      own.set_check_plays(session_.check_plays());
    }
    session_ = std::move(own);
    saved_revision_ = session_.revision();
    begin_hosting();  // the page's own table may be an online one: its friends' links again
  }
  reset_tables();
  to_title();
  (void)now;
}

// --- Every refresh ----------------------------------------------------------------------------

void App::online_toast(const std::string& text, double now) {
  if (trick_game())
    trick_table_.toast(text, now);
  else
    table_.toast(text, now);
}

// An invitation where this page cannot play online: said on the title, with what to use.
void App::refuse_invitation() {
  pending_invitation_.clear();
  title_.message =
      tr("This browser cannot join an online table: it has no WebRTC. Open the invitation in an up-to-date Firefox, "
         "Chrome, Edge or Safari. Nothing was changed.");
}

bool App::pump_online(double now) {
  bool changed = open_pending_invitation(now);
  if (end_online_left()) changed = true;
  for (auto& e : platform::online_events()) {
    changed = true;
    if (online_.role == OnlineRole::Host)
      host_event(e, now);
    else if (online_.role == OnlineRole::Friend)
      friend_event(e, now);
  }
  if (online_.role == OnlineRole::Friend && pump_friend_session(now)) changed = true;
  if (online_.role == OnlineRole::Host && pump_host_table(now)) changed = true;
  return changed;
}

bool App::open_pending_invitation(double now) {
  if (pending_invitation_.empty()) return false;
  constexpr double kModuleWaitMs = 10000;
  if (platform::online_supported()) {
    const std::string hash = std::exchange(pending_invitation_, {});
    open_invitation(hash, now);
    return true;
  }
  if (platform::online_missing() || now - pending_since_ > kModuleWaitMs) {
    refuse_invitation();
    return true;
  }
  return false;
}

bool App::end_online_left() {
  bool changed = false;
  // The host started something else: a match without friends.
  if (online_.role == OnlineRole::Host &&
      (!session_.holds_match() || (session_.table_key() != online_.hosted && session_.setup().friends.empty()))) {
    end_hosting();
    changed = true;
  }
  if (online_.role == OnlineRole::Host) online_.hosted = session_.table_key();
  // A friend's page started a match of its own: it has left the table.
  if (online_.role == OnlineRole::Friend && !session_.remote()) {
    if (online_.connected) platform::online_send(platform::kHostPeer, bye_message());
    platform::online_close(platform::kHostPeer);
    online_ = Online{};
    changed = true;
  }
  return changed;
}

void App::host_event(const platform::OnlineEvent& e, double now) {
  using Kind = platform::OnlineEvent::Kind;
  const int seat = e.peer;
  switch (e.kind) {
    case Kind::Invitation:
      online_.inviting.erase(seat);
      online_.invitations[seat] = e.text;
      break;
    case Kind::Open:
      online_.answered.erase(seat);
      online_.problems.erase(seat);
      host_table_.opened(seat);
      break;
    case Kind::Message: {
      const bool waiting = !host_table_.everyone_seated();
      host_table_.received(seat, e.text, session_, now);
      if (waiting && host_table_.everyone_seated() && screen_ == Screen::Online) {  // all here: play
        online_screen_.close_field();
        reset_tables();
        screen_ = Screen::Table;
      }
      break;
    }
    case Kind::Closed:  // its offer is spent: a new link is made for the seat
      online_.answered.erase(seat);
      online_.invitations.erase(seat);
      host_table_.closed(seat, session_, now);
      break;
    case Kind::Failed:
      seat_failed(seat, e.text);
      break;
    case Kind::Link:
      take_reply(e.text);
      screen_ = Screen::Online;  // the host sees the seat being taken
      break;
    case Kind::Reply:
      break;
  }
}

void App::seat_failed(int seat, const std::string& why) {
  online_.inviting.erase(seat);
  // A reply that cannot be used is most often one cut short on its way: say what to do.
  if (online_.answered.count(seat)) {
    const std::string name = session_.names()[static_cast<std::size_t>(seat)];
    online_.problems[seat] =
        online_placeholder_name(name)
            // TRANSLATORS: on the Friends online screen, in a friend's row (their name is not known yet).
            ? tr("This reply is incomplete: ask your friend to copy the whole reply link again, then paste "
                 "it here.")
            // TRANSLATORS: on the Friends online screen, in a friend's row; {name} is the friend's name.
            : trf("This reply is incomplete: ask {name} to copy the whole reply link again, then paste it "
                  "here.",
                  {{"name", name}});
  } else {
    online_.problems[seat] = capitalized(why) + ".";
  }
  online_.answered.erase(seat);
}

void App::friend_event(const platform::OnlineEvent& e, double now) {
  using Kind = platform::OnlineEvent::Kind;
  switch (e.kind) {
    case Kind::Reply:
      online_.reply = e.text;
      online_.status = "";
      break;
    case Kind::Open:
      online_.connected = true;
      online_.status = tr("Connected: the host is seating you\u2026");
      session_.join_remote(online_.name, platform::fresh_seed(), now);
      break;
    case Kind::Message: {
      const bool was_active = session_.active();
      if (Status s = session_.receive(e.text, now); !s)
        // TRANSLATORS: on a friend's Online table screen; {why} says what was wrong with it.
        online_.status = trf("The host's page sent something this page cannot use: {why}", {{"why", s.error()}});
      if (!was_active && session_.active()) {  // seated: to the table
        reset_tables();
        show_table(now);
      }
      break;
    }
    case Kind::Closed:
      online_.connected = false;
      online_.status = tr("The host's page is not connected. Wait for a new link from them.");
      if (screen_ == Screen::Table) online_toast(tr("The host's page is not connected"), now);
      break;
    case Kind::Failed:
      online_.status = capitalized(e.text) + ".";
      break;
    case Kind::Invitation:
    case Kind::Link:
      break;
  }
}

bool App::pump_friend_session(double now) {
  bool changed = false;
  for (const std::string& text : session_.take_outbox())
    if (online_.connected) platform::online_send(platform::kHostPeer, text);
  for (const std::string& news : session_.take_remote_news()) {
    changed = true;
    if (screen_ == Screen::Table) online_toast(news, now);
  }
  return changed;
}

bool App::pump_host_table(double now) {
  bool changed = false;
  host_table_.update(session_, now);
  // A closed notice comes back once its seat changes (or, for a late friend, the turn moves on).
  std::erase_if(online_.quiet, [&](const std::pair<int, int>& q) {
    const HostTable::FriendSeat* f = host_table_.seat(q.first);
    return !f || static_cast<int>(f->state) != q.second ||
           (f->state == HostTable::SeatState::Seated && host_table_.waiting_for(session_) != q.first);
  });
  for (const std::string& news : host_table_.take_news()) {
    changed = true;
    if (screen_ == Screen::Table) online_toast(news, now);
  }
  invite_empty_seats();
  return changed;
}

void App::invite_empty_seats() {
  // Every seat without a friend at it has a link to send: made when missing (a new table,
  // a reload, a friend gone). The page's module may load after the game has started: the
  // links and the reply hand-off begin once it is there.
  if (!platform::online_supported()) return;
  if (!online_.handing) platform::online_hosting(online_.handing = true);
  for (const auto& f : host_table_.seats()) {
    if (f.connected || online_.invitations.count(f.seat) || online_.inviting.count(f.seat) ||
        online_.problems.count(f.seat))
      continue;
    online_.inviting.insert(f.seat);
    platform::online_invite(f.seat, stun_servers(online_.local_only));
  }
}

// --- At the table -------------------------------------------------------------------------------

std::vector<int> App::away_seats() const {
  if (online_.role == OnlineRole::Host) return host_table_.away_seats();
  if (online_.role != OnlineRole::Friend) return {};
  auto away = session_.away_seats();
  if (!online_.connected) away.push_back(0);  // the host's page is gone
  return away;
}

std::vector<int> App::waited_seats() const {
  return session_.remote() ? std::vector<int>{0} : session_.moving_friends();
}

TableNotice App::online_notice(double now) const {
  TableNotice notice;
  if (online_.role == OnlineRole::Friend) {
    if (session_.active() && !online_.connected) {
      notice.text = tr("The host's page is not connected. Wait for a new link from them.");
      notice.buttons.push_back({"online:leave", trc("button", "Leave")});
    }
    return notice;
  }
  if (online_.role != OnlineRole::Host || !session_.holds_match() || session_.round_finished()) return notice;
  // The seat the table waits for first, then the others in order.
  const auto waiting = host_table_.waiting_for(session_);
  std::vector<HostTable::FriendSeat> seats = host_table_.seats();
  std::stable_partition(seats.begin(), seats.end(),
                        [&](const HostTable::FriendSeat& f) { return waiting && f.seat == *waiting; });
  const auto names = session_.names();
  const bool late = host_table_.overdue(session_, now);
  using State = HostTable::SeatState;
  for (const auto& f : seats) {
    if (online_.quiet.count({f.seat, static_cast<int>(f.state)})) continue;
    const std::string seat = std::to_string(f.seat);
    const std::string& who = names[static_cast<std::size_t>(f.seat)];
    const bool turn = waiting && *waiting == f.seat;
    const bool link = !f.connected && seat_link(f.seat).has_value();
    const auto invite = [&] {
      if (link) notice.buttons.push_back({"online:copy:" + seat, tr("Copy link")});
      if (link && platform::can_share()) notice.buttons.push_back({"online:share:" + seat, trc("button", "Share")});
      notice.buttons.push_back({"online:invite:" + seat, link ? tr("Show link") : tr("Invite again")});
    };
    // The notice over the host's table about a friend online (the buttons beside it: invite them
    // again, let the computer play for them).
    const Args name = {{"name", who}};
    if (f.state == State::Away) {
      // TRANSLATORS: the notice over the host's table; {name} is a friend's name.
      notice.text = trf("{name} is away.", name);
      invite();
      notice.buttons.push_back({"online:computer:" + seat, tr("Computer plays")});
    } else if (f.state == State::Invited && session_.steps() > 0 && turn) {
      // TRANSLATORS: the notice over the host's table while it waits for a friend; {name} is the friend's name.
      notice.text = trf("{name} has not joined yet.", name);
      invite();
      notice.buttons.push_back({"online:computer:" + seat, tr("Computer plays")});
    } else if (f.state == State::Seated && turn && late) {
      // TRANSLATORS: the notice over the host's table while a friend takes long to move; {name} is the friend's name.
      notice.text = trf("{name} is taking a while.", name);
      notice.buttons.push_back({"online:computer:" + seat, tr("Computer plays")});
      notice.buttons.push_back({"online:dismiss:" + seat, trc("button", "Wait")});
    } else if (f.state == State::Computer && f.connected) {
      // TRANSLATORS: the notice over the host's table; {name} is a friend's name.
      notice.text = trf("{name} is back; the computer plays for them.", name);
      notice.buttons.push_back({"online:give_back:" + seat, tr("Give back")});
    } else if (f.state == State::Computer) {
      // TRANSLATORS: the notice over the host's table; {name} is a friend's name.
      notice.text = trf("The computer plays for {name}.", name);
      invite();
      notice.buttons.push_back({"online:dismiss:" + seat, trc("button", "OK")});
    } else {
      continue;
    }
    return notice;
  }
  return notice;
}

// --- The screen ---------------------------------------------------------------------------------

namespace {

// The quick messages, a button each (the host's page, once a friend has come, and a friend's).
OnlineRow say_row() {
  OnlineRow row;
  row.title = tr("Say to the table");
  for (std::string_view what : quick_messages()) {
    // TRANSLATORS: the buttons that send a quick message to the others at an online table
    // (each shows on their tables as "Good game!", "Your turn!", "Thanks!").
    std::string label = what == "good_game"   ? trc("quick message", "Good game")
                        : what == "your_turn" ? trc("quick message", "Your turn")
                        : what == "thanks"    ? trc("quick message", "Thanks")
                                              : quick_message_text(what);
    row.buttons.push_back({"online:say:" + std::string(what), label});
  }
  return row;
}

}  // namespace

OnlineModel App::online_model() const {
  if (online_.role == OnlineRole::Host) return host_online_model();
  // A friend's page.
  if (session_.active()) return seated_online_model();
  return joining_online_model();
}

OnlineModel App::host_online_model() const {
  OnlineModel m;
  const auto names = session_.names();
  m.title = tr("Friends online");
  m.lead =
      tr("Send each friend their link. Their page shows a reply: paste it here, or open it in this browser. "
         "Undo is off at an online table.");
  if (const auto p = online_.problems.find(0); p != online_.problems.end()) m.lead += " " + p->second;
  m.close_label = tr("To the table");
  const auto overdue = host_table_.overdue(session_, platform::now_ms());
  const auto waiting = host_table_.waiting_for(session_);
  for (const auto& f : host_table_.seats()) {
    const std::size_t s = static_cast<std::size_t>(f.seat);
    const std::string who = f.name.empty() ? names[s] : f.name;
    const bool late = overdue && waiting && *waiting == f.seat;
    m.rows.push_back(friend_row(f, who, waiting, late));
  }
  // How the links connect matters until a friend has come; then there is someone to talk to.
  // (One or the other keeps a landscape phone's screen to the rows it has room for.)
  const auto& seats = host_table_.seats();
  if (std::none_of(seats.begin(), seats.end(), [](const HostTable::FriendSeat& f) { return f.connected; }))
    m.rows.push_back(network_row());
  else
    m.rows.push_back(say_row());
  return m;
}

std::string App::friend_row_title(const HostTable::FriendSeat& f, Args name, bool late) const {
  using State = HostTable::SeatState;
  switch (f.state) {
    case State::Invited:
      return online_.answered.count(f.seat)
                 // TRANSLATORS: a friend's row on the Friends online screen; {name} is the friend's name.
                 ? trf("{name}: connecting\u2026", name)
                 // TRANSLATORS: a friend's row on the Friends online screen; {name} is the friend's name.
                 : trf("{name}: not joined yet", name);
    case State::Seated:
      return late
                 // TRANSLATORS: a friend's row on the Friends online screen; {name} is the friend's name.
                 ? trf("{name} is taking a while", name)
                 // TRANSLATORS: a friend's row on the Friends online screen; {name} is the friend's name.
                 : trf("{name} is at the table", name);
    case State::Away:
      // TRANSLATORS: a friend's row on the Friends online screen; {name} is the friend's name.
      return trf("{name} is away: send a new link", name);
    case State::Computer:
      return f.connected
                 // TRANSLATORS: a friend's row on the Friends online screen; {name} is the friend's name.
                 ? trf("The computer plays for {name}", name)
                 // TRANSLATORS: a friend's row on the Friends online screen; {name} is the friend's name.
                 : trf("The computer plays for {name} until they come back", name);
  }
  return {};
}

OnlineRow App::friend_row(const HostTable::FriendSeat& f, const std::string& who, std::optional<int> waiting,
                          bool late) const {
  OnlineRow row;
  const std::string seat = std::to_string(f.seat);
  const auto link = seat_link(f.seat);
  const bool has_link = link && !f.connected;
  using State = HostTable::SeatState;
  // The seat as the table names it ("Friend 2", or the friend's own name), as the setup did.
  // A friend's row on the Friends online screen.
  const Args name = {{"name", who}};
  row.title = friend_row_title(f, name, late);
  if (const auto p = online_.problems.find(f.seat); p != online_.problems.end())
    row.line = p->second;
  else if (const auto pasted = online_.pasted.find(f.seat); pasted != online_.pasted.end() && has_link)
    row.line = pasted->second;
  else if (has_link)
    row.line = *link;
  else if (!f.connected)
    row.line = tr("Making the link\u2026");
  else if (f.state == State::Seated)
    row.line = waiting && *waiting == f.seat
                   // TRANSLATORS: a friend's row on the Friends online screen; {name} is the friend's name.
                   ? trf("Waiting for {name} to move", name)
                   : tr("Connected");
  if (has_link) {
    row.qr = *link;
    row.buttons.push_back({"online:copy:" + seat, tr("Copy link")});
    if (platform::can_share()) row.buttons.push_back({"online:share:" + seat, trc("button", "Share")});
    row.buttons.push_back({"online:reply:" + seat, tr("Paste reply")});
    row.field = "online:reply:" + seat;
    row.field_hint = tr("Paste the reply link here");
    row.field_max = static_cast<int>(kMaxCodeChars) + 200;
  }
  if (online_.problems.count(f.seat)) row.buttons.push_back({"online:retry:" + seat, tr("New link")});
  if (f.state != State::Computer && (late || (waiting && *waiting == f.seat && f.state != State::Seated)))
    row.buttons.push_back({"online:computer:" + seat, tr("Computer plays")});
  if (f.state == State::Computer && f.connected) row.buttons.push_back({"online:give_back:" + seat, tr("Give back")});
  return row;
}

OnlineRow App::network_row() const {
  OnlineRow network;
  network.title = online_.local_only ? tr("Connection: this network only") : tr("Connection: over the internet");
  network.line = online_.local_only ? tr("For friends on the same Wi-Fi: no outside server is asked.")
                                    : tr("For friends anywhere: a public server helps the devices find each "
                                         "other; the game goes straight between them.");
  network.buttons.push_back({"online:network", trc("button", "Change")});
  // How long a friend may take to move before the host is offered a computer player for
  // them; a tap chooses the next (HostTable::wait_choices).
  network.buttons.push_back(
      // TRANSLATORS: a button: how long a friend online may take to move; {time} is "2 min".
      {"online:wait", trf("{time} a turn", {{"time", HostTable::wait_text(host_table_.wait_ms())}})});
  return network;
}

OnlineModel App::seated_online_model() const {
  OnlineModel m;
  const auto names = session_.names();
  m.title = tr("Online table");
  m.lead = names.empty()
               ? tr("You play at the host's table from this device. Their page keeps the match.")
               // TRANSLATORS: on a friend's Online table screen; {host} is the host's name.
               : trf("You play at {host}'s table from this device. Their page keeps the match.", {{"host", names[0]}});
  if (!online_.connected) m.lead += " " + online_.status;
  m.rows.push_back(say_row());
  OnlineRow leave;
  leave.title = tr("Leave the table");
  leave.line = tr("The host can let a computer player take your seat.");
  leave.buttons.push_back({"online:leave", trc("button", "Leave")});
  m.rows.push_back(std::move(leave));
  m.close_label = tr("To the table");
  return m;
}

OnlineModel App::joining_online_model() const {
  OnlineModel m;
  m.title = tr("Join a table");
  m.lead = std::string(tr("You are invited to an online Boneyard table. Send your reply back to the friend who "
                          "invited you: the table opens when they paste it.")) +
           " " + online_.status;
  OnlineRow name;
  // TRANSLATORS: on the Join a table screen; {name} is the name the player's seat will show.
  name.title = trf("Your name: {name}", {{"name", online_.name}});
  // TRANSLATORS: on the Join a table screen, about the player's name; {n} is the most letters a name may have.
  name.line = trn("The others see it on your seat (at most {n} letter).",
                  "The others see it on your seat (at most {n} letters).", kNameMax);
  name.buttons.push_back({"online:name", trc("button", "Change")});
  name.field = "online:name";
  name.field_hint = tr("Your name");
  name.field_text = online_.name;
  name.field_max = kNameMax + 20;  // a longer name is refused with a message, not cut short
  m.rows.push_back(std::move(name));
  OnlineRow reply;
  reply.title = tr("Your reply");
  if (const auto link = own_reply_link()) {
    reply.line = *link;
    reply.qr = *link;
    reply.buttons.push_back({"online:copy_reply", tr("Copy reply")});
    if (platform::can_share()) reply.buttons.push_back({"online:share_reply", trc("button", "Share")});
  } else {
    reply.line = online_.status;
  }
  m.rows.push_back(std::move(reply));
  m.close_label = trc("button", "Cancel");
  return m;
}

void App::online_action(const OnlineScreen::Action& action, double now) {
  const std::string& id = action.id;
  const auto seat_of = [&id](std::string_view prefix) {
    return id.size() > prefix.size() ? std::atoi(id.c_str() + prefix.size()) : -1;
  };
  const auto starts = [&id](std::string_view prefix) { return id.rfind(prefix, 0) == 0; };
  if (id == "online:back") {
    if (session_.active()) {
      reset_tables();
      screen_ = Screen::Table;
    } else {
      leave_table(now);  // a friend who cancels joining; the host always has a table
    }
  } else if (starts("online:copy:")) {
    if (const auto link = seat_link(seat_of("online:copy:"))) {
      platform::copy_text(*link);
      copying_ = true;
      // TRANSLATORS: a toast: a friend's invitation link is on the clipboard.
      copied_ = tr("Link copied");
    }
  } else if (starts("online:share:")) {
    // TRANSLATORS: the text that goes with an invitation link shared to a friend (a share sheet).
    if (const auto link = seat_link(seat_of("online:share:"))) platform::share("Boneyard", tr("Join my table:"), *link);
  } else if (starts("online:reply:")) {
    take_reply(action.text, seat_of("online:reply:"));
  } else if (starts("online:retry:")) {
    online_.problems.erase(seat_of("online:retry:"));  // pump_online makes a new link
  } else if (starts("online:invite:")) {
    screen_ = Screen::Online;  // the seat's link, its code and the reply box
  } else if (starts("online:dismiss:")) {
    const int seat = seat_of("online:dismiss:");
    if (const auto* f = host_table_.seat(seat)) online_.quiet.insert({seat, static_cast<int>(f->state)});
  } else if (starts("online:computer:")) {
    (void)host_table_.take_over(seat_of("online:computer:"), session_, now);
  } else if (starts("online:give_back:")) {
    (void)host_table_.give_back(seat_of("online:give_back:"), session_, now);
  } else if (id == "online:network") {
    online_.local_only = !online_.local_only;
    platform::store(kLocalKey, online_.local_only ? "1" : "0");
    for (const auto& f : host_table_.seats()) {  // the links not yet answered are made again
      if (f.connected) continue;
      online_.invitations.erase(f.seat);
      online_.answered.erase(f.seat);
    }
  } else if (id == "online:wait") {
    host_table_.set_wait_ms(HostTable::next_wait_ms(host_table_.wait_ms()));
    platform::store(kWaitKey, wait_key_text(host_table_.wait_ms()));
  } else if (starts("online:say:")) {
    const std::string what = id.substr(11);
    if (online_.role == OnlineRole::Host) {
      host_table_.say(what);
    } else if (online_.connected) {
      platform::online_send(platform::kHostPeer, say_message(what));
    }
    reset_tables();
    screen_ = Screen::Table;
    // TRANSLATORS: the player's own quick message, shown a moment on their table ("You: Thanks!").
    online_toast(trf("You: {message}", {{"message", quick_message_words(what)}}), now);
  } else if (id == "online:leave") {
    leave_table(now);
  } else if (id == "online:name") {
    auto clean = clean_name(action.text);
    if (!clean) {
      // TRANSLATORS: on the Join a table screen; {why} says what is wrong with the name typed,
      // {name} is the name kept.
      online_.status = trf("That name cannot be used: {why}. Your name is still {name}.",
                           {{"why", clean.error()}, {"name", online_.name}});
      return;
    }
    online_.name = *clean;
    platform::store(kNameKey, online_.name);
    session_.join_remote(online_.name, platform::fresh_seed(), now);
    (void)session_.take_outbox();  // the hello goes once the channel is open, with this name
  } else if (const auto reply = own_reply_link(); reply && id == "online:copy_reply") {
    platform::copy_text(*reply);
    copying_ = true;
    // TRANSLATORS: a toast: the reply link for the host is on the clipboard.
    copied_ = tr("Reply copied");
  } else if (reply && id == "online:share_reply") {
    // TRANSLATORS: the text that goes with a reply link shared back to the host (a share sheet).
    platform::share("Boneyard", tr("My reply:"), *reply);
  }
}

std::string App::online_test_view() const {
  Json o = Json::object();
  o.set("role", online_.role == OnlineRole::Host ? "host" : online_.role == OnlineRole::Friend ? "friend" : "none");
  if (online_.role == OnlineRole::Host) {
    Json seats = Json::array();
    for (const auto& f : host_table_.seats()) {
      static constexpr const char* kState[] = {"invited", "seated", "away", "computer"};
      Json seat =
          Json::object().set("seat", f.seat).set("state", kState[static_cast<int>(f.state)]).set("name", f.name);
      seat.set("connected", f.connected);
      const auto link = seat_link(f.seat);
      seat.set("link", link ? Json(*link) : Json());
      const auto p = online_.problems.find(f.seat);
      seat.set("problem", p != online_.problems.end() ? Json(p->second) : Json());
      const auto pasted = online_.pasted.find(f.seat);
      seat.set("pasted", pasted != online_.pasted.end() ? Json(pasted->second) : Json());
      seats.push(seat);
    }
    o.set("seats", seats);
    const auto waiting = host_table_.waiting_for(session_);
    o.set("waiting_for", waiting ? Json(*waiting) : Json());
    o.set("overdue", host_table_.overdue(session_, platform::now_ms()));
    o.set("wait_ms", static_cast<std::int64_t>(host_table_.wait_ms()));
  } else if (online_.role == OnlineRole::Friend) {
    const auto reply = own_reply_link();
    o.set("reply", reply ? Json(*reply) : Json());
    o.set("status", online_.status).set("connected", online_.connected).set("name", online_.name);
    o.set("seat", session_.remote_seat());
  }
  o.set("editing", online_screen_.editing());
  o.set("toast", online_screen_.toast_text(platform::now_ms()));
  return o.dump();
}

}  // namespace boneyard
