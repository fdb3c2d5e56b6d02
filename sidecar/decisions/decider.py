"""The one entry point per decision: basis -> cascade -> policy -> audit -> answer.

The audit record is in the decision log before the decision is returned (the
database's copy follows; `stored` waits for it). What explains
the decision without changing it (counterfactual attribution: `critical`,
`attribution_bounded`), the log line and the metrics follow the answer, in a
task on the event loop (`decisions.explain: after`, the default): the answer
says its explanation is PENDING, and the attribution is recorded as an
explanation record chained after the decision (`audit.explanation`), which
`GetDecision` joins. With `decisions.explain: inline` the attribution is in the
answer, as the audit record, at the cost of the removals on the answer's path. If that
fails, the policy's `on_audit_failure` verdict applies (default HALT) and
the failure is logged with the decision id; it is never silent.

In monitor mode (the policy's `monitor`, or the caller's for one check) the
decision is made and recorded as usual, and only the answer changes: never
above WARN, so a team can watch what MAGE would stop before it stops anything.
The audit record keeps the verdict that would have been enforced, beside a
`monitor` tier saying what was answered instead.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
from concurrent.futures import Future
from typing import Any

import structlog

from mage.contract import types as t
from mage.sidecar import metrics
from mage.sidecar.audit import record as audit
from mage.sidecar.config import Decisions, Limits
from mage.sidecar.decisions.explain import Explanations
from mage.sidecar.errors import InvalidRequest
from mage.sidecar.evaluation.cascade import Basis, Evaluation, Evaluator
from mage.sidecar.evaluation.policy import PolicyHolder
from mage.sidecar.ids import DecisionIds
from mage.sidecar.memory.shadow import Memory
from mage.sidecar.memory.validation import check_request
from mage.sidecar.store import db as store
from mage.sidecar.store.writer import Writer

log = structlog.get_logger("mage.decisions")


class Decider:
    def __init__(self, memory: Memory, evaluator: Evaluator, policies: PolicyHolder,
                 writer: Writer, model_version: str = "", limits: Limits | None = None,
                 settings: Decisions | None = None) -> None:
        self._memory, self._evaluator, self._policies = memory, evaluator, policies
        self._writer, self._model_version = writer, model_version
        self._limits = limits or Limits()
        self._ids = DecisionIds()
        settings = settings or Decisions()
        self._after = settings.explain == "after"
        self.explanations = Explanations(evaluator, writer, settings.explain_delay_s)

    async def check(self, tenant: str, session: str, action: t.Action, context: t.Context,
                    memory_ids: tuple[str, ...], deadline_ms: int = 0,
                    monitor: bool = False) -> t.Decision:
        """Decide on one action and record the decision before answering.

        `monitor` asks for monitor mode on this check even when the policy does not.
        """
        check_request(session, action, context, memory_ids, self._limits)
        if session.strip():
            await self._memory.load(tenant, session)
        basis = self.basis(tenant, session, action, context, memory_ids, deadline_ms)
        facts = audit.facts(basis.session, basis.ids)  # as the tiers see them, before any await
        evaluation = await self._evaluator.evaluate(basis, explain=not self._after)
        now = store.now_ms()
        pending = self._after and self._evaluator.explains(evaluation)
        decision = self._decision(basis, evaluation, self._ids.new(now), pending)
        if monitor or basis.policy.monitor:
            decision = _monitored(decision)
        red = basis.policy.redaction
        rec = audit.redact(audit.AuditRecordV1.build(decision, basis, now, facts), red.fields,
                           red.patterns)
        try:
            done = self._writer.submit_audit(rec, pending)
        except Exception as exc:  # any failure to record must change the answer, not vanish
            return self._audit_failed(decision, basis, exc)
        later = evaluation if pending else None
        if done.done():  # logged already
            return self._recorded(decision, basis, done, later)
        # Queued behind other writes. The record will be committed even if this caller goes
        # away meanwhile, so its log line, metrics and explanation follow it whatever the
        # caller does.
        return await asyncio.shield(self._when_recorded(decision, basis, done, later))

    async def stored(self) -> None:
        """Wait until every decision answered so far is in the database (its readers: the
        review RPCs); answers wait only for the decision log (`store.writer`)."""
        await asyncio.wrap_future(self._writer.indexed())

    async def _when_recorded(self, decision: t.Decision, basis: Basis, done: Future[Any],
                             later: Evaluation | None) -> t.Decision:
        with contextlib.suppress(Exception):  # _recorded reads the outcome from the future
            await asyncio.wrap_future(done)
        return self._recorded(decision, basis, done, later)

    def _recorded(self, decision: t.Decision, basis: Basis, done: Future[Any],
                  later: Evaluation | None) -> t.Decision:
        """The decision once its audit write is over, its log line, metrics and any
        explanation left for after the answer; or, if the write failed, the policy's
        answer to that."""
        exc = done.exception()
        if exc is not None:
            return self._audit_failed(decision, basis, exc)
        answer = _answer(decision)
        self.explanations.after(lambda: _logged(decision, basis, answer), basis, decision,
                                later)
        return answer

    def basis(self, tenant: str, session: str, action: t.Action, context: t.Context,
              memory_ids: tuple[str, ...], deadline_ms: int = 0) -> Basis:
        """What a check rests on, built the same way for live checks and for replay."""
        if not session.strip():
            raise InvalidRequest("session: required, a non-empty string")
        if action.type is t.ActionType.CUSTOM and not action.custom_type:
            raise InvalidRequest("action.custom_type: required when action.type is custom")
        policy = self._policies.current
        sess = self._memory.session(tenant, session, create=False)
        if memory_ids:
            ids = tuple(dict.fromkeys(i for i in memory_ids if i in sess.nodes))
            unknown = tuple(i for i in dict.fromkeys(memory_ids) if i not in sess.nodes)
        else:
            recent = list(sess.recent)[-policy.recent_window:]
            ids, unknown = tuple(recent), ()
        return Basis(tenant, session, sess, action, context, ids, unknown, policy,
                     self._memory.visible_seq, bool(memory_ids), deadline_ms / 1000)

    def _decision(self, basis: Basis, ev: Evaluation, decision_id: str, pending: bool = False
                  ) -> t.Decision:
        return t.Decision(
            decision_id=decision_id, verdict=ev.verdict, risk=ev.risk, message=ev.message,
            snapshot_seq=basis.snapshot_seq, redirects=ev.redirects, repairs=ev.repairs,
            tiers=ev.tiers, basis=basis.ids, policy_hash=basis.policy.hash,
            model_version=self._model_version, critical=ev.critical,
            attribution_bounded=ev.attribution_bounded, lessons=ev.lessons,
            explanation=t.Explanation.PENDING if pending else t.Explanation.COMPLETE,
        )

    def _audit_failed(self, decision: t.Decision, basis: Basis, exc: BaseException) -> t.Decision:
        metrics.record_audit_failure()
        fallback = basis.policy.on_audit_failure
        log.error("audit_write_failed", decision_id=decision.decision_id, error=str(exc),
                  verdict=decision.verdict.name, applied=max(decision.verdict, fallback).name)
        verdict = max(decision.verdict, fallback)
        # Not softened in monitor mode: monitor mode records instead of enforcing, and
        # here nothing could be recorded, so the policy's answer to that stands.
        return t.Decision(
            decision_id=decision.decision_id, verdict=verdict, risk=decision.risk,
            message=f"{verdict.name}: the audit record could not be written ({exc}); "
                    f"policy on_audit_failure={fallback.name}. Was: {decision.message}",
            snapshot_seq=decision.snapshot_seq, redirects=decision.redirects,
            repairs=decision.repairs, tiers=decision.tiers, basis=decision.basis,
            policy_hash=decision.policy_hash, model_version=decision.model_version,
            critical=decision.critical, attribution_bounded=decision.attribution_bounded,
            lessons=decision.lessons, monitor=False,
        )


def _logged(decision: t.Decision, basis: Basis, answer: t.Decision) -> None:
    """The decision's log line and metrics (after the answer)."""
    action = basis.action
    log.info("decision", decision_id=decision.decision_id, session=basis.session_name,
             action_type=action.type.value, tool=action.tool,
             verdict=answer.verdict.name, snapshot_seq=decision.snapshot_seq,
             **({"would_have": decision.verdict.name} if decision.monitor else {}))
    metrics.record_decision(answer, action.type.value)
    if decision.monitor:
        metrics.record_monitored(decision.verdict, action.type.value)


def _monitored(decision: t.Decision) -> t.Decision:
    """The decision as monitor mode records it: its own verdict, marked, with what was answered.

    The message says what would have been done, so that a reader of the decision list,
    and the agent told WARN, both see it without opening the record.
    """
    answered = min(decision.verdict, t.Verdict.WARN)
    tier = t.TierResult("monitor", "would_have", 0.0,
                        f"would_have={decision.verdict.name} answered={answered.name}")
    message = decision.message
    if decision.verdict > answered:
        message = f"monitor mode, not enforced: would have {decision.verdict.name}. {message}"
    return dataclasses.replace(decision, monitor=True, message=message,
                               tiers=(*decision.tiers, tier))


def _answer(decision: t.Decision) -> t.Decision:
    """What the agent is told: in monitor mode, never a verdict that stops it."""
    if not decision.monitor or decision.verdict <= t.Verdict.WARN:
        return decision
    return dataclasses.replace(decision, verdict=t.Verdict.WARN)
