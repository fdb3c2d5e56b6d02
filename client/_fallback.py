"""What a check answers when the sidecar cannot: a local decision, chosen per action type.

A guardrail that raises when its sidecar is down turns an outage into a crash
of every agent, and one that silently allows turns it into no guardrail. So
the client answers itself, by policy: destructive actions halt, reads warn,
internal reasoning proceeds, unless the caller says otherwise.
"""

from __future__ import annotations

import os
import time
from collections.abc import Mapping

from mage.client.types import ActionType, Decision, RiskVector, TierResult, Verdict

LOCAL_PREFIX = "local-"

DEFAULT_ON_UNAVAILABLE: Mapping[ActionType, str] = {
    ActionType.TOOL_WRITE: "halt",
    ActionType.FINAL_OUTPUT: "halt",
    ActionType.TOOL_READ: "warn",
    ActionType.CUSTOM: "warn",
    ActionType.INTERNAL_REASONING: "proceed",
}

_VERDICTS = {"halt": Verdict.HALT, "warn": Verdict.WARN, "proceed": Verdict.PROCEED}


def fallback_policy(
    overrides: Mapping[ActionType, str | Verdict] | None,
) -> dict[ActionType, Verdict]:
    """Merge the caller's choices over the defaults, validating each one.

    Raises:
        ValueError: A key is not an ActionType or a value is not halt/warn/proceed;
            the message names it.
    """
    merged: dict[ActionType, Verdict] = {k: _VERDICTS[v] for k, v in DEFAULT_ON_UNAVAILABLE.items()}
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
    """The decision the client makes for itself when the sidecar did not answer.

    Its id starts with "local-" so logs show at a glance that no sidecar saw it.
    """
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
