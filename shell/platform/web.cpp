// The browser platform (Emscripten): every EM_JS and #ifdef __EMSCRIPTEN__ of the shell
// lives here. See platform.h for what each function promises.
//
// Strings come from JavaScript in two steps: a js_* function computes the text, keeps it in
// Module.boneyardScratch and returns its UTF-8 length (or -1 for "none"); scratch_text()
// then copies it into a std::string. The page (web/index.html) only sizes the canvas with
// CSS; the drawing buffer is sized here every frame for the device pixel ratio.
#ifdef __EMSCRIPTEN__

#include "platform/platform.h"

#include <SDL.h>
#include <emscripten.h>
#include <emscripten/html5.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <utility>

#include "sound.h"

// clang-format off
EM_JS(int, js_take_link, (), {
  if (!Module.boneyardLinkWatch) {
    Module.boneyardLinkWatch = true;
    Module.boneyardLink = location.hash.length > 1 ? location.hash : "";
    window.addEventListener("hashchange", function () {
      if (location.hash.length > 1) Module.boneyardLink = location.hash;
    });
  }
  var link = Module.boneyardLink || "";
  if (!link) return -1;
  Module.boneyardLink = "";
  try { history.replaceState(null, "", location.pathname + location.search); } catch (e) {}
  Module.boneyardScratch = link;
  return lengthBytesUTF8(link);
});

EM_JS(int, js_link_waiting, (), { return Module.boneyardLink ? 1 : 0; });

// The CSS safe-area insets (env(safe-area-inset-*)), measured on a hidden probe element whose
// computed style (a live object) is kept: reading it every refresh is cheap.
EM_JS(double, js_safe_inset, (int side), {
  var style = Module.boneyardSafeStyle;
  if (!style) {
    var probe = document.createElement("div");
    probe.style.cssText = "position:fixed;left:0;top:0;width:0;height:0;visibility:hidden;pointer-events:none;" +
        "padding:env(safe-area-inset-top) env(safe-area-inset-right) env(safe-area-inset-bottom) env(safe-area-inset-left)";
    document.body.appendChild(probe);
    style = Module.boneyardSafeStyle = getComputedStyle(probe);
  }
  var value = [style.paddingTop, style.paddingRight, style.paddingBottom, style.paddingLeft][side];
  return parseFloat(value) || 0;
});

EM_JS(int, js_page_address, (), {
  Module.boneyardScratch = location.origin + location.pathname + location.search;
  return lengthBytesUTF8(Module.boneyardScratch);
});

EM_JS(int, js_storage_get, (const char* key), {
  var value = null;
  try { value = window.localStorage.getItem(UTF8ToString(key)); } catch (e) {}
  if (value === null) return -1;
  Module.boneyardScratch = value;
  return lengthBytesUTF8(value);
});

EM_JS(void, js_storage_set, (const char* key, const char* value), {
  try { window.localStorage.setItem(UTF8ToString(key), UTF8ToString(value)); } catch (e) {}
});

EM_JS(void, js_storage_remove, (const char* key), {
  try { window.localStorage.removeItem(UTF8ToString(key)); } catch (e) {}
});

EM_JS(void, js_scratch_copy, (char* buffer, int size), {
  stringToUTF8(Module.boneyardScratch || "", buffer, size);
});

EM_JS(double, js_epoch_ms, (), { return Date.now(); });

EM_JS(int, js_ask_text, (const char* question, const char* current), {
  var answer = null;
  try { answer = window.prompt(UTF8ToString(question), UTF8ToString(current)); } catch (e) {}
  if (answer === null) return -1;
  Module.boneyardScratch = answer;
  return lengthBytesUTF8(answer);
});

EM_JS(double, js_fresh_seed, (), {
  try {
    var words = new Uint32Array(1);
    crypto.getRandomValues(words);
    return words[0] % 1000000000;
  } catch (e) {
    return Math.floor(Math.random() * 1000000000);
  }
});

