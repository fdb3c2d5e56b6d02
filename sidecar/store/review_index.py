"""The review index kept a step behind the audit log, and caught up before it is read.

A decision is answered once it is in the decision log; the writer copies it into
the database later, several records to a transaction, and writes the index rows
derived from it (`review_schema`) in that transaction, in a savepoint of their own
(`index_committed`), so a failure there leaves the decisions copied and the index
behind.
`review_indexed` holds each tenant's watermark, the position of the last
decision indexed; it moves in the transaction that writes the index rows, so a
decision is indexed exactly once however many connections catch up, and a crash
between an answer and its indexing loses nothing: what lies past the watermark is
indexed from the stored records at the next start (`catch_up_all`) or before the
next read of the index (`catch_up`).

Indexing never fails on a record's content: it reads the record as built (or, when
catching up, as stored and parsed back, which is the same record), a section that
redaction hid reads as empty, and a stored record that cannot be parsed back
counts in the hourly decision and session rollups from its columns alone.
"""

from __future__ import annotations

import contextlib
from collections.abc import Mapping, Sequence
from pathlib import Path

import apsw
import structlog

from mage.sidecar.audit.record import AuditRecordV1, RecordError
from mage.sidecar.store import db as store
from mage.sidecar.store.review_schema import HOUR_MS, bucket

log = structlog.get_logger("mage.review")

Committed = Sequence[tuple[int, AuditRecordV1]]  # (decision position, record as built)


def index_decision(conn: apsw.Connection, rec: AuditRecordV1) -> None:
    """Index one audit record (rules, hourly rollups); the caller moves the watermark."""
    hour, action_type = rec.time_ms // HOUR_MS, rec.action.type
    _count(conn, rec.tenant, hour, action_type, rec.session, rec.verdict)
    tenant, decision_id, verdict = rec.tenant, rec.decision_id, rec.verdict
    rules = _rules_of(rec)
    if rules:
        conn.executemany("INSERT OR IGNORE INTO review_rules VALUES (?, ?, ?, ?, ?, ?)",
                         [(tenant, rule, decision_id, comp, score, verdict)
                          for rule, (comp, score) in rules.items()])
        conn.executemany("INSERT INTO review_hour_rules VALUES (?, ?, ?, ?, ?, ?, 1, ?)"
                         " ON CONFLICT DO UPDATE SET n = n + 1,"
                         " score_sum = score_sum + excluded.score_sum",
                         [(tenant, hour, rule, action_type, verdict, comp, score)
                          for rule, (comp, score) in rules.items()])
    if rec.tiers:
        conn.executemany("INSERT INTO review_hour_tiers VALUES (?, ?, ?, ?, ?, 1, ?, ?)"
                         " ON CONFLICT DO UPDATE SET n = n + 1, ms_sum = ms_sum + excluded.ms_sum,"
                         " ms_max = max(ms_max, excluded.ms_max)",
                         [(tenant, hour, x.tier, x.status, bucket(ms), ms, ms)
                          for x in rec.tiers for ms in (float(x.latency_ms),)])


def _count(conn: apsw.Connection, tenant: str, hour: int, action_type: str, session: str,
           verdict: str) -> None:
    """The hourly decision and session rollups, from a decision's indexed columns."""
    conn.execute("INSERT INTO review_hour_decisions VALUES (?, ?, ?, ?, 1)"
                 " ON CONFLICT DO UPDATE SET n = n + 1", (tenant, hour, action_type, verdict))
    conn.execute("INSERT INTO review_hour_sessions VALUES (?, ?, ?, 1, ?, ?, ?)"
                 " ON CONFLICT DO UPDATE SET n = n + 1, warn = warn + excluded.warn,"
                 " redirect = redirect + excluded.redirect, halt = halt + excluded.halt",
                 (tenant, hour, session, verdict == "WARN", verdict == "REDIRECT",
                  verdict == "HALT"))


def _rules_of(rec: AuditRecordV1) -> dict[str, tuple[str, float]]:
    """rule -> (component, strongest score); a rule named under two components keeps the
    greater component name, as the SQL backfill does."""
    out: dict[str, tuple[str, float]] = {}
    for comp, e in rec.evidence():
        had = out.get(e.rule)
        score = float(e.score)
        out[e.rule] = (max(had[0], comp), max(had[1], score)) if had else (comp, score)
    return out


