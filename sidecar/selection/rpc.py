"""The "selection" extension: SelectMemories at the protocol edge.

Protobuf in, typed objects to the selector, protobuf out; the conversion is
`mage.contract.wire`'s, shared with the client. Errors are the domain's own
(`InvalidRequest`, `NotEnabled`); the servicer maps them to status codes.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from mage.contract import wire as _wire
from mage.sidecar.errors import NotEnabled
from mage.sidecar.evaluation.cascade import AsyncTier, Tier
from mage.sidecar.selection.index import Indexer
from mage.sidecar.selection.select import LessonCauses, Selector
from mage.sidecar.store import db as core
from mage.sidecar.store import selection as store

if TYPE_CHECKING:
    from mage.sidecar.app.server import Parts


class SelectionService:
    """Serves SelectMemories; registered in `server.build` as extensions["selection"]."""

    def __init__(self, parts: Parts, tiers: Sequence[Tier], later: Sequence[AsyncTier] = (),
                 lessons: LessonCauses | None = None, indexer: Indexer | None = None) -> None:
        """Create the component's tables if needed and wire the selector.

        Args:
            parts: What `build` shares with components (config, writer, readers, memory,
                policies).
            tiers: The synchronous tiers, the same list the evaluator gets (it is read at
                call time, so tiers registered later are included).
            later: The asynchronous tiers; a judge among them is used for the
                with-and-without comparison.
            lessons: The seam to lessons, when that component is present.
            indexer: The index to use (tests); default one over parts' readers and writer.
        """
        conn = core.open_connection(parts.config.db_path, parts.config.storage.durability)
        try:
            store.migrate(conn)
        finally:
            conn.close()
        self.indexer = indexer or Indexer(parts.readers, parts.writer)
        self.selector = Selector(parts.memory, parts.policies, self.indexer, tiers, later,
                                 lessons)

    async def handle(self, method: str, tenant: str, request: Any) -> Any:
        """SelectMemoriesRequest in, SelectMemoriesResponse out."""
        if method != "SelectMemories":
            raise NotEnabled(f"{method}: not served by the selection component")
        req = _wire.selection_request_from_pb(request)
        return _wire.selection_to_pb(await self.selector.select(tenant, req))
