// Layout and hit-testing, without a window: the line stays on the table at every length and
// canvas size (double-twelve lines of 90 tiles too, with readable tiles), tiles touch only the
// tiles they join and with matching halves, a tile played moves no other (but rarely), up to 10 opponents sit round the
// table without overlapping, the Draw game's boneyard keeps clear of the line, and a click on every hand tile, end slot
// and button reaches the right target.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "core/rng.h"
#include "line/line_layout.h"
#include "layout/screen_layout.h"

using namespace boneyard;

namespace {

// An Euler circuit through a double-N set as the sequence of end values: tile i joins values
// c[i] and c[i+1]. Double-six and double-twelve (every number on an even count of tile ends)
// use every tile; double-nine leaves out 0-1, 2-3, ... 8-9 to make every count even (50 tiles).
std::vector<int> set_circuit(int set, std::uint64_t seed) {
  std::vector<Tile> unused = double_set(set);
  if (set % 2 == 1) std::erase_if(unused, [](Tile t) { return t.hi == t.lo + 1 && t.lo % 2 == 0; });
  Rng rng(seed);
  std::vector<int> stack{rng.below(set + 1)}, out;
  while (!stack.empty()) {
    const int v = stack.back();
    std::vector<std::size_t> options;
    for (std::size_t i = 0; i < unused.size(); ++i)
      if (unused[i].shows(v)) options.push_back(i);
    if (options.empty()) {
      out.push_back(v);
      stack.pop_back();
      continue;
    }
    const std::size_t pick = options[static_cast<std::size_t>(rng.below(static_cast<int>(options.size())))];
    stack.push_back(unused[pick].other_end(v));
    unused.erase(unused.begin() + static_cast<std::ptrdiff_t>(pick));
  }
  std::reverse(out.begin(), out.end());
  return out;
}
std::vector<int> euler_circuit(std::uint64_t seed) { return set_circuit(6, seed); }

// A legal line of `n` tiles from the circuit, `right` of them laid on the right arm.
Line make_line(const std::vector<int>& c, int n, int right) {
  const int tiles = static_cast<int>(c.size()) - 1;
  const int left = n - 1 - right;
  auto tile = [&](int i) { return Tile::of(c[static_cast<std::size_t>(i)], c[static_cast<std::size_t>(i + 1)]); };
  Line line;
  line.open(tile(0));
  // Forward from c[1] (tiles 1, 2, ...), backward from c[0] (the last tile, then back).
  const bool forward_on_right = line.right_end() == c[1];
  for (int k = 0; k < std::max(left, right); ++k) {
    if (k < right) {
      const Tile t = forward_on_right ? tile(1 + k) : tile(tiles - 1 - k);
      REQUIRE(line.fits(t, End::Right));
      line.place(t, End::Right);
    }
    if (k < left) {
      const Tile t = forward_on_right ? tile(tiles - 1 - k) : tile(1 + k);
      REQUIRE(line.fits(t, End::Left));
      line.place(t, End::Left);
    }
  }
  REQUIRE(static_cast<int>(line.tiles().size()) == n);
  return line;
}

// The pips shown on the half of `spot` nearer to point `p`.
int half_facing(const LineSpot& spot, Vec2 p) {
  const float dx = std::cos(spot.pose.angle) * spot.pose.unit / 2;
  const float dy = std::sin(spot.pose.angle) * spot.pose.unit / 2;
  const Vec2 minus{spot.pose.center.x - dx, spot.pose.center.y - dy};
  const Vec2 plus{spot.pose.center.x + dx, spot.pose.center.y + dy};
  auto dist = [&](Vec2 q) { return std::hypot(q.x - p.x, q.y - p.y); };
  return dist(minus) <= dist(plus) ? spot.a : spot.b;
}

struct Canvas {
  float w, h;
};
const Canvas kCanvases[] = {{390, 844}, {1600, 900}, {1280, 800}, {844, 390}, {768, 1024}, {320, 568}, {1024, 600}};

// The line lies inside the part of the felt it may use, a tile touches its neighbours along it
// and keeps a fifth of a tile's width from every other, and the end slots (where the next tiles
// go) are on the felt too, as clear of every tile but the one they join.
void check_line(const TableLayout& layout, std::size_t n) {
  REQUIRE(layout.line.tiles.size() == n);
  CHECK(layout.line_area.inside(layout.felt));
  const float apart = 0.1f * layout.line.unit;  // each box grown by half the room between them
  auto near = [&](const Rect& a, const Rect& b) { return a.inset(-apart).overlaps(b.inset(-apart)); };
  for (std::size_t i = 0; i < layout.line.tiles.size(); ++i) {
    const Rect box = bounds(layout.line.tiles[i].pose);
    INFO("tile " << i << " at " << box.x << "," << box.y << " " << box.w << "x" << box.h << "; line area "
                 << layout.line_area.x << "," << layout.line_area.y << " " << layout.line_area.w << "x"
                 << layout.line_area.h);
    CHECK(box.inside(layout.line_area));
    for (std::size_t j = i + 1; j < layout.line.tiles.size(); ++j) {
      INFO("and tile " << j);
      const Rect other = bounds(layout.line.tiles[j].pose);
      CHECK_FALSE(box.overlaps(other));
      if (j > i + 1) CHECK_FALSE(near(box, other));
    }
  }
  for (std::size_t e = 0; e < 2; ++e) {
    const auto& end = layout.line.ends[e];
    REQUIRE(end.has_value());
    const Rect slot = bounds(end->pose);
    CHECK(slot.inside(layout.line_area));
    const std::size_t joins = e == 0 ? 0 : n - 1;
    for (std::size_t i = 0; i < n; ++i) {
      INFO("end " << e << " and tile " << i);
      const Rect box = bounds(layout.line.tiles[i].pose);
      CHECK_FALSE(slot.overlaps(box));
      if (i != joins) CHECK_FALSE(near(slot, box));
    }
  }
}

// The player to move, holding the `hand` highest tiles of double-`set`, every tile playable;
// every seat holds as many.
TableScene make_scene(int players, const Line& line, int hand, int capacity, int set) {
  TableScene scene;
  scene.players = players;
  scene.hand_capacity = capacity;
  scene.line = line;
  const auto tiles = double_set(set);
  for (int i = 0; i < hand; ++i) scene.hand.push_back(tiles[tiles.size() - 1 - static_cast<std::size_t>(i)]);
  scene.hand_counts.assign(static_cast<std::size_t>(players), hand);
  scene.playable.assign(scene.hand.size(), true);
  scene.human_turn = true;
  return scene;
}

TableScene scene_for(int players, const Line& line, int hand) {
  return make_scene(players, line, hand, players == 2 ? 7 : 5, 6);
}

}  // namespace

