// The online screen's panel (layout/online_layout.h) at the three sizes the browser tests look
// at: nothing overlaps, everything is inside the panel and the panel inside the screen, a code
// beside or under the rows has modules of 4 px or more, and a row's field is clear of its buttons.
#include <catch2/catch.hpp>

#include <cmath>
#include <string>
#include <vector>

#include "layout/online_layout.h"

using namespace boneyard;

namespace {
// A paragraph of `chars` characters at 14 px: about 7 px a character, 17 px a line.
auto lead_of(int chars) {
  return [chars](float w) { return 17.0f * std::ceil(static_cast<float>(chars) * 7.0f / w); };
}

std::string where(Vec2 canvas, int rows, int modules) {
  return std::to_string(static_cast<int>(canvas.x)) + "x" + std::to_string(static_cast<int>(canvas.y)) + ", " +
         std::to_string(rows) + " rows, " + std::to_string(modules) + " modules";
}

void check_clear(const OnlineLayout& L, Vec2 canvas) {
  std::vector<Rect> parts = {L.title, L.lead, L.close};
  for (const Rect& r : L.rows) parts.push_back(r);
  if (L.qr != OnlineQr::None) {
    parts.push_back(L.qr_caption);
    parts.push_back(L.qr_code);
  }
  CHECK(L.panel.inside({0, 0, canvas.x, canvas.y}));
  for (std::size_t i = 0; i < parts.size(); ++i) {
    CHECK(parts[i].inside(L.panel));
    for (std::size_t j = i + 1; j < parts.size(); ++j) {
      INFO("parts " << i << " and " << j);
      CHECK_FALSE(parts[i].overlaps(parts[j]));
    }
  }
}
}  // namespace

TEST_CASE("the online panel keeps its rows, code and buttons apart at every size") {
  for (Vec2 canvas : {Vec2{1024, 640}, Vec2{390, 844}, Vec2{844, 390}}) {
    for (int rows = 1; rows <= 5; ++rows) {
      for (int modules : {0, 49, 57}) {
        INFO(where(canvas, rows, modules));
        const OnlineLayout L = layout_online(canvas, lead_of(180), rows, modules, false);
        check_clear(L, canvas);
        if (L.qr != OnlineQr::None) {
          CHECK(L.module_px >= kQrLeastModulePx);
          CHECK(L.qr_code.w == static_cast<float>(modules) * L.module_px);
          CHECK(L.rows_shown == rows);
        }
      }
    }
  }
}

TEST_CASE("a host with one friend sees the code beside the rows on a wide screen, under them on a phone") {
  CHECK(layout_online({1024, 640}, lead_of(180), 2, 49, false).qr == OnlineQr::Beside);
  CHECK(layout_online({844, 390}, lead_of(180), 2, 49, false).qr == OnlineQr::Beside);
  CHECK(layout_online({390, 844}, lead_of(180), 2, 49, false).qr == OnlineQr::Below);
  CHECK(layout_online({1024, 640}, lead_of(180), 2, 49, false).module_px >= 6);  // larger on a desktop
}

TEST_CASE("where the rows leave no room the code is shown alone, as large as fits") {
  const OnlineLayout crowded = layout_online({844, 390}, lead_of(180), 5, 57, false);
  CHECK(crowded.qr == OnlineQr::None);
  const OnlineLayout L = layout_online({844, 390}, lead_of(180), 5, 57, true);
  CHECK(L.qr == OnlineQr::Alone);
  CHECK(L.rows.empty());
  CHECK(L.module_px >= 4);
  check_clear(L, {844, 390});
}

TEST_CASE("a row's field lies over its line, clear of its buttons") {
  const OnlineRowParts p = online_row_parts({10, 100, 400, kOnlineRowH});
  CHECK_FALSE(p.field.overlaps(p.buttons));
  CHECK_FALSE(p.title.overlaps(p.field));
  CHECK(p.field.overlaps(p.line));
  CHECK(p.buttons.inside({10, 100, 400, kOnlineRowH}));
}
