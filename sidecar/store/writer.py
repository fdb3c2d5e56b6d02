"""The single writer: one thread, one connection, commits in groups; and the decision log.

Every durable change to the database (entry batches, patches, scores, domain
stores' calls) is queued here and committed in arrival order, several jobs per
transaction, so the commit cost is shared. WAL checkpoints run on a thread of
their own so they never sit on the write path. Entries and patches are linked
into their tenant's memory log chain (`audit.memory_log`) as they are committed,
in the same transaction.

Audit records (decisions, and the explanations that follow them) are chained
per tenant and appended to the decision log (`audit.journal`) before the check is
answered: one `write`, no transaction. A record never reaches the log before the
memories its snapshot names: one that finds no entries, patches or other records
queued (every entry submitted so far committed; scores and domain stores' calls
may wait) is appended at once on the caller's thread, only with durability
"process"; otherwise it waits its turn on the writer thread, which
appends the records of a commit group once the group's transaction is committed,
with one `fdatasync` for the group under durability "power".

The writer then copies logged records into the database (the decisions and
explanations tables, the chain heads, a decision's note that its explanation is
pending) on its own thread: at the start of every commit group, so anything
submitted after a record finds it there, and whenever it has been idle for
`INDEX_IDLE_S` (or `INDEX_BACKLOG` records wait), a chunk at a time. The hooks
registered with `on_audit_after` (the review index) run in that transaction, in a
savepoint of their own: a hook that fails loses nothing of the copy, and catches up
from the decisions table. `indexed()` resolves once everything logged before it is
in the database (what readers of the decisions table wait for). Once every logged
record is in the database and the log has grown past `LOG_RESET_BYTES`, the log is
emptied. At start, records the log holds and the database does not (a crash came
between an answer and its copy) are checked against the chain and copied.

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
from dataclasses import dataclass
from pathlib import Path
from typing import Any, assert_never

import apsw
import structlog

from mage.sidecar import metrics
from mage.sidecar.audit import chain, journal, memory_log
from mage.sidecar.audit.explanation import ExplanationRecordV1
from mage.sidecar.audit.record import AuditRecordV1
from mage.sidecar.store import chains, explanations
from mage.sidecar.store import db as store
from mage.sidecar.store.jobs import Audit, Call, Entries, Explain, Job, Patch, Scores, Work

log = structlog.get_logger("mage.writer")

MAX_GROUP = 256
# Logged records are copied into the database once nothing was committed for this long,
# or, under load that never pauses, once this many wait, a chunk at a time.
INDEX_IDLE_S = 0.002
INDEX_BACKLOG = 256
INDEX_CHUNK = 64
LOG_RESET_BYTES = 4 << 20

Committed = list[tuple[int, AuditRecordV1]]  # (decision position, record as built)
AfterHook = Callable[[apsw.Connection, Committed], None]
_WAKE = object()  # queued (never counted as a job) so the thread sees records to copy


@dataclass(frozen=True, slots=True)
class _Logged:
    """A record in the decision log, waiting to be copied into the database."""

    line: journal.Line
    record: AuditRecordV1 | ExplanationRecordV1


class Writer:
    """Owns the write connection and the decision log; jobs resolve their future once
    committed (audit records: once logged)."""

    def __init__(self, path: Path, durability: str, checkpoint_every_s: float = 1.0) -> None:
        self._conn = store.open_connection(path, durability)
        # Checkpoints are the checkpointer's job; automatic ones would land on a commit.
        self._conn.execute("PRAGMA wal_autocheckpoint=0")
        explanations.migrate(self._conn)
        self._heads = chain.Heads(store.audit_heads(self._conn))
        self._memory_heads = chain.Heads(chains.memory_heads(self._conn))
        self._queue: queue.Queue[Job | object | None] = queue.Queue()
        # Guards the queued counts, the decision log, the audit heads and _logged.
        self._lock = threading.Lock()
        # Jobs submitted and not yet committed or failed: audit records, entries and patches.
        self._queued_records = self._queued_memories = 0
        self._inline = durability == "process"
        self._after_hooks: list[AfterHook] = []
        self._logged: list[_Logged] = []  # in the log, not yet in the database
        self._stuck = False  # a record could not be copied: the log is kept until restart
        self._last_commit = 0.0
        self._log = journal.Journal(journal.path_for(path), sync=durability == "power")
        self._recover_log()
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
        the future yields what fn returns. Every audit record logged before the call is in
        the database by then."""
        return self._enqueue(Job(Call(fn, payload)))

    def indexed(self) -> Future[Any]:
        """Resolves once every audit record logged so far is in the database."""
        return self.submit_call(_nothing, None)

    def on_audit_after(self, hook: AfterHook) -> None:
        """Run hook(connection, [(position, record), ...]) with the decisions copied into
        the database, in copy order, in the transaction that copies them (a failing hook
        fails nothing else; what it was handed is not handed again)."""
        self._after_hooks.append(hook)

    def submit_audit(self, record: AuditRecordV1, pending: bool = False) -> Future[Any]:
        """Chain (per tenant) and log one audit record; the future yields its hash.

        `pending` notes that the decision's explanation follows in a record of its own
        (`submit_explanation`), so a crash before it leaves something to recover.
        When nothing it must follow is queued (entries, patches, other records) the record
        is logged before this returns (the future is then already done; the caller need
        not wait on it)."""
        return self._submit_now_if_idle(Job(Audit(record, record.canonical(), pending)),
                                        explains=False)

    def submit_explanation(self, record: ExplanationRecordV1) -> Future[Any]:
        """Chain and log one explanation record after its decision (already logged: it
        names no memory of its own); the future yields its hash."""
        return self._submit_now_if_idle(Job(Explain(record, record.canonical())),
                                        explains=True)

    def _submit_now_if_idle(self, job: Job, explains: bool) -> Future[Any]:
        # With durability "power" a decision waits for the writer thread (one fdatasync per
        # commit group); an explanation is never synced (see `journal.Journal`).
        if self._inline or explains:
            with self._lock:
                # Nothing queued that it must follow: log it here, in order. Scores and
                # domain calls need not come first; memories do, unless the record names
                # none (an explanation).
                if not self._queued_records and (explains or not self._queued_memories):
                    try:
                        hashes = self._append([job])
                    except Exception as exc:  # the log could not be written: the answer says
                        job.future.set_exception(exc)
                    else:
                        job.future.set_result(hashes[0])
                        with contextlib.suppress(Exception):  # a count never fails the record
                            metrics.record_commit([job])
                    return job.future
        return self._enqueue(job)

    def _enqueue(self, job: Job) -> Future[Any]:
        with self._lock:
            self._queued_records += isinstance(job.work, Audit | Explain)
            self._queued_memories += isinstance(job.work, Entries | Patch)
            self._queue.put(job)
        return job.future

    def depth(self) -> int:
        """Jobs waiting to be committed."""
        return self._queue.qsize()

    def close(self) -> None:
        """Commit what is queued, copy every logged record into the database, then stop."""
        self._queue.put(None)
        self._thread.join()
        while self._logged:  # each round copies what it can and drops what it cannot
            self._index(len(self._logged))
        if not self._stuck:
            self._log.reset()
        self._checkpointer.close()
        self._conn.close()
        self._log.close()

    # --- the decision log ------------------------------------------------------------

    def _append(self, jobs: Sequence[Job]) -> list[str]:
        """Chain and log the audit records of `jobs` with one write; their hashes.
        Called with the lock held. Raises (heads and log as they were) if the write fails."""
        lines: list[_Logged] = []
        heads: dict[str, str] = {}
        for job in jobs:
            match job.work:
                case Audit(record, text, pending):
                    kind: journal.Kind = "decision"
                    rec: AuditRecordV1 | ExplanationRecordV1 = record
                case Explain(record, text):
                    kind, rec, pending = "explanation", record, False
                case _:
                    raise TypeError(f"not an audit record: {job.kind}")
            prev = heads.get(rec.tenant) or self._heads.head(rec.tenant)[1]
            hash_ = chain.chain_hash(prev, text)
            heads[rec.tenant] = hash_
            lines.append(_Logged(journal.Line(kind, rec.tenant, prev, hash_, pending, text),
                                 rec))
        self._log.append([x.line for x in lines])
        for x in lines:
            self._heads.advance(x.line.tenant, x.line.hash)
        wake = not self._logged
        self._logged += lines
        if wake:
            self._queue.put(_WAKE)
        return [x.line.hash for x in lines]

    def _recover_log(self) -> None:
        """Copy into the database what the log holds and the database does not (a crash
        came between an answer and its copy), then empty the log.

        A line that does not follow its chain, or disagrees with the database's copy of its
        record (the file or the database was edited), stops the copy there: the file is
        moved aside for review (`<log>.rejected-<ms>`) with an error logged, and the sidecar
        starts on a fresh log; `mage audit verify` reports the database's side.
        """
        if self._log.cut:
            log.warning("decision_log_torn_line_cut", path=str(self._log.path),
                        bytes=self._log.cut)
        problem = ""
        try:
            for line in journal.read(self._log.path):
                record = _parsed(line)
                if self._known(line, record.decision_id):
                    continue
                problem = line.problem() or self._out_of_chain(line)
                if problem:
                    break
                self._heads.advance(line.tenant, line.hash)
                self._logged.append(_Logged(line, record))
        except (journal.JournalError, ValueError) as exc:
            problem = str(exc)
        recovered = len(self._logged)
        if recovered:
            log.warning("decision_log_recovered", records=recovered)
            while self._logged:
                self._index(len(self._logged))
        if problem:
            aside = self._log.path.with_name(f"{self._log.path.name}.rejected-{store.now_ms()}")
            self._log.path.rename(aside)
            log.error("decision_log_rejected", problem=problem, moved_to=str(aside),
                      copied=recovered)
            self._log.close()
            self._log = journal.Journal(self._log.path, self._log.sync)
        elif not self._stuck:
            self._log.reset()

    def _known(self, line: journal.Line, decision_id: str) -> bool:
        """Whether the database already holds the logged record (the same hash, or
        another one: the file or the database was edited)."""
        table = "decisions" if line.kind == "decision" else "explanations"
        row = self._conn.execute(f"SELECT hash FROM {table} WHERE decision_id = ?",
                                 (decision_id,)).fetchone()
        if row is None:
            return False
        if row[0] != line.hash:
            raise journal.JournalError(
                f"line {line.number} ({line.kind} {decision_id}) differs from the database's "
                "copy of it")
        return True

    def _out_of_chain(self, line: journal.Line) -> str:
        head = self._heads.head(line.tenant)[1]
        if line.prev != head:
            return (f"line {line.number} does not follow the last record of tenant "
                    f"{line.tenant!r} (a record was removed or reordered)")
        return ""

    def _index(self, limit: int) -> bool:
        """Copy the first `limit` logged records into the database, in one transaction
        (writer thread, or close); whether they were copied. A chunk that fails is tried
        a record at a time; a record that fails alone stays in the log until restart."""
        with self._lock:
            chunk = self._logged[:limit]
        if not chunk:
            return True
        try:
            with self._conn:
                self._copy(chunk)
        except Exception as exc:
            log.error("decision_copy_failed", error=repr(exc), records=len(chunk))
            if len(chunk) > 1:
                return self._index(1)
            with self._lock:
                del self._logged[:1]
                self._stuck = True
            return False
        with self._lock:
            del self._logged[:len(chunk)]
            if not self._logged and not self._stuck and self._log.size > LOG_RESET_BYTES:
                self._log.reset()
        return True

    def _copy(self, chunk: Sequence[_Logged]) -> None:
        """The database rows of logged records; then the hooks after, in a savepoint."""
        handed: Committed = []
        for x in chunk:
            line, rec = x.line, x.record
            if isinstance(rec, AuditRecordV1):
                pos = store.insert_decision(self._conn, rec.summary(), line.text, line.prev,
                                            line.hash)
                if line.pending:
                    explanations.mark_pending(self._conn, rec.tenant, rec.session,
                                              rec.decision_id)
                handed.append((pos, rec))
            else:
                explanations.insert(self._conn, rec.tenant, rec.decision_id, line.text,
                                    line.prev, line.hash)
        if not handed or not self._after_hooks:
            return
        try:
            with self._conn:  # a savepoint: the copy stands if a hook fails
                for hook in self._after_hooks:
                    hook(self._conn, handed)
        except Exception as exc:  # SQL or a hook: they catch up from the decisions table
            log.error("after_audit_failed", error=repr(exc), records=len(handed))

    # --- the thread ------------------------------------------------------------------

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
        """The next job (None: stop); while logged records wait, each pause in the queue
        is a chance to copy them."""
        while True:
            try:
                item = self._queue.get(timeout=INDEX_IDLE_S if self._logged else None)
            except queue.Empty:
                self._index_if_idle()
                continue
            if item is None or isinstance(item, Job):
                return item
            if len(self._logged) >= INDEX_BACKLOG:
                self._index(INDEX_CHUNK)

    def _index_if_idle(self) -> None:
        idle = time.perf_counter() - self._last_commit >= INDEX_IDLE_S
        if idle or len(self._logged) >= INDEX_BACKLOG:
            self._index(INDEX_CHUNK)

    def _commit_queued(self, group: list[Job]) -> None:
        try:
            if self._logged:  # whatever was logged before these jobs comes first
                self._index(len(self._logged))
            self._commit(group)
        except Exception as exc:  # a fault past the jobs' own handling: never the thread
            log.error("writer_fault", error=repr(exc), jobs=len(group))
            for job in group:
                if not job.future.done():
                    job.future.set_exception(exc)
        finally:
            with self._lock:
                self._queued_records -= sum(isinstance(j.work, Audit | Explain) for j in group)
                self._queued_memories -= sum(isinstance(j.work, Entries | Patch) for j in group)

    def _commit(self, group: list[Job]) -> None:
        """Commit the group's database writes, then log its audit records in order."""
        writes = [j for j in group if not isinstance(j.work, Audit | Explain)]
        records = [j for j in group if isinstance(j.work, Audit | Explain)]
        results: list[tuple[Job, Any]] = []
        if writes:
            try:
                with self._kept_if_committed(), self._conn:
                    for job in writes:
                        results.append((job, self._apply(job.work)))
            except Exception as exc:  # SQL, or a call that raised: never the thread
                log.error("commit_failed", error=str(exc), jobs=len(writes))
                self._fail_one_by_one(writes)
                writes = []
        if records:
            with self._lock:
                try:
                    hashes = self._append(records)
                except Exception as exc:
                    log.error("decision_log_write_failed", error=str(exc), records=len(records))
                    for job in records:
                        job.future.set_exception(exc)
                    records = []
                else:
                    results += zip(records, hashes, strict=True)
        self._last_commit = time.perf_counter()
        if writes or records:
            metrics.record_commit([*writes, *records])
        for job, result in results:
            job.future.set_result(result)

    def _fail_one_by_one(self, group: list[Job]) -> None:
        """Retry each job alone so one bad job does not fail its neighbours."""
        for job in group:
            try:
                with self._kept_if_committed(), self._conn:
                    result = self._apply(job.work)
            except Exception as exc:
                job.future.set_exception(exc)
            else:
                job.future.set_result(result)

    @contextlib.contextmanager
    def _kept_if_committed(self) -> Iterator[None]:
        """The memory log's heads put back if the transaction in the block fails."""
        with self._memory_heads.kept_if_committed():
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
            case Audit() | Explain():
                raise TypeError("audit records are logged, not applied")
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


def _nothing(conn: apsw.Connection, payload: Any) -> None:
    return None


def _parsed(line: journal.Line) -> AuditRecordV1 | ExplanationRecordV1:
    """A logged record, parsed back (at start only).

    Raises:
        ValueError: the record is not one of its kind (a RecordError).
    """
    if line.kind == "decision":
        return AuditRecordV1.parse(line.text)
    return ExplanationRecordV1.parse(line.text)


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
