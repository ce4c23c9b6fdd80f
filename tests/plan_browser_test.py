#!/usr/bin/python3
"""Opens a `wbsim plan` report in headless Chromium (Debian's `chromium`,
installed by setup.sh) and fails on any console error or exception, a
figure that is missing or empty, a request for anything but the report
itself (it must be self-contained), or a candidate table that does not sort.
It saves a screenshot of the whole page.

Usage: plan_browser_test.py WBSIM_BIN SCREENSHOT.png [REPORT.html]
Without REPORT it runs the test plan tests/data/plans/small.toml first.

Exit 77 (a ctest skip) only when Chromium is not installed or cannot start
here, saying why; every other problem is a failure (exit 1).

Chromium is driven through the DevTools protocol over a pipe
(--remote-debugging-pipe: NUL-separated JSON on file descriptors 3 and 4),
so nothing beyond the standard library is needed.
"""

import base64
import json
import os
import pathlib
import re
import select
import shutil
import subprocess
import sys
import tempfile
import time

SKIP = 77
SOURCE = pathlib.Path(__file__).resolve().parents[1]
# The figures the report must show (python/wbsim/plan/report.html.j2).
FIGURES = ["throughput_vs_devices", "p99_vs_load", "dirty_over_time", "bottlenecks", "sensitivity",
           "cost_vs_throughput"]


class Browser:
    def __init__(self, exe, profile_dir):
        to_chrome_r, self.to_chrome = os.pipe()
        self.from_chrome, from_chrome_w = os.pipe()
        # The child reads commands on fd 3 and writes replies on fd 4.
        def child_fds():
            # Through fresh numbers first: a pipe end may already be 3 or 4,
            # and dup2 onto itself would leave it close-on-exec.
            a, b = os.dup(to_chrome_r), os.dup(from_chrome_w)
            os.dup2(a, 3)
            os.dup2(b, 4)
        self.proc = subprocess.Popen(
            [exe, "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe", "--no-first-run",
             "--no-default-browser-check", "--disable-extensions", "--hide-scrollbars",
             "--user-data-dir=" + profile_dir, "about:blank"],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, preexec_fn=child_fds,
            close_fds=False)  # close_fds would close 3 and 4 after preexec_fn; our other fds are CLOEXEC
        os.close(to_chrome_r)
        os.close(from_chrome_w)
        self.buf = b""
        self.next_id = 0
        self.events = []

    def send(self, method, params=None, session=None, timeout=60):
        self.next_id += 1
        msg = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            msg["sessionId"] = session
        os.write(self.to_chrome, json.dumps(msg).encode() + b"\0")
        want = self.next_id
        deadline = time.monotonic() + timeout
        while True:
            m = self._read(deadline)
            if m is None:
                raise TimeoutError("no reply to %s within %d s" % (method, timeout))
            if m.get("id") == want:
                if "error" in m:
                    raise RuntimeError("%s: %s" % (method, m["error"]))
                return m.get("result", {})
            self.events.append(m)

    def wait_event(self, method, timeout=60):
        deadline = time.monotonic() + timeout
        for i, e in enumerate(self.events):
            if e.get("method") == method:
                return self.events.pop(i)
        while True:
            m = self._read(deadline)
            if m is None:
                raise TimeoutError("no %s within %d s" % (method, timeout))
            if m.get("method") == method:
                return m
            self.events.append(m)

    def _read(self, deadline):
        while b"\0" not in self.buf:
            left = deadline - time.monotonic()
            if left <= 0:
                return None
            r, _, _ = select.select([self.from_chrome], [], [], left)
            if not r:
                return None
            chunk = os.read(self.from_chrome, 1 << 20)
            if not chunk:
                raise EOFError("chromium closed the pipe (exit status %s): %s" % (
                    self.proc.poll(), self.proc.stderr.read().decode(errors="replace")[-1500:]))
            self.buf += chunk
        raw, _, self.buf = self.buf.partition(b"\0")
        return json.loads(raw)

    def close(self):
        try:
            self.send("Browser.close", timeout=10)
        except Exception:  # noqa: BLE001 -- closing anyway
            pass
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()  # our own child, by its pid
            self.proc.wait()
        os.close(self.to_chrome)
        os.close(self.from_chrome)