TEST_CASE("every line of 1..28 tiles fits the table without overlaps, at every canvas size") {
  for (std::uint64_t seed : {1u, 2u, 3u}) {
    const auto circuit = euler_circuit(seed);
    REQUIRE(circuit.size() == 29);
    for (const Canvas& canvas : kCanvases) {
      for (int players : {2, 3, 4}) {
        for (int n = 1; n <= 28; ++n) {
          for (int right : {n - 1, 0, (n - 1) / 2, (n - 1) * 2 / 3}) {
            const Line line = make_line(circuit, n, right);
            const TableScene scene = scene_for(players, line, 3);
            const TableLayout layout = layout_table({canvas.w, canvas.h}, scene);
            INFO("canvas " << canvas.w << "x" << canvas.h << ", " << players << " players, " << n << " tiles, " << right
                           << " on the right, seed " << seed);
            check_line(layout, static_cast<std::size_t>(n));
          }
        }
      }
    }
  }
}

TEST_CASE("neighbouring line tiles touch with matching halves, round every corner") {
  const auto circuit = euler_circuit(7);
  for (const Canvas& canvas : kCanvases) {
    for (int right : {27, 0, 13}) {
      const Line line = make_line(circuit, 28, right);
      const TableLayout layout = layout_table({canvas.w, canvas.h}, scene_for(2, line, 0));
      const auto& laid = line.tiles();
      const auto& spots = layout.line.tiles;
      INFO("canvas " << canvas.w << "x" << canvas.h << ", right arm " << right);
      for (std::size_t i = 0; i + 1 < spots.size(); ++i) {
        INFO("tiles " << i << " and " << i + 1 << ": " << laid[i].str() << " " << laid[i + 1].str());
        const Rect a = bounds(spots[i].pose), b = bounds(spots[i + 1].pose);
        CHECK(a.inset(-0.5f).overlaps(b.inset(-0.5f)));  // they touch
        CHECK(std::minmax(spots[i].a, spots[i].b) == std::minmax(laid[i].left, laid[i].right));
        if (!laid[i].is_double()) CHECK(half_facing(spots[i], spots[i + 1].pose.center) == laid[i].right);
        if (!laid[i + 1].is_double()) CHECK(half_facing(spots[i + 1], spots[i].pose.center) == laid[i + 1].left);
      }
    }
  }
}

TEST_CASE("a long line turns and shrinks, a short one keeps big tiles") {
  const auto circuit = euler_circuit(11);
  const TableLayout short_line = layout_table({1280, 800}, scene_for(2, make_line(circuit, 3, 1), 5));
  const TableLayout long_line = layout_table({1280, 800}, scene_for(2, make_line(circuit, 28, 20), 5));
  CHECK(long_line.line.unit <= short_line.line.unit);
  float min_y = 1e9f, max_y = -1e9f;
  for (const auto& s : long_line.line.tiles) {
    min_y = std::min(min_y, s.pose.center.y);
    max_y = std::max(max_y, s.pose.center.y);
  }
  CHECK(max_y - min_y > long_line.line.unit);  // more than one row
  CHECK(short_line.line.unit >= 20);
}

TEST_CASE("a growing line keeps its tiles where they lie, shrinking them only as it grows") {
  for (std::uint64_t seed : {1u, 2u}) {
    const auto circuit = euler_circuit(seed);
    for (const Canvas& canvas : kCanvases) {
      for (int players : {2, 4}) {
        float unit = 1e9f;
        std::vector<LineSpot> before;
        int moved = 0;  // plays that moved the tiles already laid without shrinking them
        for (int n = 1; n <= 28; ++n) {
          const TableLayout layout =
              layout_table({canvas.w, canvas.h}, scene_for(players, make_line(circuit, n, (n - 1) / 2), 3));
          INFO("canvas " << canvas.w << "x" << canvas.h << ", " << players << " players, " << n << " tiles");
          CHECK(layout.line.unit <= unit + 0.001f);
          if (layout.line.unit >= unit - 0.001f) {
            // The line of n - 1 tiles is this one's but for its newest tile, at the left or the right.
            const std::size_t shift = (n - 1) / 2 == (n - 2) / 2 ? 1 : 0;
            for (std::size_t i = 0; i < before.size(); ++i) {
              const Vec2 a = before[i].pose.center, b = layout.line.tiles[i + shift].pose.center;
              if (std::fabs(a.x - b.x) + std::fabs(a.y - b.y) > 0.01f) {
                ++moved;
                break;
              }
            }
          }
          unit = layout.line.unit;
          before = layout.line.tiles;
        }
        INFO("canvas " << canvas.w << "x" << canvas.h << ", " << players << " players");
        CHECK(moved <= 4);  // the first tile moved off the middle, an eighth of the felt at a time
      }
    }
  }
}

TEST_CASE("an empty line has no tiles and no end slots") {
  const TableLayout layout = layout_table({390, 844}, scene_for(2, Line{}, 7));
  CHECK(layout.line.tiles.empty());
  CHECK_FALSE(layout.line.ends[0].has_value());
  CHECK_FALSE(layout.line.ends[1].has_value());
}

