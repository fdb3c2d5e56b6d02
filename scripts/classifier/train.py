"""Trains the teacher, distils the student, exports, quantises and ships poison-v1.

Usage (from the repository root, with the ``train`` extra installed)::

    python scripts/classifier/train.py                 # the whole pipeline
    python scripts/classifier/train.py --reuse-teacher # keep work/teacher.pt
    python scripts/classifier/manifest.py              # after editing MODEL_CARD.md

Everything runs on one CPU thread with fixed seeds. Intermediate artifacts go
to ``scripts/classifier/work/`` (git-ignored); the shipped files go to
``models/poison-v1/``.
"""

from __future__ import annotations

import argparse
import json
import random
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import common
import make_data
import metrics
import numpy as np
import ship
import torch
from common import LABELS, MAX_LEN, SEED, WORK, minilm_dir, model_input
from nets import Exported, Student, Teacher
from tokenizers import Tokenizer
from torch import nn
from torch.nn import functional as F

BATCH = 32
TEACHER = {"epochs": 1, "lr": 5e-5, "head_lr": 1e-3}
STUDENT = {
    "hidden": 128,
    "layers": 2,
    "heads": 4,
    "ffn": 512,
    "epochs": 6,
    "lr": 1e-3,
    "temperature": 2.0,
    "alpha": 0.7,
    "transfer_draws": 1,
}


_START = time.perf_counter()


def log(message: str) -> None:
    """Prints a message with the seconds since the pipeline started."""
    print(f"[{time.perf_counter() - _START:7.1f}s] {message}", flush=True)


def encode(tokenizer: Tokenizer, rows: list[dict[str, Any]]) -> list[list[int]]:
    """Token ids per row, truncated to MAX_LEN, exactly as the runtime encodes."""
    texts = [model_input(r["text"], r["source"], r["kind"]) for r in rows]
    return [e.ids for e in tokenizer.encode_batch(texts)]


def batches(
    ids: list[list[int]], order: list[int]
) -> Iterator[tuple[list[int], torch.Tensor, torch.Tensor]]:
    """Yields (indices, input_ids, attention_mask), each batch padded to its longest row."""
    for start in range(0, len(order), BATCH):
        idx = order[start : start + BATCH]
        width = max(len(ids[i]) for i in idx)
        tensor = torch.zeros(len(idx), width, dtype=torch.long)
        for row, i in enumerate(idx):
            tensor[row, : len(ids[i])] = torch.tensor(ids[i])
        yield idx, tensor, (tensor != 0).long()


def bucketed(ids: list[list[int]], rng: random.Random) -> list[int]:
    """A shuffled order in which each run of 20 batches is sorted by length (less padding)."""
    order = list(range(len(ids)))
    rng.shuffle(order)
    chunk = BATCH * 20
    parts = [
        sorted(order[k : k + chunk], key=lambda i: len(ids[i])) for k in range(0, len(order), chunk)
    ]
    blocks = [p[k : k + BATCH] for p in parts for k in range(0, len(p), BATCH)]
    rng.shuffle(blocks)
    return [i for block in blocks for i in block]


