"""The shared types and their wire mapping, in process."""

from __future__ import annotations

from mage.contract import types as t
from mage.contract import wire
from mage.v1 import mage_pb2 as pb


def test_a_verdict_prints_as_its_name() -> None:
    """`print(decision.verdict)` shows HALT; the verdicts still order and compare as numbers."""
    assert str(t.Verdict.HALT) == f"{t.Verdict.HALT}" == "HALT"
    assert t.Verdict.WARN < t.Verdict.HALT and int(t.Verdict.PROCEED) == 1


def test_the_tolerant_parser_names_the_first_bad_field() -> None:
    """Bytes that do not parse are described by the path of the field at fault."""
    parse = wire.tolerant_parser(pb.WriteRequest)
    good = pb.WriteRequest(batch_id=1, entries=[
        pb.MemoryEntry(id="a"), pb.MemoryEntry(id="b", claims=[pb.Claim(entity="caf\u00e9")])])
    raw = good.SerializeToString()
    assert parse(raw) == good
    bad = parse(raw.replace("caf\u00e9".encode(), b"caf\xff\xfe"))
    assert isinstance(bad, wire.Undecodable)
    assert bad.message.startswith("entries[1].claims[0].entity: not valid UTF-8")
    assert isinstance(parse(b"\x0a\x7f"), wire.Undecodable)  # a length past the end


def test_a_wire_type_proto3_never_uses_is_named_as_such() -> None:
    """Bytes with a group or an unused wire type are described as that, not as truncation."""
    parse = wire.tolerant_parser(pb.CheckRequest)
    bad = parse(b"\x0f")  # field 1 (session), wire type 7
    assert isinstance(bad, wire.Undecodable)
    assert bad.message == "session: wire type 7 is not valid in this message"
