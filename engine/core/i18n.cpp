#include "core/i18n.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iterator>

namespace boneyard {

// --- plural rules --------------------------------------------------------------------------------
// A small recursive-descent reader of gettext's plural expressions: the C operators ?: || && == !=
// < > <= >= + - * / % ! and parentheses over n and whole numbers.

struct PluralRule::Node {
  char op = 'k';  // 'k' constant, 'n' the count, '!' not, '?' choice, else a binary operator
  std::string op2;
  long long value = 0;
  std::shared_ptr<const Node> a, b, c;

  long long eval(long long n) const {
    switch (op) {
      case 'k':
        return value;
      case 'n':
        return n;
      case '!':
        return !a->eval(n);
      case '?':
        return a->eval(n) ? b->eval(n) : c->eval(n);
      default:
        break;
    }
    const long long x = a->eval(n);
    if (op2 == "||") return x || b->eval(n);
    if (op2 == "&&") return x && b->eval(n);
    const long long y = b->eval(n);
    if (op2 == "==") return x == y;
    if (op2 == "!=") return x != y;
    if (op2 == "<") return x < y;
    if (op2 == ">") return x > y;
    if (op2 == "<=") return x <= y;
    if (op2 == ">=") return x >= y;
    if (op2 == "+") return x + y;
    if (op2 == "-") return x - y;
    if (op2 == "*") return x * y;
    if (op2 == "/") return y == 0 ? 0 : x / y;
    if (op2 == "%") return y == 0 ? 0 : x % y;
    return 0;
  }
};

namespace {

using NodePtr = std::shared_ptr<const PluralRule::Node>;

class PluralParser {
 public:
  explicit PluralParser(std::string_view text) : text_(text) {}

  NodePtr parse() {
    NodePtr e = ternary();
    skip();
    return e && at_ == text_.size() ? e : nullptr;
  }

