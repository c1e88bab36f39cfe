// Words in the player's language (core/i18n.h): plural rules, named placeholders, phrases that
// travel in English, and catalogues read from .mo bytes laid out here by hand (as msgfmt would).
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "core/i18n.h"
#include "core/match.h"
#include "core/text.h"
#include "line/line_match.h"
#include "wire/table_messages.h"
#include "wire/view_codec.h"

using namespace boneyard;

namespace {

// One message of a hand-made catalogue: its original (context \4 msgid, or singular \0 plural)
// and its translation (the forms \0 between).
struct MoEntry {
  std::string original, translation;
};

std::string context_key(const std::string& context, const std::string& msgid) { return context + '\x04' + msgid; }
std::string forms(const std::vector<std::string>& list) {
  std::string out;
  for (std::size_t i = 0; i < list.size(); ++i) out += (i ? std::string(1, '\0') : std::string()) + list[i];
  return out;
}

// The bytes of a GNU .mo file holding `entries`: the 28-byte header (magic, revision 0, count,
// originals table offset, translations table offset, hash size 0, hash offset), the two tables
// of (length, offset) pairs, then every string followed by a NUL.
std::string mo_bytes(std::vector<MoEntry> entries, bool big_endian = false) {
  std::sort(entries.begin(), entries.end(), [](const MoEntry& a, const MoEntry& b) { return a.original < b.original; });
  const auto n = static_cast<std::uint32_t>(entries.size());
  const std::uint32_t originals = 28, translations = originals + 8 * n, strings = translations + 8 * n;
  std::string out;
  const auto word = [&](std::uint32_t w) {
    for (int i = 0; i < 4; ++i) out += static_cast<char>((w >> (8 * (big_endian ? 3 - i : i))) & 0xFF);
  };
  word(0x950412deU);
  word(0);
  word(n);
  word(originals);
  word(translations);
  word(0);
  word(strings);
  std::string data;
  std::vector<std::pair<std::uint32_t, std::uint32_t>> orig_table, trans_table;
  for (const auto& e : entries) {
    orig_table.emplace_back(static_cast<std::uint32_t>(e.original.size()),
                            strings + static_cast<std::uint32_t>(data.size()));
    data += e.original + '\0';
  }
  for (const auto& e : entries) {
    trans_table.emplace_back(static_cast<std::uint32_t>(e.translation.size()),
                             strings + static_cast<std::uint32_t>(data.size()));
    data += e.translation + '\0';
  }
  for (const auto& [length, offset] : orig_table) {
    word(length);
    word(offset);
  }
  for (const auto& [length, offset] : trans_table) {
    word(length);
    word(offset);
  }
  return out + data;
}

const std::string kHeader =
    "Project-Id-Version: Boneyard\nLanguage: xx\nMIME-Version: 1.0\nContent-Type: text/plain; charset=UTF-8\n"
    "Plural-Forms: nplurals=2; plural=(n > 1);\n";

std::vector<MoEntry> sample_entries() {
  return {
      {"", kHeader},
      {"Round over", "Fin de la manche"},
      {context_key("verb", "Pass"), "Passer"},
      {context_key("game", "Draw"), "Pioche"},
      {forms({"{n} point", "{n} points"}), forms({"{n} pointe", "{n} pointes"})},
      {forms({"{name} took {n} trick", "{name} took {n} tricks"}),
       forms({"{n} pli pour {name}", "{n} plis pour {name}"})},
      {"{winner} takes {points} from {loser}", "{points} pour {winner}, pris à {loser}"},
      {"{first} and {second}", "{first} et {second}"},
      {"{who} shot the moon.", "Grand chelem de {who}."},
      {"{list} and {item}", "{list} et {item}"},
      {context_key("decimal separator", "."), ","},
      {"Untranslated", ""},  // msgfmt keeps an empty msgstr out; a file may still hold one
  };
}

// Installs a catalogue for one test and goes back to English at its end, whatever happens.
struct Installed {
  explicit Installed(const Catalogue& c) { set_catalogue(std::make_unique<const Catalogue>(c)); }
  ~Installed() { set_catalogue(nullptr); }
  Installed(const Installed&) = delete;
  Installed& operator=(const Installed&) = delete;
};

bool has_control(const std::string& text) {
  for (char c : text)
    if (static_cast<unsigned char>(c) < 0x20) return true;
  return false;
}

}  // namespace

