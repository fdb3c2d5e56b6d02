"""The protocol edge: every RPC's protobuf is converted here, and only here.

The servicer turns requests into `mage.contract.types` with `mage.contract.wire`,
calls the typed methods of the write path, the decider and the components
(`Services`), and converts their answers back; errors are mapped to status
codes by `status`. `add_to_server` puts the servicer, the standard health
service and reflection on a gRPC server.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from typing import Any, TypeVar

import grpc
import structlog
from grpc_health.v1 import health, health_pb2, health_pb2_grpc
from grpc_reflection.v1alpha import reflection, reflection_pb2, reflection_pb2_grpc

from mage.contract import types as t
from mage.contract import wire as _wire
from mage.sidecar.app.parts import Services
from mage.sidecar.decisions.decider import Decider
from mage.sidecar.edge import tracing
from mage.sidecar.edge.auth import Tenants
from mage.sidecar.edge.status import DOMAIN_ERRORS, ack_error, rpc, status_of
from mage.sidecar.errors import InvalidRequest, NotEnabled, Unauthenticated
from mage.sidecar.memory.shadow import Memory
from mage.sidecar.review import read as review
from mage.sidecar.store import db as store
from mage.v1 import mage_pb2 as pb
from mage.v1 import mage_pb2_grpc as pb_grpc

__all__ = ["SERVICE_NAME", "Health", "Servicer", "add_to_server"]

log = structlog.get_logger("mage.service")
CONVERT_SLICE = 64  # entries converted from protobuf between yields to the event loop
SERVICE_NAME = pb.DESCRIPTOR.services_by_name["Mage"].full_name
REFLECTION_V1 = "grpc.reflection.v1.ServerReflection"

C = TypeVar("C")


def _enabled(component: C | None, name: str, method: str) -> C:
    """The component serving `method`, or NotEnabled when this sidecar lacks it."""
    if component is None:
        raise NotEnabled(f"{method}: the {name} component is not enabled in this sidecar")
    return component


class Servicer(pb_grpc.MageServicer):
    """The Mage service: protobuf in, typed calls to the sidecar's parts, protobuf out."""

    def __init__(self, memory: Memory, decider: Decider, readers: store.Readers,
                 tenants: Tenants, services: Services | None = None) -> None:
        """Args:
            memory: The write path (Write, Repair).
            decider: One entry point per decision (Check).
            readers: Read connections for the review RPCs.
            tenants: Names the calling tenant from the call's metadata.
            services: The components with RPCs of their own; missing ones answer
                UNIMPLEMENTED.
        """
        self._memory, self._decider, self._readers = memory, decider, readers
        self.tenant = tenants
        self.services = services or Services()
        self.closing = asyncio.Event()

    @rpc
    async def Feedback(self, request: pb.FeedbackRequest, context: grpc.aio.ServicerContext
                       ) -> pb.FeedbackResponse:
        """A mark on a past decision, passed on to the review component."""
        marker = _enabled(self.services.review, "review", "Feedback")
        tenant = self.tenant(context)
        decision_id, mark, note, author = _wire.feedback_from_pb(request)
        result = await marker.mark(tenant, decision_id, mark, note, author)
        return _wire.feedback_result_to_pb(result)

    @rpc
    async def RecordOutcome(self, request: pb.RecordOutcomeRequest,
                            context: grpc.aio.ServicerContext) -> pb.RecordOutcomeResponse:
        """What an action led to, recorded as a lesson by the lessons component."""
        recorder = _enabled(self.services.lessons, "lessons", "RecordOutcome")
        tenant = self.tenant(context)
        report = _wire.outcome_report_from_pb(request)
        return _wire.recorded_outcome_to_pb(await recorder.record(tenant, report))

    @rpc
    async def SelectMemories(self, request: pb.SelectMemoriesRequest,
                             context: grpc.aio.ServicerContext) -> pb.SelectMemoriesResponse:
        """The memories that decide, chosen by the selection component."""
        selector = _enabled(self.services.selection, "selection", "SelectMemories")
        tenant = self.tenant(context)
        req = _wire.selection_request_from_pb(request)
        return _wire.selection_to_pb(await selector.select(tenant, req))

    async def Write(self, request_iterator: AsyncIterator[pb.WriteRequest | _wire.Undecodable],
                    context: grpc.aio.ServicerContext) -> AsyncIterator[pb.WriteAck]:
        """Memory writes, one ack per batch; a bad batch is answered in its ack."""
        try:
            tenant = self.tenant(context)
        except Unauthenticated as exc:
            await context.abort(*status_of(exc))
        requests = request_iterator.__aiter__()
        while True:
            req = await self._next_or_closing(requests)
            if req is None:
                return  # end of stream, or shutting down: what was read has been acked
            if isinstance(req, _wire.Undecodable):  # answered like any bad batch
                batch_id = req.numbers.get("batch_id", 0)
                yield _wire.ack_to_pb(t.WriteAck(batch_id, self._memory.durable_seq, (),
                                                 *ack_error(_wire.WireError(req.message))))
                continue
            yield await self._write_batch(tenant, req)

    async def _next_or_closing(self, requests: AsyncIterator[pb.WriteRequest | _wire.Undecodable]
                               ) -> pb.WriteRequest | _wire.Undecodable | None:
        """The next batch, or None once the stream ends or the sidecar begins to stop.

        Agents keep their Write stream open; ending it on shutdown (their clients
        reconnect and resend what was not acked) lets the process stop at once
        instead of waiting out the grace period."""
        nxt = asyncio.ensure_future(requests.__anext__())
        # When the client goes away while this waits, the call is cancelled here and the
        # read ends later on its own with StopAsyncIteration: consume it, or asyncio prints
        # "Task exception was never retrieved" into the JSON log.
        nxt.add_done_callback(_consume)
        closing = asyncio.ensure_future(self.closing.wait())
        await asyncio.wait({nxt, closing}, return_when=asyncio.FIRST_COMPLETED)
        closing.cancel()
        if not nxt.done():
            nxt.cancel()
            return None
        try:
            return nxt.result()
        except StopAsyncIteration:
            return None

    async def _write_batch(self, tenant: str, req: pb.WriteRequest) -> pb.WriteAck:
        """A bad batch is answered with an error ack; the stream stays open."""
        try:
            entries = []
            for i, e in enumerate(req.entries):
                if i and not i % CONVERT_SLICE:
                    await asyncio.sleep(0)  # a big batch does not hold up others' checks
                entries.append(_wire.entry_from_pb(e, f"entries[{i}]"))
            ack = await self._memory.write(tenant, req.batch_id, entries)
        except DOMAIN_ERRORS as exc:
            ids = ", ".join(e.id for e in list(req.entries)[:5])
            log.info("batch_rejected", batch_id=req.batch_id, error=str(exc), ids=ids)
            ack = t.WriteAck(req.batch_id, self._memory.durable_seq, (), *ack_error(exc))
        except Exception:  # a fault of ours: answered INTERNAL in the ack, logged in full
            log.exception("write_failed", batch_id=req.batch_id)
            code, _, _ = ack_error(RuntimeError())
            ack = t.WriteAck(req.batch_id, self._memory.durable_seq, (), code,
                             "internal error storing this batch; nothing of it was "
                             "acknowledged (see the sidecar log)", 0)
        return _wire.ack_to_pb(ack)

    @rpc
    async def Check(self, request: pb.CheckRequest, context: grpc.aio.ServicerContext
                    ) -> pb.Decision:
        """One pre-action check: the decider's decision."""
        if not request.HasField("action"):
            raise InvalidRequest("action: required")
        action = _wire.action_from_pb(request.action)
        with tracing.decision_span(context.invocation_metadata()) as span:
            decision = await self._decider.check(
                self.tenant(context), request.session, action,
                _wire.context_from_pb(request.context), tuple(request.memory_ids),
                request.deadline_ms, monitor=_asks_monitor(context))
            span.record(action, decision)
        return _wire.decision_to_pb(decision)

    @rpc
    async def Repair(self, request: pb.RepairRequest, context: grpc.aio.ServicerContext
                     ) -> pb.RepairResponse:
        """Append a correction to an entry; answers its sequence number and the entries changed."""
        seq, affected = await self._memory.repair(self.tenant(context),
                                                  _wire.repair_from_pb(request))
        return pb.RepairResponse(seq=seq, affected=affected)

    @rpc
    async def ListDecisions(self, request: pb.ListDecisionsRequest,
                            context: grpc.aio.ServicerContext) -> pb.ListDecisionsResponse:
        """A page of the tenant's decisions, newest first."""
        verdict = _wire.verdict_filter_from_pb(request.verdict)
        await self._decider.stored()
        page = await asyncio.to_thread(
            review.list_decisions, self._readers.get(), self.tenant(context),
            session=request.session, verdict=verdict.name if verdict else "",
            since_ms=request.since_ms, until_ms=request.until_ms,
            page_size=request.page_size, page_token=request.page_token)
        out = pb.ListDecisionsResponse(next_page_token=page.next_token)
        out.decisions.extend(_wire.summary_to_pb(t.DecisionSummary(
            r["decision_id"], r["time_ms"], r["session"], r["action_type"],
            t.Verdict[r["verdict"]], r["tool"], r["message"] or "")) for r in page.rows)
        return out

    @rpc
    async def GetDecision(self, request: pb.GetDecisionRequest,
                          context: grpc.aio.ServicerContext) -> pb.DecisionDetail:
        """One decision's audit record, its explanation, and the memories it rested on."""
        await self._decider.stored()
        rec, memories, exp = await asyncio.to_thread(
            _decision_detail, self._readers.get(), self.tenant(context), request.decision_id)
        out = pb.DecisionDetail(record_json=rec.canonical(),
                                explanation=_wire.explanation_to_pb(exp.status),
                                explanation_json=exp.text)
        for row, patches in memories:
            out.memories.add(entry=_entry_pb(row), seq=row.seq,
                             patches_json=[review.patch_json(p) for p in patches])
        return out

    @rpc
    async def VerifyAudit(self, request: pb.VerifyAuditRequest,
                          context: grpc.aio.ServicerContext) -> pb.VerifyAuditResponse:
        """Verify the tenant's hash-chained audit log and report the first break, if any."""
        await self._decider.stored()
        report = await asyncio.to_thread(review.verify, self._readers.get(),
                                         self.tenant(context))
        return pb.VerifyAuditResponse(ok=report.ok, records=report.records,
                                      first_bad_decision_id=report.first_bad_decision_id,
                                      detail=report.detail)


