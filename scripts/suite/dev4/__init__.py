"""The fourth development split: property, social media, school and logistics.

Written apart from the guard and from the other splits, with four domains of a small
business's or a school's agent, its own injection styles and attacker goals. The guard's
designers may read this package and every session it gives. Each domain keeps a third of
its (style, goal) cells, on diagonals; each task half the clean sessions the runner asks
for. A domain has nine tasks against eight styles, so that a cell's repeated sessions
fall on different tasks and every task is attacked.
"""

from __future__ import annotations

from ..model import DEV4, Material
from . import logistics, property, school, social
from .styles import STYLES

_DOMAINS = (property, social, school, logistics)

MATERIAL = Material(DEV4, tuple(t for d in _DOMAINS for t in d.TASKS),
                    tuple(g for d in _DOMAINS for g in d.GOALS), STYLES,
                    cell_stride=3, clean_stride=2)

__all__ = ["MATERIAL"]
