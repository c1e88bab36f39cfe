// An online table in one process (issue 28): the host's Session and HostTable, and friends'
// pages each a remote Session, with queues for the data channels between them. What the
// browser test shows through real connections, this shows for every step of whole rounds.
#include <catch2/catch.hpp>

#include <algorithm>
#include <deque>
#include <map>
#include <string>

#include "content/score_sheet.h"
#include "core/rng.h"
#include "line/view_model.h"
#include "online/host_table.h"
#include "online/invitation.h"
#include "session/seats.h"
#include "session/session.h"
#include "session/setup_model.h"
#include "trick/trick_model.h"

using namespace boneyard;

namespace {

// The table: the host's session and every friend's page, and what is on its way between them.
struct Table {
  Session host;
  HostTable table;
  std::map<int, Session> friends;                  // by seat
  std::map<int, std::deque<std::string>> to_page;  // host -> friend, by seat
  std::map<int, bool> open;                        // the seat's channel is open
  std::vector<std::pair<int, std::string>> sent;   // everything the host sent (seat, text)
  double now = 0;

  Table(const std::string& game, std::vector<int> friend_seats, std::uint64_t seed = 7) {
    MatchSetup setup;
    setup.game = game;
    setup.options = {{"players", "4"}};
    setup.friends = friend_seats;
    REQUIRE(host.start(setup, seed, now));
    host.set_delay_ms(0);
    table.begin(
        host,
        [this](int seat, const std::string& text) {
          sent.emplace_back(seat, text);
          if (open[seat]) to_page[seat].push_back(text);
        },
        "Hal");
    for (int s : friend_seats) join(s, "Friend" + std::to_string(s));
  }

  void join(int seat, const std::string& name) {
    friends[seat].join_remote(name, 1000 + static_cast<std::uint64_t>(seat), now);
    to_page[seat].clear();
    open[seat] = true;
    table.invite_again(seat);
    table.opened(seat);
    pump();
  }

  void drop(int seat) {
    open[seat] = false;
    to_page[seat].clear();
    table.closed(seat, host, now);
    pump();
  }

  // Messages both ways until nothing is on its way.
  void pump() {
    for (bool moved = true; moved;) {
      moved = false;
      for (auto& [seat, page] : friends) {
        if (!open[seat]) continue;
        for (const std::string& text : page.take_outbox()) {
          table.received(seat, text, host, now);
          moved = true;
        }
      }
      table.update(host, now);
      for (auto& [seat, queue] : to_page) {
        while (!queue.empty()) {
          const std::string text = queue.front();
          queue.pop_front();
          INFO("to seat " << seat << ": " << text.substr(0, 300));
          REQUIRE(friends[seat].receive(text, now));
          moved = true;
        }
      }
    }
  }

  // One step: the host's bots think, the person at the host moves, each friend to move moves
  // (always the first of their moves, so that runs can be compared).
  void step() {
    host_step();
    for (auto& [seat, page] : friends)
      if (open[seat] && page.human_to_move()) REQUIRE(page.play(page.human_moves().front(), now));
    pump();
  }

  void host_step() {
    now += 100;
    host.update(now, 100000);
    if (host.human_to_move()) REQUIRE(host.play(host.human_moves().front(), now));
    pump();
  }

  // Each open friend's page shows exactly its seat's view, turned to its chair.
  void check_views() {
    for (auto& [seat, page] : friends) {
      if (!open[seat] || !page.active()) continue;
      INFO("seat " << seat);
      CHECK(page.view().to_json().dump() == host.match().view(seat)->turned(seat)->to_json().dump());
      CHECK(page.players() == host.players());
      CHECK(page.round() == host.round());
      CHECK(page.scores() == host.scores());
      // While the round is played, every other hand is only a count on that page.
      if (!page.round_finished()) {
        const Json state = page.view().to_json();
        const auto& hands = *state.find("hands")->elements();
        for (std::size_t s = 1; s < hands.size(); ++s) CHECK(hands[s].integer().has_value());
      }
    }
  }

