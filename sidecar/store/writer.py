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
Entries and patches are linked into their tenant's memory log chain
(`audit.memory_log`) as they are committed, in the same transaction, the
way audit records are chained.
What must commit with a record registers a hook with `on_audit`; it runs in the
transaction that commits the record. What may follow it (the review index)
registers with `on_audit_after`: the writer hands such hooks the records
committed since they last ran, as built, in a transaction of its own once it
has been idle for `AFTER_IDLE_S` (or has `AFTER_BACKLOG` records waiting), so
that their rows never lengthen an answer. Hooks after the answer must tolerate
losing what they were handed (a crash, a failed transaction): the review index
keeps a watermark in the log and catches up from it.

A decision answered before its explanation is worked out is committed with a
note that its explanation is pending (`store.explanations`); the explanation
record, chained later in the same tenant chain, clears it. An explanation may
ride with the next commit instead of paying for one of its own (`ride`): it is
held until some commit group takes it, or until `flush_riders` queues it.

Each job is one of the `Work` kinds (`store.jobs`), matched exhaustively: anything
else fails its job rather than being committed as something it is not.
"""

from __future__ import annotations

import contextlib
import itertools
import queue
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Future
from pathlib import Path
from typing import Any, assert_never

import apsw
import structlog

from mage.sidecar import metrics
from mage.sidecar.audit import chain, memory_log
from mage.sidecar.audit.explanation import ExplanationRecordV1
from mage.sidecar.audit.record import AuditRecordV1
from mage.sidecar.store import chains, explanations
from mage.sidecar.store import db as store
from mage.sidecar.store.jobs import Audit, Call, Entries, Explain, Job, Patch, Scores, Work

log = structlog.get_logger("mage.writer")

MAX_GROUP = 256
# Hooks after the answer run once nothing was committed for this long, or, under load that
# never pauses, once this many records wait, a chunk at a time.
AFTER_IDLE_S = 0.002
AFTER_BACKLOG = 256
AFTER_CHUNK = 64

AuditHook = Callable[[apsw.Connection, AuditRecordV1], None]
Committed = list[tuple[int, AuditRecordV1]]  # (decision position, record as built)
AfterHook = Callable[[apsw.Connection, Committed], None]
_WAKE = object()  # queued (never counted as a job) so the thread sees records to hand on


class Writer:
    """Owns the write connection; jobs resolve their future once committed."""

    def __init__(self, path: Path, durability: str, checkpoint_every_s: float = 1.0) -> None:
        self._conn = store.open_connection(path, durability)
        # Checkpoints are the checkpointer's job; automatic ones would land on a commit.
        self._conn.execute("PRAGMA wal_autocheckpoint=0")
        explanations.migrate(self._conn)
        self._heads = chain.Heads(store.audit_heads(self._conn))
        self._memory_heads = chain.Heads(chains.memory_heads(self._conn))
        self._queue: queue.Queue[Job | object | None] = queue.Queue()
        self._lock = threading.Lock()  # guards _unfinished and commits on a caller's thread
        self._unfinished = 0  # jobs submitted and not yet committed or failed
        self._riders: list[Job] = []  # explanations waiting for the next commit group
        self._inline = durability == "process"
        self._audit_hooks: list[AuditHook] = []
        self._after_hooks: list[AfterHook] = []
        self._staged: Committed = []  # records of the transaction in progress
        self._committed: Committed = []  # committed, not yet handed to the hooks after
        self._last_commit = 0.0
        self._thread = threading.Thread(target=self._run, name="mage-writer", daemon=True)
        self._checkpointer = _Checkpointer(path, durability, checkpoint_every_s)
        self._thread.start()

    def submit_entries(self, rows: Sequence[store.EntryRow]) -> Future[Any]:
        return self._enqueue(Job(Entries(rows)))

    def submit_patch(self, row: store.PatchRow) -> Future[Any]:
        return self._enqueue(Job(Patch(row)))

    def submit_scores(self, rows: Sequence[store.ScoreRow]) -> Future[Any]:
        return self._enqueue(Job(Scores(rows)))

    def submit_call(self, fn: Callable[[apsw.Connection, Any], Any], payload: Any
                    ) -> Future[Any]:
        """Run fn(connection, payload) inside the next commit group (domain stores' writes);
        the future yields what fn returns."""
        return self._enqueue(Job(Call(fn, payload)))

    def on_audit(self, hook: AuditHook) -> None:
        """Run hook(connection, record) with every audit record, in the transaction that
        commits it (a failing hook fails that record's write)."""
        self._audit_hooks.append(hook)

    def on_audit_after(self, hook: AfterHook) -> None:
        """Run hook(connection, [(position, record), ...]) with the audit records committed
        since it last ran, in commit order, in a later transaction of the writer's own
        (a failing hook fails nothing else; what it was handed is not handed again)."""
        self._after_hooks.append(hook)

    def submit_audit(self, record: AuditRecordV1, pending: bool = False) -> Future[Any]:
        """Chain (per tenant) and commit one audit record; the future yields its hash.

        `pending` notes that the decision's explanation follows in a record of its own
        (`submit_explanation`), so a crash before it leaves something to recover.
        When the writer is idle the record is committed before this returns (the future
        is then already done; the caller need not wait on it)."""
        return self._submit_now_if_idle(Job(Audit(record, record.canonical(), pending)))

    def submit_explanation(self, record: ExplanationRecordV1, ride: bool = False
                           ) -> Future[Any]:
        """Chain one explanation record after its decision; the future yields its hash.

        `ride` holds it for the next commit group (whatever that commits) rather than
        committing it alone: the caller calls `flush_riders` later so it is not held
        for ever while nothing else is written."""
        job = Job(Explain(record, record.canonical()))
        if not ride:
            return self._submit_now_if_idle(job)
        with self._lock:
            self._riders.append(job)
        return job.future

    def flush_riders(self) -> None:
        """Queue the explanations still waiting to ride with a commit."""
        with self._lock:
            riders, self._riders = self._riders, []
            for job in riders:
                self._unfinished += 1
                self._queue.put(job)

    def _submit_now_if_idle(self, job: Job) -> Future[Any]:
        if self._inline:
            with self._lock:
                if self._unfinished == 0:  # nothing ahead of it: commit here, in order
                    riders, self._riders = self._riders, []
                    waiting = bool(self._committed)
                    self._commit([*riders, job])
                    if self._committed and not waiting:
                        self._queue.put(_WAKE)
                    return job.future
        return self._enqueue(job)

    def _enqueue(self, job: Job) -> Future[Any]:
        with self._lock:
            self._unfinished += 1
            self._queue.put(job)
        return job.future

    def depth(self) -> int:
        """Jobs waiting to be committed."""
        return self._queue.qsize()

    def close(self) -> None:
        """Commit what is queued, hand every committed record to the hooks after, then stop."""
        self.flush_riders()
        self._queue.put(None)
        self._thread.join()
        with self._lock:
            while self._committed:
                self._run_after(len(self._committed))
        self._checkpointer.close()
        self._conn.close()

    def _run(self) -> None:
        while True:
            first = self._next()
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
                if isinstance(job, Job):
                    group.append(job)
            self._commit_queued(group)

    def _next(self) -> Job | None:
        """The next job (None: stop); while records wait for the hooks after, each pause
        in the queue is a chance to hand them on."""
        while True:
            try:
                item = self._queue.get(timeout=AFTER_IDLE_S if self._committed else None)
            except queue.Empty:
                self._after_if_idle()
                continue
            if item is None or isinstance(item, Job):
                return item

    def _after_if_idle(self) -> None:
        with self._lock:  # commits on callers' threads wait meanwhile
            if self._unfinished or not self._committed:
                return
            idle = time.perf_counter() - self._last_commit >= AFTER_IDLE_S
            if idle or len(self._committed) >= AFTER_BACKLOG:
                self._run_after(AFTER_CHUNK)

    def _run_after(self, limit: int) -> None:
        """Hand the first `limit` committed records to the hooks after, in one transaction.
        Called with the lock held and nothing else being committed."""
        handed = self._committed[:limit]
        del self._committed[:limit]
        try:
            with self._conn:
                for hook in self._after_hooks:
                    hook(self._conn, handed)
        except Exception as exc:  # SQL or a hook: they catch up from what was committed
            log.error("after_audit_failed", error=repr(exc), records=len(handed))

    def _commit_queued(self, group: list[Job]) -> None:
        # The connection is shared with commits on callers' threads, which happen only
        # while nothing is unfinished, i.e. never while this group is.
        with self._lock:
            riders, self._riders = self._riders, []
        try:
            self._commit([*riders, *group])
        except Exception as exc:  # a fault past the jobs' own handling: never the thread
            log.error("writer_fault", error=repr(exc), jobs=len(group))
            for job in [*riders, *group]:
                if not job.future.done():
                    job.future.set_exception(exc)
        finally:
            with self._lock:
                self._unfinished -= len(group)

    def _commit(self, group: list[Job]) -> None:
        results: list[tuple[Job, Any]] = []
        self._staged = []
        try:
            with self._kept_if_committed(), self._conn:
                for job in group:
                    results.append((job, self._apply(job.work)))
        except Exception as exc:  # SQL, or a hook or call that raised: never the thread
            log.error("commit_failed", error=str(exc), jobs=len(group))
            self._fail_one_by_one(group)
            return
        self._committed_now()
        metrics.record_commit(group)
        for job, result in results:
            job.future.set_result(result)

    def _fail_one_by_one(self, group: list[Job]) -> None:
        """Retry each job alone so one bad job does not fail its neighbours."""
        for job in group:
            self._staged = []
            try:
                with self._kept_if_committed(), self._conn:
                    result = self._apply(job.work)
            except Exception as exc:
                job.future.set_exception(exc)
            else:
                self._committed_now()
                job.future.set_result(result)

    def _committed_now(self) -> None:
        """The transaction's records are committed: keep them for the hooks after."""
        self._last_commit = time.perf_counter()
        if self._staged:
            self._committed += self._staged

    @contextlib.contextmanager
    def _kept_if_committed(self) -> Iterator[None]:
        """Both chains' heads put back if the transaction in the block fails."""
        with self._heads.kept_if_committed(), self._memory_heads.kept_if_committed():
            yield

    def _apply(self, work: Work) -> Any:
        match work:
            case Entries(rows):
                store.insert_entries(self._conn, rows, self._link(rows))
                return None
            case Patch(row):
                store.insert_patch(self._conn, row, self._link([row])[0])
                return None
            case Scores(rows):
                store.insert_scores(self._conn, rows)
                return None
            case Call(fn, payload):
                return fn(self._conn, payload)
            case Audit(record, text, pending):
                return self._chain(record, text, pending)
            case Explain(record, text):
                return self._chain_explanation(record, text)
            case _:
                assert_never(work)

    def _link(self, rows: Sequence[store.EntryRow | store.PatchRow]) -> list[str]:
        """Each row's memory log link, in order; the tenants' heads move on with them."""
        out: list[str] = []
        for tenant, run in itertools.groupby(rows, key=lambda r: r.tenant):  # one, mostly
            links = memory_log.links(self._memory_heads.head(tenant)[1], run)
            self._memory_heads.advance(tenant, links[-1], len(links))
            chains.advance_memory_head(self._conn, tenant, len(links), links[-1])
            out += links
        return out

    def _chain(self, record: AuditRecordV1, text: str, pending: bool) -> str:
        prev, hash_ = self._heads.link(record.tenant, text)
        pos = store.insert_decision(self._conn, record.summary(), text, prev, hash_)
        if pending:
            explanations.mark_pending(self._conn, record.tenant, record.session,
                                      record.decision_id)
        for hook in self._audit_hooks:
            hook(self._conn, record)
        if self._after_hooks:
            self._staged.append((pos, record))
        self._heads.advance(record.tenant, hash_)
        return hash_

    def _chain_explanation(self, record: ExplanationRecordV1, text: str) -> str:
        prev, hash_ = self._heads.link(record.tenant, text)
        explanations.insert(self._conn, record.tenant, record.decision_id, text, prev, hash_)
        self._heads.advance(record.tenant, hash_)
        return hash_


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
