// Boneyard in the browser: SDL2 window + WebGL2 context, Dear ImGui, and the frame loop.
//
// Each display refresh: size the canvas for its CSS size and the device pixel ratio (fonts
// are rebuilt when the ratio changes) and collect SDL events; then, only when a frame is due
// (FramePacer: input, a display change, or what the last frame asked for), feed the events
// to ImGui, let the app draw the current screen into one full-screen ImGui window, and
// render. Skipped refreshes keep the last picture on the canvas. ImGui works in CSS pixels
// (DisplaySize) and renders at the device resolution (DisplayFramebufferScale).
#define SDL_MAIN_HANDLED
#include <SDL.h>
#include <SDL_opengles2.h>

#include <algorithm>
#include <cmath>
#include <vector>

#include "app/app.h"
#include "imgui.h"
#include "imgui_impl_opengl3.h"
#include "imgui_impl_sdl2.h"
#include "pacer.h"
#include "platform/platform.h"

namespace {

struct Runtime {
  SDL_Window* window = nullptr;
  boneyard::Fonts fonts;
  bool fonts_on_gpu = false;
  boneyard::FramePacer pacer;
  boneyard::platform::Display last_display;
  std::vector<SDL_Event> events;  // collected since the last drawn frame
};

void frame(Runtime& rt, boneyard::App& app, boneyard::Ui& ui) {
  const boneyard::platform::Display display = boneyard::platform::sync_display(rt.window);
  bool input = !(display == rt.last_display);
  rt.last_display = display;
  if (boneyard::update_fonts(rt.fonts, display.dpr, app.text_scale())) {
    input = true;
    if (rt.fonts_on_gpu) {
      ImGui_ImplOpenGL3_DestroyFontsTexture();
      ImGui_ImplOpenGL3_CreateFontsTexture();
    }
  }
  SDL_Event polled;
  while (SDL_PollEvent(&polled)) {
    // A release (a touch counts as a gesture only once it ends) or a key: sound may start.
    if (polled.type == SDL_MOUSEBUTTONUP || polled.type == SDL_FINGERUP || polled.type == SDL_KEYDOWN)
      app.user_gesture();
    rt.events.push_back(polled);
  }
  input |= !rt.events.empty() || boneyard::platform::link_waiting();
  const double now = boneyard::platform::now_ms();
  if (input) ui.input_seen(now);
  if (!rt.pacer.due(now, input)) return;

  // The UI lives in the safe area (clear of notches and home bars): pointer positions move
  // into its coordinates here, and the drawn frame moves back out below (DisplayPos).
  const boneyard::Rect safe{display.safe_left, display.safe_top,
                            std::max(1.0f, display.width - display.safe_left - display.safe_right),
                            std::max(1.0f, display.height - display.safe_top - display.safe_bottom)};
  const int dx = static_cast<int>(std::lround(safe.x)), dy = static_cast<int>(std::lround(safe.y));
  for (SDL_Event& event : rt.events) {
    if (event.type == SDL_MOUSEMOTION) {
      event.motion.x -= dx;
      event.motion.y -= dy;
    } else if (event.type == SDL_MOUSEBUTTONDOWN || event.type == SDL_MOUSEBUTTONUP) {
      event.button.x -= dx;
      event.button.y -= dy;
    }
    ImGui_ImplSDL2_ProcessEvent(&event);
  }
  rt.events.clear();

  ImGui_ImplOpenGL3_NewFrame();  // the first call also uploads the font atlas
  rt.fonts_on_gpu = true;
  ImGui_ImplSDL2_NewFrame();
  ImGuiIO& io = ImGui::GetIO();
  io.DisplaySize = ImVec2(display.width, display.height);
  io.DisplayFramebufferScale = ImVec2(display.dpr, display.dpr);
  ImGui::NewFrame();

  ui.begin({display.width, display.height}, safe, now);
  app.frame(ui, rt.fonts);
  ui.end();
  rt.pacer.drawn(ui.next_frame_at());
  boneyard::platform::set_pointer_cursor(ui.over_clickable());

  ImGui::Render();
  ImGui::GetDrawData()->DisplayPos = ImVec2(static_cast<float>(-dx), static_cast<float>(-dy));
  glViewport(0, 0, static_cast<int>(io.DisplaySize.x * io.DisplayFramebufferScale.x),
             static_cast<int>(io.DisplaySize.y * io.DisplayFramebufferScale.y));
  glClearColor(0.06f, 0.25f, 0.15f, 1.0f);
  glClear(GL_COLOR_BUFFER_BIT);
  ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
  SDL_GL_SwapWindow(rt.window);
}

}  // namespace

int main() {
  SDL_SetMainReady();
  SDL_SetHint(SDL_HINT_EMSCRIPTEN_KEYBOARD_ELEMENT, "#canvas");  // keys stay with the page elsewhere
  if (SDL_Init(SDL_INIT_VIDEO) != 0) return 1;
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_ES);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 0);
  SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
  static Runtime rt;
  rt.window =
      SDL_CreateWindow("Boneyard", SDL_WINDOWPOS_UNDEFINED, SDL_WINDOWPOS_UNDEFINED, 1280, 800, SDL_WINDOW_OPENGL);
  if (!rt.window) return 1;
  SDL_GLContext gl = SDL_GL_CreateContext(rt.window);
  if (!gl) return 1;
  SDL_GL_MakeCurrent(rt.window, gl);
  SDL_GL_SetSwapInterval(1);

  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;  // nothing to save: the layout is ours
  io.LogFilename = nullptr;
  ImGui::GetStyle().AntiAliasedLinesUseTex = false;  // crisp thin lines when scaled
  ImGui_ImplSDL2_InitForOpenGL(rt.window, gl);
  ImGui_ImplOpenGL3_Init("#version 300 es");

  static boneyard::App app;
  static boneyard::Ui ui;
  boneyard::platform::install_test_hook([] { return app.test_view(); }, [] { return app.test_targets(); });
  boneyard::platform::run_main_loop([] { frame(rt, app, ui); });
}
