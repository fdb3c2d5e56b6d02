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
    digest = _digest(row, row.confidence)
    if digest != row.digest and float(row.confidence).is_integer():
        # Written with an integral confidence: the write path saw 1, the column reads 1.0.
        alt = _digest(row, int(row.confidence))
        return alt if alt == row.digest else digest
    return digest


def _digest(row: EntryRow, confidence: float) -> str:
    body = json.dumps([row.content, row.kind, row.source, row.tool, confidence,
                       list(row.depends_on), [list(c) for c in row.claims], list(row.tags)],
                      separators=(",", ":"))
    return hashlib.sha256(body.encode()).hexdigest()


def _text(value: str) -> str:
    # Length-prefixed, so no choice of characters in one field can pass for another field.
    return f"{len(value)}:{value}"


def link_text(row: EntryRow | PatchRow) -> str:
    """What a memory log row's link hashes besides the link before it (built by hand, not
    as JSON: the writer computes one per entry it commits)."""
    if isinstance(row, EntryRow):
        return (f"entry\n{_text(row.tenant)}\n{_text(row.session)}\n{_text(row.id)}\n"
                f"{row.seq}\n{row.created_ms}\n{row.digest}\n{row.facts}")
    return (f"patch\n{_text(row.tenant)}\n{_text(row.session)}\n{_text(row.entry_id)}\n"
            f"{row.seq}\n{_text(row.op)}\n{float(row.value)!r}\n{_text(row.target_id)}\n"
            f"{_text(row.reason)}\n{_text(row.decision_id)}\n{row.created_ms}")


def link(prev: str, row: EntryRow | PatchRow) -> str:
    """The link of `row` chained after `prev`."""
    return chain_hash(prev, link_text(row))


def links(prev: str, rows: Iterable[EntryRow | PatchRow]) -> list[str]:
    """The links of consecutive rows of one tenant, the first chained after `prev`."""
    out = []
    for row in rows:
        prev = chain_hash(prev, link_text(row))
        out.append(prev)
    return out


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
