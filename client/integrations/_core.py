"""What every framework adapter does the same way: the call, its check, the ruling, the memories.

An adapter turns its framework's tool call into a `ToolCall`, asks `decide`
(or `adecide`) for the decision, and acts on `rule(decision)`: forward the
call, ask a person, or answer the model with the reason instead of running
the tool. The memories it writes back are built here too, so that MAGE sees
the same shape of session whichever framework the agent runs on.
"""

from __future__ import annotations

import enum
import json
import logging
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, assert_never

from mage.client import (
    Action,
    ActionType,
    AsyncMageClient,
    Decision,
    Kind,
    MageClient,
    MageError,
    MemoryEntry,
    Source,
    Verdict,
)
from mage.client.integrations._cache import DecisionCache

log = logging.getLogger("mage.client.integrations")

CONFIRM = "confirm_with_human"

_MAX_ARG_CHARS = 1000
_MAX_CONTENT_BYTES = 60_000  # under the sidecar's 64 KiB per entry, with room for the header


@dataclass(frozen=True, slots=True)
class ToolCall:
    """One tool call as MAGE sees it, whichever framework made it."""

    session: str
    """The MAGE session the call belongs to."""
    call_id: str
    """The framework's id for this call; a re-run of the call carries the same id."""
    tool: str
    """The tool's name."""
    arguments: Mapping[str, Any]
    """The call's arguments, as the model gave them."""
    read_only: bool = False
    """The tool only reads: checked as TOOL_READ rather than TOOL_WRITE."""

    def action(self) -> Action:
        """The action to check; arguments become text the sidecar's rules can read."""
        kind = ActionType.TOOL_READ if self.read_only else ActionType.TOOL_WRITE
        args = {str(k): _argument_text(v) for k, v in self.arguments.items()}
        return Action(kind, self.tool, args)

    def signature(self) -> str:
        """`tool(k=v, ...)`, as a person or a memory entry shows the call."""
        args = ", ".join(f"{k}={v!r}" for k, v in self.action().arguments.items())
        return f"{self.tool}({args})"


class Step(enum.Enum):
    """What an adapter does with a call once MAGE has decided."""

    FORWARD = "forward"
    """Run the tool (PROCEED, or WARN, which is logged)."""
    ASK = "ask"
    """Ask a person, then run the tool or decline (REDIRECT to confirm with a person)."""
    BLOCK = "block"
    """Do not run the tool; the model is told why (HALT, or another REDIRECT)."""


@dataclass(frozen=True, slots=True)
class Ruling:
    """A decision, read as a step and the words that go with it."""

    step: Step
    decision: Decision
    text: str
    """What the model is told instead of the result (BLOCK), or the question (ASK)."""


def rule(decision: Decision) -> Ruling:
    """The step a decision calls for, the same in every framework."""
    match decision.verdict:
        case Verdict.PROCEED:
            return Ruling(Step.FORWARD, decision, "")
        case Verdict.WARN:
            log.warning("mage warns on a tool call (decision %s): %s",
                        decision.decision_id, decision.message)
            return Ruling(Step.FORWARD, decision, decision.message)
        case Verdict.REDIRECT if any(r.kind == CONFIRM for r in decision.redirects):
            return Ruling(Step.ASK, decision, _explained(decision))
        case Verdict.REDIRECT | Verdict.HALT:
            return Ruling(Step.BLOCK, decision, f"Blocked by MAGE: {_explained(decision)}")
        case _:
            assert_never(decision.verdict)


def question(call: ToolCall, decision: Decision) -> str:
    """What a person is asked before a call MAGE wants confirmed."""
    return f"Allow {call.signature()}? MAGE asks for a person's confirmation: " + _explained(
        decision
    )


def declined(decision: Decision, note: str = "") -> str:
    """What the model is told when a person declined the call, or could not be asked."""
    why = f" ({note})" if note else ""
    return f"Declined{why}: a person did not confirm this call. {_explained(decision)}"


def _explained(decision: Decision) -> str:
    # The redirect instructions say what to do instead; the id joins the audit log.
    steps = "; ".join(dict.fromkeys(r.instruction for r in decision.redirects))
    text = decision.message + (f". To proceed: {steps}" if steps else "")
    return f"{text} [decision {decision.decision_id}]"


# --- memories --------------------------------------------------------------------------


def call_entry(call: ToolCall, decision: Decision) -> MemoryEntry:
    """The ACTION entry recording a call that went ahead; its id joins it to the decision."""
    return MemoryEntry(
        id=f"action-{decision.decision_id}",
        content=clip(f"called {call.signature()}"),
        source=Source.LLM_REASONING,
        confidence=1.0,  # a record of what the agent did, not a claim about the world
        kind=Kind.ACTION,
        session=call.session,
        tool=call.tool,
        tags=("mage.integration", f"decision:{decision.decision_id}"),
    )