TEST_CASE("hit_test finds every hand tile, the end slots and the pass button") {
  const auto circuit = euler_circuit(5);
  for (const Canvas& canvas : kCanvases) {
    for (int players : {2, 3, 4}) {
      INFO("canvas " << canvas.w << "x" << canvas.h << ", " << players << " players");
      TableScene scene = scene_for(players, make_line(circuit, 6, 3), players == 2 ? 7 : 5);
      TableLayout layout = layout_table({canvas.w, canvas.h}, scene);
      auto targets = table_targets(layout, scene);
      const Rect screen{0, 0, canvas.w, canvas.h};
      for (std::size_t i = 0; i < scene.hand.size(); ++i) {
        const std::string id = "hand:" + scene.hand[i].str();
        const auto it = std::find_if(targets.begin(), targets.end(), [&](const Target& t) { return t.id == id; });
        REQUIRE(it != targets.end());
        CHECK(it->rect.inside(screen));
        CHECK(hit_test(targets, it->rect.center()) == id);
        CHECK(hit_test(targets, layout.hand[i].center) == id);  // the middle of the drawn tile
        CHECK(bounds(layout.hand[i]).inside(screen));
        for (std::size_t j = i + 1; j < scene.hand.size(); ++j)
          CHECK_FALSE(bounds(layout.hand[i]).overlaps(bounds(layout.hand[j])));
        CHECK_FALSE(bounds(layout.hand[i]).overlaps(layout.felt));
      }
      CHECK(hit_test(targets, layout.menu_button.center()) == "button:menu");
      CHECK(hit_test(targets, {-5, -5}).empty());
      CHECK(layout.felt.inside(screen));
      CHECK_FALSE(layout.felt.overlaps(layout.status));
      for (std::size_t s = 1; s < layout.seats.size(); ++s) {
        CHECK(layout.seats[s].box.inside(screen));
        CHECK_FALSE(layout.seats[s].box.overlaps(layout.felt));
        CHECK(layout.seats[s].backs.size() == static_cast<std::size_t>(scene.hand_counts[s]));
      }
      if (layout.scores_panel) {
        CHECK(layout.scores_panel->inside(screen));
        CHECK_FALSE(layout.scores_panel->overlaps(layout.felt));
      }

      // Pick a tile that fits both ends: both end targets appear, apart, and hit.
      scene.selected = scene.hand[0];
      scene.selected_ends = {End::Left, End::Right};
      layout = layout_table({canvas.w, canvas.h}, scene);
      targets = table_targets(layout, scene);
      std::vector<Rect> ends;
      for (const char* id : {"end:L", "end:R"}) {
        const auto it = std::find_if(targets.begin(), targets.end(), [&](const Target& t) { return t.id == id; });
        REQUIRE(it != targets.end());
        CHECK(hit_test(targets, it->rect.center()) == id);
        CHECK(it->rect.inside(screen));
        ends.push_back(it->rect);
      }
      CHECK_FALSE(ends[0].overlaps(ends[1]));

      // Nothing to play: only the menu and Pass.
      scene = scene_for(players, make_line(circuit, 6, 3), 4);
      scene.playable.assign(scene.hand.size(), false);
      scene.can_pass = true;
      layout = layout_table({canvas.w, canvas.h}, scene);
      targets = table_targets(layout, scene);
      REQUIRE(targets.size() == 2);
      CHECK(hit_test(targets, layout.action_button.center()) == "button:pass");
      CHECK(layout.action_button.inside(screen));
    }
  }
}

TEST_CASE("tiles are not targets when it is not the player's turn") {
  TableScene scene = scene_for(3, Line{}, 5);
  scene.human_turn = false;
  const TableLayout layout = layout_table({1280, 800}, scene);
  const auto targets = table_targets(layout, scene);
  REQUIRE(targets.size() == 1);
  CHECK(targets[0].id == "button:menu");
}

TEST_CASE("the title's message card holds its text, up to the room the screen has") {
  for (const Canvas& canvas : kCanvases) {
    const Rect screen{0, 0, canvas.w, canvas.h};
    INFO("canvas " << canvas.w << "x" << canvas.h);
    CHECK(title_message_text_width({canvas.w, canvas.h}) >= 250);  // 40 characters a line or so
    for (const bool resume : {false, true}) {
      INFO("resume " << resume);
      const TitleLayout short_one = layout_title({canvas.w, canvas.h}, resume, 17.0f);  // one line
      REQUIRE(short_one.message);
      CHECK(short_one.message->h == 84);
      for (const float text_h : {120.0f, 2000.0f}) {  // seven lines; more than any screen holds
        INFO("text " << text_h);
        const TitleLayout t = layout_title({canvas.w, canvas.h}, resume, text_h);
        REQUIRE(t.message);
        CHECK(t.message->inside(screen));
        CHECK(t.message->h >= 84);
        if (canvas.h >= 800) CHECK(t.message->h >= std::min(text_h + 32, 300.0f));  // a tall screen shows it all
        for (const Rect& r : {t.play, t.daily, t.stats, t.display}) CHECK_FALSE(t.message->overlaps(r));
        if (t.resume) CHECK_FALSE(t.message->overlaps(*t.resume));
        if (t.logo.h > 0) CHECK_FALSE(t.message->overlaps(t.logo));
        if (t.credits) CHECK_FALSE(t.message->overlaps(*t.credits));
        CHECK(t.play.inside(screen));
        CHECK(t.stats.inside(screen));
      }
    }
  }
}

