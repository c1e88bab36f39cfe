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

#include <initializer_list>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "core/result.h"

namespace boneyard {

// Marks a literal for the template without translating it; tr() it where it is shown.
constexpr const char* N_(const char* text) { return text; }
// The same, for a literal shown with trc(context, ...).
constexpr const char* NC_(const char* /*context*/, const char* text) { return text; }

// One named argument of a sentence: {name} becomes value.
struct Arg {
  Arg(std::string_view key, std::string text) : name(key), value(std::move(text)) {}
  Arg(std::string_view key, std::string_view text) : name(key), value(text) {}
  Arg(std::string_view key, const char* text) : name(key), value(text) {}
  Arg(std::string_view key, int number) : name(key), value(std::to_string(number)) {}
  Arg(std::string_view key, long number) : name(key), value(std::to_string(number)) {}
  Arg(std::string_view key, long long number) : name(key), value(std::to_string(number)) {}
  std::string_view name;
  std::string value;
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

// One language's translations, read from a compiled catalogue (a GNU .mo file, as msgfmt writes).
class Catalogue {
 public:
  // Refused when the bytes are not a well-formed .mo file, or its Plural-Forms cannot be read.
  static Result<Catalogue> from_mo(std::string_view bytes);

  // The translation of msgid (in context, when not empty), or nullptr when it has none.
  const std::string* find(std::string_view context, std::string_view msgid) const;
  // The plural form for n, or nullptr when untranslated.
  const std::string* find_plural(std::string_view context, std::string_view singular, long long n) const;
  // The header's Language ("es", "pt_BR"), and the number of messages.
  const std::string& language() const { return language_; }
  std::size_t size() const { return entries_.size(); }

 private:
  std::unordered_map<std::string, std::vector<std::string>> entries_;  // key: context \4 msgid
  PluralRule plural_;
  std::string language_;
};

// The catalogue every call below reads; nullptr (the start) means English. Set it from the thread
// that draws, between frames.
void set_catalogue(std::shared_ptr<const Catalogue> catalogue);
const Catalogue* current_catalogue();

std::string tr(std::string_view msgid);
std::string trc(std::string_view context, std::string_view msgid);
// The form for n, with {n} filled in (and any args).
std::string trn(std::string_view singular, std::string_view plural, long long n, Args args = {});
std::string trnc(std::string_view context, std::string_view singular, std::string_view plural, long long n,
                 Args args = {});
// tr() then fmt().
std::string trf(std::string_view msgid, Args args);
std::string trcf(std::string_view context, std::string_view msgid, Args args);

// `text` with each {name} of args replaced by its value, in one pass (a value is not searched
// again); a placeholder no argument names stays as written.
std::string fmt(std::string_view text, Args args);
std::string fmt(std::string_view text, const std::vector<Arg>& args);

// "A", "A and B", "A, B and C" as the current language joins a list.
std::string list_text(const std::vector<std::string>& items);

// A phrase kept in its English to be translated where it is read: render() gives
// trf(msgid, args); an argument may itself be a phrase.
std::string phrase(std::string_view msgid, Args args = {});
// A count's phrase: render() gives trn(singular, plural, n, args).
std::string phrase_n(std::string_view singular, std::string_view plural, long long n, Args args = {});
// The text with every phrase in it translated into the current language (nested ones first). A
// malformed phrase (from a stranger's message) shows its English as best it can; control
// characters never reach the screen.
std::string render(std::string_view text);

// A number with a fractional part as the current language writes it: "-1.5" or "−1,5" (the
// decimal separator is the catalogue's translation of "." in context "decimal separator").
std::string decimal_text(double value, int digits);

}  // namespace boneyard
