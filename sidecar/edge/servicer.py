"""The protocol edge: protobuf in and out, domain errors mapped to status codes here only."""

from __future__ import annotations

import asyncio
import functools
import hashlib
from collections.abc import AsyncIterator, Callable
from typing import Any, Protocol

import grpc
import structlog

from mage.contract import types as t
from mage.contract import wire as _wire
from mage.sidecar.config import Config
from mage.sidecar.decisions.decider import Decider
from mage.sidecar.errors import (
    AuditWriteFailed,
    Conflict,
    Exhausted,
    InvalidRequest,
    InvalidWrite,
    MageError,
    NotEnabled,
    NotFound,
    PolicyError,
    Unauthenticated,
)
from mage.sidecar.memory.shadow import Memory
from mage.sidecar.review import read as review
from mage.sidecar.store import db as store
from mage.v1 import mage_pb2 as pb
from mage.v1 import mage_pb2_grpc as pb_grpc

log = structlog.get_logger("mage.service")
CONVERT_SLICE = 64  # entries converted from protobuf between yields to the event loop

_CODES: dict[type[Exception], grpc.StatusCode] = {
    _wire.WireError: grpc.StatusCode.INVALID_ARGUMENT,
    InvalidWrite: grpc.StatusCode.INVALID_ARGUMENT,
    InvalidRequest: grpc.StatusCode.INVALID_ARGUMENT,
    PolicyError: grpc.StatusCode.INVALID_ARGUMENT,
    NotFound: grpc.StatusCode.NOT_FOUND,
    Conflict: grpc.StatusCode.FAILED_PRECONDITION,
    AuditWriteFailed: grpc.StatusCode.INTERNAL,
    Unauthenticated: grpc.StatusCode.UNAUTHENTICATED,
    Exhausted: grpc.StatusCode.RESOURCE_EXHAUSTED,
    NotEnabled: grpc.StatusCode.UNIMPLEMENTED,
}


def status_for(exc: Exception) -> grpc.StatusCode:
    for cls in type(exc).__mro__:
        if cls in _CODES:
            return _CODES[cls]
    return grpc.StatusCode.INTERNAL


def _unary(fn: Callable[..., Any]) -> Callable[..., Any]:
    """Map our errors to a status with a message a person can act on."""
    @functools.wraps(fn)
    async def wrapper(self: Servicer, request: Any, context: grpc.aio.ServicerContext) -> Any:
        try:
            return await fn(self, request, context)
        except (MageError, _wire.WireError) as exc:
            await context.abort(status_for(exc), str(exc))
        except grpc.aio.AbortError:
            raise
        except Exception as exc:
            log.exception("rpc_failed", rpc=fn.__name__)
            await context.abort(grpc.StatusCode.INTERNAL, f"internal error: {exc}")
    return wrapper


class Tenants:
    """Bearer token -> tenant. Tokens are compared by their sha256, never kept in clear."""

    def __init__(self, config: Config) -> None:
        self._by_digest = dict(config.auth.tokens)
        self._default = config.server.tenant

    def __call__(self, context: grpc.aio.ServicerContext) -> str:
        if not self._by_digest:
            return self._default
        header = dict(context.invocation_metadata() or ()).get("authorization", "")
        scheme, _, token = str(header).partition(" ")
        if scheme.lower() != "bearer" or not token:
            raise Unauthenticated("missing bearer token: send 'authorization: Bearer <token>'")
        tenant = self._by_digest.get(hashlib.sha256(token.encode()).hexdigest())
        if tenant is None:
            raise Unauthenticated("unknown token")
        return tenant


class Extension(Protocol):
    """A domain's RPC adapter (lessons, review, selection): protobuf in and out, at the edge.

    `handle` gets the caller's tenant and the request and returns the response
    message; it raises the domain errors of `mage.sidecar.errors`.
    """

    async def handle(self, method: str, tenant: str, request: Any) -> Any: ...


