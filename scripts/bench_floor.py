"""What a latency goal stated against a trivial round trip leaves for the sidecar's own work.

A stand-in server (grpc.aio, unix socket, the same Health service as the sidecar)
answers Check with a fixed Decision, taken from a real sidecar's answer to a bench
check, after spinning for a set time; the trivial round trip is its health check.
Each row prints check p50/p99 next to the trivial p50/p99 of the same run and the
p99 ratio, so a goal such as "check p99 at most 2x the trivial p99" reads as a
budget of server-side milliseconds.

Then what the sidecar spends: the steps of `Decider.check` timed one by one, in
process (no gRPC), on a session of `--phases-size` bench entries, for the same
checks the core benchmark sends.

Usage: python scripts/bench_floor.py [--work-ms 0,0.25,0.5,1] [--checks 3000]
                                     [--phases-size 10000]
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import json
import multiprocessing
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import grpc
from grpc_health.v1 import health, health_pb2, health_pb2_grpc

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
sys.path.insert(0, str(ROOT / "tests"))

import bench_core as bench  # noqa: E402
from conftest import Sidecar  # noqa: E402

from mage.v1 import mage_pb2 as pb  # noqa: E402
from mage.v1 import mage_pb2_grpc as pb_grpc  # noqa: E402


def real_decision(folder: Path) -> bytes:
    """A real sidecar's answer to one bench check on a 1,000-entry session."""
    side = Sidecar(folder, extra=["--no-classifier"])
    side.start()
    try:
        stub = side.stub()
        bench.ingest(stub, bench.requests(bench.make_entries(1000, "bench")))
        return stub.Check(bench.check_reqs("bench", 1000, 1)[0]).SerializeToString()
    finally:
        side.stop()


def _serve(socket: str, decision: bytes, work_s: float, ready: Any) -> None:
    canned = pb.Decision.FromString(decision)

    class Stand(pb_grpc.MageServicer):
        async def Check(self, request: pb.CheckRequest, context: Any) -> pb.Decision:
            until = time.perf_counter() + work_s
            while time.perf_counter() < until:  # the sidecar's own work, as CPU time
                pass
            return canned

    async def main() -> None:
        server = grpc.aio.server()
        pb_grpc.add_MageServicer_to_server(Stand(), server)
        health_pb2_grpc.add_HealthServicer_to_server(health.aio.HealthServicer(), server)
        server.add_insecure_port("unix:" + socket)
        await server.start()
        ready.set()
        await server.wait_for_termination()

    asyncio.run(main())


def row(folder: Path, decision: bytes, work_ms: float, n: int) -> dict[str, Any]:
    socket = str(folder / f"stand-{work_ms}.sock")
    ctx = multiprocessing.get_context("spawn")
    ready = ctx.Event()
    proc = ctx.Process(target=_serve, args=(socket, decision, work_ms / 1000, ready),
                       daemon=True)
    proc.start()
    try:
        if not ready.wait(60):
            raise RuntimeError("the stand-in server did not start")
        channel = grpc.insecure_channel("unix:" + socket)
        base = bench.timed(health_pb2_grpc.HealthStub(channel).Check,
                           [health_pb2.HealthCheckRequest()] * n)
        checks = bench.timed(pb_grpc.MageStub(channel).Check,
                             bench.check_reqs("bench", 1000, n))
        channel.close()
    finally:
        proc.kill()
        proc.join()
    out = {"server_work_ms": work_ms,
           "trivial_p50_ms": bench.pct(base, 0.5), "trivial_p99_ms": bench.pct(base, 0.99),
           "check_p50_ms": bench.pct(checks, 0.5), "check_p99_ms": bench.pct(checks, 0.99)}
    out["check_p99_ratio_to_trivial"] = round(out["check_p99_ms"] / out["trivial_p99_ms"], 3)
    return out


def phases(folder: Path, size: int, n: int) -> dict[str, dict[str, float]]:
    """p50/p99 ms of each step of a check, in process, the audit append included."""
    return asyncio.run(_phases(folder, size, n))


async def _phases(folder: Path, size: int, n: int) -> dict[str, dict[str, float]]:
    import dataclasses
    import random

    from mage.contract import types as t
    from mage.contract import wire as _wire
    from mage.sidecar import config as configuration
    from mage.sidecar.app import logs, server
    from mage.sidecar.audit import record as audit
    from mage.sidecar.store import db as store

    logs.configure("json")
    cfg = configuration.load(None)
    cfg = dataclasses.replace(
        cfg, server=dataclasses.replace(cfg.server, data_dir=str(folder), socket=""),
        classifier=dataclasses.replace(cfg.classifier, enabled=False))
    app = server.build(cfg)
    app.start(asyncio.get_running_loop())
    try:
        entries = bench.make_entries(size, "bench")
        for i in range(0, size, bench.BATCH):
            await app.memory.write("default", i // bench.BATCH + 1, entries[i:i + bench.BATCH])
        decider = app.servicer._decider
        evaluator = decider._evaluator
        rng = random.Random(11)
        action = t.Action(t.ActionType.TOOL_WRITE, "deploy", {"path": "/srv/app"})
        context = t.Context(environment="production")
        steps: dict[str, list[float]] = {}
        for i in range(n + 200):
            ids = tuple(f"m{rng.randrange(size)}" for _ in range(5))
            marks = [("start", time.perf_counter())]
            basis = decider.basis("default", "bench", action, context, ids)
            facts = audit.facts(basis.session, basis.ids)
            marks.append(("basis", time.perf_counter()))
            ev = evaluator(basis)
            marks.append(("tiers", time.perf_counter()))
            for step in evaluator.post:
                ev = step(basis, ev, evaluator)
                marks.append((f"post: {step.name}", time.perf_counter()))
            now = store.now_ms()
            decision = decider._decision(basis, ev, decider._ids.new(now))
            red = basis.policy.redaction
            rec = audit.redact(audit.AuditRecordV1.build(decision, basis, now, facts),
                               red.fields, red.patterns)
            marks.append(("audit record", time.perf_counter()))
            done = decider._writer.submit_audit(rec)
            if not done.done():
                await asyncio.wrap_future(done)
            marks.append(("audit append", time.perf_counter()))
            _wire.decision_to_pb(decision).SerializeToString()
            marks.append(("to protobuf", time.perf_counter()))
            if i < 200:
                continue  # warm-up
            for (_, a), (name, b) in itertools.pairwise(marks):
                steps.setdefault(name, []).append((b - a) * 1000)
            steps.setdefault("total", []).append((marks[-1][1] - marks[0][1]) * 1000)
    finally:
        app.close()
    return {name: {"p50_ms": bench.pct(v, 0.5), "mean_ms": round(sum(v) / len(v), 3),
                   "p99_ms": bench.pct(v, 0.99)} for name, v in steps.items()}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--work-ms", default="0,0.25,0.5,1", help="server-side work per check")
    ap.add_argument("--checks", type=int, default=3000)
    ap.add_argument("--phases-size", type=int, default=10000,
                    help="session size for the in-process steps (0: skip them)")
    opts = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        decision = real_decision(Path(tmp) / "real")
        print(json.dumps({"decision_bytes": len(decision)}), flush=True)
        for ms in (float(x) for x in opts.work_ms.split(",") if x):
            print(json.dumps(row(Path(tmp), decision, ms, opts.checks)), flush=True)
        if opts.phases_size:
            steps = phases(Path(tmp) / "phases", opts.phases_size, opts.checks)
            for name, figures in steps.items():
                print(json.dumps({"step": name, **figures}), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
