"""The explanation record: a decision's counterfactual attribution, chained after it.

A check that does not PROCEED is answered once its decision record is durable;
which memories were critical to it is worked out afterwards and recorded here,
in the same per-tenant chain as the decisions, naming the decision it explains.
Like `AuditRecordV1` it is a versioned, plain projection; its canonical text is
what the chain hashes, so the key order below is part of the format.

`status` is "complete" (the attribution as the decision would have carried it)
or "unavailable" (it could not be worked out, `reason` says why: a decision
left pending by a crash whose snapshot can no longer be rebuilt).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from mage.contract import types as t
from mage.sidecar.audit.record import AuditRecordV1, RecordError, canonical

__all__ = ["EXPLANATION_KIND", "EXPLANATION_VERSION", "ExplanationRecordV1", "joined"]

EXPLANATION_KIND = "explanation"
EXPLANATION_VERSION = 1
STATUSES = (t.Explanation.COMPLETE.value, t.Explanation.UNAVAILABLE.value)


@dataclass(frozen=True, slots=True)
class ExplanationRecordV1:
    """The attribution of one decision as the audit log keeps it (format version 1)."""

    decision_id: str  # the decision explained
    time_ms: int
    tenant: str
    session: str
    status: str  # "complete" | "unavailable"
    critical: tuple[t.Attribution, ...]
    attribution_bounded: bool
    tiers: tuple[t.TierResult, ...]  # the attribution step's own record
    reason: str = ""  # why it is unavailable
    version: int = EXPLANATION_VERSION

    @classmethod
    def complete(cls, decision_id: str, time_ms: int, tenant: str, session: str,
                 critical: Sequence[t.Attribution], bounded: bool,
                 tiers: Sequence[t.TierResult]) -> ExplanationRecordV1:
        """The record of an attribution worked out in full (or as far as its bounds let)."""
        return cls(decision_id, time_ms, tenant, session, t.Explanation.COMPLETE.value,
                   tuple(critical), bounded, tuple(tiers))

    @classmethod
    def unavailable(cls, decision_id: str, time_ms: int, tenant: str, session: str,
                    reason: str) -> ExplanationRecordV1:
        """The record of an attribution that could not be worked out, and why."""
        return cls(decision_id, time_ms, tenant, session, t.Explanation.UNAVAILABLE.value,
                   (), False, (), reason)

    @property
    def explanation(self) -> t.Explanation:
        """The status as the shared enum."""
        return t.Explanation(self.status)

    def to_plain(self) -> dict[str, Any]:
        """The plain form, keys in stored order; `canonical()` is its text."""
        return {
            "v": self.version, "kind": EXPLANATION_KIND, "decision_id": self.decision_id,
            "time_ms": self.time_ms, "tenant": self.tenant, "session": self.session,
            "status": self.status,
            "critical": [{"memory_id": a.memory_id, "verdict_without": a.verdict_without.name,
                          "detail": a.detail} for a in self.critical],
            "attribution_bounded": self.attribution_bounded,
            "tiers": [{"tier": x.tier, "status": x.status, "latency_ms": x.latency_ms,
                       "detail": x.detail} for x in self.tiers],
            "reason": self.reason,
        }

    def canonical(self) -> str:
        """The exact text stored and hashed into the chain."""
        return canonical(self.to_plain())

    @classmethod
    def parse(cls, text: str) -> ExplanationRecordV1:
        """A stored explanation record.

        Raises:
            RecordError: Not JSON, or a field missing or not what version 1 holds (the
                message names the field).
        """
        try:
            plain = json.loads(text)
        except ValueError as exc:
            raise RecordError(f"explanation: not JSON ({exc})") from None
        return cls.from_plain(plain)

    @classmethod
    def from_plain(cls, plain: Any) -> ExplanationRecordV1:
        """A record from its plain (parsed JSON) form; errors as `parse`."""
        if not isinstance(plain, dict) or plain.get("kind") != EXPLANATION_KIND:
            raise RecordError("explanation.kind: expected \"explanation\"")
        if plain.get("v") != EXPLANATION_VERSION:
            raise RecordError(f"explanation.v: expected {EXPLANATION_VERSION}")
        try:
            return cls(
                _str(plain, "decision_id"), int(plain["time_ms"]), _str(plain, "tenant"),
                _str(plain, "session"), _status(plain),
                tuple(t.Attribution(a["memory_id"], t.Verdict[a["verdict_without"]],
                                    a["detail"]) for a in plain["critical"]),
                bool(plain["attribution_bounded"]),
                tuple(t.TierResult(x["tier"], x["status"], float(x["latency_ms"]),
                                   x["detail"]) for x in plain["tiers"]),
                _str(plain, "reason"))
        except (KeyError, TypeError, ValueError) as exc:
            raise RecordError(f"explanation: a field is missing or malformed ({exc})") from None


def _str(plain: dict[str, Any], key: str) -> str:
    value = plain.get(key)
    if not isinstance(value, str):
        raise RecordError(f"explanation.{key}: expected a string")
    return value


def _status(plain: dict[str, Any]) -> str:
    status = _str(plain, "status")
    if status not in STATUSES:
        raise RecordError(f"explanation.status: expected one of {list(STATUSES)}")
    return status


def joined(rec: AuditRecordV1, exp: ExplanationRecordV1 | None) -> AuditRecordV1:
    """The decision as readers show it: its record with its explanation's attribution.

    A record without an explanation (explained in the answer, or still pending) is
    returned as it is."""
    if exp is None:
        return rec
    return replace(rec, critical=exp.critical, attribution_bounded=exp.attribution_bounded,
                   tiers=(*rec.tiers, *exp.tiers))
