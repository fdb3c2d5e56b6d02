"""Counterfactual attribution in every decision: the memories without which it would differ.

For a check that does not PROCEED, each memory of its basis, and each memory
its findings cite outside the basis (the origin of an inherited mark, a
contradicting partner), is removed in turn (with what rests on it alone); the
findings that no longer stand are dropped, the rest re-scored, and the
evaluator's own verdict function decides again. A memory is critical when the
verdict drops, or when some risk component falls below a threshold it had
reached. The result goes into the decision (`critical`) and so into its audit
record: "HALT because of t7 and d2; without t7 this would be WARN".

The work is bounded by counts, never by the clock, so the same inputs name the
same memories on a busy machine as on an idle one (the names go into a hash-chained
record that replay compares): at most `max_memories` removals, and the ancestry
walk of `counterfactual.SUBGRAPH_LIMIT` entries; `attribution_bounded` says when
either bound cut it short, and the step's tier record says which.
"""

from __future__ import annotations

import asyncio
import dataclasses
import time
from collections.abc import Sequence

from mage.contract import types as t
from mage.sidecar.evaluation.cascade import (
    Basis,
    Evaluation,
    Evaluator,
    Finding,
    component_levels,
)
from mage.sidecar.selection import counterfactual as cf

MAX_MEMORIES = 32  # with the prefilter, few checks have more candidates than this


@dataclasses.dataclass(frozen=True, slots=True)
class Critical:
    """One memory's counterfactual: the verdict and component levels without it."""

    memory_id: str
    verdict_without: t.Verdict
    dropped: tuple[tuple[str, t.Verdict, t.Verdict], ...]  # component, level with, without
    removed_with: int  # entries that rested on it alone

    def attribution(self, verdict: t.Verdict) -> t.Attribution:
        return t.Attribution(self.memory_id, self.verdict_without, self.detail(verdict))

    def detail(self, verdict: t.Verdict) -> str:
        """E.g. "without t7 this would be WARN (safety HALT->PROCEED)"."""
        if self.verdict_without < verdict:
            head = f"without {self.memory_id} this would be {self.verdict_without.name}"
        else:
            head = f"without {self.memory_id} the verdict stays {verdict.name}"
        comps = ", ".join(f"{c} {a.name}->{b.name}" for c, a, b in self.dropped)
        text = f"{head} ({comps})" if comps else head
        if self.removed_with:
            text += f"; {self.removed_with} more entries rest on it alone and went with it"
        return text


class Attribution:
    """A `PostStep`: fills `Evaluation.critical` for checks that do not PROCEED.

    Called as a post step it works inline, before the answer; `explain` does the same
    work after the answer, giving the event loop back between removals so that a
    check waiting meanwhile is decided first.
    """

    name = "attribution"

    def __init__(self, max_memories: int = MAX_MEMORIES) -> None:
        """Args:
            max_memories: Removals tried per check; more candidates mark it bounded.
        """
        self.max_memories = max_memories

    def wants(self, evaluation: Evaluation) -> bool:
        """Whether the decision has an attribution to work out (it did not PROCEED, on
        findings)."""
        return evaluation.verdict is not t.Verdict.PROCEED and bool(evaluation.findings)

    def __call__(self, basis: Basis, evaluation: Evaluation, evaluator: Evaluator
                 ) -> Evaluation:
        if not self.wants(evaluation):
            return evaluation
        start = time.perf_counter()
        found, tried, why = critical(basis, evaluation, self.max_memories)
        return self._with(evaluation, found, tried, why, start)

    async def explain(self, basis: Basis, evaluation: Evaluation) -> Evaluation:
        """The same attribution, yielding to the event loop after every removal."""
        if not self.wants(evaluation):
            return evaluation
        start = time.perf_counter()
        removals = _Removals(basis, evaluation, self.max_memories)
        found = []
        for m in removals.tried:
            hit = removals.one(m)
            if hit is not None:
                found.append(hit)
            await asyncio.sleep(0)
        return self._with(evaluation, _ranked(found), len(removals.tried), removals.why, start)

    def _with(self, evaluation: Evaluation, found: list[Critical], tried: int, why: str,
              start: float) -> Evaluation:
        elapsed = (time.perf_counter() - start) * 1000
        detail = f"{tried} memories removed in turn, {len(found)} critical" + \
            (f"; bounded: {why}" if why else "")
        return dataclasses.replace(
            evaluation,
            critical=tuple(c.attribution(evaluation.verdict) for c in found),
            attribution_bounded=bool(why),
            tiers=(*evaluation.tiers, t.TierResult(self.name, "ran", round(elapsed, 4), detail)),
        )


