// What the shell needs from where it runs, in two layers:
//   sdl.cpp      SDL2, in the browser and on the desktop alike: the window (the page's canvas in
//                a browser) and its OpenGL ES 3 / WebGL 2 context, the player's input (to Dear
//                ImGui through its SDL2 backend, imgui_impl_sdl2), the clock, the sound output
//                and the frame loop.
//   web.cpp      what SDL does not cover in a browser: storage, the address's hash, the
//                clipboard, the share sheet, the reduced-motion and pointer queries, the
//                text field (a page <input>), the safe area, the browser shortcuts SDL would
//                take from the page, online play's WebRTC connections
//                (web/online/peer.mjs), and the browser tests' hook (window.boneyardTest).
//   desktop.cpp  the same for boneyard-desktop: files under $XDG_DATA_HOME/boneyard, the share
//                link as the program's argument, the test hook over standard input.
//   no_online.cpp  the online table where there is none: the desktop program, and the
//                  layout test beside headless.cpp.
// Every #ifdef __EMSCRIPTEN__ and EM_JS of the shell lives in these files, so the rest of the
// shell never sees Emscripten or SDL (as sokol keeps its backends behind one header).
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace boneyard::platform {

// --- sdl.cpp --------------------------------------------------------------------------------

// SDL's video and events, the window (in a browser: the page's canvas, whose WebGL 2 context
// the page made while the game downloaded) with its OpenGL ES 3 context, and ImGui's SDL2
// backend (the ImGui context must exist). `argc`, `argv`: the program's arguments (desktop.cpp
// reads a share link and --test-hook from them). False, with a message on standard error, when there
// is no window or no OpenGL ES 3.
bool start(int argc, char** argv);

struct Display {
  float width = 0, height = 0;                                         // CSS (window) pixels
  float dpr = 1;                                                       // drawing pixels per CSS pixel
  float safe_top = 0, safe_right = 0, safe_bottom = 0, safe_left = 0;  // notch, home bar (CSS px)
  bool operator==(const Display&) const = default;
};
// The window's size, its drawing buffer's (SDL sizes the canvas for the device pixel ratio)
// and the safe area.
Display sync_display();

// The player's input since the last call, handed to Dear ImGui in the order it came (pointer
// positions in window pixels: main.cpp moves them into the UI's).
struct InputTaken {
  std::uint64_t events = 0;  // input events taken (pointer, touch, keys, text, wheel)
  bool gesture = false;      // a release or a key: the browser now lets sound start
  bool quit = false;         // the window was closed (desktop)
  bool window = false;       // the window was shown, exposed, resized or refocused: draw again
};
InputTaken take_input();
// Whether the player points with a mouse (the latest pointer event came from one) rather than
// a touch screen. The screens then say "click", not "tap". Before any pointer event: what the
// browser says its primary pointer is (the media query "(pointer: fine)", so a desktop's first
// frame already says "click"); on the desktop, a mouse.
bool pointer_is_mouse();
// How many input events SDL has queued since the game started: the browser tests compare it
// with the count the frames took (take_input), to know the frames have seen all their input.
std::uint64_t input_received();

void begin_frame();  // before ImGui::NewFrame: ImGui's SDL2 backend (timing, mouse, sizes)
void present();      // shows the rendered frame (a browser shows it when the refresh ends)

void set_pointer_cursor(bool pointer);  // a hand over clickable things
double now_ms();                        // a monotonic clock, milliseconds

// Sound: one mono output, opened on demand. Browsers keep audio suspended until the page has
// had a user gesture, so the app opens it only after the first tap, click or key. When it
// cannot open, it stays closed (no retries): the game goes on silently.
bool open_audio();  // true once the output is open (now or before)
bool audio_open();
int audio_rate();   // samples a second; 0 while closed
// Plays `samples` (mono, [-1, 1], at audio_rate()) at once, mixed with whatever still plays.
// Nothing while closed.
void play_audio(const std::vector<float>& samples);
double audio_queued_ms();  // how much of what was played is still to be heard

// Runs `frame` once per display refresh (it may decide to draw nothing). `frame` returns how
// long it may wait for input before it runs again (0: at the next refresh); in a browser the
// refreshes then stop for that long, unless an event comes first. In a browser it returns at
// once and the game lives on after main() has returned; on the desktop it returns when the
// window is closed.
void run_main_loop(std::function<double()> frame);
// For the browser tests: the display refreshes the loop has run the game at, and whether it
// waits for input or a timer instead now (never on the desktop).
std::uint64_t refreshes_taken();
bool waiting_for_input();

// --- web.cpp / desktop.cpp ------------------------------------------------------------------

struct SafeArea {
  float top = 0, right = 0, bottom = 0, left = 0;
};
SafeArea safe_area();  // a phone's notch and home bar (CSS px); none on the desktop

double epoch_ms();           // the calendar clock: milliseconds since 1970-01-01 UTC
std::uint64_t fresh_seed();  // a new random seed for a new match

// The share link (the URL hash; the desktop program's argument) once: at start-up, and in a
// browser again whenever the hash changes. Taking it clears it from the address bar, so
// reloading resumes instead of restarting.
std::string take_link();
bool link_waiting();         // a link arrived that take_link() has not taken yet
std::string page_address();  // the page URL without its hash, for share links

// Storage: the browser's localStorage; on the desktop one file a key, written atomically.
std::optional<std::string> load(std::string_view key);  // nullopt if absent
void store(std::string_view key, std::string_view value);
void forget(std::string_view key);
// A stored value the game could not read: moved out of the way (under `key`.corrupt), not
// lost, so a later version or a person can still look at it.
void set_aside(std::string_view key);

// Typing a line of text (a seat's name) into a field the game draws. While the field is open
// the game calls begin_text_edit() every frame with where it lies (`box`, CSS pixels: moved
// when the list scrolls or the window changes), and reads text_edit_state().
//   web.cpp      a phone's on-screen keyboard comes only for a real text input: the page
//                places its own <input> over `box`, styled like the game's field, focused,
//                with `current` in it all selected and at most `max_chars` characters.
//                Typing (Typing, with the text so far), Enter or the field losing its focus
//                (Kept) and Escape (Cancelled) come back through text_edit_state(); the field's
//                changes make frames due (wants_frame). `page_field` is true.
//   desktop.cpp  SDL's text input is on (its IME placed at `box`) and the keys reach the game
//   headless.cpp through Dear ImGui: the game edits the text itself (`page_field` false).
struct TextBox {
  float x = 0, y = 0, w = 0, h = 0;  // CSS pixels
  float font_px = 16;                // the field's text size, CSS pixels
  std::string placeholder;           // what the empty field says it is for (web.cpp; "" none)
};
struct TextEdit {
  enum class State { Closed, Typing, Kept, Cancelled };
  State state = State::Closed;
  std::string text;         // the page's field: as typed so far, or kept
  bool page_field = false;  // the page's own field takes the keys (see above)
};
void begin_text_edit(const TextBox& box, std::string_view current, int max_chars);  // opens it, or moves it
TextEdit text_edit_state();
void end_text_edit();  // closes it (the keys go back to the game)
// Where a tap opens a field (a seat's name on the setup screen), as the last frame drew them: each
// frame gives its own, none on a screen without. iOS Safari raises its keyboard only for a field
// focused inside the tap's own event handler, not in the frame that takes the tap after it: so
// web.cpp opens the page's field, focused, in the handler of a tap (press and release) on a spot
// while none is open, and the frame that takes the tap finds it open (begin_text_edit: `current`
// and `max_chars` are the spot's). Elsewhere nothing.
struct TextSpot {
  TextBox box;          // where the tap lands, and the field lies (CSS pixels)
  std::string current;  // what the field opens with
  int max_chars = 0;
};
void offer_text_edits(const std::vector<TextSpot>& spots);

enum class CopyState { Idle, Pending, Done, Failed };
void copy_text(std::string_view text);  // to the clipboard (in a browser, asynchronously)
CopyState copy_state();                 // the last copy's outcome

bool prefers_reduced_motion();  // the system asks for less motion (prefers-reduced-motion)

// Languages (look/language.h). The player's languages, most wanted first: the browser's
// navigator.languages; on the desktop LANGUAGE's list, then the first set of LC_ALL, LC_MESSAGES
// and LANG (the layout test: what headless::set_languages gave).
std::vector<std::string> preferred_languages();
// Starts reading a language's compiled catalogue, lang/<code>.mo. In a browser it is fetched
// beside the module (the service worker keeps it for offline play) and arrives later through
// take_catalogue(), its arrival making a frame due; the desktop program and the layout test
// read it at once from the build's lang folder (or $BONEYARD_LANG_DIR).
void fetch_catalogue(std::string_view code);
struct CatalogueFile {
  std::string code;
  bool ok = false;
  std::string bytes;  // the .mo file, when ok
  std::string error;  // why not, when not ok
};
std::optional<CatalogueFile> take_catalogue();  // the one fetched, once it has arrived or failed
// The language the game speaks now ("en", "es"...), once it has changed: the page's own words
// (its update bar, its messages) and its lang attribute follow it, with no reload. Elsewhere nothing.
void language_shown(std::string_view code);

// The test hook: window.boneyardTest.view() / .targets() / .progress() in a browser; on the
// desktop, with --test-hook, lines on standard input (desktop.cpp).
struct TestHook {
  std::function<std::string()> view;      // {"screen":..., "state":...}
  std::function<std::string()> targets;   // what can be clicked now
  std::function<std::string()> progress;  // how far the frames have got with the input
};
void install_test_hook(TestHook hook);
// A frame is to be drawn: the test hook asks for one (a screenshot is due), the page's text
// field changed (begin_text_edit), or an online event was queued (online_events).
bool wants_frame();

// --- The online table (issue 28) ---
// Friends' pages connect to the host's over WebRTC data channels with no server between them
// (web.cpp: web/online/peer.mjs, through window.boneyardOnline). The host's page has one
// connection per friend's seat (the peer is the seat), a friend's page one, to the host
// (kHostPeer). The offer and the answer travel as short codes (web/online/sdp_code.mjs) that
// the people carry: the host's invitation to the friend, the friend's reply back. Each call
// returns at once; what comes of it arrives later as an event, and every event makes a frame
// due (wants_frame). `stun`: STUN server addresses ("stun:host:port"); none: one local network
// only. A code takes at most about 3 s to make (an unreachable STUN server is given up on).
// Events: Invitation / Reply carry the code to pass on; Open, the channel is open; Message, one
// string received (at most 64 KiB of UTF-8, in order: a longer or binary one is dropped with a
// warning on the console; online_send() drops them too); Closed, the connection ended (the
// other page closed, the network was lost, ICE failed), and it is forgotten: invite again;
// Failed, a code that does not read or a connection that could not be made, `text` saying why
// (a bad reply leaves the invitation as it was, to take another); Link, a reply link
// ("#reply=...") that another tab of this browser was opened with, while this one is hosting.
// online_close() and a new online_invite() for the same seat end a connection with no event.
// The desktop program and the layout test have none of it (no_online.cpp): online_supported()
// and can_share() are false, online_missing() true, the calls do nothing and no event comes.
bool online_supported();  // the page can make WebRTC connections
// Known for sure that it cannot: the page's module has loaded and found no WebRTC (a browser
// built without it, as Debian's WebKitGTK). While the module loads, neither is true.
bool online_missing();
inline constexpr int kHostPeer = -1;  // a friend's page's one connection: to the host
void online_invite(int seat, const std::vector<std::string>& stun);  // host: an Invitation event follows
void online_answer(int seat, std::string_view reply_code);          // host: Open, or Failed (why)
void online_join(std::string_view invitation_code, const std::vector<std::string>& stun);  // friend: a Reply event
void online_send(int peer, std::string_view text);
void online_close(int peer);
void online_hosting(bool hosting);  // this tab takes reply links handed over by other tabs (Link events)
struct OnlineEvent {
  enum class Kind { Invitation, Reply, Open, Message, Closed, Failed, Link };
  Kind kind = Kind::Message;
  int peer = kHostPeer;
  std::string text;  // the code, the message, why it failed, the link's hash
};
std::vector<OnlineEvent> online_events();  // queued since the last call, in order
bool can_share();                                    // the browser has a share sheet
void share(std::string_view title, std::string_view text, std::string_view url);

namespace detail {
// sdl.cpp calls these: with the program's arguments at start; once a refresh, before the
// frame (the desktop's test commands; false: skip this refresh, the page paused the game); and
// with a frame rendered, before it is shown (the desktop's screenshots). mouse_first(): at
// start, whether the player points with a mouse until a pointer event says (pointer_is_mouse).
void on_start(int argc, char** argv);
bool between_frames();
void after_render();
bool mouse_first();
}  // namespace detail

}  // namespace boneyard::platform
