"""Bounded soak: several client processes write and check at once against one sidecar.

Loopback only (a unix socket; the metrics endpoint on 127.0.0.1), stops by
itself. Every interval it prints the write and check throughput, the check p99
of that interval, the sidecar's resident memory and its queues (writes waiting
for the writer, entries waiting for the classifier); at the end, whether memory
levelled off (growth over the last third of the run compared with the first
third).

With --agent-sessions N it runs the shape of agent traffic instead: one client, as an
agent uses it, works through N sessions in turn (a user request, nine tool outputs of
about 2.5 KB resting on it, then a check), classifier on, and reports the sidecar's
resident memory as it goes and per 1,000 sessions over the second half of the run.

Usage: python scripts/soak.py [--seconds 180] [--clients 3] [--resident 100000]
       python scripts/soak.py --agent-sessions 3000
"""

from __future__ import annotations

import argparse
import json
import multiprocessing as mp
import socket
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT / "scripts"))


def client(target: str, n: int, until: float, out: mp.Queue) -> None:  # type: ignore[type-arg]
    """Write 50-entry batches to a session that changes every 2,000 entries; check each batch."""
    import grpc
    from bench_core import make_entries, requests

    from mage.contract import types as t
    from mage.contract import wire as _wire
    from mage.v1 import mage_pb2_grpc

    stub = mage_pb2_grpc.MageStub(grpc.insecure_channel(target))
    written, round_no = 0, 0
    while time.time() < until:
        session = f"c{n}-s{round_no}"
        for req in requests(make_entries(2000, session, seed=n * 1000 + round_no)):
            for i in range(0, len(req.entries), 50):
                part = type(req)(batch_id=i, entries=req.entries[i:i + 50])
                while True:  # a full queue says when to resend, as the client library does
                    (ack,) = list(stub.Write(iter([part])))
                    if not ack.error.retry_after_ms:
                        break
                    time.sleep(ack.error.retry_after_ms / 1000)
                assert not ack.error.code, ack.error.message
                written += 50
                start = time.perf_counter()
                stub.Check(_wire.check_to_pb(session, t.Action(t.ActionType.TOOL_WRITE, "x"),
                                             t.Context(), (part.entries[-1].id,), 0))
                out.put((time.time(), 50, (time.perf_counter() - start) * 1000))
                if time.time() >= until:
                    return
        round_no += 1


def rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def queues(url: str) -> dict[str, float]:
    """The sidecar's queue gauges, read from its metrics endpoint."""
    names = {"mage_write_queue_depth": "write_queue", "mage_scoring_queue_depth": "scoring_queue"}
    with urllib.request.urlopen(url, timeout=5) as resp:
        text = resp.read().decode()
    out = {}
    for line in text.splitlines():
        name, _, value = line.partition(" ")
        if name in names:
            out[names[name]] = float(value)
    return out


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def main() -> int:
    from conftest import Sidecar

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seconds", type=float, default=180)
    ap.add_argument("--clients", type=int, default=3)
    ap.add_argument("--interval", type=float, default=10)
    ap.add_argument("--resident", type=int, default=100_000,
                    help="limits.max_resident_entries for the run")
    ap.add_argument("--agent-sessions", type=int, default=0,
                    help="run N agent-shaped sessions through one client instead")
    opts = ap.parse_args()
    if opts.agent_sessions:
        return agent_sessions(opts.agent_sessions)
    with tempfile.TemporaryDirectory() as tmp:
        cfg = Path(tmp) / "soak.yaml"
        port = _free_port()
        cfg.write_text(yaml.safe_dump({"limits": {"max_resident_entries": opts.resident},
                                       "metrics": {"address": f"127.0.0.1:{port}"}}))
        opts.metrics = f"http://127.0.0.1:{port}/metrics"
        side = Sidecar(Path(tmp), extra=["--config", str(cfg)])
        side.start()
        try:
            rows = run(side, opts)
        finally:
            side.stop()
    third = max(1, len(rows) // 3)
    early = sum(r["rss_mb"] for r in rows[:third]) / third
    late = sum(r["rss_mb"] for r in rows[-third:]) / third
    summary = {"intervals": len(rows), "rss_first_third_mb": round(early, 1),
               "rss_last_third_mb": round(late, 1), "rss_growth_ratio": round(late / early, 3),
               "writes_per_s": round(sum(r["writes"] for r in rows) / opts.seconds),
               "worst_interval_check_p99_ms": max(r["check_p99_ms"] for r in rows)}
    print(json.dumps(summary))
    return 0


def agent_sessions(n: int) -> int:
    """RSS of a sidecar serving one agent that works through n sessions of tool output."""
    import random

    from conftest import Sidecar

    from mage.client import MageClient
    from mage.contract import types as t

    rng = random.Random(7)
    words = ("invoice", "total", "due", "customer", "account", "payment", "order", "item")

    def text(k: int) -> str:
        return " ".join(f"{rng.choice(words)}{rng.randint(0, 9999)}" for _ in range(k))

    with tempfile.TemporaryDirectory() as tmp:
        side = Sidecar(Path(tmp))
        side.start()
        points: list[tuple[int, float]] = [(0, rss_mb(side.proc.pid))]  # type: ignore[union-attr]
        try:
            with MageClient(side.target, timeout=30) as mage:
                for s in range(1, n + 1):
                    session = f"agent-{s}"
                    mage.write(t.MemoryEntry("u", f"Pay the bill from {text(5)}", t.Source.USER,
                                             1.0, session=session))
                    for i in range(9):
                        mage.write(t.MemoryEntry(f"t{i}", text(300), t.Source.TOOL, 0.9,
                                                 session=session, depends_on=("u",)))
                    mage.flush()
                    mage.check(session, t.Action(t.ActionType.TOOL_WRITE, "pay", {"to": "x"}),
                               memory_ids=("t8",))
                    if s % 250 == 0 or s == n:
                        points.append((s, rss_mb(side.proc.pid)))  # type: ignore[union-attr]
                        print(json.dumps({"sessions": s, "rss_mb": points[-1][1]}), flush=True)
        finally:
            side.stop()
    half = [p for p in points if p[0] >= n // 2]
    slope = (half[-1][1] - half[0][1]) / max(1, half[-1][0] - half[0][0]) * 1000
    print(json.dumps({"sessions": n, "rss_start_mb": points[0][1], "rss_end_mb": points[-1][1],
                      "rss_mb_per_1k_sessions_second_half": round(slope, 1)}))
    return 0


def run(side: object, opts: argparse.Namespace) -> list[dict[str, float]]:
    until = time.time() + opts.seconds
    queue: mp.Queue = mp.Queue()  # type: ignore[type-arg]
    procs = [mp.Process(target=client, args=(side.target, n, until, queue))  # type: ignore[attr-defined]
             for n in range(opts.clients)]
    for p in procs:
        p.start()
    rows = []
    while time.time() < until:
        start = time.time()
        samples: list[tuple[float, int, float]] = []
        while time.time() - start < opts.interval:
            try:
                samples.append(queue.get(timeout=0.5))
            except Exception:  # queue.Empty: nothing arrived in this half second
                continue
        lat = sorted(s[2] for s in samples) or [0.0]
        row = {"t_s": round(time.time() - (until - opts.seconds)),
               "writes": sum(s[1] for s in samples), "checks": len(samples),
               "check_p99_ms": round(lat[min(len(lat) - 1, int(0.99 * len(lat)))], 2),
               "rss_mb": round(rss_mb(side.proc.pid), 1),  # type: ignore[attr-defined]
               **queues(opts.metrics)}
        rows.append(row)
        print(json.dumps(row), flush=True)
    for p in procs:
        p.join(timeout=30)
    return rows


if __name__ == "__main__":
    sys.exit(main())
