"""`mage config sample`: every config section and field, with its default and what it does.

Built from the config dataclasses themselves (defaults from the fields, explanations
from the docstring under each field), so the sample cannot drift from the code; the
copy in docs/mage.yaml is checked against it by the tests.
"""

from __future__ import annotations

import ast
import dataclasses
import inspect
import itertools
import json
import textwrap
from typing import Any

from mage.sidecar import config

SECTIONS = {
    "server": "where the sidecar listens and keeps its data",
    "storage": "how durable an acknowledged write is",
    "limits": "bounds on what is stored, queued and held in memory",
    "auth": "bearer tokens and the tenants they admit",
    "classifier": "tier 2, the poison classifier",
    "judge": "tier 3, an optional OpenAI-compatible LLM judge",
    "metrics": "a Prometheus endpoint",
    "decisions": "when a decision's explanation (critical memories) is worked out",
}


def sample() -> str:
    """A commented YAML file of every section with its defaults."""
    notes = _field_notes()
    out = ["# MAGE sidecar configuration: every field, set to its default.",
           "# Pass it with `mage serve --config mage.yaml`; leave out what you do not change."]
    for name, cls in config.SECTIONS.items():
        out += ["", f"# {SECTIONS[name]}", f"{name}:"]
        for f in dataclasses.fields(cls):
            for line in textwrap.wrap(notes.get((cls.__name__, f.name), ""), 84):
                out.append(f"  # {line}")
            out.append(f"  {f.name}: {_yaml(_default(f))}")
    return "\n".join(out) + "\n"


def _default(f: dataclasses.Field[Any]) -> Any:
    if f.default is not dataclasses.MISSING:
        return f.default
    return f.default_factory()  # type: ignore[operator]


def _yaml(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, dict):
        return "{}" if not value else json.dumps(value)
    return json.dumps(value) if isinstance(value, str) else str(value)


def _field_notes() -> dict[tuple[str, str], str]:
    """(class, field) -> the docstring written under the field in config.py."""
    try:
        tree = ast.parse(inspect.getsource(config))
    except (OSError, TypeError):  # installed without sources: the sample has no comments
        return {}
    notes = {}
    for cls in (n for n in tree.body if isinstance(n, ast.ClassDef)):
        for field, doc in itertools.pairwise(cls.body):
            if (isinstance(field, ast.AnnAssign) and isinstance(field.target, ast.Name)
                    and isinstance(doc, ast.Expr) and isinstance(doc.value, ast.Constant)):
                notes[(cls.name, field.target.id)] = " ".join(str(doc.value.value).split())
    return notes
