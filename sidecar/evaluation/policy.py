"""The policy: action type x risk component -> verdict, loaded from YAML.

Validated at load with errors that name the field; re-read when the file
changes (an invalid new version is logged and the old one stays in force);
its content hash goes into every decision.
"""

from __future__ import annotations

import asyncio
import hashlib
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

import structlog
import yaml

from mage.contract.types import RISK_COMPONENTS, ActionType, Verdict
from mage.sidecar.errors import PolicyError
from mage.sidecar.evaluation import intent, registry

log = structlog.get_logger("mage.policy")

LEVELS = ("warn", "redirect", "halt")


@dataclass(frozen=True, slots=True)
class Thresholds:
    warn: float
    redirect: float
    halt: float


@dataclass(frozen=True, slots=True)
class Modifier:
    scale: float = 1.0
    max_verdict: Verdict = Verdict.HALT


@dataclass(frozen=True, slots=True)
class JudgePolicy:
    action_types: frozenset[str]
    band: tuple[float, float]
    on_error: Verdict | None  # None: the verdict of tiers 1-2 stands


@dataclass(frozen=True, slots=True)
class Redaction:
    fields: tuple[tuple[str, ...], ...]  # dotted paths, split
    patterns: tuple[re.Pattern[str], ...]


@dataclass(frozen=True, slots=True)
class LessonsPolicy:
    """How lessons (past action -> outcome) are recalled before an action, and how far they go."""

    check: frozenset[str] = frozenset({"tool_write", "final_output", "custom"})
    """Action types recalled against lessons; the others are recorded, never checked."""
    min_similarity: Mapping[str, float] = field(default_factory=lambda: {
        "tool_write": 0.55, "final_output": 0.59, "custom": 0.59})
    """Per action type: the similarity (0-1) at which a past action counts as this one."""
    destructive_verbs: tuple[str, ...] = ("delete", "drop", "truncate", "rm", "kill",
                                          "shutdown", "transfer")
    """Verbs (with their usual synonyms) that make an action destructive."""
    destructive_delta: float = 0.06
    """A destructive action matches lessons at this much lower similarity (stricter)."""
    environment_delta: Mapping[str, float] = field(default_factory=lambda: {"production": 0.04})
    """Per environment: how much lower the similarity needed there is."""
    halt_grade: str = "A"
    """The weakest refuter grade (A strongest .. F) whose lessons may HALT."""
    redirect_grade: str = "C"
    """The weakest grade whose lessons may REDIRECT (stop, confirm with a person); a lesson
    graded below it only WARNs, with its grade shown."""
    severity: Mapping[str, float] = field(default_factory=lambda: {
        "catastrophic": 1.0, "severe": 0.85, "moderate": 0.75, "minor": 0.35})
    """The precedent score of a harmful outcome by severity, before confidence and similarity."""
    chain_decay: float = 0.7
    """Chains A -> B -> C -> D: each causal hop beyond the first multiplies the score by this."""
    max_hops: int = 3
    """The longest chain (in causal edges) followed from a recalled action."""
    target_arguments: tuple[str, ...] = (
        "target", "resource", "table", "database", "db", "path", "file", "host", "service",
        "deployment", "bucket", "queue", "index", "repo", "branch", "cluster", "namespace",
        "account")
    """Arguments (or context labels) naming the resource an action is aimed at."""


@dataclass(frozen=True, slots=True)
class AlignmentPolicy:
    """Task alignment and per-action provenance (`alignment` in the policy file)."""

    check: bool = True
    """Raise alignment.unrequested_operation / unrequested_target."""
    classifier: float = 0.7
    """The classifier probability from which an entry counts as addressed to the agent."""
    per_action: bool = True
    """Judge the action on the memories its values come from, not on all its basis reaches."""
    high_stakes: frozenset[str] = frozenset()
    """Operation classes that need a request even where no content was found to address
    the agent, once the check's ancestry read tool or retrieved content."""


