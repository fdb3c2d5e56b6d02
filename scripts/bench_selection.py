"""Benchmark of causal memory selection; every figure next to baselines from the same run.

Histories (scripts/selection/generate.py): 200+ memories each, three domains,
two root causes per history known by construction, buried among memories
that sound like the question. Each history is written to a real sidecar
(`mage serve`, default configuration) as its own session, then asked
SelectMemories with the history's question and planned action.

Compared at k = 5 and 10 (the same k is the budget of every method):
- SelectMemories with the planned action, and without it (structure only);
- Recent-N: the k latest memories;
- ancestors: the ancestors of the 5 latest entries through depends_on, farthest
  first, user entries skipped (scripts/selection/structural.py);
- vector similarity only: the k memories whose embeddings (the sidecar's own,
  read from its database: the same model and vectors) are closest to the query;
- no memory.
Metrics: recall of the root causes, and the share of selections that contain
at least one distractor. Also: SelectMemories latency at 1k and 10k memories
(first call, which builds the index; warm calls; calls after new writes) and
the cost of counterfactual attribution in checks that do not PROCEED.

A second set of histories ("hard", generate(hard=True)) gives every benign
ancestor mechanism entries of its own, so that structure alone cannot tell
causes from benign ancestors by how much of the state rests on them.

Usage: python scripts/bench_selection.py [--histories 100] [--hard-histories 50]
           [--split test|dev] [--sizes 1000,10000] [--quick] [--json OUT]
The test split (seeds 0..n-1) is the reported one; tuning used the dev split
(seeds from 10000) only.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

import numpy as np

ROOT = Path(__file__).resolve().parent
sys.path.insert(0, str(ROOT.parent / "tests"))
sys.path.insert(0, str(ROOT))

import apsw  # noqa: E402
from conftest import Sidecar  # noqa: E402  (the harness the tests use)
from selection.generate import History, generate  # noqa: E402
from selection.structural import ancestors_farthest_first  # noqa: E402

from mage.client import MageClient  # noqa: E402
from mage.contract import types as t  # noqa: E402
from mage.sidecar.embeddings import DIM, Embedder  # noqa: E402

KS = (5, 10)
BATCH = 500


def to_entries(h: History, session: str, prefix: str = "") -> list[t.MemoryEntry]:
    return [t.MemoryEntry(
        id=prefix + e["id"], content=e["content"], source=t.Source(e["source"]),
        confidence=e["confidence"], kind=t.Kind(e["kind"]), session=session,
        tool="bench" if e["source"] == "tool" else "",
        depends_on=tuple(prefix + d for d in e["depends_on"]),
        claims=tuple(t.Claim(*c) for c in e["claims"])) for e in h.entries]


def write_all(client: MageClient, entries: list[t.MemoryEntry]) -> None:
    for i in range(0, len(entries), BATCH):
        ack = client.write_sync(entries[i:i + BATCH], timeout=120)
        if not ack.ok:
            raise RuntimeError(ack.error_message)


def action_of(h: History) -> t.Action:
    kind, tool, args = h.action
    return t.Action(t.ActionType(kind), tool, args)


# --- methods ------------------------------------------------------------------------


def ours(client: MageClient, h: History, k: int, with_action: bool) -> tuple[list[str], float]:
    start = time.perf_counter()
    got = client.select_memories(h.name, h.query, max_count=k,
                                 action=action_of(h) if with_action else None, timeout=300)
    return [m.memory_id for m in got], (time.perf_counter() - start) * 1000


def recent(h: History, k: int) -> list[str]:
    return [e["id"] for e in h.entries[-k:]]


class Vectors:
    """Vector search over the sidecar's own stored embeddings of a session."""

    def __init__(self, db: Path) -> None:
        self.db, self.embedder = db, Embedder(threads=1)

    def ranking(self, h: History) -> list[str]:
        """Every memory of the history, most similar to the query first."""
        conn = apsw.Connection(str(self.db), flags=apsw.SQLITE_OPEN_READONLY)
        rows = conn.execute("SELECT id, vec FROM selection_vectors WHERE session = ?",
                            (h.name,)).fetchall()
        conn.close()
        matrix = np.frombuffer(b"".join(r[1] for r in rows), dtype=np.float32).reshape(-1, DIM)
        sims = matrix @ self.embedder.embed([h.query])[0]
        return [rows[i][0] for i in np.argsort(-sims)]


# --- scoring ------------------------------------------------------------------------------


def recall(sel: list[str], h: History) -> float:
    return len(set(sel) & set(h.causes)) / len(h.causes)


def has_distractor(sel: list[str], h: History) -> bool:
    return bool(set(sel) & h.distractors)


