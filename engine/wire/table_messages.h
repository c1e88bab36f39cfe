// The messages of an online table (issue 28): what a friend's page and the host's page say to
// each other over their data channel (reliable and ordered), as text in and text out, so the
// shell only carries strings between it and the channel.
//
// Every message is one JSON object on one line, version 1, its type in "t":
//
//   friend -> host   {"v":1,"t":"hello","name":"Ann"}       who sits there (core/text.h clean_name)
//                    {"v":1,"t":"move","move":"6-4:L","rev":7}  a move, answering view 7
//                    {"v":1,"t":"say","what":"good_game"}   one of quick_messages()
//                    {"v":1,"t":"bye"}                      leaving the table
//   host -> friend   {"v":1,"t":"welcome","seat":2,"names":["You","Ann",...]}
//                    {"v":1,"t":"view","rev":7,"view":{...}}  the seat's view (view_codec.h)
//                    {"v":1,"t":"refused","why":"..."}      a message for the person
//                    {"v":1,"t":"said","seat":1,"what":"thanks"}
//                    {"v":1,"t":"away","seat":1}  {"v":1,"t":"back","seat":1}
//
// The host holds the Match; a friend's page only ever sees its seat's view, and answers a
// view with a move. Each view carries the host's revision: a move names the revision it
// answers, so a tap on a table that has changed since (another seat moved, a round was dealt)
// is refused rather than played into a position its player never saw.
//
// Both decoders read a stranger's text: anything but the message as written here (a field
// missing, of the wrong type, unknown, out of range; another version; an unknown type; text
// over the size limit) is refused with a message naming the problem.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "core/match.h"
#include "core/result.h"
#include "wire/view_codec.h"

namespace boneyard {

inline constexpr int kTableWireVersion = 1;
inline constexpr std::size_t kMaxFriendMessageBytes = 8 * 1024;  // what the host reads
inline constexpr std::size_t kMaxHostMessageBytes = kMaxViewBytes;  // what a friend reads: views are the largest
inline constexpr int kMaxTableSeats = 10;  // the largest table a game seats (Block and Draw)

// The quick messages a friend may send ("good_game", "your_turn", "thanks"): a fixed set, so
// nobody's table shows a stranger's words, short enough to sit in one row of buttons.
const std::vector<std::string_view>& quick_messages();
// One as the tables show it: "good_game" -> "Good game!" (an unknown one: as it is).
std::string quick_message_text(std::string_view what);


// --- Friend -> host -------------------------------------------------------------------------
struct HelloMessage {
  std::string name;  // already clean_name() (core/text.h)
};
struct MoveMessage {
  std::string move;  // protocol text, as the friend spelt it
  std::int64_t rev = 0;
};
struct SayMessage {
  std::string what;  // one of quick_messages()
};
struct ByeMessage {};
using FriendMessage = std::variant<HelloMessage, MoveMessage, SayMessage, ByeMessage>;

std::string hello_message(std::string_view name);
std::string move_message(std::string_view move, std::int64_t rev);
std::string say_message(std::string_view what);
std::string bye_message();
// The message, or why it is not one; text over kMaxFriendMessageBytes is refused unread.
Result<FriendMessage> decode_friend_message(std::string_view text);

// --- Host -> friend -------------------------------------------------------------------------
struct WelcomeMessage {
  int seat = 0;                    // the friend's own
  std::vector<std::string> names;  // every seat's
};
struct ViewMessage {
  std::int64_t rev = 0;
  std::unique_ptr<SeatView> view;
};
struct RefusedMessage {
  std::string why;
};
struct SaidMessage {
  int seat = 0;
  std::string what;  // one of quick_messages()
};
struct AwayMessage {
  int seat = 0;
};
struct BackMessage {
  int seat = 0;
};
using HostMessage = std::variant<WelcomeMessage, ViewMessage, RefusedMessage, SaidMessage, AwayMessage, BackMessage>;

std::string welcome_message(int seat, const std::vector<std::string>& names);
std::string view_message(std::int64_t rev, const SeatView& view);
std::string refused_message(std::string_view why);
std::string said_message(int seat, std::string_view what);
std::string away_message(int seat);
std::string back_message(int seat);
// The message, or why it is not one; text over kMaxHostMessageBytes is refused unread.
Result<HostMessage> decode_host_message(std::string_view text);

// --- The host's referee ---------------------------------------------------------------------

// What the host's page does with a friend's message (OnlineHost::receive).
struct HostAction {
  enum class Kind {
    Play,    // play `move` (canonical, legal now) with Match::play, then changed() and new views
    Say,     // pass `what` on to the other pages (said_message)
    Name,    // the seat's name is now `name`
    Leave,   // the friend left: tell the others (away_message)
    Refuse,  // send `reply` (a refused message) back to the seat
  };
  Kind kind = Kind::Refuse;
  int seat = 0;
  std::string move;
  std::string what;
  std::string name;
  std::string reply;
};

// Judges the friends' messages against the live match, which it never changes: the caller
// plays what it accepts. Everything it writes for a seat comes from that seat's view
// (Match::view). The match is passed to every call, since the host's page replaces its Match
// object now and then (a claim, an undo, a reload) while the table and its revisions go on.
class OnlineHost {
 public:
  // `friends`: the seats whose moves come from friends' pages (the others are the host's and
  // its bots').
  explicit OnlineHost(std::vector<int> friends);

  bool is_friend(int seat) const;
  void set_friend(int seat, bool online);  // a friend joins, or a computer player takes the seat over
  // Precondition: is_friend(seat) (the caller knows which channel is whose).
  HostAction receive(const Match& match, int seat, std::string_view text) const;

  // The revision of the match's views: the caller calls changed() after every change to the
  // match (a move, a round dealt, an undo), then sends every friend its view_message().
  std::int64_t revision() const { return revision_; }
  void changed() { ++revision_; }
  std::string view_message(const Match& match, int seat) const;  // the seat's current view, at revision()

 private:
  HostAction refuse(int seat, std::string_view why) const;
  HostAction judge_move(const Match& match, int seat, const MoveMessage& message) const;

  std::vector<int> friends_;
  std::int64_t revision_ = 1;
};

}  // namespace boneyard
