"""The client's configuration, read once from the constructor's arguments.

The sync and async clients take the same arguments and must mean the same
thing by them, so both build their settings here.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import grpc
from mage.client import _fallback
from mage.client._batching import WriterOptions
from mage.client._transport import Connection, resolve_target
from mage.client.types import Action, ActionType, Decision, Verdict

log = logging.getLogger("mage.client")

# A check sent with deadline_ms gets this much longer on the client's clock, so the
# sidecar's own deadline policy answers rather than the client's fallback.
_DEADLINE_GRACE_S = 0.25


@dataclass(frozen=True, slots=True)
class Settings:
    """Everything a client needs besides its channel."""

    connection: Connection
    """Where the sidecar is and how to authenticate."""
    fallback: Mapping[ActionType, Verdict]
    """The verdict a check returns, per action type, when the sidecar is unreachable."""
    check_timeout_s: float
    """How long a check without deadline_ms waits before falling back."""
    timeout_s: float
    """How long the other calls wait before raising SidecarUnavailable."""
    writer: WriterOptions
    """Batching and reconnect behaviour of the buffered writers."""

    def check_timeout(self, deadline_ms: int, timeout: float | None) -> float:
        """The client-side deadline for one check."""
        if timeout is not None:
            return timeout
        if deadline_ms:
            return deadline_ms / 1000 + _DEADLINE_GRACE_S
        return self.check_timeout_s

    def fallback_decision(self, action: Action, reason: str) -> Decision:
        """The local decision for an action the sidecar could not be asked about."""
        decision = _fallback.local_decision(action.type, self.fallback[action.type], reason)
        log.warning("mage check fell back (%s): %s", decision.decision_id, decision.message)
        return decision


def build_settings(
    target: str | None,
    token: str | None,
    credentials: grpc.ChannelCredentials | None,
    on_unavailable: Mapping[ActionType, str | Verdict] | None,
    check_timeout: float,
    timeout: float,
    writer_options: WriterOptions | None,
    channel_options: tuple[tuple[str, Any], ...],
) -> Settings:
    """Validate the constructor's arguments; errors name the argument."""
    if check_timeout <= 0 or timeout <= 0:
        raise ValueError("check_timeout and timeout: must be positive seconds")
    return Settings(
        connection=Connection(resolve_target(target), token, credentials, channel_options),
        fallback=_fallback.fallback_policy(on_unavailable),
        check_timeout_s=check_timeout,
        timeout_s=timeout,
        writer=writer_options or WriterOptions(),
    )
