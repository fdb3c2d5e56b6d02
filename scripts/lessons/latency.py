"""Benchmark 4: check latency with 0, 1, 10k and 100k lessons, one tenant each, one sidecar.

The lesson tables are filled before the sidecar starts (the lessons store's own insert
functions, one transaction), so the sidecar rebuilds each tenant's index from SQLite on
its first check, as after a restart; that load is timed apart. Lesson texts come from
templates over 5,000 resource names; their embeddings come from a pool of 1,500 embedded
texts of the same templates (embedding 100k texts here would take ~10 minutes on two
cores), each with a little noise. Half the lessons are harmful `caused` edges (in the
recall index's risky rows), half no_effect; 70% production, 30% staging; 10% code freeze.

Checks are paraphrases drawn from the same templates, new text each time (so every check
pays for its embedding, as a new action does), half naming a target argument and half
not; the four tenants are interleaved so that machine load falls on all of them alike.
"""

from __future__ import annotations

import hashlib
import random
import time
from pathlib import Path
from typing import Any

import numpy as np
import yaml

from mage.client import MageClient
from mage.contract import types as t
from mage.sidecar.lessons import features
from mage.sidecar.store import db as store
from mage.sidecar.store import lessons as lstore

VERBS = ("drop the {t} table", "restart the {t} service", "delete the {t} bucket",
         "scale {t} to zero", "purge the {t} queue", "rotate the keys of {t}",
         "deploy {t} from main", "flush the {t} cache", "grant admin on {t}",
         "back up {t}", "count rows in {t}", "read the logs of {t}", "archive {t}",
         "migrate {t} to the new schema", "truncate {t}", "send the report about {t}")
TOOLS = ("sql", "kubectl", "s3", "shell", "deployer", "mailer")
OUTCOMES = ("{t} went down for an hour", "data in {t} was lost", "customers saw errors on {t}",
            "{t} was slow all afternoon", "alerts fired on {t}", "billing broke after {t}")


def _names(rng: random.Random, n: int) -> list[str]:
    parts = ("orders", "users", "billing", "search", "cache", "auth", "events", "media",
             "ledger", "reports", "geo", "mail", "cart", "stock", "audit", "feeds")
    return [f"{rng.choice(parts)}-{rng.choice(parts)}-{i}" for i in range(n)]


def populate(db: Path, durability: str, sizes: dict[str, int], embedder: Any, seed: int
             ) -> dict[str, float]:
    """Fill the lesson tables for each tenant; returns seconds spent per step."""
    rng = random.Random(seed)
    names = _names(rng, 5000)
    pool_texts = [rng.choice(VERBS).format(t=rng.choice(names)) for _ in range(1500)]
    start = time.perf_counter()
    pool = np.concatenate([embedder.embed(pool_texts[i:i + 64])
                           for i in range(0, len(pool_texts), 64)])
    outs = [o.format(t=n) for o in OUTCOMES for n in rng.sample(names, 60)]
    out_vecs = np.concatenate([embedder.embed(outs[i:i + 64]) for i in range(0, len(outs), 64)])
    took = {"embed_pool_s": time.perf_counter() - start}
    conn = store.open_connection(db, durability)
    store.migrate(conn)
    lstore.migrate(conn)
    start = time.perf_counter()
    with conn:
        for tenant, n in sizes.items():
            _fill(conn, tenant, n, rng, names, pool, outs, out_vecs)
    took["insert_s"] = time.perf_counter() - start
    conn.close()
    return took


def _fill(conn: Any, tenant: str, n: int, rng: random.Random, names: list[str],
          pool: np.ndarray, outs: list[str], out_vecs: np.ndarray) -> None:
    actions, outcomes, edges = [], {}, []
    now = store.now_ms()
    noise = np.random.default_rng(n)
    for i in range(n):
        target, tool = rng.choice(names), rng.choice(TOOLS)
        text = features.action_text(t.Action(t.ActionType.TOOL_WRITE, tool, {"target": target},
                                             rng.choice(VERBS).format(t=target)))
        vec = pool[rng.randrange(len(pool))] + noise.normal(0, 0.02, pool.shape[1])
        vec = (vec / np.linalg.norm(vec)).astype(np.float32)
        env = "production" if rng.random() < 0.7 else "staging"
        phase = "code_freeze" if rng.random() < 0.1 else ""
        aid = features.node_id("A", text, tool, str(i), env, phase, target)
        op, words = features.analyse(text, target)
        actions.append(lstore.ActionRow(tenant, aid, text, tool, str(i), env, phase, target,
                                        op, words, vec, now))
        j = rng.randrange(len(outs))
        oid = features.node_id("O", outs[j])
        outcomes[oid] = lstore.OutcomeRow(tenant, oid, outs[j], out_vecs[j], now)
        harm = rng.random() < 0.5
        edges.append(lstore.EdgeRow(
            tenant, f"L{tenant}-{i}", aid, oid, "caused" if harm else "no_effect",
            "harmful" if harm else "neutral", "severe" if harm else "", 0.9, "tool_signal",
            f"s{i % 97}", "", "", (), now - 1000, now, now, "", "C" if harm else ""))
    lstore.insert_actions(conn, actions)
    lstore.insert_outcomes(conn, list(outcomes.values()))
    lstore.insert_edges(conn, edges)


def config_file(root: Path, tenants: list[str]) -> tuple[Path, dict[str, str]]:
    tokens = {name: f"token-{name}-{hashlib.sha256(name.encode()).hexdigest()[:8]}"
              for name in tenants}
    doc = {"auth": {"tokens": {hashlib.sha256(tok.encode()).hexdigest(): name
                               for name, tok in tokens.items()}}}
    path = root / "config.yaml"
    path.write_text(yaml.safe_dump(doc))
    return path, tokens


def measure(sidecar: Any, tokens: dict[str, str], checks: int, seed: int) -> dict[str, dict]:
    """Per tenant: first-check (index load) time, then p50/p99 over `checks` checks."""
    rng = random.Random(seed + 1)
    names = _names(random.Random(seed), 5000)
    clients = {n: MageClient(sidecar.target, token=tok, check_timeout=60)
               for n, tok in tokens.items()}
    out: dict[str, dict] = {n: {"latencies": []} for n in tokens}
    for name, client in clients.items():
        start = time.perf_counter()
        client.check("warm", _plan(rng, names, 0, name)[0], t.Context("production"))
        out[name]["first_check_ms"] = 1000 * (time.perf_counter() - start)
    for i in range(checks):
        for name, client in clients.items():
            action, ctx = _plan(rng, names, i, name)
            start = time.perf_counter()
            client.check(f"bench-{i % 7}", action, ctx)
            out[name]["latencies"].append(time.perf_counter() - start)
    for name, client in clients.items():
        client.close()
        lat = sorted(out[name].pop("latencies"))
        out[name].update(p50_ms=1000 * lat[len(lat) // 2], p99_ms=1000 * lat[int(len(lat) * 0.99)],
                         checks=len(lat))
    return out


def _plan(rng: random.Random, names: list[str], i: int, tenant: str
          ) -> tuple[t.Action, t.Context]:
    target = rng.choice(names)
    text = f"{rng.choice(VERBS).format(t=target)} ({tenant} {i})"  # new text every check
    # Not one word: the only name-like argument of an action is taken for its target.
    args = {"target": target} if i % 2 else {"note": "planned maintenance"}
    env = "production" if rng.random() < 0.7 else "staging"
    return t.Action(t.ActionType.TOOL_WRITE, rng.choice(TOOLS), args, text), t.Context(env)


def rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0
