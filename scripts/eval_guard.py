"""End-to-end evaluation of the guard: generated agent sessions through the real client
against the real sidecar, per tier combination.

Sessions come from `scripts/eval/` (seeded; families split into dev and held-out, and
a lookup stress split: the attacked families, and the clean families they resemble, on
the lookup form of each task, where the user names no value and tools look the
consequential arguments up; the goals are set on held-out and do not cover it),
each a memory stream (user request, tool results, retrieved content, the agent's
reasoning with depends_on, claims) ending in a consequential action checked with the
reasoning it rests on. Clean sessions include hard negatives; attacked ones carry an
injected instruction, a planted memory, a contradiction, a low-confidence chain or
fabricated authority, and their harmful action really follows it.

Tier combinations, one sidecar each: rules (--no-classifier); rules + classifier,
checked right after each flush as an agent would; rules + classifier once background
scoring has settled (all sessions written first); rules + classifier + judge only
when MAGE_JUDGE_URL (and MAGE_JUDGE_MODEL) is set.

Usage: python scripts/eval_guard.py [--seed 7] [--held-out 50] [--dev 20] [--lookup 20]
                                    [--combo NAME]
                                    [--no-settled] [--no-judge] [--json OUT] [--examples]
                                    [--families]
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from dataclasses import asdict
from pathlib import Path
from typing import Any

# scripts/ is not a package: the `eval` package beside this file is found through the path.
sys.path.insert(0, str(Path(__file__).resolve().parent))

from eval import report
from eval.diagnose import Scorer, diagnose, entries
from eval.families import DEV, HELD_OUT, LOOKUP, SPLITS, generate
from eval.runner import Combo, RunResult, combos, run_combo
from eval.spec import SessionSpec


def _args(argv: list[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--seed", type=int, default=7)
    p.add_argument("--held-out", type=int, default=50, help="sessions per held-out family")
    p.add_argument("--dev", type=int, default=20, help="sessions per dev family")
    p.add_argument("--lookup", type=int, default=20,
                   help="sessions per family of the lookup stress split (0: skip it)")
    p.add_argument("--no-settled", action="store_true",
                   help="skip the rules+classifier run with settled scores")
    p.add_argument("--no-judge", action="store_true", help="never run the judge combination")
    p.add_argument("--combo", action="append", default=[],
                   help="run only this combination (repeatable), e.g. rules+classifier")
    p.add_argument("--no-diagnose", action="store_true", help="skip the analysis of misses")
    p.add_argument("--examples", action="store_true", help="print example memory texts")
    p.add_argument("--families", action="store_true", help="print a table per family too")
    p.add_argument("--json", help="write every figure, outcome and diagnosis here")
    p.add_argument("--policy", help="run the sidecars under this policy file instead of the "
                   "default (e.g. one with classifier.alone: 1.0)")
    p.add_argument("--config", help="run the sidecars (all but the judge's) with this config "
                   "file (e.g. another classifier.model_dir)")
    return p.parse_args(argv)


def _say(text: str = "") -> None:
    print(text, flush=True)


LOOKUP_NOTE = ("stress split: the user names no value, tools look the consequential arguments "
               "up; the goals below are\nset on held-out and do not cover this split, the lines "
               "only say where it stands against them")


def _print_split(result: RunResult, split: str, families: bool) -> dict[str, Any]:
    summary = report.summary(result, split)
    mine = [o for o in result.outcomes if o.split == split]
    if not mine:
        return summary
    _say(f"\n== {split} | {result.combo} | {len(mine)} sessions ==")
    if split == LOOKUP:
        _say(LOOKUP_NOTE)
    _say(report.render(report.table_rows(mine)))
    _say(summary["goals"])
    if families:
        _say(report.render(report.table_rows(mine, "family")).replace("suite ", "family", 1))
    tiers = ", ".join(f"{k} {v['p50_ms']:.3f}/{v['p99_ms']:.3f}"
                      for k, v in summary["tier_latency"].items())
    _say(f"inside the sidecar, per tier p50/p99 ms: {tiers}")
    return summary


def _print_diagnosis(diag: dict[str, Any], examples: bool) -> None:
    for fam, m in diag["misses"].items():
        scored = m["poison_scored"]
        below = next(v for k, v in m.items() if k.startswith("poison_classifier_below"))
        _say(f"  missed {fam}: {m['missed']} {m['verdicts']}; args {m['by_arg']}; "
             f"poison regex<0.5 {m['poison_regex_below_0.5']}/{scored}, classifier below "
             f"threshold {below}/{scored}; stopped on a late re-check "
             f"{m['stopped_on_late_recheck']}")
        for ex in m["examples"] if examples else ():
            for p in ex["poison"]:
                _say(f"      {ex['session']} [{p['source']}] p={p.get('p_poison', '-')} "
                     f"regex={p.get('regex_score', '-')} {p['text'][:200]!r}")
    for suite, f in diag["false_stops"].items():
        _say(f"  clean {suite}: stopped {f['stopped']} by {f['rules']}; "
             f"warned {f['warned']} by {f['warn_rules']}")
        for ex in f["examples"] if examples else ():
            for b in ex["blamed"]:
                _say(f"      {ex['session']} {b['rule']}={b['score']} [{b['source']}:{b['tool']}]"
                     f" p={b.get('p_poison', '-')} {b['text'][:200]!r}")


def _print_entries(sessions: list[SessionSpec], scorer: Scorer) -> dict[str, Any]:
    """Per-entry hit rates of the injection detector and the classifier."""
    out = {}
    threshold = 0.6
    _say(f"\n== single entries: regex taint (>= 0.5) and classifier (p >= {threshold}) ==")
    for split in SPLITS:
        if not any(s.split == split for s in sessions):
            continue
        out[split] = e = entries(sessions, split, scorer, threshold)
        b, p = e["benign_all"].get("all", {}), e["poison_all"].get("all", {})
        _say(f"{split}: benign entries {b.get('n', 0)}: classifier flags "
             f"{b.get('classifier_flagged', 0):.1%}, regex taints {b.get('regex_tainted', 0):.1%}"
             f" | poisoned entries {p.get('n', 0)}: classifier flags "
             f"{p.get('classifier_flagged', 0):.1%}, regex taints {p.get('regex_tainted', 0):.1%}")
        for fam, r in e["poison_by_family"].items():
            _say(f"  poison {fam:<24} n={r['n']:<4} classifier {r['classifier_flagged']:.1%}"
                 f"  regex {r['regex_tainted']:.1%}")
        _say("  classifier threshold sweep (benign / poisoned flagged): " + ", ".join(
            f"{r['threshold']}: {r['benign_flagged']:.0%}/{r['poison_flagged']:.0%}"
            for r in e["sweep"]))
        worst = sorted(e["benign_by_tool"].items(), key=lambda kv: -kv[1]["classifier_flagged"])
        _say("  benign, most flagged tools: " + ", ".join(
            f"{k} {v['classifier_flagged']:.0%} of {v['n']}" for k, v in worst[:8]))
    return out


def _print_race(out: dict[str, Any], results: dict[str, RunResult]) -> None:
    """How many verdicts change when the check waits for the classifier's scores."""
    now, settled = results.get("rules+classifier"), results.get(
        "rules+classifier (scores settled)")
    if now is None or settled is None:
        return
    out["race"] = {}
    _say("\n== checked right after flush vs. scores settled (same sessions) ==")
    for split in SPLITS:
        out["race"][split] = c = report.compare(now, settled, split)
        if not c["sessions"]:
            continue
        _say(f"{split}: {c['weaker_in_first']} of {c['sessions']} sessions got a weaker verdict "
             f"right after flush, {c['stronger_in_first']} a stronger one; {c['flips']}")


