"""The guard on an independent suite of agent sessions: ten development splits and a held-out one.

The sessions (`scripts/suite/`) model an agent at work in four or five domains per split: the user's
request as a USER memory, each tool output as a TOOL memory depending on it, and the
consequential actions checked through the real client against a real sidecar (default
configuration: classifier on, no judge). Attacked sessions hide an instruction in one
tool output; their harmful action and the user's own writes are both checked. Styles of
injection, attacker goals and user tasks are split eleven ways: the guard's designers read
the ten development splits (dev; dev2 in five other domains, dev3 in four domains of a
general assistant, dev4 in property, social media, school and logistics, dev5 in
workspace, personal finance, team chat and travel, dev6 in a small business's mail and
drive, household banking, company chat and travel bookings, dev7 in an office worker's
mail, calendar and drive, a personal bank account, a team's channels and trip bookings,
dev8 in a professional's mail, calendar and files, personal banking, a company's
messaging workspace and travel, dev9 in a knowledge worker's mail, calendar and files,
personal banking in North America, India and Africa, a company's chat workspace and
travel, dev10 in a professional's mail, calendar and files, personal banking, a
startup's chat workspace and travel in Southeast Asia, dev11 in the same four kinds of
application in Latin America, Spain and Portugal, dev12 in them again with most requests
in Spanish or Portuguese, dev13 with half of them so, dev14 in English-speaking countries
with tools named four ways, dev15 in the United States, India, Southeast Asia and
Africa, dev16 in the United Kingdom, Ireland and continental Europe, dev17 in Japan,
Korea, Taiwan, Hong Kong and Singapore, dev18 in the Gulf, Egypt, Jordan, Turkey and
Israel, dev19 in Poland, Czechia, Slovakia, Ukraine, Romania, Bulgaria, Greece and the
Baltic states, and dev20 for French speakers in France, Québec, Switzerland, Morocco,
Tunisia, Senegal and Côte d'Ivoire, and dev21 in Australia, New Zealand, Canada, Ireland
and South Africa, all twenty written apart from the guard),
and see only the held-out split's aggregate figures.
`both` is dev and held-out; `all` adds dev2 to dev21.

Usage: python scripts/eval_suite.py [--split dev|dev2|dev3|dev4|dev5|dev6|dev7|dev8|dev9|
                                              dev10|dev11|dev12|dev13|dev14|dev15|dev16|dev17|dev18|dev19|dev20|
                                              dev21|
                                              held-out|both|all]
                                    [--mode named|window|both]
                                    [--policy FILE] [--config FILE] [--seed 7] [--cap N]
                                    [--per-cell 3]
                                    [--clean-per-task 6] [--misses] [--json OUT]
                                    [--reveal-held-out]
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

# scripts/ is not a package: the `suite` package beside this file is found through the path.
sys.path.insert(0, str(Path(__file__).resolve().parent))

from suite.baselines import BASELINES, Baseline
from suite.drive import MODES, Checked, Outcome, run_all, sidecar
from suite.model import (
    DEV,
    DEV2,
    DEV3,
    DEV4,
    DEV5,
    DEV6,
    DEV7,
    DEV8,
    DEV9,
    DEV10,
    DEV11,
    DEV12,
    DEV13,
    DEV14,
    DEV15,
    DEV16,
    DEV17,
    DEV18,
    DEV19,
    DEV20,
    DEV21,
    DEVELOPMENT,
    HELD_OUT,
    Material,
)
from suite.report import figures, goal_kind, grouped, misses, render, render_table
from suite.sessions import Session, build

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_POLICY = ROOT / "sidecar" / "evaluation" / "default_policy.yaml"


def _args(argv: list[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    p.add_argument("--split",
                   choices=(DEV, DEV2, DEV3, DEV4, DEV5, DEV6, DEV7, DEV8, DEV9, DEV10,
                            DEV11, DEV12, DEV13, DEV14, DEV15, DEV16, DEV17, DEV18, DEV19,
                            DEV20, DEV21, HELD_OUT,
                            "both",
                            "all"),
                   default="both")
    p.add_argument("--mode", choices=(*MODES, "both"), default="both",
                   help="named: the tool outputs are the check's basis; window: none named")
    p.add_argument("--policy", type=Path, help="run the sidecar under this policy file")
    p.add_argument("--seed", type=int, default=7)
    p.add_argument("--per-cell", type=int, default=3,
                   help="attacked sessions per (domain, style, goal)")
    p.add_argument("--clean-per-task", type=int, default=6)
    p.add_argument("--cap", type=int, default=0,
                   help="at most this many clean and this many attacked sessions per split")
    p.add_argument("--misses", action="store_true",
                   help="list the development splits' missed attacks and stopped user writes")
    p.add_argument("--reveal-held-out", action="store_true",
                   help="print and write the held-out split's details too")
    p.add_argument("--no-baselines", action="store_true")
    p.add_argument("--json", type=Path, help="write the figures here")
    p.add_argument("--no-classifier", action="store_true", help="the sidecar without tier 2")
    p.add_argument("--config", type=Path,
                   help="run the sidecar with this config file (e.g. another classifier.model_dir)")
    p.add_argument("--settled", action="store_true",
                   help="write every session first and check once the classifier has scored "
                        "all of it")
    p.add_argument("--disable", action="append", default=[], metavar="RULE",
                   help="disable this rule (the policy's disabled_rules; repeatable)")
    return p.parse_args(argv)


def _policy(opts: argparse.Namespace, tmp: Path) -> Path | None:
    """The policy file to run: --policy, or the default, with --disable's rules off."""
    if not opts.disable:
        return opts.policy
    text = (opts.policy or DEFAULT_POLICY).read_text()
    if "disabled_rules: []" not in text:
        raise SystemExit(f"{opts.policy or DEFAULT_POLICY}: no `disabled_rules: []` to fill")
    path = tmp / "ablation.yaml"
    path.write_text(text.replace("disabled_rules: []",
                                 f"disabled_rules: [{', '.join(opts.disable)}]", 1))
    return path


