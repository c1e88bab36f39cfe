// The links of an online table (see invitation.h).
#include "online/invitation.h"

#include <algorithm>
#include <charconv>

#include "core/text.h"

namespace boneyard {

namespace {

bool code_letter(char c) {
  return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_';
}

std::string_view trimmed(std::string_view text) {
  const auto space = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; };
  while (!text.empty() && space(text.front())) text.remove_prefix(1);
  while (!text.empty() && space(text.back())) text.remove_suffix(1);
  return text;
}

std::string_view without_hash(std::string_view hash) {
  if (!hash.empty() && hash.front() == '#') hash.remove_prefix(1);
  return hash;
}

// "2.<code>": the seat and the code, checked.
Result<std::pair<int, std::string>> seat_and_code(std::string_view text, std::string_view what) {
  const auto dot = text.find('.');
  if (dot == std::string_view::npos || dot == 0) return Status::fail(std::string(what) + " names no seat");
  int seat = -1;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + dot, seat);
  if (ec != std::errc() || end != text.data() + dot || seat < 1 || seat > 9)
    return Status::fail(std::string(what) + " names no seat of a table");
  const std::string_view code = text.substr(dot + 1);
  if (code.size() < 16) return Status::fail(std::string(what) + " is cut short: copy all of it");
  if (code.size() > kMaxCodeChars) return Status::fail(std::string(what) + " is too long to be one");
  if (!std::all_of(code.begin(), code.end(), code_letter))
    return Status::fail(std::string(what) + " holds letters no code has: " + quote_input(code));
  return std::pair<int, std::string>{seat, std::string(code)};
}

}  // namespace

std::string invitation_link(std::string_view page, const Invitation& invitation) {
  return std::string(page) + "#join=" + std::to_string(invitation.seat) + "." + invitation.code +
         (invitation.local_only ? "&stun=0" : "");
}

std::string reply_link(std::string_view page, const Reply& reply) {
  return std::string(page) + "#reply=" + std::to_string(reply.seat) + "." + reply.code;
}

bool is_invitation(std::string_view hash) { return without_hash(hash).substr(0, 5) == "join="; }

bool is_reply(std::string_view hash) { return without_hash(hash).substr(0, 6) == "reply="; }

Result<Invitation> parse_invitation(std::string_view hash) {
  hash = without_hash(trimmed(hash));
  if (!is_invitation(hash)) return Status::fail("this is not an invitation to a table");
  hash.remove_prefix(5);
  Invitation out;
  const auto amp = hash.find('&');
  if (amp != std::string_view::npos) {
    const std::string_view rest = hash.substr(amp + 1);
    if (rest != "stun=0") return Status::fail("the invitation ends in something unknown: " + quote_input(rest));
    out.local_only = true;
    hash = hash.substr(0, amp);
  }
  auto parts = seat_and_code(hash, "the invitation");
  if (!parts) return parts.status();
  out.seat = parts->first;
  out.code = std::move(parts->second);
  return out;
}

Result<Reply> parse_reply(std::string_view pasted) {
  std::string_view text = trimmed(pasted);
  if (text.empty()) return Status::fail("paste your friend's reply");
  if (const auto at = text.find("#reply="); at != std::string_view::npos)
    text = text.substr(at + 7);
  else if (text.substr(0, 6) == "reply=")
    text = text.substr(6);
  else if (text.find("#join=") != std::string_view::npos || text.substr(0, 5) == "join=")
    return Status::fail("that is the invitation you sent: paste the reply your friend sent back");
  auto parts = seat_and_code(text, "the reply");
  if (!parts) return parts.status();
  return Reply{parts->first, std::move(parts->second)};
}

std::vector<std::string> stun_servers(bool local_only) {
  if (local_only) return {};
  return {"stun:stun.l.google.com:19302"};
}

}  // namespace boneyard