 private:
  void skip() {
    while (at_ < text_.size() && (text_[at_] == ' ' || text_[at_] == '\t' || text_[at_] == '\n')) ++at_;
  }
  bool eat(std::string_view token) {
    skip();
    if (text_.substr(at_, token.size()) != token) return false;
    // "<" must not take the first half of "<=", "!" of "!=", "=" is never alone.
    if (token.size() == 1 && at_ + 1 < text_.size() && text_[at_ + 1] == '=' &&
        (token == "<" || token == ">" || token == "!"))
      return false;
    at_ += token.size();
    return true;
  }
  static NodePtr binary(std::string op, NodePtr a, NodePtr b) {
    if (!a || !b) return nullptr;
    auto node = std::make_shared<PluralRule::Node>();
    node->op = 'b';
    node->op2 = std::move(op);
    node->a = std::move(a);
    node->b = std::move(b);
    return node;
  }
  NodePtr ternary() {
    NodePtr cond = level(0);
    if (!cond || !eat("?")) return cond;
    NodePtr yes = ternary();
    if (!yes || !eat(":")) return nullptr;
    NodePtr no = ternary();
    if (!no) return nullptr;
    auto node = std::make_shared<PluralRule::Node>();
    node->op = '?';
    node->a = std::move(cond);
    node->b = std::move(yes);
    node->c = std::move(no);
    return node;
  }
  // Binary operators by precedence, loosest first.
  NodePtr level(std::size_t depth) {
    static constexpr const char* kLevels[][4] = {{"||"},     {"&&"},         {"==", "!="}, {"<=", ">=", "<", ">"},
                                                 {"+", "-"}, {"*", "/", "%"}};
    if (depth == std::size(kLevels)) return unary();
    NodePtr left = level(depth + 1);
    for (bool more = true; left && more;) {
      more = false;
      for (const char* op : kLevels[depth]) {
        if (!op || !eat(op)) continue;
        left = binary(std::string(op), left, level(depth + 1));
        more = true;
        break;
      }
    }
    return left;
  }
  NodePtr unary() {
    if (eat("!")) {
      NodePtr inner = unary();
      if (!inner) return nullptr;
      auto node = std::make_shared<PluralRule::Node>();
      node->op = '!';
      node->a = std::move(inner);
      return node;
    }
    if (eat("(")) {
      NodePtr inner = ternary();
      return inner && eat(")") ? inner : nullptr;
    }
    skip();
    auto node = std::make_shared<PluralRule::Node>();
    if (at_ < text_.size() && text_[at_] == 'n') {
      ++at_;
      node->op = 'n';
      return node;
    }
    if (at_ >= text_.size() || text_[at_] < '0' || text_[at_] > '9') return nullptr;
    while (at_ < text_.size() && text_[at_] >= '0' && text_[at_] <= '9' && node->value < 1'000'000'000)
      node->value = node->value * 10 + (text_[at_++] - '0');
    return node;
  }

  std::string_view text_;
  std::size_t at_ = 0;
};

}  // namespace

PluralRule::PluralRule() : root_(PluralParser("n != 1").parse()) {}

Result<PluralRule> PluralRule::parse(std::string_view expression, int forms) {
  NodePtr root = PluralParser(expression).parse();
  if (!root) return Status::fail("the plural rule '" + std::string(expression) + "' cannot be read");
  if (forms < 1 || forms > 6) return Status::fail("a language has 1 to 6 plural forms");
  PluralRule rule;
  rule.root_ = std::move(root);
  rule.forms_ = forms;
  return rule;
}

int PluralRule::form(long long n) const {
  const long long f = root_->eval(n < 0 ? -n : n);
  return f < 0 || f >= forms_ ? 0 : static_cast<int>(f);
}

// --- catalogues ---------------------------------------------------------------------------------

namespace {

constexpr char kContextGlue = '\x04';  // gettext's: context \4 msgid

std::string key_of(std::string_view context, std::string_view msgid) {
  std::string key;
  if (!context.empty()) {
    key.assign(context);
    key += kContextGlue;
  }
  key += msgid;
  return key;
}

// A header field's value ("Plural-Forms: nplurals=2; plural=(n != 1);"), or "" when absent.
std::string header_field(std::string_view header, std::string_view field) {
  for (std::size_t at = 0; at < header.size();) {
    std::size_t end = header.find('\n', at);
    if (end == std::string_view::npos) end = header.size();
    const std::string_view line = header.substr(at, end - at);
    if (line.size() > field.size() && line.substr(0, field.size()) == field && line[field.size()] == ':') {
      std::string_view value = line.substr(field.size() + 1);
      while (!value.empty() && value.front() == ' ') value.remove_prefix(1);
      return std::string(value);
    }
    at = end + 1;
  }
  return {};
}

// The i-th of several strings joined by \0 (a plural message's forms), or nullopt.
std::optional<std::string_view> nth(std::string_view joined, std::size_t i) {
  for (; i > 0; --i) {
    const std::size_t zero = joined.find('\0');
    if (zero == std::string_view::npos) return std::nullopt;
    joined.remove_prefix(zero + 1);
  }
  return joined.substr(0, joined.find('\0'));
}

}  // namespace

std::uint32_t Catalogue::word(std::size_t at) const {
  const auto* p = reinterpret_cast<const unsigned char*>(bytes_.data()) + at;
  return little_ ? p[0] | p[1] << 8 | p[2] << 16 | static_cast<std::uint32_t>(p[3]) << 24
                 : p[3] | p[2] << 8 | p[1] << 16 | static_cast<std::uint32_t>(p[0]) << 24;
}

std::string_view Catalogue::text(std::uint32_t table, std::uint32_t i) const {
  return std::string_view(bytes_).substr(word(table + i * 8ULL + 4), word(table + i * 8ULL));
}

Result<Catalogue> Catalogue::from_mo(std::string bytes) {
  const auto fail = [](const std::string& why) { return Status::fail("the language file is damaged: " + why); };
  Catalogue c;
  c.bytes_ = std::move(bytes);
  const std::size_t size = c.bytes_.size();
  if (size < 28) return fail("it is too short");
  c.little_ = true;
  if (c.word(0) != 0x950412deU) {
    c.little_ = false;
    if (c.word(0) != 0x950412deU) return fail("it is not a gettext .mo file");
  }
  c.count_ = c.word(8);
  c.originals_ = c.word(12);
  c.translations_ = c.word(16);
  if (c.count_ > size / 16 || c.originals_ > size - c.count_ * 8ULL || c.translations_ > size - c.count_ * 8ULL)
    return fail("its tables run past its end");
  std::string_view previous;
  for (std::uint32_t i = 0; i < c.count_; ++i)
    for (const std::uint32_t table : {c.originals_, c.translations_}) {
      const std::uint32_t length = c.word(table + i * 8ULL), offset = c.word(table + i * 8ULL + 4);
      // (Each string ends with a \0, as msgfmt writes it: tr() gives a translation as a C string.)
      if (offset > size || length >= size - offset || c.bytes_[offset + length] != '\0')
        return fail("a message runs past its end");
      if (table == c.originals_) {
        if (i > 0 && !(previous < c.text(table, i))) return fail("its messages are not in order");
        previous = c.text(table, i);
      }
    }
  const std::optional<std::string_view> header = c.lookup("");
  c.messages_ = c.count_ - (header ? 1 : 0);
  if (header) {
    c.language_ = header_field(*header, "Language");
    const std::string plural = header_field(*header, "Plural-Forms");
    if (!plural.empty()) {
      const std::size_t nplurals = plural.find("nplurals="), rule = plural.find("plural=", nplurals + 1);
      if (nplurals == std::string::npos || rule == std::string::npos) return fail("its Plural-Forms cannot be read");
      std::string expression = plural.substr(rule + 7);
      while (!expression.empty() && (expression.back() == ';' || expression.back() == ' ')) expression.pop_back();
      auto parsed = PluralRule::parse(expression, std::atoi(plural.c_str() + nplurals + 9));
      if (!parsed) return fail(parsed.error());
      c.plural_ = *parsed;
    }
  }
  return c;
}

std::optional<std::string_view> Catalogue::lookup(std::string_view key) const {
  std::uint32_t low = 0, high = count_;
  while (low < high) {
    const std::uint32_t mid = low + (high - low) / 2;
    // A plural message's original is singular \0 plural: it is found by its singular.
    std::string_view original = text(originals_, mid);
    original = original.substr(0, original.find('\0'));
    if (original == key) return text(translations_, mid);
    if (original < key)
      low = mid + 1;
    else
      high = mid;
  }
  return std::nullopt;
}

std::optional<std::string_view> Catalogue::find(std::string_view context, std::string_view msgid) const {
  const auto hit = lookup(key_of(context, msgid));
  const auto form = hit ? nth(*hit, 0) : std::nullopt;
  return form && !form->empty() ? form : std::nullopt;
}

std::optional<std::string_view> Catalogue::find_plural(std::string_view context, std::string_view singular,
                                                       long long n) const {
  const auto hit = lookup(key_of(context, singular));
  const auto form = hit ? nth(*hit, static_cast<std::size_t>(plural_.form(n))) : std::nullopt;
  return form && !form->empty() ? form : std::nullopt;
}

namespace {
const Catalogue* g_current = nullptr;
unsigned g_generation = 0;
// Every catalogue installed, kept for the program's life: tr() gives C strings inside them.
std::vector<std::unique_ptr<const Catalogue>>& kept() {
  static std::vector<std::unique_ptr<const Catalogue>> catalogues;
  return catalogues;
}
}  // namespace

void set_catalogue(std::unique_ptr<const Catalogue> catalogue) {
  g_current = nullptr;
  if (catalogue) {
    auto& all = kept();
    const auto same = std::find_if(all.begin(), all.end(), [&](const auto& k) { return k->same_file(*catalogue); });
    g_current = same != all.end() ? same->get() : all.emplace_back(std::move(catalogue)).get();
  }
  ++g_generation;
}
unsigned catalogue_generation() { return g_generation; }
const Catalogue* current_catalogue() { return g_current; }

// --- translating ---------------------------------------------------------------------------------

namespace {
std::string translated(std::string_view context, std::string_view msgid) {
  const Catalogue* c = current_catalogue();
  const auto found = c ? c->find(context, msgid) : std::nullopt;
  return std::string(found.value_or(msgid));
}
}  // namespace

const char* trc(const char* context, const char* msgid) {
  const Catalogue* c = current_catalogue();
  const auto found = c ? c->find(context, msgid) : std::nullopt;
  return found ? found->data() : msgid;  // (a catalogue's strings end with \0: from_mo checks)
}
std::string trc(const char* context, std::string_view msgid) { return translated(context, msgid); }
std::string trc(const char* context, const std::string& msgid) { return translated(context, msgid); }
const char* tr(const char* msgid) { return trc("", msgid); }
std::string tr(std::string_view msgid) { return translated({}, msgid); }
std::string tr(const std::string& msgid) { return translated({}, msgid); }

std::string trnc(const char* context, const char* singular, const char* plural, long long n, const Args& args) {
  const Catalogue* c = current_catalogue();
  const auto found = c ? c->find_plural(context, singular, n) : std::nullopt;
  const std::string_view text = found.value_or(n == 1 ? singular : plural);
  std::vector<Arg> all(args);
  all.emplace_back("n", n);
  return fmt(text, all);
}

std::string trn(const char* singular, const char* plural, long long n, const Args& args) {
  return trnc("", singular, plural, n, args);
}

std::string trf(const char* msgid, const Args& args) { return fmt(tr(msgid), args); }
std::string trcf(const char* context, const char* msgid, const Args& args) { return fmt(trc(context, msgid), args); }

std::string Arg::value() const {
  switch (kind) {
    case Kind::String:
      return *string;
    case Kind::Number:
      return std::to_string(number);
    case Kind::View:
      break;
  }
  return std::string(view);
}

namespace {
template <class List>
std::string fill(std::string_view text, const List& args) {
  std::string out;
  out.reserve(text.size() + 16);
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '{') {
      const std::size_t close = text.find('}', i + 1);
      if (close != std::string_view::npos) {
        const std::string_view name = text.substr(i + 1, close - i - 1);
        const Arg* hit = nullptr;
        for (const Arg& a : args)
          if (a.name == name) hit = &a;
        if (hit) {
          out += hit->value();
          i = close;
          continue;
        }
      }
    }
    out += text[i];
  }
  return out;
}
}  // namespace

