"""The memory log's chain: each tenant's entries and patches, linked in sequence order.

An entry's `digest` (computed when it was written, over its content and what it
says of itself: kind, source, tool, confidence, depends_on, claims, tags) is
checked against its columns; its link covers the digest and its provenance (tenant,
session, id, seq, time, the detectors' findings), and the link before it. Rows
written before the chain existed (up to the database's `since_seq`) are checked
against their digest only and reported as unchained.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable
from dataclasses import dataclass

from mage.sidecar.audit.chain import GENESIS_HASH, chain_hash
from mage.sidecar.store.db import EntryRow, PatchRow

UNCHAINED = "unchained (written before schema version 5)"
FAILS_DIGEST = "fails its digest"


def entry_digest(row: EntryRow) -> str:
    """The digest an entry was written with, recomputed from its columns (the write path's
    idempotency digest: everything the agent sent but the id, session and timestamp)."""
    body = json.dumps([row.content, row.kind, row.source, row.tool, row.confidence,
                       list(row.depends_on), [list(c) for c in row.claims], list(row.tags)],
                      separators=(",", ":"))
    return hashlib.sha256(body.encode()).hexdigest()


def link_text(row: EntryRow | PatchRow) -> str:
    """What a memory log row's link hashes besides the link before it."""
    if isinstance(row, EntryRow):
        fields: list[object] = ["entry", row.tenant, row.session, row.id, row.seq,
                                row.created_ms, row.digest, row.facts]
    else:
        fields = ["patch", row.tenant, row.session, row.entry_id, row.seq, row.op, row.value,
                  row.target_id, row.reason, row.decision_id, row.created_ms]
    return json.dumps(fields, separators=(",", ":"), ensure_ascii=False)


def link(prev: str, row: EntryRow | PatchRow) -> str:
    """The link of `row` chained after `prev`."""
    return chain_hash(prev, link_text(row))


def name(row: EntryRow | PatchRow) -> str:
    """How a report names a memory log row."""
    if isinstance(row, EntryRow):
        return f"entry {row.id!r} (session {row.session!r}, seq {row.seq})"
    return f"patch of {row.entry_id!r} (session {row.session!r}, seq {row.seq})"


def content_problem(row: EntryRow | PatchRow) -> str:
    """Why an entry's columns are not what it was written with ("" when they are)."""
    if isinstance(row, EntryRow) and entry_digest(row) != row.digest:
        return (f"{name(row)} {FAILS_DIGEST}: its content or what it says of itself "
                "was edited after it was written")
    return ""


def row_problem(row: EntryRow | PatchRow, prev: str, since_seq: int) -> str:
    """Why one row does not fit its place after `prev` ("" when it does; an unchained row
    is checked against its digest only)."""
    problem = content_problem(row)
    if problem or row.seq <= since_seq:
        return problem
    if row.chain != link(prev, row):
        return (f"{name(row)} does not fit the memory log chain: it was edited, or a row "
                "before it was removed or reordered")
    return ""


@dataclass(frozen=True, slots=True)
class MemoryReport:
    """A walk of one tenant's memory log: intact, or the first row that does not fit."""

    ok: bool
    chained: int
    unchained: int
    head: str = GENESIS_HASH
    detail: str = ""


def verify(rows: Iterable[EntryRow | PatchRow], since_seq: int, head: tuple[int, str]
           ) -> MemoryReport:
    """Check every row's digest, and the chain from the first row after `since_seq`
    against the recorded head."""
    chained, unchained, prev = 0, 0, GENESIS_HASH
    for row in rows:
        problem = row_problem(row, prev, since_seq)
        if problem:
            return MemoryReport(False, chained, unchained, prev, problem)
        if row.seq <= since_seq:
            unchained += 1
        else:
            chained, prev = chained + 1, row.chain
    if (chained, prev) != head:
        why = ("rows were removed from the end" if chained < head[0] else
               "the head row does not match the rows (edited, or removed)")
        return MemoryReport(False, chained, unchained, prev,
                            f"the memory log chain ends at row {chained} but its head says "
                            f"{head[0]}: {why}")
    return MemoryReport(True, chained, unchained, prev)
