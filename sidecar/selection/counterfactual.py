"""Counterfactual removal: which findings of a check would still stand without memory m.

Removing a memory means: the memory, and every entry that rests on it alone
(all of whose parents are removed), never existed. The write-time facts
(inherited marks, effective confidence, groundedness) are then derived again
for the entries downstream of the removal only, inside the ancestry of the
check's basis, and each finding is kept, re-scored or dropped by those
facts. No tier runs again: the findings already name their memories and
dependency paths, and the facts are derived exactly as the write path
derives them (`graph.Session._recompute`), so this is the check's own
evidence with one memory taken out, at the cost of a walk over the entries
downstream of it.

Two approximations, both named where they apply: the argument-provenance
finding is taken to go with the untrusted entry it names (the token index
keeps only the first such entry, not every one), and removing a memory can
raise only one finding the check did not have: "reasoning only", when the
removed memory was the basis' only grounding. Judge and lesson findings go
when every memory they blame is removed or their path is cut.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Sequence

from mage.contract import types as t
from mage.sidecar.evaluation import registry as r
from mage.sidecar.evaluation.cascade import Basis, Evaluation, Finding, decide
from mage.sidecar.memory.graph import CONTRADICTION, GROUNDED_SOURCES, MARKS, Session

__all__ = ["SUBGRAPH_LIMIT", "Masker", "decide", "decisive", "redecide", "top_scores",
           "topological"]

SUBGRAPH_LIMIT = 128  # entries of the basis' ancestry the re-derivation may visit
BIT = {mark: 1 << i for i, mark in enumerate(MARKS)}
CONFIDENCE_RULES = frozenset({r.LOW_CONFIDENCE.id, r.WEAK_ANCESTOR.id})
Facts = tuple[int, float, bool]  # (mark bits, effective confidence, grounded)


class Masker:
    """The ancestry of one check's basis, ready for removing one memory at a time."""

    def __init__(self, basis: Basis, findings: Iterable[Finding]) -> None:
        findings = tuple(findings)
        carriers = [f.evidence.path[0] for f in findings if f.evidence.path]
        sess, basis_ids = basis.session, basis.ids
        self.sess, self.basis_ids, self.consequential = sess, basis_ids, basis.consequential
        self.reasoning_only = any(f.evidence.rule == r.REASONING_ONLY.id for f in findings)
        nodes = sess.ancestors(dict.fromkeys([*basis_ids, *carriers]), SUBGRAPH_LIMIT)
        self.bounded = len(nodes) >= SUBGRAPH_LIMIT
        self.inside = set(nodes)
        # One pass, parents first: positions, partners, and each entry's ancestors-or-self
        # inside the ancestry as a bitmask over `pos` (the prefilter's unions and tests
        # are then integer operations).
        self.pos: dict[str, int] = {}
        self.partners: dict[str, list[str]] = {}  # entry -> entries in ancestry it contradicts
        self._contradicting: list[str] = []
        self._partner_masks: dict[str, int] = {}
        self._extra: dict[str, int] = {}
        up: dict[str, int] = {}
        for i, nid in enumerate(topological(sess, nodes)):
            self.pos[nid] = i
            node = sess.nodes[nid]
            mask = 1 << i
            for p in node.parents:
                m = up.get(p)  # present exactly when p is inside: parents come first
                if m is not None:
                    mask |= m
            up[nid] = mask
            if CONTRADICTION in node.own:
                self._contradicting.append(nid)
                for other in node.contradicts:
                    self.partners.setdefault(other, []).append(nid)
        self._up = up
        self.support = self._support(basis_ids, carriers, findings)

    def _support(self, basis_ids: Sequence[str], carriers: list[str],
                 findings: tuple[Finding, ...]) -> set[str]:
        """Every memory whose removal could touch a finding; the others need no trying.

        The carriers' ancestors count inside the ancestry only: facts are derived again
        there only, so an entry beyond it matters only if a finding names it.
        """
        mask = 0
        for c in carriers:
            mask |= self._up.get(c, 0)
        out = {nid for nid, i in self.pos.items() if mask >> i & 1}
        for f in findings:
            out.update(f.evidence.memory_ids)
            out.update(f.evidence.path)
            if not f.evidence.path:  # a finding about the basis as a whole
                out.update(basis_ids)
        return out

    def could_change(self, f: Finding) -> int | None:
        """The memories whose removal could drop or re-score f, as a mask (None: any might).

        Removing m changes f only through what `without` looks at: m among f's path or
        memories, or m upstream (inside the ancestry) of one of them, of its carrier, or
        of an entry that contradicts an ancestor of its carrier (a retired partner).
        """
        ev = f.evidence
        if not ev.path:
            return 0 if ev.rule == r.UNKNOWN_BASIS.id else None
        up = self.up(ev.path[0])
        out, pos = up, self.pos
        for nid in ev.path[1:] + ev.memory_ids:
            i = pos.get(nid)
            if i is not None and up >> i & 1:
                continue  # an ancestor of the carrier: its own ancestors are in `up` already
            out |= self.up(nid)
        for nid in self._contradicting:
            if up >> pos[nid] & 1:  # an ancestor of the carrier that has partners
                out |= self._partners_up(nid)
        return out

    def _partners_up(self, nid: str) -> int:
        """The entries nid contradicts and their ancestors, as a mask (computed once)."""
        mask = self._partner_masks.get(nid)
        if mask is None:
            mask = 0
            for partner in self.sess.nodes[nid].contradicts:
                mask |= self.up(partner)
            self._partner_masks[nid] = mask
        return mask

    def up(self, nid: str) -> int:
        """nid and its ancestors inside the ancestry, as a mask over `bit`."""
        mask = self._up.get(nid)
        return mask if mask is not None else self.bit(nid)

    def bit(self, nid: str) -> int:
        """A memory's bit in the masks `up` and `could_change` return."""
        pos = self.pos.get(nid)
        if pos is None:  # outside the ancestry: a bit of its own past the ancestry's
            pos = self._extra.setdefault(nid, len(self.pos) + len(self._extra))
        return 1 << pos

    def removed(self, m: str) -> set[str]:
        """m and the entries of the ancestry that rest on it alone."""
        gone = {m}
        for nid in self._downstream([m]):
            parents = [p for p in self.sess.nodes[nid].parents if p in self.sess.nodes]
            if parents and all(p in gone for p in parents):
                gone.add(nid)
        return gone

    def facts(self, gone: set[str]) -> dict[str, Facts]:
        """Facts derived again, without `gone`, for the entries whose facts may change."""
        seeds = [*gone, *(n for g in gone for n in self.partners.get(g, ()))]
        new: dict[str, Facts] = {}
        for nid in self._downstream(seeds):
            if nid not in gone:
                new[nid] = self._derive(nid, gone, new)
        return new

    def current(self, nid: str, new: dict[str, Facts]) -> Facts:
        found = new.get(nid)
        if found is not None:
            return found
        node = self.sess.nodes[nid]
        return _bits(node.marks), node.eff_conf, node.grounded

    def _derive(self, nid: str, gone: set[str], new: dict[str, Facts]) -> Facts:
        # The write path's _recompute, with the removed entries left out.
        node = self.sess.nodes[nid]
        bits = _bits(node.own)
        if node.contradicts and all(p in gone for p in node.contradicts):
            bits &= ~BIT[CONTRADICTION]
        eff, grounded = node.confidence, node.source in GROUNDED_SOURCES
        for pid in node.parents:
            if pid in gone or pid not in self.sess.nodes:
                continue
            p_bits, p_eff, p_grounded = self.current(pid, new)
            bits, eff, grounded = bits | p_bits, min(eff, p_eff), grounded or p_grounded
        return bits, eff, grounded

    def _downstream(self, seeds: Iterable[str]) -> list[str]:
        """Seeds inside the ancestry and their descendants there, parents first."""
        seen: set[str] = set()
        stack = [s for s in seeds if s in self.inside]
        while stack:
            nid = stack.pop()
            if nid in seen:
                continue
            seen.add(nid)
            stack.extend(c for c in self.sess.nodes[nid].children if c in self.inside)
        return sorted(seen, key=self.pos.__getitem__)

    def without(self, m: str, findings: Sequence[Finding]) -> tuple[list[Finding], set[str]]:
        """The findings that still stand (some re-scored) with m removed, and what was removed."""
        gone = self.removed(m)
        new = self.facts(gone)
        left = [b for b in self.basis_ids if b not in gone]
        kept = []
        for f in findings:
            ev = f.evidence
            if (ev.path and ev.path[0] not in gone and ev.path[0] not in new
                    and gone.isdisjoint(ev.path) and gone.isdisjoint(ev.memory_ids)):
                kept.append(f)  # neither its carrier's facts nor anything it names changed
                continue
            stood = self._stands(f, gone, new, left)
            if stood is not None:
                kept.append(stood)
        if self._now_reasoning_only(left, new):
            kept.append(_reasoning_only(left))
        return kept, gone

    def _now_reasoning_only(self, left: list[str], new: dict[str, Facts]) -> bool:
        # Removing the only grounded support can raise a finding the check did not have.
        return (self.consequential and not self.reasoning_only and bool(left)
                and not any(self.current(b, new)[2] for b in left))

    def _stands(self, f: Finding, gone: set[str], new: dict[str, Facts], left: list[str]
                ) -> Finding | None:
        ev = f.evidence
        carrier = ev.path[0] if ev.path and ev.path[0] in self.sess.nodes else ""
        mark = r.marked(ev.rule)
        if mark and carrier:
            if carrier in gone:
                return None
            return f if self.current(carrier, new)[0] & BIT[mark] else None
        if ev.rule in CONFIDENCE_RULES and carrier:
            return None if carrier in gone else _rescored(f, self.current(carrier, new)[1])
        if ev.rule == r.REASONING_ONLY.id:
            return f if left and not any(self.current(b, new)[2] for b in left) else None
        if ev.rule == r.UNKNOWN_BASIS.id:
            return f  # ids the sidecar never received: no memory to remove
        if ev.rule == r.UNTRUSTED_ORIGIN.id:
            # The token index keeps the first untrusted entry that mentions a value; removing
            # it is taken to remove the value's untrusted origin (an approximation, see above).
            return None if ev.memory_ids and ev.memory_ids[0] in gone else f
        return _generic(f, gone, self.sess)


