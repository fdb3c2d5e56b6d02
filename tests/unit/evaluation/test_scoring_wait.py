"""A check waits for the scores of its basis without holding the event loop: an entry the
background worker is scoring already is awaited, not scored a second time; one still in
the queue the check scores on a thread of its own."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Sequence

import pytest

from mage.sidecar.evaluation.tiers.classifier.model import Classifier, ContentScore, ScoreInput
from mage.sidecar.evaluation.tiers.classifier.scoring import Scorer

TEXT = "disk usage 41% on /var, 12 GB free"
OTHER = "nightly export finished: 1,204 rows written, status ok"


class Gated(Classifier):
    """The real model, held at a gate the test opens, counting what it scores."""

    def __init__(self) -> None:
        super().__init__()
        self.gate = threading.Event()
        self.entered = threading.Event()
        self.scored: list[str] = []
        self._lock = threading.Lock()

    def score_windows(self, items: Sequence[ScoreInput]
                      ) -> list[tuple[ContentScore, list[tuple[int, int]]]]:
        with self._lock:
            self.scored += [i.content for i in items]
        if threading.current_thread().name == "mage-scorer":
            self.entered.set()
            self.gate.wait(10)
        return super().score_windows(items)


async def _run(model: Gated) -> tuple[int, int, dict[tuple[str, str, str], float]]:
    applied: dict[tuple[str, str, str], float] = {}
    scorer = Scorer(model)
    scorer.start(asyncio.get_running_loop(), lambda k, s, c: applied.setdefault(k, s.p_poison))
    try:
        busy, queued = ("a", "s", "t1"), ("a", "s", "t2")
        scorer.submit(busy, ScoreInput(TEXT, "tool", "observation"))
        await asyncio.to_thread(model.entered.wait, 10)  # the worker holds t1 at the gate
        scorer.submit(queued, ScoreInput(OTHER, "tool", "observation"))  # behind it
        waiting = asyncio.ensure_future(scorer.settle([busy]))
        await asyncio.sleep(0.05)
        assert not waiting.done()  # still waiting for the worker, the loop free meanwhile
        by_self = await scorer.settle([queued])  # the worker is busy: scored here
        assert queued in applied and busy not in applied
        model.gate.set()
        by_worker = await waiting
        return by_worker, by_self, applied
    finally:
        model.gate.set()
        scorer.stop()


def test_a_check_awaits_the_workers_score_and_scores_the_queued_itself() -> None:
    model = Gated()
    by_worker, by_self, applied = asyncio.run(_run(model))
    assert by_worker == 1 and by_self == 0
    assert set(applied) == {("a", "s", "t1"), ("a", "s", "t2")}
    assert model.scored.count(TEXT) == 1  # awaited, not scored twice


def test_the_worker_scores_short_entries_first_in_bounded_runs() -> None:
    """A batch is cut into runs of at most GROUP_CHARS, shortest first; a longer entry is a
    run of its own, after the short ones."""
    from mage.sidecar.evaluation.tiers.classifier.scoring import GROUP_CHARS, _groups

    sizes = [GROUP_CHARS * 3, 100, GROUP_CHARS // 2, 200, GROUP_CHARS // 2]
    batch = [(("a", "s", f"e{i}"), ScoreInput("x" * n, "tool", "observation"))
             for i, n in enumerate(sizes)]
    runs = [[len(item.content) for _, item in run] for run in _groups(batch)]
    assert runs[0][:2] == [100, 200]
    assert all(sum(r) <= GROUP_CHARS for r in runs if len(r) > 1)
    assert runs[-1] == [GROUP_CHARS * 3]
    assert sorted(n for r in runs for n in r) == sorted(sizes)


class FailsInWorker(Classifier):
    """The real model, but the worker's first run fails once the check is waiting on it."""

    def __init__(self) -> None:
        super().__init__()
        self.entered = threading.Event()
        self.gate = threading.Event()

    def score_windows(self, items: Sequence[ScoreInput]
                      ) -> list[tuple[ContentScore, list[tuple[int, int]]]]:
        if threading.current_thread().name == "mage-scorer" and not self.entered.is_set():
            self.entered.set()
            self.gate.wait(10)
            raise RuntimeError("onnxruntime fell over")
        return super().score_windows(items)


async def _run_failing(model: FailsInWorker) -> tuple[int, set[tuple[str, str, str]]]:
    applied: set[tuple[str, str, str]] = set()
    scorer = Scorer(model)
    scorer.start(asyncio.get_running_loop(), lambda k, s, c: applied.add(k))
    try:
        key = ("a", "s", "t1")
        scorer.submit(key, ScoreInput(TEXT, "tool", "observation"))
        await asyncio.to_thread(model.entered.wait, 10)
        waiting = asyncio.ensure_future(scorer.settle([key]))
        await asyncio.sleep(0.05)
        model.gate.set()  # the worker's run fails now
        # WAIT_S is an hour here: only the failure's release can end the wait in time
        by_worker = await asyncio.wait_for(waiting, 30)
        return by_worker, applied
    finally:
        model.gate.set()
        scorer.stop()