TEST_CASE("PluralRule: English's rule, and the rules of Plural-Forms headers") {
  const PluralRule english;
  CHECK(english.forms() == 2);
  CHECK(english.form(1) == 0);
  CHECK(english.form(0) == 1);
  CHECK(english.form(2) == 1);
  CHECK(english.form(-1) == 0);  // a count's sign does not choose its form

  auto not_one = PluralRule::parse("n != 1", 2);
  REQUIRE(not_one.ok());
  CHECK(not_one->form(1) == 0);
  CHECK(not_one->form(0) == 1);
  CHECK(not_one->form(21) == 1);

  auto french = PluralRule::parse("(n > 1)", 2);  // French and Brazilian Portuguese: 0 is singular
  REQUIRE(french.ok());
  CHECK(french->form(0) == 0);
  CHECK(french->form(1) == 0);
  CHECK(french->form(2) == 1);
  CHECK(french->form(100) == 1);

  auto polish = PluralRule::parse("(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2)", 3);
  REQUIRE(polish.ok());
  CHECK(polish->forms() == 3);
  const std::vector<std::pair<int, int>> expected{{1, 0},  {2, 1},   {3, 1},   {4, 1},   {5, 2},   {0, 2},
                                                  {11, 2}, {12, 2},  {14, 2},  {21, 2},  {22, 1},  {24, 1},
                                                  {25, 2}, {101, 2}, {102, 1}, {112, 2}, {122, 1}, {1000, 2}};
  for (const auto& [n, form] : expected) {
    INFO("n = " << n);
    CHECK(polish->form(n) == form);
  }

  // Operators bind as in C: && before ||, comparisons before &&, % before comparisons; ! negates.
  auto mixed = PluralRule::parse("n%10==1 && n%100!=11 ? 0 : n != 0 ? 1 : 2", 3);
  REQUIRE(mixed.ok());
  CHECK(mixed->form(1) == 0);
  CHECK(mixed->form(11) == 1);
  CHECK(mixed->form(21) == 0);
  CHECK(mixed->form(0) == 2);
  auto negated = PluralRule::parse("!(n == 1)", 2);
  REQUIRE(negated.ok());
  CHECK(negated->form(1) == 0);
  CHECK(negated->form(7) == 1);
  auto arithmetic = PluralRule::parse("n <= 2 || n >= 10 - 1 * 2 + 6 / 3", 2);  // n <= 2 || n >= 10
  REQUIRE(arithmetic.ok());
  CHECK(arithmetic->form(2) == 1);
  CHECK(arithmetic->form(5) == 0);
  CHECK(arithmetic->form(10) == 1);

  // A form past the language's last is read as the first, never out of range.
  auto wide = PluralRule::parse("n", 2);
  REQUIRE(wide.ok());
  CHECK(wide->form(5) == 0);
  auto division = PluralRule::parse("n / 0 + n % 0", 2);  // no crash on a division by zero
  REQUIRE(division.ok());
  CHECK(division->form(3) == 0);
}

TEST_CASE("PluralRule refuses expressions it cannot read and impossible form counts") {
  for (const char* bad : {"", "n +", "(n", "n)", "n != 1)", "x", "n ! 1", "n = 1", "n == 1 ?", "n == 1 ? 0",
                          "n == 1 ? 0 :", "? 0 : 1", "n && ", "n $ 2", "1 2"}) {
    INFO("rule '" << bad << "'");
    CHECK_FALSE(PluralRule::parse(bad, 2).ok());
  }
  CHECK_FALSE(PluralRule::parse("n != 1", 0).ok());
  CHECK_FALSE(PluralRule::parse("n != 1", 7).ok());
  CHECK(PluralRule::parse("0", 1).ok());  // Japanese, Chinese: one form
}

