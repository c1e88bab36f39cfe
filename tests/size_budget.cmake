# The size budget of a first visit: what a browser downloads before the title can be used
# (index.html, boneyard.js, boneyard.wasm, and the modules of online play index.html loads
# beside them), each compressed with gzip -9 as a static host
# would send it, must stay within BUDGET bytes. Size is deterministic, so this is a test;
# speed is measured by tests/perf/first_load.mjs instead. The report per part of the program
# is tests/perf/wasm_size.py.
#
#   cmake -DSITE=build/emsc_webgl2_release/site -DBUDGET=430080 -P tests/size_budget.cmake
if(NOT SITE OR NOT BUDGET)
  message(FATAL_ERROR "usage: cmake -DSITE=<site dir> -DBUDGET=<bytes> -P size_budget.cmake")
endif()
find_program(GZIP gzip REQUIRED)
set(total 0)
set(lines "")
foreach(file index.html boneyard.js boneyard.wasm online/peer.mjs online/sdp_code.mjs)
  if(NOT EXISTS "${SITE}/${file}")
    message(FATAL_ERROR "${SITE}/${file} is missing: build the web version first")
  endif()
  execute_process(COMMAND ${GZIP} -9 -c "${SITE}/${file}" COMMAND wc -c
                  OUTPUT_VARIABLE packed OUTPUT_STRIP_TRAILING_WHITESPACE RESULT_VARIABLE failed)
  if(failed)
    message(FATAL_ERROR "gzip failed on ${SITE}/${file}")
  endif()
  file(SIZE "${SITE}/${file}" raw)
  math(EXPR total "${total} + ${packed}")
  string(APPEND lines "  ${file}: ${raw} B, ${packed} B gzip -9\n")
endforeach()
math(EXPR kb "${total} / 1024")
math(EXPR budget_kb "${BUDGET} / 1024")
if(total GREATER BUDGET)
  message(FATAL_ERROR "the first visit downloads ${total} B (${kb} KiB) gzipped, over the budget of ${BUDGET} B "
                      "(${budget_kb} KiB):\n${lines}See where the bytes go: python3 tests/perf/wasm_size.py")
endif()
message(STATUS "first visit: ${total} B (${kb} KiB) gzipped, within ${BUDGET} B (${budget_kb} KiB):\n${lines}")
