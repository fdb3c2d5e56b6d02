"""The selection index: lazy, incremental, stored, and scoped to its session (real SQLite,
the real writer thread and the real embedding model)."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator, Sequence
from pathlib import Path

import numpy as np
import pytest

from mage.sidecar.embeddings import Embedder
from mage.sidecar.selection.index import Indexer, terms
from mage.sidecar.store import db as store
from mage.sidecar.store import selection as sel_store
from mage.sidecar.store.writer import Writer


class Counting:
    """The real embedder, counting the texts it is asked to embed."""

    def __init__(self, inner: Embedder, suffix: str = "") -> None:
        self.inner, self.version, self.texts = inner, inner.version + suffix, 0

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        self.texts += len(texts)
        return self.inner.embed(texts)


@pytest.fixture(scope="module")
def embedder() -> Embedder:
    return Embedder()


@pytest.fixture
def db(tmp_path: Path) -> Iterator[tuple[Path, Writer, store.Readers]]:
    path = tmp_path / "mage.db"
    conn = store.open_connection(path, "process")
    store.migrate(conn)
    sel_store.migrate(conn)
    conn.close()
    writer = Writer(path, "process", 60.0)
    yield path, writer, store.Readers(path, "process")
    writer.close()


def _write(writer: Writer, session: str, start: int, texts: list[str]) -> None:
    rows = [store.EntryRow(start + i, "default", session, f"{session}-{start + i}", text,
                           "observation", "tool", "", 0.9, (), (), (), 0, "d")
            for i, text in enumerate(texts)]
    writer.submit_entries(rows).result()


def test_second_refresh_embeds_only_new_entries(db: tuple, embedder: Embedder) -> None:
    """The first refresh embeds the session; the next embeds only what was written since."""
    _, writer, readers = db
    counting = Counting(embedder)
    index = Indexer(readers, writer, lambda: counting)
    _write(writer, "s", 1, [f"note {i} about the orders database" for i in range(40)])
    vecs = asyncio.run(index.refresh("default", "s"))
    assert counting.texts == 40 and len(vecs.seqs) == 40
    _write(writer, "s", 41, ["the quokka migration", "a second note", "a third note"])
    vecs = asyncio.run(index.refresh("default", "s"))
    assert counting.texts == 43 and vecs.upto == 43


def test_a_new_indexer_loads_stored_vectors_without_embedding(db: tuple,
                                                              embedder: Embedder) -> None:
    """After a restart the stored vectors are loaded as they were; nothing is embedded again."""
    _, writer, readers = db
    _write(writer, "s", 1, ["disk full on prod-web-4", "log level set to DEBUG"])
    first = asyncio.run(Indexer(readers, writer, lambda: Counting(embedder)).refresh("default",
                                                                                     "s"))
    again = Counting(embedder)
    second = asyncio.run(Indexer(readers, writer, lambda: again).refresh("default", "s"))
    assert again.texts == 0
    assert np.array_equal(first.matrix, second.matrix) and second.ids == first.ids


def test_a_new_embedding_model_embeds_again_without_duplicating_the_lexical_index(
        db: tuple, embedder: Embedder) -> None:
    """When the embedder's version changes the session is embedded again, and the lexical
    index keeps one row per entry."""
    _, writer, readers = db
    _write(writer, "s", 1, ["quokka migration", "orders table"])
    asyncio.run(Indexer(readers, writer, lambda: Counting(embedder)).refresh("default", "s"))
    other = Counting(embedder, "-v2")
    index = Indexer(readers, writer, lambda: other)
    vecs = asyncio.run(index.refresh("default", "s"))
    assert other.texts == 2 and sorted(vecs.seqs) == [1, 2]
    assert len(index.lexical("default", "s", "quokka migration", 10)) == 1


def test_lexical_hits_stay_inside_their_session(db: tuple, embedder: Embedder) -> None:
    """A word that both sessions use is found only in the session asked about."""
    _, writer, readers = db
    _write(writer, "a", 1, ["quokka migration in session a"])
    _write(writer, "b", 2, ["quokka migration in session b"])
    index = Indexer(readers, writer, lambda: Counting(embedder))
    for name in ("a", "b"):
        asyncio.run(index.refresh("default", name))
    assert [seq for seq, _ in index.lexical("default", "b", "quokka", 10)] == [2]


def test_query_terms_drop_stop_words_and_repeats() -> None:
    """The lexical query keeps each content word once, lower-cased."""
    assert terms("Why is the Disk of the host FULL, the disk?") == ["disk", "host", "full"]
