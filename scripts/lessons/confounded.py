"""Benchmark 2: confounded worlds, where outcomes co-occur with actions without being caused.

Nothing the agent does here causes harm. Each resource has a state (a deploy in progress
on it) that holds in about half of the sessions; while it holds, a latency alert fires
after whatever the agent does to that resource. The agent records what followed each
action, as a guard with an outcome hook would: during the state, the alert, blamed on the
action (`caused`, judged by the monitor) in 60% of the cases, by the model's own inference
in 25%, and honestly as `co_occurrence` in 15%; otherwise `no_effect`. Every action is
checked first (phrased afresh each time), against the real sidecar. Goal: no HALT.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from domains import DOMAINS

from mage.client import MageClient
from mage.contract import types as t

WORLD_DOMAINS = ("kubernetes", "database", "cache", "queues")


def play(sidecar: Any, seed: int, sessions: int = 10, per_session: int = 24) -> dict:
    rng = random.Random(seed)
    domains = [d for d in DOMAINS if d.name in WORLD_DOMAINS]
    targets = [(d, tg) for d in domains for tg in d.targets[:3]]
    verdicts: Counter[str] = Counter()
    recorded: Counter[str] = Counter()
    halts: list[str] = []
    with MageClient(sidecar.target) as client:
        for s in range(sessions):
            busy = {tg for _, tg in targets if rng.random() < 0.5}
            for _ in range(per_session):
                d, tg = rng.choice(targets)
                intent = rng.choice(list(d.intents))
                text = rng.choice(d.intents[intent].phrasings).format(t=tg)
                action = t.Action(t.ActionType.TOOL_WRITE, d.tool, {d.arg: tg}, text)
                dec = client.check(f"c{s}", action, t.Context("production"))
                verdicts[dec.verdict.name] += 1
                if dec.verdict is t.Verdict.HALT:
                    halts.append(dec.message[:200])
                if dec.verdict in (t.Verdict.HALT, t.Verdict.REDIRECT):
                    continue
                kind = _record(client, rng, dec.decision_id, tg, tg in busy)
                recorded[kind] += 1
    checks = sum(verdicts.values())
    return {"checks": checks, "verdicts": dict(verdicts), "recorded": dict(recorded),
            "halts": len(halts), "halt_share": len(halts) / max(checks, 1),
            "blocked_share": (verdicts["HALT"] + verdicts["REDIRECT"]) / max(checks, 1),
            "halt_examples": halts[:3]}


def _record(client: MageClient, rng: random.Random, decision_id: str, tg: str, busy: bool
            ) -> str:
    if not busy:
        report = t.OutcomeReport("completed normally, no incident", t.Polarity.NEUTRAL,
                                 t.EdgeType.NO_EFFECT, judged_by=t.JudgedBy.TOOL_SIGNAL,
                                 decision_id=decision_id)
        client.record_outcome(report)
        return "no_effect"
    roll = rng.random()
    edge, judge = ((t.EdgeType.CAUSED, t.JudgedBy.TOOL_SIGNAL) if roll < 0.6 else
                   (t.EdgeType.CAUSED, t.JudgedBy.MODEL) if roll < 0.85 else
                   (t.EdgeType.CO_OCCURRENCE, t.JudgedBy.TOOL_SIGNAL))
    severity = rng.choice([t.Severity.SEVERE, t.Severity.MODERATE])
    client.record_outcome(t.OutcomeReport(
        f"p99 latency alert fired on {tg}", t.Polarity.HARMFUL, edge, severity, judge,
        decision_id=decision_id, confidence=0.9))
    return f"{edge.value}/{judge.value}"
