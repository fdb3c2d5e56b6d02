"""Scenario suites for the end-to-end evaluation of the guard (`scripts/eval_guard.py`).

Sessions are generated here, from a seed, without reference to the templates the
classifier was trained on (`scripts/classifier/` was not read while writing them), so
that what the evaluation measures on the held-out families is generalisation.

    vocab     names, addresses, accounts and values the scenarios are made of
    tasks_*   one agent task per function: request, tool results, action, what an
              attacker would change and how its text can say so
    trace     the agent's memory stream as `MemoryEntry` writes
    families  clean and attacked templates, split into dev, held-out and lookup (stress)
    runner    the real client against the real sidecar, one per tier combination
    report    rates, latency and the tables
"""
