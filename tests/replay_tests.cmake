# Native replay (`wbsim replay`): real jobs of a few MiB in fresh directories
# under /tmp, and the safety refusals. No test asserts a timing. Each TEST
# runs in its own process (one simulation at most per process, and the SIGINT
# test signals its own process). Included from tests/CMakeLists.txt, which
# has already found GTest and included GoogleTest.
add_executable(wbsim_replay_tests test_replay.cpp)
target_link_libraries(wbsim_replay_tests PRIVATE wbsim_calibrate wbsim_scenarios GTest::gtest_main wbsim_warnings)
gtest_discover_tests(wbsim_replay_tests DISCOVERY_TIMEOUT 60 PROPERTIES LABELS replay TIMEOUT 300)

# The command line: every refusal exits with status 1 and a message naming
# the job and the path, before anything is written (the directory is the
# test's binary dir, which must stay as it was). Needs `replay` wired into
# scenarios/cli/Cli.cpp.
set(WBSIM_BIN $<TARGET_FILE:wbsim>)
set(REPLAY_DIR ${CMAKE_CURRENT_BINARY_DIR}/replay_cli_scratch)
file(MAKE_DIRECTORY ${REPLAY_DIR})
function(wbsim_replay_refusal name regex)
  add_test(NAME cli.replay.${name} COMMAND ${WBSIM_BIN} replay ${ARGN} --directory ${REPLAY_DIR} --no-predict)
  set_tests_properties(cli.replay.${name} PROPERTIES WILL_FAIL TRUE LABELS replay)
  add_test(NAME cli.replay.${name}.message COMMAND ${WBSIM_BIN} replay ${ARGN} --directory ${REPLAY_DIR} --no-predict)
  set_tests_properties(cli.replay.${name}.message PROPERTIES PASS_REGULAR_EXPRESSION "${regex}" LABELS replay)
endfunction()

wbsim_replay_refusal(outside_path "job 'bcachefs-seq-write': file /mnt/test is outside --directory .*--allow-path /mnt/test"
                     ${PROJECT_SOURCE_DIR}/scenarios/examples/seed000-bcachefs.fio)
wbsim_replay_refusal(dotdot "job 'x': file .*\\.\\./escape resolves to .*outside --directory"
                     --name=x --rw=write --size=1M --filename=../escape)
# Where a file is comes first (ScratchFiles::plan): /dev/null is outside the
# directory, and once --allow-path allows the place, it is refused for what it is.
wbsim_replay_refusal(outside_device "job 'x': file /dev/null is outside --directory .*--allow-path /dev/null"
                     --name=x --rw=write --size=1M --filename=/dev/null)
wbsim_replay_refusal(char_device "job 'x': /dev/null is a character device"
                     --name=x --rw=write --size=1M --filename=/dev/null --allow-path /dev/null)
wbsim_replay_refusal(no_space "not enough free space in .*: the replay needs 1075TiB .* available"
                     --name=x --rw=write --size=1P)
add_test(NAME cli.replay.no_directory COMMAND ${WBSIM_BIN} replay --name=x --rw=write --size=1M)
set_tests_properties(cli.replay.no_directory PROPERTIES PASS_REGULAR_EXPRESSION "--directory DIR is required" LABELS replay)
add_test(NAME cli.replay.help COMMAND ${WBSIM_BIN} replay --help)
set_tests_properties(cli.replay.help PROPERTIES PASS_REGULAR_EXPRESSION "--allow-block-device" LABELS replay)
# A small real run through the binary, JSON with the three keys.
add_test(NAME cli.replay.runs COMMAND ${WBSIM_BIN} replay --name=x --rw=write --bs=64k --size=2M --end_fsync=1
                                      --directory ${REPLAY_DIR} --output-format=json --profile=default)
set_tests_properties(cli.replay.runs PROPERTIES PASS_REGULAR_EXPRESSION "median_abs_bw_error" LABELS replay)
# Replay reads the machine state before each run and predicts from it: every
# run's state is in the JSON. The directory is empty, so fio would lay the
# files out fresh (fs.files_exist 0, calibrate/MachineState).
add_test(NAME cli.replay.records_state COMMAND ${WBSIM_BIN} replay --name=x --rw=write --bs=64k --size=2M
                                               --directory ${REPLAY_DIR} --output-format=json --profile=default --repeat=2)
set_tests_properties(cli.replay.records_state PROPERTIES PASS_REGULAR_EXPRESSION
                     "\"caches_dropped\": false,.*\"fs.files_exist\": \"0\"" LABELS replay)
# mem=shmhuge: replay backs the IO buffers with transparent huge pages and
# checks AnonHugePages (the job fails with a message naming huge pages when it
# gets ordinary pages). Only where THP can be asked for (madvise or always).
if(EXISTS /sys/kernel/mm/transparent_hugepage/enabled)
  file(READ /sys/kernel/mm/transparent_hugepage/enabled WBSIM_THP)
  if(NOT WBSIM_THP MATCHES "\\[never\\]")
    add_test(NAME cli.replay.huge_buffers COMMAND ${WBSIM_BIN} replay --name=x --rw=write --bs=128k --size=4M
                                                  --direct=1 --mem=shmhuge --directory ${REPLAY_DIR}
                                                  --output-format=json --profile=default)
    set_tests_properties(cli.replay.huge_buffers PROPERTIES PASS_REGULAR_EXPRESSION "median_abs_bw_error"
                         FAIL_REGULAR_EXPRESSION "huge pages" LABELS replay)
  endif()
endif()
