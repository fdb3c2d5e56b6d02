"""Small builders shared by the tests (the sidecar under test is always real)."""

from __future__ import annotations

import contextlib
import resource
import time
from collections.abc import Iterator
from typing import Any

from mage.contract import types as t
from mage.contract import wire as _wire
from mage.v1 import mage_pb2 as pb


def entry(id: str, content: str = "", source: str = "tool", confidence: float = 0.9,
          session: str = "s", **kw: Any) -> pb.MemoryEntry:
    return _wire.entry_to_pb(t.MemoryEntry(
        id=id, content=content or f"content of {id}", source=t.Source(source),
        confidence=confidence, session=session, **kw))


def write(stub: Any, *batches: list[pb.MemoryEntry]) -> list[pb.WriteAck]:
    reqs = [pb.WriteRequest(batch_id=i + 1, entries=b) for i, b in enumerate(batches)]
    return list(stub.Write(iter(reqs)))


def check(stub: Any, session: str = "s", ids: tuple[str, ...] = (),
          type: str = "tool_write", tool: str = "x", **arguments: str) -> t.Decision:
    req = _wire.check_to_pb(session, t.Action(t.ActionType(type), tool, arguments), t.Context(),
                            ids, 0)
    return _wire.decision_from_pb(stub.Check(req))


def explained(stub: Any, decision_id: str, wait_s: float = 10.0) -> dict[str, Any]:
    """GetDecision once the decision's explanation is no longer pending, read as the Python
    client reads it (`record`, `explanation`, `explanation_record`, `critical`)."""
    from mage.client import _transport

    until = time.monotonic() + wait_s
    while True:
        detail = _transport.read_detail(
            stub.GetDecision(pb.GetDecisionRequest(decision_id=decision_id)))
        if detail["explanation"] is not t.Explanation.PENDING or time.monotonic() > until:
            return detail
        time.sleep(0.01)


@contextlib.contextmanager
def log_disk_full(side: Any) -> Iterator[None]:
    """While inside, the sidecar process cannot write past its decision log's current size
    (RLIMIT_FSIZE set on it: such a write fails with EFBIG, as a full disk fails it; Python
    ignores the SIGXFSZ that comes with it), so its next audit record cannot be written.
    Call after a read RPC, so the records before are copied into the database."""
    log = side.data_dir / "mage.db.decision-log"
    pid = side.proc.pid
    before = resource.prlimit(pid, resource.RLIMIT_FSIZE)
    resource.prlimit(pid, resource.RLIMIT_FSIZE, (log.stat().st_size, before[1]))
    try:
        yield
    finally:
        resource.prlimit(pid, resource.RLIMIT_FSIZE, before)