EM_JS(void, js_copy_text, (const char* text_ptr), {
  var text = UTF8ToString(text_ptr);
  Module.boneyardCopy = 1;
  var done = function () { Module.boneyardCopy = 2; };
  var fallback = function () {
    try {
      var area = document.createElement("textarea");
      area.value = text;
      area.setAttribute("readonly", "");
      area.style.position = "fixed";
      area.style.opacity = "0";
      document.body.appendChild(area);
      area.select();
      var ok = document.execCommand("copy");
      document.body.removeChild(area);
      Module.boneyardCopy = ok ? 2 : 3;
    } catch (e) {
      Module.boneyardCopy = 3;
    }
  };
  try {
    if (navigator.clipboard && navigator.clipboard.writeText) navigator.clipboard.writeText(text).then(done, fallback);
    else fallback();
  } catch (e) {
    fallback();
  }
});

EM_JS(int, js_copy_state, (), { return Module.boneyardCopy || 0; });

EM_JS(void, js_set_cursor, (int pointer), {
  if (Module.canvas) Module.canvas.style.cursor = pointer ? "pointer" : "default";
});

// The query is made once and kept: its `matches` follows the system setting as it changes.
EM_JS(int, js_reduced_motion, (), {
  if (!Module.boneyardReducedMotion && window.matchMedia)
    Module.boneyardReducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)");
  return Module.boneyardReducedMotion && Module.boneyardReducedMotion.matches ? 1 : 0;
});

// SDL's Web Audio context resumes on the page's next mousedown, keydown or touchstart; a
// touch only counts as a gesture once it ends (and a phone may suspend audio again), so it
// is also resumed on every pointerup, touchend, click and key.
EM_JS(void, js_keep_audio_awake, (), {
  var wake = function () {
    var context = Module.SDL2 && Module.SDL2.audioContext;
    if (context && context.state === "suspended") context.resume();
  };
  ["pointerup", "touchend", "click", "keydown"].forEach(function (kind) { document.addEventListener(kind, wake, true); });
});

EM_JS(void, js_install_test_hook, (), {
  window.boneyardTest = {
    view: function () { return UTF8ToString(_boneyard_test_view()); },
    targets: function () { return UTF8ToString(_boneyard_test_targets()); }
  };
});
// clang-format on

namespace {

std::string scratch_text(int length) {
  if (length < 0) return {};
  std::string out(static_cast<std::size_t>(length) + 1, '\0');
  js_scratch_copy(out.data(), length + 1);
  out.resize(static_cast<std::size_t>(length));
  return out;
}

// The sound output: SDL's queue holds the samples still to be played; `queued` is the last
// buffer queued, whose tail is what the queue still holds (so a new cue can be mixed in).
struct Audio {
  SDL_AudioDeviceID device = 0;
  int rate = 0;
  bool failed = false;
  std::vector<float> queued;
};
Audio g_audio;

std::function<std::string()> g_test_view, g_test_targets;
std::string g_test_answer;
std::function<void()> g_frame;

void main_loop_step() { g_frame(); }

}  // namespace

extern "C" {
EMSCRIPTEN_KEEPALIVE const char* boneyard_test_view() {
  g_test_answer = g_test_view ? g_test_view() : "{}";
  return g_test_answer.c_str();
}
EMSCRIPTEN_KEEPALIVE const char* boneyard_test_targets() {
  g_test_answer = g_test_targets ? g_test_targets() : "[]";
  return g_test_answer.c_str();
}
}

