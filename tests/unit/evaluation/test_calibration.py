"""The classifier's operating points and reliability tables (scripts/classifier/calibration.py)."""

from __future__ import annotations

import importlib.util

import pytest

from tests.paths import ROOT

_SPEC = importlib.util.spec_from_file_location(
    "calibration", ROOT / "scripts" / "classifier" / "calibration.py")
assert _SPEC and _SPEC.loader
calibration = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(calibration)


def test_operating_points_count_scores_at_or_above_each_threshold() -> None:
    """A threshold flags the clean scores and catches the poisoned ones that reach it."""
    points = calibration.operating_points([0.1, 0.7, 0.95, 0.2], [0.69, 0.7, 0.99],
                                          thresholds=(0.7, 0.96))
    assert points[0] == {"threshold": 0.7, "benign_flagged": 0.5, "poisoned_caught": 2 / 3}
    assert points[1] == {"threshold": 0.96, "benign_flagged": 0.0, "poisoned_caught": 1 / 3}


def test_reliability_bands_hold_the_share_poisoned_and_weigh_the_error_by_count() -> None:
    """Each band reports its documents' mean score and share poisoned; a score of 1.0
    falls in the top band; the error weighs each band's gap by its count."""
    rel = calibration.reliability([0.05, 0.05, 0.95], [0.95, 1.0, 1.0])
    bands = {b["band"]: b for b in rel["bands"]}
    assert set(bands) == {"0.0-0.1", "0.9-1.0"}
    assert bands["0.0-0.1"]["n"] == 2 and bands["0.0-0.1"]["poisoned"] == 0.0
    top = bands["0.9-1.0"]
    assert top["n"] == 4 and top["poisoned"] == 0.75
    assert top["mean_score"] == pytest.approx(0.975)
    assert rel["ece"] == pytest.approx((2 * 0.05 + 4 * abs(0.975 - 0.75)) / 6)


def test_operating_points_refuse_an_empty_side() -> None:
    """Without clean or without poisoned scores there is no rate to report."""
    with pytest.raises(ValueError, match="both clean and poisoned"):
        calibration.operating_points([], [0.9])
