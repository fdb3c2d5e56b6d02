"""Benchmark 3: refuter calibration on generated causal worlds with planted false edges.

Each world is one domain of the trap world: resources, intents and phrasings. Some
(intent, resource) pairs truly cause a harm (recorded as `caused`, judged by a tool
signal). Every other action is recorded as no_effect. False edges are planted the way
they arise in practice, each recorded as `caused` by a tool signal too:

- confounded: a state of one resource (a deploy in progress) makes an alert fire after
  whatever is done to it while the state lasts; each action gets the blame;
- noise: a background outcome (a flapping health check) follows random actions anywhere;
- temporal: an outcome logged before the action it is blamed on;
- backdoor: an action taken in a degraded state (`after_outcome_id`) blamed for the very
  degradation that state already was.

Every edge is graded on the final graph by the sidecar's own refuters (same code: the
lesson graph, the recording path and `refuters.grade`), with the real embedding model.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass

import numpy as np
from domains import DOMAINS, Domain

from mage.contract import types as t
from mage.sidecar.evaluation.policy import LessonsPolicy
from mage.sidecar.lessons import recording
from mage.sidecar.lessons.graph import TenantGraph
from mage.sidecar.lessons.refuters import Grader

POLICY = LessonsPolicy()


@dataclass
class Planned:
    report: t.OutcomeReport
    label: str  # "true" or the kind of false edge


class Texts:
    """Embeddings of every text a world uses, computed in batches."""

    def __init__(self, embedder: object) -> None:
        self._embedder, self._cache = embedder, {}

    def vectors(self, texts: list[str]) -> np.ndarray:
        new = [x for x in dict.fromkeys(texts) if x not in self._cache]
        for i in range(0, len(new), 64):
            for x, v in zip(new[i:i + 64], self._embedder.embed(new[i:i + 64]), strict=True):
                self._cache[x] = v
        return np.stack([self._cache[x] for x in texts])


def _action(d: Domain, intent: str, target: str, rng: random.Random) -> t.Action:
    text = rng.choice(d.intents[intent].phrasings).format(t=target)
    return t.Action(t.ActionType.TOOL_WRITE, d.tool, {d.arg: target}, text)


def generate(d: Domain, seed: int, sessions: int = 12, per_session: int = 16) -> list[Planned]:
    """One world's recordings, in time order."""
    rng = random.Random(seed)
    targets = list(d.targets[:8])
    risky = [k for k, v in d.intents.items() if v.risky]
    causes = {(i, tg): d.harms[risky.index(i) % len(d.harms)].format(t=tg, env="production")
              for tg in targets for i in rng.sample(risky, rng.randint(1, min(2, len(risky))))}
    confounded = set(rng.sample(targets, 2))
    out: list[Planned] = []
    clock = 1_000_000
    for _ in range(sessions):
        session = f"s{rng.randrange(10**9)}"
        state_on = {tg for tg in sorted(confounded) if rng.random() < 0.5}  # not set order
        for _ in range(per_session):
            clock += 60_000
            tg, intent = rng.choice(targets), rng.choice(list(d.intents))
            out += _observe(d, rng, session, clock, tg, intent, causes, tg in state_on)
    return out


