"""Audit review at scale: list, stats, show and verify latency on a large generated log,
the review index's cost on each audit write, and replay throughput on a real sidecar's log.

Usage:
    python scripts/gen_decisions.py /tmp/g1m                      # 1M decisions (minutes)
    python scripts/bench_review.py /tmp/g1m [--runs 5] [--replay 2000] [--json OUT]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import apsw

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT / "scripts"))

from mage.sidecar.audit.record import AuditRecordV1  # noqa: E402
from mage.sidecar.evaluation.policy import default_text, parse  # noqa: E402
from mage.sidecar.review import read as review  # noqa: E402
from mage.sidecar.review import stats  # noqa: E402
from mage.sidecar.review.web import view as webview  # noqa: E402
from mage.sidecar.store import db as store  # noqa: E402
from mage.sidecar.store import review as review_store  # noqa: E402
from mage.sidecar.store import review_index  # noqa: E402


def timed(fn: Callable[[], Any], runs: int) -> float:
    """Median wall time of `runs` calls, in ms (the first call warms the page cache)."""
    fn()
    samples = []
    for _ in range(runs):
        t0 = time.perf_counter()
        fn()
        samples.append((time.perf_counter() - t0) * 1000)
    return round(statistics.median(samples), 2)


def reads(db: Path, runs: int) -> dict[str, float]:
    conn = apsw.Connection(str(db), flags=apsw.SQLITE_OPEN_READONLY)
    n = conn.execute("SELECT count(*) FROM decisions").fetchone()[0]
    mid = conn.execute("SELECT decision_id FROM decisions ORDER BY decision_id LIMIT 1 OFFSET ?",
                       (n // 2,)).fetchone()[0]
    week = int(time.time() * 1000) - 7 * 86_400_000
    f = review_store.Filter

    def ls(**kw: Any) -> Callable[[], Any]:
        return lambda: review.list_decisions(conn, "default", page_size=50, **kw)

    cases: dict[str, Callable[[], Any]] = {
        "list: first page": ls(),
        "list: page in the middle (keyset token)": ls(page_token=mid),
        "list: verdict=HALT": ls(verdict="HALT"),
        "list: one session": ls(session="s42"),
        "list: rule (rare) classifier.inherited": ls(rule="classifier.inherited"),
        "list: action type + 7-day window": ls(action_type="tool_write", since_ms=week),
        "list: until 20 days ago": ls(until_ms=week - 13 * 86_400_000),
        "show: one decision": lambda: review.get_decision(conn, "default", mid),
        "stats: last 7 days": lambda: stats.compute(conn, "default", f(since_ms=week)),
        "stats: one session": lambda: stats.compute(conn, "default", f(session="s42")),
        "stats: everything": lambda: stats.compute(conn, "default", f()),
    }
    out = {name: timed(fn, runs) for name, fn in cases.items()}
    view = webview.View(db, "default", parse(default_text()))
    out["web: decision page (with a 2000-record chain step)"] = timed(
        lambda: view.decision_page(mid), runs)
    out["verify: whole chain (once)"] = timed(lambda: review.verify(conn, "default"), 1)
    out["decisions"] = n
    return out


def index_cost(n: int = 5000) -> dict[str, float]:
    """Audit inserts per record with and without the review index (same records)."""
    import random

    from gen_decisions import record

    rng = random.Random(1)
    recs = [record(rng, f"01J{i:023d}", 1_700_000_000_000 + i * 2600, f"s{i // 100}", i)
            for i in range(n)]
    best: dict[str, float] = {}
    for _ in range(5):  # alternated, best of five: the machine is shared
        for label, indexed in (("audit insert, core only (us)", False),
                               ("audit insert, with review index (us)", True)):
            took = _insert_all(recs, indexed)
            best[label] = min(best.get(label, took), took)
    return {k: round(v / n * 1e6, 1) for k, v in best.items()}


def _insert_all(recs: list[AuditRecordV1], indexed: bool) -> float:
    with tempfile.TemporaryDirectory() as tmp:
        conn = store.open_connection(Path(tmp) / "m.db", "process")
        store.migrate(conn)
        if indexed:
            review_store.migrate(conn)
        t0 = time.perf_counter()
        with conn:
            for r in recs:
                pos = store.insert_decision(conn, r.summary(), r.canonical(), "0", "1")
                if indexed:
                    review_index.index_committed(conn, [(pos, r)])
        took = time.perf_counter() - t0
        conn.close()
    return took


def replay_rate(n: int) -> dict[str, float]:
    """Replay of n real decisions (10 sessions of n/10 entries, one check per entry)."""
    from conftest import Sidecar
    from helpers import check, entry, write

    from mage.sidecar.review import replay

    with tempfile.TemporaryDirectory() as tmp:
        side = Sidecar(Path(tmp), extra=["--no-classifier"])
        side.start()
        stub = side.stub()
        for s in range(10):
            for i in range(n // 10):
                deps = [f"m{i - 1}"] if i else []
                write(stub, [entry(f"m{i}", f"step {i}", session=f"s{s}", depends_on=deps)])
                check(stub, session=f"s{s}", ids=(f"m{i}",))
        side.stop()
        conn = apsw.Connection(str(side.data_dir / "mage.db"))
        t0 = time.perf_counter()
        report = replay.replay(conn, "default", parse(default_text()), review_store.Filter(), n)
        took = time.perf_counter() - t0
    return {"replay: decisions": len(report.outcomes),
            "replay: decisions per second": round(len(report.outcomes) / took)}


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("data_dir", type=Path)
    p.add_argument("--runs", type=int, default=5)
    p.add_argument("--replay", type=int, default=0, help="also replay N real decisions")
    p.add_argument("--json", type=Path)
    a = p.parse_args()
    results: dict[str, Any] = reads(a.data_dir / "mage.db", a.runs)
    results.update(index_cost())
    if a.replay:
        results.update(replay_rate(a.replay))
    for name, value in results.items():
        unit = "" if isinstance(value, int) or "(us)" in name or "replay" in name else " ms"
        print(f"{name:48} {value}{unit}")
    if a.json:
        a.json.write_text(json.dumps(results, indent=2))


if __name__ == "__main__":
    main()
