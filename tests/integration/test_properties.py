"""Property-based tests against the real sidecar: arbitrary writes, checks, repairs and
policies never crash it, never answer INTERNAL, and never lose what was acknowledged."""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

import apsw
import grpc
import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mage.sidecar.errors import PolicyError
from mage.sidecar.evaluation.policy import default_text, parse
from mage.v1 import mage_pb2 as pb

# Mostly well-formed values with the bad ones mixed in, so batches are accepted often
# enough for the "nothing acknowledged is lost" property to have something to check.
IDS = st.one_of(st.sampled_from(["a", "b", "c", "d", "e", "f", "g"]),
                st.sampled_from(["", " ", "x" * 300, "é\u0000", "a/b"]))
FLOATS = st.one_of(st.floats(0, 1), st.floats(0, 1), st.floats(allow_nan=True),
                   st.sampled_from([0.0, 1.0, -0.0, 1.5]))
ENUMS = st.one_of(st.integers(1, 5), st.integers(1, 5), st.integers(-3, 12))
TEXT = st.text(max_size=200)


@st.composite
def entries(draw: Any) -> pb.MemoryEntry:
    e = pb.MemoryEntry(
        id=draw(IDS) + draw(st.sampled_from(["", "", "1", "2", "3"])),
        session=draw(st.sampled_from(["s1", "s2", "s1", ""])), content=draw(TEXT),
        kind=draw(ENUMS), source=draw(ENUMS),
        tool=draw(st.sampled_from(["", "sql", "web", "", "t" * 300, "a\x00b"])),
        depends_on=draw(st.lists(IDS, max_size=4)), tags=draw(st.lists(TEXT, max_size=3)))
    if draw(st.integers(0, 5)):
        e.confidence = draw(FLOATS)
    for _ in range(draw(st.integers(0, 2))):
        e.claims.add(entity=draw(st.sampled_from(["q1", "", "svc"])),
                     attribute=draw(st.sampled_from(["rev", "status", ""])),
                     value=draw(st.sampled_from(["1", "2", "up", "", "v" * 5000])))
    return e


@st.composite
def checks(draw: Any) -> pb.CheckRequest:
    return pb.CheckRequest(
        session=draw(st.sampled_from(["s1", "s2", "", "nope"])),
        action=pb.Action(type=draw(ENUMS), tool=draw(TEXT), custom_type=draw(TEXT),
                         arguments=draw(st.dictionaries(st.sampled_from(["to", "path", "x"]),
                                                        st.one_of(TEXT, st.just("y" * 70_000)),
                                                        max_size=3)),
                         description=draw(TEXT)),
        context=pb.Context(environment=draw(st.sampled_from(["", "production", "zz"]))),
        memory_ids=draw(st.lists(IDS, max_size=4)),
        deadline_ms=draw(st.integers(0, 5000)))


@st.composite
def repairs(draw: Any) -> pb.RepairRequest:
    return pb.RepairRequest(session=draw(st.sampled_from(["s1", "s2", ""])),
                            memory_id=draw(IDS), op=draw(ENUMS), value=draw(FLOATS),
                            target_id=draw(IDS))


@st.composite
def broken_bytes(draw: Any) -> bytes:
    """A batch's bytes as a faulty encoder might send them: cut short, a byte changed, or
    a string made invalid UTF-8."""
    raw = pb.WriteRequest(batch_id=1, entries=draw(st.lists(entries(), min_size=1,
                                                            max_size=2))).SerializeToString()
    how = draw(st.sampled_from(["cut", "flip", "utf8"]))
    at = draw(st.integers(0, max(0, len(raw) - 1)))
    if how == "cut":
        return raw[:at]
    if how == "flip":
        return raw[:at] + bytes([raw[at] ^ 0xFF]) + raw[at + 1:] if raw else b"\xff"
    return raw + b"\x0a\x04\x12\x02\xff\xfe"  # one more entry whose session is not UTF-8


OPS = st.lists(st.one_of(st.lists(entries(), min_size=1, max_size=3).map(lambda b: ("w", b)),
                         checks().map(lambda c: ("c", c)), repairs().map(lambda r: ("r", r)),
                         broken_bytes().map(lambda b: ("b", b))),
               min_size=1, max_size=8)


