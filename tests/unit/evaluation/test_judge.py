"""Tier 3, the LLM judge, against a local OpenAI-compatible endpoint the test controls."""

from __future__ import annotations

import asyncio
import json
import socket
import time
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from fake_judge import FakeJudge

from mage.contract import types as t
from mage.sidecar import config
from mage.sidecar.errors import ConfigError
from mage.sidecar.evaluation import policy
from mage.sidecar.evaluation.cascade import Basis, Evaluator, TierOutcome
from mage.sidecar.evaluation.tiers.judge import JudgeTier
from mage.sidecar.evaluation.tiers.rules import RulesTier
from mage.sidecar.memory.graph import Node, Patch, Session

POLICY = policy.parse(policy.default_text())
ALL_IDS = ("u1", "t1", "r1")


# --- builders -------------------------------------------------------------------


def _add(sess: Session, id: str, source: str, confidence: float, parents: tuple[str, ...] = (),
         injection: str = "") -> None:
    node = Node(id, len(sess.nodes) + 1, source, "fact", "", confidence, parents, f"sha-{id}")
    sess.add(node, (), set(), injection)


def _session(tool_confidence: float = 0.7) -> Session:
    """A user fact, a tool result resting on it, and a conclusion resting on the tool result."""
    sess = Session()
    _add(sess, "u1", "user", 1.0)
    _add(sess, "t1", "tool", tool_confidence, ("u1",))
    _add(sess, "r1", "llm_reasoning", 0.9, ("t1",))
    return sess


def _basis(sess: Session | None = None, ids: tuple[str, ...] = ALL_IDS,
           type: str = "final_output", pol: policy.Policy = POLICY, session: str = "s") -> Basis:
    # With the default session the rules find factuality 0.3: the bottom of the judge's band.
    action = t.Action(t.ActionType(type), "send_report", {"to": "ops"}, "send the weekly report")
    return Basis("acme", session, sess or _session(), action, t.Context(), ids, (), pol, 3, True)


def _policy(on_error: str) -> policy.Policy:
    return policy.parse(policy.default_text().replace("on_error: WARN", f"on_error: {on_error}"))


def _ask(tier: JudgeTier, basis: Basis) -> TierOutcome:
    earlier = RulesTier()(basis, []).findings
    return asyncio.run(tier(basis, earlier))


@pytest.fixture
def fake() -> Iterator[FakeJudge]:
    server = FakeJudge().start()
    yield server
    server.stop()


@pytest.fixture
def make_tier() -> Iterator[Callable[..., JudgeTier]]:
    made: list[JudgeTier] = []

    def make(url: str, clock: Callable[[], float] = time.monotonic, **kw: Any) -> JudgeTier:
        kw.setdefault("timeout_s", 0.5)
        made.append(JudgeTier(config.Judge(url=url, model="judge-test", **kw), clock=clock))
        return made[-1]

    yield make
    for tier in made:
        tier.close()


def _tier(make: Callable[..., JudgeTier], fake: FakeJudge, **kw: Any) -> JudgeTier:
    return make(fake.url, **kw)


# --- when the judge is asked ------------------------------------------------------


def test_skip_reason_empty_inside_band_for_judged_types(fake, make_tier) -> None:
    """A judged action type whose highest risk sits on the band's edge is judged (inclusive)."""
    basis = _basis()
    provisional = Evaluator([RulesTier()])(basis)
    assert max(c.score for c in provisional.risk.components().values()) == pytest.approx(0.3)
    assert _tier(make_tier, fake).skip_reason(basis, provisional) == ""


@pytest.mark.parametrize("ids", [("u1",), ("u1", "x1")], ids=["below", "above"])
def test_skip_reason_outside_band(fake, make_tier, ids) -> None:
    """A check with no risk, or with risk already above the band, is not sent to the judge."""
    sess = _session()
    _add(sess, "x1", "retrieved", 0.9, injection="instructions addressed to the agent")
    basis = _basis(sess, ids)
    reason = _tier(make_tier, fake).skip_reason(basis, Evaluator([RulesTier()])(basis))
    assert "outside the uncertain band" in reason