def test_a_failed_worker_run_wakes_the_check_which_scores_the_entry_itself(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The worker's failure releases the waiting check (it does not wait out WAIT_S), and
    the check scores the entry itself."""
    from mage.sidecar.evaluation.tiers.classifier import scoring

    monkeypatch.setattr(scoring, "WAIT_S", 3600.0)
    by_worker, applied = asyncio.run(_run_failing(FailsInWorker()))
    assert by_worker == 0 and applied == {("a", "s", "t1")}


LONG = "\n".join(f"2026-03-{d % 28 + 1:02d}  card payment  GROCER {d}  -{d * 3}.40 EUR"
                 for d in range(1, 300))  # about 13 KB: past the budget, within the wait


async def _run_long(wait_chars: int) -> tuple[str, set[tuple[str, str, str]], list[str]]:
    from mage.contract import types as t
    from mage.sidecar.evaluation import policy
    from mage.sidecar.evaluation.cascade import Basis
    from mage.sidecar.evaluation.tiers.classifier.scoring import ClassifierTier
    from mage.sidecar.memory.graph import Node, Session

    model = Gated()
    applied: set[tuple[str, str, str]] = set()
    scorer = Scorer(model)
    scorer.start(asyncio.get_running_loop(), lambda k, s, c: applied.add(k))
    try:
        first, long = ("a", "s", "t0"), ("a", "s", "t1")
        scorer.submit(first, ScoreInput(OTHER, "tool", "observation"))
        await asyncio.to_thread(model.entered.wait, 10)  # the worker holds t0 at the gate
        scorer.submit(long, ScoreInput(LONG, "tool", "observation"))  # queued behind it
        sess = Session()
        sess.add(Node("t1", 1, "tool", "observation", "bank", 0.9, (), "d"), (), set(), "",
                 LONG)
        basis = Basis("a", "s", sess, t.Action(t.ActionType.TOOL_WRITE, "pay", {}),
                      t.Context(), ("t1",), (), policy.parse(policy.default_text()), 1, True)
        tier = ClassifierTier(scorer, budget_chars=8192, wait_chars=wait_chars)
        asyncio.get_running_loop().call_later(0.2, model.gate.set)
        note = await tier.ready(basis)
        return note, set(applied), list(model.scored)
    finally:
        model.gate.set()
        scorer.stop()


def test_an_entry_past_the_budget_but_within_the_wait_is_scored_by_the_worker_first() -> None:
    """A 13 KB output past the check's budget is not skimmed: the check moves it to the
    front of the worker's queue and waits for its whole score; with no wait it is skimmed
    and left to the worker."""
    note, applied, scored = asyncio.run(_run_long(32768))
    assert ("a", "s", "t1") in applied, note
    assert "1 of 1 past the budget scored by the background scorer" in note
    assert scored.count(LONG) == 1  # scored whole once, by the worker
    note, applied, scored = asyncio.run(_run_long(0))
    assert ("a", "s", "t1") not in applied and "pending past" in note


async def _run_released(model: FailsInWorker) -> tuple[int, set[tuple[str, str, str]]]:
    applied: set[tuple[str, str, str]] = set()
    scorer = Scorer(model)
    scorer.start(asyncio.get_running_loop(), lambda k, s, c: applied.add(k))
    try:
        key = ("a", "s", "t1")
        scorer.submit(key, ScoreInput(LONG, "tool", "observation"))
        await asyncio.to_thread(model.entered.wait, 10)
        model.gate.set()  # the worker's run fails: t1 stays unscored, held by no one
        while scorer._busy:  # the failure's release reaches the loop
            await asyncio.sleep(0.01)
        # WAIT_S is an hour here: a wait for an entry no one will score would not end
        return await asyncio.wait_for(scorer.await_worker([key]), 30), applied
    finally:
        model.gate.set()
        scorer.stop()


def test_a_check_does_not_wait_for_an_entry_a_failed_run_released(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """An entry the worker failed on is neither queued nor being scored: the check does
    not wait for it (it skims it instead)."""
    from mage.sidecar.evaluation.tiers.classifier import scoring

    monkeypatch.setattr(scoring, "WAIT_S", 3600.0)
    waited, applied = asyncio.run(_run_released(FailsInWorker()))
    assert waited == 0 and not applied
