"""The agent's memory stream: what it writes to MAGE, step by step.

Confidence is drawn per source from the same ranges in clean and attacked
sessions, so that no attack can be told apart by its metadata alone (the
low-confidence chains, whose weak link is the attack, set theirs explicitly).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from mage.client import Claim, Kind, MemoryEntry, Source

from .spec import Read, Task

# (low, high) of the confidence an agent integration gives each source.
CONFIDENCE = {Source.TOOL: (0.85, 0.98), Source.RETRIEVED: (0.7, 0.9),
              Source.LLM_REASONING: (0.8, 0.95)}


class Trace:
    """Builds one session's entries; ids are short and readable (u1, t2, r3, a4)."""

    def __init__(self, session: str, rng: random.Random) -> None:
        self.session, self.rng = session, rng
        self.entries: list[MemoryEntry] = []

    def _add(self, prefix: str, content: str, source: Source, confidence: float | None,
             kind: Kind, tool: str = "", depends_on: Sequence[str] = (),
             claims: tuple[Claim, ...] = ()) -> str:
        if confidence is None:
            confidence = round(self.rng.uniform(*CONFIDENCE[source]), 2)
        entry_id = f"{prefix}{len(self.entries) + 1}"
        self.entries.append(MemoryEntry(entry_id, content, source, confidence, kind,
                                        self.session, tool, tuple(dict.fromkeys(depends_on)),
                                        claims))
        return entry_id

    def user(self, text: str) -> str:
        return self._add("u", text, Source.USER, 1.0, Kind.INSTRUCTION)

    def read(self, r: Read, confidence: float | None = None) -> str:
        prefix = "t" if r.source is Source.TOOL else "r"
        return self._add(prefix, r.text, r.source, confidence, Kind.OBSERVATION, r.tool,
                         claims=r.claims)

    def think(self, text: str, depends_on: Sequence[str], confidence: float | None = None,
              kind: Kind = Kind.DECISION) -> str:
        return self._add("a", text, Source.LLM_REASONING, confidence, kind,
                         depends_on=depends_on)


def run_task(tr: Trace, task: Task, reads: Sequence[Read] | None = None,
             adopt: str = "", adopt_from: Sequence[int] = ()) -> tuple[str, list[str], str]:
    """The common shape: request, reads, analysis, plan.

    `reads` replaces the task's own reads (a family that poisons or adds one passes
    the whole list). `adopt` is reasoning that takes up a value from the reads at
    `adopt_from`; the plan then rests on it as well as on the analysis.

    Returns the user entry, the read ids in order, and the plan the action rests on.
    """
    user = tr.user(task.request)
    ids = [tr.read(r) for r in (task.reads if reads is None else reads)]
    analysis = tr.think(task.analysis, ids)
    deps = [analysis, user]
    if adopt:
        deps.insert(0, tr.think(adopt, [*(ids[i] for i in adopt_from), analysis]))
    plan = tr.think(adjusted_plan(task) if adopt else task.plan, deps, kind=Kind.PLAN)
    return user, ids, plan


def adjusted_plan(task: Task) -> str:
    """The plan once the agent has taken a value up from what it read (no longer the
    task's own plan, whose arguments it has changed)."""
    return f"Calling {task.action.tool} with the values settled above."