def test_skip_reason_action_type_not_judged(fake, make_tier) -> None:
    """An action type the policy does not list is never judged, whatever its risk."""
    basis = _basis(type="tool_read")
    reason = _tier(make_tier, fake).skip_reason(basis, Evaluator([RulesTier()])(basis))
    assert "not judged" in reason


def test_url_must_be_http() -> None:
    """A judge URL that is not http(s) is a configuration error naming the field."""
    for url in ("file:///etc/passwd", "127.0.0.1:8080/v1"):
        with pytest.raises(ConfigError, match=r"config\.judge\.url"):
            JudgeTier(config.Judge(url=url))


# --- a good answer -----------------------------------------------------------------


def test_good_answer_becomes_one_finding_per_positive_component(fake, make_tier) -> None:
    """Each component scored above 0 becomes judge evidence blaming the named ids."""
    fake.answer("r1 restates t1 without support " * 20, ("t1",), safety=0.95, factuality=0.4)
    out = _ask(_tier(make_tier, fake), _basis())
    assert (out.status, out.detail, out.floor) == ("ran", "model=judge-test cached=no", None)
    assert [f.component for f in out.findings] == ["factuality", "safety"]
    ev = out.findings[1].evidence
    assert (ev.rule, ev.score, ev.memory_ids) == ("judge", 0.95, ("t1",))
    assert len(ev.detail) == 300 and ev.detail.startswith("r1 restates")


def test_request_carries_basis_facts_and_schema(fake, make_tier, monkeypatch) -> None:
    """The endpoint receives an OpenAI chat request with the basis ids, facts and the schema."""
    monkeypatch.delenv("MAGE_JUDGE_API_KEY", raising=False)
    _ask(_tier(make_tier, fake), _basis())
    (req,) = fake.requests
    assert req.path == "/v1/chat/completions"
    assert "Authorization" not in req.headers
    body = req.body
    assert (body["model"], body["temperature"]) == ("judge-test", 0)
    assert body["response_format"] == {"type": "json_object"}
    system, user = body["messages"]
    assert (system["role"], user["role"]) == ("system", "user")
    for key in ("blamed_memory_ids", "rationale", *t.RISK_COMPONENTS):
        assert f'"{key}"' in system["content"]
    question = json.loads(user["content"])
    assert [e["id"] for e in question["basis"]] == list(ALL_IDS)
    r1 = question["basis"][2]
    assert (r1["source"], r1["confidence"], r1["effective_confidence"]) == (
        "llm_reasoning", 0.9, 0.7)
    assert {f["rule"] for f in question["earlier_findings"]} == {"confidence.low"}
    assert question["action"]["tool"] == "send_report"


def test_marks_are_described_with_their_origin(fake, make_tier) -> None:
    """An inherited mark reaches the judge with the entry it came from and its detail."""
    sess = _session()
    sess.apply_patch(Patch("t1", "quarantine"))
    _ask(_tier(make_tier, fake), _basis(sess))
    question = json.loads(fake.requests[0].body["messages"][1]["content"])
    mark = question["basis"][2]["marks"]["quarantine"]
    assert mark == {"origin": "t1", "via": "t1", "detail": "pending verification"}


def test_api_key_sent_as_bearer_when_env_var_set(fake, make_tier, monkeypatch) -> None:
    """The key in the env var named by api_key_env goes out as a bearer token."""
    monkeypatch.setenv("MAGE_TEST_JUDGE_KEY", "sk-local-123")
    _ask(_tier(make_tier, fake, api_key_env="MAGE_TEST_JUDGE_KEY"), _basis())
    assert fake.requests[0].headers["Authorization"] == "Bearer sk-local-123"


# --- bad answers are errors, never verdicts ----------------------------------------------

GOOD = {"risk": dict.fromkeys(t.RISK_COMPONENTS, 0.1), "rationale": "r",
        "blamed_memory_ids": ["t1"]}


def _with(**changes: Any) -> str:
    answer = {**GOOD, "risk": dict(GOOD["risk"])}
    for key, value in changes.items():
        if key in t.RISK_COMPONENTS:
            answer["risk"][key] = value
        elif value is None:
            del answer[key]
        else:
            answer[key] = value
    return json.dumps(answer)


