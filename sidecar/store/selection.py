"""The selection index on disk: every SQL statement of the selection component.

Two tables of its own, created through `store.migrate_component`:

- `selection_fts`, a contentless FTS5 index (the text stays in `entries` only):
  one row per entry, rowid = the entry's sequence number, with a session-key
  token so a query stays inside one session;
- `selection_vectors`, the entry embeddings (float32 blobs) with the model
  that made them, so a restart does not embed a session again.

Both are written in one writer job, so the highest indexed sequence number
of a session is the same for both. The index is built lazily, when a session
is first asked for a selection, and then only for entries above that mark:
the write path never pays for it. The `entries` table is read here, never
written: selection needs the text of entries above the mark and of the ones
it returns.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass

import apsw
import numpy as np

from mage.sidecar.store import db as core

COMPONENT = "selection"

MIGRATIONS: tuple[str, ...] = (
    """
    CREATE VIRTUAL TABLE selection_fts USING fts5(
        body, sk, content='', tokenize='porter unicode61 remove_diacritics 2'
    );
    CREATE TABLE selection_vectors (
        tenant TEXT NOT NULL,
        session TEXT NOT NULL,
        seq INTEGER NOT NULL,
        id TEXT NOT NULL,
        model TEXT NOT NULL,
        vec BLOB NOT NULL,
        PRIMARY KEY (tenant, session, seq)
    ) WITHOUT ROWID;
    """,
)


@dataclass(frozen=True, slots=True)
class IndexRows:
    """One writer job: entries to add to the lexical index and vectors to store."""

    tenant: str
    session: str
    model: str
    lexical: tuple[tuple[int, str], ...]  # (seq, content)
    vectors: tuple[tuple[int, str, bytes], ...]  # (seq, entry id, float32 bytes)


def migrate(conn: apsw.Connection) -> None:
    core.migrate_component(conn, COMPONENT, MIGRATIONS)


def session_key(tenant: str, session: str) -> str:
    """The FTS token that keeps a query inside one (tenant, session)."""
    return "k" + hashlib.sha256(f"{tenant}\0{session}".encode()).hexdigest()[:24]


# --- writes (run by the writer thread inside its commit group) -----------------


def insert_index_rows(conn: apsw.Connection, rows: IndexRows) -> None:
    key = session_key(rows.tenant, rows.session)
    conn.executemany("INSERT INTO selection_fts (rowid, body, sk) VALUES (?, ?, ?)",
                     [(seq, body, key) for seq, body in rows.lexical])
    conn.executemany("INSERT OR REPLACE INTO selection_vectors VALUES (?, ?, ?, ?, ?, ?)",
                     [(rows.tenant, rows.session, seq, id_, rows.model, vec)
                      for seq, id_, vec in rows.vectors])


# --- reads -------------------------------------------------------------------------


def load_vectors(conn: apsw.Connection, tenant: str, session: str
                 ) -> list[tuple[int, str, str, bytes]]:
    """Stored vectors of one session in sequence order: (seq, id, model, blob)."""
    return [tuple(r) for r in conn.execute(
        "SELECT seq, id, model, vec FROM selection_vectors WHERE tenant = ? AND session = ?"
        " ORDER BY seq", (tenant, session))]


def entries_after(conn: apsw.Connection, tenant: str, session: str, seq: int, limit: int
                  ) -> list[tuple[int, str, str]]:
    """(seq, id, content) of the session's entries above a sequence number, oldest first."""
    return [tuple(r) for r in conn.execute(
        "SELECT seq, id, content FROM entries WHERE seq > ? AND tenant = ? AND session = ?"
        " ORDER BY seq LIMIT ?", (seq, tenant, session, limit))]


def contents(conn: apsw.Connection, tenant: str, session: str, seqs: Sequence[int]
             ) -> dict[int, tuple[str, str]]:
    """seq -> (id, text) of the named entries."""
    out: dict[int, tuple[str, str]] = {}
    for start in range(0, len(seqs), 500):  # SQLite's bound-parameter limit
        chunk = list(seqs[start:start + 500])
        marks = ",".join("?" * len(chunk))
        out.update((int(r[0]), (str(r[1]), str(r[2]))) for r in conn.execute(
            f"SELECT seq, id, content FROM entries WHERE seq IN ({marks}) AND tenant = ?"
            " AND session = ?", (*chunk, tenant, session)))
    return out


def lexical(conn: apsw.Connection, tenant: str, session: str, terms: Sequence[str],
            limit: int) -> list[tuple[int, float]]:
    """BM25 hits of any of the terms in one session: (seq, score > 0), best first."""
    if not terms:
        return []
    words = " OR ".join('"' + t.replace('"', "") + '"' for t in terms)
    query = f"sk:{session_key(tenant, session)} AND body:({words})"
    rows = conn.execute("SELECT rowid, bm25(selection_fts) AS r FROM selection_fts"
                        " WHERE selection_fts MATCH ? ORDER BY r LIMIT ?", (query, limit))
    return [(int(seq), -float(rank)) for seq, rank in rows]


def to_blob(vec: np.ndarray) -> bytes:
    return np.ascontiguousarray(vec, dtype=np.float32).tobytes()
