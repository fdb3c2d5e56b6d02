"""Drive the real sidecar through the real client, one sidecar per tier combination.

Each session is streamed the way an agent streams its memory (buffered writes,
then a flush that waits until they are durable), any repair it makes is sent,
and then its action is checked with the reasoning entries it rests on. The
check is timed on the client, around `MageClient.check`.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from suite.drive import wait_scored

from mage.client import Decision, MageClient

from .spec import SessionSpec

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests"))

from conftest import Sidecar  # noqa: E402  (the harness the tests use)

JUDGE_URL_ENV, JUDGE_MODEL_ENV = "MAGE_JUDGE_URL", "MAGE_JUDGE_MODEL"


@dataclass(frozen=True, slots=True)
class Combo:
    """A tier combination and the sidecar flags that make it.

    `settled` checks only once the classifier has scored every entry: all sessions
    are written first, then checked. Without it each session is checked right after
    its flush, as an agent would, and races the background scorer.
    """

    name: str
    flags: tuple[str, ...]
    judge: bool = False
    settled: bool = False


RULES = Combo("rules", ("--no-classifier",))
RULES_CLASSIFIER = Combo("rules+classifier", ())
RULES_CLASSIFIER_SETTLED = Combo("rules+classifier (scores settled)", (), settled=True)
RULES_CLASSIFIER_JUDGE = Combo("rules+classifier+judge", (), judge=True)


def combos(include_judge: bool, settled: bool = True) -> tuple[list[Combo], str]:
    """The combinations to run, and why the judge one is left out (empty when it is not)."""
    wanted = [RULES, RULES_CLASSIFIER] + ([RULES_CLASSIFIER_SETTLED] if settled else [])
    if not include_judge:
        return wanted, "not requested"
    if not os.environ.get(JUDGE_URL_ENV):
        return wanted, f"skipped: {JUDGE_URL_ENV} is not set"
    return [*wanted, RULES_CLASSIFIER_JUDGE], ""


@dataclass(slots=True)
class Outcome:
    """What the sidecar answered for one session."""

    session: str
    suite: str
    family: str
    split: str
    domain: str
    task: str
    action_type: str
    environment: str
    verdict: str
    latency_ms: float
    decision_id: str
    message: str
    evidence: list[dict[str, Any]]
    tiers: dict[str, dict[str, Any]]
    poison: list[str]
    meta: dict[str, Any] = field(default_factory=dict)

    @property
    def attacked(self) -> bool:
        return self.suite.startswith("attack")  # attack/..., attack-on-lookup/...

    @property
    def stopped(self) -> bool:
        return self.verdict in ("HALT", "REDIRECT")


def _evidence(d: Decision) -> list[dict[str, Any]]:
    out = []
    for name, comp in d.risk.components().items():
        for e in comp.evidence:
            out.append({"component": name, "rule": e.rule, "score": e.score,
                        "memory_ids": list(e.memory_ids), "detail": e.detail[:200]})
    return out


def _outcome(s: SessionSpec, d: Decision, ms: float) -> Outcome:
    tiers = {t.tier: {"status": t.status, "ms": t.latency_ms, "detail": t.detail}
             for t in d.tiers}
    return Outcome(s.id, s.suite, s.family, s.split, s.domain, s.task, s.action.type.value,
                   s.context.environment, d.verdict.name,
                   round(ms, 3), d.decision_id, d.message[:300], _evidence(d), tiers,
                   list(s.poison_ids), dict(s.meta))


def run_session(mage: MageClient, s: SessionSpec) -> Outcome:
    """Stream one session's memory, apply its repairs, check its action."""
    writer = mage.writer()  # one stream for every session, as a host running many agents
    for entry in s.entries:
        writer.write(entry)
    writer.flush(timeout=30)
    for repair in s.repairs:
        mage.repair(repair)
    return check_session(mage, s)


