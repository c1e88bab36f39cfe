// Words in the player's language: GNU gettext catalogues, named placeholders, plural forms, and
// phrases that travel untranslated and are translated where they are read.
//
// Every text a person reads is written in English in the source, inside one of the calls below;
// `xgettext` finds them there (po/update.sh makes po/boneyard.pot, the template translators copy).
// With no catalogue installed (the command-line program, the protocol, the tests by default) each
// call gives the English back, so nothing here changes a program that never chooses a language.
//
//   tr("Round over")                              a word or sentence
//   trc("verb", "Pass")                           one English word that means two things: a context
//   trn("{n} point", "{n} points", n)             a count: the language's own plural forms; {n} is n
//   trf("{winner} takes {points}", {{"winner", w}, {"points", p}})     named placeholders
//   N_("Easy")                                    marks a literal in a table; tr() it where shown
//
// Placeholders name their argument ("{winner}"), so a translator may reorder a sentence. A
// placeholder the call does not fill is left as it stands (a seat's "{2}" inside an explanation
// stays for the seat naming that follows).
//
// Phrases: a text the engine keeps or sends (a round's explanation travels from the host's page to
// every friend's, and each reads it in their own language) is written with phrase()/phrase_n():
// the English and its arguments, encoded in the string with control characters no name or input
// can hold. render() turns such a text into the current language; anything else passes unchanged.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/result.h"

namespace boneyard {

// Marks a literal for the template without translating it; tr() it where it is shown.
constexpr const char* N_(const char* text) { return text; }
// The same, for a literal shown with trc(context, ...).
constexpr const char* NC_(const char* /*context*/, const char* text) { return text; }

// One named argument of a sentence: {name} becomes its text or its number. An Arg only views a
// text (no copy: a call site stays small), so build the Args inside the call, where a temporary
// string lives until the call returns — trf("...", {{"who", name_of(seat)}}) — or from named
// variables; never keep one past the statement that made it.
struct Arg {
  enum class Kind : unsigned char { View, String, Number };
  Arg(std::string_view n, std::string_view v) : name(n), kind(Kind::View), view(v) {}
  Arg(std::string_view n, const std::string& v) : name(n), kind(Kind::String), string(&v) {}
  Arg(std::string_view n, const char* v) : name(n), kind(Kind::View), view(v) {}
  Arg(std::string_view n, int v) : name(n), kind(Kind::Number), number(v) {}
  Arg(std::string_view n, long v) : name(n), kind(Kind::Number), number(v) {}
  Arg(std::string_view n, long long v) : name(n), kind(Kind::Number), number(v) {}
  std::string_view name;
  Kind kind;
  union {  // (a pointer to a string rather than a view of it: less code where an Arg is made)
    std::string_view view;
    const std::string* string;
    long long number;
  };
  std::string value() const;  // the text it stands for
};
using Args = std::initializer_list<Arg>;

// A plural rule: the C expression of a catalogue's Plural-Forms header ("n != 1", "n > 1",
// "n%10==1 && n%100!=11 ? 0 : ..."), evaluated for a count.
class PluralRule {
 public:
  // English's rule: one form for 1, another for every other count.
  PluralRule();
  // The expression and the number of forms; refused when it does not parse.
  static Result<PluralRule> parse(std::string_view expression, int forms);
  // Which form a count takes (0 to forms - 1).
  int form(long long n) const;
  int forms() const { return forms_; }

  struct Node;  // of the parsed expression (i18n.cpp)

 private:
  std::shared_ptr<const Node> root_;
  int forms_ = 2;
};

// One language's translations: a compiled catalogue (a GNU .mo file, as msgfmt writes), kept as
// its bytes and searched in place (its messages are sorted).
class Catalogue {
 public:
  // Refused when the bytes are not a well-formed .mo file (every message inside them, sorted), or
  // its Plural-Forms cannot be read.
  static Result<Catalogue> from_mo(std::string bytes);

