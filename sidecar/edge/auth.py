"""Who is calling: the bearer token of a call's metadata names its tenant."""

from __future__ import annotations

import hashlib
from collections.abc import Iterable
from typing import Protocol

from mage.sidecar.config import Config
from mage.sidecar.errors import Unauthenticated

__all__ = ["CallMetadata", "Tenants"]


class CallMetadata(Protocol):
    """What a call's context (`grpc.aio.ServicerContext`) tells of its caller."""

    def invocation_metadata(self) -> Iterable[tuple[str, str | bytes]] | None:
        """The call's metadata, key-value pairs."""
        ...


class Tenants:
    """Bearer token -> tenant. Tokens are compared by their sha256, never kept in clear."""

    def __init__(self, config: Config) -> None:
        """Read the token digests; with none configured every call is the default tenant."""
        self._by_digest = dict(config.auth.tokens)
        self._default = config.server.tenant

    def __call__(self, context: CallMetadata) -> str:
        """The calling tenant.

        Raises:
            Unauthenticated: Tokens are configured and the call's is missing or unknown.
        """
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
