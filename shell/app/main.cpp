// Boneyard's main: the same in the browser (boneyard.js + .wasm) and on the desktop
// (boneyard-desktop). SDL2 (platform/) gives the window, its OpenGL ES 3 / WebGL 2 context,
// input and the frame loop; Dear ImGui lays out the screens; render/gl.cpp draws them.
//
// Each display refresh: read the window's size and pixel ratio (fonts are rebuilt when the
// ratio changes) and hand the player's input to ImGui; then, only when a frame is due
// (FramePacer: input, a display change, or what the last frame asked for), let the app draw
// the current screen into one full-screen ImGui window, render and show it, unless its picture
// is the one already shown (RepaintCheck). Skipped refreshes and unpainted frames keep the last
// picture. ImGui works in CSS (window) pixels (DisplaySize) and renders at the device
// resolution (DisplayFramebufferScale). While nothing is due, a browser's refreshes stop until
// the next frame is (or at most a tenth of a second), or until input comes (may_wait_ms).
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "app/app.h"
#include "app/pacer.h"
#include "imgui.h"
#include "imgui_internal.h"  // the input ImGui has not taken yet (ImGuiContext::InputEventsQueue)
#include "layout/screen_layout.h"
#include "platform/platform.h"
#include "render/gl.h"
#include "render/repaint.h"

