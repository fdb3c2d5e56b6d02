"""The audit record: a versioned, plain projection of a decision.

The decision the evaluator builds holds live objects; what is stored is the
canonical JSON of an `AuditRecordV1` (keys in a fixed order, no spaces), and
`audit.chain` links each record's hash to the one before. The key order is
part of the format: databases already written hash these exact bytes.

Redaction replaces what policy names with `REDACTED` and lists the paths it
hid in `redacted`. A mapping the action carries (arguments, context labels)
keeps the mark in its place, as readers show it; any other section that was
hidden whole reads as empty here, and its path in `redacted` puts the mark
back when the record is written out.
"""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from typing import Any

from mage.contract import types as t
from mage.sidecar.audit import _canonical, _parse
from mage.sidecar.audit._parse import REDACTED, RecordError
from mage.sidecar.evaluation.cascade import Basis
from mage.sidecar.memory.graph import Session

__all__ = [
    "RECORD_VERSION",
    "REDACTED",
    "AuditRecordV1",
    "RecordError",
    "RecordedAction",
    "RecordedContext",
    "canonical",
    "facts",
    "redact",
]

RECORD_VERSION = 1


def canonical(obj: Any) -> str:
    """The stored text of a plain value: compact JSON, keys in the order given.

    The bytes are those of `json.dumps(obj, separators=(",", ":"), ensure_ascii=False)`,
    which every stored record was written with and the chain hashes; orjson writes them
    several times faster, and where its text could differ, the standard encoder writes it.
    """
    # The chain hashes the stored text itself, so any deterministic form would do;
    # insertion order is deterministic and cheaper than sorting keys.
    return _canonical.text(obj)


@dataclass(frozen=True, slots=True)
class RecordedAction:
    """The checked action as recorded: its type as text, arguments possibly `REDACTED`."""

    type: str
    custom_type: str
    tool: str
    arguments: Mapping[str, str] | str
    description: str


@dataclass(frozen=True, slots=True)
class RecordedContext:
    """The check's context as recorded; labels possibly `REDACTED`."""

    environment: str
    phase: str
    labels: Mapping[str, str] | str

    def to_plain(self) -> dict[str, Any]:
        """The stored form of the context."""
        return {"environment": self.environment, "phase": self.phase,
                "labels": _copy(self.labels)}


@dataclass(frozen=True, slots=True)
class AuditRecordV1:
    """One decision as the audit log keeps it (format version 1)."""

    decision_id: str
    time_ms: int
    tenant: str
    session: str
    action: RecordedAction
    context: RecordedContext
    basis: tuple[str, ...]
    basis_explicit: bool
    basis_unknown: tuple[str, ...]
    basis_facts: Mapping[str, Any]  # memory id -> its write-time facts (see `facts`)
    snapshot_seq: int
    verdict: str  # a `Verdict` name
    message: str
    risk: Mapping[str, t.RiskComponent]
    redirects: tuple[t.Redirect, ...]
    repairs: tuple[t.ProposedRepair, ...]
    tiers: tuple[t.TierResult, ...]
    policy_hash: str
    model_version: str
    critical: tuple[t.Attribution, ...]
    attribution_bounded: bool
    lessons: tuple[str, ...]
    redacted: tuple[str, ...] | None = None  # paths hidden; None: a stored record without the key
    version: int = RECORD_VERSION
    # Keys a record written before they existed lacks: written out as it was stored.
    omitted: frozenset[str] = frozenset()

    @classmethod
    def build(cls, decision: t.Decision, basis: Basis, time_ms: int,
              basis_facts: Mapping[str, Any]) -> AuditRecordV1:
        """The record of one decision, with the facts of each basis entry at that moment."""
        a, c = basis.action, basis.context
        return cls(
            decision.decision_id, time_ms, basis.tenant, basis.session_name,
            RecordedAction(a.type.value, a.custom_type, a.tool, dict(a.arguments),
                           a.description),
            RecordedContext(c.environment, c.phase, dict(c.labels)),
            decision.basis, basis.explicit, basis.unknown, basis_facts, decision.snapshot_seq,
            decision.verdict.name, decision.message, decision.risk.components(),
            decision.redirects, decision.repairs, decision.tiers, decision.policy_hash,
            decision.model_version, decision.critical, decision.attribution_bounded,
            decision.lessons, redacted=())

    @classmethod
    def parse(cls, text: str) -> AuditRecordV1:
        """A stored record.

        Raises:
            RecordError: Not JSON, or a field that is missing or not what version 1 holds
                (the message names the field).
        """
        try:
            plain = json.loads(text)
        except ValueError as exc:
            raise RecordError(f"record: not JSON ({exc})") from None
        return cls.from_plain(plain)

    @classmethod
    def from_plain(cls, plain: Any) -> AuditRecordV1:
        """A record from its plain (parsed JSON) form; errors as `parse`."""
        kw = _parse.fields(plain)
        return cls(**{**kw, "action": RecordedAction(*kw["action"]),
                      "context": RecordedContext(*kw["context"])})

    def to_plain(self) -> dict[str, Any]:
        """The plain form, keys in stored order; `canonical()` is its text."""
        out = _plain(self)
        for key in self.omitted:
            out.pop(key, None)
        for path in self.redacted or ():
            _mark(out, path.split("."))
        return out

    def canonical(self) -> str:
        """The exact text stored and hashed into the chain."""
        return canonical(self.to_plain())

    def summary(self) -> dict[str, Any]:
        """The indexed columns of the record."""
        return {"decision_id": self.decision_id, "tenant": self.tenant,
                "session": self.session, "time_ms": self.time_ms,
                "action_type": self.action.type, "tool": self.action.tool,
                "verdict": self.verdict}

    def evidence(self) -> Iterable[tuple[str, t.Evidence]]:
        """(component, evidence) for every piece of evidence in the risk vector."""
        return ((name, e) for name, comp in self.risk.items() for e in comp.evidence)


