// The layout test: the app, in-process and without a window (platform/headless.h), walks
// every screen and every phase of every game, and at each stop draws the frame at six screen
// sizes, with normal and larger text, recording what was drawn (draw.h's Record). It fails
// when, on one layer, two things overlap (text on text, a note on a banner, a button under a
// tip), when two texts side by side on a line are hardly a space apart (two column headings
// read as one word), when a mark (a tile's value, a trump, a "new" tag) covers a pip or a
// card's rank, when a button's label runs to its ends, when text is cut or runs off the
// screen, or when a panel drawn over the table lets it show through. Each fault is reported
// once, with where it was seen.
//
//   layout_walk [--language CODE] [--brief] [--only SUBSTRING] [--dump DIR] [--known FILE]
//
// --language walks the game in that language (a code of po/LINGUAS: its catalogue from the
// build's lang/, as a browser of that language would get it; English without); --brief walks
// every screen and every phase of every game, but each game at one player count rather than at
// every count its presets name (the other languages' walks: their text, not the tables, is what
// differs). --only checks the stops whose name contains SUBSTRING; --dump writes each stop's recorded
// frames as JSON (what was drawn, with rectangles), to look at a fault; --known names the
// faults already found and not yet mended (known_faults.txt, one a line as reported): those
// are listed but do not fail the test, and one no longer seen fails it until it is taken off,
// so the list only shrinks.
//
// The walk plays each game by picking among the player's moves with a seeded generator, the
// computer at level random and no delay, reduced motion on (things rest where they go); a claim
// shown at the table is a stop of its own, ended with a key. The
// menus and the coach's panels open at the first game of each kind, at the player's second
// turn or the first after it with a choice; a wait for the analysis or the hint ends once the
// advice no longer thinks, and an analysis that never comes is reported (STUCK). The brief
// walks used to open Draw's at a decision made by rule and draw 3,000 frames waiting for it
// (36-41 s of CPU each under the sanitizers, now 28-29 s, alone).
// Most of a walk's CPU is drawing its frames; then the expert's thinking: Block's analysis
// (about 5 s) and the round review weighing the player's decisions while the review is shown
// (about 5 s: the test's clock stands still, so each tick thinks its full 8 slices).
#include <algorithm>
#include <cctype>
#include <cfloat>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <map>
#include <memory>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "app/app.h"
#include "core/match.h"
#include "imgui.h"
#include "layout/screen_layout.h"
#include "look/display_options.h"
#include "backends/headless.h"
#include "render/draw.h"
#include "render/fonts.h"
#include "render/ui_frame.h"
#include "session/setup_model.h"

