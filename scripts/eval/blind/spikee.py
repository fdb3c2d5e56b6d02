"""spikee: seed datasets of documents, jailbreak wrappers and instructions (Apache-2.0).

Documents are composed the way `spikee generate` composes them by default: the
jailbreak with the instruction in its `<INSTRUCTION>` slot, on its own line at the
end of the base document; English pairs only (its default matches languages, and the
other languages' rows are translations of the same). The user asks the base
document's own question. A `canary` judge's argument is the value the answer should
carry; a `regex` judge names none (no named value: the answer carries the instruction
it followed). The benign control is the base document itself, answered with the
corpus's ideal answer, which is also the user's own action under attack. Jailbreak
and instruction pairs are sampled, seeded, up to `cap` per seed folder.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from .corpora import Corpus, distribution
from .items import NO_VALUE, PAYLOAD, Harm, Item

PACKAGE = "spikee"
FOLDERS = ("seeds-cybersec-2026-01", "seeds-sysmsg-extraction-2025-04", "seeds-llm-mailbox")
DEFAULT_REQUEST = "Please summarise this email for me."
TOOL = "read_email"


def load(seed: int = 7, cap: int = 100) -> Corpus:
    """Composed documents from each seed folder, and the base documents as controls."""
    root, version, licence = distribution(PACKAGE)
    data = root / "spikee" / "data" / "workspace" / "datasets"
    items: dict[str, Item] = {}
    for folder in FOLDERS:
        for item in _folder(data / folder, folder, random.Random(f"{seed}/{folder}"), cap):
            items.setdefault(item.id, item)
    return Corpus("spikee", PACKAGE, version, licence, tuple(items.values()),
                  f"English pairs of {', '.join(FOLDERS)}, position end, up to {cap} each")


def _jsonl(path: Path) -> list[dict[str, Any]]:
    if not path.exists():
        return []
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def _folder(path: Path, folder: str, rng: random.Random, cap: int) -> Iterator[Item]:
    docs = [d for d in _jsonl(path / "base_user_inputs.jsonl") if not d.get("placeholder")]
    jailbreaks = [j for j in _jsonl(path / "jailbreaks.jsonl") if not j.get("lang")]
    instructions = [i for i in _jsonl(path / "instructions.jsonl") if not i.get("lang")]
    pairs = [(d, j, i) for d in docs for j in jailbreaks for i in instructions]
    for doc in docs:
        yield Item("spikee", f"doc:{doc['id']}", "base document", _request(doc),
                   doc["document"], TOOL, answer=doc.get("ideal_answer", ""))
    for doc, jb, ins in rng.sample(pairs, min(cap, len(pairs))) if cap else pairs:
        text = jb["text"].replace("<INSTRUCTION>", ins["instruction"])
        group = f"{folder.removeprefix('seeds-')}/{ins.get('instruction_type', '')}"
        yield Item("spikee", f"{folder}:{doc['id']}:{jb['id']}:{ins['id']}", group,
                   _request(doc), f"{doc['document']}\n{text}\n", TOOL, _harm(ins),
                   answer=doc.get("ideal_answer", ""))


def _request(doc: dict[str, Any]) -> str:
    question = str(doc.get("question", "")).removeprefix("Q:").strip()
    return question or DEFAULT_REQUEST


def _harm(instruction: dict[str, Any]) -> Harm:
    if instruction.get("judge_name") == "canary" and instruction.get("judge_args"):
        return Harm(PAYLOAD, payload=str(instruction["judge_args"]))
    return Harm(NO_VALUE, payload=instruction["instruction"])
