"""The review component's tables; `review_index` keeps its index of the log.

Feedback marks are the review component's own data (append-only: the table
refuses UPDATE and DELETE). Everything else here is derived from the audit
records and could be rebuilt from them:

- `review_rules`: the rules each decision's evidence names (one row per rule and
  decision, its strongest score), for listing by rule and joining feedback;
- `review_hour_*`: hourly rollups of decisions (by action type and verdict), of
  sessions, of rules and of tier timings (a log-scale latency histogram), so a
  statistic over a month reads a few thousand rows, not a million records.

The index is written from each record as it was built (no JSON parsed back),
a step behind the log: `review_indexed` holds each tenant's watermark, and
`review_index` catches up from it before the index is read. Schema version 1
indexed with a trigger that read the record back with SQLite's JSON functions;
at about 0.4 ms per decision it cost more than the rest of the audit write, and
version 2 dropped it for indexing by the writer in the transaction that
committed each record. Version 3 moves that off the answer's transaction: the
decisions indexed so far are those of the watermark it starts from. The
backfill below (what was decided before the index existed) stays in SQL.
"""

from __future__ import annotations

import math

HOUR_MS = 3_600_000
# The tier latency bucket, in core SQL only (no math functions): microseconds written as
# digits -> (number of digits) * 100 + (first two digits). Monotonic in the latency, and
# each bucket is at most 10% wide above 10 us.
_US = "CAST(CAST(round(max({ms}, 0) * 1000) AS INTEGER) AS TEXT)"
BUCKET = (f"length({_US}) * 100 + CAST(substr({_US}, 1, 2) AS INTEGER)")

# One record's rules (deduplicated, strongest score) and tier results, from NEW or from d.
_RULES_OF = """
    SELECT {p}.tenant, coalesce(e.value ->> 'rule', '?'), {p}.decision_id, max(c.key),
           max(coalesce(e.value ->> 'score', 0.0)), {p}.verdict
    FROM {src} json_each({p}.record, '$.risk') AS c,
         json_each(CASE WHEN c.type = 'object' THEN c.value ELSE '{{}}' END, '$.evidence') AS e
    WHERE e.type = 'object' {where} GROUP BY {group} coalesce(e.value ->> 'rule', '?')
"""
_TIER_COLUMNS = """coalesce(x.value ->> 'tier', '?'), coalesce(x.value ->> 'status', '?'),
    {bucket}, 1, coalesce(x.value ->> 'latency_ms', 0.0), coalesce(x.value ->> 'latency_ms', 0.0)"""
_TIERS_OF = ("SELECT {p}.tenant, {p}.time_ms / " + str(HOUR_MS) + ", " + _TIER_COLUMNS
             + " FROM {src} json_each(CASE WHEN json_type({p}.record, '$.tiers') = 'array'"
             " THEN {p}.record ELSE '{{\"tiers\": []}}' END, '$.tiers') AS x"
             " WHERE x.type = 'object' {where}")


def _fill(template: str, p: str, src: str = "", where: str = "", group: str = "") -> str:
    bucket = BUCKET.format(ms="coalesce(x.value ->> 'latency_ms', 0.0)")
    return template.replace("{bucket}", bucket).format(p=p, src=src, where=where, group=group)


_TABLES = """
CREATE TABLE review_feedback (
    id TEXT PRIMARY KEY,
    tenant TEXT NOT NULL,
    decision_id TEXT NOT NULL,
    mark TEXT NOT NULL CHECK (mark IN ('false_positive', 'confirmed')),
    note TEXT NOT NULL,
    author TEXT NOT NULL,
    created_ms INTEGER NOT NULL
);
CREATE INDEX review_feedback_by_decision ON review_feedback (tenant, decision_id, id);
CREATE TRIGGER review_feedback_no_update BEFORE UPDATE ON review_feedback
BEGIN SELECT RAISE(ABORT, 'feedback is append-only: add a new mark instead'); END;
CREATE TRIGGER review_feedback_no_delete BEFORE DELETE ON review_feedback
BEGIN SELECT RAISE(ABORT, 'feedback is append-only: add a new mark instead'); END;
CREATE TABLE review_rules (
    tenant TEXT NOT NULL, rule TEXT NOT NULL, decision_id TEXT NOT NULL,
    component TEXT NOT NULL, score REAL NOT NULL, verdict TEXT NOT NULL,
    PRIMARY KEY (tenant, rule, decision_id)
) WITHOUT ROWID;
CREATE INDEX review_rules_by_decision ON review_rules (decision_id);
CREATE TABLE review_hour_decisions (
    tenant TEXT NOT NULL, hour INTEGER NOT NULL, action_type TEXT NOT NULL,
    verdict TEXT NOT NULL, n INTEGER NOT NULL,
    PRIMARY KEY (tenant, hour, action_type, verdict)
) WITHOUT ROWID;
CREATE TABLE review_hour_sessions (
    tenant TEXT NOT NULL, hour INTEGER NOT NULL, session TEXT NOT NULL, n INTEGER NOT NULL,
    warn INTEGER NOT NULL, redirect INTEGER NOT NULL, halt INTEGER NOT NULL,
    PRIMARY KEY (tenant, hour, session)
) WITHOUT ROWID;
CREATE TABLE review_hour_rules (
    tenant TEXT NOT NULL, hour INTEGER NOT NULL, rule TEXT NOT NULL, action_type TEXT NOT NULL,
    verdict TEXT NOT NULL, component TEXT NOT NULL, n INTEGER NOT NULL, score_sum REAL NOT NULL,
    PRIMARY KEY (tenant, hour, rule, action_type, verdict)
) WITHOUT ROWID;
CREATE TABLE review_hour_tiers (
    tenant TEXT NOT NULL, hour INTEGER NOT NULL, tier TEXT NOT NULL, status TEXT NOT NULL,
    bucket INTEGER NOT NULL, n INTEGER NOT NULL, ms_sum REAL NOT NULL, ms_max REAL NOT NULL,
    PRIMARY KEY (tenant, hour, tier, status, bucket)
) WITHOUT ROWID;
-- Rare verdicts (HALT) page quickly; the covering index serves counts over a period
-- without reading the records themselves (a kilobyte or more each).
CREATE INDEX review_decisions_by_verdict ON decisions (tenant, verdict, decision_id);
CREATE INDEX review_decisions_cover ON decisions
    (tenant, decision_id, time_ms, verdict, action_type, session, tool);
"""

