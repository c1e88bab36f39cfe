// The platform on SDL2, the same file in the browser (SDL's Emscripten drivers: the page's
// canvas, its DOM events, Web Audio) and on the desktop (X11 or Wayland, PulseAudio/ALSA):
// the window and its OpenGL ES 3 context, input to Dear ImGui through its own SDL2 backend
// (imgui_impl_sdl2), the clock, sound and the frame loop. See platform.h.
//
// Input is counted twice for the browser tests: as SDL queues it (an event watch) and as the
// frames take it (take_input); the two counts meet once every event has reached ImGui.
#include "platform/platform.h"

#include <SDL.h>

#include <algorithm>
#include <cstdio>
#include <string>
#include <utility>

#include "core/i18n.h"
#include "imgui.h"
#include "imgui_impl_sdl2.h"
#include "sound/sound.h"

#ifdef __EMSCRIPTEN__
#include <emscripten/html5.h>
#endif

namespace boneyard::platform {
namespace {

SDL_Window* g_window = nullptr;
SDL_GLContext g_context = nullptr;
SDL_Cursor* g_arrow = nullptr;
SDL_Cursor* g_hand = nullptr;
std::uint64_t g_received = 0;
bool g_mouse = false;  // pointer_is_mouse(): detail::mouse_first() until a pointer event
bool g_quit = false;
std::function<double()> g_frame;

// The sound output: `queued` is the last buffer given to SDL, whose tail is what is still to
// be heard (so a new cue can be mixed in).
struct Audio {
  SDL_AudioDeviceID device = 0;
  int rate = 0;  // 0 while closed
  bool failed = false;
  std::vector<float> queued;
};
Audio g_audio;

bool is_input(Uint32 type) {
  switch (type) {
    case SDL_MOUSEMOTION:
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEBUTTONUP:
    case SDL_MOUSEWHEEL:
    case SDL_KEYDOWN:
    case SDL_KEYUP:
    case SDL_TEXTINPUT:
    case SDL_FINGERDOWN:
    case SDL_FINGERUP:
    case SDL_FINGERMOTION:
      return true;
    default:
      return false;
  }
}

#ifdef __EMSCRIPTEN__
// The page's loop. While anything moves, thinks or settles, the game runs at each display
// refresh (requestAnimationFrame). When the game waits (the frame says how long it may wait for
// input), a timer calls it instead, at that time, and any event SDL takes brings the refreshes
// back at once: a page that asks for every refresh costs the browser a frame each time even
// when the game draws nothing (an idle table took 6% of a core in headless Chromium).
std::uint64_t g_refreshes = 0;
bool g_on_timer = false;
bool g_in_frame = false;  // SDL makes events of its own while a frame takes its input
long g_timer = 0;
EM_BOOL on_refresh(double, void*);
void on_timer(void*);
void wait_or_refresh(double wait_ms) {
  g_on_timer = wait_ms > 0;
  if (g_on_timer)
    g_timer = emscripten_set_timeout(on_timer, wait_ms, nullptr);
  else
    emscripten_request_animation_frame_loop(on_refresh, nullptr);
}
double refresh() {
  if (!detail::between_frames() || !g_frame) return 0;
  g_in_frame = true;
  const double wait = g_frame();
  g_in_frame = false;
  return wait;
}
EM_BOOL on_refresh(double, void*) {
  ++g_refreshes;
  const double wait = refresh();
  if (wait <= 0) return EM_TRUE;  // the next refresh
  wait_or_refresh(wait);
  return EM_FALSE;
}
void on_timer(void*) {
  g_timer = 0;
  if (g_on_timer) wait_or_refresh(refresh());
}
void wake() {
  if (!g_on_timer || g_in_frame) return;
  emscripten_clear_timeout(g_timer);
  wait_or_refresh(0);
}
#else
std::uint64_t g_refreshes = 0;
constexpr bool g_on_timer = false;
void refresh() {
  ++g_refreshes;
  if (detail::between_frames() && g_frame) g_frame();
}
void wake() {}
#endif

int SDLCALL count_input(void*, SDL_Event* event) {
  if (is_input(event->type)) ++g_received;
  wake();
  return 1;
}

}  // namespace

bool start(int argc, char** argv) {
  detail::on_start(argc, argv);
  g_mouse = detail::mouse_first();
  SDL_SetHint(SDL_HINT_EMSCRIPTEN_KEYBOARD_ELEMENT, "#canvas");  // keys stay with the page elsewhere
  if (SDL_Init(SDL_INIT_VIDEO) != 0) {
    std::fprintf(stderr, "boneyard: no window: %s\n", SDL_GetError());
    return false;
  }
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_ES);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 0);
  SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
  SDL_GL_SetAttribute(SDL_GL_DEPTH_SIZE, 0);
  SDL_GL_SetAttribute(SDL_GL_STENCIL_SIZE, 0);
  // In a browser the page's CSS sizes the canvas and SDL sizes its drawing buffer for the
  // device pixel ratio; on the desktop, a window a player can resize.
  // TRANSLATORS: the desktop program's window title: the game's name (keep it, unless the game
  // has a name of its own in your language).
  const std::string title = trc("window title", "Boneyard");
  g_window = SDL_CreateWindow(title.c_str(), SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, 1280, 800,
                              SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
  if (!g_window) {
    std::fprintf(stderr, "boneyard: no window: %s\n", SDL_GetError());
    return false;
  }
  g_context = SDL_GL_CreateContext(g_window);
  if (!g_context || SDL_GL_MakeCurrent(g_window, g_context) != 0) {
    std::fprintf(stderr, "boneyard: no OpenGL ES 3 context: %s\n", SDL_GetError());
    return false;
  }
  SDL_GL_SetSwapInterval(1);
  SDL_SetWindowMinimumSize(g_window, 320, 320);
  SDL_AddEventWatch(count_input, nullptr);
  ImGui_ImplSDL2_InitForOpenGL(g_window, g_context);
  // The cursor is the game's (set_pointer_cursor): a hand over what can be clicked.
  ImGui::GetIO().ConfigFlags |= ImGuiConfigFlags_NoMouseCursorChange;
  g_arrow = SDL_CreateSystemCursor(SDL_SYSTEM_CURSOR_ARROW);
  g_hand = SDL_CreateSystemCursor(SDL_SYSTEM_CURSOR_HAND);
  return true;
}

