// What the shell needs from the page it runs in: the canvas's WebGL 2 context, its size and
// pixel ratio, pointer and key input, time, the share link in the URL, storage, the
// clipboard, sound, the browser-test hook and the main loop.
// One implementation per platform, with all platform #ifdefs inside it (web.cpp), so the
// rest of the shell never sees Emscripten (STYLE.md, after sokol).
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace boneyard::platform {

// Makes the canvas's WebGL 2 context current (the one the page made while the game
// downloaded, when there is one) and starts listening to the canvas's pointer and keys.
// False when there is no WebGL 2.
bool start();

struct Display {
  float width = 0, height = 0;                                         // CSS pixels
  float dpr = 1;                                                       // device pixels per CSS pixel
  float safe_top = 0, safe_right = 0, safe_bottom = 0, safe_left = 0;  // notch, home bar (CSS px)
  bool operator==(const Display&) const = default;
};

// Reads the canvas's CSS size, the device pixel ratio and the safe-area insets and, when
// they changed, sizes the drawing buffer to css * dpr.
Display sync_display();

// What the player did, in the order it happened. Positions are CSS pixels from the canvas's
// top-left corner. One pointer at a time: the mouse, or the first finger on the screen.
enum class Key : std::uint8_t {
  None, Enter, KeypadEnter, Space, Left, Right, Up, Down, Tab, Escape, Shift,
  A, Z = A + 25,  // the letters A..Z in order
};
struct Input {
  enum class Kind : std::uint8_t {
    PointerMove, PointerDown, PointerUp,
    PointerCancel,  // the browser took the pointer (a system gesture): a release that clicks nothing
    PointerLeave,   // the mouse left the canvas
    Wheel,          // y: steps, positive away from the player (up)
    KeyDown, KeyUp,
    FocusLost,      // the canvas lost the keyboard: every key is up
  };
  Kind kind = Kind::PointerMove;
  float x = 0, y = 0;
  bool touch = false;  // the pointer is a finger (or a pen), not a mouse
  Key key = Key::None;
  bool shift = false;  // Shift was down with the key
};
std::vector<Input> take_input();  // everything since the last call

double now_ms();             // a monotonic clock, milliseconds
double epoch_ms();           // the calendar clock: milliseconds since 1970-01-01 UTC
std::uint64_t fresh_seed();  // a new random seed for a new match

// The share link (the URL hash) once: at start-up, and again whenever the hash changes.
// Taking it clears it from the address bar, so reloading resumes instead of restarting.
std::string take_link();
bool link_waiting();         // a link arrived that take_link() has not taken yet
std::string page_address();  // the page URL without its hash, for share links

std::optional<std::string> load(std::string_view key);  // localStorage; nullopt if absent
void store(std::string_view key, std::string_view value);
void forget(std::string_view key);

// Asks for a line of text (the browser's own prompt, over the page): nullopt when cancelled.
std::optional<std::string> ask_text(std::string_view question, std::string_view current);

enum class CopyState { Idle, Pending, Done, Failed };
void copy_text(std::string_view text);  // to the clipboard, asynchronously
CopyState copy_state();                 // the last copy's outcome

void set_pointer_cursor(bool pointer);  // a hand over clickable things
bool prefers_reduced_motion();          // the browser asks for less motion (prefers-reduced-motion)

// Sound: one mono output (Web Audio in the browser), opened on demand. Browsers
// keep audio suspended until the page has had a user gesture, so the app opens it only after
// the first tap, click or key. When it cannot open, it stays closed (no retries): the game
// goes on silently.
bool open_audio();  // true once the output is open (now or before)
bool audio_open();
int audio_rate();   // samples a second; 0 while closed
// Plays `samples` (mono, [-1, 1], at audio_rate()) at once, mixed with whatever still plays.
// Nothing while closed.
void play_audio(const std::vector<float>& samples);

// How many input events the page has handed to the game since it started (a count the
// browser tests compare with the frames' own count of the events they consumed).
std::uint64_t input_received();

// window.boneyardTest.view() / .targets() / .progress() call these (JSON strings).
struct TestHook {
  std::function<std::string()> view;      // {"screen":..., "state":...}
  std::function<std::string()> targets;   // what can be clicked now
  std::function<std::string()> progress;  // how far the frames have got with the input
};
void install_test_hook(TestHook hook);

// Runs `frame` once per display refresh from now on (it may decide to draw nothing), and
// returns: the game lives on after main() has returned.
void run_main_loop(std::function<void()> frame);

}  // namespace boneyard::platform
