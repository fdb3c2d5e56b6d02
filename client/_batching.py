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
from mage.contract.types import MemoryEntry, WriteAck

_RESOURCE_EXHAUSTED = 8  # google.rpc.Code


@dataclass(frozen=True, slots=True)
class WriterOptions:
    """How the buffered writer batches, bounds and retries."""

    max_batch: int = 256
    """Entries per WriteRequest; a full buffer is sent at once, without waiting."""
    max_batch_bytes: int = 4 * 1024 * 1024
    """Approximate bytes per WriteRequest, well under the sidecar's message limit."""
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
        for name in ("max_batch", "max_batch_bytes", "max_pending"):
            if getattr(self, name) < 1:
                raise ValueError(f"WriterOptions.{name}: must be at least 1")
        for name in ("linger_s", "backoff_initial_s", "backoff_max_s", "close_timeout_s"):
            if getattr(self, name) < 0:
                raise ValueError(f"WriterOptions.{name}: must not be negative")


@dataclass(slots=True)
class Buffer:
    """Entries not yet in a batch; full when it reaches the batch's count or size."""

    max_entries: int
    max_bytes: int
    entries: list[MemoryEntry] = field(default_factory=list)
    size: int = 0
    first_at: float = 0.0
    """When the oldest entry arrived (monotonic), for the linger timer."""

    def fits(self, entry: MemoryEntry) -> bool:
        """Whether the entry can join without overflowing; an empty buffer takes anything."""
        return not self.entries or self.size + _approx_size(entry) <= self.max_bytes

    def add(self, entry: MemoryEntry, now: float) -> bool:
        """Append; True when the buffer is now full and should be cut."""
        if not self.entries:
            self.first_at = now
        self.entries.append(entry)
        self.size += _approx_size(entry)
        return len(self.entries) >= self.max_entries or self.size >= self.max_bytes

    def take(self) -> list[MemoryEntry]:
        taken, self.entries, self.size = self.entries, [], 0
        return taken


def _approx_size(e: MemoryEntry) -> int:
    # Content dominates; the fixed part covers ids, enums and the smaller fields.
    refs = sum(len(x) for x in (*e.depends_on, *e.tags))
    claims = sum(len(c.entity) + len(c.attribute) + len(c.value) + 8 for c in e.claims)
    return len(e.content.encode()) + refs + claims + 128


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

    def get(self, batch_id: int) -> Batch | None:
        """The batch, while it is still owed an ack."""
        return self._pending.get(batch_id)

    def settle(self, ack: WriteAck) -> float | None:
        """Record an ack; one for a batch already settled (a resend's twin) is ignored.

        Returns:
            Seconds after which to resend the batch when the sidecar was too busy to
            take it (it stays pending); None when the batch is settled.
        """
        if ack.batch_id not in self._pending:
            return None
        if (delay := retry_delay(ack)) is not None:
            return delay
        batch = self._pending.pop(ack.batch_id)
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


def retry_delay(ack: WriteAck) -> float | None:
    """Seconds to wait before resending, when the rejection is the sidecar's backpressure.

    A full write queue and an exhausted quota both come back as RESOURCE_EXHAUSTED;
    only the first carries `retry_after_ms`, and only it is worth resending. Anything
    else is a rejection for the caller to see.
    """
    if ack.error_code != _RESOURCE_EXHAUSTED or not ack.retry_after_ms:
        return None
    return ack.retry_after_ms / 1000


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