def result_entry(
    call: ToolCall, decision: Decision, text: str, *, retrieved: bool = False
) -> MemoryEntry:
    """The entry holding a tool's result, resting on the call that produced it.

    `retrieved` marks text the tool only fetched (a web page, a mailbox): anyone's
    words rather than the tool's own answer.
    """
    return MemoryEntry(
        id=f"result-{decision.decision_id}",
        content=clip(text),
        source=Source.RETRIEVED if retrieved else Source.TOOL,
        confidence=0.9,
        kind=Kind.OBSERVATION,
        session=call.session,
        tool=call.tool,
        depends_on=(f"action-{decision.decision_id}",),
        tags=("mage.integration",),
    )


def fetched_entry(session: str, entry_id: str, text: str, where: str) -> MemoryEntry:
    """Text read from somewhere (a resource, a document) rather than returned by a call."""
    return MemoryEntry(
        id=entry_id,
        content=clip(text),
        source=Source.RETRIEVED,
        confidence=0.9,
        kind=Kind.OBSERVATION,
        session=session,
        tool=where[:256],
        tags=("mage.integration",),
    )


def said_entry(entry_id: str, session: str, text: str, source: Source, kind: Kind,
               framework: str) -> MemoryEntry:
    """A turn of the conversation (the user's message, the model's reply or plan) as a
    memory; the user's word is certain, the model's is not."""
    return MemoryEntry(
        id=entry_id,
        content=clip(text),
        source=source,
        confidence=1.0 if source is Source.USER else 0.9,
        kind=kind,
        session=session,
        tags=("mage.integration", framework),
    )


def answer_entry(call: ToolCall, decision: Decision, approved: bool, note: str = "") -> MemoryEntry:
    """The person's answer to a confirmation, as the user's own word.

    A refusal leaves the call's values out: once the user has said them they count
    as the user's, and a refused value must not become one.
    """
    said = f"approved {call.signature()}" if approved else f"declined the call to {call.tool}"
    return MemoryEntry(
        id=f"answer-{decision.decision_id}",
        content=clip(f"The user {said}" + (f": {note}" if note else "")),
        source=Source.USER,
        confidence=1.0,
        kind=Kind.DECISION,
        session=call.session,
        tool=call.tool,
        tags=("mage.integration", f"decision:{decision.decision_id}"),
    )


# --- checking and writing ------------------------------------------------------------------


def decide(
    client: MageClient, cache: DecisionCache, call: ToolCall, flush_timeout: float
) -> Decision:
    """The call's decision: the remembered one, else a check once the session's writes landed."""
    known = cache.get(call.session, call.call_id)
    if known is not None:
        return known
    flush(client, call.session, flush_timeout)
    return cache.put(call.session, call.call_id, client.check(call.session, call.action()))


async def adecide(
    client: AsyncMageClient, cache: DecisionCache, call: ToolCall, flush_timeout: float
) -> Decision:
    """`decide` for asyncio code."""
    known = cache.get(call.session, call.call_id)
    if known is not None:
        return known
    await aflush(client, call.session, flush_timeout)
    decision = await client.check(call.session, call.action())
    return cache.put(call.session, call.call_id, decision)


def flush(client: MageClient, session: str, timeout: float) -> None:
    """Wait for the session's queued memories, so that a check sees them."""
    try:
        client.writer(session).flush(timeout)
    except MageError as exc:  # the check still runs; it falls back if the sidecar is gone
        log.warning("mage could not flush session %s before a check: %s", session, exc)


async def aflush(client: AsyncMageClient, session: str, timeout: float) -> None:
    """`flush` for asyncio code."""
    try:
        await client.writer(session).flush(timeout)
    except MageError as exc:
        log.warning("mage could not flush session %s before a check: %s", session, exc)


def write(client: MageClient | AsyncMageClient, *entries: MemoryEntry) -> None:
    """Queue entries; the agent goes on if the writer refuses (it logs instead)."""
    for entry in entries:
        try:
            client.write(entry)
        except MageError as exc:
            log.warning("mage could not write %s: %s", entry.id, exc)


def _argument_text(value: Any) -> str:
    text = value if isinstance(value, str) else json.dumps(value, sort_keys=True, default=str)
    return text if len(text) <= _MAX_ARG_CHARS else text[: _MAX_ARG_CHARS - 1] + "…"


def clip(text: str) -> str:
    """Text cut to what one memory entry may hold."""
    data = text.encode()
    if len(data) <= _MAX_CONTENT_BYTES:
        return text
    return data[:_MAX_CONTENT_BYTES].decode(errors="ignore") + "…"
