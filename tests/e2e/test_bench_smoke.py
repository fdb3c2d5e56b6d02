"""The benchmarks run end to end at small scale (their timings are not asserted)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from paths import ROOT


def test_core_bench_quick_run_produces_every_figure(tmp_path: Path) -> None:
    """`bench_core.py --quick` completes and reports each figure with its baseline."""
    out = tmp_path / "bench.json"
    proc = subprocess.run([sys.executable, str(ROOT / "scripts" / "bench_core.py"), "--quick",
                           "--json", str(out)], capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-3000:]
    res = json.loads(out.read_text())
    row = res["rules"]["1000"]
    for key in ("ingest_per_s", "raw_apsw_per_s", "check_p99_ms", "trivial_p99_ms"):
        assert row[key] > 0, key
    assert res["rules"]["load"]["check_p99_under_load_ms"] > 0
    assert res["rules"]["load"]["write_rate_acked_per_s"] > 0  # the load did stream
    assert res["classifier"]["300"]["scored"] > 0


def test_floor_bench_runs_the_stand_in_and_times_every_step(tmp_path: Path) -> None:
    """`bench_floor.py` at small scale: a row per work setting, and each step of a check."""
    proc = subprocess.run([sys.executable, str(ROOT / "scripts" / "bench_floor.py"),
                           "--work-ms", "0,0.5", "--checks", "60", "--phases-size", "400"],
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-3000:]
    rows = [json.loads(line) for line in proc.stdout.splitlines() if line.startswith("{")]
    work = [r for r in rows if "server_work_ms" in r]
    assert [r["server_work_ms"] for r in work] == [0.0, 0.5]
    assert all(r["check_p99_ms"] > 0 and r["trivial_p99_ms"] > 0 for r in work)
    # the 0.5 ms of spinning shows in the check, not in the trivial round trip
    assert work[1]["check_p50_ms"] >= 0.5
    steps = {r["step"]: r for r in rows if "step" in r}
    assert {"basis", "tiers", "post: attribution", "audit record", "audit commit",
            "to protobuf", "total"} <= set(steps)
    assert steps["total"]["p50_ms"] >= steps["tiers"]["p50_ms"] > 0