def index_committed(conn: apsw.Connection, committed: Committed) -> None:
    """Index what the writer committed since it last called, in its write transaction.

    Records the watermark has passed (another connection caught up first) are skipped;
    a decision missing from `committed` is read back from the log.
    """
    by_tenant: dict[str, dict[int, AuditRecordV1]] = {}
    for pos, rec in committed:
        by_tenant.setdefault(rec.tenant, {})[pos] = rec
    for tenant, known in by_tenant.items():
        _advance(conn, tenant, known, max(known))


def _advance(conn: apsw.Connection, tenant: str, known: Mapping[int, AuditRecordV1],
             upto: int) -> int:
    """Index `tenant`'s decisions from its watermark up to position `upto`, in order, and
    move the watermark to the last; returns how many. Runs in a write transaction."""
    mark = watermark(conn, tenant)
    todo = [int(r[0]) for r in conn.execute(
        "SELECT pos FROM decisions WHERE tenant = ? AND pos > ? AND pos <= ? ORDER BY pos",
        (tenant, mark, upto))]
    for pos in todo:
        rec = known.get(pos)
        if rec is None:
            _index_stored(conn, pos)
        else:
            index_decision(conn, rec)
    if todo:
        conn.execute("INSERT INTO review_indexed VALUES (?, ?) ON CONFLICT (tenant)"
                     " DO UPDATE SET pos = excluded.pos", (tenant, todo[-1]))
    return len(todo)


def _index_stored(conn: apsw.Connection, pos: int) -> None:
    """Index one decision as stored: its record parsed back, or its columns alone."""
    row = conn.execute("SELECT record, tenant, time_ms, action_type, session, verdict"
                       " FROM decisions WHERE pos = ?", (pos,)).fetchone()
    assert row is not None, pos  # listed by the caller in the same transaction
    try:
        index_decision(conn, AuditRecordV1.parse(str(row[0])))
    except RecordError:  # counted all the same, as the SQL backfill counts it
        _count(conn, str(row[1]), int(row[2]) // HOUR_MS, str(row[3]), str(row[4]),
               str(row[5]))


def watermark(conn: apsw.Connection, tenant: str) -> int:
    """The position of `tenant`'s last indexed decision (0: none)."""
    row = conn.execute("SELECT pos FROM review_indexed WHERE tenant = ?", (tenant,)).fetchone()
    return 0 if row is None else int(row[0])


def behind(conn: apsw.Connection, tenant: str) -> bool:
    """Whether `tenant` has decisions the index does not count yet."""
    if not _kept(conn):
        return False  # a database whose index was written with each decision
    row = conn.execute("SELECT (SELECT max(pos) FROM decisions WHERE tenant = ?1) >"
                       " coalesce((SELECT pos FROM review_indexed WHERE tenant = ?1), 0)",
                       (tenant,)).fetchone()
    return bool(row and row[0])


def _kept(conn: apsw.Connection) -> bool:
    return conn.execute("SELECT 1 FROM sqlite_master WHERE type = 'table'"
                        " AND name = 'review_indexed'").fetchone() is not None


def catch_up(conn: apsw.Connection, tenant: str) -> int:
    """Bring `tenant`'s index up to the log before a read of it; returns decisions indexed.

    Inside an open transaction this does nothing (the caller reads its own snapshot). On a
    read-only connection (`mage audit`) it writes through a connection of its own to the
    same file, or, where the file cannot be written, leaves the index as it is.
    """
    if conn.in_transaction or not behind(conn, tenant):
        return 0
    if not conn.readonly("main"):
        return _caught_up(conn, tenant)
    try:
        with contextlib.closing(store.open_connection(Path(conn.filename), "process")) as rw:
            return _caught_up(rw, tenant)
    except apsw.Error as exc:  # a file this user may only read: the index stays behind
        log.warning("review_index_behind", tenant=tenant, error=str(exc))
        return 0


def catch_up_all(conn: apsw.Connection) -> int:
    """Bring every tenant's index up to the log (at start); returns decisions indexed."""
    tenants = [str(r[0]) for r in conn.execute("SELECT tenant FROM audit_head")]
    return sum(catch_up(conn, tenant) for tenant in tenants)


def _caught_up(conn: apsw.Connection, tenant: str) -> int:
    conn.execute("BEGIN IMMEDIATE")  # the watermark read and moved under one write lock
    try:
        n = _advance(conn, tenant, {}, 2 ** 62)
    except BaseException:
        conn.execute("ROLLBACK")
        raise
    conn.execute("COMMIT")
    return n
