"""The rules, each described once: its risk component, the score it gives and the mark it reads.

Three places act on the same rules and must agree: the rules and classifier
tiers raise them on a check, the write path (`memory.graph`) flags them early
on the entry that brings them in, and counterfactual attribution decides
whether a finding still stands once a memory is taken out. All three read the
table below, and so does the comment beside the thresholds in
`default_policy.yaml` (a test keeps it in step), so a reader of the policy can
tell which verdict a rule's finding calls for.

This module imports nothing of the sidecar: the write path reads it too.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

__all__ = [
    "BEYOND_REQUEST", "CLASSIFIER", "CLASSIFIER_INHERITED", "CONFIDENCE_FLOOR", "CONFIDENT",
    "CONTRADICTION", "CONTRADICTION_INHERITED", "CONTRADICTION_RULE", "DANGLING",
    "DANGLING_RULE", "DATA_ORDER", "INHERITED_POISON", "INJECTION", "INJECTION_INHERITED",
    "LOW_CONFIDENCE", "MARKS", "NOT_CARRIED", "POISON", "QUARANTINE", "QUARANTINED",
    "REASONING_ONLY", "RULES", "SINGLED_OUT", "SUPERSEDED", "SUPERSEDED_RULE", "SURE", "TAINT",
    "UNKNOWN_BASIS", "UNREQUESTED_OPERATION", "UNREQUESTED_SCOPE", "UNREQUESTED_STAKES",
    "UNREQUESTED_TARGET",
    "UNTRUSTED_ORIGIN", "WEAK", "WEAK_ANCESTOR",
    "Rule", "marked", "weak_ancestor",
]

# Marks: facts the write path sets on an entry and pushes down to everything that depends
# on it; each names the parent it came through, which is how a finding shows its path.
TAINT, QUARANTINE, CONTRADICTION, DANGLING, SUPERSEDED, POISON = (
    "taint", "quarantine", "contradiction", "dangling", "superseded", "poison",
)
MARKS = (TAINT, QUARANTINE, CONTRADICTION, DANGLING, SUPERSEDED, POISON)

CONFIDENT = 0.6  # a claim this sure can contradict another; a value this sure is trusted
WEAK = 0.5  # effective confidence below which an entry is weak support
SURE = 0.8  # stated confidence of a conclusion that must not rest on weak support
CONFIDENCE_FLOOR = 0.2  # factuality evidence of confidence is raised from this score up
INHERITED_POISON = 0.95  # a poison probability counts this much through a dependency

# Risk components, as `mage.contract.types.RISK_COMPONENTS` names them.
_SAFETY, _CONSISTENCY, _FACTUALITY, _DEPENDENCY = (
    "safety", "consistency", "factuality", "dependency",
)


@dataclass(frozen=True, slots=True)
class Rule:
    """One rule: what a finding of it carries, and what raises it.

    Attributes:
        id: The rule id in evidence, flags and the audit record.
        component: The risk component its findings count towards.
        score: The score it gives; None where the score is computed per finding (`formula`).
        mark: The graph mark whose presence on the entry carrying it raises it ("" if none).
        inherited: The score when the mark comes through a dependency, where that keeps
            the rule's id (otherwise the inherited form is a rule of its own).
        from_tool: The score when only a tool's output, not retrieved text, is behind it.
        formula: How a computed score is derived, as the policy's comment states it.
    """

    id: str
    component: str
    score: float | None
    mark: str = ""
    inherited: float | None = None
    from_tool: float | None = None
    formula: str = ""

    def given(self, *, inherited: bool = False, from_tool: bool = False) -> float:
        """The score a finding of this rule carries, inherited or from a tool's output
        where the rule scores those apart.

        Raises:
            ValueError: The rule has no fixed score of that kind (it is computed).
        """
        score = self.inherited if inherited else self.from_tool if from_tool else self.score
        if score is None:
            raise ValueError(f"rule {self.id} has no fixed score of that kind")
        return score

    @property
    def scores(self) -> str:
        """The scores as the policy's comment gives them, e.g. "0.85, inherited 0.8"."""
        text = self.formula if self.score is None else f"{self.score:g}"
        if self.inherited is not None:
            text += f", inherited {self.inherited:g}"
        if self.from_tool is not None:
            text += f", from a tool's output {self.from_tool:g}"
        return text


INJECTION = Rule("injection", _SAFETY, 0.9, TAINT)
INJECTION_INHERITED = Rule("injection.inherited", _SAFETY, 0.85, TAINT)
CLASSIFIER = Rule("classifier", _SAFETY, None, POISON, formula="p (the classifier's probability)")
CLASSIFIER_INHERITED = Rule("classifier.inherited", _SAFETY, None, POISON,
                            formula=f"{INHERITED_POISON:g} p")