TEST_CASE("fmt fills named placeholders in one pass and keeps the ones no argument names") {
  CHECK(fmt("{winner} takes {points} from {loser}", {{"winner", "Ann"}, {"points", 12}, {"loser", "Bea"}}) ==
        "Ann takes 12 from Bea");
  CHECK(fmt("{a}{a}", {{"a", "x"}}) == "xx");
  // A seat reference and an unknown name stay for whoever fills them later.
  CHECK(fmt("{who} passes to {2} ({missing})", {{"who", "You"}}) == "You passes to {2} ({missing})");
  // A value is not searched again: a name that looks like a placeholder stays as typed.
  CHECK(fmt("{a} and {b}", {{"a", "{b}"}, {"b", "B"}}) == "{b} and B");
  CHECK(fmt("{name} said {n}", {{"name", "{n}"}, {"n", 3}}) == "{n} said 3");
  // Braces that close nothing, or name nothing, are text.
  CHECK(fmt("{a", {{"a", "x"}}) == "{a");
  CHECK(fmt("a}", {{"a", "x"}}) == "a}");
  CHECK(fmt("{}", {{"", "empty"}}) == "empty");
  CHECK(fmt("{{a}}", {{"a", "x"}}) == "{x}");
  const std::string cy = "Cy";  // an Arg views a string: it outlives the Args
  const std::vector<Arg> list{{"n", 2L}, {"who", cy}};
  CHECK(fmt("{who}: {n}", list) == "Cy: 2");
  CHECK(fmt("", {}) == "");
}

TEST_CASE("With no catalogue every call gives the English") {
  set_catalogue(nullptr);
  CHECK(current_catalogue() == nullptr);
  CHECK(std::string_view(tr("Round over")) == "Round over");
  CHECK(std::string_view(trc("verb", "Pass")) == "Pass");
  CHECK(trn("{n} point", "{n} points", 1) == "1 point");
  CHECK(trn("{n} point", "{n} points", 0) == "0 points");
  CHECK(trn("{n} point", "{n} points", 2) == "2 points");
  CHECK(trn("{name} took {n} trick", "{name} took {n} tricks", 3, {{"name", "{1}"}}) == "{1} took 3 tricks");
  CHECK(trnc("card", "{n} card", "{n} cards", 1) == "1 card");
  CHECK(trf("{winner} takes {points} from {loser}", {{"winner", "A"}, {"points", 1}, {"loser", "B"}}) ==
        "A takes 1 from B");
  CHECK(trcf("game", "{name} wins", {{"name", "X"}}) == "X wins");
  CHECK(list_text({}) == "");
  CHECK(list_text({"a"}) == "a");
  CHECK(list_text({"a", "b"}) == "a and b");
  CHECK(list_text({"a", "b", "c"}) == "a, b and c");
  CHECK(decimal_text(1.5, 1) == "1.5");
  CHECK(decimal_text(-2.25, 2) == "-2.25");
  CHECK(decimal_text(3, 0) == "3");
}

TEST_CASE("Phrases keep their English and arguments, and render() writes them out") {
  set_catalogue(nullptr);
  const std::string p =
      phrase("{winner} takes {points} from {loser}", {{"winner", "{1}"}, {"points", 12}, {"loser", "{3}"}});
  CHECK(p != "{1} takes 12 from {3}");  // encoded, not written out
  CHECK(render(p) == "{1} takes 12 from {3}");
  CHECK(render(phrase("Round over")) == "Round over");

  // Nested phrases: an argument may be a phrase itself.
  const std::string both = phrase("{first} and {second}", {{"first", "{0}"}, {"second", "{2}"}});
  CHECK(render(phrase("{who} shot the moon.", {{"who", both}})) == "{0} and {2} shot the moon.");
  const std::string deep = phrase("[{a}]", {{"a", phrase("({b})", {{"b", phrase("<{c}>", {{"c", "x"}})}})}});
  CHECK(render(deep) == "[(<x>)]");

  // Counts.
  CHECK(render(phrase_n("{n} point", "{n} points", 1)) == "1 point");
  CHECK(render(phrase_n("{n} point", "{n} points", 0)) == "0 points");
  CHECK(render(phrase_n("{n} point", "{n} points", 26)) == "26 points");
  CHECK(render(phrase_n("{n} point", "{n} points", -1)) == "-1 points");
  CHECK(render(phrase_n("{name} took {n} trick", "{name} took {n} tricks", 1, {{"name", "{2}"}})) ==
        "{2} took 1 trick");
  CHECK(render(phrase("{a}; {b}", {{"a", phrase_n("{n} trick", "{n} tricks", 2)}, {"b", "ok"}})) == "2 tricks; ok");

  // Phrases joined with text, and text without phrases.
  CHECK(render(phrase("One.") + " " + phrase("Two {x}.", {{"x", "{1}"}})) == "One. Two {1}.");
  CHECK(render("Plain text, {0} and all") == "Plain text, {0} and all");
  CHECK(render("") == "");
  // A value holding braces is not filled again.
  CHECK(render(phrase("{a} {b}", {{"a", "{b}"}, {"b", "B"}})) == "{b} B");
}