def _decision_detail(conn: Any, tenant: str, decision_id: str
                     ) -> tuple[Any, list[Any], review.Explained]:
    """The stored record as written (its bytes are what the chain hashed), with where its
    explanation stands, read in one transaction."""
    with conn:
        rec, memories = review.get_decision(conn, tenant, decision_id)
        return rec, memories, review.explanation(conn, tenant, decision_id)


def _asks_monitor(context: grpc.aio.ServicerContext) -> bool:
    """The client asked for monitor mode on this check (`MageClient(monitor=True)`)."""
    return any(k == _wire.MONITOR_METADATA and v == "1"
               for k, v in context.invocation_metadata() or ())


def _entry_pb(row: store.EntryRow) -> pb.MemoryEntry:
    entry = t.MemoryEntry(
        id=row.id, content=row.content, source=t.Source(row.source), confidence=row.confidence,
        kind=t.Kind(row.kind), session=row.session, tool=row.tool, depends_on=row.depends_on,
        claims=tuple(t.Claim(*c) for c in row.claims), tags=row.tags, created_ms=row.created_ms)
    return _wire.entry_to_pb(entry)


class Health:
    """The standard health service of one server, for the Mage service and the server."""

    def __init__(self, servicer: health.aio.HealthServicer) -> None:
        self._servicer = servicer

    async def serving(self) -> None:
        """Report SERVING, for the server as a whole and for the Mage service."""
        for name in ("", SERVICE_NAME):
            await self._servicer.set(name, health_pb2.HealthCheckResponse.SERVING)

    async def stopping(self) -> None:
        """Report NOT_SERVING from now on: the server is draining."""
        await self._servicer.enter_graceful_shutdown()