TEST_CASE("title, setup, summary and menu buttons lie on the screen") {
  for (const Canvas& canvas : kCanvases) {
    const Rect screen{0, 0, canvas.w, canvas.h};
    INFO("canvas " << canvas.w << "x" << canvas.h);
    const TitleLayout title = layout_title({canvas.w, canvas.h}, true, 68.0f);  // a four-line message
    CHECK(title.play.inside(screen));
    REQUIRE(title.resume);
    CHECK(title.resume->inside(screen));
    CHECK_FALSE(title.play.overlaps(*title.resume));
    CHECK_FALSE(title.play.overlaps(title.logo));
    CHECK(title.stats.inside(screen));
    CHECK_FALSE(title.stats.overlaps(*title.resume));
    CHECK(title.daily.inside(screen));
    CHECK_FALSE(title.daily.overlaps(title.stats));
    CHECK_FALSE(title.daily.overlaps(*title.resume));
    CHECK(title.daily.w >= 130);  // "Today's deal" (about 110 px at 16 px bold) fits
    CHECK(title.resume->bottom() <= title.play.y);  // Continue first, the bigger button
    CHECK(title.resume->h > title.play.h);
    // The usual title, with no message: clear of the credits.
    const TitleLayout plain = layout_title({canvas.w, canvas.h}, true, std::nullopt);
    REQUIRE(plain.credits);
    CHECK_FALSE(plain.stats.overlaps(*plain.credits));
    CHECK_FALSE(plain.daily.overlaps(*plain.credits));
    REQUIRE(title.message);  // a refused link's card: on the screen, the credits give way to it
    CHECK(title.message->inside(screen));
    if (title.credits) CHECK_FALSE(title.message->overlaps(*title.credits));
    CHECK_FALSE(plain.play.overlaps(plain.logo));
    for (const TitleLayout& t : {title, plain}) {  // Display in the corner, clear of everything else
      CHECK(t.display.inside(screen));
      for (const Rect& r : {t.logo, t.play, t.daily, t.stats}) CHECK_FALSE(t.display.overlaps(r));
      if (t.credits) CHECK_FALSE(t.display.overlaps(*t.credits));
      if (t.resume) CHECK_FALSE(t.display.overlaps(*t.resume));
      if (t.message) CHECK_FALSE(t.display.overlaps(*t.message));
    }

    const SetupLayout setup = layout_setup({canvas.w, canvas.h});
    CHECK(setup.start.inside(screen));
    CHECK(setup.back.inside(screen));
    CHECK_FALSE(setup.start.overlaps(setup.content));
    CHECK_FALSE(setup.start.overlaps(setup.note));
    CHECK_FALSE(setup.title.overlaps(setup.back));
    CHECK_FALSE(setup.title.overlaps(setup.how_to_play));
    CHECK(setup.content.h >= canvas.h * 0.62f);  // the options keep most of a short screen (844x390: 256 of 390)

    for (int players : {2, 3, 4, 6, 8, 10}) {
      for (bool over : {false, true}) {
        const SummaryLayout s = layout_summary({canvas.w, canvas.h}, players, over, 44);
        CHECK(s.rows.size() == static_cast<std::size_t>(players));
        CHECK(s.primary.inside(s.panel));
        CHECK(s.secondary.has_value() == over);
        if (s.secondary) CHECK_FALSE(s.primary.overlaps(*s.secondary));
        if (canvas.h >= 568) CHECK(s.panel.inside(screen));
        // The round summary's three: Next round, Review, Show table.
        const SummaryLayout r = layout_summary({canvas.w, canvas.h}, players, true, 44, true);
        REQUIRE(r.review);
        CHECK(r.review->inside(r.panel));
        CHECK_FALSE(r.review->overlaps(r.primary));
        CHECK_FALSE(r.review->overlaps(*r.secondary));
        CHECK(r.review->w >= 80);
        // Words too long for one row (a longer language): Next round across, the others under it.
        const SummaryLayout st = layout_summary({canvas.w, canvas.h}, players, true, 44, true, true, true);
        REQUIRE(st.review);
        CHECK(st.primary.w == Approx(st.review->w + 8 + st.secondary->w));
        CHECK(st.review->y >= st.primary.bottom());
        CHECK(st.secondary->inside(st.panel));
        CHECK_FALSE(st.review->overlaps(*st.secondary));
        if (canvas.h >= 568 && players <= 4) CHECK(st.panel.inside(screen));
      }
    }
    for (bool cards : {false, true}) {
      const MenuLayout menu =
          layout_menu({canvas.w, canvas.h}, {12, 12, 42, 42}, {cards, false, true, "fast", false, cards});
      REQUIRE(menu.items.size() == (cards ? 13u : 12u));
      REQUIRE(menu.labels.size() == menu.items.size());
      REQUIRE(menu.keys.size() == menu.items.size());
      CHECK(menu.panel.inside(screen));
      for (const auto& item : menu.items) {
        CHECK(item.rect.inside(menu.panel));
        CHECK(item.rect.h >= 36);   // still comfortable to tap on a landscape phone
        CHECK(item.rect.w >= 180);  // and wide enough for "Analysis of your move"
        CHECK(hit_test(menu.items, item.rect.center()) == item.id);
        for (const auto& other : menu.items)
          if (other.id != item.id) CHECK_FALSE(item.rect.overlaps(other.rect));
      }
      CHECK(menu.labels[7] == "Computer speed: Fast");
      CHECK(menu.labels[5] == "Check my plays: off");
      CHECK(menu.items[4].id == "menu:score_sheet");  // the sheet is in the menu too
      CHECK(menu.keys[2] == "A");  // each with the key that does the same
      CHECK(menu.keys[3] == "K");
      CHECK(menu.keys[4] == "S");
      CHECK(menu.items[menu.items.size() - 2].id == "menu:display");  // just above Main menu
      CHECK(menu.labels[menu.items.size() - 2] == "Display options");
      if (canvas.h < 500) CHECK(menu.items.back().rect.x > menu.items.front().rect.x);  // two columns
      CHECK(menu.items[8].id == "menu:sound");
      CHECK(menu.labels[8] == (cards ? "Sound: on" : "Sound: off"));
    }
  }
}

// --- Bigger sets, bigger tables, the Draw game ------------------------------------------------

namespace {

// A double-twelve table: every seat holding `hand` tiles, with a boneyard or not.
TableScene big_scene(int players, const Line& line, int hand, std::optional<int> boneyard) {
  TableScene scene = make_scene(players, line, hand, hand, 12);
  scene.boneyard = boneyard;
  return scene;
}

}  // namespace

