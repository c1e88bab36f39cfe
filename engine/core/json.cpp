#include "core/json.h"

#include <charconv>
#include <cstdio>
#include <set>

#include "core/text.h"

namespace boneyard {

Json& Json::set(std::string key, Json value) {
  if (!std::holds_alternative<Object>(v_)) v_ = Object{};
  auto& obj = std::get<Object>(v_);
  for (auto& [k, v] : obj)
    if (k == key) {
      v = std::move(value);
      return *this;
    }
  obj.emplace_back(std::move(key), std::move(value));
  return *this;
}

Json& Json::push(Json value) {
  if (!std::holds_alternative<Array>(v_)) v_ = Array{};
  std::get<Array>(v_).push_back(std::move(value));
  return *this;
}

const Json* Json::find(std::string_view key) const {
  if (const auto* obj = std::get_if<Object>(&v_))
    for (const auto& [k, v] : *obj)
      if (k == key) return &v;
  return nullptr;
}

std::optional<std::int64_t> Json::integer() const {
  if (const auto* i = std::get_if<std::int64_t>(&v_)) return *i;
  return std::nullopt;
}

const bool* Json::boolean() const { return std::get_if<bool>(&v_); }
const std::string* Json::string() const { return std::get_if<std::string>(&v_); }
const Json::Array* Json::elements() const { return std::get_if<Array>(&v_); }
const Json::Object* Json::members() const { return std::get_if<Object>(&v_); }

namespace {
// Writes s as a JSON string. Bytes that are not well-formed UTF-8 are written as U+FFFD, so
// the output is valid JSON in valid UTF-8 whatever the string holds.
void quote(std::string& out, const std::string& s) {
  out += '"';
  for (std::size_t i = 0; i < s.size();) {
    const auto c = static_cast<unsigned char>(s[i]);
    if (c >= 0x80) {
      const std::size_t n = utf8_sequence(s, i);
      if (n == 0) {
        out += "\\ufffd";
        ++i;
      } else {
        out.append(s, i, n);
        i += n;
      }
      continue;
    }
    ++i;
    switch (c) {
      case '"':
        out += "\\\"";
        break;
      case '\\':
        out += "\\\\";
        break;
      case '\n':
        out += "\\n";
        break;
      case '\t':
        out += "\\t";
        break;
      case '\r':
        out += "\\r";
        break;
      default:
        if (c < 0x20) {
          char buf[8];
          std::snprintf(buf, sizeof buf, "\\u%04x", c);
          out += buf;
        } else {
          out += static_cast<char>(c);
        }
    }
  }
  out += '"';
}
}  // namespace

void Json::dump_to(std::string& out) const {
  if (std::holds_alternative<std::nullptr_t>(v_)) {
    out += "null";
  } else if (const bool* b = std::get_if<bool>(&v_)) {
    out += *b ? "true" : "false";
  } else if (const auto* i = std::get_if<std::int64_t>(&v_)) {
    out += std::to_string(*i);
  } else if (const auto* s = std::get_if<std::string>(&v_)) {
    quote(out, *s);
  } else if (const auto* a = std::get_if<Array>(&v_)) {
    out += '[';
    for (std::size_t n = 0; n < a->size(); ++n) {
      if (n) out += ',';
      (*a)[n].dump_to(out);
    }
    out += ']';
  } else {
    const auto& o = std::get<Object>(v_);
    out += '{';
    for (std::size_t n = 0; n < o.size(); ++n) {
      if (n) out += ',';
      quote(out, o[n].first);
      out += ':';
      o[n].second.dump_to(out);
    }
    out += '}';
  }
}

// --- Reading ------------------------------------------------------------------------------

namespace {

// Recursive descent over the text; the first problem ends the read (error_ set, values
// returned after it are never used).
class JsonReader {
 public:
  explicit JsonReader(std::string_view text) : text_(text) {}

  Result<Json> document() {
    Json value = this->value(0);
    space();
    if (error_.empty() && at_ < text_.size()) fail("more text after the value");
    if (!error_.empty()) return Status::fail(error_);
    return value;
  }

 private:
  void fail(const std::string& what) {
    if (error_.empty()) error_ = "at byte " + std::to_string(at_) + ": " + what;
  }
  long refuse(const std::string& what) {
    fail(what);
    return -1;
  }
  bool more() const { return error_.empty() && at_ < text_.size(); }
  char peek() const { return at_ < text_.size() ? text_[at_] : '\0'; }
  void space() {
    while (at_ < text_.size() && (peek() == ' ' || peek() == '\t' || peek() == '\n' || peek() == '\r')) ++at_;
  }
  bool take(char c) {
    space();
    if (peek() != c) return false;
    ++at_;
    return true;
  }
  void expect(char c) {
    if (!take(c)) fail(std::string("expected '") + c + "'");
  }

  Json value(int depth) {
    space();
    if (!more()) {
      fail("expected a value");
      return {};
    }
    const char c = peek();
    if (c == '{' || c == '[') {
      if (depth >= Json::kMaxDepth) {
        fail("nested deeper than " + std::to_string(Json::kMaxDepth) + " levels");
        return {};
      }
      return c == '{' ? object(depth + 1) : array(depth + 1);
    }
    if (c == '"') return Json(string());
    if (c == '-' || (c >= '0' && c <= '9')) return number();
    for (const auto& [word, literal] : {std::pair<std::string_view, Json>{"true", true}, {"false", false}, {"null", {}}})
      if (text_.substr(at_, word.size()) == word) {
        at_ += word.size();
        return literal;
      }
    fail("expected a value");
    return {};
  }

