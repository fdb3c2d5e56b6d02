"""The guard evaluation runs end to end at a tiny scale (its rates are not asserted)."""

from __future__ import annotations

import importlib
import json
import subprocess
import sys
from pathlib import Path

from paths import ROOT

SCRIPTS = ROOT / "scripts"
SPLITS = ("held-out", "dev", "lookup")


def _suites(split: str) -> set[str]:
    """The suites the generator defines for a split (scripts/ joins sys.path only for this)."""
    sys.path.insert(0, str(SCRIPTS))
    try:
        families = importlib.import_module("eval.families")
    finally:
        sys.path.remove(str(SCRIPTS))
    return {f.suite for f in families.FAMILIES if f.split == split}


def test_eval_guard_tiny_run_reports_every_suite(tmp_path: Path) -> None:
    """`eval_guard.py` with rules + classifier completes and reports each suite of each split."""
    out = tmp_path / "eval.json"
    proc = subprocess.run(
        [sys.executable, str(SCRIPTS / "eval_guard.py"), "--held-out", "2", "--dev", "1",
         "--lookup", "1", "--combo", "rules+classifier", "--json", str(out)],
        capture_output=True, text=True, timeout=180)
    assert proc.returncode == 0, proc.stdout[-2000:] + proc.stderr[-3000:]
    result = json.loads(out.read_text())
    assert set(result["sessions"]) == set(SPLITS)
    run = result["runs"]["rules+classifier"]
    for split in SPLITS:
        assert _suites(split), split
        reported = {row["label"]: row for row in run[split]["suites"]}
        missing = _suites(split) - set(reported)
        assert not missing, missing
        for label in ("attacked (all)", "clean (all)"):
            assert reported[label]["n"] > 0 and 0 <= reported[label]["stopped"] <= 1
        assert run[split]["check_latency_ms"]["p99"] > 0
    assert "stress split" in run["lookup"]["note"]
    assert "stress split" in proc.stdout
    assert result["judge"]  # ran, or why it was skipped
