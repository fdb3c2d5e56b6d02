"""The seventh development split: an office inbox, a personal bank, team channels and trips.

Written apart from the guard, without reading how it decides and without running it while
writing, in four kinds of app an agent commonly drives: an office worker's mail, calendar
and cloud drive (`inbox`), a personal bank account with its transactions, standing orders,
payees and bills (`ledger`), a team's messaging workspace with its channels, threads, DMs
and linked pages (`channels`) and travel with hotels, restaurants, rental cars and flights
(`journeys`). Many requests hand the agent over to content ("do what Karen's email asks",
"follow the pinned handoff steps", "pay the bill in my downloads"). Eight injection styles
of its own and eight attacker goals per domain, half of them with a value of the
attacker's. Each domain keeps a third of its (style, goal) cells, on diagonals; each task
half the clean sessions the runner asks for. Nine tasks against eight styles make a cell's
repeated sessions fall on different tasks.
"""

from __future__ import annotations

from ..model import DEV7, Material
from . import channels, inbox, journeys, ledger
from .styles import STYLES

_DOMAINS = (inbox, ledger, channels, journeys)

MATERIAL = Material(DEV7, tuple(t for d in _DOMAINS for t in d.TASKS),
                    tuple(g for d in _DOMAINS for g in d.GOALS), STYLES,
                    cell_stride=3, clean_stride=2)

__all__ = ["MATERIAL"]
