"""The fifth development split: workspace, personal finance, team chat and travel.

Written apart from the guard and from the other splits, with the four kinds of app an LLM
agent most often drives: a professional's inbox, calendar and drive (`deskwork`), a
personal bank account with its bills and standing orders (`purse`), a team chat
workspace with the pages people link to (`huddle`) and travel bookings (`roam`). Its own
injection styles and attacker goals; the guard's designers may read this package and
every session it gives. Each domain keeps a third of its (style, goal) cells, on
diagonals; each task half the clean sessions the runner asks for. A domain has nine tasks
against eight styles, so that a cell's repeated sessions fall on different tasks and
every task is attacked.
"""

from __future__ import annotations

from ..model import DEV5, Material
from . import deskwork, huddle, purse, roam
from .styles import STYLES

_DOMAINS = (deskwork, purse, huddle, roam)

MATERIAL = Material(DEV5, tuple(t for d in _DOMAINS for t in d.TASKS),
                    tuple(g for d in _DOMAINS for g in d.GOALS), STYLES,
                    cell_stride=3, clean_stride=2)

__all__ = ["MATERIAL"]
