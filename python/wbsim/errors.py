"""wbsim's exceptions.

The input errors are raised by the C++ core with the CLI's own messages
(``str(error)`` is what ``wbsim run`` prints after its ``wbsim: job error:``
prefix). They derive from :class:`WbsimError` and from :class:`ValueError`.

- :class:`JobError`: a bad fio job; the message starts with ``file:line:``
  (``<string>`` for job text, ``<command line>`` for a dict of options) and
  names the option and what is accepted.
- :class:`ProfileError`: an unknown or malformed profile.
- :class:`ParamError`: an unknown parameter or a value out of range.
- :class:`UnitError`: a value the unit grammar does not accept.
- :class:`UsageError`: a call the CLI would reject with exit status 2
  (e.g. an unknown fio option in a dict job).
- :class:`SimulationError`: the simulation process itself failed.
"""

from ._core import JobError, ParamError, ProfileError, UnitError, UsageError, WbsimError

__all__ = [
    "WbsimError",
    "JobError",
    "ProfileError",
    "ParamError",
    "UnitError",
    "UsageError",
    "SimulationError",
]


class SimulationError(WbsimError, RuntimeError):
    """The process running a simulation failed (crashed, was killed, or hit an
    internal error). The message holds its exit status and the end of its
    standard error."""


_BY_NAME = {cls.__name__: cls for cls in (WbsimError, JobError, ProfileError, ParamError, UnitError, UsageError,
                                           SimulationError)}


def error_class(name):
    """The exception class called ``name`` (a reply from a simulation
    process), or :class:`WbsimError` for a name that is not wbsim's."""
    return _BY_NAME.get(name, WbsimError)
