"""What `MageClient` and `AsyncMageClient` share: their arguments, writers and every call.

The two clients differ only in how they wait. Everything else, from checking
the arguments and building each request through `mage.contract.wire` to the
deadline of each call, the typed answer it is read into and the local
decision that stands in for an unreachable sidecar, is decided here once, so
the clients cannot drift apart. A client sends `rpc.request` on `rpc.method`
with `rpc.timeout` and `rpc.metadata` and returns `rpc.read(answer)`, or
`rpc.failed(error)` when the call raised.
"""

from __future__ import annotations

import abc
import functools
import itertools
import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

import grpc

from mage.client import _transport as transport
from mage.client._batching import WriterOptions
from mage.client._settings import Settings, build_settings, monitored
from mage.client.errors import RequestFailed
from mage.contract import wire
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

T = TypeVar("T")
X = TypeVar("X")

# How often `get_decision(wait_explanation=...)` asks again; explanations take milliseconds.
EXPLANATION_POLL_S = 0.01


class _SessionWriter(Protocol):
    def write(self, entry: MemoryEntry) -> str: ...

    def retire(self) -> bool: ...

    @property
    def durable_seq(self) -> int: ...


W = TypeVar("W", bound=_SessionWriter)


class ClientBase(abc.ABC, Generic[W]):
    """What `MageClient` and `AsyncMageClient` are apart from their I/O.

    The arguments are checked and the settings built here, once for both; a
    client makes its channel in `_open` and a session's writer in `_new_writer`.
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
        monitor: bool = False,
    ) -> None:
        self._core = ClientCore(
            build_settings(
                target,
                token,
                credentials,
                on_unavailable,
                check_timeout,
                timeout,
                writer_options,
                tuple(channel_options),
                monitor,
            )
        )
        self._writers: Writers[W] = Writers(
            self._new_writer, self._core.settings.writer.max_open_sessions)
        self._open()

    @property
    def target(self) -> str:
        """The gRPC target this client talks to."""
        return self._core.settings.connection.target

    def write(self, entry: MemoryEntry) -> str:
        """Queue an entry on its session's buffered writer; returns its id at once."""
        return self._writers.write(entry)

    @abc.abstractmethod
    def _open(self) -> None:
        """Set up the channel, or what opens it on first use."""

    @abc.abstractmethod
    def _new_writer(self, session: str) -> W:
        """The buffered writer of a session that has none yet."""


@dataclass(frozen=True, slots=True)
class Rpc(Generic[T]):
    """One call, ready to send, and what its answer or its failure becomes."""

    method: str
    """The stub attribute to call."""
    request: Any
    """The request message."""
    read: Callable[[Any], T]
    """Turns the answer into the client's types."""
    timeout: float
    """Client-side seconds before the call gives up."""
    metadata: tuple[tuple[str, str], ...]
    """Sent with the call: the bearer token, when there is one."""
    fallback: Callable[[str], T] | None = None
    """The local answer, given why, when the sidecar is unreachable; None: raise."""

    def failed(self, err: grpc.RpcError) -> T:
        """The answer to a call that raised: the fallback's, else the client's error, raised.

        Raises:
            SidecarUnavailable: No answer, and the call has no fallback.
            RequestFailed: The sidecar refused the request.
        """
        if self.fallback is not None and transport.is_unreachable(err):
            return self.fallback(transport.describe(err))
        raise transport.to_error(err, self.method) from None


