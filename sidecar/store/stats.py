"""The SQL behind `mage audit stats`: hourly rollups for whole hours, the per-decision index
for the rest (partial hours at the edges of a period, and session, tool or rule filters).

Every function takes `hours`: a (first, end) pair of hour numbers to read from
the rollups (either may be None: unbounded), or None to read the decisions the
filter selects one by one. The caller splits a period and adds the parts.
"""

from __future__ import annotations

from typing import Any

import apsw

from mage.sidecar.store.review import LATEST, Filter, source
from mage.sidecar.store.review_schema import BUCKET

Hours = tuple[int | None, int | None] | None


def _rollup(tenant: str, f: Filter, hours: tuple[int | None, int | None],
            dims: tuple[str, ...] = ("action_type", "verdict")) -> tuple[str, list[Any]]:
    where: list[str] = ["tenant = ?"]
    args: list[Any] = [tenant]
    for clause, value in (("hour >= ?", hours[0]), ("hour < ?", hours[1])):
        if value is not None:
            where.append(clause)
            args.append(value)
    for dim in dims:
        if getattr(f, dim):
            where.append(f"{dim} = ?")
            args.append(getattr(f, dim))
    return " AND ".join(where), args


def _detail(tenant: str, f: Filter, with_rules: bool = False) -> tuple[str, str, list[Any]]:
    """FROM and WHERE over single decisions, with the index that narrows them most."""
    src, where, args, _ = source(tenant, f)
    if not f.rule:
        # Without statistics the planner would rather walk an index in GROUP BY order than
        # narrow by session first, so the most selective filter's index is named.
        hint = ("decisions_by_session" if f.session else
                "review_decisions_by_verdict" if f.verdict else "review_decisions_cover")
        src = f"decisions d INDEXED BY {hint}"
        if with_rules:
            src += (" CROSS JOIN review_rules r ON r.decision_id = d.decision_id"
                    " AND r.tenant = d.tenant")
    return src, " AND ".join(where), args


def decision_cells(conn: apsw.Connection, tenant: str, f: Filter, hours: Hours
                   ) -> list[tuple[str, str, int]]:
    """(action type, verdict, decisions)."""
    if hours is not None:
        where, args = _rollup(tenant, f, hours)
        sql = f"SELECT action_type, verdict, sum(n) FROM review_hour_decisions WHERE {where}"
    else:
        src, where, args = _detail(tenant, f)
        sql = f"SELECT d.action_type, d.verdict, count(*) FROM {src} WHERE {where}"
    return [tuple(r) for r in conn.execute(sql + " GROUP BY 1, 2", args)]


def top_sessions(conn: apsw.Connection, tenant: str,
                 parts: list[tuple[Hours, Filter]], limit: int
                 ) -> list[tuple[str, int, int, int, int]]:
    """(session, decisions, WARN, REDIRECT, HALT) of the busiest sessions over all parts,
    added up and ranked in SQL (a month holds far more sessions than anyone reads)."""
    pieces, args = [], []
    for hours, f in parts:
        sql, part_args = _session_part(tenant, f, hours)
        pieces.append(sql)
        args += part_args
    sql = (f"SELECT session, sum(n), sum(w), sum(r), sum(h) FROM ({' UNION ALL '.join(pieces)})"
           " GROUP BY session ORDER BY 2 DESC, 1 LIMIT ?")
    return [tuple(r) for r in conn.execute(sql, (*args, limit))]


def _session_part(tenant: str, f: Filter, hours: Hours) -> tuple[str, list[Any]]:
    # The rollup has no action type or verdict: with those filters, read the decisions.
    if hours is not None and not (f.action_type or f.verdict):
        where, args = _rollup(tenant, f, hours, ())
        return (f"SELECT session, n, warn AS w, redirect AS r, halt AS h"
                f" FROM review_hour_sessions WHERE {where}", args)
    src, where, args = _detail(tenant, _bounded(f, hours))
    return (f"SELECT d.session AS session, 1 AS n, d.verdict = 'WARN' AS w, d.verdict ="
            f" 'REDIRECT' AS r, d.verdict = 'HALT' AS h FROM {src} WHERE {where}", args)


