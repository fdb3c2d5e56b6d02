"""What the detectors read from an action's arguments."""

from __future__ import annotations

from mage.sidecar.memory.detectors import argument_tokens, list_items


def test_an_amount_with_thousands_separators_is_one_value_not_a_list() -> None:
    """"240,000" is one amount, not the items "240" and "000"; "pr-1,pr-2" is a list."""
    assert list_items("240,000") == [] and list_items("1,950.00") == []
    assert argument_tokens("240,000") == {"240000"}
    assert list_items("pr-1,pr-2") == ["pr-1", "pr-2"]
