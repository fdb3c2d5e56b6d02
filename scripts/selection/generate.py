"""Long-horizon task histories whose root causes are known by construction.

A history (200+ memories) interleaves everyday work of one domain (filler
threads), memories that sound like the question but caused nothing
(distractors), and one incident: a decision and an external event that
together caused the current state, carried into it by mechanism entries, next
to benign ancestors of the same classes (decisions and roots the state also
rests on). The last entries are the symptom and the agent's note that it is
investigating it, sometimes followed by a few entries of other work.

How the event cause is linked to the state (chosen per history, fixed shares):
- "linked" (60%): through depends_on, as an agent that records its
  dependencies would write it;
- "contradiction" (20%): not through depends_on, but the event carries a
  claim that contradicts a claim of a mechanism entry the state rests on;
- "unlinked" (20%): not at all; only its text relates it to the state.
The decision cause is always an ancestor of the state.

In these histories the causes reach the state through mechanism entries while
the benign ancestors are cited directly by the check that found the symptom,
so "how much of the state rests on it" separates them. `hard=True` removes
that advantage: every benign ancestor gets one or two mechanism entries of
its own between it and the check.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from selection import filler
from selection.scenarios import BENIGN_DECISIONS, BENIGN_ROOTS, SCENARIOS

VARIANTS = (("linked", 0.6), ("contradiction", 0.2), ("unlinked", 0.2))


@dataclass
class Memory:
    key: str  # stable name within the history; ids are assigned by position
    content: str
    kind: str
    source: str
    confidence: float
    time: float
    depends_on: list[str] = field(default_factory=list)
    claims: list[tuple[str, str, str]] = field(default_factory=list)


@dataclass
class History:
    name: str
    domain: str
    variant: str
    entries: list[dict[str, Any]]  # in write order
    causes: tuple[str, ...]
    distractors: frozenset[str]
    query: str
    action: tuple[str, str, dict[str, str]]


def generate(seed: int, size: int = 220, hard: bool = False) -> History:
    """One history; the same seed gives the same history (hard: see the module doc)."""
    rng = random.Random(seed)
    sc = SCENARIOS[seed % len(SCENARIOS)]
    variant = rng.choices([v for v, _ in VARIANTS], [w for _, w in VARIANTS])[0]
    values = _slots(sc["slots"], rng)

    def fill(text: str) -> str:
        return text.format(**values)

    mems = _incident(sc, variant, fill, rng)
    if hard:
        mems = _benign_chains(mems, rng)
    mems += _distractors(sc, fill, rng)
    mems += _filler(sc["domain"], size - len(mems), rng)
    return _assemble(f"h{seed:04d}", sc, variant, mems, fill, rng)


def _slots(slots: dict[str, list[str]], rng: random.Random) -> dict[str, str]:
    values: dict[str, str] = {}
    for names, choices in slots.items():
        values.update(zip(names.split("|"), rng.choice(choices).split("|"), strict=True))
    return values


def _incident(sc: dict, variant: str, fill: Any, rng: random.Random) -> list[Memory]:
    t_dec = rng.uniform(0.05, 0.35)
    t_event = rng.uniform(0.4, 0.9)
    mems = [Memory("goal", fill(sc["goal"]), "instruction", "user", 1.0, rng.uniform(0, t_dec)),
            Memory("plan", fill(sc["plan"]), "plan", "llm_reasoning", 0.85, t_dec - 0.01,
                   ["goal"])]
    benign = [Memory(f"bd{i}", text, "decision", "llm_reasoning", 0.85, rng.uniform(0.02, 0.9),
                     ["plan"])
              for i, text in enumerate(rng.sample(BENIGN_DECISIONS[sc["domain"]],
                                                  rng.randint(1, 3)))]
    benign += [Memory(f"br{i}", text, "observation", "tool", 0.9, rng.uniform(0.0, 0.9))
               for i, text in enumerate(rng.sample(BENIGN_ROOTS[sc["domain"]],
                                                   rng.randint(1, 3)))]
    for b in benign:
        b.time = max(b.time, t_dec) if b.key.startswith("bd") else b.time
    claim = tuple(fill(x) for x in sc["claim"])
    m1 = Memory("mech1", fill(sc["mechanism"][0]), "action", "tool", 0.9,
                rng.uniform(t_dec, 0.93), ["cause_decision"])
    m2 = Memory("mech2", fill(sc["mechanism"][1]), "fact", "tool", 0.9,
                rng.uniform(m1.time, 0.94), ["mech1"], [claim])  # type: ignore[list-item]
    contra = variant == "contradiction"
    event = Memory("cause_event", fill(sc["event_contra" if contra else "cause_event"]),
                   "observation", "tool", 0.9, t_event,
                   claims=[(claim[0], claim[1], fill(sc["event_claim"]))] if contra else [])
    follow = Memory("followup", fill(sc["followup"]), "observation", "tool", 0.9,
                    t_event + 0.01, ["cause_event"])
    check_deps = ["mech2", *(b.key for b in benign)] + (["followup"] if variant == "linked"
                                                       else [])
    return [*mems, *benign, m1, m2, event, follow,
            Memory("cause_decision", fill(sc["cause_decision"]), "decision", "llm_reasoning",
                   0.85, t_dec, ["plan"]),
            Memory("check", fill(sc["check"]), "action", "tool", 0.9, 0.95, check_deps),
            Memory("symptom", fill(sc["symptom"]), "observation", "tool", 0.95, 0.96, ["check"]),
            Memory("investigate", fill(sc["investigate"]), "observation", "llm_reasoning", 0.8,
                   0.97, ["symptom"])]


def _benign_chains(mems: list[Memory], rng: random.Random) -> list[Memory]:
    """Put one or two mechanism entries between each benign ancestor and the check."""
    by_key = {m.key: m for m in mems}
    check = by_key["check"]
    extra: list[Memory] = []
    for key in [d for d in check.depends_on if d.startswith(("bd", "br"))]:
        b, prev = by_key[key], key
        for j in range(rng.randint(1, 2)):
            step = Memory(f"{key}_m{j}", ("Set up as decided: " if j == 0 else
                                          "Checked the setup: ") + b.content.lower(),
                          "action", "tool", 0.9, min(b.time + 0.01 * (j + 1), 0.94), [prev])
            extra.append(step)
            prev = step.key
        check.depends_on[check.depends_on.index(key)] = prev
    return mems + extra


def _distractors(sc: dict, fill: Any, rng: random.Random) -> list[Memory]:
    out: list[Memory] = []
    for i, (kind, text) in enumerate(sc["distractors"]):
        source = "llm_reasoning" if kind in ("decision", "note") else "tool"
        deps = [out[rng.randrange(len(out))].key] if out and rng.random() < 0.3 else []
        out.append(Memory(f"dis{i}", fill(text), kind, source, 0.85, rng.uniform(0.0, 0.9),
                          deps))
    out.sort(key=lambda m: m.time)  # a distractor rests only on earlier ones
    known: set[str] = set()
    for m in out:
        m.depends_on = [d for d in m.depends_on if d in known]
        known.add(m.key)
    return out


def _filler(domain: str, count: int, rng: random.Random) -> list[Memory]:
    out: list[Memory] = []
    n = 0
    while len(out) < count:
        start, prev = rng.uniform(0.0, 0.99), ""
        for j, (kind, source, text) in enumerate(filler.thread(domain, rng)):
            key = f"f{n}_{j}"
            conf = 1.0 if source == "user" else round(rng.uniform(0.75, 0.95), 2)
            when = start if kind in ("instruction", "plan") and j == 0 else start + 0.002 * j
            out.append(Memory(key, text, kind, source, conf, min(when, 0.999),
                              [prev] if prev else []))
            prev = key
        n += 1
    return out[:max(count, 0)]  # a thread cut short keeps its first steps


def _assemble(name: str, sc: dict, variant: str, mems: list[Memory], fill: Any,
              rng: random.Random) -> History:
    mems.sort(key=lambda m: m.time)
    # Parents before children: a thread's steps keep their order however times interleave.
    ordered = _parents_first(mems)
    tail = [m for m in ordered if m.time > 0.97 and not m.key.startswith(("symptom", "invest"))]
    ordered = [m for m in ordered if m not in tail[3:]]
    ids = {m.key: f"m{i:04d}" for i, m in enumerate(ordered)}
    entries = [{"id": ids[m.key], "content": m.content, "kind": m.kind, "source": m.source,
                "confidence": m.confidence, "depends_on": [ids[d] for d in m.depends_on
                                                           if d in ids],
                "claims": [list(c) for c in m.claims]} for m in ordered]
    action = sc["action"]
    return History(
        name, sc["domain"], variant, entries,
        (ids["cause_decision"], ids["cause_event"]),
        frozenset(ids[m.key] for m in ordered if m.key.startswith("dis")),
        fill(rng.choice(sc["queries"])),
        (action[0], action[1], {k: fill(v) for k, v in action[2].items()}))


def _parents_first(mems: list[Memory]) -> list[Memory]:
    by_key = {m.key: m for m in mems}
    done: set[str] = set()
    out: list[Memory] = []

    def visit(m: Memory) -> None:
        if m.key in done:
            return
        done.add(m.key)
        for d in m.depends_on:
            if d in by_key:
                visit(by_key[d])
        out.append(m)

    for m in mems:
        visit(m)
    return out
