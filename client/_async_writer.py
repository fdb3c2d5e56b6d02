"""The asyncio buffered writer: the same protocol as the sync one, run by one task.

`write` is a plain method (it only appends and maybe arms a timer), so it can
be called from any coroutine without awaiting. The task holds the Write
stream: it sends batches from the live stream's outbox, reads acks, and on a
broken stream reconnects with backoff and resends every unacknowledged batch.
A batch refused as too busy goes back to the outbox when its retry hint passes.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import logging
from collections.abc import Iterable

import grpc
import grpc.aio

from mage.client import _transport as transport
from mage.client._batching import Backoff, Batch, Buffer, Ledger, WriterOptions
from mage.client.errors import FlushTimeout, MageError, SidecarUnavailable, WriteRejected
from mage.contract.types import MemoryEntry

log = logging.getLogger("mage.client")

_Outbox = asyncio.Queue[Batch | None]


class AsyncBufferedWriter:
    """Streams memory entries to the sidecar in batches from a background task.

    Get one from `AsyncMageClient.writer(session)`; use it from the event loop
    the client runs on. The client closes it.
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
        self._ledger = Ledger()
        self._acked = asyncio.Condition()
        self._buffer = Buffer(options.max_batch, options.max_batch_bytes)
        self._timer: asyncio.TimerHandle | None = None
        self._outbox: _Outbox | None = None  # the live stream's; None while disconnected
        self._task: asyncio.Task[None] | None = None
        self._closing = asyncio.Event()
        self._down = ""  # why the stream is down, for error messages; "" while it is up

    @property
    def session(self) -> str:
        """The session filled into entries that carry none."""
        return self._session

    @property
    def durable_seq(self) -> int:
        """The highest sequence number the sidecar has reported committed."""
        return self._ledger.durable_seq

    def write(self, entry: MemoryEntry) -> str:
        """Queue one entry and return its id at once; `await flush()` waits for the ack.

        Must be called from the event loop's thread.

        Raises:
            SidecarUnavailable: `WriterOptions.max_pending` entries already await acks.
            MageError: The writer is closed.
        """
        if not entry.session and self._session:
            entry = dataclasses.replace(entry, session=self._session)
        self._admit(1)
        if not self._buffer.fits(entry):
            self._cut()
        loop = asyncio.get_running_loop()
        if self._buffer.add(entry, loop.time()):
            self._cut()
        elif self._timer is None:
            self._timer = loop.call_later(self._opts.linger_s, self._cut)
        return entry.id

    def write_many(self, entries: Iterable[MemoryEntry]) -> list[str]:
        """Queue several entries; see `write`."""
        return [self.write(e) for e in entries]

    async def flush(self, timeout: float | None = None) -> int:
        """Send what is buffered and wait until every entry written so far is acknowledged.

        Args:
            timeout: Seconds to wait; None waits as long as it takes.

        Returns:
            The durable sequence number: every entry up to it is committed.

        Raises:
            WriteRejected: A batch written before this call was rejected since the
                last flush; every other batch was still sent.
            FlushTimeout: Not every ack arrived in time; the entries stay queued.
        """
        self._cut()
        target = self._ledger.last_id
        async with self._acked:
            waiting = self._acked.wait_for(lambda: self._ledger.settled_through(target))
            try:
                await asyncio.wait_for(waiting, timeout)
            except TimeoutError:
                state = f"stream down: {self._down}" if self._down else "stream up"
                count = self._ledger.pending_entries
                raise FlushTimeout(
                    f"flush: {count} entries unacknowledged after {timeout}s ({state})"
                ) from None
        rejected = self._ledger.take_rejections(target)
        if rejected:
            raise WriteRejected(rejected)
        return self._ledger.durable_seq

    async def close(self, timeout: float | None = None) -> None:
        """Flush (at most `timeout`, default `WriterOptions.close_timeout_s`), then stop.

        A failed final flush is logged, not raised; call `flush` first to handle it.
        """
        if self._task is not None and not self._closing.is_set():
            try:
                await self.flush(self._opts.close_timeout_s if timeout is None else timeout)
            except MageError as exc:
                log.warning("mage writer closed with entries not stored: %s", exc)
        self._closing.set()
        if self._outbox is not None:
            self._outbox.put_nowait(None)  # half-close: the sidecar ends the stream
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task

    # --- batching ---------------------------------------------------------------

    def _admit(self, count: int) -> None:
        if self._closing.is_set():
            raise MageError("writer is closed")
        held = self._ledger.pending_entries + len(self._buffer.entries)
        if held + count > self._opts.max_pending:
            raise SidecarUnavailable(
                f"write buffer full: {held} entries await an ack ({self._down or 'sidecar slow'})"
            )
        if self._task is None:
            self._task = asyncio.get_running_loop().create_task(self._run(), name="mage-writer")

    def _cut(self) -> None:
        """Turn the buffer into a batch; if a stream is live, hand the batch to it."""
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        if not self._buffer.entries:
            return
        batch = self._ledger.open(self._buffer.take())
        if self._outbox is not None:
            self._outbox.put_nowait(batch)

    # --- the stream task ----------------------------------------------------------

    async def _run(self) -> None:
        backoff = Backoff(self._opts.backoff_initial_s, self._opts.backoff_max_s)
        while not self._closing.is_set():
            self._outbox = outbox = asyncio.Queue()
            for batch in self._ledger.pending():
                outbox.put_nowait(batch)
            call = self._stub.Write(metadata=self._metadata)  # type: ignore[attr-defined]
            try:
                await self._pump(call, outbox, backoff)
                self._set_down("the sidecar ended the stream")
            except grpc.RpcError as err:
                self._set_down(transport.describe(err))
            finally:
                self._outbox = None
                call.cancel()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._closing.wait(), backoff.next_delay())

    async def _pump(self, call: grpc.aio.StreamStreamCall, outbox: _Outbox, b: Backoff) -> None:
        sender = asyncio.create_task(_send(call, outbox))
        try:
            while (msg := await call.read()) is not grpc.aio.EOF:
                ack = transport.read_ack(msg)
                async with self._acked:
                    if (delay := self._ledger.settle(ack)) is not None:
                        self._retry_later(ack.batch_id, delay)
                    self._down = ""
                    self._acked.notify_all()
                b.reset()
        finally:
            sender.cancel()

    def _retry_later(self, batch_id: int, delay: float) -> None:
        """Resend a batch the sidecar was too busy to take, once its retry hint has passed."""
        log.debug("mage batch %d: sidecar busy, resend in %.3fs", batch_id, delay)

        def resend() -> None:
            batch = self._ledger.get(batch_id)
            if batch is not None and self._outbox is not None:
                self._outbox.put_nowait(batch)  # when down, the reconnect resends it anyway

        asyncio.get_running_loop().call_later(delay, resend)

    def _set_down(self, why: str) -> None:
        if not self._closing.is_set():
            # One warning per outage; the retries that follow are only worth a debug line.
            level = logging.DEBUG if self._down else logging.WARNING
            log.log(level, "mage write stream down, reconnecting: %s", why)
            self._down = why


async def _send(call: grpc.aio.StreamStreamCall, outbox: _Outbox) -> None:
    """Copy batches from the outbox to the stream; None half-closes it."""
    try:
        while (batch := await outbox.get()) is not None:
            await call.write(transport.write_request(batch.batch_id, batch.entries))
        await call.done_writing()
    except (grpc.RpcError, grpc.aio.UsageError, asyncio.InvalidStateError):
        # The stream died under us; the reader gets its status and reconnects.
        return
