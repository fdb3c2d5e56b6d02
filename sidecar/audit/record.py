"""The audit record: a versioned, plain projection of a decision, and the chain check.

The decision the evaluator builds holds live objects; what is stored is this
JSON projection (canonical: sorted keys, no spaces) and each record's hash
covers the hash of the one before, so an edited, removed or reordered record
breaks the chain at that point.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from mage.contract import types as t
from mage.sidecar.evaluation.cascade import Basis
from mage.sidecar.memory.graph import Session
from mage.sidecar.store import db as store
from mage.sidecar.store.writer import chain_hash

RECORD_VERSION = 1


def canonical(obj: Any) -> str:
    # The chain hashes the stored text itself, so any deterministic form would do;
    # insertion order is deterministic and cheaper than sorting keys.
    return json.dumps(obj, separators=(",", ":"), ensure_ascii=False)


def record(decision: t.Decision, basis: Basis, time_ms: int,
           basis_facts: dict[str, Any]) -> dict[str, Any]:
    """The stored form of one decision, with the facts of each basis entry at that moment."""
    return {
        "v": RECORD_VERSION,
        "decision_id": decision.decision_id,
        "time_ms": time_ms,
        "tenant": basis.tenant,
        "session": basis.session_name,
        "action": {
            "type": basis.action.type.value,
            "custom_type": basis.action.custom_type,
            "tool": basis.action.tool,
            "arguments": dict(basis.action.arguments),
            "description": basis.action.description,
        },
        "context": {"environment": basis.context.environment, "phase": basis.context.phase,
                    "labels": dict(basis.context.labels)},
        "basis": list(decision.basis),
        "basis_explicit": basis.explicit,
        "basis_unknown": list(basis.unknown),
        "basis_facts": basis_facts,
        "snapshot_seq": decision.snapshot_seq,
        "verdict": decision.verdict.name,
        "message": decision.message,
        "risk": {name: {"score": c.score, "evidence": [_plain(e) for e in c.evidence]}
                 for name, c in decision.risk.components().items()},
        "redirects": [_plain(r) for r in decision.redirects],
        "repairs": [{**_plain(r), "op": r.op.value} for r in decision.repairs],
        "tiers": [_plain(x) for x in decision.tiers],
        "policy_hash": decision.policy_hash,
        "model_version": decision.model_version,
        "critical": [{**_plain(a), "verdict_without": a.verdict_without.name}
                     for a in decision.critical],
        "attribution_bounded": decision.attribution_bounded,
        "lessons": list(decision.lessons),
    }


REDACTED = "[redacted]"


def redact(rec: dict[str, Any], fields: tuple[tuple[str, ...], ...],
           patterns: tuple[re.Pattern[str], ...]) -> dict[str, Any]:
    """Hide what policy says must not be kept, and say in the record what was hidden."""
    hidden: list[str] = []
    for path in fields:
        node: Any = rec
        for key in path[:-1]:
            node = node.get(key) if isinstance(node, dict) else None
        if isinstance(node, dict) and path[-1] in node:
            node[path[-1]] = REDACTED
            hidden.append(".".join(path))
    for section in ("action", "context"):
        hidden += _scrub(rec[section], patterns, section)
    rec["redacted"] = sorted(set(hidden))
    return rec


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


def _plain(obj: Any) -> dict[str, Any]:
    # dataclasses.asdict deep-copies every value; these records are flat, so read the slots.
    return {k: list(v) if isinstance(v, tuple) else v
            for k in obj.__slots__ for v in (getattr(obj, k),)}


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


def summary(rec: dict[str, Any]) -> dict[str, Any]:
    """The indexed columns of a record."""
    return {
        "decision_id": rec["decision_id"], "tenant": rec["tenant"], "session": rec["session"],
        "time_ms": rec["time_ms"], "action_type": rec["action"]["type"],
        "tool": rec["action"]["tool"], "verdict": rec["verdict"],
    }


@dataclass(frozen=True, slots=True)
class ChainReport:
    ok: bool
    records: int
    first_bad_decision_id: str = ""
    detail: str = ""
    head: str = store.GENESIS_HASH


def verify(rows: Iterable[store.AuditRow], head: tuple[int, str]) -> ChainReport:
    """Recompute the chain; the first record that does not fit is named."""
    prev, count = store.GENESIS_HASH, 0
    for row in rows:
        count += 1
        if row.prev_hash != prev:
            return ChainReport(False, count, row.decision_id,
                               f"record {count} does not follow the one before it "
                               "(a record was removed or reordered)")
        if chain_hash(prev, row.record) != row.hash:
            return ChainReport(False, count, row.decision_id,
                               f"record {count} was modified after it was written")
        try:
            if json.loads(row.record).get("decision_id") != row.decision_id:
                return ChainReport(False, count, row.decision_id,
                                   f"record {count} carries another decision's id")
        except ValueError:
            return ChainReport(False, count, row.decision_id, f"record {count} is not JSON")
        prev = row.hash
    if (count, prev) != head:
        return ChainReport(False, count, "", f"the chain ends at record {count} but the head "
                           f"says {head[0]}: records were removed from the end")
    return ChainReport(True, count, head=prev)
