// What SDL does not cover in a browser (Emscripten): storage, the address's hash, the
// clipboard, the share sheet, the reduced-motion and pointer queries, the safe area, the
// browser's own shortcuts, the text field typed into (a page <input> over the game's: phones'
// keyboards, opened in a tap's own handler where the game offers one),
// online play's connections (web/online/peer.mjs), and the browser tests' hook. See platform.h
// for what each function promises; sdl.cpp does the rest.
//
// Strings come from JavaScript in two steps: a js_* function computes the text, keeps it in
// Module.boneyardScratch and returns its UTF-8 length (or -1 for "none"); scratch_text()
// then copies it into a std::string.
#ifdef __EMSCRIPTEN__

#include "platform/platform.h"

#include <emscripten.h>

#include <algorithm>
#include <utility>

#include "core/i18n.h"

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

EM_JS(int, js_scratch_length, (), { return lengthBytesUTF8(Module.boneyardScratch || ""); });

EM_JS(double, js_epoch_ms, (), { return Date.now(); });

// Languages: navigator.languages as lines; a catalogue fetched from lang/ beside the page into
// Module.boneyardCatalogue ({code, bytes} or {code, error}), its arrival flagged for wants_frame.
EM_JS(int, js_languages, (), {
  var list = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || ""];
  Module.boneyardScratch = Array.prototype.join.call(list, "\n");
  return lengthBytesUTF8(Module.boneyardScratch);
});

EM_JS(void, js_fetch_catalogue, (const char* code_ptr), {
  var code = UTF8ToString(code_ptr);
  var done = function (result) {
    result['code'] = code;
    Module.boneyardCatalogue = result;
    Module.boneyardCatalogueArrived = true;
  };
  // The page fetched the player's language beside the module (web/index.html): there at once.
  var preloaded = Module['boneyardPreloaded'];
  Module['boneyardPreloaded'] = null;
  if (preloaded && preloaded['code'] === code) {
    done({'bytes': preloaded['bytes']});
    return;
  }
  fetch('lang/' + code + '.mo')
    .then(function (response) {
      if (!response.ok) throw new Error('HTTP ' + response.status);
      return response.arrayBuffer();
    })
    .then(function (buffer) { done({'bytes': new Uint8Array(buffer)}); },
          function (e) { done({'error': String(e && e.message ? e.message : e)}); });
});

// The page's own words follow the game's language (web/index.html: Module.boneyardLanguage).
EM_JS(void, js_language_shown, (const char* code_ptr), {
  var follow = Module['boneyardLanguage'];
  if (follow) follow(UTF8ToString(code_ptr));
});

// The arrived catalogue's byte count (its code and any error go to the scratch text), -1 when it
// failed, -2 when none has arrived.
EM_JS(int, js_catalogue_state, (), {
  var c = Module.boneyardCatalogue;
  if (!c) return -2;
  Module.boneyardScratch = c['code'] + "\n" + (c['error'] || "");
  return c['bytes'] ? c['bytes'].length : -1;
});

EM_JS(void, js_catalogue_take, (unsigned char* buffer), {
  var c = Module.boneyardCatalogue;
  if (c && c['bytes']) HEAPU8.set(c['bytes'], buffer);
  Module.boneyardCatalogue = null;
});

EM_JS(int, js_catalogue_arrived, (), {
  var arrived = !!Module.boneyardCatalogueArrived;
  Module.boneyardCatalogueArrived = false;
  return arrived ? 1 : 0;
});

