"""Domain errors to gRPC status codes and messages: the one place the mapping is made.

Components raise the errors of `mage.sidecar.errors` (and the wire mapping its
`WireError`) with a message a person can act on; the caller gets that message
as the status details. Anything else is a fault of ours: it is logged with its
traceback and answered INTERNAL.
"""

from __future__ import annotations

import functools
from collections.abc import Awaitable, Callable
from typing import TypeVar

import grpc
import structlog

from mage.contract.wire import Undecodable, WireError
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

__all__ = ["DOMAIN_ERRORS", "ack_error", "rpc", "status_for", "status_of"]

log = structlog.get_logger("mage.service")

DOMAIN_ERRORS: tuple[type[Exception], ...] = (MageError, WireError)

_CODES: dict[type[Exception], grpc.StatusCode] = {
    WireError: grpc.StatusCode.INVALID_ARGUMENT,
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

S = TypeVar("S")
Req = TypeVar("Req")
Resp = TypeVar("Resp")
Handler = Callable[[S, Req, grpc.aio.ServicerContext], Awaitable[Resp]]


def status_for(exc: Exception) -> grpc.StatusCode:
    """The status code of an error: its nearest mapped class, INTERNAL if none is."""
    for cls in type(exc).__mro__:
        if cls in _CODES:
            return _CODES[cls]
    return grpc.StatusCode.INTERNAL


def status_of(exc: Exception) -> tuple[grpc.StatusCode, str]:
    """The status code and details an RPC that raised `exc` is answered with."""
    if isinstance(exc, DOMAIN_ERRORS):
        return status_for(exc), str(exc)
    return grpc.StatusCode.INTERNAL, f"internal error: {exc}"


def ack_error(exc: Exception) -> tuple[int, str, int]:
    """A rejected Write batch's error fields: status code number, message, retry after (ms).

    Write answers a bad batch in its ack rather than ending the stream, so the code
    travels as a number beside the message.
    """
    return status_for(exc).value[0], str(exc), getattr(exc, "retry_after_ms", 0)


def rpc(fn: Handler[S, Req, Resp]) -> Handler[S, Req, Resp]:
    """Wrap a unary RPC so that every error it raises ends the call with its mapped status."""

    @functools.wraps(fn)
    async def wrapper(self: S, request: Req, context: grpc.aio.ServicerContext) -> Resp:
        try:
            if isinstance(request, Undecodable):
                raise WireError(request.message)
            return await fn(self, request, context)
        except grpc.aio.AbortError:
            raise
        except Exception as exc:
            if not isinstance(exc, DOMAIN_ERRORS):
                log.exception("rpc_failed", rpc=fn.__name__)
            await context.abort(*status_of(exc))
            raise  # not reached: abort raises AbortError to end the call

    return wrapper
