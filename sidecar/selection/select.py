"""SelectMemories: the few memories that decide, for the agent's next step.

Candidates come from hybrid retrieval (BM25 plus embeddings over the
session) and from the dependency ancestry of the current state; they are
ranked by causal importance (`ranking`): structure always, then the masking
test against the planned action's decision where an action is given (the
memories without which that decision would change are "critical"), then the
LLM judge's with-and-without comparison where a judge is configured, the
policy sends this action to it, and its budget allows. The budget (count and
tokens) is applied last, and a memory never comes without the entries that
contradict it or hold it in quarantine.
"""

from __future__ import annotations

import asyncio
import dataclasses
from collections.abc import Mapping, Sequence
from typing import Protocol

import numpy as np

from mage.contract import types as t
from mage.sidecar.errors import InvalidRequest
from mage.sidecar.evaluation.cascade import AsyncTier, Basis, Evaluation, Evaluator, Tier
from mage.sidecar.evaluation.policy import PolicyHolder
from mage.sidecar.memory.graph import Session
from mage.sidecar.memory.shadow import Memory
from mage.sidecar.selection import attribution, ranking
from mage.sidecar.selection import counterfactual as cf
from mage.sidecar.selection.index import Indexer, SessionVectors

DEFAULT_COUNT = 10
MAX_COUNT = 200
MAX_TOKENS = 1_000_000
MAX_QUERY_CHARS = 16_384
HITS = 50  # lexical and vector hits each
JUDGE_BASIS = 8  # candidates shown to the judge beside the state
JUDGE_TRIES = 3  # memories compared with and without by the judge, per selection


class LessonCauses(Protocol):
    """The seam to lessons: memories that recorded lessons name as causes of such a state."""

    def causes(self, tenant: str, session: str, query: str, memory_ids: Sequence[str]
               ) -> Mapping[str, float]:
        """Memory id -> weight (0-1) of session memories that lessons link to this state."""
        ...


class NoLessons:
    """Lessons are not part of this sidecar: no lesson edges to follow."""

    def causes(self, tenant: str, session: str, query: str, memory_ids: Sequence[str]
               ) -> Mapping[str, float]:
        return {}


def check_request(req: t.SelectionRequest) -> tuple[int, int]:
    """The budget (count, tokens; 0 tokens: none), or InvalidRequest naming the field."""
    if not req.session.strip():
        raise InvalidRequest("session: required, a non-empty string")
    if req.max_count > MAX_COUNT:
        raise InvalidRequest(f"max_count: {req.max_count} is more than {MAX_COUNT}; a "
                             "selection is meant to be the few memories that matter")
    if req.max_tokens > MAX_TOKENS:
        raise InvalidRequest(f"max_tokens: {req.max_tokens} is more than {MAX_TOKENS}")
    if len(req.query) > MAX_QUERY_CHARS:
        raise InvalidRequest(f"query: {len(req.query)} characters; the limit is "
                             f"{MAX_QUERY_CHARS}: describe the state in fewer words")
    action = req.action
    if action is not None and action.type is t.ActionType.CUSTOM and not action.custom_type:
        raise InvalidRequest("action.custom_type: required when action.type is custom")
    return req.max_count or DEFAULT_COUNT, req.max_tokens


