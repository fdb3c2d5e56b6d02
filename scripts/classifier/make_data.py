"""Generates the poisoning data set, reproducibly, and splits it by template family.

Usage: ``python scripts/classifier/make_data.py`` writes
``work/data/{train,val,test}.jsonl`` and prints counts.

Each example: text, source, kind, label, family, split, hard (a benign hard
negative), carrier (the benign family a payload was hidden in, if any).
Families, not examples, are assigned to splits, so the test split holds only
phrasings the models never saw; carriers for a payload are drawn from benign
families of the same split so no test text leaks into training.
"""

from __future__ import annotations

import json
import random
import re
from collections import Counter
from dataclasses import dataclass
from typing import Any

import benign_prose
import benign_tools
import evaldev
from benign import BENIGN, PAIRED, PROCEDURAL, Family
from benign_prose import PROC_PROSE, PROSE
from benign_records import PAIRED_MORE, PROC_RECORDS, RECORDS
from common import LABELS, MAX_LEN, SEED, WORK, minilm_dir, model_input
from poison import POISON, RULES
from poison_plain import PLAIN
from pools import fill
from tokenizers import Tokenizer

PER_BENIGN = 110
PER_POISON = 45
PER_PLAIN = 70  # the plain-statement poison families: the hardest to tell from records
PER_TWIN = 30
# Windows of generated tool output per kind (`benign_tools`), each split, when TOOL_OUTPUT
# (`train.py --tool-output`). Off for the shipped model: tried, it flagged fewer ordinary
# documents of kinds it never saw but stopped more of the suite's clean sessions (the
# model card, "Tried and not shipped").
TOOL_OUTPUT = False
PER_TOOL = 110
CARRIER_TOKENS = 72  # a tool-output window that carries a payload leaves room for it
# Also train on sessions of the end-to-end evaluation's dev families (never its
# held-out ones); ``train.py --no-eval-dev`` turns it off.
EVAL_DEV = True
# Prose written for a person that asks its reader for something, and ordinary listings
# of such lines (`benign_prose`), with a fifth of the hidden payloads planted in a
# listing's record: ``train.py --prose``. Off for the shipped model: tried, it flagged
# fewer clean tool outputs but let more attacks through (the model card, "Tried and not
# shipped"); off, the data is exactly poison-v1@0b2c812582fd's.
PROSE_DATA = False
_BASE_CARRIERS = BENIGN + PAIRED + PAIRED_MORE + PROCEDURAL + RECORDS + PROC_RECORDS
_PLAIN_IDS = {f.id for f in PLAIN}
SPLIT_SHARE = {"test": 0.25, "val": 0.15}
SYNONYMS = {
    "please": ["kindly", "pls", "please"],
    "immediately": ["right away", "at once", "now"],
    "before": ["prior to", "ahead of"],
    "always": ["every time", "consistently"],
    "send": ["email", "send over"],
    "check": ["verify", "look at"],
    "now": ["right now", "asap"],
    "the user": ["the customer", "the human"],
    "update": ["change", "refresh"],
    "important": ["critical", "key"],
    "review": ["go over", "look over"],
}
WRAPPERS = [
    "{}",
    "{}",
    "{}",
    "{}",
    "Note: {}",
    "FYI: {}",
    "> {}",
    "{} (auto-generated)",
    '"{}"',
    "Re: {}",
    "{}\n--\nSent from my phone",
    "IMPORTANT: {}",
    "Update: {}",
    "From: {person} <{addr}>\nSubject: {subject}\n\n{}\n\n{first}",
    "From: {person} <{addr}>\nSubject: {subject}\n\nHi,\n{}\n\nThanks,\n{first}",
    "{first} wrote:\n> {}",
]
_WORD = re.compile(r"\b(" + "|".join(map(re.escape, SYNONYMS)) + r")\b", re.IGNORECASE)


def paraphrase(text: str, rng: random.Random) -> str:
    """Applies the shared surface rules: synonyms, wrappers, case, typos, line breaks."""
    text = _WORD.sub(
        lambda m: rng.choice(SYNONYMS[m.group(1).lower()]) if rng.random() < 0.35 else m.group(0),
        text,
    )
    if text[:1].islower() and rng.random() < 0.85:
        text = text[0].upper() + text[1:]
    text = fill(rng.choice(WRAPPERS), rng).format(text)
    roll = rng.random()
    if roll < 0.05:
        text = text.lower()
    elif roll < 0.08:
        text = text.upper()
    if rng.random() < 0.15:
        text = _typo(text, rng)
    if rng.random() < 0.1:
        text = text.replace(". ", ".\n")
    return text.strip()


def _typo(text: str, rng: random.Random) -> str:
    words = text.split(" ")
    i = rng.randrange(len(words))
    word = words[i]
    if len(word) > 3 and word.isalpha():
        j = rng.randrange(len(word) - 1)
        words[i] = word[:j] + word[j + 1] + word[j] + word[j + 2 :]
    return " ".join(words)


