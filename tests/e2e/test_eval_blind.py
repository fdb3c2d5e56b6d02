"""The blind public-corpus evaluation runs end to end on a tiny slice (rates not asserted)."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from pathlib import Path

import pytest
from paths import ROOT

SCRIPT = ROOT / "scripts" / "eval_blind.py"
ROLES = ("attack", "clean", "own")

pytestmark = pytest.mark.skipif(
    importlib.util.find_spec("bastioncorpus") is None
    or importlib.util.find_spec("aib") is None,
    reason="the `blind` extra is not installed (scripts/dev eval-blind installs it)")


def test_eval_blind_tiny_run_reports_every_corpus_and_guard(tmp_path: Path) -> None:
    """`eval_blind.py` under the rules reports each installed corpus, its source and the
    baselines, with attacked and clean sessions mapped from the corpus."""
    out = tmp_path / "blind.json"
    proc = subprocess.run([sys.executable, str(SCRIPT), "--combo", "rules", "--cap", "2",
                           "--json", str(out)], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stdout[-2000:] + proc.stderr[-3000:]
    result = json.loads(out.read_text())
    assert {"bastioncorpus", "agent-injection-bench"} <= set(result["sources"])
    for source in result["sources"].values():
        assert source["version"] and source["licence"] and source["attacked"] > 0
    guards = result["guards"]
    assert "rules" in guards and sum(name.startswith("baseline:") for name in guards) == 2
    for name, guard in guards.items():
        for corpus in [*result["sources"], "all"]:
            roles = guard["figures"][corpus]["roles"]
            assert set(roles) == set(ROLES), (name, corpus)
            assert roles["attack"]["n"] > 0 and 0 <= roles["attack"]["stopped"] <= 1
        assert guard["figures"]["all"]["roles"]["clean"]["n"] > 0
    assert "ablation" in proc.stdout
