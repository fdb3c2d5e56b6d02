"""MAGE for the OpenAI Agents SDK: tool guardrails, approvals, memories from the run.

    guard = MageGuard(mage, session="conversation-42")
    agent = guard.agent(Agent(name="assistant", tools=[...]))   # a guarded copy
    run = dict(run_config=guard.run_config(), hooks=guard.hooks)
    result = await Runner.run(agent, "Pay the Lumen invoice", **run)
    while result.interruptions:                                  # MAGE wants a person
        state = result.to_state()
        for item in result.interruptions:
            guard.answer(state, item, approved=ask_a_person(guard.question(item)))
        result = await Runner.run(agent, state, **run)

`guard.agent` copies the agent (and the agents it hands off to) with every function
tool guarded: a tool input guardrail checks the call before it runs, a HALT (or a
REDIRECT other than "confirm with a person") rejects it with the reason as the
tool's output so the model can carry on (`strict=True` raises instead), and a tool
output guardrail writes the call and its result as memories. A REDIRECT to confirm
with a person makes the tool's `needs_approval` true, so the run stops with an
interruption that `answer` approves or rejects through the `RunState`. MCP servers
get the input and output guardrails server-wide. The final answer is checked as
FINAL_OUTPUT by an output guardrail whose tripwire is a HALT. `guard.hooks` writes
the user's input and each model response as memories. Each call is checked once:
the SDK runs the approval policy and the guardrails again for the same call id,
and the decision is remembered for it. Hosted tools (web search, hosted MCP) run
at the provider and cannot be checked here.

Give a `MageClient` or an `AsyncMageClient`. Needs the `openai-agents` extra:
`pip install 'mage-guard[openai-agents]'`.
"""

from __future__ import annotations

import asyncio
import dataclasses
import hashlib
import json
from collections.abc import Awaitable, Callable, Iterable, Mapping
from typing import Any

from agents import (
    Agent,
    FunctionTool,
    GuardrailFunctionOutput,
    OutputGuardrail,
    RunConfig,
    RunContextWrapper,
    RunHooks,
    RunState,
    ToolGuardrailFunctionOutput,
    ToolInputGuardrail,
    ToolInputGuardrailData,
    ToolOutputGuardrail,
    ToolOutputGuardrailData,
)
from agents.items import ModelResponse, ToolApprovalItem
from agents.run_config import ToolExecutionConfig

from mage.client import (
    Action,
    ActionType,
    AsyncMageClient,
    Decision,
    Kind,
    MageClient,
    MemoryEntry,
    Source,
    Verdict,
)
from mage.client.integrations import _core
from mage.client.integrations._cache import DecisionCache
from mage.client.integrations._core import Step, ToolCall

__all__ = ["MageGuard", "MageRunHooks"]

Client = MageClient | AsyncMageClient
ApprovalPolicy = Callable[[RunContextWrapper[Any], dict[str, Any], str], Awaitable[bool]]