TEST_CASE("render() shows a malformed phrase's English without its control characters") {
  set_catalogue(nullptr);
  // Never closed: what there is, markers dropped.
  const std::string unclosed =
      "Before \x02Hello {a}\x1f"
      "a\x1dworld";
  const std::string shown = render(unclosed);
  CHECK_FALSE(has_control(shown));
  CHECK(shown.find("Before Hello") == 0);
  // Stray markers are dropped.
  CHECK(render("a\x03"
               "b\x1e"
               "c\x1f"
               "d\x1d"
               "e") == "abcde");
  CHECK(render("\x03\x03") == "");
  // An argument without its value marker is left out; its placeholder stays.
  CHECK(render("\x02Hi {a}\x1f"
               "a\x03") == "Hi {a}");
  // A plural head with a missing part is read as a plain message.
  CHECK_FALSE(
      has_control(render("\x02{n} x\x1e"
                         "\x03")));
  // A count that is no number counts as 0.
  CHECK(render("\x02{n} point\x1e{n} points\x1ezz\x03") == "0 points");
  // A phrase cut short inside a nested one, and one truncated anywhere, never shows a marker.
  const std::string full =
      phrase("{who} shot the moon.", {{"who", phrase("{first} and {second}", {{"first", "{0}"}, {"second", "{2}"}})}});
  for (std::size_t cut = 0; cut <= full.size(); ++cut) {
    INFO("cut at " << cut);
    CHECK_FALSE(has_control(render(full.substr(0, cut))));
    CHECK_FALSE(has_control(render(full.substr(cut))));
  }
}

TEST_CASE("A catalogue read from .mo bytes translates every kind of call, and nullptr goes back to English") {
  auto catalogue = Catalogue::from_mo(mo_bytes(sample_entries()));
  INFO(catalogue.error());
  REQUIRE(catalogue.ok());
  CHECK(catalogue->language() == "xx");
  CHECK(catalogue->size() == sample_entries().size() - 1);  // the header is not a message
  CHECK(catalogue->find("", "Round over").has_value());
  CHECK(!catalogue->find("", "Pass").has_value());  // only in context "verb"
  CHECK(!catalogue->find("", "Untranslated").has_value());

  const std::string moon =
      phrase("{who} shot the moon.", {{"who", phrase("{first} and {second}", {{"first", "{0}"}, {"second", "{2}"}})}});
  const std::string takes =
      phrase("{winner} takes {points} from {loser}",
             {{"winner", "{1}"}, {"points", phrase_n("{n} point", "{n} points", 3)}, {"loser", "{0}"}});
  {
    const Installed installed(*catalogue);
    REQUIRE(current_catalogue() != nullptr);
    CHECK(current_catalogue()->language() == "xx");
    CHECK(std::string_view(tr("Round over")) == "Fin de la manche");
    CHECK(std::string_view(tr("Not in the catalogue")) == "Not in the catalogue");
    CHECK(std::string_view(tr("Untranslated")) == "Untranslated");  // an empty translation is no translation
    CHECK(std::string_view(tr("Pass")) == "Pass");
    CHECK(std::string_view(trc("verb", "Pass")) == "Passer");
    CHECK(std::string_view(trc("game", "Draw")) == "Pioche");
    CHECK(std::string_view(trc("noun", "Pass")) == "Pass");
    // plural=(n > 1): 0 and 1 take the first form.
    CHECK(trn("{n} point", "{n} points", 0) == "0 pointe");
    CHECK(trn("{n} point", "{n} points", 1) == "1 pointe");
    CHECK(trn("{n} point", "{n} points", 2) == "2 pointes");
    CHECK(trn("{name} took {n} trick", "{name} took {n} tricks", 5, {{"name", "{3}"}}) == "5 plis pour {3}");
    CHECK(trn("{n} card", "{n} cards", 2) == "2 cards");  // untranslated: English's forms
    CHECK(trf("{winner} takes {points} from {loser}", {{"winner", "A"}, {"points", 4}, {"loser", "B"}}) ==
          "4 pour A, pris à B");
    CHECK(list_text({"a", "b", "c"}) == "a, b et c");
    CHECK(decimal_text(1.5, 1) == "1,5");
    // Phrases made in English are read in the catalogue's language, nested ones and counts too.
    CHECK(render(moon) == "Grand chelem de {0} et {2}.");
    CHECK(render(takes) == "3 pointes pour {1}, pris à {0}");
    CHECK(render(phrase_n("{n} point", "{n} points", 1)) == "1 pointe");
    CHECK(render(phrase_n("{name} took {n} trick", "{name} took {n} tricks", 2, {{"name", "{1}"}})) ==
          "2 plis pour {1}");
    CHECK(render(phrase("Nobody translated this {x}.", {{"x", "{1}"}})) == "Nobody translated this {1}.");
  }
  CHECK(current_catalogue() == nullptr);
  CHECK(std::string_view(tr("Round over")) == "Round over");
  CHECK(std::string_view(trc("verb", "Pass")) == "Pass");
  CHECK(trn("{n} point", "{n} points", 0) == "0 points");
  CHECK(render(moon) == "{0} and {2} shot the moon.");
  CHECK(render(takes) == "{1} takes 3 points from {0}");
  CHECK(decimal_text(1.5, 1) == "1.5");
}