@pytest.fixture(scope="module")
def shared(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    from conftest import Sidecar

    s = Sidecar(tmp_path_factory.mktemp("props"))
    s.start()
    state = {"acked": set(), "decisions": 0, "stub": s.stub(), "sidecar": s}
    yield state
    s.stop()


def _raw_then_good(state: dict[str, Any], raw: bytes) -> None:
    """Bad bytes get an answer on the stream, and the stream stays open for the next batch."""
    channel = grpc.insecure_channel(state["sidecar"].target)
    call = channel.stream_stream("/mage.v1.Mage/Write", request_serializer=lambda b: b,
                                 response_deserializer=pb.WriteAck.FromString)
    good = pb.WriteRequest(batch_id=2, entries=[pb.MemoryEntry(
        id="after-bad-bytes", session="s1", content="x", kind=1, source=1, confidence=1.0)])
    try:
        first, second = list(call(iter([raw, good.SerializeToString()]), timeout=10))
    finally:
        channel.close()
    assert first.error.code in (0, grpc.StatusCode.INVALID_ARGUMENT.value[0]), first.error
    assert second.error.code == 0 and second.entries[0].id == "after-bad-bytes"
    state["acked"].add(("s1", "after-bad-bytes"))


def _apply(state: dict[str, Any], op: tuple[str, Any]) -> None:
    stub, kind, msg = state["stub"], op[0], op[1]
    if kind == "b":
        _raw_then_good(state, msg)
        return
    if kind == "w":
        (ack,) = list(stub.Write(iter([pb.WriteRequest(batch_id=1, entries=msg)])))
        assert ack.error.code in (0, grpc.StatusCode.INVALID_ARGUMENT.value[0]), ack.error
        assert ack.durable_seq >= state.get("seq", 0)
        state["seq"] = ack.durable_seq
        if not ack.error.code:
            assert len(ack.entries) == len(msg)
            state["acked"].update((e.session, a.id) for e, a in zip(msg, ack.entries, strict=True))
        return
    call = stub.Check if kind == "c" else stub.Repair
    try:
        call(msg, timeout=10)
    except grpc.RpcError as err:
        assert err.code() in (grpc.StatusCode.INVALID_ARGUMENT, grpc.StatusCode.NOT_FOUND,
                              grpc.StatusCode.FAILED_PRECONDITION), err.details()
        return
    state["decisions"] += kind == "c"


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(ops=OPS)
def test_arbitrary_requests_never_crash_or_lose_data(shared: dict[str, Any], ops: Any) -> None:
    """Any mix of writes, checks and repairs gets an answer other than INTERNAL."""
    for op in ops:
        _apply(shared, op)
    assert shared["sidecar"].alive()


def test_after_the_storm_everything_acknowledged_is_stored_and_audited(
        shared: dict[str, Any]) -> None:
    """Every acknowledged entry is in the database and every decision is in the chain."""
    # Run alone (or if the storm happened to acknowledge nothing) there is still one write.
    _apply(shared, ("w", [pb.MemoryEntry(id="anchor", session="s1", content="x",
                                         kind=1, source=1, confidence=1.0)]))
    db = apsw.Connection(str(shared["sidecar"].data_dir / "mage.db"))
    stored = set(db.execute("SELECT session, id FROM entries"))
    assert shared["acked"] <= stored
    assert db.execute("SELECT count(*) FROM decisions").fetchone()[0] == shared["decisions"]
    # The chain also holds the explanations that follow non-PROCEED decisions; some may
    # still be on their way while the chain is walked.
    before = db.execute("SELECT count(*) FROM explanations").fetchone()[0]
    report = shared["stub"].VerifyAudit(pb.VerifyAuditRequest())
    after = db.execute("SELECT count(*) FROM explanations").fetchone()[0]
    assert report.ok
    assert shared["decisions"] + before <= report.records <= shared["decisions"] + after


POLICY = yaml.safe_load(default_text())


def _mutations() -> st.SearchStrategy[Any]:
    scalars = st.one_of(st.none(), st.booleans(), st.integers(-5, 5), FLOATS, TEXT,
                        st.lists(st.integers(), max_size=3), st.dictionaries(TEXT, TEXT,
                                                                             max_size=2))
    paths = st.sampled_from([("version",), ("basis", "recent_window"), ("thresholds", "safety"),
                             ("thresholds", "safety", "halt"), ("action_types", "tool_write"),
                             ("action_types", "nonsense"), ("environments", "production",
                                                            "scale"),
                             ("judge", "band"), ("judge", "on_error"), ("classifier",),
                             ("consequential",), ("on_audit_failure",), ("extra",)])
    return st.lists(st.tuples(paths, scalars), min_size=1, max_size=3)


@settings(max_examples=300, deadline=None)
@given(mutations=_mutations())
def test_policy_loader_fuzz(mutations: Any) -> None:
    """Any mutated policy either loads into a consistent Policy or raises PolicyError naming a
    field; nothing else escapes the loader."""
    import copy

    doc = copy.deepcopy(POLICY)
    for path, value in mutations:
        node = doc
        for key in path[:-1]:
            node = node.setdefault(key, {}) if isinstance(node, dict) else node
        if isinstance(node, dict):
            node[path[-1]] = value
    try:
        p = parse(yaml.safe_dump(doc, allow_unicode=True))
    except PolicyError as exc:
        assert str(exc).startswith(("policy", "policy:")), str(exc)
        return
    for th in p.thresholds.values():
        assert 0 <= th.warn <= th.redirect <= th.halt <= 1
    assert not math.isnan(p.classifier_threshold)


@settings(max_examples=200, deadline=None)
@given(text=st.text(max_size=2000))
def test_content_detectors_fuzz(text: str) -> None:
    """The write-time detectors accept any text and return bounded, well-formed results."""
    from mage.sidecar.memory.detectors import argument_tokens, detect_injection, value_tokens

    found = detect_injection(text)
    assert 0.0 <= found.score <= 1.0
    assert all(isinstance(tok, str) and tok for tok in value_tokens(text))
    assert all(isinstance(tok, str) for tok in argument_tokens(text[:64]))


def test_policy_text_that_is_not_yaml_is_a_policy_error(tmp_path: Path) -> None:
    """Garbage policy text is refused with a PolicyError, not a parser traceback."""
    for text in ("{", "- a\n- b", "version: [", "\x00\x01", ""):
        with pytest.raises(PolicyError):
            parse(text)
