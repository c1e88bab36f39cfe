// The platform of the layout test (tests/layout/) and the app's tests (tests/app/): no window,
// no GPU, no sound device. The test drives the clock, hands over links and says which pointer
// the player uses; storage lives in memory. headless.cpp implements platform.h's services the
// app and the screens use (not sdl.cpp's window, input and frame loop: the test feeds Dear
// ImGui itself).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "platform/platform.h"

namespace boneyard::platform::headless {

void set_now(double ms);            // now_ms() and epoch_ms() from here on
void give_link(std::string hash);   // take_link() returns it once
void set_mouse(bool mouse);         // pointer_is_mouse()
void set_reduced_motion(bool on);   // prefers_reduced_motion()
std::optional<TextBox> text_box();  // where the open text field lies (begin_text_edit), if one is
void set_languages(std::vector<std::string> preferred);  // preferred_languages()
void clear_storage();                                    // a first visit again (tests/app/)

}  // namespace boneyard::platform::headless
