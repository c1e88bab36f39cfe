// The trick table's layout: hands of 7-17 tiles fit a phone and a wide screen, the trick
// lies clear of every seat for 3-5 players, and hit-testing finds every hand tile, both
// lead halves of a non-double and the status-row buttons.
#include <catch2/catch.hpp>

#include "core/tile.h"
#include "trick/trick_layout.h"

using namespace boneyard;

namespace {

TrickScene scene_with(int players, int hand_size) {
  TrickScene s;
  s.players = players;
  s.hand_capacity = hand_size;
  s.hand_counts.assign(static_cast<std::size_t>(players), hand_size);
  const auto set = double_set(9);
  for (int i = 0; i < hand_size; ++i) s.hand.push_back(set[static_cast<std::size_t>(i) * 3 % set.size()]);
  s.active.assign(s.hand.size(), true);
  s.picked.assign(s.hand.size(), false);
  s.halves.assign(s.hand.size(), {});
  s.trick.assign(static_cast<std::size_t>(players), Tile::of(6, 4));
  return s;
}

const Vec2 kSizes[] = {{390, 844}, {1600, 900}, {1280, 800}, {844, 390}};

}  // namespace

TEST_CASE("trick table: hands of 7 to 17 tiles fit on the screen") {
  for (Vec2 canvas : kSizes) {
    for (int size = 7; size <= 17; ++size) {
      const TrickScene s = scene_with(size >= 12 ? 3 : 4, size);
      const TrickLayout L = layout_trick(canvas, s);
      const Rect screen{0, 0, canvas.x, canvas.y};
      REQUIRE(L.table.hand.size() == s.hand.size());
      for (const TilePose& p : L.table.hand) {
        INFO(canvas.x << "x" << canvas.y << " with " << size << " tiles");
        CHECK(bounds(p).inside(screen));
        CHECK(p.unit >= 18);
      }
    }
  }
}

TEST_CASE("trick table: the trick lies on the felt, clear of the seats and of itself") {
  for (Vec2 canvas : kSizes) {
    for (int players = 3; players <= 5; ++players) {
      const TrickScene s = scene_with(players, players == 5 ? 11 : 9);
      const TrickLayout L = layout_trick(canvas, s);
      INFO(canvas.x << "x" << canvas.y << ", " << players << " players");
      REQUIRE(L.trick.size() == static_cast<std::size_t>(players));
      for (std::size_t i = 0; i < L.trick.size(); ++i) {
        const Rect t = bounds(L.trick[i]);
        CHECK(t.inside(L.table.felt));
        for (std::size_t j = i + 1; j < L.trick.size(); ++j) CHECK_FALSE(t.overlaps(bounds(L.trick[j])));
        for (int seat = 1; seat < players; ++seat)
          CHECK_FALSE(t.overlaps(L.table.seats[static_cast<std::size_t>(seat)].box));
        for (const TilePose& h : L.table.hand) CHECK_FALSE(t.overlaps(bounds(h)));
      }
    }
  }
}

TEST_CASE("trick table: every hand tile, lead half and button can be hit") {
  for (Vec2 canvas : kSizes) {
    TrickScene s = scene_with(4, 7);
    s.hand = {Tile::of(0, 0), Tile::of(3, 1), Tile::of(3, 3), Tile::of(4, 1),
              Tile::of(5, 2), Tile::of(6, 0), Tile::of(6, 4)};
    for (std::size_t i = 0; i < s.hand.size(); ++i)
      if (!s.hand[i].is_double()) s.halves[i] = {s.hand[i].tile.hi, s.hand[i].tile.lo};
    s.picked[2] = true;  // the double picked: its suit buttons show
    s.buttons = {"lead:3-3:3", "lead:3-3:D"};
    const TrickLayout L = layout_trick(canvas, s);
    const auto targets = trick_targets(L, s);
    INFO(canvas.x << "x" << canvas.y);
    for (std::size_t i = 0; i < s.hand.size(); ++i) {
      const Tile t = s.hand[i].tile;
      const Rect b = bounds(L.table.hand[i]);
      if (t.is_double()) {
        CHECK(hit_test(targets, b.center()) == "hand:" + t.str());
      } else {
        CHECK(hit_test(targets, {b.center().x, b.y + b.h / 4}) == "lead:" + t.str() + ":" + std::to_string(t.hi));
        CHECK(hit_test(targets, {b.center().x, b.bottom() - b.h / 4}) ==
              "lead:" + t.str() + ":" + std::to_string(t.lo));
      }
    }
    REQUIRE(L.buttons.size() == 2);
    CHECK(hit_test(targets, L.buttons[0].center()) == "lead:3-3:3");
    CHECK(hit_test(targets, L.buttons[1].center()) == "lead:3-3:D");
    CHECK_FALSE(L.buttons[0].overlaps(L.buttons[1]));
    for (const Rect& b : L.buttons) {
      CHECK(b.inside({0, 0, canvas.x, canvas.y}));
      CHECK_FALSE(b.overlaps(L.table.seats[0].plate));
      for (const TilePose& t : L.trick) CHECK_FALSE(b.overlaps(bounds(t)));
      for (const TilePose& h : L.table.hand) CHECK_FALSE(b.overlaps(bounds(h)));
    }
  }
}

