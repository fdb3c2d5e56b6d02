"""What the sidecar spends per entry written: its CPU time, not the client's or the clock's.

A real sidecar (rules only, as the core benchmark's ingest figure runs it) takes the
core benchmark's two sessions ("bench": claims and weak ancestors; "clean": neither)
in its batches of 500 with durable acks; the sidecar's CPU ticks (/proc, user and
system, the event loop's thread apart from the rest) are read before and after, so
other work on the machine does not count. With `--python` the sidecar runs under
another interpreter (another checkout's venv): alternating two of them compares two
versions of the write path on the same workload, in the same run.

With `--profile OUT` the sidecar runs under cProfile (the event loop's thread, where
validation, dedupe, detectors and the session graph run) and writes its stats to OUT.

Usage: python scripts/bench_ingest.py [--entries 20000] [--rounds 3]
                                      [--python OTHER_PYTHON ...] [--profile OUT]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

from bench.workload import BATCH, clean_entries, ingest, make_entries, requests  # noqa: E402
from conftest import Sidecar  # noqa: E402  (the same harness the tests use)

TICK_S = 1 / os.sysconf("SC_CLK_TCK")


class Launched(Sidecar):
    """The test harness's sidecar, under a chosen interpreter and optionally cProfile."""

    def __init__(self, root: Path, python: str, profile: Path | None = None) -> None:
        super().__init__(root, extra=["--no-classifier"])
        self.python, self.profile = python, profile

    def start(self) -> None:
        prof = ["-m", "cProfile", "-o", str(self.profile)] if self.profile else []
        cmd = [self.python, *prof, "-m", "mage.sidecar", "serve", "--socket",
               str(self.socket), "--data-dir", str(self.data_dir), *self.extra]
        self.log_path.parent.mkdir(parents=True, exist_ok=True)
        self.proc = subprocess.Popen(cmd, stdout=self.log_path.open("ab"),
                                     stderr=subprocess.STDOUT)
        self._wait_ready()


def cpu_s(pid: int) -> tuple[float, float]:
    """(event loop thread, every thread) CPU seconds of a process, user plus system."""
    def ticks(stat: str) -> int:
        fields = stat.rsplit(")", 1)[1].split()
        return int(fields[11]) + int(fields[12])  # utime, stime

    main = ticks(Path(f"/proc/{pid}/task/{pid}/stat").read_text())
    return main * TICK_S, ticks(Path(f"/proc/{pid}/stat").read_text()) * TICK_S


def one_run(python: str, entries: int, folder: Path, profile: Path | None = None
            ) -> dict[str, float]:
    """Server CPU µs per entry for `entries` entries of each session, written from empty."""
    bench = requests(make_entries(entries, "bench"))
    clean = requests(clean_entries(entries, "clean"), entries // BATCH + 1)
    side = Launched(folder, python, profile)
    side.start()
    try:
        assert side.proc is not None
        stub = side.stub()
        before = cpu_s(side.proc.pid)
        rate = ingest(stub, bench)
        ingest(stub, clean)
        after = cpu_s(side.proc.pid)
    finally:
        side.stop()
    n = 2 * entries
    return {"loop_us_per_entry": round((after[0] - before[0]) / n * 1e6, 1),
            "all_us_per_entry": round((after[1] - before[1]) / n * 1e6, 1),
            "bench_session_per_s": round(rate)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--entries", type=int, default=20000, help="entries per session")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--python", action="append", default=[],
                    help="another interpreter to alternate with this one (repeatable)")
    ap.add_argument("--profile", type=Path, help="one run under cProfile; stats here")
    opts = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        if opts.profile:
            print(json.dumps(one_run(sys.executable, opts.entries, Path(tmp) / "p",
                                     opts.profile.resolve())))
            return
        pythons = [sys.executable, *opts.python]
        runs: dict[str, list[dict[str, float]]] = {p: [] for p in pythons}
        for r in range(opts.rounds):
            for i, python in enumerate(pythons):
                row = one_run(python, opts.entries, Path(tmp) / f"r{r}-{i}")
                runs[python].append(row)
                print(json.dumps({"python": python, "round": r, **row}), flush=True)
    first = runs[pythons[0]]
    for python, rows in runs.items():
        loop = sorted(x["loop_us_per_entry"] for x in rows)
        every = sorted(x["all_us_per_entry"] for x in rows)
        # each round's figure over the first interpreter's in the same round: the machine's
        # load drifts between rounds more than between two runs of one round
        paired = sorted(round(x["all_us_per_entry"] / f["all_us_per_entry"], 3)
                        for x, f in zip(rows, first, strict=True))
        print(json.dumps({"python": python, "median_loop_us": statistics.median(loop),
                          "median_all_us": statistics.median(every),
                          "all_us_range": [every[0], every[-1]],
                          "all_ratio_to_first_median": statistics.median(paired),
                          "all_ratio_to_first_range": [paired[0], paired[-1]]}))


if __name__ == "__main__":
    main()
