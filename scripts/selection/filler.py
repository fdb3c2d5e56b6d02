"""Everyday work that fills a history: sub-tasks of the same domain, unrelated to the incident.

Each template is a short thread (instruction or plan, tool reads, observations,
a decision, an action, an outcome), each step resting on the one before, so
the history has plenty of structure (decisions, roots, chains) that is not
the current state's. Slots are filled with random values per thread.
"""

from __future__ import annotations

import random

SLOTS = {
    "feature": ["pagination", "CSV export", "dark mode", "audit trail", "bulk edit", "search"],
    "file": ["utils.py", "models.py", "views.py", "schema.sql", "config.yaml", "Makefile"],
    "lib": ["pydantic", "structlog", "httpx", "sqlalchemy", "celery", "pytest"],
    "n": ["3", "7", "12", "25", "40", "64", "128"],
    "table": ["customers", "products", "shipments", "suppliers", "campaigns", "tickets"],
    "host": ["db-2", "cache-1", "worker-5", "bastion", "mq-3", "web-9"],
    "tool": ["grafana", "terraform", "ansible", "kubectl", "pagerduty", "vault"],
    "person": ["Ana", "Ben", "Chen", "Dara", "Eli", "Fay"],
}

THREADS = {
    "software": [
        [("instruction", "user", "Add {feature} to the admin UI"),
         ("plan", "llm_reasoning", "Plan: sketch {feature}, write the component, add tests"),
         ("observation", "tool", "Read {file}: the admin UI has {n} components"),
         ("decision", "llm_reasoning", "Decided to implement {feature} as a separate component"),
         ("action", "tool", "Created the {feature} component and its stylesheet"),
         ("outcome", "tool", "Unit tests for {feature} pass ({n} tests)")],
        [("instruction", "user", "Upgrade {lib} to the latest minor version"),
         ("observation", "tool", "Changelog of {lib}: {n} fixes, no breaking changes"),
         ("action", "tool", "Bumped {lib} in requirements.txt"),
         ("outcome", "tool", "Test suite green after the {lib} upgrade")],
        [("instruction", "user", "Refactor {file} for readability"),
         ("observation", "tool", "{file} has {n} functions longer than 50 lines"),
         ("decision", "llm_reasoning", "Decided to split {file} into two modules"),
         ("action", "tool", "Moved helpers out of {file}"),
         ("outcome", "tool", "Lint passes on the refactored {file}")],
        [("observation", "tool", "Code review from {person}: rename variables in {file}"),
         ("action", "tool", "Renamed variables in {file} as {person} suggested"),
         ("note", "llm_reasoning", "{person} prefers explicit names over abbreviations")],
        [("instruction", "user", "Write the release notes for version 2.{n}"),
         ("observation", "tool", "{n} pull requests merged since the last release"),
         ("action", "tool", "Drafted release notes listing {feature}"),
         ("outcome", "user", "{person} approved the release notes")],
        [("plan", "llm_reasoning", "Plan: improve type coverage of {file}"),
         ("observation", "tool", "mypy reports {n} errors in {file}"),
         ("action", "tool", "Added type hints to {file}"),
         ("outcome", "tool", "mypy reports 0 errors in {file}")],
    ],
    "data": [
        [("instruction", "user", "Add a {table} dimension to the warehouse"),
         ("plan", "llm_reasoning", "Plan: model {table}, load it nightly, document it"),
         ("observation", "tool", "Source system has {n} columns for {table}"),
         ("decision", "llm_reasoning", "Decided to keep a slowly changing history of {table}"),
         ("action", "tool", "Created the dim_{table} table"),
         ("outcome", "tool", "dim_{table} loaded with {n} thousand rows")],
        [("instruction", "user", "Document the {table} pipeline"),
         ("observation", "tool", "The {table} pipeline has {n} tasks"),
         ("action", "tool", "Wrote the {table} pipeline page in the data catalog")],
        [("observation", "tool", "Job load_{table} took {n} minutes, longer than usual"),
         ("decision", "llm_reasoning", "Decided to add an index on {table}.updated_at"),
         ("action", "tool", "Created the index on {table}.updated_at"),
         ("outcome", "tool", "load_{table} now takes 3 minutes")],
        [("instruction", "user", "Share a {table} extract with {person}"),
         ("action", "tool", "Exported {table} for {person} as CSV"),
         ("outcome", "user", "{person} confirmed the {table} extract is complete")],
        [("plan", "llm_reasoning", "Plan: test data quality of {table}"),
         ("observation", "tool", "{n} rows of {table} have an empty email"),
         ("decision", "llm_reasoning", "Decided to flag, not drop, {table} rows without email"),
         ("action", "tool", "Added a quality check on {table} emails")],
        [("observation", "tool", "Warehouse cost report: {table} queries cost {n} dollars"),
         ("note", "llm_reasoning", "Most {table} cost comes from the weekly full scan")],
    ],
    "operations": [
        [("instruction", "user", "Patch {host} with the latest security updates"),
         ("observation", "tool", "{host} has {n} pending package updates"),
         ("action", "tool", "Applied package updates on {host}"),
         ("outcome", "tool", "{host} healthy after the updates")],
        [("instruction", "user", "Rotate the {tool} API token"),
         ("action", "tool", "Issued a new {tool} token and stored it in the vault"),
         ("outcome", "tool", "Old {tool} token revoked")],
        [("observation", "tool", "Alert: {host} CPU above 80 percent for 10 minutes"),
         ("observation", "tool", "Top process on {host} is the nightly report"),
         ("decision", "llm_reasoning", "Decided to move the nightly report off {host}"),
         ("action", "tool", "Rescheduled the nightly report on worker-{n}"),
         ("outcome", "tool", "{host} CPU back to 20 percent")],
        [("instruction", "user", "Give {person} read access to {tool}"),
         ("action", "tool", "Added {person} to the {tool} readers group"),
         ("outcome", "user", "{person} can log in to {tool}")],
        [("plan", "llm_reasoning", "Plan: review the {tool} configuration"),
         ("observation", "tool", "{tool} configuration has {n} unused entries"),
         ("decision", "llm_reasoning", "Decided to remove unused {tool} entries"),
         ("action", "tool", "Removed {n} unused entries from {tool}")],
        [("observation", "tool", "Backup of {host} completed in {n} minutes"),
         ("note", "llm_reasoning", "Backups of {host} are kept for 30 days")],
    ],
}


def thread(domain: str, rng: random.Random) -> list[tuple[str, str, str]]:
    """One filled-in thread of everyday work: (kind, source, content) per step."""
    template = rng.choice(THREADS[domain])
    values = {k: rng.choice(v) for k, v in SLOTS.items()}
    return [(kind, source, text.format(**values)) for kind, source, text in template]
