"""Recovery at start: explain the decisions a crash left answered but unexplained.

A decision answered with its explanation pending is noted as pending in the
transaction that commits it; a sidecar stopped before the explanation was
chained leaves the note behind. At start each such decision is decided again
the way replay does it (its session rebuilt from the memory log as it stood at
the decision's snapshot, the basis built by the live path, the synchronous
tiers run, what cannot run again carried from the record), and the
attribution is worked out on that evaluation and chained as its explanation.

Where the basis cannot be rebuilt as it was (the policy it was decided under
is no longer the one loaded, or the decision made again differs from the
record) the explanation is recorded as unavailable, with the reason, rather
than as an attribution of some other decision.
"""

from __future__ import annotations

import apsw
import structlog

from mage.sidecar.audit.explanation import ExplanationRecordV1
from mage.sidecar.audit.record import AuditRecordV1, RecordError
from mage.sidecar.evaluation.cascade import Evaluator
from mage.sidecar.evaluation.policy import Policy
from mage.sidecar.review import replay
from mage.sidecar.store import db as store
from mage.sidecar.store import explanations
from mage.sidecar.store.writer import Writer

log = structlog.get_logger("mage.recovery")


def recover(conn: apsw.Connection, writer: Writer, policy: Policy, evaluator: Evaluator
            ) -> int:
    """Chain an explanation for every decision still pending; how many there were."""
    pending = explanations.pending(conn)
    for tenant, _, decision_id in pending:
        rec = explain_again(conn, tenant, decision_id, policy, evaluator)
        writer.submit_explanation(rec).result()
        log.info("explanation_recovered", decision_id=decision_id, status=rec.status,
                 reason=rec.reason)
    return len(pending)


def explain_again(conn: apsw.Connection, tenant: str, decision_id: str, policy: Policy,
                  evaluator: Evaluator) -> ExplanationRecordV1:
    """The explanation of a stored decision, worked out again from the memory log."""
    now = store.now_ms()
    raw = store.get_decision(conn, tenant, decision_id)
    if raw is None:
        return ExplanationRecordV1.unavailable(decision_id, now, tenant, "",
                                               "the decision record is missing")
    try:
        rec = AuditRecordV1.parse(raw)
    except RecordError as exc:
        return ExplanationRecordV1.unavailable(decision_id, now, tenant, "",
                                               f"the decision record cannot be read: {exc}")
    why = _not_rebuildable(rec, policy)
    if why:
        return ExplanationRecordV1.unavailable(decision_id, now, tenant, rec.session, why)
    sess = replay.session_at(conn, tenant, rec, policy.classifier_threshold)
    basis, ev = replay.reevaluate(rec, sess, policy)
    if ev.verdict.name != rec.verdict:
        return ExplanationRecordV1.unavailable(
            decision_id, now, tenant, rec.session,
            f"decided again from the memory log it is {ev.verdict.name}, but the record says "
            f"{rec.verdict}, so its basis could not be rebuilt as it was")
    before = len(ev.tiers)
    for step in evaluator.explainers:
        ev = step(basis, ev, evaluator)
    return ExplanationRecordV1.complete(decision_id, now, tenant, rec.session, ev.critical,
                                        ev.attribution_bounded, ev.tiers[before:])


def _not_rebuildable(rec: AuditRecordV1, policy: Policy) -> str:
    """Why the decision cannot be made again as it was ("" when it can)."""
    if rec.policy_hash != policy.hash:
        return (f"it was decided under policy {rec.policy_hash[:12]}, and the policy loaded "
                f"now is {policy.hash[:12]}")
    if rec.redacted:
        hidden = [p for p in rec.redacted if p.startswith(("action", "context"))]
        if hidden:
            return "the record hides part of the action: " + ", ".join(hidden)
    return ""
