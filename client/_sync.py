"""`MageClient`: the blocking client, for agents that run on threads."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Sequence
from typing import Any, TypeVar

import grpc

from mage.client import _guard, _otel
from mage.client import _transport as transport
from mage.client._core import EXPLANATION_POLL_S, ClientBase, Deadline, Rpc
from mage.client._writer import BufferedWriter
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


class MageClient(ClientBase[BufferedWriter]):
    """A connection to the MAGE sidecar.

    Use it as a context manager, or call `close()`: closing flushes the buffered
    writers (for at most `WriterOptions.close_timeout_s`) and closes the channel.

    Args:
        target: `unix:///path/to.sock`, a bare socket path, or `host:port`. Default:
            $MAGE_TARGET, else `unix:///tmp/mage.sock`.
        token: Sent as `authorization: Bearer <token>` on every call.
        credentials: TLS channel credentials, e.g. `grpc.ssl_channel_credentials()`.
        on_unavailable: Per action type, what `check` answers when the sidecar cannot
            be reached: "halt", "warn" or "proceed". Merged over the defaults: halt for
            TOOL_WRITE and FINAL_OUTPUT, warn for TOOL_READ and CUSTOM, proceed for
            INTERNAL_REASONING.
        check_timeout: Seconds a check waits for the sidecar before falling back.
        timeout: Seconds the other calls wait before raising `SidecarUnavailable`.
        writer_options: Batching and reconnect settings of the buffered writers.
        channel_options: Extra gRPC channel options.
        monitor: Monitor mode: every check is decided and recorded as usual, but the
            answer never stops the agent. A check that would REDIRECT or HALT comes back
            WARN with `decision.monitor` set and a message saying what would have been
            done; the sidecar's audit log keeps the verdict it would have enforced. The
            local fallback is softened the same way.

    Raises:
        ValueError: An argument does not validate; the message names it.
    """

    def __enter__(self) -> MageClient:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        """Flush and stop every writer, then close the channel."""
        for w in self._writers.take_all():
            w.close()
        self._channel.close()

    # --- writing memory -----------------------------------------------------

    def writer(self, session: str = "") -> BufferedWriter:
        """The buffered writer for a session (one per session, created on first use).

        It fills `session` into entries that carry none, and keeps its own Write stream.
        """
        return self._writers.get(session, pin=True)

    def flush(self, timeout: float | None = None) -> int:
        """Flush every writer of this client; returns the highest durable seq.

        Raises:
            WriteRejected: A batch was rejected (see `BufferedWriter.flush`).
            FlushTimeout: Not every ack arrived within `timeout` seconds.
        """
        writers = self._writers.current()
        deadline = Deadline.after(timeout)
        return max([*(w.flush(deadline.left()) for w in writers), self._writers.retired_seq])

    def write_sync(self, entries: Iterable[MemoryEntry], timeout: float | None = None) -> WriteAck:
        """Send one batch on a stream of its own and wait for its ack.

        Unlike the buffered writer it does not raise on rejection: check `ack.ok`.

        Raises:
            SidecarUnavailable: The sidecar could not be reached in time.
        """
        rpc = self._core.write_once(entries, timeout)
        call = self._stub.Write(iter([rpc.request]), timeout=rpc.timeout, metadata=rpc.metadata)
        try:
            msg = next(call, None)
        except grpc.RpcError as err:
            return rpc.failed(err)
        finally:
            call.cancel()
        return rpc.read(msg)

    # --- deciding -------------------------------------------------------------

    def check(
        self,
        session: str,
        action: Action,
        context: Context | None = None,
        memory_ids: Sequence[str] = (),
        deadline_ms: int = 0,
        timeout: float | None = None,
    ) -> Decision:
        """Ask whether the agent may take `action`, given what it remembers.

        When the sidecar is unreachable (UNAVAILABLE, or no answer before the
        deadline) this does not raise: it returns a local decision whose id starts
        with "local-", whose verdict is the `on_unavailable` choice for the action
        type, and whose message says that the sidecar was unreachable and which
        fallback applied.

        With `opentelemetry-api` installed (extra `otel`) the check is a CLIENT span,
        `mage.check`, under the current span, with the verdict and decision id as
        attributes; its trace context goes to the sidecar in the call's metadata.

        Args:
            session: The agent session whose memory is the basis.
            action: What the agent is about to do.
            context: Environment and phase; policy tightens thresholds by them.
            memory_ids: The memories the action relies on; empty means the session's
                recent window.
            deadline_ms: How long the sidecar may take; 0 means its default.
            timeout: Client-side seconds; default `check_timeout`, or deadline_ms
                plus a short grace when that is set.

        Returns:
            The typed decision; log `decision.decision_id` to join the audit log.

        Raises:
            RequestFailed: The sidecar refused the request (INVALID_ARGUMENT, or
                UNAUTHENTICATED for a missing or wrong token): no fallback for that.
        """
        rpc = self._core.check(session, action, context, memory_ids, deadline_ms, timeout)
        with _otel.check_span(session, action) as span:
            decision: Decision = self._call(span.carry(rpc))
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
        on_warn: Callable[[Decision], Any] | None = None,
        description: str = "",
        record: bool = True,
        outcome: _guard.OutcomeHook | None = None,
    ) -> Callable[[F], F]:
        """A decorator that checks each call of a tool function before it runs.

        The action's arguments are the call's arguments, stringified. On HALT the
        call raises `ActionHalted`, on REDIRECT `ActionRedirected` (both carry the
        decision); on WARN `on_warn(decision)` is called and the call proceeds.
        Afterwards an OUTCOME entry (source TOOL, depending on the decision's
        basis) records the result or the exception through the session's writer.

        Args:
            session: The agent session.
            action_type: The class of action the function performs.
            tool: The tool name; default the function's name.
            memory_ids: The basis: ids, or a function of the call's arguments.
            context: Environment and phase for every check.
            on_warn: Called with the decision on WARN.
            description: A description sent with the action.
            record: Whether to write the OUTCOME entry.
            outcome: Called after the tool as `outcome(decision, result, error)`; an
                `OutcomeReport` it returns is recorded as a lesson of this decision
                (RecordOutcome), e.g. harmful when the tool failed. None: no lesson.
        """
        spec = _guard.GuardSpec(
            session, action_type, tool, memory_ids, context, on_warn, description, record, outcome
        )
        return _guard.sync_guard(self.check, self.writer, spec, self.record_outcome)

    def repair(self, repair: Repair, timeout: float | None = None) -> tuple[int, tuple[str, ...]]:
        """Append a correction to an entry.

        Returns:
            The patch's sequence number and the ids whose inherited state changed
            (the entry and its descendants).
        """
        return self._call(self._core.repair(repair, timeout))

    # --- audit review -----------------------------------------------------------

    def list_decisions(
        self,
        session: str = "",
        verdict: Verdict | None = None,
        since_ms: int = 0,
        until_ms: int = 0,
        page_size: int = 0,
        page_token: str = "",
        timeout: float | None = None,
    ) -> tuple[list[DecisionSummary], str]:
        """One page of decisions, filtered; returns them and the next page's token ("" at end)."""
        return self._call(
            self._core.list_decisions(
                session, verdict, since_ms, until_ms, page_size, page_token, timeout
            )
        )

    def get_decision(self, decision_id: str, timeout: float | None = None,
                     wait_explanation: float = 0.0) -> dict[str, Any]:
        """The audit record of one decision, its explanation, and the memories it saw.

        A check that does not PROCEED is answered before its critical memories are worked
        out (`Decision.explanation` is PENDING); they follow within milliseconds.

        Args:
            decision_id: The id a check answered with.
            timeout: Seconds for each call.
            wait_explanation: Seconds to keep asking while the explanation is pending.

        Returns:
            `{"record": <the audit record, parsed>, "explanation": Explanation,
            "explanation_record": <the explanation record, parsed; {} when none>,
            "critical": [<the critical memories, from whichever record holds them>],
            "memories": [{"entry": MemoryEntry, "seq": int, "patches": [dict, ...]}, ...]}`.

        Raises:
            RequestFailed: code "NOT_FOUND" for an unknown id.
        """
        until = time.monotonic() + wait_explanation
        detail: dict[str, Any] = self._call(self._core.get_decision(decision_id, timeout))
        while transport.explanation_pending(detail) and time.monotonic() < until:
            time.sleep(EXPLANATION_POLL_S)
            detail = self._call(self._core.get_decision(decision_id, timeout))
        return detail

    def verify_audit(self, timeout: float | None = None) -> AuditVerification:
        """Walk the audit log's hash chain and report whether it is intact."""
        return self._call(self._core.verify_audit(timeout))

    def feedback(
        self,
        decision_id: str,
        mark: FeedbackMark,
        note: str = "",
        author: str = "",
        timeout: float | None = None,
    ) -> FeedbackResult:
        """Mark a past decision as a false positive or as confirmed; marks are appended.

        Returns:
            The mark's id and the lessons whose standing changed because of it.

        Raises:
            RequestFailed: code "NOT_FOUND" for an unknown decision id, "INVALID_ARGUMENT"
                for an overlong note or author.
        """
        return self._call(self._core.feedback(decision_id, mark, note, author, timeout))

    def select_memories(
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
        """The few memories that matter for the current state, by causal importance.

        Candidates are the ancestry of the current state (the query, matched against the
        session's latest entries) through depends_on and the session's best lexical and
        embedding matches; they are ranked by structure (decisions the state derives from,
        exogenous causes, contradictions), by the masking test against `action`'s decision
        when an action is given, and by the judge where one is configured. A memory never
        comes without the entries that contradict it or hold it in quarantine.

        Args:
            session: The agent session.
            query: The current state or question; empty: the latest entries are the state.
            max_count: At most this many memories; 0 means 10 (the most is 200).
            max_tokens: At most this many tokens of content (about 4 characters each); 0
                means no token budget.
            action: The planned action, for the masking test against its decision.
            context: Environment and phase of the planned action.
            timeout: Seconds to wait; the first call on a long session also builds its
                index (embeddings), which takes longer; it keeps going if this call gives up.

        Returns:
            The selected memories, best first, each with its score, reasons and marks.

        Raises:
            RequestFailed: code "INVALID_ARGUMENT" for a missing session, an unknown action
                type or a budget beyond the limits.
        """
        return self._call(
            self._core.select_memories(
                session, query, max_count, max_tokens, action, context, timeout
            )
        )

    def record_outcome(
        self, report: OutcomeReport, timeout: float | None = None
    ) -> RecordedOutcome:
        """Record what followed an action: a lesson the sidecar recalls before similar actions.

        Name the action by `report.decision_id` (the check that allowed it), or describe
        it with `report.action` and `report.context`. Lessons are shared by all the
        tenant's sessions; one judged by the model cannot block until corroborated.

        Returns:
            The lesson's id, its action and outcome node ids (pass the outcome's as
            `after_outcome_id` to record what was done next, in that state), and the
            refuters' grade of the new edge, A (strong) to F.

        Raises:
            RequestFailed: "INVALID_ARGUMENT" for an empty outcome, a harmful outcome
                without severity or a confidence outside [0, 1]; "NOT_FOUND" for an
                unknown decision id or after_outcome_id.
        """
        return self._call(self._core.record_outcome(report, timeout))

    def _open(self) -> None:
        self._channel = self._core.settings.connection.sync_channel()
        self._stub = transport.stub(self._channel)

    def _call(self, rpc: Rpc[Any]) -> Any:
        method = getattr(self._stub, rpc.method)
        try:
            msg = method(rpc.request, timeout=rpc.timeout, metadata=rpc.metadata)
        except grpc.RpcError as err:
            return rpc.failed(err)
        return rpc.read(msg)

    def _new_writer(self, session: str) -> BufferedWriter:
        return BufferedWriter(self._stub, self._core.metadata, session, self._core.settings.writer)
