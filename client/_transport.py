"""The client's protocol edge: channels, call metadata, error mapping, request and answer forms.

Only this module (and `_wire`, which it delegates to) touches the generated
`mage_pb2` code; the sync and async clients pass typed objects in and get
typed objects back, so they share everything except the act of calling.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import grpc
import grpc.aio

from mage.client.errors import MageError, RequestFailed, SidecarUnavailable
from mage.contract import types as t
from mage.contract import wire as _wire
from mage.v1 import mage_pb2 as pb
from mage.v1 import mage_pb2_grpc as pb_grpc

DEFAULT_TARGET = "unix:///tmp/mage.sock"
TARGET_ENV = "MAGE_TARGET"

# The sidecar is local, so a restart takes seconds; grpc's defaults (1 s growing to
# 120 s) would leave a client failing fast long after the sidecar is back.
_CHANNEL_OPTIONS: tuple[tuple[str, Any], ...] = (
    ("grpc.initial_reconnect_backoff_ms", 200),
    ("grpc.min_reconnect_backoff_ms", 200),
    ("grpc.max_reconnect_backoff_ms", 5000),
)

# The codes that mean "no answer from the sidecar", as opposed to "the sidecar said no".
_UNREACHABLE = frozenset({grpc.StatusCode.UNAVAILABLE, grpc.StatusCode.DEADLINE_EXCEEDED})


def resolve_target(target: str | None) -> str:
    """The gRPC target: the argument, else $MAGE_TARGET, else the default unix socket.

    A bare absolute path is taken as a unix socket path.
    """
    chosen = target or os.environ.get(TARGET_ENV) or DEFAULT_TARGET
    return f"unix://{chosen}" if chosen.startswith("/") else chosen


@dataclass(frozen=True, slots=True)
class Connection:
    """Where the sidecar is and how to authenticate to it."""

    target: str
    """A gRPC target: `unix:///path/to.sock` or `host:port`."""
    token: str | None = None
    """Sent as `authorization: Bearer <token>` on every call when set."""
    credentials: grpc.ChannelCredentials | None = None
    """TLS channel credentials (`grpc.ssl_channel_credentials(...)`); plaintext when None."""
    options: tuple[tuple[str, Any], ...] = ()
    """Extra gRPC channel options; they override the client's defaults."""

    @property
    def metadata(self) -> tuple[tuple[str, str], ...]:
        return (("authorization", f"Bearer {self.token}"),) if self.token else ()

    def sync_channel(self) -> grpc.Channel:
        opts = _CHANNEL_OPTIONS + self.options
        if self.credentials is not None:
            return grpc.secure_channel(self.target, self.credentials, options=opts)
        return grpc.insecure_channel(self.target, options=opts)

    def aio_channel(self) -> grpc.aio.Channel:
        opts = _CHANNEL_OPTIONS + self.options
        if self.credentials is not None:
            return grpc.aio.secure_channel(self.target, self.credentials, options=opts)
        return grpc.aio.insecure_channel(self.target, options=opts)


def stub(channel: grpc.Channel | grpc.aio.Channel) -> pb_grpc.MageStub:
    return pb_grpc.MageStub(channel)


# --- errors -----------------------------------------------------------------


def is_unreachable(err: grpc.RpcError) -> bool:
    """True when the call got no answer (sidecar down, or too slow for the deadline)."""
    return _code(err) in _UNREACHABLE


def describe(err: grpc.RpcError) -> str:
    code = _code(err)
    details = err.details() if hasattr(err, "details") else str(err)  # type: ignore[attr-defined]
    return f"{code.name if code else 'UNKNOWN'}: {details}"


def to_error(err: grpc.RpcError, what: str) -> MageError:
    """The one place where gRPC status codes become the client's errors."""
    if is_unreachable(err):
        return SidecarUnavailable(f"{what}: sidecar unreachable ({describe(err)})")
    code = _code(err)
    details = err.details() if hasattr(err, "details") else str(err)  # type: ignore[attr-defined]
    return RequestFailed(code.name if code else "UNKNOWN", f"{what}: {details}")


def _code(err: grpc.RpcError) -> grpc.StatusCode | None:
    return err.code() if hasattr(err, "code") else None  # type: ignore[attr-defined,no-any-return]


# --- unary calls: request builders and answer readers -------------------------


@dataclass(frozen=True, slots=True)
class Unary:
    """One unary RPC: the stub attribute to call and how to read its answer."""

    method: str
    request: Any
    read: Callable[[Any], Any]


def check(
    session: str,
    action: t.Action,
    context: t.Context | None,
    memory_ids: Sequence[str],
    deadline_ms: int,
) -> Unary:
    req = _wire.check_to_pb(session, action, context or t.Context(), tuple(memory_ids), deadline_ms)
    return Unary("Check", req, _wire.decision_from_pb)


def repair(r: t.Repair) -> Unary:
    return Unary("Repair", _wire.repair_to_pb(r), lambda m: (m.seq, tuple(m.affected)))


def list_decisions(
    session: str,
    verdict: t.Verdict | None,
    since_ms: int,
    until_ms: int,
    page_size: int,
    page_token: str,
) -> Unary:
    req = _wire.list_request_to_pb(session, verdict, since_ms, until_ms, page_size, page_token)
    return Unary("ListDecisions", req, _read_page)


def get_decision(decision_id: str) -> Unary:
    return Unary("GetDecision", pb.GetDecisionRequest(decision_id=decision_id), _read_detail)


def verify_audit() -> Unary:
    return Unary("VerifyAudit", pb.VerifyAuditRequest(), _wire.audit_verification_from_pb)


def _read_page(m: pb.ListDecisionsResponse) -> tuple[list[t.DecisionSummary], str]:
    return [_wire.summary_from_pb(s) for s in m.decisions], m.next_page_token


def _read_detail(m: pb.DecisionDetail) -> dict[str, Any]:
    memories = [
        {
            "entry": _wire.entry_from_pb(s.entry, f"memories[{i}].entry"),
            "seq": s.seq,
            "patches": [json.loads(p) for p in s.patches_json],
        }
        for i, s in enumerate(m.memories)
    ]
    return {"record": json.loads(m.record_json) if m.record_json else {}, "memories": memories}


# --- the write stream ----------------------------------------------------------


def write_request(batch_id: int, entries: Sequence[t.MemoryEntry]) -> pb.WriteRequest:
    return _wire.write_request_to_pb(batch_id, entries)


def read_ack(m: pb.WriteAck) -> t.WriteAck:
    return _wire.ack_from_pb(m)