def decisive(masker: Masker, findings: Sequence[Finding]) -> int | None:
    """The memories whose removal could lower some component's strongest score (None: any).

    A component's level moves only if every finding at its top score goes or is
    re-scored down (removal never raises a score), so its candidates are the
    intersection of what could change each of them; the verdict moves only if a level
    does. Everything outside the union over components leaves the decision as it is.
    """
    out = 0
    for comp, top in top_scores(findings).items():
        both = -1  # all bits
        for f in findings:
            if f.component == comp and f.evidence.score == top:
                mask = masker.could_change(f)
                if mask is None:
                    return None
                both &= mask
        out |= both
    return out


def top_scores(findings: Iterable[Finding]) -> dict[str, float]:
    """Each component's strongest score: all the verdict depends on besides floor and cap."""
    out: dict[str, float] = {}
    for f in findings:
        if f.evidence.score > out.get(f.component, -1.0):
            out[f.component] = f.evidence.score
    return out


def _reasoning_only(left: list[str]) -> Finding:
    """The finding `rules` raises when no basis entry has user, tool or system support."""
    rule = r.REASONING_ONLY
    return Finding(rule.component, t.Evidence(
        rule.id, rule.given(), tuple(left[:16]), (),
        "without the removed memory the basis rests only on the model's own reasoning"))


