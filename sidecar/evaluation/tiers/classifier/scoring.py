"""Tier 2 at run time: the classifier scores entries as they arrive, off the request path.

A worker thread takes entries in batches (onnxruntime releases the GIL while
it runs) and hands the scores back to the event loop, which records them on
the session graph, where a poisoned entry taints what depends on it, and in
SQLite, so a restart does not score again. A check reads the cached scores;
before any tier runs it waits for those of its basis' ancestry still to come:
an entry the worker is scoring already (the output written just before the
check) it awaits, others it scores itself on a worker thread of its own, the
event loop free meanwhile for other requests.
"""

from __future__ import annotations

import asyncio
import dataclasses
import threading
from collections import deque
from collections.abc import Callable, Sequence
from typing import Any

import structlog

from mage.contract import types as t
from mage.sidecar.evaluation import registry as r
from mage.sidecar.evaluation.cascade import Basis, Finding, Tier, TierOutcome
from mage.sidecar.evaluation.tiers.alignment import Alignment
from mage.sidecar.evaluation.tiers.classifier import skim
from mage.sidecar.evaluation.tiers.classifier.model import Classifier, ContentScore, ScoreInput
from mage.sidecar.evaluation.tiers.rules import not_carried
from mage.sidecar.memory.graph import POISON, Node

log = structlog.get_logger("mage.scoring")

BATCH = 32
# How long a check waits for a score the worker is computing before it scores the entry
# itself (a long batch ahead of it); the entry's content is within the check's budget.
WAIT_S = 2.0
EntryKey = tuple[str, str, str]  # tenant, session, entry id
Apply = Callable[[EntryKey, ContentScore, str], None]  # the entry, its score, its content


