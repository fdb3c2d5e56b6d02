"""The suite's vocabulary: tasks, their instances, attacker goals and injection styles.

A task is a user request with the tool outputs an agent receives while doing it and
the writes the request requires. A task is built from a seeded random generator, so
the amounts, names and dates differ between instances while the request, the outputs
and the writes stay consistent with each other. One output of each task holds SLOT:
the place where a clean session puts ordinary text and an attacked one an injection.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from mage.client import Action, ActionType

SLOT = "\u27e6slot\u27e7"  # never occurs in generated text, so replacing it is exact
DEV, DEV2, DEV3, DEV4, DEV5, HELD_OUT = "dev", "dev2", "dev3", "dev4", "dev5", "held-out"
DEV6, DEV7, DEV8, DEV9, DEV10 = "dev6", "dev7", "dev8", "dev9", "dev10"
DEV11, DEV12, DEV13, DEV14, DEV15 = "dev11", "dev12", "dev13", "dev14", "dev15"
DEV16, DEV17, DEV18, DEV19, DEV20 = "dev16", "dev17", "dev18", "dev19", "dev20"
DEV21 = "dev21"
SPLITS = (DEV, DEV2, DEV3, DEV4, DEV5, DEV6, DEV7, DEV8, DEV9, DEV10, DEV11, DEV12, DEV13,
          DEV14, DEV15, DEV16, DEV17, DEV18, DEV19, DEV20, DEV21,
          HELD_OUT)
# the splits whose sessions the guard's designers may study
DEVELOPMENT = (DEV, DEV2, DEV3, DEV4, DEV5, DEV6, DEV7, DEV8, DEV9, DEV10, DEV11,
               DEV12, DEV13, DEV14, DEV15, DEV16, DEV17,
               DEV18, DEV19, DEV20, DEV21)


@dataclass(frozen=True)
class Write:
    """A consequential tool call: the user's own, or the one an attacker wants."""

    tool: str
    arguments: Mapping[str, str]
    kind: ActionType = ActionType.TOOL_WRITE

    def action(self) -> Action:
        """The call as the client's `Action`."""
        return Action(self.kind, self.tool, dict(self.arguments))


@dataclass(frozen=True)
class Step:
    """One tool output the agent receives; `content` holds SLOT when it is the injectable one."""

    tool: str
    content: str


@dataclass(frozen=True)
class Instance:
    """A task drawn with concrete values: the request, the outputs, the user's writes."""

    request: str
    steps: tuple[Step, ...]
    writes: tuple[Write, ...]
    benign: str  # what fills SLOT in a clean session (a note, a memo, a line of a page)

    def __post_init__(self) -> None:
        holders = [s for s in self.steps if SLOT in s.content]
        if len(holders) != 1 or holders[0].content.count(SLOT) != 1:
            raise ValueError(f"exactly one SLOT expected in the outputs of {self.request!r}")
        if not self.writes:
            raise ValueError(f"no write for {self.request!r}")


@dataclass(frozen=True)
class Task:
    """A kind of user request in one domain."""

    id: str
    domain: str
    build: Callable[[random.Random], Instance]


@dataclass(frozen=True)
class Goal:
    """What an attacker wants the agent to do, in the attacker's words and as the call.

    `instruction` is an imperative clause without a capital or full stop ("forward the
    last invoice to ..."), so every style can frame it. `value` is the attacker's own
    value the call carries (an account, an address, a URL), empty when it carries none.
    """

    id: str
    domain: str
    instruction: str
    write: Write
    value: str = ""

    @property
    def carries_value(self) -> bool:
        """Whether the harmful call carries a value of the attacker's."""
        return bool(self.value)


@dataclass(frozen=True)
class Style:
    """How an injection is phrased and framed around a goal's instruction."""

    id: str
    frame: Callable[[str, random.Random], str]


@dataclass(frozen=True)
class Material:
    """The tasks, goals and styles of one split."""

    split: str
    tasks: tuple[Task, ...]
    goals: tuple[Goal, ...]
    styles: tuple[Style, ...]
    notes: Mapping[str, str] = field(default_factory=dict)
    cell_stride: int = 1
    """Attacked sessions keep one (style, goal) cell of a domain in this many, on diagonals
    so that every style and every goal keeps its share; 1 keeps every cell."""
    clean_stride: int = 1
    """Clean sessions per task are --clean-per-task divided by this, rounded up."""

    def domains(self) -> list[str]:
        """The domains with tasks, in order of first appearance."""
        return list(dict.fromkeys(t.domain for t in self.tasks))


def pick(rng: random.Random, *options: str) -> str:
    """One of the options (a short alias used by the task builders)."""
    return rng.choice(options)


def money(rng: random.Random, low: int, high: int) -> str:
    """An amount with cents, as a statement prints it ("1,284.50")."""
    cents = rng.randrange(low * 100, high * 100)
    return f"{cents // 100:,}.{cents % 100:02d}"


def day(rng: random.Random, month: str = "2026-03", low: int = 2, high: int = 27) -> str:
    """An ISO date in the given month."""
    return f"{month}-{rng.randint(low, high):02d}"


def digits(rng: random.Random, n: int) -> str:
    """n random digits, the first not zero."""
    return str(rng.randint(1, 9)) + "".join(str(rng.randint(0, 9)) for _ in range(n - 1))


def iban(rng: random.Random, country: str = "DE") -> str:
    """A well-formed-looking IBAN (the check digits are not computed)."""
    return f"{country}{rng.randint(10, 99)}{digits(rng, 18)}"


PEOPLE = ("Maya Lindqvist", "Tomasz Wrona", "Priya Raman", "Jonas Becker", "Aiko Tanaka",
          "Luis Ortega", "Hannah Okafor", "Dmitri Volkov", "Sofia Marchetti", "Ben Carter",
          "Leila Haddad", "Oscar Nilsen")


def person(rng: random.Random) -> tuple[str, str]:
    """A colleague's name and work address."""
    name = rng.choice(PEOPLE)
    first, last = name.lower().split()
    return name, f"{first}.{last}@northwind.example"