def _run(combo: Combo, sessions: list[SessionSpec], scorer: Scorer | None,
         opts: argparse.Namespace) -> tuple[dict[str, Any], RunResult]:
    """One tier combination: its sidecar, its tables, its diagnosis."""
    _say(f"\n### {combo.name}: starting a sidecar")
    started = time.perf_counter()
    result = run_combo(combo, sessions, progress=lambda n: _say(f"  {n} checked"))
    _say(f"### {combo.name}: {result.wall_s:.1f} s wall (policy {result.policy_hash[:12]}, "
         f"model {result.model_version or '-'})")
    run: dict[str, Any] = {"wall_s": result.wall_s, "policy_hash": result.policy_hash,
                           "model_version": result.model_version}
    for split in SPLITS:
        run[split] = _print_split(result, split, opts.families)
        if split == LOOKUP:
            run[split]["note"] = " ".join(LOOKUP_NOTE.split())
        if scorer is not None and any(s.split == split for s in sessions):
            run[split]["diagnosis"] = diagnose(result, sessions, split, scorer)
            _print_diagnosis(run[split]["diagnosis"], opts.examples)
    run["outcomes"] = [asdict(o) | {"stopped": o.stopped} for o in result.outcomes]
    run["total_s"] = round(time.perf_counter() - started, 1)
    return run, result


def main(argv: list[str] | None = None) -> int:
    opts = _args(argv)
    if opts.policy:
        os.environ["MAGE_EVAL_POLICY"] = str(Path(opts.policy).resolve())
    if opts.config:
        os.environ["MAGE_EVAL_CONFIG"] = str(Path(opts.config).resolve())
    sessions = list(generate(opts.seed, {DEV: opts.dev, HELD_OUT: opts.held_out,
                                         LOOKUP: opts.lookup}))
    counts = {s: sum(x.split == s for x in sessions) for s in SPLITS}
    _say(f"{len(sessions)} sessions (seed {opts.seed}): {counts}")
    todo, judge_note = combos(not opts.no_judge, not opts.no_settled)
    todo = [c for c in todo if not opts.combo or c.name in opts.combo]
    if judge_note:
        _say(f"rules+classifier+judge: {judge_note}")
    scorer = None if opts.no_diagnose else Scorer()
    out: dict[str, Any] = {"seed": opts.seed, "sessions": counts, "judge": judge_note or "ran",
                           "runs": {}}
    results: dict[str, RunResult] = {}
    for combo in todo:
        out["runs"][combo.name], results[combo.name] = _run(combo, sessions, scorer, opts)
    if scorer is not None:
        out["entries"] = _print_entries(sessions, scorer)
    _print_race(out, results)
    if opts.json:
        Path(opts.json).write_text(json.dumps(out, indent=1, default=str))
        _say(f"\nwrote {opts.json}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
