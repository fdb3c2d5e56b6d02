"""What the benchmark sends and how it times it.

Two session shapes: `make_entries` is the historical bench session, where every
check ends REDIRECT or HALT (confidences from 0.55 and inherited contradictions);
`clean_entries` is one an agent with reliable tools builds, where checks PROCEED.
"""

from __future__ import annotations

import collections
import random
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from mage.contract import types as t
from mage.contract import wire as _wire
from mage.sidecar.memory.facts import add_row, detect
from mage.sidecar.memory.graph import Session
from mage.sidecar.memory.shadow import digest
from mage.sidecar.store import db as store
from mage.v1 import mage_pb2 as pb

SOURCES = [t.Source.TOOL, t.Source.LLM_REASONING, t.Source.USER, t.Source.RETRIEVED]
BATCH = 500


def make_entries(n: int, session: str, seed: int = 7, start: int = 0) -> list[t.MemoryEntry]:
    """A session shaped like an agent's: mostly tool results and reasoning over recent ones."""
    rng = random.Random(seed + start)
    out = []
    for i in range(start, start + n):
        deps = tuple(f"m{rng.randrange(max(0, i - 1000), i)}"
                     for _ in range(rng.randint(0, 3))) if i else ()
        claims = (t.Claim(f"svc{rng.randrange(500)}", "status", rng.choice(["up", "up", "down"])),
                  ) if rng.random() < 0.1 else ()
        out.append(t.MemoryEntry(
            id=f"m{i}", session=session, source=rng.choice(SOURCES),
            confidence=round(rng.uniform(0.55, 1.0), 2), kind=t.Kind.OBSERVATION,
            tool="shell", depends_on=tuple(dict.fromkeys(deps)), claims=claims,
            content=f"step {i}: service svc{rng.randrange(500)} returned {rng.randrange(10**6)} "
                    "rows in the nightly export; latency within bounds, no errors logged."))
    return out


def clean_entries(n: int, session: str, seed: int = 13, start: int = 0) -> list[t.MemoryEntry]:
    """The same shape with nothing to object to, so that checks on it PROCEED.

    Confidences start at 0.9, above the policy's warning line for effective confidence
    (the lowest along `depends_on`), and no entry claims anything, so none contradicts
    another; ids start with "c".
    """
    rng = random.Random(seed + start)
    out = []
    for i in range(start, start + n):
        deps = tuple(f"c{rng.randrange(max(0, i - 1000), i)}"
                     for _ in range(rng.randint(0, 3))) if i else ()
        out.append(t.MemoryEntry(
            id=f"c{i}", session=session, source=rng.choice(SOURCES),
            confidence=round(rng.uniform(0.9, 1.0), 2), kind=t.Kind.OBSERVATION,
            tool="shell", depends_on=tuple(dict.fromkeys(deps)),
            content=f"step {i}: service svc{rng.randrange(500)} returned {rng.randrange(10**6)} "
                    "rows in the nightly export; latency within bounds, no errors logged."))
    return out


def tool_output(size: int, seed: int) -> str:
    """`size` characters of service log lines, distinct for each seed.

    Log lines, because the shipped classifier takes them for benign; plain CSV rows or
    sentences of the bench entries' kind score as poisoned, and a check on them would
    measure a REDIRECT instead of the clean step an agent mostly takes.
    """
    rng = random.Random(seed)
    lines, n = [], 0
    while n < size:
        line = (f"2024-05-{rng.randrange(10, 28)}T{rng.randrange(24):02d}:"
                f"{rng.randrange(60):02d}:{rng.randrange(60):02d}Z svc{rng.randrange(500)} "
                f"export batch {rng.randrange(10**5)}: {rng.randrange(10**4)} rows written "
                f"in {rng.randrange(5, 900)} ms, status ok")
        lines.append(line)
        n += len(line) + 1
    return "\n".join(lines)[:size]


