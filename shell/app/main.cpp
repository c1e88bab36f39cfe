// Boneyard's main: the same in the browser (boneyard.js + .wasm) and on the desktop
// (boneyard-desktop). SDL2 (platform/) gives the window, its OpenGL ES 3 / WebGL 2 context,
// input and the frame loop; Dear ImGui lays out the screens; render/gl.cpp draws them.
//
// Each display refresh: read the window's size and pixel ratio (fonts are rebuilt when the
// ratio changes) and hand the player's input to ImGui; then, only when a frame is due
// (FramePacer: input, a display change, or what the last frame asked for), let the app draw
// the current screen into one full-screen ImGui window, render and show it. Skipped refreshes
// keep the last picture. ImGui works in CSS (window) pixels (DisplaySize) and renders at the
// device resolution (DisplayFramebufferScale).
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "app/app.h"
#include "imgui.h"
#include "imgui_internal.h"  // the input ImGui has not taken yet (ImGuiContext::InputEventsQueue)
#include "app/pacer.h"
#include "platform/platform.h"
#include "render/gl.h"

namespace {

namespace platform = boneyard::platform;

struct Runtime {
  boneyard::Fonts fonts;
  boneyard::FramePacer pacer;
  platform::Display last_display;
  // For the browser tests (boneyardTest.progress()): input events fed to ImGui, frames drawn.
  std::uint64_t consumed = 0, frames = 0;
};

void frame(Runtime& rt, boneyard::App& app, boneyard::Ui& ui) {
  const platform::Display display = platform::sync_display();
  bool input = !(display == rt.last_display) || platform::wants_frame();
  rt.last_display = display;
  if (boneyard::update_fonts(rt.fonts, display.dpr, app.text_scale())) {
    input = true;
    boneyard::gl::upload_fonts(*ImGui::GetIO().Fonts);
  }
  // The UI lives in the safe area (clear of notches and home bars): pointer positions move
  // into its coordinates as they are handed to ImGui, and the drawn frame moves back out below
  // (DisplayPos). Input always makes a frame due (FramePacer), so what ImGui is handed here is
  // taken by the frame drawn below.
  const boneyard::Rect safe{display.safe_left, display.safe_top,
                            std::max(1.0f, display.width - display.safe_left - display.safe_right),
                            std::max(1.0f, display.height - display.safe_top - display.safe_bottom)};
  const int dx = static_cast<int>(std::lround(safe.x)), dy = static_cast<int>(std::lround(safe.y));
  const platform::InputTaken taken = platform::take_input(dx, dy);
  if (taken.quit) return;
  if (taken.gesture) app.user_gesture();  // sound may start
  input |= taken.events > 0 || taken.window || platform::link_waiting();
  const double now = platform::now_ms();
  if (input) ui.input_seen(now);
  // Every refresh moves the game on (bots, searches, sounds); a frame is drawn when that
  // changed what the screen shows, or the pacer says one is due.
  const bool changed = app.tick(now);
  if (!rt.pacer.due(now, input) && !changed) return;
  rt.consumed += taken.events;

  platform::begin_frame();
  ImGuiIO& io = ImGui::GetIO();
  io.DisplaySize = ImVec2(display.width, display.height);
  io.DisplayFramebufferScale = ImVec2(display.dpr, display.dpr);
  ImGui::NewFrame();

  ui.begin({display.width, display.height}, safe, now);
  app.frame(ui, rt.fonts);
  ui.end();
  // ImGui keeps a release that came with its press for the next frame (it trickles input).
  rt.pacer.drawn(ui.next_frame_at(), !ImGui::GetCurrentContext()->InputEventsQueue.empty());
  platform::set_pointer_cursor(ui.over_clickable());

  ImGui::Render();
  ImGui::GetDrawData()->DisplayPos = ImVec2(static_cast<float>(-dx), static_cast<float>(-dy));
  boneyard::gl::render(*ImGui::GetDrawData());
  platform::present();
  ++rt.frames;
}

// How far the frames have got with the page's input, for the browser tests: once `consumed`
// equals `received` and `settling` is 0, every event the page sent has been fed to ImGui and
// the frames after it (until ImGui has taken it all, and one more: FramePacer) are
// drawn: what the test hook reports is the input's effect. `next_ms`: how soon the last frame
// asked for the next one (-1: not until input), and `busy`: a search works on between frames
// (App::tick), so a test can tell a still picture.
std::string progress_json(const Runtime& rt, const boneyard::App& app) {
  const double next = rt.pacer.next_at();
  const long long next_ms = std::isfinite(next) ? std::max(0LL, std::llround(next - platform::now_ms())) : -1;
  return "{\"received\":" + std::to_string(platform::input_received()) + ",\"consumed\":" +
         std::to_string(rt.consumed) + ",\"frame\":" + std::to_string(rt.frames) +
         ",\"settling\":" + std::to_string(rt.pacer.settling()) + ",\"next_ms\":" + std::to_string(next_ms) +
         ",\"busy\":" + (app.searching() ? "true" : "false") + "}";
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
  static boneyard::Ui ui;
  platform::install_test_hook({[] { return app.test_view(); }, [] { return app.test_targets(); },
                               [] { return progress_json(rt, app); }});
  platform::run_main_loop([] { frame(rt, app, ui); });
}
