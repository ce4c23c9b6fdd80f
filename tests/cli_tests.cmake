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
# `wbsim stats` lists the statistics table (model/StatTable.def) with units.
add_test(NAME cli.stats COMMAND ${WBSIM_BIN} stats)
set_tests_properties(cli.stats PROPERTIES PASS_REGULAR_EXPRESSION "throttle.total_pause_s +s +balance_dirty_pages")
add_test(NAME cli.stats.bad_format COMMAND ${WBSIM_BIN} stats --format=xml)
set_tests_properties(cli.stats.bad_format PROPERTIES PASS_REGULAR_EXPRESSION "accepted: --format=table or --format=json")
# fio's output formats: json+ adds "bins" (fio stat.c), and a comma list
# prints json then normal, as fio does.
add_test(NAME cli.output_json_plus COMMAND ${WBSIM_BIN} run --name=x --rw=write --bs=4k --size=4M --output-format=json+)
set_tests_properties(cli.output_json_plus PROPERTIES PASS_REGULAR_EXPRESSION "\"bins\": {")
add_test(NAME cli.output_json_normal COMMAND ${WBSIM_BIN} run --name=x --rw=write --bs=4k --size=4M --output-format=json,normal)
set_tests_properties(cli.output_json_normal PROPERTIES PASS_REGULAR_EXPRESSION "\"fio version\".*\nx: \\(groupid=0")
# terse (version 3) comes first in a comma list, as fio prints it; --minimal is terse alone.
add_test(NAME cli.output_terse COMMAND ${WBSIM_BIN} run --name=x --rw=write --size=4M --output-format=json,terse)
set_tests_properties(cli.output_terse PROPERTIES PASS_REGULAR_EXPRESSION "^3;wbsim-[^;]*;x;0;0;[^\n]*\n{")
wbsim_cli_error(terse_version "--terse-version=4: wbsim writes fio's terse version 3 only"
                run --name=x --rw=write --size=4M --minimal --terse-version=4)
# Debian fio's fio_jsonplus_clat2csv turns wbsim's json+ into its CSV (and
# --validate rebuilds the bins from the CSV and asserts they match).
find_program(FIO_JSONPLUS_CLAT2CSV fio_jsonplus_clat2csv)
if(FIO_JSONPLUS_CLAT2CSV)
  add_test(NAME cli.fio_jsonplus_clat2csv
           COMMAND sh -c "$<TARGET_FILE:wbsim> run --name=x --rw=randwrite --bs=4k --size=8M --output-format=json+ > jp.json && /usr/bin/python3 ${FIO_JSONPLUS_CLAT2CSV} jp.json jp.csv && /usr/bin/python3 ${FIO_JSONPLUS_CLAT2CSV} --validate jp.json jp.csv && test -s jp_job0.csv && grep -q write_clat_ns_count jp_job0.csv"
           WORKING_DIRECTORY ${CMAKE_CURRENT_BINARY_DIR})
endif()

# `wbsim testbed --check` without its fitted profiles fails at once, before any
# measurement (it used to measure for minutes, then fail and lose the run).
# --dir names a parent that does not exist, so a regression is refused by the
# testbed itself with another message, never touches the system, and fails
# the .message test.
wbsim_cli_error(testbed_check_needs_profiles "testbed-vm.profile does not exist.*testbed --fit"
                testbed --quick --check --profiles ${CMAKE_CURRENT_BINARY_DIR}/no-testbed-profiles
                --dir ${CMAKE_CURRENT_BINARY_DIR}/no-such-parent)
set_tests_properties(cli.testbed_check_needs_profiles cli.testbed_check_needs_profiles.message PROPERTIES TIMEOUT 30)
# fio's run-control options: --parse-only checks and runs nothing (an error
# in the job still fails), --showcmd prints the job as one fio command line,
# --section runs only the named section, --eta/--status-interval are accepted.
add_test(NAME cli.parse_only COMMAND ${WBSIM_BIN} run ${PROJECT_SOURCE_DIR}/scenarios/examples/two-jobs.fio --parse-only)
set_tests_properties(cli.parse_only PROPERTIES FAIL_REGULAR_EXPRESSION "groupid|bw=")
wbsim_cli_error(parse_only_bad_job "rw=sideways" run --name=x --rw=sideways --size=1M --parse-only)
add_test(NAME cli.showcmd COMMAND ${WBSIM_BIN} run --name=a --rw=write --bs=64k --size=8M --showcmd)
set_tests_properties(cli.showcmd PROPERTIES PASS_REGULAR_EXPRESSION "^fio --name=a --rw=write --bs=64k --size=8M \n$")
add_test(NAME cli.section COMMAND ${WBSIM_BIN} run ${PROJECT_SOURCE_DIR}/scenarios/examples/two-jobs.fio --section=nosuch)
set_tests_properties(cli.section PROPERTIES PASS_REGULAR_EXPRESSION "--section=nosuch: no such section in .*two-jobs.fio; accepted: ")
add_test(NAME cli.eta_status_interval COMMAND ${WBSIM_BIN} run --name=a --rw=write --size=4M --eta=never --status-interval=1 --output-format=json)
set_tests_properties(cli.eta_status_interval PROPERTIES PASS_REGULAR_EXPRESSION "\"jobname\": \"a\"")
add_test(NAME cli.section_named COMMAND ${WBSIM_BIN} run ${PROJECT_SOURCE_DIR}/scenarios/examples/two-jobs.fio --section=two-jobs --showcmd)
set_tests_properties(cli.section_named PROPERTIES PASS_REGULAR_EXPRESSION "^fio --rw=write --bs=1M --size=2G --ioengine=psync --end_fsync=1 --group_reporting --name=two-jobs --numjobs=2 \n$")
# fio's shipped examples (examples/*.fio of fio-3.33; Debian's package ships
# none, so they are read from a fio git repository when this machine has one)
# through --parse-only: the log lists how many parse and each refusal with its
# message; it fails on a crash or internal error, or when fewer parse than
# were measured when this test was written (5 of 86 on 2026-12-01: most
# examples use engines, patterns or options the model does not have).
set(WBSIM_FIO_GIT "/work/.mirror/axboe+fio/repo" CACHE PATH "a fio git repository (its fio-3.33 examples/ are parsed)")
if(EXISTS ${WBSIM_FIO_GIT}/HEAD OR EXISTS ${WBSIM_FIO_GIT}/.git)
  add_test(NAME cli.fio_examples_parse_only
           COMMAND /usr/bin/python3 ${PROJECT_SOURCE_DIR}/python/tools/fio_examples.py --wbsim $<TARGET_FILE:wbsim>
                   --git ${WBSIM_FIO_GIT} --ref fio-3.33 --expect-parsed 5)
