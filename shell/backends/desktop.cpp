// What SDL does not cover for boneyard-desktop: storage as files, the share link as the
// program's argument, the clock and seeds, and the test hook over standard input. See
// platform.h for what each function promises; sdl.cpp does the rest.
//
//   boneyard-desktop [--test-hook] ['#game=hearts&players=4&seed=7']
//
// Storage: one file a key under $XDG_DATA_HOME/boneyard (~/.local/share/boneyard when it is
// not set), written to a temporary file, flushed to the disk and renamed over the old one, so
// a crash mid-write leaves the old file or the new one, never half of one. A file the game
// cannot read is renamed to <key>.corrupt (set_aside) and the game says so.
//
// The test hook (--test-hook): one command a line on standard input, one answer a line on
// standard output, in order:
//   view | targets | progress     the JSON the browser's window.boneyardTest gives
//   click X Y                     a left click at (X, Y), window pixels, through SDL's queue
//   key NAME                      a key press and release (SDL's key names: Return, A, Left...)
//   type TEXT                     TEXT typed (SDL's text input: what a field takes), to the line's end
//   resize W H                    the window's size
//   shot PATH                     the next frame drawn, as a PNG (answer: "shot W H")
//   quit                          closes the window
// Anything else is answered "error: ..." and changes nothing.
#ifndef __EMSCRIPTEN__

#include <GLES3/gl3.h>
#include <SDL.h>
#include <fcntl.h>
#include <poll.h>
#include <unistd.h>

#include <array>
#include <cctype>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <utility>

#include "look/language.h"
#include "platform/platform.h"

namespace boneyard::platform {
namespace {

std::string g_link;  // the share link from the command line, until taken
bool g_test_hook = false;
TestHook g_test;
std::string g_stdin;             // what standard input has sent that is not a whole line yet
std::string g_shot_path;         // a screenshot asked for, taken at the next frame drawn
CopyState g_copy = CopyState::Idle;
bool g_text_edit = false;  // a text field is open (begin_text_edit)

std::filesystem::path data_dir() {
  if (const char* xdg = std::getenv("XDG_DATA_HOME"); xdg && *xdg == '/') return std::filesystem::path(xdg) / "boneyard";
  if (const char* home = std::getenv("HOME"); home && *home) return std::filesystem::path(home) / ".local/share/boneyard";
  return std::filesystem::path(".boneyard");
}

// A key names a file: letters, digits, dots, dashes and underscores only.
std::optional<std::filesystem::path> file_of(std::string_view key) {
  if (key.empty() || key.size() > 64 || key.front() == '.') return std::nullopt;
  for (const char c : key)
    if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '.' || c == '-' || c == '_')) return std::nullopt;
  return data_dir() / std::string(key);
}

void say(const std::string& line) {
  std::fwrite(line.data(), 1, line.size(), stdout);
  std::fputc('\n', stdout);
  std::fflush(stdout);
}

void push_mouse(Uint32 type, int x, int y) {
  SDL_Event event{};
  event.type = type;
  if (type == SDL_MOUSEMOTION) {
    event.motion.windowID = SDL_GetWindowID(SDL_GL_GetCurrentWindow());
    event.motion.x = x;
    event.motion.y = y;
    event.motion.state = 0;
  } else {
    event.button.windowID = SDL_GetWindowID(SDL_GL_GetCurrentWindow());
    event.button.button = SDL_BUTTON_LEFT;
    event.button.state = type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED;
    event.button.clicks = 1;
    event.button.x = x;
    event.button.y = y;
  }
  SDL_PushEvent(&event);
}

void push_key(SDL_Scancode code, bool down) {
  SDL_Event event{};
  event.type = down ? SDL_KEYDOWN : SDL_KEYUP;
  event.key.windowID = SDL_GetWindowID(SDL_GL_GetCurrentWindow());
  event.key.state = down ? SDL_PRESSED : SDL_RELEASED;
  event.key.keysym.scancode = code;
  event.key.keysym.sym = SDL_GetKeyFromScancode(code);
  SDL_PushEvent(&event);
}