def add_to_server(servicer: Servicer, server: grpc.aio.Server) -> Health:
    """Serve the Mage service, health checking and reflection on `server`.

    Returns:
        The health service, to report SERVING once the server has started.
    """
    handlers = _handlers(servicer)
    server.add_generic_rpc_handlers(
        (grpc.method_handlers_generic_handler(SERVICE_NAME, handlers),))
    server.add_registered_method_handlers(SERVICE_NAME, handlers)
    health_servicer = health.aio.HealthServicer()
    health_pb2_grpc.add_HealthServicer_to_server(health_servicer, server)
    _add_reflection(server, (SERVICE_NAME, health_pb2.DESCRIPTOR.services_by_name["Health"]
                             .full_name, reflection.SERVICE_NAME))
    return Health(health_servicer)


def _add_reflection(server: grpc.aio.Server, names: tuple[str, ...]) -> None:
    """Reflection under v1alpha and v1. The two protocols differ only in their package
    name (the messages are field for field the same), and grpcio-reflection ships only
    v1alpha, so one servicer answers both; tools that speak v1 first (grpcurl) need no
    fallback."""
    servicer = reflection.aio.ReflectionServicer(names)
    reflection_pb2_grpc.add_ServerReflectionServicer_to_server(servicer, server)
    info = grpc.stream_stream_rpc_method_handler(
        servicer.ServerReflectionInfo,
        request_deserializer=reflection_pb2.ServerReflectionRequest.FromString,
        response_serializer=reflection_pb2.ServerReflectionResponse.SerializeToString)
    server.add_generic_rpc_handlers((grpc.method_handlers_generic_handler(
        REFLECTION_V1, {"ServerReflectionInfo": info}),))


def _consume(task: asyncio.Future[Any]) -> None:
    if not task.cancelled():
        task.exception()


def _handlers(servicer: Servicer) -> dict[str, grpc.RpcMethodHandler]:
    """The generated registration, with parsers that hand bad bytes to the RPC as
    `Undecodable` (answered INVALID_ARGUMENT naming the field) instead of failing the call."""
    out = {}
    for method in pb.DESCRIPTOR.services_by_name["Mage"].methods:
        request, response = (getattr(pb, m.name) for m in (method.input_type,
                                                          method.output_type))
        make = (grpc.stream_stream_rpc_method_handler if method.client_streaming
                else grpc.unary_unary_rpc_method_handler)
        out[method.name] = make(getattr(servicer, method.name),
                                request_deserializer=_wire.tolerant_parser(request),
                                response_serializer=response.SerializeToString)
    return out
