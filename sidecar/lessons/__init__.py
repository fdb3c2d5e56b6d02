"""Causal lessons: what past actions led to, recalled before an action is repeated.

`register(parts)` builds the component from what `server.build` hands out and
returns its tier, its post step and its RPC adapter (which also serves the
review component's feedback hook).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mage.sidecar.lessons import recording
from mage.sidecar.lessons.component import Lessons
from mage.sidecar.lessons.rpc import LessonsExtension
from mage.sidecar.lessons.tier import LessonsCited, LessonsTier
from mage.sidecar.store import lessons as lstore
from mage.sidecar.store.db import open_connection

if TYPE_CHECKING:
    from mage.sidecar.app.server import Parts

__all__ = ["Lessons", "LessonsCited", "LessonsExtension", "LessonsTier", "register"]


def register(parts: Parts) -> tuple[LessonsTier, LessonsCited, LessonsExtension]:
    """Migrate the lesson tables and build the component.

    Returns:
        The tier (append to `tiers`), the post step (append to `post`) and the RPC
        adapter (set as `extensions["lessons"]`).
    """
    conn = open_connection(parts.config.db_path, parts.config.storage.durability)
    try:
        lstore.migrate(conn)
        recording.refresh(conn)
    finally:
        conn.close()
    lessons = Lessons(parts.writer, parts.readers, parts.policies)
    lessons.preload()
    return LessonsTier(lessons), LessonsCited(), LessonsExtension(lessons)
