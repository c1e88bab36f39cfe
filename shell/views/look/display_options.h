// The display options (the Display screen, from the title and the table menu): larger text,
// reduced motion and the colour-blind-safe palette. Stored under one key as the names of the
// options that are on ("large_text cb_palette"); reduced motion is also on while the browser
// asks for it (prefers-reduced-motion), whatever the stored choice.
#pragma once

#include <string>
#include <string_view>

#include "core/result.h"

namespace boneyard {

struct DisplayOptions {
  bool large_text = false;
  bool reduced_motion = false;
  bool cb_palette = false;  // the colour-blind-safe palette (palette.h)
  bool operator==(const DisplayOptions&) const = default;
};

// How much bigger every text is drawn with larger text on.
inline constexpr float kLargeTextScale = 1.2f;
inline float text_scale(const DisplayOptions& o) { return o.large_text ? kLargeTextScale : 1.0f; }

std::string format_display_options(const DisplayOptions& o);  // "" when all are off
// Refuses an unknown or repeated name, with a message naming it.
Result<DisplayOptions> parse_display_options(std::string_view text);

// What applies: the player's choice, with reduced motion on too when the browser asks for it.
DisplayOptions effective(DisplayOptions chosen, bool browser_reduces_motion);

}  // namespace boneyard