namespace boneyard::platform {

Display sync_display(SDL_Window* window) {
  static int last_css_w = -1, last_css_h = -1;
  double css_w = 0, css_h = 0;
  emscripten_get_element_css_size("#canvas", &css_w, &css_h);
  const double dpr = std::max(1.0, emscripten_get_device_pixel_ratio());
  const int want_w = std::max(1, static_cast<int>(std::lround(css_w * dpr)));
  const int want_h = std::max(1, static_cast<int>(std::lround(css_h * dpr)));
  const int window_w = std::max(1, static_cast<int>(std::lround(css_w)));
  const int window_h = std::max(1, static_cast<int>(std::lround(css_h)));
  if (window_w != last_css_w || window_h != last_css_h) {
    // SDL scales pointer positions by window size / CSS size: keep them equal. This also
    // resets the drawing buffer, which is set right below.
    SDL_SetWindowSize(window, window_w, window_h);
    last_css_w = window_w;
    last_css_h = window_h;
  }
  int buffer_w = 0, buffer_h = 0;
  emscripten_get_canvas_element_size("#canvas", &buffer_w, &buffer_h);
  if (buffer_w != want_w || buffer_h != want_h) emscripten_set_canvas_element_size("#canvas", want_w, want_h);
  Display display{static_cast<float>(css_w), static_cast<float>(css_h), static_cast<float>(dpr)};
  display.safe_top = static_cast<float>(js_safe_inset(0));
  display.safe_right = static_cast<float>(js_safe_inset(1));
  display.safe_bottom = static_cast<float>(js_safe_inset(2));
  display.safe_left = static_cast<float>(js_safe_inset(3));
  return display;
}

double now_ms() { return emscripten_get_now(); }

std::uint64_t fresh_seed() { return static_cast<std::uint64_t>(js_fresh_seed()); }

double epoch_ms() { return js_epoch_ms(); }

std::string take_link() { return scratch_text(js_take_link()); }

bool link_waiting() { return js_link_waiting() != 0; }

std::string page_address() { return scratch_text(js_page_address()); }

std::optional<std::string> load(std::string_view key) {
  const int length = js_storage_get(std::string(key).c_str());
  if (length < 0) return std::nullopt;
  return scratch_text(length);
}

void store(std::string_view key, std::string_view value) {
  js_storage_set(std::string(key).c_str(), std::string(value).c_str());
}

void forget(std::string_view key) { js_storage_remove(std::string(key).c_str()); }

std::optional<std::string> ask_text(std::string_view question, std::string_view current) {
  const int length = js_ask_text(std::string(question).c_str(), std::string(current).c_str());
  if (length < 0) return std::nullopt;
  return scratch_text(length);
}

void copy_text(std::string_view text) { js_copy_text(std::string(text).c_str()); }

CopyState copy_state() {
  switch (js_copy_state()) {
    case 1:
      return CopyState::Pending;
    case 2:
      return CopyState::Done;
    case 3:
      return CopyState::Failed;
    default:
      return CopyState::Idle;
  }
}

void set_pointer_cursor(bool pointer) {
  static int last = -1;
  if (last == static_cast<int>(pointer)) return;
  last = pointer;
  js_set_cursor(pointer ? 1 : 0);
}

bool prefers_reduced_motion() { return js_reduced_motion() != 0; }

bool open_audio() {
  if (g_audio.device) return true;
  if (g_audio.failed) return false;
  g_audio.failed = true;  // until it opens
  if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) return false;
  SDL_AudioSpec want{}, have{};
  want.freq = 48000;  // Web Audio plays at its own rate: SDL reports it (have.freq)
  want.format = AUDIO_F32SYS;
  want.channels = 1;
  want.samples = 2048;  // ~43 ms a buffer: a busy frame (a computer player thinking) does not starve it
  const SDL_AudioDeviceID device = SDL_OpenAudioDevice(nullptr, 0, &want, &have, SDL_AUDIO_ALLOW_FREQUENCY_CHANGE);
  if (device == 0 || have.freq < kMinSampleRate || have.freq > kMaxSampleRate) {
    if (device != 0) SDL_CloseAudioDevice(device);
    SDL_QuitSubSystem(SDL_INIT_AUDIO);
    return false;
  }
  g_audio.device = device;
  g_audio.rate = have.freq;
  g_audio.failed = false;
  SDL_PauseAudioDevice(device, 0);
  js_keep_audio_awake();
  return true;
}

bool audio_open() { return g_audio.device != 0; }

int audio_rate() { return g_audio.rate; }

void play_audio(const std::vector<float>& samples) {
  if (!g_audio.device || samples.empty()) return;
  const std::size_t left =
      std::min<std::size_t>(SDL_GetQueuedAudioSize(g_audio.device) / sizeof(float), g_audio.queued.size());
  std::vector<float> next = mix(g_audio.queued.data() + (g_audio.queued.size() - left), left, samples);
  SDL_ClearQueuedAudio(g_audio.device);
  if (SDL_QueueAudio(g_audio.device, next.data(), static_cast<Uint32>(next.size() * sizeof(float))) == 0)
    g_audio.queued = std::move(next);
  else
    g_audio.queued.clear();
}

void install_test_hook(std::function<std::string()> view, std::function<std::string()> targets) {
  g_test_view = std::move(view);
  g_test_targets = std::move(targets);
  js_install_test_hook();
}

void run_main_loop(std::function<void()> frame) {
  g_frame = std::move(frame);
  emscripten_set_main_loop(main_loop_step, 0, 1);  // simulates an infinite loop: never returns
  std::abort();
}

}  // namespace boneyard::platform

#endif  // __EMSCRIPTEN__