class Selector:
    """Chooses memories for one request; all graph reads happen on the event loop thread."""

    def __init__(self, memory: Memory, policies: PolicyHolder, indexer: Indexer,
                 tiers: Sequence[Tier], later: Sequence[AsyncTier] = (),
                 lessons: LessonCauses | None = None) -> None:
        """Args:
            memory: The sessions' facts.
            policies: The policy in force (recent window, thresholds).
            indexer: Lexical and vector indexes, built lazily per session.
            tiers: The synchronous tiers, for the masking test (read at call time).
            later: The asynchronous tiers; the one named "judge" is asked for the
                with-and-without comparison.
            lessons: Lesson causes; none when lessons are not part of the sidecar.
        """
        self._memory, self._policies, self._indexer = memory, policies, indexer
        self._tiers, self._later = tiers, later
        self._lessons = lessons or NoLessons()

    async def select(self, tenant: str, req: t.SelectionRequest) -> tuple[t.SelectedMemory, ...]:
        """The selected memories, best first."""
        count, tokens = check_request(req)
        await self._memory.load(tenant, req.session)
        if not self._memory.session(tenant, req.session, create=False).nodes:
            return ()
        text = query_text(req)
        vecs = await self._indexer.refresh(tenant, req.session)
        qvec = await self._indexer.embed_query(text) if text else None
        lex = await asyncio.to_thread(self._indexer.lexical, tenant, req.session, text,
                                      HITS) if text else []
        await self._memory.load(tenant, req.session)  # again: a batch may be half applied
        sess = self._memory.session(tenant, req.session, create=False)  # after the awaits
        recent = list(sess.recent)[-self._policies.current.recent_window:]
        rel = relevance(sess, vecs, qvec, lex, recent)
        best = sorted(rel, key=lambda i: -rel[i])
        anchors = ranking.state(sess, recent, rel, bool(text), best)
        pool = self._candidates(tenant, req, sess, vecs, rel, anchors)
        if req.action is not None:
            await self._masking(tenant, req, sess, anchors, pool)
        ranking.contradictions(sess, pool)
        return await self._budgeted(tenant, req.session, sess, pool, count, tokens)

    def _candidates(self, tenant: str, req: t.SelectionRequest, sess: Session,
                    vecs: SessionVectors, rel: dict[str, float], anchors: dict[str, float]
                    ) -> ranking.Pool:
        pool: ranking.Pool = {}
        ancestors = ranking.ancestry(sess, anchors)
        ranking.structural(sess, ancestors, explains(sess, vecs, anchors, ancestors, rel),
                           ranking.influence(sess, ancestors, anchors), pool)
        ranking.similar(rel, pool)
        causes = self._lessons.causes(tenant, req.session, req.query, [*anchors, *pool])
        ranking.add(pool, {i: w for i, w in causes.items() if i in sess.nodes}, "lesson_cause")
        return pool

    # --- the masking test and the judge ---------------------------------------------

    async def _masking(self, tenant: str, req: t.SelectionRequest, sess: Session,
                       anchors: dict[str, float], pool: ranking.Pool) -> None:
        """Memories without which the planned action's decision would change are critical.

        The action relies on the current state (the anchors, and through them their
        ancestry); the state entries themselves are trivially critical and not boosted.
        """
        assert req.action is not None
        basis = Basis(tenant, req.session, sess, req.action, req.context, tuple(anchors), (),
                      self._policies.current, self._memory.visible_seq, True)
        ev = Evaluator(self._tiers)(basis)
        weights: dict[str, float] = {}
        if ev.verdict > t.Verdict.PROCEED:
            found, _, _ = attribution.critical(basis, ev, attribution.MAX_MEMORIES)
            weights = {c.memory_id: (ev.verdict - c.verdict_without) / 3 for c in found}
        weights.update(await self._judged(basis, pool))
        ranking.add(pool, {i: w for i, w in weights.items() if i not in anchors}, "critical")

    async def _judged(self, basis: Basis, pool: ranking.Pool) -> dict[str, float]:
        """The judge's with-and-without comparison for the strongest candidates.

        The judge sees the state and the best candidates as the action's basis, then the
        same without each of the first few; only where the policy sends this action to the
        judge (uncertain risk, consequential type) and its budget allows.
        """
        judge = next((x for x in self._later if x.name == "judge"), None)
        if judge is None:
            return {}
        top = [i for i in ranking.ranked(basis.session, pool) if i not in basis.ids]
        wide = dataclasses.replace(basis, ids=(*basis.ids, *top[:JUDGE_BASIS]))
        ev = Evaluator(self._tiers)(wide)
        if judge.skip_reason(wide, ev):
            return {}
        first = await judge(wide, ev.findings)
        if first.status != "ran":
            return {}  # failed or out of budget: no comparison to make
        full = cf.decide(wide, [*ev.findings, *first.findings], ev.tiers).verdict
        masker = cf.Masker(wide, ev.findings)
        tries = top[:JUDGE_TRIES]
        verdicts = await asyncio.gather(*(_judged_without(judge, wide, ev, masker, m)
                                          for m in tries))
        return {m: (full - v) / 3 for m, v in zip(tries, verdicts, strict=True)
                if v is not None and v < full}

    # --- the budget ---------------------------------------------------------------------

    async def _budgeted(self, tenant: str, session: str, sess: Session, pool: ranking.Pool,
                        count: int, tokens: int) -> tuple[t.SelectedMemory, ...]:
        window = ranking.ranked(sess, pool)[:count * 3 + 16]
        need = list(dict.fromkeys([*window, *(r for i in window
                                               for r in ranking.required(sess, i))]))
        found = await asyncio.to_thread(self._indexer.contents, tenant, session,
                                        [sess.nodes[i].seq for i in need])
        text = {nid: body for nid, body in found.values()}
        chosen = _fit(sess, pool, window, text, count, tokens)
        order = sorted(chosen, key=lambda i: (-pool[i].score, -sess.nodes[i].seq))
        return tuple(t.SelectedMemory(i, round(pool[i].score, 4), pool[i].ordered_reasons(),
                                      text.get(i, ""), ranking.marks(sess, i)) for i in order)


