"""Causal lessons: what past actions led to, recalled before an action is repeated.

`register(parts)` builds the component from what `server.build` hands out and
returns its tier, its post step and the component itself, which serves
RecordOutcome (`Lessons.record`) and the review component's feedback hook
(`Lessons.on_feedback`).
"""

from __future__ import annotations

from mage.sidecar.app.parts import Parts
from mage.sidecar.lessons import recording
from mage.sidecar.lessons.component import Lessons
from mage.sidecar.lessons.tier import LessonsCited, LessonsTier
from mage.sidecar.store import lessons as lstore
from mage.sidecar.store.db import open_connection

__all__ = ["Lessons", "LessonsCited", "LessonsTier", "register"]


def register(parts: Parts) -> tuple[LessonsTier, LessonsCited, Lessons]:
    """Migrate the lesson tables and build the component.

    Returns:
        The tier (append to `tiers`), the post step (append to `post`) and the
        component (set as `Services.lessons`).
    """
    conn = open_connection(parts.config.db_path, parts.config.storage.durability)
    try:
        lstore.migrate(conn)
        recording.refresh(conn)
    finally:
        conn.close()
    lessons = Lessons(parts.writer, parts.readers, parts.policies)
    lessons.preload()
    return LessonsTier(lessons), LessonsCited(), lessons
