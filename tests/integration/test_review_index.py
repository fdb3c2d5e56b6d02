"""The review index a step behind the audit log: caught up at start and before each read."""

from __future__ import annotations

import dataclasses
import json
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import apsw
import pytest
from conftest import Sidecar

from mage.contract import types as t
from mage.sidecar.app.cli import main as cli
from mage.sidecar.audit import journal
from mage.sidecar.audit.record import AuditRecordV1, RecordedAction, RecordedContext, redact
from mage.sidecar.review import read as review
from mage.sidecar.review import stats
from mage.sidecar.store import db as store
from mage.sidecar.store import review as review_store
from mage.sidecar.store import review_index, writer
from mage.sidecar.store.review_schema import MIGRATIONS

HOUR = 3_600_000
DERIVED = ("review_rules", "review_hour_decisions", "review_hour_sessions", "review_hour_rules",
           "review_hour_tiers")


def _rec(i: int, tenant: str = "default") -> AuditRecordV1:
    """The i-th of a varied run: verdicts, hours, sessions, rules under two components,
    tier timings, and now and then a record whose risk or tiers were redacted."""
    verdict = ("PROCEED", "WARN", "REDIRECT", "HALT")[i % 4]
    risk = {} if verdict == "PROCEED" else {
        "safety": t.RiskComponent(0.5 + i % 5 / 10, (t.Evidence(f"rule.{i % 3}", 0.4 + i % 7 / 10),
                                                     t.Evidence("shared", 0.3))),
        "provenance": t.RiskComponent(0.2, (t.Evidence("shared", 0.6 + i % 2 / 10),))}
    tiers = (t.TierResult("rules", "ran", 0.013 * (i % 9 + 1)),
             t.TierResult("classifier", "skipped" if i % 3 else "ran", 1.7 * (i % 4)))
    rec = AuditRecordV1(
        f"01J{i:023d}", HOUR * (i % 5) + 1000 * i, tenant, f"s{i % 3}",
        RecordedAction("tool_write" if i % 2 else "tool_read", "", f"tool{i % 2}", {}, ""),
        RecordedContext("", "", {}), (), True, (), {}, i, verdict, f"message {i}", risk, (),
        (), tiers, "", "", (), False, ())
    if i % 11 == 5:
        return redact(rec, (("risk",),), ())
    if i % 11 == 7:
        return redact(rec, (("tiers",),), ())
    return rec


def _derived(conn: apsw.Connection) -> dict[str, list[tuple[Any, ...]]]:
    """Every row of the index's derived tables, sorted (float sums rounded)."""
    out = {}
    for table in DERIVED:
        rows = conn.execute(f"SELECT * FROM {table}").fetchall()
        out[table] = sorted(tuple(round(v, 9) if isinstance(v, float) else v for v in r)
                            for r in rows)
    return out


def _from_scratch(db: Path, copy: Path) -> apsw.Connection:
    """A copy of the database whose review index is built again by the SQL backfill."""
    src = apsw.Connection(str(db))
    src.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    src.close()
    shutil.copy(db, copy)
    conn = store.open_connection(copy, "process")
    for table in (*DERIVED, "review_feedback", "review_indexed"):
        conn.execute(f"DROP TABLE IF EXISTS {table}")
    conn.execute("DROP INDEX review_decisions_by_verdict; DROP INDEX review_decisions_cover;"
                 " DELETE FROM schema_components WHERE component = 'review'")
    review_store.migrate(conn)
    return conn


_CRASH = """
import os, signal, sys
from pathlib import Path
from mage.sidecar.audit.record import AuditRecordV1
from mage.sidecar.store import review_index, writer
writer.INDEX_IDLE_S, writer.INDEX_BACKLOG = 3600.0, 10**9  # nothing copied before the kill
w = writer.Writer(Path(sys.argv[1]), "process", 60.0)
w.on_audit_after(review_index.index_committed)
for text in Path(sys.argv[2]).read_text().splitlines():
    w.submit_audit(AuditRecordV1.parse(text)).result(10)
os.kill(os.getpid(), signal.SIGKILL)
"""


def test_a_crash_before_indexing_loses_nothing(tmp_path: Path) -> None:
    """Decisions logged and answered, then kill -9 before the writer copied them into the
    database and indexed them: the restarted sidecar copies them from the decision log, its
    index equals one built from scratch, and stats and rule listings count every decision
    once."""
    side = Sidecar(tmp_path, extra=["--no-classifier"])
    side.start()
    side.stop()  # a database with every table, and its writer's first records indexed
    db = side.data_dir / "mage.db"
    records = tmp_path / "records.txt"
    records.write_text("\n".join(_rec(i).canonical() for i in range(120)))
    proc = subprocess.run([sys.executable, "-c", _CRASH, str(db), str(records)], check=False)
    assert proc.returncode == -signal.SIGKILL
    conn = apsw.Connection(str(db), flags=apsw.SQLITE_OPEN_READONLY)
    assert conn.execute("SELECT count(*) FROM decisions").fetchone()[0] == 0
    assert conn.execute("SELECT count(*) FROM review_hour_decisions").fetchone()[0] == 0
    conn.close()
    assert len(list(journal.read(journal.path_for(db)))) == 120
    side.start()  # catches up before it serves
    side.stop()
    conn = apsw.Connection(str(db), flags=apsw.SQLITE_OPEN_READONLY)
    scratch = _from_scratch(db, tmp_path / "scratch.db")
    assert _derived(conn) == _derived(scratch)
    assert sum(n for *_, n in _derived(conn)["review_hour_decisions"]) == 120
    everything = review_store.Filter()
    assert stats.compute(conn, "default", everything) == stats.compute(scratch, "default",
                                                                       everything)
    for rule in ("rule.0", "shared"):
        assert (review.list_decisions(conn, "default", rule=rule, page_size=500)
                == review.list_decisions(scratch, "default", rule=rule, page_size=500))


