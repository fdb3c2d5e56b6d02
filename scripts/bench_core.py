"""Benchmark of the core path; every figure is printed next to a baseline from the same run.

Baselines: a trivial gRPC round trip (health Check) on the same server and
transport, timed with the same spacing; raw apsw inserts of the same rows into
the same schema with the same durability and batch size; the classifier alone.

Figures, ending in a table of each beside its goal (met or missed): check
latency p50/p99 by session size, for checks that PROCEED and for checks that do
not, each back to back and with 5 ms between checks; the write-then-check flow
through the public client (write a 2 KB, 20 KB or 100 KB tool output, flush,
check at once, classifier on), with the checks that fell back; check p99 while
writes stream at half their maximum rate; batched ingest with durable acks; time
from ack to visible in a check; checks per second at 8 in flight; resident memory
per 100k entries; start-up time on the largest database and the first check's
session load; check latency with the classifier's cached scores.

Usage: python scripts/bench_core.py [--sizes 1000,10000,100000] [--checks 2000]
                                    [--classifier-sizes 10000] [--flow-outputs 2000,20000,100000]
                                    [--flow-steps 200] [--flow-seconds 60] [--quick] [--json OUT]
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import grpc

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

from bench import flow, summary  # noqa: E402
from bench.latency import ack_to_visible, in_flight, latency_row, under_load  # noqa: E402
from bench.workload import (  # noqa: E402  (bench_floor.py and soak.py import them from here)
    BATCH,
    check_reqs,
    clean_entries,
    ingest,
    make_entries,
    pct,
    raw_apsw,
    requests,
    timed,
)
from conftest import Sidecar  # noqa: E402  (the same harness the tests use)

from mage.contract import types as t  # noqa: E402


def rss_mb(side: Sidecar) -> float:
    """The sidecar's resident memory, MB."""
    assert side.proc is not None
    for line in Path(f"/proc/{side.proc.pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def grow(stub: Any, loaded: int, size: int) -> float:
    """Both sessions, "bench" (checks end REDIRECT or HALT) and "clean" (checks PROCEED),
    from `loaded` to `size` entries; returns the ingest rate of the bench session's part."""
    first = loaded // BATCH + 1
    rate = ingest(stub, requests(make_entries(size - loaded, "bench", start=loaded), first))
    ingest(stub, requests(clean_entries(size - loaded, "clean", start=loaded), first))
    return rate


def run_rules(opts: argparse.Namespace, tmp: Path) -> dict[str, Any]:
    """The rules-only figures at each size, then those taken at the largest."""
    side = Sidecar(tmp / "rules", extra=["--no-classifier"])
    side.start()
    channel, stub, out = grpc.insecure_channel(side.target), side.stub(), {}
    base_rss, loaded = rss_mb(side), 0
    try:
        for size in opts.sizes:
            rate = grow(stub, loaded, size)
            raw = raw_apsw(make_entries(size, "bench"), tmp / f"raw{size}")
            os.sync()  # the baseline's file out of the page cache before latency is timed
            loaded = size
            row = {"entries": size, "ingest_per_s": round(rate), "raw_apsw_per_s": round(raw),
                   "ingest_ratio_to_raw": round(rate / raw, 3),
                   "rss_mb": round(rss_mb(side), 1),
                   **latency_row(stub, channel, size, opts.checks)}
            out[str(size)] = row
            print(json.dumps(row), flush=True)
        top = opts.sizes[-1]
        # both sessions are resident: 2 * top entries
        out["rss_mb_per_100k"] = round((rss_mb(side) - base_rss) / (2 * top) * 100_000, 1)
        out.update(at_largest(side, top, opts.checks, out[str(top)]))
    finally:
        side.stop()
    return out


def at_largest(side: Sidecar, top: int, n: int, row: dict[str, Any]) -> dict[str, Any]:
    """Checks in flight, ack to visible, checks under a write stream at half the ingest
    rate (over the idle p99 of the same checks), then a restart on the full database."""
    out: dict[str, Any] = {"in_flight_8_checks_per_s": round(in_flight(side, "bench", top, n)),
                           "ack_to_visible_p50_ms": ack_to_visible(side.stub(), "bench-vis")}
    load = under_load(side, "bench", top, n, rate=row["ingest_per_s"] / 2)
    load["idle_p99_ms"] = row["check_p99_ms"]
    load["ratio"] = round(load["check_p99_under_load_ms"] / load["idle_p99_ms"], 3)
    out["load"] = load
    print(json.dumps(out), flush=True)
    out["startup"] = startup(side, top)
    print(json.dumps(out["startup"]), flush=True)
    return out


def startup(side: Sidecar, size: int) -> dict[str, Any]:
    """Restart on the full database: time to ready, then the first check's session load."""
    side.stop()
    start = time.perf_counter()
    side.start()
    ready = time.perf_counter() - start
    req = check_reqs("bench", size, 1)[0]
    start = time.perf_counter()
    side.stub().Check(req)
    first = time.perf_counter() - start
    again = timed(side.stub().Check, [req] * 50, warm=5)
    return {"entries": size, "startup_s": round(ready, 3), "first_check_s": round(first, 3),
            "next_check_p50_ms": pct(again, 0.5)}


def run_classifier(opts: argparse.Namespace, tmp: Path) -> tuple[dict[str, Any], dict[str, Any]]:
    """The classifier-on figures: cached-score checks at each classifier size, the
    write-then-check flow, then the classifier alone."""
    side = Sidecar(tmp / "cls", extra=["--config", str(flow.config_file(tmp / "cls"))])
    side.start()
    out: dict[str, Any] = {}
    flow_out: dict[str, Any] = {}
    try:
        out.update(cached_scores(side, opts, tmp / "cls" / "data" / "mage.db"))
        if opts.flow_outputs:
            flow_out = flow.write_then_check(side, opts.flow_outputs, opts.flow_steps,
                                             opts.flow_seconds, opts.checks, warm=not opts.quick)
            print(json.dumps(flow_out), flush=True)
    finally:
        side.stop()
    out.update(classifier_alone())
    return out, flow_out


def cached_scores(side: Sidecar, opts: argparse.Namespace, db: Path) -> dict[str, Any]:
    """Check latency with tier 2 reading cached scores, after the background queue drained,
    at each of the classifier sizes (one session growing, as for the rules)."""
    out: dict[str, Any] = {}
    loaded, scorable = 0, 0
    for size in opts.classifier_sizes:
        entries = make_entries(size - loaded, "bench", start=loaded)
        rate = ingest(side.stub(), requests(entries, first_batch=loaded // BATCH + 1))
        loaded = size
        scorable += sum(1 for e in entries if e.source in (t.Source.TOOL, t.Source.RETRIEVED))
        start = time.perf_counter()
        while _scored(db) < scorable and time.perf_counter() - start < 1800:
            time.sleep(0.5)
        drained = time.perf_counter() - start
        row = {"entries": size, "scored": _scored(db), "ingest_per_s": round(rate),
               "drain_s_after_ingest": round(drained, 1),
               **latency_row(side.stub(), grpc.insecure_channel(side.target), size,
                             opts.checks, shapes=("non_proceed",), spacings=("back_to_back",))}
        out[str(size)] = row
        print(json.dumps(row), flush=True)
    return out


def classifier_alone() -> dict[str, Any]:
    """The model in this process: ms per entry one at a time, entries/s in batches of 32."""
    from mage.sidecar.evaluation.tiers.classifier.model import Classifier, ScoreInput

    clf = Classifier()
    items = [ScoreInput(e.content, "tool", "observation") for e in make_entries(64, "x")]
    one = timed(lambda i: clf.score([i]), items, warm=8)
    start = time.perf_counter()
    for _ in range(5):
        clf.score(items[:32])
    out = {"classifier_alone_p50_ms_per_entry": pct(one, 0.5),
           "classifier_batch32_per_s": round(160 / (time.perf_counter() - start))}
    print(json.dumps(out), flush=True)
    return out


def _scored(db: Path) -> int:
    import apsw

    conn = apsw.Connection(str(db), flags=apsw.SQLITE_OPEN_READONLY)
    try:
        row = conn.execute("SELECT count(*) FROM scores").fetchone()
        assert row is not None
        return int(row[0])
    finally:
        conn.close()


def options() -> argparse.Namespace:
    """The command line, with `--quick`'s tiny sizes applied and the lists parsed."""
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--sizes", default="1000,10000,100000")
    ap.add_argument("--checks", type=int, default=2000)
    ap.add_argument("--classifier-sizes", default="10000",
                    help="session sizes for the classifier-on figures, comma-separated "
                         "(empty: skip them)")
    ap.add_argument("--flow-outputs", default=",".join(map(str, flow.OUTPUT_BYTES)),
                    help="tool output sizes (bytes) for the write-then-check flow "
                         "(empty: skip it)")
    ap.add_argument("--flow-steps", type=int, default=200, help="steps per output size")
    ap.add_argument("--flow-seconds", type=float, default=60,
                    help="at most this long per output size (at least one step is timed)")
    ap.add_argument("--quick", action="store_true", help="tiny sizes: proves the bench runs")
    ap.add_argument("--json", help="also write the figures to this file")
    opts = ap.parse_args()
    if opts.quick:
        opts.sizes, opts.checks, opts.classifier_sizes = "500,1000", 60, "300"
        opts.flow_steps, opts.flow_seconds = 1, 5
    opts.sizes = [int(s) for s in opts.sizes.split(",")]
    opts.classifier_sizes = [int(s) for s in opts.classifier_sizes.split(",") if s]
    opts.flow_outputs = [int(s) for s in opts.flow_outputs.split(",") if s]
    return opts


def main() -> int:
    opts = options()
    results: dict[str, Any] = {"classifier": {}, "flow": {}}
    with tempfile.TemporaryDirectory() as tmp:
        results["rules"] = run_rules(opts, Path(tmp))
        if opts.classifier_sizes or opts.flow_outputs:
            results["classifier"], results["flow"] = run_classifier(opts, Path(tmp))
    sizes = opts.sizes
    if len(sizes) > 1:
        a, b = results["rules"][str(sizes[-2])], results["rules"][str(sizes[-1])]
        results["p99_ratio_growth_last_two_sizes"] = round(
            b["check_p99_ratio_to_trivial"] / a["check_p99_ratio_to_trivial"], 3)
        results["p99_ratio_growth"] = {f"{shape} {spacing}": v for (shape, spacing), v
                                       in summary.growth(results["rules"], sizes).items()}
    results["summary"] = summary.rows(results, sizes)
    print(summary.table(results["summary"]), flush=True)
    if opts.json:
        Path(opts.json).write_text(json.dumps(results, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
