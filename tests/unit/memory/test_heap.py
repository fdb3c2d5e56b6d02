"""Freezing long-lived graphs: the collector stops scanning them, reference counting still frees."""

from __future__ import annotations

import gc
import tracemalloc

from mage.sidecar.memory import heap
from mage.sidecar.memory.facts import rebuild
from mage.sidecar.store import db as store


def _rows(n: int) -> list[store.EntryRow]:
    return [store.EntryRow(i + 1, "acme", "s", f"m{i}", f"step {i} returned {i} rows", "fact",
                           "tool", "shell", 0.9, (f"m{i - 1}",) if i else (), (), (), 0, "d")
            for i in range(n)]


def test_a_big_rebuild_is_frozen_and_a_dropped_graph_is_still_freed() -> None:
    """Rebuilding more than SETTLE_EVERY entries freezes what is alive, so the collector's full
    passes skip the graph; dropping the graph afterwards still frees its memory."""
    rows = _rows(heap.SETTLE_EVERY * 3)
    gc.collect()
    gc.unfreeze()
    tracemalloc.start()
    try:
        base = tracemalloc.get_traced_memory()[0]
        sess = rebuild(rows, {}, 1.0)
        assert gc.get_freeze_count() > heap.SETTLE_EVERY  # the graph's objects among them
        held = tracemalloc.get_traced_memory()[0] - base
        del sess
        left = tracemalloc.get_traced_memory()[0] - base
        assert held > 1_000_000 and left < held * 0.1, (held, left)  # freed without a collection
    finally:
        tracemalloc.stop()
        gc.unfreeze()


def test_small_growth_does_not_freeze() -> None:
    """Below the threshold nothing is frozen: the counter only accumulates."""
    gc.unfreeze()
    try:
        heap.grew(heap.SETTLE_EVERY)  # reset the running count with one freeze
        gc.unfreeze()
        assert not heap.grew(heap.SETTLE_EVERY - 1)
        assert gc.get_freeze_count() == 0
        assert heap.grew(1)
        assert gc.get_freeze_count() > 0
    finally:
        gc.unfreeze()


def test_dead_cycles_in_the_old_generation_are_reclaimed_before_a_freeze() -> None:
    """A reference cycle that reached the old generation and died is collected, not frozen
    (frozen, nothing would ever reclaim it)."""
    import weakref

    class Box:
        other: object

    gc.unfreeze()
    try:
        a, b = Box(), Box()
        a.other, b.other = b, a
        gc.collect()
        gc.collect()  # survived twice: in the oldest generation now
        ref = weakref.ref(a)
        del a, b
        assert ref() is not None  # a cycle: reference counting alone cannot free it
        heap.grew(heap.SETTLE_EVERY)
        assert ref() is None
    finally:
        gc.unfreeze()
