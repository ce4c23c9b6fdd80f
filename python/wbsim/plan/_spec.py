"""A capacity plan: its TOML file, read with tomllib and checked strictly.

Every error is a :class:`PlanError` whose message starts with ``FILE:LINE:``
(or ``FILE:`` when the key has no line of its own), names the key, and says
what is accepted. Nothing runs and no store is opened before the whole plan
has been checked, every candidate's parameters included.
"""

import dataclasses
import hashlib
import itertools
import json
import os
import re
import tomllib

from .. import _core, _params
from . import _units

__all__ = ["PlanError", "Plan", "Candidate", "Run", "load", "SLO_KINDS", "AXES"]


class PlanError(ValueError):
    """A plan that cannot be run: the message names file, line, key and what is accepted."""


# SLO key -> (unit kind, figure it bounds, "min" or "max", what it means).
SLO_KINDS = {
    "min_throughput": ("rate", "bw_bytes", "min", "throughput of the whole mix"),
    "max_p99": ("time", "clat_p99_s", "max", "worst job's p99 write completion latency"),
    "max_p999": ("time", "clat_p999_s", "max", "worst job's p99.9 write completion latency"),
    "max_dirty": ("size", "peak_dirty_bytes", "max", "peak dirty page-cache memory"),
    "max_drain": ("time", "drain_s", "max", "time to write back what is still dirty when the jobs end"),
}

# Named axes of [space] -> the parameter each sets (None: handled apart) and
# the unit kind of its values ("count", "size", "text", "real").
AXES = {
    "devices": ("dev.count", "count"),
    "device_class": (None, "text"),
    "ram": ("mem.total", "size"),
    "cores": ("cpu.cores", "count"),
    "fs": (None, "text"),
    "kernel": ("kernel", "text"),
    "dirty_ratio": ("vm.dirty_ratio", "real"),
    "dirty_background_ratio": ("vm.dirty_background_ratio", "real"),
    "folio_order": ("pc.max_folio_order", "count"),
    "params": (None, None),
}

# What one-at-a-time sensitivity perturbs when the plan names nothing: the
# device, the copy and the per-call filesystem cost (the model's largest
# terms for buffered writes) and the dirty limit.
DEFAULT_SENSITIVITY = ["dev.write_bw", "dev.write_latency", "cpu.copy_bw", "fs.write_call", "vm.dirty_ratio",
                       "lock.contention"]

_TOP_KEYS = {"plan", "workload", "slo", "space", "device", "cost", "sensitivity"}
_PLAN_KEYS = {"name", "description", "profile", "set"}
_WORKLOAD_KEYS = {"job", "size", "loads"}
_JOB_KEYS = {"name", "path", "text", "options", "weight", "concurrency"}
_DEVICE_KEYS = {"cost", "profile", "set", "description"}
_COST_KEYS = {"currency", "base", "per_core", "per_ram_gib", "fs", "kernel"}
_SENS_KEYS = {"params", "step"}


@dataclasses.dataclass
class JobEntry:
    name: str
    sections: list  # [(section name, {option: value or None for a bare flag})]
    weight: float
    concurrency: int
    origin: str


@dataclasses.dataclass
class Candidate:
    """One machine configuration: a point of the candidate space."""
    index: int
    axes: dict  # axis label -> value as written in the plan
    profile: str  # the --profile argument ("A+B")
    sets: dict  # parameter key -> value text
    values: dict = None  # resolved parameters (SI units)
    sources: dict = None  # where each value comes from
    cost: float = 0.0
    cost_items: dict = None

    @property
    def label(self):
        return ", ".join("%s=%s" % (k, v) for k, v in self.axes.items())