void command(const std::string& line) {
  std::istringstream in(line);
  std::string verb;
  in >> verb;
  if (verb == "view") {
    say(g_test.view ? g_test.view() : "{}");
  } else if (verb == "targets") {
    say(g_test.targets ? g_test.targets() : "[]");
  } else if (verb == "progress") {
    say(g_test.progress ? g_test.progress() : "{}");
  } else if (verb == "click") {
    int x = 0, y = 0;
    if (!(in >> x >> y)) return say("error: click needs X and Y");
    // The pointer moves there for real (ImGui's SDL2 backend reads the X server's pointer
    // while no button is down), then presses and releases.
    if (SDL_Window* window = SDL_GL_GetCurrentWindow()) SDL_WarpMouseInWindow(window, x, y);
    push_mouse(SDL_MOUSEMOTION, x, y);
    push_mouse(SDL_MOUSEBUTTONDOWN, x, y);
    push_mouse(SDL_MOUSEBUTTONUP, x, y);
    say("ok");
  } else if (verb == "key") {
    std::string name;
    in >> name;
    const SDL_Scancode code = SDL_GetScancodeFromName(name.c_str());
    if (code == SDL_SCANCODE_UNKNOWN) return say("error: no key named '" + name + "'");
    push_key(code, true);
    push_key(code, false);
    say("ok");
  } else if (verb == "type") {
    std::string text;
    std::getline(in >> std::ws, text);
    SDL_Event event{};
    event.type = SDL_TEXTINPUT;
    event.text.windowID = SDL_GetWindowID(SDL_GL_GetCurrentWindow());
    if (text.empty() || text.size() >= sizeof(event.text.text)) return say("error: type needs 1 to 31 bytes of text");
    std::memcpy(event.text.text, text.data(), text.size());
    SDL_PushEvent(&event);
    say("ok");
  } else if (verb == "resize") {
    int w = 0, h = 0;
    if (!(in >> w >> h) || w < 320 || h < 320 || w > 4096 || h > 4096) return say("error: resize needs W and H, 320 to 4096");
    SDL_SetWindowSize(SDL_GL_GetCurrentWindow(), w, h);
    say("ok");
  } else if (verb == "shot") {
    in >> g_shot_path;
    if (g_shot_path.empty()) say("error: shot needs a file name");
  } else if (verb == "quit") {
    SDL_Event event{};
    event.type = SDL_QUIT;
    SDL_PushEvent(&event);
    say("ok");
  } else if (!verb.empty()) {
    say("error: unknown command '" + verb + "'");
  }
}

// A PNG of `rgb` (rows top to bottom), its image data in stored (uncompressed) deflate blocks:
// no compression library needed, and a test reads it back with any PNG reader.
std::uint32_t crc32(const unsigned char* data, std::size_t size, std::uint32_t crc = 0) {
  static const auto table = [] {
    std::array<std::uint32_t, 256> t{};
    for (std::uint32_t n = 0; n < 256; ++n) {
      std::uint32_t c = n;
      for (int k = 0; k < 8; ++k) c = c & 1 ? 0xEDB88320u ^ (c >> 1) : c >> 1;
      t[n] = c;
    }
    return t;
  }();
  crc = ~crc;
  for (std::size_t i = 0; i < size; ++i) crc = table[(crc ^ data[i]) & 0xFF] ^ (crc >> 8);
  return ~crc;
}

void put32(std::string& out, std::uint32_t v) {
  for (int shift = 24; shift >= 0; shift -= 8) out.push_back(static_cast<char>((v >> shift) & 0xFF));
}

void chunk(std::string& out, const char* type, const std::string& body) {
  put32(out, static_cast<std::uint32_t>(body.size()));
  const std::string typed = std::string(type, 4) + body;
  out += typed;
  put32(out, crc32(reinterpret_cast<const unsigned char*>(typed.data()), typed.size()));
}

bool write_png(const std::string& path, int width, int height, const std::vector<unsigned char>& rgb) {
  std::string raw;  // each row: filter byte 0, then the pixels
  raw.reserve(static_cast<std::size_t>(height) * (static_cast<std::size_t>(width) * 3 + 1));
  for (int y = 0; y < height; ++y) {
    raw.push_back('\0');
    raw.append(reinterpret_cast<const char*>(rgb.data()) + static_cast<std::size_t>(y) * width * 3,
               static_cast<std::size_t>(width) * 3);
  }
  std::string z = "\x78\x01";
  std::uint32_t a = 1, b = 0;  // Adler-32
  for (const char c : raw) {
    a = (a + static_cast<unsigned char>(c)) % 65521;
    b = (b + a) % 65521;
  }
  for (std::size_t at = 0; at < raw.size(); at += 65535) {  // raw holds a row at least
    const std::size_t n = std::min<std::size_t>(65535, raw.size() - at);
    z.push_back(at + n >= raw.size() ? '\1' : '\0');
    z.push_back(static_cast<char>(n & 0xFF));
    z.push_back(static_cast<char>(n >> 8));
    z.push_back(static_cast<char>(~n & 0xFF));
    z.push_back(static_cast<char>((~n >> 8) & 0xFF));
    z.append(raw, at, n);
  }
  put32(z, (b << 16) | a);
  std::string png = "\x89PNG\r\n\x1a\n";
  std::string header;
  put32(header, static_cast<std::uint32_t>(width));
  put32(header, static_cast<std::uint32_t>(height));
  header += std::string("\x08\x02\x00\x00\x00", 5);  // 8-bit RGB
  chunk(png, "IHDR", header);
  chunk(png, "IDAT", z);
  chunk(png, "IEND", "");
  std::ofstream file(path, std::ios::binary);
  file.write(png.data(), static_cast<std::streamsize>(png.size()));
  return static_cast<bool>(file);
}

}  // namespace