@dataclass(frozen=True, slots=True)
class Policy:
    recent_window: int
    consequential: frozenset[str]
    thresholds: dict[str, Thresholds]
    action_types: dict[str, Modifier]
    environments: dict[str, Modifier]
    phases: dict[str, Modifier]
    provenance_arguments: frozenset[str]
    classifier_threshold: float
    classifier_alone: float  # the most an uncorroborated classifier finding may score
    judge: JudgePolicy
    redaction: Redaction
    on_audit_failure: Verdict
    hash: str
    text: str
    lessons: LessonsPolicy = field(default_factory=LessonsPolicy)
    no_basis: Verdict = Verdict.WARN  # a consequential check on a session with no memories
    alignment: AlignmentPolicy = field(default_factory=AlignmentPolicy)
    monitor: bool = False
    """Record what would have been done, never stop the agent (answers at most WARN)."""
    classifier_alone_unlocated: float = 0.25
    """The most an uncorroborated finding on an entry no part of which the classifier
    finds poisoned on its own may score (0.25: recorded, below the warning line)."""
    classifier_corroborated: float = 0.7
    """The most a classifier finding scores where a rule corroborates it on the same check
    (0.7: a REDIRECT to confirm with a person for a tool_write, a HALT where the context is
    stricter, as in production; 1.0: its full probability). The model flags much ordinary
    tool output with a probability near 1, so its probability is no measure of how sure a
    stop is: a person confirms it, unless a rule HALTs on its own."""
    classifier_set_aside: float = 0.25
    """What a classifier finding scores where per-action provenance sets it aside (the
    user's own requested action carries nothing from the entry): provenance.not_carried at
    this score (0.25: recorded, below the warning line)."""
    disabled_rules: frozenset[str] = frozenset()
    """Rule ids whose findings count for nothing (a noisy rule silenced, or an ablation)."""

    def verdict_for(self, component: str, score: float, scale: float) -> Verdict:
        """The verdict one component's score calls for under a threshold scale."""
        th = self.thresholds[component]
        if score >= th.halt * scale:
            return Verdict.HALT
        if score >= th.redirect * scale:
            return Verdict.REDIRECT
        if score >= th.warn * scale:
            return Verdict.WARN
        return Verdict.PROCEED

    def modifiers(self, action_type: str, environment: str, phase: str) -> tuple[float, Verdict]:
        """Combined threshold scale and verdict cap for an action in its context."""
        mods = [self.action_types.get(action_type, Modifier()),
                self.environments.get(environment, Modifier()),
                self.phases.get(phase, Modifier())]
        scale = 1.0
        for m in mods:
            scale *= m.scale
        return scale, min(m.max_verdict for m in mods)


def default_text() -> str:
    return resources.files("mage.sidecar.evaluation").joinpath("default_policy.yaml").read_text()


def parse(text: str, origin: str = "policy") -> Policy:
    """Validate policy text; PolicyError names the offending field."""
    try:
        raw = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        raise PolicyError(f"{origin}: not valid YAML: {exc}") from exc
    doc = _Doc(raw, "policy")
    doc.require_keys({"version", "basis", "consequential", "thresholds", "action_types",
                      "environments", "phases", "argument_provenance", "classifier", "judge",
                      "redaction", "on_audit_failure", "lessons", "alignment", "monitor",
                      "disabled_rules"})
    if doc.get("version") != 1:
        raise PolicyError("policy.version: expected 1")
    basis = doc.child("basis")
    basis.require_keys({"recent_window", "no_basis"})
    return Policy(
        recent_window=basis.integer("recent_window", 1, 10_000),
        consequential=frozenset(doc.action_type_list("consequential")),
        thresholds=_thresholds(doc.child("thresholds")),
        action_types=_modifiers(doc.child("action_types"), known=_ACTION_TYPES),
        environments=_modifiers(doc.child("environments")),
        phases=_modifiers(doc.child("phases")),
        provenance_arguments=frozenset(
            a.lower() for a in doc.child("argument_provenance").strings("arguments")),
        classifier_threshold=doc.child("classifier").number("threshold", 0.0, 1.0),
        classifier_alone=doc.child("classifier").number("alone", 0.0, 1.0),
        judge=_judge(doc.child("judge")),
        redaction=_redaction(doc.child("redaction")),
        on_audit_failure=doc.verdict("on_audit_failure"),
        hash=hashlib.sha256(text.encode()).hexdigest(),
        text=text,
        lessons=_lessons(doc),
        no_basis=basis.verdict("no_basis") if basis.has("no_basis") else Verdict.WARN,
        alignment=_alignment(doc),
        monitor=doc.flag("monitor") if doc.has("monitor") else False,  # optional: older files
        disabled_rules=_disabled_rules(doc),
        classifier_alone_unlocated=_unlocated(doc),
        classifier_set_aside=_set_aside(doc),
        classifier_corroborated=_corroborated(doc),
    )


