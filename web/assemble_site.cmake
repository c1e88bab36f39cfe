# Assembles the static site (cmake -P script, run by web/CMakeLists.txt at build time).
#   -DSRC=<web source dir> -DSITE=<output dir> -DJS=<boneyard.js> -DWASM=<boneyard.wasm>
#   -DSTAMP=<file to touch when done> -DNODE=<node> -DWORK=<scratch dir>
#   -DPO=<po dir> -DLANG_DIR=<compiled catalogues> (the languages)
# Copies the game into SITE as boneyard.js / boneyard.wasm and online play's modules into
# SITE/online, then writes index.html and
# sw.js with the site's version (a hash of everything the service worker caches, so any
# change to the game or the page replaces the offline copy) and the wasm's byte size (for
# exact loading progress), and copies the manifest. index.html and the modules lose their
# comments and indentation on the way (web/minify.mjs: a first visit's 5 KB gzipped). The
# icons are drawn by make_icons.py before this runs. Files whose content did not change keep
# their timestamps.
cmake_minimum_required(VERSION 3.25)

foreach(var SRC SITE STAMP NODE WORK)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "assemble_site.cmake: -D${var}=... is required")
  endif()
endforeach()
file(MAKE_DIRECTORY "${SITE}" "${WORK}/online")

# FILE (relative to WORK) minified into SITE, where it changes only if its content does.
function(minify_into_site file)
  execute_process(COMMAND "${NODE}" "${SRC}/minify.mjs" "${WORK}/${file}" RESULT_VARIABLE failed)
  if(failed)
    message(FATAL_ERROR "assemble_site.cmake: web/minify.mjs failed on ${file}")
  endif()
  file(COPY_FILE "${WORK}/${file}" "${SITE}/${file}" ONLY_IF_DIFFERENT)
endfunction()

# The languages of po/LINGUAS: each compiled catalogue as lang/<code>.mo (fetched by a visitor
# of that language only, the page's own words among its messages), and their codes for index.html.
set(BONEYARD_LANGUAGES "")
set(catalogues "")
if(PO AND LANG_DIR)
  file(STRINGS "${PO}/LINGUAS" codes REGEX "^[a-z]")
  list(JOIN codes " " BONEYARD_LANGUAGES)
  file(MAKE_DIRECTORY "${SITE}/lang")
  foreach(code IN LISTS codes)
    list(APPEND catalogues "${LANG_DIR}/${code}.mo")
    file(COPY_FILE "${LANG_DIR}/${code}.mo" "${SITE}/lang/${code}.mo" ONLY_IF_DIFFERENT)
  endforeach()
endif()

# The game. Without it (no shell target yet) the page still builds, and says it can't load.
set(have_game OFF)
if(JS AND WASM)
  foreach(f "${JS}" "${WASM}")
    if(NOT EXISTS "${f}")
      message(FATAL_ERROR "assemble_site.cmake: missing ${f}")
    endif()
  endforeach()
  file(COPY_FILE "${JS}" "${SITE}/boneyard.js" ONLY_IF_DIFFERENT)
  file(COPY_FILE "${WASM}" "${SITE}/boneyard.wasm" ONLY_IF_DIFFERENT)
  set(have_game ON)
endif()

file(COPY_FILE "${SRC}/manifest.webmanifest" "${SITE}/manifest.webmanifest" ONLY_IF_DIFFERENT)
# Online play's modules (index.html loads peer.mjs, which imports sdp_code.mjs), minified.
set(online_modules online/peer.mjs online/sdp_code.mjs)
file(MAKE_DIRECTORY "${SITE}/online")
foreach(f IN LISTS online_modules)
  file(COPY_FILE "${SRC}/${f}" "${WORK}/${f}")
  minify_into_site("${f}")
endforeach()

# Version: hash over the hashes of every cached file's source.
set(inputs "${SRC}/index.html" "${SRC}/sw.js" "${SRC}/manifest.webmanifest" "${SRC}/make_icons.py")
foreach(f IN LISTS online_modules)
  list(APPEND inputs "${SRC}/${f}")
endforeach()
list(APPEND inputs ${catalogues})
foreach(f minify.mjs)  # how the page and the modules are written into the site
  list(APPEND inputs "${SRC}/${f}")
endforeach()
if(have_game)
  list(APPEND inputs "${SITE}/boneyard.js" "${SITE}/boneyard.wasm")
endif()
set(all "")
foreach(f IN LISTS inputs)
  file(SHA256 "${f}" h)
  string(APPEND all "${h}\n")
endforeach()
string(SHA256 version "${all}")
string(SUBSTRING "${version}" 0 16 BONEYARD_SITE_VERSION)

set(BONEYARD_WASM_BYTES 0)
if(have_game)
  file(SIZE "${SITE}/boneyard.wasm" BONEYARD_WASM_BYTES)
endif()

configure_file("${SRC}/index.html" "${WORK}/index.html" @ONLY)
minify_into_site(index.html)
configure_file("${SRC}/sw.js" "${SITE}/sw.js" @ONLY)
file(TOUCH "${STAMP}")
message(STATUS "Site ${SITE}: version ${BONEYARD_SITE_VERSION}, wasm ${BONEYARD_WASM_BYTES} bytes")
