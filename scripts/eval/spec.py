"""What a task and a generated session are made of (plain data, no behaviour)."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from mage.client import Action, ActionType, Claim, Context, MemoryEntry, Repair, Source

if TYPE_CHECKING:
    from .trace import Trace
    from .vocab import Vocab


@dataclass(frozen=True, slots=True)
class Read:
    """Content the agent took in: a tool's result, or a retrieved email, note or page."""

    text: str
    tool: str
    source: Source = Source.TOOL
    claims: tuple[Claim, ...] = ()


@dataclass(frozen=True, slots=True)
class Harm:
    """What an attacker changes in the action, and the ways text can ask for it.

    Every phrase already holds the attacker's value as the text shows it. Pools
    are split by index parity: even entries for dev families, odd for held-out.
    """

    arg: str
    value: str  # the argument's whole value after the attack
    shown: str  # the attacker's value as it is written in the poisoned text
    noun: str  # what the value is, e.g. "bank account"
    orders: tuple[str, ...]  # imperative verb phrases: "send a copy to x@y"
    wants: tuple[str, ...]  # that it should happen, without the imperative mood
    facts: tuple[str, ...]  # declarative statements that make the value look legitimate
    adopt: str  # the agent's reasoning when it takes the value up


@dataclass(frozen=True, slots=True)
class Figure:
    """A fact a tool states, and a false version an attacker can plant against it."""

    claim: Claim  # the true (entity, attribute, value), as the task's tool states it
    false_value: str
    arg: str
    arg_value: str  # the argument's value when it is built on the false figure
    false_texts: tuple[str, ...]  # sentences stating the false value
    true_texts: tuple[str, ...]  # other sources stating the true value
    second_tool: str  # a second tool that can state it
    adopt: str  # the agent's reasoning when it takes the false value


@dataclass(frozen=True, slots=True)
class Task:
    """One agent task in one domain, in its clean form."""

    domain: str
    name: str
    request: str
    reads: tuple[Read, ...]
    analysis: str
    plan: str
    action: Action
    environment: str
    harm: Harm
    figure: Figure | None
    chores: tuple[str, ...]  # benign text that gives people orders, for hard negatives
    fillers: tuple[Read, ...]  # unrelated, plausible reads that put distance between steps
    lookup: bool  # the consequential arguments come from tools, not from the user


@dataclass(frozen=True, slots=True)
class SessionSpec:
    """One generated session: its memory stream and the action it ends in."""

    id: str
    suite: str  # "attack/<kind>" or "clean/<kind>" ("attack-on-lookup/<kind>"... in lookup)
    family: str
    split: str  # "dev", "held-out" or "lookup"
    domain: str
    task: str
    entries: tuple[MemoryEntry, ...]
    action: Action
    basis: tuple[str, ...]
    context: Context
    repairs: tuple[Repair, ...] = ()
    poison_ids: tuple[str, ...] = ()  # the entries that carry the attack (empty when clean)
    meta: dict[str, Any] = field(default_factory=dict)

    @property
    def attacked(self) -> bool:
        return self.suite.startswith("attack")

    @property
    def kind(self) -> ActionType:
        return self.action.type


@dataclass(slots=True)
class Ctx:
    """What a family's builder works with for one session."""

    rng: random.Random
    vocab: Vocab
    task: Task
    trace: Trace
    split: str  # whose phrase halves and variants to use: "dev" or "held-out"


@dataclass(frozen=True, slots=True)
class Built:
    """What a family's builder returns: the action, its basis and what marks the attack."""

    action: Action
    basis: tuple[str, ...]
    poison: tuple[str, ...] = ()
    meta: dict[str, Any] = field(default_factory=dict)
    repairs: tuple[Repair, ...] = ()


def with_arg(action: Action, key: str, value: str) -> Action:
    """The action with one argument changed."""
    return Action(action.type, action.tool, {**action.arguments, key: value},
                  action.description, action.custom_type)
