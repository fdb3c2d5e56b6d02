"""Decisions remembered per tool call, so that a call re-run after a pause is not checked again.

Frameworks that pause for a person (a LangGraph interrupt, an MCP input round)
resume by running the same hook again for the same call. A second check would
ask the sidecar a question it already answered, add a second audit record for
one action, and could answer differently once the first call's own memories
have landed. The first decision therefore stands for the call's id.
"""

from __future__ import annotations

import threading
from collections import OrderedDict

from mage.client import Decision

DEFAULT_CAPACITY = 4096
"""Calls remembered at once; the oldest are forgotten first."""


class DecisionCache:
    """The decision of each recent tool call, by (session, call id); safe across threads.

    LangGraph runs one turn's tool calls on a thread pool, so lookups and stores
    take a lock. Bounded, because a long-lived proxy or agent sees calls without end.
    """

    def __init__(self, capacity: int = DEFAULT_CAPACITY) -> None:
        if capacity < 1:
            raise ValueError("capacity: must be at least 1")
        self._capacity = capacity
        self._decisions: OrderedDict[tuple[str, str], Decision] = OrderedDict()
        self._lock = threading.Lock()

    def __len__(self) -> int:
        with self._lock:
            return len(self._decisions)

    def get(self, session: str, call_id: str) -> Decision | None:
        """The decision already made for this call, or None."""
        with self._lock:
            decision = self._decisions.get((session, call_id))
            if decision is not None:
                self._decisions.move_to_end((session, call_id))
            return decision

    def put(self, session: str, call_id: str, decision: Decision) -> Decision:
        """Remember a decision; returns the one that stands (an earlier one wins a race)."""
        with self._lock:
            standing = self._decisions.setdefault((session, call_id), decision)
            self._decisions.move_to_end((session, call_id))
            while len(self._decisions) > self._capacity:
                self._decisions.popitem(last=False)
            return standing

    def forget(self, session: str, call_id: str) -> None:
        """Drop a call's decision (nothing happens when there is none)."""
        with self._lock:
            self._decisions.pop((session, call_id), None)
