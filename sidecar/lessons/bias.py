"""Bias audit of a tenant's lesson store: what a store that stopped tracking the world
looks like. Pure observation: nothing is changed, flagged lessons are listed for people.

- Polarity skew per domain: one direction in at least 90% of at least 5 lessons (failures
  not being written down, or a domain that really is that kind); with the chance of so
  lopsided a count if both directions were equally likely.
- Echo: the same action recorded again and again (3 times or more) with the identical
  outcome: repetition, not new evidence (the refuters count sessions, not records).
- Confidence drift: the mean confidence of the newest 20 lessons against all before them;
  a shift of 0.15 or more is reported, since no single lesson is to blame.
- Standing: the lessons whose latest feedback mark is false positive or confirmed.

A lesson's domain is its `domain:NAME` tag when it has one, else its action's tool.
"""

from __future__ import annotations

import math
from collections import Counter, defaultdict
from dataclasses import asdict, dataclass, field
from typing import Any

import apsw

from mage.sidecar.store import lessons as lstore

SKEW_SHARE, SKEW_MIN = 0.9, 5
ECHO_MIN = 3
DRIFT_WINDOW, DRIFT_DELTA = 20, 0.15


@dataclass
class Report:
    """The audit of one tenant; `flags` counts what a person should look at."""

    tenant: str
    lessons: int
    grades: dict[str, int]
    domains: list[dict[str, Any]] = field(default_factory=list)
    echoes: list[dict[str, Any]] = field(default_factory=list)
    drift: dict[str, Any] = field(default_factory=dict)
    marked: list[dict[str, Any]] = field(default_factory=list)

    @property
    def flags(self) -> int:
        return (sum(1 for d in self.domains if d["skewed"]) + len(self.echoes)
                + int(bool(self.drift.get("drifted"))))

    def to_json(self) -> dict[str, Any]:
        return {**asdict(self), "flags": self.flags}


def audit(conn: apsw.Connection, tenant: str) -> Report:
    """Read the tenant's lessons (read-only) and report skew, echoes, drift and marks."""
    edges = list(lstore.edges(conn, tenant))
    actions = lstore.action_tools(conn, tenant)
    outcomes = lstore.outcome_texts(conn, tenant)
    report = Report(tenant, len(edges), dict(sorted(Counter(e.grade or "-" for e in edges)
                                                    .items())))
    report.domains = _skew(edges, actions)
    report.echoes = _echoes(edges, actions, outcomes)
    report.drift = _drift(edges)
    report.marked = _marked(list(lstore.marks(conn, tenant)))
    return report


def _domain(e: lstore.EdgeRow, actions: dict[str, tuple[str, str]]) -> str:
    tagged = next((x.split(":", 1)[1] for x in e.tags if x.startswith("domain:")), "")
    return tagged or actions.get(e.action_id, ("", ""))[0] or "(none)"


def _skew(edges: list[lstore.EdgeRow], actions: dict[str, tuple[str, str]]
          ) -> list[dict[str, Any]]:
    counts: dict[str, Counter[str]] = defaultdict(Counter)
    for e in edges:
        counts[_domain(e, actions)][e.polarity] += 1
    out = []
    for domain, c in sorted(counts.items()):
        n = sum(c.values())
        top, k = c.most_common(1)[0]
        skewed = n >= SKEW_MIN and k / n >= SKEW_SHARE
        out.append({"domain": domain, "lessons": n, "polarity": dict(c), "dominant": top,
                    "share": round(k / n, 3), "p_if_even": _tail(n, n - k), "skewed": skewed})
    return out


def _tail(n: int, minority: int) -> float:
    """Chance of a minority this small or smaller among n even coin flips (two-sided)."""
    p = sum(math.comb(n, i) for i in range(minority + 1)) / 2 ** n
    return round(min(1.0, 2 * p), 6)


def _echoes(edges: list[lstore.EdgeRow], actions: dict[str, tuple[str, str]],
            outcomes: dict[str, str]) -> list[dict[str, Any]]:
    groups: dict[tuple[str, str], list[lstore.EdgeRow]] = defaultdict(list)
    for e in edges:
        groups[(e.action_id, e.outcome_id)].append(e)
    out = []
    for (action, outcome), found in groups.items():
        if len(found) >= ECHO_MIN and len({e.polarity for e in found}) == 1:
            out.append({"action": actions.get(action, ("", action))[1][:120],
                        "outcome": outcomes.get(outcome, outcome)[:120],
                        "records": len(found), "sessions": len({e.session for e in found}),
                        "lessons": [e.id for e in found][:10]})
    return sorted(out, key=lambda x: -x["records"])


def _drift(edges: list[lstore.EdgeRow]) -> dict[str, Any]:
    if len(edges) < 2 * DRIFT_WINDOW:
        return {"drifted": False, "detail": f"fewer than {2 * DRIFT_WINDOW} lessons"}
    recent = [e.confidence for e in edges[-DRIFT_WINDOW:]]
    before = [e.confidence for e in edges[:-DRIFT_WINDOW]]
    r, b = sum(recent) / len(recent), sum(before) / len(before)
    return {"drifted": abs(r - b) >= DRIFT_DELTA, "recent_mean": round(r, 3),
            "earlier_mean": round(b, 3), "shift": round(r - b, 3)}


def _marked(marks: list[lstore.MarkRow]) -> list[dict[str, Any]]:
    latest: dict[str, lstore.MarkRow] = {}
    for m in marks:
        latest[m.lesson_id] = m
    return [{"lesson": m.lesson_id, "standing": m.mark, "decision_id": m.decision_id,
             "time_ms": m.created_ms} for m in latest.values()]
