"""The read side of the audit log, shared by the RPCs and the `mage audit` CLI."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

import apsw

from mage.sidecar import audit, store
from mage.sidecar.errors import InvalidRequest, NotFound

MAX_PAGE = 1000


@dataclass(frozen=True, slots=True)
class Page:
    rows: list[dict[str, Any]]
    next_token: str


def list_decisions(conn: apsw.Connection, tenant: str, *, session: str = "", verdict: str = "",
                   since_ms: int = 0, until_ms: int = 0, page_size: int = 50,
                   page_token: str = "") -> Page:
    """Newest first; the page token is the last decision id seen (keyset paging)."""
    if page_size > MAX_PAGE:
        raise InvalidRequest(f"page_size: at most {MAX_PAGE}")
    size = page_size or 50
    rows = store.list_decisions(conn, tenant, session=session, verdict=verdict,
                                since_ms=since_ms, until_ms=until_ms, after_id=page_token,
                                limit=size + 1)
    keys = ("decision_id", "time_ms", "session", "action_type", "tool", "verdict", "message")
    out = [dict(zip(keys, r, strict=True)) for r in rows[:size]]
    return Page(out, out[-1]["decision_id"] if len(rows) > size else "")


def get_decision(conn: apsw.Connection, tenant: str, decision_id: str
                 ) -> tuple[dict[str, Any], list[tuple[store.EntryRow, list[store.PatchRow]]]]:
    """The record and the memories it saw (basis and their ancestors) at its snapshot."""
    raw = store.get_decision(conn, tenant, decision_id)
    if raw is None:
        raise NotFound(f"decision {decision_id!r} not found")
    rec = json.loads(raw)
    cited = [i for comp in rec["risk"].values() for e in comp["evidence"] for i in e["memory_ids"]]
    memories = _closure(conn, tenant, rec["session"], [*rec["basis"], *cited],
                        rec["snapshot_seq"])
    return rec, memories


def _closure(conn: apsw.Connection, tenant: str, session: str, ids: list[str], snapshot: int,
             limit: int = 500) -> list[tuple[store.EntryRow, list[store.PatchRow]]]:
    seen: dict[str, tuple[store.EntryRow, list[store.PatchRow]]] = {}
    frontier = list(dict.fromkeys(ids))
    while frontier and len(seen) < limit:
        found = store.entries_at(conn, tenant, session, frontier, snapshot)
        for row, patches in found:
            seen[row.id] = (row, patches)
        frontier = [p for row, _ in found for p in row.depends_on if p not in seen]
        frontier = list(dict.fromkeys(frontier))
    return list(seen.values())


def verify(conn: apsw.Connection, tenant: str) -> audit.ChainReport:
    """Check one tenant's chain against its recorded head."""
    with conn:  # one read transaction: the chain and its head from the same moment
        return audit.verify(store.audit_chain(conn, tenant), store.audit_head(conn, tenant))


def patch_json(p: store.PatchRow) -> str:
    return audit.canonical({"seq": p.seq, "op": p.op, "value": p.value,
                            "target_id": p.target_id, "reason": p.reason,
                            "decision_id": p.decision_id, "created_ms": p.created_ms})
