"""Repairs through the client's `repair` on a real sidecar: what the next check sees.

The sidecar runs rules only, so each verdict here follows from the rules and the
default policy, not from the classifier's current weights.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest

from mage.client import (
    Action,
    ActionType,
    Decision,
    Kind,
    MageClient,
    MemoryEntry,
    PatchOp,
    Repair,
    Source,
    Verdict,
)

SESSION = "repairs"
RESTART = Action(ActionType.TOOL_WRITE, "restart", {"service": "web"})


@pytest.fixture
def sidecar(sidecar_factory: Callable[..., Any]) -> Any:
    return sidecar_factory(extra=["--no-classifier"])


@pytest.fixture
def client(sidecar: Any) -> Iterator[MageClient]:
    with MageClient(sidecar.target) as c:
        yield c


def _entry(id: str, content: str, source: Source, depends_on: tuple[str, ...] = (),
           kind: Kind = Kind.OBSERVATION) -> MemoryEntry:
    return MemoryEntry(id, content, source, 1.0 if source is Source.USER else 0.9,
                       kind=kind, session=SESSION, depends_on=depends_on)


def _write(client: MageClient, *entries: MemoryEntry) -> None:
    ack = client.write_sync(entries)
    assert ack.ok, ack.error_message


def _plan(client: MageClient) -> None:
    """A user's request, two health readings, and a decision resting on each reading."""
    _write(
        client,
        _entry("u1", "restart the web tier if it is down", Source.USER, kind=Kind.INSTRUCTION),
        _entry("t1", "web tier status: up", Source.TOOL),
        _entry("t2", "web tier status: down", Source.TOOL),
        _entry("d1", "the web tier is down; restart it", Source.LLM_REASONING, ("t2", "u1"),
               Kind.DECISION),
        _entry("d2", "the web tier is up; leave it", Source.LLM_REASONING, ("t1", "u1"),
               Kind.DECISION),
    )


def _check(client: MageClient, basis: str) -> Decision:
    return client.check(SESSION, RESTART, memory_ids=[basis])


def _evidence(decision: Decision, rule: str) -> list[Any]:
    return [e for c in decision.risk.components().values() for e in c.evidence if e.rule == rule]


def test_lower_confidence_repair_makes_a_confident_conclusion_rest_on_a_weak_reading(
        client: MageClient) -> None:
    """Lowering a reading's confidence flags the decision that rests on it as a weak ancestor
    (factuality 1 - the new confidence: REDIRECT for a write)."""
    _plan(client)
    assert _check(client, "d1").verdict is Verdict.PROCEED

    _, affected = client.repair(Repair("t2", PatchOp.LOWER_CONFIDENCE, SESSION, value=0.2))

    assert sorted(affected) == ["d1", "t2"]
    decision = _check(client, "d1")
    assert decision.verdict is Verdict.REDIRECT, decision.message
    [weak] = _evidence(decision, "confidence.weak_ancestor")
    assert (weak.path, weak.score) == (("d1", "t2"), pytest.approx(0.8))
    assert decision.risk.factuality.score == pytest.approx(0.8)
    assert ("verify_memory", "t2") in [(r.kind, r.memory_id) for r in decision.redirects]


def test_lower_confidence_repair_is_replayed_after_a_restart(sidecar: Any) -> None:
    """A lowered confidence is in the log: a restarted sidecar rebuilds the session with it."""
    with MageClient(sidecar.target) as client:
        _plan(client)
        client.repair(Repair("t2", PatchOp.LOWER_CONFIDENCE, SESSION, value=0.2))
    sidecar.restart()
    with MageClient(sidecar.target) as client:
        decision = _check(client, "d1")
    assert decision.verdict is Verdict.REDIRECT, decision.message
    assert [e.path for e in _evidence(decision, "confidence.weak_ancestor")] == [("d1", "t2")]


def test_contradicts_with_repair_flags_what_rests_on_either_side(client: MageClient) -> None:
    """Marking two readings as contradicting each other gives the decisions resting on either
    one inherited contradiction evidence (consistency 0.6: REDIRECT for a write)."""
    _plan(client)
    assert _check(client, "d1").verdict is Verdict.PROCEED
    assert _check(client, "d2").verdict is Verdict.PROCEED

    _, affected = client.repair(Repair("t2", PatchOp.CONTRADICTS_WITH, SESSION, target_id="t1"))

    assert sorted(affected) == ["d1", "d2", "t1", "t2"]
    for decision_id, reading in (("d1", "t2"), ("d2", "t1")):
        decision = _check(client, decision_id)
        assert decision.verdict is Verdict.REDIRECT, decision.message
        [found] = _evidence(decision, "contradiction.inherited")
        assert found.path == (decision_id, reading)
        assert set(found.memory_ids) == {"t1", "t2"}
        assert decision.risk.consistency.score == pytest.approx(0.6)


def test_contradicts_with_repair_on_the_basis_itself_scores_a_direct_contradiction(
        client: MageClient) -> None:
    """A check that names the repaired reading itself gets direct contradiction evidence and
    the repairs that would settle it."""
    _plan(client)
    client.repair(Repair("t2", PatchOp.CONTRADICTS_WITH, SESSION, target_id="t1"))

    decision = _check(client, "t2")

    assert decision.verdict is Verdict.REDIRECT, decision.message
    [found] = _evidence(decision, "contradiction")
    assert found.path == ("t2",) and found.score == pytest.approx(0.75)
    assert {r.op for r in decision.repairs} == {PatchOp.CONTRADICTS_WITH,
                                                PatchOp.LOWER_CONFIDENCE}
