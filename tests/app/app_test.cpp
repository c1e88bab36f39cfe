// The app in-process, without a window (platform/headless.h), driven as a player drives it:
// what the keys do over every view of a table (Esc closes what is on top, U and H act over it
// or say why they cannot), the menu at the round's end, the first visit's coach line, and the
// setup's seat rows holding still when a seat's kind changes. Each test is a first visit
// (storage cleared) with reduced motion (things rest where they go) and computer players at
// level random that do not wait.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cfloat>
#include <functional>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "app/app.h"
#include "core/json.h"
#include "core/match.h"
#include "imgui.h"
#include "backends/headless.h"
#include "render/draw.h"
#include "render/fonts.h"
#include "render/ui_frame.h"

namespace {

using namespace boneyard;
namespace headless = platform::headless;

// The app in a canvas `canvas` UI pixels large: frames, clicks on its targets, keys.
class Driver {
 public:
  explicit Driver(Vec2 canvas = {390, 844}, bool mouse = false) : canvas_(canvas) {
    ImGui::CreateContext();
    ImGui::GetIO().IniFilename = nullptr;
    headless::clear_storage();
    headless::set_reduced_motion(true);
    headless::set_mouse(mouse);
    update_fonts(fonts_, 1);
    app_ = std::make_unique<App>();
    frame();
  }
  ~Driver() {
    app_.reset();
    ImGui::DestroyContext();
  }
  Driver(const Driver&) = delete;
  Driver& operator=(const Driver&) = delete;

  const Session& session() const { return app_->session(); }
  std::string screen() const { return app_->screen(); }
  Json view() const { return Json::parse(app_->test_view()).value(); }
  std::string view_text(const char* key) const {  // a string of the test view, "" for null
    const Json v = view();
    const Json* field = v.find(key);
    return field && field->string() ? *field->string() : std::string();
  }
  bool view_flag(const char* key) const {
    const Json v = view();
    const Json* field = v.find(key);
    return field && field->boolean() && *field->boolean();
  }
  std::vector<Target> targets() const { return app_->targets(); }
  std::optional<Target> target(const std::string& id) const {
    for (const Target& t : targets())
      if (t.id == id) return t;
    return std::nullopt;
  }
  bool has(const std::string& id) const { return target(id).has_value(); }

  // One frame `step_ms` after the last: what it drew.
  std::vector<draw::DrawnItem> frame(double step_ms = 16) {
    ImGuiIO& io = ImGui::GetIO();
    io.DisplaySize = ImVec2(canvas_.x, canvas_.y);
    io.DeltaTime = static_cast<float>(std::max(step_ms, 1.0) / 1000);
    now_ += step_ms;
    headless::set_now(now_);
    app_->tick(now_, true);
    ImGui::NewFrame();
    ui_.begin(canvas_, {0, 0, canvas_.x, canvas_.y}, now_, 1);
    app_->frame(ui_, fonts_);
    ui_.end();
    ImGui::Render();
    return record_.take();
  }
  void open(const std::string& link) {
    headless::give_link(link);
    frame();
  }
  // The pointer to `at`, a press and its release there (a frame each), then the pointer away.
  void tap(Vec2 at) {
    ImGuiIO& io = ImGui::GetIO();
    io.AddMousePosEvent(at.x, at.y);
    frame();
    for (const bool down : {true, false}) {
      io.AddMouseButtonEvent(0, down);
      frame();
    }
    io.AddMousePosEvent(-FLT_MAX, -FLT_MAX);
    frame();
  }
  bool click(const std::string& id) {
    const auto t = target(id);
    if (t) tap(t->rect.center());
    return t.has_value();
  }
  void key(ImGuiKey k) {  // down and up, a frame each
    for (const bool down : {true, false}) {
      ImGui::GetIO().AddKeyEvent(k, down);
      frame();
    }
  }
  void wheel(float steps) {  // with the pointer in the middle
    ImGuiIO& io = ImGui::GetIO();
    io.AddMousePosEvent(canvas_.x / 2, canvas_.y / 2);
    io.AddMouseWheelEvent(0, steps);
    frame();
    io.AddMousePosEvent(-FLT_MAX, -FLT_MAX);
    frame();
  }

