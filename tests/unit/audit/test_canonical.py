"""The canonical text of audit records: the bytes `json.dumps` wrote, whichever encoder."""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

import orjson
from hypothesis import given, settings
from hypothesis import strategies as st

from mage.sidecar.audit import _canonical
from mage.sidecar.audit.explanation import ExplanationRecordV1
from mage.sidecar.audit.record import AuditRecordV1, canonical

FIXTURE = Path(__file__).parents[2] / "audit_records_v1.json"


def _reference(obj: Any) -> str:
    return json.dumps(obj, separators=(",", ":"), ensure_ascii=False)


_SCALARS = (st.none() | st.booleans() | st.integers() | st.integers(-2**70, 2**70)
            | st.floats(allow_nan=True, allow_infinity=True)
            | st.floats(min_value=-1e-3, max_value=1e-3) | st.text()
            | st.sampled_from([0.1, 1e-7, 1.0, -0.0, 1e16, 1e-5, 0.0001, 5e-324, 2**64 - 1,
                               2**64, -2**63 - 1, "\u2028", "\x7f", "\x00\x1f", "é—😀"]))
_VALUES = st.recursive(_SCALARS, lambda inner: st.lists(inner, max_size=5)
                       | st.dictionaries(st.text(max_size=8), inner, max_size=5), max_leaves=30)


@settings(max_examples=3000, deadline=None)
@given(_VALUES)
def test_any_json_value_gets_the_reference_bytes(value: Any) -> None:
    """Unicode, floats small and large, NaN, ints past 64 bits, nesting: the text is always
    what json.dumps writes."""
    assert canonical(value) == _reference(value)


def test_every_code_point_is_written_as_json_dumps_writes_it() -> None:
    """Each code point, control characters and lone surrogates included, in keys and values."""
    chars = "".join(chr(c) for c in range(0x110000))
    for chunk in range(0, len(chars), 4096):
        part = chars[chunk:chunk + 4096]
        assert canonical({part: [part]}) == _reference({part: [part]})


def test_values_orjson_writes_otherwise_take_the_reference_path() -> None:
    """Floats under 1e-4, NaN, infinities and ints past 64 bits are found and written by
    json.dumps, top level or nested."""
    for value in (1e-7, -1.5e-5, 0.00001, math.nan, -math.inf, 2**64, -2**63 - 1):
        for shape in (value, [value], {"k": value}, {"a": [1, {"b": value}]}):
            assert canonical(shape) == _reference(shape), shape


def test_stored_records_are_rewritten_byte_for_byte() -> None:
    """Every record of the stored fixture, parsed and written again, is the stored text."""
    cases = json.loads(FIXTURE.read_text())
    assert cases
    for case in cases:
        text = case["record"]
        kind = json.loads(text).get("kind")
        rec = ExplanationRecordV1.parse(text) if kind else AuditRecordV1.parse(text)
        assert rec.canonical() == text


def test_a_stored_decision_record_takes_the_fast_path() -> None:
    """The records the sidecar writes hold nothing that sends them to json.dumps."""
    text = json.loads(FIXTURE.read_text())[0]["record"]
    plain = AuditRecordV1.parse(text).to_plain()
    assert not _canonical.may_differ(orjson.dumps(plain))
    assert _canonical.text(plain) == text