def run_quality(sidecar: Sidecar, histories: list[History]) -> dict[str, Any]:
    methods = ("selectmemories", "selectmemories_no_action", "recent_n", "ancestors",
               "vector", "none")
    sel: dict[tuple[str, int], list[list[str]]] = defaultdict(list)
    cold, warm = [], []
    vec = Vectors(sidecar.data_dir / "mage.db")
    ranks: dict[str, list[int]] = defaultdict(list)  # cause -> its rank in vector search
    with MageClient(sidecar.target) as client:
        for i, h in enumerate(histories):
            write_all(client, to_entries(h, h.name))
            _, ms = ours(client, h, 10, True)  # builds the session's index
            cold.append(ms)
            by_vector = vec.ranking(h)
            for name, cause in zip(("decision", "event"), h.causes, strict=True):
                ranks[name].append(by_vector.index(cause) + 1)
            for k in KS:
                got, ms = ours(client, h, k, True)
                warm.append(ms)
                sel[("selectmemories", k)].append(got)
                sel[("selectmemories_no_action", k)].append(ours(client, h, k, False)[0])
                sel[("recent_n", k)].append(recent(h, k))
                sel[("ancestors", k)].append(ancestors_farthest_first(h.entries, k))
                sel[("vector", k)].append(by_vector[:k])
                sel[("none", k)].append([])
            if (i + 1) % 10 == 0:
                print(f"  {i + 1}/{len(histories)} histories", flush=True)
    out: dict[str, Any] = {"methods": {}, "by_variant": {}}
    for m in methods:
        for k in KS:
            chosen = sel[(m, k)]
            out["methods"][f"{m}@{k}"] = {
                "recall": statistics.mean(recall(s, h) for s, h in zip(chosen, histories,
                                                                        strict=True)),
                "distractor_share": statistics.mean(
                    has_distractor(s, h) for s, h in zip(chosen, histories, strict=True)),
            }
    for m in ("selectmemories", "ancestors", "vector"):
        for variant in ("linked", "contradiction", "unlinked"):
            idx = [i for i, h in enumerate(histories) if h.variant == variant]
            for k in KS:
                vals = [recall(sel[(m, k)][i], histories[i]) for i in idx]
                out["by_variant"][f"{m}@{k}/{variant}"] = {
                    "n": len(idx), "recall": statistics.mean(vals) if vals else None}
    out["vector_rank_median"] = {name: statistics.median(r) for name, r in ranks.items()}
    out["latency_ms"] = {"first_call_p50": _pct(cold, 50), "warm_p50": _pct(warm, 50),
                         "warm_p95": _pct(warm, 95)}
    return out


# --- latency at size ------------------------------------------------------------------------


def run_latency(sidecar: Sidecar, size: int, seed: int) -> dict[str, Any]:
    """One session of `size` memories (histories joined), then first, warm and incremental."""
    session = f"big{size}"
    entries: list[t.MemoryEntry] = []
    n = 0
    while len(entries) < size:
        h = generate(seed + n)
        entries += to_entries(h, session, prefix=f"x{n}-")
        n += 1
    entries = entries[:size]
    last = generate(seed + n - 1)
    with MageClient(sidecar.target) as client:
        write_all(client, entries)
        start = time.perf_counter()
        client.select_memories(session, last.query, max_count=10, timeout=600)
        first = (time.perf_counter() - start) * 1000
        warm = _timed(client, session, last, 20, with_action=False)
        warm_action = _timed(client, session, last, 20, with_action=True)
        incremental = []
        for j in range(5):
            extra = to_entries(generate(seed + 5000 + j), session, prefix=f"y{j}-")[:20]
            write_all(client, extra)
            incremental += _timed(client, session, last, 1, with_action=False)
    return {"size": size, "first_call_ms": round(first, 1), "warm_p50_ms": _pct(warm, 50),
            "warm_p95_ms": _pct(warm, 95), "warm_with_action_p50_ms": _pct(warm_action, 50),
            "warm_with_action_p95_ms": _pct(warm_action, 95),
            "after_20_new_entries_p50_ms": _pct(incremental, 50)}


def _timed(client: MageClient, session: str, h: History, n: int, with_action: bool
           ) -> list[float]:
    out = []
    for _ in range(n):
        start = time.perf_counter()
        client.select_memories(session, h.query, max_count=10,
                               action=action_of(h) if with_action else None, timeout=600)
        out.append((time.perf_counter() - start) * 1000)
    return out


# --- attribution cost -------------------------------------------------------------------


