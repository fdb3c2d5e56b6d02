"""A structural baseline for memory selection: what the latest work rests on.

A competent engineer without an index would walk `depends_on` back from the last
few entries (what the agent is doing now) and return their ancestors, farthest first:
root causes sit upstream of the symptom, so the deepest ancestors come before the
steps that only carried them. The user's own instructions are skipped, being the
task rather than a cause.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Mapping, Sequence
from typing import Any

LATEST = 5  # how many of the last entries the walk starts from


def ancestors_farthest_first(entries: Sequence[Mapping[str, Any]], k: int,
                             latest: int = LATEST) -> list[str]:
    """The ids of up to `k` ancestors of the last `latest` entries, deepest first.

    Depth is the breadth-first distance from the starting entries; ties keep the
    order the walk met them in. Starting entries are not returned themselves, nor
    are entries whose source is the user.
    """
    by_id = {e["id"]: e for e in entries}
    depth = {e["id"]: 0 for e in entries[-latest:]}
    queue = deque(depth)
    while queue:
        current = queue.popleft()
        for parent in by_id[current]["depends_on"]:
            if parent in by_id and parent not in depth:
                depth[parent] = depth[current] + 1
                queue.append(parent)
    found = [i for i, d in depth.items() if d > 0 and by_id[i]["source"] != "user"]
    return sorted(found, key=lambda i: -depth[i])[:k]
