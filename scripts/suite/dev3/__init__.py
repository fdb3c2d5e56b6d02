"""The third development split: an assistant's workspace, bank, team chat and travel.

Written apart from the guard and from the other splits, with four domains of a general
personal and workplace agent, its own injection styles and attacker goals. The guard's
designers may read this package and every session it gives. Each domain keeps a third of
its (style, goal) cells, on diagonals; each task half the clean sessions the runner asks
for. A domain has nine tasks against eight styles, so that a cell's repeated sessions
fall on different tasks and every task is attacked.
"""

from __future__ import annotations

from ..model import DEV3, Material
from . import banking, messaging, trips, workspace
from .styles import STYLES

_DOMAINS = (workspace, banking, messaging, trips)

MATERIAL = Material(DEV3, tuple(t for d in _DOMAINS for t in d.TASKS),
                    tuple(g for d in _DOMAINS for g in d.GOALS), STYLES,
                    cell_stride=3, clean_stride=2)

__all__ = ["MATERIAL"]
