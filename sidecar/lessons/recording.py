"""RecordOutcome: validate a report, resolve its action, build the rows, index them.

The action is named by a decision id (its action, context, session and time
come from the audit record) or described in the request. Nodes are keyed by
content, so the same action recorded again lands on the same node and its
lessons accumulate there; every recording is a new edge.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import apsw
import numpy as np

from mage.contract import types as t
from mage.sidecar.errors import InvalidRequest, NotFound
from mage.sidecar.evaluation.policy import LessonsPolicy
from mage.sidecar.lessons import features
from mage.sidecar.lessons.graph import ActionNode, Edge, TenantGraph
from mage.sidecar.memory.detectors import detect_injection
from mage.sidecar.store import lessons as lstore

MAX_OUTCOME_CHARS = 4000
MAX_TAGS, MAX_TAG_CHARS = 32, 200
DEFAULT_CONFIDENCE = 0.8


@dataclass(frozen=True, slots=True)
class Source:
    """The action a report is about, resolved: from the decision's audit record or the request."""

    action: t.Action
    context: t.Context
    session: str
    action_ms: int
    decision_id: str


def validate(r: t.OutcomeReport) -> None:
    """Reject what the wire form allows but a lesson cannot be (names the field)."""
    if not r.outcome.strip():
        raise InvalidRequest("outcome: required, a description of what followed the action")
    if len(r.outcome) > MAX_OUTCOME_CHARS:
        raise InvalidRequest(f"outcome: {len(r.outcome)} characters; the limit is "
                             f"{MAX_OUTCOME_CHARS}")
    if r.polarity is t.Polarity.HARMFUL and r.severity is None:
        raise InvalidRequest("severity: required for a harmful outcome (catastrophic, severe, "
                             "moderate or minor)")
    if r.confidence is not None and not (math.isfinite(r.confidence)
                                         and 0.0 <= r.confidence <= 1.0):
        raise InvalidRequest(f"confidence: {r.confidence} is outside [0, 1]")
    if r.observed_ms < 0 or r.action_ms < 0:
        raise InvalidRequest("observed_ms, action_ms: Unix milliseconds, not negative")
    if len(r.tags) > MAX_TAGS or any(len(x) > MAX_TAG_CHARS for x in r.tags):
        raise InvalidRequest(f"tags: at most {MAX_TAGS}, each at most {MAX_TAG_CHARS} characters")
    if not r.decision_id and r.action is None:
        raise InvalidRequest("decision_id or action: required; name the checked action by its "
                             "decision id, or describe it")


def source_from_record(rec: dict[str, Any], r: t.OutcomeReport) -> Source:
    """The checked action as the audit record saw it."""
    a, c = rec["action"], rec["context"]
    action = t.Action(t.ActionType(a["type"]), a["tool"], dict(a["arguments"]),
                      a["description"], a.get("custom_type", ""))
    context = t.Context(c["environment"], c["phase"], dict(c["labels"]))
    return Source(action, context, rec["session"], r.action_ms or int(rec["time_ms"]),
                  rec["decision_id"])


def source_from_report(r: t.OutcomeReport, now_ms: int) -> Source:
    assert r.action is not None  # validate() requires it when there is no decision id
    return Source(r.action, r.context or t.Context(), r.session, r.action_ms or now_ms, "")


