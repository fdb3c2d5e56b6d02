"""Benchmark of the core path, every figure next to a baseline measured in the same run.

- Check latency (rules tier) at several session sizes, as a ratio to a trivial
  gRPC round trip (health Check) on the same server and transport.
- Batched write throughput with durable acks, as a ratio to raw apsw inserts
  of the same rows into the same schema with the same durability.

Usage: python scripts/bench_core.py [--sizes 10000,100000] [--checks 2000] [--json OUT]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import tempfile
import time
from pathlib import Path

import grpc
from grpc_health.v1 import health_pb2, health_pb2_grpc

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

from conftest import Sidecar  # noqa: E402  (the same harness the tests use)
from mage.client import _wire  # noqa: E402
from mage.client import types as t  # noqa: E402
from mage.sidecar import store  # noqa: E402
from mage.sidecar.memory import digest  # noqa: E402
from mage.v1 import mage_pb2 as pb  # noqa: E402

SOURCES = [t.Source.TOOL, t.Source.LLM_REASONING, t.Source.USER, t.Source.RETRIEVED]
BATCH = 500


def make_entries(n: int, session: str, seed: int = 7) -> list[t.MemoryEntry]:
    """A session shaped like an agent's: mostly tool results and reasoning over recent ones."""
    rng = random.Random(seed)
    out = []
    for i in range(n):
        deps = tuple(f"m{rng.randrange(max(0, i - 1000), i)}" for _ in range(rng.randint(0, 3))
                     ) if i else ()
        claims = (t.Claim(f"svc{rng.randrange(500)}", "status", rng.choice(["up", "up", "down"])),
                  ) if rng.random() < 0.1 else ()
        out.append(t.MemoryEntry(
            id=f"m{i}", session=session, source=rng.choice(SOURCES),
            confidence=round(rng.uniform(0.55, 1.0), 2), kind=t.Kind.OBSERVATION,
            tool="shell", depends_on=tuple(dict.fromkeys(deps)), claims=claims,
            content=f"step {i}: service svc{rng.randrange(500)} returned {rng.randrange(10**6)} "
                    "rows in the nightly export; latency within bounds, no errors logged."))
    return out


def percentile(samples: list[float], q: float) -> float:
    s = sorted(samples)
    return s[min(len(s) - 1, int(q * len(s)))]


def bench_ingest(stub: object, entries: list[t.MemoryEntry]) -> float:
    """Entries per second, each batch acknowledged as durable."""
    batches = [entries[i:i + BATCH] for i in range(0, len(entries), BATCH)]
    reqs = [pb.WriteRequest(batch_id=i + 1, entries=[_wire.entry_to_pb(e) for e in b])
            for i, b in enumerate(batches)]
    start = time.perf_counter()
    for ack in stub.Write(iter(reqs)):  # type: ignore[attr-defined]
        assert not ack.error.code, ack.error.message
    return len(entries) / (time.perf_counter() - start)


def bench_raw_apsw(entries: list[t.MemoryEntry], folder: Path) -> float:
    """The floor: the same rows into the same schema, same pragmas, same batch size."""
    folder.mkdir(parents=True, exist_ok=True)
    conn = store.open_connection(folder / "raw.db", "process")
    store.migrate(conn)
    rows = [store.EntryRow(i + 1, "default", e.session, e.id, e.content, e.kind.value,
                           e.source.value, e.tool, e.confidence, e.depends_on,
                           tuple((c.entity, c.attribute, c.value) for c in e.claims), e.tags,
                           0, digest(e)) for i, e in enumerate(entries)]
    start = time.perf_counter()
    for i in range(0, len(rows), BATCH):
        with conn:
            store.insert_entries(conn, rows[i:i + BATCH])
    rate = len(rows) / (time.perf_counter() - start)
    conn.close()
    return rate


def bench_checks(stub: object, session: str, n_entries: int, n: int) -> list[float]:
    rng = random.Random(11)
    reqs = []
    for _ in range(n):
        ids = tuple(f"m{rng.randrange(n_entries)}" for _ in range(5))
        reqs.append(_wire.check_to_pb(
            session, t.Action(t.ActionType.TOOL_WRITE, "deploy", {"path": "/srv/app"}),
            t.Context(environment="production"), ids, 0))
    for r in reqs[:200]:
        stub.Check(r)  # type: ignore[attr-defined]
    times = []
    for r in reqs:
        start = time.perf_counter()
        stub.Check(r)  # type: ignore[attr-defined]
        times.append((time.perf_counter() - start) * 1000)
    return times


def bench_trivial(channel: grpc.Channel, n: int) -> list[float]:
    health = health_pb2_grpc.HealthStub(channel)
    req = health_pb2.HealthCheckRequest(service="")
    for _ in range(200):
        health.Check(req)
    times = []
    for _ in range(n):
        start = time.perf_counter()
        health.Check(req)
        times.append((time.perf_counter() - start) * 1000)
    return times


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", default="10000,100000")
    ap.add_argument("--checks", type=int, default=2000)
    ap.add_argument("--json", help="also write the figures to this file")
    opts = ap.parse_args()
    sizes = [int(s) for s in opts.sizes.split(",")]
    results: dict[str, object] = {}
    with tempfile.TemporaryDirectory() as tmp:
        side = Sidecar(Path(tmp))
        side.start()
        channel = grpc.insecure_channel(side.target)
        stub = side.stub()
        try:
            for size in sizes:
                entries = make_entries(size, f"bench-{size}")
                ingest = bench_ingest(stub, entries)
                raw = bench_raw_apsw(entries, Path(tmp) / f"raw{size}")
                trivial = bench_trivial(channel, opts.checks)
                checks = bench_checks(stub, f"bench-{size}", size, opts.checks)
                row = {
                    "entries": size,
                    "ingest_per_s": round(ingest), "raw_apsw_per_s": round(raw),
                    "ingest_ratio_to_raw": round(ingest / raw, 3),
                    "trivial_p50_ms": round(percentile(trivial, 0.5), 3),
                    "trivial_p99_ms": round(percentile(trivial, 0.99), 3),
                    "check_p50_ms": round(percentile(checks, 0.5), 3),
                    "check_p99_ms": round(percentile(checks, 0.99), 3),
                }
                row["check_p99_ratio_to_trivial"] = round(
                    row["check_p99_ms"] / row["trivial_p99_ms"], 3)
                results[str(size)] = row
                print(json.dumps(row))
        finally:
            side.stop()
    if len(sizes) > 1:
        first, last = results[str(sizes[0])], results[str(sizes[-1])]
        growth = last["check_p99_ratio_to_trivial"] / first["check_p99_ratio_to_trivial"]  # type: ignore[index]
        print(f"check p99 ratio at {sizes[-1]} / at {sizes[0]}: {growth:.3f}")
        results["p99_ratio_growth"] = round(growth, 3)
    if opts.json:
        Path(opts.json).write_text(json.dumps(results, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
