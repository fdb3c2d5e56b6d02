"""`AsyncMageClient`: the asyncio client (grpc.aio), for agents that run on an event loop.

It mirrors `MageClient` call for call; only the waiting differs. The channel
is opened on first use, inside the running loop, because a grpc.aio channel
belongs to the loop it was created on.
"""

from __future__ import annotations

import itertools
import time
from collections.abc import Awaitable, Callable, Iterable, Mapping, Sequence
from typing import Any, TypeVar

import grpc
import grpc.aio

from mage.client import _guard
from mage.client import _transport as transport
from mage.client._async_writer import AsyncBufferedWriter
from mage.client._batching import WriterOptions
from mage.client._settings import build_settings
from mage.client.errors import RequestFailed
from mage.contract import wire as _wire
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
    SelectionRequest,
    Verdict,
    WriteAck,
)

F = TypeVar("F", bound=Callable[..., Any])


class AsyncMageClient:
    """A connection to the MAGE sidecar for asyncio code.

    Use it as `async with AsyncMageClient(...) as client:`, or `await close()`.
    The arguments, defaults and fallback behaviour are those of `MageClient`.

    Raises:
        ValueError: An argument does not validate; the message names it.
    """

    def __init__(
        self,
        target: str | None = None,
        *,
        token: str | None = None,
        credentials: grpc.ChannelCredentials | None = None,
        on_unavailable: Mapping[ActionType, str | Verdict] | None = None,
        check_timeout: float = 5.0,
        timeout: float = 10.0,
        writer_options: WriterOptions | None = None,
        channel_options: Sequence[tuple[str, Any]] = (),
    ) -> None:
        self._settings = build_settings(
            target,
            token,
            credentials,
            on_unavailable,
            check_timeout,
            timeout,
            writer_options,
            tuple(channel_options),
        )
        self._channel: grpc.aio.Channel | None = None
        self._lazy_stub: Any = None
        self._writers: dict[str, AsyncBufferedWriter] = {}
        self._batch_ids = itertools.count(1)

    @property
    def target(self) -> str:
        """The gRPC target this client talks to."""
        return self._settings.connection.target

    async def __aenter__(self) -> AsyncMageClient:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    async def close(self) -> None:
        """Flush and stop every writer, then close the channel."""
        writers, self._writers = list(self._writers.values()), {}
        for w in writers:
            await w.close()
        if self._channel is not None:
            await self._channel.close()
            self._channel = self._lazy_stub = None

    @property
    def _stub(self) -> Any:
        if self._lazy_stub is None:
            self._channel = self._settings.connection.aio_channel()
            self._lazy_stub = transport.stub(self._channel)
        return self._lazy_stub

    # --- writing memory -----------------------------------------------------

    def writer(self, session: str = "") -> AsyncBufferedWriter:
        """The buffered writer for a session (one per session, created on first use)."""
        if session not in self._writers:
            self._writers[session] = AsyncBufferedWriter(
                self._stub, self._settings.connection.metadata, session, self._settings.writer
            )
        return self._writers[session]

    def write(self, entry: MemoryEntry) -> str:
        """Queue an entry on its session's buffered writer; returns its id at once."""
        return self.writer(entry.session).write(entry)

    async def flush(self, timeout: float | None = None) -> int:
        """Flush every writer of this client; returns the highest durable seq.

        Raises:
            WriteRejected: A batch was rejected (see `AsyncBufferedWriter.flush`).
            FlushTimeout: Not every ack arrived within `timeout` seconds.
        """
        deadline = None if timeout is None else time.monotonic() + timeout
        seqs = [await w.flush(_left(deadline)) for w in list(self._writers.values())]
        return max(seqs, default=0)

    async def write_sync(
        self, entries: Iterable[MemoryEntry], timeout: float | None = None
    ) -> WriteAck:
        """Send one batch on a stream of its own and wait for its ack; check `ack.ok`.

        Raises:
            SidecarUnavailable: The sidecar could not be reached in time.
        """
        request = transport.write_request(next(self._batch_ids), list(entries))
        call = self._stub.Write(
            timeout=timeout or self._settings.timeout_s,
            metadata=self._settings.connection.metadata,
        )
        try:
            await call.write(request)
            await call.done_writing()
            msg = await call.read()
        except grpc.RpcError as err:
            raise transport.to_error(err, "Write") from None
        finally:
            call.cancel()
        if msg is grpc.aio.EOF:
            raise RequestFailed("UNKNOWN", "Write: the sidecar ended the stream without an ack")
        return transport.read_ack(msg)

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
        call = transport.check(session, action, context, memory_ids, deadline_ms)
        try:
            msg = await self._stub.Check(
                call.request,
                timeout=self._settings.check_timeout(deadline_ms, timeout),
                metadata=self._settings.connection.metadata,
            )
        except grpc.RpcError as err:
            if transport.is_unreachable(err):
                return self._settings.fallback_decision(action, transport.describe(err))
            raise transport.to_error(err, "Check") from None
        return call.read(msg)

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
        return await self._unary(transport.repair(repair), timeout)

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
        call = transport.list_decisions(session, verdict, since_ms, until_ms, page_size, page_token)
        return await self._unary(call, timeout)

    async def get_decision(self, decision_id: str, timeout: float | None = None) -> dict[str, Any]:
        """The audit record of one decision and the memories it saw; see `MageClient`."""
        return await self._unary(transport.get_decision(decision_id), timeout)

    async def verify_audit(self, timeout: float | None = None) -> AuditVerification:
        """Walk the audit log's hash chain and report whether it is intact."""
        return await self._unary(transport.verify_audit(), timeout)

    async def feedback(
        self,
        decision_id: str,
        mark: FeedbackMark,
        note: str = "",
        author: str = "",
        timeout: float | None = None,
    ) -> FeedbackResult:
        """Mark a past decision as a false positive or as confirmed; see `MageClient`."""
        request = _wire.feedback_to_pb(decision_id, mark, note, author)
        return await self._unary(
            transport.Unary("Feedback", request, _wire.feedback_result_from_pb), timeout
        )

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
        request = SelectionRequest(session, query, max_count, max_tokens, action,
                                   context or Context())
        call = transport.Unary(
            "SelectMemories",
            _wire.selection_request_to_pb(request),
            _wire.selection_from_pb,
        )
        return await self._unary(call, timeout)

    async def record_outcome(
        self, report: OutcomeReport, timeout: float | None = None
    ) -> RecordedOutcome:
        """Record what followed an action; see `MageClient.record_outcome`."""
        call = transport.Unary(
            "RecordOutcome",
            _wire.outcome_report_to_pb(report),
            _wire.recorded_outcome_from_pb,
        )
        return await self._unary(call, timeout)

    async def _unary(self, call: transport.Unary, timeout: float | None) -> Any:
        method = getattr(self._stub, call.method)
        try:
            msg = await method(
                call.request,
                timeout=timeout or self._settings.timeout_s,
                metadata=self._settings.connection.metadata,
            )
        except grpc.RpcError as err:
            raise transport.to_error(err, call.method) from None
        return call.read(msg)


def _left(deadline: float | None) -> float | None:
    """Seconds to a monotonic deadline, so several writers share one flush timeout."""
    return None if deadline is None else max(0.0, deadline - time.monotonic())
