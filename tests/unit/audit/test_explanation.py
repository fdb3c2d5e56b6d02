"""The explanation record: its stored form, its parsing, and how readers join it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mage.contract import types as t
from mage.sidecar.audit.explanation import ExplanationRecordV1, joined
from mage.sidecar.audit.record import AuditRecordV1, RecordError

FIXTURE = Path(__file__).parents[2] / "audit_records_v1.json"


def _complete() -> ExplanationRecordV1:
    return ExplanationRecordV1.complete(
        "01M8Y1JG5ZFR83XM0S9QWVEJ31", 1796304617663, "default", "s",
        [t.Attribution("t1", t.Verdict.PROCEED, "without t1 this would be PROCEED — é")],
        False, [t.TierResult("attribution", "ran", 0.4321, "3 memories removed in turn")])


def test_canonical_text_has_a_fixed_key_order_and_parses_back() -> None:
    """The stored text starts with version and kind, keeps non-ASCII as written, and parses
    back to the same record."""
    rec = _complete()
    text = rec.canonical()
    assert text.startswith('{"v":1,"kind":"explanation","decision_id":"01M8Y1JG5ZFR83XM0S9QWVEJ31"')
    assert "— é" in text and " " not in text.split('"detail"')[0]
    assert ExplanationRecordV1.parse(text) == rec
    assert ExplanationRecordV1.parse(text).canonical() == text


def test_unavailable_says_why_and_names_nothing() -> None:
    """An unavailable explanation carries its reason and no critical memories."""
    rec = ExplanationRecordV1.unavailable("d", 1, "default", "s", "the policy changed")
    back = ExplanationRecordV1.parse(rec.canonical())
    assert back.explanation is t.Explanation.UNAVAILABLE
    assert back.reason == "the policy changed" and back.critical == ()


@pytest.mark.parametrize("edit", [
    {"kind": "decision"}, {"v": 2}, {"status": "pending"}, {"critical": [{"memory_id": "x"}]},
])
def test_a_record_that_is_not_an_explanation_is_refused(edit: dict[str, object]) -> None:
    """Parsing refuses another kind, another version, an unknown status or a malformed
    attribution, with a message naming the record."""
    plain = {**_complete().to_plain(), **edit}
    with pytest.raises(RecordError, match="explanation"):
        ExplanationRecordV1.parse(json.dumps(plain))


def test_joined_record_carries_the_attribution_and_its_tier() -> None:
    """Readers see the decision with its explanation's critical memories, bounded flag and
    attribution tier; a decision without one is shown as stored."""
    stored = json.loads(FIXTURE.read_text())[0]["record"]
    rec = AuditRecordV1.parse(stored)
    exp = _complete()
    shown = joined(rec, exp)
    assert shown.critical == exp.critical and shown.tiers[-1].tier == "attribution"
    assert joined(rec, None) is rec
    assert rec.canonical() == stored  # joining never touches the stored record
