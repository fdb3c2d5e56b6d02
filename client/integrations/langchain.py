"""MAGE for LangChain 1.x agents and LangGraph tool nodes.

    agent = create_agent(model, tools, middleware=[MageMiddleware(mage)],
                         checkpointer=InMemorySaver())

    wrap, awrap = mage_tool_wrappers(mage)            # plain LangGraph
    node = ToolNode(tools, wrap_tool_call=wrap, awrap_tool_call=awrap)

`MageMiddleware` writes the user's new messages (`before_agent`) and each model
turn (`after_model`) as memories, checks every tool call before it runs and
writes its result (`wrap_tool_call` / `awrap_tool_call`). A halted call returns
an error `ToolMessage` with the reason instead of running, so the model can
carry on; a call MAGE wants confirmed pauses the run with `interrupt()` in the
shape of LangChain's own tool approvals (`{"type": "tool_approval", ...}`, answered
with `Command(resume={"type": "approve"})`, `"reject"` with a message, or `"respond"`).
Pausing needs a checkpointer. The run resumes by re-running the hook; the
call's first decision is reused, so each call is checked once.

The MAGE session is the LangGraph thread id unless `session` is given. Give a
`MageClient` for `invoke`, an `AsyncMageClient` (or a `MageClient`) for `ainvoke`.
List this middleware before retry and error-handling middleware, so that each
retry is checked. Needs the `langchain` extra: `pip install 'mage-guard[langchain]'`.
"""

from __future__ import annotations

import asyncio
import hashlib
from collections.abc import Awaitable, Callable, Iterable, Sequence
from typing import Any

from langchain.agents.middleware import AgentMiddleware
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, ToolMessage
from langgraph.config import get_config
from langgraph.prebuilt.tool_node import ToolCallRequest
from langgraph.types import Command, interrupt

from mage.client import AsyncMageClient, Decision, Kind, MageClient, MemoryEntry, Source
from mage.client.integrations import _core
from mage.client.integrations._cache import DecisionCache
from mage.client.integrations._core import Step, ToolCall

__all__ = ["MageMiddleware", "MageToolGuard", "mage_tool_wrappers"]

Result = ToolMessage | Command
Handler = Callable[[ToolCallRequest], Result]
AsyncHandler = Callable[[ToolCallRequest], Awaitable[Result]]
Client = MageClient | AsyncMageClient


class MageToolGuard:
    """Checks a LangGraph tool call, enforces the decision and writes what the tool said.

    `wrap` and `awrap` have the `(request, handler)` shape that both `ToolNode` and
    `AgentMiddleware` take.
    """

    def __init__(
        self,
        client: Client,
        *,
        session: str | None = None,
        read_only: Iterable[str] = (),
        retrieved: Iterable[str] = (),
        flush_timeout: float = 2.0,
        cache: DecisionCache | None = None,
    ) -> None:
        """Set up the guard.

        Args:
            client: The MAGE client; a `MageClient` serves both sync and async runs.
            session: The MAGE session; None: the LangGraph thread id.
            read_only: Tools checked as reads (TOOL_READ) rather than writes.
            retrieved: Tools whose output is third-party text, written as RETRIEVED.
            flush_timeout: Seconds a check waits for the session's earlier memories.
            cache: Where decisions are remembered per tool call id; one per guard if None.
        """
        self.client, self.session = client, session
        self.read_only, self.retrieved = frozenset(read_only), frozenset(retrieved)
        self.flush_timeout = flush_timeout
        self.cache = cache or DecisionCache()

    def wrap(self, request: ToolCallRequest, handler: Handler) -> Result:
        """Check the call, then run it, pause for a person, or answer with the reason."""
        if not isinstance(self.client, MageClient):
            raise TypeError("a sync run needs a MageClient; use ainvoke with AsyncMageClient")
        call = self.tool_call(request)
        decision = _core.decide(self.client, self.cache, call, self.flush_timeout)
        refusal = self._enforce(call, decision)
        if refusal is not None:
            return refusal
        return self._record(call, decision, handler(request))

    async def awrap(self, request: ToolCallRequest, handler: AsyncHandler) -> Result:
        """`wrap` for async runs."""
        call = self.tool_call(request)
        if isinstance(self.client, AsyncMageClient):
            decision = await _core.adecide(self.client, self.cache, call, self.flush_timeout)
        else:
            decision = await asyncio.to_thread(
                _core.decide, self.client, self.cache, call, self.flush_timeout
            )
        refusal = self._enforce(call, decision)
        if refusal is not None:
            return refusal
        return self._record(call, decision, await handler(request))

    def tool_call(self, request: ToolCallRequest) -> ToolCall:
        """The request as MAGE sees it."""
        tc = request.tool_call
        name = tc["name"]
        config = request.runtime.config if request.runtime is not None else None
        return ToolCall(
            session=self.session or _thread(config),
            call_id=tc.get("id") or _digest(name, repr(tc["args"])),
            tool=name,
            arguments=tc["args"],
            read_only=name in self.read_only,
        )

    def _enforce(self, call: ToolCall, decision: Decision) -> ToolMessage | None:
        """None to run the tool; else the message the model gets instead."""
        ruling = _core.rule(decision)
        if ruling.step is Step.FORWARD:
            return None
        if ruling.step is Step.BLOCK:
            return _error(call, ruling.text)
        answer = interrupt(_approval_request(call, decision))  # re-runs this hook on resume
        approved, note, respond = _read_answer(answer)
        _core.write(self.client, _core.answer_entry(call, decision, approved, note))
        if respond is not None:
            return ToolMessage(respond, tool_call_id=call.call_id, name=call.tool)
        return None if approved else _error(call, _core.declined(decision, note))

    def _record(self, call: ToolCall, decision: Decision, result: Result) -> Result:
        message = _tool_message(result, call.call_id)
        if message is not None:
            text = str(message.text) if message.status != "error" else f"error: {message.text}"
            _core.write(
                self.client,
                _core.call_entry(call, decision),
                _core.result_entry(call, decision, text, retrieved=call.tool in self.retrieved),
            )
        return result