// The text field (begin_text_edit): one <input> made at first use, placed over the game's
// field while it is open. Module.boneyardFieldState: 0 closed, 1 typing, 2 kept (Enter, or the
// focus went elsewhere: a tap on the canvas), 3 cancelled (Escape). Any change of it or of the
// text sets Module.boneyardFieldChanged, which makes a frame due (wants_frame).
// Module.boneyardFieldOpen(s) places it over s ({x, y, w, h, font}: CSS pixels) and, while it is
// closed, opens it with s.text all selected, focused: from the game's frame (js_text_edit), or
// from the handler of a tap on a spot the game offered (js_field_start).
EM_JS(void, js_field_start, (), {
  Module.boneyardFieldOpen = function (s) {
    var f = Module.boneyardField;
    if (!f) {
      f = Module.boneyardField = document.createElement("input");
      f.type = "text";
      f.id = "boneyard-field";
      f.autocomplete = "off";
      f.spellcheck = false;
      f.setAttribute("autocapitalize", "words");
      f.setAttribute("enterkeyhint", "done");
      // As the game draws its field (setup.cpp): a dark box, a gold rim, light text.
      f.style.cssText = "position:fixed;display:none;box-sizing:border-box;margin:0;padding:0 10px;z-index:5;" +
          "border:2px solid rgb(240,199,94);border-radius:10px;outline:none;background:rgb(9,40,24);" +
          "color:rgb(244,239,224);caret-color:rgb(240,199,94);" +
          "font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;" +
          "font-weight:600;-webkit-user-select:text;user-select:text;touch-action:manipulation";
      var finish = function (state) {
        if (Module.boneyardFieldState === 1) Module.boneyardFieldState = state;
        Module.boneyardFieldChanged = true;
      };
      f.addEventListener("input", function () { Module.boneyardFieldChanged = true; });
      f.addEventListener("keydown", function (e) {
        if (e.key === "Enter") { e.preventDefault(); finish(2); }
        else if (e.key === "Escape") { e.preventDefault(); finish(3); }
      });
      f.addEventListener("blur", function () { finish(2); });
      document.body.appendChild(f);
    }
    f.style.left = s.x + "px";
    f.style.top = s.y + "px";
    f.style.width = s.w + "px";
    f.style.height = s.h + "px";
    f.style.fontSize = s.font + "px";
    if (Module.boneyardFieldState) return;
    Module.boneyardFieldState = 1;
    Module.boneyardFieldChanged = true;
    f.maxLength = s.max;
    f.setAttribute("aria-label", s.label);
    f.placeholder = s.hint;
    f.value = s.text;
    f.style.display = "block";
    f.focus({ preventScroll: true });
    f.select();
  };
  // A tap (a press and its release on the same spot, closer than the game's drag slop, ui.cpp)
  // on a spot (Module.boneyardSpots, offer_text_edits) while no field is open: the field opens
  // in the release's handler (iOS raises its keyboard only then), a finger's touchend (its
  // default, the mouse events made after it, would take the focus back) or a mouse's or pen's
  // pointerup.
  var canvas = document.getElementById("canvas");
  var down = null;
  var spot_at = function (x, y) {
    var spots = Module.boneyardSpots || [];
    for (var i = 0; i < spots.length; i++) {
      var s = spots[i];
      if (x >= s.x && x < s.x + s.w && y >= s.y && y < s.y + s.h) return s;
    }
    return null;
  };
  var press = function (x, y) {
    down = Module.boneyardFieldState ? null : { spot: spot_at(x, y), x: x, y: y };
  };
  var release = function (e, x, y) {
    var d = down;
    down = null;
    if (!d || !d.spot || Module.boneyardFieldState || spot_at(x, y) !== d.spot) return;
    if ((x - d.x) * (x - d.x) + (y - d.y) * (y - d.y) >= 64) return;  // a drag: the list scrolls
    Module.boneyardFieldOpen(d.spot);
    if (e.type === "touchend" && e.cancelable) e.preventDefault();
  };
  canvas.addEventListener("pointerdown", function (e) { if (e.pointerType !== "touch") press(e.clientX, e.clientY); });
  canvas.addEventListener("pointerup", function (e) { if (e.pointerType !== "touch") release(e, e.clientX, e.clientY); });
  canvas.addEventListener("touchstart", function (e) {
    var t = e.changedTouches[0];
    if (e.touches.length === 1 && t) press(t.clientX, t.clientY);
    else down = null;  // a second finger: no tap
  });
  canvas.addEventListener("touchend", function (e) {
    var t = e.changedTouches[0];
    if (t) release(e, t.clientX, t.clientY);
  });
});

EM_JS(void, js_text_edit, (double x, double y, double w, double h, double font_px, const char* current, int max,
                            const char* placeholder, const char* label), {
  Module.boneyardFieldOpen({ x: x, y: y, w: w, h: h, font: font_px, text: UTF8ToString(current), max: max,
                             hint: UTF8ToString(placeholder), label: UTF8ToString(label) });
});

// The spots of offer_text_edits, as the last frame drew them: cleared, then each added.
EM_JS(void, js_spots_clear, (), { Module.boneyardSpots = []; });
EM_JS(void, js_spot_add, (double x, double y, double w, double h, double font_px, const char* current, int max,
                          const char* placeholder, const char* label), {
  Module.boneyardSpots.push({ x: x, y: y, w: w, h: h, font: font_px, text: UTF8ToString(current), max: max,
                              hint: UTF8ToString(placeholder), label: UTF8ToString(label) });
});