TEST_CASE("trick table: a question's choices fit the screen, clear of each other, the hand and the seats") {
  for (Vec2 canvas : kSizes) {
    for (int players = 3; players <= 5; ++players) {
      for (const auto& [count, width] : {std::pair{12, 58.0f}, std::pair{12, 112.0f}, std::pair{3, 230.0f}}) {
        TrickScene s = scene_with(players, players == 3 ? 12 : 11);
        TrickPanel q;
        for (int i = 0; i < count; ++i) q.choices.push_back("bid:" + std::to_string(i));
        q.choice_width = width;
        s.panel = q;
        const TrickLayout L = layout_trick(canvas, s);
        const auto targets = trick_targets(L, s);
        INFO(canvas.x << "x" << canvas.y << ", " << players << " players, " << count << " choices of " << width);
        REQUIRE(L.choices.size() == static_cast<std::size_t>(count));
        CHECK(L.panel.inside({0, 0, canvas.x, canvas.y}));
        for (std::size_t i = 0; i < L.choices.size(); ++i) {
          CHECK(L.choices[i].inside(L.panel));
          CHECK(hit_test(targets, L.choices[i].center()) == "choice:" + q.choices[i]);
          for (std::size_t j = 0; j < i; ++j) CHECK_FALSE(L.choices[i].overlaps(L.choices[j]));
        }
        for (const TilePose& h : L.table.hand) CHECK_FALSE(L.panel.overlaps(bounds(h)));
        CHECK_FALSE(L.panel.overlaps(L.table.seats[0].plate));
      }
    }
  }
}

// Issue 10, defect 6: captions ("0 tricks • 0 pts", "bid 5", "dealer"), the banner, the
// plates, the hands, the trick and the question never overlap, on a phone held either way and
// on a desktop, for 3 to 5 players, in the pass, the auction (a panel of 12 choices) and play.
TEST_CASE("trick table: captions, banner, plates, hands, trick and panel never overlap") {
  const Vec2 sizes[] = {{390, 844}, {844, 390}, {1280, 800}};
  for (Vec2 canvas : sizes) {
    for (int players = 3; players <= 5; ++players) {
      for (const char* phase : {"pass", "bid", "play", "lead a double"}) {
        TrickScene s = scene_with(players, players == 5 ? 11 : players == 4 ? 11 : 12);
        s.show_undo = true;
        s.can_review = std::string(phase) != "pass";  // a trick has been taken: "Last trick"
        if (std::string(phase) == "pass") s.buttons = {"button:pass_confirm"};
        if (std::string(phase) == "lead a double") s.buttons = {"choice:threes", "choice:doubles"};
        if (std::string(phase) == "bid") {
          TrickPanel q;
          for (int b = 0; b < 12; ++b) q.choices.push_back("bid:" + std::to_string(b + 1));
          q.choice_width = 64;
          s.panel = q;
        }
        if (std::string(phase) != "play") s.trick.assign(static_cast<std::size_t>(players), std::nullopt);  // a lead: none yet
        const TrickLayout L = layout_trick(canvas, s);
        const TableLayout& T = L.table;
        INFO(canvas.x << "x" << canvas.y << ", " << players << " players, " << phase);
        const Rect screen{0, 0, canvas.x, canvas.y};
        std::vector<std::pair<std::string, Rect>> things;  // what must stay apart
        for (int seat = 1; seat < players; ++seat) {
          const auto k = static_cast<std::size_t>(seat);
          things.push_back({"seat " + std::to_string(seat), T.seats[k].box});
          things.push_back({"note " + std::to_string(seat), L.notes[k]});
          things.push_back({"flag " + std::to_string(seat), L.flags[k]});
        }
        things.push_back({"your plate", T.seats[0].plate});
        things.push_back({"your note", L.notes[0]});
        things.push_back({"status", T.status});
        for (std::size_t i = 0; i < T.hand.size(); ++i) things.push_back({"hand " + std::to_string(i), bounds(T.hand[i])});
        const bool question = std::string(phase) == "bid";
        if (question) things.push_back({"panel", L.panel});
        for (std::size_t i = 0; i < L.buttons.size(); ++i) things.push_back({"button " + std::to_string(i), L.buttons[i]});
        if (s.can_review && !question) things.push_back({"last trick", L.review});  // hidden behind a question
        if (!question) {  // the banner and the trick show while no question covers the middle
          things.push_back({"banner", L.banner});
          for (std::size_t i = 0; i < L.trick.size(); ++i)  // the tiles lying there (none yet before a lead)
            if (i < s.trick.size() && s.trick[i]) things.push_back({"trick " + std::to_string(i), bounds(L.trick[i])});
          things.push_back({"trick label", L.trick_label});
        }
        for (std::size_t i = 0; i < things.size(); ++i) {
          INFO(things[i].first);
          CHECK(things[i].second.inside(screen));
          for (std::size_t j = i + 1; j < things.size(); ++j) {
            auto seat_of = [](const std::string& name) {  // "note 2" -> "2"; "seat 2" -> "2"
              const auto space = name.find(' ');
              return name.rfind("seat", 0) == 0 || name.rfind("note", 0) == 0 || name.rfind("flag", 0) == 0
                         ? name.substr(space + 1)
                         : name;
            };
            const bool same_seat = seat_of(things[i].first) == seat_of(things[j].first);
            const bool status_and_plate =  // the player's plate and its caption, in the status row
                things[i].first.rfind("your", 0) == 0 &&
                (things[j].first == "status" || things[j].first == "your note");
            const bool in_status_row = things[i].first == "status" && things[j].first.rfind("button", 0) == 0 &&
                                       things[j].second.inside(things[i].second);  // its text keeps the rest
            if (same_seat || status_and_plate || in_status_row) continue;  // a seat's own captions, the plate in its row
            INFO("against " << things[j].first);
            CHECK_FALSE(things[i].second.overlaps(things[j].second));
          }
        }
      }
    }
  }
}

