"""`mage audit verify` and `mage audit head`: every tenant's chains, and their anchors.

Verify walks each tenant's audit chain (records, links, the columns listings
show) and memory log (digests and links) from the database file, then holds
them against the heads an operator anchored outside it. Exit 0: all intact;
1: something was edited, removed, reordered or rolled back; 2: bad input.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

import apsw

from mage.sidecar.app.cli.common import paint, table
from mage.sidecar.audit import anchor
from mage.sidecar.review import read as review
from mage.sidecar.store import db as store


def verify(conn: apsw.Connection, only: str | None, expected: Sequence[str],
           anchor_file: str | None, as_json: bool) -> int:
    """Verify every tenant (or `only`), print a line per tenant, return the exit status."""
    anchors = [anchor.parse_expected(x) for x in expected]
    anchors += anchor.load(anchor_file) if anchor_file else []
    names = _names(conn, only, anchors)
    reports = [review.verify_tenant(conn, n, [a for a in anchors if a.tenant == n])
               for n in names]
    if as_json:
        print(json.dumps({"ok": all(r.ok for r in reports),
                          "tenants": [_plain(r) for r in reports]}, indent=2))
    else:
        for r in reports:
            print(_line(r))
        print(_total(reports))
    return 0 if all(r.ok for r in reports) else 1


def _names(conn: apsw.Connection, only: str | None, anchors: list[anchor.Head]) -> list[str]:
    """The tenants to verify: a tenant an anchor names counts as known even when the
    database has lost every row of it (that is a rollback, reported as one)."""
    anchored = sorted({a.tenant for a in anchors} - set(review.tenants(conn)))
    if only is not None and only in anchored:
        return [only]
    if only is not None:
        return review.tenants(conn, only)
    return sorted([*review.tenants(conn), *anchored])


def _line(r: review.TenantReport) -> str:
    d, m = r.decisions, r.memory
    if d.ok:
        audit = f"audit chain OK: {d.records} records, head {d.head}"
    else:
        audit = (f"audit chain {paint('BROKEN', 'HALT')} at record {d.records} "
                 f"({d.first_bad_decision_id or 'end'}): {d.detail}")
    counts = f"{m.chained} chained" + (f", {m.unchained} unchained (written before schema "
                                       "version 5)" if m.unchained else "")
    memory = (f"memory log OK: {counts}" if m.ok else
              f"memory log {paint('BROKEN', 'HALT')} after {counts}: {m.detail}")
    lines = [f"tenant {r.tenant}: {audit}; {memory}"]
    lines += [f"tenant {r.tenant}: {paint('ROLLED BACK', 'HALT')}: {p}" for p in r.anchor]
    return "\n".join(lines)


def _total(reports: list[review.TenantReport]) -> str:
    bad = [r.tenant for r in reports if not r.ok]
    if not reports:
        return "nothing to verify: the database holds no decisions or memories"
    if not bad:
        return f"OK: {len(reports)} tenant(s) intact"
    return f"BROKEN: {len(bad)} of {len(reports)} tenant(s): {', '.join(bad)}"


def _plain(r: review.TenantReport) -> dict[str, Any]:
    d, m = r.decisions, r.memory
    return {"tenant": r.tenant, "ok": r.ok,
            "audit": {"ok": d.ok, "records": d.records, "head": d.head,
                      "first_bad_decision_id": d.first_bad_decision_id, "detail": d.detail},
            "memory_log": {"ok": m.ok, "chained": m.chained, "unchained": m.unchained,
                           "head": m.head, "detail": m.detail},
            "rolled_back": list(r.anchor)}


def head(conn: apsw.Connection, only: str | None, as_json: bool) -> int:
    """Print each tenant's heads (records and last hash of both chains)."""
    heads = review.heads(conn, only)
    if as_json:
        print(json.dumps({"time_ms": store.now_ms(), "heads": [h.to_plain() for h in heads]},
                         indent=2))
        return 0
    rows = [(h.tenant, h.records, h.hash, h.memory_records, h.memory_hash) for h in heads]
    print(table(("tenant", "records", "head", "memory log rows", "memory log head"), rows,
                right=(1, 3)))
    return 0
