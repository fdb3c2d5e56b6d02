"""Benchmarks of causal lessons; every figure is printed, ratios against a baseline
measured in the same run.

1. trap       the trap world (12 domains, 200 traps) across sessions: repeat-trap rate and the
              share of safe actions blocked, with and without lessons, and with lexical-only
              client memories; real sidecar, real embeddings, a restart half way.
2. confounded outcomes that co-occur with actions without being caused by them: HALTs from them,
              over 8 worlds (a world's count depends much on its seed: 0 to 20 HALTs each
              before the matched control).
3. refuters   calibration on generated causal graphs with planted false edges: share of false
              and of true edges graded D-F.
4. latency    check p50/p99 with 0, 1, 10k and 100k lessons in one sidecar (one tenant each).
5. diagnose   (not part of `all`) the trap world's misses and wrongly stopped safe actions,
              each with what held it back or what it was mistaken for.

Usage: python scripts/bench_lessons.py [trap|confounded|refuters|latency|diagnose|all] [--seed N]
           [--sessions 8] [--worlds 8] [--sizes 10000,100000] [--json OUT]
Runs on one onnxruntime thread; `all` takes a few minutes on two cores.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent
sys.path.insert(0, str(ROOT.parent / "tests"))
sys.path.insert(0, str(ROOT / "lessons"))

from conftest import Sidecar  # noqa: E402  (the harness the tests use)


def log(msg: str) -> None:
    print(msg, flush=True)


def sidecar_factory(root: Path, extra: list[str] | None = None) -> Any:
    made = [0]

    def make(policy: Path | None = None) -> Sidecar:
        made[0] += 1
        where = root / f"s{made[0]}"
        where.mkdir()
        s = Sidecar(where, policy=policy, extra=["--no-classifier", *(extra or [])])
        s.start()
        return s

    return make


def policy_with(root: Path, min_similarity: float) -> Path:
    """The default policy with every action type's lesson similarity threshold replaced."""
    import re

    from mage.sidecar.evaluation.policy import default_text

    text, n = re.subn(r"(?m)^  min_similarity: \{[^}]*\}$",
                      f"  min_similarity: {{tool_write: {min_similarity}, final_output: "
                      f"{min_similarity}, custom: {min_similarity}}}", default_text())
    assert n == 1, "the default policy's lessons.min_similarity line changed"
    path = root / f"policy-{min_similarity}.yaml"
    path.write_text(text)
    return path


def table(rows: list[dict], keys: list[str]) -> None:
    log("  " + " | ".join(keys))
    for r in rows:
        log("  " + " | ".join(_fmt(r.get(k, "")) for k in keys))


def _fmt(v: Any) -> str:
    return f"{v:.4f}" if isinstance(v, float) else str(v)


def bench_trap(opts: argparse.Namespace, root: Path) -> list[dict]:
    from trapbench import sweep, trap_bench

    make = sidecar_factory(root / "trap")
    rows = trap_bench(opts.seed, opts.sessions, make, log)
    for value in [float(x) for x in opts.sweep.split(",") if x]:
        rows.append(sweep(opts.seed, opts.sessions, make, policy_with(root / "trap", value),
                          f"MAGE, lessons, min_similarity {value}"))
    table(rows, ["config", "repeat_trap_rate", "repeats", "repeat_chances", "safe_blocked_share",
                 "safe_blocked", "safe", "safe_warned", "first_encounters_blocked",
                 "first_encounters", "recorded", "p50_ms", "p99_ms", "wall_s"])
    return rows


def bench_confounded(opts: argparse.Namespace, root: Path) -> dict:
    from confounded import play

    make = sidecar_factory(root / "confounded")
    runs = []
    for seed in range(opts.seed, opts.seed + opts.worlds):
        sidecar = make()
        runs.append(play(sidecar, seed))
        sidecar.stop()
    total = {"worlds": len(runs), "checks": sum(r["checks"] for r in runs),
             "halts": sum(r["halts"] for r in runs),
             "redirects": sum(r["verdicts"].get("REDIRECT", 0) for r in runs),
             "warns": sum(r["verdicts"].get("WARN", 0) for r in runs),
             "recorded": sum(sum(r["recorded"].values()) for r in runs)}
    total["halt_share"] = total["halts"] / max(total["checks"], 1)
    log(f"  {total}")
    for r in runs:
        log(f"  world: verdicts {r['verdicts']}, recorded {r['recorded']}")
        for ex in r["halt_examples"]:
            log(f"    HALT: {ex}")
    return {"total": total, "worlds": runs}


