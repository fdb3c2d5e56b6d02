"""A span per check for OpenTelemetry, when `opentelemetry-api` is installed (extra `otel`).

Each `check` becomes one CLIENT span, `mage.check`, a child of whatever span is
current (the framework's tool span, say), with the decision's verdict and id as
attributes. Its trace context travels to the sidecar in the call's metadata (W3C
`traceparent`), so the sidecar's span around the decision joins the same trace.
Memory writes get no span: an agent makes many, and a span each would drown the
trace. No content is recorded, only ids, names of tools and action types,
verdicts and scores.

The `mage.*` attribute names are experimental. The draft GenAI guardrail names
(`gen_ai.guardrail.*`, proposed but not yet part of the semantic conventions) are
added only when `OTEL_SEMCONV_STABILITY_OPT_IN` includes `gen_ai_latest_experimental`,
which is how the conventions ask for names still in development.

The API is imported on the first check, never with the client: without it, or
without an SDK configured by the application, a check costs nothing more.
"""

from __future__ import annotations

import contextlib
import dataclasses
import functools
import os
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any, TypeVar

from mage.client._settings import is_local
from mage.contract.types import Action, ActionType, Decision, Verdict

if TYPE_CHECKING:
    from opentelemetry.trace import Span, Tracer

    from mage.client._core import Rpc

T = TypeVar("T")

SPAN_NAME = "mage.check"
OPT_IN_ENV = "OTEL_SEMCONV_STABILITY_OPT_IN"
GEN_AI_OPT_IN = "gen_ai_latest_experimental"

_CONFIRM = "confirm_with_human"


@functools.cache
def _tracer() -> Tracer | None:
    try:
        from opentelemetry import trace
    except ImportError:
        return None
    return trace.get_tracer("mage.client")


class CheckSpan:
    """One check's span; without tracing, a stand-in that changes nothing."""

    def __init__(self, span: Span | None = None) -> None:
        self._span = span

    def carry(self, rpc: Rpc[T]) -> Rpc[T]:
        """The call, with this span's trace context added to its metadata."""
        if self._span is None or not self._span.get_span_context().is_valid:
            return rpc
        from opentelemetry import propagate

        carrier: dict[str, str] = {}
        propagate.inject(carrier)  # the current context: this span
        return dataclasses.replace(rpc, metadata=(*rpc.metadata, *sorted(carrier.items())))

    def record(self, decision: Decision) -> None:
        """Set the decision's attributes; a fallback decision marks the span an error."""
        if self._span is None or not self._span.is_recording():
            return
        self._span.set_attributes(decision_attributes(decision, _gen_ai_names()))
        if is_local(decision):
            from opentelemetry.trace import StatusCode

            self._span.set_status(StatusCode.ERROR, "sidecar unreachable: the fallback decided")


@contextlib.contextmanager
def check_span(session: str, action: Action) -> Iterator[CheckSpan]:
    """The span around one check, current while it runs (a stand-in without tracing)."""
    tracer = _tracer()
    if tracer is None:
        yield CheckSpan()
        return
    from opentelemetry.trace import SpanKind

    attributes = request_attributes(session, action, _gen_ai_names())
    with tracer.start_as_current_span(SPAN_NAME, kind=SpanKind.CLIENT,
                                      attributes=attributes) as span:
        yield CheckSpan(span)


def request_attributes(session: str, action: Action, gen_ai: bool) -> dict[str, Any]:
    """What is known before the answer: the call, the session, the action's type and tool."""
    out: dict[str, Any] = {
        "rpc.system": "grpc", "rpc.service": "mage.v1.Mage", "rpc.method": "Check",
        "mage.session": session, "mage.action.type": action.type.value,
    }
    if action.tool:
        out["mage.tool"] = action.tool
    if gen_ai:
        out.update(_gen_ai_request(session, action))
    return out


def decision_attributes(decision: Decision, gen_ai: bool) -> dict[str, Any]:
    """The decision as span attributes: verdict, id, and the scores and rules behind it."""
    components = decision.risk.components()
    out: dict[str, Any] = {
        "mage.decision_id": decision.decision_id,
        "mage.verdict": decision.verdict.name,
        "mage.monitor": decision.monitor,
        "mage.fallback": is_local(decision),
        "mage.snapshot_seq": decision.snapshot_seq,
        "mage.policy_hash": decision.policy_hash,
        "mage.redirect.kinds": sorted({r.kind for r in decision.redirects}),
        "mage.rules": sorted({e.rule for c in components.values() for e in c.evidence}),
        **{f"mage.risk.{name}": c.score for name, c in components.items()},
    }
    if gen_ai:
        out.update(_gen_ai_decision(decision))
    return out


def _gen_ai_names() -> bool:
    return GEN_AI_OPT_IN in os.environ.get(OPT_IN_ENV, "").split(",")


def _gen_ai_request(session: str, action: Action) -> dict[str, str]:
    output = action.type is ActionType.FINAL_OUTPUT
    subtype = {ActionType.TOOL_READ: "tool_call", ActionType.TOOL_WRITE: "tool_call",
               ActionType.FINAL_OUTPUT: "llm", ActionType.INTERNAL_REASONING: "llm"}
    out = {"gen_ai.operation.name": "run_guardrail",
           "gen_ai.guardrail.component.name": "mage",
           "gen_ai.guardrail.target.type": "output" if output else "input",
           "gen_ai.conversation.id": session}
    if action.type in subtype:
        out["gen_ai.guardrail.target.subtype"] = subtype[action.type]
    return out


def _gen_ai_decision(decision: Decision) -> dict[str, str]:
    confirm = decision.verdict is Verdict.REDIRECT and any(
        r.kind == _CONFIRM for r in decision.redirects)
    verdict = {Verdict.PROCEED: "allow", Verdict.WARN: "warn"}.get(decision.verdict, "deny")
    action = "allow" if decision.allowed else "block"
    return {"gen_ai.guardrail.verdict.type": "escalate" if confirm else verdict,
            "gen_ai.guardrail.action.type": "escalate" if confirm else action,
            "gen_ai.guardrail.security.policy.id": decision.policy_hash}