_H = f"NEW.time_ms / {HOUR_MS}"
_TRIGGER = (
    "CREATE TRIGGER review_index AFTER INSERT ON decisions WHEN json_valid(NEW.record) BEGIN "
    "INSERT OR IGNORE INTO review_rules " + _fill(_RULES_OF, "NEW") + ";"
    f" INSERT INTO review_hour_decisions VALUES (NEW.tenant, {_H}, NEW.action_type,"
    " NEW.verdict, 1) ON CONFLICT DO UPDATE SET n = n + 1;"
    f" INSERT INTO review_hour_sessions VALUES (NEW.tenant, {_H}, NEW.session, 1,"
    " NEW.verdict = 'WARN', NEW.verdict = 'REDIRECT', NEW.verdict = 'HALT')"
    " ON CONFLICT DO UPDATE SET n = n + 1, warn = warn + excluded.warn,"
    " redirect = redirect + excluded.redirect, halt = halt + excluded.halt;"
    f" INSERT INTO review_hour_rules SELECT r.tenant, {_H}, r.rule, NEW.action_type,"
    " NEW.verdict, r.component, 1, r.score FROM review_rules r"
    " WHERE r.decision_id = NEW.decision_id AND r.tenant = NEW.tenant"
    " ON CONFLICT DO UPDATE SET n = n + 1, score_sum = score_sum + excluded.score_sum;"
    " INSERT INTO review_hour_tiers " + _fill(_TIERS_OF, "NEW") +
    " ON CONFLICT DO UPDATE SET n = n + 1, ms_sum = ms_sum + excluded.ms_sum,"
    " ms_max = max(ms_max, excluded.ms_max); END;"
)

# What was decided before the index existed, aggregated once.
_ALL = {"p": "d", "src": "decisions d,", "where": "AND json_valid(d.record)"}
_BACKFILL = (
    "INSERT OR IGNORE INTO review_rules "
    + _fill(_RULES_OF, **_ALL, group="d.decision_id,") + ";"
    f" INSERT INTO review_hour_decisions SELECT tenant, time_ms / {HOUR_MS}, action_type,"
    " verdict, count(*) FROM decisions GROUP BY 1, 2, 3, 4;"
    f" INSERT INTO review_hour_sessions SELECT tenant, time_ms / {HOUR_MS}, session, count(*),"
    " sum(verdict = 'WARN'), sum(verdict = 'REDIRECT'), sum(verdict = 'HALT') FROM decisions"
    " GROUP BY 1, 2, 3;"
    f" INSERT INTO review_hour_rules SELECT d.tenant, d.time_ms / {HOUR_MS}, r.rule,"
    " d.action_type, d.verdict, max(r.component), count(*), sum(r.score) FROM review_rules r"
    " JOIN decisions d ON d.decision_id = r.decision_id GROUP BY 1, 2, 3, 4, 5;"
    " INSERT INTO review_hour_tiers SELECT tenant, hour, tier, status, bucket,"
    " count(*), sum(ms), max(ms) FROM (SELECT d.tenant AS tenant, d.time_ms / "
    f"{HOUR_MS} AS hour, coalesce(x.value ->> 'tier', '?') AS tier,"
    " coalesce(x.value ->> 'status', '?') AS status, "
    + BUCKET.format(ms="coalesce(x.value ->> 'latency_ms', 0.0)") + " AS bucket,"
    " coalesce(x.value ->> 'latency_ms', 0.0) AS ms FROM decisions d,"
    " json_each(CASE WHEN json_valid(d.record) AND json_type(d.record, '$.tiers') = 'array'"
    " THEN d.record ELSE '{\"tiers\": []}' END, '$.tiers') AS x WHERE x.type = 'object')"
    " GROUP BY 1, 2, 3, 4, 5;"
)

MIGRATIONS: tuple[str, ...] = (
    _TABLES + _TRIGGER + _BACKFILL,
    "DROP TRIGGER IF EXISTS review_index;",  # the writer indexes each record from here on
    # Each tenant's last indexed decision; up to version 2 every decision was indexed as it
    # was committed. The covering index serves what (tenant, decision_id) served, so that
    # one is dropped: each index on decisions is a page written with every answer.
    """
    CREATE TABLE review_indexed (tenant TEXT PRIMARY KEY, pos INTEGER NOT NULL) WITHOUT ROWID;
    INSERT INTO review_indexed SELECT tenant, max(pos) FROM decisions GROUP BY tenant;
    DROP INDEX IF EXISTS decisions_by_tenant;
    """,
)


def bucket(ms: float) -> int:
    """`BUCKET` in Python: the same digits of the microseconds (SQLite rounds half away
    from zero, as floor(x + 0.5) does for x >= 0)."""
    us = str(math.floor(max(ms, 0.0) * 1000 + 0.5))
    return len(us) * 100 + int(us[:2])
