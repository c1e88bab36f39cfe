// The messages of an online table (wire/table_messages.h): whole rounds played only
// through them end as the same moves played directly; every refusal leaves the match as it
// was and answers a message the friend's page reads; no message to a seat holds another
// seat's hidden tiles; every message survives the wire.
#include <algorithm>
#include <catch2/catch.hpp>
#include <string>
#include <variant>
#include <vector>

#include "core/i18n.h"
#include "core/rng.h"
#include "wire/table_messages.h"
#include "test_support.h"

using namespace boneyard;

namespace {

using testing::Config;

// What the other side's decoder reads in `text`, or a failed test naming why it refused.
template <class Message>
Message read(Result<Message> (*decode)(std::string_view), const std::string& text) {
  auto message = decode(text);
  INFO(text);
  INFO("refused: " << message.error());
  REQUIRE(message.ok());
  return std::move(*message);
}
HostMessage host_says(const std::string& text) { return read(decode_host_message, text); }
FriendMessage friend_says(const std::string& text) { return read(decode_friend_message, text); }

// Whether `item` ("6-4", "QS") stands in `text` as an item of its own: in quotes, or in a
// move ("6-4:L", "pass:QS,AH,2D"), not inside a longer item ("16-4", "12D").
bool names_item(const std::string& text, const std::string& item) {
  const auto edge = [](char c) { return c == '"' || c == ':' || c == ','; };
  for (std::size_t at = text.find(item); at != std::string::npos; at = text.find(item, at + 1))
    if (at > 0 && edge(text[at - 1]) && at + item.size() < text.size() && edge(text[at + item.size()])) return true;
  return false;
}

// Fairness, mid-round: `text`, sent to `seat`, names none of the items the live match hides
// from it (census: the other hands, the sleeping tiles, the boneyard, a dead tile), but those
// the seat knows are there because it handed them on itself (`known`), and Hearts' first lead
// (the rules make the card that opens the round public, and so who holds it).
void require_fair(const Match& m, int seat, const std::string& text, std::vector<std::string> known) {
  if (m.phase() == Phase::RoundOver || m.phase() == Phase::MatchOver) return;  // the hands are open then
  if (m.info().id() == "hearts") known.push_back(m.players() == 4 ? "2C" : "3C");  // the round opens with it
  const std::string own = "hand" + std::to_string(seat);
  for (const std::string& entry : m.census()) {
    const std::size_t at = entry.find('@');
    const std::string item = entry.substr(0, at), place = entry.substr(at + 1);
    const bool hidden = (place.rfind("hand", 0) == 0 && place != own) || place == "sleeping" ||
                        place == "boneyard" || place == "dead" || place == "widow";
    if (!hidden || std::find(known.begin(), known.end(), item) != known.end()) continue;
    INFO("seat " << seat << " is told of " << entry << " in " << text);
    REQUIRE_FALSE(names_item(text, item));
  }
}

// What a friend's page holds: the last view it was sent, and its revision.
struct Page {
  std::int64_t rev = 0;
  std::unique_ptr<SeatView> view;
};

// The items a pass move hands on ("pass:QS,AH,2D").
std::vector<std::string> passed_items(const std::string& move) {
  if (move.rfind("pass:", 0) != 0) return {};
  return split_fields(move.substr(5), ',');
}

bool round_over(const Match& m) { return m.phase() == Phase::RoundOver || m.phase() == Phase::MatchOver; }

// The first two rounds of a match where every seat is a friend's page: each page says hello,
// is welcomed, receives its view after every change (checked for fairness), and answers with
// the Normal bot's choice on the view it decoded; the host plays what it accepts. Returns the
// match's save; `moves` receives the moves played.
std::string play_through_messages(const Config& c, std::uint64_t seed, std::vector<std::string>& moves) {
  auto match = testing::make(c.game, c.options, seed);
  const int n = match->players();
  std::vector<int> seats;
  for (int s = 0; s < n; ++s) seats.push_back(s);
  OnlineHost host(seats);
  std::vector<std::string> names;
  for (int s = 0; s < n; ++s) {
    const HostAction a = host.receive(*match, s, hello_message("  Friend " + std::to_string(s) + " "));
    REQUIRE(a.kind == HostAction::Kind::Name);
    REQUIRE(a.name == "Friend " + std::to_string(s));
    names.push_back(a.name);
  }
  for (int s = 0; s < n; ++s) {
    const auto welcome = std::get<WelcomeMessage>(host_says(welcome_message(s, names)));
    REQUIRE(welcome.seat == s);
    REQUIRE(welcome.names == names);
  }
  std::vector<Page> pages(static_cast<std::size_t>(n));
  std::vector<std::vector<std::string>> sent(static_cast<std::size_t>(n));
  const auto deliver = [&] {
    for (int s = 0; s < n; ++s) {
      const std::string text = host.view_message(*match, s);
      require_fair(*match, s, text, sent[static_cast<std::size_t>(s)]);
      auto view = std::get<ViewMessage>(host_says(text));
      REQUIRE(view.rev == host.revision());
      REQUIRE(view.view->seat() == s);
      pages[static_cast<std::size_t>(s)] = {view.rev, std::move(view.view)};
    }
  };
  deliver();
  while (match->phase() != Phase::MatchOver) {
    if (match->phase() == Phase::RoundOver) {
      if (match->round() == 2) break;
      REQUIRE(match->next_round().ok());
      for (auto& items : sent) items.clear();
      host.changed();
      deliver();
      continue;
    }
    const int seat = match->to_move();
    const Page& page = pages[static_cast<std::size_t>(seat)];
    Rng rng(moves.size());  // as play_directly() seeds its decisions
    const std::string choice = match->info().bot_move(*page.view, "normal", rng);
    const HostAction a = host.receive(*match, seat, move_message(choice, page.rev));
    INFO("move " << moves.size() << ": seat " << seat << " chose " << choice << ": " << a.reply);
    REQUIRE(a.kind == HostAction::Kind::Play);
    REQUIRE(a.seat == seat);
    testing::play(*match, a.move);
    moves.push_back(a.move);
    for (const std::string& item : passed_items(a.move)) sent[static_cast<std::size_t>(seat)].push_back(item);
    host.changed();
    deliver();
  }
  REQUIRE(round_over(*match));
  return match->save();
}

// The same decisions made on the match's own views, played directly.
std::string play_directly(const Config& c, std::uint64_t seed, std::size_t moves) {
  auto match = testing::make(c.game, c.options, seed);
  for (std::size_t made = 0; made < moves;) {
    if (match->phase() == Phase::RoundOver) {
      REQUIRE(match->next_round().ok());
      continue;
    }
    Rng rng(made++);
    testing::play(*match, match->info().bot_move(*match->view(match->to_move()), "normal", rng));
  }
  return match->save();
}

// A Hearts match in its play, a few tricks in, with seats 1 to 3 friends'.
std::unique_ptr<Match> hearts_in_play() {
  auto match = testing::make("hearts", {{"players", "4"}}, 5);
  for (int step = 0; match->phase() != Phase::Play || step < 20 || match->to_move() == 0; ++step)
    testing::play(*match, bot_move(*match, "easy", static_cast<std::uint64_t>(step)));
  return match;
}

}  // namespace

