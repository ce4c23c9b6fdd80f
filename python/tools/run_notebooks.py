#!/usr/bin/python3
"""Executes notebooks headless with nbclient; fails on any cell error.

    /usr/bin/python3 python/tools/run_notebooks.py [--timeout S] [--output DIR] [NOTEBOOK.ipynb | DIR ...]

Default: every notebooks/*.ipynb of the source tree. The notebooks run in
their own directory (so ``../scenarios/...`` paths work), with ``wbsim``
importable from this source tree's python/ (PYTHONPATH is extended).

The kernel is this interpreter (``sys.executable``, i.e. /usr/bin/python3
under CTest) through a kernelspec written to a temporary directory, so
neither a system-wide "python3" kernelspec (Debian's python3-ipykernel ships
one) nor network access is needed, and a kernelspec pointing at another
Python cannot be picked up. IPython and Jupyter runtime state also go to the
temporary directory. Notebooks are not modified unless --output is given.
"""

import argparse
import json
import os
import pathlib
import sys
import tempfile
import time

SOURCE_DIR = pathlib.Path(__file__).resolve().parents[2]
KERNEL_NAME = "wbsim-python3"


def collect(paths):
    out = []
    for p in map(pathlib.Path, paths or [SOURCE_DIR / "notebooks"]):
        if p.is_dir():
            out += sorted(q for q in p.glob("*.ipynb") if ".ipynb_checkpoints" not in q.parts)
        else:
            out.append(p)
    return out


def write_kernelspec(root):
    """A kernelspec for this interpreter under root/kernels; returns the kernels dir."""
    kernels = pathlib.Path(root) / "kernels"
    spec_dir = kernels / KERNEL_NAME
    spec_dir.mkdir(parents=True)
    spec = {
        "argv": [sys.executable, "-Xfrozen_modules=off", "-m", "ipykernel_launcher", "-f", "{connection_file}"],
        "display_name": "Python 3 (wbsim, %s)" % sys.executable,
        "language": "python",
        "env": {"PYDEVD_DISABLE_FILE_VALIDATION": "1"},
    }
    (spec_dir / "kernel.json").write_text(json.dumps(spec, indent=1))
    return kernels


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("notebooks", nargs="*", help="notebooks or directories (default: notebooks/)")
    ap.add_argument("--timeout", type=int, default=600, help="seconds per cell (default 600)")
    ap.add_argument("--output", help="write the executed notebooks into this directory")
    args = ap.parse_args()

    import nbformat
    from jupyter_client.kernelspec import KernelSpecManager
    from jupyter_client.manager import KernelManager
    from nbclient import NotebookClient
    from nbclient.exceptions import CellExecutionError

    notebooks = collect(args.notebooks)
    if not notebooks:
        print("run_notebooks: no notebooks found", file=sys.stderr)
        return 1

    python_dir = str(SOURCE_DIR / "python")
    paths = [p for p in os.environ.get("PYTHONPATH", "").split(os.pathsep) if p]
    if python_dir not in paths:
        os.environ["PYTHONPATH"] = os.pathsep.join([python_dir] + paths)
    os.environ["MPLBACKEND"] = "module://matplotlib_inline.backend_inline"  # figures as PNG outputs

    failures = 0
    with tempfile.TemporaryDirectory(prefix="wbsim-nb-") as tmp:
        os.environ["IPYTHONDIR"] = os.path.join(tmp, "ipython")
        os.environ["JUPYTER_RUNTIME_DIR"] = os.path.join(tmp, "runtime")
        ksm = KernelSpecManager(kernel_dirs=[str(write_kernelspec(tmp))], ensure_native_kernel=False)
        for path in notebooks:
            nb = nbformat.read(str(path), as_version=4)
            km = KernelManager(kernel_name=KERNEL_NAME, kernel_spec_manager=ksm)
            client = NotebookClient(nb, km=km, timeout=args.timeout, kernel_name=KERNEL_NAME,
                                    resources={"metadata": {"path": str(path.parent.resolve())}})
            start = time.monotonic()
            try:
                client.execute()
                status = "ok"
            except CellExecutionError as e:
                status = "FAILED"
                failures += 1
                print(str(e), file=sys.stderr)
            except Exception as e:  # noqa: BLE001 -- a kernel that does not start is a failure too
                status = "FAILED"
                failures += 1
                print("%s: %s: %s" % (path, type(e).__name__, e), file=sys.stderr)
            print("run_notebooks: %-40s %-6s %6.1f s" % (path.name, status, time.monotonic() - start), flush=True)
            if args.output:
                out = pathlib.Path(args.output)
                out.mkdir(parents=True, exist_ok=True)
                nbformat.write(nb, str(out / path.name))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
