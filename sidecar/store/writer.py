"""The single writer: one thread, one connection, commits in groups.

Every durable change (entry batches, patches, audit records) is queued here
and committed in arrival order, several jobs per transaction, so the commit
cost is shared and an audit record is never committed before the memories
its snapshot refers to. WAL checkpoints run on a thread of their own so they
never sit on the write path.

An audit record that finds the writer idle (nothing submitted and not yet
committed) is committed at once on the caller's thread instead: the order is
the same, and a check saves two thread hand-offs. Only with durability
"process", where a commit does not wait for the disk.
Components that index the audit log (review) register a hook with
`on_audit`; it runs in the transaction that commits each record, with the
record as built.
"""

from __future__ import annotations

import hashlib
import json
import queue
import threading
from collections.abc import Callable, Sequence
from concurrent.futures import Future
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import apsw
import structlog

from mage.sidecar import metrics
from mage.sidecar.store import db as store

log = structlog.get_logger("mage.writer")

MAX_GROUP = 256

AuditHook = Callable[[apsw.Connection, dict[str, Any], dict[str, Any]], None]


def _uncancellable() -> Future[Any]:
    """A job's future, marked running from the start so nobody can cancel it.

    A waiter that gives up (a check whose client hung up: cancelling the asyncio
    wrapper of a future cancels the future itself) must not cancel a job the writer
    commits anyway; resolving a cancelled future raises, on the writer thread."""
    future: Future[Any] = Future()
    future.set_running_or_notify_cancel()
    return future


@dataclass(slots=True)
class _Job:
    kind: str  # "entries" | "patch" | "scores" | "call" | "audit"
    payload: Any
    future: Future[Any] = field(default_factory=_uncancellable)


def chain_hash(prev_hash: str, record: str) -> str:
    """The audit chain link: each record's hash covers the previous hash."""
    return hashlib.sha256(f"{prev_hash}\n{record}".encode()).hexdigest()