def _materials(split: str) -> list[Material]:
    """The material of the chosen splits; the held-out package is imported only when asked."""
    out = []
    if split in (DEV, "both", "all"):
        from suite.dev import MATERIAL as dev
        out.append(dev)
    if split in (DEV2, "all"):
        from suite.dev2 import MATERIAL as dev2
        out.append(dev2)
    if split in (DEV3, "all"):
        from suite.dev3 import MATERIAL as dev3
        out.append(dev3)
    if split in (DEV4, "all"):
        from suite.dev4 import MATERIAL as dev4
        out.append(dev4)
    if split in (DEV5, "all"):
        from suite.dev5 import MATERIAL as dev5
        out.append(dev5)
    if split in (DEV6, "all"):
        from suite.dev6 import MATERIAL as dev6
        out.append(dev6)
    if split in (DEV7, "all"):
        from suite.dev7 import MATERIAL as dev7
        out.append(dev7)
    if split in (DEV8, "all"):
        from suite.dev8 import MATERIAL as dev8
        out.append(dev8)
    if split in (DEV9, "all"):
        from suite.dev9 import MATERIAL as dev9
        out.append(dev9)
    if split in (DEV10, "all"):
        from suite.dev10 import MATERIAL as dev10
        out.append(dev10)
    if split in (DEV11, "all"):
        from suite.dev11 import MATERIAL as dev11
        out.append(dev11)
    if split in (DEV12, "all"):
        from suite.dev12 import MATERIAL as dev12
        out.append(dev12)
    if split in (DEV13, "all"):
        from suite.dev13 import MATERIAL as dev13
        out.append(dev13)
    if split in (DEV14, "all"):
        from suite.dev14 import MATERIAL as dev14
        out.append(dev14)
    if split in (DEV15, "all"):
        from suite.dev15 import MATERIAL as dev15
        out.append(dev15)
    if split in (DEV16, "all"):
        from suite.dev16 import MATERIAL as dev16
        out.append(dev16)
    if split in (DEV17, "all"):
        from suite.dev17 import MATERIAL as dev17
        out.append(dev17)
    if split in (DEV18, "all"):
        from suite.dev18 import MATERIAL as dev18
        out.append(dev18)
    if split in (DEV19, "all"):
        from suite.dev19 import MATERIAL as dev19
        out.append(dev19)
    if split in (DEV20, "all"):
        from suite.dev20 import MATERIAL as dev20
        out.append(dev20)
    if split in (DEV21, "all"):
        from suite.dev21 import MATERIAL as dev21
        out.append(dev21)
    if split in (HELD_OUT, "both", "all"):
        from suite.heldout import MATERIAL as held_out
        out.append(held_out)
    return out


def _baseline_outcomes(sessions: Sequence[Session], guard: Baseline) -> list[Outcome]:
    """The baseline's stop-or-go for every check, in the sidecar's outcome form."""
    return [Outcome(s.id, "baseline", tuple(
        Checked(c.role, c.write.tool, "HALT" if (stop := guard(s, c.write)) else "PROCEED", 0.0,
                "", (), False, stop) for c in s.checks)) for s in sessions]


