"""The sidecar's span around each decision, continuing the caller's trace.

When `opentelemetry-api` is installed beside the sidecar and the process has an
SDK set up (`opentelemetry-instrument mage serve …`, or a deployment's own
`sitecustomize`), each Check becomes a SERVER span whose parent is the client's
`mage.check` span, its W3C trace context read from the call's metadata. Without
the API, or without an SDK, it costs a lookup and records nothing. No content is
recorded: ids, the action's type and tool name, the verdict and the tiers that ran.
"""

from __future__ import annotations

import contextlib
import functools
from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING, Any

from mage.contract import types as t

if TYPE_CHECKING:
    from opentelemetry.trace import Span, Tracer

__all__ = ["SPAN_NAME", "DecisionSpan", "decision_span"]

SPAN_NAME = "mage.v1.Mage/Check"


@functools.cache
def _tracer() -> Tracer | None:
    try:
        from opentelemetry import trace
    except ImportError:
        return None
    return trace.get_tracer("mage.sidecar")


class DecisionSpan:
    """One decision's span; without tracing, a stand-in that records nothing."""

    def __init__(self, span: Span | None = None) -> None:
        self._span = span

    def record(self, action: t.Action, decision: t.Decision) -> None:
        """Set what was decided; the action's arguments and the message stay out."""
        if self._span is None or not self._span.is_recording():
            return
        self._span.set_attributes(_attributes(action, decision))


@contextlib.contextmanager
def decision_span(metadata: Iterable[tuple[str, str | bytes]] | None) -> Iterator[DecisionSpan]:
    """The span around one Check, continuing the trace its metadata carries."""
    tracer = _tracer()
    if tracer is None:
        yield DecisionSpan()
        return
    from opentelemetry import propagate
    from opentelemetry.trace import SpanKind

    # Binary (-bin) metadata never carries W3C trace context; only text is read.
    carrier = {k: v for k, v in metadata or () if isinstance(v, str)}
    attributes = {"rpc.system": "grpc", "rpc.service": "mage.v1.Mage", "rpc.method": "Check"}
    with tracer.start_as_current_span(SPAN_NAME, context=propagate.extract(carrier),
                                      kind=SpanKind.SERVER, attributes=attributes) as span:
        yield DecisionSpan(span)


def _attributes(action: t.Action, decision: t.Decision) -> dict[str, Any]:
    out: dict[str, Any] = {
        "mage.action.type": action.type.value,
        "mage.decision_id": decision.decision_id,
        "mage.verdict": decision.verdict.name,
        "mage.monitor": decision.monitor,
        "mage.snapshot_seq": decision.snapshot_seq,
        "mage.policy_hash": decision.policy_hash,
        "mage.tiers": [x.tier for x in decision.tiers if x.status == "ran"],
    }
    if action.tool:
        out["mage.tool"] = action.tool
    return out
