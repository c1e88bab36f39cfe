// The browser platform (Emscripten): every EM_JS and #ifdef __EMSCRIPTEN__ of the shell
// lives here. See platform.h for what each function promises.
//
// Strings come from JavaScript in two steps: a js_* function computes the text, keeps it in
// Module.boneyardScratch and returns its UTF-8 length (or -1 for "none"); scratch_text()
// then copies it into a std::string. The page (web/index.html) sizes the canvas with CSS
// (and makes its WebGL context); the drawing buffer is sized here, every frame, for the
// device pixel ratio.
#ifdef __EMSCRIPTEN__

#include "platform/platform.h"

#include <emscripten.h>
#include <emscripten/html5.h>

#include <algorithm>
#include <cmath>
#include <utility>

#include "sound/sound.h"

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

// The pointer and the keys, from the canvas, into boneyard_input() in the order they come.
// Pointer events serve mouse, touch and pen alike; a press captures the pointer, so its
// release arrives even outside the canvas. Keys are taken only while the canvas has the
// focus (the page gives it at start and on every press), and only the keys the game uses
// lose their browser meaning (Tab no longer leaves the canvas, Space no longer scrolls);
// with Ctrl, Alt or Meta they are left to the browser.
EM_JS(void, js_listen_input, (), {
  var canvas = Module['canvas'];
  var KEYS = {
    'Enter': 1, 'NumpadEnter': 2, 'Space': 3, 'ArrowLeft': 4, 'ArrowRight': 5, 'ArrowUp': 6, 'ArrowDown': 7,
    'Tab': 8, 'Escape': 9, 'ShiftLeft': 10, 'ShiftRight': 10
  };
  var held = -1;  // the pointer pressed on the canvas, until it is released
  function send(kind, e) {  // a pointer event, at its place on the canvas
    var box = canvas.getBoundingClientRect();
    _boneyard_input(kind, e.clientX - box.left, e.clientY - box.top, e.pointerType !== 'mouse' ? 1 : 0, 0, 0);
  }
  canvas.addEventListener('pointerdown', function (e) {
    if (held >= 0 || !e.isPrimary || e.button !== 0) return;
    held = e.pointerId;
    try { canvas.setPointerCapture(e.pointerId); } catch (x) {}
    send(0, e);
    send(1, e);
  });
  canvas.addEventListener('pointermove', function (e) {
    if (held === e.pointerId || (held < 0 && e.pointerType === 'mouse')) send(0, e);
  });
  canvas.addEventListener('pointerup', function (e) {
    if (held !== e.pointerId) return;
    held = -1;
    send(0, e);
    send(2, e);
  });
  canvas.addEventListener('pointercancel', function (e) {
    if (held !== e.pointerId) return;
    held = -1;
    send(3, e);
  });
  canvas.addEventListener('pointerleave', function (e) {
    if (held < 0 && e.pointerType === 'mouse') send(4, e);
  });
  canvas.addEventListener('wheel', function (e) {
    e.preventDefault();
    var steps = e.deltaMode === 0 ? e.deltaY / 100 : e.deltaMode === 1 ? e.deltaY / 3 : e.deltaY * 80;
    _boneyard_input(5, 0, -steps, 0, 0, 0);
  }, { passive: false });
  function key(kind, e) {
    var code = KEYS[e.code] || 0;
    if (!code && e.code.length === 4 && e.code.indexOf('Key') === 0) code = 11 + e.code.charCodeAt(3) - 65;
    if (!code || e.ctrlKey || e.altKey || e.metaKey) return;
    e.preventDefault();
    _boneyard_input(kind, 0, 0, 0, code, e.shiftKey ? 1 : 0);
  }
  canvas.addEventListener('keydown', function (e) { key(6, e); });
  canvas.addEventListener('keyup', function (e) { key(7, e); });
  canvas.addEventListener('blur', function () { _boneyard_input(8, 0, 0, 0, 0, 0); });
});

// Sound through Web Audio: every cue is a buffer played on `output`. The next cue stops the
// one still playing and starts the mix of the two (boneyard::mix), so overlapping cues stay
// within [-1, 1]. A browser may keep (or put back) the context suspended until a gesture, so
// it is resumed on every release and key.
EM_JS(int, js_audio_open, (), {
  try {
    var Context = window.AudioContext || window.webkitAudioContext;
    if (!Context) return 0;
    var context = new Context();
    var output = context.createGain();
    output.connect(context.destination);
    Module.boneyardAudio = { context: context, output: output, source: null, end: 0 };
    var wake = function () { if (context.state === 'suspended') context.resume(); };
    ['pointerup', 'touchend', 'click', 'keydown'].forEach(function (kind) { document.addEventListener(kind, wake, true); });
    wake();
    return context.sampleRate | 0;
  } catch (e) {
    return 0;
  }
});

// Seconds of the last buffer still to be heard.
EM_JS(double, js_audio_left, (), {
  var audio = Module.boneyardAudio;
  return audio && audio.source ? Math.max(0, audio.end - audio.context.currentTime) : 0;
});

EM_JS(int, js_audio_play, (const float* samples, int count, int rate), {
  var audio = Module.boneyardAudio;
  if (!audio) return 0;
  try {
    if (audio.source) audio.source.stop();
    audio.source = null;
    var buffer = audio.context.createBuffer(1, count, rate);
    buffer.getChannelData(0).set(HEAPF32.subarray(samples >> 2, (samples >> 2) + count));
    var source = audio.context.createBufferSource();
    source.buffer = buffer;
    source.connect(audio.output);
    var at = audio.context.currentTime;
    source.start(at);
    audio.source = source;
    audio.end = at + count / rate;
    return 1;
  } catch (e) {
    return 0;
  }
});

