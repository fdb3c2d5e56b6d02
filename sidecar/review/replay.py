"""Replay: decide stored decisions again under another policy, against the snapshot each saw.

This is how a policy change is tested before it ships. Each decision's
session is rebuilt from the memory log as it stood at the decision's
`snapshot_seq`, its basis is built by the live path's own `Decider.basis`,
and the synchronous tiers (rules; the classifier from its stored scores) run
through the live `Evaluator`. What replay cannot run again is carried over
from the record as it was: the judge's findings (an outside model) and the
precedent component (lessons as they stood then).

Decisions are replayed session by session in snapshot order, so each
session's graph is built once and moved forward from one snapshot to the next
instead of being rebuilt from the start for every decision.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import apsw

from mage.contract import types as t
from mage.sidecar.audit.record import AuditRecordV1
from mage.sidecar.decisions.decider import Decider
from mage.sidecar.errors import InvalidRequest
from mage.sidecar.evaluation.cascade import (
    Basis,
    Evaluation,
    Evaluator,
    Finding,
    Tier,
    TierOutcome,
)
from mage.sidecar.evaluation.policy import Policy
from mage.sidecar.evaluation.tiers.classifier.scoring import ClassifierTier
from mage.sidecar.evaluation.tiers.rules import RulesTier
from mage.sidecar.memory.facts import add_row
from mage.sidecar.memory.graph import Patch, Session
from mage.sidecar.store import db as store
from mage.sidecar.store import review as review_store

MAX_REPLAY = 100_000
CARRIED_COMPONENTS = frozenset({"precedent"})  # lessons' evidence, as it stood then


@dataclass(frozen=True, slots=True)
class Outcome:
    """One decision, then and under the other policy."""

    decision_id: str
    session: str
    time_ms: int
    action_type: str
    tool: str
    was: str
    now: str
    added: tuple[str, ...] = ()  # rules with evidence now that had none then
    dropped: tuple[str, ...] = ()
    message: str = ""
    note: str = ""  # what replay could not reproduce

    @property
    def changed(self) -> bool:
        return self.was != self.now


@dataclass(slots=True)
class Report:
    """Every replayed decision and the totals, old verdict -> new verdict."""

    policy_hash: str
    outcomes: list[Outcome] = field(default_factory=list)

    @property
    def changed(self) -> list[Outcome]:
        return [o for o in self.outcomes if o.changed]

    def transitions(self) -> dict[str, int]:
        """"WAS->NOW" counts, changed ones only."""
        counts = Counter(f"{o.was}->{o.now}" for o in self.changed)
        return dict(sorted(counts.items()))

    def to_json(self) -> dict[str, Any]:
        return {"policy_hash": self.policy_hash, "replayed": len(self.outcomes),
                "changed": len(self.changed), "transitions": self.transitions(),
                "decisions": [_outcome_json(o) for o in self.outcomes]}


def _outcome_json(o: Outcome) -> dict[str, Any]:
    keys = ("decision_id", "session", "time_ms", "action_type", "tool", "was", "now",
            "message", "note")
    return {**{k: getattr(o, k) for k in keys}, "changed": o.changed,
            "added": list(o.added), "dropped": list(o.dropped)}


def replay(conn: apsw.Connection, tenant: str, policy: Policy, f: review_store.Filter,
           limit: int = 1000) -> Report:
    """Replay the decisions a filter selects (the newest `limit` of them) under `policy`.

    Raises:
        InvalidRequest: `limit` outside 1..MAX_REPLAY.
    """
    if not 1 <= limit <= MAX_REPLAY:
        raise InvalidRequest(f"limit: between 1 and {MAX_REPLAY}")
    recs = [AuditRecordV1.parse(r) for r in review_store.records(conn, tenant, f, limit)]
    return replay_records(conn, tenant, policy, recs)


def replay_records(conn: apsw.Connection, tenant: str, policy: Policy,
                   records: Iterable[AuditRecordV1]) -> Report:
    """Replay these stored records under `policy`; outcomes come back newest first."""
    by_session: dict[str, list[AuditRecordV1]] = {}
    for rec in records:
        by_session.setdefault(rec.session, []).append(rec)
    report = Report(policy.hash)
    for session, recs in by_session.items():
        recs.sort(key=lambda r: (r.snapshot_seq, r.decision_id))
        report.outcomes += _replay_session(conn, tenant, session, recs, policy)
    report.outcomes.sort(key=lambda o: o.decision_id, reverse=True)
    return report


def _replay_session(conn: apsw.Connection, tenant: str, session: str,
                    recs: Sequence[AuditRecordV1], policy: Policy) -> list[Outcome]:
    rows = list(store.session_log(conn, tenant, session))
    cursors: dict[str, SnapshotCursor] = {}  # per classifier model: scores differ by model
    out = []
    for rec in recs:
        model = rec.model_version
        if model not in cursors:
            scores = store.session_scores(conn, tenant, session, model) if model else {}
            cursors[model] = SnapshotCursor(rows, scores, policy.classifier_threshold)
        out.append(replay_one(rec, cursors[model].at(rec.snapshot_seq), policy))
    return out


class SnapshotCursor:
    """A session graph moved forward through its log, one snapshot after another.

    Built from the same pieces as `memory.rebuild` (`add_row`, `Patch`, `set_poison`);
    a classifier score is applied when its entry enters, as it is live.
    """

    def __init__(self, rows: Sequence[store.EntryRow | store.PatchRow],
                 scores: dict[str, store.Score], threshold: float) -> None:
        self._rows, self._scores, self._threshold = rows, scores, threshold
        self._pos, self.seq = 0, 0
        self.session = Session()

    def at(self, upto_seq: int) -> Session:
        """The graph as it stood at `upto_seq` (earlier snapshots start over)."""
        if upto_seq < self.seq:
            self._pos, self.seq, self.session = 0, 0, Session()
        rows, sess = self._rows, self.session
        while self._pos < len(rows) and rows[self._pos].seq <= upto_seq:
            row = rows[self._pos]
            if isinstance(row, store.EntryRow):
                add_row(sess, row)
                score = self._scores.get(row.id)
                if score is not None:
                    sess.set_poison(row.id, score[0], score[1], self._threshold, row.content,
                                    score[2])
            else:
                sess.apply_patch(Patch(row.entry_id, row.op, row.value, row.target_id))
            self._pos += 1
        self.seq = upto_seq
        return sess


def replay_one(rec: AuditRecordV1, sess: Session, policy: Policy) -> Outcome:
    """Decide one stored decision again on its snapshot's graph, under `policy`."""
    _, ev = reevaluate(rec, sess, policy)
    now_rules = {e.rule for c in ev.risk.components().values() for e in c.evidence}
    was_rules = {e.rule for _, e in rec.evidence()}
    return Outcome(rec.decision_id, rec.session, rec.time_ms, rec.action.type, rec.action.tool,
                   rec.verdict, ev.verdict.name, tuple(sorted(now_rules - was_rules)),
                   tuple(sorted(was_rules - now_rules)), ev.message, _note(rec))