namespace {

using namespace boneyard;
namespace headless = platform::headless;

struct Size {
  const char* name;
  float w, h;
  bool mouse;  // a desktop's mouse: the screens say "click"
  // The canvas the UI lays out, in UI pixels: a large screen's UI grows with it (ui_zoom).
  Vec2 ui() const { return {w / ui_zoom({w, h}), h / ui_zoom({w, h})}; }
};
constexpr Size kSizes[] = {{"320x568", 320, 568, false},    {"390x844", 390, 844, false},
                           {"844x390", 844, 390, false},    {"768x1024", 768, 1024, false},
                           {"1280x800", 1280, 800, true},   {"1920x1080", 1920, 1080, true}};
constexpr const Size& kDrive = kSizes[1];  // the walk clicks at a phone's size

struct TextSize {
  const char* name;
  float scale;
  ImFontAtlas atlas;
  Fonts fonts;
};

// --- The checks -----------------------------------------------------------------------------

constexpr float kSlack = 1.5f;  // pixels two things may share at an edge (anti-aliasing, borders)

bool meets(const Rect& a, const Rect& b) {
  return std::min(a.right(), b.right()) - std::max(a.x, b.x) > kSlack &&
         std::min(a.bottom(), b.bottom()) - std::max(a.y, b.y) > kSlack;
}
bool within(const Rect& inner, const Rect& outer) {
  return inner.x >= outer.x - kSlack && inner.y >= outer.y - kSlack && inner.right() <= outer.right() + kSlack &&
         inner.bottom() <= outer.bottom() + kSlack;
}
Rect clipped(const Rect& r, const Rect& clip) {
  const float x = std::max(r.x, clip.x), y = std::max(r.y, clip.y);
  return {x, y, std::max(0.0f, std::min(r.right(), clip.right()) - x),
          std::max(0.0f, std::min(r.bottom(), clip.bottom()) - y)};
}
bool container(draw::Drawn k) {
  return k == draw::Drawn::Panel || k == draw::Drawn::Control || k == draw::Drawn::Tile || k == draw::Drawn::Slot;
}
const char* kind_name(draw::Drawn k) {
  switch (k) {
    case draw::Drawn::Text: return "text";
    case draw::Drawn::Control: return "button";
    case draw::Drawn::Tile: return "tile";
    case draw::Drawn::Slot: return "slot";
    case draw::Drawn::Panel: return "panel";
    case draw::Drawn::Mark: return "mark";
    case draw::Drawn::Pip:
      return "pip";
  }
  return "?";
}
std::string describe(const draw::DrawnItem& d) {
  std::string s = kind_name(d.kind);
  if (!d.label.empty()) s += " \"" + (d.label.size() > 48 ? d.label.substr(0, 45) + "..." : d.label) + "\"";
  char at[80];
  std::snprintf(at, sizeof at, " [%.0f,%.0f %.0fx%.0f]", d.rect.x, d.rect.y, d.rect.w, d.rect.h);
  return s + at;
}
std::string what(const draw::DrawnItem& d) {  // without the rectangle, numbers or names: the fault's identity
  std::string s = kind_name(d.kind);
  if (d.label.empty()) return s;
  std::string label;
  std::string cut = d.label.substr(0, 24);
  while (!cut.empty() && (static_cast<unsigned char>(cut.back()) & 0xC0) == 0x80) cut.pop_back();  // whole characters
  if (!cut.empty() && (static_cast<unsigned char>(cut.back()) & 0x80)) cut.pop_back();
  for (char c : cut) {
    if (std::isdigit(static_cast<unsigned char>(c))) {
      if (label.empty() || label.back() != '#') label += '#';
    } else {
      label += c;
    }
  }
  return s + " \"" + label + "\"";
}

struct Fault {
  std::string key;     // what, without where: reported once
  std::string detail;  // with rectangles
};

// Two texts side by side on one line hardly a space apart (a third of their height, 4 px at
// least): they read as one ("Pointstricks", "Pips Round" over two columns).
bool touch_on_a_line(const Rect& a, const Rect& b) {
  const float h = std::min(a.h, b.h);
  const float across = std::min(a.bottom(), b.bottom()) - std::max(a.y, b.y);
  const float gap = std::max(a.x, b.x) - std::min(a.right(), b.right());
  return across > 0.5f * h && gap < std::max(4.0f, 0.35f * h);
}
// A button's label keeps clear of its left and right ends (draw.h kLabelInset): one that runs
// edge to edge ("Main menu" in a button just its width) looks cut off.
bool padded(const Rect& label, const Rect& button) {
  return label.x - button.x >= draw::kLabelInset - 0.5f && button.right() - label.right() >= draw::kLabelInset - 0.5f;
}

// A mark (a tile's value, a trump, a "new" tag) covers nothing printed on a tile: no pip, no
// card's rank or sign (text on a tile), on its layer.
void marks_clear_of_faces(const std::vector<draw::DrawnItem>& items, const std::vector<Rect>& seen,
                          const std::vector<std::size_t>& parent, std::vector<Fault>& faults) {
  for (std::size_t m = 0; m < items.size(); ++m) {
    if (items[m].kind != draw::Drawn::Mark) continue;
    for (std::size_t k = 0; k < items.size(); ++k) {
      const auto& f = items[k];
      const bool printed = f.kind == draw::Drawn::Pip || (f.kind == draw::Drawn::Text && parent[k] < items.size() &&
                                                          items[parent[k]].kind == draw::Drawn::Tile);
      if (!printed || f.layer != items[m].layer || !meets(seen[m], seen[k])) continue;
      faults.push_back({"a mark covers a pip: " + what(items[m]), describe(items[m]) + " over " + describe(f)});
      break;
    }
  }
}

// The faults in one frame's drawing on a `canvas`. Each thing drawn lies on the latest
// container drawn before it on its layer that holds it whole (a button's label on the button,
// a row on its panel, a card's rank on its tile), or on the screen; things on the same one may
// not overlap (what overlaps inside two different ones shows as their containers overlapping).
std::vector<Fault> check(const std::vector<draw::DrawnItem>& items, Vec2 canvas) {
  std::vector<Fault> faults;
  const Rect screen{0, 0, canvas.x, canvas.y};
  const std::size_t n = items.size();
  std::vector<Rect> seen(n);
  for (std::size_t i = 0; i < n; ++i) seen[i] = clipped(items[i].rect, items[i].clip);
  auto visible = [&](std::size_t i) { return seen[i].w > kSlack && seen[i].h > kSlack; };
  constexpr std::size_t kScreen = static_cast<std::size_t>(-1);
  std::vector<std::size_t> parent(n, kScreen);
  for (std::size_t j = 0; j < n; ++j)
    for (std::size_t i = j; i-- > 0;)
      if (items[i].kind != draw::Drawn::Pip && items[i].layer == items[j].layer && visible(i) &&
          within(seen[j], seen[i]) &&
          (container(items[i].kind) || (items[i].kind == draw::Drawn::Mark && items[j].kind == draw::Drawn::Text))) {
        parent[j] = i;
        break;
      }
  marks_clear_of_faces(items, seen, parent, faults);
  for (std::size_t i = 0; i < n; ++i) {
    const auto& a = items[i];
    if (!visible(i) || a.kind == draw::Drawn::Pip) continue;
    const bool full_clip = within(screen, a.clip);  // not in a scrolling list
    if (full_clip && !within(a.rect, screen) && a.kind != draw::Drawn::Panel)
      faults.push_back({"off the screen: " + what(a), describe(a)});
    if (a.kind == draw::Drawn::Text && a.overflows)
      faults.push_back({"does not fit its box: " + what(a), describe(a)});
    if (a.kind == draw::Drawn::Text && parent[i] != kScreen && items[parent[i]].kind == draw::Drawn::Control &&
        !padded(seen[i], seen[parent[i]]))
      faults.push_back({"fills its button: " + what(a), describe(a) + " in " + describe(items[parent[i]])});
    for (std::size_t j = i + 1; j < n; ++j) {
      const auto& b = items[j];
      if (!visible(j) || b.kind == draw::Drawn::Pip) continue;
      if (a.kind == draw::Drawn::Text && b.kind == draw::Drawn::Text && a.layer == b.layer && parent[i] == parent[j] &&
          !meets(seen[i], seen[j]) && touch_on_a_line(seen[i], seen[j])) {
        faults.push_back({what(b) + " touches " + what(a), describe(b) + " touches " + describe(a)});
        continue;
      }
      if (!meets(seen[i], seen[j])) continue;
      if (b.layer > a.layer) {  // drawn over it: only a see-through panel is wrong
        if (b.kind == draw::Drawn::Panel && !b.opaque && parent[j] == kScreen)
          faults.push_back({"see-through panel over " + what(a), describe(b) + " over " + describe(a)});
        continue;
      }
      if (b.layer != a.layer || parent[i] != parent[j]) continue;
      if ((a.kind == draw::Drawn::Mark) != (b.kind == draw::Drawn::Mark) && a.kind != draw::Drawn::Text &&
          b.kind != draw::Drawn::Text)
        continue;  // a badge on a tile or a plate's corner
      if (a.kind == draw::Drawn::Tile && b.kind == draw::Drawn::Tile && a.label == "back" && b.label == "back")
        continue;  // a hand face down, fanned
      faults.push_back({what(b) + " overlaps " + what(a), describe(b) + " overlaps " + describe(a)});
    }
  }
  // The line: a tile touches its neighbours along it and no other (a 4-4 against a 6-4 reads as
  // a join that is not there).
  auto line_place = [](const draw::DrawnItem& d) {
    return d.kind == draw::Drawn::Tile && d.label.rfind("line:", 0) == 0 ? std::stoi(d.label.substr(5)) : -1;
  };
  for (std::size_t i = 0; i < n; ++i) {
    const int a = line_place(items[i]);
    if (a < 0) continue;
    for (std::size_t j = i + 1; j < n; ++j) {
      const int b = line_place(items[j]);
      if (b >= 0 && std::abs(a - b) > 1 && items[i].rect.inset(-1).overlaps(items[j].rect))
        faults.push_back(
            {"a line tile touches one it does not join", describe(items[j]) + " and " + describe(items[i])});
    }
  }
  return faults;
}

std::string json_escape(const std::string& s) {
  std::string out;
  for (char c : s) {
    if (c == '"' || c == '\\') out += '\\';
    if (static_cast<unsigned char>(c) < 0x20) continue;
    out += c;
  }
  return out;
}

// --- The walker -----------------------------------------------------------------------------

class Walker {
 public:
  Walker(std::string only, std::string dump, const std::string& language, bool brief)
      : brief_(brief), only_(std::move(only)), dump_(std::move(dump)) {
    ImGuiIO& io = ImGui::GetIO();
    io.IniFilename = nullptr;
    io.LogFilename = nullptr;
    texts_.push_back(std::make_unique<TextSize>());
    texts_.back()->name = "normal text";
    texts_.back()->scale = 1;
    texts_.push_back(std::make_unique<TextSize>());
    texts_.back()->name = "larger text";
    texts_.back()->scale = kLargeTextScale;
    own_atlas_ = io.Fonts;
    for (auto& t : texts_) {
      io.Fonts = &t->atlas;
      update_fonts(t->fonts, 1, t->scale);
    }
    headless::set_reduced_motion(true);
    if (!language.empty()) headless::set_languages({language});
    app_ = std::make_unique<App>();
    if (!language.empty() && app_->language() != language)
      stuck_.push_back("the game did not take the language " + language + " (it speaks " + app_->language() + ")");
  }
  ~Walker() { ImGui::GetIO().Fonts = own_atlas_; }

