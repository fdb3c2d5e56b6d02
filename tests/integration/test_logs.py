"""The sidecar's log is JSON lines, whatever clients do to their streams."""

from __future__ import annotations

import json
from typing import Any

from mage.client import MageClient
from mage.contract import types as t


def test_clients_closing_their_write_streams_leave_only_json_in_the_log(sidecar: Any) -> None:
    """A client that writes, flushes and closes its channel leaves no stray traceback or
    asyncio warning among the JSON lines (each close used to print one)."""
    for i in range(8):
        with MageClient(sidecar.target) as client:
            client.write(t.MemoryEntry(f"e{i}", "a reading", t.Source.TOOL, 0.9, session="s"))
            client.flush()
    sidecar.stop()  # flushes the log
    lines = [ln for ln in sidecar.log_path.read_text().splitlines() if ln.strip()]
    assert lines
    for line in lines:
        assert isinstance(json.loads(line), dict), line