  // The translation of msgid (in context, when not empty), or nullopt when it has none.
  std::optional<std::string_view> find(std::string_view context, std::string_view msgid) const;
  // The plural form for n, or nullopt when untranslated.
  std::optional<std::string_view> find_plural(std::string_view context, std::string_view singular, long long n) const;
  // The header's Language ("es", "pt_BR"), and the number of messages.
  const std::string& language() const { return language_; }
  std::size_t size() const { return messages_; }  // (not the header)
  // The same compiled bytes (the same language file).
  bool same_file(const Catalogue& other) const { return bytes_ == other.bytes_; }

 private:
  // The translation (all its forms, \0 between) of key = context \4 msgid, or nullopt.
  std::optional<std::string_view> lookup(std::string_view key) const;
  std::string_view text(std::uint32_t table, std::uint32_t i) const;  // a checked table's i-th string
  std::uint32_t word(std::size_t at) const;

  std::string bytes_;
  bool little_ = true;
  std::uint32_t count_ = 0, originals_ = 0, translations_ = 0, messages_ = 0;
  PluralRule plural_;
  std::string language_;
};

// The catalogue every call below reads; nullptr (the start) means English. Set it from the thread
// that draws, between frames. The catalogue it replaces is kept (the texts tr() gave from it may
// still be held); installing a catalogue with the same bytes as a kept one uses the kept one, so
// switching back and forth between languages keeps one copy of each.
void set_catalogue(std::unique_ptr<const Catalogue> catalogue);
const Catalogue* current_catalogue();
// Changes with every set_catalogue(): what was worked out from the catalogue's words is stale.
unsigned catalogue_generation();

// A literal's translation is a C string that lives as long as the program: the English literal
// itself, or a text inside a catalogue (a catalogue once installed is kept, even after another
// replaces it, so a text kept from an earlier frame is never left dangling). Returning a pointer
// rather than a std::string keeps each of the program's thousand calls small in the web build: a
// label drawn or compared makes no string at all. (The messages are passed as pointers too: a
// string_view argument goes through memory there.) A message held in a string is translated into a
// string by its own overloads.
const char* tr(const char* msgid);
std::string tr(std::string_view msgid);
std::string tr(const std::string& msgid);
const char* trc(const char* context, const char* msgid);
std::string trc(const char* context, std::string_view msgid);
std::string trc(const char* context, const std::string& msgid);
// The form for n, with {n} filled in (and any args).
std::string trn(const char* singular, const char* plural, long long n, const Args& args = {});
std::string trnc(const char* context, const char* singular, const char* plural, long long n, const Args& args = {});
// tr() then fmt().
std::string trf(const char* msgid, const Args& args);
std::string trcf(const char* context, const char* msgid, const Args& args);

// `text` with each {name} of args replaced by its value, in one pass (a value is not searched
// again); a placeholder no argument names stays as written.
std::string fmt(std::string_view text, const Args& args);
std::string fmt(const std::string& text, const Args& args);
std::string fmt(const char* text, const Args& args);
std::string fmt(std::string_view text, const std::vector<Arg>& args);

// "A", "A and B", "A, B and C" as the current language joins a list.
std::string list_text(const std::vector<std::string>& items);

// A phrase kept in its English to be translated where it is read: render() gives
// trf(msgid, args); an argument may itself be a phrase.
std::string phrase(const char* msgid, const Args& args = {});
// A count's phrase: render() gives trn(singular, plural, n, args).
std::string phrase_n(const char* singular, const char* plural, long long n, const Args& args = {});
// The text with every phrase in it translated into the current language (nested ones first). A
// malformed phrase (from a stranger's message) shows its English as best it can; control
// characters never reach the screen.
std::string render(std::string_view text);

// A number with a fractional part as the current language writes it: "-1.5" or "−1,5" (the
// decimal separator is the catalogue's translation of "." in context "decimal separator").
std::string decimal_text(double value, int digits);

}  // namespace boneyard