  void play_round(int max_steps = 2000) {
    for (int i = 0; i < max_steps && !host.round_finished(); ++i) {
      step();
      check_views();
    }
    REQUIRE(host.round_finished());
  }
};

}  // namespace

TEST_CASE("online session: a Hearts round between a host and two friends' pages", "[online_session]") {
  Table t("hearts", {1, 3});
  REQUIRE(t.table.everyone_seated());
  CHECK(t.host.names()[1] == "Friend1");
  CHECK(t.friends[1].names()[0] == "Hal");  // the host, as the friends' tables name it
  CHECK(t.friends[1].names()[3] == "Friend3");
  CHECK(t.friends[1].remote_seat() == 1);
  t.check_views();
  t.play_round();
  t.check_views();
  for (auto& [seat, page] : t.friends) {
    CHECK(page.round_finished());
    CHECK(page.round_points() == t.host.round_points());
    CHECK(page.round_scored());
    CHECK(page.save_text().empty());  // a friend's page keeps nothing: the host's has the match
    CHECK_FALSE(page.can_undo());
    // The score sheet marks the friend's own column on their page, the host's on the host's.
    CHECK(score_sheet(page).you == seat);
  }
  CHECK(score_sheet(t.host).you == 0);
  // The host deals the next round; a friend's Next round only closes the summary.
  REQUIRE(t.friends[1].next_round(t.now));
  CHECK_FALSE(t.friends[1].summary_due(t.now + 1e6));
  REQUIRE(t.host.next_round(t.now));
  t.pump();
  CHECK(t.friends[1].round() == 2);
  CHECK_FALSE(t.friends[1].round_finished());
  t.check_views();
}

TEST_CASE("online session: a Block round with three friends", "[online_session]") {
  Table t("block", {1, 2, 3});
  t.play_round();
  t.check_views();
  CHECK(t.friends[2].round_points() == t.host.round_points());
}

TEST_CASE("online session: a friend who drops and comes back finishes the same round", "[online_session]") {
  Table whole("hearts", {1, 3}, 11);
  whole.play_round();

  Table t("hearts", {1, 3}, 11);
  for (int i = 0; i < 12; ++i) t.step();
  t.drop(1);
  CHECK(t.table.seat(1)->state == HostTable::SeatState::Away);
  const auto news = t.friends[3].take_remote_news();
  REQUIRE_FALSE(news.empty());
  CHECK(news.back() == "Friend1 is away");
  // Seat 1's turn comes: the table waits for it (no computer moves for a friend), overdue at
  // once since nobody is there.
  for (int i = 0; i < 20 && t.host.match().to_move() != 1; ++i) t.step();
  REQUIRE(t.host.match().to_move() == 1);
  t.step();
  CHECK(t.host.match().to_move() == 1);
  CHECK(t.table.overdue(t.host, t.now));
  // A new link, the same seat: the friend's new page is welcomed into the match as it stands.
  t.join(1, "Friend1");
  CHECK(t.table.seat(1)->state == HostTable::SeatState::Seated);
  CHECK(t.friends[3].take_remote_news().back() == "Friend1 is back");
  t.check_views();
  t.play_round();
  CHECK(t.host.match().save() == whole.host.match().save());
}

