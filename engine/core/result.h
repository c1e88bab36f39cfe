// Status and Result: how the engine refuses bad input without exceptions.
//
// Every refusal carries a message a person can act on ("6-4 does not match either open
// end (5 and 3)"). The web build is compiled without exceptions, so the engine never
// throws for bad input; a refused operation leaves every object unchanged.
#pragma once

#include <optional>
#include <string>
#include <utility>

namespace boneyard {

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
  const std::string& error() const { return error_; }  // empty on success

 private:
  std::string error_;
  bool failed_ = false;
};

template <class T>
class [[nodiscard]] Result {
 public:
  Result(T value) : value_(std::move(value)) {}        // NOLINT: implicit on purpose
  Result(Status failure) : error_(failure.error()) {}  // NOLINT: precondition !failure.ok()
  bool ok() const { return value_.has_value(); }
  explicit operator bool() const { return ok(); }
  const std::string& error() const { return error_; }
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
