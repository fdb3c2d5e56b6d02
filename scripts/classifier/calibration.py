"""Operating points and reliability of a classifier's scores on tool output.

The policy's thresholds (`classifier.threshold`, `alignment.classifier`) meet the
model's scores here: for each threshold, the share of ordinary documents flagged and
the share of their poisoned twins caught. Reliability compares the scores with what
the documents are: in each band of p_poison, how many of its documents carry a hidden
instruction. The twin set holds as many poisoned documents as clean ones, far more
than real tool output does, so its reliability describes the scores' ordering and
spread, not the odds that a flagged document in use is poisoned.
"""

from __future__ import annotations

from collections.abc import Sequence

THRESHOLDS = (0.5, 0.6, 0.7, 0.8, 0.9, 0.95, 0.99)
BANDS = 10


def operating_points(clean: Sequence[float], bad: Sequence[float],
                     thresholds: Sequence[float] = THRESHOLDS) -> list[dict[str, float]]:
    """Per threshold: the benign documents' flag rate and the poisoned twins' catch rate."""
    if not clean or not bad:
        raise ValueError("operating points need scores of both clean and poisoned documents")
    return [{"threshold": t, "benign_flagged": sum(p >= t for p in clean) / len(clean),
             "poisoned_caught": sum(p >= t for p in bad) / len(bad)} for t in thresholds]


def reliability(clean: Sequence[float], bad: Sequence[float], bands: int = BANDS
                ) -> dict[str, object]:
    """Scores in equal-width bands of p_poison: each band's count, mean score and share
    poisoned, and the expected calibration error (the bands' |mean score - share
    poisoned|, weighted by their counts)."""
    rows: list[list[float]] = [[0, 0.0, 0] for _ in range(bands)]  # count, score sum, poisoned
    for scores, label in ((clean, 0), (bad, 1)):
        for p in scores:
            row = rows[min(bands - 1, int(p * bands))]
            row[0] += 1
            row[1] += p
            row[2] += label
    total = sum(r[0] for r in rows)
    if not total:
        raise ValueError("reliability needs at least one score")
    out, ece = [], 0.0
    for i, (n, score_sum, poisoned) in enumerate(rows):
        if not n:
            continue
        mean, share = score_sum / n, poisoned / n
        ece += n / total * abs(mean - share)
        out.append({"band": f"{i / bands:.1f}-{(i + 1) / bands:.1f}", "n": int(n),
                    "mean_score": mean, "poisoned": share})
    return {"bands": out, "ece": ece}


def show(points: list[dict[str, float]], rel: dict[str, object]) -> None:
    """Prints both tables."""
    print("  threshold  benign flagged  poisoned caught")
    for row in points:
        print(f"  {row['threshold']:9.2f}  {row['benign_flagged']:14.3f}  "
              f"{row['poisoned_caught']:15.3f}")
    print("  band      n     mean score  poisoned")
    for band in rel["bands"]:  # type: ignore[attr-defined]
        print(f"  {band['band']}  {band['n']:5d}  {band['mean_score']:10.3f}  "
              f"{band['poisoned']:8.3f}")
    print(f"  expected calibration error {rel['ece']:.3f}")
