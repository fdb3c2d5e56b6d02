"""A stored session is rebuilt off the event loop: a big one does not stall other callers."""

from __future__ import annotations

import time
from typing import Any

import grpc
from grpc_health.v1 import health_pb2, health_pb2_grpc
from helpers import check, entry, write

from mage.contract import types as t
from mage.contract import wire as _wire

BIG = 30_000


def _fill(stub: Any, session: str, n: int) -> None:
    batches = [[entry(f"m{i}", f"step {i}: service returned {i * 7} rows", session=session,
                      depends_on=(f"m{i - 1}",) if i else ())
                for i in range(start, min(n, start + 500))] for start in range(0, n, 500)]
    for batch in batches:
        _write(stub, batch)


def _write(stub: Any, batch: list[Any]) -> Any:
    """One batch, resent when the sidecar says to wait (the classifier's queue is bounded)."""
    while True:
        (ack,) = write(stub, batch)
        if not ack.error.retry_after_ms:
            break
        time.sleep(ack.error.retry_after_ms / 1000)
    assert not ack.error.code, ack.error.message
    return ack


def test_other_sessions_are_answered_while_a_big_one_loads(sidecar: Any) -> None:
    """After a restart, the first check on a 30k-entry session waits for its rebuild; a check
    on a small session and a health check sent meanwhile are answered before it, and both
    callers of the big session get decisions that see its entries."""
    stub = sidecar.stub()
    (ack,) = write(stub, [entry("u1", "the user asks for the weekly report", "user", 1.0,
                                session="small")])
    assert not ack.error.code, ack.error.message
    _fill(stub, "big", BIG)
    sidecar.restart()
    stub = sidecar.stub()
    req = _wire.check_to_pb("big", t.Action(t.ActionType.TOOL_READ, "x"), t.Context(),
                            (f"m{BIG - 1}",), 0)
    first, second = stub.Check.future(req), stub.Check.future(req)
    small = check(stub, "small", ("u1",))
    health = health_pb2_grpc.HealthStub(grpc.insecure_channel(sidecar.target))
    assert health.Check(health_pb2.HealthCheckRequest()).status == \
        health_pb2.HealthCheckResponse.SERVING
    assert not first.done(), "the small session's check waited for the big session's rebuild"
    assert small.basis == ("u1",)
    for fut in (first, second):
        decision = _wire.decision_from_pb(fut.result(timeout=120))
        assert decision.basis == (f"m{BIG - 1}",)  # the entry was found in the rebuilt graph
    # Writing to the rebuilt session continues its chain: the new entry's parent is known.
    ack = _write(stub, [entry("m-next", "next step", session="big",
                              depends_on=(f"m{BIG - 1}",))])
    assert not any(f.rule == "dependency.dangling" for e in ack.entries for f in e.flags)