def _bounded(f: Filter, hours: Hours) -> Filter:
    if hours is None:
        return f
    lo, hi = hours
    return Filter(f.session, f.verdict, f.action_type, f.tool, f.rule,
                  lo * 3_600_000 if lo is not None else 0, hi * 3_600_000 if hi is not None else 0)


def rule_cells(conn: apsw.Connection, tenant: str, f: Filter, hours: Hours
               ) -> list[tuple[str, str, int, int, float]]:
    """(rule, component, decisions it fired in, of which not PROCEED, sum of its scores)."""
    if hours is not None:
        where, args = _rollup(tenant, f, hours)
        sql = (f"SELECT rule, max(component), sum(n), sum(CASE WHEN verdict != 'PROCEED'"
               f" THEN n ELSE 0 END), sum(score_sum) FROM review_hour_rules WHERE {where}")
    else:
        src, where, args = _detail(tenant, f, with_rules=True)
        sql = (f"SELECT r.rule, max(r.component), count(*), sum(r.verdict != 'PROCEED'),"
               f" sum(r.score) FROM {src} WHERE {where}")
    return [tuple(r) for r in conn.execute(sql + " GROUP BY 1", args)]


def tier_cells(conn: apsw.Connection, tenant: str, f: Filter, hours: Hours
               ) -> list[tuple[str, str, int, int, float, float]]:
    """(tier, status, latency bucket, count, sum of ms, max ms); the rollup has no action or
    verdict, so those filters read the records."""
    if hours is not None and not (f.action_type or f.verdict):
        where, args = _rollup(tenant, f, hours, ())
        sql = (f"SELECT tier, status, bucket, sum(n), sum(ms_sum), max(ms_max)"
               f" FROM review_hour_tiers WHERE {where}")
    else:
        src, where, args = _detail(tenant, _bounded(f, hours))
        ms = "coalesce(x.value ->> 'latency_ms', 0.0)"
        sql = (f"SELECT x.value ->> 'tier', x.value ->> 'status', {BUCKET.format(ms=ms)},"
               f" count(*), sum({ms}), max({ms}) FROM {src} CROSS JOIN json_each(CASE WHEN"
               " json_type(d.record, '$.tiers') = 'array' THEN d.record ELSE"
               " '{\"tiers\": []}' END, '$.tiers') AS x"
               f" WHERE x.type = 'object' AND {where}")
    return [tuple(r) for r in conn.execute(sql + " GROUP BY 1, 2, 3", args)]


def rule_feedback(conn: apsw.Connection, tenant: str, f: Filter) -> list[tuple[str, int, int]]:
    """Per rule: decisions whose latest mark is false_positive, and confirmed."""
    src, where, args, _ = source(tenant, f)
    sql = (f"WITH m AS ({LATEST}) SELECT x.rule, sum(m.mark = 'false_positive'),"
           f" sum(m.mark = 'confirmed') FROM m CROSS JOIN {src} JOIN review_rules x"
           " ON x.decision_id = d.decision_id AND x.tenant = d.tenant"
           f" WHERE d.decision_id = m.decision_id AND {' AND '.join(where)} GROUP BY x.rule")
    return [tuple(r) for r in conn.execute(sql, (tenant, *args))]


def marks_total(conn: apsw.Connection, tenant: str, f: Filter) -> tuple[int, int]:
    """Decisions in the filter whose latest mark is false_positive, and confirmed."""
    src, where, args, _ = source(tenant, f)
    sql = (f"WITH m AS ({LATEST}) SELECT sum(m.mark = 'false_positive'),"
           f" sum(m.mark = 'confirmed') FROM m CROSS JOIN {src}"
           f" WHERE d.decision_id = m.decision_id AND {' AND '.join(where)}")
    fp, ok = conn.execute(sql, (tenant, *args)).fetchone()  # type: ignore[misc]  # sums: one row
    return int(fp or 0), int(ok or 0)
