"""Lessons in-process: refuters on hand-built graphs, policy, features, recall, bias audit."""

from __future__ import annotations

import argparse
import hashlib
import json
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from mage.sidecar.errors import PolicyError
from mage.sidecar.evaluation import policy
from mage.sidecar.lessons import bias, cli, features, recording
from mage.sidecar.lessons.graph import TenantGraph
from mage.sidecar.lessons.recall import OP_BONUS, OP_PENALTY, W_COS, W_LEX, Query, op_term
from mage.sidecar.lessons.refuters import Grader, grade
from mage.sidecar.store import db as store
from mage.sidecar.store import lessons as lstore

T = "tenant"


def vec(text: str) -> np.ndarray:
    """A fixed unit vector per text: distinct texts are nearly orthogonal (unrelated)."""
    seed = int(hashlib.sha256(text.encode()).hexdigest()[:8], 16)
    v = np.random.default_rng(seed).normal(size=384).astype(np.float32)
    return v / np.linalg.norm(v)


class World:
    """Records lessons straight into a graph, as the recording path does."""

    def __init__(self) -> None:
        self.g, self.n, self.clock = TenantGraph(T), 0, 1_000_000

    def rows(self, action: str, outcome: str, *, target: str = "api", edge: str = "caused",
             session: str = "s1", observed: int = 0, state: str = "", phase: str = "",
             polarity: str = "harmful") -> lstore.Recording:
        self.n, self.clock = self.n + 1, self.clock + 60_000
        op, words = features.analyse(action, target)
        a = lstore.ActionRow(T, features.node_id("A", action, target, phase), action, "tool",
                             "", "production", phase, target, op, words, vec(action), 0)
        o = lstore.OutcomeRow(T, features.node_id("O", outcome), outcome, vec("o:" + outcome),
                              0)
        e = lstore.EdgeRow(T, f"L{self.n}", a.id, o.id, edge, polarity, "severe", 0.9,
                           "tool_signal", session, "", state, (), self.clock,
                           observed or self.clock + 1000, self.clock, "", "")
        return lstore.Recording(a, o, e)

    def record(self, action: str, outcome: str, **kw: Any) -> str:
        return recording.apply(self.g, self.rows(action, outcome, **kw)).id

    def grade(self, lesson: str) -> Any:
        return grade(self.g, self.g.edges[lesson])


def test_single_clean_observation_grades_c_and_controlled_repeats_grade_a() -> None:
    """One observation is C; a second session makes it B until a session of it also holds
    another action on the resource without the outcome (a matched control): then A."""
    w = World()
    first = w.record("drop orders", "orders lost", session="s1")
    assert w.grade(first).letter == "C"
    w.record("drop orders", "orders lost", session="s2")
    g = w.grade(first)
    assert (g.letter, g.support, g.shortfall[:18]) == ("B", 2, "no matched control")
    w.record("read orders", "nothing", session="s2", edge="no_effect", polarity="neutral")
    assert (w.grade(first).letter, dict(w.grade(first).tests)["control"]) == ("A", "pass")


def test_confounder_other_actions_in_the_same_context_were_followed_too() -> None:
    """An alert after every action on a resource in the same sessions is the context's doing."""
    w = World()
    for s in ("s1", "s2", "s3"):
        for action in ("restart api", "read api logs", "scale api", "rotate api keys"):
            w.record(action, "latency alert on api", session=s)
    g = w.grade("L1")
    assert g.letter in "DEF" and "confounder" in g.failed


def test_placebo_background_outcome_following_anything_is_not_specific() -> None:
    """An outcome that follows each of many unrelated actions now and then is background."""
    w = World()
    for i, target in enumerate(("api", "db", "cache", "queue")):
        action = f"task {i} on {target}"
        for run in range(4):
            outcome = "health check flapped" if run == i % 4 else "done, no incident"
            w.record(action, outcome, target=target, session=f"s{run}",
                     edge="caused" if run == i % 4 else "no_effect")
    noise = next(e for e in w.g.edges.values() if e.type == "caused")
    g = grade(w.g, noise)
    assert "placebo" in g.failed and g.letter in "DEF"