def _observe(d: Domain, rng: random.Random, session: str, clock: int, tg: str, intent: str,
             causes: dict, state_on: bool) -> list[Planned]:
    action = _action(d, intent, tg, rng)
    ctx = t.Context("production")

    def rec(outcome: str, label: str, edge: t.EdgeType = t.EdgeType.CAUSED,
            observed: int = clock + 30_000, after: str = "") -> Planned:
        harmful = edge is not t.EdgeType.NO_EFFECT
        return Planned(t.OutcomeReport(
            outcome, t.Polarity.HARMFUL if harmful else t.Polarity.NEUTRAL, edge,
            t.Severity.SEVERE if harmful else None, t.JudgedBy.TOOL_SIGNAL, action=action,
            context=ctx, session=session, confidence=0.9, observed_ms=observed,
            action_ms=clock, after_outcome_id=after), label)

    found = [rec(causes[(intent, tg)], "true")] if (intent, tg) in causes else []
    if not found:
        found.append(rec("completed normally, no incident", "benign", t.EdgeType.NO_EFFECT))
    if state_on:
        found.append(rec(f"p99 latency alert fired on {tg}", "confounded"))
    if rng.random() < 0.12:
        found.append(rec("the nightly health check flapped", "noise"))
    if rng.random() < 0.04:
        found.append(rec(rng.choice(d.harms).format(t=tg, env="production"), "temporal",
                         observed=clock - 3_600_000))
    if rng.random() < 0.05:
        found.append(rec(f"{tg} is degraded and returning errors", "backdoor",
                         after=f"state:{tg}"))
    return found


def grade_world(d: Domain, seed: int, texts: Texts) -> list[tuple[str, str]]:
    """(label, grade) of every causal edge of one world."""
    g, plans = TenantGraph("calibration"), generate(d, seed)
    states: dict[str, str] = {}
    labels: dict[str, str] = {}
    for n, p in enumerate(plans):
        report = p.report
        if report.after_outcome_id.startswith("state:"):
            report = _with_state(g, report, states, texts, n)
        src = recording.source_from_report(report, report.action_ms)
        vecs = texts.vectors([recording.features.action_text(src.action), report.outcome])
        rec = recording.build("calibration", src, report, vecs, f"L{n:06d}", POLICY,
                              report.action_ms)
        labels[recording.apply(g, rec).id] = p.label
    grader = Grader(g)
    return [(labels[e.id], grader(e).letter) for e in g.edges.values()
            if e.type == "caused" and labels[e.id] != "state"]


def _with_state(g: TenantGraph, r: t.OutcomeReport, states: dict[str, str], texts: Texts,
                n: int) -> t.OutcomeReport:
    """Record the degraded state first (an observation by a status read), then point at it."""
    import dataclasses

    tg = r.after_outcome_id.split(":", 1)[1]
    if tg not in states:
        look = t.Action(t.ActionType.TOOL_READ, "monitor", {"target": tg}, f"check status of {tg}")
        obs = dataclasses.replace(r, action=look, outcome=f"{tg} degraded, errors rising",
                                  edge=t.EdgeType.CO_OCCURRENCE, after_outcome_id="",
                                  observed_ms=r.action_ms - 120_000,
                                  action_ms=r.action_ms - 180_000)
        src = recording.source_from_report(obs, obs.action_ms)
        vecs = texts.vectors([recording.features.action_text(look), obs.outcome])
        rec = recording.build("calibration", src, obs, vecs, f"S{n:06d}", POLICY, obs.action_ms)
        states[tg] = recording.apply(g, rec).outcome
    return dataclasses.replace(r, after_outcome_id=states[tg])


def calibrate(embedder: object, seeds: list[int]) -> dict:
    texts = Texts(embedder)
    graded: list[tuple[str, str]] = []
    for i, seed in enumerate(seeds):
        graded += grade_world(DOMAINS[(seed + i) % len(DOMAINS)], seed, texts)
    by_label = Counter(label for label, _ in graded)
    low = Counter(label for label, g in graded if g in "DEF")
    false = [x for x in graded if x[0] != "true"]
    true = [x for x in graded if x[0] == "true"]
    return {
        "worlds": len(seeds), "edges": len(graded), "true_edges": len(true),
        "false_edges": len(false),
        "false_graded_DF": sum(1 for _, g in false if g in "DEF") / max(len(false), 1),
        "true_graded_DF": sum(1 for _, g in true if g in "DEF") / max(len(true), 1),
        "by_kind": {k: {"edges": n, "graded_DF": low[k] / n} for k, n in sorted(by_label.items())},
        "grades": dict(sorted(Counter(g for _, g in graded).items())),
    }