Display sync_display() {
  int width = 0, height = 0, pixels_w = 0, pixels_h = 0;
  SDL_GetWindowSize(g_window, &width, &height);
  SDL_GL_GetDrawableSize(g_window, &pixels_w, &pixels_h);
  Display display{static_cast<float>(std::max(1, width)), static_cast<float>(std::max(1, height)),
                  width > 0 && pixels_w > 0 ? static_cast<float>(pixels_w) / static_cast<float>(width) : 1.0f};
  const SafeArea safe = safe_area();
  display.safe_top = safe.top;
  display.safe_right = safe.right;
  display.safe_bottom = safe.bottom;
  display.safe_left = safe.left;
  return display;
}

InputTaken take_input() {
  InputTaken taken;
  SDL_Event event;
  while (SDL_PollEvent(&event)) {
    if (is_input(event.type)) ++taken.events;
    switch (event.type) {
      case SDL_QUIT:
        taken.quit = g_quit = true;
        break;
      case SDL_MOUSEBUTTONUP:
      case SDL_FINGERUP:
      case SDL_KEYDOWN:
        taken.gesture = true;  // a touch counts as a gesture only once it ends
        break;
      case SDL_WINDOWEVENT:
        taken.window = true;
        break;
      default:
        break;
    }
    if (event.type == SDL_MOUSEMOTION || event.type == SDL_MOUSEBUTTONDOWN)  // SDL's touch-made mouse events are not a mouse
      g_mouse = (event.type == SDL_MOUSEMOTION ? event.motion.which : event.button.which) != SDL_TOUCH_MOUSEID;
    if (event.type == SDL_FINGERDOWN) g_mouse = false;
    ImGui_ImplSDL2_ProcessEvent(&event);
  }
  return taken;
}

