"""Bad input over the real socket gets INVALID_ARGUMENT naming the field, and the Write
stream stays open for the batches after it."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import grpc
import pytest
from helpers import entry, write

from mage.v1 import mage_pb2 as pb

INVALID = grpc.StatusCode.INVALID_ARGUMENT.value[0]


def _raw_write(sidecar: Any, *payloads: bytes) -> list[pb.WriteAck]:
    """Send Write messages as raw bytes, as a client with a broken encoder would."""
    channel = grpc.insecure_channel(sidecar.target)
    call = channel.stream_stream("/mage.v1.Mage/Write", request_serializer=lambda b: b,
                                 response_deserializer=pb.WriteAck.FromString)
    try:
        return list(call(iter(payloads), timeout=20))
    finally:
        channel.close()


def _with_bad_utf8(batch_id: int) -> bytes:
    good = pb.WriteRequest(batch_id=batch_id, entries=[
        entry("a1", "a plain note"), entry("a2", "caf\u00e9 menu")]).SerializeToString()
    return good.replace("caf\u00e9".encode(), b"caf\xff\xfe")  # same length, not UTF-8


def test_invalid_utf8_in_a_batch_is_answered_and_the_stream_goes_on(sidecar: Any) -> None:
    """A batch whose bytes do not parse gets an error ack naming the field; the next batch
    on the same stream is stored."""
    good = pb.WriteRequest(batch_id=2, entries=[entry("b1", "fine")]).SerializeToString()
    bad_ack, good_ack = _raw_write(sidecar, _with_bad_utf8(1), good)
    assert bad_ack.error.code == INVALID and bad_ack.batch_id == 1  # the client can match it
    assert bad_ack.error.message.startswith("entries[1].content: not valid UTF-8")
    assert good_ack.error.code == 0 and good_ack.entries[0].id == "b1"


def test_bytes_that_are_no_message_are_answered_too(sidecar: Any) -> None:
    """Truncated bytes are an INVALID_ARGUMENT ack, not a broken stream."""
    cut = pb.WriteRequest(batch_id=1, entries=[entry("c1", "x" * 40)]).SerializeToString()[:-5]
    [ack] = _raw_write(sidecar, cut)
    assert ack.error.code == INVALID
    assert "entries[0]" in ack.error.message and "ends inside" in ack.error.message


def test_an_undecodable_check_is_invalid_argument_naming_the_field(sidecar: Any) -> None:
    """A unary RPC with invalid UTF-8 ends INVALID_ARGUMENT with the field's name."""
    raw = pb.CheckRequest(session="s\u00e9", action=pb.Action(tool="t")).SerializeToString()
    channel = grpc.insecure_channel(sidecar.target)
    call = channel.unary_unary("/mage.v1.Mage/Check", request_serializer=lambda b: b,
                               response_deserializer=pb.Decision.FromString)
    with pytest.raises(grpc.RpcError) as err:
        call(raw.replace("s\u00e9".encode(), b"s\xff\xfe"), timeout=20)
    channel.close()
    assert err.value.code() == grpc.StatusCode.INVALID_ARGUMENT
    assert err.value.details().startswith("session: not valid UTF-8")


def _bad_entries() -> Iterator[tuple[pb.MemoryEntry, str]]:
    yield entry("nul\x00id", "x"), r"entries\[0\]\.id: control character U\+0000"
    yield entry("t", "x", session="s\x07"), r"entries\[0\]\.session: control character U\+0007"
    yield entry("t", "x", tool="w" * 300), r"entries\[0\]\.tool: longer than 256 characters"
    yield entry("t", "x", tags=["ok", "bad\ntag"]), r"entries\[0\]\.tags\[1\]: control"
    yield (entry("t", "x", claims=[pb.Claim(entity="acct", attribute="iban",
                                            value="D" * 5000)]),
           r"entries\[0\]\.claims\[0\]\.value: longer than 4096 characters")


@pytest.mark.parametrize(("bad", "message"), list(_bad_entries()))
def test_stored_fields_are_bounded_and_printable(sidecar: Any, bad: pb.MemoryEntry,
                                                 message: str) -> None:
    """Every stored or echoed field has a bound and refuses control characters in names."""
    [ack] = write(sidecar.stub(), [bad])
    assert ack.error.code == INVALID
    assert re.search(message, ack.error.message), ack.error.message


def test_an_id_twice_in_one_batch_is_stored_once_and_acked_as_a_duplicate(sidecar: Any) -> None:
    """The second copy of an id within a batch is answered as the duplicate it is."""
    [ack] = write(sidecar.stub(), [entry("d1", "same"), entry("d1", "same")])
    first, second = ack.entries
    assert first.seq == second.seq
    assert (first.duplicate, second.duplicate) == (False, True)


def _check(sidecar: Any, **fields: Any) -> grpc.RpcError:
    req = pb.CheckRequest(session=fields.pop("session", "s"),
                          action=pb.Action(type=pb.ACTION_TYPE_TOOL_WRITE, **fields))
    with pytest.raises(grpc.RpcError) as err:
        sidecar.stub().Check(req, timeout=20)
    assert err.value.code() == grpc.StatusCode.INVALID_ARGUMENT
    return err.value


def test_a_checks_fields_are_bounded_like_a_memorys(sidecar: Any) -> None:
    """An oversized argument, a control character in the session or tool, or a long tool
    name is refused with the field and the limit, before anything is stored."""
    big = _check(sidecar, tool="send_email", arguments={"body": "x" * (65 * 1024)})
    assert "action.arguments['body']" in big.details()
    assert "limits.max_content_bytes" in big.details()
    assert "control character" in _check(sidecar, session="s\x00", tool="t").details()
    assert _check(sidecar, tool="t" * 300).details().startswith("action.tool: longer than 256")
    many = {f"a{i}": "y" * 60_000 for i in range(5)}  # each allowed, together too big
    assert "limits.max_check_bytes" in _check(sidecar, tool="t", arguments=many).details()
