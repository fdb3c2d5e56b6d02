"""The write-then-check flow every agent runs, through the public client, classifier on.

A step writes one tool output, flushes (the ack means durable and visible to a
later check) and at once checks the next action with that output as its basis,
so the check finds content the background classifier may not have reached yet.
Before each step the bench waits until the sidecar is idle, as it is after the
agent's model call: a step does not pay for the one before.
"""

from __future__ import annotations

import collections
import dataclasses
import time
from pathlib import Path
from typing import Any

import grpc
from conftest import Sidecar

from bench.latency import trivial
from bench.workload import pct, tool_output
from mage.client import (
    Action,
    ActionType,
    Context,
    Decision,
    Kind,
    MageClient,
    MemoryEntry,
    Source,
    is_local,
)

OUTPUT_BYTES = (2_000, 20_000, 100_000)
# One entry's content is limited to 64 KiB by default; the 100 KB output needs more.
CONFIG = "limits:\n  max_content_bytes: 131072\n"
NEXT_ACTION = Action(ActionType.TOOL_WRITE, "write_file", {"path": "reports/summary.md"})
INSTRUCTION = "Export last night's service logs and file a summary under reports/."


def config_file(folder: Path) -> Path:
    """The sidecar config the flow needs (the content limit above), written to `folder`."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "flow.yaml"
    path.write_text(CONFIG)
    return path


def write_then_check(side: Sidecar, sizes: list[int], n: int, seconds: float,
                     n_trivial: int, warm: bool = True) -> dict[str, Any]:
    """Per output size, check and whole-step p50/p99 over at most `n` steps or `seconds`
    (with `warm`, after an untimed step that warms the model for that length), the check p99
    over the trivial round trip, how many checks fell back (the client's deadline passed)
    or had a tier fail, and how many scored their output themselves."""
    base = trivial(grpc.insecure_channel(side.target), n_trivial)
    out: dict[str, Any] = {"trivial_p50_ms": pct(base, 0.5), "trivial_p99_ms": pct(base, 0.99)}
    with MageClient(side.target) as client:
        for size in sizes:
            out[str(size)] = _flow(client, side, size, n, seconds, warm)
            out[str(size)]["check_p99_ratio_to_trivial"] = round(
                out[str(size)]["check_p99_ms"] / out["trivial_p99_ms"], 3)
    return out


@dataclasses.dataclass
class Tally:
    """What the timed steps of one output size came to."""

    checks: list[float] = dataclasses.field(default_factory=list)
    steps: list[float] = dataclasses.field(default_factory=list)
    verdicts: collections.Counter[str] = dataclasses.field(default_factory=collections.Counter)
    fell_back: int = 0
    tier_errors: int = 0
    scored_at_check: int = 0
    left_pending: int = 0

    def add(self, decision: Decision, check_ms: float, step_ms: float) -> None:
        """Count one step."""
        self.checks.append(check_ms)
        self.steps.append(step_ms)
        self.verdicts[decision.verdict.name] += 1
        self.fell_back += is_local(decision)
        self.tier_errors += any(r.status == "error" for r in decision.tiers)
        detail = next((r.detail for r in decision.tiers if r.tier == "classifier"), "")
        self.scored_at_check += "scored now" in detail and not detail.startswith("0 scored")
        self.left_pending += "pending" in detail

    def figures(self) -> dict[str, Any]:
        """p50/p99 of the check and of the whole step, and the counts."""
        return {"steps": len(self.checks),
                "check_p50_ms": pct(self.checks, 0.5), "check_p99_ms": pct(self.checks, 0.99),
                "step_p50_ms": pct(self.steps, 0.5), "step_p99_ms": pct(self.steps, 0.99),
                "fell_back": self.fell_back, "tier_errors": self.tier_errors,
                "scored_at_check": self.scored_at_check, "left_pending": self.left_pending,
                "verdicts": dict(self.verdicts)}


def _flow(client: MageClient, side: Sidecar, size: int, n: int, seconds: float, warm: bool
          ) -> dict[str, Any]:
    session = f"flow-{size}"
    client.write(MemoryEntry("u0", INSTRUCTION, Source.USER, 1.0, Kind.INSTRUCTION,
                             session=session))
    client.flush()
    tally, until = Tally(), time.perf_counter() + seconds
    for i in range(0 if warm else 1, n + 1):
        settle(side)
        if i > 1 and time.perf_counter() > until:
            break
        decision, check_ms, step_ms = _step(client, session, size, i)
        if i > 0:  # step 0 warms the model up for this length
            tally.add(decision, check_ms, step_ms)
    return {"output_bytes": size, **tally.figures()}


def _step(client: MageClient, session: str, size: int, i: int) -> tuple[Decision, float, float]:
    """One step: the decision, ms from flushed to answered, ms from the write on."""
    entry = MemoryEntry(f"o{i}", tool_output(size, seed=size * 1000 + i), Source.TOOL, 0.95,
                        session=session, tool="fetch_logs", depends_on=("u0",))
    start = time.perf_counter()
    client.write(entry)
    client.flush()
    asked = time.perf_counter()
    decision = client.check(session, NEXT_ACTION, Context(environment="production"),
                            memory_ids=[entry.id])
    done = time.perf_counter()
    return decision, (done - asked) * 1000, (done - start) * 1000


def settle(side: Sidecar, window_s: float = 0.1, timeout_s: float = 60.0) -> None:
    """Wait until the sidecar process used at most one clock tick of CPU in `window_s`
    (its background scoring of the last output, which a check may have scored too, is
    over), or `timeout_s` passed."""
    assert side.proc is not None
    deadline = time.perf_counter() + timeout_s
    before = _cpu_ticks(side.proc.pid)
    while time.perf_counter() < deadline:
        time.sleep(window_s)
        now = _cpu_ticks(side.proc.pid)
        if now - before <= 1:
            return
        before = now


def _cpu_ticks(pid: int) -> int:
    """User plus system CPU of a process, in clock ticks (/proc/PID/stat fields 14 and 15)."""
    stat = Path(f"/proc/{pid}/stat").read_text()
    fields = stat[stat.rindex(")") + 2:].split()  # the command name may hold spaces
    return int(fields[11]) + int(fields[12])

