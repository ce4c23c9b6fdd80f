"""Errors surface as Python exceptions with the CLI's messages."""

import pytest

import wbsim

from conftest import TEST_DATA

CLI_PREFIXES = ("wbsim: job error: ", "wbsim: profile error: ", "wbsim: parameter error: ", "wbsim run: ")


def cli_message(proc):
    """The CLI's error message without its 'wbsim: ... error: ' prefix."""
    assert proc.returncode != 0
    line = proc.stderr.strip()
    for prefix in CLI_PREFIXES:
        if line.startswith(prefix):
            return line[len(prefix):]
    raise AssertionError("unexpected CLI error line: %r" % line)


def test_bad_job_text_names_line_and_option():
    text = "[w]\nrw=write\nbs=1M\nsize=1G\nfrobnicate=3\n"
    with pytest.raises(wbsim.JobError) as e:
        wbsim.run(text)
    assert str(e.value).startswith("<string>:5: ")  # line 5 holds the option
    assert "unknown option 'frobnicate'" in str(e.value)
    assert isinstance(e.value, wbsim.WbsimError) and isinstance(e.value, ValueError)


def test_bad_size_in_job_text():
    with pytest.raises(wbsim.JobError, match=r"^<string>:4: size=12qq"):
        wbsim.run("[w]\nrw=write\nbs=1M\nsize=12qq\n")


@pytest.mark.parametrize("name", ["bad_unknown_option.fio", "bad_size.fio", "bad_bs_zero.fio",
                                  "bad_missing_include.fio", "bad_numjobs.fio"])
def test_bad_job_file_message_is_the_cli_message(cli, name):
    path = str(TEST_DATA / name)
    with pytest.raises(wbsim.JobError) as e:
        wbsim.run(path)
    assert str(e.value) == cli_message(cli("run", path))
    assert str(e.value).startswith(path + ":")


def test_missing_job_file():
    with pytest.raises(wbsim.JobError, match=r"^no-such-job\.fio: cannot open job file"):
        wbsim.run("no-such-job.fio")


def test_bad_profile_is_profile_error(cli):
    with pytest.raises(wbsim.ProfileError) as e:
        wbsim.run("scenarios/examples/seq-write-1m.fio", profile="no-such-profile")
    assert str(e.value) == cli_message(cli("run", "scenarios/examples/seq-write-1m.fio", "--profile",
                                           "no-such-profile"))
    with pytest.raises(wbsim.ProfileError):
        wbsim.params("no-such-profile")


def test_out_of_range_override_is_param_error_with_cli_message(cli):
    with pytest.raises(wbsim.ParamError) as e:
        wbsim.run("scenarios/examples/seq-write-1m.fio", vm_dirty_ratio=500)
    assert str(e.value) == cli_message(cli("run", "scenarios/examples/seq-write-1m.fio", "--set",
                                           "vm.dirty_ratio=500"))


def test_unknown_override_lists_where_to_find_keys():
    with pytest.raises(wbsim.ParamError) as e:
        wbsim.run("scenarios/examples/seq-write-1m.fio", vm_dirty_ratoi=10)
    message = str(e.value)
    assert "unknown parameter 'vm_dirty_ratoi'" in message
    assert "wbsim.params()" in message
    assert "vm_dirty_ratio" in message  # the suggestion
    with pytest.raises(wbsim.ParamError, match="unknown parameter 'dev.nope'"):
        wbsim.run("scenarios/examples/seq-write-1m.fio", **{"dev.nope": 1})


def test_unknown_fio_option_in_dict_is_usage_error(cli):
    with pytest.raises(wbsim.UsageError) as e:
        wbsim.run({"name": "x", "rw": "write", "frobnicate": 1})
    assert str(e.value) == cli_message(cli("run", "--name=x", "--rw=write", "--frobnicate=1"))


def test_bad_job_type():
    with pytest.raises(TypeError):
        wbsim.run(42)
