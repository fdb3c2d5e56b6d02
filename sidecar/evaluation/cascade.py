"""The cascade: tiers produce findings, the policy turns the risk vector into a verdict.

Every tier has the same small shape (`Tier`): built once, prepared and then
called with the basis of one check, returns findings. The evaluator folds
findings into the risk vector (a component's score is its strongest
evidence), asks the policy for the verdict (`decide`), and collects the
redirects and repairs the findings carry.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Protocol, TypeVar, runtime_checkable

from mage.contract import types as t
from mage.sidecar.evaluation.policy import Policy
from mage.sidecar.memory.graph import Session

U = TypeVar("U", bound=Hashable)

MAX_EVIDENCE = 8


@dataclass(slots=True)
class Basis:
    """What one check is about: the action, its context and the memories it rests on."""

    tenant: str
    session_name: str
    session: Session
    action: t.Action
    context: t.Context
    ids: tuple[str, ...]
    unknown: tuple[str, ...]
    policy: Policy
    snapshot_seq: int
    explicit: bool
    deadline_s: float = 0.0  # what the caller will wait; 0: no limit beyond each tier's own
    # Not an __init__ field, so `dataclasses.replace` with other ids starts it afresh.
    _ancestry: list[str] | None = field(default=None, init=False, repr=False, compare=False)
    # What each tier's preparation reported, by tier name, for its own call to read.
    prepared: dict[str, str] = field(default_factory=dict, init=False, repr=False,
                                     compare=False)

    @property
    def consequential(self) -> bool:
        return self.action.type.value in self.policy.consequential

    def ancestry(self) -> list[str]:
        """The basis and its ancestors (bounded as `Session.ancestors`), walked once per check
        whichever tiers ask for it."""
        if self._ancestry is None:
            self._ancestry = self.session.ancestors(self.ids)
        return self._ancestry


@dataclass(frozen=True, slots=True)
class Finding:
    component: str
    evidence: t.Evidence
    redirect: t.Redirect | None = None
    repairs: tuple[t.ProposedRepair, ...] = ()


@dataclass(frozen=True, slots=True)
class TierOutcome:
    findings: tuple[Finding, ...] = ()
    status: str = "ran"  # "ran" | "skipped" | "error"
    detail: str = ""
    floor: t.Verdict | None = None  # the least verdict this outcome imposes (policy fallbacks)


class Tier(Protocol):
    """A synchronous tier: microseconds to a few milliseconds, on every check.

    Two steps per check: `prepare`, run for every tier before any tier is called, then
    the call itself, in order. A tier keeps nothing of one check between them: what
    its preparation has to tell the call travels on the basis (`Basis.prepared`).
    Subclass it to take the default preparation, which does nothing.
    """

    name: str

    def prepare(self, basis: Basis) -> str:
        """Bring the session's facts up to date before any tier runs (the classifier's
        late scores mark entries poisoned, and the rules before it read them too).

        Returns:
            A note for this tier's call, kept in `basis.prepared` under the tier's name;
            "" when there was nothing to do.
        """
        return ""

    async def ready(self, basis: Basis) -> str:
        """`prepare`'s work where it waits on something (a score being computed), with the
        event loop free meanwhile; run first on the asynchronous path, and `prepare`
        then finds it done. Returns the note `prepare` would, which `prepare` receives in
        `basis.prepared`."""
        return ""

    def __call__(self, basis: Basis, earlier: Sequence[Finding]) -> TierOutcome: ...


class AsyncTier(Protocol):
    """A tier that waits on something outside (the LLM judge); asked only when it is wanted."""

    name: str

    def skip_reason(self, basis: Basis, provisional: Evaluation) -> str:
        """Empty when the tier should run on this check; otherwise why it does not."""
        ...

    async def __call__(self, basis: Basis, earlier: Sequence[Finding]) -> TierOutcome: ...


@dataclass(slots=True)
class Evaluation:
    verdict: t.Verdict
    risk: t.RiskVector
    message: str
    redirects: tuple[t.Redirect, ...]
    repairs: tuple[t.ProposedRepair, ...]
    tiers: tuple[t.TierResult, ...]
    driving: tuple[str, ...] = field(default=())  # components that set the verdict
    findings: tuple[Finding, ...] = field(default=())
    critical: tuple[t.Attribution, ...] = field(default=())
    attribution_bounded: bool = False
    lessons: tuple[str, ...] = field(default=())  # lesson ids cited by the findings
    floor: t.Verdict | None = None  # the least verdict a tier's fallback imposed, if any


class PostStep(Protocol):
    """Runs after the tiers on the finished evaluation (e.g. counterfactual attribution)."""

    name: str

    def __call__(self, basis: Basis, evaluation: Evaluation, evaluator: Evaluator
                 ) -> Evaluation: ...


@runtime_checkable
class Explainer(PostStep, Protocol):
    """A post step that explains the decision without changing it (verdict, risk, repairs
    and redirects stay as they are), so its work may follow the answer.

    `explain` does the step's work after the answer, on the event loop, giving it back
    often enough that a waiting check is not held behind it."""

    def wants(self, evaluation: Evaluation) -> bool:
        """Whether this decision has anything for the step to explain."""
        ...

    async def explain(self, basis: Basis, evaluation: Evaluation) -> Evaluation: ...


class Evaluator:
    """Runs the tiers of one check and decides; built once with the tiers and post steps."""

    def __init__(self, tiers: Sequence[Tier], later: Sequence[AsyncTier] = (),
                 post: Sequence[PostStep] = ()) -> None:
        self.tiers = tuple(tiers)
        self.later = tuple(later)
        self.post = tuple(post)
        # Sorted once: an isinstance test against a runtime protocol costs tens of µs.
        self.explainers = tuple(s for s in self.post if isinstance(s, Explainer))
        self._answer_steps = tuple(s for s in self.post if not isinstance(s, Explainer))
        self._waiting = tuple(tier for tier in self.tiers
                              if getattr(type(tier), "ready", Tier.ready) is not Tier.ready)

    def __call__(self, basis: Basis, waited: Mapping[str, float] | None = None) -> Evaluation:
        """The synchronous tiers only (`waited`: seconds each tier's `ready` took)."""
        findings: list[Finding] = []
        results: list[t.TierResult] = []
        prepared = [_prepare(tier, basis) + (waited.get(tier.name, 0.0) if waited else 0.0)
                    for tier in self.tiers]
        for tier, seconds in zip(self.tiers, prepared, strict=True):
            start = time.perf_counter() - seconds  # preparing counts as the tier's own time
            outcome = tier(basis, findings)
            _record(tier.name, outcome, start, findings, results, basis.policy.disabled_rules)
        return decide(basis, findings, tuple(results))

    async def evaluate(self, basis: Basis, explain: bool = True) -> Evaluation:
        """Every tier (the asynchronous ones only where wanted), then the post steps.

        Args:
            basis: The check.
            explain: False leaves out the `Explainer` steps, for `explain` to run after
                the answer.
        """
        ev = await self._tiers(basis)
        for step in self.post if explain else self._answer_steps:
            ev = step(basis, ev, self)
        return ev

    def explains(self, evaluation: Evaluation) -> bool:
        """Whether some `Explainer` step has work on this evaluation."""
        return any(s.wants(evaluation) for s in self.explainers)

    async def explain(self, basis: Basis, evaluation: Evaluation) -> Evaluation:
        """The `Explainer` steps `evaluate(explain=False)` left out, yielding as they go."""
        for step in self.explainers:
            evaluation = await step.explain(basis, evaluation)
        return evaluation

    async def _tiers(self, basis: Basis) -> Evaluation:
        waited: dict[str, float] = {}
        for waiter in self._waiting:
            start = time.perf_counter()
            basis.prepared[waiter.name] = await waiter.ready(basis)
            waited[waiter.name] = time.perf_counter() - start
        ev = self(basis, waited)
        if not self.later:
            return ev
        findings = list(ev.findings)
        results = list(ev.tiers)
        floor = None
        for tier in self.later:
            reason = tier.skip_reason(basis, ev)
            if reason:
                results.append(t.TierResult(tier.name, "skipped", 0.0, reason))
                continue
            start = time.perf_counter()
            outcome = await _guarded(tier, basis, findings)
            _record(tier.name, outcome, start, findings, results, basis.policy.disabled_rules)
            if outcome.floor is not None:
                floor = outcome.floor if floor is None else max(floor, outcome.floor)
        return decide(basis, findings, tuple(results), floor)


def _prepare(tier: Tier, basis: Basis) -> float:
    """Run one tier's preparation; the seconds it took.

    Every tier is prepared before any is called: facts a later tier adds may change
    what an earlier one finds."""
    start = time.perf_counter()
    basis.prepared[tier.name] = tier.prepare(basis)
    return time.perf_counter() - start


async def _guarded(tier: AsyncTier, basis: Basis, findings: list[Finding]) -> TierOutcome:
    """A tier that raises or outlives the caller's deadline gets the policy's fallback."""
    floor = basis.policy.judge.on_error
    try:
        if basis.deadline_s > 0:
            return await asyncio.wait_for(tier(basis, findings), basis.deadline_s)
        return await tier(basis, findings)
    except TimeoutError:
        return TierOutcome((), "error", f"caller's deadline of {basis.deadline_s:.3f}s passed",
                           floor)
    except Exception as exc:  # a failing tier must not fail the check, nor pass silently
        return TierOutcome((), "error", f"{type(exc).__name__}: {exc}", floor)


def _record(name: str, outcome: TierOutcome, start: float, findings: list[Finding],
            results: list[t.TierResult], disabled: frozenset[str] = frozenset()) -> None:
    """Keep a tier's findings (less those of rules the policy disables) and its record."""
    elapsed = (time.perf_counter() - start) * 1000
    kept = [f for f in outcome.findings if f.evidence.rule not in disabled]
    findings.extend(kept)
    detail = outcome.detail
    if len(kept) < len(outcome.findings):
        dropped = sorted({f.evidence.rule for f in outcome.findings} - {f.evidence.rule
                                                                        for f in kept})
        detail = f"{detail}; disabled by policy: {', '.join(dropped)}".lstrip("; ")
    results.append(t.TierResult(name, outcome.status, round(elapsed, 4), detail))


def decide(basis: Basis, findings: Sequence[Finding], tiers: tuple[t.TierResult, ...],
           floor: t.Verdict | None = None) -> Evaluation:
    """The evaluation these findings call for on this check: the evaluator's own verdict.

    Args:
        basis: The check (its policy, action type and context set the thresholds).
        findings: Every tier's findings, in the order the tiers gave them.
        tiers: The tiers' records, carried into the evaluation as they are.
        floor: The least verdict a tier's fallback imposes, if any; the action type's
            cap still bounds it.

    Returns:
        The verdict, risk vector, message, redirects and repairs; `critical` and
        `lessons` are left for the post steps.
    """
    risk = _risk_vector(findings)
    scale, cap = _modifiers(basis)
    levels = _levels(basis.policy, risk, scale)
    verdict = max(levels.values())
    if floor is not None and floor > verdict:
        verdict = floor
    empty = basis.consequential and not basis.session.nodes
    if empty and basis.policy.no_basis > verdict:
        verdict = basis.policy.no_basis
    verdict = min(verdict, cap)  # a fallback never outranks the action type's cap
    driving = tuple(n for n, v in levels.items() if v == max(levels.values()) and v > 1)
    redirects = _unique(f.redirect for f in findings if f.redirect)
    if verdict is t.Verdict.REDIRECT and not redirects:
        redirects = (t.Redirect("confirm_with_human",
                                "ask a person to confirm this action before taking it"),)
    repairs = _unique(r for f in findings for r in f.repairs)
    message = _message(verdict, risk, driving)
    if floor is not None and floor >= verdict > max(levels.values()):
        message = (f"{verdict.name}: a tier failed and policy applies its fallback "
                   f"(risk alone: {max(levels.values()).name})")
    elif empty and verdict > max(levels.values()):
        message = (f"{verdict.name}: session {basis.session_name!r} holds no memories, so "
                   "nothing supports this action (policy basis.no_basis)")
    return Evaluation(verdict, risk, message, redirects if verdict >= t.Verdict.WARN else (),
                      repairs, tiers, driving, tuple(findings), floor=floor)


def component_levels(basis: Basis, risk: t.RiskVector) -> dict[str, t.Verdict]:
    """The verdict each risk component calls for on its own, under the check's context."""
    return _levels(basis.policy, risk, _modifiers(basis)[0])


def _levels(policy: Policy, risk: t.RiskVector, scale: float) -> dict[str, t.Verdict]:
    return {name: policy.verdict_for(name, comp.score, scale)
            for name, comp in risk.components().items()}


def _modifiers(basis: Basis) -> tuple[float, t.Verdict]:
    return basis.policy.modifiers(basis.action.type.value, basis.context.environment,
                                  basis.context.phase)


def _risk_vector(findings: Sequence[Finding]) -> t.RiskVector:
    by_comp: dict[str, list[t.Evidence]] = {name: [] for name in t.RISK_COMPONENTS}
    for f in findings:
        by_comp[f.component].append(f.evidence)
    comps = {}
    for name, evidence in by_comp.items():
        evidence.sort(key=lambda e: -e.score)
        score = evidence[0].score if evidence else 0.0
        comps[name] = t.RiskComponent(round(score, 4), tuple(evidence[:MAX_EVIDENCE]))
    return t.RiskVector(**comps)


def _unique(items: Iterable[U]) -> tuple[U, ...]:
    return tuple(dict.fromkeys(items))


def _message(verdict: t.Verdict, risk: t.RiskVector, driving: tuple[str, ...]) -> str:
    if verdict is t.Verdict.PROCEED and not driving:
        return "PROCEED: no risk component reached its warning threshold"
    parts = []
    for name in driving or t.RISK_COMPONENTS:
        comp = getattr(risk, name)
        if comp.evidence:
            top = comp.evidence[0]
            ids = ", ".join(top.memory_ids[:3])
            parts.append(f"{name} {comp.score:.2f} ({top.rule}: {top.detail}; memories {ids})")
    reason = "; ".join(parts) if parts else "capped by policy"
    return f"{verdict.name}: {reason}"