TEST_CASE("A translation tr() gave stays readable after the catalogue is replaced, and a catalogue is kept once") {
  auto catalogue = Catalogue::from_mo(mo_bytes(sample_entries()));
  REQUIRE(catalogue.ok());
  set_catalogue(std::make_unique<const Catalogue>(*catalogue));
  const Catalogue* first = current_catalogue();
  const char* held = tr("Round over");
  const std::string copy = held;
  set_catalogue(nullptr);
  CHECK(std::string_view(tr("Round over")) == "Round over");
  CHECK(std::string_view(held) == "Fin de la manche");  // kept, not freed
  // The same file installed again is the kept catalogue, not a second copy.
  set_catalogue(std::make_unique<const Catalogue>(*catalogue));
  CHECK(current_catalogue() == first);
  CHECK(tr("Round over") == held);
  set_catalogue(nullptr);
  CHECK(copy == "Fin de la manche");
}

TEST_CASE("A big-endian .mo file reads the same") {
  auto catalogue = Catalogue::from_mo(mo_bytes(sample_entries(), true));
  INFO(catalogue.error());
  REQUIRE(catalogue.ok());
  const Installed installed(*catalogue);
  CHECK(std::string_view(tr("Round over")) == "Fin de la manche");
  CHECK(trn("{n} point", "{n} points", 2) == "2 pointes");
}

TEST_CASE("A catalogue without Plural-Forms uses English's rule, and three forms are read") {
  auto plain = Catalogue::from_mo(
      mo_bytes({{"", "Language: en_GB\n"}, {forms({"{n} point", "{n} points"}), forms({"{n} pt", "{n} pts"})}}));
  REQUIRE(plain.ok());
  CHECK(plain->language() == "en_GB");
  {
    const Installed installed(*plain);
    CHECK(trn("{n} point", "{n} points", 0) == "0 pts");
    CHECK(trn("{n} point", "{n} points", 1) == "1 pt");
  }
  auto three = Catalogue::from_mo(
      mo_bytes({{"",
                 "Language: pl\nPlural-Forms: nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || "
                 "n%100>=20) ? 1 : 2);\n"},
                {forms({"{n} point", "{n} points"}), forms({"{n} punkt", "{n} punkty", "{n} punktów"})}}));
  INFO(three.error());
  REQUIRE(three.ok());
  const Installed installed(*three);
  CHECK(trn("{n} point", "{n} points", 1) == "1 punkt");
  CHECK(trn("{n} point", "{n} points", 3) == "3 punkty");
  CHECK(trn("{n} point", "{n} points", 5) == "5 punktów");
  CHECK(render(phrase_n("{n} point", "{n} points", 22)) == "22 punkty");
}

