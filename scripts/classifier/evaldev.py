"""Training rows drawn from the end-to-end evaluation's *dev* families only.

``scripts/eval/`` generates agent sessions in families split into dev and
held-out. The dev families may be trained on; the held-out ones, and the
held-out half of each task's phrase pools, never are: :func:`rows` asks the
generator for dev sessions alone (and checks that none other came back), with
seeds other than the evaluation's. Every tool and retrieved entry becomes a
row: the entries an attacked session marks as poisoned are labelled by what
their family plants, the rest are benign.

Poisoned entries of the contradiction and low-confidence families are left
out: their text is an ordinary figure or reading (what is wrong is that a
system of record disagrees, or that the reading is weak), which tier 1 judges
from claims and confidence; labelling them poison would teach the model to
flag every figure.

All rows go to the training split, as families named ``evaldev_<family>``.
"""

from __future__ import annotations

import sys
from collections import defaultdict
from typing import Any

from common import REPO

sys.path.insert(0, str(REPO / "scripts"))

from eval.families import DEV, FAMILIES, generate  # scripts/ is not a package

SESSIONS_PER_FAMILY = 40
SCORED = ("tool", "retrieved")
POISON_LABEL = {
    "inject-override": "injected_instruction",
    "inject-addressed": "injected_instruction",
    "authority-tag": "fake_authority",
    "plant-wiki": "fabricated_fact",
}
SKIP_POISON = ("contra-old-mail", "weak-ocr")
# Dev families added after the shipped model was trained (the task-alignment ones, whose
# harm is an action the user did not ask for, not a planted text): left out, so the
# pipeline draws the data set the shipped model was trained on.
LATER = "align-"
MAX_BENIGN_PER_FAMILY = 220


def rows(seed: int, per_family: int = SESSIONS_PER_FAMILY) -> list[dict[str, Any]]:
    """Deduplicated tool and retrieved entries of dev sessions, labelled; all in train."""
    dev = [f for f in FAMILIES if f.split == DEV and not f.name.startswith(LATER)]
    by_family: dict[str, list[dict[str, Any]]] = defaultdict(list)
    seen: set[str] = set()
    for spec in generate(seed, {DEV: per_family}, dev):
        assert spec.split == DEV, spec.id
        for entry in spec.entries:
            if entry.source.value not in SCORED or entry.content in seen:
                continue
            label = _label(spec.family, entry.id in spec.poison_ids)
            if label is None:
                continue
            seen.add(entry.content)
            by_family[spec.family].append(_row(entry, label, spec.family))
    out: list[dict[str, Any]] = []
    for _, part in sorted(by_family.items()):
        benign = [r for r in part if r["label"] == "benign"][:MAX_BENIGN_PER_FAMILY]
        out += benign + [r for r in part if r["label"] != "benign"]
    return out


def _label(family: str, poisoned: bool) -> str | None:
    if not poisoned:
        return "benign"
    if family in SKIP_POISON:
        return None
    return POISON_LABEL[family]


def _row(entry: Any, label: str, family: str) -> dict[str, Any]:
    return {
        "text": entry.content,
        "source": entry.source.value,
        "kind": entry.kind.value,
        "label": label,
        "family": f"evaldev_{family}",
        "split": "train",
        "hard": label == "benign",
        "carrier": None,
    }
