"""The read side of the audit log, shared by the RPCs and the `mage audit` CLI."""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import apsw

from mage.contract import types as t
from mage.sidecar.audit import anchor, chain, journal, memory_log
from mage.sidecar.audit import record as audit
from mage.sidecar.audit.explanation import ExplanationRecordV1, joined
from mage.sidecar.errors import InvalidRequest, NotFound
from mage.sidecar.store import chains, explanations
from mage.sidecar.store import db as store
from mage.sidecar.store import review as review_store

MAX_PAGE = 1000


@dataclass(frozen=True, slots=True)
class Page:
    rows: list[dict[str, Any]]
    next_token: str


def list_decisions(conn: apsw.Connection, tenant: str, *, session: str = "", verdict: str = "",
                   since_ms: int = 0, until_ms: int = 0, page_size: int = 50,
                   page_token: str = "", action_type: str = "", tool: str = "",
                   rule: str = "", with_feedback: bool = False) -> Page:
    """Newest first; the page token is the last decision id seen (keyset paging).

    With `with_feedback` each row also carries its latest mark ("" when none). Time bounds
    become decision-id bounds, so every filter is served from an index however long the log.

    Raises:
        InvalidRequest: page_size above MAX_PAGE, or a malformed page token.
    """
    if not 0 <= page_size <= MAX_PAGE:
        raise InvalidRequest(f"page_size: between 0 and {MAX_PAGE}")
    if page_token and not _ID.fullmatch(page_token):
        raise InvalidRequest("page_token: not a token this listing handed out")
    size = page_size or 50
    f = review_store.Filter(session, verdict, action_type, tool, rule, since_ms, until_ms)
    rows = _summaries(conn, tenant, f, page_token, size + 1)
    out = [dict(zip(review_store.SUMMARY_COLUMNS, r, strict=True)) for r in rows[:size]]
    for r in out:
        mark = r.pop("feedback")
        if with_feedback:
            r["feedback"] = mark or ""
    return Page(out, out[-1]["decision_id"] if len(rows) > size else "")


_ID = re.compile(r"[0-9A-HJKMNP-TV-Z]{26}")


def _summaries(conn: apsw.Connection, tenant: str, f: review_store.Filter, token: str,
               limit: int) -> list[tuple[Any, ...]]:
    if review_store.installed(conn):
        return review_store.list_decisions(conn, tenant, f, token, limit)
    if f.action_type or f.tool or f.rule:
        raise InvalidRequest("filters by action type, tool or rule need the review index, "
                             "which this database lacks: start `mage serve` on it once")
    # A database written before the review component existed: the core listing.
    return [(*r, "") for r in store.list_decisions(
        conn, tenant, session=f.session, verdict=f.verdict, since_ms=f.since_ms,
        until_ms=f.until_ms, after_id=token, limit=limit)]


def get_decision(conn: apsw.Connection, tenant: str, decision_id: str
                 ) -> tuple[audit.AuditRecordV1,
                            list[tuple[store.EntryRow, list[store.PatchRow]]]]:
    """The record and the memories it saw (basis and their ancestors) at its snapshot.

    Raises:
        NotFound: No such decision for this tenant.
        RecordError: The stored record is not one this version reads (names the field).
    """
    raw = store.get_decision(conn, tenant, decision_id)
    if raw is None:
        raise NotFound(f"decision {decision_id!r} not found")
    rec = audit.AuditRecordV1.parse(raw)
    cited = [i for _, e in rec.evidence() for i in e.memory_ids]
    memories = _closure(conn, tenant, rec.session, [*rec.basis, *cited], rec.snapshot_seq)
    return rec, memories


@dataclass(frozen=True, slots=True)
class Explained:
    """Where a decision's attribution stands, and its explanation record if it has one."""

    status: t.Explanation
    record: ExplanationRecordV1 | None = None
    text: str = ""  # the record as stored