CHECK_JS = r"""
(() => {
  const out = {figures: {}, missing: document.querySelectorAll('.missing-figure').length};
  for (const name of %s) {
    const fig = document.querySelector('figure[data-figure="' + name + '"]');
    if (!fig) { out.figures[name] = null; continue; }
    const svg = fig.querySelector('svg');
    const box = svg ? svg.getBoundingClientRect() : {width: 0, height: 0};
    // Data artists carry the id wbsim-data-NAME-N (python/wbsim/plan/_report.py):
    // count those drawn with a size, apart from the frame, ticks and labels.
    const data = svg ? Array.from(svg.querySelectorAll('[id^="wbsim-data-' + name + '-"]')) : [];
    const drawn = data.filter(g => { const b = g.getBoundingClientRect(); return b.width > 0 || b.height > 0; });
    out.figures[name] = {svg: !!svg, width: box.width, height: box.height, data: data.length, drawn: drawn.length};
  }
  const table = document.getElementById('cand-table');
  out.rows = table ? table.tBodies[0].rows.length : 0;
  out.recommendation = (document.getElementById('rec-box') || {}).innerText || '';
  out.height = document.documentElement.scrollHeight;
  return JSON.stringify(out);
})()
"""

SORT_JS = r"""
(() => {
  const table = document.getElementById('cand-table');
  const heads = Array.from(table.tHead.rows[0].cells);
  const col = heads.findIndex(h => h.textContent.trim() === 'cost');
  heads[col].click();
  const asc = Array.from(table.tBodies[0].rows).map(r => parseFloat(r.cells[col].getAttribute('data-v')));
  heads[col].click();
  const desc = Array.from(table.tBodies[0].rows).map(r => parseFloat(r.cells[col].getAttribute('data-v')));
  return JSON.stringify({asc: asc, desc: desc});
})()
"""


def make_report(wbsim, tmp):
    plan = SOURCE / "tests" / "data" / "plans" / "small.toml"
    out = os.path.join(tmp, "small.html")
    p = subprocess.run([wbsim, "plan", str(plan), "-o", out, "--jobs", "2"], capture_output=True, text=True,
                       check=False)
    if p.returncode != 0:
        print(p.stdout, p.stderr)
        print("FAIL: wbsim plan exited %d" % p.returncode)
        sys.exit(1)
    return out


def main():
    if len(sys.argv) < 3:
        print(__doc__)
        return 2
    wbsim, shot = sys.argv[1], sys.argv[2]
    exe = shutil.which("chromium")
    if exe is None:
        print("SKIP: chromium is not installed (./setup.sh installs Debian's chromium)")
        return SKIP
    with tempfile.TemporaryDirectory(prefix="wbsim-plan-browser-") as tmp:
        # Can Chromium run here at all? Only this decides a skip; any later
        # problem is a failure of the report or of this test.
        try:
            probe = subprocess.run([exe, "--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=" +
                                    os.path.join(tmp, "probe"), "--dump-dom", "about:blank"],
                                   capture_output=True, text=True, timeout=90, check=False)
            ok = probe.returncode == 0 and "<html" in probe.stdout
            why = "exit status %d: %s" % (probe.returncode, probe.stderr.strip()[-800:])
        except (OSError, subprocess.TimeoutExpired) as e:
            ok, why = False, str(e)
        if not ok:
            print("SKIP: chromium is installed but cannot run here (--dump-dom about:blank failed): %s" % why)
            return SKIP
        report = sys.argv[3] if len(sys.argv) > 3 else make_report(wbsim, tmp)
        problems, info = inspect(exe, report, shot, os.path.join(tmp, "profile"))
        print("report: %s\nscreenshot: %s (1280x%d)\nfigures: %s\ncandidate rows: %d\nrecommendation box: %s" % (
            report, shot, info["shot_height"], json.dumps(info["figures"]), info["rows"],
            info["recommendation"][:300]))
        if problems:
            print("FAIL:\n  " + "\n  ".join(problems))
            return 1
        # The checks can fail: the same report with one figure's data removed
        # and a script that logs an error must be caught on both counts.
        with open(report, encoding="utf-8") as f:
            page = f.read()
        broken = re.sub(r'<g id="wbsim-data-p99_vs_load-\d+">.*?</g>', "", page, flags=re.S)
        broken = broken.replace("</body>", "<script>console.error('planted error')</script></body>")
        bad = os.path.join(tmp, "broken.html")
        with open(bad, "w", encoding="utf-8") as f:
            f.write(broken)
        bad_problems, _ = inspect(exe, bad, os.path.join(tmp, "broken.png"), os.path.join(tmp, "profile2"))
        caught = [any("planted error" in p for p in bad_problems),
                  any("figure p99_vs_load is empty" in p for p in bad_problems)]
        if not all(caught):
            print("FAIL: a planted console error and an emptied figure were not both caught: %s" % bad_problems)
            return 1
    print("OK: no console error, %d figures drawn, the table sorts; a planted error and an emptied figure are "
          "caught" % len(FIGURES))
    return 0