def _generic(f: Finding, gone: set[str], sess: Session) -> Finding | None:
    """Other tiers (judge, lessons): gone when its path is cut or all its memories are."""
    ev = f.evidence
    if any(p in gone for p in ev.path):
        return None
    ids = [i for i in ev.memory_ids if i in sess.nodes]
    return None if ids and all(i in gone for i in ids) else f


def _rescored(f: Finding, eff: float) -> Finding | None:
    score = round(1.0 - eff, 4)
    if score < r.CONFIDENCE_FLOOR:  # the finding would not be raised
        return None
    if score == f.evidence.score:
        return f
    return dataclasses.replace(f, evidence=dataclasses.replace(f.evidence, score=score))


def _bits(marks: Iterable[str]) -> int:
    out = 0
    for mark in marks:
        out |= BIT.get(mark, 0)
    return out


def topological(sess: Session, nodes: Sequence[str]) -> list[str]:
    """Parents before children: the graph keeps each entry's depth below its children's."""
    graph = sess.nodes
    return sorted(nodes, key=lambda nid: graph[nid].depth)


# --- re-deciding ------------------------------------------------------------------


def redecide(basis: Basis, findings: list[Finding], ev: Evaluation,
             floor: t.Verdict | None) -> Evaluation:
    """The verdict the evaluator would give on these findings (its own `decide`)."""
    return decide(basis, findings, ev.tiers, floor)
