"""What `server.build` hands the components, and what they hand back to the edge.

Components (review, selection, lessons) import this module, never the server
that assembles them: the server imports the components, so the bag they are
built from has to live apart from it. The RPC-facing shapes are typed
Protocols over `mage.contract.types`; the servicer converts protobuf to and
from those types, so no component sees a generated message.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from mage.contract import types as t
from mage.sidecar.config import Config
from mage.sidecar.evaluation.policy import PolicyHolder
from mage.sidecar.memory.shadow import Memory
from mage.sidecar.store import db as store
from mage.sidecar.store.writer import Writer

__all__ = ["FeedbackMarker", "MemorySelector", "OutcomeRecorder", "Parts", "Services"]


@dataclass(frozen=True)
class Parts:
    """What a component may use when it registers itself in `build`."""

    config: Config
    writer: Writer
    readers: store.Readers
    memory: Memory
    policies: PolicyHolder


class FeedbackMarker(Protocol):
    """The review component as the Feedback RPC sees it."""

    async def mark(self, tenant: str, decision_id: str, mark: t.FeedbackMark, note: str = "",
                   author: str = "") -> t.FeedbackResult:
        """Append one mark on a past decision; raises the sidecar's domain errors."""
        ...


class OutcomeRecorder(Protocol):
    """The lessons component as the RecordOutcome RPC sees it."""

    async def record(self, tenant: str, report: t.OutcomeReport) -> t.RecordedOutcome:
        """Store one lesson; raises the sidecar's domain errors."""
        ...


class MemorySelector(Protocol):
    """The selection component as the SelectMemories RPC sees it."""

    async def select(self, tenant: str, req: t.SelectionRequest
                     ) -> tuple[t.SelectedMemory, ...]:
        """The memories that decide, best first; raises the sidecar's domain errors."""
        ...


@dataclass
class Services:
    """The components that serve RPCs of their own; None: not part of this sidecar.

    Filled in by `build` as components register; the servicer answers an RPC whose
    component is missing with UNIMPLEMENTED.
    """

    review: FeedbackMarker | None = None
    lessons: OutcomeRecorder | None = None
    selection: MemorySelector | None = None
