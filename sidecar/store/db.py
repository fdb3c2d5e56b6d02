"""The durable log: every SQL statement of the sidecar lives in this module.

One SQLite file (WAL) holds the memory log (entries and patches, sharing one
sequence so that a snapshot is a single number) and the audit chain. Writes
go through one connection owned by the writer thread; reads open their own
connection per thread.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import apsw

from mage.sidecar.audit.chain import GENESIS_HASH, INDEXED
from mage.sidecar.errors import ConfigError

SCHEMA_VERSION = 6

# Each migration takes the schema from version i to i+1; never edit one that shipped.
MIGRATIONS: tuple[str, ...] = (
    """
    CREATE TABLE entries (
        seq INTEGER PRIMARY KEY,
        tenant TEXT NOT NULL,
        session TEXT NOT NULL,
        id TEXT NOT NULL,
        content TEXT NOT NULL,
        kind TEXT NOT NULL,
        source TEXT NOT NULL,
        tool TEXT NOT NULL,
        confidence REAL NOT NULL,
        depends_on TEXT NOT NULL,
        claims TEXT NOT NULL,
        tags TEXT NOT NULL,
        created_ms INTEGER NOT NULL,
        digest TEXT NOT NULL,
        UNIQUE (tenant, session, id)
    );
    CREATE TABLE patches (
        seq INTEGER PRIMARY KEY,
        tenant TEXT NOT NULL,
        session TEXT NOT NULL,
        entry_id TEXT NOT NULL,
        op TEXT NOT NULL,
        value REAL NOT NULL,
        target_id TEXT NOT NULL,
        reason TEXT NOT NULL,
        decision_id TEXT NOT NULL,
        created_ms INTEGER NOT NULL
    );
    CREATE INDEX patches_by_session ON patches (tenant, session, seq);
    CREATE TABLE decisions (
        pos INTEGER PRIMARY KEY,
        decision_id TEXT NOT NULL UNIQUE,
        tenant TEXT NOT NULL,
        session TEXT NOT NULL,
        time_ms INTEGER NOT NULL,
        action_type TEXT NOT NULL,
        tool TEXT NOT NULL,
        verdict TEXT NOT NULL,
        record TEXT NOT NULL,
        prev_hash TEXT NOT NULL,
        hash TEXT NOT NULL
    );
    CREATE INDEX decisions_by_session ON decisions (tenant, session, decision_id);
    CREATE INDEX decisions_by_tenant ON decisions (tenant, decision_id);
    CREATE INDEX decisions_chain ON decisions (tenant, pos);
    CREATE TABLE audit_head (
        tenant TEXT PRIMARY KEY,
        records INTEGER NOT NULL,
        hash TEXT NOT NULL
    );
    """,
    """
    CREATE TABLE scores (
        tenant TEXT NOT NULL,
        session TEXT NOT NULL,
        entry_id TEXT NOT NULL,
        model TEXT NOT NULL,
        p REAL NOT NULL,
        category TEXT NOT NULL,
        PRIMARY KEY (tenant, session, entry_id, model)
    ) WITHOUT ROWID;
    """,
    # A session's log in sequence order, without sorting it first (rebuilds read it whole).
    """
    CREATE INDEX entries_by_session ON entries (tenant, session, seq);
    """,
    # What the detectors found when the entry was written (memory.Facts), so a rebuild
    # need not run them again; '' for entries written before.
    """
    ALTER TABLE entries ADD COLUMN facts TEXT NOT NULL DEFAULT '';
    """,
    # Each tenant's memory log (entries and patches in sequence order) becomes a hash chain
    # like the audit log's: `chain` is a row's link, '' for rows written before this version
    # (those up to `memory_chain.since_seq`, which verify reports as unchained).
    """
    ALTER TABLE entries ADD COLUMN chain TEXT NOT NULL DEFAULT '';
    ALTER TABLE patches ADD COLUMN chain TEXT NOT NULL DEFAULT '';
    CREATE TABLE memory_head (
        tenant TEXT PRIMARY KEY,
        records INTEGER NOT NULL,
        hash TEXT NOT NULL
    );
    CREATE TABLE memory_chain (since_seq INTEGER NOT NULL);
    INSERT INTO memory_chain SELECT max(coalesce((SELECT max(seq) FROM entries), 0),
                                        coalesce((SELECT max(seq) FROM patches), 0));
    """,
    # Where in a poisoned entry the classifier located its finding ("start-end,..."), so a
    # rebuild or replay reads the same passages as the live check; '' when not located.
    """
    ALTER TABLE scores ADD COLUMN passages TEXT NOT NULL DEFAULT '';
    """,
)

DURABILITY = {"process": "NORMAL", "power": "FULL"}
@dataclass(frozen=True, slots=True)
class EntryRow:
    seq: int
    tenant: str
    session: str
    id: str
    content: str
    kind: str
    source: str
    tool: str
    confidence: float
    depends_on: tuple[str, ...]
    claims: tuple[tuple[str, str, str], ...]
    tags: tuple[str, ...]
    created_ms: int
    digest: str
    facts: str = ""  # the detectors' findings at write time, versioned (memory.Facts)
    chain: str = ""  # its link in the tenant's memory log chain, as stored ('' before it)


@dataclass(frozen=True, slots=True)
class PatchRow:
    seq: int
    tenant: str
    session: str
    entry_id: str
    op: str
    value: float
    target_id: str
    reason: str
    decision_id: str
    created_ms: int
    chain: str = ""  # its link in the tenant's memory log chain, as stored ('' before it)


@dataclass(frozen=True, slots=True)
class AuditRow:
    pos: int
    decision_id: str
    record: str
    prev_hash: str
    hash: str
    indexed: tuple[Any, ...] | None = None  # the INDEXED columns as stored, when read


def open_connection(path: Path, durability: str) -> apsw.Connection:
    """A connection with the pragmas every user of the file needs."""
    if durability not in DURABILITY:
        raise ConfigError(f"storage.durability: expected one of {sorted(DURABILITY)}")
    conn = apsw.Connection(str(path))
    conn.set_busy_timeout(10_000)
    conn.execute("PRAGMA journal_mode=WAL")
    conn.execute(f"PRAGMA synchronous={DURABILITY[durability]}")
    return conn


def migrate(conn: apsw.Connection) -> int:
    """Bring the schema up to SCHEMA_VERSION; returns the version found before."""
    found = scalar(conn, "PRAGMA user_version")
    if found > SCHEMA_VERSION:
        raise ConfigError(
            f"database schema version {found} is newer than this sidecar ({SCHEMA_VERSION})"
        )
    for version in range(found, SCHEMA_VERSION):
        with conn:
            conn.execute(MIGRATIONS[version])
            conn.execute(f"PRAGMA user_version={version + 1}")
    return int(found)


def migrate_component(conn: apsw.Connection, component: str, migrations: Sequence[str]) -> None:
    """Schema versions for a domain that keeps its own tables (lessons, review, ...).

    The domain's SQL lives in its own store module; its migrations run here, in order,
    each in one transaction with the version bump.
    """
    with conn:
        conn.execute("CREATE TABLE IF NOT EXISTS schema_components ("
                     " component TEXT PRIMARY KEY, version INTEGER NOT NULL)")
    row = conn.execute("SELECT version FROM schema_components WHERE component = ?",
                       (component,)).fetchone()
    found = int(row[0]) if row else 0
    if found > len(migrations):
        raise ConfigError(f"{component} schema version {found} is newer than this sidecar")
    for version in range(found, len(migrations)):
        with conn:
            conn.execute(migrations[version])
            conn.execute("INSERT INTO schema_components VALUES (?, ?) ON CONFLICT (component)"
                         " DO UPDATE SET version = excluded.version", (component, version + 1))


def max_seq(conn: apsw.Connection) -> int:
    return int(scalar(conn, "SELECT max(coalesce((SELECT max(seq) FROM entries), 0),"
                            " coalesce((SELECT max(seq) FROM patches), 0))"))


def scalar(conn: apsw.Connection, sql: str) -> Any:
    """The first column of a query that always returns one row."""
    row = conn.execute(sql).fetchone()
    assert row is not None, sql
    return row[0]


def audit_heads(conn: apsw.Connection) -> dict[str, tuple[int, str]]:
    """Each tenant's chain: how many records and the hash of the last one."""
    return {str(r[0]): (int(r[1]), str(r[2]))
            for r in conn.execute("SELECT tenant, records, hash FROM audit_head")}


