"""The benchmarks run end to end at small scale (their timings are not asserted)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from paths import ROOT


@pytest.fixture(scope="module")
def quick(tmp_path_factory: pytest.TempPathFactory) -> tuple[dict[str, Any], str]:
    """One `bench_core.py --quick` run shared by the tests below: its figures and stdout."""
    out = tmp_path_factory.mktemp("bench") / "bench.json"
    proc = subprocess.run([sys.executable, str(ROOT / "scripts" / "bench_core.py"), "--quick",
                           "--json", str(out)], capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-3000:]
    return json.loads(out.read_text()), proc.stdout


def test_core_bench_quick_run_produces_every_figure(quick: tuple[dict[str, Any], str]) -> None:
    """`bench_core.py --quick` completes and reports each figure with its baseline."""
    res, stdout = quick
    row = res["rules"]["1000"]
    for key in ("ingest_per_s", "raw_apsw_per_s", "check_p99_ms", "trivial_p99_ms"):
        assert row[key] > 0, key
    assert res["rules"]["load"]["check_p99_under_load_ms"] > 0
    assert res["rules"]["load"]["write_rate_acked_per_s"] > 0  # the load did stream
    assert res["classifier"]["300"]["scored"] > 0
    assert "| figure |" in stdout and res["summary"]


def test_core_bench_times_each_verdict_class_at_each_spacing(
        quick: tuple[dict[str, Any], str]) -> None:
    """Checks meant to PROCEED do, the others do not, and both are timed back to back and
    5 ms apart beside a trivial round trip timed the same way; the summary judges them."""
    res = quick[0]
    for spacing in ("back_to_back", "gap_5ms"):
        part = res["rules"]["1000"]["checks"][spacing]
        assert part["trivial"]["p99_ms"] > 0
        assert set(part["proceed"]["verdicts"]) == {"PROCEED"}
        checks = part["non_proceed"]["verdicts"]
        assert checks.get("PROCEED", 0) < sum(checks.values()) / 10
        assert part["proceed"]["p99_ratio_to_trivial"] > 0
    judged = [r for r in res["summary"] if r["goal"] and "check p50 / p99" in r["figure"]]
    assert judged and all(r["status"] in ("met", "**missed**") for r in judged)


def test_core_bench_runs_the_write_then_check_flow_at_each_output_size(
        quick: tuple[dict[str, Any], str]) -> None:
    """Each tool output size, 100 KB included, is written, flushed and checked through the
    client, with the checks that fell back counted."""
    flow = quick[0]["flow"]
    assert flow["trivial_p99_ms"] > 0
    for size in ("2000", "20000", "100000"):
        assert flow[size]["steps"] >= 1 and flow[size]["check_p99_ms"] > 0
        assert flow[size]["fell_back"] + flow[size]["tier_errors"] <= flow[size]["steps"]


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
    assert {"basis", "tiers", "post: attribution", "audit record", "audit append",
            "to protobuf", "total"} <= set(steps)
    assert steps["total"]["p50_ms"] >= steps["tiers"]["p50_ms"] > 0


def test_audit_bench_times_the_log_append_against_a_transaction(tmp_path: Path) -> None:
    """`bench_audit.py` at small scale: for each verdict class, every part of the append,
    the database-transaction baseline, their ratio and the copy after the answer."""
    proc = subprocess.run([sys.executable, str(ROOT / "scripts" / "bench_audit.py"),
                           "--size", "300", "--checks", "40"],
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-3000:]
    out = proc.stdout
    assert out.count("decision log append / baseline") == 2
    assert out.count("baseline: the record as a database transaction") == 2
    assert out.count("copied after the answer, per record") == 2
    assert "PROCEED (PROCEED)" in out and "REDIRECT (" in out