TEST_CASE("trick table: West and East sit at the same height (3-player Hearts, 17 cards each)") {
  for (Vec2 canvas : kSizes) {
    for (int players : {3, 4}) {
      const TrickLayout L = layout_trick(canvas, scene_with(players, players == 3 ? 17 : 13));
      INFO(canvas.x << "x" << canvas.y << ", " << players << " players");
      const auto& seats = L.table.seats;
      CHECK(seats[1].plate.y == Approx(seats[static_cast<std::size_t>(players - 1)].plate.y));
    }
  }
}

// Issue 48, fault 4: a phone held sideways (844x390) at a five-player Whist table showed trick
// tiles of 25x50 px under hand tiles of 30 wide, in a felt two thirds empty. The trick and the
// hand are sized to the room there is: at every size and table, the trick's tiles are at least as
// large as the hand's; there, the trick's tiles stand at least 40% of the felt's height, the
// hand's at least 15% of the screen's, and the trick (its marks too) lies on the felt, clear of
// every seat, its label and "Last trick".
TEST_CASE("trick table: the trick and the hand are as large as the room allows") {
  const Vec2 sizes[] = {{320, 568}, {390, 844}, {844, 390}, {768, 1024}, {1024, 640}, {1138, 640}};
  for (Vec2 canvas : sizes) {
    for (int players = 3; players <= 5; ++players) {
      TrickScene s = scene_with(players, players == 3 ? 12 : players == 4 ? 10 : 11);
      s.marks = true;  // Whist's trumps
      s.new_tags = true;
      s.can_review = true;
      const TrickLayout L = layout_trick(canvas, s);
      INFO(canvas.x << "x" << canvas.y << ", " << players << " players: trick " << L.trick_unit << ", hand "
                    << L.table.hand_unit << ", felt " << L.table.felt.w << "x" << L.table.felt.h);
      CHECK(L.trick_unit >= L.table.hand_unit);
      for (const TilePose& t : L.trick) {
        const Rect b = bounds(t);
        CHECK(b.inside(L.table.felt));
        CHECK(unite(b, value_mark_box(t)).inside(L.table.felt));
        CHECK_FALSE(b.overlaps(L.trick_label));
        CHECK_FALSE(b.overlaps(L.review));
        for (int seat = 1; seat < players; ++seat)
          CHECK_FALSE(b.overlaps(L.table.seats[static_cast<std::size_t>(seat)].box));
      }
      if (canvas.x == 844 && players == 5) {
        CHECK(2 * L.trick_unit >= 0.4f * L.table.felt.h);
        CHECK(2 * L.table.hand_unit >= 0.15f * canvas.y);
      }
    }
  }
}