class MageGuard:
    """Checks an Agents SDK agent's tool calls and final answer, and writes its memories."""

    def __init__(
        self,
        client: Client,
        *,
        session: str = "openai-agents",
        read_only: Iterable[str] = (),
        retrieved: Iterable[str] = (),
        strict: bool = False,
        final_output: bool = True,
        flush_timeout: float = 2.0,
        cache: DecisionCache | None = None,
    ) -> None:
        """Set up the guard.

        Args:
            client: The MAGE client, sync or asyncio.
            session: The MAGE session of the conversation; one guard per conversation.
            read_only: Tools checked as reads (TOOL_READ) rather than writes.
            retrieved: Tools whose output is third-party text, written as RETRIEVED.
            strict: A blocked call stops the run (`ToolInputGuardrailTripwireTriggered`)
                instead of answering the model with the reason.
            final_output: Check the final answer (FINAL_OUTPUT, on the session's recent
                memories); a HALT trips `OutputGuardrailTripwireTriggered`.
            flush_timeout: Seconds a check waits for the session's earlier memories.
            cache: Where decisions are remembered per tool call id; one per guard if None.
        """
        self.client, self.session, self.strict = client, session, strict
        self.final_output = final_output
        self.read_only, self.retrieved = frozenset(read_only), frozenset(retrieved)
        self.flush_timeout = flush_timeout
        self.cache = cache or DecisionCache()
        self.input_guardrail: ToolInputGuardrail[Any] = ToolInputGuardrail(
            self._check_input, name="mage_check")
        self.output_guardrail: ToolOutputGuardrail[Any] = ToolOutputGuardrail(
            self._record_output, name="mage_record")
        self.final_output_guardrail: OutputGuardrail[Any] = OutputGuardrail(
            self._check_final, name="mage_final_output")
        self.hooks = MageRunHooks(self)

    # --- wiring -------------------------------------------------------------------------

    def agent(self, agent: Agent[Any]) -> Agent[Any]:
        """A copy of `agent`, and of the agents it hands off to, with MAGE on every tool."""
        return self._agent(agent, {})

    def _agent(self, agent: Agent[Any], done: dict[int, Agent[Any]]) -> Agent[Any]:
        if id(agent) in done:  # handoffs may loop back
            return done[id(agent)]
        copy = done[id(agent)] = agent.clone()
        copy.tools = [self.tool(t) if isinstance(t, FunctionTool) else t for t in agent.tools]
        copy.handoffs = [self._agent(h, done) if isinstance(h, Agent) else h
                         for h in agent.handoffs]
        if self.final_output:
            copy.output_guardrails = [*agent.output_guardrails, self.final_output_guardrail]
        for server in agent.mcp_servers:
            self.mcp_server(server)
        return copy

    def tool(self, tool: FunctionTool) -> FunctionTool:
        """A copy of a function tool that MAGE checks, confirms with a person, and records."""
        return dataclasses.replace(
            tool,
            tool_input_guardrails=[*(tool.tool_input_guardrails or []), self.input_guardrail],
            tool_output_guardrails=[*(tool.tool_output_guardrails or []),
                                    self.output_guardrail],
            needs_approval=self._approval_policy(tool.name, tool.needs_approval),
        )

    def mcp_server(self, server: Any) -> None:
        """Guard every tool of a local MCP server (its approvals stay the server's own)."""
        server.tool_input_guardrails = [*(server.tool_input_guardrails or []),
                                        self.input_guardrail]
        server.tool_output_guardrails = [*(server.tool_output_guardrails or []),
                                         self.output_guardrail]

    def run_config(self, **options: Any) -> RunConfig:
        """A `RunConfig` that checks a call before asking a person, so a HALT is not asked."""
        execution = ToolExecutionConfig(pre_approval_tool_input_guardrails=True)
        return RunConfig(tool_execution=execution, **options)

    # --- approvals ----------------------------------------------------------------------

    def question(self, item: ToolApprovalItem) -> str:
        """What to ask a person about an interruption MAGE caused."""
        call, decision = self._pending(item)
        return _core.question(call, decision)

    def answer(self, state: RunState[Any], item: ToolApprovalItem, approved: bool,
               note: str = "") -> None:
        """Approve or reject an interrupted call, and record the person's answer as theirs.

        A rejection tells the model why, with the decision's reason, as the call's output.
        """
        call, decision = self._pending(item)
        _core.write(self.client, _core.answer_entry(call, decision, approved, note))
        if approved:
            state.approve(item)
        else:
            state.reject(item, rejection_message=_core.declined(decision, note))

    def _pending(self, item: ToolApprovalItem) -> tuple[ToolCall, Decision]:
        call = self._call(item.tool_name or item.name or "", item.call_id or "",
                          _arguments(item.arguments))
        decision = self.cache.get(call.session, call.call_id)
        if decision is None:
            raise ValueError(f"call {call.call_id}: no MAGE decision asked for this approval")
        return call, decision

    def _approval_policy(self, tool: str, own: bool | ApprovalPolicy) -> ApprovalPolicy:
        async def needs_approval(ctx: RunContextWrapper[Any], params: dict[str, Any],
                                 call_id: str) -> bool:
            decision = await self._decide(self._call(tool, call_id, params))
            if _core.rule(decision).step is Step.ASK:
                return True
            return own if isinstance(own, bool) else await own(ctx, params, call_id)

        return needs_approval

    # --- the guardrails -----------------------------------------------------------------

    async def _check_input(self, data: ToolInputGuardrailData) -> ToolGuardrailFunctionOutput:
        ctx = data.context
        call = self._call(ctx.tool_name, ctx.tool_call_id, _arguments(ctx.tool_arguments))
        ruling = _core.rule(await self._decide(call))
        info = ruling.decision.decision_id
        if ruling.step is Step.FORWARD:
            return ToolGuardrailFunctionOutput.allow(output_info=info)
        if ruling.step is Step.ASK:
            approved = ctx.is_tool_approved(call.tool, call.call_id)
            if approved or (approved is None and _asks_after(ctx)):
                return ToolGuardrailFunctionOutput.allow(output_info=info)
            text = _core.declined(ruling.decision, "no person was asked")
            return ToolGuardrailFunctionOutput.reject_content(text, output_info=info)
        if self.strict:
            return ToolGuardrailFunctionOutput.raise_exception(output_info=info)
        return ToolGuardrailFunctionOutput.reject_content(ruling.text, output_info=info)

    async def _record_output(self, data: ToolOutputGuardrailData) -> ToolGuardrailFunctionOutput:
        ctx = data.context
        call = self._call(ctx.tool_name, ctx.tool_call_id, _arguments(ctx.tool_arguments))
        decision = self.cache.get(call.session, call.call_id)
        if decision is not None:  # else MAGE never saw the call: nothing to rest the result on
            _core.write(self.client, _core.call_entry(call, decision),
                        _core.result_entry(call, decision, str(data.output),
                                           retrieved=call.tool in self.retrieved))
        return ToolGuardrailFunctionOutput.allow()

    async def _check_final(self, ctx: RunContextWrapper[Any], agent: Agent[Any],
                           output: Any) -> GuardrailFunctionOutput:
        action = Action(ActionType.FINAL_OUTPUT, "respond", {"content": _core.clip(str(output))})
        decision = await self._check(action)
        return GuardrailFunctionOutput(output_info=decision,
                                       tripwire_triggered=decision.verdict is Verdict.HALT)

    # --- checking -----------------------------------------------------------------------

    def _call(self, tool: str, call_id: str, arguments: Mapping[str, Any]) -> ToolCall:
        call_id = call_id or _digest(tool, json.dumps(arguments, sort_keys=True, default=str))
        return ToolCall(self.session, call_id, tool, arguments, tool in self.read_only)

    async def _decide(self, call: ToolCall) -> Decision:
        if isinstance(self.client, AsyncMageClient):
            return await _core.adecide(self.client, self.cache, call, self.flush_timeout)
        return await asyncio.to_thread(
            _core.decide, self.client, self.cache, call, self.flush_timeout)

    async def _check(self, action: Action) -> Decision:
        """A check outside any tool call (the final answer), after the session's memories."""
        if isinstance(self.client, AsyncMageClient):
            await _core.aflush(self.client, self.session, self.flush_timeout)
            return await self.client.check(self.session, action)
        client = self.client

        def check() -> Decision:
            _core.flush(client, self.session, self.flush_timeout)
            return client.check(self.session, action)

        return await asyncio.to_thread(check)

    def write(self, *entries: MemoryEntry) -> None:
        """Queue memories on the guard's client (a refusal is logged, never raised)."""
        _core.write(self.client, *entries)


