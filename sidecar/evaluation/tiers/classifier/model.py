"""Tier 2: the distilled poisoning classifier, run with onnxruntime.

The model scores the content of one memory entry, given its source and kind,
for poisoning: instructions hidden in data, fake authority, planted rules,
exfiltration requests and fabricated facts. Only numpy, onnxruntime and
tokenizers are needed at run time; the training code is in
``scripts/classifier/``.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Sequence
from dataclasses import dataclass
from importlib.resources import files
from pathlib import Path
from typing import Any, Literal, overload

import numpy as np
import onnxruntime as ort
from tokenizers import Tokenizer

from mage.sidecar.errors import MageError
from mage.sidecar.evaluation import intent
from mage.sidecar.memory.detectors import detect_injection
from mage.sidecar.memory.prose import is_prose, merged, prose_parts

__all__ = [
    "INPUT_FORMAT",
    "Classifier",
    "ContentScore",
    "ModelError",
    "ScoreInput",
    "default_model_dir",
]

MANIFEST = "manifest.json"
MODEL = "model.int8.onnx"
TOKENIZER = "tokenizer.json"
LABELS = "labels.json"
# The string the model was trained on; labels.json carries the same template so
# that a retrained model can change it without a code change here.
INPUT_FORMAT = "[source={source} kind={kind}] {content}"
_REQUIRED = (MODEL, TOKENIZER, LABELS)
_RETRAIN_HINT = "reinstall mage-guard or rebuild it with scripts/classifier/train.py"


class ModelError(MageError):
    """The model directory is missing, incomplete or does not match its manifest."""


@dataclass(frozen=True, slots=True)
class ContentScore:
    """The classifier's verdict on one entry.

    Attributes:
        p_poison: Probability, 0..1, that the content is poisoned (1 - p(benign)).
        category: The most likely poison category, or "benign" when p_poison is
            below the model's threshold.
    """

    p_poison: float
    category: str
    passages: tuple[tuple[int, int], ...] = ()
    """Where in the content the finding lies (character spans), for a poisoned entry whose
    segments were scored apart (`Classifier.passages`); () when not located."""


@dataclass(frozen=True, slots=True)
class ScoreInput:
    """What the classifier reads from one memory entry.

    Attributes:
        content: The entry's text (JSON content serialised to text).
        source: "user", "tool", "llm_reasoning", "system" or "retrieved".
        kind: The entry kind, e.g. "observation", "fact", "plan".
    """

    content: str
    source: str
    kind: str
    handed: bool = False
    """Whether a request of the user's hands its steps to this entry (`delegation`): its
    orders are then the user's, and one that speaks to the reader is located only beside
    a finding (`Classifier.passages`)."""


MAX_ROWS = 32  # model inputs per run; bounds the runtime's working memory (see `score`)

class Classifier:
    """Scores memory content for poisoning with the shipped int8 ONNX model."""

    name = "classifier"

    def __init__(
        self, model_dir: Path | None = None, *, threads: int = 1, max_length: int = 128
    ) -> None:
        """Loads and verifies the model.

        Args:
            model_dir: Folder holding the manifest, model, tokenizer and labels;
                defaults to the ``poison-v1`` model shipped in ``mage.models``.
            threads: onnxruntime intra-op threads; 1 keeps scoring off the
                cores that serve requests.
            max_length: Token budget per model input. Longer content is scored
                in overlapping windows of this size, each with the source and
                kind header, and its score is the highest window's.

        Raises:
            ModelError: A file is missing, unreadable or differs from the
                sha256 recorded in ``manifest.json``.
        """
        directory = Path(model_dir) if model_dir is not None else default_model_dir()
        manifest = _read_json(directory / MANIFEST)
        digests = _verify(directory, manifest)
        self._labels, self._benign, self._threshold, self._format = _read_labels(directory / LABELS)
        self._tokenizer = _load_tokenizer(directory / TOKENIZER)
        self._max_length = max_length
        self._session = _load_session(directory / MODEL, threads)
        self._version = f"{manifest.get('name', directory.name)}@{digests[MODEL][:12]}"

    @property
    def version(self) -> str:
        """Model name and the first 12 hex digits of its sha256, for audit records."""
        return self._version

    @property
    def threshold(self) -> float:
        """The probability from which the model names a poison category."""
        return float(self._threshold)

    @property
    def labels(self) -> tuple[str, ...]:
        """The categories the model can return, "benign" included."""
        return tuple(self._labels)

    def score(self, items: Sequence[ScoreInput]) -> list[ContentScore]:
        """Scores a batch of entries in one model run.

        The batch is padded to its longest member only. Content longer than
        ``max_length`` tokens is cut into overlapping windows; an entry scores
        as its most poisoned window, so a payload past the first window is
        still read. Windows run at most ``MAX_ROWS`` to a model run: the
        runtime keeps the memory of its largest run for good, so a few long
        tool outputs in one batch would otherwise hold hundreds of MB. Dynamic
        int8 quantisation picks activation scales per run, so a score may
        differ from the same entry scored alone by about 1e-2 at most.

        Args:
            items: The entries to score.

        Returns:
            One ContentScore per item, in order.
        """
        return [score for score, _ in self.score_windows(items)]

    def score_windows(self, items: Sequence[ScoreInput]
                      ) -> list[tuple[ContentScore, list[tuple[int, int]]]]:
        """`score`, each entry with the character ranges of its windows the model finds
        poisoned (`hot_ranges`), from the same run."""
        if not items:
            return []
        windows: list[list[int]] = []
        owner: list[int] = []
        ranges: list[tuple[int, int]] = []
        for k, item in enumerate(items):
            cut, spans = self._windows(item, spans=True)
            windows += cut
            ranges += spans
            owner += [k] * len(cut)
        probs = np.concatenate([self._session.run(None, _feeds(windows[i:i + MAX_ROWS]))[0]
                                for i in range(0, len(windows), MAX_ROWS)])
        best: dict[int, np.ndarray] = {}
        hot: list[list[tuple[int, int]]] = [[] for _ in items]
        for k, row, span in zip(owner, probs, ranges, strict=True):
            if k not in best or row[self._benign] < best[k][self._benign]:
                best[k] = row
            if 1.0 - row[self._benign] >= self._threshold:
                hot[k].append(span)
        return [(self._to_score(best[k]), hot[k]) for k in range(len(items))]

    def passages(self, item: ScoreInput, category: str = "",
                 hot: Sequence[tuple[int, int]] | None = None) -> tuple[tuple[int, int], ...]:
        """The spans of a poisoned entry's content that may hold what it asks of the agent.
        Its segments (lines, sentences, JSON string values; short ones joined) are scored
        apart in one run; those the model finds poisoned on their own are kept (when none
        is, the two halves of each adjacent pair it finds poisoned together, except for a
        stated fact, a `category` in STATES, which one segment states), but only
        where they read as prose: a fragment of records, ids and names asks nothing,
        whatever the model makes of it, and a table row is cut to its prose cells
        (`prose_parts`: the flight number beside a note is the table's). Segments that give
        an order (a clause led by a verb that changes something) join them when they stand
        next to one, or speak to the agent ("you", "assistant"). For a finding of an
        instruction (a `category` in ASKING) a poisoned segment must itself give an order
        or speak to the agent or carry a cue of the injection rule, or stand next to one
        that does (of a pair, only the half that does is kept): an instruction instructs,
        and a sentence of a letter the model misreads does neither. Of a document a request
        handed its steps to (`ScoreInput.handed`), an order that speaks to the agent joins
        only beside a finding: such a document addresses its reader ("action items for
        you"), and its orders are what the user asked for. () when nothing is
        poisoned that way (the instruction needs more of the text around it): then no part
        of the entry is located. Content of a single segment is its own passage. An entry
        of more than MAX_SEGMENTS segments is read only in the segments that overlap the
        windows the model finds poisoned (`hot`, as `score_windows` gives them; scored
        here when not given)."""
        text = item.content
        spans = segments(text, limit=0)
        if len(spans) > MAX_SEGMENTS:  # a long entry: read only where the model finds it
            if hot is None:  # poisoned (`hot`, when the caller has them from its score),
                hot = self.hot_ranges(item)  # as many segments as a short one has
            spans = _overlapping(spans, merged(list(hot)))[:MAX_SEGMENTS]
            if not spans:
                return ()
        elif len(spans) < 2:  # one sentence or line: the whole of it is what it asks
            return ((0, len(text)),) if text.strip() else ()
        found, paired = self._hot(item, spans), False
        if not found and category not in STATES:  # two at a time: a tag, then its order
            pairs = [(spans[i][0], spans[i + 1][1]) for i in range(len(spans) - 1)
                     if spans[i][1] == spans[i + 1][0]]  # neighbours in the text only
            found = sorted({j for i in self._hot(item, pairs) for j in (i, i + 1)})
            paired = True
        seg = [text[a:b] for a, b in spans]
        found = [i for i in found if is_prose(seg[i])]
        orders = {i for i, words in enumerate(seg) if intent.orders(words)}
        if category in ASKING:  # an instruction instructs: an order in it or beside it
            asks = orders | {i for i in found if _asks(seg[i])}
            # of a pair, the half that asks (the tag beside an order asks nothing itself)
            found = [i for i in found if (i in asks if paired else asks & {i - 1, i, i + 1})]
        if not found:
            return ()
        near = {j for i in found for j in (i - 1, i + 1)}
        # A document the user handed the steps to speaks to its reader ("action items for
        # you"): its orders are what the user asked, but those beside a finding.
        chosen = set(found) | {i for i in orders if i in near
                               or (not item.handed and _ADDRESSED.search(seg[i]))}
        return merged([part for i in sorted(chosen) for part in prose_parts(text, *spans[i])])

    def locate(self, content: str, hot: Sequence[tuple[int, int]], category: str
               ) -> tuple[tuple[int, int], ...]:
        """The passages among spans of the content the model found poisoned on their own
        (a long output skimmed at a check, `skim`), kept as `passages` keeps them: prose,
        and for a finding of an instruction only what gives an order, speaks to the agent
        or carries a cue of the injection rule."""
        keep = []
        for a, b in hot:
            seg = content[a:b]
            if not is_prose(seg):
                continue
            if category in ASKING and not _asks(seg):
                continue
            keep += prose_parts(content, a, b)
        return merged(keep)

    def _hot(self, item: ScoreInput, spans: Sequence[tuple[int, int]]) -> list[int]:
        """The indexes of the spans the model finds poisoned on their own, in one run."""
        parts = [ScoreInput(item.content[a:b], item.source, item.kind) for a, b in spans]
        return [i for i, s in enumerate(self.score(parts)) if s.p_poison >= self._threshold]

    def hot_ranges(self, item: ScoreInput) -> list[tuple[int, int]]:
        """The character ranges of the content's model windows (as `score` cuts them) that
        the model finds poisoned."""
        return self.score_windows([item])[0][1]

    @overload
    def _windows(self, item: ScoreInput) -> list[list[int]]: ...

    @overload
    def _windows(self, item: ScoreInput, spans: Literal[True]
                 ) -> tuple[list[list[int]], list[tuple[int, int]]]: ...

    def _windows(self, item: ScoreInput, spans: bool = False
                 ) -> list[list[int]] | tuple[list[list[int]], list[tuple[int, int]]]:
        """Token ids of the model inputs for one entry: one, or overlapping windows; with
        `spans`, also the character range of the content each window holds."""
        encoded = self._tokenizer.encode(
            self._format.format(content=item.content, source=item.source, kind=item.kind))
        ids = encoded.ids
        whole = [(0, len(item.content))]
        if len(ids) <= self._max_length:
            return ([ids], whole) if spans else [ids]
        head = self._header_length(item)
        first, body, last = ids[: 1 + head], ids[1 + head : -1], ids[-1:]
        size = self._max_length - len(first) - 1
        if size < 16:  # a header that leaves no room: score the start only
            out = [ids[: self._max_length - 1] + last]
            return (out, whole) if spans else out
        step = max(1, size * 3 // 4)
        starts = [*range(0, len(body) - size, step), len(body) - size]
        windows = [first + body[s : s + size] + last for s in starts]
        if not spans:
            return windows
        pre = len(self._format.split("{content}")[0].format(source=item.source, kind=item.kind))
        offsets = encoded.offsets[1 + head : -1]
        return windows, [(max(0, offsets[s][0] - pre), max(0, offsets[s + size - 1][1] - pre))
                         for s in starts]

    def _header_length(self, item: ScoreInput) -> int:
        """Tokens of the source/kind header (between [CLS] and the content)."""
        empty = self._format.format(content="", source=item.source, kind=item.kind)
        return len(self._tokenizer.encode(empty).ids) - 2

    def _to_score(self, row: np.ndarray) -> ContentScore:
        p_poison = float(min(1.0, max(0.0, 1.0 - row[self._benign])))
        if p_poison < self._threshold:
            return ContentScore(p_poison, self._labels[self._benign])
        # Benign cannot win the argmax here: mask it so a near-tie still names a category.
        masked = row.copy()
        masked[self._benign] = -1.0
        return ContentScore(p_poison, self._labels[int(masked.argmax())])


def _asks(segment: str) -> bool:
    """Whether a segment the model flags asks the agent for something: it gives an order
    or states a duty (`intent.asks`), speaks to the agent, or carries a cue of the
    injection rule."""
    return bool(_ADDRESSED.search(segment) or intent.asks(segment)
                or detect_injection(segment).cues)


def _overlapping(spans: list[tuple[int, int]], ranges: Sequence[tuple[int, int]]
                 ) -> list[tuple[int, int]]:
    """The spans (sorted, disjoint) that overlap one of the ranges (sorted, disjoint), in
    one pass over both."""
    out, k = [], 0
    for a, b in spans:
        while k < len(ranges) and ranges[k][1] <= a:
            k += 1
        if k == len(ranges):
            break
        if ranges[k][0] < b:
            out.append((a, b))
    return out


# Where a segment ends: a line break (inside a JSON string, an escaped one before a list
# item or a heading: a file's to-do list in an API's answer), a sentence end, or the quote
# that closes a JSON string value (a memo, a description, a status field).
_SEGMENT_END = re.compile(r'\n|\\n(?=(?:\\n)*\s*(?:[-*]\s|\d{1,2}[.)]\s|#))|(?<=[.!?])\s+'
                          r'|"\s*[,}\]]')
SEGMENT_MIN, MAX_SEGMENTS = 48, 96


# Words a full stop follows inside a sentence: titles, initials' kin, common abbreviations.
_ABBREVIATIONS = frozenset({
    "dr", "mr", "mrs", "ms", "mx", "prof", "st", "jr", "sr", "nr", "vs", "e.g", "i.e", "inc",
    "ltd", "corp", "approx", "dept", "ref", "tel", "fig", "cf"})
_ABBREVIATION_CHARS = 6


def _abbreviated(content: str, at: int) -> bool:
    """Whether the full stop just before `at` ends an abbreviation or an initial ("Dr.",
    "e.g.", "J.") rather than a sentence."""
    if at == 0 or content[at - 1] != ".":
        return False
    before = content[max(0, at - 1 - _ABBREVIATION_CHARS):at - 1]
    word = before.rsplit(None, 1)[-1] if before.strip() else ""
    word = word.lstrip("([\"'")
    if len(word) == 1 and word.isupper():
        return True  # an initial
    return word.lower() in _ABBREVIATIONS


def segments(content: str, limit: int = MAX_SEGMENTS) -> list[tuple[int, int]]:
    """The content cut into lines, sentences and JSON values, a short one joined to the
    next (at least SEGMENT_MIN characters each) unless a blank line follows it (a
    paragraph is not joined to the next); at most `limit` (0: no limit), the last holding
    the rest."""
    out: list[tuple[int, int]] = []
    start = 0
    for m in _SEGMENT_END.finditer(content):
        if "\n" not in m[0] and _abbreviated(content, m.start()):
            continue  # "Dr. Varga", "J. Smith": the sentence goes on
        end = m.end()
        if ((end - start >= SEGMENT_MIN or content.startswith(("\n", "\\n"), end))
                and content[start:end].strip()):
            out.append((start, end))
            start = end
            if len(out) == limit - 1:
                break
    if content[start:].strip():
        out.append((start, len(content)))
    return out


# Classifier categories that ask the agent for something (the others state a rule or a
# fact, which need not give an order).
ASKING = frozenset({"injected_instruction", "fake_authority", "exfiltration"})
# Categories that state a fact: located only where a segment alone states it (a sentence
# of a letter the model misreads in pairs is no planted fact).
STATES = frozenset({"fabricated_fact"})
# Words that address the agent itself: an order that speaks to "you" or to the assistant
# is an instruction wherever it stands; one in a runbook or a letter ("scale to 12
# replicas", "please adjust your standing order") counts only beside a poisoned segment.
_ADDRESSED = re.compile(r"\b(?:you|assistant|agent|ai|model|bot|llm)(?:\b|_)", re.IGNORECASE)


def default_model_dir() -> Path:
    """The poison-v1 model folder shipped inside the ``mage.models`` package."""
    return Path(str(files("mage.models") / "poison-v1"))


def _read_json(path: Path) -> dict[str, Any]:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise ModelError(
            f"model file {path.name} is missing from {path.parent}; {_RETRAIN_HINT}"
        ) from None
    except (OSError, ValueError) as exc:
        raise ModelError(f"cannot read {path}: {exc}; {_RETRAIN_HINT}") from exc


def _read_labels(path: Path) -> tuple[list[str], int, float, str]:
    """Labels, the index of the benign one, the threshold and the input template."""
    data = _read_json(path)
    try:
        labels = [str(label) for label in data["labels"]]
        return (
            labels,
            labels.index(data["benign"]),
            float(data["threshold"]),
            str(data.get("input_format", INPUT_FORMAT)),
        )
    except (KeyError, TypeError, ValueError) as exc:
        raise ModelError(f"{path} is malformed ({exc!r}); {_RETRAIN_HINT}") from exc


def _verify(directory: Path, manifest: dict[str, Any]) -> dict[str, str]:
    """Checks every file listed in the manifest against its sha256; returns the digests."""
    listed: dict[str, str] = manifest.get("files", {})
    for name in _REQUIRED:
        if name not in listed:
            raise ModelError(f"{directory / MANIFEST} does not list {name}; {_RETRAIN_HINT}")
    for name, expected in listed.items():
        actual = _sha256(directory / name)
        if actual != expected:
            raise ModelError(
                f"model file {name} in {directory} has sha256 {actual[:12]}…, "
                f"the manifest says {expected[:12]}…; the file was altered or truncated: "
                f"{_RETRAIN_HINT} (after a deliberate edit, e.g. of the model card, run "
                f"`python scripts/classifier/manifest.py`)"
            )
    return listed


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    try:
        with path.open("rb") as handle:
            for block in iter(lambda: handle.read(1 << 20), b""):
                digest.update(block)
    except FileNotFoundError:
        raise ModelError(
            f"model file {path.name} is missing from {path.parent}; {_RETRAIN_HINT}"
        ) from None
    return digest.hexdigest()


def _load_tokenizer(path: Path) -> Tokenizer:
    tokenizer = Tokenizer.from_file(str(path))
    # Windows are cut and padded here (see Classifier.score), not by the tokenizer.
    tokenizer.no_truncation()
    tokenizer.no_padding()
    return tokenizer


def _feeds(windows: list[list[int]]) -> dict[str, np.ndarray]:
    """input_ids and attention_mask, padded with 0 to the longest window of the batch."""
    width = max(len(w) for w in windows)
    ids = np.zeros((len(windows), width), dtype=np.int64)
    mask = np.zeros((len(windows), width), dtype=np.int64)
    for row, window in enumerate(windows):
        ids[row, : len(window)] = window
        mask[row, : len(window)] = 1
    return {"input_ids": ids, "attention_mask": mask}


def _load_session(path: Path, threads: int) -> ort.InferenceSession:
    options = ort.SessionOptions()
    options.intra_op_num_threads = threads
    options.inter_op_num_threads = 1
    # Pool threads sleep between runs rather than spin: a spinning thread would hold a core
    # the requests need while the model is idle.
    options.add_session_config_entry("session.intra_op.allow_spinning", "0")
    try:
        return ort.InferenceSession(str(path), options, providers=["CPUExecutionProvider"])
    except Exception as exc:  # onnxruntime raises its own pybind types, not a common base
        raise ModelError(f"onnxruntime cannot load {path}: {exc}; {_RETRAIN_HINT}") from exc
