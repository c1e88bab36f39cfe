// The links an online table travels by (issue 28), pure text: no browser here.
//
//   #join=2.<code>          the host's invitation for seat 2 (its offer, web/online/sdp_code.mjs)
//   #join=2.<code>&stun=0   the same for a table on one local network: no STUN server
//   #reply=2.<code>         the friend's reply (its answer), for the host to paste or open
//
// The seat rides along so that a reply finds its invitation; the codes are base64url. Whether
// a code holds a description the browser accepts is for the page to say (it refuses with a
// message); here only its letters and length are checked.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/result.h"

namespace boneyard {

struct Invitation {
  int seat = 0;
  std::string code;
  bool local_only = false;  // no STUN server: the friend's page gathers local candidates only
};
struct Reply {
  int seat = 0;
  std::string code;
};

inline constexpr std::size_t kMaxCodeChars = 600;

std::string invitation_link(std::string_view page, const Invitation& invitation);
std::string reply_link(std::string_view page, const Reply& reply);
// A hash starting "#join=" (the '#' may be left out); refused with a message otherwise.
bool is_invitation(std::string_view hash);
Result<Invitation> parse_invitation(std::string_view hash);
bool is_reply(std::string_view hash);
// What a host pastes: the reply link whole, its hash, or "2.<code>" alone; spaces and line
// breaks around it (a chat app's) are dropped. `sentences`: a refusal is a sentence of its own
// ("Paste your friend's reply."), for a page to show as it is; else a clause ("paste your
// friend's reply").
Result<Reply> parse_reply(std::string_view pasted, bool sentences = false);

// The STUN servers a page uses: the public default, or none (one local network).
std::vector<std::string> stun_servers(bool local_only);

}  // namespace boneyard
