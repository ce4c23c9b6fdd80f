"""The parameter table, profiles and fio options, from the C++ core's tables.

Parameter names: the table's keys are dotted (``vm.dirty_ratio``,
``dev.write_bw``). Python accepts them with dots or with every dot replaced by
an underscore (``vm_dirty_ratio``, ``dev_write_bw``); the underscore form is
the attribute name on :class:`Params` (and the C++ member name in
``model/ParamTable.def``). The mapping is one-to-one.
"""

import difflib
import numbers
import os

import pandas as pd

from . import _core
from .errors import ParamError

__all__ = ["Params", "params", "profiles", "fio_options", "param_key", "attribute_name"]

_cache = {}


def _table():
    if "table" not in _cache:
        _cache["table"] = list(_core.param_table())
    return _cache["table"]


def _keys():
    return [row["name"] for row in _table()]


def attribute_name(key):
    """The Python attribute name of a parameter key: dots become underscores
    (``"dev.write_bw"`` -> ``"dev_write_bw"``)."""
    return key.replace(".", "_")


def _by_attribute():
    if "attrs" not in _cache:
        _cache["attrs"] = {attribute_name(k): k for k in _keys()}
    return _cache["attrs"]


def _fio_table():
    if "fio" not in _cache:
        _cache["fio"] = {row["name"]: row for row in _core.fio_options()}
    return _cache["fio"]


def is_param(name):
    """True if ``name`` is a parameter key, dotted or with underscores."""
    return name in _by_attribute() or name in set(_keys())


def is_fio_option(name):
    """True if ``name`` is a fio option wbsim accepts (see :func:`fio_options`)."""
    return name in _fio_table()


def param_key(name):
    """The dotted table key for ``name`` (``"vm_dirty_ratio"`` or
    ``"vm.dirty_ratio"`` -> ``"vm.dirty_ratio"``).

    Raises:
        ParamError: ``name`` is not a parameter; the message says where the
            valid names are listed and suggests close ones.
    """
    keys = _keys()
    if name in keys:
        return name
    attrs = _by_attribute()
    if name in attrs:
        return attrs[name]
    close = difflib.get_close_matches(str(name), keys + list(attrs), n=3)
    hint = ("; did you mean " + ", ".join(close) + "?") if close else ""
    raise ParamError(
        "unknown parameter '%s'; wbsim.params() (or `wbsim params`) lists the %d accepted keys, written with dots "
        "or underscores (vm.dirty_ratio or vm_dirty_ratio)%s" % (name, len(keys), hint))


def format_value(value):
    """A Python value as the text the C++ unit grammar reads: booleans as
    ``1``/``0``, integral numbers without a decimal point, other numbers in
    full precision, strings (``"4GB/s"``, ``"20us"``) unchanged."""
    if isinstance(value, bool) or type(value).__name__ == "bool_":
        return "1" if value else "0"
    if isinstance(value, numbers.Integral):
        return str(int(value))
    if isinstance(value, numbers.Real):
        v = float(value)
        if v.is_integer() and abs(v) < 1e18:
            return str(int(v))
        return repr(v)
    return str(value)


def override_sets(overrides):
    """``{"vm_dirty_ratio": 10}`` -> ``["vm.dirty_ratio=10"]`` (validating the
    names; the values are checked by the core)."""
    return ["%s=%s" % (param_key(k), format_value(v)) for k, v in (overrides or {}).items()]


def profile_and_sets(profile):
    """Splits a ``profile`` argument into (profile name or path, overrides):
    ``None`` is the built-in default, a str or path-like is a profile name or
    file, a :class:`Params` gives its profile and its overrides."""
    if profile is None:
        return "", []
    if isinstance(profile, Params):
        return profile._profile_arg, ["%s=%s" % kv for kv in profile.overrides.items()]
    if isinstance(profile, (str, os.PathLike)):
        return os.fspath(profile), []
    raise TypeError("profile: expected a profile name or path, or a wbsim.Params; got %r" % (profile,))