def build(tenant: str, src: Source, r: t.OutcomeReport, vecs: np.ndarray, lesson_id: str,
          pol: LessonsPolicy, now_ms: int) -> lstore.Recording:
    """The rows of one recording (vectors rounded as the database will return them)."""
    text = features.action_text(src.action)
    ctx = src.context
    target = features.target_of(src.action.arguments, ctx.labels, pol.target_arguments)
    digest = features.args_digest(src.action.arguments)
    action_id = features.node_id("A", text, src.action.tool, digest, ctx.environment,
                                 ctx.phase, target)
    outcome = r.outcome.strip()
    op, words = features.analyse(text, target)
    action = lstore.ActionRow(tenant, action_id, text, src.action.tool, digest,
                              ctx.environment, ctx.phase, target, op, words,
                              lstore.rounded(vecs[0]), now_ms)
    out = lstore.OutcomeRow(tenant, features.node_id("O", features.normalise(outcome)), outcome,
                            lstore.rounded(vecs[1]), now_ms)
    edge = lstore.EdgeRow(
        tenant, lesson_id, action_id, out.id, r.edge.value, r.polarity.value,
        r.severity.value if r.severity else "",
        DEFAULT_CONFIDENCE if r.confidence is None else float(r.confidence),
        (r.judged_by or t.JudgedBy.MODEL).value, src.session, src.decision_id,
        r.after_outcome_id, tuple(r.tags), src.action_ms, r.observed_ms or now_ms, now_ms,
        _flagged(text, outcome), "")
    return lstore.Recording(action, out, edge)


def _flagged(action_text: str, outcome: str) -> str:
    """Injection cues in what was recorded: such a lesson may have been planted."""
    found = detect_injection(f"{action_text}\n{outcome}")
    return ",".join(found.cues) if found.tainted else ""


def check_state(g: TenantGraph, r: t.OutcomeReport) -> None:
    if r.after_outcome_id and r.after_outcome_id not in g.outcomes:
        raise NotFound(f"after_outcome_id: no outcome {r.after_outcome_id!r} in this tenant's "
                       "lessons; pass an outcome_node_id from an earlier RecordOutcome")


def apply(g: TenantGraph, rec: lstore.Recording) -> Edge:
    """Index the recording in the tenant's graph (nodes found or added, then the edge)."""
    _add_action(g, rec.action)
    o = rec.outcome
    g.add_outcome(o.id, o.text, o.embedding, o.created_ms)
    edge = edge_of(rec.edge)
    g.add_edge(edge)
    return edge


def _add_action(g: TenantGraph, a: lstore.ActionRow) -> None:
    if a.id not in g.actions:
        node = ActionNode(a.id, a.text, a.tool, a.environment, a.phase, a.target, a.operation,
                          a.created_ms)
        g.add_action(node, a.embedding, a.words)


def edge_of(e: lstore.EdgeRow) -> Edge:
    return Edge(e.id, e.action_id, e.outcome_id, e.edge_type, e.polarity, e.severity,
                e.confidence, e.judged_by, e.session, e.decision_id, e.state_id, e.tags,
                e.action_ms, e.observed_ms, e.created_ms, e.flagged, e.grade)


def refresh(conn: apsw.Connection) -> int:
    """Analyse again the action rows stored by an older `features.analyse` (once, at
    start-up, before any tenant is loaded); returns how many there were."""
    stale = lstore.stale_actions(conn)
    if stale:
        lstore.update_features(conn, [(*features.analyse(text, target), tenant, node)
                                      for tenant, node, text, target in stale])
    return len(stale)


def load(g: TenantGraph, actions: tuple[list[lstore.ActionRow], np.ndarray],
         outcomes: list[lstore.OutcomeRow], edges: list[lstore.EdgeRow],
         marks: list[lstore.MarkRow]) -> None:
    """Rebuild a tenant's graph from its rows, in the order they were written."""
    rows, matrix = actions
    by_env: dict[str, list[int]] = {}
    for i, a in enumerate(rows):
        by_env.setdefault(a.environment, []).append(i)
    for env, idx in by_env.items():
        nodes = [ActionNode(a.id, a.text, a.tool, env, a.phase, a.target, a.operation,
                            a.created_ms) for a in (rows[i] for i in idx)]
        g.add_actions(env, nodes, matrix[idx], [rows[i].words for i in idx])
    for o in outcomes:
        g.add_outcome(o.id, o.text, o.embedding, o.created_ms)
    for e in edges:
        g.add_edge(edge_of(e))
    for m in marks:
        if m.lesson_id in g.edges:
            g.add_mark(m.lesson_id, m.mark, m.decision_id, m.created_ms)