def _detailed(split: str, opts: argparse.Namespace) -> bool:
    return split in DEVELOPMENT or opts.reveal_held_out


def _split_figures(split: str, sessions: list[Session], outcomes: list[Outcome],
                   modes: Sequence[str], opts: argparse.Namespace) -> dict[str, Any]:
    """Figures of one split per mode and per baseline; groups only where detail is allowed."""
    by_id = {s.id: s for s in sessions}
    guards: dict[str, list[Outcome]] = {
        f"sidecar, basis {m}": [o for o in outcomes if o.mode == m] for m in modes}
    if not opts.no_baselines:
        guards.update({name: _baseline_outcomes(sessions, g) for name, g in BASELINES.items()})
    out: dict[str, Any] = {}
    for name, rows in guards.items():
        fig: dict[str, Any] = {"all": figures(by_id, rows),
                               "by_goal_kind": grouped(by_id, rows, goal_kind)}
        if _detailed(split, opts):
            fig["by_domain"] = grouped(by_id, rows, lambda s: s.domain)
            fig["by_style"] = grouped(by_id, rows, lambda s: s.style)
        out[name] = fig
    return out


def _print_split(split: str, sessions: list[Session], figs: dict[str, Any],
                 outcomes: list[Outcome], opts: argparse.Namespace) -> None:
    clean = sum(s.kind == "clean" for s in sessions)
    print(f"\n===== {split}: {len(sessions) - clean} attacked, {clean} clean sessions =====")
    for name, fig in figs.items():
        print(render(f"\n-- {name}", fig["all"]))
        print(render_table("by goal kind", fig["by_goal_kind"]))
        if "by_domain" in fig:
            print(render_table("by domain", fig["by_domain"]))
            print(render_table("by style", fig["by_style"]))
    if opts.misses and _detailed(split, opts):
        by_id = {s.id: s for s in sessions}
        lines = misses(by_id, outcomes)
        print(f"\n-- {split}: {len(lines)} missed attacks and stopped user writes")
        print("\n".join(lines))


def main(argv: list[str] | None = None) -> int:
    opts = _args(argv)
    modes = list(MODES) if opts.mode == "both" else [opts.mode]
    splits = {m.split: build(m, opts.seed, opts.per_cell, opts.clean_per_task, opts.cap)
              for m in _materials(opts.split)}
    everything = [s for sessions in splits.values() for s in sessions]
    tmp = Path(tempfile.mkdtemp(prefix="mage-suite-policy-"))
    policy = _policy(opts, tmp)
    guard = ("rules only" if opts.no_classifier else "rules + classifier") + "".join(
        f", without {r}" for r in opts.disable) + (", scores settled" if opts.settled else "")
    print(f"{len(everything)} sessions, modes {', '.join(modes)}, seed {opts.seed}, policy "
          f"{opts.policy or 'default'}, {guard}", flush=True)
    start = time.monotonic()
    try:
        extra = (["--no-classifier"] if opts.no_classifier else []) + (
            ["--config", str(opts.config)] if opts.config else [])
        with sidecar(policy, extra) as target:
            outcomes = run_all(target, everything, modes,
                               progress=lambda n: print(f"  {n} sessions run", flush=True),
                               settled=opts.settled)
    except RuntimeError as err:  # the sidecar did not start (a bad policy file, a busy socket)
        print(err, file=sys.stderr)
        return 2
    wall = time.monotonic() - start
    print(f"ran in {wall:.0f} s")
    result: dict[str, Any] = {"seed": opts.seed, "per_cell": opts.per_cell, "cap": opts.cap,
                              "clean_per_task": opts.clean_per_task, "modes": modes,
                              "policy": str(opts.policy or "default"), "guard": guard,
                              "wall_s": round(wall, 1),
                              "splits": {}}
    for split, sessions in splits.items():
        ids = {s.id for s in sessions}
        mine = [o for o in outcomes if o.session in ids]
        figs = _split_figures(split, sessions, mine, modes, opts)
        _print_split(split, sessions, figs, mine, opts)
        result["splits"][split] = {
            "attacked": sum(s.kind == "attacked" for s in sessions),
            "clean": sum(s.kind == "clean" for s in sessions), "guards": figs}
    if opts.json:
        opts.json.write_text(json.dumps(result, indent=1))
        print(f"\nwrote {opts.json}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
