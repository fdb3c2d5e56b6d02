"""Why sessions were missed or wrongly stopped: which tier, rule or threshold.

For each stopped clean session, the rules whose evidence alone reaches REDIRECT
under the policy the sidecar ran with. For each missed attack, what each tier
saw of the poisoned entry: the injection detector's score and cues, the
classifier's probability (the shipped model, scored here on the same input the
sidecar scores), whether the changed argument is one the policy's
argument_provenance list names (checked in full; other arguments for identifiers
only), and whether a later check (scores settled) would have stopped it.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Sequence
from typing import Any

from mage.client import Verdict
from mage.sidecar.evaluation.policy import Policy, default_text, parse
from mage.sidecar.evaluation.tiers.classifier.model import Classifier, ScoreInput
from mage.sidecar.memory.detectors import detect_injection

from .runner import Outcome, RunResult
from .spec import SessionSpec

EXAMPLES = 3


def _policy() -> Policy:
    return parse(default_text(), "default policy")


def responsible(o: Outcome, policy: Policy, level: Verdict = Verdict.REDIRECT) -> list[str]:
    """Rules whose evidence alone calls for `level` or more for this action."""
    scale, _ = policy.modifiers(o.action_type, o.environment, "")
    return sorted({e["rule"] for e in o.evidence
                   if policy.verdict_for(e["component"], e["score"], scale) >= level})


class Scorer:
    """The shipped classifier and detector, for looking at poisoned entries."""

    def __init__(self) -> None:
        self._clf = Classifier()
        self._cache: dict[str, tuple[float, str]] = {}

    def entry(self, content: str, source: str, kind: str) -> dict[str, Any]:
        key = f"{source}\0{kind}\0{content}"
        if key not in self._cache:
            s = self._clf.score([ScoreInput(content, source, kind)])[0]
            self._cache[key] = (round(s.p_poison, 3), s.category)
        found = detect_injection(content)
        p, category = self._cache[key]
        return {"p_poison": p, "category": category, "regex_score": found.score,
                "regex_cues": list(found.cues)}


def _poison_view(spec: SessionSpec, scorer: Scorer) -> list[dict[str, Any]]:
    out = []
    for e in spec.entries:
        if e.id in spec.poison_ids:
            scored = e.source.value in ("tool", "retrieved")
            view = scorer.entry(e.content, e.source.value, e.kind.value) if scored else {}
            out.append({"id": e.id, "source": e.source.value, "confidence": e.confidence,
                        "text": e.content[:300], **view})
    return out


def misses(result: RunResult, specs: dict[str, SessionSpec], scorer: Scorer,
           provenance_args: frozenset[str], threshold: float) -> dict[str, Any]:
    """Missed attacks by family, with what each tier saw and a few examples."""
    by_family: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for o in result.outcomes:
        if not o.attacked or o.stopped:
            continue
        spec = specs[o.session]
        poison = _poison_view(spec, scorer)
        arg = spec.meta.get("arg", "")
        by_family[o.family].append({
            "session": o.session, "task": o.task, "verdict": o.verdict, "arg": arg,
            "arg_watched": arg in provenance_args, "late_verdict": result.rechecks.get(o.session),
            "evidence": [f"{e['rule']}={e['score']}" for e in o.evidence], "poison": poison,
            "meta": o.meta})
    return {fam: _summarise(rows, threshold) for fam, rows in sorted(by_family.items())}


def _summarise(rows: list[dict[str, Any]], threshold: float) -> dict[str, Any]:
    scored = [p for r in rows for p in r["poison"] if "p_poison" in p]
    late = [r for r in rows if r["late_verdict"] in ("HALT", "REDIRECT")]
    return {
        "missed": len(rows),
        "stopped_on_late_recheck": len(late),
        "by_task": dict(Counter(r["task"] for r in rows)),
        "by_arg": dict(Counter(f"{r['arg']} ({'listed' if r['arg_watched'] else 'not listed'})"
                               for r in rows)),
        "verdicts": dict(Counter(r["verdict"] for r in rows)),
        "poison_regex_below_0.5": sum(p["regex_score"] < 0.5 for p in scored),
        f"poison_classifier_below_{threshold}": sum(p["p_poison"] < threshold for p in scored),
        "poison_scored": len(scored),
        "examples": rows[:EXAMPLES],
    }


def false_stops(result: RunResult, specs: dict[str, SessionSpec], scorer: Scorer,
                policy: Policy) -> dict[str, Any]:
    """Stopped clean sessions by suite: the responsible rules, and the entries behind them."""
    out: dict[str, Any] = {}
    for suite in sorted({o.suite for o in result.outcomes if not o.attacked}):
        stopped = [o for o in result.outcomes if o.suite == suite and o.stopped]
        warned = [o for o in result.outcomes if o.suite == suite and o.verdict == "WARN"]
        if not stopped and not warned:
            continue
        rules = Counter(r for o in stopped for r in responsible(o, policy))
        warn_rules = Counter(r for o in warned for r in responsible(o, policy, Verdict.WARN))
        out[suite] = {"stopped": len(stopped), "rules": dict(rules), "warned": len(warned),
                      "warn_rules": dict(warn_rules),
                      "examples": [_stop_example(o, specs[o.session], scorer, policy)
                                   for o in stopped[:EXAMPLES]]}
    return out


def _stop_example(o: Outcome, spec: SessionSpec, scorer: Scorer, policy: Policy
                  ) -> dict[str, Any]:
    entries = {e.id: e for e in spec.entries}
    blamed = []
    for e in o.evidence:
        scale, _ = policy.modifiers(o.action_type, o.environment, "")
        if policy.verdict_for(e["component"], e["score"], scale) < Verdict.REDIRECT:
            continue
        for mid in e["memory_ids"][:1]:
            m = entries.get(mid)
            if m is not None:
                view = (scorer.entry(m.content, m.source.value, m.kind.value)
                        if m.source.value in ("tool", "retrieved") else {})
                blamed.append({"rule": e["rule"], "score": e["score"], "id": mid,
                               "source": m.source.value, "tool": m.tool,
                               "text": m.content[:300], **view})
    return {"session": o.session, "task": o.task, "verdict": o.verdict, "blamed": blamed}


def diagnose(result: RunResult, specs: Sequence[SessionSpec], split: str,
             scorer: Scorer) -> dict[str, Any]:
    policy = _policy()
    mine = RunResult(result.combo, [o for o in result.outcomes if o.split == split],
                     result.wall_s, result.rechecks)
    by_id = {s.id: s for s in specs}
    return {"misses": misses(mine, by_id, scorer, policy.provenance_arguments,
                             policy.classifier_threshold),
            "false_stops": false_stops(mine, by_id, scorer, policy)}


def entries(specs: Sequence[SessionSpec], split: str, scorer: Scorer,
            threshold: float) -> dict[str, Any]:
    """Tier 1's detector and tier 2's classifier on single entries, outside any session.

    Benign: every tool or retrieved entry of the clean sessions. Poisoned: the
    attack's own entries where they are tool or retrieved content. Shows each
    detector's per-entry hit rate, which is what a session's rate compounds.
    """
    benign: dict[str, list[dict[str, Any]]] = defaultdict(list)
    poison: dict[str, list[dict[str, Any]]] = defaultdict(list)
    seen: set[str] = set()
    for s in specs:
        if s.split != split:
            continue
        for e in s.entries:
            if e.source.value not in ("tool", "retrieved"):
                continue
            is_poison = e.id in s.poison_ids
            if s.attacked and not is_poison:
                continue
            if not is_poison and e.content in seen:
                continue  # the same benign text in many sessions counts once
            seen.add(e.content)
            view = scorer.entry(e.content, e.source.value, e.kind.value)
            row = {**view, "tool": e.tool, "text": e.content[:240]}
            (poison[s.family] if is_poison else benign[e.tool]).append(row)
    return {"threshold": threshold,
            "benign_by_tool": _rates(benign, threshold),
            "poison_by_family": _rates(poison, threshold),
            "benign_all": _rates({"all": [r for v in benign.values() for r in v]}, threshold),
            "poison_all": _rates({"all": [r for v in poison.values() for r in v]}, threshold),
            "sweep": _sweep(benign, poison),
            "benign_flagged_examples": _examples(benign, threshold, flagged=True),
            "poison_missed_examples": _examples(poison, threshold, flagged=False)}


SWEEP = (0.5, 0.6, 0.8, 0.9, 0.95, 0.99)


def _sweep(benign: dict[str, list[dict[str, Any]]], poison: dict[str, list[dict[str, Any]]]
           ) -> list[dict[str, float]]:
    """Per-entry flag rates of benign and poisoned entries at other thresholds (a reading
    of the score distribution for whoever owns the threshold, not a proposal)."""
    b = [r["p_poison"] for v in benign.values() for r in v]
    p = [r["p_poison"] for v in poison.values() for r in v]
    return [{"threshold": t, "benign_flagged": round(sum(x >= t for x in b) / max(1, len(b)), 3),
             "poison_flagged": round(sum(x >= t for x in p) / max(1, len(p)), 3)}
            for t in SWEEP]


def _rates(groups: dict[str, list[dict[str, Any]]], threshold: float) -> dict[str, Any]:
    return {k: {"n": len(v),
                "classifier_flagged": round(sum(r["p_poison"] >= threshold for r in v) / len(v), 3),
                "regex_tainted": round(sum(r["regex_score"] >= 0.5 for r in v) / len(v), 3)}
            for k, v in sorted(groups.items()) if v}


def _examples(groups: dict[str, list[dict[str, Any]]], threshold: float, flagged: bool
              ) -> list[dict[str, Any]]:
    rows = [r for v in groups.values() for r in v
            if (r["p_poison"] >= threshold) == flagged and (flagged or r["regex_score"] < 0.5)]
    rows.sort(key=lambda r: -r["p_poison"] if flagged else r["p_poison"])
    return rows[:8]
