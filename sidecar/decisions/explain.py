"""What follows the answer: the log line, the metrics, and the decision's explanation.

Each answered check leaves work on the event loop that runs once the handler
has returned its answer: the log line and the metrics (a callback), and, for a
decision answered with its explanation pending, a task that also runs the
evaluator's explaining steps (counterfactual attribution, which gives the loop
back between removals so that a check arriving meanwhile is decided first) and
chains the result after the decision as an explanation record.

If the attribution raises, the explanation is recorded as unavailable with the
error, so no decision stays pending while the sidecar runs; a crash leaves it
pending in the store, and recovery (`decisions.recovery`) explains it at start.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from concurrent.futures import Future
from typing import Any

import structlog

from mage.contract import types as t
from mage.sidecar.audit.explanation import ExplanationRecordV1
from mage.sidecar.evaluation.cascade import Basis, Evaluation, Evaluator
from mage.sidecar.store import db as store
from mage.sidecar.store.writer import Writer

log = structlog.get_logger("mage.decisions")


class Explanations:
    """The tasks that follow answers, kept until done so shutdown can wait for them."""

    def __init__(self, evaluator: Evaluator, writer: Writer | None, delay_s: float = 0.0
                 ) -> None:
        """Args:
            evaluator: Runs the explaining steps left out of the answer.
            writer: Chains the explanation records.
            delay_s: Seconds each task waits before it starts (tests hold it pending).
        """
        self._evaluator, self._writer, self._delay = evaluator, writer, delay_s
        self._tasks: set[asyncio.Task[None]] = set()

    def after(self, logged: Callable[[], None], basis: Basis, decision: t.Decision,
              evaluation: Evaluation | None) -> None:
        """Run `logged`, then explain `evaluation` (None: nothing to explain), after the
        answer now being returned."""
        loop = asyncio.get_running_loop()
        if evaluation is None:  # a callback, not a task: most answers have nothing to explain
            loop.call_soon(_log, logged, decision.decision_id)
            return
        task = loop.create_task(self._follow(logged, basis, decision, evaluation))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def drain(self) -> None:
        """Finish every follow-up task started so far (graceful shutdown: the writer logs
        their explanations before it closes)."""
        while self._tasks:
            await asyncio.gather(*list(self._tasks), return_exceptions=True)

    async def _follow(self, logged: Callable[[], None], basis: Basis, decision: t.Decision,
                      evaluation: Evaluation) -> None:
        await asyncio.sleep(self._delay)  # 0: the answer is sent before this goes on
        _log(logged, decision.decision_id)
        if self._writer is None:
            return
        rec = await self.explained(basis, decision, evaluation)
        # Not awaited: logged now when nothing is queued, else in its turn; a failure
        # leaves it pending for recovery at start.
        self._writer.submit_explanation(rec).add_done_callback(_logged_if_failed)

    async def explained(self, basis: Basis, decision: t.Decision, evaluation: Evaluation
                        ) -> ExplanationRecordV1:
        """The explanation record of one decision: its attribution, or why there is none."""
        try:
            ev = await self._evaluator.explain(basis, evaluation)
        except Exception as exc:  # recorded as unavailable, never left pending
            log.exception("explanation_failed", decision_id=decision.decision_id)
            return ExplanationRecordV1.unavailable(
                decision.decision_id, store.now_ms(), basis.tenant, basis.session_name,
                f"attribution failed: {type(exc).__name__}: {exc}")
        return ExplanationRecordV1.complete(
            decision.decision_id, store.now_ms(), basis.tenant, basis.session_name,
            ev.critical, ev.attribution_bounded, ev.tiers[len(evaluation.tiers):])


def _log(logged: Callable[[], None], decision_id: str) -> None:
    try:
        logged()
    except Exception:  # a log line or a counter must never cost the explanation
        log.exception("decision_log_failed", decision_id=decision_id)


def _logged_if_failed(done: Future[Any]) -> None:
    exc = done.exception()
    if exc is not None:  # stays pending in the store: recovery explains it at start
        log.error("explanation_write_failed", error=str(exc))