  void walk();
  void seat_kinds_fit();
  int report(const std::set<std::string>& known) const;

 private:
  // One frame of the app at `size` with `text`; what it drew.
  std::vector<draw::DrawnItem> frame(const Size& size, TextSize& text, double step_ms = 16) {
    ImGuiIO& io = ImGui::GetIO();
    io.Fonts = &text.atlas;
    io.FontDefault = text.fonts.regular;
    io.FontGlobalScale = 1;
    const Vec2 canvas = size.ui();
    io.DisplaySize = ImVec2(canvas.x, canvas.y);
    io.DeltaTime = std::max(0.001f, static_cast<float>(step_ms / 1000));
    headless::set_mouse(size.mouse);
    now_ += step_ms;
    headless::set_now(now_);
    app_->tick(now_, true);
    (void)record_.take();
    ImGui::NewFrame();
    ui_.begin(canvas, {0, 0, canvas.x, canvas.y}, now_, ui_zoom({size.w, size.h}));
    app_->frame(ui_, text.fonts);
    ui_.end();
    ImGui::Render();
    return record_.take();
  }
  void drive(double step_ms = 16) {
    ++drives_;
    (void)frame(kDrive, *texts_[0], step_ms);
  }

  bool wanted(const std::string& stop) const { return only_.empty() || stop.find(only_) != std::string::npos; }

