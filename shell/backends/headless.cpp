// The layout test's and the app tests' platform (headless.h): platform.h's services without a window.
#include "backends/headless.h"

#include <map>
#include <utility>

#include "platform/platform.h"

namespace boneyard::platform {
namespace {
double g_now = 0;
std::string g_link;
bool g_mouse = false;
bool g_reduced_motion = false;
std::map<std::string, std::string, std::less<>> g_storage;
std::uint64_t g_seed = 1;
CopyState g_copy = CopyState::Idle;
std::optional<TextBox> g_text_box;  // the open text field
std::vector<std::string> g_languages;
}  // namespace

namespace headless {
void set_now(double ms) { g_now = ms; }
void give_link(std::string hash) { g_link = std::move(hash); }
void set_mouse(bool mouse) { g_mouse = mouse; }
void set_reduced_motion(bool on) { g_reduced_motion = on; }
std::optional<TextBox> text_box() { return g_text_box; }
void set_languages(std::vector<std::string> preferred) { g_languages = std::move(preferred); }
void clear_storage() { g_storage.clear(); }
}  // namespace headless

bool pointer_is_mouse() { return g_mouse; }
double now_ms() { return g_now; }
double epoch_ms() { return 1795737600000.0 + g_now; }  // 2026-11-27, and the test's clock
std::uint64_t fresh_seed() { return g_seed++; }

// No sound device: the output never opens, and the game goes on silently.
bool open_audio() { return false; }
bool audio_open() { return false; }
int audio_rate() { return 0; }
void play_audio(const std::vector<float>&) {}
double audio_queued_ms() { return 0; }

SafeArea safe_area() { return {}; }
std::string take_link() { return std::exchange(g_link, {}); }
bool link_waiting() { return !g_link.empty(); }
std::string page_address() { return "https://boneyard.test/"; }

std::optional<std::string> load(std::string_view key) {
  const auto it = g_storage.find(key);
  if (it == g_storage.end()) return std::nullopt;
  return it->second;
}
void store(std::string_view key, std::string_view value) { g_storage[std::string(key)] = std::string(value); }
void forget(std::string_view key) {
  if (const auto it = g_storage.find(key); it != g_storage.end()) g_storage.erase(it);
}
void set_aside(std::string_view key) {
  if (const auto value = load(key)) store(std::string(key) + ".corrupt", *value);
  forget(key);
}

// As on the desktop, the keys reach the game through ImGui (the test feeds them); the field's
// box is kept for the test to see.
void begin_text_edit(const TextBox& box, std::string_view, int) { g_text_box = box; }
TextEdit text_edit_state() { return {g_text_box ? TextEdit::State::Typing : TextEdit::State::Closed, {}, false}; }
void end_text_edit() { g_text_box.reset(); }
void offer_text_edits(const std::vector<TextSpot>&) {}
void copy_text(std::string_view) { g_copy = CopyState::Done; }
CopyState copy_state() { return g_copy; }
bool prefers_reduced_motion() { return g_reduced_motion; }
std::vector<std::string> preferred_languages() { return g_languages; }

}  // namespace boneyard::platform