TEST_CASE("double-nine and double-twelve lines of up to 90 tiles fit and stay readable") {
  // Tiles no smaller than this (CSS px, short side) keep double-twelve pips legible.
  struct Case {
    Canvas canvas;
    float min_unit;
  };
  const Case cases[] = {{{1280, 800}, 24}, {{390, 844}, 16}, {{1600, 900}, 24}, {{1024, 600}, 14}, {{768, 1024}, 14}};
  for (int set : {9, 12}) {
    const auto c = set_circuit(set, static_cast<std::uint64_t>(set));
    const int most = static_cast<int>(c.size()) - 1;  // 50 of double-nine, 91 of double-twelve
    for (const Case& k : cases) {
      for (int players : {2, 4, 6, 8, 10}) {
        for (int n : {most / 3, most * 2 / 3, std::min(most, 90)}) {
          for (int right : {n - 1, 0, (n - 1) / 2, (n - 1) / 5}) {
            for (bool draw : {false, true}) {
              INFO("double-" << set << ", canvas " << k.canvas.w << "x" << k.canvas.h << ", " << players << " players, "
                             << n << " tiles, " << right << " on the right" << (draw ? ", with a boneyard" : ""));
              const TableScene scene =
                  big_scene(players, make_line(c, n, right), 5, draw ? std::optional<int>(12) : std::nullopt);
              const TableLayout layout = layout_table({k.canvas.w, k.canvas.h}, scene);
              check_line(layout, static_cast<std::size_t>(n));
              CHECK(layout.line.unit >= k.min_unit);
            }
          }
        }
      }
    }
  }
}

TEST_CASE("a double-twelve line of 90 tiles still touches with matching halves") {
  const auto c = set_circuit(12, 3);
  for (const Canvas& canvas : kCanvases) {
    for (int right : {89, 0, 44}) {
      const Line line = make_line(c, 90, right);
      const TableLayout layout = layout_table({canvas.w, canvas.h}, big_scene(8, line, 5, std::nullopt));
      const auto& laid = line.tiles();
      const auto& spots = layout.line.tiles;
      INFO("canvas " << canvas.w << "x" << canvas.h << ", right arm " << right);
      for (std::size_t i = 0; i + 1 < spots.size(); ++i) {
        INFO("tiles " << i << " and " << i + 1 << ": " << laid[i].str() << " " << laid[i + 1].str());
        CHECK(bounds(spots[i].pose).inset(-0.5f).overlaps(bounds(spots[i + 1].pose).inset(-0.5f)));
        if (!laid[i].is_double()) CHECK(half_facing(spots[i], spots[i + 1].pose.center) == laid[i].right);
        if (!laid[i + 1].is_double()) CHECK(half_facing(spots[i + 1], spots[i].pose.center) == laid[i + 1].left);
      }
    }
  }
}

TEST_CASE("4 to 10 opponents sit round the table without overlapping anything") {
  const auto c = set_circuit(12, 5);
  for (const Canvas& canvas : kCanvases) {
    for (int players = 5; players <= 11; ++players) {
      for (int hand : {5, 11}) {
        INFO("canvas " << canvas.w << "x" << canvas.h << ", " << players << " players, " << hand << " tiles each");
        const TableScene scene = big_scene(players, make_line(c, 40, 20), hand, 8);
        const TableLayout layout = layout_table({canvas.w, canvas.h}, scene);
        const Rect screen{0, 0, canvas.w, canvas.h};
        REQUIRE(layout.seats.size() == static_cast<std::size_t>(players));
        CHECK(layout.compact_seats);
        CHECK_FALSE(layout.scores_panel.has_value());  // scores go on the plates
        std::vector<Rect> fixed{layout.felt, layout.status, layout.menu_button};
        if (layout.info.w > 0) fixed.push_back(layout.info);
        for (const TilePose& t : layout.hand) fixed.push_back(bounds(t));
        for (std::size_t s = 1; s < layout.seats.size(); ++s) {
          const SeatPlace& p = layout.seats[s];
          INFO("seat " << s << " at " << p.box.x << "," << p.box.y << " " << p.box.w << "x" << p.box.h);
          CHECK(p.box.inside(screen));
          CHECK(p.plate.inside(p.box));
          CHECK(p.box.w >= 64);
          CHECK(p.backs.size() == static_cast<std::size_t>(hand));
          for (const TilePose& b : p.backs) CHECK(bounds(b).inside(p.box));
          CHECK(p.box.contains(p.badge));
          for (const Rect& r : fixed) CHECK_FALSE(p.box.overlaps(r));
          for (std::size_t o = s + 1; o < layout.seats.size(); ++o) CHECK_FALSE(p.box.overlaps(layout.seats[o].box));
        }
      }
    }
  }
}

TEST_CASE("up to 4 players: fans of any length stay in their seats") {
  for (const Canvas& canvas : kCanvases) {
    for (int players : {2, 3, 4}) {
      for (int count : {0, 1, 7, 16, 30}) {  // a Draw hand can grow long
        INFO("canvas " << canvas.w << "x" << canvas.h << ", " << players << " players holding " << count);
        TableScene scene = scene_for(players, make_line(euler_circuit(2), 6, 3), 5);
        scene.hand_counts.assign(static_cast<std::size_t>(players), count);
        scene.boneyard = 10;
        const TableLayout layout = layout_table({canvas.w, canvas.h}, scene);
        const Rect screen{0, 0, canvas.w, canvas.h};
        for (std::size_t s = 1; s < layout.seats.size(); ++s) {
          const SeatPlace& p = layout.seats[s];
          CHECK(p.box.inside(screen));
          CHECK_FALSE(p.box.overlaps(layout.felt));
          CHECK(p.backs.size() == static_cast<std::size_t>(count));
          for (const TilePose& b : p.backs) CHECK(bounds(b).inside(p.box.inset(-1)));
          if (layout.scores_panel) CHECK_FALSE(p.box.overlaps(*layout.scores_panel));
          for (std::size_t o = s + 1; o < layout.seats.size(); ++o) CHECK_FALSE(p.box.overlaps(layout.seats[o].box));
        }
      }
    }
  }
}

