"""Hybrid retrieval over one session: BM25 (SQLite FTS5) plus local embeddings.

The index is built when a session is first asked for a selection and then
kept incremental: each call embeds and indexes only the entries above the
session's mark, so a second call costs the new entries, not the session.
Embedding runs on a worker thread (onnxruntime releases the GIL), never on
the write path. Vectors live in SQLite (a restart does not embed again) and,
for the sessions used most recently, in memory as one matrix per session.
"""

from __future__ import annotations

import asyncio
import re
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np
import structlog

from mage.sidecar.embeddings import DIM, Embedder
from mage.sidecar.store import db as core
from mage.sidecar.store import selection as store
from mage.sidecar.store.writer import Writer

log = structlog.get_logger("mage.selection")

BATCH = 64  # texts per embedding call
CHUNK = 512  # entries per writer job, so a large first build never holds the writer long
MAX_TERMS = 32
_WORD = re.compile(r"[^\W_]{2,}", re.UNICODE)
_STOP_WORDS = (
    "the and for with from that this what why how are was were has have had not but its into "
    "our out who when where which can did does been being than then them they you your we "
    "all any more most some such only own same too very just now on of to in is it as at by "
    "be or an if so no do up"
)
_STOP = frozenset(_STOP_WORDS.split(" "))


@dataclass(slots=True)
class SessionVectors:
    """One session's embeddings: row i belongs to entry ids[i] (sequence number seqs[i])."""

    seqs: list[int] = field(default_factory=list)
    ids: list[str] = field(default_factory=list)
    row_of: dict[int, int] = field(default_factory=dict)  # seq -> row
    upto: int = 0  # every entry with seq <= upto is indexed
    _buf: np.ndarray = field(default_factory=lambda: np.zeros((64, DIM), dtype=np.float32))

    @property
    def matrix(self) -> np.ndarray:
        return self._buf[:len(self.seqs)]

    def extend(self, rows: Sequence[tuple[int, str]], vectors: np.ndarray) -> None:
        """Append (seq, id) rows and their vectors."""
        n, extra = len(self.seqs), len(rows)
        if n + extra > len(self._buf):  # grow by doubling: appends stay amortised O(new)
            grown = np.zeros((max(2 * len(self._buf), n + extra), DIM), dtype=np.float32)
            grown[:n] = self._buf[:n]
            self._buf = grown
        self._buf[n:n + extra] = vectors
        for i, (seq, id_) in enumerate(rows):
            self.seqs.append(seq)
            self.ids.append(id_)
            self.row_of[seq] = n + i
            self.upto = max(self.upto, seq)

    def similarity(self, query: np.ndarray) -> np.ndarray:
        """Cosine similarity of every indexed entry to a unit query vector."""
        return self.matrix @ query


def terms(text: str) -> list[str]:
    """The query's words for BM25: lower-cased, stop words dropped, at most MAX_TERMS."""
    words = (w.lower() for w in _WORD.findall(text))
    return list(dict.fromkeys(w for w in words if w not in _STOP))[:MAX_TERMS]


