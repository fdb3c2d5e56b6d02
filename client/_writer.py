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

import queue
import threading
import time
from collections.abc import Iterable, Iterator

import grpc

from mage.client import _transport as transport
from mage.client._batching import Backoff, Batch, WriterOptions, WriterState
from mage.client.errors import MageError
from mage.contract import wire
from mage.contract.types import MemoryEntry

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
        self._state = WriterState(session, options)
        self._cond = threading.Condition()
        self._call: grpc.Call | None = None
        self._threads: list[threading.Thread] = []

    @property
    def session(self) -> str:
        """The session filled into entries that carry none."""
        return self._state.session

    @property
    def durable_seq(self) -> int:
        """The highest sequence number the sidecar has reported committed."""
        with self._cond:
            return self._state.ledger.durable_seq

    def write(self, entry: MemoryEntry) -> str:
        """Queue one entry and return its id at once; `flush` waits for the ack.

        Raises:
            SidecarUnavailable: `WriterOptions.max_pending` entries are already
                waiting for acks, which happens when the sidecar has been down a while.
            MageError: The writer is closed.
        """
        with self._cond:
            entry = self._state.admit(entry)
            if not self._threads:
                self._start_locked()
            if self._state.queue(entry, time.monotonic()) is not None:
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
            target = self._state.cut()
            ledger = self._state.ledger
            if not self._cond.wait_for(lambda: ledger.settled_through(target), timeout):
                raise self._state.flush_timeout(timeout)
            return self._state.flushed(target)

    def close(self, timeout: float | None = None) -> None:
        """Flush (at most `timeout`, default `WriterOptions.close_timeout_s`), then stop.

        Closing runs in cleanup paths, so a failed final flush is logged, not raised;
        call `flush` first to handle rejections.
        """
        if self._threads and not self._state.closed:
            try:
                self.flush(self._state.close_timeout(timeout))
            except MageError as exc:
                self._state.log_unstored(exc)
        self._stop()

    def retire(self) -> bool:
        """Stop at once if nothing is buffered, in flight or unreported; whether it did."""
        with self._cond:  # one critical section: no write can slip in between
            if not self._state.idle():
                return False
            self._stop()  # the condition's lock is re-entrant
        return True

    def _start_locked(self) -> None:
        for name, target in (("stream", self._stream_loop), ("linger", self._linger_loop)):
            thread = threading.Thread(target=target, name=f"mage-writer-{name}", daemon=True)
            self._threads.append(thread)
            thread.start()

    # --- background threads ---------------------------------------------------

    def _linger_loop(self) -> None:
        with self._cond:
            while not self._state.closed:
                self._cond.wait(self._state.run_due(time.monotonic()))

    def _stream_loop(self) -> None:
        options = self._state.options
        backoff = Backoff(options.backoff_initial_s, options.backoff_max_s)
        while (outbox := self._connect()) is not None:
            try:
                self._pump(outbox, backoff)
                self._set_down("the sidecar ended the stream")
            except grpc.RpcError as err:
                self._set_down(transport.describe(err))
            finally:
                outbox.put(None)  # ends the dead stream's request iterator
            with self._cond:
                self._cond.wait_for(lambda: self._state.closed, backoff.next_delay())

    def _connect(self) -> _Outbox | None:
        """A fresh outbox holding every unacknowledged batch, oldest first."""
        with self._cond:
            if self._state.closed:
                return None
            outbox: _Outbox = queue.SimpleQueue()
            return self._state.connect(outbox)

    def _pump(self, outbox: _Outbox, backoff: Backoff) -> None:
        call = self._stub.Write(_requests(outbox), metadata=self._metadata)  # type: ignore[attr-defined]
        with self._cond:
            self._call = call
        for msg in call:
            ack = wire.ack_from_pb(msg)
            with self._cond:
                self._state.settle(ack, time.monotonic())
                self._cond.notify_all()
            backoff.reset()

    def _set_down(self, why: str) -> None:
        with self._cond:
            self._state.disconnect(why)

    def _stop(self) -> None:
        with self._cond:
            self._state.closed = True
            if self._state.outbox is not None:
                self._state.outbox.put_nowait(None)  # half-close: the sidecar ends the stream
            call, self._call = self._call, None
            self._cond.notify_all()
        if call is not None:
            call.cancel()
        for thread in self._threads:
            thread.join(timeout=2.0)


def _requests(outbox: _Outbox) -> Iterator[object]:
    for batch in iter(outbox.get, None):
        yield wire.write_request_to_pb(batch.batch_id, batch.entries)
