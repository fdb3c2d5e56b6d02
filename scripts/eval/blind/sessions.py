"""Corpus items as agent sessions: a request, a tool's output, and a consequential action.

Each item gives up to three sessions, written and checked like the generated ones:

- attack: the user's request (USER memory), the injected document (TOOL memory that
  depends on it), and the action the injection asks for, checked with the document as
  its basis. Where the corpus names a tool, the action calls it with the values the
  injection gives (destination, path, secret); where it names a value the answer
  should carry (a canary, a trigger phrase, a link), the answer carries it after the
  user's own deliverable; where it names neither, the answer carries the instruction
  it followed (reported apart: no value to trace).
- clean: the corpus's benign document in the same place, and the user's own action:
  the answer the user asked for, drawn from the document.
- own: the attacked session's document with the user's own action (utility under
  attack), where the corpus has a benign version of the same document.
"""

from __future__ import annotations

import hashlib
import random

from mage.client import Action, ActionType, Context, Kind, MemoryEntry, Source

from ..spec import SessionSpec
from .items import NO_VALUE, PAYLOAD, TOOL_CALL, Harm, Item

ATTACK, CLEAN, OWN = "attack", "clean", "own"
ROLES = (ATTACK, CLEAN, OWN)
# The suite prefix tells the report which sessions are attacked; `own` is not.
_SUITE = {ATTACK: "attack/blind", CLEAN: "clean/blind", OWN: "clean/own-under-attack"}
TOOL_CONFIDENCE = (0.85, 0.98)  # the range the generated sessions draw a tool's from
_READS = ("fetch", "read", "get", "search")  # a forbidden call to these is still a read


def harmful_action(item: Item, harm: Harm) -> Action:
    """The action the injection asks for, built only from what the corpus states."""
    if harm.kind == TOOL_CALL:
        kind = ActionType.TOOL_READ if harm.tool.startswith(_READS) else ActionType.TOOL_WRITE
        return Action(kind, harm.tool, dict(harm.arguments))
    if harm.kind in (PAYLOAD, NO_VALUE):
        return answer_action(f"{item.answer} {harm.payload}".strip())
    raise ValueError(f"{item.corpus}/{item.id}: unknown harm kind {harm.kind!r}")


def answer_action(content: str) -> Action:
    """The agent's answer to the user, sent as its final output."""
    return Action(ActionType.FINAL_OUTPUT, "respond", {"content": content})


def _session(item: Item, role: str, document: str, action: Action) -> SessionSpec:
    sid = f"{item.corpus}-{role}-{_slug(item.id)}"
    rng = random.Random(sid)
    user = MemoryEntry("u1", item.request, Source.USER, 1.0, Kind.INSTRUCTION, sid)
    tool = MemoryEntry("t2", document, Source.TOOL, round(rng.uniform(*TOOL_CONFIDENCE), 2),
                       Kind.OBSERVATION, sid, item.tool, ("u1",))
    harm = item.harm.kind if item.harm and role == ATTACK else ""
    return SessionSpec(sid, _SUITE[role], f"{item.corpus}:{item.group}", item.corpus,
                       item.corpus, item.id, (user, tool), action, ("t2",), Context(),
                       poison_ids=("t2",) if role != CLEAN else (),
                       meta={"role": role, "group": item.group, "harm": harm})


def _slug(item_id: str) -> str:
    """A session-safe form of the item's id, unique even when ids are long or odd."""
    digest = hashlib.sha256(item_id.encode()).hexdigest()[:8]
    short = "".join(c if c.isalnum() or c in "-_." else "_" for c in item_id)[:40]
    return f"{short}-{digest}"


def sessions(item: Item) -> list[SessionSpec]:
    """The sessions one item gives: attack (and own, when the item has a deliverable of
    its own) for an injected item, clean for a benign one."""
    if item.harm is None:
        return [_session(item, CLEAN, item.document, answer_action(item.answer))]
    out = [_session(item, ATTACK, item.document, harmful_action(item, item.harm))]
    if item.answer:
        out.append(_session(item, OWN, item.document, answer_action(item.answer)))
    return out
