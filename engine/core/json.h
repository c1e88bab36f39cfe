// A minimal JSON value for the engine's output (protocol STATE, views), and its reader.
//
// Objects keep insertion order so output is stable and readable. Parsing the protocol's
// requests is the protocol's job (nlohmann-json, native only); parse() is here for what
// reaches the web build too: a seat view sent by another page (wire/view_codec.h), text
// from a stranger, so it refuses rather than guesses (see parse()).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include "core/result.h"

namespace boneyard {

class Json {
 public:
  using Array = std::vector<Json>;
  using Object = std::vector<std::pair<std::string, Json>>;

  Json() = default;        // null
  Json(std::nullptr_t) {}  // null
  Json(bool b) : v_(b) {}
  Json(int i) : v_(static_cast<std::int64_t>(i)) {}
  Json(std::int64_t i) : v_(i) {}
  Json(std::uint64_t i) : v_(static_cast<std::int64_t>(i)) {}
  Json(const char* s) : v_(std::string(s)) {}
  Json(std::string s) : v_(std::move(s)) {}
  Json(std::string_view s) : v_(std::string(s)) {}
  Json(Array a) : v_(std::move(a)) {}
  explicit Json(Object members) : v_(std::move(members)) {}  // keys as given: the caller keeps them unique

  static Json object() {
    Json j;
    j.v_ = Object{};
    return j;
  }
  static Json array() {
    Json j;
    j.v_ = Array{};
    return j;
  }
  template <class Range>
  static Json array_of(const Range& items) {  // any range of convertible items
    Array a;
    for (const auto& item : items) a.emplace_back(item);
    return Json(std::move(a));
  }

  // Reads one JSON value (RFC 8259) filling the whole text, or says where and why it cannot:
  // "at byte 17: expected ':'". Stricter than the RFC where the engine's values are: numbers
  // are whole and fit 64 bits, strings are valid UTF-8 (no lone surrogate escapes), an
  // object names a key once, and nothing nests deeper than kMaxDepth (a stranger's
  // "[[[[..." cannot run the reader out of stack).
  static Result<Json> parse(std::string_view text);
  static constexpr int kMaxDepth = 32;

  Json& set(std::string key, Json value);        // object: add or replace a key
  Json& push(Json value);                        // array: append
  const Json* find(std::string_view key) const;  // object lookup, nullptr if absent
  bool is_null() const { return std::holds_alternative<std::nullptr_t>(v_); }
  std::optional<std::int64_t> integer() const;  // the number, if this is one
  const bool* boolean() const;                  // each: the value if it is of that type, else nullptr
  const std::string* string() const;
  const Array* elements() const;
  const Object* members() const;
  std::string dump() const;                     // compact, one line

 private:
  void dump_to(std::string& out) const;
  std::variant<std::nullptr_t, bool, std::int64_t, std::string, Array, Object> v_ = nullptr;
};

}  // namespace boneyard