def schedule(optimizer: torch.optim.Optimizer, steps: int) -> torch.optim.lr_scheduler.LambdaLR:
    """Linear warm-up over 10% of the steps, then linear decay to zero."""
    warm = max(1, steps // 10)
    return torch.optim.lr_scheduler.LambdaLR(
        optimizer, lambda s: min((s + 1) / warm, max(0.0, (steps - s) / (steps - warm)))
    )


@torch.no_grad()
def logits_of(model: nn.Module, ids: list[list[int]]) -> np.ndarray:
    """Runs a model over all rows in eval mode; returns the logits."""
    model.eval()
    order = sorted(range(len(ids)), key=lambda i: len(ids[i]))
    out = np.zeros((len(ids), len(LABELS)), dtype=np.float32)
    for idx, input_ids, mask in batches(ids, order):
        out[idx] = model(input_ids, mask).numpy()
    return out


def softmax(logits: np.ndarray) -> np.ndarray:
    shifted = np.exp(logits - logits.max(1, keepdims=True))
    return shifted / shifted.sum(1, keepdims=True)


def fit(
    model: nn.Module,
    optimizer: torch.optim.Optimizer,
    ids: list[list[int]],
    epochs: int,
    loss_fn: Any,
    name: str,
) -> None:
    """The shared training loop; ``loss_fn(logits, indices)`` gives the batch loss."""
    rng = random.Random(SEED)
    steps = epochs * -(-len(ids) // BATCH)
    sched = schedule(optimizer, steps)
    for epoch in range(epochs):
        model.train()
        total = 0.0
        for idx, input_ids, mask in batches(ids, bucketed(ids, rng)):
            loss = loss_fn(model(input_ids, mask), idx)
            optimizer.zero_grad()
            loss.backward()
            nn.utils.clip_grad_norm_(model.parameters(), 1.0)
            optimizer.step()
            sched.step()
            total += loss.item() * len(idx)
        log(f"{name} epoch {epoch + 1}/{epochs}: loss {total / len(ids):.4f}")


def train_teacher(ids: list[list[int]], gold: torch.Tensor) -> Teacher:
    teacher = Teacher(str(minilm_dir()), len(LABELS))
    groups = [
        {"params": teacher.encoder.parameters(), "lr": TEACHER["lr"]},
        {"params": teacher.head.parameters(), "lr": TEACHER["head_lr"]},
    ]
    optimizer = torch.optim.AdamW(groups, weight_decay=0.01)
    fit(
        teacher,
        optimizer,
        ids,
        TEACHER["epochs"],
        lambda logits, idx: F.cross_entropy(logits, gold[idx]),
        "teacher",
    )
    return teacher


def train_student(
    teacher: Teacher, ids: list[list[int]], gold: torch.Tensor, soft: torch.Tensor
) -> Student:
    cfg = STUDENT
    student = Student(
        teacher.encoder.config.vocab_size,
        cfg["hidden"],
        cfg["layers"],
        cfg["heads"],
        cfg["ffn"],
        len(LABELS),
        MAX_LEN,
    )
    student.init_from(teacher)
    optimizer = torch.optim.AdamW(student.parameters(), lr=cfg["lr"], weight_decay=0.01)
    temp, alpha = cfg["temperature"], cfg["alpha"]

    def loss_fn(logits: torch.Tensor, idx: list[int]) -> torch.Tensor:
        # Hinton et al.: KL at temperature T, scaled by T^2, mixed with the hard labels.
        kd = (
            F.kl_div(
                F.log_softmax(logits / temp, -1),
                F.softmax(soft[idx] / temp, -1),
                reduction="batchmean",
            )
            * temp
            * temp
        )
        return alpha * kd + (1 - alpha) * F.cross_entropy(logits, gold[idx])

    fit(student, optimizer, ids, cfg["epochs"], loss_fn, "student")
    return student


def transfer_rows(train: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Fresh draws from the training families only, for the teacher to label."""
    families = {r["family"] for r in train}
    rows: list[dict[str, Any]] = []
    for k in range(STUDENT["transfer_draws"]):
        rows += [r for r in make_data.build(seed=SEED + 1 + k) if r["family"] in families]
    return rows


def evaluate(
    models: dict[str, nn.Module], ids: list[list[int]], rows: list[dict[str, Any]]
) -> dict[str, Any]:
    results = {}
    for name, model in models.items():
        results[name] = metrics.report(softmax(logits_of(model, ids)), rows)
        log(metrics.fmt(name, results[name]))
    return results


def load_or_train_teacher(reuse: bool, ids: list[list[int]], gold: torch.Tensor) -> Teacher:
    path = WORK / "teacher.pt"
    if reuse and path.exists():
        teacher = Teacher(str(minilm_dir()), len(LABELS))
        teacher.load_state_dict(torch.load(path, weights_only=True))
        log(f"teacher reused from {path}")
        return teacher
    teacher = train_teacher(ids, gold)
    torch.save(teacher.state_dict(), path)
    return teacher


def ship_teacher(reuse_teacher: bool, to: Path) -> None:
    """The teacher alone, exported and quantised as the student is, as a model folder at
    `to` for a comparison (`suite_outputs.py --model-dir`, `eval-suite --config` with
    `classifier.model_dir`); models/poison-v1 is left as it is."""
    common.seed_everything()
    make_data.main()
    rows = make_data.load("train")
    tokenizer = ship.runtime_tokenizer(minilm_dir() / "tokenizer.json")
    gold = torch.tensor([LABELS.index(r["label"]) for r in rows])
    teacher = load_or_train_teacher(reuse_teacher, encode(tokenizer, rows), gold)
    fp32 = WORK / "teacher.fp32.onnx"
    ship.export(Exported(teacher).eval(), fp32)
    ship.quantize(fp32, WORK / "teacher.int8.onnx")
    ship.package(WORK / "teacher.int8.onnx", tokenizer, to)
    log(f"teacher shipped to {to}")


def run(reuse_teacher: bool) -> None:
    common.seed_everything()
    make_data.main()
    rows = {s: make_data.load(s) for s in ("train", "val", "test")}
    tokenizer = ship.runtime_tokenizer(minilm_dir() / "tokenizer.json")
    ids = {s: encode(tokenizer, r) for s, r in rows.items()}
    gold = torch.tensor([LABELS.index(r["label"]) for r in rows["train"]])
    teacher = load_or_train_teacher(reuse_teacher, ids["train"], gold)
    extra = transfer_rows(rows["train"])
    kd_ids = ids["train"] + encode(tokenizer, extra)
    kd_gold = torch.cat([gold, torch.tensor([LABELS.index(r["label"]) for r in extra])])
    soft = torch.from_numpy(logits_of(teacher, kd_ids))
    log(f"teacher labelled {len(kd_ids)} rows ({len(extra)} transfer rows)")
    torch.manual_seed(SEED)
    student = train_student(teacher, kd_ids, kd_gold, soft)
    fp32 = WORK / "student.fp32.onnx"
    ship.export(Exported(student).eval(), fp32)
    ship.quantize(fp32, WORK / "student.int8.onnx")
    ship.package(WORK / "student.int8.onnx", tokenizer)
    log("shipped to " + str(common.SHIP))
    results = {
        s: evaluate({"teacher": teacher, "student": student}, ids[s], rows[s])
        for s in ("val", "test")
    }
    Path(WORK / "metrics.json").write_text(json.dumps(results, indent=2))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--reuse-teacher",
        action="store_true",
        help="load work/teacher.pt instead of fine-tuning again",
    )
    parser.add_argument(
        "--no-eval-dev",
        action="store_true",
        help="leave out the rows drawn from the end-to-end evaluation's dev families",
    )
    parser.add_argument(
        "--prose",
        action="store_true",
        help="also train on prose that asks its reader for something (benign_prose; not shipped)",
    )
    parser.add_argument(
        "--tool-output",
        action="store_true",
        help="also train on windows of generated tool output (benign_tools; not shipped)",
    )
    parser.add_argument(
        "--manifest-only", action="store_true", help="only rewrite models/poison-v1/manifest.json"
    )
    parser.add_argument(
        "--teacher-to",
        type=Path,
        metavar="DIR",
        help="only fine-tune the teacher and ship it, int8, as a model folder at DIR (not shipped)",
    )
    args = parser.parse_args()
    WORK.mkdir(parents=True, exist_ok=True)
    make_data.EVAL_DEV = not args.no_eval_dev
    make_data.TOOL_OUTPUT = args.tool_output
    make_data.PROSE_DATA = args.prose
    if args.manifest_only:
        ship.write_manifest()
        return
    if args.teacher_to:
        ship_teacher(args.reuse_teacher, args.teacher_to)
        return
    run(args.reuse_teacher)
    log("done; now run scripts/classifier/evaluate.py for the int8 figures")


if __name__ == "__main__":
    main()