def assign_splits(families: list[Family], rng: random.Random) -> dict[str, str]:
    """Assigns each family to train/val/test, per category, by the shares in SPLIT_SHARE.

    Each paired hard-negative family goes one way to train and the other to test;
    procedural families always go to train.
    """
    out: dict[str, str] = {fam.id: "train" for fam in _always_train()}
    paired = PAIRED + PAIRED_MORE + (PROSE if PROSE_DATA else [])
    for fam in [f for f in paired if f.id.endswith("_b")]:
        pair = [fam.id.removesuffix("_b"), fam.id]
        rng.shuffle(pair)
        out.update({pair[0]: "train", pair[1]: "test"})
    for label in LABELS:
        group = sorted(f.id for f in families if f.category == label and f.id not in out)
        rng.shuffle(group)
        n_test = max(1, round(len(group) * SPLIT_SHARE["test"]))
        n_val = max(1, round(len(group) * SPLIT_SHARE["val"]))
        for k, fid in enumerate(group):
            out[fid] = "test" if k < n_test else "val" if k < n_test + n_val else "train"
    return out


def _always_train() -> list[Family]:
    return PROCEDURAL + PROC_RECORDS + (PROC_PROSE if PROSE_DATA else [])


def carrier_families() -> list[Family]:
    """The benign families drawn as examples and as hosts of hidden payloads."""
    return _BASE_CARRIERS + (PROSE + PROC_PROSE if PROSE_DATA else [])


def _example(
    fam: Family, text: str, rng: random.Random, split: str, carrier: str | None = None
) -> dict[str, Any]:
    return {
        "text": text,
        "source": rng.choice(fam.sources),
        "kind": rng.choice(fam.kinds),
        "label": fam.category,
        "family": fam.id,
        "split": split,
        "hard": fam.hard and fam.category == "benign",
        "carrier": carrier,
    }


FIELD_SHAPES = [
    '{{"note": "{}"}}',
    '"comment": "{}"',
    "<!-- {} -->",
    '<p style="display:none">{}</p>',
    "<td>{}</td>",
    "| note | {} |",
    'remarks,"{}"',
    "next_step: {}",
    "memo={}",
    "# {}",
]


def _hide(payload: str, carrier: str, rng: random.Random) -> str:
    """Hides a payload at the start, middle or end of benign carrier text.

    A third of the time the payload first takes the shape of a field, a comment
    or a cell, as it would inside JSON, HTML, CSV, YAML or a markdown table.
    """
    if rng.random() < 0.33:
        payload = rng.choice(FIELD_SHAPES).format(payload.replace('"', "'"))
    sep = rng.choice(["\n", " ", "\n\n", "\n---\n", " | "])
    lines = carrier.split("\n")
    where = rng.choice(["start", "middle", "end", "end"])
    if where == "start":
        return payload + sep + carrier
    if where == "middle" and len(lines) > 1:
        k = rng.randrange(1, len(lines))
        return "\n".join([*lines[:k], payload, *lines[k:]])
    return carrier + sep + payload


@dataclass(frozen=True)
class ToolFamily(Family):
    """Generated tool output of one kind (`benign_tools`), drawn as model-sized windows of
    whole documents: the train family renders the kind's training layouts, the test family
    the layout held back for it."""

    tool: benign_tools.ToolKind | None = None
    layout_split: str = "train"


def tool_families() -> list[ToolFamily]:
    out = []
    for kind in benign_tools.KINDS:
        for split, suffix in (("train", ""), ("test", "_test")):
            out.append(ToolFamily(f"tool_{kind.name}{suffix}", "benign", kind.sources,
                                  kind.kinds, (), hard=True, carrier=True, tool=kind,
                                  layout_split=split))
    return out


