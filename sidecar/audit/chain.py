"""The audit chain: each record's hash covers the hash of the record before it.

One chain per tenant starts at `GENESIS_HASH`; its head (records, last hash) is
kept by the writer as it commits and stored with the records, so a walk from
the genesis value finds an edited, removed, reordered or cut-off record at the
point where it stops fitting.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # the store imports this module for the genesis value
    from mage.sidecar.store.db import AuditRow

GENESIS_HASH = "0" * 64
# The decision columns listings filter and show, copied from the record as it is written;
# verify checks each against the record.
INDEXED = ("tenant", "session", "time_ms", "action_type", "tool", "verdict")


def chain_hash(prev_hash: str, record: str) -> str:
    """The audit chain link: each record's hash covers the previous hash."""
    return hashlib.sha256(f"{prev_hash}\n{record}".encode()).hexdigest()


class Heads:
    """Each tenant's chain head, (records, last hash), as committed.

    A commit group that fails leaves the heads where they were: `kept_if_committed`
    puts them back when its block raises.
    """

    def __init__(self, heads: dict[str, tuple[int, str]]) -> None:
        self._heads = dict(heads)

    def link(self, tenant: str, record: str) -> tuple[str, str]:
        """(previous hash, hash) of `record` chained next for `tenant`; call `advance` once
        it is stored."""
        prev = self._heads.get(tenant, (0, GENESIS_HASH))[1]
        return prev, chain_hash(prev, record)

    def head(self, tenant: str) -> tuple[int, str]:
        """`tenant`'s (records, last hash), as advanced so far."""
        return self._heads.get(tenant, (0, GENESIS_HASH))

    def advance(self, tenant: str, hash_: str, records: int = 1) -> None:
        """Move `tenant`'s head `records` records on, to `hash_`."""
        before = self._heads.get(tenant, (0, GENESIS_HASH))[0]
        self._heads[tenant] = (before + records, hash_)

    @contextlib.contextmanager
    def kept_if_committed(self) -> Iterator[None]:
        """Undo every `advance` made inside the block if the block raises."""
        saved = dict(self._heads)
        try:
            yield
        except BaseException:
            self._heads = saved
            raise


@dataclass(frozen=True, slots=True)
class ChainReport:
    """The result of a full walk: intact, or where it broke and why."""

    ok: bool
    records: int
    first_bad_decision_id: str = ""
    detail: str = ""
    head: str = GENESIS_HASH


@dataclass(frozen=True, slots=True)
class Walked:
    """How far a walk over some rows got: the records that fit, and the first that did not."""

    records: int
    last_hash: str
    last_pos: int
    bad: AuditRow | None = None
    detail: str = ""


def walk(rows: Iterable[AuditRow], records: int = 0, prev: str = GENESIS_HASH,
         last_pos: int = 0) -> Walked:
    """Follow the chain over `rows`, from `records` records ending at `prev`; stop at the
    first record that does not fit."""
    for row in rows:
        records += 1
        problem = link_problem(row, prev, records)
        if problem:
            return Walked(records, prev, row.pos, row, problem)
        prev, last_pos = row.hash, row.pos
    return Walked(records, prev, last_pos)


def link_problem(row: AuditRow, prev: str, count: int) -> str:
    """Why the `count`th record does not follow `prev` ("" when it does)."""
    if row.prev_hash != prev:
        return (f"record {count} does not follow the one before it (a record was removed or "
                "reordered)")
    if chain_hash(prev, row.record) != row.hash:
        return f"record {count} was modified after it was written"
    try:
        plain = json.loads(row.record)
    except ValueError:
        return f"record {count} is not JSON"
    if not isinstance(plain, dict) or plain.get("decision_id") != row.decision_id:
        return f"record {count} carries another decision's id"
    problem = column_problem(row, plain)
    return f"record {count}: {problem}" if problem else ""


def indexed(plain: dict[str, Any]) -> tuple[Any, ...]:
    """The values the INDEXED columns copy from a record, in order."""
    action = plain.get("action")
    action = action if isinstance(action, dict) else {}
    return (plain.get("tenant"), plain.get("session"), plain.get("time_ms"),
            action.get("type"), action.get("tool"), plain.get("verdict"))


def column_problem(row: AuditRow, plain: dict[str, Any]) -> str:
    """Which indexed column (listings filter and show them) disagrees with the record."""
    if row.indexed is None:
        return ""
    for column, stored, recorded in zip(INDEXED, row.indexed, indexed(plain), strict=True):
        if stored != recorded:
            return f"the {column} column says {stored!r} but the record says {recorded!r}"
    return ""


def end_problem(records: int, last_hash: str, head: tuple[int, str]) -> str:
    """Why a walk that ended at (`records`, `last_hash`) is not at the recorded head."""
    if (records, last_hash) == head:
        return ""
    return (f"the chain ends at record {records} but the head says {head[0]}: records were "
            "removed from the end")


def verify(rows: Iterable[AuditRow], head: tuple[int, str]) -> ChainReport:
    """Recompute the chain; the first record that does not fit is named."""
    w = walk(rows)
    if w.bad is not None:
        return ChainReport(False, w.records, w.bad.decision_id, w.detail)
    problem = end_problem(w.records, w.last_hash, head)
    if problem:
        return ChainReport(False, w.records, "", problem)
    return ChainReport(True, w.records, head=w.last_hash)
