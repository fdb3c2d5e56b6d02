"""Threshold proposals from feedback, each shown with its replayed effect; never applied.

For every risk component and verdict level, the marked decisions that the
component drove to that level are read on the policy's unscaled axis (score
divided by the context's threshold scale). A proposal raises the level's
threshold just above the false positives, but never above a confirmed
decision the level caught, so nothing that people confirmed is let through.
The proposed policy is then replayed over the marked decisions and over the
period, and the caller decides whether to adopt it.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import asdict, dataclass, field
from typing import Any

import apsw
import yaml

from mage.contract import types as t
from mage.sidecar.audit.record import AuditRecordV1
from mage.sidecar.evaluation.policy import LEVELS, Policy, parse
from mage.sidecar.review import replay
from mage.sidecar.store import review as review_store

STEP = 0.01  # proposals are rounded up to this step


@dataclass(frozen=True, slots=True)
class Change:
    """One threshold the feedback argues for raising."""

    component: str
    level: str  # warn, redirect, halt
    old: float
    new: float
    false_positives: int  # marked false positive, driven by this component at this level
    cleared: int  # of which the new threshold lets through
    confirmed: int  # confirmed decisions the level caught; all still caught


@dataclass(slots=True)
class Suggestion:
    changes: list[Change] = field(default_factory=list)
    policy_text: str = ""
    marked: replay.Report | None = None  # the marked decisions under the proposal
    period: replay.Report | None = None  # the period's decisions under the proposal
    marks: dict[str, str] = field(default_factory=dict)  # decision id -> latest mark

    def to_json(self) -> dict[str, Any]:
        return {"changes": [asdict(c) for c in self.changes],
                "policy": self.policy_text,
                "marked": self.marked.to_json() if self.marked else None,
                "period": self.period.to_json() if self.period else None,
                "marks": self.marks}


def suggest(conn: apsw.Connection, tenant: str, policy: Policy, f: review_store.Filter,
            limit: int = 1000) -> Suggestion:
    """Proposals from the feedback in the filter, replayed; the policy itself is untouched."""
    marked = [(AuditRecordV1.parse(r), m)
              for r, m in review_store.marked_records(conn, tenant, f)]
    out = Suggestion(marks={r.decision_id: m for r, m in marked})
    out.changes = proposals(policy, marked)
    if not out.changes:
        return out
    out.policy_text = proposed_text(policy, out.changes)
    proposed = parse(out.policy_text, "proposed policy")
    out.marked = replay.replay_records(conn, tenant, proposed, [r for r, _ in marked])
    out.period = replay.replay(conn, tenant, proposed, f, limit)
    return out


def proposals(policy: Policy, marked: Iterable[tuple[AuditRecordV1, str]]) -> list[Change]:
    """Raised thresholds that clear false positives and keep every confirmed decision."""
    points: dict[tuple[str, str], tuple[list[float], list[float]]] = {}
    for rec, mark in marked:
        for comp, level, x in _driving(policy, rec):
            fps, oks = points.setdefault((comp, level), ([], []))
            (fps if mark == "false_positive" else oks).append(x)
    changes = [_change(policy, comp, level, fps, oks)
               for (comp, level), (fps, oks) in sorted(points.items())]
    return [c for c in changes if c is not None]


def _driving(policy: Policy, rec: AuditRecordV1) -> list[tuple[str, str, float]]:
    """(component, level, unscaled score) for each component at the decision's top level."""
    ctx = rec.context
    scale, _ = policy.modifiers(rec.action.type, ctx.environment, ctx.phase)
    levels = {name: policy.verdict_for(name, c.score, scale)
              for name, c in rec.risk.items() if name in policy.thresholds}
    top = max(levels.values(), default=t.Verdict.PROCEED)
    if top is t.Verdict.PROCEED:
        return []
    return [(name, top.name.lower(), rec.risk[name].score / scale)
            for name, v in levels.items() if v == top]


def _change(policy: Policy, comp: str, level: str, fps: list[float], oks: list[float]
            ) -> Change | None:
    if not fps:
        return None
    th = policy.thresholds[comp]
    old = getattr(th, level)
    nxt = LEVELS.index(level) + 1
    ceiling = getattr(th, LEVELS[nxt]) if nxt < len(LEVELS) else 1.0
    ceiling = min([ceiling, *oks])  # a confirmed decision must stay caught
    cleared = [x for x in fps if _above(x) <= ceiling]
    if not cleared:
        return None
    new = max(old, _above(max(cleared)))
    return Change(comp, level, old, new, len(fps), len(cleared), len(oks))


def _above(x: float) -> float:
    """The next step strictly above x (a threshold at x would still catch x)."""
    return round(math.floor(x / STEP + 1e-9) * STEP + STEP, 4)


def proposed_text(policy: Policy, changes: Iterable[Change]) -> str:
    """The policy YAML with the proposed thresholds (comments are not kept)."""
    doc = yaml.safe_load(policy.text)
    for c in changes:
        doc["thresholds"][c.component][c.level] = c.new
    head = "# Proposed by `mage audit policy suggest` from feedback; review before use.\n"
    return head + yaml.safe_dump(doc, sort_keys=False)
