"""Held-out metrics shared by train.py and evaluate.py (numpy only)."""

from __future__ import annotations

from typing import Any

import numpy as np
from common import LABELS, THRESHOLD


def categories(probs: np.ndarray, threshold: float = THRESHOLD) -> np.ndarray:
    """The runtime's rule: benign below the threshold, else the likeliest poison class."""
    poison = probs[:, 1:].argmax(1) + 1
    return np.where(1.0 - probs[:, 0] >= threshold, poison, 0)


def auc(scores: np.ndarray, positive: np.ndarray) -> float:
    """ROC AUC by the rank-sum (Mann-Whitney) formula, ties averaged."""
    order = scores.argsort(kind="stable")
    ranks = np.empty(len(scores))
    ranks[order] = np.arange(1, len(scores) + 1)
    for value in np.unique(scores):
        tied = scores == value
        ranks[tied] = ranks[tied].mean()
    n_pos, n_neg = positive.sum(), (~positive).sum()
    return float((ranks[positive].sum() - n_pos * (n_pos + 1) / 2) / (n_pos * n_neg))


def _prf(tp: int, fp: int, fn: int) -> tuple[float, float, float]:
    precision = tp / (tp + fp) if tp + fp else 0.0
    recall = tp / (tp + fn) if tp + fn else 0.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    return precision, recall, f1


def report(probs: np.ndarray, rows: list[dict[str, Any]]) -> dict[str, Any]:
    """Metrics from full class probabilities (the torch models)."""
    return report_scores(1.0 - probs[:, 0], categories(probs), rows)


def report_scores(
    p_poison: np.ndarray, pred: np.ndarray, rows: list[dict[str, Any]]
) -> dict[str, Any]:
    """Binary poison metrics, per-category F1, macro F1 and hard-negative FPR.

    Args:
        p_poison: Poison probability per row.
        pred: Predicted label index per row (0 = benign), as the runtime decides it.
        rows: The examples, with ``label`` and ``hard``.
    """
    gold = np.array([LABELS.index(r["label"]) for r in rows])
    hard = np.array([bool(r["hard"]) for r in rows])
    is_poison, flagged = gold != 0, pred != 0
    p, r, f = _prf(
        int((flagged & is_poison).sum()),
        int((flagged & ~is_poison).sum()),
        int((~flagged & is_poison).sum()),
    )
    per_cat = {
        LABELS[c]: _prf(
            int(((pred == c) & (gold == c)).sum()),
            int(((pred == c) & (gold != c)).sum()),
            int(((pred != c) & (gold == c)).sum()),
        )[2]
        for c in range(len(LABELS))
    }
    return {
        "n": len(rows),
        "precision": p,
        "recall": r,
        "f1": f,
        "auc": auc(p_poison, is_poison),
        "fpr_benign": float(flagged[~is_poison].mean()),
        "fpr_hard_negatives": float(flagged[hard].mean()),
        "n_hard": int(hard.sum()),
        "category_accuracy_on_poison": float((pred[is_poison] == gold[is_poison]).mean()),
        "macro_f1": float(np.mean(list(per_cat.values()))),
        "f1_by_category": per_cat,
    }


def fmt(name: str, m: dict[str, Any]) -> str:
    """One line per model, the figures the model card cites."""
    return (
        f"{name:<12} P={m['precision']:.3f} R={m['recall']:.3f} F1={m['f1']:.3f} "
        f"AUC={m['auc']:.3f} FPR(benign)={m['fpr_benign']:.3f} "
        f"FPR(hard neg)={m['fpr_hard_negatives']:.3f} macroF1={m['macro_f1']:.3f} "
        f"cat.acc={m['category_accuracy_on_poison']:.3f}"
    )