class ClientCore:
    """One client's settings and the calls it makes, free of channels and waiting."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self._batch_ids = itertools.count(1)

    @property
    def metadata(self) -> tuple[tuple[str, str], ...]:
        """The metadata every call carries."""
        return self.settings.connection.metadata

    def write_once(self, entries: Iterable[MemoryEntry], timeout: float | None) -> Rpc[WriteAck]:
        """One batch on a Write stream of its own; `read` takes the first answer, None for none."""
        request = wire.write_request_to_pb(next(self._batch_ids), list(entries))
        return self._rpc("Write", request, _first_ack, timeout)

    def check(
        self,
        session: str,
        action: Action,
        context: Context | None,
        memory_ids: Sequence[str],
        deadline_ms: int,
        timeout: float | None,
    ) -> Rpc[Decision]:
        """A check that answers with the fallback decision when the sidecar is unreachable."""
        request = wire.check_to_pb(
            session, action, context or Context(), tuple(memory_ids), deadline_ms
        )
        fallback = functools.partial(self.settings.fallback_decision, action)
        wait = self.settings.check_timeout(deadline_ms, timeout)
        if not self.settings.monitor:
            return Rpc("Check", request, wire.decision_from_pb, wait, self.metadata, fallback)
        metadata = (*self.metadata, (wire.MONITOR_METADATA, "1"))
        return Rpc("Check", request, _then_monitored(wire.decision_from_pb), wait, metadata,
                   _then_monitored(fallback))

    def repair(self, repair: Repair, timeout: float | None) -> Rpc[tuple[int, tuple[str, ...]]]:
        """A correction appended to an entry; the answer is its seq and the affected ids."""
        return self._rpc("Repair", wire.repair_to_pb(repair), transport.read_repair, timeout)

    def list_decisions(
        self,
        session: str,
        verdict: Verdict | None,
        since_ms: int,
        until_ms: int,
        page_size: int,
        page_token: str,
        timeout: float | None,
    ) -> Rpc[tuple[list[DecisionSummary], str]]:
        """One page of decisions and the next page's token."""
        request = wire.list_request_to_pb(
            session, verdict, since_ms, until_ms, page_size, page_token
        )
        return self._rpc("ListDecisions", request, transport.read_page, timeout)

    def get_decision(self, decision_id: str, timeout: float | None) -> Rpc[dict[str, Any]]:
        """The audit record of one decision and the memories it saw."""
        request = transport.get_decision_request(decision_id)
        return self._rpc("GetDecision", request, transport.read_detail, timeout)

    def verify_audit(self, timeout: float | None) -> Rpc[AuditVerification]:
        """A walk of the audit log's hash chain."""
        request = transport.verify_audit_request()
        return self._rpc("VerifyAudit", request, wire.audit_verification_from_pb, timeout)

    def feedback(
        self,
        decision_id: str,
        mark: FeedbackMark,
        note: str,
        author: str,
        timeout: float | None,
    ) -> Rpc[FeedbackResult]:
        """A mark on a past decision."""
        request = wire.feedback_to_pb(decision_id, mark, note, author)
        return self._rpc("Feedback", request, wire.feedback_result_from_pb, timeout)

    def select_memories(
        self,
        session: str,
        query: str,
        max_count: int,
        max_tokens: int,
        action: Action | None,
        context: Context | None,
        timeout: float | None,
    ) -> Rpc[tuple[SelectedMemory, ...]]:
        """The memories that matter for the current state, best first."""
        selection = SelectionRequest(
            session, query, max_count, max_tokens, action, context or Context()
        )
        request = wire.selection_request_to_pb(selection)
        return self._rpc("SelectMemories", request, wire.selection_from_pb, timeout)

    def record_outcome(self, report: OutcomeReport, timeout: float | None) -> Rpc[RecordedOutcome]:
        """What followed an action, recorded as a lesson."""
        request = wire.outcome_report_to_pb(report)
        return self._rpc("RecordOutcome", request, wire.recorded_outcome_from_pb, timeout)

    def _rpc(
        self, method: str, request: Any, read: Callable[[Any], T], timeout: float | None
    ) -> Rpc[T]:
        return Rpc(method, request, read, timeout or self.settings.timeout_s, self.metadata)


def _then_monitored(read: Callable[[X], Decision]) -> Callable[[X], Decision]:
    return lambda value: monitored(read(value))


def _first_ack(msg: Any) -> WriteAck:
    if msg is None:
        raise RequestFailed("UNKNOWN", "Write: the sidecar ended the stream without an ack")
    return wire.ack_from_pb(msg)


class Writers(Generic[W]):
    """A client's buffered writers, one per session, each made on first use.

    At most `max_open` stay open: making one more retires the least recently used
    writers that have nothing in flight (see `WriterOptions.max_open_sessions`).
    Locked because the agent's threads may write to new sessions at once.
    """

    def __init__(self, make: Callable[[str], W], max_open: int = 64) -> None:
        self._make, self._max_open = make, max_open
        self._by_session: OrderedDict[str, W] = OrderedDict()  # least recently used first
        self._pinned: set[str] = set()
        self._lock = threading.Lock()
        self.retired_seq = 0
        """The highest durable seq a retired writer had seen: `flush` reports no less."""

    def get(self, session: str, pin: bool = False) -> W:
        """The session's writer, made now if it has none.

        Args:
            session: The session.
            pin: Never retire this writer (it was handed to the caller).
        """
        with self._lock:
            return self._get_locked(session, pin)

    def _get_locked(self, session: str, pin: bool) -> W:
        if pin:
            self._pinned.add(session)
        writer = self._by_session.get(session)
        if writer is None:
            writer = self._by_session[session] = self._make(session)
            self._retire_beyond_limit()
        self._by_session.move_to_end(session)
        return writer

    def write(self, entry: MemoryEntry) -> str:
        """Queue an entry on its session's writer, under the lock that retiring takes, so
        a writer is never retired between being found and being written to."""
        with self._lock:
            return self._get_locked(entry.session, False).write(entry)

    def _retire_beyond_limit(self) -> None:
        excess = len(self._by_session) - self._max_open
        for session in list(self._by_session)[:-1]:  # never the one just made
            if excess <= 0:
                return
            writer = self._by_session[session]
            if session not in self._pinned and writer.retire():
                self.retired_seq = max(self.retired_seq, writer.durable_seq)
                del self._by_session[session]
                excess -= 1

    def current(self) -> list[W]:
        """Every writer made so far."""
        with self._lock:
            return list(self._by_session.values())

    def take_all(self) -> list[W]:
        """Every writer made so far, forgotten here so that closing them is the caller's."""
        with self._lock:
            writers, self._by_session = list(self._by_session.values()), OrderedDict()
        return writers


@dataclass(frozen=True, slots=True)
class Deadline:
    """A point on the monotonic clock, so that several writers share one flush timeout."""

    at: float | None
    """None: no deadline."""

    @classmethod
    def after(cls, timeout: float | None) -> Deadline:
        """The deadline `timeout` seconds from now; None: none."""
        return cls(None if timeout is None else time.monotonic() + timeout)

    def left(self) -> float | None:
        """Seconds until the deadline, never negative; None when there is none."""
        return None if self.at is None else max(0.0, self.at - time.monotonic())