std::string fmt(std::string_view text, const Args& args) { return fill(text, args); }
std::string fmt(const std::string& text, const Args& args) { return fill(text, args); }
std::string fmt(const char* text, const Args& args) { return fill(text, args); }
std::string fmt(std::string_view text, const std::vector<Arg>& args) { return fill(text, args); }

std::string list_text(const std::vector<std::string>& items) {
  if (items.empty()) return {};
  std::string out = items.front();
  for (std::size_t i = 1; i < items.size(); ++i)
    out = i + 1 < items.size() ? trf("{list}, {item}", {{"list", out}, {"item", items[i]}})
                               // TRANSLATORS: the last item of a list: "Ann, Bea and Cy".
                               : trf("{list} and {item}", {{"list", out}, {"item", items[i]}});
  return out;
}

// --- phrases -------------------------------------------------------------------------------------
// \2 msgid [\36 plural \36 n] (\37 name \35 value)* \3 — values may hold phrases.

namespace {
constexpr char kOpen = '\x02', kClose = '\x03', kPlural = '\x1e', kArg = '\x1f', kValue = '\x1d';

bool is_marker(char c) { return c == kOpen || c == kClose || c == kPlural || c == kArg || c == kValue; }

std::string encode(std::string_view head, const Args& args) {
  std::string out(1, kOpen);
  out += head;
  for (const Arg& a : args) {
    out += kArg;
    out += a.name;
    out += kValue;
    out += a.value();
  }
  out += kClose;
  return out;
}

// The pieces of a phrase's inside split at `sep` where no nested phrase is open.
std::vector<std::string_view> split_top(std::string_view inside, char sep) {
  std::vector<std::string_view> parts;
  int depth = 0;
  std::size_t from = 0;
  for (std::size_t i = 0; i < inside.size(); ++i) {
    if (inside[i] == kOpen) ++depth;
    if (inside[i] == kClose && depth > 0) --depth;
    if (inside[i] == sep && depth == 0) {
      parts.push_back(inside.substr(from, i - from));
      from = i + 1;
    }
  }
  parts.push_back(inside.substr(from));
  return parts;
}

std::string plain(std::string_view text) {
  std::string out;
  for (char c : text)
    if (!is_marker(c)) out += c;
  return out;
}

std::string render_inside(std::string_view inside) {
  const std::vector<std::string_view> fields = split_top(inside, kArg);
  std::vector<std::string> values;  // the args' texts, rendered: the Args view them
  values.reserve(fields.size());
  std::vector<Arg> args;
  for (std::size_t i = 1; i < fields.size(); ++i) {
    const std::size_t eq = fields[i].find(kValue);
    if (eq == std::string_view::npos) continue;
    values.push_back(render(fields[i].substr(eq + 1)));
    args.emplace_back(fields[i].substr(0, eq), values.back());
  }
  const std::vector<std::string_view> head = split_top(fields[0], kPlural);
  if (head.size() == 3) {
    long long n = 0;
    for (char c : head[2])
      if (c >= '0' && c <= '9' && n < 1'000'000'000) n = n * 10 + (c - '0');
    if (!head[2].empty() && head[2][0] == '-') n = -n;
    const Catalogue* c = current_catalogue();
    const std::string singular = plain(head[0]);
    const auto found = c ? c->find_plural({}, singular, n) : std::nullopt;
    args.emplace_back("n", n);
    return plain(fmt(found.value_or(n == 1 ? head[0] : head[1]), args));
  }
  return plain(fmt(tr(plain(head[0])), args));
}
}  // namespace

std::string phrase(const char* msgid, const Args& args) { return encode(msgid, args); }

std::string phrase_n(const char* singular, const char* plural, long long n, const Args& args) {
  std::string head(singular);
  head += kPlural;
  head += plural;
  head += kPlural;
  head += std::to_string(n);
  return encode(head, args);
}

std::string render(std::string_view text) {
  if (text.find(kOpen) == std::string_view::npos) return plain(text);
  std::string out;
  for (std::size_t i = 0; i < text.size();) {
    if (text[i] != kOpen) {
      if (!is_marker(text[i])) out += text[i];
      ++i;
      continue;
    }
    int depth = 0;
    std::size_t close = i;
    for (; close < text.size(); ++close) {
      if (text[close] == kOpen) ++depth;
      if (text[close] == kClose && --depth == 0) break;
    }
    if (close == text.size()) {  // never closed: show what there is
      out += plain(text.substr(i));
      break;
    }
    out += render_inside(text.substr(i + 1, close - i - 1));
    i = close + 1;
  }
  return out;
}

std::string decimal_text(double value, int digits) {
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, "%.*f", digits, value);
  std::string text = buffer;
  const std::size_t dot = text.find('.');
  if (dot != std::string::npos) text.replace(dot, 1, trc("decimal separator", "."));
  return text;
}

}  // namespace boneyard