  // Draws the screen as it is at every size and text size and checks each frame.
  void stop(const std::string& name) {
    if (!wanted(name)) return;
    ++stops_;
    std::string json;
    for (auto& text : texts_)
      for (const Size& size : kSizes) {
        const auto items = frame(size, *text, 0);
        ++frames_;
        const std::string where = name + " at " + size.name + ", " + text->name;
        for (const auto& f : check(items, size.ui())) note(f, where);
        if (!dump_.empty()) json += dump_json(where, items) + ",\n";
      }
    drive(0);  // back to the size the walk clicks at
    if (!dump_.empty()) {
      std::string file = name;
      for (char& c : file)
        if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
      std::ofstream(dump_ + "/" + file + ".json") << "[\n" << json << "{}]\n";
    }
  }
  // A screen whose list scrolls (setup, How to play): each size scrolled from top to bottom.
  void scrolling_stop(const std::string& name) {
    if (!wanted(name)) return;
    ++stops_;
    ImGuiIO& io = ImGui::GetIO();
    for (auto& text : texts_)
      for (const Size& size : kSizes) {
        io.AddMousePosEvent(size.ui().x / 2, size.ui().y / 2);
        std::string last;
        for (int step = 0; step < 60; ++step) {
          const auto items = frame(size, *text, 0);
          ++frames_;
          std::string sig;
          for (const auto& d : items) sig += d.label + std::to_string(static_cast<int>(d.rect.y)) + ";";
          if (sig == last) break;  // at the bottom
          last = sig;
          const std::string where = name + " at " + size.name + ", " + text->name + ", scrolled " +
                                    std::to_string(step);
          for (const auto& f : check(items, size.ui())) note(f, where);
          io.AddMouseWheelEvent(0, -2);  // two wheel steps down
        }
        io.AddMouseWheelEvent(0, 1000);  // back to the top
        (void)frame(size, *text, 0);
        (void)frame(size, *text, 0);
        io.AddMousePosEvent(-FLT_MAX, -FLT_MAX);
      }
    drive(0);
  }

