"""The client's errors: one base class, and one subclass per thing a caller handles differently.

A check never raises for an unreachable sidecar (it falls back, see
`MageClient.check`); the other calls raise `SidecarUnavailable`. A blocked
action raises an `ActionBlocked` subclass that carries the decision, so the
caller can log `decision_id` and act on the redirect instructions.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from mage.contract.types import Decision


class MageError(Exception):
    """Base of every error this client raises."""


class SidecarUnavailable(MageError):
    """The sidecar could not be reached, or did not answer in time."""


class RequestFailed(MageError):
    """The sidecar answered with an error status (a bad request, a missing decision, ...).

    Attributes:
        code: The gRPC status code name, e.g. "INVALID_ARGUMENT" or "NOT_FOUND".
        details: The sidecar's message.
    """

    def __init__(self, code: str, details: str) -> None:
        super().__init__(f"{code}: {details}")
        self.code = code
        self.details = details


class FlushTimeout(MageError, TimeoutError):
    """`flush` gave up before every entry was acknowledged; the entries stay queued."""


@dataclass(frozen=True, slots=True)
class RejectedBatch:
    """One batch the sidecar refused; nothing of it was stored.

    Attributes:
        batch_id: The id the writer gave the batch.
        code: The google.rpc.Code the sidecar sent (3 = INVALID_ARGUMENT, ...).
        message: The sidecar's explanation, naming the offending entry or field.
        entry_ids: The ids of every entry in the batch.
    """

    batch_id: int
    code: int
    message: str
    entry_ids: tuple[str, ...]


class WriteRejected(MageError):
    """One or more batches were rejected since the last `flush`.

    The writer keeps going: batches after a rejected one are still sent, so
    only the entries listed here are missing from the sidecar.

    Attributes:
        batches: Every rejected batch, in batch order.
    """

    def __init__(self, batches: Sequence[RejectedBatch]) -> None:
        self.batches = tuple(batches)
        parts = [
            f"batch {b.batch_id} rejected (code {b.code}): {b.message} "
            f"[entries: {', '.join(b.entry_ids)}]"
            for b in self.batches
        ]
        super().__init__("; ".join(parts))

    @property
    def message(self) -> str:
        """The sidecar's message for the first rejected batch."""
        return self.batches[0].message if self.batches else ""

    @property
    def entry_ids(self) -> tuple[str, ...]:
        """The ids of every entry that was not stored."""
        return tuple(i for b in self.batches for i in b.entry_ids)


class ActionBlocked(MageError):
    """The sidecar did not allow the action; `decision` says why and what to do instead.

    Attributes:
        decision: The decision that blocked the action.
    """

    def __init__(self, decision: Decision) -> None:
        self.decision = decision
        super().__init__(_describe(decision))

    @property
    def decision_id(self) -> str:
        """The decision's id, for joining the agent's logs to the audit log."""
        return self.decision.decision_id


class ActionHalted(ActionBlocked):
    """The verdict was HALT: do not take the action; the decision lists repairs."""


class ActionRedirected(ActionBlocked):
    """The verdict was REDIRECT: do what `decision.redirects` says instead."""


def _describe(d: Decision) -> str:
    lines = [f"{d.verdict.name} (decision {d.decision_id}): {d.message}"]
    for r in d.redirects:
        about = " ".join(x for x in (r.memory_id, r.tool) if x)
        lines.append(f"  instead, {r.kind}{f' [{about}]' if about else ''}: {r.instruction}")
    lines.extend(f"  repair {p.op.value} {p.memory_id}: {p.reason}" for p in d.repairs)
    return "\n".join(lines)
