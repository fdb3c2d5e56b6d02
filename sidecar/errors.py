"""Domain errors. The servicer maps them to gRPC status codes in one place."""

from __future__ import annotations


class MageError(Exception):
    """Base of the sidecar's own errors."""


class InvalidWrite(MageError):
    """A memory entry or batch that cannot be stored as sent (INVALID_ARGUMENT)."""


class InvalidRequest(MageError):
    """A check, repair or query that is malformed (INVALID_ARGUMENT)."""


class NotFound(MageError):
    """The entry, session or decision does not exist (NOT_FOUND)."""


class Conflict(MageError):
    """The request contradicts stored state, e.g. an id re-sent with other content
    (FAILED_PRECONDITION when on its own, INVALID_ARGUMENT inside a batch)."""


class PolicyError(MageError):
    """A policy file that does not validate; the message names the field."""


class ConfigError(MageError):
    """A configuration value that does not validate; the message names the field."""


class AuditWriteFailed(MageError):
    """The audit record could not be committed."""


class Unauthenticated(MageError):
    """No token, or a token no tenant owns (UNAUTHENTICATED)."""


class Exhausted(MageError):
    """A limit or a full queue (RESOURCE_EXHAUSTED); the message says when to retry."""

    def __init__(self, message: str, retry_after_ms: int = 0) -> None:
        super().__init__(message)
        self.retry_after_ms = retry_after_ms


class NotEnabled(MageError):
    """The RPC's component is not part of this sidecar (UNIMPLEMENTED)."""