TEST_CASE("Damaged .mo bytes are refused without reading past their end") {
  const std::string good = mo_bytes(sample_entries());
  REQUIRE(Catalogue::from_mo(good).ok());
  CHECK_FALSE(Catalogue::from_mo("").ok());
  CHECK_FALSE(Catalogue::from_mo(good.substr(0, 27)).ok());  // shorter than the header
  std::string magic = good;
  magic[0] = 'X';
  CHECK_FALSE(Catalogue::from_mo(magic).ok());
  CHECK_FALSE(Catalogue::from_mo(std::string(64, '\0')).ok());

  const auto with_word = [&](std::size_t at, std::uint32_t w) {
    std::string bytes = good;
    for (int i = 0; i < 4; ++i) bytes[at + static_cast<std::size_t>(i)] = static_cast<char>((w >> (8 * i)) & 0xFF);
    return bytes;
  };
  CHECK_FALSE(Catalogue::from_mo(with_word(8, 0xFFFFFFFFU)).ok());                               // count
  CHECK_FALSE(Catalogue::from_mo(with_word(8, 1000)).ok());                                      // count past the end
  CHECK_FALSE(Catalogue::from_mo(with_word(12, static_cast<std::uint32_t>(good.size()))).ok());  // originals
  CHECK_FALSE(Catalogue::from_mo(with_word(16, 0xFFFFFFF0U)).ok());                              // translations
  // The first original's offset, then its length, past the end.
  CHECK_FALSE(Catalogue::from_mo(with_word(28 + 4, static_cast<std::uint32_t>(good.size()) + 1)).ok());
  CHECK_FALSE(Catalogue::from_mo(with_word(28, 0xFFFFFFFFU)).ok());
  // A string whose length stops short of its \0 (tr() gives translations as C strings).
  const auto word_at = [&](std::size_t at) {
    std::uint32_t w = 0;
    for (int i = 3; i >= 0; --i) w = w << 8 | static_cast<unsigned char>(good[at + static_cast<std::size_t>(i)]);
    return w;
  };
  const std::uint32_t translations = word_at(16);
  REQUIRE(word_at(translations) > 0);
  CHECK_FALSE(Catalogue::from_mo(with_word(translations, word_at(translations) - 1)).ok());
  // Every prefix, and every single damaged byte: refused or read, never a crash.
  for (std::size_t cut = 0; cut < good.size(); cut += 7) (void)Catalogue::from_mo(good.substr(0, cut));
  for (std::size_t at = 0; at < 28 + 16 * sample_entries().size(); ++at) {
    std::string bytes = good;
    bytes[at] = static_cast<char>(bytes[at] ^ 0xA5);
    (void)Catalogue::from_mo(bytes);
  }

  // A header whose Plural-Forms cannot be read.
  CHECK_FALSE(Catalogue::from_mo(mo_bytes({{"", "Plural-Forms: nplurals=2; plural=n +;\n"}})).ok());
  CHECK_FALSE(Catalogue::from_mo(mo_bytes({{"", "Plural-Forms: nplurals=2;\n"}})).ok());
  CHECK_FALSE(Catalogue::from_mo(mo_bytes({{"", "Plural-Forms: nplurals=9; plural=n;\n"}})).ok());
  CHECK(current_catalogue() == nullptr);
}

TEST_CASE("seat_list and comma_sentence make phrases a language joins its own way") {
  set_catalogue(nullptr);
  CHECK(render(seat_list({})) == "");
  CHECK(render(seat_list({2})) == "{2}");
  CHECK(render(seat_list({0, 2})) == "{0} and {2}");
  CHECK(render(seat_list({0, 1, 3})) == "{0}, {1} and {3}");
  CHECK(render(seat_list({0, 1, 2, 3, 4})) == "{0}, {1}, {2}, {3} and {4}");
  CHECK(render(comma_sentence({"a", "b", "c"})) == "a, b, c.");
  CHECK(render(comma_sentence({"a", "b", "c", "d"})) == "a, b, c, d.");
  CHECK(render(comma_sentence({"a", "b", "c", "d", "e"})) == "a, b, c, d, e.");
  CHECK(render(comma_sentence({"a", "b"})) == "a, b.");
  CHECK(render(comma_sentence({phrase_n("{seat} took {n} point", "{seat} took {n} points", 1, {{"seat", "{0}"}}),
                               phrase_n("{seat} took {n} point", "{seat} took {n} points", 0, {{"seat", "{1}"}}),
                               phrase_n("{seat} took {n} point", "{seat} took {n} points", 2, {{"seat", "{2}"}})})) ==
        "{0} took 1 point, {1} took 0 points, {2} took 2 points.");

  auto catalogue = Catalogue::from_mo(mo_bytes(sample_entries()));
  REQUIRE(catalogue.ok());
  const Installed installed(*catalogue);
  CHECK(render(seat_list({0, 1, 3})) == "{0}, {1} et {3}");
  CHECK(render(name_seats(seat_list({0, 2}), {"Ann", "Bea", "Cy"})) == "Ann et Cy");
}