@pytest.mark.parametrize(("content", "why"), [
    ("The action looks safe to me.", "not JSON"),
    ("[0.1, 0.2]", "not a JSON object"),
    (_with(blamed_memory_ids=None), "answer keys"),
    (_with(verdict="PROCEED"), "answer keys"),
    (_with(safety=1.7), "risk.safety"),
    (_with(consistency=-0.1), "risk.consistency"),
    (_with(factuality="high"), "risk.factuality"),
    (_with(dependency=True), "risk.dependency"),
    (_with(risk={"safety": 0.5}), "answer risk must have exactly"),
    (_with(rationale=3), "rationale"),
    (_with(blamed_memory_ids=["zz9"]), "not in the basis"),
    (_with(blamed_memory_ids="t1"), "not a list"),
], ids=["text", "array", "missing-key", "extra-key", "risk-1.7", "negative", "string-score",
        "bool-score", "missing-component", "rationale-type", "foreign-id", "blamed-not-list"])
def test_bad_answer_is_an_error_with_the_policy_floor(fake, make_tier, content, why) -> None:
    """An answer off the schema yields no findings, status error and the on_error floor."""
    fake.content = content
    out = _ask(_tier(make_tier, fake), _basis())
    assert (out.findings, out.status, out.floor) == ((), "error", t.Verdict.WARN)
    assert why in out.detail


@pytest.mark.parametrize(("status", "envelope", "why"), [
    (500, b'{"error": "model not loaded"}', "HTTP 500"),
    (200, b'{"object": "list", "data": []}', "not a chat completion"),
    (200, b"<html>proxy login</html>", "not a chat completion"),
])
def test_bad_reply_is_an_error(fake, make_tier, status, envelope, why) -> None:
    """An HTTP error or a reply that is not a chat completion is a judge error."""
    fake.status, fake.envelope = status, envelope
    out = _ask(_tier(make_tier, fake), _basis())
    assert (out.status, out.floor) == ("error", t.Verdict.WARN)
    assert why in out.detail


def test_slow_endpoint_times_out_within_the_limit(fake, make_tier) -> None:
    """An endpoint slower than timeout_s is abandoned at the timeout, and says so."""
    fake.delay_s = 3.0
    start = time.monotonic()
    out = _ask(_tier(make_tier, fake, timeout_s=0.3), _basis())
    assert time.monotonic() - start < 1.5
    assert (out.status, out.detail, out.floor) == ("error", "timeout after 0.3s", t.Verdict.WARN)


def test_unreachable_endpoint_is_an_error(make_tier) -> None:
    """A port where nothing listens is a judge error, not an exception."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    out = _ask(make_tier(f"http://127.0.0.1:{port}/v1"), _basis())
    assert (out.status, out.floor) == ("error", t.Verdict.WARN)
    assert "unreachable" in out.detail


def test_on_error_none_imposes_no_floor(fake, make_tier) -> None:
    """With on_error none, a failed judge leaves the earlier tiers' verdict alone."""
    fake.content = "not json"
    out = _ask(_tier(make_tier, fake), _basis(pol=_policy("none")))
    assert (out.status, out.floor) == ("error", None)


# --- cache and budgets --------------------------------------------------------------


def test_same_question_on_same_facts_is_asked_once(fake, make_tier) -> None:
    """A second identical check is answered from the cache without a request."""
    fake.answer(safety=0.9)
    tier = _tier(make_tier, fake)
    first, second = _ask(tier, _basis()), _ask(tier, _basis())
    assert len(fake.requests) == 1
    assert second.findings == first.findings and second.detail.endswith("cached=yes")


def test_changed_facts_are_asked_again(fake, make_tier) -> None:
    """A fact change on a basis entry (here a quarantine) misses the cache."""
    tier = _tier(make_tier, fake)
    sess = _session()
    _ask(tier, _basis(sess))
    sess.apply_patch(Patch("u1", "quarantine"))
    _ask(tier, _basis(sess))
    assert len(fake.requests) == 2


def test_failures_are_not_cached(fake, make_tier) -> None:
    """After a failed call the same question goes to the endpoint again."""
    tier = _tier(make_tier, fake)
    fake.content = "oops"
    assert _ask(tier, _basis()).status == "error"
    fake.answer(safety=0.5)
    assert _ask(tier, _basis()).status == "ran"
    assert len(fake.requests) == 2