class Scorer:
    """The background queue in front of the classifier.

    `_unscored` (event loop thread only) holds every entry submitted and not yet
    applied, including those the worker has taken but not finished: a check that
    finds its basis there scores it at once rather than reading a score that is
    still on its way. Whichever score lands first is applied; the other is dropped.
    `_per_session` counts them by session, so that a check on a session with nothing
    waiting need not look for its basis there. `_busy` (under `_cond`) holds the entries
    the worker has taken and not yet handed back: a check awaits those (`_waiters`, event
    loop thread only) instead of scoring them a second time.
    """

    def __init__(self, classifier: Classifier, batch: int = BATCH) -> None:
        self.classifier = classifier
        self._batch = batch
        self._unscored: dict[EntryKey, ScoreInput] = {}
        self._per_session: dict[tuple[str, str], int] = {}
        self._queue: deque[tuple[EntryKey, ScoreInput]] = deque()
        self._busy: set[EntryKey] = set()
        self._waiters: dict[EntryKey, list[asyncio.Future[None]]] = {}
        self._cond = threading.Condition()
        self._apply: Apply | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stopped = False
        self._thread = threading.Thread(target=self._run, name="mage-scorer", daemon=True)

    @property
    def version(self) -> str:
        return self.classifier.version

    def start(self, loop: asyncio.AbstractEventLoop, apply: Apply) -> None:
        self._loop, self._apply = loop, apply
        self._thread.start()

    def submit(self, key: EntryKey, item: ScoreInput) -> None:
        if key not in self._unscored:
            session = key[:2]
            self._per_session[session] = self._per_session.get(session, 0) + 1
        self._unscored[key] = item
        with self._cond:
            self._queue.append((key, item))
            self._cond.notify()

    def waits_in(self, tenant: str, session: str) -> bool:
        """Whether any entry of this session is still waiting for its score."""
        return (tenant, session) in self._per_session

    def waiting(self, keys: Sequence[EntryKey]) -> list[EntryKey]:
        """Which of these keys have no score applied yet (one dict lookup each)."""
        return [k for k in keys if k in self._unscored]

    def within(self, keys: Sequence[EntryKey], budget_chars: int
               ) -> tuple[list[EntryKey], list[EntryKey]]:
        """Split waiting keys, in order, into those whose content fits the budget and the
        rest; an entry too long for what is left is passed over, not cut."""
        now, pending, left = [], [], budget_chars
        for key in keys:
            size = len(self._unscored[key].content) if key in self._unscored else 0
            if size <= left:
                now.append(key)
                left -= size
            else:
                pending.append(key)
        return now, pending

    def skim(self, keys: Sequence[EntryKey], budget_chars: int) -> list[EntryKey]:
        """Score, within `budget_chars` in all, the likeliest pieces of entries too long to
        score whole now (`skim`); an entry a piece of which the model finds poisoned takes
        that piece's score and passages at once, the others stay queued. Returns the
        entries scored."""
        done: list[EntryKey] = []
        left = budget_chars
        for key in keys:
            item = self._unscored.get(key)
            spans = skim.pick(item.content, left) if item is not None and left > 0 else []
            if item is None or not spans:
                continue
            left -= sum(b - a for a, b in spans)
            parts = [ScoreInput(item.content[a:b], item.source, item.kind) for a, b in spans]
            hot = [(s, span) for s, span in zip(self.classifier.score(parts), spans, strict=True)
                   if s.p_poison >= self.classifier.threshold]
            if not hot:
                continue
            best = max(hot, key=lambda h: h[0].p_poison)[0]
            located = self.classifier.locate(item.content, [span for _, span in hot],
                                             best.category)
            self._applied(key, dataclasses.replace(best, passages=located))
            done.append(key)
        return done

    def size(self, keys: Sequence[EntryKey]) -> int:
        """Characters of these entries' content still waiting."""
        return sum(len(self._unscored[k].content) for k in keys if k in self._unscored)

    def score_now(self, keys: Sequence[EntryKey]) -> None:
        """Score these entries on the caller's thread (a check that cannot wait)."""
        todo = [(k, self._unscored[k]) for k in keys if k in self._unscored]
        if todo:
            scores = self._scored([item for _, item in todo])
            for (key, _), score in zip(todo, scores, strict=True):
                self._applied(key, score)

    async def settle(self, keys: Sequence[EntryKey]) -> int:
        """Bring these entries' scores in without holding the event loop: await those the
        worker is scoring (at most WAIT_S), score the rest on a thread of their own, then
        score on the caller's thread whatever is still missing. Returns how many of them
        the worker scored while the check waited."""
        todo = [k for k in keys if k in self._unscored]
        if not todo:
            return 0
        with self._cond:
            busy = [k for k in todo if k in self._busy]
        mine = [k for k in todo if k not in busy]
        jobs: list[asyncio.Future[Any]] = []
        if busy:
            jobs.append(asyncio.ensure_future(self._worker_scores(busy)))
        if mine:
            items = [self._unscored[k] for k in mine]
            jobs.append(asyncio.ensure_future(asyncio.to_thread(self._scored, items)))
        done = await asyncio.gather(*jobs)
        by_worker = sum(1 for k in busy if k not in self._unscored)
        if mine:
            for key, score in zip(mine, done[-1], strict=True):
                self._applied(key, score)  # unless the worker's landed first
        self.score_now(todo)  # a wait that timed out or a failed run: score it here
        return by_worker

    async def await_worker(self, keys: Sequence[EntryKey]) -> int:
        """Move these entries, still waiting, to the front of the worker's queue and wait
        (at most WAIT_S) until the worker has scored them; returns how many it did."""
        with self._cond:
            ahead = {k for k in keys if k in self._unscored}
            moved = [pair for pair in self._queue if pair[0] in ahead]
            if moved:
                rest = [pair for pair in self._queue if pair[0] not in ahead]
                self._queue.clear()
                self._queue.extend(moved + rest)
            # only what the worker holds or will take: an entry a failed run released is
            # in neither, and waiting for it would only delay the check (it is skimmed)
            todo = list(dict.fromkeys([k for k, _ in moved] + [k for k in ahead
                                                               if k in self._busy]))
        if not todo:
            return 0
        await self._worker_scores(todo)
        return sum(1 for k in todo if k not in self._unscored)

    async def _worker_scores(self, keys: Sequence[EntryKey]) -> None:
        """Wait, at most WAIT_S, until the worker has handed these entries back (scored, or
        released by a failed run); a wait that times out is taken off their waiters."""
        loop = asyncio.get_running_loop()
        waits: list[asyncio.Future[None]] = []
        for key in keys:
            fut: asyncio.Future[None] = loop.create_future()
            self._waiters.setdefault(key, []).append(fut)
            waits.append(fut)
        await asyncio.wait(waits, timeout=WAIT_S)
        for key, fut in zip(keys, waits, strict=True):
            if not fut.done():
                left = [f for f in self._waiters.get(key, ()) if f is not fut]
                if left:
                    self._waiters[key] = left
                else:
                    self._waiters.pop(key, None)

    def _scored(self, items: Sequence[ScoreInput]) -> list[ContentScore]:
        """Scores, and for a poisoned entry where in it the finding lies."""
        scored = self.classifier.score_windows(items)
        return [dataclasses.replace(s, passages=self.classifier.passages(item, s.category, hot))
                if s.p_poison >= self.classifier.threshold else s
                for item, (s, hot) in zip(items, scored, strict=True)]

    def _applied(self, key: EntryKey, score: ContentScore) -> None:
        item = self._unscored.pop(key, None)
        if item is not None:  # not already scored by a check
            session = key[:2]
            left = self._per_session[session] - 1
            if left:
                self._per_session[session] = left
            else:
                del self._per_session[session]
            assert self._apply is not None
            self._apply(key, score, item.content)
        self._released(key)

    def _released(self, key: EntryKey) -> None:
        """The worker is done with this entry (scored, or failed): wake the checks
        waiting on it."""
        if self._busy:
            with self._cond:
                self._busy.discard(key)
        for fut in self._waiters.pop(key, ()):
            if not fut.done():
                fut.set_result(None)

    def stop(self) -> None:
        with self._cond:
            self._stopped = True
            self._cond.notify()
        if self._thread.is_alive():
            self._thread.join(timeout=10)

    def depth(self) -> int:
        return len(self._unscored)

    def _take(self) -> list[tuple[EntryKey, ScoreInput]]:
        with self._cond:
            while not self._queue and not self._stopped:
                self._cond.wait()
            batch: list[tuple[EntryKey, ScoreInput]] = []
            while self._queue and len(batch) < self._batch:
                batch.append(self._queue.popleft())
            self._busy.update(key for key, _ in batch)
            return batch

    def _run(self) -> None:
        while not self._stopped:
            # A check may have scored some of these meanwhile; membership in a dict the
            # loop owns is one atomic read under the GIL.
            taken = self._take()
            batch = [(k, item) for k, item in taken if k in self._unscored]
            if len(batch) < len(taken):  # scored by a check meanwhile: not ours to wait on
                kept = {k for k, _ in batch}
                with self._cond:
                    self._busy.difference_update(k for k, _ in taken if k not in kept)
            for group in _groups(batch):
                self._score_group(group)

    def _score_group(self, group: list[tuple[EntryKey, ScoreInput]]) -> None:
        assert self._loop is not None
        try:
            scores = self._scored([item for _, item in group])
        except Exception as exc:  # keep scoring later entries; checks score these
            log.error("scoring_failed", error=str(exc), entries=len(group))
            for key, _ in group:
                self._loop.call_soon_threadsafe(self._released, key)
            return
        for (key, _), score in zip(group, scores, strict=True):
            self._loop.call_soon_threadsafe(self._applied, key, score)


