"""The bookkeeping behind the buffered writers, free of threads, tasks and I/O.

The sync writer (threads) and the async writer (asyncio tasks) differ only in
how they wait and send; what a batch is, which batches are still owed an ack,
what to resend after a reconnect and what to report from `flush` lives here
once, so both behave the same.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field

from mage.client.errors import RejectedBatch
from mage.client.types import MemoryEntry, WriteAck


@dataclass(frozen=True, slots=True)
class WriterOptions:
    """How the buffered writer batches, bounds and retries."""

    max_batch: int = 256
    """Entries per WriteRequest; a full buffer is sent at once, without waiting."""
    linger_s: float = 0.005
    """How long a partial batch waits for company before it is sent."""
    max_pending: int = 100_000
    """Entries held unacknowledged (queued or in flight) before `write` raises."""
    backoff_initial_s: float = 0.05
    """First wait before reconnecting a broken stream; doubles up to `backoff_max_s`."""
    backoff_max_s: float = 2.0
    """Longest wait between reconnect attempts."""
    close_timeout_s: float = 5.0
    """How long closing the client waits for outstanding acks before dropping them."""

    def __post_init__(self) -> None:
        for name in ("max_batch", "max_pending"):
            if getattr(self, name) < 1:
                raise ValueError(f"WriterOptions.{name}: must be at least 1")
        for name in ("linger_s", "backoff_initial_s", "backoff_max_s", "close_timeout_s"):
            if getattr(self, name) < 0:
                raise ValueError(f"WriterOptions.{name}: must not be negative")


@dataclass(frozen=True, slots=True)
class Batch:
    batch_id: int
    entries: tuple[MemoryEntry, ...]


@dataclass(slots=True)
class Ledger:
    """Batches sent and not yet acknowledged, rejections not yet reported, the durable seq.

    Batch ids increase for the writer's lifetime, across reconnects, so a
    resent batch keeps its id and its ack is matched whichever stream brings it.
    """

    durable_seq: int = 0
    last_id: int = 0
    pending_entries: int = 0
    _pending: dict[int, Batch] = field(default_factory=dict)
    _rejected: list[RejectedBatch] = field(default_factory=list)

    def open(self, entries: Sequence[MemoryEntry]) -> Batch:
        """Give the entries a batch id and hold them until their ack."""
        self.last_id += 1
        batch = Batch(self.last_id, tuple(entries))
        self._pending[batch.batch_id] = batch
        self.pending_entries += len(batch.entries)
        return batch

    def pending(self) -> list[Batch]:
        """Every batch still owed an ack, oldest first: what to resend after a reconnect."""
        return sorted(self._pending.values(), key=lambda b: b.batch_id)

    def settle(self, ack: WriteAck) -> None:
        """Record an ack; one for a batch already settled (a resend's twin) is ignored."""
        batch = self._pending.pop(ack.batch_id, None)
        if batch is None:
            return
        self.pending_entries -= len(batch.entries)
        self.durable_seq = max(self.durable_seq, ack.durable_seq)
        if not ack.ok:
            ids = tuple(e.id for e in batch.entries)
            self._rejected.append(
                RejectedBatch(ack.batch_id, ack.error_code, ack.error_message, ids)
            )

    def settled_through(self, batch_id: int) -> bool:
        """True when every batch up to batch_id has its ack."""
        return all(b > batch_id for b in self._pending)

    def take_rejections(self, through: int) -> list[RejectedBatch]:
        """Rejections up to a batch id, each handed out once."""
        taken = [r for r in self._rejected if r.batch_id <= through]
        self._rejected = [r for r in self._rejected if r.batch_id > through]
        return sorted(taken, key=lambda r: r.batch_id)


@dataclass(slots=True)
class Backoff:
    """Exponential reconnect delays with jitter, reset once a stream carries an ack."""

    initial_s: float
    max_s: float
    _next: float = 0.0

    def next_delay(self) -> float:
        self._next = min(self.max_s, self._next * 2) if self._next else self.initial_s
        # Jitter keeps many agents from reconnecting to a restarted sidecar in lockstep.
        return self._next * random.uniform(0.5, 1.0)

    def reset(self) -> None:
        self._next = 0.0
