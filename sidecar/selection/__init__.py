"""Causal memory selection: the few memories that decide, for the agent and in every decision.

- `Attribution`, a post step of the evaluator: for a check that does not PROCEED,
  the basis memories without which the decision would differ (`Decision.critical`).
- `Selector`, built by `register`: SelectMemories, the memories the current state
  rests on, ranked by causal importance (structure, the masking test against the
  planned action, the judge's with-and-without comparison).
"""

from __future__ import annotations

from collections.abc import Sequence

from mage.sidecar.app.parts import Parts
from mage.sidecar.evaluation.cascade import AsyncTier, Tier
from mage.sidecar.selection.attribution import Attribution
from mage.sidecar.selection.index import Indexer
from mage.sidecar.selection.select import LessonCauses, NoLessons, Selector
from mage.sidecar.store import db as core
from mage.sidecar.store import selection as store

__all__ = ["Attribution", "LessonCauses", "NoLessons", "Selector", "register"]


def register(parts: Parts, tiers: Sequence[Tier], later: Sequence[AsyncTier] = (),
             lessons: LessonCauses | None = None, indexer: Indexer | None = None) -> Selector:
    """Create the component's tables if needed and build the selector.

    Args:
        parts: What `build` shares with components (config, writer, readers, memory,
            policies).
        tiers: The synchronous tiers, the same list the evaluator gets (it is read at
            call time, so tiers registered later are included).
        later: The asynchronous tiers; a judge among them is used for the
            with-and-without comparison.
        lessons: The seam to lessons, when that component is present.
        indexer: The index to use (tests); default one over parts' readers and writer.

    Returns:
        The selector (set as `Services.selection`).
    """
    conn = core.open_connection(parts.config.db_path, parts.config.storage.durability)
    try:
        store.migrate(conn)
    finally:
        conn.close()
    indexer = indexer or Indexer(parts.readers, parts.writer)
    return Selector(parts.memory, parts.policies, indexer, tiers, later, lessons)
