"""What a check's durable audit append costs, part by part, in process (no gRPC).

The sidecar is built as `scripts/bench_floor.py` builds it for its in-process steps
(rules only), on two sessions of `--size` entries: "clean", whose checks PROCEED, and
"bench", whose checks REDIRECT or HALT. Each check is evaluated untimed; then the
steps that put its decision record in the audit chain before the answer are timed one
by one, as `Writer.submit_audit` takes them: the record built (and redacted), its
canonical bytes, and the decision log append (chain link hash and one write).

Baseline, in the same run: the same record committed as a database transaction (the
decision row, the pending-explanation note, COMMIT) on a database of its own, which is
how the answer waited for its record before the decision log. What the writer does
after the answer (the copy into the database and the review index) is timed on its
own, per record, over the records logged before it.

Usage: python scripts/bench_audit.py [--size 10000] [--checks 3000]
"""

from __future__ import annotations

import argparse
import asyncio
import dataclasses
import itertools
import random
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))

import bench_core as bench  # noqa: E402

from mage.contract import types as t  # noqa: E402
from mage.sidecar import config as configuration  # noqa: E402
from mage.sidecar.app import logs, server  # noqa: E402
from mage.sidecar.audit import chain  # noqa: E402
from mage.sidecar.audit import record as audit  # noqa: E402
from mage.sidecar.store import db as store  # noqa: E402
from mage.sidecar.store import explanations  # noqa: E402
from mage.sidecar.store.jobs import Audit, Job  # noqa: E402

PARTS = ("record build", "canonical", "decision log append")
BASELINE = "baseline: the record as a database transaction"


