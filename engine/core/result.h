// Status and Result: how the engine refuses bad input without exceptions.
//
// Every refusal carries a message a person can act on ("6-4 does not match either open
// end (5 and 3)"). The web build is compiled without exceptions, so the engine never
// throws for bad input; a refused operation leaves every object unchanged.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>

namespace boneyard {

// A refusal made by the engine may be a phrase (core/i18n.h): its English and arguments, kept so
// that it can be sent to another page (a friend's refused move, from the host's) and read there
// in that page's language. error() gives it in the current language; untranslated() as kept.
std::string render(std::string_view text);  // (core/i18n.h)

class [[nodiscard]] Status {
 public:
  Status() = default;  // success
  static Status fail(std::string message) {
    Status s;
    s.error_ = std::move(message);
    s.failed_ = true;
    return s;
  }
  bool ok() const { return !failed_; }
  explicit operator bool() const { return ok(); }
  std::string error() const { return render(error_); }  // empty on success
  const std::string& untranslated() const { return error_; }

 private:
  std::string error_;
  bool failed_ = false;
};

template <class T>
class [[nodiscard]] Result {
 public:
  Result(T value) : value_(std::move(value)) {}        // NOLINT: implicit on purpose
  Result(Status failure) : error_(failure.untranslated()) {}  // NOLINT: precondition !failure.ok()
  bool ok() const { return value_.has_value(); }
  explicit operator bool() const { return ok(); }
  std::string error() const { return render(error_); }
  const std::string& untranslated() const { return error_; }
  T& value() { return *value_; }
  const T& value() const { return *value_; }
  T& operator*() { return *value_; }
  T* operator->() { return &*value_; }
  Status status() const { return ok() ? Status() : Status::fail(error_); }

 private:
  std::optional<T> value_;
  std::string error_;
};

}  // namespace boneyard