_ACTION_TYPES = frozenset(a.value for a in ActionType)


def _thresholds(doc: _Doc) -> dict[str, Thresholds]:
    doc.require_keys(set(RISK_COMPONENTS), exact=True)
    out = {}
    for name in RISK_COMPONENTS:
        comp = doc.child(name)
        comp.require_keys(set(LEVELS), exact=True)
        th = Thresholds(*(comp.number(level, 0.0, 1.0) for level in LEVELS))
        if not th.warn <= th.redirect <= th.halt:
            raise PolicyError(f"{comp.path}: expected warn <= redirect <= halt")
        out[name] = th
    return out


def _redaction(doc: _Doc) -> Redaction:
    doc.require_keys({"fields", "patterns"}, exact=True)
    fields = [f for f in (doc.get("fields") or []) if isinstance(f, str) and f]
    if len(fields) != len(doc.get("fields") or []):
        raise PolicyError(f"{doc.path}.fields: expected a list of dotted field paths")
    patterns = []
    for i, text in enumerate(doc.get("patterns") or []):
        try:
            patterns.append(re.compile(str(text)))
        except re.error as exc:
            raise PolicyError(f"{doc.path}.patterns[{i}]: not a regular expression: {exc}"
                              ) from None
    return Redaction(tuple(tuple(f.split(".")) for f in fields), tuple(patterns))


def _judge(doc: _Doc) -> JudgePolicy:
    doc.require_keys({"action_types", "band", "on_error"}, exact=True)
    band = doc.get("band")
    if (not isinstance(band, list) or len(band) != 2
            or not all(isinstance(x, int | float) and not isinstance(x, bool) and 0 <= x <= 1
                       for x in band)
            or band[0] > band[1]):
        raise PolicyError(f"{doc.path}.band: expected [low, high] with 0 <= low <= high <= 1")
    raw = doc.get("on_error")
    if raw is None:
        raise PolicyError(f"{doc.path}.on_error: required; a verdict, or the string none")
    none = str(raw).lower() == "none"
    return JudgePolicy(frozenset(doc.action_type_list("action_types")),
                       (float(band[0]), float(band[1])), None if none else doc.verdict("on_error"))


def _unlocated(doc: _Doc) -> float:
    """The optional classifier.alone_unlocated (0.25 when left out)."""
    sec = doc.child("classifier")
    sec.require_keys({"threshold", "alone", "alone_unlocated", "set_aside", "corroborated"})
    return sec.number("alone_unlocated", 0.0, 1.0) if sec.has("alone_unlocated") else 0.25


def _set_aside(doc: _Doc) -> float:
    """The optional classifier.set_aside (0.25 when left out)."""
    sec = doc.child("classifier")
    return sec.number("set_aside", 0.0, 1.0) if sec.has("set_aside") else 0.25


def _corroborated(doc: _Doc) -> float:
    """The optional classifier.corroborated (0.7 when left out)."""
    sec = doc.child("classifier")
    return sec.number("corroborated", 0.0, 1.0) if sec.has("corroborated") else 0.7


def _disabled_rules(doc: _Doc) -> frozenset[str]:
    """The optional `disabled_rules` list: rule ids of the registry, each checked."""
    if not doc.has("disabled_rules") or doc.get("disabled_rules") in (None, []):
        return frozenset()
    ids = doc.strings("disabled_rules")
    for i, rule_id in enumerate(ids):
        if rule_id not in registry.RULES:
            raise PolicyError(f"policy.disabled_rules[{i}]: {rule_id!r} is no rule; known: "
                              f"{', '.join(sorted(registry.RULES))}")
    return frozenset(ids)


def _alignment(doc: _Doc) -> AlignmentPolicy:
    """The optional `alignment` section; each field left out keeps its default."""
    d = AlignmentPolicy()
    if not doc.has("alignment"):
        return d
    sec = doc.child("alignment")
    sec.require_keys({"check", "classifier", "per_action", "high_stakes"})
    return AlignmentPolicy(
        check=sec.flag("check") if sec.has("check") else d.check,
        classifier=sec.number("classifier", 0.0, 1.0) if sec.has("classifier")
        else d.classifier,
        per_action=sec.flag("per_action") if sec.has("per_action") else d.per_action,
        high_stakes=_classes(sec) if sec.has("high_stakes") else d.high_stakes,
    )


