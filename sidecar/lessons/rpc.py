"""The lessons component's RPC adapter: protobuf in and out, at the edge.

Registered as the "lessons" extension. It serves RecordOutcome and answers
the review component's feedback hook (`on_feedback`), which marks the lessons
behind a decision.
"""

from __future__ import annotations

from typing import Any

from mage.contract import wire as _wire
from mage.sidecar.errors import NotEnabled
from mage.sidecar.lessons.component import Lessons


class LessonsExtension:
    """RecordOutcome over gRPC, and the feedback seam."""

    def __init__(self, lessons: Lessons) -> None:
        self.lessons = lessons

    async def handle(self, method: str, tenant: str, request: Any) -> Any:
        """Serve one RPC of this component; raises the sidecar's domain errors."""
        if method != "RecordOutcome":
            raise NotEnabled(f"{method}: not served by the lessons component")
        report = _wire.outcome_report_from_pb(request)
        recorded = await self.lessons.record(tenant, report)
        return _wire.recorded_outcome_to_pb(recorded)

    async def on_feedback(self, tenant: str, decision_id: str, mark: Any) -> list[str]:
        """Mark the lessons behind a decision ("false_positive" or "confirmed").

        Returns:
            The ids of the lessons marked; a lesson marked false positive stops blocking.
        """
        return await self.lessons.on_feedback(tenant, decision_id, mark)