def explanation(conn: apsw.Connection, tenant: str, decision_id: str) -> Explained:
    """A decision's explanation: recorded (complete or unavailable), pending, or complete
    in the decision record itself (explained in the answer, or nothing to explain).

    Raises:
        RecordError: The stored explanation is not one this version reads.
    """
    text = explanations.get(conn, tenant, decision_id)
    if text is not None:
        rec = ExplanationRecordV1.parse(text)
        return Explained(rec.explanation, rec, text)
    if explanations.is_pending(conn, tenant, decision_id):
        return Explained(t.Explanation.PENDING)
    return Explained(t.Explanation.COMPLETE)


def get_joined(conn: apsw.Connection, tenant: str, decision_id: str
               ) -> tuple[audit.AuditRecordV1,
                          list[tuple[store.EntryRow, list[store.PatchRow]]], Explained]:
    """`get_decision` with the decision's explanation joined to its record (as `mage audit
    show` and the web view present it), and where the explanation stands."""
    with conn:  # the decision and its explanation from the same moment
        rec, memories = get_decision(conn, tenant, decision_id)
        exp = explanation(conn, tenant, decision_id)
    return joined(rec, exp.record), memories, exp


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


def verify(conn: apsw.Connection, tenant: str) -> chain.ChainReport:
    """Check one tenant's audit chain (records and their indexed columns) and memory log
    against their recorded heads; a memory log problem fails the report too."""
    t = verify_tenant(conn, tenant)
    if t.memory.ok or not t.decisions.ok:
        return t.decisions
    return chain.ChainReport(False, t.decisions.records, "", f"memory log: {t.memory.detail}",
                             t.decisions.head)


@dataclass(frozen=True, slots=True)
class TenantReport:
    """One tenant's verification: its audit chain, its memory log, and any anchor."""

    tenant: str
    decisions: chain.ChainReport
    memory: memory_log.MemoryReport
    anchor: tuple[str, ...] = ()  # how the chains fall short of anchored heads

    @property
    def ok(self) -> bool:
        return self.decisions.ok and self.memory.ok and not self.anchor


def verify_tenant(conn: apsw.Connection, tenant: str,
                  anchors: Sequence[anchor.Head] = ()) -> TenantReport:
    """Walk both of a tenant's chains in one read transaction, the audit chain on into the
    decision log (records answered and not yet in the database), then hold them against
    the anchored heads given for it."""
    logged = _logged(conn, tenant)  # read before the database: see `_with_log`
    with conn:  # the chains and their heads from the same moment
        decisions = chain.verify(explanations.audit_chain(conn, tenant),
                                 store.audit_head(conn, tenant))
        if decisions.ok and logged:
            decisions = _with_log(conn, decisions, logged)
        since, chained = _since(conn)
        memory = memory_log.verify(chains.memory_log(conn, tenant, chained), since,
                                   chains.memory_head(conn, tenant) if chained
                                   else (0, chain.GENESIS_HASH))
        short = tuple(p for a in anchors for p in _behind(conn, a, decisions, memory, since)
                      if p)
    return TenantReport(tenant, decisions, memory, short)


def _logged(conn: apsw.Connection, tenant: str) -> list[journal.Line] | str:
    """The tenant's lines in the decision log beside the database (none when there is no
    log), or why the log cannot be read."""
    if not conn.filename:
        return []
    try:
        return [x for x in journal.read(journal.path_for(conn.filename)) if x.tenant == tenant]
    except journal.JournalError as exc:
        return str(exc)