namespace detail {

void on_start(int argc, char** argv) {
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if (arg == "--test-hook") {
      g_test_hook = true;
    } else if (arg == "--help" || arg == "-h") {
      std::printf("usage: boneyard-desktop [--test-hook] ['#game=hearts&players=4&seed=7']\n"
                  "  Plays Boneyard in a window. A share link (or a page address ending in one) opens that table.\n"
                  "  Saves, settings and statistics: %s\n",
                  data_dir().c_str());
      std::exit(0);
    } else if (const auto hash = arg.find('#'); hash != std::string_view::npos && g_link.empty()) {
      g_link = std::string(arg.substr(hash));
    } else {
      std::fprintf(stderr, "boneyard-desktop: '%s' is not a share link (#game=...) nor an option; see --help\n", argv[i]);
      std::exit(2);
    }
  }
  if (g_test_hook) {
    const int flags = fcntl(STDIN_FILENO, F_GETFL);
    if (flags >= 0) fcntl(STDIN_FILENO, F_SETFL, flags | O_NONBLOCK);
  }
}

bool mouse_first() { return true; }  // a desktop's window: a mouse (a touch screen's first touch says otherwise)

bool between_frames() {
  if (!g_test_hook || !g_shot_path.empty()) return true;  // a screenshot first: later commands wait for it
  char buffer[4096];
  for (;;) {
    const ssize_t n = read(STDIN_FILENO, buffer, sizeof buffer);
    if (n <= 0) break;
    g_stdin.append(buffer, static_cast<std::size_t>(n));
  }
  std::size_t end;
  while (g_shot_path.empty() && (end = g_stdin.find('\n')) != std::string::npos) {
    const std::string line = g_stdin.substr(0, end);
    g_stdin.erase(0, end + 1);
    command(line);
  }
  return true;
}

void after_render() {
  if (g_shot_path.empty()) return;
  int width = 0, height = 0;
  SDL_GL_GetDrawableSize(SDL_GL_GetCurrentWindow(), &width, &height);
  if (width <= 0 || height <= 0) return;
  std::vector<unsigned char> rgba(static_cast<std::size_t>(width) * height * 4);
  glPixelStorei(GL_PACK_ALIGNMENT, 1);
  glReadPixels(0, 0, width, height, GL_RGBA, GL_UNSIGNED_BYTE, rgba.data());
  std::vector<unsigned char> rgb(static_cast<std::size_t>(width) * height * 3);
  for (int y = 0; y < height; ++y)  // GL's rows go bottom to top
    for (int x = 0; x < width; ++x)
      for (int c = 0; c < 3; ++c)
        rgb[(static_cast<std::size_t>(y) * width + x) * 3 + c] =
            rgba[(static_cast<std::size_t>(height - 1 - y) * width + x) * 4 + c];
  say(write_png(g_shot_path, width, height, rgb) ? "shot " + std::to_string(width) + " " + std::to_string(height)
                                                 : "error: could not write " + g_shot_path);
  g_shot_path.clear();
}

}  // namespace detail

bool wants_frame() { return !g_shot_path.empty(); }

SafeArea safe_area() { return {}; }

double epoch_ms() {
  using namespace std::chrono;
  return static_cast<double>(duration_cast<milliseconds>(system_clock::now().time_since_epoch()).count());
}

std::uint64_t fresh_seed() {
  std::random_device device;
  return device() % 1000000000u;
}

std::string take_link() { return std::exchange(g_link, {}); }

bool link_waiting() { return !g_link.empty(); }