// The frame loop: boneyard_frame() once per display refresh, until the game stops (abort).
// Module.pauseMainLoop() and resumeMainLoop() stop and restart it (the page's update test).
EM_JS(void, js_run_frames, (), {
  var paused = false;
  function step() {
    if (paused || ABORT) return;
    requestAnimationFrame(step);
    _boneyard_frame();
  }
  Module['pauseMainLoop'] = function () { paused = true; };
  Module['resumeMainLoop'] = function () {
    if (!paused) return;
    paused = false;
    requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
});

EM_JS(void, js_install_test_hook, (), {
  window.boneyardTest = {
    view: function () { return UTF8ToString(_boneyard_test_view()); },
    targets: function () { return UTF8ToString(_boneyard_test_targets()); },
    progress: function () { return UTF8ToString(_boneyard_test_progress()); }
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

// The sound output: `queued` is the last buffer played, whose tail is what is still to be
// heard (so a new cue can be mixed in).
struct Audio {
  int rate = 0;  // 0 while closed
  bool failed = false;
  std::vector<float> queued;
};
Audio g_audio;

std::vector<boneyard::platform::Input> g_input;
std::uint64_t g_input_received = 0;

boneyard::platform::TestHook g_test;
std::string g_test_answer;
std::function<void()> g_frame;

}  // namespace

extern "C" {
EMSCRIPTEN_KEEPALIVE const char* boneyard_test_view() {
  g_test_answer = g_test.view ? g_test.view() : "{}";
  return g_test_answer.c_str();
}
EMSCRIPTEN_KEEPALIVE const char* boneyard_test_targets() {
  g_test_answer = g_test.targets ? g_test.targets() : "[]";
  return g_test_answer.c_str();
}
EMSCRIPTEN_KEEPALIVE const char* boneyard_test_progress() {
  g_test_answer = g_test.progress ? g_test.progress() : "{}";
  return g_test_answer.c_str();
}
EMSCRIPTEN_KEEPALIVE void boneyard_frame() {
  if (g_frame) g_frame();
}
// js_listen_input's events; `kind` is Input::Kind, `key` is Key.
EMSCRIPTEN_KEEPALIVE void boneyard_input(int kind, float x, float y, int touch, int key, int shift) {
  using boneyard::platform::Input;
  if (kind < 0 || kind > static_cast<int>(Input::Kind::FocusLost)) return;
  if (key < 0 || key > static_cast<int>(boneyard::platform::Key::Z)) return;
  Input in;
  in.kind = static_cast<Input::Kind>(kind);
  in.x = x;
  in.y = y;
  in.touch = touch != 0;
  in.key = static_cast<boneyard::platform::Key>(key);
  in.shift = shift != 0;
  g_input.push_back(in);
  ++g_input_received;
}
}

namespace boneyard::platform {

bool start() {
  EmscriptenWebGLContextAttributes attributes;
  emscripten_webgl_init_context_attributes(&attributes);
  attributes.alpha = false;  // as the page asks for it (web/index.html)
  attributes.depth = false;
  attributes.stencil = false;
  attributes.antialias = false;
  attributes.majorVersion = 2;
  attributes.minorVersion = 0;
  const EMSCRIPTEN_WEBGL_CONTEXT_HANDLE context = emscripten_webgl_create_context("#canvas", &attributes);
  if (context <= 0 || emscripten_webgl_make_context_current(context) != EMSCRIPTEN_RESULT_SUCCESS) return false;
  js_listen_input();
  return true;
}

std::vector<Input> take_input() { return std::exchange(g_input, {}); }

std::uint64_t input_received() { return g_input_received; }

Display sync_display() {
  double css_w = 0, css_h = 0;
  emscripten_get_element_css_size("#canvas", &css_w, &css_h);
  const double dpr = std::max(1.0, emscripten_get_device_pixel_ratio());
  const int want_w = std::max(1, static_cast<int>(std::lround(css_w * dpr)));
  const int want_h = std::max(1, static_cast<int>(std::lround(css_h * dpr)));
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
  if (g_audio.rate) return true;
  if (g_audio.failed) return false;
  const int rate = js_audio_open();
  if (rate < kMinSampleRate || rate > kMaxSampleRate) {
    g_audio.failed = true;  // no retries: the game goes on silently
    return false;
  }
  g_audio.rate = rate;
  return true;
}

bool audio_open() { return g_audio.rate != 0; }

int audio_rate() { return g_audio.rate; }

void play_audio(const std::vector<float>& samples) {
  if (!audio_open() || samples.empty()) return;
  const auto heard_left = static_cast<std::size_t>(std::lround(js_audio_left() * g_audio.rate));
  const std::size_t left = std::min(heard_left, g_audio.queued.size());
  std::vector<float> next = mix(g_audio.queued.data() + (g_audio.queued.size() - left), left, samples);
  if (js_audio_play(next.data(), static_cast<int>(next.size()), g_audio.rate))
    g_audio.queued = std::move(next);
  else
    g_audio.queued.clear();
}

void install_test_hook(TestHook hook) {
  g_test = std::move(hook);
  js_install_test_hook();
}

void run_main_loop(std::function<void()> frame) {
  g_frame = std::move(frame);
  js_run_frames();
}

}  // namespace boneyard::platform

#endif  // __EMSCRIPTEN__