TEST_CASE("online table: rounds played through messages end as played directly", "[online_table]") {
  const std::vector<Config> configs{
      {"block", {{"players", "4"}}},
      {"hearts", {{"players", "4"}}},
      {"draw", {{"players", "2"}}},
  };
  for (const auto& c : configs) {
    INFO(testing::label(c));
    for (std::uint64_t seed : {3, 4}) {
      std::vector<std::string> moves;
      const std::string online = play_through_messages(c, seed, moves);
      CHECK(moves.size() > 10);
      CHECK(online == play_directly(c, seed, moves.size()));
    }
  }
}

TEST_CASE("online table: every refusal leaves the match as it was and answers a refused message",
          "[online_table]") {
  auto match = hearts_in_play();
  OnlineHost host({1, 2, 3});
  host.changed();
  const int mover = match->to_move();
  REQUIRE(host.is_friend(mover));
  const int other = mover % 3 + 1;  // another friend's seat
  const auto legal = match->legal_moves();
  std::string illegal;  // well spelt, but not the mover's to play: a card of another hand
  for (const std::string& entry : match->census())
    if (entry.find("@hand" + std::to_string(other)) != std::string::npos) illegal = entry.substr(0, entry.find('@'));
  const std::int64_t rev = host.revision();
  const std::string rev_text = std::to_string(rev);
  const std::string oversized = hello_message(std::string(kMaxFriendMessageBytes, 'a'));

  struct Case {
    int seat;
    std::string text, why;
  };
  const std::vector<Case> cases{
      {mover, "{\"v\":1,\"t\":\"move\"", "is not JSON"},
      {mover, "[1,2]", "should be a JSON object"},
      {mover, "{\"v\":2,\"t\":\"bye\"}", "not of version 1"},
      {mover, "{\"t\":\"bye\"}", "not of version 1"},
      {mover, "{\"v\":1}", "has no type"},
      {mover, "{\"v\":1,\"t\":\"dance\"}", "unknown message type 'dance'"},
      {mover, oversized, "more than the 8192"},
      {other, move_message(legal.front(), rev), "it is not your turn"},
      {mover, move_message(legal.front(), rev - 1), "the table changed"},
      {mover, move_message(legal.front(), rev + 1), "the table changed"},
      {mover, move_message("zz", rev), "zz"},
      {mover, move_message(illegal, rev), "'" + illegal + "' is not one of your moves now"},
      {mover, "{\"v\":1,\"t\":\"move\",\"move\":\"" + legal.front() + "\",\"rev\":\"" + rev_text + "\"}",
       "whole number"},
      {mover, "{\"v\":1,\"t\":\"move\",\"move\":\"" + legal.front() + "\"}", "has no rev"},
      {mover, "{\"v\":1,\"t\":\"move\",\"move\":\"" + legal.front() + "\",\"rev\":" + rev_text + ",\"seat\":0}",
       "unknown field 'seat'"},
      {mover, say_message("hello there"), "not one of the quick messages"},
      {other, say_message("GOOD_GAME"), "not one of the quick messages"},
      {other, hello_message("   "), "at least one letter"},
      {other, hello_message(std::string(13, 'x')), "at most 12 characters"},
      {other, hello_message("Ann, Bob"), "cannot hold a comma"},
      {other, hello_message("Ann\nBob"), "control characters"},
      {other, hello_message("Ann\xE2\x80\xAE"), "Western European"},  // a right-to-left override: not Latin-1
      {other, "{\"v\":1,\"t\":\"bye\",\"why\":\"tired\"}", "unknown field 'why'"},
  };
  const std::string save = match->save();
  for (const Case& c : cases) {
    INFO("seat " << c.seat << " sends " << c.text.substr(0, 200));
    const HostAction a = host.receive(*match, c.seat, c.text);
    REQUIRE(a.kind == HostAction::Kind::Refuse);
    REQUIRE(a.seat == c.seat);
    const auto refused = std::get<RefusedMessage>(host_says(a.reply));
    const std::string why = render(refused.why);  // (a phrase: read in the friend's page's language)
    INFO(why);
    CHECK(why.find(c.why) != std::string::npos);
    require_fair(*match, c.seat, a.reply, {illegal});  // a refusal may quote what the seat wrote
    REQUIRE(match->save() == save);
  }
  // The mover's own move on the current view is accepted, and is still the caller's to play.
  REQUIRE(host.receive(*match, mover, move_message(legal.front(), rev)).kind == HostAction::Kind::Play);
  REQUIRE(match->save() == save);
}

