"""Benchmark 1: the trap world played with and without lessons, and with lexical-only memory.

Every configuration plays the same world, schedule and phrasings (same seed):

- no lessons: the agent asks MAGE but never records an outcome;
- exact text: a client-side memory that blocks a harmful action's exact words again;
- word overlap: a client-side memory that blocks on word overlap (Jaccard >= 0.5, stemmed)
  with a harmful action of the same tool and context (what lexical matching alone does);
- MAGE lessons: outcomes recorded with RecordOutcome, recall in the check; the sidecar is
  restarted half way, so later sessions run on lessons rebuilt from SQLite;
- MAGE lessons, held-out phrasings: the same world and schedule, every action phrased from
  a second set of phrasings (`domains.HELD_OUT`) that recall was never developed against.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from domains import DOMAINS, HELD_OUT, Domain, phrased
from trapworld import Step, Tally, make_world, play, schedule

from mage.client import MageClient
from mage.contract import types as t
from mage.sidecar.lessons import features

BLOCKING = (t.Verdict.REDIRECT, t.Verdict.HALT)


class LexicalMemory:
    """Client-side memory of harmful actions, matched by words only."""

    def __init__(self, exact: bool) -> None:
        self.exact = exact
        self.harmful: list[tuple[tuple[str, ...], Any]] = []

    def _key(self, a: t.Action, c: t.Context) -> tuple[str, ...]:
        return (a.tool, *sorted(a.arguments.items()), c.environment, c.phase)  # type: ignore[arg-type]

    def decide(self, step: Step, a: t.Action, c: t.Context, session: int) -> tuple[bool, bool, str]:
        key = self._key(a, c)
        words = a.description.lower().strip() if self.exact else features.tokens(a.description)
        for k, w in self.harmful:
            if k == key and (w == words if self.exact else _jaccard(w, words) >= 0.5):
                return True, False, ""
        self._last = (key, words)
        return False, False, ""

    def record(self, step: Step, decision_id: str, outcome: str) -> None:
        if outcome:
            self.harmful.append(self._last)


def _jaccard(a: frozenset[str], b: frozenset[str]) -> float:
    return len(a & b) / max(len(a | b), 1)


def run_mage(seed: int, sessions: int, sidecar: Any, recording: bool,
             domains: tuple[Domain, ...] = DOMAINS) -> tuple[Tally, dict]:
    w = make_world(seed, domains=domains)
    steps = schedule(w, sessions)
    timings: list[float] = []
    client = [MageClient(sidecar.target)]

    def decide(step: Step, a: t.Action, c: t.Context, session: int) -> tuple[bool, bool, str]:
        start = time.perf_counter()
        d = client[0].check(f"week{session}", a, c)
        timings.append(time.perf_counter() - start)
        return d.verdict in BLOCKING, d.verdict is t.Verdict.WARN, d.decision_id

    def record(step: Step, decision_id: str, outcome: str) -> None:
        harm = step.trap is not None
        client[0].record_outcome(t.OutcomeReport(
            outcome or "completed normally, no incident", t.Polarity.HARMFUL if harm
            else t.Polarity.NEUTRAL, t.EdgeType.CAUSED if harm else t.EdgeType.NO_EFFECT,
            t.Severity(step.trap.severity) if harm else None, t.JudgedBy.TOOL_SIGNAL,
            decision_id=decision_id, confidence=0.9))

    def between(session: int) -> None:
        if recording and session == sessions // 2:  # lessons must survive a restart
            client[0].close()
            sidecar.restart()
            client[0] = MageClient(sidecar.target)

    tally = play(w, steps, seed, decide, record if recording else None, between)
    client[0].close()
    timings.sort()
    return tally, {"checks": len(timings), "p50_ms": 1000 * timings[len(timings) // 2],
                   "p99_ms": 1000 * timings[int(len(timings) * 0.99)]}


def run_lexical(seed: int, sessions: int, exact: bool) -> Tally:
    w = make_world(seed)
    mem = LexicalMemory(exact)
    return play(w, schedule(w, sessions), seed, mem.decide, mem.record)


def summary(name: str, tally: Tally, extra: dict | None = None) -> dict:
    out = {
        "config": name,
        "repeat_trap_rate": tally.repeats / max(tally.repeat_chances, 1),
        "repeats": tally.repeats, "repeat_chances": tally.repeat_chances,
        "first_encounters_blocked": tally.trap_first_blocked,
        "first_encounters": tally.trap_first,
        "safe_blocked_share": tally.safe_blocked / max(tally.safe, 1),
        "safe_blocked": tally.safe_blocked, "safe": tally.safe,
        "safe_warned": tally.safe_warned, "recorded": tally.recorded,
    }
    out.update(extra or {})
    return out


def trap_bench(seed: int, sessions: int, make_sidecar: Callable[[], Any], log: Callable
               ) -> list[dict]:
    w = make_world(seed)
    steps = schedule(w, sessions)
    log(f"trap world: seed {seed}, {len({s.plan.domain for s in steps})} domains, "
        f"{len(w.traps)} traps, {sessions} sessions, {len(steps)} planned actions "
        f"({sum(s.trap is not None for s in steps)} on traps)")
    rows = [summary("exact text (client)", run_lexical(seed, sessions, True)),
            summary("word overlap (client)", run_lexical(seed, sessions, False))]
    held_out = phrased(HELD_OUT)
    for name, recording, domains in (("MAGE, no lessons", False, DOMAINS),
                                     ("MAGE, lessons", True, DOMAINS),
                                     ("MAGE, lessons, held-out phrasings", True, held_out)):
        sidecar = make_sidecar()
        start = time.perf_counter()
        tally, timing = run_mage(seed, sessions, sidecar, recording, domains)
        timing["wall_s"] = time.perf_counter() - start
        rows.append(summary(name, tally, timing))
        sidecar.stop()
    return rows


def sweep(seed: int, sessions: int, make_sidecar: Callable[..., Any], policy: Path,
          name: str) -> dict:
    """The lessons configuration under another policy (a threshold sweep)."""
    sidecar = make_sidecar(policy)
    start = time.perf_counter()
    tally, timing = run_mage(seed, sessions, sidecar, True)
    timing["wall_s"] = time.perf_counter() - start
    sidecar.stop()
    return summary(name, tally, timing)
