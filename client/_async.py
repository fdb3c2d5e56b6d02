"""`AsyncMageClient`: the asyncio client (grpc.aio), for agents that run on an event loop.

It mirrors `MageClient` call for call; only the waiting differs. The channel
is opened on first use, inside the running loop, because a grpc.aio channel
belongs to the loop it was created on.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable, Iterable, Sequence
from typing import Any, TypeVar

import grpc
import grpc.aio

from mage.client import _guard, _otel
from mage.client import _transport as transport
from mage.client._async_writer import AsyncBufferedWriter
from mage.client._core import EXPLANATION_POLL_S, ClientBase, Deadline, Rpc
from mage.contract.types import (
    Action,
    ActionType,
    AuditVerification,
    Context,
    Decision,
    DecisionSummary,
    FeedbackMark,
    FeedbackResult,
    MemoryEntry,
    OutcomeReport,
    RecordedOutcome,
    Repair,
    SelectedMemory,
    Verdict,
    WriteAck,
)

F = TypeVar("F", bound=Callable[..., Any])


class AsyncMageClient(ClientBase[AsyncBufferedWriter]):
    """A connection to the MAGE sidecar for asyncio code.

    Use it as `async with AsyncMageClient(...) as client:`, or `await close()`.
    The arguments, defaults and fallback behaviour are those of `MageClient`.

    Raises:
        ValueError: An argument does not validate; the message names it.
    """

    _channel: grpc.aio.Channel | None
    _lazy_stub: Any

    async def __aenter__(self) -> AsyncMageClient:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    async def close(self) -> None:
        """Flush and stop every writer, then close the channel."""
        for w in self._writers.take_all():
            await w.close()
        if self._channel is not None:
            await self._channel.close()
            self._channel = self._lazy_stub = None

    def _open(self) -> None:
        self._channel = self._lazy_stub = None

    @property
    def _stub(self) -> Any:
        if self._lazy_stub is None:
            self._channel = self._core.settings.connection.aio_channel()
            self._lazy_stub = transport.stub(self._channel)
        return self._lazy_stub

    # --- writing memory -----------------------------------------------------

    def writer(self, session: str = "") -> AsyncBufferedWriter:
        """The buffered writer for a session (one per session, created on first use)."""
        return self._writers.get(session, pin=True)

    async def flush(self, timeout: float | None = None) -> int:
        """Flush every writer of this client; returns the highest durable seq.

        Raises:
            WriteRejected: A batch was rejected (see `AsyncBufferedWriter.flush`).
            FlushTimeout: Not every ack arrived within `timeout` seconds.
        """
        deadline = Deadline.after(timeout)
        seqs = [await w.flush(deadline.left()) for w in self._writers.current()]
        return max([*seqs, self._writers.retired_seq])

    async def write_sync(
        self, entries: Iterable[MemoryEntry], timeout: float | None = None
    ) -> WriteAck:
        """Send one batch on a stream of its own and wait for its ack; check `ack.ok`.

        Raises:
            SidecarUnavailable: The sidecar could not be reached in time.
        """
        rpc = self._core.write_once(entries, timeout)
        call = self._stub.Write(timeout=rpc.timeout, metadata=rpc.metadata)
        try:
            await call.write(rpc.request)
            await call.done_writing()
            msg = await call.read()
        except grpc.RpcError as err:
            return rpc.failed(err)
        finally:
            call.cancel()
        return rpc.read(None if msg is grpc.aio.EOF else msg)

    # --- deciding -------------------------------------------------------------

    async def check(
        self,
        session: str,
        action: Action,
        context: Context | None = None,
        memory_ids: Sequence[str] = (),
        deadline_ms: int = 0,
        timeout: float | None = None,
    ) -> Decision:
        """Ask whether the agent may take `action`; see `MageClient.check`.

        An unreachable sidecar does not raise: the answer is a local decision
        ("local-" id) with the `on_unavailable` verdict for the action type.
        """
        rpc = self._core.check(session, action, context, memory_ids, deadline_ms, timeout)
        with _otel.check_span(session, action) as span:
            decision: Decision = await self._call(span.carry(rpc))
            span.record(decision)
        return decision

    def guard(
        self,
        session: str,
        action_type: ActionType = ActionType.TOOL_WRITE,
        *,
        tool: str = "",
        memory_ids: _guard.MemoryIds = (),
        context: Context | None = None,
        on_warn: Callable[[Decision], Any | Awaitable[Any]] | None = None,
        description: str = "",
        record: bool = True,
        outcome: _guard.OutcomeHook | None = None,
    ) -> Callable[[F], F]:
        """A decorator for an `async def` tool; see `MageClient.guard`.

        `on_warn` may be a plain function or a coroutine function; `outcome` is a plain
        function, as for `MageClient.guard`.
        """
        spec = _guard.GuardSpec(
            session, action_type, tool, memory_ids, context, on_warn, description, record, outcome
        )
        return _guard.async_guard(self.check, self.writer, spec, self.record_outcome)

    async def repair(
        self, repair: Repair, timeout: float | None = None
    ) -> tuple[int, tuple[str, ...]]:
        """Append a correction to an entry; returns its seq and the affected ids."""
        return await self._call(self._core.repair(repair, timeout))

    # --- audit review -----------------------------------------------------------

    async def list_decisions(
        self,
        session: str = "",
        verdict: Verdict | None = None,
        since_ms: int = 0,
        until_ms: int = 0,
        page_size: int = 0,
        page_token: str = "",
        timeout: float | None = None,
    ) -> tuple[list[DecisionSummary], str]:
        """One page of decisions, filtered, and the next page's token ("" at the end)."""
        return await self._call(
            self._core.list_decisions(
                session, verdict, since_ms, until_ms, page_size, page_token, timeout
            )
        )

    async def get_decision(self, decision_id: str, timeout: float | None = None,
                           wait_explanation: float = 0.0) -> dict[str, Any]:
        """The audit record of one decision, its explanation and the memories it saw; see
        `MageClient.get_decision`."""
        until = time.monotonic() + wait_explanation
        detail: dict[str, Any] = await self._call(self._core.get_decision(decision_id, timeout))
        while transport.explanation_pending(detail) and time.monotonic() < until:
            await asyncio.sleep(EXPLANATION_POLL_S)
            detail = await self._call(self._core.get_decision(decision_id, timeout))
        return detail

    async def verify_audit(self, timeout: float | None = None) -> AuditVerification:
        """Walk the audit log's hash chain and report whether it is intact."""
        return await self._call(self._core.verify_audit(timeout))

    async def feedback(
        self,
        decision_id: str,
        mark: FeedbackMark,
        note: str = "",
        author: str = "",
        timeout: float | None = None,
    ) -> FeedbackResult:
        """Mark a past decision as a false positive or as confirmed; see `MageClient`."""
        return await self._call(self._core.feedback(decision_id, mark, note, author, timeout))

    async def select_memories(
        self,
        session: str,
        query: str = "",
        *,
        max_count: int = 0,
        max_tokens: int = 0,
        action: Action | None = None,
        context: Context | None = None,
        timeout: float | None = None,
    ) -> tuple[SelectedMemory, ...]:
        """The few memories that matter for the current state; see `MageClient.select_memories`."""
        return await self._call(
            self._core.select_memories(
                session, query, max_count, max_tokens, action, context, timeout
            )
        )

    async def record_outcome(
        self, report: OutcomeReport, timeout: float | None = None
    ) -> RecordedOutcome:
        """Record what followed an action; see `MageClient.record_outcome`."""
        return await self._call(self._core.record_outcome(report, timeout))

    async def _call(self, rpc: Rpc[Any]) -> Any:
        method = getattr(self._stub, rpc.method)
        try:
            msg = await method(rpc.request, timeout=rpc.timeout, metadata=rpc.metadata)
        except grpc.RpcError as err:
            return rpc.failed(err)
        return rpc.read(msg)

    def _new_writer(self, session: str) -> AsyncBufferedWriter:
        metadata, options = self._core.metadata, self._core.settings.writer
        return AsyncBufferedWriter(self._stub, metadata, session, options)
