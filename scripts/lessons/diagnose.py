"""Why repeats of a trap get through and why safe actions get stopped: a breakdown.

Plays the lessons configuration of the trap world against the real sidecar (the same
world, schedule, phrasings and restart as `trapbench`), and keeps in this process a
mirror of the tenant's lesson graph, built by the sidecar's own recording code from the
same reports. For every repeat that was not stopped the mirror says how close the
earlier harmful records of that trap came to the planned action (fused similarity,
cosine, words, operation class) against the threshold, and the decision says what held
it back when it was recalled; for every safe action that was stopped, the decision names
the lesson and the breakdown says what kind of near miss it was (and so for the traps
stopped before they ever did harm: by the lesson of which other action).
"""

from __future__ import annotations

import time
from collections import Counter, defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from types import SimpleNamespace
from typing import Any

import numpy as np
from calibration import Texts
from trapworld import Plan, Step, make_world, play, schedule

from mage.client import MageClient
from mage.contract import types as t
from mage.sidecar.evaluation.policy import default_text, parse
from mage.sidecar.lessons import features, recording
from mage.sidecar.lessons.graph import TenantGraph
from mage.sidecar.lessons.recall import W_COS, W_LEX, Query, op_term
from mage.sidecar.lessons.tier import threshold

BLOCKING = (t.Verdict.REDIRECT, t.Verdict.HALT)


@dataclass
class Near:
    """How close one earlier action node came to the planned action."""

    fused: float
    cos: float
    lex: float
    op: float
    text: str


class Mirror:
    """The tenant's lesson graph rebuilt here from the same reports."""

    def __init__(self, embedder: Any) -> None:
        self.g = TenantGraph("mirror")
        self.texts = Texts(embedder)
        self.pol = parse(default_text()).lessons
        self.n = 0

    def record(self, action: t.Action, ctx: t.Context, session: str, report: t.OutcomeReport
               ) -> str:
        """Index one report; returns the action node's id."""
        self.n += 1
        now = 1_000_000 + 60_000 * self.n
        src = recording.Source(action, ctx, session, now, "")
        vecs = self.texts.vectors([features.action_text(action), report.outcome.strip()])
        rec = recording.build("mirror", src, report, vecs, f"L{self.n}", self.pol, now + 1000)
        return recording.apply(self.g, rec).action

    def query(self, action: t.Action, ctx: t.Context) -> tuple[Query, float]:
        text = features.action_text(action)
        target = features.target_of(action.arguments, ctx.labels, self.pol.target_arguments)
        ops, toks = features.analyse(text, target)
        q = Query(self.texts.vectors([text])[0], toks, ops, ctx.environment, ctx.phase, target)
        basis = SimpleNamespace(action=action, context=ctx)
        return q, threshold(self.pol, basis, ops)  # type: ignore[arg-type]

    def near(self, q: Query, ids: set[str]) -> tuple[Near | None, bool]:
        """The closest of these action nodes, and whether any passed the context filter."""
        part = self.g.recall.partitions.get(q.environment)
        if part is None or not ids:
            return None, False
        rows = np.array([self.g.actions[i].row for i in ids if i in self.g.actions])
        eligible = np.intersect1d(rows, part._eligible(q))
        if not eligible.size:
            return None, False
        cos = part.vecs.view[eligible] @ q.vec
        lex = part._lexical(q.tokens)[eligible]
        op = op_term(part.ops.view[eligible], q.ops)
        fused = W_COS * cos + W_LEX * lex + op
        i = int(np.argmax(fused))
        text = self.g.actions[part.ids[eligible[i]]].text
        return Near(float(fused[i]), float(cos[i]), float(lex[i]), float(op[i]), text), True


@dataclass
class Breakdown:
    misses: Counter[str] = field(default_factory=Counter)
    blocks: Counter[str] = field(default_factory=Counter)
    first: Counter[str] = field(default_factory=Counter)  # traps stopped before any harm
    examples: dict[tuple[int, str], list[str]] = field(
        default_factory=lambda: defaultdict(list))
    margins: list[float] = field(default_factory=list)  # best fused - threshold, per miss

    def note(self, kind: str, counter: Counter[str], example: str) -> None:
        counter[kind] += 1
        if len(self.examples[id(counter), kind]) < 6:
            self.examples[id(counter), kind].append(example)