def test_backdoor_state_that_already_was_the_outcome() -> None:
    """Blaming an action taken in a degraded state for that same degradation fails backdoor."""
    w = World()
    state = w.g.edges[w.record("check api status", "api degraded", edge="co_occurrence")]
    lesson = w.record("restart api", "api degraded", state=state.outcome)
    assert "backdoor" in w.grade(lesson).failed


def test_contrary_records_of_the_same_action_refute_corroboration() -> None:
    """The same action done in more sessions without the harm than with it grades D."""
    w = World()
    lesson = w.record("drop orders", "orders lost", session="s1")
    for s in ("s2", "s3"):
        w.record("drop orders", "done, no incident", session=s, edge="no_effect",
                 polarity="neutral")
    g = w.grade(lesson)
    assert g.letter == "D" and g.failed == ("corroboration",)


def test_effect_before_cause_grades_f() -> None:
    """An outcome observed before the action it is blamed on grades F."""
    w = World()
    lesson = w.record("drop orders", "orders lost", observed=500)
    assert w.grade(lesson).letter == "F"


def test_recall_filters_by_phase_and_target_and_needs_a_harmful_lesson() -> None:
    """A lesson recorded in code freeze or about another resource is not recalled here."""
    w = World()
    w.record("deploy api", "api outage", phase="code_freeze")
    w.record("deploy api", "done", target="db", edge="no_effect", polarity="neutral")
    q = vec("deploy api")
    op, toks = features.analyse("deploy api", "api")
    hits = w.g.recall.search(Query(q, toks, op, "production", "code_freeze", "api"), 0.5)[0]
    assert len(hits) == 1
    for phase, target in (("", "api"), ("code_freeze", "db")):
        q2 = Query(q, toks, op, "production", phase, target)
        assert w.g.recall.search(q2, 0.5)[0] == []


@pytest.mark.parametrize(("text", "op"), [
    ("get rid of the orders table", "destroy"), ("back up the orders table", "backup"),
    ("dry-run the pricing deploy", "read"), ("shut down the api", "shutdown"),
    ("kubectl scale deploy/x --replicas=0", "scale"), ("aws s3 ls s3://media", "read"),
    ("carefully purge the audit queue", "destroy"), ("which pods does billing run", "read"),
    ("make the reports folder world-readable", "change"), ("set billing to 3 workers", "change"),
    ("take a snapshot of the ledger", "backup"), ("have a look at the ledger", "read"),
    ("turn off the disk alarm", "shutdown"), ("send me the draft for review", "read"),
    ("flush every key in the token store", "truncate"),
    ("trumpet the release to the whole mailing list", ""),  # a noun later is not the verb
])
def test_operation_is_the_class_of_the_leading_verb(text: str, op: str) -> None:
    """The class comes from the verb where a command puts it (past program names and
    adverbs); a light verb takes it from what follows; a question or a request to the
    speaker reads; an unknown verb is unknown, whatever nouns follow."""
    assert features.operation(text) == (features.CLASS_BITS[op] if op else 0)


def test_operation_term_keeps_reads_apart_from_changes() -> None:
    """Reading and changing differ (penalty), the same class agrees (bonus); an unknown
    verb, or two changes of different kinds, leave it to the vector and the words."""
    b = features.CLASS_BITS
    rows = np.array([b["destroy"], b["read"], 0, b["restart"], features.CHANGE])
    assert list(op_term(rows, b["read"])) == [-OP_PENALTY, OP_BONUS, 0, -OP_PENALTY,
                                               -OP_PENALTY]
    assert list(op_term(rows, b["destroy"])) == [OP_BONUS, -OP_PENALTY, 0, 0, 0]
    assert not op_term(rows, 0).any()


