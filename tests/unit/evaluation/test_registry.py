"""The rule registry: one description of each rule, read by the tiers, the write path and
the policy's comment; and the tier contract the evaluator runs them under."""

from __future__ import annotations

import re
from collections.abc import Sequence

from mage.contract import types as t
from mage.sidecar.evaluation import policy
from mage.sidecar.evaluation import registry as r
from mage.sidecar.evaluation.cascade import Basis, Evaluator, Finding, Tier, TierOutcome
from mage.sidecar.evaluation.tiers.rules import RulesTier
from mage.sidecar.memory.graph import Node, Patch, Session, Voices

POLICY = policy.parse(policy.default_text())
INJECTION = "instructions addressed to the agent (ignore previous instructions)"
ROW = re.compile(r"^#   (\S+)\s+(safety|consistency|factuality|dependency)\s+(.+)$")


def _add(sess: Session, id: str, source: str = "tool", confidence: float = 0.9,
         parents: tuple[str, ...] = (), injection: str = "",
         claims: tuple[tuple[str, str, str], ...] = (),
         tokens: frozenset[str] = frozenset()) -> list[t.Flag]:
    node = Node(id, len(sess.nodes) + 1, source, "fact", "", confidence, parents, f"sha-{id}")
    return sess.add(node, claims, tokens, injection)


def _basis(sess: Session, ids: tuple[str, ...], unknown: tuple[str, ...] = ()) -> Basis:
    return Basis("acme", "s", sess, t.Action(t.ActionType("tool_write"), "send"), t.Context(),
                 ids, unknown, POLICY, len(sess.nodes), True)


def _flagged_session() -> tuple[Session, list[t.Flag]]:
    """A session whose entries raise every rule the write path flags."""
    sess = Session()
    flags = _add(sess, "t1", injection=INJECTION)
    flags += _add(sess, "d1", "llm_reasoning", 0.9, ("t1",))
    flags += _add(sess, "c1", claims=(("db", "host", "a"),))
    flags += _add(sess, "c2", claims=(("db", "host", "b"),))
    flags += _add(sess, "g1", parents=("missing",))
    flags += _add(sess, "w1", "llm_reasoning", 0.3)
    flags += _add(sess, "w2", "llm_reasoning", 0.95, ("w1",))
    sess.apply_patch(Patch("c1", "quarantine"))
    flags += _add(sess, "q1", "llm_reasoning", 0.9, ("c1",))
    return sess, flags


def test_the_policy_comment_gives_each_rule_its_registry_component_and_scores() -> None:
    """Every rule of the registry, and no other, is listed beside the thresholds with the
    component and scores the registry gives it."""
    rows = [ROW.match(line) for line in policy.default_text().splitlines()]
    listed = {m[1]: (m[2], m[3]) for m in rows if m is not None}
    assert listed == {rule.id: (rule.component, rule.scores) for rule in r.RULES.values()}


def test_write_time_flags_name_registry_rules() -> None:
    """The flags a write answers with are the registry's rule ids, one for each kind."""
    _, flags = _flagged_session()
    assert {f.rule for f in flags} == {
        r.INJECTION.id, r.INJECTION_INHERITED.id, r.CONTRADICTION_RULE.id,
        r.DANGLING_RULE.id, r.WEAK_ANCESTOR.id, r.QUARANTINED.id,
    }


def test_rules_findings_carry_the_registry_component_and_score() -> None:
    """Each finding of the rules tier counts towards its rule's component with the
    registry's score (computed scores from their floor up)."""
    sess, _ = _flagged_session()
    basis = _basis(sess, tuple(sess.nodes), unknown=("gone",))
    findings = RulesTier()(basis, []).findings
    assert {f.evidence.rule for f in findings} >= {
        "injection", "injection.inherited", "contradiction", "dependency.dangling",
        "confidence.weak_ancestor", "dependency.quarantined", "dependency.unknown_basis"}
    for f in findings:
        rule = r.RULES[f.evidence.rule]
        assert f.component == rule.component
        if rule.score is None:
            assert f.evidence.score >= r.CONFIDENCE_FLOOR
        else:
            assert f.evidence.score in (rule.score, rule.inherited, rule.from_tool)


def test_quarantine_scores_less_when_inherited() -> None:
    """A quarantined entry in the basis scores the registry's base; one behind it, the
    registry's inherited score."""
    sess, _ = _flagged_session()
    scores = {f.evidence.path[0]: f.evidence.score
              for f in RulesTier()(_basis(sess, ("c1", "q1")), []).findings
              if f.evidence.rule == r.QUARANTINED.id}
    assert scores == {"c1": r.QUARANTINED.score, "q1": r.QUARANTINED.inherited}


def test_voices_say_who_mentioned_a_value() -> None:
    """The token index is read through `voices`: the user, untrusted sources, retrieved
    text, and the first untrusted entry that mentioned the value."""
    sess = Session()
    _add(sess, "u1", "user", 1.0, tokens=frozenset({"ops@acme.example"}))
    _add(sess, "t1", "tool", tokens=frozenset({"ops@acme.example", "x@evil.example"}))
    _add(sess, "r1", "retrieved", tokens=frozenset({"x@evil.example"}))
    assert sess.voices("ops@acme.example") == Voices(True, True, False, "t1")
    assert sess.voices("x@evil.example") == Voices(False, True, True, "t1")
    assert sess.voices("never@said.example") is None


class _Noting(Tier):
    """A tier whose preparation leaves a note, and whose call reports the note it finds."""

    name = "noting"

    def prepare(self, basis: Basis) -> str:
        return f"prepared {basis.ids[0]}"

    def __call__(self, basis: Basis, earlier: Sequence[Finding]) -> TierOutcome:
        return TierOutcome((), "ran", basis.prepared.get(self.name) or "not prepared")


def test_what_a_preparation_finds_travels_on_the_basis_not_the_tier() -> None:
    """The evaluator prepares every tier before calling any; the call reads its own check's
    note, so a check never sees another check's preparation."""
    sess = Session()
    _add(sess, "a")
    _add(sess, "b")
    tier = _Noting()
    first, second = _basis(sess, ("a",)), _basis(sess, ("b",))
    tier.prepare(first)  # prepared outside an evaluation: nothing is kept for a later call
    assert tier(second, []).detail == "not prepared"
    ev = Evaluator([RulesTier(), tier])(second)
    assert [(x.tier, x.detail) for x in ev.tiers][1] == ("noting", "prepared b")
    assert RulesTier().prepare(first) == ""  # the default: nothing to prepare


def test_every_rule_counts_towards_a_risk_component() -> None:
    """A rule's component is one the risk vector has, and its fixed scores lie in (0, 1]."""
    for rule in r.RULES.values():
        assert rule.component in t.RISK_COMPONENTS
        fixed = [s for s in (rule.score, rule.inherited, rule.from_tool) if s is not None]
        assert all(0 < s <= 1 for s in fixed)