def _plain(r: AuditRecordV1) -> dict[str, Any]:
    a = r.action
    return {
        "v": r.version, "decision_id": r.decision_id, "time_ms": r.time_ms,
        "tenant": r.tenant, "session": r.session,
        "action": {"type": a.type, "custom_type": a.custom_type, "tool": a.tool,
                   "arguments": _copy(a.arguments), "description": a.description},
        "context": r.context.to_plain(),
        "basis": list(r.basis), "basis_explicit": r.basis_explicit,
        "basis_unknown": list(r.basis_unknown), "basis_facts": r.basis_facts,
        "snapshot_seq": r.snapshot_seq, "verdict": r.verdict, "message": r.message,
        "risk": {name: {"score": comp.score, "evidence": [_fields(e, _EVIDENCE)
                                                          for e in comp.evidence]}
                 for name, comp in r.risk.items()},
        "redirects": [_fields(x, _REDIRECT) for x in r.redirects],
        "repairs": [{**_fields(x, _REPAIR), "op": x.op.value} for x in r.repairs],
        "tiers": [_fields(x, _TIER) for x in r.tiers],
        "policy_hash": r.policy_hash, "model_version": r.model_version,
        "critical": [{**_fields(x, _ATTRIBUTION), "verdict_without": x.verdict_without.name}
                     for x in r.critical],
        "attribution_bounded": r.attribution_bounded, "lessons": list(r.lessons),
        **({} if r.redacted is None else {"redacted": list(r.redacted)}),
    }


# The stored keys of each nested object, in stored order: the format names them rather than
# following the shared types, so a field added there does not change what is hashed.
_EVIDENCE = ("rule", "score", "memory_ids", "path", "detail")
_REDIRECT = ("kind", "instruction", "memory_id", "tool")
_REPAIR = ("memory_id", "op", "reason", "value", "target_id")
_TIER = ("tier", "status", "latency_ms", "detail")
_ATTRIBUTION = ("memory_id", "verdict_without", "detail")


def _fields(obj: Any, keys: tuple[str, ...]) -> dict[str, Any]:
    return {k: list(v) if isinstance(v, tuple) else v for k in keys for v in (getattr(obj, k),)}


def _copy(value: Mapping[str, str] | str) -> dict[str, str] | str:
    return value if isinstance(value, str) else dict(value)


def _mark(plain: dict[str, Any], path: list[str]) -> None:
    """Put the redaction mark back where a hidden section reads as empty."""
    node: Any = plain
    for key in path[:-1]:
        node = node.get(key) if isinstance(node, dict) else None
    if isinstance(node, dict) and path[-1] in node and not isinstance(node[path[-1]], str):
        node[path[-1]] = REDACTED


def redact(rec: AuditRecordV1, fields: tuple[tuple[str, ...], ...],
           patterns: tuple[re.Pattern[str], ...]) -> AuditRecordV1:
    """Hide what policy says must not be kept, and say in the record what was hidden."""
    if not fields and not patterns:
        return rec if rec.redacted == () else replace(rec, redacted=())
    plain = copy.deepcopy(rec.to_plain())
    hidden: list[str] = []
    for path in fields:
        node: Any = plain
        for key in path[:-1]:
            node = node.get(key) if isinstance(node, dict) else None
        if isinstance(node, dict) and path[-1] in node:
            node[path[-1]] = REDACTED
            hidden.append(".".join(path))
    for section in ("action", "context"):
        hidden += _scrub(plain[section], patterns, section)
    if not hidden:
        return rec if rec.redacted == () else replace(rec, redacted=())
    plain["redacted"] = sorted(set(hidden))
    return AuditRecordV1.from_plain(plain)


def _scrub(node: Any, patterns: tuple[re.Pattern[str], ...], where: str) -> list[str]:
    hidden = []
    for key, value in list(node.items()):
        if isinstance(value, dict):
            hidden += _scrub(value, patterns, f"{where}.{key}")
        elif isinstance(value, str):
            scrubbed = value
            for p in patterns:
                scrubbed = p.sub(REDACTED, scrubbed)
            if scrubbed != value:
                node[key] = scrubbed
                hidden.append(f"{where}.{key}")
    return hidden


def facts(sess: Session, ids: Iterable[str]) -> dict[str, Any]:
    """The write-time facts of each basis entry, as the check read them."""
    out = {}
    for nid in ids:
        n = sess.nodes[nid]
        out[nid] = {
            "source": n.source, "kind": n.kind, "confidence": n.confidence,
            "effective_confidence": round(n.eff_conf, 4), "grounded": n.grounded,
            "marks": {m: {"origin": o, "via": v} for m, (o, v) in sorted(n.marks.items())},
        }
    return out