def mage_tool_wrappers(
    client: Client, **options: Any
) -> tuple[Callable[[ToolCallRequest, Handler], Result],
           Callable[[ToolCallRequest, AsyncHandler], Awaitable[Result]]]:
    """`(wrap_tool_call, awrap_tool_call)` for `ToolNode`; options as for `MageToolGuard`."""
    guard = MageToolGuard(client, **options)
    return guard.wrap, guard.awrap


class MageMiddleware(AgentMiddleware):
    """LangChain agent middleware: memories from the conversation, a check before each tool.

    Takes the arguments of `MageToolGuard`.
    """

    def __init__(self, client: Client, **options: Any) -> None:
        super().__init__()
        self.guard = MageToolGuard(client, **options)

    def before_agent(self, state: Any, runtime: Any) -> dict[str, Any] | None:
        """Write the user's new messages as USER instructions."""
        self._write(_new_input(state["messages"]), Source.USER)
        return None

    async def abefore_agent(self, state: Any, runtime: Any) -> dict[str, Any] | None:
        """`before_agent` for async runs (writing only queues)."""
        return self.before_agent(state, runtime)

    def after_model(self, state: Any, runtime: Any) -> dict[str, Any] | None:
        """Write the model's turn, its text and the calls it asks for, as reasoning."""
        last = state["messages"][-1:]
        self._write([m for m in last if isinstance(m, AIMessage)], Source.LLM_REASONING)
        return None

    async def aafter_model(self, state: Any, runtime: Any) -> dict[str, Any] | None:
        """`after_model` for async runs."""
        return self.after_model(state, runtime)

    def wrap_tool_call(self, request: ToolCallRequest, handler: Handler) -> Result:
        """See `MageToolGuard.wrap`."""
        return self.guard.wrap(request, handler)

    async def awrap_tool_call(self, request: ToolCallRequest, handler: AsyncHandler) -> Result:
        """See `MageToolGuard.awrap`."""
        return await self.guard.awrap(request, handler)

    def _write(self, messages: Sequence[BaseMessage], source: Source) -> None:
        session = self.guard.session or _thread(get_config())
        entries = [_message_entry(m, session, source) for m in messages]
        _core.write(self.guard.client, *entries)


def _new_input(messages: list[BaseMessage]) -> list[HumanMessage]:
    """The human messages since the last non-human one: this turn's input."""
    new: list[HumanMessage] = []
    for message in reversed(messages):
        if not isinstance(message, HumanMessage):
            break
        new.insert(0, message)
    return new


def _message_entry(message: BaseMessage, session: str, source: Source) -> MemoryEntry:
    """A message as a memory; the id comes from the message, so writing it again is a no-op."""
    text = str(message.text)
    calls = getattr(message, "tool_calls", None) or []
    if calls:
        asked = "; ".join(f"{c['name']}({c['args']})" for c in calls)
        text = f"{text}\ncalls {asked}".strip()
    kind = Kind.INSTRUCTION if source is Source.USER else Kind.PLAN if calls else Kind.DECISION
    return _core.said_entry(f"lc-{message.id or _digest(session, text)}", session, text,
                            source, kind, "langchain")


def _approval_request(call: ToolCall, decision: Decision) -> dict[str, Any]:
    """LangChain's per-call approval shape, so its UIs can show it, plus the decision id."""
    return {
        "type": "tool_approval",
        "tool_call_id": call.call_id,
        "name": call.tool,
        "args": dict(call.arguments),
        "description": _core.question(call, decision),
        "mage_decision_id": decision.decision_id,
    }


def _read_answer(answer: Any) -> tuple[bool, str, str | None]:
    """(approved, note, a reply that stands in for the tool) from the resume value.

    Anything but an explicit approval declines; an edit is declined too, since edited
    arguments were never checked (the model may call again with them).
    """
    if answer is True or answer is False:
        return answer, "", None
    kind = answer.get("type") if isinstance(answer, dict) else None
    note = str(answer.get("message") or "") if isinstance(answer, dict) else ""
    if kind == "approve":
        return True, note, None
    if kind == "respond":  # the person answers in the tool's place; it does not run
        return False, note, note
    if kind == "edit":
        return False, "edited arguments are not checked; call again with them", None
    return False, note, None


def _tool_message(result: Result, call_id: str) -> ToolMessage | None:
    if isinstance(result, ToolMessage):
        return result
    update = result.update if isinstance(result.update, dict) else {}
    found = [m for m in update.get("messages", []) if isinstance(m, ToolMessage)]
    return next((m for m in found if m.tool_call_id == call_id), None)


def _error(call: ToolCall, text: str) -> ToolMessage:
    return ToolMessage(text, tool_call_id=call.call_id, name=call.tool, status="error")


def _thread(config: Any) -> str:
    configurable = (config or {}).get("configurable") or {}
    return str(configurable.get("thread_id") or "langchain")


def _digest(*parts: str) -> str:
    return hashlib.sha256("\x00".join(parts).encode()).hexdigest()[:16]