  std::string dump_json(const std::string& where, const std::vector<draw::DrawnItem>& items) const {
    std::string s = "{\"where\":\"" + json_escape(where) + "\",\"items\":[";
    for (std::size_t i = 0; i < items.size(); ++i) {
      const auto& d = items[i];
      char buf[200];
      std::snprintf(buf, sizeof buf, "%s{\"kind\":\"%s\",\"layer\":%d,\"x\":%.1f,\"y\":%.1f,\"w\":%.1f,\"h\":%.1f,",
                    i ? "," : "", kind_name(d.kind), d.layer, d.rect.x, d.rect.y, d.rect.w, d.rect.h);
      s += buf;
      s += "\"opaque\":" + std::string(d.opaque ? "true" : "false") + ",\"label\":\"" + json_escape(d.label) + "\"}";
    }
    return s + "]}";
  }

  void note(const Fault& f, const std::string& where) {
    auto& seen = faults_[f.key];
    if (seen.size() < 3) seen.push_back(where + ": " + f.detail);
    ++fault_count_;
  }

  // --- Input ---
  std::vector<Target> targets() const { return app_->targets(); }
  std::optional<Target> find(const std::string& prefix) const {
    for (const auto& t : targets())
      if (t.id.compare(0, prefix.size(), prefix) == 0) return t;
    return std::nullopt;
  }
  bool click(const std::string& prefix) {
    const auto t = find(prefix);
    if (!t) return false;
    ImGuiIO& io = ImGui::GetIO();
    const Vec2 c = t->rect.center();
    io.AddMousePosEvent(c.x, c.y);
    drive();
    io.AddMouseButtonEvent(0, true);
    drive();
    io.AddMouseButtonEvent(0, false);
    drive();
    io.AddMousePosEvent(-FLT_MAX, -FLT_MAX);
    drive();
    return true;
  }
  void key(ImGuiKey k) {
    ImGuiIO& io = ImGui::GetIO();
    io.AddKeyEvent(k, true);
    drive();
    io.AddKeyEvent(k, false);
    drive();
  }
  // The player has a decision to make (or the round is over, or the device is to be handed on).
  bool players_turn() const {
    return app_->screen() != "table" || !app_->session().human_moves().empty() || claim_shown();
  }
  // A claim is shown at the table, waiting for a tap or a key (or its time) before the summary.
  bool claim_shown() const { return app_->screen() == "table" && app_->session().claim_showing(now_); }
  // A search that changes the table is going on: a bot's, the hint's, the checker's, the review's
  // (the expert's own play of today's deal goes on beside the table: not waited for).
  bool busy() const {
    const Session& s = app_->session();
    return s.thinking() || s.advice_pending() || s.checking() || s.review_pending() > 0;
  }
  // The bots move until the player has something to do; false if that never comes.
  bool settle() {
    for (int i = 0; i < 4000; ++i) {
      if (players_turn() && !busy()) {
        drive();
        if (players_turn()) return true;
      }
      now_ += 100;  // the clock alone: bots move in tick(), no frame needed
      headless::set_now(now_);
      app_->tick(now_, false);
    }
    return false;
  }
  // Waits (frames, the clock moving) until `ready` says so; false if it never does.
  template <class Ready>
  bool await(Ready ready, int frames = 3000) {
    for (int i = 0; i < frames; ++i) {
      if (ready()) return true;
      drive(50);
    }
    return false;
  }

