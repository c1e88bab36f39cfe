// The messages of an online table (table_messages.h).
//
// Index:
// [SECTION] Reading a message: its envelope and its fields
// [SECTION] Names and quick messages
// [SECTION] Friend -> host
// [SECTION] Host -> friend
// [SECTION] OnlineHost
#include "wire/table_messages.h"

#include <algorithm>
#include <utility>

#include "core/i18n.h"
#include "core/text.h"

namespace boneyard {

namespace {

constexpr std::size_t kMaxMoveBytes = 64;   // the longest move is a pass of three items ("pass:12-11,12-10,...")
constexpr std::size_t kMaxWhyBytes = 1024;  // a refusal's message
constexpr std::int64_t kMaxRevision = std::int64_t{1} << 53;  // exact in a page's numbers

// --- [SECTION] Reading a message: its envelope and its fields --------------------------------

// The fields of one message, read by name: the first problem is kept as the refusal (reads
// after it return defaults nobody looks at), and a field never read is refused in end(), so a
// misspelt name or another version's field cannot pass unnoticed.
class MessageFields {
 public:
  MessageFields(const Json::Object& members, std::string type) : members_(members), type_(std::move(type)) {
    used_.assign(members.size(), false);
    (*this)["v"];  // the envelope, read by open_message()
    (*this)["t"];
  }
  bool ok() const { return error_.empty(); }
  const std::string& error() const { return error_; }
  void fail(const std::string& why) {
    if (ok()) error_ = "the " + type_ + " message " + why;
  }

  const Json& operator[](std::string_view key) {
    static const Json kNull;
    for (std::size_t i = 0; i < members_.size(); ++i)
      if (members_[i].first == key) {
        used_[i] = true;
        return members_[i].second;
      }
    fail("has no " + std::string(key));
    return kNull;
  }
  std::int64_t integer(std::string_view key, std::int64_t lo, std::int64_t hi) {
    const auto n = (*this)[key].integer();
    if (ok() && (!n || *n < lo || *n > hi))
      fail("should have a whole number from " + std::to_string(lo) + " to " + std::to_string(hi) + " as " +
           std::string(key));
    return ok() ? *n : lo;
  }
  int seat() { return static_cast<int>(integer("seat", 0, kMaxTableSeats - 1)); }
  std::string text(std::string_view key, std::size_t max_bytes) { return text_of((*this)[key], key, max_bytes); }
  std::string text_of(const Json& j, std::string_view what, std::size_t max_bytes) {
    const std::string* s = j.string();
    if (ok() && !s) fail("should have a string as " + std::string(what));
    if (ok() && s->size() > max_bytes)
      fail("has a " + std::string(what) + " longer than " + std::to_string(max_bytes) + " bytes");
    return ok() ? *s : std::string();
  }
  // The seat's quick message: one of the set.
  std::string quick(std::string_view key) {
    std::string what = text(key, 32);
    const auto& set = quick_messages();
    if (ok() && std::find(set.begin(), set.end(), what) == set.end())
      fail("has " + quote_input(what) + " as " + std::string(key) + ", not one of the quick messages");
    return what;
  }
  std::string name(const Json& j, std::string_view what) {
    const std::string typed = text_of(j, what, static_cast<std::size_t>(kNameMax) * 4);
    auto clean = ok() ? clean_name(typed) : Result<std::string>(std::string());
    if (!clean) fail("has a " + std::string(what) + " that will not do: " + clean.error());
    return ok() ? *clean : std::string();
  }
  // Refuses the fields never read; the first problem, if any, as a refusal.
  Status end() {
    for (std::size_t i = 0; i < members_.size(); ++i)
      if (!used_[i]) fail("has an unknown field " + quote_input(members_[i].first));
    return ok() ? Status() : Status::fail(error_);
  }