TEST_CASE("the boneyard sits on the felt beside the line, drawing is Draw or a tap on the pile") {
  const auto c = set_circuit(6, 9);
  for (const Canvas& canvas : kCanvases) {
    for (int players : {2, 3, 4, 6}) {
      INFO("canvas " << canvas.w << "x" << canvas.h << ", " << players << " players");
      TableScene scene = scene_for(players, make_line(c, 20, 9), 4);
      scene.boneyard = 14;
      scene.playable.assign(scene.hand.size(), false);
      scene.can_draw = true;
      const TableLayout layout = layout_table({canvas.w, canvas.h}, scene);
      REQUIRE(layout.pile.has_value());
      const PileLayout& pile = *layout.pile;
      CHECK(pile.box.inside(layout.felt));
      CHECK_FALSE(pile.box.overlaps(layout.line_area));
      CHECK(pile.stack.size() == 8);  // a heap of 8 shown for 14
      for (const TilePose& t : pile.stack) CHECK(bounds(t).inside(pile.box.inset(-2)));
      CHECK(pile.label.inside(pile.box));
      for (const auto& spot : layout.line.tiles) CHECK_FALSE(bounds(spot.pose).overlaps(pile.box));
      const auto targets = table_targets(layout, scene);
      CHECK(hit_test(targets, layout.action_button.center()) == "button:draw");
      CHECK(hit_test(targets, pile.box.center()) == "boneyard");
      CHECK(layout.action_button.inside(Rect{0, 0, canvas.w, canvas.h}));
      CHECK(std::none_of(targets.begin(), targets.end(), [](const Target& t) { return t.id == "button:pass"; }));

      // An empty boneyard shows no tiles but keeps its place (draws start there).
      scene.boneyard = 0;
      scene.can_draw = false;
      const TableLayout empty = layout_table({canvas.w, canvas.h}, scene);
      REQUIRE(empty.pile.has_value());
      CHECK(empty.pile->stack.empty());
      CHECK(bounds(empty.pile->top).inside(empty.pile->box.inset(-2)));
    }
  }
  // Block has no boneyard: the line may use the whole felt.
  const TableLayout block = layout_table({1280, 800}, scene_for(2, make_line(c, 10, 4), 5));
  CHECK_FALSE(block.pile.has_value());
}

TEST_CASE("after drawing under one_then_choose, the drawn tile and Pass are both offered") {
  TableScene scene = scene_for(2, make_line(euler_circuit(4), 8, 4), 6);
  scene.boneyard = 9;
  scene.playable.assign(scene.hand.size(), false);
  scene.playable[2] = true;
  scene.can_pass = true;
  const TableLayout layout = layout_table({390, 844}, scene);
  const auto targets = table_targets(layout, scene);
  std::vector<std::string> ids;
  for (const auto& t : targets) ids.push_back(t.id);
  CHECK(ids == std::vector<std::string>{"button:menu", "hand:" + scene.hand[2].str(), "button:pass"});
  CHECK(hit_test(targets, layout.hand[2].center) == "hand:" + scene.hand[2].str());
}

TEST_CASE("a long Draw hand wraps into rows and stays on screen, tiles apart") {
  const auto set = double_set(12);
  for (const Canvas& canvas : kCanvases) {
    for (int n : {7, 14, 21, 30, 40}) {
      INFO("canvas " << canvas.w << "x" << canvas.h << ", " << n << " tiles in hand");
      TableScene scene = scene_for(2, make_line(euler_circuit(3), 6, 3), 0);
      for (int i = 0; i < n; ++i) scene.hand.push_back(set[static_cast<std::size_t>(90 - i)]);
      scene.playable.assign(scene.hand.size(), true);
      scene.boneyard = 50;
      const TableLayout layout = layout_table({canvas.w, canvas.h}, scene);
      const Rect screen{0, 0, canvas.w, canvas.h};
      REQUIRE(layout.hand.size() == static_cast<std::size_t>(n));
      CHECK(layout.hand_unit >= 12);
      const auto targets = table_targets(layout, scene);
      for (std::size_t i = 0; i < layout.hand.size(); ++i) {
        CHECK(bounds(layout.hand[i]).inside(screen));
        CHECK_FALSE(bounds(layout.hand[i]).overlaps(layout.felt));
        CHECK_FALSE(bounds(layout.hand[i]).overlaps(layout.status));
        CHECK(hit_test(targets, layout.hand[i].center) == "hand:" + scene.hand[i].str());
        for (std::size_t j = i + 1; j < layout.hand.size(); ++j)
          CHECK_FALSE(bounds(layout.hand[i]).overlaps(bounds(layout.hand[j])));
      }
    }
  }
}

TEST_CASE("the undo button sits beside the menu button, clear of everything, clickable only when useful") {
  const auto circuit = euler_circuit(5);
  for (const Canvas& canvas : kCanvases) {
    for (int players : {2, 3, 4, 6, 9}) {
      INFO("canvas " << canvas.w << "x" << canvas.h << ", " << players << " players");
      TableScene scene = players <= 4 ? scene_for(players, make_line(circuit, 6, 3), players == 2 ? 7 : 5)
                                      : big_scene(players, make_line(circuit, 6, 3), 6, std::nullopt);
      scene.show_undo = true;
      const TableLayout layout = layout_table({canvas.w, canvas.h}, scene);
      REQUIRE(layout.undo_button);
      const Rect& undo = *layout.undo_button;
      CHECK(undo.inside({0, 0, canvas.w, canvas.h}));
      CHECK_FALSE(undo.overlaps(layout.menu_button));
      CHECK_FALSE(undo.overlaps(layout.info));
      CHECK_FALSE(undo.overlaps(layout.felt));
      for (const SeatPlace& seat : layout.seats) CHECK_FALSE(undo.overlaps(seat.box));
      auto ids = [&] {
        std::vector<std::string> out;
        for (const auto& t : table_targets(layout, scene)) out.push_back(t.id);
        return out;
      };
      const auto without = ids();
      CHECK(std::count(without.begin(), without.end(), "button:undo") == 0);  // nothing to take back
      scene.can_undo = true;
      const auto with = ids();
      CHECK(std::count(with.begin(), with.end(), "button:undo") == 1);
      scene.show_undo = false;  // turned off: no place, no button
      CHECK_FALSE(layout_table({canvas.w, canvas.h}, scene).undo_button);
    }
  }
}