async def _judged_without(judge: AsyncTier, basis: Basis, ev: Evaluation, masker: cf.Masker,
                          m: str) -> t.Verdict | None:
    """The verdict with the judge asked about the basis without m (None: no answer)."""
    kept, gone = masker.without(m, ev.findings)
    without = dataclasses.replace(basis, ids=tuple(i for i in basis.ids if i not in gone))
    outcome = await judge(without, kept)
    if outcome.status != "ran":
        return None
    return cf.decide(without, [*kept, *outcome.findings], ev.tiers).verdict


def _fit(sess: Session, pool: ranking.Pool, window: list[str], text: dict[str, str],
         count: int, tokens: int) -> dict[str, None]:
    """Greedy by rank; a memory comes with what it requires or not at all."""
    chosen: dict[str, None] = {}
    used = 0
    for nid in window:
        if nid in chosen:
            continue
        group = [nid, *(r for r in ranking.required(sess, nid) if r not in chosen)]
        cost = sum(estimate_tokens(text.get(g, "")) for g in group)
        if len(chosen) + len(group) > count or (tokens and used + cost > tokens):
            continue
        for g in group[1:]:
            pool.setdefault(g, ranking.Candidate()).raise_to(pool[nid].score - 0.001,
                                                             "ancestor")
        chosen.update(dict.fromkeys(group))
        used += cost
        if len(chosen) >= count:
            break
    return chosen


def estimate_tokens(text: str) -> int:
    """About four characters per token, the usual rule of thumb for English text."""
    return max(1, (len(text) + 3) // 4)


def query_text(req: t.SelectionRequest) -> str:
    """What relevance is measured against: the query and the planned action's words."""
    parts = [req.query]
    if req.action is not None:
        a = req.action
        parts += [a.description, a.tool, a.custom_type, *a.arguments.values()]
    return " ".join(p for p in parts if p).strip()


def explains(sess: Session, vecs: SessionVectors, anchors: Mapping[str, float],
             ids: Mapping[str, float], rel: Mapping[str, float]) -> dict[str, float]:
    """How well each memory explains the state: its relevance to the query and the
    embedding similarity of its text to the state entries' text, 0-1."""
    rows = [vecs.row_of[sess.nodes[a].seq] for a in anchors
            if sess.nodes[a].seq in vecs.row_of]
    if not rows:
        return {i: rel.get(i, 0.0) for i in ids}
    state = vecs.matrix[rows]
    out = {}
    for nid in ids:
        row = vecs.row_of.get(sess.nodes[nid].seq)
        near = float((state @ vecs.matrix[row]).max()) if row is not None else 0.0
        out[nid] = 0.5 * rel.get(nid, 0.0) + 0.5 * max(near, 0.0)
    return out


def relevance(sess: Session, vecs: SessionVectors, qvec: np.ndarray | None,
              lex: list[tuple[int, float]], recent: list[str]) -> dict[str, float]:
    """Entry id -> 0-1: embedding similarity and BM25, each relative to the session's best."""
    if qvec is None or not vecs.seqs:
        return {}
    sims = vecs.similarity(qvec)
    k = min(HITS, len(sims))
    rows = set(np.argpartition(-sims, k - 1)[:k].tolist())
    rows.update(vecs.row_of[s] for s, _ in lex if s in vecs.row_of)
    rows.update(vecs.row_of[sess.nodes[i].seq] for i in recent
                if sess.nodes[i].seq in vecs.row_of)
    best_cos = max(float(sims.max()), 1e-6)
    lex_of = dict(lex)
    best_lex = max(lex_of.values(), default=0.0) or 1.0
    return {vecs.ids[r]: 0.6 * max(float(sims[r]), 0.0) / best_cos
            + 0.4 * lex_of.get(vecs.seqs[r], 0.0) / best_lex for r in rows}
