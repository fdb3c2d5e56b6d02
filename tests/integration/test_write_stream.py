"""One Write stream carrying many batches, on a real sidecar: the order of its acks, what
an ack promises, and a client that sends its next batch only once the last is answered."""

from __future__ import annotations

import queue
import signal
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from helpers import entry, write

from mage.v1 import mage_pb2 as pb

BATCHES, PER_BATCH = 8, 50


@pytest.fixture
def sidecar(sidecar_factory: Callable[..., Any]) -> Any:
    return sidecar_factory(extra=["--no-classifier"])


def _batches() -> list[list[pb.MemoryEntry]]:
    return [[entry(f"b{b}e{i}", f"step {b}.{i}: svc{i} returned {b * i} rows",
                   depends_on=[f"b{b - 1}e{i}"] if b else [])
             for i in range(PER_BATCH)] for b in range(BATCHES)]


def test_acks_come_in_batch_order_and_each_names_a_durable_batch(sidecar: Any) -> None:
    """Batches sent back to back are answered in order, each entry with the next sequence
    number, and everything acknowledged survives the process being killed."""
    acks = write(sidecar.stub(), *_batches())

    assert [a.batch_id for a in acks] == list(range(1, BATCHES + 1))
    assert [e.seq for a in acks for e in a.entries] == list(range(1, BATCHES * PER_BATCH + 1))
    assert all(a.durable_seq >= a.entries[-1].seq for a in acks)
    sidecar.stop(signal.SIGKILL)
    sidecar.start()
    again = write(sidecar.stub(), *_batches())
    assert all(e.duplicate for a in again for e in a.entries)


def test_a_client_that_waits_for_each_ack_is_answered(sidecar: Any) -> None:
    """A stream whose next batch is sent only after the last ack arrived is answered batch
    by batch: the sidecar does not hold an ack back waiting for more batches."""
    outbox: queue.Queue[pb.WriteRequest | None] = queue.Queue()

    def requests() -> Iterator[pb.WriteRequest]:
        while (req := outbox.get(timeout=20)) is not None:
            yield req

    batches = _batches()[:3]
    outbox.put(pb.WriteRequest(batch_id=1, entries=batches[0]))
    answered = []
    for ack in sidecar.stub().Write(requests(), timeout=30):
        answered.append(ack.batch_id)
        if len(answered) < len(batches):
            outbox.put(pb.WriteRequest(batch_id=len(answered) + 1, entries=batches[len(answered)]))
        else:
            outbox.put(None)
    assert answered == [1, 2, 3]


def test_a_bad_batch_between_good_ones_is_answered_in_its_place(sidecar: Any) -> None:
    """A refused batch in the middle of a stream gets its error ack in order, and the
    batches around it are stored."""
    good = _batches()
    bad = [entry("b1e0", "other content than the first batch's b1e0")]
    acks = write(sidecar.stub(), good[0], good[1], bad, good[2])

    assert [a.batch_id for a in acks] == [1, 2, 3, 4]
    assert [bool(a.error.code) for a in acks] == [False, False, True, False]
    assert "already exists" in acks[2].error.message
    assert acks[3].entries[0].seq == 2 * PER_BATCH + 1
