"""Recall: past actions like the planned one, from an in-memory index (never SQLite).

Action nodes are partitioned by environment, so a check in production reads
only the production lessons and those recorded without an environment.
Within a partition the vectors sit in one float32 matrix: a check is one
matrix-vector product over the rows that pass the context filter (phase,
target resource), plus a lexical score from an inverted index, plus an
operation-class term. Nothing loops over lessons in Python.

A check first scores what it can without the planned action's vector (the
context filter, the words, the operation class; a cosine is at most 1): when
no harmful row could reach the threshold, the action is not embedded at all,
and the product runs only over the rows that still could.
"""

from __future__ import annotations

import math
from array import array
from dataclasses import dataclass

import numpy as np

from mage.sidecar.embeddings import DIM
from mage.sidecar.lessons.features import CHANGE, NON_MUTATING

# Fusion weights: embeddings carry paraphrase, words carry names, operation classes
# carry intent (embeddings place "back up X" next to "drop X").
W_COS, W_LEX = 0.7, 0.3
OP_BONUS, OP_PENALTY = 0.05, 0.3
MAX_COS = 1.001  # unit vectors stored as float16: a cosine may round a little above 1


class Column:
    """A 1-d array that grows by doubling (amortised O(1) append)."""

    def __init__(self, dtype: type, width: int = 0) -> None:
        shape = (16, width) if width else (16,)
        self._a: np.ndarray = np.zeros(shape, dtype=dtype)
        self.n = 0

    def append(self, value: object) -> int:
        if self.n == len(self._a):
            grown = np.zeros((2 * len(self._a), *self._a.shape[1:]), dtype=self._a.dtype)
            grown[: self.n] = self._a
            self._a = grown
        self._a[self.n] = value
        self.n += 1
        return self.n - 1

    def extend(self, values: np.ndarray) -> None:
        """Append many rows at once (rebuilding an index from SQLite)."""
        need = self.n + len(values)
        if need > len(self._a):
            grown = np.zeros((max(need, 2 * len(self._a)), *self._a.shape[1:]),
                             dtype=self._a.dtype)
            grown[: self.n] = self._a[: self.n]
            self._a = grown
        self._a[self.n:need] = values
        self.n = need

    @property
    def view(self) -> np.ndarray:
        return self._a[: self.n]

    def __setitem__(self, row: int, value: object) -> None:
        self._a[row] = value


@dataclass(frozen=True, slots=True)
class Query:
    """The planned action as recall sees it (`vec` is None until it is embedded)."""

    vec: np.ndarray | None
    tokens: frozenset[str]
    ops: int
    environment: str
    phase: str
    target: str


@dataclass(frozen=True, slots=True)
class Match:
    action_id: str
    similarity: float  # fused, what thresholds apply to
    cosine: float
    lexical: float


@dataclass(frozen=True, slots=True)
class Candidates:
    """One partition's rows in the query's context, with what is known before embedding."""

    part: Partition
    rows: np.ndarray
    lex: np.ndarray
    partial: np.ndarray  # the fused score less its cosine term
    risky: np.ndarray

    def reachable(self, min_sim: float) -> bool:
        """Some harmful row could reach `min_sim`, whatever its cosine."""
        return bool(np.any(self.risky & (self.partial + W_COS * MAX_COS >= min_sim)))


