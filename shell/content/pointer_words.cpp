#include "content/pointer_words.h"

#include <utility>

namespace boneyard {

namespace {
bool is_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
}  // namespace

std::string_view pointer_words(std::string_view s, bool mouse, std::string& buffer) {
  if (!mouse || (s.find("tap") == std::string_view::npos && s.find("Tap") == std::string_view::npos)) return s;
  static constexpr std::pair<std::string_view, std::string_view> kWords[] = {
      {"Tap", "Click"}, {"tap", "click"}, {"taps", "clicks"}, {"tapping", "clicking"}, {"tapped", "clicked"}};
  buffer.clear();
  std::size_t i = 0;
  while (i < s.size()) {
    bool replaced = false;
    if (i == 0 || !is_letter(s[i - 1])) {
      for (const auto& [touch, click] : kWords) {
        const std::size_t end = i + touch.size();
        if (s.substr(i, touch.size()) == touch && (end == s.size() || !is_letter(s[end]))) {
          buffer += click;
          i = end;
          replaced = true;
          break;
        }
      }
    }
    if (!replaced) buffer += s[i++];
  }
  return buffer;
}

}  // namespace boneyard
