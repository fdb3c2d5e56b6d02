"""Durability: kill -9 the sidecar mid-stream, many times; nothing acknowledged is lost."""

from __future__ import annotations

import random
import threading
import time
from collections import defaultdict
from typing import Any

import apsw
import grpc
import pytest
from helpers import check, entry

from mage.v1 import mage_pb2 as pb

ROUNDS = 20
BATCH = 40


def _stream(stub: Any, round_no: int, acked: dict[int, list[str]], sent: dict[int, list[str]],
            decisions: list[str], stop: threading.Event) -> None:
    """Write batches (and check now and then) until the sidecar dies under us."""
    window = threading.Semaphore(8)  # batches in flight, as the client's writer keeps them

    def batches():  # type: ignore[no-untyped-def]
        b = 0
        while not stop.is_set():
            if not window.acquire(timeout=0.1):
                continue
            ids = [f"r{round_no}-b{b}-e{i}" for i in range(BATCH)]
            sent[b] = ids
            yield pb.WriteRequest(batch_id=b, entries=[
                entry(x, f"payload {x} " * 8, depends_on=[ids[0]] if i else [])
                for i, x in enumerate(ids)])
            b += 1

    try:
        for ack in stub.Write(batches()):
            assert ack.error.code == 0, ack.error.message
            acked[ack.batch_id] = [e.id for e in ack.entries]
            window.release()
            if ack.batch_id % 5 == 0:
                decisions.append(check(stub, ids=(acked[ack.batch_id][-1],)).decision_id)
    except grpc.RpcError:
        pass  # the kill


@pytest.mark.slow
def test_kill_9_during_writes_loses_nothing_acknowledged(sidecar_factory: Any) -> None:
    """Across 20 kill -9 rounds every acked batch survives whole, no batch is half-written,
    resending is duplicate-free and the audit chain verifies."""
    sidecar = sidecar_factory(extra=["--no-classifier"])  # durability, not scoring, is tested
    rng = random.Random(5)
    all_acked: dict[str, int] = {}
    decisions: list[str] = []
    for round_no in range(ROUNDS):
        acked: dict[int, list[str]] = {}
        sent: dict[int, list[str]] = {}
        stop = threading.Event()
        worker = threading.Thread(target=_stream, args=(sidecar.stub(), round_no, acked, sent,
                                                        decisions, stop))
        worker.start()
        time.sleep(rng.uniform(0.15, 0.6))
        sidecar.kill()
        stop.set()
        worker.join(timeout=10)
        assert acked, "no batch was acknowledged before the kill; the round proved nothing"
        db = apsw.Connection(str(sidecar.data_dir / "mage.db"))
        present = {r[0] for r in db.execute("SELECT id FROM entries WHERE id LIKE ?",
                                            (f"r{round_no}-%",))}
        db.close()
        by_batch: dict[str, set[str]] = defaultdict(set)
        for x in present:
            by_batch[x.rsplit("-", 1)[0]].add(x)
        assert all(len(ids) == BATCH for ids in by_batch.values()), "a batch is half-written"
        for ids in acked.values():
            assert set(ids) <= present, "an acknowledged entry was lost"
        sidecar.start()
        stub = sidecar.stub()
        resend = [pb.WriteRequest(batch_id=b, entries=[
            entry(x, f"payload {x} " * 8, depends_on=[ids[0]] if i else [])
            for i, x in enumerate(ids)]) for b, ids in sorted(sent.items())]
        for ack in stub.Write(iter(resend)):
            assert ack.error.code == 0, ack.error.message
            for e in ack.entries:
                assert e.duplicate == (e.id in present)
                all_acked[e.id] = e.seq
    db = apsw.Connection(str(sidecar.data_dir / "mage.db"))
    assert db.execute("SELECT count(*), count(DISTINCT id) FROM entries").fetchone() == (
        len(all_acked), len(all_acked))
    logged = {r[0] for r in db.execute("SELECT decision_id FROM decisions")}
    assert set(decisions) <= logged, "a decision returned to the agent is missing from the log"
    verdict = sidecar.stub().VerifyAudit(pb.VerifyAuditRequest())
    assert verdict.ok and verdict.records == len(logged)