def _query(text: str, target: str, v: np.ndarray | None = None) -> Query:
    op, toks = features.analyse(text, target)
    return Query(v, toks, op, "production", "", target)


def test_harm_through_an_unknown_verb_counts_as_a_change() -> None:
    """A read is kept apart from a harmful action whose verb is not known (it did harm, so
    it changed something); an action with the same unknown verb is not."""
    w = World()
    w.record("zorp the api", "api outage")
    v = vec("zorp the api")
    hit = w.g.recall.search(_query("zorp the api", "api", v), 0.0)[0][0]
    seen = w.g.recall.search(_query("list the api", "api", v), 0.0)[0][0]
    assert hit.similarity == pytest.approx(W_COS * hit.cosine + W_LEX * hit.lexical)
    assert seen.similarity == pytest.approx(W_COS * seen.cosine + W_LEX * seen.lexical
                                            - OP_PENALTY)


def test_nothing_that_could_match_means_no_candidates() -> None:
    """Before embedding, recall knows when no harmful row could reach the threshold: a read
    sharing no words with the only harmful action cannot, a change can."""
    w = World()
    w.record("drop orders", "orders lost", target="orders")
    assert w.g.recall.candidates(_query("count rows of orders", "orders"), 0.55) == []
    assert w.g.recall.candidates(_query("zorp orders", "orders"), 0.55) != []
    assert w.g.recall.candidates(_query("drop orders", "orders"), 0.55) != []


def test_rows_of_an_older_analysis_are_analysed_again(tmp_path: Path) -> None:
    """Operation and words stored by an older version of `analyse` are recomputed once."""
    conn = store.open_connection(tmp_path / "mage.db", "process")
    store.migrate(conn)
    lstore.migrate(conn)
    rec = World().rows("turn off the disk alarm", "outage", target="disk")
    with conn:
        lstore.insert_recording(conn, rec)
        conn.execute("UPDATE lesson_actions SET operation = 0, words = 'turn', features = 1")
    assert recording.refresh(conn) == 1 and recording.refresh(conn) == 0
    (row,), _ = lstore.actions(conn, T)
    assert row.operation == features.CLASS_BITS["shutdown"] and "disabl" in row.words
    conn.close()


def test_target_from_known_argument_label_or_single_name() -> None:
    """The resource is a target-like argument, a label, or the only name-like argument."""
    keys = policy.LessonsPolicy().target_arguments
    assert features.target_of({"table": "Orders"}, {}, keys) == "orders"
    assert features.target_of({"note": "x y"}, {"resource": "db1"}, keys) == "db1"
    assert features.target_of({"beneficiary": "acme", "amount": "500"}, {}, keys) == "acme"
    assert features.target_of({"query": "DROP TABLE x"}, {}, keys) == ""


def _policy(lessons: str) -> str:
    return policy.default_text().split("\nlessons:")[0] + "\nlessons:\n" + lessons


def test_policy_without_lessons_section_uses_defaults() -> None:
    """The lessons section is optional; left out, every field has its default."""
    text = policy.default_text().split("\nlessons:")[0]
    assert policy.parse(text).lessons == policy.LessonsPolicy()


@pytest.mark.parametrize(("lessons", "field"), [
    ("  halt_grade: Z\n", "policy.lessons.halt_grade"),
    ("  halt_grade: C\n  redirect_grade: A\n", "policy.lessons.redirect_grade"),
    ("  min_similarity: {tool_wrte: 0.6}\n", "policy.lessons.min_similarity.tool_wrte"),
    ("  severity: {catastrophic: 1.0}\n", "policy.lessons.severity.minor"),
    ("  destructive_delta: 0.9\n", "policy.lessons.destructive_delta"),
    ("  check: [tool_writes]\n", "policy.lessons.check"),
    ("  surprise: 1\n", "policy.lessons.surprise"),
])
def test_policy_errors_name_the_field(lessons: str, field: str) -> None:
    """A bad lessons field is refused with its dotted name in the message."""
    with pytest.raises(PolicyError) as err:
        policy.parse(_policy(lessons))
    assert str(err.value).startswith(field)


