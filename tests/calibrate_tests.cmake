# `wbsim calibrate`: the fits recover known parameters from synthetic
# measurements, the profile writer's output loads back, and one tiny real run
# (a few MiB in a fresh directory under /tmp) produces a profile that loads.
# No test asserts a timing. Included from tests/CMakeLists.txt, which has
# already found GTest and included GoogleTest.
add_executable(wbsim_calibrate_tests test_calibrate.cpp)
target_link_libraries(wbsim_calibrate_tests PRIVATE wbsim_calibrate GTest::gtest_main wbsim_warnings)
gtest_discover_tests(wbsim_calibrate_tests DISCOVERY_TIMEOUT 60 PROPERTIES LABELS calibrate TIMEOUT 300)

# `wbsim calibrate --published`: the CSV and scenario checks, and a fit that
# recovers parameters from numbers the model generated (child `wbsim run`s).
add_executable(wbsim_published_tests test_published.cpp)
target_link_libraries(wbsim_published_tests PRIVATE wbsim_calibrate GTest::gtest_main wbsim_warnings)
target_compile_definitions(wbsim_published_tests PRIVATE WBSIM_BIN="$<TARGET_FILE:wbsim>")
add_dependencies(wbsim_published_tests wbsim)
gtest_discover_tests(wbsim_published_tests DISCOVERY_TIMEOUT 60 PROPERTIES LABELS calibrate TIMEOUT 300)

# The self-check of a real tiny calibration, through the wbsim executable (the
# only program that may run `wbsim run` children of itself).
add_test(NAME cli.calibrate.self_check COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/calibrate_self_check.sh $<TARGET_FILE:wbsim>)
set_tests_properties(cli.calibrate.self_check PROPERTIES LABELS calibrate TIMEOUT 120)