def diagnose(seed: int, sessions: int, sidecar: Any, embedder: Any,
             log: Callable[[str], None]) -> dict:
    w = make_world(seed)
    steps = schedule(w, sessions)
    mirror = Mirror(embedder)
    out = Breakdown()
    harmful: dict[Plan, set[str]] = defaultdict(set)  # trap plan -> its harmful action nodes
    lesson_plan: dict[str, Plan] = {}  # the sidecar's lesson id -> the plan it was about
    client = [MageClient(sidecar.target)]
    last: dict[str, Any] = {}

    def decide(step: Step, a: t.Action, c: t.Context, session: int) -> tuple[bool, bool, str]:
        d = client[0].check(f"week{session}", a, c)
        blocked = d.verdict in BLOCKING
        if step.trap is not None and harmful.get(step.plan) and not blocked:
            _miss(out, mirror, harmful[step.plan], a, c, d)
        if step.trap is None and blocked:
            _block(out, out.blocks, step.plan, a, d, lesson_plan)
        if step.trap is not None and not harmful.get(step.plan) and blocked:
            _block(out, out.first, step.plan, a, d, lesson_plan)
        last.update(action=a, context=c, session=f"week{session}")
        return blocked, d.verdict is t.Verdict.WARN, d.decision_id

    def record(step: Step, decision_id: str, outcome: str) -> None:
        hurt = step.trap is not None
        report = t.OutcomeReport(
            outcome or "completed normally, no incident",
            t.Polarity.HARMFUL if hurt else t.Polarity.NEUTRAL,
            t.EdgeType.CAUSED if hurt else t.EdgeType.NO_EFFECT,
            t.Severity(step.trap.severity) if step.trap else None, t.JudgedBy.TOOL_SIGNAL,
            decision_id=decision_id, confidence=0.9)
        rec = client[0].record_outcome(report)
        node = mirror.record(last["action"], last["context"], last["session"], report)
        lesson_plan[rec.lesson_id] = step.plan
        if hurt:
            harmful[step.plan].add(node)

    def between(session: int) -> None:
        if session == sessions // 2:
            client[0].close()
            sidecar.restart()
            client[0] = MageClient(sidecar.target)

    start = time.perf_counter()
    tally = play(w, steps, seed, decide, record, between)
    client[0].close()
    result = {"repeat_chances": tally.repeat_chances, "repeats": tally.repeats,
              "safe": tally.safe, "safe_blocked": tally.safe_blocked,
              "misses": dict(out.misses.most_common()), "blocks": dict(out.blocks.most_common()),
              "first_encounters_stopped": dict(out.first.most_common()),
              "wall_s": time.perf_counter() - start}
    _report(result, out, log)
    return result


def _miss(out: Breakdown, mirror: Mirror, nodes: set[str], a: t.Action, c: t.Context,
          d: t.Decision) -> None:
    q, min_sim = mirror.query(a, c)
    near, eligible = mirror.near(q, nodes)
    if not eligible or near is None:
        out.note("context filter", out.misses, a.description)
        return
    says = (f"{a.description!r} vs {near.text[:60]!r}: fused {near.fused:.3f} (cos "
            f"{near.cos:.3f}, words {near.lex:.3f}, op {near.op:+.2f}) < {min_sim:.2f}")
    if near.fused < min_sim:
        out.margins.append(near.fused - min_sim)
        kind = ("not recalled: verb class differs" if near.op < -0.1 else
                "not recalled: verb unknown on one side" if near.op < 0 else
                "not recalled: same verb class")
        out.note(kind, out.misses, says)
        return
    ev = d.risk.precedent.evidence
    detail = ev[0].detail if ev else ""
    if not ev:
        kind = "recalled here, not by the sidecar"
    elif "which did no harm" in detail:
        kind = "recalled, held at WARN: closer to a harmless action"
    elif "failed)" in detail:
        kind = "recalled, held at WARN: grade below redirect_grade"
    elif "not corroborated" in detail or "false positive" in detail:
        kind = "recalled, held at WARN: trust"
    else:
        kind = "recalled, score below REDIRECT"
    out.note(kind, out.misses, f"{a.description!r} [{d.verdict.name}] {detail[:300]}")


def _block(out: Breakdown, counter: Counter[str], plan: Plan, a: t.Action, d: t.Decision,
           lesson_plan: dict[str, Plan]) -> None:
    ev = d.risk.precedent.evidence
    if not ev:
        out.note("blocked by another component", counter, f"{a.description!r}: {d.message}")
        return
    src = lesson_plan.get(ev[0].memory_ids[0]) if ev[0].memory_ids else None
    if src is None:
        kind = "unknown lesson"
    elif src.target == plan.target and src.intent != plan.intent:
        kind = "other intent, same resource"
    elif src.intent == plan.intent and src.target != plan.target:
        kind = "same intent, other resource"
    elif (src.intent, src.target) == (plan.intent, plan.target):
        kind = "same action, other context" if src.env != plan.env else "same action, phase"
    else:
        kind = "other intent, other resource"
    out.note(f"{kind} ({ev[0].rule})", counter,
             f"{a.description!r} [{plan.env}/{plan.phase}] by {src} — {ev[0].detail[:200]}")


def _report(result: dict, out: Breakdown, log: Callable[[str], None]) -> None:
    log(f"  repeats {result['repeats']} of {result['repeat_chances']}; safe blocked "
        f"{result['safe_blocked']} of {result['safe']}")
    for title, counter in (("repeats not stopped", out.misses),
                           ("safe actions stopped", out.blocks),
                           ("traps stopped before they did harm", out.first)):
        log(f"  {title}:")
        for kind, n in counter.most_common():
            log(f"    {n:4d}  {kind}")
            for ex in out.examples[id(counter), kind]:
                log(f"          {ex}")
    if out.margins:
        m = sorted(out.margins)
        log(f"  not recalled, fused minus threshold: median {m[len(m) // 2]:+.3f}, "
            f"min {m[0]:+.3f}, max {m[-1]:+.3f}")
