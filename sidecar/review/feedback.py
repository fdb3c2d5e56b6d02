"""Feedback on past decisions: marks appended through the single writer, passed on to lessons.

A mark says a decision was a false positive or was right. Marks are never
edited or removed (the table refuses UPDATE and DELETE); a change of mind is a
newer mark, and the latest one is a decision's standing. After the mark is
committed, the lessons component, when this sidecar has one, hears of it so
the lessons that caused the decision can lose or gain standing.

The seam to lessons is one method, looked up when a mark arrives (so the order
in which components register does not matter)::

    lessons_component.on_feedback(tenant: str, decision_id: str,
                                  mark: FeedbackMark) -> list[str]   # or a coroutine

It returns the ids of the lessons whose standing changed.
"""

from __future__ import annotations

import asyncio
import inspect
from collections.abc import Callable
from concurrent.futures import Future
from typing import Any

import structlog

from mage.contract import types as t
from mage.sidecar import metrics
from mage.sidecar.app.parts import Parts
from mage.sidecar.errors import InvalidRequest, NotFound
from mage.sidecar.ids import DecisionIds
from mage.sidecar.store import db as store
from mage.sidecar.store import review as review_store
from mage.sidecar.store import review_index
from mage.sidecar.store.writer import Writer

log = structlog.get_logger("mage.feedback")

MAX_NOTE_CHARS = 4000
MAX_AUTHOR_CHARS = 200
LessonsLookup = Callable[[], Any]


class Feedback:
    """Records marks and tells lessons; all writes go through the writer thread."""

    def __init__(self, writer: Writer, lessons: LessonsLookup = lambda: None) -> None:
        """Set up feedback.

        Args:
            writer: The sidecar's single writer.
            lessons: Returns the lessons component (or None); called once per mark.
        """
        self._writer, self._lessons = writer, lessons
        self._ids = DecisionIds()  # sortable like decision ids: the latest mark sorts last

    async def mark(self, tenant: str, decision_id: str, mark: t.FeedbackMark, note: str = "",
                   author: str = "") -> t.FeedbackResult:
        """Append one mark and pass it on to lessons.

        Raises:
            InvalidRequest: No decision id, or an overlong note or author.
            NotFound: The tenant has no decision with this id.
        """
        _check(decision_id, note, author)
        now = store.now_ms()
        row = review_store.FeedbackRow(self._ids.new(now), tenant, decision_id, mark.value,
                                       note, author, now)
        committed = self._writer.submit_call(review_store.insert_feedback, row)
        # Submitted, the mark will be stored: lessons hear of it even if this caller goes
        # away meanwhile (a deadline), or the two would disagree for good.
        return await asyncio.shield(self._landed(row, mark, committed))

    async def _landed(self, row: review_store.FeedbackRow, mark: t.FeedbackMark,
                      committed: Future[Any]) -> t.FeedbackResult:
        stored = await asyncio.wrap_future(committed)
        if not stored:
            raise NotFound(f"decision {row.decision_id!r} not found")
        lessons = await self._tell_lessons(row.tenant, row.decision_id, mark)
        log.info("feedback", decision_id=row.decision_id, feedback_id=stored,
                 mark=mark.value, author=row.author, lessons_marked=len(lessons))
        metrics.record_feedback(mark.value)
        return t.FeedbackResult(stored, tuple(lessons))

    async def _tell_lessons(self, tenant: str, decision_id: str, mark: t.FeedbackMark
                            ) -> list[str]:
        """The lessons' answer; a failure there is logged and never undoes the mark."""
        hook = getattr(self._lessons(), "on_feedback", None)
        if hook is None:
            return []
        try:
            answer = hook(tenant, decision_id, mark)
            if inspect.isawaitable(answer):
                answer = await answer
            return [str(x) for x in answer or ()]
        except Exception as exc:  # the mark is committed; lessons can be told again later
            log.error("feedback_lessons_failed", decision_id=decision_id, error=str(exc))
            return []


def _check(decision_id: str, note: str, author: str) -> None:
    if not decision_id.strip():
        raise InvalidRequest("decision_id: required")
    if len(note) > MAX_NOTE_CHARS:
        raise InvalidRequest(f"note: {len(note)} characters; the limit is {MAX_NOTE_CHARS}")
    if len(author) > MAX_AUTHOR_CHARS:
        raise InvalidRequest(f"author: {len(author)} characters; the limit is "
                             f"{MAX_AUTHOR_CHARS}")


def register(parts: Parts, lessons: LessonsLookup = lambda: None) -> Feedback:
    """Add the review tables to the database, index decisions after they are answered, and
    set up feedback (the Feedback RPC's component, set as `Services.review`).

    Args:
        parts: What `server.build` hands a component.
        lessons: Returns the lessons component, if any (looked up per mark).
    """
    conn = store.open_connection(parts.config.db_path, parts.config.storage.durability)
    try:
        review_store.migrate(conn)
        found = review_index.catch_up_all(conn)  # what a crash left unindexed
    finally:
        conn.close()
    if found:
        log.info("review_index_caught_up", decisions=found)
    parts.writer.on_audit_after(review_index.index_committed)
    return Feedback(parts.writer, lessons)