EM_JS(int, js_text_edit_state, (), {
  var f = Module.boneyardField;
  if (!f || !Module.boneyardFieldState) return 0;
  Module.boneyardScratch = f.value;
  return Module.boneyardFieldState;
});

EM_JS(void, js_end_text_edit, (), {
  var f = Module.boneyardField;
  if (!f || !Module.boneyardFieldState) return;
  Module.boneyardFieldState = 0;
  f.style.display = "none";
  f.blur();
  var canvas = document.getElementById("canvas");
  if (canvas && document.activeElement !== canvas) canvas.focus({ preventScroll: true });  // the keys are the game's again
});

EM_JS(int, js_field_changed, (), {
  var changed = Module.boneyardFieldChanged ? 1 : 0;
  Module.boneyardFieldChanged = false;
  return changed;
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

// The browser's primary pointer: a mouse (or a trackpad, a pen) points finely; a finger does not.
EM_JS(int, js_mouse_first, (), { return window.matchMedia && window.matchMedia("(pointer: fine)").matches ? 1 : 0; });

// The query is made once and kept: its `matches` follows the system setting as it changes.
EM_JS(int, js_reduced_motion, (), {
  if (!Module.boneyardReducedMotion && window.matchMedia)
    Module.boneyardReducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)");
  return Module.boneyardReducedMotion && Module.boneyardReducedMotion.matches ? 1 : 0;
});

// SDL takes the keys from the canvas and keeps the browser from acting on the ones a game
// might use, Ctrl with any key among them (Ctrl+R, Ctrl+L, Ctrl+W...). Those, and F5, F11 and
// F12, stay the browser's: a listener on the window, which sees a key before the canvas does,
// keeps them from reaching SDL.
//
// Module.pauseMainLoop() and resumeMainLoop() stop and restart the game's refreshes (the page's
// update test).
EM_JS(void, js_start, (), {
  Module['pauseMainLoop'] = function () { Module.boneyardPaused = true; };
  Module['resumeMainLoop'] = function () { Module.boneyardPaused = false; };
  var mine = { 'F5': 1, 'F11': 1, 'F12': 1 };
  function leave(e) {
    if (e.ctrlKey || e.metaKey || e.altKey || mine[e.code]) e.stopPropagation();
  }
  window.addEventListener('keydown', leave, true);
  window.addEventListener('keyup', leave, true);
  window.addEventListener('keypress', leave, true);
});

// A hidden page is still too: its display refreshes stop, and so does the game, timers or not.
EM_JS(int, js_paused, (), { return Module.boneyardPaused || document.hidden ? 1 : 0; });

// Online play (platform.h, "The online table"): web/online/peer.mjs, a module the page loads,
// keeps the connections and queues their events; these reach it as window.boneyardOnline. A
// page without it (the module failed to load) has no online play. Strings from C++ come as a
// pointer and a length (a string_view has no terminating zero); a list of STUN addresses as
// one string, a line each. An event is taken in two steps, as other strings are: its kind
// (the index of OnlineEvent::Kind, plus 1; 0: none left) with its text put in
// Module.boneyardScratch and its peer in Module.boneyardOnlinePeer.
// 1: the page can play online; 0: its module has loaded and found no WebRTC; -1: not loaded (yet).
EM_JS(int, js_online_state, (), {
  var online = window['boneyardOnline'];
  return online ? (online['supported']() ? 1 : 0) : -1;
});

EM_JS(void, js_online_invite, (int seat, const char* stun, int stun_length), {
  var online = window['boneyardOnline'];
  var list = UTF8ToString(stun, stun_length).split("\n").filter(function (url) { return url.length > 0; });
  if (online) online['invite'](seat, list);
});

EM_JS(void, js_online_answer, (int seat, const char* code, int length), {
  var online = window['boneyardOnline'];
  if (online) online['answer'](seat, UTF8ToString(code, length));
});

EM_JS(void, js_online_join, (const char* code, int length, const char* stun, int stun_length), {
  var online = window['boneyardOnline'];
  var list = UTF8ToString(stun, stun_length).split("\n").filter(function (url) { return url.length > 0; });
  if (online) online['join'](UTF8ToString(code, length), list);
});

EM_JS(void, js_online_send, (int peer, const char* text, int length), {
  var online = window['boneyardOnline'];
  if (online) online['send'](peer, UTF8ToString(text, length));
});

EM_JS(void, js_online_close, (int peer), {
  var online = window['boneyardOnline'];
  if (online) online['close'](peer);
});

EM_JS(void, js_online_hosting, (int on), {
  var online = window['boneyardOnline'];
  if (online) online['hosting'](on !== 0);
});

EM_JS(int, js_online_next, (), {
  var online = window['boneyardOnline'];
  var event = online ? online['next']() : null;
  if (!event) return 0;
  var kind = ['invitation', 'reply', 'open', 'message', 'closed', 'failed', 'link'].indexOf(event['kind']);
  Module.boneyardOnlinePeer = event['peer'];
  Module.boneyardScratch = String(event['text']);
  return kind < 0 ? -1 : kind + 1;  // -1: a kind this build does not know
});

EM_JS(int, js_online_peer, (), { return Module.boneyardOnlinePeer; });

EM_JS(int, js_online_changed, (), {
  var online = window['boneyardOnline'];
  return online && online['changed']() ? 1 : 0;
});

EM_JS(int, js_can_share, (), {
  var online = window['boneyardOnline'];
  return online && online['canShare']() ? 1 : 0;
});

EM_JS(void, js_share, (const char* title, int title_length, const char* text, int text_length, const char* url,
                       int url_length), {
  var online = window['boneyardOnline'];
  if (online) online['share'](UTF8ToString(title, title_length), UTF8ToString(text, text_length), UTF8ToString(url, url_length));
});

EM_JS(void, js_install_test_hook, (), {
  window['boneyardTest'] = {
    'view': function () { return UTF8ToString(_boneyard_test_view()); },
    'targets': function () { return UTF8ToString(_boneyard_test_targets()); },
    'progress': function () { return UTF8ToString(_boneyard_test_progress()); },
    // SDL's Web Audio output (its context and node; the Closure Compiler renames SDL's own
    // property names), once the sound is open; else null.
    'audio': function () {
      var sdl = Module['SDL2'];
      return sdl && sdl.audioContext && sdl.audio ? { 'context': sdl.audioContext, 'node': sdl.audio.scriptProcessorNode } : null;
    }
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

boneyard::platform::TestHook g_test;
std::string g_test_answer;

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
}

// The game calls WebGL 2 directly (render/gl.cpp) and never looks a GL function up by name.
// SDL's EGL glue keeps eglGetProcAddress's address, and Emscripten's eglGetProcAddress carries
// a table of every GL function it has (JavaScript and a name table in the module): defined
// here, it answers "none", as for any function this build lacks, and that table stays out.
extern "C" void* eglGetProcAddress(const char*) { return nullptr; }

namespace boneyard::platform {

namespace detail {
void on_start(int, char**) {
  js_start();
  js_field_start();
}
bool mouse_first() { return js_mouse_first() != 0; }
bool between_frames() { return js_paused() == 0; }
void after_render() {}
}  // namespace detail

SafeArea safe_area() {
  return {static_cast<float>(js_safe_inset(0)), static_cast<float>(js_safe_inset(1)),
          static_cast<float>(js_safe_inset(2)), static_cast<float>(js_safe_inset(3))};
}

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

void set_aside(std::string_view key) {
  if (auto value = load(key)) store(std::string(key) + ".corrupt", *value);
  forget(key);
}

namespace {
// TRANSLATORS: what a screen reader says the game's text field is for (a seat's name).
std::string field_label() { return trc("text field", "Name"); }
}  // namespace

void begin_text_edit(const TextBox& box, std::string_view current, int max_chars) {
  js_text_edit(box.x, box.y, box.w, box.h, box.font_px, std::string(current).c_str(), max_chars,
               box.placeholder.c_str(), field_label().c_str());
}

// Given to the page only when they change (a frame of the same screen offers the same spots).
void offer_text_edits(const std::vector<TextSpot>& spots) {
  static std::vector<TextSpot> offered;
  static std::optional<std::string> offered_label;  // in the language then shown
  const auto same = [](const TextSpot& a, const TextSpot& b) {
    return a.box.x == b.box.x && a.box.y == b.box.y && a.box.w == b.box.w && a.box.h == b.box.h &&
           a.box.font_px == b.box.font_px && a.box.placeholder == b.box.placeholder && a.current == b.current &&
           a.max_chars == b.max_chars;
  };
  const std::string label = field_label();
  if (offered_label == label && std::equal(spots.begin(), spots.end(), offered.begin(), offered.end(), same)) return;
  offered_label = label;
  offered = spots;
  js_spots_clear();
  for (const TextSpot& s : spots)
    js_spot_add(s.box.x, s.box.y, s.box.w, s.box.h, s.box.font_px, s.current.c_str(), s.max_chars,
                s.box.placeholder.c_str(), label.c_str());
}

TextEdit text_edit_state() {
  const int state = js_text_edit_state();
  if (state == 0) return {TextEdit::State::Closed, {}, true};
  std::string text = scratch_text(js_scratch_length());
  const auto phase = state == 1   ? TextEdit::State::Typing
                     : state == 2 ? TextEdit::State::Kept
                                  : TextEdit::State::Cancelled;
  return {phase, std::move(text), true};
}

void end_text_edit() { js_end_text_edit(); }

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

bool prefers_reduced_motion() { return js_reduced_motion() != 0; }

std::vector<std::string> preferred_languages() {
  std::vector<std::string> out;
  const std::string lines = scratch_text(js_languages());
  for (std::size_t at = 0; at <= lines.size();) {
    std::size_t end = lines.find('\n', at);
    if (end == std::string::npos) end = lines.size();
    if (end > at) out.push_back(lines.substr(at, end - at));
    at = end + 1;
  }
  return out;
}

void fetch_catalogue(std::string_view code) { js_fetch_catalogue(std::string(code).c_str()); }
void language_shown(std::string_view code) { js_language_shown(std::string(code).c_str()); }

std::optional<CatalogueFile> take_catalogue() {
  const int length = js_catalogue_state();
  if (length == -2) return std::nullopt;
  const std::string about = scratch_text(js_scratch_length());
  const std::size_t newline = about.find('\n');
  CatalogueFile file{about.substr(0, newline), length >= 0, {}, {}};
  if (length >= 0) {
    file.bytes.resize(static_cast<std::size_t>(length));
    js_catalogue_take(reinterpret_cast<unsigned char*>(file.bytes.data()));
  } else {
    file.error = newline == std::string::npos ? std::string() : about.substr(newline + 1);
    js_catalogue_take(nullptr);
  }
  return file;
}

// Every flag is read (and cleared) every time: no change is to be carried over.
bool wants_frame() {
  const bool field = js_field_changed() != 0;
  const bool online = js_online_changed() != 0;
  const bool catalogue = js_catalogue_arrived() != 0;
  return field || online || catalogue;
}

bool online_supported() { return js_online_state() == 1; }
bool online_missing() { return js_online_state() == 0; }

namespace {
std::string stun_lines(const std::vector<std::string>& list) {
  std::string out;
  for (const std::string& line : list) out += line + "\n";
  return out;
}
int length_of(std::string_view text) { return static_cast<int>(text.size()); }
}  // namespace

void online_invite(int seat, const std::vector<std::string>& stun) {
  const std::string list = stun_lines(stun);
  js_online_invite(seat, list.data(), length_of(list));
}

void online_answer(int seat, std::string_view reply_code) {
  js_online_answer(seat, reply_code.data(), length_of(reply_code));
}

void online_join(std::string_view invitation_code, const std::vector<std::string>& stun) {
  const std::string list = stun_lines(stun);
  js_online_join(invitation_code.data(), length_of(invitation_code), list.data(), length_of(list));
}

void online_send(int peer, std::string_view text) { js_online_send(peer, text.data(), length_of(text)); }

void online_close(int peer) { js_online_close(peer); }

void online_hosting(bool hosting) { js_online_hosting(hosting ? 1 : 0); }

std::vector<OnlineEvent> online_events() {
  std::vector<OnlineEvent> events;
  while (const int kind = js_online_next()) {
    if (kind < 1) continue;  // a kind this build does not know
    events.push_back({static_cast<OnlineEvent::Kind>(kind - 1), js_online_peer(), scratch_text(js_scratch_length())});
  }
  return events;
}

bool can_share() { return js_can_share() != 0; }

void share(std::string_view title, std::string_view text, std::string_view url) {
  js_share(title.data(), length_of(title), text.data(), length_of(text), url.data(), length_of(url));
}

void install_test_hook(TestHook hook) {
  g_test = std::move(hook);
  js_install_test_hook();
}

}  // namespace boneyard::platform

#endif  // __EMSCRIPTEN__