  void open_link(const std::string& hash) {
    headless::give_link(hash);
    drive();
    if (app_->screen() == "confirm") {
      stop("confirm (replace the match)");
      click("button:replace");
    }
  }
  // `turns`: a stop at each of the player's turns (else only at the summary).
  void play_game(const std::string& label, const std::string& hash, bool extras, bool to_match_end,
                 bool check_plays = false, bool turns = true);
  void move(const std::string& label);  // one of the player's moves, picked at random

  bool brief_ = false;  // one player count a game
  std::string only_, dump_;
  std::vector<std::unique_ptr<TextSize>> texts_;
  ImFontAtlas* own_atlas_ = nullptr;  // the context's, given back before it goes
  std::unique_ptr<App> app_;
  UiFrame ui_;
  draw::Record record_;
  double now_ = 1000;
  std::mt19937 rng_{20261127};
  int stops_ = 0, frames_ = 0, drives_ = 0, fault_count_ = 0;
  std::map<std::string, std::vector<std::string>> faults_;
  std::vector<std::string> stuck_;  // walks that could not go on
};

// What the player may click to move: decisions, not the table's tools.
bool is_move(const std::string& id) {
  static const char* kMoves[] = {"hand:", "end:", "bid:", "trump:", "widow:", "lead:", "choice:", "pass:",
                                 "move:", "moon:", "button:draw", "button:pass"};
  for (const char* m : kMoves)
    if (id.compare(0, std::strlen(m), m) == 0) return true;
  return false;
}

void Walker::move(const std::string& label) {
  std::vector<Target> moves;
  for (const auto& t : targets())
    if (is_move(t.id)) moves.push_back(t);
  if (moves.empty()) {
    stuck_.push_back(label + ": nothing to click on the player's turn");
    drive(100);
    return;
  }
  click(moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(rng_)].id);
}

void Walker::play_game(const std::string& label, const std::string& hash, bool extras, bool to_match_end,
                       bool check_plays, bool turns) {
  open_link(hash);
  bool extras_done = !extras;
  if (check_plays) {  // the menu's "Check my plays": a note after each of the player's moves
    settle();
    if (!click("button:menu") || !click("menu:check")) stuck_.push_back(label + ": no Check my plays in the menu");
    key(ImGuiKey_Escape);
  }
  for (int step = 0; step < 400; ++step) {
    if (!settle()) {
      stuck_.push_back(label + ": the bots never gave the player a turn");
      return;
    }
    if (claim_shown()) {
      stop(label + ": a claim at the table");
      key(ImGuiKey_Space);  // any key goes on
      if (claim_shown()) stuck_.push_back(label + ": a key did not end the claim's showing");
      continue;
    }
    const std::string screen = app_->screen();
    if (screen == "cover") {
      stop(label + ": pass-and-play cover");
      click("button:ready");
      continue;
    }
    if (screen == "round_over" || screen == "match_over") {
      stop(label + ": " + (screen == "round_over" ? "round summary" : "match end"));
      if (extras && screen == "round_over") {
        if (click("button:menu")) {  // live over the summary (drawn over its dimmed table)
          stop(label + ": menu over the round summary");
          key(ImGuiKey_Escape);
        }
        if (click("button:show_table")) {
          stop(label + ": the table under the summary");
          click("button:back_to_summary");
        }
        if (click("button:review")) {
          stop(label + ": review, start");
          for (int i = 0; i < 5; ++i) click("review:next");
          stop(label + ": review, a few moves in");
          click("review:close");
        }
      }
      if (screen == "match_over" || !to_match_end) return;
      click("button:next_round");
      continue;
    }
    if (turns) stop(label + ": the player's turn " + std::to_string(step));
    // The menus and the coach's panels at the player's second turn or a later one that has a
    // choice: a decision made by rule (a single move, a draw) has no analysis to show.
    if (!extras_done && step >= 1 && app_->session().human_moves().size() >= 2) {
      extras_done = true;
      if (click("button:menu")) {
        stop(label + ": menu");
        key(ImGuiKey_Escape);
      }
      if (click("button:menu") && click("menu:score_sheet")) {
        stop(label + ": score sheet");
        click("button:close_sheet");
      }
      if (click("button:menu") && click("menu:tracker")) {
        stop(label + ": tracker");
        click("button:close_panel");
      }
      if (click("button:menu") && click("menu:analysis")) {
        stop(label + ": analysis, thinking");
        if (await([&] { return app_->session().analysis().has_value() || !app_->session().advice_pending(); }) &&
            app_->session().analysis().has_value())
          stop(label + ": analysis");
        else
          stuck_.push_back(label + ": the analysis never came");
        click("button:close_panel");
      }
      if (click("button:hint")) {
        await([&] { return app_->session().hint().has_value() || !app_->session().advice_pending(); });
        stop(label + ": hint");
      }
      if (click("button:last_trick")) {
        stop(label + ": last trick");
        click("button:last_trick");
      }
      if (app_->screen() != "table") stuck_.push_back(label + ": a panel did not close");
    }
    move(label);
  }
  stuck_.push_back(label + ": the round did not end in 400 decisions");
}

