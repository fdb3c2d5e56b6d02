"""Golden cases: YAML files of writes in, decisions out, run through the real sidecar."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import grpc
import pytest
import yaml
from paths import GOLDEN

from mage.contract import types as t
from mage.contract import wire as _wire
from mage.v1 import mage_pb2 as pb

CASES = sorted(GOLDEN.glob("*.yaml"))


@pytest.fixture(scope="module")
def shared_sidecar(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    from conftest import Sidecar

    # Rules only: golden files pin tier 1, which must not move when the model is retrained;
    # the classifier's effect on decisions is pinned in test_scoring.py.
    s = Sidecar(tmp_path_factory.mktemp("golden"), extra=["--no-classifier"])
    s.start()
    yield s
    s.stop()


def _entry(raw: dict[str, Any], session: str) -> pb.MemoryEntry:
    claims = tuple(t.Claim(*c.split("|")) for c in raw.get("claims", []))
    return _wire.entry_to_pb(t.MemoryEntry(
        id=raw["id"], content=raw["content"], source=t.Source(raw["source"]),
        confidence=float(raw["confidence"]), kind=t.Kind(raw.get("kind", "observation")),
        session=session, tool=raw.get("tool", ""), depends_on=tuple(raw.get("depends_on", [])),
        claims=claims))


def _write(stub: Any, session: str, step: dict[str, Any]) -> None:
    req = pb.WriteRequest(batch_id=1, entries=[_entry(e, session) for e in step["write"]])
    ack = next(iter(stub.Write(iter([req]))))
    expect_error = step.get("expect_error")
    if expect_error:
        assert ack.error.code == grpc.StatusCode.INVALID_ARGUMENT.value[0]
        assert re.search(expect_error, ack.error.message), ack.error.message
        return
    assert ack.error.code == 0, ack.error.message
    flags = {e.id: sorted({f.rule for f in e.flags}) for e in ack.entries}
    for entry_id, rules in step.get("expect_flags", {}).items():
        assert flags[entry_id] == sorted(rules), (entry_id, flags[entry_id])


def _check(stub: Any, session: str, step: dict[str, Any]) -> None:
    spec = step["check"]
    action = t.Action(t.ActionType(spec["action"]["type"]), spec["action"].get("tool", ""),
                      spec["action"].get("arguments", {}), spec["action"].get("description", ""))
    ctx = t.Context(**spec.get("context", {}))
    decision = _wire.decision_from_pb(stub.Check(_wire.check_to_pb(
        session, action, ctx, tuple(spec.get("memory_ids", [])), 0)))
    expect = step["expect"]
    assert decision.verdict.name == expect["verdict"], decision.message
    rules = {e.rule for c in decision.risk.components().values() for e in c.evidence}
    for rule in expect.get("rules", []):
        assert rule in rules, (rule, rules)
    for rule in expect.get("absent_rules", []):
        assert rule not in rules, (rule, decision.message)
    for name, bound in expect.get("risk", {}).items():
        op, value = bound.split()
        score = getattr(decision.risk, name).score
        assert (score >= float(value)) if op == ">=" else (score < float(value)), (name, score)
    kinds = [(r.kind, r.memory_id) for r in decision.redirects]
    for kind, memory in (x.split("|") for x in expect.get("redirects", [])):
        assert (kind, memory) in kinds, kinds
    repairs = [(r.op.value, r.memory_id) for r in decision.repairs]
    for op, memory in (x.split("|") for x in expect.get("repairs", [])):
        assert (op, memory) in repairs, repairs
    for name, path in expect.get("paths", {}).items():
        paths = [list(e.path) for c in decision.risk.components().values() for e in c.evidence
                 if e.rule == name]
        assert path in paths, (name, paths)


def _repair(stub: Any, session: str, step: dict[str, Any]) -> None:
    spec = step["repair"]
    resp = stub.Repair(_wire.repair_to_pb(t.Repair(
        spec["memory_id"], t.PatchOp(spec["op"]), session, float(spec.get("value", 0)),
        spec.get("target_id", ""))))
    if "expect_affected" in step:
        assert sorted(resp.affected) == sorted(step["expect_affected"])


@pytest.mark.parametrize("case", CASES, ids=[c.stem for c in CASES])
def test_golden_case(case: Path, shared_sidecar: Any) -> None:
    """Each golden file's writes produce exactly its expected flags and decisions."""
    spec = yaml.safe_load(case.read_text())
    stub = shared_sidecar.stub()
    session = case.stem
    for step in spec["steps"]:
        if "write" in step:
            _write(stub, session, step)
        elif "check" in step:
            _check(stub, session, step)
        elif "repair" in step:
            _repair(stub, session, step)
        else:
            raise AssertionError(f"unknown step {step}")