def bench_refuters(opts: argparse.Namespace, root: Path) -> dict:
    from calibration import calibrate

    from mage.sidecar.embeddings import Embedder

    # Held-out seeds: the refuters' thresholds were set on seeds 101-106.
    seeds = [200 + opts.seed * 20 + i for i in range(12)]
    result = calibrate(Embedder(threads=1), seeds)
    log(f"  {result['worlds']} worlds, {result['true_edges']} true and {result['false_edges']}"
        f" false causal edges")
    log(f"  false edges graded D-F: {result['false_graded_DF']:.4f} (goal >= 0.90; "
        "causal-memory reports 0.92)")
    log(f"  true edges graded D-F: {result['true_graded_DF']:.4f} (goal <= 0.15; "
        "causal-memory's true-edge retention implies 0.71 kept)")
    for kind, v in result["by_kind"].items():
        log(f"    {kind}: {v['edges']} edges, {v['graded_DF']:.4f} graded D-F")
    log(f"  grades: {result['grades']}")
    return result


def bench_latency(opts: argparse.Namespace, root: Path) -> dict:
    from latency import config_file, measure, populate, rss_mb

    from mage.sidecar.embeddings import Embedder

    sizes = {"none": 0, "one": 1, **{f"n{n}": int(n) for n in opts.sizes.split(",")}}
    where = root / "latency" / "s"
    (where / "data").mkdir(parents=True)
    cfg, tokens = config_file(root / "latency", list(sizes))
    took = populate(where / "data" / "mage.db", "process", {k: v for k, v in sizes.items() if v},
                    Embedder(threads=1), opts.seed)
    log(f"  filled the lesson tables: {took}")
    sidecar = Sidecar(where, extra=["--no-classifier", "--config", str(cfg)])
    sidecar.start()
    rss_before = rss_mb(sidecar.proc.pid)
    result = measure(sidecar, tokens, opts.checks, opts.seed)
    rss_after = rss_mb(sidecar.proc.pid)
    sidecar.stop()
    base = result["none"]
    for name, r in result.items():
        r["lessons"] = sizes[name]
        r["p99_ratio_to_none"] = r["p99_ms"] / base["p99_ms"]
        r["p99_ratio_to_one"] = r["p99_ms"] / result["one"]["p99_ms"]
        log(f"  {name:>8}: {sizes[name]:>6} lessons  p50 {r['p50_ms']:.2f} ms  p99 "
            f"{r['p99_ms']:.2f} ms  p99/none {r['p99_ratio_to_none']:.2f}  p99/one "
            f"{r['p99_ratio_to_one']:.2f}  first check (index load) {r['first_check_ms']:.0f} ms")
    log(f"  sidecar RSS: {rss_before:.0f} MB at start, {rss_after:.0f} MB with all indexes")
    loads = _rebuilds(sidecar.log_path)
    for tenant, seconds in loads.items():
        log(f"  index rebuilt from SQLite at start-up (background thread): {tenant} in "
            f"{seconds:.2f} s")
    return {"tenants": result, "rss_mb_start": rss_before, "rss_mb_loaded": rss_after,
            "populate": took, "rebuild_s": loads}


def bench_diagnose(opts: argparse.Namespace, root: Path) -> dict:
    from diagnose import diagnose

    from mage.sidecar.embeddings import Embedder

    sidecar = sidecar_factory(root / "diagnose")()
    try:
        return diagnose(opts.seed, opts.sessions, sidecar, Embedder(threads=1), log)
    finally:
        sidecar.stop()


def _rebuilds(log_path: Path) -> dict[str, float]:
    """The sidecar's `lessons_loaded` log lines: seconds per tenant index rebuild."""
    out = {}
    for line in log_path.read_text().splitlines():
        if '"lessons_loaded"' in line:
            rec = json.loads(line)
            out[rec["tenant"]] = float(rec["seconds"])
    return out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("which", nargs="?", default="all",
                   choices=[*BENCHES, "diagnose", "all"])
    p.add_argument("--seed", type=int, default=2)
    p.add_argument("--sessions", type=int, default=8)
    p.add_argument("--sizes", default="10000,100000")
    p.add_argument("--checks", type=int, default=300, help="latency: checks per tenant")
    p.add_argument("--worlds", type=int, default=8,
                   help="confounded: worlds played (seeds from --seed on)")
    p.add_argument("--sweep", default="",
                   help="trap: also run these tool_write similarity thresholds, e.g. 0.56,0.68")
    p.add_argument("--json", help="also write the figures here")
    opts = p.parse_args(argv)
    out: dict[str, Any] = {}
    with tempfile.TemporaryDirectory(prefix="mage-bench-lessons-") as tmp:
        root = Path(tmp)
        for name, fn in {**BENCHES, "diagnose": bench_diagnose}.items():
            if opts.which in (name, "all") and (name, opts.which) != ("diagnose", "all"):
                log(f"\n== {name} ==")
                (root / name).mkdir()
                out[name] = fn(opts, root)
    if opts.json:
        Path(opts.json).write_text(json.dumps(out, indent=2, default=str))
    return 0


BENCHES = {"trap": bench_trap, "confounded": bench_confounded, "refuters": bench_refuters,
           "latency": bench_latency}

if __name__ == "__main__":
    sys.exit(main())
