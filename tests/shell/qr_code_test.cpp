// The QR codes of the online screen (online/qr_code.h): the size a text needs, the three finder
// patterns and the timing lines where a reader looks for them, refusals with a message, and one
// encoding per link however often a screen asks for it.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdlib>
#include <string>

#include "online/qr_code.h"

using namespace boneyard;

namespace {
// The 7x7 finder pattern with its top-left module at (x0, y0): a dark ring, a light ring, a
// dark 3x3 centre.
bool finder_at(const QrCode& code, int x0, int y0) {
  for (int y = 0; y < 7; ++y)
    for (int x = 0; x < 7; ++x) {
      const int ring = std::max(std::abs(x - 3), std::abs(y - 3));
      if (code.at(x0 + x, y0 + y) != (ring != 2)) return false;
    }
  return true;
}
}  // namespace

TEST_CASE("a short text is a version 1 code with its finder patterns and timing lines") {
  auto code = encode_qr("Hello, world!");
  REQUIRE(code.ok());
  CHECK(code->size == 21);
  CHECK(code->dark.size() == 21u * 21u);
  CHECK(finder_at(*code, 0, 0));
  CHECK(finder_at(*code, 21 - 7, 0));
  CHECK(finder_at(*code, 0, 21 - 7));
  CHECK_FALSE(finder_at(*code, 21 - 7, 21 - 7));  // the fourth corner holds data
  for (int i = 8; i < 21 - 8; ++i) {              // row and column 6 alternate between the finders
    CHECK(code->at(i, 6) == (i % 2 == 0));
    CHECK(code->at(6, i) == (i % 2 == 0));
  }
}

TEST_CASE("an invitation link of 130 characters makes a code of at most 41 modules a side") {
  const std::string link = "https://boneyard.example/#join=1." + std::string(97, 'x');
  REQUIRE(link.size() == 130);
  auto code = encode_qr(link);
  REQUIRE(code.ok());
  CHECK(code->size <= 41);  // version 6: 6 px a module and its quiet zone fit in 300 px
  CHECK((code->size - 17) % 4 == 0);
  CHECK(finder_at(*code, code->size - 7, 0));
}

TEST_CASE("a text too long for a QR code is refused with a message") {
  const auto huge = encode_qr(std::string(3000, 'a'));
  REQUIRE_FALSE(huge.ok());
  CHECK(huge.error().find("too long for a QR code") != std::string::npos);
  CHECK(huge.error().find("3000 characters") != std::string::npos);
  // Or too long for the largest version asked for.
  CHECK_FALSE(encode_qr(std::string(200, 'a'), 5).ok());
  CHECK(encode_qr(std::string(100, 'a'), 5).ok());
  const auto empty = encode_qr("");
  REQUIRE_FALSE(empty.ok());
  CHECK(empty.error() == "there is nothing to put in a QR code");
}

TEST_CASE("the cache encodes a link once however often it is asked for") {
  QrCache cache;
  const std::string a = "https://boneyard.example/#join=1.abc", b = "https://boneyard.example/#reply=1.def";
  for (int frame = 0; frame < 100; ++frame) {
    REQUIRE(cache.get(a).ok());
    REQUIRE(cache.get(b).ok());
  }
  CHECK(cache.encodings() == 2);
  CHECK(cache.get(a).value().dark == encode_qr(a).value().dark);
  CHECK_FALSE(cache.get(std::string(3000, 'a')).ok());  // a refusal is kept too
  CHECK_FALSE(cache.get(std::string(3000, 'a')).ok());
  CHECK(cache.encodings() == 3);
}
