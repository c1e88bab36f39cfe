// The sscanf that Dear ImGui is given (render/scan.h) against the C library's own, on the formats
// ImGui uses and on text that fails them: the same count, the same values, the same %n.
#include <catch2/catch.hpp>

#include <cstdio>
#include <string>

#include "render/scan.h"

namespace {

struct Two {
  int count = 0;
  int a = -7, b = -7, n = -7;
  unsigned ua = 7, ub = 7;
  char c = '?';
};

// Runs one of the format shapes below through `scan` (the library's sscanf or ours).
template <typename Scan>
Two run(Scan scan, const std::string& shape, const char* text) {
  Two r;
  if (shape == "version") r.count = scan(text, "#version %d", &r.a);
  if (shape == "gl") r.count = scan(text, "%d.%d", &r.a, &r.b);
  if (shape == "pos") r.count = scan(text, "Pos=%i,%i", &r.a, &r.b);
  if (shape == "table") r.count = scan(text, "0x%08X,%d", &r.ua, &r.b);
  if (shape == "column") r.count = scan(text, "Column %d%n", &r.a, &r.n);
  if (shape == "sort") r.count = scan(text, "Sort=%d%c%n", &r.a, &r.c, &r.n);
  if (shape == "rgb") r.count = scan(text, "%02X%02X", &r.ua, &r.ub);
  if (shape == "hex") r.count = scan(text, "%X", &r.ua);
  if (shape == "percent") r.count = scan(text, "%d%%", &r.a);
  return r;
}

}  // namespace

TEST_CASE("ImGui's sscanf reads integers as the C library does") {
  const struct {
    const char* shape;
    const char* text;
  } cases[] = {
      {"version", "#version 300 es"}, {"version", "#version 130"}, {"version", "#version   100"},
      {"version", "#versio 300"},     {"version", ""},             {"version", "#version"},
      {"version", "#version x"},      {"gl", "3.0"},               {"gl", "2"},
      {"gl", "10.25 extra"},          {"gl", "-3.+4"},             {"gl", "a.b"},
      {"pos", "Pos=60,-12"},          {"pos", "Pos=0x10,010"},     {"pos", "Pos=7"},
      {"pos", "Size=1,2"},            {"table", "0x0000ABCD,5"},   {"table", "0x1234567890,3"},
      {"table", "0xZZ,1"},            {"column", "Column 3 Width=40"}, {"column", "Column x"},
      {"sort", "Sort=2^ rest"},       {"sort", "Sort=1v"},         {"sort", "Sort=1"},
      {"rgb", "FFa0"},                {"rgb", "1"},                {"rgb", "0012"},
      {"hex", "  7fffFFFF"},          {"hex", "-1"},               {"hex", "g"},
      {"percent", "42%"},             {"percent", "42"},
  };
  for (const auto& c : cases) {
    INFO(c.shape << " on \"" << c.text << "\"");
    const Two want = run([](const char* t, const char* f, auto... a) { return std::sscanf(t, f, a...); }, c.shape, c.text);
    const Two got = run([](const char* t, const char* f, auto... a) { return boneyard_imgui_sscanf(t, f, a...); }, c.shape, c.text);
    CHECK(got.count == want.count);
    CHECK(got.a == want.a);
    CHECK(got.b == want.b);
    CHECK(got.ua == want.ua);
    CHECK(got.ub == want.ub);
    CHECK(got.n == want.n);
    CHECK(got.c == want.c);
  }
}

TEST_CASE("ImGui's sscanf stops at what it does not read") {
  float f = -1;
  int r = -7;
  CHECK(boneyard_imgui_sscanf("RefScale=1.5", "RefScale=%f", &f) == 0);  // %f: not supported, nothing stored
  CHECK(f == -1);
  CHECK(boneyard_imgui_sscanf("Weight=2.0 Visible=1", "Weight=%f%n", &f, &r) == 0);
  CHECK(r == -7);
}