TEST_CASE("online session: the host's chosen patience decides when a seated friend is late", "[online_session]") {
  // The choices the Friends online screen cycles through, and what its button says.
  CHECK(HostTable::next_wait_ms(60'000) == HostTable::kDefaultWaitMs);
  CHECK(HostTable::next_wait_ms(HostTable::kDefaultWaitMs) == 300'000);
  CHECK(HostTable::next_wait_ms(600'000) == 60'000);  // round again
  CHECK(HostTable::next_wait_ms(12'345) == 60'000);   // not a choice (a stored value): the first
  CHECK(HostTable::wait_text(HostTable::kDefaultWaitMs) == "2 min");
  CHECK(HostTable::wait_text(600'000) == "10 min");

  Table t("hearts", {1, 3}, 11);
  t.table.set_wait_ms(60'000);
  for (int i = 0; i < 40 && t.host.match().to_move() != 1; ++i) t.step();
  REQUIRE(t.host.match().to_move() == 1);
  REQUIRE(t.table.seat(1)->state == HostTable::SeatState::Seated);
  REQUIRE(t.table.waiting_for(t.host) == std::optional<int>(1));
  // Seated and connected: late one minute after the turn came, not before.
  CHECK(t.table.overdue_at(t.host) == std::optional<double>(t.now + 60'000));
  CHECK_FALSE(t.table.overdue(t.host, t.now + 59'999));
  CHECK(t.table.overdue(t.host, t.now + 60'000));
  // A longer patience chosen while the table waits moves the moment out.
  t.table.set_wait_ms(600'000);
  CHECK_FALSE(t.table.overdue(t.host, t.now + 60'000));
  CHECK(t.table.overdue(t.host, t.now + 600'000));
}

TEST_CASE("online session: a computer player stands in for an away friend, and the seat stays theirs",
          "[online_session]") {
  Table t("hearts", {3}, 5);
  for (int i = 0; i < 5; ++i) t.step();
  t.drop(3);
  REQUIRE(t.table.take_over(3, t.host, t.now));
  CHECK(t.table.seat(3)->state == HostTable::SeatState::Computer);
  CHECK_FALSE(t.host.is_friend(3));  // nobody waits for it: the computer moves
  CHECK(t.host.stood_in(3));
  // Still an online table with a friend's seat: no undo, no deal link, the seat is listed.
  CHECK(t.host.online());
  CHECK(t.host.is_friend_seat(3));
  CHECK(t.host.setup().friends == std::vector<int>{3});
  CHECK_FALSE(t.host.can_undo());
  CHECK_FALSE(t.host.can_share_deal());
  CHECK(t.table.active());
  CHECK_FALSE(t.table.give_back(3, t.host, t.now));  // not connected: invited again instead
  // A reload keeps the stand-in, and the seat a friend's.
  const std::string saved = t.host.save_text();
  CHECK(saved.find("\nfriends=3\nstandins=3\n") != std::string::npos);
  Session reloaded;
  REQUIRE(reloaded.restore(saved, 0));
  CHECK(reloaded.stood_in(3));
  HostTable again;
  again.begin(
      reloaded, [](int, const std::string&) {}, "Hal");
  CHECK(again.seat(3)->state == HostTable::SeatState::Computer);
  // The computer moves for the seat a few times; then the friend comes back through a new link
  // in the middle of the round and has the seat at once.
  for (int i = 0; i < 12; ++i) t.step();
  t.join(3, "Maya");
  CHECK(t.host.is_friend(3));
  CHECK_FALSE(t.host.stood_in(3));
  CHECK(t.table.seat(3)->state == HostTable::SeatState::Seated);
  CHECK(t.host.names()[3] == "Maya");
  t.check_views();
  t.play_round();
  // A new match from the setup (nobody standing in) and the host's table agree again.
  REQUIRE(t.table.take_over(3, t.host, t.now));
  MatchSetup fresh = t.host.setup();
  fresh.stand_ins.clear();
  REQUIRE(t.host.start(fresh, 8, t.now));
  t.table.update(t.host, t.now);
  CHECK(t.table.seat(3)->state == HostTable::SeatState::Seated);
  CHECK(t.host.is_friend(3));
  // Stand-ins that are not friends' seats are refused, in a save or a setup.
  std::string forged = saved;
  forged.replace(forged.find("standins=3"), 10, "standins=2");
  CHECK_FALSE(Session().restore(forged, 0));
  MatchSetup bad = t.host.setup();
  bad.stand_ins = {1};
  CHECK_FALSE(Session().start(bad, 1, 0));
}

namespace {

// The round summary's sentence on a page, as its table words it.
std::string summary_sentence(const Session& page) {
  SeatNaming naming(page.names(), page.viewer(), page.shared(), page.moving_friends());
  if (const auto* line = page.view_as<LineView>()) return round_explanation(*line);
  const auto model = trick_table(page.view(), {}, {});
  REQUIRE(model);
  return model->summary.text;
}

// The sentence with every seat's name (as that page names the seats, the page's own "You" or
// name included) written as the seat's number in the match: "{2} took 21, {0} took 4".
std::string seats_of(std::string text, const Session& page) {
  std::vector<std::pair<std::string, int>> names;
  const auto all = page.names();
  for (std::size_t s = 0; s < all.size(); ++s) names.emplace_back(all[s], static_cast<int>(s));
  std::sort(names.begin(), names.end(), [](const auto& a, const auto& b) { return a.first.size() > b.first.size(); });
  for (const auto& [name, seat] : names)
    for (auto at = text.find(name); at != std::string::npos; at = text.find(name, at))
      text.replace(at, name.size(), "{" + std::to_string(seat) + "}");
  return text;
}

}  // namespace

TEST_CASE("online session: every page's round summary names the seats the host's does", "[online_session]") {
  for (const char* game : {"block", "draw", "blacktile", "whist", "hearts"}) {
    INFO(game);
    Table t(game, {1, 2}, 21);
    t.play_round();
    const std::string host = summary_sentence(t.host);
    REQUIRE_FALSE(host.empty());
    for (auto& [seat, page] : t.friends) {
      INFO("seat " << seat << ": " << summary_sentence(page) << " / host: " << host);
      CHECK(seats_of(summary_sentence(page), page) == seats_of(host, t.host));
    }
  }
}

TEST_CASE("online session: seats are named from what they are, the same from every chair", "[online_session]") {
  // The compass names are the host's view: on Ann's page, turned to her chair, "North" would
  // sit on her left. At an online table the seats are named neutrally instead, on every page.
  MatchSetup setup;
  setup.game = "hearts";
  setup.options = {{"players", "4"}};
  setup.friends = {2};
  Session host;
  REQUIRE(host.start(setup, 3, 0));
  CHECK(host.names() == std::vector<std::string>{"You", "Bot 1", "Friend", "Bot 2"});
  SeatNaming waiting(host.names(), 0, false, host.setup().friends);
  CHECK(waiting_text(4, 2) == "Waiting for Friend\u2026");

  Table t("hearts", {2, 3});
  CHECK(t.host.names() == std::vector<std::string>{"You", "Bot", "Friend2", "Friend3"});
  CHECK(t.friends[2].names() == std::vector<std::string>{"Hal", "Bot", "Friend2", "Friend3"});
  // A seat the computer takes over keeps its friend's name; a typed name is kept as typed.
  t.drop(3);
  REQUIRE(t.table.take_over(3, t.host, t.now));
  CHECK(t.host.names()[3] == "Friend3");
  CHECK(t.host.names()[1] == "Bot");

  MatchSetup named = setup;
  named.names = {"Max", "North", "Friend", "Rex"};  // "North": a compass name, whoever typed it
  Session host2;
  REQUIRE(host2.start(named, 3, 0));
  CHECK(host2.names() == std::vector<std::string>{"Max", "Bot 1", "Friend", "Rex"});

  // Back at the setup, those seats take their default names again; typed names stay.
  SetupModel model;
  model.set_online(true);
  model.load(host2.setup());
  CHECK(model.name(1) == "West");
  CHECK(model.name(3) == "Rex");
  CHECK(model.kind(2) == SetupModel::SeatKind::Friend);
  CHECK(model.name(2) == "North");
  CHECK(online_placeholder_name("Bot 12"));
  CHECK_FALSE(online_placeholder_name("Bots"));
  CHECK_FALSE(online_placeholder_name("Friend "));
}

TEST_CASE("online session: a move that crosses a take-over is refused and the page can go on", "[online_session]") {
  Table t("block", {1}, 3);
  for (int i = 0; i < 40 && !t.friends[1].human_to_move(); ++i) t.host_step();
  Session& page = t.friends[1];
  REQUIRE(page.human_to_move());
  const std::uint64_t before = t.host.revision();
  REQUIRE(t.table.take_over(1, t.host, t.now));  // the host let the computer move first
  REQUIRE(page.play(page.human_moves().front(), t.now));
  CHECK(page.move_in_flight());
  CHECK_FALSE(page.play(page.human_moves().empty() ? "x" : page.human_moves().front(), t.now));
  t.pump();
  CHECK_FALSE(page.move_in_flight());
  const auto news = page.take_remote_news();
  REQUIRE_FALSE(news.empty());
  CHECK(news.back().find("a computer player has your seat") != std::string::npos);
  CHECK(t.host.revision() > before);
}

TEST_CASE("online session: a friend's page refuses what no host would send, unchanged", "[online_session]") {
  Table t("hearts", {2});
  Session& page = t.friends[2];
  const std::string shown = page.view().to_json().dump();
  const std::uint64_t revision = page.revision();
  const std::string other_seat = t.host.match().view(1)->turned(1)->to_json().dump();
  for (const std::string& bad :
       {std::string("hello"), std::string("{}"), welcome_message(1, {"Hal", "Ann", "Bob", "Cy"}),
        welcome_message(0, {"Hal", "Ann", "Bob", "Cy"}), view_message(99, *t.host.match().view(1)),
        view_message(99, *t.host.match().view(0)), std::string(70000, ' ')}) {
    INFO(bad.substr(0, 120));
    CHECK_FALSE(page.receive(bad, t.now));
    CHECK(page.view().to_json().dump() == shown);
    CHECK(page.revision() == revision);
  }
  (void)other_seat;
  // An old view arriving after a newer one is ignored.
  CHECK(page.receive(view_message(0, *t.host.match().view(2)), t.now));
  CHECK(page.view().to_json().dump() == shown);
}

TEST_CASE("online session: the host's table keeps its friends' seats, and no undo", "[online_session]") {
  Table t("block", {1, 3});
  for (int i = 0; i < 6; ++i) t.step();
  CHECK_FALSE(t.host.can_undo());
  const Status undo = t.host.undo(t.now);
  REQUIRE_FALSE(undo);
  CHECK(undo.error().find("online") != std::string::npos);
  CHECK_FALSE(t.host.can_share_deal());  // its link would deal every hand
  const std::string saved = t.host.save_text();
  CHECK(saved.find("\nfriends=1,3\n") != std::string::npos);
  Session reloaded;
  REQUIRE(reloaded.restore(saved, 0));
  CHECK(reloaded.is_friend(1));
  CHECK(reloaded.is_friend(3));
  CHECK_FALSE(reloaded.is_friend(2));
  CHECK(reloaded.names()[1] == "Friend1");
  // A computer player never moves for a friend's seat.
  while (!reloaded.round_finished() && !reloaded.is_friend(reloaded.match().to_move())) {
    if (reloaded.human_to_move()) REQUIRE(reloaded.play(reloaded.human_moves().front(), 0));
    reloaded.update(1e9, 100000);
  }
  const int waiting = reloaded.match().to_move();
  CHECK(reloaded.is_friend(waiting));
  CHECK_FALSE(reloaded.thinking());
  CHECK_FALSE(reloaded.update(2e9, 100000));
  CHECK(reloaded.match().to_move() == waiting);
  CHECK_FALSE(reloaded.next_change_at(2e9).has_value());
  // Bad friends' seats are refused.
  MatchSetup bad;
  bad.game = "block";
  bad.options = {{"players", "3"}};
  for (const std::vector<int>& friends : {std::vector<int>{0}, {3}, {1, 1}}) {
    bad.friends = friends;
    Session s;
    CHECK_FALSE(s.start(bad, 1, 0));
  }
}

TEST_CASE("online links: invitations and replies read back, anything else refused with a message", "[online_session]") {
  const std::string code = "EAQxQmVjGHFGWThCcno5YVBuTkpXa0xH_-09";
  const std::string link = invitation_link("https://example.org/boneyard/", {2, code, false});
  CHECK(link == "https://example.org/boneyard/#join=2." + code);
  auto read = parse_invitation(link.substr(link.find('#')));
  REQUIRE(read);
  CHECK((read->seat == 2 && read->code == code && !read->local_only));
  auto local = parse_invitation("join=3." + code + "&stun=0");
  REQUIRE(local);
  CHECK(local->local_only);
  CHECK(is_invitation("#join=1.x"));
  CHECK_FALSE(is_invitation("#game=block"));
  // A reply pasted as a link, a hash or the seat and code alone, with a chat app's spaces.
  for (const std::string& pasted :
       {reply_link("https://example.org/", {1, code}), "  #reply=1." + code + "\n", "reply=1." + code, "1." + code}) {
    INFO(pasted);
    auto reply = parse_reply(pasted);
    REQUIRE(reply);
    CHECK((reply->seat == 1 && reply->code == code));
  }
  const std::vector<std::pair<std::string, std::string>> bad{
      {"", "paste"},
      {link, "the invitation you sent"},
      {"#reply=" + code, "names no seat"},
      {"#reply=0." + code, "no seat of a table"},
      {"#reply=1.abc", "cut short"},
      {"#reply=1." + code + "!", "letters no code has"},
      {"#reply=1." + std::string(kMaxCodeChars + 1, 'a'), "too long"},
  };
  for (const auto& [text, why] : bad) {
    INFO(text);
    auto reply = parse_reply(text);
    REQUIRE_FALSE(reply);
    CHECK(reply.error().find(why) != std::string::npos);
  }
  CHECK_FALSE(parse_invitation("#join=1." + code + "&x=1"));
  CHECK_FALSE(parse_invitation("#game=block"));
  CHECK(stun_servers(true).empty());
  CHECK_FALSE(stun_servers(false).empty());
}

TEST_CASE("online session: a friend's hint and analysis come from the seat's own view", "[online_session]") {
  Table t("hearts", {1}, 21);
  Session& page = t.friends[1];
  for (int i = 0; i < 60 && !page.human_to_move(); ++i) t.host_step();
  REQUIRE(page.human_to_move());
  REQUIRE(page.request_hint());
  REQUIRE(page.hint_pending());
  for (int i = 0; i < 10000 && page.hint_pending(); ++i) page.update(t.now, 2000);
  const auto hint = page.hint();
  REQUIRE(hint);
  const auto moves = page.human_moves();
  CHECK(std::find(moves.begin(), moves.end(), *hint) != moves.end());
  // The same thinking as a computer player in that seat, from that seat's view at the host.
  const auto view = t.host.match().view(1);
  Rng rng(page.bot_seed());
  auto thinking = t.host.match().info().bot_think(*view, Session::kHintLevel, rng);
  CHECK(think_through(*thinking) == *hint);
  REQUIRE(page.analysis());
  CHECK(page.analysis()->moves.front().move == *hint);
}

TEST_CASE("online session: quick messages reach the other pages and the host's table", "[online_session]") {
  Table t("block", {1, 2});
  REQUIRE(t.table.everyone_seated());
  (void)t.table.take_news();
  for (auto& [seat, page] : t.friends) (void)page.take_remote_news();
  t.table.received(1, say_message("thanks"), t.host, t.now);
  t.pump();
  CHECK(t.table.take_news() == std::vector<std::string>{"Friend1: Thanks!"});
  CHECK(t.friends[2].take_remote_news() == std::vector<std::string>{"Friend1: Thanks!"});
  CHECK(t.friends[1].take_remote_news().empty());  // not echoed to the one who said it
  t.table.say("good_game");
  t.pump();
  CHECK(t.friends[1].take_remote_news() == std::vector<std::string>{"Hal: Good game!"});
  CHECK(t.friends[2].take_remote_news() == std::vector<std::string>{"Hal: Good game!"});
  t.table.say("something else");  // not a quick message: nothing is sent
  t.pump();
  CHECK(t.friends[2].take_remote_news().empty());
}

TEST_CASE("online session: the table waits for a friend by name", "[online_session]") {
  // Seat 2 is a friend's: from seat 0's chair, and from seat 1's (a turned table).
  {
    SeatNaming naming({"You", "West", "Ann", "East"}, 0, false, {2});
    CHECK(waiting_text(4, 2) == "Waiting for Ann\u2026");
    CHECK_FALSE(waiting_text(4, 1));
    CHECK_FALSE(waiting_text(4, 0));
  }
  SeatNaming turned({"Hal", "Bea", "Ann", "East"}, 1, false, {1, 2});
  CHECK(waiting_text(4, 1) == "Waiting for Ann\u2026");  // seat 2 sits on seat 1's left
  CHECK_FALSE(waiting_text(4, 2));
}

TEST_CASE("online session: a friend away is shown away for as long as it lasts, on every page", "[online_session]") {
  // The plate and the status: from the host's chair, and from a friend's (turned).
  {
    SeatNaming naming({"You", "Bot", "Ann", "Ben"}, 0, false, {2, 3}, {2});
    CHECK(waiting_text(4, 2) == "Ann is away");
    CHECK(waiting_text(4, 3) == "Waiting for Ben\u2026");
    CHECK(seat_away(4, 2));
    CHECK_FALSE(seat_away(4, 3));
    CHECK_FALSE(seat_away(4, 0));
  }
  SeatNaming turned({"Hal", "Bot", "Ann", "Ben"}, 3, false, {0}, {2});
  CHECK(seat_away(4, 3));  // Ann's seat 2 is seat 3 on Ben's page
  CHECK_FALSE(seat_away(4, 1));

  Table t("hearts", {1, 2, 3}, 4);
  for (int i = 0; i < 6; ++i) t.step();
  t.drop(3);
  CHECK(t.table.away_seats() == std::vector<int>{3});
  CHECK(t.friends[1].away_seats() == std::vector<int>{3});
  CHECK(t.friends[2].away_seats() == std::vector<int>{3});
  // A page that joins while Friend3 is away learns it too.
  t.drop(1);
  t.join(1, "Friend1");
  CHECK(t.friends[1].away_seats() == std::vector<int>{3});
  // The computer standing in: still away until the friend comes back.
  REQUIRE(t.table.take_over(3, t.host, t.now));
  CHECK(t.table.away_seats() == std::vector<int>{3});
  t.join(3, "Friend3");
  CHECK(t.table.away_seats().empty());
  CHECK(t.friends[1].away_seats().empty());
  CHECK(t.friends[2].away_seats().empty());
}

TEST_CASE("online session: after the host's page reloads, the friends who had sat down are away", "[online_session]") {
  Table t("block", {1, 2});
  for (int i = 0; i < 4; ++i) t.step();
  Session reloaded;
  REQUIRE(reloaded.restore(t.host.save_text(), 0));
  HostTable again;
  again.begin(reloaded, [](int, const std::string&) {}, "Hal");
  CHECK(again.seat(1)->state == HostTable::SeatState::Away);
  CHECK(again.away_seats() == std::vector<int>{1, 2});
  // A table that had not started: its friends are still only invited.
  Table fresh("block", {1, 2});
  fresh.drop(1);
  Session unstarted;
  MatchSetup setup = fresh.host.setup();
  setup.names.clear();
  REQUIRE(unstarted.start(setup, 3, 0));
  HostTable waiting;
  waiting.begin(unstarted, [](int, const std::string&) {}, "Hal");
  CHECK(waiting.seat(1)->state == HostTable::SeatState::Invited);
  CHECK(waiting.away_seats().empty());
}
