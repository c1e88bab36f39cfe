// Catalogues for the native platforms (desktop.cpp, headless.cpp): lang/<code>.mo read from the
// build's lang folder (BONEYARD_LANG_DIR, set by the build; $BONEYARD_LANG_DIR overrides it), at
// once: take_catalogue() has it on the next call.
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <utility>

#include "platform/platform.h"

#ifndef BONEYARD_LANG_DIR
#define BONEYARD_LANG_DIR "lang"
#endif

namespace boneyard::platform {
namespace {
std::optional<CatalogueFile> g_catalogue;
}

void fetch_catalogue(std::string_view code) {
  const char* dir = std::getenv("BONEYARD_LANG_DIR");
  const std::string path = std::string(dir && *dir ? dir : BONEYARD_LANG_DIR) + "/" + std::string(code) + ".mo";
  CatalogueFile file{std::string(code), false, {}, {}};
  std::ifstream in(path, std::ios::binary);
  std::ostringstream bytes;
  if (in && (bytes << in.rdbuf())) {
    file.ok = true;
    file.bytes = std::move(bytes).str();
  } else {
    file.error = path + " could not be read";
  }
  g_catalogue = std::move(file);
}

std::optional<CatalogueFile> take_catalogue() { return std::exchange(g_catalogue, std::nullopt); }

void language_shown(std::string_view) {}  // (no page around the game)

}  // namespace boneyard::platform
