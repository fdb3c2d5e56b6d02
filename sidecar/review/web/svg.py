"""The memory dependency graph a decision saw, drawn as SVG on the server (no script, no CDN).

Layered left to right: memories that depend on nothing first, each memory one
column right of its deepest parent, the action last. Marks colour the boxes
(tainted, contradicting, low confidence, quarantined, superseded, dangling);
the dependency paths the evidence names, and the basis edges into the action,
are drawn thick and red: the path from the problem to the action.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from html import escape

MAX_NODES = 120
BOX_W, BOX_H, GAP_X, GAP_Y, PAD = 200, 46, 60, 18, 20
MIN_WIDTH = 960  # the legend's width
LEGEND_H = 44

# mark -> (fill, stroke, label); the first mark a node has, in this order, sets its colour.
STYLES = {
    "tainted": ("#fde2e1", "#c62828", "tainted"),
    "quarantined": ("#ece3f5", "#6a1b9a", "quarantined"),
    "contradicting": ("#ffe9cc", "#e65100", "contradicting"),
    "low-confidence": ("#fff8c5", "#a88600", "low confidence"),
    "superseded": ("#eeeeee", "#616161", "superseded"),
    "dangling": ("#eeeeee", "#616161", "dangling"),
}
PLAIN = ("#e8f0fe", "#3f51b5")


@dataclass(frozen=True, slots=True)
class GraphNode:
    """One memory as the decision saw it."""

    id: str
    label: str  # e.g. "tool/observation"
    confidence: float
    parents: tuple[str, ...]
    marks: tuple[str, ...]  # keys of STYLES
    title: str = ""  # tooltip: the content


def draw(nodes: Sequence[GraphNode], basis: Iterable[str], paths: Iterable[Sequence[str]],
         action: str) -> str:
    """The SVG document (a string) for these memories and the action they support."""
    shown, hidden = list(nodes[:MAX_NODES]), max(0, len(nodes) - MAX_NODES)
    ids = {n.id for n in shown}
    basis = [b for b in basis if b in ids]
    hot = _hot_edges(paths)
    cols = _columns(shown)
    pos = _positions(shown, cols)
    width = max(MIN_WIDTH, (max(cols.values(), default=0) + 2) * (BOX_W + GAP_X) + PAD)
    rows = max([sum(1 for c in cols.values() if c == k) for k in set(cols.values())] or [1])
    height = LEGEND_H + max(rows, 1) * (BOX_H + GAP_Y) + 2 * PAD
    action_xy = ((max(cols.values(), default=-1) + 1) * (BOX_W + GAP_X) + PAD,
                 LEGEND_H + PAD + (height - LEGEND_H - 2 * PAD - BOX_H) // 2)
    parts = [_head(width, height), _legend(hidden)]
    parts += _edges(shown, pos, hot)
    parts += _basis_edges(basis, pos, action_xy)
    parts += [_node(n, pos[n.id], n.id in basis) for n in shown]
    parts.append(_action(action, action_xy))
    parts.append("</svg>")
    return "\n".join(parts)


def _hot_edges(paths: Iterable[Sequence[str]]) -> set[tuple[str, str]]:
    """(parent, child) pairs on an evidence path: from the marked memory towards the action."""
    hot = set()
    for path in paths:
        for child, parent in itertools.pairwise(path):
            hot.add((parent, child))
    return hot


def _columns(nodes: Sequence[GraphNode]) -> dict[str, int]:
    """Each node one column right of its deepest shown parent (depends_on has no cycles)."""
    by_id = {n.id: n for n in nodes}
    col: dict[str, int] = {}

    def depth(nid: str, guard: int = 0) -> int:
        if nid not in col:
            parents = [p for p in by_id[nid].parents if p in by_id]
            col[nid] = 0 if not parents or guard > 64 else 1 + max(
                depth(p, guard + 1) for p in parents)
        return col[nid]

    for n in nodes:
        depth(n.id)
    return col


def _positions(nodes: Sequence[GraphNode], cols: dict[str, int]) -> dict[str, tuple[int, int]]:
    """Top-left corners; within a column, nodes sit near the mean row of their parents."""
    pos: dict[str, tuple[int, int]] = {}
    for k in sorted(set(cols.values())):
        column = [n for n in nodes if cols[n.id] == k]
        column.sort(key=lambda n: (_mean_parent_y(n, pos), n.id))
        for i, n in enumerate(column):
            pos[n.id] = (PAD + k * (BOX_W + GAP_X), LEGEND_H + PAD + i * (BOX_H + GAP_Y))
    return pos


def _mean_parent_y(n: GraphNode, pos: dict[str, tuple[int, int]]) -> float:
    ys = [pos[p][1] for p in n.parents if p in pos]
    return sum(ys) / len(ys) if ys else 0.0


def _head(width: int, height: int) -> str:
    return (f'<svg xmlns="http://www.w3.org/2000/svg" class="memory-graph" width="{width}" '
            f'height="{height}" viewBox="0 0 {width} {height}" font-family="sans-serif" '
            'font-size="11" role="img" aria-label="memory dependency graph">'
            '<defs><marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="7" '
            'markerHeight="7" orient="auto"><path d="M0,0L10,5L0,10z" fill="#777"/></marker>'
            '<marker id="arrow-hot" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="6" '
            'markerHeight="6" orient="auto"><path d="M0,0L10,5L0,10z" fill="#c62828"/>'
            '</marker></defs>')


def _legend(hidden: int) -> str:
    items, x = [], PAD
    for fill, stroke, label in STYLES.values():
        items.append(f'<rect x="{x}" y="8" width="14" height="14" fill="{fill}" '
                     f'stroke="{stroke}"/><text x="{x + 18}" y="19">{label}</text>')
        x += 26 + 7 * len(label)
    items.append(f'<line x1="{x}" y1="15" x2="{x + 24}" y2="15" stroke="#c62828" '
                 f'stroke-width="3"/><text x="{x + 30}" y="19">path to the action</text>')
    if hidden:
        items.append(f'<text x="{PAD}" y="36" class="hidden-count">{hidden} more memories '
                     f'(older ancestors) not drawn; the table below lists them</text>')
    return '<g class="legend">' + "".join(items) + "</g>"


def _curve(x1: float, y1: float, x2: float, y2: float) -> str:
    mid = (x1 + x2) / 2
    return f"M{x1},{y1} C{mid},{y1} {mid},{y2} {x2},{y2}"


def _edges(nodes: Sequence[GraphNode], pos: dict[str, tuple[int, int]],
           hot: set[tuple[str, str]]) -> list[str]:
    out = []
    for n in nodes:
        for p in n.parents:
            if p not in pos:
                continue
            (px, py), (cx, cy) = pos[p], pos[n.id]
            is_hot = (p, n.id) in hot
            out.append(_edge(_curve(px + BOX_W, py + BOX_H / 2, cx, cy + BOX_H / 2), is_hot,
                             f"{p}->{n.id}"))
    return out


def _edge(d: str, hot: bool, name: str) -> str:
    style = ('stroke="#c62828" stroke-width="3" marker-end="url(#arrow-hot)"' if hot
             else 'stroke="#999" stroke-width="1.2" marker-end="url(#arrow)"')
    cls = "edge hot" if hot else "edge"
    return (f'<path class="{cls}" data-edge="{escape(name)}" d="{d}" fill="none" {style}/>')


def _basis_edges(basis: Sequence[str], pos: dict[str, tuple[int, int]],
                 action_xy: tuple[int, int]) -> list[str]:
    ax, ay = action_xy
    return [_edge(_curve(pos[b][0] + BOX_W, pos[b][1] + BOX_H / 2, ax, ay + BOX_H / 2), True,
                  f"{b}->action") for b in basis]


def _node(n: GraphNode, xy: tuple[int, int], in_basis: bool) -> str:
    x, y = xy
    fill, stroke = next(((f, s) for m, (f, s, _) in STYLES.items() if m in n.marks), PLAIN)
    dash = ' stroke-dasharray="5,3"' if "quarantined" in n.marks else ""
    width = 3 if in_basis else 1.5
    marks = " ".join(f"mark-{m}" for m in n.marks)
    badge = ", ".join(STYLES[m][2] for m in n.marks) or "no marks"
    return (f'<g class="node {marks}" data-id="{escape(n.id)}"><title>{escape(n.title)}</title>'
            f'<rect x="{x}" y="{y}" width="{BOX_W}" height="{BOX_H}" rx="6" fill="{fill}" '
            f'stroke="{stroke}" stroke-width="{width}"{dash}/>'
            f'<text x="{x + 8}" y="{y + 15}" font-weight="bold">{escape(_cut(n.id, 28))}</text>'
            f'<text x="{x + 8}" y="{y + 28}">{escape(_cut(n.label, 32))}</text>'
            f'<text x="{x + 8}" y="{y + 40}" fill="{stroke}">conf {n.confidence:.2f} · '
            f'{escape(_cut(badge, 24))}</text>'
            "</g>")


def _action(label: str, xy: tuple[int, int]) -> str:
    x, y = xy
    return (f'<g class="action"><rect x="{x}" y="{y}" width="{BOX_W}" height="{BOX_H}" rx="22" '
            f'fill="#263238" stroke="#263238"/><text x="{x + BOX_W / 2}" y="{y + 27}" '
            f'text-anchor="middle" fill="#fff" font-weight="bold">{escape(_cut(label, 26))}'
            "</text></g>")


def _cut(text: str, n: int) -> str:
    return text if len(text) <= n else text[: n - 1] + "…"
