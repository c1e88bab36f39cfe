// The display options and their storage text (see display_options.h).
#include "look/display_options.h"

#include <array>
#include <utility>

#include "core/match.h"

namespace boneyard {

namespace {

using Flag = bool DisplayOptions::*;
constexpr std::array<std::pair<std::string_view, Flag>, 3> kNames{{
    {"large_text", &DisplayOptions::large_text},
    {"reduced_motion", &DisplayOptions::reduced_motion},
    {"cb_palette", &DisplayOptions::cb_palette},
}};

}  // namespace

std::string format_display_options(const DisplayOptions& o) {
  std::string out;
  for (const auto& [name, flag] : kNames) {
    if (!(o.*flag)) continue;
    if (!out.empty()) out += ' ';
    out += name;
  }
  return out;
}

Result<DisplayOptions> parse_display_options(std::string_view text) {
  DisplayOptions o;
  for (const std::string& word : split_fields(text, ' ')) {
    if (word.empty()) continue;  // extra spaces
    bool known = false;
    for (const auto& [name, flag] : kNames) {
      if (word != name) continue;
      if (o.*flag) return Status::fail("\"" + word + "\" is given twice");
      o.*flag = known = true;
    }
    if (!known) return Status::fail("\"" + word + "\" is not a display option");
  }
  return o;
}

DisplayOptions effective(DisplayOptions chosen, bool browser_reduces_motion) {
  chosen.reduced_motion = chosen.reduced_motion || browser_reduces_motion;
  return chosen;
}

}  // namespace boneyard