def audit_head(conn: apsw.Connection, tenant: str) -> tuple[int, str]:
    row = conn.execute("SELECT records, hash FROM audit_head WHERE tenant = ?",
                       (tenant,)).fetchone()
    return (0, GENESIS_HASH) if row is None else (int(row[0]), str(row[1]))


# --- writes (called by the writer thread inside its transaction) -----------


def insert_entries(conn: apsw.Connection, rows: Sequence[EntryRow],
                   links: Sequence[str] = ()) -> None:
    """Insert entries, each with its memory log link (`links` in step with `rows`)."""
    conn.executemany(
        "INSERT INTO entries VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
        [
            (
                r.seq, r.tenant, r.session, r.id, r.content, r.kind, r.source, r.tool,
                r.confidence, json.dumps(r.depends_on), json.dumps(r.claims),
                json.dumps(r.tags), r.created_ms, r.digest, r.facts, link,
            )
            for r, link in zip(rows, links or [""] * len(rows), strict=True)
        ],
    )


def insert_patch(conn: apsw.Connection, r: PatchRow, link: str = "") -> None:
    conn.execute(
        "INSERT INTO patches VALUES (?,?,?,?,?,?,?,?,?,?,?)",
        (
            r.seq, r.tenant, r.session, r.entry_id, r.op, r.value, r.target_id,
            r.reason, r.decision_id, r.created_ms, link,
        ),
    )


