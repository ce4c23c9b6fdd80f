# `wbsim compare`: pure tests of spec parsing, the comparison and its text,
# and tests that run the wbsim binary (each side is a child process of it, so
# these tests themselves run no simulation). Included from tests/CMakeLists.txt.
add_executable(wbsim_compare_tests ${CMAKE_CURRENT_LIST_DIR}/test_compare.cpp)
target_link_libraries(wbsim_compare_tests PRIVATE wbsim_scenarios GTest::gtest_main wbsim_warnings)
target_compile_definitions(wbsim_compare_tests PRIVATE WBSIM_BIN="$<TARGET_FILE:wbsim>")
add_dependencies(wbsim_compare_tests wbsim)
gtest_discover_tests(wbsim_compare_tests DISCOVERY_TIMEOUT 60)