 private:
  const Json::Object& members_;
  std::string type_;
  std::vector<bool> used_;
  std::string error_;
};

// A message's JSON, its version checked and its type read: `side` names it in refusals.
struct MessageEnvelope {
  Json json;
  std::string type;
};
Result<MessageEnvelope> open_message(std::string_view text, std::size_t max_bytes, std::string_view side) {
  const std::string what = "the " + std::string(side) + " message";
  if (text.size() > max_bytes)
    return Status::fail(what + " is " + std::to_string(text.size()) + " bytes, more than the " +
                        std::to_string(max_bytes) + " a message may take");
  auto json = Json::parse(text);
  if (!json) return Status::fail(what + " is not JSON: " + json.error());
  if (!json->members()) return Status::fail(what + " should be a JSON object");
  const Json* v = json->find("v");
  const auto version = v ? v->integer() : std::nullopt;
  if (version != kTableWireVersion)
    return Status::fail(what + " is not of version " + std::to_string(kTableWireVersion) +
                        " (this page speaks only that one: reload both pages)");
  const Json* t = json->find("t");
  if (!t || !t->string()) return Status::fail(what + " has no type (\"t\")");
  std::string type = *t->string();
  return MessageEnvelope{std::move(*json), std::move(type)};
}

// The start of every message: {"v":1,"t":type}.
Json message_json(std::string_view type) { return Json::object().set("v", kTableWireVersion).set("t", type); }

// --- [SECTION] Names and quick messages ------------------------------------------------------

}  // namespace

const std::vector<std::string_view>& quick_messages() {
  static const std::vector<std::string_view> set{"good_game", "your_turn", "thanks"};
  return set;
}

std::string quick_message_text(std::string_view what) {
  if (what == "good_game") return "Good game!";
  if (what == "your_turn") return "Your turn!";
  if (what == "thanks") return "Thanks!";
  return std::string(what);
}

// --- [SECTION] Friend -> host ----------------------------------------------------------------

std::string hello_message(std::string_view name) { return message_json("hello").set("name", name).dump(); }
std::string move_message(std::string_view move, std::int64_t rev) {
  return message_json("move").set("move", move).set("rev", rev).dump();
}
std::string say_message(std::string_view what) { return message_json("say").set("what", what).dump(); }
std::string bye_message() { return message_json("bye").dump(); }

Result<FriendMessage> decode_friend_message(std::string_view text) {
  auto envelope = open_message(text, kMaxFriendMessageBytes, "friend's");
  if (!envelope) return envelope.status();
  MessageFields f(*envelope->json.members(), envelope->type);
  FriendMessage out;
  if (envelope->type == "hello")
    out = HelloMessage{f.name(f["name"], "name")};
  else if (envelope->type == "move")
    out = MoveMessage{f.text("move", kMaxMoveBytes), f.integer("rev", 0, kMaxRevision)};
  else if (envelope->type == "say")
    out = SayMessage{f.quick("what")};
  else if (envelope->type == "bye")
    out = ByeMessage{};
  else
    return Status::fail("unknown message type " + quote_input(envelope->type) + " from a friend");
  if (Status s = f.end(); !s) return s;
  return out;
}

// --- [SECTION] Host -> friend ----------------------------------------------------------------

std::string welcome_message(int seat, const std::vector<std::string>& names) {
  return message_json("welcome").set("seat", seat).set("names", Json::array_of(names)).dump();
}
std::string view_message(std::int64_t rev, const SeatView& view) {
  return message_json("view").set("rev", rev).set("view", encode_view(view)).dump();
}
std::string refused_message(std::string_view why) { return message_json("refused").set("why", why).dump(); }
std::string said_message(int seat, std::string_view what) {
  return message_json("said").set("seat", seat).set("what", what).dump();
}
std::string away_message(int seat) { return message_json("away").set("seat", seat).dump(); }
std::string back_message(int seat) { return message_json("back").set("seat", seat).dump(); }

Result<HostMessage> decode_host_message(std::string_view text) {
  auto envelope = open_message(text, kMaxHostMessageBytes, "host's");
  if (!envelope) return envelope.status();
  MessageFields f(*envelope->json.members(), envelope->type);
  const std::string& type = envelope->type;
  HostMessage out;
  if (type == "welcome") {
    WelcomeMessage w{f.seat(), {}};
    const Json& names = f["names"];
    const Json::Array* list = names.elements();
    if (f.ok() && (!list || list->size() < 2 || list->size() > static_cast<std::size_t>(kMaxTableSeats)))
      f.fail("should list from 2 to " + std::to_string(kMaxTableSeats) + " names");
    for (std::size_t i = 0; f.ok() && i < list->size(); ++i)
      w.names.push_back(f.name((*list)[i], "names[" + std::to_string(i) + "]"));
    if (f.ok() && static_cast<std::size_t>(w.seat) >= w.names.size())
      f.fail("names seat " + std::to_string(w.seat) + " at a table of " + std::to_string(w.names.size()));
    out = std::move(w);
  } else if (type == "view") {
    ViewMessage v{f.integer("rev", 0, kMaxRevision), nullptr};
    const Json& wire = f["view"];
    if (f.ok()) {
      auto view = decode_view(wire);
      if (!view) f.fail("has a view that cannot be one: " + view.error());
      if (view) v.view = std::move(*view);
    }
    out = std::move(v);
  } else if (type == "refused") {
    RefusedMessage r{f.text("why", kMaxWhyBytes)};
    if (f.ok() && (r.why.empty() || r.why.find('\n') != std::string::npos))
      f.fail("should give one line of text as why");
    out = std::move(r);
  } else if (type == "said") {
    out = SaidMessage{f.seat(), f.quick("what")};
  } else if (type == "away") {
    out = AwayMessage{f.seat()};
  } else if (type == "back") {
    out = BackMessage{f.seat()};
  } else {
    return Status::fail("unknown message type " + quote_input(type) + " from the host");
  }
  if (Status s = f.end(); !s) return s;
  return out;
}

// --- [SECTION] OnlineHost --------------------------------------------------------------------

OnlineHost::OnlineHost(std::vector<int> friends) : friends_(std::move(friends)) {}

bool OnlineHost::is_friend(int seat) const {
  return std::find(friends_.begin(), friends_.end(), seat) != friends_.end();
}

void OnlineHost::set_friend(int seat, bool online) {
  friends_.erase(std::remove(friends_.begin(), friends_.end(), seat), friends_.end());
  if (online) friends_.push_back(seat);
}

std::string OnlineHost::view_message(const Match& match, int seat) const {
  return boneyard::view_message(revision_, *match.view(seat));
}

HostAction OnlineHost::refuse(int seat, std::string_view why) const {
  HostAction a;
  a.kind = HostAction::Kind::Refuse;
  a.seat = seat;
  a.reply = refused_message(why);
  return a;
}

HostAction OnlineHost::receive(const Match& match, int seat, std::string_view text) const {
  auto message = decode_friend_message(text);
  if (!message) return refuse(seat, message.untranslated());
  HostAction a;
  a.seat = seat;
  if (const auto* hello = std::get_if<HelloMessage>(&*message)) {
    a.kind = HostAction::Kind::Name;
    a.name = hello->name;
  } else if (const auto* move = std::get_if<MoveMessage>(&*message)) {
    return judge_move(match, seat, *move);
  } else if (const auto* say = std::get_if<SayMessage>(&*message)) {
    a.kind = HostAction::Kind::Say;
    a.what = say->what;
  } else {
    a.kind = HostAction::Kind::Leave;
  }
  return a;
}

// The refusals name nothing the seat's view does not show: whose turn it is not, the
// revisions, the move as the friend spelt it, and the seat's own legal moves (the match's,
// when the seat is to move, are its view's).
HostAction OnlineHost::judge_move(const Match& match, int seat, const MoveMessage& message) const {
  // (Phrases: the friend's page reads them in its own language.)
  // TRANSLATORS: the host's page refuses a friend's move (shown on the friend's table).
  if (match.to_move() != seat) return refuse(seat, phrase("it is not your turn"));
  if (message.rev != revision_) {
    const long long seen = message.rev, now = revision_;
    // TRANSLATORS: the host's page refuses a friend's move made on a table that has changed since:
    // {seen} and {now} count the table's changes.
    return refuse(seat, phrase("the table changed before your move arrived (you saw view {seen}, it is now {now}): "
                               "choose again",
                               {{"seen", seen}, {"now", now}}));
  }
  auto canonical = match.canonical(message.move);
  if (!canonical) return refuse(seat, canonical.untranslated());
  const auto legal = match.legal_moves();
  const std::string typed = quote_input(message.move);  // (the Args view it)
  if (!std::binary_search(legal.begin(), legal.end(), *canonical))
    // TRANSLATORS: the host's page refuses a friend's move: {move} is the move as the friend's page sent it.
    return refuse(seat, phrase("{move} is not one of your moves now", {{"move", typed}}));
  HostAction a;
  a.kind = HostAction::Kind::Play;
  a.seat = seat;
  a.move = std::move(*canonical);
  return a;
}

}  // namespace boneyard
