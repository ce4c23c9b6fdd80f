# Command-line acceptance: bad input exits non-zero with a message that names
# the file, the line and the option; good input runs.
set(WBSIM_BIN $<TARGET_FILE:wbsim>)
set(DATA ${CMAKE_CURRENT_SOURCE_DIR}/data)

function(wbsim_cli_error name regex)
  add_test(NAME cli.${name} COMMAND ${WBSIM_BIN} ${ARGN})
  # Exit status 1 (input error) and the message; a crash would be a signal, not 1.
  set_tests_properties(cli.${name} PROPERTIES WILL_FAIL TRUE)
  add_test(NAME cli.${name}.message COMMAND ${WBSIM_BIN} ${ARGN})
  set_tests_properties(cli.${name}.message PROPERTIES PASS_REGULAR_EXPRESSION "${regex}")
endfunction()

wbsim_cli_error(unknown_option "bad_unknown_option.fio:[0-9]+: .*unknown option '[a-z_]+'" run ${DATA}/bad_unknown_option.fio)
wbsim_cli_error(bad_size "bad_size.fio:[0-9]+: .*size=12qq" run ${DATA}/bad_size.fio)
wbsim_cli_error(bs_zero "bad_bs_zero.fio:[0-9]+: .*bs" run ${DATA}/bad_bs_zero.fio)
wbsim_cli_error(missing_include "bad_missing_include.fio:[0-9]+: .*include" run ${DATA}/bad_missing_include.fio)
wbsim_cli_error(numjobs_negative "bad_numjobs.fio:[0-9]+: .*numjobs" run ${DATA}/bad_numjobs.fio)
wbsim_cli_error(cmdline_unknown "unknown option" run --name=x --rw=write --frobnicate=1)
wbsim_cli_error(bad_set "vm.dirty_ratio.*accepted" run --name=x --rw=write --size=1M --set vm.dirty_ratio=500)
wbsim_cli_error(unknown_param "unknown parameter 'dev.nope'" run --name=x --rw=write --size=1M --set dev.nope=1)

add_test(NAME cli.params COMMAND ${WBSIM_BIN} params)
set_tests_properties(cli.params PROPERTIES PASS_REGULAR_EXPRESSION "vm.dirty_ratio +20 ")
add_test(NAME cli.profiles COMMAND ${WBSIM_BIN} profiles)
set_tests_properties(cli.profiles PROPERTIES PASS_REGULAR_EXPRESSION "default")

# A shipped profile sets hardware facts; values come from its datasheet figures.
add_test(NAME cli.profile_file COMMAND ${WBSIM_BIN} params --profile workstation-gen3 --format=json)
set_tests_properties(cli.profile_file PROPERTIES PASS_REGULAR_EXPRESSION "\"source\": \"[^\"]*workstation-gen3.profile:[0-9]+\"")
add_test(NAME cli.run_without_jobfile COMMAND ${WBSIM_BIN} run --name=x --rw=write --bs=1M --size=4G --ioengine=psync --end_fsync=1)
set_tests_properties(cli.run_without_jobfile PROPERTIES PASS_REGULAR_EXPRESSION "WRITE: bw=")

# --trace writes Chrome trace-event JSON; the check parses it and asserts the
# event kinds the issue names are there.
add_test(NAME cli.trace COMMAND ${WBSIM_BIN} run --name=t --rw=write --bs=1M --size=8G --ioengine=psync --end_fsync=1
                                 --set mem.total=8GiB --trace=${CMAKE_CURRENT_BINARY_DIR}/trace.json)
add_test(NAME cli.trace.valid
         COMMAND /usr/bin/python3 -c "import json,sys; d=json.load(open(sys.argv[1])); cats={e.get('cat') for e in d['traceEvents']}; need={'lock','io','throttle','flusher','write'}; sys.exit(0 if need <= cats and all('ts' in e for e in d['traceEvents'] if e['ph'] in 'XC') else 'missing: %s' % (need - cats))" ${CMAKE_CURRENT_BINARY_DIR}/trace.json)
set_tests_properties(cli.trace.valid PROPERTIES DEPENDS cli.trace)

# `wbsim testbed --check` without its fitted profiles fails at once, before any
# measurement (it used to measure for minutes, then fail and lose the run).
# --dir names a parent that does not exist, so a regression is refused by the
# testbed itself with another message, never touches the system, and fails
# the .message test.
wbsim_cli_error(testbed_check_needs_profiles "testbed-vm.profile does not exist.*testbed --fit"
                testbed --quick --check --profiles ${CMAKE_CURRENT_BINARY_DIR}/no-testbed-profiles
                --dir ${CMAKE_CURRENT_BINARY_DIR}/no-such-parent)
set_tests_properties(cli.testbed_check_needs_profiles cli.testbed_check_needs_profiles.message PROPERTIES TIMEOUT 30)