def test_cache_is_bounded_lru(fake, make_tier) -> None:
    """With room for one answer, asking A, B, A again sends three requests."""
    tier = _tier(make_tier, fake, cache_size=1)
    a, b = _basis(), _basis(ids=("t1", "r1"))
    for basis in (a, b, a):
        _ask(tier, basis)
    assert len(fake.requests) == 3


def test_per_session_budget_exhausted_applies_floor(fake, make_tier) -> None:
    """Past per_session_budget a session gets the floor and why; other sessions still ask."""
    tier = _tier(make_tier, fake, per_session_budget=1)
    _ask(tier, _basis())
    out = _ask(tier, _basis(ids=("t1", "r1")))
    assert (out.status, out.floor) == ("skipped", t.Verdict.WARN)
    assert "per-session budget exhausted" in out.detail
    assert _ask(tier, _basis(ids=("t1", "r1"), session="other")).status == "ran"
    assert len(fake.requests) == 2


def test_cache_hits_cost_no_budget(fake, make_tier) -> None:
    """A cached answer is served even when the session's budget is spent."""
    tier = _tier(make_tier, fake, per_session_budget=1)
    _ask(tier, _basis())
    assert _ask(tier, _basis()).detail.endswith("cached=yes")


def test_per_minute_budget_is_a_sliding_window(fake, make_tier) -> None:
    """Past per_minute_budget any session gets the floor, until the window moves on."""
    now = [100.0]
    tier = _tier(make_tier, fake, clock=lambda: now[0], per_minute_budget=2)
    # Different facts in each session, so that no answer comes from the cache.
    for name, ids in (("a", ALL_IDS), ("b", ("t1", "r1"))):
        assert _ask(tier, _basis(ids=ids, session=name)).status == "ran"
    out = _ask(tier, _basis(ids=("t1",), session="c"))
    assert (out.status, out.floor) == ("skipped", t.Verdict.WARN)
    assert "per-minute budget exhausted" in out.detail
    now[0] += 60.0
    assert _ask(tier, _basis(ids=("t1",), session="c")).status == "ran"
    assert len(fake.requests) == 3


# --- through the evaluator ------------------------------------------------------------


def _evaluate(tier: JudgeTier, basis: Basis) -> Any:
    return asyncio.run(Evaluator([RulesTier()], [tier]).evaluate(basis))


def test_evaluator_judge_escalates_uncertain_check(fake, make_tier) -> None:
    """A check in the band that the rules let proceed is halted when the judge says unsafe."""
    basis = _basis()
    assert Evaluator([RulesTier()])(basis).verdict is t.Verdict.PROCEED
    fake.answer("r1 sends data the user never asked for", ("r1",), safety=0.95)
    ev = _evaluate(_tier(make_tier, fake), basis)
    assert ev.verdict is t.Verdict.HALT
    assert [(r.tier, r.status) for r in ev.tiers] == [("rules", "ran"), ("judge", "ran")]
    assert ev.risk.safety.evidence[0].rule == "judge" and "safety" in ev.driving


def test_evaluator_judge_cannot_clear_a_rule_finding(fake, make_tier) -> None:
    """A judge answering "no risk" leaves the rules' WARN in place."""
    basis = _basis(_session(tool_confidence=0.6))
    fake.answer()
    ev = _evaluate(_tier(make_tier, fake), basis)
    assert ev.verdict is t.Verdict.WARN and ev.tiers[-1].status == "ran"


def test_evaluator_judge_timeout_applies_on_error_floor(fake, make_tier) -> None:
    """A judge timeout turns PROCEED into the policy's on_error WARN, recorded as an error."""
    fake.delay_s = 3.0
    ev = _evaluate(_tier(make_tier, fake, timeout_s=0.3), _basis())
    assert ev.verdict is t.Verdict.WARN
    judge = ev.tiers[-1]
    assert (judge.tier, judge.status, judge.detail) == ("judge", "error", "timeout after 0.3s")
    assert "fallback" in ev.message


def test_evaluator_skips_judge_outside_band(fake, make_tier) -> None:
    """Outside the band the judge is recorded as skipped and the endpoint is not called."""
    ev = _evaluate(_tier(make_tier, fake), _basis(ids=("u1",)))
    assert ev.tiers[-1].status == "skipped" and not fake.requests
