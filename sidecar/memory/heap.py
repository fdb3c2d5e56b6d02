"""Keep the long-lived session graphs out of the cyclic garbage collector's scans.

A session graph is millions of small objects (nodes, their lists and dicts) that
live as long as the session and form no reference cycles: entries refer to each
other by id. CPython's collector still walks every one of them in each full
collection, and it starts one whenever the old generation has grown by a quarter,
so a growing sidecar paused for about a second at 200k entries, on the event loop
(measured: 12 full collections, 5 s in all, while 200k entries were written).

After every `SETTLE_EVERY` new entries what is not frozen yet is collected and
everything still alive is frozen (`gc.freeze`, constant time): the collector no
longer scans it. That full pass visits everything allocated since the last one, so
its pause grows with SETTLE_EVERY while the total stays about the same: at 10,000
it paused the event loop 25-35 ms every couple of seconds under a steady write
stream (some of the slowest checks under the benchmark's write stream sat behind
one); at 2,000 a pass takes about 3 ms (measured over 50k entries written in
50-entry batches: 25 passes, 56 ms in all, the longest 3.2 ms). Reference counting
still frees frozen objects, so a session that is evicted or a graph that is dropped
goes away as before. What is not reclaimed is a reference cycle that was alive when
frozen and dies later (the graphs build none; a request in flight at that moment
might): `scripts/soak.py` watches that resident memory levels off. With freezing,
the 200k-entry run above did no full collection during the writes.
"""

from __future__ import annotations

import gc
import threading

SETTLE_EVERY = 2_000  # entries added to graphs between two freezes

_lock = threading.Lock()
_pending = 0


def grew(entries: int) -> bool:
    """Count entries added to some graph; freeze once enough have been. True if it froze."""
    global _pending
    with _lock:
        _pending += entries
        if _pending < SETTLE_EVERY:
            return False
        _pending = 0
    # Garbage goes first, cycles in the old generation included: frozen, a cycle that is
    # already dead would never be reclaimed. Frozen objects are not scanned, so this full
    # pass visits only what was allocated since the last freeze.
    gc.collect()
    gc.freeze()
    return True
