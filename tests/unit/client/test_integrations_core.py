"""What every framework adapter shares: the verdict mapping, the memories and the decision cache."""

from __future__ import annotations

import threading

import pytest

from mage.client import ActionType, Decision, Kind, Redirect, RiskVector, Source, Verdict
from mage.client.integrations import DecisionCache, _core
from mage.client.integrations._core import Step, ToolCall

CALL = ToolCall("s", "c1", "bank_transfer", {"to_account": "DE89", "amount": 1200})


def decision(verdict: Verdict, *redirects: Redirect, id: str = "d1") -> Decision:
    return Decision(id, verdict, RiskVector(), f"{verdict.name}: because", 0, redirects)


@pytest.mark.parametrize(("verdict", "redirects", "step"), [
    (Verdict.PROCEED, (), Step.FORWARD),
    (Verdict.WARN, (), Step.FORWARD),
    (Verdict.REDIRECT, (Redirect("verify_memory", "verify m1"),), Step.BLOCK),
    (Verdict.REDIRECT, (Redirect("verify_memory", "verify m1"),
                        Redirect("confirm_with_human", "confirm it")), Step.ASK),
    (Verdict.HALT, (Redirect("confirm_with_human", "confirm it"),), Step.BLOCK),
])
def test_each_verdict_maps_to_one_step(verdict: Verdict, redirects: tuple[Redirect, ...],
                                       step: Step) -> None:
    """PROCEED and WARN run the tool, a REDIRECT asks a person only when one of its redirects
    says so, and HALT blocks even when its redirects would ask."""
    assert _core.rule(decision(verdict, *redirects)).step is step


def test_a_block_tells_the_model_why_and_what_to_do() -> None:
    """The text a blocked call returns carries the message, each instruction once, and the
    decision id that joins it to the audit log."""
    same = Redirect("verify_memory", "verify m1")
    text = _core.rule(decision(Verdict.HALT, same, same)).text
    assert text == "Blocked by MAGE: HALT: because. To proceed: verify m1 [decision d1]"


def test_the_call_becomes_an_action_with_text_arguments() -> None:
    """Arguments reach the sidecar as text (JSON for non-strings); read-only tools are reads."""
    assert CALL.action().type is ActionType.TOOL_WRITE
    assert dict(CALL.action().arguments) == {"to_account": "DE89", "amount": "1200"}
    assert ToolCall("s", "c", "read", {}, read_only=True).action().type is ActionType.TOOL_READ


def test_memories_rest_on_the_call_and_a_refusal_names_no_value() -> None:
    """The result rests on the call's ACTION entry; an approval is the user's word for the
    call's values, a refusal must not make them the user's."""
    d = decision(Verdict.REDIRECT)
    action, result = _core.call_entry(CALL, d), _core.result_entry(CALL, d, "ok", retrieved=True)
    assert (action.kind, result.source, result.depends_on) == (
        Kind.ACTION, Source.RETRIEVED, (action.id,))
    yes, no = _core.answer_entry(CALL, d, True), _core.answer_entry(CALL, d, False, "no")
    assert yes.source is Source.USER and "DE89" in yes.content
    assert no.content == "The user declined the call to bank_transfer: no"


def test_the_cache_keeps_the_first_decision_and_forgets_the_oldest() -> None:
    """Racing threads all get the first decision stored for a call; past capacity the least
    recently used call is forgotten."""
    cache, stood = DecisionCache(capacity=2), []

    def store(i: int) -> None:
        stood.append(cache.put("s", "c1", decision(Verdict.PROCEED, id=f"d{i}")))

    threads = [threading.Thread(target=store, args=(i,)) for i in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len({d.decision_id for d in stood}) == 1
    cache.put("s", "c2", decision(Verdict.HALT))
    assert cache.get("s", "c1") is not None  # touched: now the newest
    cache.put("s", "c3", decision(Verdict.WARN))
    assert (cache.get("s", "c2"), len(cache)) == (None, 2)