@pytest.fixture
def idle_writer(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Any:
    """A writer without the review index's hook (as when the hook failed: the decisions are
    copied into the database, the index is behind), and the database it writes."""
    path = tmp_path / "mage.db"  # the name `mage audit` reads under --data-dir
    conn = store.open_connection(path, "process")
    store.migrate(conn)
    review_store.migrate(conn)
    conn.close()
    w = writer.Writer(path, "process", 60.0)
    yield w, path
    w.close()


def test_a_listing_right_after_a_check_shows_it(idle_writer: Any) -> None:
    """A decision the writer has not indexed yet is listed by its rule and counted in stats
    at once, and indexing it afterwards does not count it twice."""
    w, path = idle_writer
    rec = _rec(3)  # HALT on rule.0 and shared
    assert w.submit_audit(rec).result(10)
    w.indexed().result(10)
    reader = store.open_connection(path, "process")
    assert review_index.behind(reader, "default")
    listed = review.list_decisions(reader, "default", rule="rule.0")
    assert [r["decision_id"] for r in listed.rows] == [rec.decision_id]
    assert stats.compute(reader, "default", review_store.Filter()).total == 1
    pos = reader.execute("SELECT pos FROM decisions").fetchone()[0]
    with reader:  # the hook, late: what it is handed is indexed already
        review_index.index_committed(reader, [(pos, rec)])
    assert not review_index.behind(reader, "default")
    assert stats.compute(reader, "default", review_store.Filter()).total == 1
    assert reader.execute("SELECT n FROM review_hour_decisions").fetchall() == [(1,)]


def test_a_read_only_reader_catches_up_through_the_file(idle_writer: Any,
                                                        capsys: pytest.CaptureFixture[str]
                                                        ) -> None:
    """`mage audit stats`, whose connection is read-only, counts decisions not yet
    indexed."""
    w, path = idle_writer
    for i in range(1, 4):
        assert w.submit_audit(_rec(i)).result(10)
    w.indexed().result(10)
    assert cli.main(["audit", "--data-dir", str(path.parent), "stats", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["total"] == 3
    conn = apsw.Connection(str(path), flags=apsw.SQLITE_OPEN_READONLY)
    assert review_index.watermark(conn, "default") == 3


def test_the_writer_indexes_once_idle_and_each_tenant_from_its_watermark(
        tmp_path: Path) -> None:
    """Left alone, the writer indexes what it committed, several tenants at once, exactly as
    a from-scratch index; a tenant another connection caught up first is not counted
    twice."""
    path = tmp_path / "m.db"
    conn = store.open_connection(path, "process")
    store.migrate(conn)
    review_store.migrate(conn)
    w = writer.Writer(path, "process", 60.0)
    w.on_audit_after(review_index.index_committed)
    for i in range(40):
        w.submit_audit(_rec(i, tenant=("a", "b")[i % 2])).result(10)
        if i == 20:
            review_index.catch_up(conn, "a")  # a reader first, for part of one tenant
    deadline = time.monotonic() + 10
    while review_index.behind(conn, "a") or review_index.behind(conn, "b"):
        assert time.monotonic() < deadline, "the idle writer did not index"
        time.sleep(0.01)
    w.close()
    assert _derived(conn) == _derived(_from_scratch(path, tmp_path / "scratch.db"))


def test_a_version_2_index_is_kept_and_continued(tmp_path: Path) -> None:
    """A database indexed as each decision was committed (review schema 2) starts its
    watermark at its last decision: nothing is indexed twice, and later decisions are
    indexed from there."""
    path = tmp_path / "m.db"
    conn = store.open_connection(path, "process")
    store.migrate(conn)
    store.migrate_component(conn, review_store.COMPONENT, MIGRATIONS[:2])
    for i in range(10):
        rec = _rec(i)
        with conn:
            store.insert_decision(conn, rec.summary(), rec.canonical(), "0", "1")
            review_index.index_decision(conn, rec)
    review_store.migrate(conn)
    assert not review_index.behind(conn, "default")
    with conn:
        store.insert_decision(conn, _rec(10).summary(), _rec(10).canonical(), "0", "1")
    assert review_index.catch_up(conn, "default") == 1
    assert _derived(conn) == _derived(_from_scratch(path, tmp_path / "scratch.db"))


def test_a_stored_record_that_does_not_parse_is_still_counted(tmp_path: Path) -> None:
    """Catching up over a record that is not a version 1 record counts it in the hourly
    rollups from its columns, and indexes the rest."""
    path = tmp_path / "m.db"
    conn = store.open_connection(path, "process")
    store.migrate(conn)
    review_store.migrate(conn)
    good, bad = _rec(2), dataclasses.replace(_rec(3), decision_id="01J" + "9" * 23)
    with conn:
        store.insert_decision(conn, bad.summary(), '{"v": 7}', "0", "1")
        store.insert_decision(conn, good.summary(), good.canonical(), "1", "2")
    assert review_index.catch_up(conn, "default") == 2
    assert conn.execute("SELECT sum(n) FROM review_hour_decisions").fetchone()[0] == 2
    assert conn.execute("SELECT DISTINCT decision_id FROM review_rules").fetchall() == [
        (good.decision_id,)]