  // The computer players move (the clock alone, as between frames) until the player has
  // something to do: a decision, the round's end, the device to hand on.
  void settle() {
    const auto players_turn = [&] { return screen() != "table" || !session().human_moves().empty(); };
    for (int i = 0; i < 4000; ++i) {
      if (players_turn() && !app_->searching()) {
        frame();
        if (players_turn()) return;
      }
      now_ += 100;
      headless::set_now(now_);
      app_->tick(now_, false);
    }
    FAIL("the computer players never gave the player a turn");
  }
  // Plays the player's turns with clicks on what makes a move, picked by a seeded generator,
  // and deals the next round, until `done` (checked at each of the player's turns, and at the
  // round's end).
  void play_until(const std::function<bool()>& done) {
    for (int turn = 0; turn < 600; ++turn) {
      settle();
      if (done()) return;
      if (screen() == "round_over" && click("button:next_round")) continue;
      REQUIRE(screen() == "table");
      std::vector<Target> moves;
      for (const Target& t : targets())
        for (const char* kind :
             {"hand:", "end:", "choice:", "move:", "lead:", "boneyard", "button:pass", "button:draw"})
          if (t.id.rfind(kind, 0) == 0) moves.push_back(t);
      REQUIRE_FALSE(moves.empty());
      tap(moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(rng_)].rect.center());
    }
    FAIL("what the test waited for never came");
  }
  void wait(double ms) { frame(ms); }

 private:
  Vec2 canvas_;
  Fonts fonts_;
  std::unique_ptr<App> app_;
  UiFrame ui_;
  draw::Record record_;
  double now_ = 1000;
  std::mt19937 rng_{48};
};

// A view of the table a key may find on top, opened as the player opens it.
struct View {
  const char* name;
  std::function<void(Driver&)> open;
  std::function<bool(const Driver&)> shown;
};
std::vector<View> table_views() {
  return {
      {"the last trick", [](Driver& d) { d.key(ImGuiKey_T); },
       [](const Driver& d) { return d.view_flag("last_trick"); }},
      {"the score sheet", [](Driver& d) { d.key(ImGuiKey_S); },
       [](const Driver& d) { return d.has("button:close_sheet"); }},
      {"the tracker", [](Driver& d) { d.key(ImGuiKey_K); },
       [](const Driver& d) { return d.view_text("panel") == "tracker"; }},
      {"the analysis", [](Driver& d) { d.key(ImGuiKey_A); },
       [](const Driver& d) { return d.view_text("panel") == "analysis"; }},
      {"the menu", [](Driver& d) { d.key(ImGuiKey_Escape); }, [](const Driver& d) { return d.has("menu:close"); }},
      {"How to play",
       [](Driver& d) {
         d.click("button:menu");
         d.click("menu:how_to_play");
       },
       [](const Driver& d) { return d.screen() == "how_to_play"; }},
  };
}

bool hint_asked(const Driver& d) { return d.session().hint_pending() || d.session().hint().has_value(); }

// Opens `v` and presses `key` over it: it closes, and the table is in view.
void press_over(Driver& d, const View& v, ImGuiKey key) {
  v.open(d);
  REQUIRE(v.shown(d));
  d.key(key);
  CHECK_FALSE(v.shown(d));
  CHECK(d.screen() == "table");
}

// U over what is open: the player's last decision taken back and the view closed, or, where
// nothing can be taken back, the reason said and the view left open (How to play, a page of its
// own, goes back to the table to say it).
void undo_over(Driver& d, const View& v) {
  const bool can = d.session().can_undo();
  const auto before = d.session().revision();
  d.key(ImGuiKey_U);
  if (can) {
    CHECK(d.session().revision() != before);
    CHECK_FALSE(v.shown(d));
    CHECK(d.screen() == "table");
    return;
  }
  CHECK(d.session().revision() == before);
  if (v.name == std::string("How to play")) {
    CHECK(d.screen() == "table");
  } else {
    CHECK(v.shown(d));
    d.key(ImGuiKey_Escape);
  }
  CHECK(d.view_text("toast") == "There is nothing of yours to take back in this round.");
}

// The menu is open with the items `offered` and without those `left_out`.
void expect_menu(const Driver& d, const std::vector<std::string>& offered, const std::vector<std::string>& left_out) {
  CHECK(d.has("menu:close"));
  for (const auto& id : offered) CHECK(d.has(id));
  for (const auto& id : left_out) CHECK_FALSE(d.has(id));
}

bool drew(const std::vector<draw::DrawnItem>& items, const std::string& text) {
  return std::any_of(items.begin(), items.end(),
                     [&](const draw::DrawnItem& i) { return i.label.find(text) != std::string::npos; });
}

}  // namespace

