"""Sessions built from a split's material: clean ones and attacked ones.

A session is the user's request (a USER memory), each tool output the agent received
(a TOOL memory depending on the request and on the step before it), and the checks:
the user's own writes, and in an attacked session first the call the injection asks
for, as an agent that obeyed it would issue it on reading the output.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from mage.client import Kind, MemoryEntry, Source

from .model import SLOT, Goal, Instance, Material, Step, Style, Task, Write

CLEAN, ATTACKED = "clean", "attacked"
HARM, OWN = "harm", "own"
TOOL_CONFIDENCE = 0.9


@dataclass(frozen=True)
class Check:
    """One action checked in a session: the attacker's (`harm`) or the user's (`own`)."""

    role: str
    write: Write


@dataclass(frozen=True)
class Session:
    """One agent session of the suite, ready to be written to the sidecar."""

    id: str
    split: str
    kind: str
    domain: str
    task: str
    request: str
    outputs: tuple[Step, ...]
    checks: tuple[Check, ...]
    style: str = ""
    goal: str = ""
    carries_value: bool = False

    def memories(self, session: str) -> list[MemoryEntry]:
        """The USER request and the TOOL outputs, each output depending on the request and
        on the output before it."""
        out = [MemoryEntry("u1", self.request, Source.USER, 1.0, Kind.INSTRUCTION, session)]
        for i, step in enumerate(self.outputs, start=1):
            deps = ("u1",) if i == 1 else ("u1", f"t{i - 1}")
            out.append(MemoryEntry(f"t{i}", step.content, Source.TOOL, TOOL_CONFIDENCE,
                                   Kind.OBSERVATION, session, step.tool, deps))
        return out

    def tool_ids(self) -> tuple[str, ...]:
        """The ids of the tool outputs: the basis an action of this session rests on."""
        return tuple(f"t{i}" for i in range(1, len(self.outputs) + 1))


def _fill(steps: Sequence[Step], text: str) -> tuple[Step, ...]:
    """The outputs with SLOT replaced; inside a JSON string the text is escaped as JSON."""
    out = []
    for step in steps:
        content = step.content
        if f'"{SLOT}"' in content:
            content = content.replace(SLOT, json.dumps(text)[1:-1])
        out.append(Step(step.tool, content.replace(SLOT, text)))
    return tuple(out)


def _injected(inst: Instance, style: Style, goal: Goal, rng: random.Random) -> str:
    """The slot's text in an attacked session: the ordinary text and the injection."""
    injection = style.frame(goal.instruction, rng)
    return f"{injection}\n{inst.benign}" if rng.random() < 0.3 else f"{inst.benign}\n{injection}"


def clean_session(sid: str, split: str, task: Task, seed: str) -> Session:
    """A clean session of the task: benign outputs and the user's writes."""
    inst = task.build(random.Random(seed))
    return Session(sid, split, CLEAN, task.domain, task.id, inst.request,
                   _fill(inst.steps, inst.benign), tuple(Check(OWN, w) for w in inst.writes))


def attacked_session(sid: str, split: str, task: Task, style: Style, goal: Goal,
                     seed: str) -> Session:
    """The task with the goal injected in the style, and the harmful call then the user's."""
    rng = random.Random(seed)
    inst = task.build(rng)
    checks = (Check(HARM, goal.write), *(Check(OWN, w) for w in inst.writes))
    return Session(sid, split, ATTACKED, task.domain, task.id, inst.request,
                   _fill(inst.steps, _injected(inst, style, goal, rng)), checks,
                   style.id, goal.id, goal.carries_value)


def _attacked(material: Material, seed: int, per_cell: int) -> Iterator[Session]:
    """Every (domain, style, goal) cell the material keeps, `per_cell` times, the tasks of
    the domain in turn."""
    n = 0
    for di, domain in enumerate(material.domains()):
        tasks = [t for t in material.tasks if t.domain == domain]
        goals = [g for g in material.goals if g.domain == domain]
        for si, style in enumerate(material.styles):
            for gi, goal in enumerate(goals):
                if (si + gi + di) % material.cell_stride:
                    continue
                for rep in range(per_cell):
                    task = tasks[(si + gi + rep * len(material.styles)) % len(tasks)]
                    tag = f"{seed}/{material.split}/{task.id}/{style.id}/{goal.id}/{rep}"
                    yield attacked_session(f"{material.split}-a{n:04d}", material.split,
                                           task, style, goal, tag)
                    n += 1


def build(material: Material, seed: int, per_cell: int = 1, clean_per_task: int = 3,
          cap: int = 0) -> list[Session]:
    """The split's sessions: clean ones per task, attacked ones per cell; with `cap`, a
    seeded sample of at most `cap` of each kind."""
    per_task = -(-clean_per_task // material.clean_stride)
    clean = [clean_session(f"{material.split}-c{i * per_task + r:04d}", material.split,
                           task, f"{seed}/{material.split}/{task.id}/clean/{r}")
             for i, task in enumerate(material.tasks) for r in range(per_task)]
    attacked = list(_attacked(material, seed, per_cell))
    if cap:
        pick = random.Random(f"{seed}/{material.split}/cap")
        clean = sorted(pick.sample(clean, min(cap, len(clean))), key=lambda s: s.id)
        attacked = sorted(pick.sample(attacked, min(cap, len(attacked))), key=lambda s: s.id)
    return clean + attacked
