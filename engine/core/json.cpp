#include "core/json.h"

#include <cstdio>

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

std::string Json::dump() const {
  std::string out;
  dump_to(out);
  return out;
}

}  // namespace boneyard