class Writer:
    """Owns the write connection; jobs resolve their future once committed."""

    def __init__(self, path: Path, durability: str, checkpoint_every_s: float = 1.0) -> None:
        self._conn = store.open_connection(path, durability)
        # Checkpoints are the checkpointer's job; automatic ones would land on a commit.
        self._conn.execute("PRAGMA wal_autocheckpoint=0")
        self._heads = store.audit_heads(self._conn)  # tenant -> (records, last hash)
        self._queue: queue.Queue[_Job | None] = queue.Queue()
        self._lock = threading.Lock()  # guards _unfinished and commits on a caller's thread
        self._unfinished = 0  # jobs submitted and not yet committed or failed
        self._inline = durability == "process"
        self._audit_hooks: list[AuditHook] = []
        self._thread = threading.Thread(target=self._run, name="mage-writer", daemon=True)
        self._checkpointer = _Checkpointer(path, durability, checkpoint_every_s)
        self._thread.start()

    def submit_entries(self, rows: Sequence[store.EntryRow]) -> Future[Any]:
        return self._submit("entries", rows)

    def submit_patch(self, row: store.PatchRow) -> Future[Any]:
        return self._submit("patch", row)

    def submit_scores(self, rows: Sequence[tuple[str, str, str, str, float, str]]
                      ) -> Future[Any]:
        return self._submit("scores", rows)

    def submit_call(self, fn: Callable[[apsw.Connection, Any], Any], payload: Any
                    ) -> Future[Any]:
        """Run fn(connection, payload) inside the next commit group (domain stores' writes);
        the future yields what fn returns."""
        return self._submit("call", (fn, payload))

    def on_audit(self, hook: AuditHook) -> None:
        """Run hook(connection, summary, record as a dict) with every audit record, in the
        transaction that commits it (a failing hook fails that record's write)."""
        self._audit_hooks.append(hook)

    def submit_audit(self, summary: dict[str, Any], record: str,
                     rec: dict[str, Any] | None = None) -> Future[Any]:
        """Chain (per tenant) and commit one audit record; the future yields its hash.

        `rec` is the record as a dict, for the hooks (parsed from `record` if absent).
        When the writer is idle the record is committed before this returns (the future
        is then already done; the caller need not wait on it)."""
        job = _Job("audit", (summary, record, rec))
        if self._inline:
            with self._lock:
                if self._unfinished == 0:  # nothing ahead of it: commit here, in order
                    self._commit([job])
                    return job.future
        return self._enqueue(job)

    def _submit(self, kind: str, payload: Any) -> Future[Any]:
        return self._enqueue(_Job(kind, payload))

    def _enqueue(self, job: _Job) -> Future[Any]:
        with self._lock:
            self._unfinished += 1
            self._queue.put(job)
        return job.future

    def depth(self) -> int:
        """Jobs waiting to be committed."""
        return self._queue.qsize()

    def close(self) -> None:
        """Commit what is queued, then stop."""
        self._queue.put(None)
        self._thread.join()
        self._checkpointer.close()
        self._conn.close()

    def _run(self) -> None:
        while True:
            first = self._queue.get()
            if first is None:
                return
            group = [first]
            while len(group) < MAX_GROUP:
                try:
                    job = self._queue.get_nowait()
                except queue.Empty:
                    break
                if job is None:
                    self._commit_queued(group)
                    return
                group.append(job)
            self._commit_queued(group)

    def _commit_queued(self, group: list[_Job]) -> None:
        # The connection is shared with commits on callers' threads, which happen only
        # while nothing is unfinished, i.e. never while this group is.
        try:
            self._commit(group)
        except Exception as exc:  # a fault past the jobs' own handling: never the thread
            log.error("writer_fault", error=repr(exc), jobs=len(group))
            for job in group:
                if not job.future.done():
                    job.future.set_exception(exc)
        finally:
            with self._lock:
                self._unfinished -= len(group)

    def _commit(self, group: list[_Job]) -> None:
        heads = dict(self._heads)
        results: list[tuple[_Job, Any]] = []
        try:
            with self._conn:
                for job in group:
                    results.append((job, self._apply(job)))
        except Exception as exc:  # SQL, or a hook or call that raised: never the thread
            self._heads = heads  # the chains did not advance
            log.error("commit_failed", error=str(exc), jobs=len(group))
            self._fail_one_by_one(group)
            return
        metrics.record_commit(group)
        for job, result in results:
            job.future.set_result(result)

    def _fail_one_by_one(self, group: list[_Job]) -> None:
        """Retry each job alone so one bad job does not fail its neighbours."""
        for job in group:
            heads = dict(self._heads)
            try:
                with self._conn:
                    result = self._apply(job)
            except Exception as exc:
                self._heads = heads
                job.future.set_exception(exc)
            else:
                job.future.set_result(result)

    def _apply(self, job: _Job) -> Any:
        if job.kind == "entries":
            store.insert_entries(self._conn, job.payload)
            return None
        if job.kind == "patch":
            store.insert_patch(self._conn, job.payload)
            return None
        if job.kind == "scores":
            store.insert_scores(self._conn, job.payload)
            return None
        if job.kind == "call":
            fn, payload = job.payload
            return fn(self._conn, payload)
        summary, record, rec = job.payload
        records, prev = self._heads.get(summary["tenant"], (0, store.GENESIS_HASH))
        hash_ = chain_hash(prev, record)
        store.insert_decision(self._conn, summary, record, prev, hash_)
        if self._audit_hooks:
            rec = rec if rec is not None else _as_dict(record)
            for hook in self._audit_hooks:
                hook(self._conn, summary, rec)
        self._heads[summary["tenant"]] = (records + 1, hash_)
        return hash_


def _as_dict(record: str) -> dict[str, Any]:
    try:
        rec = json.loads(record)
    except ValueError:
        return {}
    return rec if isinstance(rec, dict) else {}


class _Checkpointer:
    """Moves WAL pages into the database in the background (PASSIVE: never blocks writers)."""

    def __init__(self, path: Path, durability: str, every_s: float) -> None:
        self._conn = store.open_connection(path, durability)
        self._stop = threading.Event()
        self._every = every_s
        self._thread = threading.Thread(target=self._run, name="mage-checkpoint", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        while not self._stop.wait(self._every):
            try:
                self._conn.execute("PRAGMA wal_checkpoint(PASSIVE)")
            except apsw.Error as exc:
                log.warning("checkpoint_failed", error=str(exc))

    def close(self) -> None:
        self._stop.set()
        self._thread.join()
        self._conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        self._conn.close()