  Json object(int depth) {
    ++at_;  // '{'
    Json::Object members;
    std::set<std::string> keys;  // Json::set() looks keys up one by one: slow for a stranger's thousands
    if (take('}')) return Json(std::move(members));
    do {
      space();
      if (peek() != '"') {
        fail("expected a key in quotes");
        return {};
      }
      std::string key = string();
      if (error_.empty() && !keys.insert(key).second) fail("the key " + quote_input(key) + " is given twice");
      expect(':');
      Json item = value(depth);
      if (!error_.empty()) return {};
      members.emplace_back(std::move(key), std::move(item));
    } while (take(','));
    expect('}');
    return Json(std::move(members));
  }

  Json array(int depth) {
    ++at_;  // '['
    Json out = Json::array();
    if (take(']')) return out;
    do {
      Json item = value(depth);
      if (!error_.empty()) return {};
      out.push(std::move(item));
    } while (take(','));
    expect(']');
    return out;
  }

  Json number() {
    const std::size_t start = at_;
    if (peek() == '-') ++at_;
    const std::size_t digits = at_;
    while (peek() >= '0' && peek() <= '9') ++at_;
    if (at_ == digits || (text_[digits] == '0' && at_ - digits > 1)) {
      fail("a malformed number");
      return {};
    }
    if (peek() == '.' || peek() == 'e' || peek() == 'E') {
      fail("only whole numbers are read");
      return {};
    }
    std::int64_t n = 0;
    if (std::from_chars(text_.data() + start, text_.data() + at_, n).ec != std::errc()) {
      fail("a number too large");
      return {};
    }
    return Json(n);
  }

  // Four hex digits of a \u escape, or -1.
  long hex4() {
    if (text_.size() - at_ < 4) return -1;
    long v = 0;
    for (int i = 0; i < 4; ++i) {
      const char c = text_[at_ + static_cast<std::size_t>(i)];
      const int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
      if (d < 0) return -1;
      v = v * 16 + d;
    }
    at_ += 4;
    return v;
  }

  static void append_utf8(std::string& out, long cp) {
    if (cp < 0x80) {
      out += static_cast<char>(cp);
    } else if (cp < 0x800) {
      out += static_cast<char>(0xC0 | (cp >> 6));
      out += static_cast<char>(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
      out += static_cast<char>(0xE0 | (cp >> 12));
      out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
      out += static_cast<char>(0x80 | (cp & 0x3F));
    } else {
      out += static_cast<char>(0xF0 | (cp >> 18));
      out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
      out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
      out += static_cast<char>(0x80 | (cp & 0x3F));
    }
  }

  // The code point of an escape after "\u": a surrogate pair makes one; a lone half is refused.
  long escaped_code_point() {
    const long cp = hex4();
    if (cp < 0) return refuse("a \\u escape needs four hex digits");
    if (cp >= 0xDC00 && cp <= 0xDFFF) return refuse("a lone low surrogate escape");
    if (cp < 0xD800 || cp > 0xDBFF) return cp;
    const bool pair = text_.substr(at_, 2) == "\\u";
    at_ += pair ? 2 : 0;
    const long low = pair ? hex4() : -1;
    if (low < 0xDC00 || low > 0xDFFF) return refuse("a high surrogate escape without its low half");
    return 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
  }

  std::string string() {
    ++at_;  // '"'
    std::string out;
    while (more()) {
      const auto c = static_cast<unsigned char>(peek());
      if (c == '"') {
        ++at_;
        return out;
      }
      if (c < 0x20) {
        fail("a control character in a string");
        return {};
      }
      if (c >= 0x80) {
        const std::size_t n = utf8_sequence(text_, at_);
        if (n == 0) {
          fail("a string that is not valid UTF-8");
          return {};
        }
        out.append(text_.substr(at_, n));
        at_ += n;
        continue;
      }
      ++at_;
      if (c != '\\') {
        out += static_cast<char>(c);
        continue;
      }
      if (at_ == text_.size()) break;
      const char e = peek();
      ++at_;
      static constexpr std::string_view kFrom = "\"\\/bfnrt", kTo = "\"\\/\b\f\n\r\t";
      if (const std::size_t k = kFrom.find(e); k != std::string_view::npos) {
        out += kTo[k];
      } else if (e == 'u') {
        const long cp = escaped_code_point();
        if (cp < 0) return {};
        append_utf8(out, cp);
      } else {
        fail("an unknown escape in a string");
        return {};
      }
    }
    fail("a string without its closing quote");
    return {};
  }

  std::string_view text_;
  std::size_t at_ = 0;
  std::string error_;
};

}  // namespace

Result<Json> Json::parse(std::string_view text) { return JsonReader(text).document(); }

std::string Json::dump() const {
  std::string out;
  dump_to(out);
  return out;
}

}  // namespace boneyard
