"""The SQL of explanation records: chained after the decisions they explain.

Explanations share each tenant's audit chain with the decisions but live in a
table of their own, so that listings, statistics and the review index, which
read `decisions`, see decisions only. An explanation row keeps `after_pos`,
the position of the tenant's last decision when it was chained; the chain's
order is decisions by position, each followed by the explanations chained
after it (`audit_chain`).

`explanations_pending` holds the decisions answered before their explanation
was recorded: a row is added in the transaction that commits the decision and
removed in the one that commits its explanation, so what a crash left pending
is found at start without reading the log.
"""

from __future__ import annotations

import heapq
from collections.abc import Iterator
from typing import Any

import apsw

from mage.sidecar.store import chains
from mage.sidecar.store import db as store

COMPONENT = "explanations"

MIGRATIONS: tuple[str, ...] = (
    """
    CREATE TABLE explanations (
        pos INTEGER PRIMARY KEY,
        after_pos INTEGER NOT NULL,
        decision_id TEXT NOT NULL UNIQUE,
        tenant TEXT NOT NULL,
        record TEXT NOT NULL,
        prev_hash TEXT NOT NULL,
        hash TEXT NOT NULL
    );
    CREATE INDEX explanations_chain ON explanations (tenant, after_pos, pos);
    CREATE TABLE explanations_pending (
        decision_id TEXT PRIMARY KEY,
        tenant TEXT NOT NULL,
        session TEXT NOT NULL
    ) WITHOUT ROWID;
    """,
)


def migrate(conn: apsw.Connection) -> None:
    """Add the explanation tables to the database (idempotent)."""
    store.migrate_component(conn, COMPONENT, MIGRATIONS)


def installed(conn: apsw.Connection) -> bool:
    """Whether this database has the explanation tables (older ones do not)."""
    return conn.execute("SELECT 1 FROM sqlite_master WHERE type = 'table'"
                        " AND name = 'explanations'").fetchone() is not None


# --- writes (the writer thread, inside its transaction) ---------------------


def mark_pending(conn: apsw.Connection, tenant: str, session: str, decision_id: str) -> None:
    """Note a decision whose explanation is still to be recorded."""
    conn.execute("INSERT OR IGNORE INTO explanations_pending VALUES (?, ?, ?)",
                 (decision_id, tenant, session))


def insert(conn: apsw.Connection, tenant: str, decision_id: str, record: str, prev_hash: str,
           hash_: str) -> None:
    """Chain one explanation after the tenant's last decision and move the head on."""
    conn.execute("INSERT INTO explanations (after_pos, decision_id, tenant, record, prev_hash,"
                 " hash) VALUES ((SELECT coalesce(max(pos), 0) FROM decisions WHERE"
                 " tenant = ?1), ?2, ?1, ?3, ?4, ?5)",
                 (tenant, decision_id, record, prev_hash, hash_))
    conn.execute("INSERT INTO audit_head VALUES (?, 1, ?) ON CONFLICT (tenant) DO UPDATE"
                 " SET records = records + 1, hash = excluded.hash", (tenant, hash_))
    conn.execute("DELETE FROM explanations_pending WHERE decision_id = ?", (decision_id,))


# --- reads -------------------------------------------------------------------


def get(conn: apsw.Connection, tenant: str, decision_id: str) -> str | None:
    """The stored explanation record of one decision, if any."""
    if not installed(conn):
        return None
    row = conn.execute("SELECT record FROM explanations WHERE tenant = ? AND decision_id = ?",
                       (tenant, decision_id)).fetchone()
    return None if row is None else str(row[0])


def is_pending(conn: apsw.Connection, tenant: str, decision_id: str) -> bool:
    """Whether the decision was answered and its explanation is not recorded yet."""
    if not installed(conn):
        return False
    return conn.execute("SELECT 1 FROM explanations_pending WHERE tenant = ? AND"
                        " decision_id = ?", (tenant, decision_id)).fetchone() is not None


