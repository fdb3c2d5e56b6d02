"""The lessons component: per-tenant lesson graphs, recording, recall and feedback.

Each tenant's graph is rebuilt from SQLite at start-up, on a thread of its
own (a tenant touched first later costs one indexed lookup), and then kept in
memory and changed on the event loop thread only; SQLite stays the durable log and
every write goes through the sidecar's single writer. The embedding model is
loaded on first need, so a sidecar whose tenants never record a lesson never
pays for it.
"""

from __future__ import annotations

import asyncio
import dataclasses
import threading
import time
from collections import OrderedDict
from collections.abc import Callable
from concurrent.futures import Future
from typing import Any

import numpy as np
import structlog

from mage.contract import types as t
from mage.sidecar.errors import InvalidRequest, NotFound
from mage.sidecar.evaluation.policy import PolicyHolder
from mage.sidecar.ids import DecisionIds
from mage.sidecar.lessons import features, recording
from mage.sidecar.lessons.graph import TenantGraph
from mage.sidecar.lessons.refuters import Grader
from mage.sidecar.store import db as store
from mage.sidecar.store import lessons as lstore
from mage.sidecar.store.writer import Writer

log = structlog.get_logger("mage.lessons")

CACHE_TEXTS = 4096  # embeddings kept per process: agents repeat their actions


@dataclasses.dataclass(slots=True)
class Tenant:
    graph: TenantGraph
    grader: Grader


