"""The write path under a busy writer: repairs stay in force and quotas hold."""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future
from pathlib import Path
from typing import Any

from mage.contract import types as t
from mage.sidecar.config import Limits
from mage.sidecar.errors import Exhausted
from mage.sidecar.memory.graph import QUARANTINE
from mage.sidecar.memory.shadow import Memory
from mage.sidecar.store import db as store
from mage.sidecar.store.writer import Writer


def _behind(submit: Callable[[Any], Future[Any]]) -> Callable[[Any], Future[Any]]:
    """The real writer's submit, 0.3 s behind: a busy writer."""
    def busy_writer(job: Any) -> Future[Any]:
        done: Future[Any] = Future()
        done.set_running_or_notify_cancel()

        def later() -> None:
            time.sleep(0.3)
            submit(job).result()
            done.set_result(None)

        threading.Thread(target=later, daemon=True).start()
        return done

    return busy_writer


def _entry(id: str, session: str) -> t.MemoryEntry:
    return t.MemoryEntry(id=id, content="a reading", source=t.Source.TOOL, confidence=0.9,
                         session=session)


def test_a_session_is_not_evicted_while_its_repair_commits(tmp_path: Path) -> None:
    """While a quarantine waits for a busy writer, other writes that would evict its session
    and a check that reloads it leave the patch in the resident graph once committed."""
    db = tmp_path / "mage.db"
    conn = store.open_connection(db, "process")
    store.migrate(conn)
    conn.close()
    writer = Writer(db, "process")
    memory = Memory(writer, store.Readers(db, "process"), Limits(max_resident_entries=2), seq=0)
    writer.submit_patch = _behind(writer.submit_patch)  # type: ignore[method-assign]

    async def run() -> set[str]:
        await memory.write("T", 1, [_entry("a", "s1"), _entry("b", "s1")])
        repair = asyncio.create_task(memory.repair("T", t.Repair(
            memory_id="a", op=t.PatchOp.QUARANTINE, session="s1", reason="bad source")))
        await asyncio.sleep(0.05)
        await memory.write("T", 2, [_entry("c", "s2"), _entry("d", "s2")])  # over the bound
        await memory.load("T", "s1")  # a check arriving before the commit
        await repair
        return set(memory.session("T", "s1", create=False).nodes["a"].marks)

    try:
        assert QUARANTINE in asyncio.run(run())
    finally:
        writer.close()


def test_batches_queued_behind_a_busy_writer_cannot_overshoot_the_tenant_quota(
        tmp_path: Path) -> None:
    """The tenant's count grows when a batch is handed to the writer, not when it commits,
    so two batches waiting on the writer together cannot pass the quota twice."""
    db = tmp_path / "mage.db"
    conn = store.open_connection(db, "process")
    store.migrate(conn)
    conn.close()
    writer = Writer(db, "process")
    memory = Memory(writer, store.Readers(db, "process"), Limits(max_entries_per_tenant=3), seq=0)
    writer.submit_entries = _behind(writer.submit_entries)  # type: ignore[method-assign]

    async def run() -> list[BaseException | t.WriteAck]:
        return await asyncio.gather(
            memory.write("T", 1, [_entry("a", "s1"), _entry("b", "s1")]),
            memory.write("T", 2, [_entry("c", "s2"), _entry("d", "s2")]),
            return_exceptions=True)

    try:
        results = asyncio.run(run())
    finally:
        writer.close()
    # Which batch reaches the writer first depends on the order the two sessions load in.
    acked = [r for r in results if isinstance(r, t.WriteAck)]
    refused = [r for r in results if isinstance(r, Exhausted)]
    assert len(acked) == 1 and len(refused) == 1 and "limit is 3" in str(refused[0])