// Where a share link points: the page's address when one is set (BONEYARD_PAGE_ADDRESS); without
// it a link is just its #game=... part, which this program and any Boneyard page open.
std::string page_address() {
  const char* address = std::getenv("BONEYARD_PAGE_ADDRESS");
  return address ? address : "";
}

std::optional<std::string> load(std::string_view key) {
  const auto path = file_of(key);
  if (!path) return std::nullopt;
  std::ifstream file(*path, std::ios::binary);
  if (!file) return std::nullopt;
  std::ostringstream text;
  text << file.rdbuf();
  return text.str();
}

void store(std::string_view key, std::string_view value) {
  const auto path = file_of(key);
  if (!path) return;
  std::error_code error;
  std::filesystem::create_directories(path->parent_path(), error);
  const std::string temp = path->string() + ".tmp" + std::to_string(getpid());
  const int fd = open(temp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (fd < 0) {
    std::fprintf(stderr, "boneyard-desktop: cannot write %s: %s\n", temp.c_str(), std::strerror(errno));
    return;
  }
  bool ok = true;
  for (std::size_t done = 0; ok && done < value.size();) {
    const ssize_t n = write(fd, value.data() + done, value.size() - done);
    if (n < 0 && errno == EINTR) continue;
    ok = n > 0;
    if (ok) done += static_cast<std::size_t>(n);
  }
  ok = ok && fsync(fd) == 0;
  ok = close(fd) == 0 && ok;
  if (!ok || std::rename(temp.c_str(), path->c_str()) != 0) {
    std::fprintf(stderr, "boneyard-desktop: cannot write %s: %s\n", path->c_str(), std::strerror(errno));
    unlink(temp.c_str());
    return;
  }
  if (const int dir = open(path->parent_path().c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC); dir >= 0) {
    fsync(dir);  // the rename itself reaches the disk
    close(dir);
  }
}

void forget(std::string_view key) {
  if (const auto path = file_of(key)) unlink(path->c_str());
}

void set_aside(std::string_view key) {
  const auto path = file_of(key);
  if (!path) return;
  const std::string aside = path->string() + ".corrupt";
  if (std::rename(path->c_str(), aside.c_str()) == 0)
    std::fprintf(stderr, "boneyard-desktop: %s could not be read; kept as %s\n", path->c_str(), aside.c_str());
}

// The keys reach the game through ImGui (SDL_TEXTINPUT as characters): SDL's text input is
// on while the field is open, its IME's candidates placed by the field.
void begin_text_edit(const TextBox& box, std::string_view, int) {
  if (!g_text_edit) SDL_StartTextInput();
  g_text_edit = true;
  SDL_Rect rect{static_cast<int>(box.x), static_cast<int>(box.y), static_cast<int>(box.w), static_cast<int>(box.h)};
  SDL_SetTextInputRect(&rect);
}

TextEdit text_edit_state() { return {g_text_edit ? TextEdit::State::Typing : TextEdit::State::Closed, {}, false}; }

void end_text_edit() {
  if (g_text_edit) SDL_StopTextInput();
  g_text_edit = false;
}

void offer_text_edits(const std::vector<TextSpot>&) {}  // the game's own field opens in the frame

void copy_text(std::string_view text) {
  g_copy = SDL_SetClipboardText(std::string(text).c_str()) == 0 ? CopyState::Done : CopyState::Failed;
}

CopyState copy_state() { return g_copy; }

// No desktop-wide setting is read; BONEYARD_REDUCED_MOTION=1 asks for less motion, and the
// game's own display options offer it too.
bool prefers_reduced_motion() {
  const char* reduce = std::getenv("BONEYARD_REDUCED_MOTION");
  return reduce && std::strcmp(reduce, "1") == 0;
}

std::vector<std::string> preferred_languages() {
  std::vector<std::string> out;
  // As gettext reads them: LANGUAGE's list first (unless the locale is C), then the locale.
  std::string locale;
  for (const char* name : {"LC_ALL", "LC_MESSAGES", "LANG"})
    if (const char* value = std::getenv(name); value && *value) {
      locale = value;
      break;
    }
  if (const char* list = std::getenv("LANGUAGE"); list && locale != "C" && locale != "POSIX")
    out = split_languages(list);
  if (!locale.empty()) out.push_back(locale);
  return out;
}

void install_test_hook(TestHook hook) { g_test = std::move(hook); }

}  // namespace boneyard::platform

#endif  // __EMSCRIPTEN__
