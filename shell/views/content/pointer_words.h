// The words for the pointer in use: the screens' texts say "tap" (a touch screen's word); with a
// mouse they say "click". draw.h applies this to everything it measures and draws. Each language
// gives its own pairs (the translation of the "pointer words" message: touch=mouse|...).
#pragma once

#include <string>
#include <string_view>

namespace boneyard {

// `s` with "Tap", "tap", "taps", "tapping" and "tapped" (whole words) as "Click", "click",
// "clicks", "clicking", "clicked" (in English; the language's own pairs in another) when `mouse`;
// else `s` itself. The changed text is kept in
// `buffer`, which the result then views.
std::string_view pointer_words(std::string_view s, bool mouse, std::string& buffer);

}  // namespace boneyard
