// The links of an online table (see invitation.h).
#include "online/invitation.h"

#include <algorithm>
#include <charconv>

#include "core/i18n.h"
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

// Why a link's "2.<code>" cannot be used: the invitation's (a clause, for a sentence around it),
// or the reply's (a clause, or a sentence of its own for a page to show as it is).
enum class CodeProblem { NoSeat, NoTableSeat, CutShort, TooLong, Letters };
enum class Words { Invitation, Reply, ReplySentence };

std::string invitation_problem(CodeProblem problem, std::string_view code) {
  switch (problem) {
    case CodeProblem::NoSeat:
      // TRANSLATORS: why an invitation link to an online table cannot be opened.
      return tr("the invitation names no seat");
    case CodeProblem::NoTableSeat:
      // TRANSLATORS: why an invitation link to an online table cannot be opened.
      return tr("the invitation names no seat of a table");
    case CodeProblem::CutShort:
      // TRANSLATORS: why an invitation link to an online table cannot be opened.
      return tr("the invitation is cut short: copy all of it");
    case CodeProblem::TooLong:
      // TRANSLATORS: why an invitation link to an online table cannot be opened.
      return tr("the invitation is too long to be one");
    case CodeProblem::Letters:
      break;
  }
  // TRANSLATORS: why an invitation link cannot be opened; {letters} is the link's code, in quotes.
  return trf("the invitation holds letters no code has: {letters}", {{"letters", quote_input(code)}});
}

std::string reply_problem(CodeProblem problem, std::string_view code) {
  switch (problem) {
    case CodeProblem::NoSeat:
      // TRANSLATORS: why a friend's reply pasted on the host's page cannot be used.
      return tr("the reply names no seat");
    case CodeProblem::NoTableSeat:
      // TRANSLATORS: why a friend's reply pasted on the host's page cannot be used.
      return tr("the reply names no seat of a table");
    case CodeProblem::CutShort:
      // TRANSLATORS: why a friend's reply pasted on the host's page cannot be used.
      return tr("the reply is cut short: copy all of it");
    case CodeProblem::TooLong:
      // TRANSLATORS: why a friend's reply pasted on the host's page cannot be used.
      return tr("the reply is too long to be one");
    case CodeProblem::Letters:
      break;
  }
  // TRANSLATORS: why a friend's reply cannot be used; {letters} is the reply's code, in quotes.
  return trf("the reply holds letters no code has: {letters}", {{"letters", quote_input(code)}});
}

std::string reply_problem_sentence(CodeProblem problem, std::string_view code) {
  switch (problem) {
    case CodeProblem::NoSeat:
      // TRANSLATORS: a friend's reply pasted on the host's page cannot be used (shown as it is).
      return tr("The reply names no seat.");
    case CodeProblem::NoTableSeat:
      // TRANSLATORS: a friend's reply pasted on the host's page cannot be used (shown as it is).
      return tr("The reply names no seat of a table.");
    case CodeProblem::CutShort:
      // TRANSLATORS: a friend's reply pasted on the host's page cannot be used (shown as it is).
      return tr("The reply is cut short: copy all of it.");
    case CodeProblem::TooLong:
      // TRANSLATORS: a friend's reply pasted on the host's page cannot be used (shown as it is).
      return tr("The reply is too long to be one.");
    case CodeProblem::Letters:
      break;
  }
  // TRANSLATORS: a friend's reply cannot be used (shown as it is); {letters} is the reply's code, in quotes.
  return trf("The reply holds letters no code has: {letters}.", {{"letters", quote_input(code)}});
}

Status code_problem(Words words, CodeProblem problem, std::string_view code = {}) {
  return Status::fail(words == Words::Invitation ? invitation_problem(problem, code)
                      : words == Words::Reply    ? reply_problem(problem, code)
                                                 : reply_problem_sentence(problem, code));
}

// "2.<code>": the seat and the code, checked.
Result<std::pair<int, std::string>> seat_and_code(std::string_view text, Words words) {
  const auto dot = text.find('.');
  if (dot == std::string_view::npos || dot == 0) return code_problem(words, CodeProblem::NoSeat);
  int seat = -1;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + dot, seat);
  if (ec != std::errc() || end != text.data() + dot || seat < 1 || seat > 9)
    return code_problem(words, CodeProblem::NoTableSeat);
  const std::string_view code = text.substr(dot + 1);
  if (code.size() < 16) return code_problem(words, CodeProblem::CutShort);
  if (code.size() > kMaxCodeChars) return code_problem(words, CodeProblem::TooLong);
  if (!std::all_of(code.begin(), code.end(), code_letter)) return code_problem(words, CodeProblem::Letters, code);
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
  if (!is_invitation(hash)) return Status::fail(tr("this is not an invitation to a table"));
  hash.remove_prefix(5);
  Invitation out;
  const auto amp = hash.find('&');
  if (amp != std::string_view::npos) {
    const std::string_view rest = hash.substr(amp + 1);
    if (rest != "stun=0")
      // TRANSLATORS: why an invitation link cannot be opened; {rest} is the link's end, in quotes.
      return Status::fail(trf("the invitation ends in something unknown: {rest}", {{"rest", quote_input(rest)}}));
    out.local_only = true;
    hash = hash.substr(0, amp);
  }
  auto parts = seat_and_code(hash, Words::Invitation);
  if (!parts) return parts.status();
  out.seat = parts->first;
  out.code = std::move(parts->second);
  return out;
}

Result<Reply> parse_reply(std::string_view pasted, bool sentences) {
  std::string_view text = trimmed(pasted);
  if (text.empty()) return Status::fail(sentences ? tr("Paste your friend's reply.") : tr("paste your friend's reply"));
  if (const auto at = text.find("#reply="); at != std::string_view::npos)
    text = text.substr(at + 7);
  else if (text.substr(0, 6) == "reply=")
    text = text.substr(6);
  else if (text.find("#join=") != std::string_view::npos || text.substr(0, 5) == "join=")
    return Status::fail(sentences ? tr("That is the invitation you sent: paste the reply your friend sent back.")
                                  : tr("that is the invitation you sent: paste the reply your friend sent back"));
  auto parts = seat_and_code(text, sentences ? Words::ReplySentence : Words::Reply);
  if (!parts) return parts.status();
  return Reply{parts->first, std::move(parts->second)};
}

std::vector<std::string> stun_servers(bool local_only) {
  if (local_only) return {};
  return {"stun:stun.l.google.com:19302"};
}

}  // namespace boneyard