// Issue 48, fault 16: on a phone, "Last trick" stood at the felt's foot until a double was picked
// to lead, when the lead's buttons ("Sixes", "Doubles") took that spot and "Last trick" jumped
// over them: a tap meant for it could lead the double. It keeps one place, with or without them,
// clear of them and of the trick.
TEST_CASE("trick table: Last trick keeps its place, clear of the lead's buttons") {
  const Vec2 sizes[] = {{320, 568}, {390, 844}, {844, 390}, {1280, 800}};
  for (Vec2 canvas : sizes) {
    for (int players = 3; players <= 5; ++players) {
      TrickScene s = scene_with(players, players == 3 ? 12 : 10);
      s.can_review = true;
      const TrickLayout plain = layout_trick(canvas, s);
      s.buttons = {"lead:6-6:6", "lead:6-6:D"};
      const TrickLayout lead = layout_trick(canvas, s);
      INFO(canvas.x << "x" << canvas.y << ", " << players << " players");
      CHECK(lead.review.x == plain.review.x);
      CHECK(lead.review.y == plain.review.y);
      for (const Rect& b : lead.buttons) CHECK_FALSE(b.overlaps(lead.review));
      for (const TilePose& t : lead.trick) CHECK_FALSE(bounds(t).overlaps(lead.review));
    }
  }
}

TEST_CASE("trick table: the player's own tricks and points have a caption under their plate, in the status row") {
  // Issue 48: in Black Tile the player's trick count left the status row when they led (a long
  // prompt took the whole row). It has its own place now, as every seat's caption has.
  for (Vec2 canvas : {Vec2{320, 568}, Vec2{390, 844}, Vec2{844, 390}, Vec2{1024, 640}, Vec2{1138, 640}}) {
    for (int players = 3; players <= 5; ++players) {
      const TrickScene s = scene_with(players, players == 3 ? 12 : 11);
      const TrickLayout L = layout_trick(canvas, s);
      const TableLayout& T = L.table;
      INFO(canvas.x << "x" << canvas.y << ", " << players << " players");
      REQUIRE(L.notes.size() == static_cast<std::size_t>(players));
      const Rect& own = L.notes[0];
      CHECK(own.h >= 14);
      CHECK(own.w >= T.seats[0].plate.w);
      CHECK(own.y >= T.seats[0].plate.bottom());  // under the plate
      CHECK(own.inside(T.status));                // in the status row, above the hand
      CHECK(own.inside(T.seats[0].box));
      for (const TilePose& h : T.hand) CHECK_FALSE(own.overlaps(bounds(h)));
      for (const Rect& b : L.buttons) CHECK_FALSE(own.overlaps(b));
    }
  }
}

// Issue 48, fault 5: a claim is shown at the table: the claimer's tiles face up in a panel over
// the felt, every tile (and its marks) inside the panel, clear of the others; only a tap anywhere
// is offered meanwhile.
TEST_CASE("trick table: a claim's tiles lie face up in a panel on the felt") {
  const Vec2 sizes[] = {{320, 568}, {390, 844}, {844, 390}, {1024, 640}};
  for (Vec2 canvas : sizes) {
    for (const int tiles : {1, 4, 11}) {
      TrickScene s = scene_with(5, 11);
      s.marks = true;
      s.claim_tiles = tiles;
      const TrickLayout L = layout_trick(canvas, s);
      INFO(canvas.x << "x" << canvas.y << ", " << tiles << " tiles");
      REQUIRE(L.claim);
      CHECK(L.claim->panel.inside(L.table.felt));
      REQUIRE(L.claim->tiles.size() == static_cast<std::size_t>(tiles));
      for (std::size_t i = 0; i < L.claim->tiles.size(); ++i) {
        const TilePose& t = L.claim->tiles[i];
        CHECK(t.unit >= 12);
        CHECK(unite(bounds(t), value_mark_box(t)).inside(L.claim->panel));
        CHECK_FALSE(bounds(t).overlaps(L.claim->line));
        for (std::size_t j = 0; j < i; ++j) CHECK_FALSE(bounds(t).overlaps(bounds(L.claim->tiles[j])));
      }
      const auto targets = trick_targets(L, s);
      REQUIRE(targets.size() == 1);
      CHECK(targets[0].id == "button:claim_seen");
    }
  }
}