def critical(basis: Basis, ev: Evaluation, max_memories: int = MAX_MEMORIES,
             prefilter: bool = True) -> tuple[list[Critical], int, str]:
    """The critical memories, strongest first; how many were tried; why it was bounded.

    `prefilter=False` tries every candidate (tests compare both ways)."""
    removals = _Removals(basis, ev, max_memories, prefilter)
    found = [hit for m in removals.tried if (hit := removals.one(m)) is not None]
    return _ranked(found), len(removals.tried), removals.why


def _ranked(found: list[Critical]) -> list[Critical]:
    return sorted(found, key=lambda c: (c.verdict_without, -len(c.dropped)))


class _Removals:
    """One check's counterfactuals: the memories to remove and each removal's outcome."""

    def __init__(self, basis: Basis, ev: Evaluation, max_memories: int,
                 prefilter: bool = True) -> None:
        self.basis, self.ev = basis, ev
        self.masker = masker = cf.Masker(basis, ev.findings)
        # A tier fallback's floor (a judge timeout, say) rests on no memory: it stays in force.
        self.floor, self.before = ev.floor, component_levels(basis, ev.risk)
        self.tops = cf.top_scores(ev.findings)
        cands = [m for m in candidates(basis, ev.findings) if m in masker.support]
        if prefilter:
            able = cf.decisive(masker, ev.findings)
            if able is not None:  # the others provably leave every component where it is
                cands = [m for m in cands if masker.bit(m) & able]
        why = [f"{len(cands)} candidate memories, {max_memories} tried"] \
            if len(cands) > max_memories else []
        if masker.bounded:
            why.append(f"ancestry walk stopped at {cf.SUBGRAPH_LIMIT} entries")
        self.tried, self.why = cands[:max_memories], "; ".join(why)

    def one(self, m: str) -> Critical | None:
        """The counterfactual without `m`, when it changes the decision."""
        return _one(self.basis, self.ev, self.masker, m, self.floor, self.before, self.tops)


def _one(basis: Basis, ev: Evaluation, masker: cf.Masker, m: str, floor: t.Verdict | None,
         before: dict[str, t.Verdict], tops: dict[str, float]) -> Critical | None:
    kept, gone = masker.without(m, ev.findings)
    if cf.top_scores(kept) == tops:
        return None  # every component keeps its strongest evidence: the same decision
    after = cf.redecide(basis, kept, ev, floor)
    now = component_levels(basis, after.risk)
    dropped = tuple((c, before[c], now[c]) for c in before
                    if before[c] > t.Verdict.PROCEED and now[c] < before[c])
    if after.verdict >= ev.verdict and not dropped:
        return None
    return Critical(m, after.verdict, dropped, len(gone) - 1)


def candidates(basis: Basis, findings: Sequence[Finding]) -> list[str]:
    """Memories to remove, those behind the strongest findings first, then the basis."""
    sess = basis.session
    ranked = sorted(findings, key=lambda f: -f.evidence.score)
    cited = [i for f in ranked for i in (*f.evidence.memory_ids, *f.evidence.path)]
    return [i for i in dict.fromkeys([*cited, *basis.ids]) if i in sess.nodes]
