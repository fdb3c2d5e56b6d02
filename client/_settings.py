"""The client's configuration, and what a check answers when the sidecar cannot.

The sync and async clients take the same arguments and must mean the same
thing by them, so both build their settings here.

On an unreachable sidecar a guardrail that raises turns an outage into a
crash of every agent, and one that silently allows turns it into no
guardrail. So the client answers itself, by policy: destructive actions
halt, reads warn, internal reasoning proceeds, unless the caller says
otherwise, and the decision's "local-" id shows that no sidecar saw it.
"""

from __future__ import annotations

import dataclasses
import logging
import os
import time
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import grpc

from mage.client._batching import WriterOptions
from mage.client._transport import Connection, resolve_target
from mage.contract.types import Action, ActionType, Decision, RiskVector, TierResult, Verdict

log = logging.getLogger("mage.client")

LOCAL_PREFIX = "local-"

DEFAULT_ON_UNAVAILABLE: Mapping[ActionType, str] = {
    ActionType.TOOL_WRITE: "halt",
    ActionType.FINAL_OUTPUT: "halt",
    ActionType.TOOL_READ: "warn",
    ActionType.CUSTOM: "warn",
    ActionType.INTERNAL_REASONING: "proceed",
}

_VERDICTS = {"halt": Verdict.HALT, "warn": Verdict.WARN, "proceed": Verdict.PROCEED}

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
    monitor: bool = False
    """Monitor mode: checks are recorded as usual but never answered above WARN."""

    def check_timeout(self, deadline_ms: int, timeout: float | None) -> float:
        """The client-side deadline for one check."""
        if timeout is not None:
            return timeout
        if deadline_ms:
            return deadline_ms / 1000 + _DEADLINE_GRACE_S
        return self.check_timeout_s

    def fallback_decision(self, action: Action, reason: str) -> Decision:
        """The local decision for an action the sidecar could not be asked about."""
        decision = local_decision(action.type, self.fallback[action.type], reason)
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
    monitor: bool = False,
) -> Settings:
    """Validate the constructor's arguments; errors name the argument."""
    if check_timeout <= 0 or timeout <= 0:
        raise ValueError("check_timeout and timeout: must be positive seconds")
    return Settings(
        connection=Connection(resolve_target(target), token, credentials, channel_options),
        fallback=fallback_policy(on_unavailable),
        check_timeout_s=check_timeout,
        timeout_s=timeout,
        writer=writer_options or WriterOptions(),
        monitor=bool(monitor),
    )


# --- the fallback -----------------------------------------------------------------


def fallback_policy(
    overrides: Mapping[ActionType, str | Verdict] | None,
) -> dict[ActionType, Verdict]:
    """Merge the caller's choices over the defaults, validating each one.

    Raises:
        ValueError: A key is not an ActionType or a value is not halt/warn/proceed;
            the message names it.
    """
    merged = {k: _VERDICTS[v] for k, v in DEFAULT_ON_UNAVAILABLE.items()}
    for key, value in (overrides or {}).items():
        if not isinstance(key, ActionType):
            raise ValueError(f"on_unavailable: key {key!r} is not an ActionType")
        merged[key] = _verdict(key, value)
    return merged


def _verdict(key: ActionType, value: str | Verdict) -> Verdict:
    if isinstance(value, Verdict) and value in _VERDICTS.values():
        return value
    if isinstance(value, str) and value.lower() in _VERDICTS:
        return _VERDICTS[value.lower()]
    raise ValueError(
        f"on_unavailable[{key.name}]: {value!r} is not one of 'halt', 'warn', 'proceed'"
    )


def local_decision(action_type: ActionType, verdict: Verdict, reason: str) -> Decision:
    """The decision the client makes for itself when the sidecar did not answer."""
    message = (
        f"sidecar unreachable ({reason}); client fallback for "
        f"{action_type.value} applied: {verdict.name}"
    )
    return Decision(
        decision_id=local_id(),
        verdict=verdict,
        risk=RiskVector(),
        message=message,
        snapshot_seq=0,
        tiers=(TierResult("client_fallback", "ran", 0.0, reason),),
    )


def local_id() -> str:
    """A sortable id like the sidecar's: milliseconds, then randomness."""
    return f"{LOCAL_PREFIX}{time.time_ns() // 1_000_000:013x}{os.urandom(6).hex()}"


def is_local(decision: Decision) -> bool:
    """True for a decision the client made because the sidecar was unreachable."""
    return decision.decision_id.startswith(LOCAL_PREFIX)


# --- monitor mode ---------------------------------------------------------------


def monitored(decision: Decision) -> Decision:
    """A decision as a monitor-mode client hands it on: marked, never a verdict that stops.

    The sidecar already answers so when it was asked; this covers the local fallback
    and a sidecar too old to know the request, so that monitor mode never blocks.
    """
    if decision.monitor:
        return decision
    if decision.verdict <= Verdict.WARN:
        return dataclasses.replace(decision, monitor=True)
    message = f"monitor mode, not enforced: would have {decision.verdict.name}. {decision.message}"
    return dataclasses.replace(decision, verdict=Verdict.WARN, monitor=True, message=message)