def _with_log(conn: apsw.Connection, report: chain.ChainReport,
              logged: list[journal.Line] | str) -> chain.ChainReport:
    """The chain walked on from the database's head through the decision log.

    A logged record the database holds must be the same record (the same hash); the rest
    must follow on from the database's head, in order. The log is read before the
    database's snapshot, so a record copied in between is found in the snapshot, and the
    log emptied in between is simply shorter."""
    if isinstance(logged, str):
        return chain.ChainReport(False, report.records, "", f"decision log: {logged}")
    records, head = report.records, report.head
    for line in logged:
        try:
            decision_id = str(json.loads(line.text)["decision_id"])
        except (ValueError, KeyError, TypeError):
            return chain.ChainReport(False, records, "",
                                     f"decision log: line {line.number} is not a record")
        table = "decisions" if line.kind == "decision" else "explanations"
        row = conn.execute(f"SELECT hash FROM {table} WHERE tenant = ? AND decision_id = ?",
                           (line.tenant, decision_id)).fetchone()
        if row is not None:
            if row[0] == line.hash:
                continue
            problem = (f"line {line.number} and the database disagree on the {line.kind} "
                       "record of this decision")
        else:
            problem = line.problem() or ("" if line.prev == head else
                                         f"line {line.number} does not follow the last record "
                                         "before it (a record was removed or reordered)")
        if problem:
            return chain.ChainReport(False, records, decision_id, f"decision log: {problem}")
        records, head = records + 1, line.hash
    return chain.ChainReport(True, records, head=head)


def _since(conn: apsw.Connection) -> tuple[int, bool]:
    """(last unchained sequence number, whether the database chains its memory log); a
    database no sidecar has migrated since has every row unchained."""
    since = chains.memory_chain_since(conn)
    return (store.max_seq(conn), False) if since is None else (since, True)


def _behind(conn: apsw.Connection, a: anchor.Head, decisions: chain.ChainReport,
            memory: memory_log.MemoryReport, since: int) -> list[str]:
    out = [anchor.behind("the audit chain", a.records, a.hash, decisions.records,
                         explanations.hash_at(conn, a.tenant, a.records))]
    if a.memory_records is not None:
        at = chains.memory_chained_at(conn, a.tenant, since, a.memory_records)
        out.append(anchor.behind("the memory log", a.memory_records, a.memory_hash,
                                 memory.chained, at))
    return out


def tenants(conn: apsw.Connection, only: str | None = None) -> list[str]:
    """Every tenant in the database, or just `only`.

    Raises:
        NotFound: `only` names a tenant the database has nothing of.
    """
    known = chains.tenants(conn)
    if only is None:
        return known
    if only not in known:
        raise NotFound(f"tenant {only!r}: no decisions or memories in this database "
                       f"(tenants: {', '.join(known) or 'none'})")
    return [only]


def heads(conn: apsw.Connection, only: str | None = None) -> list[anchor.Head]:
    """Each tenant's heads as recorded now (what an anchor keeps)."""
    with conn:
        names = tenants(conn, only)
        memory = chains.memory_heads(conn) if _since(conn)[1] else {}
        audit = store.audit_heads(conn)
    genesis = (0, chain.GENESIS_HASH)
    return [anchor.Head(n, *audit.get(n, genesis), *memory.get(n, genesis)) for n in names]


def patch_json(p: store.PatchRow) -> str:
    return audit.canonical({"seq": p.seq, "op": p.op, "value": p.value,
                            "target_id": p.target_id, "reason": p.reason,
                            "decision_id": p.decision_id, "created_ms": p.created_ms})


def feedback(conn: apsw.Connection, tenant: str, decision_id: str
             ) -> list[review_store.FeedbackRow]:
    """The marks on one decision, oldest first (none on a database without the index)."""
    if not review_store.installed(conn):
        return []
    return review_store.feedback_for(conn, tenant, decision_id)


@dataclass(frozen=True, slots=True)
class LinkCheck:
    """One record's place in its chain, checked in O(1) (the full walk is `verify`)."""

    content_ok: bool
    follows_previous: bool
    problem: str = ""  # an indexed column that disagrees with the record

    @property
    def ok(self) -> bool:
        return self.content_ok and self.follows_previous and not self.problem


