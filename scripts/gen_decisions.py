"""Generate a sidecar database with many audit decisions, fast, by direct SQL inserts.

The records are `AuditRecordV1`s as the sidecar writes them (action, context, basis,
risk vector with evidence, tiers, chained hashes), so `mage audit verify`,
`list`, `show`, `stats` and the web view work on them; the review index is
filled by `review_index.index_committed` exactly as in a running sidecar. No memory entries are
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

from mage.contract import types as t
from mage.sidecar.audit.chain import GENESIS_HASH, chain_hash
from mage.sidecar.audit.record import AuditRecordV1, RecordedAction, RecordedContext
from mage.sidecar.ids import DecisionIds
from mage.sidecar.store import db as store
from mage.sidecar.store import review as review_store
from mage.sidecar.store import review_index

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
           ) -> AuditRecordV1:
    verdict = rng.choices(list(OUTCOMES), [w for w, _ in OUTCOMES.values()])[0]
    kind, tool = rng.choice(ACTIONS)
    basis = tuple(f"m{seq - i}" for i in range(rng.randint(1, 4)))
    found: dict[str, list[t.Evidence]] = {c: [] for c in t.RISK_COMPONENTS}
    for rule, comp, lo, hi in rng.sample(OUTCOMES[verdict][1],
                                        k=min(len(OUTCOMES[verdict][1]), rng.randint(1, 2))):
        score = round(rng.uniform(lo, hi), 4)
        found[comp].append(t.Evidence(rule, score, basis[:1], basis[:2], f"{rule} on {basis[0]}"))
    risk = {c: t.RiskComponent(max((e.score for e in ev), default=0.0), tuple(ev))
            for c, ev in found.items()}
    environment = rng.choice(["", "production"])  # drawn before the tiers' latencies
    tiers = (t.TierResult("rules", "ran", round(rng.lognormvariate(-1.6, 0.4), 4),
                          f"{len(basis)} basis entries"),
             t.TierResult("classifier", "ran", round(rng.lognormvariate(-2.5, 0.5), 4),
                          "cached scores"))
    return AuditRecordV1(
        decision_id, time_ms, "default", session,
        RecordedAction(kind, "", tool, {"to": "cfo@acme.example"} if tool == "send_email" else {},
                       ""),
        RecordedContext(environment, "", {}),
        basis, True, (), {}, seq, verdict, f"{verdict}: generated", risk, (), (), tiers,
        "0" * 64, "", (), False, (), redacted=())


def generate(out: Path, n: int, sessions: int, days: int, feedback: int, seed: int) -> None:
    out.mkdir(parents=True, exist_ok=True)
    conn = store.open_connection(out / "mage.db", "process")
    conn.execute("PRAGMA synchronous=OFF")  # a generated file: nothing to lose in a crash
    store.migrate(conn)
    review_store.migrate(conn)
    rng, ids = random.Random(seed), DecisionIds()
    start = int(time.time() * 1000) - days * 86_400_000
    step = days * 86_400_000 // max(n, 1)
    prev, made = GENESIS_HASH, []
    for lo in range(0, n, BATCH):
        with conn:
            for i in range(lo, min(n, lo + BATCH)):
                when = start + i * step
                # Agent sessions are short: about 20 are open at any time.
                session = f"s{min(sessions - 1, i * sessions // n + rng.randrange(20))}"
                rec = record(rng, ids.new(when), when, session, i + 10)
                text = rec.canonical()
                hash_ = chain_hash(prev, text)
                pos = store.insert_decision(conn, rec.summary(), text, prev, hash_)
                review_index.index_committed(conn, [(pos, rec)])
                prev = hash_
                if rng.random() < feedback / n:
                    made.append(rec.decision_id)
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