async def _load(app: Any, size: int) -> None:
    for session, make in (("bench", bench.make_entries), ("clean", bench.clean_entries)):
        entries = make(size, session)
        for i in range(0, size, bench.BATCH):
            await app.memory.write("default", i // bench.BATCH + 1, entries[i:i + bench.BATCH])


def _evaluated(decider: Any, session: str, prefix: str, size: int, rng: random.Random
               ) -> tuple[Any, Any, Any, dict[str, Any], bool]:
    """One deploy check evaluated (untimed): decision, basis, evaluation, facts, pending."""
    ids = tuple(f"{prefix}{rng.randrange(size)}" for _ in range(5))
    action = t.Action(t.ActionType.TOOL_WRITE, "deploy", {"path": "/srv/app"})
    basis = decider.basis("default", session, action, t.Context(environment="production"), ids)
    facts = audit.facts(basis.session, basis.ids)
    ev = decider._evaluator(basis)
    for step in decider._evaluator.post:
        ev = step(basis, ev, decider._evaluator)
    pending = decider._evaluator.explains(ev)
    now = store.now_ms()
    return decider._decision(basis, ev, decider._ids.new(now), pending), basis, now, facts, pending


def _append(writer: Any, decision: Any, basis: Any, now: int, facts: dict[str, Any],
            pending: bool) -> tuple[list[float], Any, str]:
    """The audit append of one decision, as `Writer.submit_audit` does it: ms per part,
    and the record and its text."""
    marks = [time.perf_counter()]
    red = basis.policy.redaction
    rec = audit.redact(audit.AuditRecordV1.build(decision, basis, now, facts), red.fields,
                       red.patterns)
    marks.append(time.perf_counter())
    text = rec.canonical()
    marks.append(time.perf_counter())
    with writer._lock:
        writer._append([Job(Audit(rec, text, pending))])
    marks.append(time.perf_counter())
    return [(b - a) * 1000 for a, b in itertools.pairwise(marks)], rec, text


class _Transaction:
    """The baseline: each record chained and committed in a database transaction."""

    def __init__(self, path: Path) -> None:
        self.conn = store.open_connection(path, "process")
        self.conn.execute("PRAGMA wal_autocheckpoint=0")  # as the writer's connection
        store.migrate(self.conn)
        explanations.migrate(self.conn)
        self.heads = chain.Heads({})

    def commit(self, rec: Any, text: str, pending: bool) -> float:
        start = time.perf_counter()
        prev, hash_ = self.heads.link(rec.tenant, text)
        with self.conn:
            store.insert_decision(self.conn, rec.summary(), text, prev, hash_)
            if pending:
                explanations.mark_pending(self.conn, rec.tenant, rec.session, rec.decision_id)
        self.heads.advance(rec.tenant, hash_)
        return (time.perf_counter() - start) * 1000


def _index_later(writer: Any) -> tuple[int, float]:
    """(records, ms) of what the writer does after the answer: the copy into the database
    and the review index."""
    n, start = len(writer._logged), time.perf_counter()
    if n:
        writer._index(n)
    return n, (time.perf_counter() - start) * 1000


async def _run(folder: Path, size: int, n: int) -> dict[str, Any]:
    logs.configure("json")
    cfg = configuration.load(None)
    cfg = dataclasses.replace(
        cfg, server=dataclasses.replace(cfg.server, data_dir=str(folder), socket=""),
        classifier=dataclasses.replace(cfg.classifier, enabled=False))
    app = server.build(cfg)
    app.start(asyncio.get_running_loop())
    out: dict[str, Any] = {}
    try:
        await _load(app, size)
        decider, rng = app.servicer._decider, random.Random(11)
        baseline = _Transaction(folder / "baseline.db")
        for label, session, prefix in (("PROCEED", "clean", "c"), ("REDIRECT", "bench", "m")):
            parts: list[list[float]] = []
            base: list[float] = []
            later_n, later_ms, verdicts = 0, 0.0, set()
            for i in range(n + 200):
                decision, basis, now, facts, pending = _evaluated(decider, session, prefix,
                                                                  size, rng)
                verdicts.add(decision.verdict.name)
                timed, rec, text = _append(decider._writer, decision, basis, now, facts,
                                           pending)
                committed = baseline.commit(rec, text, pending)
                if i % 16 == 15:
                    k, ms = _index_later(decider._writer)
                    later_n, later_ms = later_n + k, later_ms + ms
                if i >= 200:
                    parts.append(timed)
                    base.append(committed)
            out[label] = _summary(parts, base, later_n, later_ms, sorted(verdicts))
    finally:
        app.close()
    return out


def _summary(parts: list[list[float]], base: list[float], later_n: int, later_ms: float,
             verdicts: list[str]) -> dict[str, Any]:
    cols = list(zip(*parts, strict=True))
    out: dict[str, Any] = {"verdicts": verdicts}
    for name, col in zip(PARTS, cols, strict=True):
        out[name] = {"mean_ms": round(sum(col) / len(col), 4), "p50_ms": bench.pct(list(col), 0.5),
                     "p99_ms": bench.pct(list(col), 0.99)}
    totals = [sum(p) for p in parts]
    out["total"] = {"mean_ms": round(sum(totals) / len(totals), 4),
                    "p50_ms": bench.pct(totals, 0.5), "p99_ms": bench.pct(totals, 0.99)}
    append = [p[-1] for p in parts]
    out[BASELINE] = {"mean_ms": round(sum(base) / len(base), 4), "p50_ms": bench.pct(base, 0.5),
                     "p99_ms": bench.pct(base, 0.99)}
    out["decision log append / baseline"] = {
        "mean": round(sum(append) / sum(base), 3),
        "p99": round(bench.pct(append, 0.99) / max(bench.pct(base, 0.99), 1e-9), 3)}
    if later_n:
        out["copied after the answer, per record"] = {"mean_ms": round(later_ms / later_n, 4)}
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--size", type=int, default=10000, help="entries per session")
    ap.add_argument("--checks", type=int, default=3000, help="timed checks per verdict")
    opts = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        out = asyncio.run(_run(Path(tmp), opts.size, opts.checks))
    for label, rows in out.items():
        print(f"{label} ({', '.join(rows.pop('verdicts'))})")
        for name, figures in rows.items():
            print(f"  {name:40s} " + "  ".join(f"{k} {v:.4f}" for k, v in figures.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
