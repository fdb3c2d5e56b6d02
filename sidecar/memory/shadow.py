"""The write path: validate a batch, compute its facts, commit it, acknowledge it.

All in-memory state is touched from the event loop thread only; durable
writes go to the writer thread. A session is rebuilt from SQLite the first
time it is touched, so start-up does not load every memory.

A batch is applied a slice at a time, yielding to the event loop between
slices, so a check never waits behind more than one slice of someone else's
batch. What keeps that safe: one batch (or repair) at a time holds the apply
lock, from dedupe to handing its rows to the writer; the sessions it touches
are closed to every reader (`load` waits) until then; and checks take their
snapshot at `visible_seq`, the last sequence number already handed to the
writer, so an audit record never names a snapshot whose entries could still be
lost.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import math
from collections import Counter, OrderedDict
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import Future
from json.encoder import encode_basestring_ascii as _q
from typing import TYPE_CHECKING, Any

import structlog

from mage.contract import types as t
from mage.sidecar.config import Limits
from mage.sidecar.errors import Conflict, Exhausted, InvalidRequest, InvalidWrite, NotFound
from mage.sidecar.memory import heap
from mage.sidecar.memory.facts import add_fresh, detect, other_text, rebuild
from mage.sidecar.memory.graph import UNTRUSTED_SOURCES, Node, Patch, Session
from mage.sidecar.memory.validation import CONTROL, check_name, check_size
from mage.sidecar.store import db as store
from mage.sidecar.store.writer import Writer

if TYPE_CHECKING:
    from mage.sidecar.evaluation.tiers.classifier.model import ContentScore
    from mage.sidecar.evaluation.tiers.classifier.scoring import EntryKey, Scorer

log = structlog.get_logger("mage.memory")

SessionKey = tuple[str, str]
# Poison enters with third-party content; what the model derives from it inherits the
# mark through depends_on, and the principal's own words are not screened.
SCORED_SOURCES = UNTRUSTED_SOURCES
SLICE = 16  # entries applied between yields to the event loop (1-2 ms of work)


def digest(e: t.MemoryEntry) -> str:
    """What "the same content" means for idempotency: everything but the timestamp.

    The digest is of compact JSON (the memory log's verification recomputes it that
    way); the usual entry, with a finite float confidence, is written out by hand with
    json's own string escaping, which gives the same text in half the time.
    """
    c = e.confidence
    if type(c) is not float or not math.isfinite(c):
        body = json.dumps(
            [e.content, e.kind.value, e.source.value, e.tool, c, e.depends_on,
             [[x.entity, x.attribute, x.value] for x in e.claims], e.tags],
            separators=(",", ":"),
        )
    else:
        claims = ",".join(f"[{_q(x.entity)},{_q(x.attribute)},{_q(x.value)}]"
                          for x in e.claims) if e.claims else ""
        tags = ",".join(map(_q, e.tags)) if e.tags else ""
        body = (f"[{_q(e.content)},{_q(e.kind._value_)},{_q(e.source._value_)},{_q(e.tool)},"
                f"{c!r},[{','.join(map(_q, e.depends_on))}],[{claims}],[{tags}]]")
    return hashlib.sha256(body.encode()).hexdigest()


class Memory:
    """Sessions in memory, backed by the durable log."""

    def __init__(self, writer: Writer, readers: store.Readers, limits: Limits, seq: int,
                 scorer: Scorer | None = None,
                 poison_threshold: Callable[[], float] = lambda: 1.0) -> None:
        self._writer, self._readers, self._limits = writer, readers, limits
        # Least recently used first; idle sessions leave memory and reload from the log.
        self._sessions: OrderedDict[SessionKey, Session] = OrderedDict()
        self._resident = 0  # entries held in memory across sessions
        self._inflight: Counter[SessionKey] = Counter()  # uncommitted batches: never evicted
        self._loading: dict[SessionKey, asyncio.Task[None]] = {}  # rebuilds on a worker thread
        self._scorer, self._poison_threshold = scorer, poison_threshold
        self.seq = seq  # last sequence number handed out
        self.visible_seq = seq  # last one whose entries or patch are with the writer
        self.durable_seq = seq
        self._apply_lock = asyncio.Lock()  # one batch or repair between dedupe and writer
        self._applying: dict[SessionKey, asyncio.Event] = {}  # closed to readers meanwhile
        self._tenant_entries = store.entries_per_tenant(readers.get())

    def session(self, tenant: str, session: str, create: bool = True) -> Session:
        """The session's graph, loaded on first use. With create=False (reads) a session
        that holds nothing is not kept, so probing random names cannot grow memory."""
        key = (tenant, session)
        found = self._sessions.get(key)
        if found is not None:
            self._sessions.move_to_end(key)
            return found
        found = self._load(tenant, session)
        if found.nodes or create:
            self._sessions[key] = found
            self._resident += len(found.nodes)
            self._evict(keep=key)
        return found

    async def load(self, tenant: str, session: str, create: bool = False) -> None:
        """Make a stored session resident without holding up the event loop.

        Rebuilding a big session from the log takes seconds (about 10-20k entries per
        second); done inline it would stall every other caller meanwhile. The rebuild runs
        on a worker thread instead, on a Session of its own, and is installed here on the
        loop; concurrent callers for the same session wait for the same load. As with
        `session`, a session that holds nothing is kept only with create=True (writes).
        """
        key = (tenant, session)
        while (applying := self._applying.get(key)) is not None:
            await applying.wait()  # a batch is half applied: its session is not readable yet
        if key in self._sessions:
            return
        task = self._loading.get(key)
        if task is None:
            task = asyncio.get_running_loop().create_task(self._load_off_loop(key, create))
            self._loading[key] = task
        await asyncio.shield(task)

    async def _load_off_loop(self, key: SessionKey, create: bool) -> None:
        try:
            version = self._scorer.version if self._scorer else ""
            sess, unscored = await asyncio.to_thread(
                self._rebuild, key[0], key[1], version, self._poison_threshold())
            if key not in self._sessions and (sess.nodes or create):  # not created since
                self._sessions[key] = sess
                self._resident += len(sess.nodes)
                self._evict(keep=key)
                self._submit_for_scoring(unscored, sess)
        finally:
            self._loading.pop(key, None)

    def _load(self, tenant: str, session: str) -> Session:
        version = self._scorer.version if self._scorer else ""
        sess, unscored = self._rebuild(tenant, session, version, self._poison_threshold())
        self._submit_for_scoring(unscored, sess)
        return sess

    def _rebuild(self, tenant: str, session: str, model: str, threshold: float
                 ) -> tuple[Session, list[store.EntryRow]]:
        """A session from the log, and its entries the classifier has not scored yet.
        Touches no shared state: runs on the loop or on a worker thread."""
        conn = self._readers.get()  # one connection per thread
        scores = store.session_scores(conn, tenant, session, model) if model else {}
        rows = list(store.session_log(conn, tenant, session))
        sess = rebuild(rows, scores, threshold)
        return sess, [r for r in rows if isinstance(r, store.EntryRow) and r.id not in scores]

    def _evict(self, keep: SessionKey) -> None:
        """Drop least recently used sessions while memory holds more entries than allowed."""
        if self._resident <= self._limits.max_resident_entries:
            return
        for key in list(self._sessions):
            if self._resident <= self._limits.max_resident_entries:
                return
            if key == keep or self._inflight[key]:
                continue
            self._resident -= len(self._sessions.pop(key).nodes)
            log.info("session_evicted", tenant=key[0], session=key[1], resident=self._resident)

    def half_applied(self, tenant: str, session: str) -> bool:
        """Whether a batch is being applied to the session (readers wait for it)."""
        return (tenant, session) in self._applying

    @property
    def resident_entries(self) -> int:
        return self._resident

    # --- classifier scores -----------------------------------------------------

    def _submit_for_scoring(self, rows: Sequence[store.EntryRow],
                            sess: Session | None = None) -> None:
        """Queue entries for the classifier, saying of each whether a request of the user's
        handed its steps to it (an order in it that speaks to its reader then joins a
        finding's passages only beside it; see `Classifier.passages`)."""
        if self._scorer is None:
            return
        from mage.sidecar.evaluation.tiers.classifier.model import ScoreInput

        for row in rows:
            if row.source in SCORED_SOURCES:
                graph = sess if sess is not None else self._sessions.get((row.tenant,
                                                                           row.session))
                node = graph.nodes.get(row.id) if graph is not None else None
                handed = node is not None and node.handed_over()
                self._scorer.submit((row.tenant, row.session, row.id),
                                    ScoreInput(row.content, row.source, row.kind, handed))

    def apply_score(self, key: EntryKey, score: ContentScore, content: str = "") -> None:
        """Record a classifier score (event loop thread) and persist it."""
        tenant, session, entry_id = key
        sess = self._sessions.get((tenant, session))
        if sess is not None:
            sess.set_poison(entry_id, score.p_poison, score.category, self._poison_threshold(),
                            content, score.passages)
        assert self._scorer is not None
        self._writer.submit_scores([(tenant, session, entry_id, self._scorer.version,
                                     score.p_poison, score.category,
                                     store.encode_spans(score.passages))])

    # --- writes ---------------------------------------------------------------

    async def write(self, tenant: str, batch_id: int,
                    entries: Sequence[t.MemoryEntry]) -> t.WriteAck:
        """Validate, apply and commit one batch; the ack means it is durable."""
        if len(entries) > self._limits.max_batch_entries:
            raise InvalidWrite(f"batch has {len(entries)} entries; the limit is "
                               f"{self._limits.max_batch_entries}: split it")
        self._check_queue()
        for i, e in enumerate(entries):
            if not self._plainly_valid(e):
                self._check_fields(e, f"entries[{i}]")
        names = list(dict.fromkeys(e.session for e in entries))
        await self._lock_loaded(tenant, names)
        try:
            fresh, acks = self._dedupe(tenant, entries)
            self._check_quota(tenant, fresh)
            self._check_graph(tenant, fresh)
            touched = {(tenant, e.session) for e, _ in fresh}
            self._inflight.update(touched)  # never evicted half applied or uncommitted
            # Counted now, not at the commit: batches queued behind a busy writer must not
            # each pass the quota against the same old count.
            self._count(tenant, len(fresh))
            try:
                rows, flags, committed = await self._apply_and_submit(tenant, fresh, touched)
            except BaseException:
                self._inflight.subtract(touched)
                self._count(tenant, -len(fresh))
                raise
        finally:
            self._apply_lock.release()
        # The batch is the writer's now: its bookkeeping (counts, scoring) runs to the end
        # even if this caller goes away, as when a client disconnects before its ack.
        await asyncio.shield(self._landed(tenant, rows, touched, committed))
        if len(rows) == len(entries):  # nothing was re-sent: one row per entry, in order
            return t.WriteAck(batch_id, self.durable_seq, tuple(
                t.EntryAck(row.id, row.seq, False, flags[row.seq]) for row in rows))
        for row in rows:
            acks[row.id + "\0" + row.session] = t.EntryAck(row.id, row.seq, False, flags[row.seq])
        return t.WriteAck(batch_id, self.durable_seq, _in_order(entries, acks))

    async def _landed(self, tenant: str, rows: list[store.EntryRow], touched: set[SessionKey],
                      committed: Future[Any]) -> None:
        """Wait for a submitted batch's commit, then count it and queue it for scoring."""
        try:
            await asyncio.wrap_future(committed)
        except Exception:
            self._forget(touched)  # memory ran ahead of the disk: reload from the log
            self._count(tenant, -len(rows))
            raise
        finally:
            self._inflight.subtract(touched)
        self.durable_seq = max(self.durable_seq, rows[-1].seq if rows else 0)
        self._resident += len(rows)
        heap.grew(len(rows))
        for key in {(tenant, r.session) for r in rows}:
            self._evict(keep=key)
        self._submit_for_scoring(rows)

    async def _lock_loaded(self, tenant: str, names: Sequence[str]) -> None:
        """Take the apply lock with every named session resident (a load waits outside it:
        a rebuild takes seconds, and other sessions' batches need not wait for it)."""
        while True:
            for name in names:
                await self.load(tenant, name, create=True)
            await self._apply_lock.acquire()
            if all((tenant, name) in self._sessions for name in names):
                return
            self._apply_lock.release()  # evicted meanwhile (rare): load again

    async def _apply_and_submit(self, tenant: str, fresh: list[tuple[t.MemoryEntry, str]],
                                touched: set[SessionKey]
                                ) -> tuple[list[store.EntryRow], dict[int, tuple[t.Flag, ...]],
                                           Future[Any]]:
        """Apply a slice at a time (yielding between slices, the sessions closed to readers),
        then hand the whole batch to the writer as one job: it commits all or nothing."""
        gates = {key: asyncio.Event() for key in touched}
        self._applying.update(gates)
        try:
            rows: list[store.EntryRow] = []
            flags: dict[int, tuple[t.Flag, ...]] = {}
            for start in range(0, len(fresh), SLICE):
                if start:
                    await asyncio.sleep(0)
                self._apply(tenant, fresh[start:start + SLICE], rows, flags)
            committed = self._writer.submit_entries(rows)
        except BaseException:  # cancelled or failed half way: drop what was applied
            self._forget(touched)
            raise
        finally:
            for key, gate in gates.items():
                del self._applying[key]
                gate.set()
        self.visible_seq = self.seq
        return rows, flags, committed

    def _forget(self, keys: Iterable[SessionKey]) -> None:
        """Drop sessions whose memory may be ahead of the log; they reload from it."""
        for key in keys:
            dropped = self._sessions.pop(key, None)
            self._resident -= len(dropped.nodes) if dropped else 0

    def _check_queue(self) -> None:
        depth = self._writer.depth()
        if depth >= self._limits.max_write_queue:
            raise Exhausted(f"write queue is full ({depth} batches waiting); retry after "
                            "50 ms", retry_after_ms=50)
        behind = self._scorer.depth() if self._scorer is not None else 0
        if behind >= self._limits.max_scoring_queue:
            raise Exhausted(f"the classifier is {behind} entries behind; retry after 200 ms",
                            retry_after_ms=200)

    def _count(self, tenant: str, entries: int) -> None:
        self._tenant_entries[tenant] = self._tenant_entries.get(tenant, 0) + entries

    def _check_quota(self, tenant: str, fresh: list[tuple[t.MemoryEntry, str]]) -> None:
        lim = self._limits
        total = self._tenant_entries.get(tenant, 0) + len(fresh)
        if total > lim.max_entries_per_tenant:
            raise Exhausted(f"tenant {tenant!r} would hold {total} entries; the limit is "
                            f"{lim.max_entries_per_tenant}")
        per_session: dict[str, int] = {}
        for e, _ in fresh:
            per_session[e.session] = per_session.get(e.session, 0) + 1
        for name, extra in per_session.items():
            held = len(self.session(tenant, name).nodes)
            if held + extra > lim.max_entries_per_session:
                raise Exhausted(f"session {name!r} would hold {held + extra} entries; the "
                                f"limit is {lim.max_entries_per_session}: start a new session")

    def _plainly_valid(self, e: t.MemoryEntry) -> bool:
        """Whether an entry without claims passes every test of `_check_fields`, read in
        a few C-level passes; False sends it through those tests one by one, which name
        the first one it fails."""
        lim = self._limits
        names = (e.id, e.session, e.tool, *e.tags, *e.depends_on)
        content = e.content
        return bool(
            not e.claims and e.id.strip() and e.session.strip()
            and max(map(len, names)) <= lim.max_id_chars
            and not CONTROL.search("".join(names))
            and 0.0 <= e.confidence <= 1.0  # NaN fails it
            and (len(content) if content.isascii() else len(content.encode()))
            <= lim.max_content_bytes
            and len(e.depends_on) <= lim.max_depends_on and e.id not in e.depends_on
            and all(map(str.strip, e.depends_on)) and len(e.tags) <= lim.max_tags)

    def _check_fields(self, e: t.MemoryEntry, where: str) -> None:
        lim = self._limits
        for name, value in (("id", e.id), ("session", e.session)):
            if not value.strip():
                raise InvalidWrite(f"{where}.{name}: required, a non-empty string")
            check_name(value, f"{where}.{name}", lim.max_id_chars, InvalidWrite)
        if e.tool:
            check_name(e.tool, f"{where}.tool", lim.max_id_chars, InvalidWrite)
        for j, tag in enumerate(e.tags):
            check_name(tag, f"{where}.tags[{j}]", lim.max_id_chars, InvalidWrite)
        if not (0.0 <= e.confidence <= 1.0) or math.isnan(e.confidence):
            raise InvalidWrite(f"{where}.confidence: {e.confidence} is outside [0, 1]")
        if len(e.content.encode()) > lim.max_content_bytes:
            raise InvalidWrite(f"{where}.content: {len(e.content.encode())} bytes; the limit is "
                               f"{lim.max_content_bytes}: store large payloads elsewhere and "
                               "write a summary")
        if len(e.depends_on) > lim.max_depends_on:
            raise InvalidWrite(f"{where}.depends_on: {len(e.depends_on)} ids; the limit is "
                               f"{lim.max_depends_on}")
        if e.id in e.depends_on:
            raise InvalidWrite(f"{where}.depends_on: entry {e.id!r} cannot depend on itself")
        for j, p in enumerate(e.depends_on):
            if not p.strip():
                raise InvalidWrite(f"{where}.depends_on[{j}]: empty id")
            check_name(p, f"{where}.depends_on[{j}]", lim.max_id_chars, InvalidWrite)
        if len(e.claims) > lim.max_claims or len(e.tags) > lim.max_tags:
            raise InvalidWrite(f"{where}: more than {lim.max_claims} claims or "
                               f"{lim.max_tags} tags")
        for j, c in enumerate(e.claims):
            if not (c.entity.strip() and c.attribute.strip()):
                raise InvalidWrite(f"{where}.claims[{j}]: entity and attribute are required")
            for name in ("entity", "attribute", "value"):
                if len(getattr(c, name)) > lim.max_field_chars:
                    raise InvalidWrite(f"{where}.claims[{j}].{name}: longer than "
                                       f"{lim.max_field_chars} characters (limits.max_field_chars)")

    def _dedupe(self, tenant: str, entries: Sequence[t.MemoryEntry]
                ) -> tuple[list[tuple[t.MemoryEntry, str]], dict[str, t.EntryAck]]:
        """Split off re-sent entries; returns the new ones with their digests."""
        fresh: dict[str, tuple[t.MemoryEntry, str]] = {}
        acks: dict[str, t.EntryAck] = {}
        name, nodes = "", None
        for i, e in enumerate(entries):
            key = e.id + "\0" + e.session
            if e.session != name or nodes is None:  # batches mostly write one session
                name, nodes = e.session, self.session(tenant, e.session).nodes
            known = nodes.get(e.id)
            earlier = fresh.get(key)
            d = digest(e)
            if known is not None or earlier is not None:
                if (known.digest if known else earlier[1]) != d:  # type: ignore[index]
                    raise InvalidWrite(f"entries[{i}].id: {e.id!r} already exists in session "
                                       f"{e.session!r} with different content; entries are "
                                       "append-only, write a new id and a supersede patch")
                if known is not None:
                    acks[key] = t.EntryAck(e.id, known.seq, duplicate=True)
                continue
            fresh[key] = (e, d)
        return list(fresh.values()), acks

    def _check_graph(self, tenant: str, fresh: list[tuple[t.MemoryEntry, str]]) -> None:
        by_session: dict[str, dict[str, tuple[str, ...]]] = {}
        for e, _ in fresh:
            by_session.setdefault(e.session, {})[e.id] = e.depends_on
        for name, new in by_session.items():
            cycle = self.session(tenant, name).closes_cycle(new)
            if cycle:
                raise InvalidWrite("depends_on: these entries would form a cycle "
                                   + " -> ".join(cycle) + "; a memory cannot rest on itself")

    def _apply(self, tenant: str, fresh: list[tuple[t.MemoryEntry, str]],
               rows: list[store.EntryRow], flags: dict[int, tuple[t.Flag, ...]]) -> None:
        now = store.now_ms()
        name, sess = "", None
        for e, d in fresh:
            self.seq += 1
            if e.session != name or sess is None:  # batches mostly write one session
                name, sess = e.session, self.session(tenant, e.session)
            # `_value_`, not `.value`: the enum property is a Python-level call per entry.
            source = e.source._value_
            claims = tuple((c.entity, c.attribute, c.value) for c in e.claims) if e.claims else ()
            # the injection detector alone reads the entry's other text, untrusted entries' only
            extra = other_text(e.tool, e.tags, claims) if source in UNTRUSTED_SOURCES else ()
            found = detect(sess, e.content, source, extra)
            row = store.EntryRow(
                self.seq, tenant, e.session, e.id, e.content, e.kind._value_, source,
                e.tool, e.confidence, e.depends_on, claims, e.tags,
                e.created_ms or now, d, found.encode(),
            )
            rows.append(row)
            flags[row.seq] = tuple(add_fresh(sess, row, found))

    # --- repairs --------------------------------------------------------------

    async def repair(self, tenant: str, r: t.Repair) -> tuple[int, list[str]]:
        """Append a patch; returns its sequence number and the entries it changed."""
        if not r.session.strip() or not r.memory_id.strip():
            raise InvalidRequest("session and memory_id are required")
        self._check_repair_fields(r)
        # Held resident from the load until the patch is in its graph: evicted and rebuilt
        # from the log before the commit, the session would never see the patch.
        key = (tenant, r.session)
        self._inflight[key] += 1
        try:
            sess, row, committed = await self._submit_patch(tenant, r)
        except BaseException:
            self._inflight[key] -= 1
            raise
        # Once with the writer the patch will be on disk, so it goes into the graph too
        # even if this caller goes away meanwhile (a deadline): the checks read the graph.
        affected = await asyncio.shield(self._patch_landed(key, sess, row, committed))
        return row.seq, affected

    async def _submit_patch(self, tenant: str, r: t.Repair
                            ) -> tuple[Session, store.PatchRow, Future[Any]]:
        await self.load(tenant, r.session)
        sess = self.session(tenant, r.session, create=False)
        node = sess.nodes.get(r.memory_id)
        if node is None:
            raise NotFound(f"memory {r.memory_id!r} is not in session {r.session!r}")
        self._check_patch(sess, node, r)
        async with self._apply_lock:  # its sequence number must not fall inside a batch's
            self.seq += 1
            row = store.PatchRow(self.seq, tenant, r.session, r.memory_id, r.op.value,
                                 r.value, r.target_id, r.reason, r.decision_id,
                                 store.now_ms())
            committed = self._writer.submit_patch(row)
            self.visible_seq = self.seq
        return sess, row, committed

    async def _patch_landed(self, key: SessionKey, sess: Session, row: store.PatchRow,
                            committed: Future[Any]) -> list[str]:
        try:
            await asyncio.wrap_future(committed)
            self.durable_seq = max(self.durable_seq, row.seq)
            return sess.apply_patch(Patch(row.entry_id, row.op, row.value, row.target_id))
        finally:
            self._inflight[key] -= 1

    def _check_repair_fields(self, r: t.Repair) -> None:
        lim = self._limits
        for name, value in (("session", r.session), ("memory_id", r.memory_id),
                            ("target_id", r.target_id), ("decision_id", r.decision_id)):
            check_name(value, name, lim.max_id_chars)
        check_size([r.reason], "reason", lim.max_field_chars, "limits.max_field_chars")

    @staticmethod
    def _check_patch(sess: Session, node: Node, r: t.Repair) -> None:
        if r.op is t.PatchOp.LOWER_CONFIDENCE:
            if math.isnan(r.value) or not 0.0 <= r.value <= 1.0:
                raise InvalidRequest(f"value: {r.value} is outside [0, 1]")
            if r.value > node.confidence:
                raise Conflict(f"value: {r.value} is higher than the current confidence "
                               f"{node.confidence}; a patch can only lower it")
        if r.op in (t.PatchOp.CONTRADICTS_WITH, t.PatchOp.SUPERSEDE):
            if r.target_id not in sess.nodes:
                raise InvalidRequest(f"target_id: {r.target_id!r} is not in the session")
            if r.target_id == r.memory_id:
                raise InvalidRequest("target_id: an entry cannot target itself")


def _in_order(entries: Sequence[t.MemoryEntry], acks: dict[str, t.EntryAck]
              ) -> tuple[t.EntryAck, ...]:
    """One ack per entry as sent; an id repeated within the batch is stored once, and its
    later copies are answered as the duplicates they are."""
    seen: set[str] = set()
    out = []
    for e in entries:
        key = e.id + "\0" + e.session
        ack = acks[key]
        if key in seen and not ack.duplicate:
            ack = t.EntryAck(ack.id, ack.seq, duplicate=True)
        seen.add(key)
        out.append(ack)
    return tuple(out)
