// The online table (platform.h) where there is none: the desktop program (desktop.cpp) and the
// layout test (headless.cpp) make no WebRTC connection and have no share sheet, so the calls
// do nothing and no event comes.
#include "platform/platform.h"

namespace boneyard::platform {

bool online_supported() { return false; }
bool online_missing() { return true; }
void online_invite(int, const std::vector<std::string>&) {}
void online_answer(int, std::string_view) {}
void online_join(std::string_view, const std::vector<std::string>&) {}
void online_send(int, std::string_view) {}
void online_close(int) {}
void online_hosting(bool) {}
std::vector<OnlineEvent> online_events() { return {}; }
bool can_share() { return false; }
void share(std::string_view, std::string_view, std::string_view) {}

}  // namespace boneyard::platform
