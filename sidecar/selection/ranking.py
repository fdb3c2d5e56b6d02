"""Candidates and their causal importance, read from the session's facts.

Structural evidence comes first, always: the current state rests on its
ancestors through depends_on; among them, the decisions it derives from and
the exogenous roots (events nobody derived: a restart, a tool's finding) are
what caused it, while the principal's instructions and the agent's plans are
the goal, already known. Relevance to the query (BM25 plus embeddings) only
orders memories within a class and fills what structure leaves; a memory
that merely sounds like the query scores below any ancestor of a state that
matches it. Contradictions of what the state rests on are always candidates.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from mage.sidecar.memory.graph import CONTRADICTION, QUARANTINE, Session
from mage.sidecar.selection.counterfactual import topological

ANCESTRY_LIMIT = 256  # ancestors walked per state entry
STATE_SIZE = 3  # recent entries that make up the current state
STATE_MIN_RELEVANCE = 0.5  # below it a recent entry is not part of the state asked about
SIMILAR_MIN = 0.3  # relevance a memory needs to be a candidate on similarity alone
# How much a kind of memory explains a state that rests on it.
KIND_WEIGHT = {"decision": 1.0, "action": 0.55, "outcome": 0.55, "observation": 0.45,
               "fact": 0.45, "note": 0.3, "plan": 0.25, "instruction": 0.2}
# An exogenous root (no parents, not the principal's word, not a plan: a restart, a vendor's
# release, a teammate's change) is a cause of the same class as a decision.
ROOT_WEIGHT = 1.0
GOAL_KINDS = frozenset({"instruction", "plan"})
REASON_ORDER = ("critical", "decision", "ancestor", "lesson_cause", "contradiction", "similar")


@dataclass(slots=True)
class Candidate:
    """A memory under consideration: its score (0-1) and why."""

    score: float = 0.0
    reasons: set[str] = field(default_factory=set)

    def raise_to(self, score: float, reason: str) -> None:
        self.score = max(self.score, min(score, 1.0))
        self.reasons.add(reason)

    def ordered_reasons(self) -> tuple[str, ...]:
        return tuple(r for r in REASON_ORDER if r in self.reasons)


Pool = dict[str, Candidate]


def state(sess: Session, recent: Sequence[str], rel: Mapping[str, float], asked: bool,
          best_hits: Sequence[str]) -> dict[str, float]:
    """The current state: entry id -> weight (0-1).

    With a query, the recent entries that match it (the agent has just written what it
    is asking about); when none does, the question is about the past and the best
    matches of the whole session stand for the state. Without a query, the latest
    entries.
    """
    if not asked:
        return dict.fromkeys(recent[-STATE_SIZE:], 1.0)
    matching = [i for i in reversed(recent) if rel.get(i, 0.0) >= STATE_MIN_RELEVANCE]
    matching.sort(key=lambda i: -rel[i])  # stable: among equals the latest entry first
    chosen = matching[:STATE_SIZE] or [i for i in best_hits[:STATE_SIZE] if i in sess.nodes]
    return {i: max(rel.get(i, 0.0), 0.3) for i in chosen}


def ancestry(sess: Session, anchors: Mapping[str, float]) -> dict[str, float]:
    """Ancestors of the state entries (not the entries themselves) -> strongest anchor weight."""
    out: dict[str, float] = {}
    for anchor, weight in anchors.items():
        for nid in sess.ancestors([anchor], ANCESTRY_LIMIT)[1:]:
            out[nid] = max(out.get(nid, 0.0), weight)
    for anchor in anchors:
        out.pop(anchor, None)
    return out


def influence(sess: Session, ancestors: Mapping[str, float], anchors: Mapping[str, float]
              ) -> dict[str, float]:
    """The share of the state's derivation (its entries and their ancestry) that rests on
    each ancestor: the structural reading of "remove it, and see what of the state goes"."""
    inside = [*anchors, *ancestors]
    order = topological(sess, inside)
    bit = {nid: 1 << i for i, nid in enumerate(order)}
    below: dict[str, int] = {}
    for nid in reversed(order):  # children before parents: a bitset of descendants each
        acc = 0
        for child in sess.nodes[nid].children:
            if child in bit:
                acc |= bit[child] | below[child]
        below[nid] = acc
    total = max(len(order) - 1, 1)
    return {nid: below[nid].bit_count() / total for nid in ancestors}


def structural(sess: Session, ancestors: Mapping[str, float], explains: Mapping[str, float],
               share: Mapping[str, float], pool: Pool) -> None:
    """Ancestors of the state, weighted by their anchor: by class (decisions and exogenous
    roots first), then by how well they explain the state (`explains`, 0-1) and how much
    of it rests on them (`share`, 0-1)."""
    for nid, weight in ancestors.items():
        node = sess.nodes[nid]
        cls = _class_weight(node.kind, node.source, bool(node.parents))
        fit = 0.15 * explains.get(nid, 0.0) + 0.1 * share.get(nid, 0.0)
        cand = pool.setdefault(nid, Candidate())
        cand.raise_to(weight * (0.5 + 0.25 * cls + fit), "ancestor")
        if node.kind == "decision":
            cand.reasons.add("decision")


def _class_weight(kind: str, source: str, has_parents: bool) -> float:
    weight = KIND_WEIGHT.get(kind, 0.4)
    if not has_parents and source != "user" and kind not in GOAL_KINDS:
        weight = max(weight, ROOT_WEIGHT)
    return weight


def similar(rel: Mapping[str, float], pool: Pool) -> None:
    """Memories that match the query; alone this never outranks structure."""
    for nid, r in rel.items():
        if r >= SIMILAR_MIN:
            cand = pool.setdefault(nid, Candidate())
            cand.raise_to(0.5 * r, "similar")


def contradictions(sess: Session, pool: Pool) -> None:
    """What contradicts a candidate (or what it inherits a contradiction from) is a must-know."""
    for nid in list(pool):
        for partner in required(sess, nid):
            cand = pool.setdefault(partner, Candidate())
            cand.raise_to(pool[nid].score - 0.001, "contradiction")


def required(sess: Session, nid: str) -> list[str]:
    """Memories that must come with this one: its contradiction and quarantine origins.

    A memory is never handed over without the entry that contradicts it or put it under
    quarantine, so a selection cannot silently drop what the agent must know.
    """
    node = sess.nodes[nid]
    out: list[str] = []
    if CONTRADICTION in node.marks:
        origin = node.marks[CONTRADICTION][0]
        out += [origin, *sess.nodes[origin].contradicts]
    if QUARANTINE in node.marks:
        out.append(node.marks[QUARANTINE][0])
    return [i for i in dict.fromkeys(out) if i != nid and i in sess.nodes]


def boost(pool: Pool, weights: Mapping[str, float], reason: str, base: float) -> None:
    """Raise the named memories to at least base + (1 - base) * weight, with a reason."""
    for nid, w in weights.items():
        pool.setdefault(nid, Candidate()).raise_to(base + (1.0 - base) * w, reason)


def add(pool: Pool, weights: Mapping[str, float], reason: str, floor: float = 0.55) -> None:
    """Evidence on top of what a memory already has: +0.15, up to +0.3 with the weight (0-1).

    A memory that was not a candidate starts from `floor`, a plain ancestor's score.
    """
    for nid, w in weights.items():
        cand = pool.setdefault(nid, Candidate(floor))
        cand.raise_to(max(cand.score, floor) + 0.15 + 0.15 * w, reason)


def ranked(sess: Session, pool: Pool) -> list[str]:
    """Best first; ties go to the later entry (the more recent cause)."""
    return sorted((i for i in pool if i in sess.nodes),
                  key=lambda i: (-pool[i].score, -sess.nodes[i].seq))


def marks(sess: Session, nid: str) -> tuple[str, ...]:
    return tuple(sorted(sess.nodes[nid].marks))