def insert_decision(
    conn: apsw.Connection, summary: dict[str, Any], record: str, prev_hash: str, hash_: str
) -> int:
    """Insert one chained decision and move its tenant's head on; returns its position."""
    conn.execute(
        "INSERT INTO decisions (decision_id, tenant, session, time_ms, action_type, tool,"
        " verdict, record, prev_hash, hash) VALUES (?,?,?,?,?,?,?,?,?,?)",
        (
            summary["decision_id"], summary["tenant"], summary["session"], summary["time_ms"],
            summary["action_type"], summary["tool"], summary["verdict"], record, prev_hash, hash_,
        ),
    )
    pos = conn.last_insert_rowid()  # before the head's upsert, which may insert a row too
    conn.execute(
        "INSERT INTO audit_head VALUES (?, 1, ?) ON CONFLICT (tenant) DO UPDATE"
        " SET records = records + 1, hash = excluded.hash",
        (summary["tenant"], hash_),
    )
    return pos


ScoreRow = tuple[str, str, str, str, float, str, str]  # ..., model, p, category, passages
Spans = tuple[tuple[int, int], ...]


def insert_scores(conn: apsw.Connection, rows: Sequence[ScoreRow]) -> None:
    conn.executemany("INSERT OR REPLACE INTO scores VALUES (?,?,?,?,?,?,?)", rows)


def encode_spans(spans: Spans) -> str:
    """Character spans as stored: "12-80,140-200"."""
    return ",".join(f"{a}-{b}" for a, b in spans)


def decode_spans(text: str) -> Spans:
    """The spans `encode_spans` stored; () for ''."""
    if not text:
        return ()
    return tuple((int(a), int(b)) for a, b in (part.split("-") for part in text.split(",")))


# --- reads -------------------------------------------------------------------


def entries_per_tenant(conn: apsw.Connection) -> dict[str, int]:
    return {str(r[0]): int(r[1])
            for r in conn.execute("SELECT tenant, count(*) FROM entries GROUP BY tenant")}


Score = tuple[float, str, Spans]  # p, category, passages


def session_scores(conn: apsw.Connection, tenant: str, session: str, model: str
                   ) -> dict[str, Score]:
    rows = conn.execute("SELECT entry_id, p, category, passages FROM scores WHERE tenant = ?"
                        " AND session = ? AND model = ?", (tenant, session, model))
    return {r[0]: (float(r[1]), str(r[2]), decode_spans(str(r[3]))) for r in rows}


def patch_row(r: Any) -> PatchRow:
    return PatchRow(*r)


def entry_row(r: tuple[Any, ...]) -> EntryRow:
    # Most entries have no claims or tags: an empty list is not worth a JSON parse.
    return EntryRow(
        r[0], r[1], r[2], r[3], r[4], r[5], r[6], r[7], r[8],
        () if r[9] == "[]" else tuple(json.loads(r[9])),
        () if r[10] == "[]" else tuple(tuple(c) for c in json.loads(r[10])),
        () if r[11] == "[]" else tuple(json.loads(r[11])),
        r[12], r[13], r[14], r[15] if len(r) > 15 else "",
    )