def pending(conn: apsw.Connection) -> list[tuple[str, str, str]]:
    """(tenant, session, decision id) of every decision still waiting for its explanation,
    oldest first."""
    if not installed(conn):
        return []
    return [(str(r[0]), str(r[1]), str(r[2])) for r in conn.execute(
        "SELECT tenant, session, decision_id FROM explanations_pending ORDER BY decision_id")]


def audit_chain(conn: apsw.Connection, tenant: str) -> Iterator[store.AuditRow]:
    """One tenant's audit chain in chained order: its decisions, each followed by the
    explanations chained after it. Explanation rows carry no indexed columns."""
    decisions = ((r.pos, 0, 0, r) for r in store.audit_chain(conn, tenant))
    if not installed(conn):
        yield from (r for *_, r in decisions)
        return
    rows = conn.execute("SELECT after_pos, pos, decision_id, record, prev_hash, hash FROM"
                        " explanations WHERE tenant = ? ORDER BY after_pos, pos", (tenant,))
    explained = (_keyed(r) for r in rows)
    for *_, row in heapq.merge(decisions, explained, key=lambda x: x[:3]):
        yield row


def _keyed(r: tuple[Any, ...]) -> tuple[int, int, int, store.AuditRow]:
    """An explanation row with its place in chain order: after its decision position, by
    its own position. Its `pos` is that decision position; it has no indexed columns."""
    after = int(r[0])
    return after, 1, int(r[1]), store.AuditRow(after, str(r[2]), str(r[3]), str(r[4]),
                                               str(r[5]))


def before(conn: apsw.Connection, tenant: str, pos: int) -> tuple[int, str] | None:
    """(after_pos, hash) of the last explanation chained before the decision at `pos`."""
    if not installed(conn):
        return None
    row = conn.execute("SELECT after_pos, hash FROM explanations WHERE tenant = ? AND"
                       " after_pos < ? ORDER BY after_pos DESC, pos DESC LIMIT 1",
                       (tenant, pos)).fetchone()
    return None if row is None else (int(row[0]), str(row[1]))


def chain_after(conn: apsw.Connection, tenant: str, pos: int, explained: int, limit: int
                ) -> tuple[list[store.AuditRow], int]:
    """The next records of one tenant's chain, in chain order, after a walk that ended at
    decision position `pos` having seen explanations up to `explained`: at most `limit`
    decisions, each with the explanations chained after it; and the last explanation's
    position among them."""
    rows = conn.execute(f"SELECT {store.CHAIN_COLUMNS} FROM decisions WHERE tenant = ? AND"
                        " pos > ? ORDER BY pos LIMIT ?", (tenant, pos, limit))
    decisions = [store.audit_row(r) for r in rows]
    if not installed(conn):
        return decisions, explained
    # A step that reached the end takes every explanation after it; one that did not
    # leaves those after its last decision to the next step.
    upto = decisions[-1].pos if len(decisions) == limit else 2 ** 62
    found = conn.execute(
        "SELECT after_pos, pos, decision_id, record, prev_hash, hash FROM explanations WHERE"
        " tenant = ?1 AND ((after_pos > ?2 AND after_pos <= ?3) OR (after_pos = ?2 AND"
        " pos > ?4)) ORDER BY after_pos, pos", (tenant, pos, upto, explained))
    later = [_keyed(r) for r in found]
    merged = heapq.merge(((d.pos, 0, 0, d) for d in decisions), later, key=lambda x: x[:3])
    return [row for *_, row in merged], max([explained, *(k[2] for k in later)])


def hash_at(conn: apsw.Connection, tenant: str, records: int) -> str | None:
    """The hash of a tenant's `records`th audit record, counting both kinds (None: the
    chain is shorter)."""
    if records <= 0 or not installed(conn) or conn.execute(
            "SELECT 1 FROM explanations WHERE tenant = ? LIMIT 1", (tenant,)).fetchone() is None:
        return chains.audit_hash_at(conn, tenant, records)
    for count, row in enumerate(audit_chain(conn, tenant), 1):
        if count == records:
            return row.hash
    return None
