// What every fuzz target checks beyond "no crash" (the sanitizers catch those): a broken
// oracle prints what broke and aborts, which libFuzzer reports as a finding with its input.
#pragma once

#include <time.h>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "core/text.h"

namespace boneyard::fuzz {

[[noreturn]] inline void broken(const std::string& what, std::string_view detail) {
  std::fprintf(stderr, "\n*** fuzz oracle broken: %s\n*** %.*s\n", what.c_str(), static_cast<int>(detail.size()),
               detail.data());
  std::abort();
}

inline void expect(bool ok, const std::string& what, std::string_view detail = {}) {
  if (!ok) broken(what, detail);
}

// A message shown to a person: not empty, valid UTF-8, one line.
inline void expect_message(const std::string& message, const std::string& what) {
  expect(!message.empty(), what + ": an empty message");
  expect(is_valid_utf8(message), what + ": a message that is not valid UTF-8", message);
  expect(message.find('\n') == std::string::npos, what + ": a message of several lines", message);
}

// No single request may take longer than this (BONEYARD_FUZZ_REQUEST_MS, 1000 by default).
// Measured as the thread's CPU time, so a busy machine (the test command fuzzes beside the
// browser tests) does not make a finding; the sanitizers already make every request several
// times slower than in the shipped game.
class Stopwatch {
 public:
  Stopwatch() : start_(cpu_ms()) {}
  void expect_within_limit(std::string_view request) const {
    static const double limit = [] {
      const char* env = std::getenv("BONEYARD_FUZZ_REQUEST_MS");
      return env ? std::atof(env) : 1000.0;
    }();
    const double ms = cpu_ms() - start_;
    if (ms > limit) broken("a request took " + std::to_string(static_cast<long>(ms)) + " ms of CPU time", request);
  }

 private:
  static double cpu_ms() {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) / 1e6;
  }
  double start_;
};

}  // namespace boneyard::fuzz
