"""Check latency as an agent meets it: by verdict class, by spacing, under writes, in flight.

Every latency figure stands beside a trivial gRPC round trip (the health check)
on the same socket, timed the same way in the same run, so that a ratio reads
the same on a fast machine and on a busy one.
"""

from __future__ import annotations

import multiprocessing
import time
from collections.abc import Iterator
from typing import Any

import grpc
from conftest import Sidecar
from grpc_health.v1 import health_pb2, health_pb2_grpc

from bench.workload import check_reqs, make_entries, pct, timed, timed_answers
from mage.contract import types as t
from mage.contract import wire as _wire
from mage.v1 import mage_pb2 as pb
from mage.v1 import mage_pb2_grpc as pb_grpc

# verdict class -> (session, id prefix): see workload.make_entries and clean_entries
SHAPES = {"non_proceed": ("bench", "m"), "proceed": ("clean", "c")}
# seconds of idle before each call: none (the next check leaves as the answer lands),
# or 5 ms, so that work a check leaves behind is not paid by the next one
SPACINGS = {"back_to_back": 0.0, "gap_5ms": 0.005}
LOAD_BATCH = 50


def trivial(channel: grpc.Channel, n: int, gap_s: float = 0.0, warm: int = 200) -> list[float]:
    """Milliseconds per health check on `channel`: the round trip with no work behind it."""
    health = health_pb2_grpc.HealthStub(channel)
    return timed(health.Check, [health_pb2.HealthCheckRequest()] * n, warm, gap_s)


def latency_row(stub: Any, channel: grpc.Channel, size: int, n: int,
                shapes: tuple[str, ...] = tuple(SHAPES), spacings: tuple[str, ...] = tuple(SPACINGS)
                ) -> dict[str, Any]:
    """Check p50/p99 per verdict class and spacing, each spacing's checks beside a
    trivial round trip timed with the same spacing just before them.

    The flat keys are the historical figure (non-PROCEED, back to back, which must be
    among those asked for); `checks` holds them all, with the verdicts the timed
    checks got.
    """
    checks: dict[str, Any] = {}
    for spacing in spacings:
        gap = SPACINGS[spacing]
        warm = min(50, n // 3) if gap else 200  # a spaced call costs 5 ms more: fewer
        base = trivial(channel, n, gap, warm)
        part: dict[str, Any] = {"trivial": {"p50_ms": pct(base, 0.5), "p99_ms": pct(base, 0.99)}}
        for shape in shapes:
            session, prefix = SHAPES[shape]
            reqs = check_reqs(session, size, n, prefix=prefix)
            lat, verdicts = timed_answers(stub.Check, reqs, warm, gap)
            p99 = pct(lat, 0.99)
            part[shape] = {"p50_ms": pct(lat, 0.5), "p99_ms": p99,
                           "p99_ratio_to_trivial": round(p99 / part["trivial"]["p99_ms"], 3),
                           "verdicts": dict(verdicts)}
        checks[spacing] = part
    b2b = checks["back_to_back"]
    return {"trivial_p50_ms": b2b["trivial"]["p50_ms"], "trivial_p99_ms": b2b["trivial"]["p99_ms"],
            "check_p50_ms": b2b["non_proceed"]["p50_ms"],
            "check_p99_ms": b2b["non_proceed"]["p99_ms"],
            "check_p99_ratio_to_trivial": b2b["non_proceed"]["p99_ratio_to_trivial"],
            "checks": checks}


def _paced_writer(target: str, rate: float, n_entries: int, stop: Any, started: Any,
                  ran_out: Any, acked: Any) -> None:
    """Stream 50-entry batches to `target` at `rate` entries per second until `stop` is set,
    counting acknowledged entries in `acked`; `ran_out` is set if the batches end first.

    Runs in a process of its own: in the measuring process its Python work would
    compete for the GIL with the checks being timed, and that contention (a 5 ms switch
    interval) is the client's, not the sidecar's. The batches are built before the
    stream starts, so the writer spends the measured window sending, not converting."""
    extra = make_entries(n_entries, "bench-load", seed=3)
    batches = [pb.WriteRequest(batch_id=i // LOAD_BATCH + 1,
                               entries=[_wire.entry_to_pb(e) for e in extra[i:i + LOAD_BATCH]])
               for i in range(0, len(extra), LOAD_BATCH)]
    stub = pb_grpc.MageStub(grpc.insecure_channel(target))

    def paced() -> Iterator[pb.WriteRequest]:
        next_at = time.perf_counter()
        for batch in batches:
            if stop.is_set():
                return
            next_at += LOAD_BATCH / rate
            time.sleep(max(0.0, next_at - time.perf_counter()))
            yield batch
            started.set()
        ran_out.set()
    for ack in stub.Write(paced()):
        assert not ack.error.code, ack.error.message
        with acked.get_lock():
            acked.value += len(ack.entries)


def load_entries(rate: float, n: int) -> int:
    """Entries the load writer prepares: enough for `n` checks at 50 ms each under load,
    plus the warm-up, at `rate`; at most 200k, the size the figure was first taken at."""
    return min(200_000, max(5_000, int(rate * (5 + n * 0.05))))


def under_load(side: Sidecar, session: str, size: int, n: int, rate: float) -> dict[str, Any]:
    """Check p99 while another process streams writes at `rate` entries per second; also
    the rate the writes were acknowledged at while the checks were timed."""
    ctx = multiprocessing.get_context("spawn")
    stop, started, ran_out, acked = ctx.Event(), ctx.Event(), ctx.Event(), ctx.Value("q", 0)
    writer = ctx.Process(target=_paced_writer, args=(
        side.target, rate, load_entries(rate, n), stop, started, ran_out, acked))
    writer.start()
    try:
        if not started.wait(300):
            raise RuntimeError("the load writer did not start")
        time.sleep(0.5)
        before, start = acked.value, time.perf_counter()
        checks = timed(side.stub().Check, check_reqs(session, size, n, seed=5), warm=50)
        achieved = (acked.value - before) / (time.perf_counter() - start)
        streamed = not ran_out.is_set()
    finally:
        stop.set()
        writer.join(60)
    if writer.exitcode != 0:
        raise RuntimeError(f"the load writer failed (exit code {writer.exitcode})")
    return {"write_rate_per_s": round(rate), "write_rate_acked_per_s": round(achieved),
            "streamed_throughout": streamed, "check_p99_under_load_ms": pct(checks, 0.99)}


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
        d = stub.Check(pb.CheckRequest(session=session,
                                       action=pb.Action(type=pb.ACTION_TYPE_TOOL_READ),
                                       memory_ids=[f"vis{i}"]))
        assert list(d.basis) == [f"vis{i}"] and ack.durable_seq
        samples.append((time.perf_counter() - start) * 1000)
    return pct(samples, 0.5)
