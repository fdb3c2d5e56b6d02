"""The decision log: records reach it before the answer, the database after; a crash between
the two is recovered at start, and verify reads what only the log holds."""

from __future__ import annotations

import dataclasses
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

from mage.sidecar.audit import chain, journal
from mage.sidecar.audit.explanation import ExplanationRecordV1
from mage.sidecar.audit.record import AuditRecordV1, RecordedAction, RecordedContext
from mage.sidecar.review import read as review
from mage.sidecar.store import db as store
from mage.sidecar.store import explanations
from mage.sidecar.store import writer as writing


def _record(i: int, **changes: Any) -> AuditRecordV1:
    """A minimal audit record d{i} of tenant acme, with `changes` applied."""
    rec = AuditRecordV1(f"d{i}", i, "acme", "s", RecordedAction("tool_write", "", "x", {}, ""),
                        RecordedContext("", "", {}), (), True, (), {}, 0, "PROCEED", "", {},
                        (), (), (), "", "", (), False, ())
    return dataclasses.replace(rec, **changes)


def _explanation(i: int) -> ExplanationRecordV1:
    return ExplanationRecordV1.complete(f"d{i}", i, "acme", "s", (), False, ())


def _database(tmp_path: Path) -> Path:
    path = tmp_path / "mage.db"
    conn = store.open_connection(path, "process")
    store.migrate(conn)
    conn.close()
    return path


def _decisions(path: Path) -> list[tuple[str, str]]:
    conn = store.open_connection(path, "process")
    try:
        return [(str(r[0]), str(r[1])) for r in
                conn.execute("SELECT decision_id, hash FROM decisions ORDER BY pos")]
    finally:
        conn.close()


def _verify(path: Path) -> Any:
    conn = store.open_connection(path, "process")
    try:
        return review.verify(conn, "acme")
    finally:
        conn.close()


# Run in a child process that dies without closing its writer, after answering: d1 (its
# explanation pending, then given), d2 (pending, never explained), and a torn last line.
_CRASH = """
import os, sys
from pathlib import Path
sys.path.insert(0, sys.argv[2])
import test_decision_log as t
from mage.sidecar.audit import chain, journal
from mage.sidecar.store import writer as writing
writing.INDEX_IDLE_S = 3600  # nothing is copied into the database before the crash
path = Path(sys.argv[1])
w = writing.Writer(path, "process", 60.0)
for fut in (w.submit_audit(t._record(1), pending=True), w.submit_explanation(t._explanation(1)),
            w.submit_audit(t._record(2), pending=True)):
    assert fut.done() and fut.result()
with open(journal.path_for(path), "ab") as f:
    f.write(b'{"kind":"decision","tenant":"acme","pr')  # the write the crash cut short
os._exit(0)
"""


def _crash(path: Path) -> None:
    subprocess.run([sys.executable, "-c", _CRASH, str(path), str(Path(__file__).parent)],
                   check=True, timeout=60)


def test_a_record_is_in_the_log_when_answered_and_in_the_database_after(tmp_path: Path
                                                                        ) -> None:
    path = _database(tmp_path)
    w = writing.Writer(path, "process", 60.0)
    try:
        done = w.submit_audit(_record(1))
        assert done.done()  # nothing queued: logged on this thread, before it returns
        [line] = list(journal.read(journal.path_for(path)))
        assert (line.kind, line.hash, line.text) == ("decision", done.result(),
                                                     _record(1).canonical())
        w.indexed().result(10)
        assert _decisions(path) == [("d1", line.hash)]
    finally:
        w.close()
    assert journal.path_for(path).stat().st_size == 0  # all copied: emptied at close


def test_with_durability_power_decisions_are_logged_by_the_writer_thread(tmp_path: Path
                                                                         ) -> None:
    path = _database(tmp_path)
    w = writing.Writer(path, "power", 60.0)
    try:
        hashes = [w.submit_audit(_record(i)).result(10) for i in (1, 2)]
        assert [x.hash for x in journal.read(journal.path_for(path))] == hashes
        explained = w.submit_explanation(_explanation(1))
        assert explained.done()  # never synced: logged on this thread when nothing waits
        w.indexed().result(10)
        assert _decisions(path) == [("d1", hashes[0]), ("d2", hashes[1])]
    finally:
        w.close()
    assert _verify(path).ok


