"""From recalled actions to precedent findings: harm, chains, preventive steps, and limits.

Only mechanism-backed edges (caused, enabled) to a harmful outcome raise the
precedent score; co_occurrence and no_effect never do. Each finding is then
limited by what stands behind it, so that a false or planted lesson cannot
block legitimate work: a grade below the policy's `halt_grade` holds it at
REDIRECT (stop and confirm), below `redirect_grade` at WARN; so do, at WARN,
a lesson judged by the model (or carrying injected instructions) that nothing
trusted corroborates, a lesson marked false positive, and a planned action
closer to one that did no harm. A `prevented` edge to the same harm turns the
finding into a REDIRECT naming the preventive step, or a WARN once it was done.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

import numpy as np

from mage.contract import types as t
from mage.sidecar.evaluation.cascade import Basis, Finding
from mage.sidecar.lessons.graph import MECHANISM, Edge, TenantGraph
from mage.sidecar.lessons.recall import Match
from mage.sidecar.lessons.refuters import Grader

STRENGTH_SPAN = 0.15  # similarity above the threshold at which a match counts in full
STATE_SIMILARITY = 0.7  # a context label this close to a recorded state means we are in it
MAX_FINDINGS = 8
EPS = 1e-3


@dataclass(slots=True)
class Levels:
    """The precedent thresholds of this check (policy x action type x context)."""

    warn: float
    redirect: float
    halt: float

    @classmethod
    def of(cls, basis: Basis) -> Levels:
        scale, _ = basis.policy.modifiers(basis.action.type.value, basis.context.environment,
                                          basis.context.phase)
        th = basis.policy.thresholds["precedent"]
        return cls(th.warn * scale, th.redirect * scale, th.halt * scale)


@dataclass(slots=True)
class Claim:
    """One harmful consequence a recalled action leads to: the chain of edges behind it."""

    rule: str
    edges: list[Edge]
    score: float
    similarity: float
    notes: list[str] = field(default_factory=list)
    cap: t.Verdict = t.Verdict.HALT  # the most that what stands behind it allows
    redirect: t.Redirect | None = None


class Assessor:
    """Turns recalled actions into findings for one check."""

    def __init__(self, g: TenantGraph, grader: Grader, basis: Basis, levels: Levels,
                 vector: Callable[[str], np.ndarray]) -> None:
        self.g, self.grader, self.basis, self.levels = g, grader, basis, levels
        self.pol = basis.policy.lessons
        self._vector = vector

    def findings(self, matches: list[Match], min_sim: float, calm: Match | None = None
                 ) -> list[Finding]:
        """Findings from the recalled actions; `calm` is the closest past action in the same
        context that had no harmful effect."""
        claims = [c for m in matches for c in self._claims(m, min_sim)]
        for c in claims:
            self._limit(c)
            self._contrast(c, calm)
            self._prevention(c)
            self._confirm(c)
        claims.sort(key=lambda c: -c.score)
        seen: set[tuple[str, ...]] = set()
        out: list[Finding] = []
        for c in claims:
            key = tuple(e.id for e in c.edges)
            if key not in seen and len(out) < MAX_FINDINGS:
                seen.add(key)
                out.append(self._finding(c))
        return out

    # --- what a recalled action leads to ----------------------------------------------

    def _claims(self, m: Match, min_sim: float) -> Iterator[Claim]:
        # Above the threshold it is the same action: severity and confidence set the score,
        # the margin over the threshold only a little.
        strength = 0.8 + 0.2 * min(1.0, max(0.0, m.similarity - min_sim) / STRENGTH_SPAN)
        for eid in self.g.actions[m.action_id].edges:
            e = self.g.edges[eid]
            if e.type not in MECHANISM:
                continue  # co_occurrence, no_effect, prevented: never a prediction of harm
            if e.state:
                if e.harmful and self._in_state(e.state):
                    yield Claim("lesson.chain", [e], self._harm(e) * strength, m.similarity)
                continue
            if e.harmful:
                yield Claim(f"lesson.{e.type}", [e], self._harm(e) * strength, m.similarity)
            yield from self._forward([e], strength * e.confidence, m.similarity)

    def _forward(self, path: list[Edge], carry: float, sim: float) -> Iterator[Claim]:
        """Chains: the outcome of the last edge is a state in which another action did harm."""
        if len(path) >= self.pol.max_hops:
            return
        for nxt in self.g.state_edges(path[-1].cls):
            if nxt.type not in MECHANISM or any(nxt.id == p.id for p in path):
                continue
            chain = [*path, nxt]
            decay = self.pol.chain_decay ** (len(chain) - 1)
            if nxt.harmful:
                yield Claim("lesson.chain", chain, self._harm(nxt) * carry * decay, sim)
            yield from self._forward(chain, carry * nxt.confidence, sim)

    def _harm(self, e: Edge) -> float:
        return self.pol.severity.get(e.severity or "moderate", 0.6) * e.confidence

    def _in_state(self, state_id: str) -> bool:
        """The session is in the state a conditional lesson needs: it recorded an outcome of
        that class, or a context label says so."""
        node = self.g.outcomes[state_id]
        if node.cls in self.g.session_states.get(self.basis.session_name, {}):
            return True
        labels = [v for v in self.basis.context.labels.values() if v.strip()]
        state_vec = self.g.outcome_vec(node)
        return any(float(self._vector(v) @ state_vec) >= STATE_SIMILARITY for v in labels)

    # --- what may block ----------------------------------------------------------------

    def _limit(self, c: Claim) -> None:
        """Cap the claim by what stands behind each of its edges: grade, trust, standing."""
        for e in c.edges:
            grade = self.grader(e)
            if not grade.at_least(self.pol.redirect_grade):
                failed = ", ".join(grade.failed) or "weak"
                self._cap(c, t.Verdict.WARN, f"grade {grade.letter} ({failed} failed)")
            elif not grade.at_least(self.pol.halt_grade):
                why = grade.shortfall or f"below halt_grade {self.pol.halt_grade}"
                self._cap(c, t.Verdict.REDIRECT, f"grade {grade.letter}: {why}")
            if not e.trusted and grade.trusted_support == 0:
                why = f"flagged ({e.flagged})" if e.flagged else f"judged by {e.judged_by}"
                self._cap(c, t.Verdict.WARN, f"{e.id} is {why} and not corroborated")
            if e.standing == "false_positive":
                self._cap(c, t.Verdict.WARN, f"{e.id} was marked false positive "
                          f"(decision {e.marks[-1][1]})")

    def _cap(self, c: Claim, verdict: t.Verdict, note: str) -> None:
        """The most this claim may call for, and why; its score is held below the next level."""
        c.notes.append(f"at most {verdict.name}: {note}")
        c.cap = min(c.cap, verdict)
        if c.cap < t.Verdict.HALT:
            ceiling = self.levels.redirect if c.cap is t.Verdict.WARN else self.levels.halt
            c.score = min(c.score, ceiling - EPS)

    def _contrast(self, c: Claim, calm: Match | None) -> None:
        """Closer to something done before without harm than to the harmful action: the
        lesson may be about another action on the same resource, so it only warns."""
        if calm is not None and calm.similarity > c.similarity:
            self._cap(c, t.Verdict.WARN, f"closer ({calm.similarity:.2f}) to "
                      f"{self.g.actions[calm.action_id].text[:80]!r}, which did no harm")

    def _prevention(self, c: Claim) -> None:
        """A step that prevented this harm before: REDIRECT to it, or WARN once it was done."""
        harm = c.edges[-1]
        done = self.g.session_steps.get(self.basis.session_name, set())
        for pid in self.g.prevented.get(harm.cls, ()):
            p = self.g.edges[pid]
            if p.standing == "false_positive":
                continue
            step = self.g.actions[p.action]
            if pid in done:
                self._cap(c, t.Verdict.WARN, f"the step that prevented it ({step.text[:80]!r}) "
                          "was done in this session")
                return
            c.rule, c.edges = "lesson.prevented", [*c.edges, p]
            c.redirect = t.Redirect(
                "run_step", f"first run {step.text[:160]!r}: it prevented "
                f"{self.g.outcomes[harm.outcome].text[:120]!r} before (lesson {pid})",
                tool=step.tool)
            may_stop = c.cap >= t.Verdict.REDIRECT and self._may_redirect(p)
            low = self.levels.redirect if may_stop and c.score >= self.levels.warn else 0.0
            c.score = min(max(c.score, low), self.levels.halt - EPS)
            return

    def _may_redirect(self, e: Edge) -> bool:
        grade = self.grader(e)
        return (grade.at_least(self.pol.redirect_grade) and e.standing != "false_positive"
                and (e.trusted or grade.trusted_support > 0))

    def _confirm(self, c: Claim) -> None:
        """A claim held at REDIRECT with no step to run: ask a person, naming the lesson."""
        if c.redirect is None and c.cap is t.Verdict.REDIRECT:
            harm = c.edges[-1]
            c.redirect = t.Redirect(
                "confirm_with_human", "a similar action was followed by "
                f"{self.g.outcomes[harm.outcome].text[:120]!r} (lesson {harm.id}); confirm "
                "with a person before repeating it")

    # --- the finding -------------------------------------------------------------------

    def _finding(self, c: Claim) -> Finding:
        g, first, last = self.g, c.edges[0], c.edges[-1]
        harm = next((e for e in reversed(c.edges) if e.type in MECHANISM), last)
        path = [g.outcomes[first.state].id] if first.state else []
        for e in c.edges:
            path += [e.action, e.outcome]
        grade = self.grader(harm)
        detail = (f"{g.actions[first.action].text[:100]!r} (similarity {c.similarity:.2f}) "
                  f"{'led to' if len(c.edges) > 1 else harm.type} "
                  f"{g.outcomes[harm.outcome].text[:120]!r} [{harm.severity or 'unrated'}, "
                  f"grade {grade.letter}, judged by {harm.judged_by}, "
                  f"{grade.support} independent source(s)]")
        if c.notes:
            detail += "; " + "; ".join(dict.fromkeys(c.notes))
        evidence = t.Evidence(c.rule, round(min(max(c.score, 0.0), 1.0), 4),
                              tuple(e.id for e in c.edges), tuple(dict.fromkeys(path)), detail)
        return Finding("precedent", evidence, c.redirect)