@dataclasses.dataclass
class Run:
    """One simulation: a candidate (or a perturbation of one) at one load."""
    key: str
    candidate: Candidate
    kind: str  # "sweep" or "sensitivity"
    load: int
    writers: int
    job_text: str
    perturbation: str = ""  # "dev.write_bw x1.2" for sensitivity runs

    def request(self, plan):
        """The worker request (wbsim._run.execute): picklable, for any executor."""
        return {"call": "run_job_json",
                "kwargs": {"path": "", "text": self.job_text, "origin": plan.path + " [workload]",
                           "base_dir": plan.dir, "job_options": [], "profile": self.candidate.profile,
                           "sets": ["%s=%s" % kv for kv in self.candidate.sets.items()],
                           "command_line": "wbsim plan %s" % plan.path}}


@dataclasses.dataclass
class Plan:
    path: str
    dir: str
    name: str
    description: str
    base_profile: str
    base_sets: dict  # parameter key -> value text, for every candidate
    jobs: list
    size: float
    loads: list
    slos: dict  # key -> threshold in SI units
    slo_text: dict  # key -> as written
    axes: dict  # label -> list of values
    devices: dict  # class -> {"cost", "profile", "set"}
    cost: dict
    sensitivity_params: list
    sensitivity_step: float
    candidates: list = dataclasses.field(default_factory=list)

    @property
    def design_load(self):
        return max(self.loads)

    def job_text(self, load):
        return compose_job(self, load)

    def writers(self, load):
        return sum(int(opts.get("numjobs") or 1) for _, opts in _flat_sections(self, load))

    def runs(self):
        """The sweep: every candidate at every load."""
        out = []
        for load in self.loads:
            text = self.job_text(load)
            for c in self.candidates:
                out.append(Run(run_key(c.values, text), c, "sweep", load, self.writers(load), text))
        return out