def test_a_crash_between_answer_and_copy_is_recovered_at_start(tmp_path: Path) -> None:
    """Answered records only the log holds: verify walks them on from the database's head;
    the next start copies them (a pending explanation stays pending for recovery), cuts the
    torn line and empties the log."""
    path = _database(tmp_path)
    _crash(path)
    assert _decisions(path) == []
    report = _verify(path)
    assert report.ok and report.records == 3
    w = writing.Writer(path, "process", 60.0)
    try:
        assert [d for d, _ in _decisions(path)] == ["d1", "d2"]
        conn = store.open_connection(path, "process")
        assert explanations.pending(conn) == [("acme", "s", "d2")]
        assert explanations.get(conn, "acme", "d1") == _explanation(1).canonical()
        conn.close()
        assert journal.path_for(path).stat().st_size == 0
        w.submit_audit(_record(3)).result(10)  # the chain goes on from the recovered head
        w.indexed().result(10)
    finally:
        w.close()
    report = _verify(path)
    assert report.ok and report.records == 4


def test_an_edited_log_line_is_caught_by_verify_and_kept_out_at_start(tmp_path: Path) -> None:
    path = _database(tmp_path)
    _crash(path)
    log = journal.path_for(path)
    lines = log.read_bytes().split(b"\n")
    assert b'"verdict":"PROCEED"' in lines[2]
    lines[2] = lines[2].replace(b'"verdict":"PROCEED"', b'"verdict":"HALT"')
    log.write_bytes(b"\n".join(lines))
    report = _verify(path)
    assert not report.ok and report.first_bad_decision_id == "d2"
    assert "decision log: line 3 was modified" in report.detail
    w = writing.Writer(path, "process", 60.0)
    w.close()
    assert [d for d, _ in _decisions(path)] == ["d1"]  # what came before the edit
    [aside] = tmp_path.glob("mage.db.decision-log.rejected-*")
    assert b'"verdict":"HALT"' in aside.read_bytes()
    report = _verify(path)
    assert report.ok and report.records == 2


def test_a_database_row_that_differs_from_the_log_fails_verify(tmp_path: Path) -> None:
    """The log and the database's copy of a record must agree: a forged row whose chain
    holds in the database alone (hash and head rewritten to match) while the log still
    holds the record as answered."""
    path = _database(tmp_path)
    _crash(path)
    forged = _record(1, verdict="HALT")
    text = forged.canonical()
    conn = store.open_connection(path, "process")
    with conn:
        store.insert_decision(conn, forged.summary(), text, chain.GENESIS_HASH,
                              chain.chain_hash(chain.GENESIS_HASH, text))
    database_alone = chain.verify(explanations.audit_chain(conn, "acme"),
                                  store.audit_head(conn, "acme"))
    conn.close()
    assert database_alone.ok  # only the log tells
    report = _verify(path)
    assert not report.ok and report.first_bad_decision_id == "d1"
    assert "line 1 and the database disagree" in report.detail


def test_the_log_is_emptied_while_running_once_copied(tmp_path: Path, monkeypatch: Any
                                                      ) -> None:
    monkeypatch.setattr(writing, "LOG_RESET_BYTES", 1)
    path = _database(tmp_path)
    w = writing.Writer(path, "process", 60.0)
    try:
        for i in (1, 2):
            w.submit_audit(_record(i)).result(10)
        w.indexed().result(10)
        assert journal.path_for(path).stat().st_size == 0
        w.submit_audit(_record(3)).result(10)
        assert [x.text for x in journal.read(journal.path_for(path))] == [
            _record(3).canonical()]
        assert _verify(path).records == 3  # two in the database, one only in the log
    finally:
        w.close()
    assert [d for d, _ in _decisions(path)] == ["d1", "d2", "d3"] and _verify(path).ok


def test_a_record_waits_only_for_memories_and_records_queued_before_it(tmp_path: Path
                                                                        ) -> None:
    """A record is logged at once while the writer is busy with work it need not follow (a
    domain store's call, classifier scores); behind a queued batch of entries (memories it
    may name) it waits its turn, and so does any record behind it."""
    path = _database(tmp_path)
    w = writing.Writer(path, "process", 60.0)
    try:
        gate = threading.Event()
        busy = w.submit_call(lambda c, _: gate.wait(10), None)  # the writer thread is held
        scores = w.submit_scores([])
        now = w.submit_audit(_record(1))
        assert now.done() and not busy.done() and not scores.done()
        batch = w.submit_entries([])
        waiting = w.submit_audit(_record(2))
        behind = w.submit_explanation(_explanation(2))
        assert not waiting.done() and not behind.done()
        gate.set()
        busy.result(10), batch.result(10), waiting.result(10), behind.result(10)
        assert w.submit_audit(_record(3)).done()
    finally:
        w.close()
    assert [d for d, _ in _decisions(path)] == ["d1", "d2", "d3"] and _verify(path).ok