TEST_CASE("app: Esc closes what is on top of a table, U and H act over it or say why", "[app]") {
  Driver d;
  d.open("#game=blacktile&players=4&seed=6&level=random&delay=0");
  d.settle();
  REQUIRE(d.screen() == "table");
  // The round's first decision: nothing to take back yet, said over the menu, which stays.
  d.key(ImGuiKey_Escape);
  REQUIRE(d.has("menu:close"));
  d.key(ImGuiKey_U);
  CHECK(d.view_text("toast") == "There is nothing of yours to take back in this round.");
  CHECK(d.has("menu:close"));
  d.key(ImGuiKey_Escape);
  CHECK_FALSE(d.has("menu:close"));

  // A trick taken and the player to move again, with decisions to take back.
  d.play_until([&] { return d.has("button:last_trick") && d.session().can_undo(); });
  const auto views = table_views();
  for (const View& v : views) {
    INFO("Esc over " << v.name);
    press_over(d, v, ImGuiKey_Escape);
    CHECK_FALSE(d.has("menu:close"));  // closed, not the menu opened over it
  }
  // The menu over the last trick: Esc closes the menu, then the trick, then opens the menu.
  views[0].open(d);
  REQUIRE(d.click("button:menu"));
  d.key(ImGuiKey_Escape);
  CHECK_FALSE(d.has("menu:close"));
  CHECK(views[0].shown(d));
  d.key(ImGuiKey_Escape);
  CHECK_FALSE(views[0].shown(d));
  d.key(ImGuiKey_Escape);
  CHECK(d.has("menu:close"));
  d.key(ImGuiKey_Escape);

  for (const View& v : views) {
    INFO("H over " << v.name);
    press_over(d, v, ImGuiKey_H);
    CHECK(hint_asked(d));
  }
  for (const View& v : views) {
    INFO("U over " << v.name);
    if (v.name == std::string("the last trick") && !d.has("button:last_trick")) continue;
    v.open(d);
    REQUIRE(v.shown(d));
    undo_over(d, v);
  }
  CHECK_FALSE(d.session().can_undo());  // every decision of the round taken back, one view at a time

  // The round's end: nothing to take back nor to hint, said over the summary.
  d.wait(3000);  // the last toast gone
  d.play_until([&] { return d.screen() == "round_over"; });
  d.key(ImGuiKey_U);
  CHECK(d.view_text("toast") == "The round is over: it cannot be taken back.");
  d.key(ImGuiKey_H);
  CHECK(d.view_text("toast") == "The round is over: there is nothing left to play.");
  CHECK(d.screen() == "round_over");
  CHECK(d.has("button:next_round"));
}

TEST_CASE("app: the round's end keeps its menu, with what makes sense there", "[app]") {
  Driver d;
  d.open("#game=block&players=2&seed=3&level=random&delay=0");
  d.play_until([&] { return d.screen() == "round_over"; });
  REQUIRE(d.has("button:menu"));
  // Esc opens it over the summary: no analysis nor tracker of a round over; Esc closes it.
  d.key(ImGuiKey_Escape);
  expect_menu(d, {"menu:score_sheet", "menu:new_match", "menu:display"}, {"menu:analysis", "menu:tracker"});
  CHECK(d.screen() == "round_over");
  d.key(ImGuiKey_Escape);
  CHECK(d.has("button:next_round"));
  // The score sheet over the summary, from the menu or with S; closed (Esc, S), the summary again.
  const auto sheet_by = [&](const std::function<void()>& open, ImGuiKey close) {
    open();
    CHECK(d.has("button:close_sheet"));
    d.key(close);
    CHECK(d.has("button:next_round"));
  };
  sheet_by([&] { CHECK((d.click("button:menu") && d.click("menu:score_sheet"))); }, ImGuiKey_Escape);
  sheet_by([&] { d.key(ImGuiKey_S); }, ImGuiKey_S);
  // The table under the summary keeps it too.
  REQUIRE(d.click("button:show_table"));
  REQUIRE(d.click("button:menu"));
  CHECK(d.has("menu:close"));
  d.key(ImGuiKey_Escape);
  d.key(ImGuiKey_Escape);
  CHECK(d.has("button:next_round"));

  // The match's end: its own sheet, so no score sheet in the menu.
  d.open("#game=block&players=2&target=1&seed=3&level=random&delay=0");
  if (d.screen() == "confirm") d.click("button:replace");
  d.play_until([&] { return d.screen() == "match_over"; });
  REQUIRE(d.click("button:menu"));
  expect_menu(d, {"menu:new_match", "menu:how_to_play"}, {"menu:score_sheet", "menu:analysis"});
  d.key(ImGuiKey_Escape);
  CHECK(d.has("button:play_again"));
}

