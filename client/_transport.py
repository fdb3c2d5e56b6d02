"""The client's protocol edge: channels, call metadata, error mapping, the generated code.

Only this module touches the generated `mage_pb2` code: the few requests and
answers that `mage.contract.wire` has no function for are built and read
here, and `_core` describes every call in typed objects on top of both.
"""

from __future__ import annotations

import json
import os
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
    details = err.details() if hasattr(err, "details") else str(err)
    return f"{code.name if code else 'UNKNOWN'}: {details}"


def to_error(err: grpc.RpcError, what: str) -> MageError:
    """The one place where gRPC status codes become the client's errors."""
    if is_unreachable(err):
        return SidecarUnavailable(f"{what}: sidecar unreachable ({describe(err)})")
    code = _code(err)
    details = err.details() if hasattr(err, "details") else str(err)
    return RequestFailed(code.name if code else "UNKNOWN", f"{what}: {details}")


def _code(err: grpc.RpcError) -> grpc.StatusCode | None:
    return err.code() if hasattr(err, "code") else None


# --- what the wire mapping has no function for ---------------------------------


def get_decision_request(decision_id: str) -> pb.GetDecisionRequest:
    return pb.GetDecisionRequest(decision_id=decision_id)


def verify_audit_request() -> pb.VerifyAuditRequest:
    return pb.VerifyAuditRequest()


def read_repair(m: pb.RepairResponse) -> tuple[int, tuple[str, ...]]:
    return m.seq, tuple(m.affected)


def read_page(m: pb.ListDecisionsResponse) -> tuple[list[t.DecisionSummary], str]:
    return [_wire.summary_from_pb(s) for s in m.decisions], m.next_page_token


def read_detail(m: pb.DecisionDetail) -> dict[str, Any]:
    memories = [
        {
            "entry": _wire.entry_from_pb(s.entry, f"memories[{i}].entry"),
            "seq": s.seq,
            "patches": [json.loads(p) for p in s.patches_json],
        }
        for i, s in enumerate(m.memories)
    ]
    record = json.loads(m.record_json) if m.record_json else {}
    explanation = json.loads(m.explanation_json) if m.explanation_json else {}
    critical = explanation.get("critical", record.get("critical", []))
    return {"record": record, "memories": memories,
            "explanation": _wire.explanation_from_pb(m.explanation),
            "explanation_record": explanation, "critical": critical}


def explanation_pending(detail: dict[str, Any]) -> bool:
    """Whether a `read_detail` result still waits for the decision's explanation."""
    return bool(detail["explanation"] is t.Explanation.PENDING)
