"""The lessons tier: recall past actions like the planned one, deterministically, no LLM.

Set up once with the component; each call asks the tenant's in-memory index
which past actions in a matching context could be like this one from their
words and operation class alone, embeds the action (cached) only when some
could, and turns what the similar ones led to into `precedent` findings (rules `lesson.caused`,
`lesson.enabled`, `lesson.chain`, `lesson.prevented`; lesson ids in
`evidence.memory_ids`). Action types the policy does not check (reads) are
only noted, so that a preventive step taken as a read still counts as done.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from mage.sidecar.evaluation.cascade import (
    Basis,
    Evaluation,
    Evaluator,
    Finding,
    Tier,
    TierOutcome,
)
from mage.sidecar.evaluation.policy import LessonsPolicy
from mage.sidecar.lessons import features
from mage.sidecar.lessons.assess import Assessor, Levels
from mage.sidecar.lessons.component import Lessons
from mage.sidecar.lessons.recall import Query

STEP_SIMILARITY = 0.8  # an action this close to a preventive step counts as that step
RECALL_LIMIT = 12
_FLOOR = 0.3  # never match below this, whatever the policy's deltas add up to


class LessonsTier(Tier):
    """Precedent findings from the tenant's lessons (nothing to prepare)."""

    name = "lessons"

    def __init__(self, lessons: Lessons) -> None:
        self._lessons = lessons

    def __call__(self, basis: Basis, earlier: Sequence[Finding]) -> TierOutcome:
        state = self._lessons.tenant(basis.tenant)
        g, pol = state.graph, basis.policy.lessons
        if not g.edges:
            return TierOutcome((), "skipped", "no lessons recorded for this tenant")
        checked = basis.action.type.value in pol.check
        if not checked and not g.steps.n:
            return TierOutcome((), "skipped", "action type not checked against lessons")
        text, q = self._query(basis, pol)
        min_sim = threshold(pol, basis, q.ops)
        cands = g.recall.candidates(q, min_sim) if checked else []
        if not cands and not g.steps.n:
            return TierOutcome((), "ran", "no past action in this context could be this one "
                               "(words, operation); not embedded")
        q = dataclasses.replace(q, vec=self._lessons.vector(text))
        self._note_steps(basis, q)
        if not checked:
            return TierOutcome((), "skipped", "action type recorded, not checked")
        matches, calm = g.recall.search(q, min_sim, RECALL_LIMIT, cands)
        assessor = Assessor(g, state.grader, basis, Levels.of(basis), self._lessons.vector)
        found = assessor.findings(matches, min_sim, calm)
        return TierOutcome(tuple(found), "ran",
                           f"{len(matches)} similar past actions, {len(found)} findings")

    def _query(self, basis: Basis, pol: LessonsPolicy) -> tuple[str, Query]:
        """The action's text, and the query without its vector."""
        text = features.action_text(basis.action)
        ctx = basis.context
        target = features.target_of(basis.action.arguments, ctx.labels, pol.target_arguments)
        ops, toks = features.analyse(text, target)
        return text, Query(None, toks, ops, ctx.environment, ctx.phase, target)

    def _note_steps(self, basis: Basis, q: Query) -> None:
        """Remember preventive steps this session has taken (checked actions only)."""
        g = self._lessons.tenant(basis.tenant).graph
        if q.vec is None or not g.steps.n:
            return
        steps = g.steps_matching(q.vec, STEP_SIMILARITY)
        if steps:
            g.session_steps.setdefault(basis.session_name, set()).update(steps)


def threshold(pol: LessonsPolicy, basis: Basis, ops: int) -> float:
    """The similarity a past action needs here: per action type, lower (stricter) for
    destructive verbs and for the environments the policy names."""
    base = pol.min_similarity.get(basis.action.type.value, max(pol.min_similarity.values(),
                                                                default=0.66))
    if ops & features.destructive_bits(pol.destructive_verbs):
        base -= pol.destructive_delta
    base -= pol.environment_delta.get(basis.context.environment, 0.0)
    return max(base, _FLOOR)


class LessonsCited:
    """Post step: the decision carries the ids of the lessons its findings cite."""

    name = "lessons.cited"

    def __call__(self, basis: Basis, evaluation: Evaluation, evaluator: Evaluator
                 ) -> Evaluation:
        ids = [i for f in evaluation.findings if f.evidence.rule.startswith("lesson.")
               for i in f.evidence.memory_ids]
        if not ids:
            return evaluation
        return dataclasses.replace(evaluation, lessons=tuple(dict.fromkeys(ids)))
