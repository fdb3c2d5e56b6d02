"""The README's main job: the report-agent demo against a real sidecar."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path


def test_demo_sends_clean_email_and_stops_contaminated_one(tmp_path: Path) -> None:
    """`mage demo` sends the clean email, halts the contaminated one, verifies the chain."""
    out = subprocess.run([sys.executable, "-m", "mage.sidecar", "demo", "--keep",
                          str(tmp_path)], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stdout + out.stderr
    assert "send_email: sent to cfo@acme.example" in out.stdout
    assert "send_email stopped: HALT" in out.stdout
    assert "confirm to='audit-team@evil.example' with the user" in out.stdout
    # Two decisions, and the HALT's explanation chained after it.
    assert "audit chain: OK, 3 records" in out.stdout
    assert "critical: " in out.stdout
