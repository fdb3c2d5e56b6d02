"""Statistics over the audit log: decisions by verdict, action type, session and rule;
each rule's false-positive rate from feedback; tier latencies.

Every figure is a SQL aggregate: whole hours come from the hourly rollups the
review trigger keeps, the partial hours at the ends of a period (and filters
the rollups do not carry: session, tool, rule) from the per-decision index, so
a month of a million decisions is never loaded into Python. Latency
percentiles come from a log-scale histogram, so they are bucket upper bounds
(within 10% above 10 us).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import asdict, dataclass, field, replace
from typing import Any

import apsw

from mage.sidecar.errors import InvalidRequest
from mage.sidecar.store import review as review_store
from mage.sidecar.store import review_index
from mage.sidecar.store import stats as stats_store
from mage.sidecar.store.review_schema import HOUR_MS

VERDICTS = ("PROCEED", "WARN", "REDIRECT", "HALT")
QUANTILES = (0.5, 0.95, 0.99)
Parts = list[tuple[stats_store.Hours, review_store.Filter]]


@dataclass(frozen=True, slots=True)
class Group:
    """Decisions sharing a key (an action type, a session): total and the ones not PROCEED."""

    key: str
    total: int
    warn: int
    redirect: int
    halt: int


@dataclass(frozen=True, slots=True)
class RuleStat:
    """How often a rule fired and how its decisions were judged afterwards."""

    rule: str
    component: str
    fired: int  # decisions with evidence from this rule
    acted: int  # of which the verdict was not PROCEED
    mean_score: float
    false_positive: int  # decisions whose latest mark is false_positive
    confirmed: int

    @property
    def fp_rate(self) -> float | None:
        """False positives among the marked decisions; None when none is marked."""
        marked = self.false_positive + self.confirmed
        return self.false_positive / marked if marked else None


@dataclass(frozen=True, slots=True)
class TierStat:
    """One tier: how often it ran, was skipped or failed, and how long it took (ms)."""

    tier: str
    ran: int
    skipped: int
    error: int
    mean_ms: float
    p50_ms: float
    p95_ms: float
    p99_ms: float
    max_ms: float


@dataclass(slots=True)
class Stats:
    total: int = 0
    by_verdict: dict[str, int] = field(default_factory=dict)
    by_action: list[Group] = field(default_factory=list)
    by_session: list[Group] = field(default_factory=list)
    rules: list[RuleStat] = field(default_factory=list)
    tiers: list[TierStat] = field(default_factory=list)
    false_positive: int = 0
    confirmed: int = 0

    def to_json(self) -> dict[str, Any]:
        out = asdict(self)
        for r, raw in zip(self.rules, out["rules"], strict=True):
            raw["fp_rate"] = r.fp_rate
        return out


def compute(conn: apsw.Connection, tenant: str, f: review_store.Filter,
            top_sessions: int = 20) -> Stats:
    """Aggregate the decisions a filter selects.

    Raises:
        InvalidRequest: The database has no review index (no sidecar with review ran on it).
    """
    if not review_store.installed(conn):
        raise InvalidRequest("this database has no review index yet: start `mage serve` on "
                             "its data dir once, and it is built")
    review_index.catch_up(conn, tenant)  # decisions answered and not yet indexed
    parts = split(f)
    with conn:  # one read transaction: every figure from the same moment
        cells = _sum((stats_store.decision_cells(conn, tenant, p, h) for h, p in parts), 2)
        sessions = stats_store.top_sessions(conn, tenant, parts, top_sessions)
        fp, ok = stats_store.marks_total(conn, tenant, f)
        out = Stats(rules=_rules(conn, tenant, f, parts), tiers=_tiers(conn, tenant, parts),
                    false_positive=fp, confirmed=ok)
    _fold_decisions(out, cells)
    out.by_session = [Group(*row) for row in sessions]
    return out


def split(f: review_store.Filter) -> Parts:
    """Whole hours from the rollups, the partial hours at either end one decision at a time;
    session, tool and rule filters (not in the rollups) read every decision they select."""
    if f.session or f.tool or f.rule:
        return [(None, f)]
    first = -(-f.since_ms // HOUR_MS) if f.since_ms else None  # the first whole hour
    end = f.until_ms // HOUR_MS if f.until_ms else None
    if first is not None and end is not None and first >= end:
        return [(None, f)]
    parts: Parts = [((first, end), f)]
    if first is not None and first * HOUR_MS > f.since_ms:
        parts.append((None, replace(f, until_ms=first * HOUR_MS)))
    if end is not None and end * HOUR_MS < f.until_ms:
        parts.append((None, replace(f, since_ms=end * HOUR_MS)))
    return parts


def _add(a: Any, b: Any) -> Any:
    return a + b


def _first(a: Any, b: Any) -> Any:
    return a


def _sum(groups: Iterable[list[Any]], keys: int = 1,
         combine: tuple[Callable[[Any, Any], Any], ...] = ()) -> dict[tuple[Any, ...], list[Any]]:
    """Rows of several parts merged: the first `keys` columns are the key; the others are
    added, or merged by `combine` (one function per column; e.g. max for a maximum)."""
    out: dict[tuple[Any, ...], list[Any]] = {}
    for rows in groups:
        for row in rows:
            key, values = tuple(row[:keys]), [v or 0 for v in row[keys:]]
            have = out.get(key)
            if have is not None:
                ops = combine or (_add,) * len(values)
                values = [op(a, b) for op, a, b in zip(ops, have, values, strict=True)]
            out[key] = values
    return out


def _fold_decisions(out: Stats, cells: dict[tuple[Any, ...], list[Any]]) -> None:
    by_action: dict[str, dict[str, int]] = {}
    for (action, verdict), (n,) in cells.items():
        by_action.setdefault(action, dict.fromkeys(VERDICTS, 0))[verdict] = n
    out.by_verdict = {v: sum(a[v] for a in by_action.values()) for v in VERDICTS}
    out.total = sum(out.by_verdict.values())
    out.by_action = sorted((Group(k, sum(a.values()), a["WARN"], a["REDIRECT"], a["HALT"])
                            for k, a in by_action.items()), key=lambda g: (-g.total, g.key))


def _rules(conn: apsw.Connection, tenant: str, f: review_store.Filter, parts: Parts
           ) -> list[RuleStat]:
    marks = {r[0]: (int(r[1] or 0), int(r[2] or 0))
             for r in stats_store.rule_feedback(conn, tenant, f)}
    fired = _sum((stats_store.rule_cells(conn, tenant, p, h) for h, p in parts), 1,
                 (_first, _add, _add, _add))
    out = [RuleStat(rule, comp, n, acted, round(total / n, 4) if n else 0.0,
                    *marks.get(rule, (0, 0)))
           for (rule,), (comp, n, acted, total) in fired.items()]
    return sorted(out, key=lambda r: (-r.fired, r.rule))


def _tiers(conn: apsw.Connection, tenant: str, parts: Parts) -> list[TierStat]:
    cells = _sum((stats_store.tier_cells(conn, tenant, p, h) for h, p in parts), 3,
                 (_add, _add, max))
    by_tier: dict[str, list[tuple[str, int, int, float, float]]] = {}
    for (tier, status, bucket), (n, total, top) in cells.items():
        by_tier.setdefault(tier, []).append((status, bucket, n, total, top))
    return [_tier(tier, rows) for tier, rows in sorted(by_tier.items())]


def _tier(tier: str, rows: list[tuple[str, int, int, float, float]]) -> TierStat:
    counts = {s: sum(n for st, _, n, _, _ in rows if st == s) for s in ("ran", "skipped", "error")}
    ran = sorted((b, n, total, top) for st, b, n, total, top in rows if st == "ran")
    count = sum(n for _, n, _, _ in ran)
    top = max((m for _, _, _, m in ran), default=0.0)
    mean = sum(t for _, _, t, _ in ran) / count if count else 0.0
    p50, p95, p99 = (_quantile(ran, count, p, top) for p in QUANTILES)
    return TierStat(tier, counts["ran"], counts["skipped"], counts["error"], round(mean, 4),
                    p50, p95, p99, round(top, 4))


def _quantile(buckets: list[tuple[int, int, float, float]], count: int, p: float,
              top: float) -> float:
    """The upper edge of the bucket holding the p-quantile, in ms (never above the max)."""
    seen = 0
    for b, n, _, _ in buckets:
        seen += n
        if seen >= p * count:
            return round(min(bucket_upper_ms(b), top), 4)
    return round(top, 4)


def bucket_upper_ms(bucket: int) -> float:
    """Decode `review_schema.BUCKET` (digits * 100 + first two digits of the microseconds)."""
    digits, lead = divmod(bucket, 100)
    if digits <= 1:
        return (lead + 1) / 1000
    return (lead + 1) * 10 ** (digits - 2) / 1000