GROUP_CHARS = 8192  # content per model run of the worker, where entries are short enough


def _groups(batch: list[tuple[EntryKey, ScoreInput]]) -> list[list[tuple[EntryKey, ScoreInput]]]:
    """A batch in runs of at most GROUP_CHARS of content (an entry longer than that is a run
    of its own), shortest entries first: a check waiting on a short output written beside
    a long one has its score after one short run, not after the long one."""
    out: list[list[tuple[EntryKey, ScoreInput]]] = []
    size = GROUP_CHARS
    for pair in sorted(batch, key=lambda p: len(p[1].content)):
        n = len(pair[1].content)
        if out and size + n <= GROUP_CHARS:
            out[-1].append(pair)
            size += n
        else:
            out.append([pair])
            size = n
    return out


class ClassifierTier(Tier):
    """Safety evidence from the classifier's cached scores of the basis."""

    name = "classifier"

    def __init__(self, scorer: Scorer, budget_chars: int = 8192, wait_chars: int = 0
                 ) -> None:
        """Args:
            scorer: The background scorer whose cached scores the tier reads.
            budget_chars: Unscored content a check scores itself before deciding
                (`classifier.check_budget_chars`).
            wait_chars: An entry past that budget but at most this long is scored by the
                background scorer, next, while the check waits (`classifier.check_wait_chars`).
        """
        self._scorer, self._budget, self._wait = scorer, budget_chars, wait_chars

    async def ready(self, basis: Basis) -> str:
        """`prepare`, with the event loop free while the scores come in (`Scorer.settle`):
        the entries within the budget are awaited or scored off the loop's thread; those
        past it but within `wait_chars` are awaited from the worker, taken next."""
        late = self._late(basis)
        if not late:
            return ""
        now, pending = self._scorer.within(late, self._budget)
        left = self._budget - self._scorer.size(now)
        longer = [k for k in pending if self._scorer.size((k,)) <= self._wait]
        jobs = [self._scorer.settle(now)]
        if longer:
            jobs.append(self._scorer.await_worker(longer))
        by_worker, *waited = await asyncio.gather(*jobs)
        done = f"{len(now)} scored now" + (f" ({by_worker} by the background scorer while "
                                           "the check waited)" if by_worker else "")
        if longer:
            done += (f", {waited[0]} of {len(longer)} past the budget scored by the "
                     "background scorer while the check waited")
            pending = self._scorer.waiting(pending)  # the rest are skimmed
        return self._skimmed(done, pending, left)

    def prepare(self, basis: Basis) -> str:
        """Score the basis' ancestry still waiting, nearest first and within the budget,
        before any tier runs: the rules read the poison marks too (a looked-up value is
        trusted only from a clean entry). Nothing after `ready`, which did it.

        Returns:
            How many entries were scored now and how many were left pending ("" when
            none waited).
        """
        if self.name in basis.prepared:
            return basis.prepared[self.name]
        late = self._late(basis)
        if not late:
            return ""
        now, pending = self._scorer.within(late, self._budget)
        left = self._budget - self._scorer.size(now)
        self._scorer.score_now(now)
        return self._skimmed(f"{len(now)} scored now", pending, left)

    def _late(self, basis: Basis) -> list[EntryKey]:
        if not self._scorer.waits_in(basis.tenant, basis.session_name):
            return []  # every entry of the session is scored: nothing to look for
        keys = [(basis.tenant, basis.session_name, i) for i in basis.ancestry()]
        return self._scorer.waiting(keys)

    def _skimmed(self, done: str, pending: list[EntryKey], left: int) -> str:
        """Skim what did not fit the budget; the note for the check."""
        if not pending:
            return done
        skimmed = self._scorer.skim(pending, left)
        rest = len(pending) - len(skimmed)
        return (f"{done}, {len(skimmed)} skimmed and found poisoned, {rest} "
                f"pending past classifier.check_budget_chars={self._budget} (skimmed; rules "
                "alone judge the rest of them)")

    def __call__(self, basis: Basis, earlier: Sequence[Finding]) -> TierOutcome:
        findings = [f for nid in basis.ids for f in _poison(basis, nid)]
        if findings:
            findings = _per_action(basis, findings)
        pol = basis.policy
        if findings and not (by := _corroborated(earlier)):
            findings = [_capped(f, pol.classifier_alone if _origin(basis, f).located()
                                else min(pol.classifier_alone, pol.classifier_alone_unlocated))
                        for f in findings]
        elif findings:
            findings = [_capped(f, pol.classifier_corroborated, f"corroborated by {by}, ")
                        for f in findings]
        detail = basis.prepared.get(self.name) or "cached scores"
        return TierOutcome(tuple(findings), "ran", detail)