class Servicer(pb_grpc.MageServicer):
    def __init__(self, memory: Memory, decider: Decider, readers: store.Readers,
                 tenants: Tenants, extensions: dict[str, Extension] | None = None) -> None:
        self._memory, self._decider, self._readers = memory, decider, readers
        self.tenant = tenants
        self.extensions: dict[str, Extension] = dict(extensions or {})
        self.closing = asyncio.Event()

    async def _extension(self, name: str, method: str, request: Any,
                         context: grpc.aio.ServicerContext) -> Any:
        ext = self.extensions.get(name)
        if ext is None:
            raise NotEnabled(f"{method}: the {name} component is not enabled in this sidecar")
        return await ext.handle(method, self.tenant(context), request)

    @_unary
    async def Feedback(self, request: pb.FeedbackRequest, context: grpc.aio.ServicerContext
                       ) -> pb.FeedbackResponse:
        return await self._extension("review", "Feedback", request, context)

    @_unary
    async def RecordOutcome(self, request: pb.RecordOutcomeRequest,
                            context: grpc.aio.ServicerContext) -> pb.RecordOutcomeResponse:
        return await self._extension("lessons", "RecordOutcome", request, context)

    @_unary
    async def SelectMemories(self, request: pb.SelectMemoriesRequest,
                             context: grpc.aio.ServicerContext) -> pb.SelectMemoriesResponse:
        return await self._extension("selection", "SelectMemories", request, context)

    async def Write(self, request_iterator: AsyncIterator[pb.WriteRequest],
                    context: grpc.aio.ServicerContext) -> AsyncIterator[pb.WriteAck]:
        try:
            tenant = self.tenant(context)
        except Unauthenticated as exc:
            await context.abort(grpc.StatusCode.UNAUTHENTICATED, str(exc))
        requests = request_iterator.__aiter__()
        while True:
            req = await self._next_or_closing(requests)
            if req is None:
                return  # end of stream, or shutting down: what was read has been acked
            yield await self._write_batch(tenant, req)

    async def _next_or_closing(self, requests: AsyncIterator[pb.WriteRequest]
                               ) -> pb.WriteRequest | None:
        """The next batch, or None once the stream ends or the sidecar begins to stop.

        Agents keep their Write stream open; ending it on shutdown (their clients
        reconnect and resend what was not acked) lets the process stop at once
        instead of waiting out the grace period."""
        nxt = asyncio.ensure_future(requests.__anext__())
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
        except (MageError, _wire.WireError) as exc:
            ids = ", ".join(e.id for e in list(req.entries)[:5])
            log.info("batch_rejected", batch_id=req.batch_id, error=str(exc), ids=ids)
            ack = t.WriteAck(req.batch_id, self._memory.durable_seq, (),
                             status_for(exc).value[0], str(exc),
                             getattr(exc, "retry_after_ms", 0))
        return _wire.ack_to_pb(ack)

    @_unary
    async def Check(self, request: pb.CheckRequest, context: grpc.aio.ServicerContext
                    ) -> pb.Decision:
        if not request.HasField("action"):
            raise InvalidRequest("action: required")
        decision = await self._decider.check(
            self.tenant(context), request.session, _wire.action_from_pb(request.action),
            _wire.context_from_pb(request.context), tuple(request.memory_ids),
            request.deadline_ms)
        return _wire.decision_to_pb(decision)

    @_unary
    async def Repair(self, request: pb.RepairRequest, context: grpc.aio.ServicerContext
                     ) -> pb.RepairResponse:
        seq, affected = await self._memory.repair(self.tenant(context),
                                                  _wire.repair_from_pb(request))
        return pb.RepairResponse(seq=seq, affected=affected)

    @_unary
    async def ListDecisions(self, request: pb.ListDecisionsRequest,
                            context: grpc.aio.ServicerContext) -> pb.ListDecisionsResponse:
        verdict = _wire.verdict_filter_from_pb(request.verdict)
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

    @_unary
    async def GetDecision(self, request: pb.GetDecisionRequest,
                          context: grpc.aio.ServicerContext) -> pb.DecisionDetail:
        rec, memories = await asyncio.to_thread(
            review.get_decision, self._readers.get(), self.tenant(context), request.decision_id)
        out = pb.DecisionDetail(record_json=rec.canonical())
        for row, patches in memories:
            out.memories.add(entry=_entry_pb(row), seq=row.seq,
                             patches_json=[review.patch_json(p) for p in patches])
        return out

    @_unary
    async def VerifyAudit(self, request: pb.VerifyAuditRequest,
                          context: grpc.aio.ServicerContext) -> pb.VerifyAuditResponse:
        report = await asyncio.to_thread(review.verify, self._readers.get(),
                                         self.tenant(context))
        return pb.VerifyAuditResponse(ok=report.ok, records=report.records,
                                      first_bad_decision_id=report.first_bad_decision_id,
                                      detail=report.detail)


def _entry_pb(row: store.EntryRow) -> pb.MemoryEntry:
    entry = t.MemoryEntry(
        id=row.id, content=row.content, source=t.Source(row.source), confidence=row.confidence,
        kind=t.Kind(row.kind), session=row.session, tool=row.tool, depends_on=row.depends_on,
        claims=tuple(t.Claim(*c) for c in row.claims), tags=row.tags, created_ms=row.created_ms)
    return _wire.entry_to_pb(entry)
