"""Benchmark of the core path; every figure is printed next to a baseline from the same run.

Baselines: a trivial gRPC round trip (health Check) on the same server and
transport; raw apsw inserts of the same rows into the same schema with the
same durability and batch size; the classifier alone.

Figures: check latency p50/p99 by session size (rules only, and with the
classifier's cached scores), check p99 while writes stream at half their
maximum rate, batched ingest with durable acks, time from ack to visible in a
check, checks per second at 8 in flight, resident memory per 100k entries,
start-up time on the largest database and the first check's session load.

Usage: python scripts/bench_core.py [--sizes 1000,10000,100000] [--checks 2000]
                                    [--classifier-sizes 10000] [--quick] [--json OUT]
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import random
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import grpc
from grpc_health.v1 import health_pb2, health_pb2_grpc

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

from conftest import Sidecar  # noqa: E402  (the same harness the tests use)

from mage.contract import types as t  # noqa: E402
from mage.contract import wire as _wire  # noqa: E402
from mage.sidecar.memory.facts import add_row, detect  # noqa: E402
from mage.sidecar.memory.graph import Session  # noqa: E402
from mage.sidecar.memory.shadow import digest  # noqa: E402
from mage.sidecar.store import db as store  # noqa: E402
from mage.v1 import mage_pb2 as pb  # noqa: E402
from mage.v1 import mage_pb2_grpc as pb_grpc  # noqa: E402

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


def pct(samples: list[float], q: float) -> float:
    s = sorted(samples)
    return round(s[min(len(s) - 1, int(q * len(s)))], 3)


def requests(entries: list[t.MemoryEntry], first_batch: int = 1) -> list[pb.WriteRequest]:
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


def check_reqs(session: str, n_entries: int, n: int, seed: int = 11) -> list[pb.CheckRequest]:
    rng = random.Random(seed)
    return [_wire.check_to_pb(
        session, t.Action(t.ActionType.TOOL_WRITE, "deploy", {"path": "/srv/app"}),
        t.Context(environment="production"),
        tuple(f"m{rng.randrange(n_entries)}" for _ in range(5)), 0) for _ in range(n)]


def timed(call: Any, reqs: list[Any], warm: int = 200) -> list[float]:
    for r in reqs[:warm]:
        call(r)
    out = []
    for r in reqs:
        start = time.perf_counter()
        call(r)
        out.append((time.perf_counter() - start) * 1000)
    return out


def trivial(channel: grpc.Channel, n: int) -> list[float]:
    health = health_pb2_grpc.HealthStub(channel)
    return timed(health.Check, [health_pb2.HealthCheckRequest()] * n)


def rss_mb(side: Sidecar) -> float:
    assert side.proc is not None
    for line in Path(f"/proc/{side.proc.pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def latency_row(stub: Any, channel: grpc.Channel, session: str, size: int, n: int
                ) -> dict[str, Any]:
    base = trivial(channel, n)
    checks = timed(stub.Check, check_reqs(session, size, n))
    row = {"trivial_p50_ms": pct(base, 0.5), "trivial_p99_ms": pct(base, 0.99),
           "check_p50_ms": pct(checks, 0.5), "check_p99_ms": pct(checks, 0.99)}
    row["check_p99_ratio_to_trivial"] = round(row["check_p99_ms"] / row["trivial_p99_ms"], 3)
    return row


def _paced_writer(target: str, rate: float, stop: Any, started: Any, acked: Any) -> None:
    """Stream 50-entry batches to `target` at `rate` entries per second until `stop` is set,
    counting acknowledged entries in `acked`.

    Runs in a process of its own: in the measuring process its Python work would
    compete for the GIL with the checks being timed, and that contention (a 5 ms switch
    interval) is the client's, not the sidecar's. The batches are built before the
    stream starts, so the writer spends the measured window sending, not converting."""
    extra = make_entries(200_000, "bench-load", seed=3)
    batches = [pb.WriteRequest(batch_id=i // 50 + 1,
                               entries=[_wire.entry_to_pb(e) for e in extra[i:i + 50]])
               for i in range(0, len(extra), 50)]
    stub = pb_grpc.MageStub(grpc.insecure_channel(target))

    def paced():  # type: ignore[no-untyped-def]
        next_at = time.perf_counter()
        for batch in batches:
            if stop.is_set():
                return
            next_at += 50 / rate
            time.sleep(max(0.0, next_at - time.perf_counter()))
            yield batch
            started.set()
    for ack in stub.Write(paced()):
        assert not ack.error.code, ack.error.message
        with acked.get_lock():
            acked.value += len(ack.entries)


def under_load(side: Sidecar, session: str, size: int, n: int, rate: float) -> dict[str, Any]:
    """Check p99 while another process streams writes at `rate` entries per second; also
    the rate the writes were acknowledged at while the checks were timed."""
    ctx = multiprocessing.get_context("spawn")
    stop, started, acked = ctx.Event(), ctx.Event(), ctx.Value("q", 0)
    writer = ctx.Process(target=_paced_writer, args=(side.target, rate, stop, started, acked))
    writer.start()
    try:
        if not started.wait(300):
            raise RuntimeError("the load writer did not start")
        time.sleep(0.5)
        before, start = acked.value, time.perf_counter()
        checks = timed(side.stub().Check, check_reqs(session, size, n, seed=5), warm=50)
        achieved = (acked.value - before) / (time.perf_counter() - start)
    finally:
        stop.set()
        writer.join(60)
    if writer.exitcode != 0:
        raise RuntimeError(f"the load writer failed (exit code {writer.exitcode})")
    return {"write_rate_per_s": round(rate), "write_rate_acked_per_s": round(achieved),
            "check_p99_under_load_ms": pct(checks, 0.99)}


def in_flight(side: Sidecar, session: str, size: int, n: int, width: int = 8) -> float:
    """Checks per second with `width` requests outstanding."""
    stub = side.stub()
    reqs = check_reqs(session, size, n, seed=9)
    start = time.perf_counter()
    pending: list[Any] = []
    for r in reqs:
        pending.append(stub.Check.future(r))
        if len(pending) >= width:
            pending.pop(0).result()
    for f in pending:
        f.result()
    return n / (time.perf_counter() - start)


def ack_to_visible(stub: Any, session: str, n: int = 200) -> float:
    """Median ms from the ack of a one-entry batch to a check that sees the entry."""
    samples = []
    for i in range(n):
        e = t.MemoryEntry(f"vis{i}", "x", t.Source.TOOL, 0.9, session=session)
        (ack,) = list(stub.Write(iter([pb.WriteRequest(batch_id=i,
                                                       entries=[_wire.entry_to_pb(e)])])))
        start = time.perf_counter()
        d = stub.Check(check_reqs(session, 1, 1)[0].__class__(
            session=session, action=pb.Action(type=pb.ACTION_TYPE_TOOL_READ),
            memory_ids=[f"vis{i}"]))
        assert list(d.basis) == [f"vis{i}"] and ack.durable_seq
        samples.append((time.perf_counter() - start) * 1000)
    return pct(samples, 0.5)


def run_rules(opts: argparse.Namespace, tmp: Path) -> dict[str, Any]:
    side = Sidecar(tmp / "rules", extra=["--no-classifier"])
    side.start()
    channel, stub, out = grpc.insecure_channel(side.target), side.stub(), {}
    base_rss, loaded = rss_mb(side), 0
    try:
        for size in opts.sizes:
            entries = make_entries(size - loaded, "bench", start=loaded)
            rate = ingest(stub, requests(entries, first_batch=loaded // BATCH + 1))
            raw = raw_apsw(make_entries(size, "bench"), tmp / f"raw{size}")
            os.sync()  # the baseline's file out of the page cache before latency is timed
            loaded = size
            row = {"entries": size, "ingest_per_s": round(rate), "raw_apsw_per_s": round(raw),
                   "ingest_ratio_to_raw": round(rate / raw, 3),
                   "rss_mb": round(rss_mb(side), 1),
                   **latency_row(stub, channel, "bench", size, opts.checks)}
            out[str(size)] = row
            print(json.dumps(row), flush=True)
        top = opts.sizes[-1]
        out["rss_mb_per_100k"] = round((rss_mb(side) - base_rss) / top * 100_000, 1)
        out["in_flight_8_checks_per_s"] = round(in_flight(side, "bench", top, opts.checks))
        out["ack_to_visible_p50_ms"] = ack_to_visible(stub, "bench-vis")
        out["load"] = under_load(side, "bench", top, opts.checks, rate=out[str(top)][
            "ingest_per_s"] / 2)
        out["load"]["idle_p99_ms"] = out[str(top)]["check_p99_ms"]
        out["load"]["ratio"] = round(out["load"]["check_p99_under_load_ms"]
                                     / out["load"]["idle_p99_ms"], 3)
        print(json.dumps({k: out[k] for k in ("rss_mb_per_100k", "in_flight_8_checks_per_s",
                                              "ack_to_visible_p50_ms", "load")}), flush=True)
        out["startup"] = startup(side, top)
        print(json.dumps(out["startup"]), flush=True)
    finally:
        side.stop()
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


def run_classifier(opts: argparse.Namespace, tmp: Path) -> dict[str, Any]:
    """Check latency with tier 2 reading cached scores, after the background queue drained,
    at each of the classifier sizes (one session growing, as for the rules)."""
    from mage.sidecar.evaluation.tiers.classifier.model import Classifier, ScoreInput

    side = Sidecar(tmp / "cls")
    side.start()
    out: dict[str, Any] = {}
    db, loaded, scorable = tmp / "cls" / "data" / "mage.db", 0, 0
    try:
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
                   **latency_row(side.stub(), grpc.insecure_channel(side.target), "bench",
                                 size, opts.checks)}
            out[str(size)] = row
            print(json.dumps(row), flush=True)
    finally:
        side.stop()
    clf = Classifier()
    items = [ScoreInput(e.content, "tool", "observation") for e in make_entries(64, "x")]
    one = timed(lambda i: clf.score([i]), items, warm=8)
    start = time.perf_counter()
    for _ in range(5):
        clf.score(items[:32])
    out["classifier_alone_p50_ms_per_entry"] = pct(one, 0.5)
    out["classifier_batch32_per_s"] = round(160 / (time.perf_counter() - start))
    print(json.dumps({k: out[k] for k in ("classifier_alone_p50_ms_per_entry",
                                          "classifier_batch32_per_s")}), flush=True)
    return out


def _scored(db: Path) -> int:
    import apsw

    conn = apsw.Connection(str(db), flags=apsw.SQLITE_OPEN_READONLY)
    try:
        return int(conn.execute("SELECT count(*) FROM scores").fetchone()[0])
    finally:
        conn.close()


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", default="1000,10000,100000")
    ap.add_argument("--checks", type=int, default=2000)
    ap.add_argument("--classifier-sizes", default="10000",
                    help="session sizes for the classifier-on figures, comma-separated "
                         "(empty: skip them)")
    ap.add_argument("--quick", action="store_true", help="tiny sizes: proves the bench runs")
    ap.add_argument("--json", help="also write the figures to this file")
    opts = ap.parse_args()
    if opts.quick:
        opts.sizes, opts.checks, opts.classifier_sizes = "500,1000", 100, "300"
    opts.sizes = [int(s) for s in opts.sizes.split(",")]
    opts.classifier_sizes = [int(s) for s in opts.classifier_sizes.split(",") if s]
    with tempfile.TemporaryDirectory() as tmp:
        results = {"rules": run_rules(opts, Path(tmp)),
                   "classifier": run_classifier(opts, Path(tmp))
                   if opts.classifier_sizes else {}}
    sizes = opts.sizes
    if len(sizes) > 1:
        a, b = results["rules"][str(sizes[-2])], results["rules"][str(sizes[-1])]
        growth = b["check_p99_ratio_to_trivial"] / a["check_p99_ratio_to_trivial"]
        results["p99_ratio_growth_last_two_sizes"] = round(growth, 3)
        print(f"check p99 ratio at {sizes[-1]} / at {sizes[-2]}: {growth:.3f}")
    if opts.json:
        Path(opts.json).write_text(json.dumps(results, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
