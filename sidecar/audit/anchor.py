"""Anchors: a chain head kept outside the database, so a rollback past it shows.

Whoever can write the database can cut the newest records off a chain and move
its head row back to match; the chain then verifies. A head copied elsewhere
earlier (`mage audit head --json` to a file, `--expect-head` from a ticket, the
`audit_heads` line the sidecar logs) says how long the chain was and how it
ended then: a chain now shorter, or with another hash at that length, was
rolled back or rewritten.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from mage.sidecar.errors import InvalidRequest

_HEX = frozenset("0123456789abcdef")


@dataclass(frozen=True, slots=True)
class Head:
    """One tenant's heads at a moment: its audit chain and (when known) its memory log."""

    tenant: str
    records: int
    hash: str
    memory_records: int | None = None  # None: the anchor says nothing of the memory log
    memory_hash: str = ""

    def to_plain(self) -> dict[str, Any]:
        """The JSON form `mage audit head --json` prints and `load` reads back."""
        out: dict[str, Any] = {"tenant": self.tenant, "records": self.records,
                               "hash": self.hash}
        if self.memory_records is not None:
            out["memory_log"] = {"records": self.memory_records, "hash": self.memory_hash}
        return out


def parse_expected(text: str) -> Head:
    """TENANT:COUNT:HASH, as `--expect-head` takes it (the tenant may hold colons).

    Raises:
        InvalidRequest: Not in that form (the message says which part).
    """
    tenant, _, rest = text.rpartition(":")
    tenant, _, count = tenant.rpartition(":")
    if not tenant or not count.isdigit() or not _is_hash(rest):
        raise InvalidRequest(f"--expect-head: expected TENANT:COUNT:HASH (a count of records "
                             f"and a 64-hex-digit hash), got {text!r}")
    return Head(tenant, int(count), rest)


def load(path: str) -> list[Head]:
    """The heads in an anchor file: what `mage audit head --json` wrote, or a logged
    `audit_heads` line (the same `heads` list).

    Raises:
        InvalidRequest: Unreadable, or not an anchor (the message names the field).
    """
    try:
        plain = json.loads(Path(path).read_text())
    except (OSError, ValueError) as exc:
        raise InvalidRequest(f"--anchor {path}: {exc}") from None
    heads = plain.get("heads") if isinstance(plain, dict) else None
    if not isinstance(heads, list):
        raise InvalidRequest(f"--anchor {path}: expected an object with a list of heads "
                             "(what `mage audit head --json` writes)")
    return [_head(h, f"--anchor {path}: heads[{i}]") for i, h in enumerate(heads)]


def _head(h: Any, where: str) -> Head:
    if not isinstance(h, dict):
        raise InvalidRequest(f"{where}: expected an object")
    tenant, records, hash_ = h.get("tenant"), h.get("records"), h.get("hash")
    if not isinstance(tenant, str) or not isinstance(records, int) or not _is_hash(hash_):
        raise InvalidRequest(f"{where}: expected tenant, records and a 64-hex-digit hash")
    memory = h.get("memory_log")
    if memory is None:
        return Head(tenant, records, str(hash_))
    if (not isinstance(memory, dict) or not isinstance(memory.get("records"), int)
            or not _is_hash(memory.get("hash"))):
        raise InvalidRequest(f"{where}.memory_log: expected records and a 64-hex-digit hash")
    return Head(tenant, records, str(hash_), int(memory["records"]), str(memory["hash"]))


def _is_hash(value: Any) -> bool:
    return isinstance(value, str) and len(value) == 64 and set(value) <= _HEX


def behind(what: str, anchored: int, anchored_hash: str, now: int, hash_at: str | None) -> str:
    """Why a chain of `now` records, whose `anchored`th record hashes to `hash_at`, is not
    at or past the anchored head ("" when it is)."""
    if anchored == 0:
        return ""
    if now < anchored or hash_at is None:
        return (f"{what} has {now} records but the anchor says {anchored}: records were "
                "removed since the anchor was taken (rolled back)")
    if hash_at != anchored_hash:
        return (f"{what}'s record {anchored} hashes to {hash_at[:16]}... but the anchor says "
                f"{anchored_hash[:16]}...: records up to the anchor were rewritten")
    return ""
