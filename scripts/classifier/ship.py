"""ONNX export, int8 quantisation and the files shipped in models/poison-v1/."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import manifest
import torch
from common import LABELS, MAX_LEN, SHIP, THRESHOLD
from onnxruntime.quantization import QuantType, quantize_dynamic
from tokenizers import Tokenizer

from mage.sidecar.evaluation.tiers.classifier.model import INPUT_FORMAT, MODEL, TOKENIZER
from mage.sidecar.evaluation.tiers.classifier.model import LABELS as LABELS_FILE

NAME = "poison-v1"
VERSION = "1.0.0"
OPSET = 17


def runtime_tokenizer(path: Path) -> Tokenizer:
    """The MiniLM fast tokenizer set up as the runtime sets it up (truncate, pad to longest)."""
    tokenizer = Tokenizer.from_file(str(path))
    tokenizer.no_padding()
    tokenizer.enable_truncation(MAX_LEN)
    return tokenizer


def export(model: torch.nn.Module, path: Path) -> None:
    """Exports with dynamic batch and sequence axes; probabilities are the only output."""
    ids = torch.randint(1000, 2000, (2, 16), dtype=torch.long)
    mask = torch.ones_like(ids)
    torch.onnx.export(
        model,
        (ids, mask),
        str(path),
        input_names=["input_ids", "attention_mask"],
        output_names=["probs"],
        opset_version=OPSET,
        dynamo=False,
        dynamic_axes={
            "input_ids": {0: "batch", 1: "sequence"},
            "attention_mask": {0: "batch", 1: "sequence"},
            "probs": {0: "batch"},
        },
    )


def quantize(source: Path, target: Path) -> None:
    """Dynamic int8: weights stored as int8, activations quantised per call."""
    quantize_dynamic(str(source), str(target), weight_type=QuantType.QInt8)


def package(model: Path, tokenizer: Tokenizer, to: Path = SHIP) -> None:
    """Writes model, tokenizer and labels to `to` (SHIP unless said), then the manifest."""
    to.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(model, to / MODEL)
    # Padding and truncation are set by the runtime; ship the file without them.
    tokenizer.no_padding()
    tokenizer.no_truncation()
    tokenizer.save(str(to / TOKENIZER), pretty=False)
    labels = {
        "labels": LABELS,
        "benign": "benign",
        "threshold": THRESHOLD,
        "input_format": INPUT_FORMAT,
        "max_length": MAX_LEN,
    }
    (to / LABELS_FILE).write_text(json.dumps(labels, indent=2) + "\n")
    write_manifest(to)


def write_manifest(to: Path = SHIP) -> None:
    """Records name, version and the sha256 of every shipped file."""
    manifest.write_manifest(to)