// Issue 49: a browser without WebRTC (Debian's WebKitGTK; here the program without online play)
// answers an invitation at once, saying what to use, and keeps the match in progress.
TEST_CASE("app: an invitation where the page cannot play online is refused at once, the match kept", "[app]") {
  Driver d;
  d.open("#game=hearts&players=4&seed=5&delay=0");
  d.settle();
  REQUIRE(d.screen() == "table");
  d.open("#join=1." + std::string(40, 'A'));
  CHECK(d.screen() == "title");
  const Json v = d.view();
  const std::string message = v.find("message") && v.find("message")->string() ? *v.find("message")->string() : "";
  CHECK(message.find("This browser cannot join an online table") == 0);
  CHECK(message.find("Firefox, Chrome, Edge or Safari") != std::string::npos);
  CHECK(d.has("button:continue"));
}

TEST_CASE("app: the first visit's coach line stays until the player's first move", "[app]") {
  Driver d({1280, 800}, true);  // a desktop's mouse: the line says "Click"
  d.open("#game=hearts&players=4&seed=5&level=random&delay=0");
  d.settle();
  const std::string line = d.view_text("coach");
  REQUIRE_FALSE(line.empty());
  CHECK(drew(d.frame(), "Click three tiles to pass"));
  // Looking round the table is not a move: a click on nothing, the menu, a panel, a while.
  std::optional<Vec2> nothing;
  const auto shown = d.targets();
  for (float y = 40; y < 800 && !nothing; y += 40)
    for (float x = 40; x < 1280 && !nothing; x += 40)
      if (std::none_of(shown.begin(), shown.end(), [&](const Target& t) { return t.rect.contains({x, y}); }))
        nothing = Vec2{x, y};
  REQUIRE(nothing);
  d.tap(*nothing);
  d.key(ImGuiKey_Escape);
  d.key(ImGuiKey_Escape);
  d.key(ImGuiKey_K);
  d.key(ImGuiKey_Escape);
  d.wait(60000);
  CHECK(d.view_text("coach") == line);
  // A tile picked for the pass is not a move yet; the pass made is.
  for (const Target& t : d.targets())
    if (t.id.rfind("hand:", 0) == 0) {
      d.click(t.id);
      break;
    }
  CHECK(d.view_text("coach") == line);
  d.play_until([&] { return d.session().last_human_move().has_value(); });
  CHECK(d.view_text("coach").empty());
}

TEST_CASE("app: the setup's rows stay put when a seat becomes a person", "[app]") {
  for (const Vec2 canvas : {Vec2{320, 568}, Vec2{390, 844}, Vec2{844, 390}, Vec2{1280, 800}}) {
    Driver d(canvas);
    REQUIRE(d.click("button:play"));
    for (std::size_t game = 0; game < available_games().size(); ++game) {
      INFO(canvas.x << "x" << canvas.y << ", game " << game);
      for (int i = 0; i < 40 && !d.has("game:" + std::to_string(game)); ++i) d.wheel(2);
      REQUIRE(d.click("game:" + std::to_string(game)));
      for (int i = 0; i < 60 && !d.has("seat_kind:1:0"); ++i) d.wheel(-1);
      REQUIRE(d.has("seat_kind:1:0"));
      // Everything down to the seats' last row, as shown before a seat's kind changes.
      const auto seats_and_above = [&] {
        std::vector<Target> shown = d.targets();
        float bottom = 0;
        for (const Target& t : shown)
          if (t.id.rfind("seat_", 0) == 0) bottom = std::max(bottom, t.rect.bottom());
        std::erase_if(shown, [&](const Target& t) { return t.rect.y >= bottom || t.id.rfind("button:", 0) == 0; });
        return shown;
      };
      const auto expect_same = [&](const std::vector<Target>& before) {
        for (const Target& t : before) {
          INFO(t.id);
          const auto now = d.target(t.id);
          REQUIRE(now);
          CHECK(now->rect.x == Approx(t.rect.x));
          CHECK(now->rect.y == Approx(t.rect.y));
          CHECK(now->rect.w == Approx(t.rect.w));
          CHECK(now->rect.h == Approx(t.rect.h));
        }
      };
      const auto before = seats_and_above();
      REQUIRE(d.click("seat_kind:1:0"));  // Person
      REQUIRE(d.view().find("setup")->find("people")->elements()->size() == 2);
      expect_same(before);
      REQUIRE(d.click("seat_kind:1:1"));  // Computer again
      expect_same(before);
    }
  }
}