class Builder:
    """Draws examples family by family, rejecting duplicates and over-long texts."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.tokenizer = Tokenizer.from_file(str(minilm_dir() / "tokenizer.json"))
        self.tokenizer.no_padding()
        self.tokenizer.no_truncation()
        self.seen: set[str] = set()

    def fits(self, ex: dict[str, Any]) -> bool:
        text = model_input(ex["text"], ex["source"], ex["kind"])
        return len(self.tokenizer.encode(text).ids) <= MAX_LEN

    def draw(self, fam: Family, n: int, split: str, carriers: list[Family]) -> list[dict]:
        out: list[dict] = []
        for _attempt in range(n * 20):
            if len(out) == n:
                break
            ex = self._one(fam, split, carriers)
            if ex["text"] not in self.seen and self.fits(ex):
                self.seen.add(ex["text"])
                out.append(ex)
        return out

    def _one(self, fam: Family, split: str, carriers: list[Family]) -> dict[str, Any]:
        rng = self.rng
        if isinstance(fam, ToolFamily):
            return _example(fam, self.window(fam, MAX_LEN - 16), rng, split)
        text = paraphrase(fill(rng.choice(fam.templates), rng), rng)
        if fam.category == "benign" or not carriers or rng.random() < 0.5:
            return _example(fam, text, rng, split)
        host = rng.choice(carriers)
        if PROSE_DATA and rng.random() < 0.2:
            listing = [c for c in carriers if c.id == "proc_listing"]
            if listing:  # planted in a record of an ordinary listing, as it arrives
                return _example(fam, benign_prose.hidden_in_listing(text, rng), rng, split,
                                "proc_listing")
        if isinstance(host, ToolFamily):
            carrier = self.window(host, CARRIER_TOKENS)
        else:
            carrier = fill(rng.choice(host.templates), rng)
        return _example(fam, _hide(text, carrier, rng), rng, split, host.id)

    def window(self, fam: ToolFamily, tokens: int) -> str:
        """A run of lines of one rendered document, from a random line, of at most about
        `tokens` tokens (a longer line is cut at a word): what the runtime's windows of a
        long output look like."""
        rng = self.rng
        assert fam.tool is not None
        lines = fam.tool.render(rng, fam.layout_split).split("\n")
        start = rng.randrange(len(lines)) if len(lines) > 3 and rng.random() < 0.7 else 0
        out: list[str] = []
        used = 0
        for line in lines[start:]:
            n = len(self.tokenizer.encode(line).ids) - 2
            if used + n > tokens:
                if not out:  # one long line: as many of its words as fit
                    words = line.split(" ")
                    out.append(" ".join(words[:max(1, len(words) * (tokens - used) // n)]))
                break
            out.append(line)
            used += n + 1
        return "\n".join(out).strip() or lines[0][:200]


def twins() -> list[Family]:
    """Benign twins of the planted-rule frames: same wording, a rule that adds caution.

    Without them "Lesson learned:" would be a poison marker by itself; with them
    the model has to read what the rule asks for.
    """
    return [
        Family(
            f"{fam.id}_twin",
            "benign",
            fam.sources,
            fam.kinds,
            tuple(t.replace("{risky_rule}", "{safe_rule}") for t in fam.templates),
            hard=True,
        )
        for fam in RULES
    ]


def _count(fam: Family) -> int:
    if isinstance(fam, ToolFamily):
        return PER_TOOL
    if fam.id == "proc_listing":  # ordinary multi-record tool results: the commonest false alarm
        return 3 * PER_BENIGN
    if fam.id.endswith("_twin"):
        return PER_TWIN
    # With the prose families, poison is drawn a fifth more often, so the share of
    # poisoned rows stays near what it was without them.
    more = 1.2 if PROSE_DATA else 1.0
    if fam.id in _PLAIN_IDS:
        return round(PER_PLAIN * more)
    return PER_BENIGN if fam.category == "benign" else round(PER_POISON * more)


def build(seed: int = SEED, split_seed: int = SEED) -> list[dict[str, Any]]:
    """Builds the whole data set; the same seeds always give the same list.

    Args:
        seed: Seeds the draws of templates, slots and paraphrase rules.
        split_seed: Seeds the family-to-split assignment, kept apart so that a
            fresh draw (another ``seed``) keeps the same split.
    """
    families = carrier_families() + POISON + PLAIN
    tools = tool_families() if TOOL_OUTPUT else []
    ids = [f.id for f in families + tools]
    assert len(ids) == len(set(ids)), "family ids must be unique"
    builder = Builder(seed)
    split_of = assign_splits(families, random.Random(split_seed))
    benign_prose.TRAIN_SHAPED[:] = [f for f in PROSE if split_of.get(f.id) == "train"]
    split_of.update({f.id: f.layout_split for f in tools})
    families += tools
    twin_list = twins()
    split_of.update({t.id: split_of[t.id.removesuffix("_twin")] for t in twin_list})
    families += twin_list
    rows: list[dict[str, Any]] = []
    hosts: list[Family] = [*carrier_families(), *tools]
    for fam in families:
        split = split_of[fam.id]
        carriers = [b for b in hosts if b.carrier and split_of[b.id] == split]
        rows.extend(builder.draw(fam, _count(fam), split, carriers))
    if EVAL_DEV:
        rows.extend(r for r in evaldev.rows(seed) if builder.fits(r))
    return rows


def load(split: str) -> list[dict[str, Any]]:
    """Reads one split written by :func:`main`."""
    path = WORK / "data" / f"{split}.jsonl"
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def main() -> None:
    rows = build()
    out = WORK / "data"
    out.mkdir(parents=True, exist_ok=True)
    for split in ("train", "val", "test"):
        part = [r for r in rows if r["split"] == split]
        with (out / f"{split}.jsonl").open("w", encoding="utf-8") as handle:
            handle.writelines(json.dumps(r, ensure_ascii=False) + "\n" for r in part)
        counts = Counter(r["label"] for r in part)
        fams = len({r["family"] for r in part})
        hard = sum(r["hard"] for r in part)
        print(
            f"{split}: {len(part)} examples, {fams} families, {hard} hard negatives, "
            f"{dict(sorted(counts.items()))}"
        )


if __name__ == "__main__":
    main()