namespace {

namespace platform = boneyard::platform;

struct Runtime {
  boneyard::Fonts fonts;
  boneyard::FramePacer pacer;
  platform::Display last_display;
  boneyard::RepaintCheck repaint;
  std::uint64_t font_uploads = 0;
  // For the browser tests (boneyardTest.progress()): input events fed to ImGui, frames drawn,
  // and of those the ones painted (the rest showed the picture already on the screen).
  std::uint64_t consumed = 0, frames = 0, painted = 0;
  unsigned last_pointer_event = 0;  // the latest pointer position moved into UI pixels (to_ui)
};

// The pointer positions queued for ImGui since the last call (by the SDL2 backend: from SDL's
// events, and on some desktops from the pointer's global position) are in window pixels: each
// moves into the UI's, whose origin is the safe area's corner (`x0`, `y0`) and whose pixel is
// `zoom` window pixels.
void to_ui(Runtime& rt, float x0, float y0, float zoom) {
  for (ImGuiInputEvent& e : ImGui::GetCurrentContext()->InputEventsQueue) {
    if (e.EventId <= rt.last_pointer_event || e.Type != ImGuiInputEventType_MousePos) continue;
    rt.last_pointer_event = e.EventId;
    if (e.MousePos.PosX == -FLT_MAX) continue;  // the pointer left the window
    e.MousePos.PosX = (e.MousePos.PosX - x0) / zoom;
    e.MousePos.PosY = (e.MousePos.PosY - y0) / zoom;
  }
}

// How long the loop may wait for input after a frame before it runs again (0: at the next
// display refresh): until the frame the last one asked for, at most kIdleTickMs (so what the
// game polls between frames, an online table's messages, waits no longer than that), and not at
// all while input settles or a search thinks between frames.
constexpr double kIdleTickMs = 100;
constexpr double kOneRefreshMs = 20;
double may_wait_ms(const Runtime& rt, const boneyard::App& app) {
  if (rt.pacer.settling() > 0 || app.searching() || !ImGui::GetCurrentContext()->InputEventsQueue.empty()) return 0;
  const double until = rt.pacer.next_at() - platform::now_ms();  // +infinity: not until input
  return until < kOneRefreshMs ? 0 : std::min(until, kIdleTickMs);
}

// One refresh; returns how long the loop may wait for input before the next (may_wait_ms).
double frame(Runtime& rt, boneyard::App& app, boneyard::UiFrame& ui) {
  const platform::Display display = platform::sync_display();
  bool input = !(display == rt.last_display) || platform::wants_frame();
  rt.last_display = display;
  // The screen's picture may be gone or wanted (a resized canvas is cleared; a screenshot
  // reads the frame it paints): the next frame is painted whatever it holds.
  if (input) rt.repaint.forget();
  // The UI lives in the safe area (clear of notches and home bars) and, on a large screen,
  // grows with it (ui_zoom): ImGui works in UI pixels, `zoom` CSS pixels each. Pointer
  // positions move into the UI's coordinates before ImGui takes them (to_ui), and the drawn
  // frame moves back out below (DisplayPos, DisplayFramebufferScale). Input always makes a
  // frame due (FramePacer), so what ImGui is handed here is taken by the frame drawn below.
  const boneyard::Rect safe_css{display.safe_left, display.safe_top,
                                std::max(1.0f, display.width - display.safe_left - display.safe_right),
                                std::max(1.0f, display.height - display.safe_top - display.safe_bottom)};
  const float zoom = boneyard::ui_zoom({safe_css.w, safe_css.h});
  const boneyard::Rect safe{safe_css.x / zoom, safe_css.y / zoom, safe_css.w / zoom, safe_css.h / zoom};
  if (boneyard::update_fonts(rt.fonts, display.dpr * zoom, app.text_scale())) {
    input = true;
    boneyard::gl::upload_fonts(*ImGui::GetIO().Fonts);
    ++rt.font_uploads;
  }
  const platform::InputTaken taken = platform::take_input();
  if (taken.quit) return 0;
  if (taken.gesture) app.user_gesture();  // sound may start
  if (taken.window) rt.repaint.forget();  // shown, uncovered, resized: paint it afresh
  input |= taken.events > 0 || taken.window || platform::link_waiting();
  const double now = platform::now_ms();
  if (input) ui.input_seen(now);
  // Every refresh moves the game on (bots, searches, sounds); a frame is drawn when that
  // changed what the screen shows, or the pacer says one is due.
  const bool due = rt.pacer.due(now, input);
  const bool changed = app.tick(now, due);
  if (!due && !changed) return may_wait_ms(rt, app);
  rt.consumed += taken.events;

  platform::begin_frame();
  to_ui(rt, safe_css.x, safe_css.y, zoom);
  ImGuiIO& io = ImGui::GetIO();
  io.DisplaySize = ImVec2(display.width / zoom, display.height / zoom);
  io.DisplayFramebufferScale = ImVec2(display.dpr * zoom, display.dpr * zoom);
  ImGui::NewFrame();

  ui.begin({display.width / zoom, display.height / zoom}, safe, now, zoom);
  app.frame(ui, rt.fonts);
  ui.end();
  // ImGui keeps a release that came with its press for the next frame (it trickles input).
  rt.pacer.drawn(ui.next_frame_at(), !ImGui::GetCurrentContext()->InputEventsQueue.empty());
  platform::set_pointer_cursor(ui.over_clickable());

  ImGui::Render();
  ImDrawData& drawn = *ImGui::GetDrawData();
  drawn.DisplayPos = ImVec2(-safe.x, -safe.y);
  ++rt.frames;
  if (rt.repaint.differs(drawn, rt.font_uploads)) {
    boneyard::gl::render(drawn);
    platform::present();
    ++rt.painted;
  }
  return may_wait_ms(rt, app);
}

// How far the frames have got with the page's input, for the browser tests: once `consumed`
// equals `received` and `settling` is 0, every event the page sent has been fed to ImGui and
// the frames after it (until ImGui has taken it all, and one more: FramePacer) are
// drawn: what the test hook reports is the input's effect. `next_ms`: how soon the last frame
// asked for the next one (-1: not until input), and `busy`: a search works on between frames
// (App::tick), so a test can tell a still picture. `painted`: the frames painted of those
// drawn (RepaintCheck). `refreshes`: the display refreshes the game ran at, and `waiting`:
// whether it waits for input or a timer instead (may_wait_ms).
std::string progress_json(const Runtime& rt, const boneyard::App& app) {
  const double next = rt.pacer.next_at();
  const long long next_ms = std::isfinite(next) ? std::max(0LL, std::llround(next - platform::now_ms())) : -1;
  return "{\"received\":" + std::to_string(platform::input_received()) +
         ",\"consumed\":" + std::to_string(rt.consumed) + ",\"frame\":" + std::to_string(rt.frames) +
         ",\"painted\":" + std::to_string(rt.painted) + ",\"settling\":" + std::to_string(rt.pacer.settling()) +
         ",\"next_ms\":" + std::to_string(next_ms) + ",\"busy\":" + (app.searching() ? "true" : "false") +
         ",\"refreshes\":" + std::to_string(platform::refreshes_taken()) +
         ",\"waiting\":" + (platform::waiting_for_input() ? "true" : "false") + "}";
}

}  // namespace

int main(int argc, char** argv) {
  static Runtime rt;
  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;  // nothing to save: the layout is ours
  io.LogFilename = nullptr;
  ImGui::GetStyle().AntiAliasedLinesUseTex = false;  // crisp thin lines when scaled
  if (!platform::start(argc, argv)) return 1;
  boneyard::gl::init();

  static boneyard::App app;
  static boneyard::UiFrame ui;
  platform::install_test_hook({[] { return app.test_view(); }, [] { return app.test_targets(); },
                               [] { return progress_json(rt, app); }});
  platform::run_main_loop([] { return frame(rt, app, ui); });
}