def check_link(conn: apsw.Connection, tenant: str, decision_id: str) -> LinkCheck:
    """Whether a record still hashes to its stored hash, links to the record before it,
    and agrees with its indexed columns."""
    found = review_store.chain_link(conn, tenant, decision_id)
    if found is None:
        raise NotFound(f"decision {decision_id!r} not found")
    row, before = found
    expected_prev = before if before is not None else chain.GENESIS_HASH
    explained = explanations.before(conn, tenant, row.pos)
    if explained is not None and (before is None or explained[0] >= _pos_before(conn, tenant,
                                                                                row.pos)):
        expected_prev = explained[1]  # an explanation was chained after the decision before
    problem = ""
    try:
        plain = json.loads(row.record)
        problem = chain.column_problem(row, plain) if isinstance(plain, dict) else ""
    except ValueError:
        problem = "the record is not JSON"
    return LinkCheck(chain.chain_hash(row.prev_hash, row.record) == row.hash,
                     row.prev_hash == expected_prev, problem)


def _pos_before(conn: apsw.Connection, tenant: str, pos: int) -> int:
    row = conn.execute("SELECT max(pos) FROM decisions WHERE tenant = ? AND pos < ?",
                       (tenant, pos)).fetchone()
    return int(row[0]) if row and row[0] is not None else 0


def check_memory(conn: apsw.Connection, row: store.EntryRow | store.PatchRow) -> str:
    """Whether one memory log row is as written: "" when its digest and its link hold,
    `memory_log.UNCHAINED` for a row older than the chain, else what is wrong."""
    since, chained = _since(conn)
    if not chained or row.seq <= since:
        return memory_log.content_problem(row) or memory_log.UNCHAINED
    prev = chains.memory_link_before(conn, row.tenant, row.seq, since) or chain.GENESIS_HASH
    return memory_log.row_problem(row, prev, since)


def check_memories(conn: apsw.Connection,
                   memories: list[tuple[store.EntryRow, list[store.PatchRow]]]
                   ) -> dict[int, str]:
    """`check_memory` of every entry and patch `get_decision` returned, by seq."""
    out = {}
    for row, patches in memories:
        out[row.seq] = check_memory(conn, row)
        out.update((p.seq, check_memory(conn, p)) for p in patches)
    return out


@dataclass(frozen=True, slots=True)
class ChainProgress:
    """How far a resumable walk of the chain has got (the web view walks a long chain in
    steps, so no page waits for a million records)."""

    records: int = 0
    last_pos: int = 0
    last_hash: str = chain.GENESIS_HASH
    ok: bool = True
    first_bad_decision_id: str = ""
    detail: str = ""
    done: bool = False  # reached the recorded head
    head_records: int = 0
    last_explanation: int = 0  # the last explanation walked (its own position)


def verify_more(conn: apsw.Connection, tenant: str, p: ChainProgress, step: int = 5000
                ) -> ChainProgress:
    """Check up to `step` more records after `p`, with the checks of `chain.verify`."""
    if not p.ok:
        return p
    with conn:  # the rows and the head from the same moment
        rows, seen = explanations.chain_after(conn, tenant, p.last_pos, p.last_explanation,
                                              step)
        head = store.audit_head(conn, tenant)
    w = chain.walk(rows, p.records, p.last_hash, p.last_pos)
    if w.bad is not None:
        return ChainProgress(w.records, w.bad.pos, w.last_hash, False, w.bad.decision_id,
                             w.detail, True, head[0], seen)
    if sum(1 for r in rows if r.indexed is not None) == step:
        return ChainProgress(w.records, w.last_pos, w.last_hash, head_records=head[0],
                             last_explanation=seen)
    problem = chain.end_problem(w.records, w.last_hash, head)
    if problem:
        return ChainProgress(w.records, w.last_pos, w.last_hash, False, "", problem, True,
                             head[0], seen)
    return ChainProgress(w.records, w.last_pos, w.last_hash, done=True, head_records=head[0],
                         last_explanation=seen)
