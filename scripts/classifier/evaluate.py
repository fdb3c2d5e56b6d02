"""Recomputes the model card's figures from the shipped int8 model.

Usage: ``python scripts/classifier/evaluate.py [--model-dir DIR] [--json OUT]``

The test split is regenerated from the seeded generator (no training
artifacts needed) and scored through the runtime class,
``mage.sidecar.evaluation.tiers.classifier.model.Classifier``, on one thread: so the figures are
those of the code path the sidecar runs. Also measures latency per entry at
batch 1 and throughput at batch 32 on this machine.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

import make_data
import metrics
import numpy as np
from common import LABELS, SEED, SHIP, THRESHOLD

from mage.sidecar.evaluation.tiers.classifier.model import MODEL, Classifier, ScoreInput


def score_all(
    clf: Classifier, rows: list[dict[str, Any]], batch: int = 32
) -> tuple[np.ndarray, np.ndarray]:
    """Poison probabilities and predicted label indices for every row."""
    items = [ScoreInput(r["text"], r["source"], r["kind"]) for r in rows]
    scores = [s for k in range(0, len(items), batch) for s in clf.score(items[k : k + batch])]
    p = np.array([s.p_poison for s in scores])
    return p, np.array([LABELS.index(s.category) for s in scores])


def latency(clf: Classifier, rows: list[dict[str, Any]]) -> dict[str, float]:
    """p50/p99 ms per entry at batch 1, and entries per second at batch 32."""
    items = [ScoreInput(r["text"], r["source"], r["kind"]) for r in rows]
    sample = random.Random(SEED).sample(items, 300)
    clf.score(sample[:32])  # warm-up: first run allocates onnxruntime's buffers
    times = []
    for item in sample:
        start = time.perf_counter()
        clf.score([item])
        times.append((time.perf_counter() - start) * 1000)
    times.sort()
    start = time.perf_counter()
    for k in range(0, len(items), 32):
        clf.score(items[k : k + 32])
    elapsed = time.perf_counter() - start
    return {
        "batch1_p50_ms": statistics.median(times),
        "batch1_p99_ms": times[int(len(times) * 0.99) - 1],
        "batch32_entries_per_s": len(items) / elapsed,
    }


def by_family(p: np.ndarray, rows: list[dict[str, Any]]) -> dict[str, float]:
    """Share flagged per test family: recall for poison families, FPR for benign ones."""
    flagged: dict[str, list[bool]] = defaultdict(list)
    for value, row in zip(p, rows, strict=True):
        flagged[f"{row['label']}/{row['family']}"].append(bool(value >= THRESHOLD))
    return {name: float(np.mean(v)) for name, v in sorted(flagged.items())}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model-dir", type=Path, default=SHIP)
    parser.add_argument("--json", type=Path, help="also write the figures here")
    args = parser.parse_args()
    clf = Classifier(args.model_dir, threads=1)
    rows = [r for r in make_data.build() if r["split"] == "test"]
    p, pred = score_all(clf, rows)
    result = metrics.report_scores(p, pred, rows)
    result["per_family_flag_rate"] = by_family(p, rows)
    result["latency"] = latency(clf, rows)
    result["model_bytes"] = (args.model_dir / MODEL).stat().st_size
    result["version"] = clf.version
    print(
        f"model {clf.version}, {result['model_bytes'] / 1e6:.2f} MB, test split "
        f"{result['n']} examples ({result['n_hard']} hard negatives), threshold {THRESHOLD}"
    )
    print(metrics.fmt("int8", result))
    print(
        "F1 by category: " + ", ".join(f"{k}={v:.3f}" for k, v in result["f1_by_category"].items())
    )
    print("flag rate by test family:")
    for name, rate in result["per_family_flag_rate"].items():
        print(f"  {name:<40} {rate:.3f}")
    lat = result["latency"]
    print(
        f"latency batch 1: p50 {lat['batch1_p50_ms']:.2f} ms, p99 {lat['batch1_p99_ms']:.2f} ms;"
        f" throughput batch 32: {lat['batch32_entries_per_s']:.0f} entries/s (1 thread)"
    )
    if args.json:
        args.json.write_text(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