class Partition:
    """The action nodes of one environment."""

    def __init__(self) -> None:
        self.ids: list[str] = []
        self.vecs = Column(np.float32, DIM)
        self.phase, self.target = Column(np.int32), Column(np.int32)
        self.ops, self.risky = Column(np.int32), Column(np.bool_)
        self.dlen = Column(np.float32)
        self.codes: dict[str, int] = {"": 0}
        self.postings: dict[str, array[int]] = {}  # compact: 4 bytes a row, not an int object
        self._arrays: dict[str, np.ndarray] = {}  # postings as arrays, rebuilt when stale

    def add(self, node_id: str, vec: np.ndarray, phase: str, target: str, ops: int,
            tokens: frozenset[str]) -> int:
        row = self.vecs.append(vec)
        self.ids.append(node_id)
        self.phase.append(self._code(phase))
        self.target.append(self._code(target))
        self.ops.append(ops)
        self.risky.append(False)
        self.dlen.append(max(len(tokens), 1))
        for tok in tokens:
            self._postings(tok).append(row)
            self._arrays.pop(tok, None)
        return row

    def extend(self, ids: list[str], vecs: np.ndarray, phases: list[str], targets: list[str],
               ops: list[int], tokens: list[frozenset[str]]) -> int:
        """Add many rows at once; returns the first new row."""
        first = self.vecs.n
        self.vecs.extend(vecs)
        self.ids += ids
        self.phase.extend(np.array([self._code(p) for p in phases], dtype=np.int32))
        self.target.extend(np.array([self._code(x) for x in targets], dtype=np.int32))
        self.ops.extend(np.array(ops, dtype=np.int32))
        self.risky.extend(np.zeros(len(ids), dtype=np.bool_))
        self.dlen.extend(np.array([max(len(x), 1) for x in tokens], dtype=np.float32))
        for row, toks in enumerate(tokens, first):
            for tok in toks:
                self._postings(tok).append(row)
        self._arrays.clear()
        return first

    def _postings(self, tok: str) -> array[int]:
        found = self.postings.get(tok)
        if found is None:
            found = self.postings[tok] = array("i")
        return found

    def _code(self, value: str) -> int:
        return self.codes.setdefault(value, len(self.codes))

    def candidates(self, q: Query) -> Candidates | None:
        """The rows in the query's context, scored without the vector (None: no row)."""
        rows = self._eligible(q)
        if rows.size == 0:
            return None
        lex = self._lexical(q.tokens)[rows]
        risky = self.risky.view[rows]
        ops = self.ops.view[rows]
        ops = np.where(risky & (ops == 0), CHANGE, ops)  # what did harm changed something
        return Candidates(self, rows, lex, W_LEX * lex + op_term(ops, q.ops), risky)

    def score(self, c: Candidates, vec: np.ndarray, min_sim: float
              ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """(indexes into `c`, cosine, fused) of the rows that could reach `min_sim`, harmful
        or not: one product for the matches and the closest harmless row."""
        pick = np.flatnonzero(c.partial + W_COS * MAX_COS >= min_sim)
        cos = self._cosine(c.rows[pick], vec)
        return pick, cos, W_COS * cos + c.partial[pick]

    def matches(self, c: Candidates, scored: tuple[np.ndarray, np.ndarray, np.ndarray],
                min_sim: float, limit: int) -> list[Match]:
        """Risky rows at or above `min_sim`, at most `limit` (the best)."""
        pick, cos, fused = scored
        keep = np.flatnonzero(c.risky[pick] & (fused >= min_sim))
        if keep.size > limit:
            keep = keep[np.argpartition(-fused[keep], limit - 1)[:limit]]
        return [self._match(c, pick[i], cos[i], fused[i]) for i in keep]

    def calm(self, c: Candidates, scored: tuple[np.ndarray, np.ndarray, np.ndarray]
             ) -> Match | None:
        """The closest row with no lesson that matters (a precedent that had no effect)."""
        pick, cos, fused = scored
        calm = np.flatnonzero(~c.risky[pick])
        if not calm.size:
            return None
        i = calm[int(np.argmax(fused[calm]))]
        return self._match(c, pick[i], cos[i], fused[i])

    def _match(self, c: Candidates, at: int, cos: float, fused: float) -> Match:
        return Match(self.ids[c.rows[at]], float(fused), float(cos), float(c.lex[at]))

    def _cosine(self, rows: np.ndarray, vec: np.ndarray) -> np.ndarray:
        vecs = self.vecs.view
        return vecs[rows] @ vec if rows.size * 4 < len(vecs) else (vecs @ vec)[rows]

    def _eligible(self, q: Query) -> np.ndarray:
        """Rows recorded in this context: phase and target agree (or were not recorded)."""
        phase, target = self.phase.view, self.target.view
        qp = self.codes.get(q.phase, -1)
        mask = (phase == 0) | (phase == qp)
        if q.target:
            mask &= (target == 0) | (target == self.codes.get(q.target, -1))
        return np.flatnonzero(mask)

    def _lexical(self, toks: frozenset[str]) -> np.ndarray:
        """Per row: F1 of the idf-weighted share of the query's words and of the row's words."""
        n = self.vecs.n
        weight, count = np.zeros(n, np.float32), np.zeros(n, np.float32)
        total = 0.0
        for tok in toks:
            rows = self._posting(tok)
            idf = math.log((n + 1) / ((len(rows) if rows is not None else 0) + 0.5))
            total += idf
            if rows is not None:
                weight[rows] += idf
                count[rows] += 1.0
        if total <= 0:
            return weight
        qcov, dcov = weight / total, count / self.dlen.view
        return np.where(qcov + dcov > 0, 2 * qcov * dcov / np.maximum(qcov + dcov, 1e-9), 0.0)

    def _posting(self, tok: str) -> np.ndarray | None:
        arr = self._arrays.get(tok)
        if arr is None and tok in self.postings:
            arr = self._arrays[tok] = np.array(self.postings[tok], dtype=np.int64)
        return arr


def op_term(rows_ops: np.ndarray, q_ops: int) -> np.ndarray:
    """+bonus for the same operation class; -penalty when one of the two only reads (or
    copies) and the other changes something; nothing when a verb is not known or both
    change something in different ways (classes of changes overlap: "purge" and "empty"
    a queue, "grant" and "make" an administrator), where the vector and the words decide."""
    if not q_ops:
        return np.zeros(len(rows_ops), np.float32)
    shared = (rows_ops & (q_ops & ~CHANGE)) != 0
    differ = (rows_ops != 0) & (((rows_ops & NON_MUTATING) != 0) != bool(q_ops & NON_MUTATING))
    return np.where(shared, OP_BONUS, np.where(differ, -OP_PENALTY, 0.0))


class Recall:
    """One tenant's action index: a partition per environment."""

    def __init__(self) -> None:
        self.partitions: dict[str, Partition] = {}

    def add(self, env: str, node_id: str, vec: np.ndarray, phase: str, target: str, ops: int,
            tokens: frozenset[str]) -> int:
        return self.partition(env).add(node_id, vec, phase, target, ops, tokens)

    def partition(self, env: str) -> Partition:
        part = self.partitions.get(env)
        if part is None:
            part = self.partitions[env] = Partition()
        return part

    def vector(self, env: str, row: int) -> np.ndarray:
        return self.partitions[env].vecs.view[row]

    def set_risky(self, env: str, row: int) -> None:
        self.partitions[env].risky[row] = True

    def candidates(self, q: Query, min_sim: float) -> list[Candidates]:
        """The rows of the query's environment and of environment-free lessons that pass the
        context filter; empty when no harmful one could reach `min_sim` (then nothing can
        match, and the planned action need not be embedded)."""
        found = [c for env in dict.fromkeys((q.environment, "")) if env in self.partitions
                 and (c := self.partitions[env].candidates(q)) is not None]
        return found if any(c.reachable(min_sim) for c in found) else []

    def search(self, q: Query, min_sim: float, limit: int = 12,
               cands: list[Candidates] | None = None) -> tuple[list[Match], Match | None]:
        """Best matches first (`q.vec` is needed), and the closest harmless precedent among
        the same rows when it is at least as close as one of them."""
        assert q.vec is not None, "search needs the embedded action"
        cands = self.candidates(q, min_sim) if cands is None else cands
        scored = [c.part.score(c, q.vec, min_sim) for c in cands]
        found = sorted((m for c, s in zip(cands, scored, strict=True)
                        for m in c.part.matches(c, s, min_sim, limit)),
                       key=lambda m: -m.similarity)[:limit]
        if not found:
            return [], None
        near = [m for c, s in zip(cands, scored, strict=True) if (m := c.part.calm(c, s))]
        return found, max(near, key=lambda m: m.similarity, default=None)

    def size(self) -> int:
        return sum(p.vecs.n for p in self.partitions.values())
