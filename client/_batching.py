"""The bookkeeping behind the buffered writers, free of threads, tasks and I/O.

The sync writer (threads) and the async writer (asyncio tasks) differ only in
how they wait and send; what a batch is, when a partial one is cut, which
batches are still owed an ack, what to resend after a reconnect or a busy
refusal and what to report from `flush` lives here once (`WriterState`), so
both behave the same.
"""

from __future__ import annotations

import dataclasses
import heapq
import logging
import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Protocol, TypeVar

from mage.client.errors import (
    FlushTimeout,
    MageError,
    RejectedBatch,
    SidecarUnavailable,
    WriteRejected,
)
from mage.contract.types import MemoryEntry, WriteAck

log = logging.getLogger("mage.client")

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
    max_open_sessions: int = 64
    """Sessions whose write streams stay open. Each holds a stream (and, in the blocking
    client, two threads) on both sides, so a long-running agent that works through many
    sessions would otherwise keep them all; beyond this many, the least recently used
    writers with nothing in flight are closed, and reopen on their next write. Writers
    taken with `writer(session)` are never closed this way."""

    def __post_init__(self) -> None:
        for name in ("max_batch", "max_batch_bytes", "max_pending", "max_open_sessions"):
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
        return None

    def idle(self) -> bool:
        """Nothing owed an ack and no rejection waiting to be reported."""
        return not self._pending and not self._rejected

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


class Outbox(Protocol):
    """The live stream's queue of batches to send; None half-closes the stream."""

    def put_nowait(self, item: Batch | None, /) -> None: ...


Q = TypeVar("Q", bound=Outbox)


class WriterState:
    """One buffered writer apart from its threads or task: what it holds and owes.

    The sync writer calls it under its lock, the async one from its event loop;
    neither reads a clock here, so each passes its own `now`.
    """

    def __init__(self, session: str, options: WriterOptions) -> None:
        self.session = session
        self.options = options
        self.ledger = Ledger()
        self.buffer = Buffer(options.max_batch, options.max_batch_bytes)
        self.outbox: Outbox | None = None
        """The live stream's outbox; None while disconnected."""
        self.closed = False
        self.down = ""
        """Why the stream is down, for error messages; "" while it is up."""
        self._retries: list[tuple[float, int]] = []  # (due, batch_id) heap of busy-refused

    def idle(self) -> bool:
        """Whether the writer could stop now without losing or hiding anything."""
        return not self.buffer.entries and self.ledger.idle()

    def admit(self, entry: MemoryEntry) -> MemoryEntry:
        """The entry with the writer's session filled in, if there is room for it.

        Raises:
            SidecarUnavailable: `WriterOptions.max_pending` entries already await acks.
            MageError: The writer is closed.
        """
        if self.closed:
            raise MageError("writer is closed")
        held = self.ledger.pending_entries + len(self.buffer.entries)
        if held + 1 > self.options.max_pending:
            raise SidecarUnavailable(
                f"write buffer full: {held} entries await an ack ({self.down or 'sidecar slow'})"
            )
        if not entry.session and self.session:
            return dataclasses.replace(entry, session=self.session)
        return entry

    def queue(self, entry: MemoryEntry, now: float) -> float | None:
        """Buffer an admitted entry, cutting a batch when the buffer is full.

        Returns:
            When the buffer must be cut at the latest, if this entry started it;
            None when the buffer was already lingering or has just been cut.
        """
        if not self.buffer.fits(entry):
            self.cut()
        if self.buffer.add(entry, now):
            self.cut()
            return None
        return now + self.options.linger_s if len(self.buffer.entries) == 1 else None

    def cut(self) -> int:
        """Turn the buffer into a batch and hand it to the live stream, if any.

        Returns:
            The id of the newest batch: `flush` waits for the acks up to it.
        """
        if self.buffer.entries:
            batch = self.ledger.open(self.buffer.take())
            if self.outbox is not None:
                self.outbox.put_nowait(batch)
        return self.ledger.last_id

    def run_due(self, now: float) -> float | None:
        """Cut a batch that lingered long enough, resend batches whose retry is due.

        Returns:
            Seconds until something else falls due; None when nothing is waiting.
        """
        cut_at = self.buffer.first_at + self.options.linger_s
        if self.buffer.entries and cut_at <= now:
            self.cut()
        while self._retries and self._retries[0][0] <= now:
            batch = self.ledger.get(heapq.heappop(self._retries)[1])
            if batch is not None and self.outbox is not None:
                self.outbox.put_nowait(batch)  # when down, the reconnect resends it anyway
        lingering = cut_at if self.buffer.entries else None
        retry = self._retries[0][0] if self._retries else None
        due = [t for t in (lingering, retry) if t is not None]
        return max(0.0, min(due) - now) if due else None

    def connect(self, outbox: Q) -> Q:
        """Make a fresh stream's outbox the live one, holding every unacknowledged batch."""
        for batch in self.ledger.pending():
            outbox.put_nowait(batch)
        self.outbox = outbox
        return outbox

    def settle(self, ack: WriteAck, now: float) -> float | None:
        """Record an ack from the live stream.

        Returns:
            When to resend the batch, if the sidecar was too busy to take it.
        """
        self.down = ""
        if (delay := self.ledger.settle(ack)) is None:
            return None
        log.debug("mage batch %d: sidecar busy, resend in %.3fs", ack.batch_id, delay)
        heapq.heappush(self._retries, (now + delay, ack.batch_id))
        return now + delay

    def disconnect(self, why: str) -> None:
        """Note that the stream broke; batches wait for the next one."""
        self.outbox = None
        if not self.closed:
            # One warning per outage; the retries that follow are only worth a debug line.
            level = logging.DEBUG if self.down else logging.WARNING
            log.log(level, "mage write stream down, reconnecting: %s", why)
            self.down = why

    def flushed(self, through: int) -> int:
        """The durable seq once every batch up to `through` has its ack.

        Raises:
            WriteRejected: Some of those batches were rejected since the last flush.
        """
        rejected = self.ledger.take_rejections(through)
        if rejected:
            raise WriteRejected(rejected)
        return self.ledger.durable_seq

    def flush_timeout(self, timeout: float | None) -> FlushTimeout:
        """The error for a flush whose acks did not all arrive in time."""
        state = f"stream down: {self.down}" if self.down else "stream up"
        count = self.ledger.pending_entries
        return FlushTimeout(f"flush: {count} entries unacknowledged after {timeout}s ({state})")

    def close_timeout(self, timeout: float | None) -> float:
        """How long closing waits for the final flush."""
        return self.options.close_timeout_s if timeout is None else timeout

    @staticmethod
    def log_unstored(exc: MageError) -> None:
        """Closing runs in cleanup paths, so a failed final flush is logged, not raised."""
        log.warning("mage writer closed with entries not stored: %s", exc)