std::uint64_t input_received() { return g_received; }

bool pointer_is_mouse() { return g_mouse; }

void begin_frame() { ImGui_ImplSDL2_NewFrame(); }

void present() {
  detail::after_render();
  SDL_GL_SwapWindow(g_window);
}

void set_pointer_cursor(bool pointer) {
  static int last = -1;
  if (last == static_cast<int>(pointer)) return;
  last = pointer;
  if (SDL_Cursor* cursor = pointer ? g_hand : g_arrow) SDL_SetCursor(cursor);
}

double now_ms() {
  static const double ticks_per_ms = static_cast<double>(SDL_GetPerformanceFrequency()) / 1000.0;
  return static_cast<double>(SDL_GetPerformanceCounter()) / ticks_per_ms;
}

bool open_audio() {
  if (g_audio.rate) return true;
  if (g_audio.failed) return false;
  g_audio.failed = true;  // until it opens: no retries, the game goes on silently
  if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) return false;
  SDL_AudioSpec want{}, have{};
  want.freq = 48000;
  want.format = AUDIO_F32SYS;
  want.channels = 1;
  want.samples = 1024;
  const SDL_AudioDeviceID device = SDL_OpenAudioDevice(nullptr, 0, &want, &have, SDL_AUDIO_ALLOW_FREQUENCY_CHANGE);
  if (!device) return false;
  if (have.freq < kMinSampleRate || have.freq > kMaxSampleRate) {
    SDL_CloseAudioDevice(device);
    return false;
  }
  g_audio.device = device;
  g_audio.rate = have.freq;
  g_audio.failed = false;
  SDL_PauseAudioDevice(device, 0);
  return true;
}

bool audio_open() { return g_audio.rate != 0; }

int audio_rate() { return g_audio.rate; }

void play_audio(const std::vector<float>& samples) {
  if (!audio_open() || samples.empty()) return;
  SDL_LockAudioDevice(g_audio.device);  // the desktop's audio thread takes from the queue meanwhile
  const std::size_t heard_left = SDL_GetQueuedAudioSize(g_audio.device) / sizeof(float);
  const std::size_t left = std::min(heard_left, g_audio.queued.size());
  std::vector<float> next = mix(g_audio.queued.data() + (g_audio.queued.size() - left), left, samples);
  SDL_ClearQueuedAudio(g_audio.device);
  if (SDL_QueueAudio(g_audio.device, next.data(), static_cast<Uint32>(next.size() * sizeof(float))) == 0)
    g_audio.queued = std::move(next);
  else
    g_audio.queued.clear();
  SDL_UnlockAudioDevice(g_audio.device);
}

double audio_queued_ms() {
  if (!audio_open()) return 0;
  return 1000.0 * static_cast<double>(SDL_GetQueuedAudioSize(g_audio.device) / sizeof(float)) / g_audio.rate;
}

std::uint64_t refreshes_taken() { return g_refreshes; }
bool waiting_for_input() { return g_on_timer; }

void run_main_loop(std::function<double()> frame) {
  g_frame = std::move(frame);
#ifdef __EMSCRIPTEN__
  // Display refreshes (requestAnimationFrame) and timers through Emscripten's html5 API: its
  // main loop (emscripten_set_main_loop) brings the whole of its Browser library into the page.
  wait_or_refresh(0);
#else
  // About 60 refreshes a second: a drawn frame waits for the display (the swap interval) where
  // there is one; the time left until the next refresh is spent waiting for input.
  constexpr double kRefreshMs = 1000.0 / 60;
  while (!g_quit) {
    const double began = now_ms();
    refresh();
    if (g_quit) break;
    const double left = kRefreshMs - (now_ms() - began);
    if (left >= 1) SDL_WaitEventTimeout(nullptr, static_cast<int>(left));
  }
  ImGui_ImplSDL2_Shutdown();
  if (g_audio.device) SDL_CloseAudioDevice(g_audio.device);
  SDL_GL_DeleteContext(g_context);
  SDL_DestroyWindow(g_window);
  SDL_Quit();
#endif
}

}  // namespace boneyard::platform
