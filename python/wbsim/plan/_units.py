"""Strict units for plan values (SLOs, RAM): the grammar of wbsim profiles.

Sizes: B, KB/MB/GB/TB (powers of 1000), KiB/MiB/GiB/TiB (powers of 1024).
Times: ns, us (or µs), ms, s. Rates: a size unit per second ("2GB/s").
A value must carry its unit: a bare number is refused, so that "2" never
silently means 2 seconds or 2 bytes.
"""

import re

SIZE_UNITS = {"B": 1, "KB": 1e3, "MB": 1e6, "GB": 1e9, "TB": 1e12,
              "KiB": 1024, "MiB": 1024 ** 2, "GiB": 1024 ** 3, "TiB": 1024 ** 4}
TIME_UNITS = {"ns": 1e-9, "us": 1e-6, "µs": 1e-6, "ms": 1e-3, "s": 1.0}

ACCEPTED = {
    "size": "a number with B, KB, MB, GB, TB (1000s) or KiB, MiB, GiB, TiB (1024s), e.g. \"8GiB\"",
    "time": "a number with ns, us, ms or s, e.g. \"2ms\"",
    "rate": "a number with B/s, KB/s, MB/s, GB/s, KiB/s, MiB/s or GiB/s, e.g. \"1.5GB/s\"",
}

_NUMBER = r"([0-9]+(?:\.[0-9]*)?(?:[eE][+-]?[0-9]+)?)"


def parse(kind, value):
    """``value`` (a string with a unit) in SI units: bytes, seconds or
    bytes/s. Raises ValueError with the accepted forms."""
    if not isinstance(value, str):
        raise ValueError("%r has no unit; accepted: %s" % (value, ACCEPTED[kind]))
    text = value.strip()
    units = TIME_UNITS if kind == "time" else SIZE_UNITS
    suffix = "/s" if kind == "rate" else ""
    m = re.fullmatch(_NUMBER + r"\s*([A-Za-zµ]+)" + re.escape(suffix), text)
    if not m or m.group(2) not in units:
        raise ValueError("'%s' is not a %s; accepted: %s" % (value, kind, ACCEPTED[kind]))
    return float(m.group(1)) * units[m.group(2)]


def format_bytes(v):
    for unit, scale in (("TiB", 1024 ** 4), ("GiB", 1024 ** 3), ("MiB", 1024 ** 2), ("KiB", 1024)):
        if abs(v) >= scale:
            return "%.3g %s" % (v / scale, unit)
    return "%.0f B" % v


def format_rate(v):
    for unit, scale in (("GB/s", 1e9), ("MB/s", 1e6), ("KB/s", 1e3)):
        if abs(v) >= scale:
            return "%.3g %s" % (v / scale, unit)
    return "%.3g B/s" % v


def format_time(v):
    for unit, scale in (("s", 1.0), ("ms", 1e-3), ("us", 1e-6)):
        if abs(v) >= scale:
            return "%.3g %s" % (v / scale, unit)
    return "%.3g ns" % (v / 1e-9)