def _per_action(basis: Basis, findings: list[Finding]) -> list[Finding]:
    """With no basis named, a finding on a window entry the action carries nothing from, and
    is aligned with the user's requests despite, only warns (see `tiers.alignment`)."""
    unrelated = Alignment(basis).unrelated
    if not unrelated:
        return findings
    out = []
    for f in findings:
        origin = basis.session.nodes[f.evidence.memory_ids[0]]
        out.append(not_carried(origin, f.evidence.detail, basis.policy.classifier_set_aside)
                   if origin.id in unrelated else f)
    return out


def _origin(basis: Basis, f: Finding) -> Node:
    return basis.session.nodes[f.evidence.memory_ids[0]]


def _corroborated(earlier: Sequence[Finding]) -> str:
    """The rule that already found something on this check worth a warning, if one did
    (the strongest): "" where none did."""
    strong = [f for f in earlier if f.evidence.score >= 0.5]
    return max(strong, key=lambda f: f.evidence.score).evidence.rule if strong else ""


def _capped(f: Finding, cap: float, why: str = "uncorroborated, ") -> Finding:
    if f.evidence.score <= cap:
        return f
    detail = f"{f.evidence.detail}; {why}capped at {cap:g} by policy"
    return Finding(f.component, dataclasses.replace(f.evidence, score=cap, detail=detail),
                   f.redirect, f.repairs)


def _poison(basis: Basis, nid: str) -> list[Finding]:
    sess = basis.session
    node = sess.nodes[nid]
    if POISON not in node.marks:
        return []
    path = tuple(sess.path(nid, POISON))
    origin = sess.nodes[path[-1]]
    p, category = origin.poison or (0.0, "unknown")
    inherited = len(path) > 1
    rule = r.CLASSIFIER_INHERITED if inherited else r.CLASSIFIER
    return [Finding(
        rule.component,
        t.Evidence(rule.id, round(p * (r.INHERITED_POISON if inherited else 1.0), 4),
                   (origin.id,), path,
                   f"classifier: {category} (p={p:.2f})"),
        t.Redirect("verify_memory", f"memory {origin.id} looks like {category}; verify it "
                   "with its source or a person before acting on it", origin.id, origin.tool),
        (t.ProposedRepair(origin.id, t.PatchOp.QUARANTINE, f"classifier: {category}"),),
    )]