def inspect(exe, report, shot, profile_dir):
    """Loads the report; returns (problems, info) and saves the screenshot."""
    url = pathlib.Path(report).resolve().as_uri()
    b = Browser(exe, profile_dir)
    problems = []
    try:
        target = b.send("Target.createTarget", {"url": "about:blank"}, timeout=60)["targetId"]
        s = b.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        for m in ("Runtime.enable", "Log.enable", "Page.enable", "Network.enable"):
            b.send(m, session=s)
        b.send("Emulation.setDeviceMetricsOverride",
               {"width": 1280, "height": 900, "deviceScaleFactor": 1, "mobile": False}, session=s)
        b.send("Page.navigate", {"url": url}, session=s)
        b.wait_event("Page.loadEventFired", timeout=120)
        info = json.loads(b.send("Runtime.evaluate", {"expression": CHECK_JS % json.dumps(FIGURES),
                                                      "returnByValue": True}, session=s)["result"]["value"])
        sort = json.loads(b.send("Runtime.evaluate", {"expression": SORT_JS, "returnByValue": True},
                                 session=s)["result"]["value"])
        info["shot_height"] = height = min(int(info["height"]), 16000)
        b.send("Emulation.setDeviceMetricsOverride",
               {"width": 1280, "height": height, "deviceScaleFactor": 1, "mobile": False}, session=s)
        png = b.send("Page.captureScreenshot", {"format": "png"}, session=s, timeout=120)["data"]
        with open(shot, "wb") as f:
            f.write(base64.b64decode(png))
        # A last round trip collects any late console message.
        time.sleep(0.5)
        b.send("Runtime.evaluate", {"expression": "1"}, session=s)
    finally:
        b.close()

    for e in b.events:
        m, p = e.get("method"), e.get("params", {})
        if m == "Runtime.consoleAPICalled" and p.get("type") in ("error", "assert"):
            problems.append("console %s: %s" % (p["type"], [a.get("value", a.get("description"))
                                                            for a in p.get("args", [])]))
        elif m == "Runtime.exceptionThrown":
            problems.append("exception: %s" % p.get("exceptionDetails", {}).get("text"))
        elif m == "Log.entryAdded" and p.get("entry", {}).get("level") == "error":
            problems.append("log error: %s (%s)" % (p["entry"].get("text"), p["entry"].get("url")))
        elif m == "Network.requestWillBeSent":
            req = p.get("request", {}).get("url", "")
            if req != url and not req.startswith("data:"):
                problems.append("the report is not self-contained: it requested %s" % req)
    for name in FIGURES:
        f = info["figures"].get(name)
        if f is None or not f["svg"]:
            problems.append("figure %s is missing" % name)
        # An empty figure: no size, or no data series drawn with a size
        # (an axes frame with ticks and labels alone has none).
        elif f["width"] < 100 or f["height"] < 100 or f["drawn"] == 0 or f["drawn"] < f["data"]:
            problems.append("figure %s is empty or has undrawn data: %s" % (name, f))
    if info["missing"]:
        problems.append("%d figure(s) say 'no data for this figure'" % info["missing"])
    if info["rows"] == 0:
        problems.append("the candidate table has no rows")
    if sort["asc"] != sorted(sort["asc"]) or sort["desc"] != sorted(sort["desc"], reverse=True):
        problems.append("sorting by cost does not sort: %s" % sort)
    return problems, info


if __name__ == "__main__":
    sys.exit(main())
