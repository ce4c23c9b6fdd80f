# Reliability: no input reaches an abort. Invalid UTF-8 is refused where it
# enters, and an exception inside the simulation is carried out of SimGrid's
# actors to the command boundary (exit 3), never an abort (exit 134).
set(WBSIM_BIN $<TARGET_FILE:wbsim>)
set(DATA ${CMAKE_CURRENT_SOURCE_DIR}/data)

# SimGrid actors: each TEST in its own process.
add_executable(wbsim_actor_guard_tests test_actor_guard.cpp)
target_link_libraries(wbsim_actor_guard_tests PRIVATE wbsim_model SimGrid::SimGrid GTest::gtest_main wbsim_warnings)
gtest_discover_tests(wbsim_actor_guard_tests DISCOVERY_TIMEOUT 60 PROPERTIES LABELS sim)
add_executable(wbsim_slot_gate_tests test_slot_gate.cpp)
target_link_libraries(wbsim_slot_gate_tests PRIVATE wbsim_model SimGrid::SimGrid GTest::gtest_main wbsim_warnings)
gtest_discover_tests(wbsim_slot_gate_tests DISCOVERY_TIMEOUT 60 PROPERTIES LABELS sim)

# The known crash: job name "job\xFF" (tests/data/bad_utf8_name.fio) exited
# 134; it is now an input error (status 1) naming file, line and what is accepted.
add_test(NAME cli.utf8_job_name
         COMMAND sh -c "\"$0\" run \"$1\" --output-format=json >/dev/null 2>&1; test $? -eq 1" ${WBSIM_BIN}
                 ${DATA}/bad_utf8_name.fio)
add_test(NAME cli.utf8_job_name.message COMMAND ${WBSIM_BIN} run ${DATA}/bad_utf8_name.fio --output-format=json)
set_tests_properties(cli.utf8_job_name.message PROPERTIES
  PASS_REGULAR_EXPRESSION "bad_utf8_name.fio:8: byte 0xFF at column 5 is not valid UTF-8; accepted: UTF-8 text")
# A fio-style argument with byte 0xFF: a usage error (status 2) naming the argument.
add_test(NAME cli.utf8_argument
         COMMAND sh -c "out=$(\"$0\" run --name=\"$(printf 'a\\377')\" --rw=write --size=1M 2>&1); echo \"$out status=$?\""
                 ${WBSIM_BIN})
set_tests_properties(cli.utf8_argument PROPERTIES
  PASS_REGULAR_EXPRESSION "argument 2: byte 0xFF at column 9 is not valid UTF-8[^\n]*\n? status=2")

# Native replay faults through the binary on a tmpfs the test mounts itself
# (needs root; skipped with a message otherwise): ENOSPC, SIGINT, the
# refusals, a canary file next to the directory.
add_test(NAME replay.faults COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/replay_faults.sh ${WBSIM_BIN})
set_tests_properties(replay.faults PROPERTIES LABELS "replay;root" SKIP_RETURN_CODE 77 TIMEOUT 120)

# Property test (tests/property/property_test.py): seeded random valid
# scenarios, each run twice with --check in its own process: invariants hold,
# the JSON is byte-identical (timestamps and wall time aside), no crash, no
# hang. The default run takes seeds 0..59 (18 s on this 2-core VM, under
# 60 s); the issue's 300 (seeds 0..299: 2 min 20 s to 4 min here, too long
# for every run) are opt-in with -DWBSIM_LONG_TESTS=ON, and
# WBSIM_PROPERTY_COUNT=N with the script runs any number.
add_test(NAME property.random_scenarios
         COMMAND /usr/bin/python3 ${CMAKE_CURRENT_SOURCE_DIR}/property/property_test.py ${WBSIM_BIN} --jobs 2 --count 60)
set_tests_properties(property.random_scenarios PROPERTIES LABELS property TIMEOUT 600)
if(WBSIM_LONG_TESTS)
  add_test(NAME property.random_scenarios_300
           COMMAND /usr/bin/python3 ${CMAKE_CURRENT_SOURCE_DIR}/property/property_test.py ${WBSIM_BIN} --jobs 2 --count 300)
  set_tests_properties(property.random_scenarios_300 PROPERTIES LABELS "property;long" TIMEOUT 1800)
endif()