def _db(tmp_path: Path) -> Path:
    (tmp_path / "data").mkdir()
    path = tmp_path / "data" / "mage.db"
    conn = store.open_connection(path, "process")
    store.migrate(conn)
    lstore.migrate(conn)
    w = World()
    rows: list[lstore.Recording] = []
    for i in range(6):  # payments: all harmful -> skew
        rows.append(w.rows(f"pay vendor {i}", "money lost", session=f"p{i}"))
    for _ in range(3):  # the same action and outcome again and again -> echo
        rows.append(w.rows("rotate keys", "login broke", session="e"))
    for i in range(40):  # confidence drops in the newest 20 -> drift
        r = w.rows(f"misc {i}", "fine", edge="no_effect", polarity="neutral")
        conf = 0.9 if i < 20 else 0.5
        rows.append(lstore.Recording(r.action, r.outcome, _with(r.edge, confidence=conf)))
    rows = [lstore.Recording(r.action, r.outcome, _with(r.edge, tags=("domain:payments",)))
            if r.action.text.startswith("pay") else r for r in rows]
    with conn:
        for r in rows:
            lstore.insert_recording(conn, r)
        lstore.insert_marks(conn, [lstore.MarkRow(T, "L1", "false_positive", "D1", 5)])
    conn.close()
    return tmp_path / "data"


def _with(e: lstore.EdgeRow, **kw: Any) -> lstore.EdgeRow:
    import dataclasses

    return dataclasses.replace(e, **kw)


def test_bias_audit_flags_skew_echo_drift_and_lists_marks(tmp_path: Path) -> None:
    """The audit stamps a one-sided domain, an echoed lesson, drifting confidence, and marks."""
    import apsw

    conn = apsw.Connection(str(_db(tmp_path) / "mage.db"), flags=apsw.SQLITE_OPEN_READONLY)
    r = bias.audit(conn, T)
    skewed = {d["domain"] for d in r.domains if d["skewed"]}
    assert skewed == {"payments", "tool"}  # "tool": the 40 neutral misc lessons
    assert [e["records"] for e in r.echoes] == [3]
    assert r.drift["drifted"] and r.drift["shift"] == pytest.approx(-0.4)
    assert r.marked == [{"lesson": "L1", "standing": "false_positive", "decision_id": "D1",
                         "time_ms": 5}]


def test_lessons_audit_cli_prints_text_and_json(tmp_path: Path, capsys: Any) -> None:
    """`mage lessons audit` reads the database and prints the report, as text or JSON."""
    data = _db(tmp_path)
    parser = argparse.ArgumentParser()
    cli.add_parser(parser.add_subparsers())
    opts = parser.parse_args(["lessons", "audit", "--data-dir", str(data), "--tenant", T])
    assert opts.func(opts) == 0
    text = capsys.readouterr().out
    assert "SKEWED" in text and "DRIFTED" in text and "L1: false_positive" in text
    opts = parser.parse_args(["lessons", "audit", "--data-dir", str(data), "--tenant", T,
                              "--json"])
    opts.func(opts)
    assert json.loads(capsys.readouterr().out)["flags"] == 4


def test_a_grade_is_recomputed_only_when_what_it_reads_changes() -> None:
    """A lesson elsewhere (another resource, another outcome) keeps a cached grade; a new
    record in the lesson's own context, or a mark on it, regrades it."""
    w = World()
    first = w.record("drop orders", "orders lost", target="orders")
    grader = Grader(w.g)
    before = grader(w.g.edges[first])
    w.record("restart api", "api down", target="api")
    assert grader(w.g.edges[first]) is before
    w.record("drop orders", "orders lost", target="orders", session="s2")
    after = grader(w.g.edges[first])
    assert after is not before and after.support == 2
    w.g.add_mark(first, "confirmed", "D1", 1)
    assert grader(w.g.edges[first]).support == 3