class Params:
    """Parameter values as attributes, one per row of the parameter table.

    The attribute name is the table key with dots replaced by underscores,
    one-to-one: ``p.dev_write_bw`` is ``dev.write_bw``, ``p.vm_dirty_ratio``
    is ``vm.dirty_ratio``. Values are in SI units (bytes, seconds, bytes/s;
    ``bool`` for switches, ``str`` for choices). ``p["dev.write_bw"]`` also
    works, with either spelling.

    Args:
        profile: a profile name (see :func:`profiles`) or a profile file path;
            ``None`` for the built-in default.
        **overrides: parameter overrides, e.g. ``vm_dirty_ratio=10`` or
            ``**{"dev.write_bw": "3GB/s"}``.

    Assigning an attribute validates and records an override::

        p = wbsim.Params("workstation-gen3")
        p.vm_dirty_ratio = 10          # ParamError if out of range
        p.dev_write_bw = "3GB/s"
        wbsim.run("job.fio", profile=p)   # the profile plus the overrides

    Raises:
        ProfileError: unknown or malformed profile.
        ParamError: unknown parameter or value out of range.
    """

    def __init__(self, profile=None, **overrides):
        base_profile, base_sets = profile_and_sets(profile)
        sets = dict(s.split("=", 1) for s in base_sets)
        sets.update(dict(s.split("=", 1) for s in override_sets(overrides)))
        object.__setattr__(self, "_profile_arg", base_profile)
        object.__setattr__(self, "_frozen", False)
        self._resolve(sets)

    @classmethod
    def _snapshot(cls, values, sources, profile):
        """A read-only Params of resolved values (e.g. a Result's)."""
        self = object.__new__(cls)
        object.__setattr__(self, "_profile_arg", profile)
        object.__setattr__(self, "_frozen", True)
        object.__setattr__(self, "_sets", {})
        object.__setattr__(self, "_profile_name", profile)
        object.__setattr__(self, "_values", dict(values))
        object.__setattr__(self, "_sources", dict(sources))
        return self

    def _resolve(self, sets):
        resolved = _core.resolve_params(self._profile_arg, ["%s=%s" % kv for kv in sets.items()])
        object.__setattr__(self, "_sets", dict(sets))
        object.__setattr__(self, "_profile_name", resolved["profile"])
        object.__setattr__(self, "_values", resolved["values"])
        object.__setattr__(self, "_sources", resolved["sources"])

    def __getattr__(self, name):
        if name.startswith("_"):
            raise AttributeError(name)
        key = _by_attribute().get(name)
        if key is None:
            raise AttributeError("%r is not a parameter attribute; dir(wbsim.Params()) or wbsim.params() lists them"
                                 % name)
        return self._values[key]

    def __setattr__(self, name, value):
        key = _by_attribute().get(name)
        if key is None:
            raise AttributeError("%r is not a parameter attribute; dir(wbsim.Params()) or wbsim.params() lists them"
                                 % name)
        if self._frozen:
            raise AttributeError("these parameters are a result's (read-only); use wbsim.Params(...) to change them")
        sets = dict(self._sets)
        sets[key] = format_value(value)
        self._resolve(sets)

    def __getitem__(self, name):
        return self._values[param_key(name)]

    def __contains__(self, name):
        return is_param(name)

    def __iter__(self):
        return iter(_keys())

    def __len__(self):
        return len(_keys())

    def __dir__(self):
        return sorted(set(object.__dir__(self)) | set(_by_attribute()))

    def __eq__(self, other):
        return isinstance(other, Params) and self._values == other._values

    def __repr__(self):
        return "Params(profile=%r, overrides=%r)" % (self._profile_name, self.overrides)

    @property
    def profile(self):
        """The resolved profile's name (``"default"`` for the built-in one)."""
        return self._profile_name

    @property
    def overrides(self):
        """The overrides on top of the profile: ``{dotted key: value text}``."""
        return dict(self._sets)

    @property
    def sources(self):
        """Where each value comes from: ``{dotted key: "default" | "--set" | "file:line"}``."""
        return dict(self._sources)

    def source(self, name):
        """Where the value of ``name`` (either spelling) comes from."""
        return self._sources[param_key(name)]

    def to_dict(self):
        """``{dotted key: value}`` in SI units."""
        return dict(self._values)

    def to_frame(self):
        """The parameter table with these values: see :func:`params`."""
        return _frame(self._values, self._sources)


_PARAM_COLUMNS = ["name", "value", "unit", "range", "default", "help", "source", "kind"]


def _frame(values, sources):
    rows = []
    for row in _table():
        key = row["name"]
        rows.append({"name": key, "value": values.get(key), "unit": row["unit"], "range": row["range"],
                     "default": row["default"], "help": row["help"], "source": sources.get(key), "kind": row["kind"]})
    return pd.DataFrame(rows, columns=_PARAM_COLUMNS)


def params(profile=None, **overrides):
    """The parameter table with the values of a profile and overrides.

    Args:
        profile: a profile name or file path (see :func:`profiles`), a
            :class:`Params`, or ``None`` for the built-in default.
        **overrides: parameter overrides, dots or underscores
            (``vm_dirty_ratio=10``, ``**{"dev.write_bw": "3GB/s"}``).

    Returns:
        pandas.DataFrame: one row per parameter, columns ``name`` (the dotted
        key), ``value`` (SI units: bytes, seconds, bytes/s; bool; str),
        ``unit``, ``range``, ``default`` (text), ``help`` (with provenance),
        ``source`` (``default``, ``--set`` or the profile's ``file:line``) and
        ``kind``. The same as ``wbsim params --format=json``.

    Raises:
        ProfileError, ParamError.

    Example:
        >>> wbsim.params(vm_dirty_ratio=10).set_index("name").loc["vm.dirty_ratio", "value"]
        10.0
    """
    p = Params(profile, **overrides)
    return _frame(p._values, p._sources)


def profiles():
    """The built-in default profile and the profiles shipped in
    ``scenarios/profiles`` (or ``$WBSIM_PROFILES``).

    Returns:
        pandas.DataFrame: columns ``name``, ``description``, ``path`` (empty
        for the built-in default). Pass a name or path as ``profile=``.
    """
    return pd.DataFrame(list(_core.profiles()), columns=["name", "description", "path"])


def fio_options():
    """The fio options wbsim accepts (anything else is an error).

    Returns:
        pandas.DataFrame: columns ``name``, ``type`` (str, size, time, int,
        bool, enum), ``range``, ``help``, ``takes_value`` (False for bare
        flags such as ``time_based``).
    """
    return pd.DataFrame(list(_fio_table().values()), columns=["name", "type", "range", "help", "takes_value"])