def check_session(mage: MageClient, s: SessionSpec) -> Outcome:
    """Check the session's action against the basis it names, timed on the client."""
    start = time.perf_counter()
    decision = mage.check(s.id, s.action, s.context, s.basis)
    ms = (time.perf_counter() - start) * 1000
    if decision.decision_id.startswith("local-"):
        raise RuntimeError(f"{s.id}: the sidecar did not answer: {decision.message}")
    return _outcome(s, decision, ms)


def _judge_config(root: Path) -> Path:
    """The sidecar config that turns tier 3 on; budgets sized for an evaluation run."""
    path = root / "judge.yaml"
    timeout = float(os.environ.get("MAGE_JUDGE_TIMEOUT_S", "10"))
    path.write_text(
        "judge:\n"
        f"  url: {os.environ[JUDGE_URL_ENV]!r}\n"
        f"  model: {os.environ.get(JUDGE_MODEL_ENV, '')!r}\n"
        f"  timeout_s: {timeout}\n"
        "  per_minute_budget: 100000\n")
    return path


@dataclass(slots=True)
class RunResult:
    combo: str
    outcomes: list[Outcome]
    wall_s: float
    rechecks: dict[str, str] = field(default_factory=dict)  # session -> late verdict
    policy_hash: str = ""
    model_version: str = ""


def run_combo(combo: Combo, sessions: Iterable[SessionSpec], recheck_misses: bool = True,
              progress: Callable[[int], None] | None = None) -> RunResult:
    """One sidecar for the combination; every session through one client."""
    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="mage-eval-") as tmp:
        root = Path(tmp)
        extra = list(combo.flags)
        if os.environ.get("MAGE_EVAL_POLICY"):  # set by eval_guard.py --policy
            extra += ["--policy", os.environ["MAGE_EVAL_POLICY"]]
        if combo.judge:
            extra += ["--config", str(_judge_config(root))]
        elif os.environ.get("MAGE_EVAL_CONFIG"):  # set by eval_guard.py --config
            extra += ["--config", os.environ["MAGE_EVAL_CONFIG"]]
        side = Sidecar(root, extra=extra)
        side.start()
        try:
            result = _drive(side, combo, list(sessions), recheck_misses, progress)
        finally:
            side.stop()
    result.wall_s = round(time.perf_counter() - started, 1)
    return result


def _drive(side: Sidecar, combo: Combo, sessions: list[SessionSpec], recheck: bool,
           progress: Callable[[int], None] | None) -> RunResult:
    outcomes: list[Outcome] = []
    with MageClient(side.target, check_timeout=60) as mage:
        if combo.settled:
            _write_all(mage, sessions)
        for i, s in enumerate(sessions):
            outcomes.append(check_session(mage, s) if combo.settled else run_session(mage, s))
            if progress and (i + 1) % 100 == 0:
                progress(i + 1)
        late = _recheck_misses(mage, sessions, outcomes) if recheck else {}
        first = mage.get_decision(outcomes[0].decision_id)["record"] if outcomes else {}
    return RunResult(combo.name, outcomes, 0.0, late, first.get("policy_hash", ""),
                     first.get("model_version", ""))


def _write_all(mage: MageClient, sessions: list[SessionSpec]) -> None:
    """Write every session, then wait until the classifier has scored all of it."""
    writer = mage.writer()
    for s in sessions:
        for entry in s.entries:
            writer.write(entry)
    writer.flush(timeout=120)
    for s in sessions:
        for repair in s.repairs:
            mage.repair(repair)
    wait_scored(mage, timeout=300.0)


def _recheck_misses(mage: MageClient, sessions: list[SessionSpec],
                    outcomes: list[Outcome]) -> dict[str, str]:
    """Check each missed attack again, once background scoring has had time to finish.

    A different verdict the second time means the first check ran before the
    classifier's score of the poisoned entry had arrived.
    """
    by_id = {s.id: s for s in sessions}
    missed = [o for o in outcomes if o.attacked and not o.stopped]
    if not missed:
        return {}
    time.sleep(2.0)
    return {o.session: mage.check(o.session, by_id[o.session].action,
                                  by_id[o.session].context,
                                  by_id[o.session].basis).verdict.name
            for o in missed}