def session_log(conn: apsw.Connection, tenant: str, session: str) -> Iterator[EntryRow | PatchRow]:
    """Entries and patches of one session in sequence order, for rebuilding it in memory."""
    entries = conn.execute(
        "SELECT * FROM entries WHERE tenant = ? AND session = ? ORDER BY seq", (tenant, session)
    ).fetchall()
    patches = conn.execute(
        "SELECT * FROM patches WHERE tenant = ? AND session = ? ORDER BY seq", (tenant, session)
    ).fetchall()
    rows: list[EntryRow | PatchRow] = [entry_row(r) for r in entries]
    rows += [patch_row(p) for p in patches]
    rows.sort(key=lambda r: r.seq)
    return iter(rows)


def entries_at(
    conn: apsw.Connection, tenant: str, session: str, ids: Sequence[str], snapshot: int
) -> list[tuple[EntryRow, list[PatchRow]]]:
    """The named entries as they stood at a snapshot, each with its patches up to it."""
    out = []
    for entry_id in ids:
        row = conn.execute(
            "SELECT * FROM entries WHERE tenant = ? AND session = ? AND id = ? AND seq <= ?",
            (tenant, session, entry_id, snapshot),
        ).fetchone()
        if row is None:
            continue
        patches = conn.execute(
            "SELECT * FROM patches WHERE tenant = ? AND session = ? AND entry_id = ?"
            " AND seq <= ? ORDER BY seq",
            (tenant, session, entry_id, snapshot),
        ).fetchall()
        out.append((entry_row(row), [patch_row(p) for p in patches]))
    return out


def list_decisions(
    conn: apsw.Connection,
    tenant: str,
    *,
    session: str = "",
    verdict: str = "",
    since_ms: int = 0,
    until_ms: int = 0,
    after_id: str = "",
    limit: int = 50,
) -> list[tuple[str, int, str, str, str, str, str]]:
    """Decisions newest first, keyset-paged by decision id (ids sort by time)."""
    where: list[str] = ["tenant = ?"]
    args: list[str | int] = [tenant]
    for clause, value in (
        ("session = ?", session),
        ("verdict = ?", verdict),
        ("time_ms >= ?", since_ms),
        ("time_ms < ?", until_ms),
        ("decision_id < ?", after_id),
    ):
        if value:
            where.append(clause)
            args.append(value)
    sql = (
        "SELECT decision_id, time_ms, session, action_type, tool, verdict,"
        " json_extract(record, '$.message') FROM decisions WHERE "
        + " AND ".join(where)
        + " ORDER BY decision_id DESC LIMIT ?"
    )
    return [tuple(r) for r in conn.execute(sql, (*args, limit))]


def get_decision(conn: apsw.Connection, tenant: str, decision_id: str) -> str | None:
    row = conn.execute(
        "SELECT record FROM decisions WHERE tenant = ? AND decision_id = ?", (tenant, decision_id)
    ).fetchone()
    return None if row is None else str(row[0])


CHAIN_COLUMNS = "pos, decision_id, record, prev_hash, hash, " + ", ".join(INDEXED)


def audit_row(r: tuple[Any, ...]) -> AuditRow:
    """An AuditRow from a row of CHAIN_COLUMNS."""
    return AuditRow(r[0], r[1], r[2], r[3], r[4], tuple(r[5:]))


def audit_chain(conn: apsw.Connection, tenant: str) -> Iterator[AuditRow]:
    """One tenant's audit records in the order they were chained, with their indexed
    columns (verify checks them against the record)."""
    for r in conn.execute(f"SELECT {CHAIN_COLUMNS} FROM decisions WHERE tenant = ?"
                          " ORDER BY pos", (tenant,)):
        yield audit_row(r)


class Readers:
    """One read connection per thread: apsw connections are not shared across threads here."""

    def __init__(self, path: Path, durability: str) -> None:
        self._path, self._durability = path, durability
        self._local = threading.local()

    def get(self) -> apsw.Connection:
        conn = getattr(self._local, "conn", None)
        if conn is None:
            conn = open_connection(self._path, self._durability)
            self._local.conn = conn
        return conn


def now_ms() -> int:
    return int(time.time() * 1000)