TEST_CASE("A round's explanation crosses the wire in English and each page reads it in its own language") {
  set_catalogue(nullptr);
  auto catalogue =
      Catalogue::from_mo(mo_bytes({{"", kHeader}, {"Domino! {seat} went out.", "Domino ! {seat} a fini."}}));
  REQUIRE(catalogue.ok());
  bool seen = false;
  for (std::uint64_t seed = 1; seed <= 20 && !seen; ++seed) {
    auto m = new_match("block", {{"players", "2"}}, seed);
    REQUIRE(m.ok());
    for (int step = 0; (*m)->phase() == Phase::Play && step < 200; ++step)
      REQUIRE((*m)->play(bot_move(**m, "normal", static_cast<std::uint64_t>(step))).ok());
    const auto host = dynamic_cast<const LineMatch&>(**m).line_view(1);
    if (!host->result || host->result->blocked) continue;
    seen = true;
    // The friend at seat 1 receives the view as the wire carries it.
    auto received = decode_view_text(encode_view(*host).dump());
    INFO(received.error());
    REQUIRE(received.ok());
    const auto& view = dynamic_cast<const LineView&>(**received);
    REQUIRE(view.result);
    CHECK(view.result->explanation == host->result->explanation);
    const std::vector<std::string> names{"Ann", "Bea"};
    const std::string english = render(name_seats(view.result->explanation, names));
    const std::string winner = names[static_cast<std::size_t>(view.result->domino_seat)];
    CHECK(english.rfind("Domino! " + winner + " went out. +", 0) == 0);
    // The protocol's STATE holds the English, seats named "seat N".
    CHECK(view.to_json().find("explanation")->string()->rfind("Domino! seat ", 0) == 0);
    const Installed installed(*catalogue);
    const std::string french = render(name_seats(view.result->explanation, names));
    CHECK(french.rfind("Domino ! " + winner + " a fini. +", 0) == 0);
    CHECK(french.substr(french.find(" +")) == english.substr(english.find(" +")));  // untranslated: English
  }
  CHECK(seen);
}

TEST_CASE("A friend's refused move crosses the wire in English, and the friend's page reads it in its own language") {
  set_catalogue(nullptr);
  auto french = Catalogue::from_mo(mo_bytes({{"", kHeader}, {"it is not your turn", "ce n’est pas votre tour"}}));
  auto spanish = Catalogue::from_mo(mo_bytes({{"", kHeader}, {"it is not your turn", "no es tu turno"}}));
  REQUIRE(french.ok());
  REQUIRE(spanish.ok());
  auto m = new_match("block", {{"players", "3"}}, 5);
  REQUIRE(m.ok());
  OnlineHost host({1, 2});
  host.changed();
  const int waiting = (*m)->to_move() == 1 ? 2 : 1;  // a friend whose turn it is not
  std::string reply;
  {
    const Installed hosts_language(*french);  // the host's page speaks French
    const HostAction a = host.receive(**m, waiting, move_message((*m)->legal_moves().front(), host.revision()));
    REQUIRE(a.kind == HostAction::Kind::Refuse);
    reply = a.reply;
  }
  CHECK(reply.find("votre") == std::string::npos);  // the host's French stays on the host's page
  auto message = decode_host_message(reply);
  REQUIRE(message.ok());
  const std::string why = std::get<RefusedMessage>(*message).why;
  CHECK(render(why) == "it is not your turn");  // a friend's page in English
  const Installed friends_language(*spanish);
  CHECK(render(why) == "no es tu turno");  // and one in Spanish
}
