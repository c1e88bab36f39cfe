// The host's side of an online table (issue 28): between the session, which holds the match,
// and the friends' pages, reached through `send` (in the page, the data channels of
// platform.h; in a test, queues).
//
// Each friend's seat is invited (its link made, nobody there yet), seated (the friend's page
// said hello with a name), away (its page went: closed, the network lost, or the host's own
// page reloaded) or played by a computer player standing in for the friend (Session::stand_in:
// the seat stays the friend's, and the friend takes it back by coming back). A friend's messages are judged by OnlineHost
// (engine/wire/table_messages.h) against the live match and played through the session; the
// match moving on (a move, a round dealt, a claim) sends every connected friend its new view,
// and nothing else about the deal leaves the host's page. A friend who comes back (a new link,
// the same seat) is welcomed into the match as it stands; so is one invited again after the
// host's page reloaded, since the session's save keeps the friends' seats.
//
// The table waits for a friend to move as it waits for the player: wait_ms() is the table's
// patience, after which (or at once, when the friend is away) overdue() tells the host's table
// to offer a computer player for the seat (take_over()); a friend still connected can have it
// back (give_back()), and one who comes back through a new link has it back at once.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "wire/table_messages.h"
#include "session/session.h"

namespace boneyard {

class HostTable {
 public:
  enum class SeatState { Invited, Seated, Away, Computer };
  struct FriendSeat {
    int seat = 0;
    SeatState state = SeatState::Invited;
    bool connected = false;  // its page's channel is open
    std::string name;        // as the friend sent it; empty until then
  };
  using Send = std::function<void(int seat, const std::string& text)>;

  static constexpr double kDefaultWaitMs = 120'000;  // two minutes
  // The patience the host may choose (the Friends online screen): 1, 2, 5 or 10 minutes.
  static const std::vector<double>& wait_choices();
  static double next_wait_ms(double ms);    // the choice after `ms`; after the last (or none), the first
  static std::string wait_text(double ms);  // "2 min"

  // The session's friends' seats, every one invited. `host_name`: seat 0's name on the friends'
  // tables (the host's own is "You" on the host's).
  void begin(const Session& session, Send send, std::string host_name);
  void end();  // the table is left: nothing more is sent
  bool active() const { return static_cast<bool>(send_); }

  // What the page's connections report.
  void opened(int seat);                                 // the channel is open: a hello follows
  void closed(int seat, Session& session, double now);   // the friend's page went away
  void received(int seat, std::string_view text, Session& session, double now);
  // Once a refresh, after the session's own changes: the new views, if the match moved on.
  void update(Session& session, double now);

  const std::vector<FriendSeat>& seats() const { return seats_; }
  const FriendSeat* seat(int s) const;
  bool everyone_seated() const;  // every friend's seat is seated or played by the computer
  // The seats whose friend has been at the table and whose page is gone now (away, or the
  // computer standing in): their plates say "away" on every page.
  std::vector<int> away_seats() const;
  // A new link for the seat (the old page's channel is replaced): the friend who says hello
  // through it has the seat, from a computer player too.
  void invite_again(int seat);
  // The host's quick message (one of quick_messages()) to every friend's page.
  void say(std::string_view what);
  // What happened, for the host's table to show: "Ann sat down", "Ann: Thanks!", "Ann is away".
  std::vector<std::string> take_news() { return std::exchange(news_, {}); }

  // The friend the table waits for now, if any (their seat).
  std::optional<int> waiting_for(const Session& session) const;
  double wait_ms() const { return wait_ms_; }
  void set_wait_ms(double ms) { wait_ms_ = ms; }
  bool overdue(const Session& session, double now) const;  // waited too long, or they are away
  std::optional<double> overdue_at(const Session& session) const;  // when it becomes overdue
  Status take_over(int seat, Session& session, double now);  // a computer player moves for them
  Status give_back(int seat, Session& session, double now);  // the friend, still there, plays again

 private:
  FriendSeat* find(int s);
  void send(int seat, const std::string& text) const;
  void to_others(int seat, const std::string& text) const;  // every other connected friend
  void welcome_all(const Session& session) const;           // names changed: everyone learns them
  std::string name_of(const Session& session, int seat) const;

  OnlineHost host_{{}};
  Send send_;
  std::string host_name_;
  std::vector<FriendSeat> seats_;
  std::uint64_t sent_key_ = 0;  // the match and step whose views were sent last
  std::size_t sent_steps_ = static_cast<std::size_t>(-1);
  int waiting_seat_ = -1;  // whom the table waited for at the last update, since when
  double waiting_since_ = 0;
  double wait_ms_ = kDefaultWaitMs;
  std::vector<std::string> news_;
};

}  // namespace boneyard
