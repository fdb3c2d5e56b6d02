"""A batch is applied a slice at a time; what readers and snapshots see meanwhile.

In process, against a real SQLite file and the real writer thread: the test needs to
stop the event loop between two slices of one batch, which the gRPC surface cannot do.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from mage.contract import types as t
from mage.sidecar.config import Limits
from mage.sidecar.memory.shadow import SLICE, Memory
from mage.sidecar.store import db as store
from mage.sidecar.store.writer import Writer

N = SLICE * 40


def _memory(db: Path) -> tuple[Memory, Writer]:
    conn = store.open_connection(db, "process")
    store.migrate(conn)
    conn.close()
    writer = Writer(db, "process")
    return Memory(writer, store.Readers(db, "process"), Limits(), seq=0), writer


def _batch(session: str, n: int = N) -> list[t.MemoryEntry]:
    return [t.MemoryEntry(f"m{i}", f"step {i}: the export returned {i * 7} rows", t.Source.TOOL,
                          0.9, session=session, depends_on=(f"m{i - 1}",) if i else ())
            for i in range(n)]


async def _until_half_applied(mem: Memory, session: str) -> None:
    for _ in range(10_000):
        if mem.half_applied("default", session):
            return
        await asyncio.sleep(0)
    raise AssertionError("the batch was never seen half applied")


def test_readers_wait_for_a_half_applied_batch_and_other_sessions_do_not(tmp_path: Path
                                                                          ) -> None:
    async def scenario() -> None:
        mem, writer = _memory(tmp_path / "mage.db")
        try:
            await mem.write("default", 1, _batch("small", 3))
            before = mem.visible_seq
            task = asyncio.create_task(mem.write("default", 2, _batch("big")))
            await _until_half_applied(mem, "big")
            # Some of the batch is in the graph, none of it is visible to a snapshot.
            assert 0 < mem.seq - before < N and mem.visible_seq == before
            reader = asyncio.create_task(mem.load("default", "big"))
            small = asyncio.create_task(mem.load("default", "small"))
            for _ in range(3):
                await asyncio.sleep(0)
            # Another session is answered meanwhile; the batch's own session waits.
            assert small.done() and mem.half_applied("default", "big") and not reader.done()
            ack = await task
            await reader
            big = mem.session("default", "big", create=False)
            assert len(big.nodes) == N and mem.visible_seq == before + N
            assert [a.seq for a in ack.entries] == list(range(before + 1, before + N + 1))
        finally:
            writer.close()

    asyncio.run(scenario())


def test_a_batch_cancelled_half_way_leaves_nothing_and_can_be_sent_again(tmp_path: Path
                                                                         ) -> None:
    async def scenario() -> None:
        mem, writer = _memory(tmp_path / "mage.db")
        try:
            await mem.write("default", 1, _batch("big", 2))  # already committed: stays
            task = asyncio.create_task(mem.write("default", 2, _batch("big")[2:]))
            await _until_half_applied(mem, "big")
            task.cancel()
            with pytest.raises(asyncio.CancelledError):
                await task
            assert not mem.half_applied("default", "big")
            await mem.load("default", "big")  # rebuilt from the log: the committed two only
            assert set(mem.session("default", "big", create=False).nodes) == {"m0", "m1"}
            ack = await mem.write("default", 3, _batch("big"))
            assert [a.duplicate for a in ack.entries] == [True, True] + [False] * (N - 2)
            assert len(mem.session("default", "big", create=False).nodes) == N
        finally:
            writer.close()

    asyncio.run(scenario())


def test_a_batch_whose_caller_leaves_after_submitting_is_still_counted(tmp_path: Path
                                                                        ) -> None:
    """Once a batch is with the writer, a caller that goes away (a client disconnecting
    before its ack) does not stop the bookkeeping: the commit is counted, the entries are
    resident and (with a classifier) queued for scoring."""
    import threading

    async def scenario() -> None:
        mem, writer = _memory(tmp_path / "mage.db")
        gate = threading.Event()
        try:
            held = writer.submit_call(lambda conn, _: gate.wait(10), None)  # writer busy
            task = asyncio.create_task(mem.write("default", 1, _batch("big")))
            for _ in range(10_000):
                if mem.visible_seq == N:  # applied and handed to the writer
                    break
                await asyncio.sleep(0)
            assert mem.visible_seq == N and not task.done() and mem.durable_seq == 0
            task.cancel()
            with pytest.raises(asyncio.CancelledError):
                await task
            gate.set()
            await asyncio.wrap_future(held)
            for _ in range(1000):
                if mem.durable_seq == N:
                    break
                await asyncio.sleep(0.01)
            assert mem.durable_seq == N and mem.resident_entries == N
        finally:
            gate.set()
            writer.close()

    asyncio.run(scenario())


def test_a_repair_whose_caller_gives_up_is_still_in_force(tmp_path: Path) -> None:
    """A Repair cancelled while its patch waits for the writer (a short client deadline):
    the patch is committed all the same, so it must also be in the graph the checks read,
    not only in the log (a quarantine on disk that the checks do not see)."""
    import threading

    async def scenario() -> None:
        mem, writer = _memory(tmp_path / "mage.db")
        try:
            await mem.write("default", 1, _batch("s", 3))
            gate = threading.Event()
            busy = writer.submit_call(lambda c, _: gate.wait(10), None)  # writer held
            repair = asyncio.create_task(mem.repair("default", t.Repair(
                "m1", t.PatchOp.QUARANTINE, session="s", reason="unverified")))
            for _ in range(5):
                await asyncio.sleep(0)
            repair.cancel()  # what gRPC does to the handler when the deadline passes
            await asyncio.gather(repair, return_exceptions=True)
            gate.set()
            await asyncio.wrap_future(busy)
            for _ in range(200):  # the patch commits, then its bookkeeping runs on the loop
                if "quarantine" in mem.session("default", "s").nodes["m1"].marks:
                    break
                await asyncio.sleep(0.01)
            sess = mem.session("default", "s")
            assert "quarantine" in sess.nodes["m1"].marks  # in force in memory
            assert "quarantine" in sess.nodes["m2"].marks  # and inherited, as on reload
            assert mem.durable_seq == mem.seq
        finally:
            writer.close()

    asyncio.run(scenario())
