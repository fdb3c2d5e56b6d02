"""The sync buffered writer: `write` returns at once, two daemon threads do the rest.

One thread holds a single Write stream open and reads its acks; when the
stream breaks it reconnects with backoff and resends every batch not yet
acknowledged (the sidecar treats a resent id with the same content as a
no-op). The other thread sends a partial batch once it has lingered long
enough, and resends a batch the sidecar refused as too busy once its retry
hint has passed. Both share one condition variable with the callers of
`write` and `flush`, so every hand-off between them is a single locked step.
"""

from __future__ import annotations

import dataclasses
import heapq
import logging
import queue
import threading
import time
from collections.abc import Iterable, Iterator

import grpc

from mage.client import _transport as transport
from mage.client._batching import Backoff, Batch, Buffer, Ledger, WriterOptions
from mage.client.errors import FlushTimeout, MageError, SidecarUnavailable, WriteRejected
from mage.contract.types import MemoryEntry

log = logging.getLogger("mage.client")

_Outbox = queue.SimpleQueue[Batch | None]


class BufferedWriter:
    """Streams memory entries to the sidecar in batches, in the background.

    Get one from `MageClient.writer(session)`; the client closes it.
    """

    def __init__(
        self,
        stub: object,
        metadata: tuple[tuple[str, str], ...],
        session: str,
        options: WriterOptions,
    ) -> None:
        self._stub = stub
        self._metadata = metadata
        self._session = session
        self._opts = options
        self._cond = threading.Condition()
        self._ledger = Ledger()
        self._buffer = Buffer(options.max_batch, options.max_batch_bytes)
        self._retries: list[tuple[float, int]] = []  # (due, batch_id) heap of busy-refused
        self._outbox: _Outbox | None = None  # the live stream's; None while disconnected
        self._call: grpc.Call | None = None
        self._threads: list[threading.Thread] = []
        self._closed = False
        self._down = ""  # why the stream is down, for error messages; "" while it is up

    @property
    def session(self) -> str:
        """The session filled into entries that carry none."""
        return self._session

    @property
    def durable_seq(self) -> int:
        """The highest sequence number the sidecar has reported committed."""
        with self._cond:
            return self._ledger.durable_seq

    def write(self, entry: MemoryEntry) -> str:
        """Queue one entry and return its id at once; `flush` waits for the ack.

        Raises:
            SidecarUnavailable: `WriterOptions.max_pending` entries are already
                waiting for acks, which happens when the sidecar has been down a while.
            MageError: The writer is closed.
        """
        if not entry.session and self._session:
            entry = dataclasses.replace(entry, session=self._session)
        with self._cond:
            self._admit_locked(1)
            if not self._buffer.fits(entry):
                self._cut_locked()
            if self._buffer.add(entry, time.monotonic()):
                self._cut_locked()
            elif len(self._buffer.entries) == 1:
                self._cond.notify_all()  # the linger thread arms its timer
        return entry.id

    def write_many(self, entries: Iterable[MemoryEntry]) -> list[str]:
        """Queue several entries; see `write`."""
        return [self.write(e) for e in entries]

    def flush(self, timeout: float | None = None) -> int:
        """Send what is buffered and wait until every entry written so far is acknowledged.

        Args:
            timeout: Seconds to wait; None waits as long as it takes.

        Returns:
            The durable sequence number: every entry up to it is committed.

        Raises:
            WriteRejected: A batch written before this call was rejected since the
                last flush; the sidecar's message and the batch's entry ids are on it.
                Every other batch was still sent.
            FlushTimeout: Not every ack arrived in time; nothing is lost, the
                entries stay queued and are resent after a reconnect.
        """
        with self._cond:
            self._cut_locked()
            target = self._ledger.last_id
            done = self._cond.wait_for(lambda: self._ledger.settled_through(target), timeout)
            if not done:
                raise FlushTimeout(self._timeout_text(timeout))
            rejected = self._ledger.take_rejections(target)
            seq = self._ledger.durable_seq
        if rejected:
            raise WriteRejected(rejected)
        return seq

    def close(self, timeout: float | None = None) -> None:
        """Flush (at most `timeout`, default `WriterOptions.close_timeout_s`), then stop.

        Closing runs in cleanup paths, so a failed final flush is logged, not raised;
        call `flush` first to handle rejections.
        """
        if self._threads and not self._closed:
            try:
                self.flush(self._opts.close_timeout_s if timeout is None else timeout)
            except MageError as exc:
                log.warning("mage writer closed with entries not stored: %s", exc)
        self._stop()

    # --- under the lock -----------------------------------------------------

    def _admit_locked(self, count: int) -> None:
        if self._closed:
            raise MageError("writer is closed")
        held = self._ledger.pending_entries + len(self._buffer.entries)
        if held + count > self._opts.max_pending:
            raise SidecarUnavailable(
                f"write buffer full: {held} entries await an ack ({self._down or 'sidecar slow'})"
            )
        if not self._threads:
            self._start_locked()

    def _cut_locked(self) -> None:
        """Turn the buffer into a batch; if a stream is live, hand the batch to it."""
        if not self._buffer.entries:
            return
        batch = self._ledger.open(self._buffer.take())
        if self._outbox is not None:
            self._outbox.put(batch)

    def _timeout_text(self, timeout: float | None) -> str:
        state = f"stream down: {self._down}" if self._down else "stream up"
        count = self._ledger.pending_entries
        return f"flush: {count} entries unacknowledged after {timeout}s ({state})"

    def _start_locked(self) -> None:
        for name, target in (("stream", self._stream_loop), ("linger", self._linger_loop)):
            thread = threading.Thread(target=target, name=f"mage-writer-{name}", daemon=True)
            self._threads.append(thread)
            thread.start()

    # --- background threads ---------------------------------------------------

    def _linger_loop(self) -> None:
        with self._cond:
            while not self._closed:
                self._cond.wait(self._run_due_locked())

    def _run_due_locked(self) -> float | None:
        """Cut a batch that lingered long enough, resend batches whose retry is due.

        Returns:
            Seconds until something else falls due; None when nothing is waiting.
        """
        now = time.monotonic()
        cut_at = self._buffer.first_at + self._opts.linger_s
        if self._buffer.entries and cut_at <= now:
            self._cut_locked()
        while self._retries and self._retries[0][0] <= now:
            batch = self._ledger.get(heapq.heappop(self._retries)[1])
            if batch is not None and self._outbox is not None:
                self._outbox.put(batch)  # when down, the reconnect resends it anyway
        lingering = cut_at if self._buffer.entries else None
        due = [t for t in (lingering, self._next_retry()) if t is not None]
        return max(0.0, min(due) - now) if due else None

    def _next_retry(self) -> float | None:
        return self._retries[0][0] if self._retries else None

    def _stream_loop(self) -> None:
        backoff = Backoff(self._opts.backoff_initial_s, self._opts.backoff_max_s)
        while (outbox := self._connect()) is not None:
            try:
                self._pump(outbox, backoff)
                self._set_down("the sidecar ended the stream")
            except grpc.RpcError as err:
                self._set_down(transport.describe(err))
            finally:
                outbox.put(None)  # ends the dead stream's request iterator
            with self._cond:
                self._cond.wait_for(lambda: self._closed, backoff.next_delay())

    def _connect(self) -> _Outbox | None:
        """A fresh outbox holding every unacknowledged batch, oldest first."""
        with self._cond:
            if self._closed:
                return None
            outbox: _Outbox = queue.SimpleQueue()
            for batch in self._ledger.pending():
                outbox.put(batch)
            self._outbox = outbox
            return outbox

    def _pump(self, outbox: _Outbox, backoff: Backoff) -> None:
        call = self._stub.Write(_requests(outbox), metadata=self._metadata)  # type: ignore[attr-defined]
        with self._cond:
            self._call = call
        for msg in call:
            ack = transport.read_ack(msg)
            with self._cond:
                if (delay := self._ledger.settle(ack)) is not None:
                    log.debug("mage batch %d: sidecar busy, resend in %.3fs", ack.batch_id, delay)
                    heapq.heappush(self._retries, (time.monotonic() + delay, ack.batch_id))
                self._down = ""
                self._cond.notify_all()
            backoff.reset()

    def _set_down(self, why: str) -> None:
        with self._cond:
            self._outbox = None
            if not self._closed:
                # One warning per outage; the retries that follow are only worth a debug line.
                level = logging.DEBUG if self._down else logging.WARNING
                log.log(level, "mage write stream down, reconnecting: %s", why)
                self._down = why

    def _stop(self) -> None:
        with self._cond:
            self._closed = True
            if self._outbox is not None:
                self._outbox.put(None)  # half-close: the sidecar ends the stream
            call, self._call = self._call, None
            self._cond.notify_all()
        if call is not None:
            call.cancel()
        for thread in self._threads:
            thread.join(timeout=2.0)


def _requests(outbox: _Outbox) -> Iterator[object]:
    for batch in iter(outbox.get, None):
        yield transport.write_request(batch.batch_id, batch.entries)