def reevaluate(rec: AuditRecordV1, sess: Session, policy: Policy) -> tuple[Basis, Evaluation]:
    """The basis and the synchronous tiers' evaluation of one stored decision, rebuilt on
    its snapshot's graph under `policy` (what replay and recovery start from)."""
    tiers = _tiers(rec, _carried(rec))
    basis = _basis(rec, sess, policy, tiers)
    return basis, Evaluator(tiers)(basis)


def session_at(conn: apsw.Connection, tenant: str, rec: AuditRecordV1, threshold: float
               ) -> Session:
    """The graph of the record's session as it stood at the record's snapshot."""
    rows = list(store.session_log(conn, tenant, rec.session))
    model = rec.model_version
    scores = store.session_scores(conn, tenant, rec.session, model) if model else {}
    return SnapshotCursor(rows, scores, threshold).at(rec.snapshot_seq)


def _basis(rec: AuditRecordV1, sess: Session, policy: Policy, tiers: list[Tier]) -> Basis:
    """The basis exactly as the live path builds it, over the snapshot's graph."""
    decider = Decider(_AtSnapshot(sess, rec.snapshot_seq), Evaluator(tiers),  # type: ignore[arg-type]
                      _Fixed(policy), None)  # type: ignore[arg-type]
    act, ctx = rec.action, rec.context
    action = t.Action(t.ActionType(act.type), act.tool, _mapping(act.arguments),
                      act.description, act.custom_type)
    context = t.Context(ctx.environment, ctx.phase, _mapping(ctx.labels))
    ids = (*rec.basis, *rec.basis_unknown) if rec.basis_explicit else ()
    return decider.basis(rec.tenant, rec.session, action, context, tuple(ids))


def _mapping(value: Mapping[str, str] | str) -> dict[str, str]:
    # A whole mapping redacted by policy is stored as one string: replay sees nothing of it.
    return {} if isinstance(value, str) else dict(value)


def _note(rec: AuditRecordV1) -> str:
    notes = []
    if any(x.tier == "judge" and x.status == "ran" for x in rec.tiers):
        notes.append("judge findings carried as recorded, not asked again")
    hidden = [p for p in rec.redacted or () if p.startswith(("action", "context"))]
    if hidden:
        notes.append("redacted in the record, replayed as hidden: " + ", ".join(hidden))
    return "; ".join(notes)


def _tiers(rec: AuditRecordV1, carried: tuple[Finding, ...]) -> list[Tier]:
    tiers: list[Tier] = [RulesTier()]
    if any(x.tier == "classifier" for x in rec.tiers):
        tiers.append(ClassifierTier(_StoredScores()))  # type: ignore[arg-type]
    if carried:
        tiers.append(_Carried(carried))
    return tiers


def _carried(rec: AuditRecordV1) -> tuple[Finding, ...]:
    """Evidence replay cannot produce again: the judge's, and lessons' (precedent)."""
    return tuple(Finding(name, e) for name, e in rec.evidence()
                 if name in CARRIED_COMPONENTS or e.rule.startswith("judge"))


class _Carried(Tier):
    """A tier that returns the findings recorded then (judge, precedent)."""

    name = "recorded"

    def __init__(self, findings: tuple[Finding, ...]) -> None:
        self._findings = findings

    def __call__(self, basis: Basis, earlier: Sequence[Finding]) -> TierOutcome:
        return TierOutcome(self._findings, "ran", "carried from the audit record")


class _StoredScores:
    """The classifier tier's scorer, offline: every score is already on the graph."""

    def waits_in(self, tenant: str, session: str) -> bool:
        return False

    def waiting(self, keys: Sequence[Any]) -> list[Any]:
        return []

    def score_now(self, keys: Sequence[Any]) -> None:  # pragma: no cover - never waiting
        return None


class _AtSnapshot:
    """What `Decider.basis` reads of `Memory`: the session as it stood, and its snapshot."""

    def __init__(self, sess: Session, seq: int) -> None:
        self._sess, self.visible_seq = sess, seq

    def session(self, tenant: str, session: str, create: bool = False) -> Session:
        return self._sess


@dataclass(frozen=True, slots=True)
class _Fixed:
    """What `Decider.basis` reads of `PolicyHolder`: the policy under test."""

    current: Policy