class Lessons:
    """Owns the tenants' graphs and the embedder; everything runs on the event loop."""

    def __init__(self, writer: Writer, readers: store.Readers, policies: PolicyHolder,
                 embedder: Callable[[], Any] | None = None) -> None:
        self._writer, self._readers, self._policies = writer, readers, policies
        self._make_embedder = embedder or _default_embedder
        self._embedder: Any = None
        self._embedder_lock = threading.Lock()
        self._tenants: dict[str, Tenant] = {}
        self._loading: dict[str, Future[Tenant]] = {}
        self._vectors: OrderedDict[str, np.ndarray] = OrderedDict()
        self._ids = DecisionIds()

    # --- tenants -------------------------------------------------------------------

    def preload(self) -> None:
        """Rebuild every tenant that has lessons, off the event loop (100k lessons take
        seconds); a check that needs a tenant still loading waits for that tenant only."""
        names = lstore.tenants(self._readers.get())
        self._loading = {name: Future() for name in names if name not in self._tenants}
        if self._loading:
            threading.Thread(target=self._preload, args=(dict(self._loading),),
                             name="mage-lessons-load", daemon=True).start()

    def _preload(self, futures: dict[str, Future[Tenant]]) -> None:
        try:
            self._embed(["warm up"])  # checks of these tenants will need the model
        except Exception:
            log.exception("lessons_embedder_failed")
        for name, fut in futures.items():
            try:
                fut.set_result(self._load(name))
            except Exception as exc:  # the check path loads it again and reports the error
                fut.set_exception(exc)

    def tenant(self, name: str) -> Tenant:
        """The tenant's graph: preloaded, or rebuilt from SQLite on first use."""
        found = self._tenants.get(name)
        if found is None:
            fut = self._loading.pop(name, None)
            try:
                found = fut.result() if fut is not None else self._load(name)
            except Exception:
                log.exception("lessons_preload_failed", tenant=name)
                found = self._load(name)
            self._tenants[name] = found
        return found

    def _load(self, name: str) -> Tenant:
        g = TenantGraph(name)
        conn = self._readers.get()
        if lstore.has_lessons(conn, name):
            start = time.perf_counter()
            recording.load(g, lstore.actions(conn, name), list(lstore.outcomes(conn, name)),
                           list(lstore.edges(conn, name)), list(lstore.marks(conn, name)))
            log.info("lessons_loaded", tenant=name, edges=len(g.edges), actions=len(g.actions),
                     seconds=round(time.perf_counter() - start, 3))
        return Tenant(g, Grader(g))

    # --- embeddings ----------------------------------------------------------------

    def vector(self, text: str) -> np.ndarray:
        """One text's unit vector, cached (a check may be evaluated several times)."""
        vec = self._vectors.get(text)
        if vec is not None:
            self._vectors.move_to_end(text)
            return vec
        vec = lstore.rounded(self._embed([text])[0])
        self._vectors[text] = vec
        if len(self._vectors) > CACHE_TEXTS:
            self._vectors.popitem(last=False)
        return vec

    def _embed(self, texts: list[str]) -> np.ndarray:
        with self._embedder_lock:  # the model is loaded once, by whichever thread asks first
            if self._embedder is None:
                self._embedder = self._make_embedder()
        return self._embedder.embed(texts)

    # --- recording -----------------------------------------------------------------

    async def record(self, tenant: str, report: t.OutcomeReport) -> t.RecordedOutcome:
        """Store one lesson and index it; the answer carries the refuters' grade.

        Raises:
            InvalidRequest: A field that does not validate (the message names it).
            NotFound: An unknown decision id or after_outcome_id.
        """
        recording.validate(report)
        src = await self._source(tenant, report)
        recording.check_state(self.tenant(tenant).graph, report)
        texts = [features.action_text(src.action), report.outcome.strip()]
        vecs = await asyncio.to_thread(self._embed, texts)
        now = store.now_ms()
        rec = recording.build(tenant, src, report, vecs, "L" + self._ids.new(now),
                              self._policies.current.lessons, now)
        state = self.tenant(tenant)
        recording.check_state(state.graph, report)  # the graph may have been rebuilt meanwhile
        edge = recording.apply(state.graph, rec)
        grade = state.grader(edge)
        rec = dataclasses.replace(rec, edge=dataclasses.replace(rec.edge, grade=grade.letter))
        edge.grade_at_record = grade.letter
        await self._commit(tenant, lstore.insert_recording, rec)
        log.info("lesson_recorded", tenant=tenant, lesson_id=edge.id, edge=edge.type,
                 polarity=edge.polarity, grade=grade.letter, decision_id=edge.decision_id)
        return t.RecordedOutcome(edge.id, rec.action.id, rec.outcome.id, grade.letter)

    async def _source(self, tenant: str, report: t.OutcomeReport) -> recording.Source:
        if not report.decision_id:
            return recording.source_from_report(report, store.now_ms())
        await asyncio.wrap_future(self._writer.indexed())  # decisions answered so far
        rec = await asyncio.to_thread(lstore.decision_record, self._readers.get(), tenant,
                                      report.decision_id)
        if rec is None:
            raise NotFound(f"decision_id: decision {report.decision_id!r} not found")
        return recording.source_from_record(rec, report)

    async def _commit(self, tenant: str, fn: Callable[..., Any], payload: Any) -> None:
        """Commit through the writer; on failure forget the tenant's graph so that it is
        rebuilt from what was durably stored (memory must never run ahead of the log).
        The outcome is handled even if the caller goes away while the commit waits."""
        committed = self._writer.submit_call(fn, payload)

        async def landed() -> None:
            try:
                await asyncio.wrap_future(committed)
            except Exception:
                self._tenants.pop(tenant, None)
                raise

        await asyncio.shield(landed())

    # --- feedback ------------------------------------------------------------------

    async def on_feedback(self, tenant: str, decision_id: str, mark: t.FeedbackMark | str
                          ) -> list[str]:
        """Mark the lessons a decision cited; returns their ids (none: nothing changes).

        `mark` is a `FeedbackMark` (or its value, "false_positive" / "confirmed"). Marks
        are appended, never edited: the latest mark is a lesson's standing, and a lesson
        marked false positive no longer blocks anything.
        """
        value = str(getattr(mark, "value", mark)).lower()
        if value not in ("false_positive", "confirmed"):
            raise InvalidRequest(f"mark: expected false_positive or confirmed, got {value!r}")
        await asyncio.wrap_future(self._writer.indexed())  # decisions answered so far
        rec = await asyncio.to_thread(lstore.decision_record, self._readers.get(), tenant,
                                      decision_id)
        if rec is None:
            raise NotFound(f"decision {decision_id!r} not found")
        state = self.tenant(tenant)
        ids = [i for i in dict.fromkeys(rec.get("lessons", ())) if i in state.graph.edges]
        if not ids:
            return []
        now = store.now_ms()
        rows = [lstore.MarkRow(tenant, i, value, decision_id, now) for i in ids]

        async def landed() -> None:  # runs to the end even if the caller goes away
            await self._commit(tenant, lstore.insert_marks, rows)
            if self._tenants.get(tenant) is state:  # a graph rebuilt meanwhile read the marks
                for i in ids:
                    state.graph.add_mark(i, value, decision_id, now)

        await asyncio.shield(landed())
        log.info("lessons_marked", tenant=tenant, decision_id=decision_id, mark=value,
                 lessons=ids)
        return ids


def _default_embedder() -> Any:
    from mage.sidecar.embeddings import Embedder

    return Embedder(threads=1)
