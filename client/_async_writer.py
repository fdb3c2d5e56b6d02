"""The asyncio buffered writer: the same protocol as the sync one, run by one task.

`write` is a plain method (it only appends and maybe arms a timer), so it can
be called from any coroutine without awaiting. The task holds the Write
stream: it sends batches from the live stream's outbox, reads acks, and on a
broken stream reconnects with backoff and resends every unacknowledged batch.
One timer cuts a partial batch once it has lingered long enough and puts a
batch the sidecar refused as too busy back in the outbox once its retry hint
has passed.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Iterable

import grpc
import grpc.aio

from mage.client import _transport as transport
from mage.client._batching import Backoff, Batch, WriterOptions, WriterState
from mage.client.errors import MageError
from mage.contract import wire
from mage.contract.types import MemoryEntry

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
        self._state = WriterState(session, options)
        self._acked = asyncio.Condition()
        self._timer: asyncio.TimerHandle | None = None
        self._task: asyncio.Task[None] | None = None
        self._closing = asyncio.Event()

    @property
    def session(self) -> str:
        """The session filled into entries that carry none."""
        return self._state.session

    @property
    def durable_seq(self) -> int:
        """The highest sequence number the sidecar has reported committed."""
        return self._state.ledger.durable_seq

    def write(self, entry: MemoryEntry) -> str:
        """Queue one entry and return its id at once; `await flush()` waits for the ack.

        Must be called from the event loop's thread.

        Raises:
            SidecarUnavailable: `WriterOptions.max_pending` entries already await acks.
            MageError: The writer is closed.
        """
        entry = self._state.admit(entry)
        loop = asyncio.get_running_loop()
        if self._task is None:
            self._task = loop.create_task(self._run(), name="mage-writer")
        if (due := self._state.queue(entry, loop.time())) is not None:
            self._wake_at(due)
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
        target = self._state.cut()
        ledger = self._state.ledger
        async with self._acked:
            waiting = self._acked.wait_for(lambda: ledger.settled_through(target))
            try:
                await asyncio.wait_for(waiting, timeout)
            except TimeoutError:
                raise self._state.flush_timeout(timeout) from None
        return self._state.flushed(target)

    async def close(self, timeout: float | None = None) -> None:
        """Flush (at most `timeout`, default `WriterOptions.close_timeout_s`), then stop.

        A failed final flush is logged, not raised; call `flush` first to handle it.
        """
        if self._task is not None and not self._state.closed:
            try:
                await self.flush(self._state.close_timeout(timeout))
            except MageError as exc:
                self._state.log_unstored(exc)
        task = self._stop()
        if task is not None:
            with contextlib.suppress(asyncio.CancelledError):
                await task

    def retire(self) -> bool:
        """Stop at once if nothing is buffered, in flight or unreported; whether it did."""
        if not self._state.idle():
            return False
        self._stop()
        return True

    def _stop(self) -> asyncio.Task[None] | None:
        """Mark closed, end the stream and cancel the task, which the caller may await."""
        self._state.closed = True
        self._closing.set()
        if self._timer is not None:
            self._timer.cancel()
        if self._state.outbox is not None:
            self._state.outbox.put_nowait(None)  # half-close: the sidecar ends the stream
        if self._task is not None:
            self._task.cancel()
        return self._task

    # --- the timer ----------------------------------------------------------------

    def _wake_at(self, when: float) -> None:
        """Have `_wake` run by `when` (loop time), when the timer is not set earlier."""
        if self._timer is not None:
            if self._timer.when() <= when:
                return
            self._timer.cancel()
        self._timer = asyncio.get_running_loop().call_at(when, self._wake)

    def _wake(self) -> None:
        self._timer = None
        loop = asyncio.get_running_loop()
        if (wait := self._state.run_due(loop.time())) is not None:
            self._timer = loop.call_later(wait, self._wake)

    # --- the stream task ----------------------------------------------------------

    async def _run(self) -> None:
        options = self._state.options
        backoff = Backoff(options.backoff_initial_s, options.backoff_max_s)
        while not self._closing.is_set():
            outbox: _Outbox = asyncio.Queue()
            self._state.connect(outbox)
            call = self._stub.Write(metadata=self._metadata)  # type: ignore[attr-defined]
            try:
                await self._pump(call, outbox, backoff)
                self._state.disconnect("the sidecar ended the stream")
            except grpc.RpcError as err:
                self._state.disconnect(transport.describe(err))
            finally:
                self._state.outbox = None
                call.cancel()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._closing.wait(), backoff.next_delay())

    async def _pump(self, call: grpc.aio.StreamStreamCall, outbox: _Outbox, b: Backoff) -> None:
        sender = asyncio.create_task(_send(call, outbox))
        loop = asyncio.get_running_loop()
        try:
            while (msg := await call.read()) is not grpc.aio.EOF:
                ack = wire.ack_from_pb(msg)
                async with self._acked:
                    if (due := self._state.settle(ack, loop.time())) is not None:
                        self._wake_at(due)
                    self._acked.notify_all()
                b.reset()
        finally:
            sender.cancel()


async def _send(call: grpc.aio.StreamStreamCall, outbox: _Outbox) -> None:
    """Copy batches from the outbox to the stream; None half-closes it."""
    try:
        while (batch := await outbox.get()) is not None:
            await call.write(wire.write_request_to_pb(batch.batch_id, batch.entries))
        await call.done_writing()
    except (grpc.RpcError, grpc.aio.UsageError, asyncio.InvalidStateError):
        # The stream died under us; the reader gets its status and reconnects.
        return
