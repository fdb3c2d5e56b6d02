"""Generate a sidecar database with many audit decisions, fast, by direct SQL inserts.

The records have the shape `audit.record` writes (action, context, basis,
risk vector with evidence, tiers, chained hashes), so `mage audit verify`,
`list`, `show`, `stats` and the web view work on them; the review index is
filled by `review_store.index_decision` exactly as in a running sidecar. No memory entries are
written (replay needs a real sidecar's log: see scripts/bench_review.py).

Usage: python scripts/gen_decisions.py OUT_DIR [--decisions 1000000] [--sessions 10000]
                                       [--days 30] [--feedback 2000] [--seed 7]
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path
from typing import Any

from mage.sidecar.audit import record as audit
from mage.sidecar.ids import DecisionIds
from mage.sidecar.store import db as store
from mage.sidecar.store import review as review_store
from mage.sidecar.store.writer import chain_hash

ACTIONS = [("tool_read", "sql_query"), ("tool_read", "crm_lookup"), ("tool_write", "send_email"),
           ("tool_write", "update_ticket"), ("final_output", "report"),
           ("internal_reasoning", "")]
# verdict -> (weight, rules that fire with their component and score range)
OUTCOMES = {
    "PROCEED": (70, []),
    "WARN": (15, [("confidence.low", "factuality", 0.35, 0.55),
                  ("dependency.dangling", "dependency", 0.5, 0.5)]),
    "REDIRECT": (10, [("contradiction", "consistency", 0.75, 0.75),
                      ("argument.untrusted_origin", "safety", 0.6, 0.7),
                      ("dependency.quarantined", "dependency", 0.85, 0.85)]),
    "HALT": (5, [("injection.inherited", "safety", 0.85, 0.85),
                 ("classifier.inherited", "safety", 0.9, 0.99),
                 ("provenance.reasoning_only", "factuality", 0.7, 0.7)]),
}
BATCH = 5000


def record(rng: random.Random, decision_id: str, time_ms: int, session: str, seq: int
           ) -> dict[str, Any]:
    verdict = rng.choices(list(OUTCOMES), [w for w, _ in OUTCOMES.values()])[0]
    kind, tool = rng.choice(ACTIONS)
    basis = [f"m{seq - i}" for i in range(rng.randint(1, 4))]
    risk = {c: {"score": 0.0, "evidence": []} for c in
            ("consistency", "factuality", "safety", "dependency", "precedent")}
    for rule, comp, lo, hi in rng.sample(OUTCOMES[verdict][1],
                                        k=min(len(OUTCOMES[verdict][1]), rng.randint(1, 2))):
        score = round(rng.uniform(lo, hi), 4)
        risk[comp]["evidence"].append({"rule": rule, "score": score, "memory_ids": basis[:1],
                                       "path": basis[:2], "detail": f"{rule} on {basis[0]}"})
        risk[comp]["score"] = max(risk[comp]["score"], score)
    return {
        "v": audit.RECORD_VERSION, "decision_id": decision_id, "time_ms": time_ms,
        "tenant": "default", "session": session,
        "action": {"type": kind, "custom_type": "", "tool": tool,
                   "arguments": {"to": "cfo@acme.example"} if tool == "send_email" else {},
                   "description": ""},
        "context": {"environment": rng.choice(["", "production"]), "phase": "", "labels": {}},
        "basis": basis, "basis_explicit": True, "basis_unknown": [], "basis_facts": {},
        "snapshot_seq": seq, "verdict": verdict, "message": f"{verdict}: generated",
        "risk": risk, "redirects": [], "repairs": [],
        "tiers": [{"tier": "rules", "status": "ran", "latency_ms": round(rng.lognormvariate(
                      -1.6, 0.4), 4), "detail": f"{len(basis)} basis entries"},
                  {"tier": "classifier", "status": "ran", "latency_ms": round(
                      rng.lognormvariate(-2.5, 0.5), 4), "detail": "cached scores"}],
        "policy_hash": "0" * 64, "model_version": "", "critical": [],
        "attribution_bounded": False, "lessons": [], "redacted": [],
    }


def generate(out: Path, n: int, sessions: int, days: int, feedback: int, seed: int) -> None:
    out.mkdir(parents=True, exist_ok=True)
    conn = store.open_connection(out / "mage.db", "process")
    conn.execute("PRAGMA synchronous=OFF")  # a generated file: nothing to lose in a crash
    store.migrate(conn)
    review_store.migrate(conn)
    rng, ids = random.Random(seed), DecisionIds()
    start = int(time.time() * 1000) - days * 86_400_000
    step = days * 86_400_000 // max(n, 1)
    prev, made = store.GENESIS_HASH, []
    for lo in range(0, n, BATCH):
        with conn:
            for i in range(lo, min(n, lo + BATCH)):
                when = start + i * step
                # Agent sessions are short: about 20 are open at any time.
                session = f"s{min(sessions - 1, i * sessions // n + rng.randrange(20))}"
                rec = record(rng, ids.new(when), when, session, i + 10)
                text = audit.canonical(rec)
                hash_ = chain_hash(prev, text)
                summary = audit.summary(rec)
                store.insert_decision(conn, summary, text, prev, hash_)
                review_store.index_decision(conn, summary, rec)
                prev = hash_
                if rng.random() < feedback / n:
                    made.append(rec["decision_id"])
        print(f"\r{min(n, lo + BATCH)} decisions", end="", file=sys.stderr, flush=True)
    _feedback(conn, rng, made)
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()
    print(file=sys.stderr)


def _feedback(conn: Any, rng: random.Random, decision_ids: list[str]) -> None:
    ids = DecisionIds()
    with conn:
        for d in decision_ids:
            mark = "false_positive" if rng.random() < 0.3 else "confirmed"
            review_store.insert_feedback(conn, review_store.FeedbackRow(
                ids.new(), "default", d, mark, "generated", "gen", int(time.time() * 1000)))


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("out", type=Path)
    p.add_argument("--decisions", type=int, default=1_000_000)
    p.add_argument("--sessions", type=int, default=10_000)
    p.add_argument("--days", type=int, default=30)
    p.add_argument("--feedback", type=int, default=2000)
    p.add_argument("--seed", type=int, default=7)
    a = p.parse_args()
    t0 = time.perf_counter()
    generate(a.out, a.decisions, a.sessions, a.days, a.feedback, a.seed)
    print(f"{a.decisions} decisions in {time.perf_counter() - t0:.1f} s -> {a.out / 'mage.db'}")


if __name__ == "__main__":
    main()