void Walker::walk() {
  drive();
  stop("title, first visit");
  if (click("button:stats")) {
    stop("statistics");
    click("button:stats_back");
  }
  if (click("button:daily")) {
    stop("today's deal");
    click("button:daily_back");
  }
  if (click("button:display")) {
    stop("display options");
    click("button:display_back");
  }
  seat_kinds_fit();
  // The setup screen and How to play, for each game.
  if (click("button:play")) {
    for (int g = 0; g < static_cast<int>(available_games().size()); ++g) {
      const std::string game(available_games()[static_cast<std::size_t>(g)]->id());
      click("game:" + std::to_string(g));
      scrolling_stop("setup, " + game);
      if (click("button:how_to_play")) {
        scrolling_stop("how to play, " + game);
        click("button:back_rules");
      }
    }
    click("button:back");
  }
  // Every game at every player count its presets name, one round each; the first with the
  // menus and the coach's panels, and one played to the end of the match.
  std::set<std::string> walked;
  for (const GameInfo* game : available_games()) {
    bool first = true;
    for (const Preset& preset : game->presets()) {
      std::string hash = "#game=" + std::string(game->id());
      for (const auto& [name, value] : preset.options) hash += "&" + name + "=" + value;
      std::string label = std::string(game->id());
      for (const auto& [name, value] : preset.options) label += " " + name + "=" + value;
      if (!walked.insert(hash).second || (brief_ && !first)) continue;
      play_game(label, hash + "&seed=7&level=random&delay=0", first, false);
      first = false;
    }
    const std::string id(game->id());
    play_game(id + " to the match's end", "#game=" + id + "&target=1&seed=3&level=random&delay=0", false, true);
  }
  // Check my plays: its notes over the table.
  play_game("whist checked", "#game=whist&players=4&seed=11&level=random&delay=0", false, false, true);
  // Today's deal: its summary's words and buttons (Copy result, Review, Main menu).
  play_game("block, today's deal", "#game=block&daily=2026-11-27&delay=0", false, false, false, false);
  // The longest names a seat may have (12 characters, of the widest letters) on every plate.
  for (const std::string game : {"hearts", "block"}) {
    open_link("#game=" + game + "&players=4&names=WWWWWWWWWWWW,Bartholomews,MMMMMMMMMMMM,Wilhelminaaa&seed=7&level=random&delay=0");
    if (settle()) stop(game + ", the longest names");
  }
  // Pass-and-play: the cover between two people.
  play_game("block pass-and-play", "#game=block&players=2&humans=0,1&seed=5&level=random&delay=0", false, false);
  // The title with a match to continue (the pass-and-play round has ended: the next one first).
  click("button:next_round");
  click("button:ready");
  click("button:menu");
  click("menu:main_menu");
  if (app_->screen() != "title") stuck_.push_back("no way back to the title: on " + app_->screen());
  stop("title, a match in progress");
  // The setup after pass-and-play: the seats carried over (said, with Reset seats), and a
  // seat's name being typed in its field.
  if (click("button:play")) {
    scrolling_stop("setup, seats carried over");
    ImGuiIO& io = ImGui::GetIO();
    io.AddMousePosEvent(kDrive.w / 2, kDrive.h / 2);
    for (int step = 0; step < 30 && !find("seat_name:1"); ++step) {
      io.AddMouseWheelEvent(0, -1);
      drive();
    }
    if (click("seat_name:1")) {
      stop("setup, a seat's name being typed");
      key(ImGuiKey_Escape);
    } else {
      stuck_.push_back("setup: no seat's name to tap");
    }
    click("button:back");
  }
}

