"""Every SQL statement of the lessons component, and its migrations.

The lesson graph is append-only: action and outcome nodes are keyed by their
content (recording the same action again reuses its node), edges are never
edited, and feedback adds marks beside them. Embeddings are stored as float16
(half the bytes; the in-memory index uses the same rounded values, so recall
answers the same before and after a restart). Every query names its tenant.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

import apsw
import numpy as np

from mage.sidecar.lessons.features import FEATURES_VERSION
from mage.sidecar.store import db as store

COMPONENT = "lessons"

# Each migration takes the component from version i to i+1; never edit one that shipped.
MIGRATIONS: tuple[str, ...] = (
    """
    CREATE TABLE lesson_actions (
        seq INTEGER PRIMARY KEY,
        tenant TEXT NOT NULL,
        id TEXT NOT NULL,
        text TEXT NOT NULL,
        tool TEXT NOT NULL,
        args_digest TEXT NOT NULL,
        environment TEXT NOT NULL,
        phase TEXT NOT NULL,
        target TEXT NOT NULL,
        operation INTEGER NOT NULL,
        words TEXT NOT NULL,
        embedding BLOB NOT NULL,
        created_ms INTEGER NOT NULL,
        UNIQUE (tenant, id)
    );
    CREATE TABLE lesson_outcomes (
        seq INTEGER PRIMARY KEY,
        tenant TEXT NOT NULL,
        id TEXT NOT NULL,
        text TEXT NOT NULL,
        embedding BLOB NOT NULL,
        created_ms INTEGER NOT NULL,
        UNIQUE (tenant, id)
    );
    CREATE TABLE lesson_edges (
        seq INTEGER PRIMARY KEY,
        tenant TEXT NOT NULL,
        id TEXT NOT NULL,
        action_id TEXT NOT NULL,
        outcome_id TEXT NOT NULL,
        edge_type TEXT NOT NULL,
        polarity TEXT NOT NULL,
        severity TEXT NOT NULL,
        confidence REAL NOT NULL,
        judged_by TEXT NOT NULL,
        session TEXT NOT NULL,
        decision_id TEXT NOT NULL,
        state_id TEXT NOT NULL,
        tags TEXT NOT NULL,
        action_ms INTEGER NOT NULL,
        observed_ms INTEGER NOT NULL,
        created_ms INTEGER NOT NULL,
        flagged TEXT NOT NULL,
        grade TEXT NOT NULL,
        UNIQUE (tenant, id)
    );
    CREATE INDEX lesson_edges_by_decision ON lesson_edges (tenant, decision_id);
    CREATE TABLE lesson_marks (
        seq INTEGER PRIMARY KEY,
        tenant TEXT NOT NULL,
        lesson_id TEXT NOT NULL,
        mark TEXT NOT NULL,
        decision_id TEXT NOT NULL,
        created_ms INTEGER NOT NULL
    );
    CREATE INDEX lesson_marks_by_lesson ON lesson_marks (tenant, lesson_id);
    CREATE TRIGGER lesson_marks_append_only BEFORE UPDATE ON lesson_marks
    BEGIN SELECT RAISE(ABORT, 'lesson marks are append-only'); END;
    CREATE TRIGGER lesson_marks_no_delete BEFORE DELETE ON lesson_marks
    BEGIN SELECT RAISE(ABORT, 'lesson marks are append-only'); END;
    """,
    # The version of `features.analyse` that computed operation and words (1: before it
    # was recorded); rows of an older version are analysed again at start-up.
    "ALTER TABLE lesson_actions ADD COLUMN features INTEGER NOT NULL DEFAULT 1",
)


@dataclass(frozen=True, slots=True)
class ActionRow:
    tenant: str
    id: str
    text: str
    tool: str
    args_digest: str
    environment: str
    phase: str
    target: str
    operation: int  # features.analyse at recording time, so a rebuild need not re-read text
    words: frozenset[str]
    embedding: np.ndarray
    created_ms: int


@dataclass(frozen=True, slots=True)
class OutcomeRow:
    tenant: str
    id: str
    text: str
    embedding: np.ndarray
    created_ms: int


@dataclass(frozen=True, slots=True)
class EdgeRow:
    tenant: str
    id: str
    action_id: str
    outcome_id: str
    edge_type: str
    polarity: str
    severity: str
    confidence: float
    judged_by: str
    session: str
    decision_id: str
    state_id: str
    tags: tuple[str, ...]
    action_ms: int
    observed_ms: int
    created_ms: int
    flagged: str
    grade: str


@dataclass(frozen=True, slots=True)
class MarkRow:
    tenant: str
    lesson_id: str
    mark: str
    decision_id: str
    created_ms: int


@dataclass(frozen=True, slots=True)
class Recording:
    """One RecordOutcome: its two nodes (stored unless already there) and the new edge."""

    action: ActionRow
    outcome: OutcomeRow
    edge: EdgeRow


def migrate(conn: apsw.Connection) -> None:
    store.migrate_component(conn, COMPONENT, MIGRATIONS)


def to_blob(vec: np.ndarray) -> bytes:
    return vec.astype(np.float16).tobytes()


def from_blob(blob: bytes) -> np.ndarray:
    return np.frombuffer(blob, dtype=np.float16).astype(np.float32)


def rounded(vec: np.ndarray) -> np.ndarray:
    """The vector as it will read back from the database."""
    return vec.astype(np.float16).astype(np.float32)


# --- writes (run by the writer thread inside its transaction) -------------------


def insert_recording(conn: apsw.Connection, rec: Recording) -> None:
    insert_actions(conn, [rec.action])
    insert_outcomes(conn, [rec.outcome])
    insert_edges(conn, [rec.edge])


def insert_actions(conn: apsw.Connection, rows: Sequence[ActionRow]) -> None:
    conn.executemany(
        "INSERT OR IGNORE INTO lesson_actions (tenant, id, text, tool, args_digest, environment,"
        " phase, target, operation, words, embedding, created_ms, features)"
        " VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)",
        [(a.tenant, a.id, a.text, a.tool, a.args_digest, a.environment, a.phase, a.target,
          a.operation, " ".join(sorted(a.words)), to_blob(a.embedding), a.created_ms,
          FEATURES_VERSION) for a in rows])


def stale_actions(conn: apsw.Connection) -> list[tuple[str, str, str, str]]:
    """(tenant, id, text, target) of the action rows analysed by an older version."""
    return [(str(r[0]), str(r[1]), str(r[2]), str(r[3])) for r in conn.execute(
        "SELECT tenant, id, text, target FROM lesson_actions WHERE features < ?",
        (FEATURES_VERSION,))]


def update_features(conn: apsw.Connection, rows: Sequence[tuple[int, frozenset[str], str, str]]
                    ) -> None:
    """Store (operation, words, tenant, id) analysed by the current version, in one
    transaction."""
    with conn:
        conn.executemany(
            "UPDATE lesson_actions SET operation = ?, words = ?, features = ?"
            " WHERE tenant = ? AND id = ?",
            [(op, " ".join(sorted(words)), FEATURES_VERSION, tenant, node)
             for op, words, tenant, node in rows])


def insert_outcomes(conn: apsw.Connection, rows: Sequence[OutcomeRow]) -> None:
    conn.executemany(
        "INSERT OR IGNORE INTO lesson_outcomes (tenant, id, text, embedding, created_ms)"
        " VALUES (?,?,?,?,?)",
        [(o.tenant, o.id, o.text, to_blob(o.embedding), o.created_ms) for o in rows])


def insert_edges(conn: apsw.Connection, rows: Sequence[EdgeRow]) -> None:
    conn.executemany(
        "INSERT INTO lesson_edges (tenant, id, action_id, outcome_id, edge_type, polarity,"
        " severity, confidence, judged_by, session, decision_id, state_id, tags, action_ms,"
        " observed_ms, created_ms, flagged, grade) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
        [(e.tenant, e.id, e.action_id, e.outcome_id, e.edge_type, e.polarity, e.severity,
          e.confidence, e.judged_by, e.session, e.decision_id, e.state_id, json.dumps(e.tags),
          e.action_ms, e.observed_ms, e.created_ms, e.flagged, e.grade) for e in rows])


def insert_marks(conn: apsw.Connection, rows: Sequence[MarkRow]) -> None:
    conn.executemany(
        "INSERT INTO lesson_marks (tenant, lesson_id, mark, decision_id, created_ms)"
        " VALUES (?,?,?,?,?)",
        [(m.tenant, m.lesson_id, m.mark, m.decision_id, m.created_ms) for m in rows])


# --- reads -------------------------------------------------------------------------


def actions(conn: apsw.Connection, tenant: str) -> tuple[list[ActionRow], np.ndarray]:
    """A tenant's action nodes in write order, and their vectors as one matrix (converted
    from float16 in one step: this is most of what rebuilding an index costs)."""
    rows: list[Any] = []
    blobs: list[bytes] = []
    for r in conn.execute(
            "SELECT tenant, id, text, tool, args_digest, environment, phase, target, operation,"
            " words, embedding, created_ms FROM lesson_actions WHERE tenant = ? ORDER BY seq",
            (tenant,)):
        blobs.append(r[10])
        rows.append(r)
    if not rows:
        return [], np.zeros((0, 0), np.float32)
    matrix = np.frombuffer(b"".join(blobs), dtype=np.float16).reshape(len(rows), -1)
    matrix = matrix.astype(np.float32)
    return [ActionRow(r[0], r[1], r[2], r[3], r[4], r[5], r[6], r[7], r[8],
                      frozenset(r[9].split()), matrix[i], r[11])
            for i, r in enumerate(rows)], matrix


def outcomes(conn: apsw.Connection, tenant: str) -> Iterator[OutcomeRow]:
    for r in conn.execute("SELECT tenant, id, text, embedding, created_ms FROM lesson_outcomes"
                          " WHERE tenant = ? ORDER BY seq", (tenant,)):
        yield OutcomeRow(r[0], r[1], r[2], from_blob(r[3]), r[4])


def edges(conn: apsw.Connection, tenant: str) -> Iterator[EdgeRow]:
    for r in conn.execute(
            "SELECT tenant, id, action_id, outcome_id, edge_type, polarity, severity, confidence,"
            " judged_by, session, decision_id, state_id, tags, action_ms, observed_ms,"
            " created_ms, flagged, grade FROM lesson_edges WHERE tenant = ? ORDER BY seq",
            (tenant,)):
        tags = tuple(json.loads(r[12])) if r[12] != "[]" else ()
        yield EdgeRow(r[0], r[1], r[2], r[3], r[4], r[5], r[6], r[7], r[8], r[9], r[10], r[11],
                      tags, r[13], r[14], r[15], r[16], r[17])


def marks(conn: apsw.Connection, tenant: str) -> Iterator[MarkRow]:
    for r in conn.execute("SELECT tenant, lesson_id, mark, decision_id, created_ms FROM"
                          " lesson_marks WHERE tenant = ? ORDER BY seq", (tenant,)):
        yield MarkRow(*r)


def tenants(conn: apsw.Connection) -> list[str]:
    """Tenants that have recorded lessons, fewest first (so that small tenants are ready
    while a large one is still being rebuilt); empty when the tables do not exist yet."""
    if not _has_tables(conn):
        return []
    return [str(r[0]) for r in conn.execute(
        "SELECT tenant FROM lesson_edges GROUP BY tenant ORDER BY count(*), tenant")]


def has_lessons(conn: apsw.Connection, tenant: str) -> bool:
    return conn.execute("SELECT 1 FROM lesson_edges WHERE tenant = ? LIMIT 1",
                        (tenant,)).fetchone() is not None


def _has_tables(conn: apsw.Connection) -> bool:
    return conn.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND"
                        " name = 'lesson_edges'").fetchone() is not None


def decision_record(conn: apsw.Connection, tenant: str, decision_id: str) -> dict | None:
    """A decision's audit record (owned by the core store), parsed."""
    raw = store.get_decision(conn, tenant, decision_id)
    return None if raw is None else json.loads(raw)


def action_tools(conn: apsw.Connection, tenant: str) -> dict[str, tuple[str, str]]:
    """action id -> (tool, text), without the vectors (for reports)."""
    return {str(r[0]): (str(r[1]), str(r[2])) for r in conn.execute(
        "SELECT id, tool, text FROM lesson_actions WHERE tenant = ?", (tenant,))}


def outcome_texts(conn: apsw.Connection, tenant: str) -> dict[str, str]:
    return {str(r[0]): str(r[1]) for r in conn.execute(
        "SELECT id, text FROM lesson_outcomes WHERE tenant = ?", (tenant,))}