TEST_CASE(
    "the hint button sits beside the menu (and undo) buttons, clear of everything, clickable on the player's turn") {
  const auto circuit = euler_circuit(5);
  for (const Canvas& canvas : kCanvases) {
    for (int players : {2, 4, 9}) {
      for (bool undo : {false, true}) {
        INFO("canvas " << canvas.w << "x" << canvas.h << ", " << players << " players, undo " << undo);
        TableScene scene = players <= 4 ? scene_for(players, make_line(circuit, 6, 3), players == 2 ? 7 : 5)
                                        : big_scene(players, make_line(circuit, 6, 3), 6, std::nullopt);
        scene.show_undo = undo;
        scene.show_hint = true;
        const TableLayout layout = layout_table({canvas.w, canvas.h}, scene);
        REQUIRE(layout.hint_button);
        const Rect& hint = *layout.hint_button;
        CHECK(hint.inside({0, 0, canvas.w, canvas.h}));
        CHECK_FALSE(hint.overlaps(layout.menu_button));
        if (layout.undo_button) CHECK_FALSE(hint.overlaps(*layout.undo_button));
        CHECK_FALSE(hint.overlaps(layout.info));
        CHECK_FALSE(hint.overlaps(layout.felt));
        CHECK(layout.info.w >= 120);  // "Round 12" and the rules still have room
        for (const SeatPlace& seat : layout.seats) CHECK_FALSE(hint.overlaps(seat.box));
        auto count = [&] {
          int n = 0;
          for (const auto& t : table_targets(layout, scene)) n += t.id == "button:hint";
          return n;
        };
        CHECK(count() == 0);  // not the player's turn
        scene.can_hint = true;
        CHECK(count() == 1);
      }
    }
  }
}

TEST_CASE("the question before replacing a match fits every screen, its answers apart") {
  for (const Canvas& canvas : kCanvases) {
    for (float text_h : {20.0f, 60.0f}) {
      INFO("canvas " << canvas.w << "x" << canvas.h << ", text " << text_h);
      const ConfirmLayout l = layout_confirm({canvas.w, canvas.h}, text_h);
      CHECK(l.panel.inside({0, 0, canvas.w, canvas.h}));
      for (const Rect& r : {l.heading, l.text, l.yes, l.no}) CHECK(r.inside(l.panel));
      CHECK_FALSE(l.yes.overlaps(l.no));
      CHECK_FALSE(l.text.overlaps(l.yes));
      CHECK_FALSE(l.text.overlaps(l.no));
      CHECK(l.text.w <= confirm_text_width({canvas.w, canvas.h}) + 0.01f);
      CHECK(l.yes.h >= 44);
    }
  }
}

TEST_CASE("pass-and-play's cover fits every screen, its buttons apart") {
  for (const Canvas& canvas : kCanvases) {
    for (float text_h : {40.0f, 100.0f}) {
      for (bool undo : {false, true}) {
        INFO("canvas " << canvas.w << "x" << canvas.h << ", text " << text_h << ", undo " << undo);
        const CoverLayout l = layout_cover({canvas.w, canvas.h}, text_h, undo);
        CHECK(l.panel.inside({0, 0, canvas.w, canvas.h}));
        for (const Rect& r : {l.heading, l.text, l.ready, l.menu}) CHECK(r.inside(l.panel));
        CHECK(l.undo.has_value() == undo);
        if (l.undo) {
          CHECK(l.undo->inside(l.panel));
          CHECK_FALSE(l.undo->overlaps(l.menu));
          CHECK_FALSE(l.undo->overlaps(l.ready));
        }
        CHECK_FALSE(l.text.overlaps(l.ready));
        CHECK_FALSE(l.ready.overlaps(l.menu));
        CHECK(l.ready.h >= 44);
        CHECK(l.menu.h >= 40);
        CHECK(l.text.w <= cover_text_width({canvas.w, canvas.h}) + 0.01f);
      }
    }
  }
}

TEST_CASE("the score sheet and the end of a match fit every screen, the latest rounds shown") {
  for (const Canvas& canvas : kCanvases) {
    for (int columns : {2, 3, 4, 5, 10}) {
      for (int rounds : {1, 2, 8, 30}) {
        for (int kind : {0, 1, 2}) {  // the sheet; the end of a match; its end at a friend's seat online
          const bool end = kind > 0;
          INFO("canvas " << canvas.w << "x" << canvas.h << ", " << columns << " columns, " << rounds << " rounds, kind "
                         << kind);
          const SheetLayout l = layout_sheet({canvas.w, canvas.h}, columns, rounds, end, kind == 2);
          CHECK(l.panel.inside({0, 0, canvas.w, canvas.h}));
          CHECK(l.table.inside(l.panel));
          CHECK(l.rows_shown >= std::min(rounds, 3));  // at least the last few rounds, on every screen
          CHECK(l.rows_shown <= rounds);
          CHECK(l.buttons.size() == (kind == 0 ? 1u : kind == 1 ? 4u : 2u));
          if (kind == 2) CHECK(l.buttons[0].id == "button:leave_table");
          for (std::size_t i = 0; i < l.buttons.size(); ++i) {
            CHECK(l.buttons[i].rect.inside(l.panel));
            CHECK_FALSE(l.buttons[i].rect.overlaps(l.table));
            CHECK(l.buttons[i].rect.h >= 44);
            for (std::size_t j = i + 1; j < l.buttons.size(); ++j)
              CHECK_FALSE(l.buttons[i].rect.overlaps(l.buttons[j].rect));
          }
          for (const Rect& s : l.standings) CHECK_FALSE(s.overlaps(l.table));
        }
      }
    }
  }
}

