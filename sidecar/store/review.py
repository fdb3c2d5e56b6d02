"""The SQL of audit review's reads and feedback: filters, keyset listing, marks.

The tables are in `review_schema`, the aggregates behind `stats` in
`stats_store`; `review_index` keeps the index a step behind the log, and every
read here that uses it catches it up first. Time filters become decision-id
ranges (ids start with their millisecond), so every listing is served by an
index however long the log.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import apsw

from mage.sidecar.store import db as store
from mage.sidecar.store.review_index import catch_up
from mage.sidecar.store.review_schema import MIGRATIONS

COMPONENT = "review"

_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"  # the decision ids' Crockford base32
# A decision's id carries its clock's millisecond, which may run ahead of `time_ms` when
# the clock stepped back; an "until" bound on ids keeps this much slack.
ID_SLACK_MS = 60_000


def migrate(conn: apsw.Connection) -> None:
    """Create or upgrade the review tables (run by the sidecar at start)."""
    store.migrate_component(conn, COMPONENT, MIGRATIONS)


def installed(conn: apsw.Connection) -> bool:
    """Whether this database carries the review tables (a sidecar with review ran on it)."""
    row = conn.execute("SELECT count(*) FROM sqlite_master WHERE name = 'review_feedback'")
    return bool(row.fetchone()[0])  # type: ignore[index]  # count(*) always answers a row


def id_floor(ms: int) -> str:
    """The smallest decision id of a millisecond: time filters become id ranges (indexed)."""
    out = []
    for _ in range(10):
        ms, digit = divmod(ms, 32)
        out.append(_ALPHABET[digit])
    return "".join(reversed(out))


@dataclass(frozen=True, slots=True)
class Filter:
    """Which decisions a listing, a replay or a statistic covers (empty fields: any)."""

    session: str = ""
    verdict: str = ""
    action_type: str = ""
    tool: str = ""
    rule: str = ""
    since_ms: int = 0
    until_ms: int = 0


def conditions(tenant: str, f: Filter) -> tuple[list[str], list[Any]]:
    where: list[str] = ["d.tenant = ?"]
    args: list[Any] = [tenant]
    for clause, value in (("d.session = ?", f.session), ("d.verdict = ?", f.verdict),
                          ("d.action_type = ?", f.action_type), ("d.tool = ?", f.tool)):
        if value:
            where.append(clause)
            args.append(value)
    if f.since_ms:
        where += ["d.decision_id >= ?", "d.time_ms >= ?"]
        args += [id_floor(f.since_ms), f.since_ms]
    if f.until_ms:
        where += ["d.decision_id < ?", "d.time_ms < ?"]
        args += [id_floor(f.until_ms + ID_SLACK_MS), f.until_ms]
    return where, args


def source(tenant: str, f: Filter) -> tuple[str, list[str], list[Any], str]:
    """FROM clause, conditions and the id column to order by; a rule filter drives the scan
    from the rule index (CROSS JOIN fixes that order), in that index's id order."""
    where, args = conditions(tenant, f)
    if not f.rule:
        return "decisions d", where, args, "d.decision_id"
    src = "review_rules r CROSS JOIN decisions d ON d.decision_id = r.decision_id"
    return src, ["r.tenant = ?", "r.rule = ?", *where], [tenant, f.rule, *args], "r.decision_id"


SUMMARY_COLUMNS = ("decision_id", "time_ms", "session", "action_type", "tool", "verdict",
                   "message", "feedback")


def list_decisions(conn: apsw.Connection, tenant: str, f: Filter, before_id: str,
                   limit: int) -> list[tuple[Any, ...]]:
    """Newest first, keyset-paged: `before_id` is the last id of the previous page."""
    catch_up(conn, tenant)
    src, where, args, key = source(tenant, f)
    if before_id:
        where.append(f"{key} < ?")
        args.append(before_id)
    sql = (f"SELECT d.decision_id, d.time_ms, d.session, d.action_type, d.tool, d.verdict,"
           f" json_extract(d.record, '$.message'), {_LATEST_MARK} FROM {src}"
           f" WHERE {' AND '.join(where)} ORDER BY {key} DESC LIMIT ?")
    return [tuple(r) for r in conn.execute(sql, (*args, limit))]


_LATEST_MARK = ("(SELECT mark FROM review_feedback fb WHERE fb.tenant = d.tenant"
                " AND fb.decision_id = d.decision_id ORDER BY fb.id DESC LIMIT 1)")


def records(conn: apsw.Connection, tenant: str, f: Filter, limit: int) -> Iterator[str]:
    """The stored records a filter selects, newest first, at most `limit`."""
    catch_up(conn, tenant)
    src, where, args, key = source(tenant, f)
    sql = (f"SELECT d.record FROM {src} WHERE {' AND '.join(where)}"
           f" ORDER BY {key} DESC LIMIT ?")
    for (rec,) in conn.execute(sql, (*args, limit)):
        yield str(rec)


# --- feedback ------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class FeedbackRow:
    id: str
    tenant: str
    decision_id: str
    mark: str
    note: str
    author: str
    created_ms: int


def insert_feedback(conn: apsw.Connection, row: FeedbackRow) -> str:
    """Append one mark (runs in the writer's transaction); returns its id."""
    found = conn.execute("SELECT 1 FROM decisions WHERE tenant = ? AND decision_id = ?",
                         (row.tenant, row.decision_id)).fetchone()
    if found is None:
        return ""  # checked again here: the caller's read may predate a concurrent tamper
    conn.execute("INSERT INTO review_feedback VALUES (?,?,?,?,?,?,?)",
                 (row.id, row.tenant, row.decision_id, row.mark, row.note, row.author,
                  row.created_ms))
    return row.id


def feedback_for(conn: apsw.Connection, tenant: str, decision_id: str) -> list[FeedbackRow]:
    """Every mark on one decision, oldest first."""
    rows = conn.execute("SELECT * FROM review_feedback WHERE tenant = ? AND decision_id = ?"
                        " ORDER BY id", (tenant, decision_id))
    return [FeedbackRow(*r) for r in rows]


LATEST = ("SELECT decision_id, mark, max(id) AS id FROM review_feedback WHERE tenant = ?"
           " GROUP BY decision_id")


def marked_records(conn: apsw.Connection, tenant: str, f: Filter
                   ) -> list[tuple[str, str]]:
    """(record, latest mark) of every decision with feedback that the filter selects."""
    catch_up(conn, tenant)
    src, where, args, _ = source(tenant, f)
    # CROSS JOIN keeps the (small) marked set as the outer loop.
    sql = (f"WITH m AS ({LATEST}) SELECT d.record, m.mark FROM m CROSS JOIN {src}"
           f" WHERE d.decision_id = m.decision_id AND {' AND '.join(where)}"
           " ORDER BY d.decision_id")
    return [(str(r), str(k)) for r, k in conn.execute(sql, (tenant, *args))]


def chain_link(conn: apsw.Connection, tenant: str, decision_id: str
               ) -> tuple[store.AuditRow, str | None] | None:
    """One decision's chain row (with its indexed columns) and the hash of the record
    chained before it."""
    cols = ", ".join(f"d.{c.strip()}" for c in store.CHAIN_COLUMNS.split(","))
    row = conn.execute(
        f"SELECT {cols}, (SELECT p.hash FROM decisions p WHERE p.tenant = d.tenant"
        " AND p.pos < d.pos ORDER BY p.pos DESC LIMIT 1)"
        " FROM decisions d WHERE d.tenant = ? AND d.decision_id = ?",
        (tenant, decision_id)).fetchone()
    return None if row is None else (store.audit_row(row[:-1]), row[-1])
