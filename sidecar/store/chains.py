"""The SQL of the chains: heads, the memory log in chain order, links for one-row checks.

The audit chain's rows and head are written by `db.insert_decision`, the memory log's
links by `db.insert_entries` / `db.insert_patch` with `advance_memory_head`; this
module reads them back for verification and anchoring.
"""

from __future__ import annotations

from collections.abc import Iterator

import apsw

from mage.sidecar.audit.chain import GENESIS_HASH
from mage.sidecar.store.db import EntryRow, PatchRow, entry_row, patch_row, scalar


def memory_heads(conn: apsw.Connection) -> dict[str, tuple[int, str]]:
    """Each tenant's memory log chain: how many rows it links and the last link."""
    return {str(r[0]): (int(r[1]), str(r[2]))
            for r in conn.execute("SELECT tenant, records, hash FROM memory_head")}


def memory_head(conn: apsw.Connection, tenant: str) -> tuple[int, str]:
    row = conn.execute("SELECT records, hash FROM memory_head WHERE tenant = ?",
                       (tenant,)).fetchone()
    return (0, GENESIS_HASH) if row is None else (int(row[0]), str(row[1]))


MEMORY_CHAIN_VERSION = 5  # the schema version that chains the memory log


def memory_chain_since(conn: apsw.Connection) -> int | None:
    """The last sequence number written before the memory log was chained; None when the
    database is older still (a reader's copy no sidecar has opened since)."""
    if scalar(conn, "PRAGMA user_version") < MEMORY_CHAIN_VERSION:
        return None
    row = conn.execute("SELECT since_seq FROM memory_chain").fetchone()
    return 0 if row is None else int(row[0])


def tenants(conn: apsw.Connection) -> list[str]:
    """Every tenant with a chain head, a decision, an entry or a patch (a head row removed
    does not hide its tenant's rows)."""
    tables = ["audit_head", "decisions", "entries", "patches"]
    if memory_chain_since(conn) is not None:
        tables.append("memory_head")
    sql = " UNION ".join(f"SELECT DISTINCT tenant FROM {t}" for t in tables) + " ORDER BY 1"
    return [str(r[0]) for r in conn.execute(sql)]


def advance_memory_head(conn: apsw.Connection, tenant: str, added: int, hash_: str) -> None:
    conn.execute(
        "INSERT INTO memory_head VALUES (?, ?, ?) ON CONFLICT (tenant) DO UPDATE"
        " SET records = records + excluded.records, hash = excluded.hash",
        (tenant, added, hash_),
    )


def audit_hash_at(conn: apsw.Connection, tenant: str, records: int) -> str | None:
    """The hash of a tenant's `records`th audit record (None: the chain is shorter)."""
    row = conn.execute("SELECT hash FROM decisions WHERE tenant = ? ORDER BY pos"
                       " LIMIT 1 OFFSET ?", (tenant, records - 1)).fetchone()
    return None if row is None else str(row[0])


def memory_log(conn: apsw.Connection, tenant: str, chained: bool = True
               ) -> Iterator[EntryRow | PatchRow]:
    """One tenant's entries and patches in sequence order (`chained`: with their links)."""
    link = "chain" if chained else "''"
    entries = conn.execute("SELECT seq, tenant, session, id, content, kind, source, tool,"
                           " confidence, depends_on, claims, tags, created_ms, digest, facts,"
                           f" {link} FROM entries WHERE tenant = ? ORDER BY seq", (tenant,))
    patches = conn.execute("SELECT seq, tenant, session, entry_id, op, value, target_id, reason,"
                           f" decision_id, created_ms, {link} FROM patches WHERE tenant = ?"
                           " ORDER BY seq", (tenant,)).fetchall()
    waiting = iter(patch_row(p) for p in patches)
    patch = next(waiting, None)
    for r in entries:
        row = entry_row(r)
        while patch is not None and patch.seq < row.seq:
            yield patch
            patch = next(waiting, None)
        yield row
    while patch is not None:
        yield patch
        patch = next(waiting, None)


def memory_link_before(conn: apsw.Connection, tenant: str, seq: int, since_seq: int) -> str:
    """The link of the tenant's last chained memory log row before `seq` ('' if none)."""
    best = (since_seq, "")
    for table in ("entries", "patches"):
        row = conn.execute(f"SELECT seq, chain FROM {table} WHERE tenant = ? AND seq < ?"
                           " AND seq > ? ORDER BY seq DESC LIMIT 1",
                           (tenant, seq, since_seq)).fetchone()
        if row is not None and int(row[0]) > best[0]:
            best = (int(row[0]), str(row[1]))
    return best[1]


def memory_chained_at(conn: apsw.Connection, tenant: str, since_seq: int, records: int
                      ) -> str | None:
    """The link of a tenant's `records`th chained memory log row (None: fewer rows)."""
    row = conn.execute(
        "SELECT chain FROM (SELECT seq, chain FROM entries WHERE tenant = ?1 AND seq > ?2"
        " UNION ALL SELECT seq, chain FROM patches WHERE tenant = ?1 AND seq > ?2)"
        " ORDER BY seq LIMIT 1 OFFSET ?3", (tenant, since_seq, records - 1)).fetchone()
    return None if row is None else str(row[0])