endif()
# Options that only affect real I/O are accepted and checked (fio's values),
# with no effect on the model; values that would change what is modelled are
# refused by name.
add_test(NAME cli.real_io_only_options COMMAND ${WBSIM_BIN} run --name=x --rw=write --size=1M --invalidate=0
                                               --refill_buffers --buffer_compress_percentage=50 --fallocate=native --parse-only)
# fallocate=none is modelled (sparse files: btrfs refuses io_uring's NOWAIT try); keep is not.
wbsim_cli_error(fallocate_keep "fallocate=keep: 'keep' is not accepted by wbsim; accepted: native, posix, 1, none, 0"
                run --name=x --rw=write --size=1M --fallocate=keep)
wbsim_cli_error(verify_refused "verify=crc32c: 'crc32c' is not accepted by wbsim; accepted: 0, none"
                run --name=x --rw=write --size=1M --verify=crc32c)
# replay and compare write their own reports: fio's logs and terse format are
# `wbsim run`'s, refused by name there (before replay touches anything).
wbsim_cli_error(replay_logs_refused "replay does not write fio's log files"
                replay --name=x --rw=write --size=1M --write_bw_log --directory ${CMAKE_CURRENT_BINARY_DIR}/no-such-dir)
wbsim_cli_error(compare_terse_refused "compare does not write fio's terse format"
                compare --name=x --rw=write --size=1M --minimal --before kernel=6.1 --after kernel=6.12)
# Regression (found by the property test): two completions for one inode raced in CompletionWorker::post. Making the inode's
# queue creates SimGrid objects, which may yield; the second poster's queue was then overwritten and freed
# under its worker (valgrind: invalid reads in CompletionWorker::serve). This fine-grained run of seed 002's
# job on four devices exited 3 (a garbage file id) on every run before the fix; --check adds the continuous
# invariants.
add_test(NAME cli.fine_grained_completion_queues
         COMMAND ${WBSIM_BIN} run ${PROJECT_SOURCE_DIR}/scenarios/examples/seed002-xfs-4jobs.fio --set dev.count=4
                 --set dev.pcie_gen=3 --set cpu.cores=20 --set kernel=6.4 --set pc.large_folios=0
                 --set wb.ioend_max_folios=4096 --job-set=size=134217728 --set mem.total=268435456
                 --set mem.reserved=8388608 --set sim.aggregate=0 --set dev.cmd_service=0 --check)
set_tests_properties(cli.fine_grained_completion_queues PROPERTIES LABELS "cli;sim")

# `wbsim run FILE.scenario`: the scenario's job on its facts, as validate and
# bench run it. Seed 000's scenario states bcachefs, kernel 6.10 and 64 GiB
# (scenarios/published/seed000-bcachefs-6.10.scenario); bcachefs's write_iter
# of 2 us comes from scenarios/profiles/fs-bcachefs.profile; the user's own
# --set kernel=6.11 comes last and wins, and with it the order hint's large
# folios (KernelFeatures: bcachefs from 6.11).
add_test(NAME cli.run_scenario
         COMMAND sh -c "\"$0\" run \"$1\" --job-set=size=64M --set kernel=6.11 --output-format=json | /usr/bin/python3 -c \"import json,sys; p=json.load(sys.stdin)['wbsim']['params']; want={'kernel': '6.11', 'fs.type': 'bcachefs', 'mem.total': 68719476736.0, 'fs.write_iter': 2e-06, 'pc.large_folios': True}; got={k: p[k] for k in want}; sys.exit(0 if got == want else 'got %s' % got)\""
                 ${WBSIM_BIN} ${PROJECT_SOURCE_DIR}/scenarios/published/seed000-bcachefs-6.10.scenario)
wbsim_cli_error(run_scenario_unknown_key "bad.scenario:[0-9]+: unknown key 'jobs' in \\[scenario\\]; accepted: job, description, args"
                run ${DATA}/bad.scenario)