def run_attribution(sidecar: Sidecar, histories: list[History]) -> dict[str, Any]:
    """Checks of the planned actions: attribution's own time next to the rules tier's."""
    attr, rules, total, bounded, n_critical = [], [], [], 0, []
    with MageClient(sidecar.target) as client:
        for h in histories:
            for _ in range(5):
                start = time.perf_counter()
                d = client.check(h.name, action_of(h))
                elapsed = (time.perf_counter() - start) * 1000
                tiers = {x.tier: x.latency_ms for x in d.tiers}
                if "attribution" not in tiers:
                    continue  # PROCEED: no attribution
                attr.append(tiers["attribution"])
                rules.append(tiers.get("rules", 0.0))
                total.append(elapsed)
                bounded += d.attribution_bounded
                n_critical.append(len(d.critical))
    return {"checks_not_proceed": len(attr), "attribution_p50_ms": _pct(attr, 50),
            "attribution_p99_ms": _pct(attr, 99), "rules_tier_p50_ms": _pct(rules, 50),
            "rules_tier_p99_ms": _pct(rules, 99), "check_rpc_p50_ms": _pct(total, 50),
            "check_rpc_p99_ms": _pct(total, 99), "bounded": bounded,
            "critical_per_check_mean": statistics.mean(n_critical) if n_critical else 0}


def _pct(values: list[float], p: int) -> float | None:
    if not values:
        return None
    return round(float(np.percentile(values, p)), 2)


# --- report -----------------------------------------------------------------------------


def report(res: dict[str, Any]) -> None:
    print(f"{res['histories']} histories ({res['split']} split)")
    _table(res["quality"])
    if "hard" in res:
        print(f"\nHARD histories ({len(res['hard_names'])}): benign ancestors with mechanism "
              "entries of their own")
        _table(res["hard"])
    for lat in res["latency"]:
        print("size", json.dumps(lat))
    print("attribution", json.dumps(res["attribution"]))
    print(f"wall {res['wall_s']} s")


def _table(quality: dict[str, Any]) -> None:
    q = quality["methods"]
    print("root-cause recall and distractor share (share of selections with a distractor)")
    print(f"{'method':30} {'recall@5':>9} {'recall@10':>10} {'distr@5':>8} {'distr@10':>9}")
    for m in ("selectmemories", "selectmemories_no_action", "ancestors", "vector", "recent_n",
              "none"):
        a, b = q[f"{m}@5"], q[f"{m}@10"]
        print(f"{m:30} {a['recall']:9.3f} {b['recall']:10.3f} {a['distractor_share']:8.2f} "
              f"{b['distractor_share']:9.2f}")
    for k in KS:
        best = max(q[f"{m}@{k}"]["recall"] for m in ("ancestors", "vector", "recent_n",
                                                      "none"))
        ours_k = q[f"selectmemories@{k}"]["recall"]
        ratio = f"{ours_k / best:.1f}x" if best else "n/a (every baseline recalled 0)"
        print(f"recall@{k}: SelectMemories {ours_k:.3f}, best baseline {best:.3f}: {ratio}")
    print("median rank of each cause in vector search (of ~220):",
          json.dumps(quality["vector_rank_median"]))
    print("recall by how the event cause is linked")
    for key, v in quality["by_variant"].items():
        if v["n"]:
            print(f"  {key:42} n={v['n']:3}  recall={v['recall']:.3f}")
    print("selection latency on these sessions", json.dumps(quality["latency_ms"]))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--histories", type=int, default=100)
    ap.add_argument("--hard-histories", type=int, default=50)
    ap.add_argument("--split", choices=["test", "dev"], default="test")
    ap.add_argument("--sizes", default="1000,10000")
    ap.add_argument("--quick", action="store_true", help="20 histories, 1k only")
    ap.add_argument("--json", help="write the figures to this file")
    opts = ap.parse_args()
    n = 20 if opts.quick else opts.histories
    sizes = [1000] if opts.quick else [int(s) for s in opts.sizes.split(",") if s]
    base = 0 if opts.split == "test" else 10_000
    histories = [generate(base + i) for i in range(n)]
    hard = [generate(base + i, hard=True) for i in range(0 if opts.quick
                                                         else opts.hard_histories)]
    for h in hard:
        h.name += "-hard"
    with tempfile.TemporaryDirectory() as tmp:
        sidecar = Sidecar(Path(tmp))
        sidecar.start()
        try:
            t0 = time.perf_counter()
            res: dict[str, Any] = {"histories": n, "split": opts.split,
                                   "quality": run_quality(sidecar, histories)}
            if hard:
                res["hard"] = run_quality(sidecar, hard)
                res["hard_names"] = [h.name for h in hard]
            res["attribution"] = run_attribution(sidecar, histories[:40])
            res["latency"] = [run_latency(sidecar, size, 20_000 + size) for size in sizes]
            res["wall_s"] = round(time.perf_counter() - t0, 1)
        finally:
            sidecar.stop()
    report(res)
    if opts.json:
        Path(opts.json).write_text(json.dumps(res, indent=2))


if __name__ == "__main__":
    main()
