"""The benchmarks run end to end at small scale (their timings are not asserted)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


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
    assert res["classifier"]["300"]["scored"] > 0