TEST_CASE("online table: a move spelt otherwise is played in the match's spelling", "[online_table]") {
  auto match = testing::make("block", {{"players", "2"}}, 9);
  testing::play(*match, match->legal_moves().front());
  OnlineHost host({0, 1});
  const std::string move = match->legal_moves().front();  // "6-4:L": write it "4-6:L"
  const std::size_t dash = move.find('-'), colon = move.find(':');
  REQUIRE(colon != std::string::npos);
  const std::string flipped = move.substr(dash + 1, colon - dash - 1) + "-" + move.substr(0, dash) + move.substr(colon);
  const HostAction a = host.receive(*match, match->to_move(), move_message(flipped, host.revision()));
  REQUIRE(a.kind == HostAction::Kind::Play);
  CHECK(a.move == move);
}

TEST_CASE("online table: hello, say and bye ask the host to name, pass on and tell", "[online_table]") {
  auto match = hearts_in_play();
  const std::string save = match->save();
  OnlineHost host({2});
  const HostAction hello = host.receive(*match, 2, hello_message(" Zoë "));
  CHECK(hello.kind == HostAction::Kind::Name);
  CHECK(hello.name == "Zoë");
  for (std::string_view what : quick_messages()) {
    const HostAction say = host.receive(*match, 2, say_message(what));
    CHECK(say.kind == HostAction::Kind::Say);
    CHECK(say.what == what);
  }
  CHECK(host.receive(*match, 2, bye_message()).kind == HostAction::Kind::Leave);
  CHECK(match->save() == save);
}

TEST_CASE("online table: every message survives the wire", "[online_table]") {
  const auto hello = std::get<HelloMessage>(friend_says(hello_message("Ann")));
  CHECK(hello.name == "Ann");
  const auto move = std::get<MoveMessage>(friend_says(move_message("pass:QS,AH,2D", 12)));
  CHECK(move.move == "pass:QS,AH,2D");
  CHECK(move.rev == 12);
  CHECK(std::get<SayMessage>(friend_says(say_message("your_turn"))).what == "your_turn");
  CHECK(std::holds_alternative<ByeMessage>(friend_says(bye_message())));

  const std::vector<std::string> names{"You", "Ann", "Bob", "Zoë"};
  const auto welcome = std::get<WelcomeMessage>(host_says(welcome_message(3, names)));
  CHECK(welcome.seat == 3);
  CHECK(welcome.names == names);
  auto match = hearts_in_play();
  const auto original = match->view(2);
  const std::string text = view_message(41, *original);
  const auto view = std::get<ViewMessage>(host_says(text));
  CHECK(view.rev == 41);
  CHECK(view_message(41, *view.view) == text);
  CHECK(std::get<RefusedMessage>(host_says(refused_message("it is not your turn"))).why == "it is not your turn");
  const auto said = std::get<SaidMessage>(host_says(said_message(1, "thanks")));
  CHECK((said.seat == 1 && said.what == "thanks"));
  CHECK(std::get<AwayMessage>(host_says(away_message(2))).seat == 2);
  CHECK(std::get<BackMessage>(host_says(back_message(3))).seat == 3);

  // The friend's side refuses what a host never sends.
  for (const std::string& bad : {welcome_message(4, names), said_message(1, "boo"), away_message(10),
                                 refused_message(""), std::string("{\"v\":1,\"t\":\"view\",\"rev\":1,\"view\":{}}"),
                                 std::string("{\"v\":1,\"t\":\"hello\",\"name\":\"Ann\"}")}) {
    INFO(bad);
    CHECK_FALSE(decode_host_message(bad).ok());
  }
}
