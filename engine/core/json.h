// A minimal JSON value for the engine's output (protocol STATE, views).
//
// The engine writes JSON; parsing requests is the protocol's job (nlohmann-json, native
// only). Objects keep insertion order so output is stable and readable. The engine reads
// back only single fields of a state it built (find(), integer()), e.g. the Whist dealer
// for a match record (core/record.h).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

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

  Json& set(std::string key, Json value);        // object: add or replace a key
  Json& push(Json value);                        // array: append
  const Json* find(std::string_view key) const;  // object lookup, nullptr if absent
  bool is_null() const { return std::holds_alternative<std::nullptr_t>(v_); }
  std::optional<std::int64_t> integer() const;  // the number, if this is one
  std::string dump() const;                     // compact, one line

 private:
  void dump_to(std::string& out) const;
  std::variant<std::nullptr_t, bool, std::int64_t, std::string, Array, Object> v_ = nullptr;
};

}  // namespace boneyard
