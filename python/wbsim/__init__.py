"""wbsim: a performance model of the Linux buffered write stack, from Python.

Runs take fio jobs (a ``.fio`` path, job text, or a dict of fio options) and
return fio's JSON plus wbsim's model figures as pandas DataFrames. Each
simulation runs in a fresh process (SimGrid allows one simulation per
process); results are the same as ``wbsim run JOB --output-format=json``.

Functions:
    run(job, profile=None, **overrides) -> Result
    compare(job, before, after) -> DataFrame (before, after, ratio)
    replay(job, directory, profile=None, repeat=1) -> dict (measured, predicted, error)
    sweep(job, grid, processes=None, profile=None, ...) -> DataFrame
    params(profile=None, **overrides) -> DataFrame (the parameter table)
    profiles() -> DataFrame
    fio_options() -> DataFrame

Parameters are named as in ``wbsim params`` (``vm.dirty_ratio``) or with
underscores (``vm_dirty_ratio``); :class:`Params` has one attribute per
parameter in the underscore form (``wbsim.Params().dev_write_bw``).

Errors: :class:`JobError`, :class:`ProfileError`, :class:`ParamError`,
:class:`UnitError`, :class:`UsageError` carry the CLI's messages;
:class:`SimulationError` reports a failed simulation process; all derive
from :class:`WbsimError`.

Example::

    import wbsim
    res = wbsim.run("scenarios/examples/seq-write-1m.fio", vm_dirty_ratio=10)
    res.summary          # one row per job
    res.timeseries       # dirty / writeback bytes over simulated time
    res.bottleneck       # Bottleneck(verdict='fsync', evidence='...')
"""

# The compiled core is built into the build tree (build/python/wbsim/, see
# python/CMakeLists.txt), not beside these sources: the build's .pth (or
# PYTHONPATH) puts its parent on sys.path, and extend_path makes that folder
# part of this package, so ``wbsim._core`` is the module of that build.
__path__ = __import__("pkgutil").extend_path(__path__, __name__)

from ._core import __version__  # noqa: E402 (after the path above)
from ._params import Params, fio_options, params, profiles
from ._run import compare, replay, run
from ._sweep import sweep
from .errors import JobError, ParamError, ProfileError, SimulationError, UnitError, UsageError, WbsimError
from .result import Bottleneck, Result

__all__ = [
    "run",
    "compare",
    "replay",
    "sweep",
    "params",
    "profiles",
    "fio_options",
    "Params",
    "Result",
    "Bottleneck",
    "WbsimError",
    "JobError",
    "ProfileError",
    "ParamError",
    "UnitError",
    "UsageError",
    "SimulationError",
    "__version__",
]