def _classes(sec: _Doc) -> frozenset[str]:
    """alignment.high_stakes: operation class names of the intent vocabulary (may be [])."""
    raw = sec.get("high_stakes")
    names = [] if raw in (None, []) else sec.strings("high_stakes")
    for i, name in enumerate(names):
        if name not in intent.NAMES:
            raise PolicyError(f"{sec.path}.high_stakes[{i}]: {name!r} is no operation class; "
                              f"known: {', '.join(intent.NAMES)}")
    return frozenset(names)


_GRADES = ("A", "B", "C", "D", "E", "F")
_SEVERITIES = ("catastrophic", "severe", "moderate", "minor")


def _lessons(doc: _Doc) -> LessonsPolicy:
    """The optional `lessons` section; each field left out keeps its default."""
    if not doc.has("lessons"):
        return LessonsPolicy()
    sec, d = doc.child("lessons"), LessonsPolicy()
    sec.require_keys({"check", "min_similarity", "destructive_verbs", "destructive_delta",
                      "environment_delta", "halt_grade", "redirect_grade", "severity",
                      "chain_decay", "max_hops", "target_arguments"})
    halt, redirect = _grade(sec, "halt_grade", d.halt_grade), _grade(sec, "redirect_grade",
                                                                      d.redirect_grade)
    if _GRADES.index(redirect) < _GRADES.index(halt):
        raise PolicyError(f"{sec.path}.redirect_grade: {redirect} is stronger than halt_grade "
                          f"{halt}; a lesson that may HALT may also REDIRECT")
    return LessonsPolicy(
        check=frozenset(sec.action_type_list("check")) if sec.has("check") else d.check,
        min_similarity=_numbers(sec, "min_similarity", _ACTION_TYPES, d.min_similarity),
        destructive_verbs=tuple(v.lower() for v in sec.strings("destructive_verbs"))
        if sec.has("destructive_verbs") else d.destructive_verbs,
        destructive_delta=sec.number("destructive_delta", 0.0, 0.5)
        if sec.has("destructive_delta") else d.destructive_delta,
        environment_delta=_numbers(sec, "environment_delta", None, d.environment_delta, 0.5),
        halt_grade=halt,
        redirect_grade=redirect,
        severity=_severity(sec, d.severity),
        chain_decay=sec.number("chain_decay", 0.0, 1.0)
        if sec.has("chain_decay") else d.chain_decay,
        max_hops=sec.integer("max_hops", 1, 8) if sec.has("max_hops") else d.max_hops,
        target_arguments=tuple(a.lower() for a in sec.strings("target_arguments"))
        if sec.has("target_arguments") else d.target_arguments,
    )


def _grade(sec: _Doc, key: str, default: str) -> str:
    grade = str(sec.get(key) or default).upper()
    if grade not in _GRADES:
        raise PolicyError(f"{sec.path}.{key}: expected one of {list(_GRADES)}, got {grade!r}")
    return grade


def _numbers(sec: _Doc, key: str, known: frozenset[str] | None, default: Mapping[str, float],
             hi: float = 1.0) -> Mapping[str, float]:
    """A mapping name -> number in [0, hi]; names checked against `known` when given."""
    if not sec.has(key):
        return default
    m = sec.child(key)
    for name in m.raw:
        if known is not None and name not in known:
            raise PolicyError(f"{m.path}.{name}: unknown action type; known: {sorted(known)}")
    return {str(name): m.number(name, 0.0, hi) for name in m.raw}


def _severity(sec: _Doc, default: Mapping[str, float]) -> Mapping[str, float]:
    if not sec.has("severity"):
        return default
    m = sec.child("severity")
    m.require_keys(set(_SEVERITIES), exact=True)
    return {name: m.number(name, 0.0, 1.0) for name in _SEVERITIES}


def _modifiers(doc: _Doc, known: frozenset[str] | None = None) -> dict[str, Modifier]:
    out = {}
    for name in doc.raw:
        if known is not None and name not in known:
            raise PolicyError(f"{doc.path}.{name}: unknown action type; known: {sorted(known)}")
        m = doc.child(name)
        m.require_keys({"scale", "max_verdict"})
        out[name] = Modifier(
            scale=m.number("scale", 0.05, 10.0) if m.has("scale") else 1.0,
            max_verdict=m.verdict("max_verdict") if m.has("max_verdict") else Verdict.HALT,
        )
    return out