// Friends online are not offered here (platform/no_online.cpp), so the setup never draws a
// seat's third kind: measured instead, Person, Computer and Friend fit one row (layout_seat_row,
// layout_choices: what the setup draws), beside the seat's name or under it, at every size and
// text size; but on the narrowest phone (320 px), where they need more than the whole column
// and take two rows.
void Walker::seat_kinds_fit() {
  const std::string name = "setup, a seat's kinds with friends online";
  if (!wanted(name)) return;
  ++stops_;
  SetupModel model;
  model.set_online(true);
  const auto labels = model.kind_labels();
  const int count = static_cast<int>(labels.size());
  for (auto& text : texts_) {
    ImGui::GetIO().Fonts = &text->atlas;
    draw::set_look({text->fonts.text_scale > 0 ? text->fonts.text_scale : 1.0f});
    float widest = 0;
    std::vector<float> label_w;
    for (const auto& label : labels) {
      label_w.push_back(draw::measure(text->fonts.bold, 15, label).x);
      widest = std::max(widest, label_w.back());
    }
    for (const Size& size : kSizes) {
      const float column_w = layout_setup(size.ui()).column_w;
      const SeatRowLayout row = layout_seat_row(0, column_w, choices_width(widest, count));
      const int per_row = layout_choices(row.kinds_w, label_w).per_row;
      const bool cannot = size.w <= 320 && layout_choices(column_w, label_w).per_row < count;
      if (per_row < count && !cannot)
        note({"setup: a seat's kinds (Person, Computer, Friend) take more than one row",
              std::to_string(per_row) + " a row in " + std::to_string(row.kinds_w) + " px, the widest label " +
                  std::to_string(widest) + " px"},
             name + " at " + size.name + ", " + text->name);
    }
  }
}

int Walker::report(const std::set<std::string>& known) const {
  std::printf("layout walk: %d stops, %d frames drawn and checked, %d to walk\n", stops_, frames_, drives_);
  for (const auto& s : stuck_) std::printf("STUCK %s\n", s.c_str());
  int fresh = 0, fixed = 0;
  for (const auto& [key, wheres] : faults_) {
    const bool listed = known.count(key) > 0;
    fresh += !listed;
    std::printf("%s %s\n", listed ? "KNOWN" : "FAULT", key.c_str());
    for (const auto& w : wheres) std::printf("    %s\n", w.c_str());
  }
  if (only_.empty() && !brief_)  // a shorter walk need not meet every known fault
    for (const auto& key : known)
      if (!faults_.count(key)) {
        std::printf("FIXED %s (no longer seen: take it off the known faults)\n", key.c_str());
        ++fixed;
      }
  std::printf("%zu distinct faults (%d in all): %d new, %zu known; %d known faults no longer seen\n", faults_.size(),
              fault_count_, fresh, faults_.size() - static_cast<std::size_t>(fresh), fixed);
  return fresh == 0 && fixed == 0 && stuck_.empty() ? 0 : 1;
}

}  // namespace

int main(int argc, char** argv) {
  std::string only, dump, language;
  bool brief = false;
  std::set<std::string> known;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--only" && i + 1 < argc) {
      only = argv[++i];
    } else if (a == "--language" && i + 1 < argc) {
      language = argv[++i];
    } else if (a == "--brief") {
      brief = true;
    } else if (a == "--dump" && i + 1 < argc) {
      dump = argv[++i];
    } else if (a == "--known" && i + 1 < argc) {
      std::ifstream in(argv[++i]);
      if (!in) {
        std::fprintf(stderr, "layout_walk: cannot read %s\n", argv[i]);
        return 2;
      }
      for (std::string line; std::getline(in, line);)
        if (!line.empty() && line[0] != '#') known.insert(line);
    } else {
      std::fprintf(stderr,
                   "usage: layout_walk [--language CODE] [--brief] [--only SUBSTRING] [--dump DIR] [--known FILE]\n");
      return 2;
    }
  }
  ImGui::CreateContext();
  int status = 0;
  {
    Walker walker(only, dump, language, brief);
    walker.walk();
    status = walker.report(known);
  }
  ImGui::DestroyContext();
  return status;
}