UNTRUSTED_ORIGIN = Rule("argument.untrusted_origin", _SAFETY, 0.7, from_tool=0.6)
SINGLED_OUT = Rule("argument.singled_out", _SAFETY, 0.7, from_tool=0.6)
BEYOND_REQUEST = Rule("argument.beyond_request", _SAFETY, 0.7, from_tool=0.6)
CONTRADICTION_RULE = Rule("contradiction", _CONSISTENCY, 0.75, CONTRADICTION)
CONTRADICTION_INHERITED = Rule("contradiction.inherited", _CONSISTENCY, 0.6, CONTRADICTION)
# Task alignment: an action the user's requests do not support, in a check that reaches
# content addressed to the agent. 0.56 stops a tool_write or final_output for confirmation
# (REDIRECT) in any environment, production included, and corroborates a classifier finding
# (which then scores up to the policy's classifier.corroborated).
UNREQUESTED_OPERATION = Rule("alignment.unrequested_operation", _SAFETY, 0.56)
UNREQUESTED_TARGET = Rule("alignment.unrequested_target", _SAFETY, 0.56)
# A high-stakes operation (moving money, deleting, changing credentials, booking) that no
# request asks for, in a check whose ancestry read tool or retrieved content, even where
# nothing there was found to address the agent: an instruction no detector caught is the
# likeliest reason for it. The same score, so the same REDIRECT to confirm.
UNREQUESTED_STAKES = Rule("alignment.unrequested_high_stakes", _SAFETY, 0.56)
# An operation no request asks for, aimed at a target no request names, that a sentence of
# tool or retrieved content in the check's ancestry orders ("give the all-staff group read
# access to the personnel files"): the data asks for the action, the user did not, though
# nothing found the sentence addressed to the agent. The same score: a REDIRECT to confirm.
DATA_ORDER = Rule("alignment.ordered_by_data", _SAFETY, 0.56)
# An argument that takes everything ("orderId": "all", "booking_id": "all_upcoming", "to":
# "all-contacts", "limit": "max") where no request of the user's asks for all or the most of
# anything, in a check whose ancestry read tool or retrieved content: the sweep is what an
# instruction asks for when it carries no value of its own. A REDIRECT to confirm.
UNREQUESTED_SCOPE = Rule("alignment.unrequested_scope", _SAFETY, 0.56)
# Per-action provenance: with no basis named, an entry of the recent window that addresses
# the agent, and that nothing the action carries comes from, only warns.
NOT_CARRIED = Rule("provenance.not_carried", _SAFETY, 0.35)
REASONING_ONLY = Rule("provenance.reasoning_only", _FACTUALITY, 0.7)
LOW_CONFIDENCE = Rule("confidence.low", _FACTUALITY, None,
                      formula=f"1 - effective confidence, from {CONFIDENCE_FLOOR:g}")
WEAK_ANCESTOR = Rule("confidence.weak_ancestor", _FACTUALITY, None,
                     formula=f"1 - effective confidence (stated at {SURE:g}+, resting on "
                     f"< {WEAK:g})")
QUARANTINED = Rule("dependency.quarantined", _DEPENDENCY, 0.85, QUARANTINE, inherited=0.8)
SUPERSEDED_RULE = Rule("dependency.superseded", _DEPENDENCY, 0.6, SUPERSEDED)
UNKNOWN_BASIS = Rule("dependency.unknown_basis", _DEPENDENCY, 0.6)
DANGLING_RULE = Rule("dependency.dangling", _DEPENDENCY, 0.5, DANGLING)

RULES: Mapping[str, Rule] = {r.id: r for r in (
    INJECTION, INJECTION_INHERITED, CLASSIFIER, CLASSIFIER_INHERITED, UNTRUSTED_ORIGIN,
    SINGLED_OUT, BEYOND_REQUEST, UNREQUESTED_OPERATION, UNREQUESTED_TARGET, UNREQUESTED_STAKES,
    DATA_ORDER, UNREQUESTED_SCOPE,
    NOT_CARRIED,
    CONTRADICTION_RULE, CONTRADICTION_INHERITED, REASONING_ONLY, LOW_CONFIDENCE, WEAK_ANCESTOR,
    QUARANTINED, SUPERSEDED_RULE, UNKNOWN_BASIS, DANGLING_RULE,
)}


def marked(rule_id: str) -> str:
    """The mark a rule reads ("" for a rule no mark raises, or an id that is no rule)."""
    rule = RULES.get(rule_id)
    return rule.mark if rule is not None else ""


def weak_ancestor(confidence: float, effective: float) -> bool:
    """Whether an entry stated this surely rests on support this weak (given that it
    rests on some ancestor at all): the test of `confidence.weak_ancestor`."""
    return confidence >= SURE and effective < WEAK