class _Doc:
    """A mapping being validated, with its dotted path for error messages."""

    def __init__(self, raw: Any, path: str) -> None:
        if not isinstance(raw, dict):
            raise PolicyError(f"{path}: expected a mapping, got {type(raw).__name__}")
        self.raw, self.path = raw, path

    def keys(self) -> list[str]:
        return [str(k) for k in self.raw]

    def has(self, key: str) -> bool:
        return key in self.raw

    def get(self, key: str) -> Any:
        return self.raw.get(key)

    def require_keys(self, allowed: set[str], exact: bool = False) -> None:
        unknown = set(self.raw) - allowed
        if unknown:
            raise PolicyError(f"{self.path}.{sorted(unknown)[0]}: unknown field; "
                              f"known: {sorted(allowed)}")
        missing = allowed - set(self.raw) if exact else set()
        if missing:
            raise PolicyError(f"{self.path}.{sorted(missing)[0]}: required")

    def child(self, key: str) -> _Doc:
        if key not in self.raw:
            raise PolicyError(f"{self.path}.{key}: required")
        return _Doc(self.raw[key] or {}, f"{self.path}.{key}")

    def number(self, key: str, lo: float, hi: float) -> float:
        v = self.raw.get(key)
        if isinstance(v, bool) or not isinstance(v, int | float) or not lo <= v <= hi:
            raise PolicyError(f"{self.path}.{key}: expected a number in [{lo}, {hi}], got {v!r}")
        return float(v)

    def integer(self, key: str, lo: int, hi: int) -> int:
        v = self.raw.get(key)
        if isinstance(v, bool) or not isinstance(v, int) or not lo <= v <= hi:
            raise PolicyError(f"{self.path}.{key}: expected an integer in [{lo}, {hi}], got {v!r}")
        return v

    def flag(self, key: str) -> bool:
        v = self.raw.get(key)
        if not isinstance(v, bool):
            raise PolicyError(f"{self.path}.{key}: expected true or false, got {v!r}")
        return v

    def strings(self, key: str) -> list[str]:
        v = self.raw.get(key)
        if not isinstance(v, list) or not all(isinstance(s, str) and s for s in v):
            raise PolicyError(f"{self.path}.{key}: expected a list of non-empty strings")
        return v

    def action_type_list(self, key: str) -> list[str]:
        values = self.strings(key)
        for s in values:
            if s not in _ACTION_TYPES:
                raise PolicyError(f"{self.path}.{key}: {s!r} is not an action type; "
                                  f"known: {sorted(_ACTION_TYPES)}")
        return values

    def verdict(self, key: str) -> Verdict:
        v = self.raw.get(key)
        try:
            return Verdict[str(v).upper()]
        except KeyError:
            raise PolicyError(f"{self.path}.{key}: expected one of "
                              f"{[x.name for x in Verdict]}, got {v!r}") from None


def _read(path: Path) -> str:
    try:
        return path.read_text()
    except UnicodeDecodeError as exc:
        raise PolicyError(f"policy file {path}: not UTF-8 text (byte {exc.start})") from None
    except OSError as exc:
        raise PolicyError(f"policy file {path}: {exc.strerror or exc}") from None


class PolicyHolder:
    """The policy in force; `watch` swaps in a new version when the file changes."""

    def __init__(self, path: str = "") -> None:
        self.path = Path(path) if path else None
        text = _read(self.path) if self.path else default_text()
        self.current = parse(text, str(self.path or "default policy"))
        self._mtime = self.path.stat().st_mtime_ns if self.path else 0
        self._missing = False

    def reload_if_changed(self) -> bool:
        if self.path is None:
            return False
        try:
            mtime = self.path.stat().st_mtime_ns
        except FileNotFoundError:  # said once, not at every poll; the policy stays in force
            if not self._missing:
                log.warning("policy_file_missing", path=str(self.path),
                            policy_hash=self.current.hash, kept="the policy in force")
            self._missing = True
            return False
        self._missing = False
        if mtime == self._mtime:
            return False
        self._mtime = mtime
        try:
            new = parse(_read(self.path), str(self.path))
        except PolicyError as exc:
            log.error("policy_reload_rejected", path=str(self.path), error=str(exc))
            return False
        if new.hash != self.current.hash:
            self.current = new
            log.info("policy_reloaded", path=str(self.path), policy_hash=new.hash)
        return True

    async def watch(self, every_s: float = 0.5) -> None:
        while True:
            await asyncio.sleep(every_s)
            self.reload_if_changed()