def requests(entries: list[t.MemoryEntry], first_batch: int = 1) -> list[pb.WriteRequest]:
    """The entries as Write requests of `BATCH` entries, numbered from `first_batch`."""
    return [pb.WriteRequest(batch_id=first_batch + i // BATCH,
                            entries=[_wire.entry_to_pb(e) for e in entries[i:i + BATCH]])
            for i in range(0, len(entries), BATCH)]


def ingest(stub: Any, reqs: list[pb.WriteRequest]) -> float:
    """Entries per second, every batch acknowledged as durable. A batch refused with a
    retry hint (the classifier's queue is full) is resent after the wait, as the client
    library does; the time waited counts."""
    n = sum(len(r.entries) for r in reqs)
    start = time.perf_counter()
    pending = reqs
    while pending:
        refused, wait_ms = [], 0
        for req, ack in zip(pending, stub.Write(iter(pending)), strict=True):
            if ack.error.retry_after_ms:
                refused.append(req)
                wait_ms = max(wait_ms, ack.error.retry_after_ms)
                continue
            assert not ack.error.code, ack.error.message
        time.sleep(wait_ms / 1000)
        pending = refused
    return n / (time.perf_counter() - start)


def raw_apsw(entries: list[t.MemoryEntry], folder: Path) -> float:
    """The floor: the same rows into the same schema, same pragmas, same batch size."""
    folder.mkdir(parents=True, exist_ok=True)
    conn = store.open_connection(folder / "raw.db", "process")
    store.migrate(conn)
    sess, rows = Session(), []
    for i, e in enumerate(entries):  # the rows the sidecar stores, its findings included
        row = store.EntryRow(i + 1, "default", e.session, e.id, e.content, e.kind.value,
                             e.source.value, e.tool, e.confidence, e.depends_on,
                             tuple((c.entity, c.attribute, c.value) for c in e.claims), e.tags,
                             0, digest(e), detect(sess, e.content, e.source.value).encode())
        add_row(sess, row)
        rows.append(row)
    start = time.perf_counter()
    for i in range(0, len(rows), BATCH):
        with conn:
            store.insert_entries(conn, rows[i:i + BATCH])
    rate = len(rows) / (time.perf_counter() - start)
    conn.close()
    return rate


def check_reqs(session: str, n_entries: int, n: int, seed: int = 11,
               prefix: str = "m") -> list[pb.CheckRequest]:
    """`n` deploy checks, each naming 5 random entries of the session as its basis."""
    rng = random.Random(seed)
    return [_wire.check_to_pb(
        session, t.Action(t.ActionType.TOOL_WRITE, "deploy", {"path": "/srv/app"}),
        t.Context(environment="production"),
        tuple(f"{prefix}{rng.randrange(n_entries)}" for _ in range(5)), 0) for _ in range(n)]


def pct(samples: list[float], q: float) -> float:
    """The q-quantile of the samples (nearest rank), rounded to µs."""
    s = sorted(samples)
    return round(s[min(len(s) - 1, int(q * len(s)))], 3)


def timed(call: Callable[[Any], Any], reqs: list[Any], warm: int = 200,
          gap_s: float = 0.0) -> list[float]:
    """Milliseconds per call, after `warm` untimed calls; `gap_s` of idle before each."""
    return timed_answers(call, reqs, warm, gap_s)[0]


def timed_answers(call: Callable[[Any], Any], reqs: list[Any], warm: int = 200,
                  gap_s: float = 0.0) -> tuple[list[float], collections.Counter[str]]:
    """As `timed`, also counting the verdicts of the timed answers (for checks)."""
    for r in reqs[:warm]:
        call(r)
        if gap_s:
            time.sleep(gap_s)
    out, verdicts = [], collections.Counter[str]()
    for r in reqs:
        if gap_s:  # the agent's think time; without it the next call leaves as the answer lands
            time.sleep(gap_s)
        start = time.perf_counter()
        answer = call(r)
        out.append((time.perf_counter() - start) * 1000)
        if isinstance(answer, pb.Decision):
            verdicts[pb.Verdict.Name(answer.verdict).removeprefix("VERDICT_")] += 1
    return out, verdicts
