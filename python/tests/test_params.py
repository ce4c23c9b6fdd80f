"""One parameter table: the CLI's keys, the Python table and the Python
attributes are the same set (DESIGN section 6)."""

import json

import pytest

import wbsim
from wbsim import _core


def cli_params(cli, *args):
    proc = cli("params", "--format=json", *args)
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout)


def param_attributes(p):
    """The attributes of a Params that are parameters (not its own methods)."""
    own = set(dir(type(p)))
    return {a for a in dir(p) if not a.startswith("_") and a not in own}


def test_table_keys_equal_cli_set_keys_equal_attributes(cli):
    cli_keys = [row["name"] for row in cli_params(cli)]
    table_keys = [row["name"] for row in _core.param_table()]
    frame_keys = list(wbsim.params()["name"])
    assert table_keys == cli_keys
    assert frame_keys == cli_keys

    # --set accepts every key: set each to its own default in one CLI call;
    # every source then says "--set".
    sets = [a for row in _core.param_table() for a in ("--set", "%s=%s" % (row["name"], row["default"]))]
    rows = cli_params(cli, *sets)
    assert {r["name"] for r in rows} == set(cli_keys)
    assert all(r["source"] == "--set" for r in rows), [r for r in rows if r["source"] != "--set"]

    # Attributes: one per key, the key with dots replaced by underscores,
    # none shadowed by a method of Params.
    p = wbsim.Params()
    attrs = param_attributes(p)
    assert attrs == {k.replace(".", "_") for k in cli_keys}
    assert len(attrs) == len(cli_keys)  # one-to-one: no two keys share an attribute
    assert not attrs & set(dir(wbsim.Params))


def test_values_and_sources_agree_with_cli(cli):
    rows = cli_params(cli, "--profile", "workstation-gen3", "--set", "vm.dirty_ratio=7")
    p = wbsim.Params("workstation-gen3", vm_dirty_ratio=7)
    frame = wbsim.params("workstation-gen3", **{"vm.dirty_ratio": 7}).set_index("name")
    for row in rows:
        key, attr = row["name"], row["name"].replace(".", "_")
        assert getattr(p, attr) == row["value"], key
        assert p[key] == row["value"], key
        assert p.source(key) == row["source"], key
        assert frame.loc[key, "value"] == row["value"], key
        for column in ("unit", "range", "default", "help", "source", "kind"):
            assert frame.loc[key, column] == row[column], (key, column)
    assert p.profile == "workstation-gen3"
    assert p.source("vm_dirty_ratio") == "--set"
    assert p.vm_dirty_ratio == 7.0


def test_params_columns():
    assert list(wbsim.params().columns) == ["name", "value", "unit", "range", "default", "help", "source", "kind"]


def test_params_attribute_assignment_validates():
    p = wbsim.Params()
    p.vm_dirty_ratio = 10
    p.dev_write_bw = "3GB/s"
    assert p.vm_dirty_ratio == 10.0
    assert p.dev_write_bw == 3e9
    assert p.overrides == {"vm.dirty_ratio": "10", "dev.write_bw": "3GB/s"}
    with pytest.raises(wbsim.ParamError, match=r"vm.dirty_ratio: '500' is out of range"):
        p.vm_dirty_ratio = 500
    assert p.vm_dirty_ratio == 10.0  # unchanged after a rejected value
    with pytest.raises(AttributeError):
        p.no_such_parameter = 1


def test_profiles_lists_builtin_and_shipped(cli):
    df = wbsim.profiles()
    assert list(df.columns) == ["name", "description", "path"]
    assert list(df["name"][:1]) == ["default"]
    assert "workstation-gen3" in set(df["name"])
    listed = cli("profiles").stdout
    for name in df["name"]:
        assert name in listed


def test_fio_options_table():
    df = wbsim.fio_options()
    assert list(df.columns) == ["name", "type", "range", "help", "takes_value"]
    names = set(df["name"])
    assert {"rw", "bs", "size", "direct", "end_fsync", "numjobs"} <= names
    assert not df.set_index("name").loc["time_based", "takes_value"]
