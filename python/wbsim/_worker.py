"""Runs ONE simulation in this (fresh) process: SimGrid keeps global state, so
a process may simulate once (DESIGN section 7).

Started by wbsim._run.execute() as ``python .../wbsim/_worker.py CORE_DIR``,
CORE_DIR being the build tree's folder of the compiled core: ``import _core``
loads the extension from there without importing the package (and pandas) --
a worker starts in about 0.1 s.

Protocol: a JSON request on stdin, ``{"call": "run_json", "args": [...]}`` or
``{"call": "run_job_json", "kwargs": {...}}``. The reply goes to the original
stdout: one JSON header line, ``{"ok": true}`` followed by fio's JSON
document, or ``{"error": "JobError", "message": "..."}``. Anything the model
itself prints goes to stderr.
"""

import json
import os
import sys


def _load_core():
    if len(sys.argv) > 1:
        sys.path.insert(0, sys.argv[1])
    try:
        import _core  # the folder given by wbsim._run, without the package
    except ImportError:
        from wbsim import _core  # run as ``python -m wbsim._worker``
    return _core


def main():
    reply_fd = os.dup(1)
    os.dup2(2, 1)  # the model's own prints must not corrupt the reply
    request = json.load(sys.stdin)
    body = ""
    try:
        core = _load_core()
        if request["call"] == "run_json":
            body = core.run_json(request["args"])
        elif request["call"] == "run_job_json":
            body = core.run_job_json(**request["kwargs"])
        elif request["call"] == "replay_cli":
            # The replay writes its JSON to the file named by --output and its
            # messages to stderr; a non-zero status still may carry results.
            status = core.replay_cli(request["args"])
            out_path = request["output"]
            body = open(out_path, encoding="utf-8").read() if os.path.exists(out_path) else ""
            header = {"ok": status == 0 or bool(body), "status": status}
            if not header["ok"]:
                header = {"error": "UsageError" if status == 2 else "JobError",
                          "message": "wbsim replay exited with status %d (its messages went to stderr)" % status}
            with os.fdopen(reply_fd, "w", encoding="utf-8") as out:
                out.write(json.dumps(header) + "\n")
                out.write(body)
            return
        else:
            raise ValueError("unknown call " + repr(request["call"]))
        header = {"ok": True}
    except Exception as e:  # noqa: BLE001 -- every failure goes back to the caller
        # An input error is one of _core's classes (all derive from its
        # WbsimError); its class name crosses the process boundary and
        # wbsim.errors.error_class() maps it back to the same class.
        name = type(e).__name__
        core = sys.modules.get("_core") or sys.modules.get("wbsim._core")
        if core is not None and isinstance(e, core.WbsimError):
            header = {"error": name, "message": str(e)}
        else:
            header = {"error": "SimulationError", "message": "internal error: %s: %s" % (name, e)}
    with os.fdopen(reply_fd, "w", encoding="utf-8") as out:
        out.write(json.dumps(header) + "\n")
        out.write(body)


if __name__ == "__main__":
    main()