class Indexer:
    """Lazily built, incrementally kept lexical and vector indexes, per session."""

    def __init__(self, readers: core.Readers, writer: Writer,
                 embedder: Callable[[], Any] = Embedder, resident: int = 32) -> None:
        """Set up; nothing is loaded until the first selection.

        Args:
            readers: Read connections (one per thread).
            writer: The single writer; index rows are committed through it.
            embedder: Builds the embedder on first use (loading it costs ~0.3 s).
            resident: Sessions whose vectors stay in memory (least recently used leave).
        """
        self._readers, self._writer = readers, writer
        self._make_embedder = embedder
        self._embedder: Any = None
        self._resident = resident
        self._sessions: OrderedDict[tuple[str, str], SessionVectors] = OrderedDict()
        self._builds: dict[tuple[str, str], asyncio.Task[SessionVectors]] = {}

    @property
    def model(self) -> str:
        return str(self._get_embedder().version)

    def _get_embedder(self) -> Any:
        if self._embedder is None:
            self._embedder = self._make_embedder()
        return self._embedder

    async def refresh(self, tenant: str, session: str) -> SessionVectors:
        """Index the session's entries above its mark; returns its vectors.

        The work runs as a task of its own, shielded from the caller: a call that gives
        up (its deadline passed) leaves the indexing running, and the next call joins it.
        """
        key = (tenant, session)
        task = self._builds.get(key)
        if task is None or task.done():
            task = self._builds[key] = asyncio.ensure_future(self._refresh(tenant, session))
            task.add_done_callback(lambda done: self._forget(key, done))
        return await asyncio.shield(task)

    def _forget(self, key: tuple[str, str], done: asyncio.Task[SessionVectors]) -> None:
        if self._builds.get(key) is done:
            del self._builds[key]
        if not done.cancelled() and done.exception() is not None:
            # Callers that waited got the error; this line is for builds nobody waited for.
            log.warning("selection_index_failed", tenant=key[0], session=key[1],
                        error=str(done.exception()))

    async def _refresh(self, tenant: str, session: str) -> SessionVectors:
        key = (tenant, session)
        vecs = self._sessions.get(key)
        if vecs is None:
            vecs = await asyncio.to_thread(self._load, tenant, session)
        self._sessions[key] = vecs
        self._sessions.move_to_end(key)
        while len(self._sessions) > self._resident:
            self._sessions.popitem(last=False)
        await self._catch_up(tenant, session, vecs)
        return vecs

    async def embed_query(self, text: str) -> np.ndarray:
        """The unit vector of a query (on a worker thread)."""
        return (await asyncio.to_thread(self._embed, [text]))[0]

    def lexical(self, tenant: str, session: str, text: str, limit: int
                ) -> list[tuple[int, float]]:
        """BM25 hits for the query's words in one session: (seq, score), best first."""
        return store.lexical(self._readers.get(), tenant, session, terms(text), limit)

    def contents(self, tenant: str, session: str, seqs: Sequence[int]
                 ) -> dict[int, tuple[str, str]]:
        """seq -> (id, text) of the named entries (call it on a worker thread)."""
        return store.contents(self._readers.get(), tenant, session, seqs)

    def _entries_after(self, tenant: str, session: str, seq: int
                       ) -> list[tuple[int, str, str]]:
        # Called on a worker thread: readers.get() hands out that thread's own connection.
        return store.entries_after(self._readers.get(), tenant, session, seq, CHUNK)

    # --- building --------------------------------------------------------------

    def _load(self, tenant: str, session: str) -> SessionVectors:
        """Stored vectors; those of another model (the embedder changed) are made again."""
        rows = store.load_vectors(self._readers.get(), tenant, session)
        vecs = SessionVectors()
        model = self.model
        keep = [r for r in rows if r[2] == model]
        if keep:
            matrix = np.frombuffer(b"".join(r[3] for r in keep), dtype=np.float32)
            vecs.extend([(r[0], r[1]) for r in keep], matrix.reshape(len(keep), DIM))
        stale = [r[0] for r in rows if r[2] != model]
        if stale:
            self._reembed(tenant, session, stale, vecs)
        vecs.upto = rows[-1][0] if rows else 0
        return vecs

    def _reembed(self, tenant: str, session: str, seqs: list[int], vecs: SessionVectors
                 ) -> None:
        found = store.contents(self._readers.get(), tenant, session, seqs)
        rows = [(s, *found[s]) for s in seqs if s in found]
        matrix = self._embed([r[2] for r in rows])
        self._writer.submit_call(store.insert_index_rows, self._job(tenant, session, rows,
                                                                    matrix, lexical=False)
                                 ).result()
        vecs.extend([(r[0], r[1]) for r in rows], matrix)

    async def _catch_up(self, tenant: str, session: str, vecs: SessionVectors) -> None:
        while True:
            rows = await asyncio.to_thread(self._entries_after, tenant, session, vecs.upto)
            if not rows:
                return
            matrix = await asyncio.to_thread(self._embed, [r[2] for r in rows])
            job = self._job(tenant, session, rows, matrix, lexical=True)
            await asyncio.wrap_future(self._writer.submit_call(store.insert_index_rows, job))
            vecs.extend([(r[0], r[1]) for r in rows], matrix)

    def _job(self, tenant: str, session: str, rows: Sequence[tuple[int, str, str]],
             matrix: np.ndarray, *, lexical: bool) -> store.IndexRows:
        return store.IndexRows(
            tenant, session, self.model,
            tuple((seq, text) for seq, _, text in rows) if lexical else (),
            tuple((seq, id_, store.to_blob(v))
                  for (seq, id_, _), v in zip(rows, matrix, strict=True)))

    def _embed(self, texts: Sequence[str]) -> np.ndarray:
        embedder = self._get_embedder()
        parts = [embedder.embed(texts[i:i + BATCH]) for i in range(0, len(texts), BATCH)]
        return np.vstack(parts) if parts else np.zeros((0, DIM), dtype=np.float32)
