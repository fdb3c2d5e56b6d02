"""What the writer commits: one kind of job per dataclass, and the job that carries it."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from concurrent.futures import Future
from dataclasses import dataclass, field
from typing import Any, ClassVar

import apsw

from mage.sidecar.audit.explanation import ExplanationRecordV1
from mage.sidecar.audit.record import AuditRecordV1
from mage.sidecar.store import db as store


def _uncancellable() -> Future[Any]:
    """A job's future, marked running from the start so nobody can cancel it.

    A waiter that gives up (a check whose client hung up: cancelling the asyncio
    wrapper of a future cancels the future itself) must not cancel a job the writer
    commits anyway; resolving a cancelled future raises, on the writer thread."""
    future: Future[Any] = Future()
    future.set_running_or_notify_cancel()
    return future


@dataclass(frozen=True, slots=True)
class Entries:
    """Memory entries to insert."""

    KIND: ClassVar[str] = "entries"
    rows: Sequence[store.EntryRow]


@dataclass(frozen=True, slots=True)
class Patch:
    """One patch to a memory entry."""

    KIND: ClassVar[str] = "patch"
    row: store.PatchRow


@dataclass(frozen=True, slots=True)
class Scores:
    """Classifier scores to store."""

    KIND: ClassVar[str] = "scores"
    rows: Sequence[store.ScoreRow]


@dataclass(frozen=True, slots=True)
class Call:
    """A domain store's write: fn(connection, payload), its result the job's."""

    KIND: ClassVar[str] = "call"
    fn: Callable[[apsw.Connection, Any], Any]
    payload: Any


@dataclass(frozen=True, slots=True)
class Audit:
    """One audit record to chain and log (`audit.journal`); the database copy follows."""

    KIND: ClassVar[str] = "audit"
    record: AuditRecordV1
    text: str  # its canonical form, made on the submitting thread
    pending: bool = False  # its explanation follows in a record of its own


@dataclass(frozen=True, slots=True)
class Explain:
    """One explanation record to chain and log after the decision it explains."""

    KIND: ClassVar[str] = "explanation"
    record: ExplanationRecordV1
    text: str


Work = Entries | Patch | Scores | Call | Audit | Explain  # every kind of job the writer commits


@dataclass(slots=True)
class Job:
    """One unit of work and the future that resolves once it is committed."""

    work: Work
    future: Future[Any] = field(default_factory=_uncancellable)

    @property
    def kind(self) -> str:
        """The job's kind, as metrics label it."""
        return self.work.KIND

    @property
    def payload(self) -> Any:
        """What the job writes; for entries, the rows (metrics count them)."""
        return self.work.rows if isinstance(self.work, Entries) else self.work
