// Boneyard in the browser: the canvas's WebGL2 context, Dear ImGui (drawn by render/gl.cpp),
// and the frame loop.
//
// Each display refresh: size the canvas for its CSS size and the device pixel ratio (fonts
// are rebuilt when the ratio changes) and collect the player's input; then, only when a frame
// is due (FramePacer: input, a display change, or what the last frame asked for), feed the
// input to ImGui, let the app draw the current screen into one full-screen ImGui window, and
// render. Skipped refreshes keep the last picture on the canvas. ImGui works in CSS pixels
// (DisplaySize) and renders at the device resolution (DisplayFramebufferScale).
#include <algorithm>
#include <cfloat>
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
  double last_frame_ms = 0;
  // For the browser tests (boneyardTest.progress()): input events fed to ImGui, frames drawn.
  std::uint64_t consumed = 0, frames = 0;
};

ImGuiKey imgui_key(platform::Key key) {
  using platform::Key;
  switch (key) {
    case Key::Enter: return ImGuiKey_Enter;
    case Key::KeypadEnter: return ImGuiKey_KeypadEnter;
    case Key::Space: return ImGuiKey_Space;
    case Key::Left: return ImGuiKey_LeftArrow;
    case Key::Right: return ImGuiKey_RightArrow;
    case Key::Up: return ImGuiKey_UpArrow;
    case Key::Down: return ImGuiKey_DownArrow;
    case Key::Tab: return ImGuiKey_Tab;
    case Key::Escape: return ImGuiKey_Escape;
    case Key::Shift: return ImGuiKey_LeftShift;
    case Key::None: return ImGuiKey_None;
    default:
      return static_cast<ImGuiKey>(ImGuiKey_A + (static_cast<int>(key) - static_cast<int>(Key::A)));
  }
}

// One input into ImGui's event queue (which spreads a press and its release over two frames),
// the pointer moved by `offset` into the safe area's coordinates.
void feed(ImGuiIO& io, const platform::Input& in, ImVec2 offset) {
  using Kind = platform::Input::Kind;
  switch (in.kind) {
    case Kind::PointerMove:
    case Kind::PointerDown:
    case Kind::PointerUp:
      io.AddMouseSourceEvent(in.touch ? ImGuiMouseSource_TouchScreen : ImGuiMouseSource_Mouse);
      io.AddMousePosEvent(in.x - offset.x, in.y - offset.y);
      if (in.kind != Kind::PointerMove) io.AddMouseButtonEvent(0, in.kind == Kind::PointerDown);
      break;
    case Kind::PointerCancel:  // released far away: nothing is clicked
      io.AddMousePosEvent(-FLT_MAX, -FLT_MAX);
      io.AddMouseButtonEvent(0, false);
      break;
    case Kind::PointerLeave:
      io.AddMousePosEvent(-FLT_MAX, -FLT_MAX);
      break;
    case Kind::Wheel:
      io.AddMouseWheelEvent(0, in.y);
      break;
    case Kind::KeyDown:
    case Kind::KeyUp:
      io.AddKeyEvent(ImGuiMod_Shift, in.shift);
      if (in.key != platform::Key::Shift) io.AddKeyEvent(imgui_key(in.key), in.kind == Kind::KeyDown);
      break;
    case Kind::FocusLost:
      io.AddFocusEvent(false);  // releases every key
      io.AddFocusEvent(true);   // the pointer still works
      break;
  }
}

void frame(Runtime& rt, boneyard::App& app, boneyard::Ui& ui) {
  const platform::Display display = platform::sync_display();
  bool input = !(display == rt.last_display);
  rt.last_display = display;
  if (boneyard::update_fonts(rt.fonts, display.dpr, app.text_scale())) {
    input = true;
    boneyard::gl::upload_fonts(*ImGui::GetIO().Fonts);
  }
  // Input always makes a frame due (FramePacer), so what is taken here is fed to ImGui below.
  const std::vector<platform::Input> events = platform::take_input();
  for (const platform::Input& in : events) {
    // A release (a touch counts as a gesture only once it ends) or a key: sound may start.
    if (in.kind == platform::Input::Kind::PointerUp || in.kind == platform::Input::Kind::KeyDown) app.user_gesture();
  }
  input |= !events.empty() || platform::link_waiting();
  const double now = platform::now_ms();
  if (input) ui.input_seen(now);
  // Every refresh moves the game on (bots, searches, sounds); a frame is drawn when that
  // changed what the screen shows, or the pacer says one is due.
  const bool changed = app.tick(now);
  if (!rt.pacer.due(now, input) && !changed) return;

  // The UI lives in the safe area (clear of notches and home bars): pointer positions move
  // into its coordinates here, and the drawn frame moves back out below (DisplayPos).
  const boneyard::Rect safe{display.safe_left, display.safe_top,
                            std::max(1.0f, display.width - display.safe_left - display.safe_right),
                            std::max(1.0f, display.height - display.safe_top - display.safe_bottom)};
  const int dx = static_cast<int>(std::lround(safe.x)), dy = static_cast<int>(std::lround(safe.y));
  ImGuiIO& io = ImGui::GetIO();
  for (const platform::Input& in : events) feed(io, in, ImVec2(static_cast<float>(dx), static_cast<float>(dy)));
  rt.consumed += events.size();

  io.DeltaTime = rt.last_frame_ms > 0 ? static_cast<float>(std::max(0.001, (now - rt.last_frame_ms) / 1000)) : 1.0f / 60;
  rt.last_frame_ms = now;
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
  boneyard::gl::render(*ImGui::GetDrawData());  // the browser shows it when the refresh ends
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

int main() {
  if (!platform::start()) return 1;
  static Runtime rt;

  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;  // nothing to save: the layout is ours
  io.LogFilename = nullptr;
  io.BackendPlatformName = "boneyard_web";
  ImGui::GetStyle().AntiAliasedLinesUseTex = false;  // crisp thin lines when scaled
  boneyard::gl::init();

  static boneyard::App app;
  static boneyard::Ui ui;
  platform::install_test_hook({[] { return app.test_view(); }, [] { return app.test_targets(); },
                               [] { return progress_json(rt, app); }});
  platform::run_main_loop([] { frame(rt, app, ui); });
}