def run_key(values, job_text):
    """The store key: a hash of the resolved parameters and the job text."""
    doc = json.dumps({"params": values, "job": job_text}, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(doc.encode("utf-8")).hexdigest()[:32]


# ---------------------------------------------------------------------------
# Where a key is written: tomllib gives no positions, so the text is scanned
# for the table header and then the key's line.

def _split_dotted(text):
    parts, cur, quote = [], "", None
    for ch in text:
        if quote:
            if ch == quote:
                quote = None
            else:
                cur += ch
        elif ch in "\"'":
            quote = ch
        elif ch == ".":
            parts.append(cur.strip())
            cur = ""
        else:
            cur += ch
    parts.append(cur.strip())
    return parts


class _Locator:
    _HEADER = re.compile(r"^\s*(\[\[?)\s*([^\]]+?)\s*\]\]?\s*(#.*)?$")

    def __init__(self, text):
        self.lines = text.splitlines()
        self.headers = []  # (line number, table path tuple with array indices)
        counts = {}
        for i, line in enumerate(self.lines, 1):
            m = self._HEADER.match(line)
            if not m:
                continue
            path = tuple(_split_dotted(m.group(2)))
            if m.group(1) == "[[":
                n = counts.get(path, 0)
                counts[path] = n + 1
                path = path + (n,)
            self.headers.append((i, path))

    def line(self, path):
        """The line of ``path`` (a tuple of keys and array indices), or None."""
        path = tuple(path)
        for cut in range(len(path), -1, -1):
            table, rest = path[:cut], path[cut:]
            for idx, (start, hpath) in enumerate(self.headers):
                if hpath != table:
                    continue
                end = self.headers[idx + 1][0] if idx + 1 < len(self.headers) else len(self.lines) + 1
                if not rest:
                    return start
                keys = [k for k in rest if isinstance(k, str)]
                for key in (keys[:1] if keys else []):
                    pat = re.compile(r"(^|[\s{,])(\"%s\"|'%s'|%s)\s*=" % ((re.escape(key),) * 3))
                    for n in range(start + 1, end):
                        if pat.search(self.lines[n - 1]):
                            # A later key inside the same inline table, when it is there.
                            for sub in keys[1:]:
                                subpat = re.compile(r"(\"%s\"|'%s'|\b%s)\s*=" % ((re.escape(sub),) * 3))
                                for m2 in range(n, end):
                                    if subpat.search(self.lines[m2 - 1]):
                                        return m2
                            return n
                return start
        # Keys at the top level (before any header).
        return None


class _Reader:
    def __init__(self, path, text):
        self.path = path
        self.loc = _Locator(text)

    def where(self, keypath):
        line = self.loc.line(keypath)
        return "%s:%d" % (self.path, line) if line else self.path

    def fail(self, keypath, message):
        raise PlanError("%s: %s: %s" % (self.where(keypath), _name(keypath), message))

    def check_keys(self, table, allowed, keypath, what):
        for k in table:
            if k not in allowed:
                self.fail(tuple(keypath) + (k,), "unknown key in %s; accepted: %s" % (what, ", ".join(sorted(allowed))))


def _name(keypath):
    out = ""
    for k in keypath:
        if isinstance(k, int):
            out += "[%d]" % k
        else:
            k = '"%s"' % k if "." in k else k
            out += ("." if out else "") + k
    return out


def _flatten(table, prefix=""):
    """``{"dev": {"write_bw": x}}`` -> ``{"dev.write_bw": x}`` (TOML reads an
    unquoted dotted key as nested tables)."""
    out = {}
    for k, v in table.items():
        key = prefix + k
        if isinstance(v, dict):
            out.update(_flatten(v, key + "."))
        else:
            out[key] = v
    return out


# ---------------------------------------------------------------------------
# fio job text, flattened so that jobs from several files run side by side.

def parse_fio_sections(text, origin, fail):
    """fio job text as [(section, {option: value})] with each [global]'s
    options merged into the sections after it. ``include`` and ``${VAR}``
    are refused: the plan composes its jobs into one file."""
    sections, globals_, current = [], {}, None
    for n, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line[0] in ";#":
            continue
        if "${" in line or line.startswith("include"):
            fail("%s:%d: include and ${VAR} are not accepted in a plan's jobs (it composes them into one job "
                 "file); write the options out" % (origin, n))
        m = re.fullmatch(r"\[(.+)\]", line)
        if m:
            name = m.group(1).strip()
            if name == "global":
                current = globals_
            else:
                current = dict(globals_)
                current.pop("name", None)
                sections.append((name, current))
            continue
        if current is None:
            fail("%s:%d: option '%s' before any [section]; accepted: options inside [global] or a job section"
                 % (origin, n, line))
        k, eq, v = line.partition("=")
        current[k.strip()] = v.strip() if eq else None
    if not sections:
        fail("%s: no job section; accepted: fio job text with at least one [job] section" % origin)
    return sections


def _flat_sections(plan, load):
    """Every section of the mix at ``load``, with numjobs and size applied."""
    total_weight = sum(j.weight for j in plan.jobs)
    out = []
    for j in plan.jobs:
        for section, opts in j.sections:
            opts = dict(opts)
            numjobs = int(opts.get("numjobs") or 1) * j.concurrency * load
            opts["numjobs"] = str(numjobs)
            if plan.size:
                share = plan.size * j.weight / total_weight / (len(j.sections) * numjobs)
                mib = 1 << 20
                size = max(mib, int(share) // mib * mib) if share >= 16 * mib else max(4096, int(share) // 4096 * 4096)
                opts["size"] = str(size)
            out.append(("%s-%s" % (j.name, section), opts))
    return out


def compose_job(plan, load):
    # Nothing here may name the plan file: a run's key hashes this text, and
    # the same job under another plan (other SLOs, say) is the same run.
    lines = ["; composed by wbsim plan (load x%d)" % load]
    for name, opts in _flat_sections(plan, load):
        lines.append("[%s]" % name)
        for k, v in opts.items():
            lines.append(k if v is None else "%s=%s" % (k, v))
        lines.append("")
    return "\n".join(lines)


# ---------------------------------------------------------------------------

def _positive_number(r, keypath, v, integer=False):
    ok = isinstance(v, int) and not isinstance(v, bool) if integer else \
        isinstance(v, (int, float)) and not isinstance(v, bool)
    if not ok or v <= 0:
        r.fail(keypath, "%r: accepted: a positive %s" % (v, "integer" if integer else "number"))
    return v


def _non_negative(r, keypath, v):
    if not isinstance(v, (int, float)) or isinstance(v, bool) or v < 0:
        r.fail(keypath, "%r: accepted: a cost, a number >= 0" % (v,))
    return float(v)


def _list(r, keypath, v):
    if not isinstance(v, list):
        r.fail(keypath, "%r: accepted: a list of values, e.g. [1, 2, 4]" % (v,))
    if not v:
        r.fail(keypath, "an empty list leaves no candidate; accepted: at least one value")
    if len(set(map(repr, v))) != len(v):
        r.fail(keypath, "%r lists a value twice; accepted: distinct values" % (v,))
    return v


def _profile_arg(plan_dir, value):
    """A profile name or a path relative to the plan file."""
    parts = []
    for p in value.split("+"):
        p = p.strip()
        cand = os.path.join(plan_dir, p)
        parts.append(os.path.abspath(cand) if (os.sep in p or p.endswith(".profile")) and os.path.exists(cand) else p)
    return "+".join(parts)


def _read_jobs(r, plan_dir, workload):
    jobs_raw = workload.get("job")
    if jobs_raw is None:
        r.fail(("workload",), "missing job: accepted: one or more [[workload.job]] tables, each with path = "
               "\"JOB.fio\", text = \"...\" or options = { rw = \"write\", ... }")
    if not isinstance(jobs_raw, list) or not all(isinstance(j, dict) for j in jobs_raw):
        r.fail(("workload", "job"), "accepted: [[workload.job]] tables")
    jobs, names = [], set()
    for i, j in enumerate(jobs_raw):
        kp = ("workload", "job", i)
        r.check_keys(j, _JOB_KEYS, kp, "[[workload.job]]")
        given = [k for k in ("path", "text", "options") if k in j]
        if len(given) != 1:
            r.fail(kp, "missing job: accepted: exactly one of path = \"JOB.fio\", text = \"...\" or options = "
                   "{...}; got %s" % (", ".join(given) or "none"))

        def fail(message, _kp=kp):
            raise PlanError("%s: %s: %s" % (r.where(_kp), _name(_kp), message))

        if "path" in j:
            p = j["path"]
            if not isinstance(p, str) or not p:
                r.fail(kp + ("path",), "%r: accepted: a .fio file path, relative to the plan" % (p,))
            full = os.path.join(plan_dir, p)
            if not os.path.isfile(full):
                r.fail(kp + ("path",), "missing job: no file %s; accepted: a .fio file path, relative to the plan "
                       "(%s)" % (full, plan_dir))
            with open(full, encoding="utf-8") as f:
                sections = parse_fio_sections(f.read(), p, fail)
            default_name = os.path.splitext(os.path.basename(p))[0]
        elif "text" in j:
            if not isinstance(j["text"], str):
                r.fail(kp + ("text",), "accepted: fio job text (a string)")
            sections = parse_fio_sections(j["text"], "%s [workload.job %d] text" % (r.path, i), fail)
            default_name = "job%d" % i
        else:
            o = j["options"]
            if not isinstance(o, dict) or not o:
                r.fail(kp + ("options",), "accepted: a table of fio options, e.g. { rw = \"write\", bs = \"1M\" }")
            opts = {}
            for k, v in o.items():
                if not _params.is_fio_option(k):
                    r.fail(kp + ("options", k), "unknown fio option; accepted: the options of `wbsim run --help` "
                           "(wbsim.fio_options())")
                opts[k] = None if v is True else _params.format_value(v)
            default_name = str(j.get("name", o.get("name", "job%d" % i)))
            sections = [(default_name, opts)]
        for section, opts in sections:
            # The plan multiplies numjobs by concurrency and load, so it must be
            # a plain count here (fio's "2k" or "1e3" would be read as a number
            # by fio but not by that product: refused, not guessed).
            n = opts.get("numjobs")
            if n is not None and not (re.fullmatch(r"[0-9]{1,4}", n) and 1 <= int(n) <= 4096):
                r.fail(kp + ("options", "numjobs") if "options" in j else kp,
                       "section [%s]: numjobs=%s: accepted: an integer from 1 to 4096 written in digits (the plan "
                       "multiplies it by concurrency and load)" % (section, n))
        name = j.get("name", default_name)
        if not isinstance(name, str) or not re.fullmatch(r"[A-Za-z0-9_.-]+", name) or name in names:
            r.fail(kp + ("name",), "%r: accepted: a unique name of letters, digits, '_', '.', '-'" % (name,))
        names.add(name)
        weight = _positive_number(r, kp + ("weight",), j.get("weight", 1))
        if "weight" in j and "size" not in workload:
            r.fail(kp + ("weight",), "a weight splits workload.size, which is not set; accepted: set [workload] "
                   "size = \"8GiB\" (the bytes of the whole mix), or leave weights out")
        conc = _positive_number(r, kp + ("concurrency",), j.get("concurrency", 1), integer=True)
        jobs.append(JobEntry(name, sections, float(weight), conc, j.get("path", "inline")))
    return jobs


def _axis_sets(axis, value, devices):
    """(profile components, {param: value text}) for one axis value."""
    key, _ = AXES[axis]
    if axis == "fs":
        return ["fs-%s" % value], {}
    if axis == "device_class":
        d = devices[value]
        return ([d["profile"]] if d["profile"] else []), dict(d["set"])
    return [], {key: _params.format_value(value)}


def load(path):
    """Reads and checks the plan at ``path``; returns a :class:`Plan` with
    every candidate resolved (parameters, sources and cost)."""
    path = os.fspath(path)
    try:
        with open(path, "rb") as f:
            raw = f.read()
    except OSError as e:
        raise PlanError("%s: cannot read the plan: %s" % (path, e.strerror)) from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        line = raw[:e.start].count(b"\n") + 1
        raise PlanError("%s:%d: not UTF-8 (byte %d); accepted: a UTF-8 TOML file" % (path, line, e.start)) from None
    try:
        doc = tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        raise PlanError("%s: not valid TOML: %s" % (path, e)) from None
    r = _Reader(path, text)
    plan_dir = os.path.dirname(os.path.abspath(path))
    r.check_keys(doc, _TOP_KEYS, (), "the plan's top level")
    for t in _TOP_KEYS - {"sensitivity", "plan"}:
        if t not in doc:
            r.fail((t,), "missing table [%s]; see scenarios/plans/README.md for a plan's tables" % t)
    for t in doc:
        if not isinstance(doc[t], dict):
            r.fail((t,), "accepted: a table [%s]" % t)

    meta = doc.get("plan", {})
    r.check_keys(meta, _PLAN_KEYS, ("plan",), "[plan]")
    name = meta.get("name", os.path.splitext(os.path.basename(path))[0])
    base_profile = meta.get("profile", "")
    if not isinstance(base_profile, str):
        r.fail(("plan", "profile"), "accepted: a profile name (`wbsim profiles`) or a path relative to the plan")
    base_profile = _profile_arg(plan_dir, base_profile) if base_profile else ""
    base_sets = meta.get("set", {})
    if not isinstance(base_sets, dict):
        r.fail(("plan", "set"), "accepted: a table of parameter = value, e.g. { \"sim.sample_interval\" = \"10ms\" }")
    base_sets = _flatten(base_sets)
    for k in base_sets:
        try:
            _params.param_key(k)
        except Exception as e:  # noqa: BLE001 -- ParamError from the core
            r.fail(("plan", "set", k), str(e))
    base_sets = {_params.param_key(k): _params.format_value(v) for k, v in base_sets.items()}

    workload = doc["workload"]
    r.check_keys(workload, _WORKLOAD_KEYS, ("workload",), "[workload]")
    size = None
    if "size" in workload:
        try:
            size = _units.parse("size", workload["size"])
        except ValueError as e:
            r.fail(("workload", "size"), str(e))
    loads = workload.get("loads", [1])
    _list(r, ("workload", "loads"), loads)
    for v in loads:
        _positive_number(r, ("workload", "loads"), v, integer=True)
    jobs = _read_jobs(r, plan_dir, workload)

    slo_raw = doc["slo"]
    r.check_keys(slo_raw, set(SLO_KINDS), ("slo",), "[slo]")
    if not slo_raw:
        r.fail(("slo",), "no SLO; accepted: one or more of %s" % ", ".join(SLO_KINDS))
    slos = {}
    for k, v in slo_raw.items():
        try:
            slos[k] = _units.parse(SLO_KINDS[k][0], v)
        except ValueError as e:
            r.fail(("slo", k), str(e))
        if slos[k] <= 0:
            r.fail(("slo", k), "%r: accepted: a positive value" % v)

    dev_raw = doc["device"]
    if not dev_raw:
        r.fail(("device",), "no device class; accepted: one or more [device.NAME] tables with cost = N and set = "
               "{ \"dev.write_bw\" = \"...\" } and/or profile = \"...\"")
    devices = {}
    for cls, d in dev_raw.items():
        kp = ("device", cls)
        if not isinstance(d, dict):
            r.fail(kp, "accepted: a table [device.%s]" % cls)
        r.check_keys(d, _DEVICE_KEYS, kp, "[device.%s]" % cls)
        if "cost" not in d:
            r.fail(kp + ("cost",), "missing: the cost of one device of this class, a number >= 0")
        sets = _flatten(d.get("set", {})) if isinstance(d.get("set", {}), dict) else r.fail(kp + ("set",), "accepted: a table")
        for k in sets:
            try:
                _params.param_key(k)
            except Exception as e:  # noqa: BLE001 -- ParamError from the core
                r.fail(kp + ("set", k), str(e))
        prof = d.get("profile", "")
        if not isinstance(prof, str):
            r.fail(kp + ("profile",), "accepted: a profile name or a path relative to the plan")
        devices[cls] = {"cost": _non_negative(r, kp + ("cost",), d["cost"]),
                        "profile": _profile_arg(plan_dir, prof) if prof else "",
                        "set": {_params.param_key(k): _params.format_value(v) for k, v in sets.items()},
                        "description": str(d.get("description", ""))}

    space = doc["space"]
    r.check_keys(space, set(AXES), ("space",), "[space]")
    axes = {}
    for axis in AXES:
        if axis not in space:
            continue
        if axis == "params":
            if not isinstance(space["params"], dict):
                r.fail(("space", "params"), "accepted: a table of parameter = [values]")
            for k, v in _flatten(space["params"]).items():
                try:
                    key = _params.param_key(k)
                except Exception as e:  # noqa: BLE001
                    r.fail(("space", "params", k), str(e))
                if key in {AXES[a][0] for a in space if a != "params"}:
                    r.fail(("space", "params", k), "also set by a named axis of [space]; accepted: one of the two")
                axes[key] = _list(r, ("space", "params", k), v)
            continue
        values = _list(r, ("space", axis), space[axis])
        kind = AXES[axis][1]
        for v in values:
            if kind == "count" and (not isinstance(v, int) or isinstance(v, bool) or v < 0):
                r.fail(("space", axis), "%r: accepted: integers" % (v,))
            if kind == "real" and (not isinstance(v, (int, float)) or isinstance(v, bool)):
                r.fail(("space", axis), "%r: accepted: numbers" % (v,))
            if kind == "size":
                try:
                    _units.parse("size", v)
                except ValueError as e:
                    r.fail(("space", axis), str(e))
            if kind == "text" and not isinstance(v, str):
                r.fail(("space", axis), "%r: accepted: strings, e.g. [\"6.6\", \"6.12\"]" % (v,))
            if axis == "device_class" and v not in devices:
                r.fail(("space", axis), "'%s' is not a device class; accepted: %s (the [device.NAME] tables)"
                       % (v, ", ".join(devices)))
            if axis == "fs" and "fs-%s" % v not in set(_core_profile_names()):
                r.fail(("space", axis), "'%s' has no profile fs-%s; accepted: %s" % (
                    v, v, ", ".join(n[3:] for n in _core_profile_names() if n.startswith("fs-"))))
        axes[axis] = values
    if "device_class" not in axes:
        axes = dict(axes, device_class=list(devices))
        axes = {k: axes[k] for k in sorted(axes, key=lambda a: list(AXES).index(a) if a in AXES else len(AXES))}

    cost_raw = doc["cost"]
    r.check_keys(cost_raw, _COST_KEYS, ("cost",), "[cost]")
    cost = {"currency": str(cost_raw.get("currency", "")), "fs": {}, "kernel": {}}
    for k in ("base", "per_core", "per_ram_gib"):
        if k not in cost_raw:
            r.fail(("cost", k), "missing: accepted: a number >= 0 (the cost %s)" % {
                "base": "of the machine without cores, RAM and devices", "per_core": "of one core",
                "per_ram_gib": "of one GiB of RAM"}[k])
        cost[k] = _non_negative(r, ("cost", k), cost_raw[k])
    for k in ("fs", "kernel"):
        table = cost_raw.get(k, {})
        if not isinstance(table, dict):
            r.fail(("cost", k), "accepted: a table of %s = cost" % k)
        for name, v in table.items():
            if k in axes and name not in axes[k]:
                r.fail(("cost", k, name), "not a value of space.%s (%s)" % (k, ", ".join(map(str, axes[k]))))
            cost[k][name] = _non_negative(r, ("cost", k, name), v)

    sens = doc.get("sensitivity", {})
    r.check_keys(sens, _SENS_KEYS, ("sensitivity",), "[sensitivity]")
    sens_params = sens.get("params", DEFAULT_SENSITIVITY)
    if not isinstance(sens_params, list):
        r.fail(("sensitivity", "params"), "accepted: a list of parameter names")
    keys = []
    for p in sens_params:
        try:
            keys.append(_params.param_key(p))
        except Exception as e:  # noqa: BLE001
            r.fail(("sensitivity", "params"), str(e))
    table = {row["name"]: row for row in _params._table()}
    for k in keys:
        if table[k]["kind"] not in ("rate", "time", "size", "real", "count"):
            r.fail(("sensitivity", "params"), "'%s' is a %s; accepted: numeric parameters" % (k, table[k]["kind"]))
    step = sens.get("step", 0.2)
    if not isinstance(step, (int, float)) or isinstance(step, bool) or not 0 < step < 1:
        r.fail(("sensitivity", "step"), "%r: accepted: a fraction in (0, 1), e.g. 0.2 for -20%% and +20%%" % (step,))

    plan = Plan(path=path, dir=plan_dir, name=str(name), description=str(meta.get("description", "")),
                base_profile=base_profile, base_sets=base_sets, jobs=jobs, size=size, loads=sorted(loads), slos=slos,
                slo_text=dict(slo_raw), axes=axes, devices=devices, cost=cost, sensitivity_params=keys,
                sensitivity_step=float(step))
    _expand(plan, r)
    _check_job(plan, r)
    return plan


def _core_profile_names():
    return [row["name"] for row in _core.profiles()]


def candidate_from(plan, index, axes):
    """The candidate for a dict of axis values (unresolved)."""
    profiles = [plan.base_profile] if plan.base_profile else []
    sets = dict(plan.base_sets)
    for axis, value in axes.items():
        if axis in AXES:
            prof, s = _axis_sets(axis, value, plan.devices)
        else:
            prof, s = [], {axis: _params.format_value(value)}
        profiles += prof
        sets.update(s)
    return Candidate(index, dict(axes), "+".join(profiles), sets)


def resolve(plan, c):
    """Resolves a candidate's parameters and prices it (raises the core's error)."""
    res = _core.resolve_params(c.profile, ["%s=%s" % kv for kv in c.sets.items()])
    c.values, c.sources = res["values"], res["sources"]
    items = {"base": plan.cost["base"],
             "cores": c.values["cpu.cores"] * plan.cost["per_core"],
             "ram": c.values["mem.total"] / 1024 ** 3 * plan.cost["per_ram_gib"],
             "devices": c.values["dev.count"] * plan.devices[c.axes["device_class"]]["cost"]}
    fs = c.axes.get("fs", c.values["fs.type"])
    items["fs"] = plan.cost["fs"].get(fs, 0.0)
    items["kernel"] = plan.cost["kernel"].get(c.axes.get("kernel", c.values["kernel"]), 0.0)
    c.cost_items = items
    c.cost = sum(items.values())
    return c


def _expand(plan, r):
    labels = list(plan.axes)
    for i, combo in enumerate(itertools.product(*(plan.axes[a] for a in labels))):
        c = candidate_from(plan, i, dict(zip(labels, combo)))
        try:
            resolve(plan, c)
        except Exception as e:  # noqa: BLE001 -- ParamError/ProfileError/UnitError from the core
            kp = ("space",) + ((labels[0],) if labels else ())
            for a in labels:
                if a in AXES:
                    kp = ("space", a)
                else:
                    kp = ("space", "params", a)
                if str(c.axes[a]) in str(e) or (AXES.get(a, (a,))[0] or "") in str(e):
                    break
            r.fail(kp, "candidate %s: %s" % (c.label, e))
        plan.candidates.append(c)
    if not plan.candidates:
        r.fail(("space",), "the candidate space is empty; accepted: at least one value on every axis")


def wbsim_binary():
    """The wbsim CLI: $WBSIM_BIN (set by `wbsim plan`), else the source
    tree's build/wbsim, else `wbsim` on PATH; None when there is none."""
    import shutil
    here = os.path.dirname(os.path.abspath(__file__))
    for cand in (os.environ.get("WBSIM_BIN"), os.path.join(here, "..", "..", "..", "build", "wbsim"),
                 shutil.which("wbsim")):
        if cand and os.path.isfile(cand) and os.access(cand, os.X_OK):
            return os.path.abspath(cand)
    return None


def _check_job(plan, r):
    """The composed job goes through wbsim's own parser (`wbsim run
    --parse-only`, no simulation), so that a bad fio option is refused before
    anything runs. Without the CLI, the first run reports it instead."""
    for load in plan.loads:
        _parse_only(plan, r, plan.job_text(load))


def _parse_only(plan, r, text):
    import subprocess
    import tempfile
    wbsim_bin = wbsim_binary()
    if wbsim_bin is None:
        return
    with tempfile.NamedTemporaryFile("w", suffix=".fio", delete=False) as f:
        f.write(text)
        tmp = f.name
    try:
        p = subprocess.run([wbsim_bin, "run", tmp, "--parse-only"], capture_output=True, text=True, cwd=plan.dir,
                           check=False)
    finally:
        os.unlink(tmp)
    if p.returncode != 0:
        msg = p.stderr.strip().replace(tmp, "the composed job")
        # Name the [[workload.job]] whose section holds the composed line.
        kp = ("workload", "job")
        m = re.search(r"the composed job:(\d+):", msg)
        if m:
            lines = text.splitlines()[:int(m.group(1))]
            header = next((l for l in reversed(lines) if l.startswith("[")), "")
            for i, j in enumerate(plan.jobs):
                if header.startswith("[%s-" % j.name):
                    kp = ("workload", "job", i)
        r.fail(kp, "the jobs do not make a valid fio job file: %s" % msg)