TEST_CASE("an empty boneyard's place lines up with its label, on a phone and a wide screen") {
  const auto circuit = euler_circuit(5);
  for (const Canvas& canvas : kCanvases) {
    TableScene scene = scene_for(2, make_line(circuit, 6, 3), 7);
    scene.boneyard = 0;
    const TableLayout layout = layout_table({canvas.w, canvas.h}, scene);
    REQUIRE(layout.pile);
    INFO("canvas " << canvas.w << "x" << canvas.h);
    const Vec2 top = layout.pile->top.center, label = layout.pile->label.center();
    if (layout.portrait)
      CHECK(top.y == Approx(label.y).margin(1));  // beside it
    else
      CHECK(top.x == Approx(label.x).margin(1));  // above it
    CHECK(layout.pile->top.angle == 0);
  }
}

TEST_CASE("a Pass bubble never hides the boneyard") {
  const auto circuit = euler_circuit(5);
  for (const Canvas& canvas : kCanvases) {
    for (int players : {2, 3, 4}) {
      TableScene scene = scene_for(players, make_line(circuit, 6, 3), players == 2 ? 7 : 5);
      scene.boneyard = 9;
      const TableLayout layout = layout_table({canvas.w, canvas.h}, scene);
      REQUIRE(layout.pile);
      INFO("canvas " << canvas.w << "x" << canvas.h << ", " << players << " players");
      for (std::size_t s = 1; s < layout.seats.size(); ++s) {
        const SeatPlace& seat = layout.seats[s];
        INFO("seat " << s);
        CHECK_FALSE(bubble_room(seat.bubble, seat.side).overlaps(layout.pile->box));
      }
    }
  }
}

// The keyboard's arrows (render/ui_frame.h) move over a hand and the buttons as they lie on screen.
TEST_CASE("the arrows move the focus to the nearest target that way") {
  // A row of three tiles, a button above the middle one and one far up on the left.
  const std::vector<Target> targets{{"hand:a", {100, 500, 40, 80}},
                                    {"hand:b", {150, 500, 40, 80}},
                                    {"hand:c", {200, 500, 40, 80}},
                                    {"button:pass", {140, 420, 60, 30}},
                                    {"button:menu", {10, 10, 40, 40}}};
  const Rect b = targets[1].rect;
  CHECK(focus_towards(targets, b, 1, 0) == 2);   // Right: the next tile
  CHECK(focus_towards(targets, b, -1, 0) == 0);  // Left: the previous one
  CHECK(focus_towards(targets, b, 0, -1) == 3);  // Up: the button just above, not the far menu
  CHECK(focus_towards(targets, targets[3].rect, 0, -1) == 4);
  CHECK(focus_towards(targets, b, 0, 1) == -1);  // nothing below: the screen may scroll
  CHECK(focus_towards(targets, targets[2].rect, 1, 0) == -1);
  CHECK(nearest_target(targets, {205, 505, 10, 10}) == 2);  // a tile played: the focus moves next door
  CHECK(nearest_target({}, b) == -1);
}

TEST_CASE("a round summary without tiles keeps its rows low on a phone") {
  const SummaryLayout tiles = layout_summary({390, 844}, 2, true, 44, true);
  const SummaryLayout words = layout_summary({390, 844}, 2, true, 44, true, false);
  REQUIRE(words.rows.size() == 2);
  CHECK(tiles.rows[0].h > 58);   // room for a hand's tiles stacked
  CHECK(words.rows[0].h <= 58);  // Whist's sides: a name and numbers
  CHECK(words.panel.h < tiles.panel.h);
}

TEST_CASE("the UI grows with a large window and keeps its size on phones and tablets") {
  for (const Vec2 s : {Vec2{320, 568}, Vec2{390, 844}, Vec2{844, 390}, Vec2{768, 1024}, Vec2{1024, 640}})
    CHECK(ui_zoom(s) == 1.0f);
  CHECK(ui_zoom({1280, 800}) == Approx(1.25));
  CHECK(ui_zoom({1920, 1080}) == Approx(1080.0 / 640));  // the height decides: 1138x640
  CHECK(ui_zoom({2560, 600}) == 1.0f);                          // wide but short: as it is
  CHECK(ui_zoom({7680, 4320}) == 3.0f);
  for (const Vec2 s : {Vec2{1280, 800}, Vec2{1920, 1080}, Vec2{1440, 900}, Vec2{3000, 700}}) {
    const float z = ui_zoom(s);  // never below the base in either direction
    CHECK(((s.x / z >= kZoomBase.x - 0.01f && s.y / z >= kZoomBase.y - 0.01f) || z == 1.0f));
  }
}

// A row of buttons shared by their words (the round review's steps in a longer language), and a
// setup's choices each as wide as its label where equal ones would take two rows.
TEST_CASE("a row of buttons shares its span by what each label needs") {
  std::vector<Target> row{{"a", {10, 0, 50, 40}}, {"b", {66, 0, 50, 40}}, {"c", {122, 0, 50, 40}}};
  share_row(row, {20, 80, 20});  // 120 of 150: each its need and 10 more
  CHECK(row[0].rect.x == Approx(10));
  CHECK(row[0].rect.w == Approx(30));
  CHECK(row[1].rect.x == Approx(46));
  CHECK(row[1].rect.w == Approx(90));
  CHECK(row[2].rect.right() == Approx(172));
  share_row(row, {60, 180, 60});  // 300: in proportion
  CHECK(row[1].rect.w == Approx(90));
  CHECK(row[2].rect.w == Approx(30));
  CHECK(row[2].rect.right() == Approx(172));
}

TEST_CASE("a seat's kinds take one row, each as wide as its words, where equal ones would not") {
  const std::vector<float> words{80, 95, 35};
  const ChoiceGrid equal = layout_choices(400, words);  // 3 x (95 + 30) + 12 = 387
  CHECK(equal.per_row == 3);
  CHECK(equal.col_w == std::vector<float>(3, (400 - 12) / 3.0f));
  const ChoiceGrid sized = layout_choices(370, words);  // 80 + 95 + 35 + 90 + 12 = 312
  REQUIRE(sized.per_row == 3);
  CHECK(sized.col_w[1] == Approx(95 + 30 + (370 - 312) / 3.0f));
  CHECK(sized.col_w[0] + sized.col_w[1] + sized.col_w[2] + 12 == Approx(370));
  CHECK(layout_choices(300, words).per_row == 2);  // not even so
}