class MageRunHooks(RunHooks[Any]):
    """Writes what the run says: the user's input and each model response, as memories.

    Pass it as `Runner.run(..., hooks=guard.hooks)`. Each memory's id comes from the item
    it records, so the same input seen on every model call is written once.
    """

    def __init__(self, guard: MageGuard) -> None:
        self.guard = guard

    async def on_llm_start(self, context: RunContextWrapper[Any], agent: Agent[Any],
                           system_prompt: str | None, input_items: list[Any]) -> None:
        """Write the user's messages among the model's input."""
        texts = [_text(i.get("content")) for i in input_items
                 if isinstance(i, dict) and i.get("role") == "user"]
        self.guard.write(*(self._entry(t, Source.USER, Kind.INSTRUCTION) for t in texts if t))

    async def on_llm_end(self, context: RunContextWrapper[Any], agent: Agent[Any],
                         response: ModelResponse) -> None:
        """Write the model's text and the calls it asks for, as its reasoning."""
        for item in response.output:
            said = _said(item)
            if said:
                kind = Kind.PLAN if getattr(item, "type", "") == "function_call" else Kind.DECISION
                self.guard.write(self._entry(said, Source.LLM_REASONING, kind))

    def _entry(self, text: str, source: Source, kind: Kind) -> MemoryEntry:
        session = self.guard.session
        return _core.said_entry(f"oa-{_digest(session, source.value, text)}", session, text,
                                source, kind, "openai-agents")


def _asks_after(ctx: Any) -> bool:
    """The guardrail runs before the approval step (so a person is asked after it)."""
    execution = getattr(ctx.run_config, "tool_execution", None)
    return bool(getattr(execution, "pre_approval_tool_input_guardrails", False))


def _said(item: Any) -> str:
    """The text of a model output item: its message, the call it asks for, its reasoning."""
    kind = getattr(item, "type", "")
    if kind == "message":
        return " ".join(getattr(c, "text", "") for c in item.content).strip()
    if kind == "function_call":
        return f"calls {item.name}({item.arguments})"
    if kind == "reasoning":
        return " ".join(s.text for s in item.summary or []).strip()
    return ""


def _text(content: Any) -> str:
    if isinstance(content, str):
        return content
    parts = content if isinstance(content, list) else []
    return " ".join(str(p.get("text", "")) for p in parts if isinstance(p, dict)).strip()


def _arguments(raw: str | None) -> dict[str, Any]:
    try:
        value = json.loads(raw or "{}")
    except ValueError:
        return {"arguments": raw or ""}
    return value if isinstance(value, dict) else {"arguments": value}


def _digest(*parts: str) -> str:
    return hashlib.sha256("\x00".join(parts).encode()).hexdigest()[:16]
