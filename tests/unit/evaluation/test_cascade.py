"""The evaluator's guard around asynchronous tiers: a tier that fails or runs past the
caller's deadline still leaves a decision, at least the policy's `judge.on_error`.

In process, with the real rules tier and policy: the tiers here stand in for an LLM judge
that errs in ways a real endpoint cannot be made to on cue (it raises, or never answers).
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Sequence

import pytest

from mage.contract import types as t
from mage.sidecar.evaluation import policy
from mage.sidecar.evaluation.cascade import Basis, Evaluation, Evaluator, Finding, TierOutcome
from mage.sidecar.evaluation.tiers.rules import RulesTier
from mage.sidecar.memory.graph import Node, Session

WRITE = t.Action(t.ActionType.TOOL_WRITE, "restart", {"service": "web"}, "restart the web tier")


class _AskedTier:
    """An asynchronous tier that wants every check; subclasses say how it answers."""

    name = "judge"

    def skip_reason(self, basis: Basis, provisional: Evaluation) -> str:
        return ""

    async def __call__(self, basis: Basis, earlier: Sequence[Finding]) -> TierOutcome:
        return TierOutcome((), "ran", "no concerns")


class _Raising(_AskedTier):
    async def __call__(self, basis: Basis, earlier: Sequence[Finding]) -> TierOutcome:
        raise ConnectionError("judge endpoint refused the connection")


class _Stalled(_AskedTier):
    async def __call__(self, basis: Basis, earlier: Sequence[Finding]) -> TierOutcome:
        await asyncio.sleep(30)
        return TierOutcome((), "ran", "answered too late")


def _policy(on_error: str = "WARN") -> policy.Policy:
    return policy.parse(policy.default_text().replace("on_error: WARN", f"on_error: {on_error}"))


def _session(injection: str = "") -> Session:
    """A user's request and a tool reading that rests on it (tainted when injection is set)."""
    sess = Session()
    for seq, (id, source, parents) in enumerate((("u1", "user", ()), ("t1", "tool", ("u1",))), 1):
        node = Node(id, seq, source, "observation", "", 0.9, parents, f"sha-{id}")
        sess.add(node, (), set(), injection if source == "tool" else "")
    return sess


def _evaluate(tier: _AskedTier, pol: policy.Policy, deadline_s: float = 0.0,
              sess: Session | None = None) -> Evaluation:
    basis = Basis("acme", "s", sess or _session(), WRITE, t.Context(), ("t1",), (), pol, 2,
                  True, deadline_s)
    return asyncio.run(Evaluator([RulesTier()], later=[tier]).evaluate(basis))


def _judge_result(ev: Evaluation) -> t.TierResult:
    [result] = [r for r in ev.tiers if r.tier == "judge"]
    return result


def test_an_answering_tier_leaves_a_clean_basis_at_proceed() -> None:
    """A tier that runs and finds nothing imposes no floor: the rules' PROCEED stands."""
    ev = _evaluate(_AskedTier(), _policy())
    assert (ev.verdict, ev.floor, _judge_result(ev).status) == (t.Verdict.PROCEED, None, "ran")


@pytest.mark.parametrize("on_error", ["WARN", "REDIRECT", "HALT"])
def test_a_raising_tier_gets_the_policy_on_error_verdict(on_error: str) -> None:
    """A tier that raises is recorded as an error and the check gets `judge.on_error`."""
    ev = _evaluate(_Raising(), _policy(on_error))
    result = _judge_result(ev)
    assert ev.verdict is t.Verdict[on_error], ev.message
    assert result.status == "error"
    assert "ConnectionError" in result.detail and "refused" in result.detail
    assert "a tier failed and policy applies its fallback" in ev.message


def test_a_tier_past_the_callers_deadline_gets_the_policy_on_error_verdict() -> None:
    """A tier still running at the caller's deadline is abandoned there, recorded as an error,
    and the check gets `judge.on_error`."""
    start = time.monotonic()
    ev = _evaluate(_Stalled(), _policy("REDIRECT"), deadline_s=0.05)
    assert time.monotonic() - start < 5
    result = _judge_result(ev)
    assert ev.verdict is t.Verdict.REDIRECT, ev.message
    assert result.status == "error" and "deadline" in result.detail


def test_the_on_error_verdict_never_lowers_what_the_rules_decided() -> None:
    """The fallback is a floor: a failed tier leaves a rules HALT (an injected instruction)
    at HALT under on_error WARN."""
    ev = _evaluate(_Raising(), _policy("WARN"),
                   sess=_session("instructions addressed to the agent (ignore previous)"))
    assert ev.verdict is t.Verdict.HALT, ev.message
    assert _judge_result(ev).status == "error"


def test_on_error_none_keeps_the_rules_verdict_when_a_tier_fails() -> None:
    """With `judge.on_error: none` a failed tier is recorded but the rules' verdict stands."""
    ev = _evaluate(_Raising(), _policy("none"))
    assert (ev.verdict, ev.floor, _judge_result(ev).status) == (t.Verdict.PROCEED, None, "error")


def _empty_check(action: t.Action, pol: policy.Policy) -> Evaluation:
    basis = Basis("acme", "s", Session(), action, t.Context(), (), (), pol, 0, False)
    return asyncio.run(Evaluator([RulesTier()]).evaluate(basis))


def test_a_consequential_check_on_a_session_with_no_memories_gets_the_no_basis_verdict() -> None:
    """Nothing to rest on is not a PROCEED: the default policy warns, and says why."""
    ev = _empty_check(WRITE, _policy())
    assert ev.verdict is t.Verdict.WARN
    assert "holds no memories" in ev.message and "basis.no_basis" in ev.message
    read = t.Action(t.ActionType.TOOL_READ, "search", {"q": "web"})
    assert _empty_check(read, _policy()).verdict is t.Verdict.PROCEED  # reads need no basis


def test_the_no_basis_verdict_is_the_policys_to_set() -> None:
    """`basis.no_basis` sets it (REDIRECT asks a person); a policy file without it warns."""
    strict = policy.parse(policy.default_text().replace("no_basis: WARN", "no_basis: REDIRECT"))
    ev = _empty_check(WRITE, strict)
    assert ev.verdict is t.Verdict.REDIRECT and ev.redirects[0].kind == "confirm_with_human"
    lines = [ln for ln in policy.default_text().splitlines() if "no_basis:" not in ln]
    assert policy.parse("\n".join(lines)).no_basis is t.Verdict.WARN
    with pytest.raises(policy.PolicyError, match=r"policy\.basis\.no_basis: expected one of"):
        policy.parse(policy.default_text().replace("no_basis: WARN", "no_basis: maybe"))
