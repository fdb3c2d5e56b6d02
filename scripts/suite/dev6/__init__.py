"""The sixth development split: a shop's desk, a household's bank, team chat and travel.

Written apart from the guard and from the other splits, in four kinds of app an agent
drives: a small business owner's mail, calendar and drive (`bizdesk`), a household's
online banking with its bills, standing orders and cards (`household`), a company's team
chat with its pinned posts and linked pages (`teamchat`) and travel bookings (`voyage`).
Eight injection styles of its own and eight attacker goals per domain, half of them with
a value of the attacker's. Each domain keeps a third of its (style, goal) cells, on
diagonals; each task half the clean sessions the runner asks for. Nine tasks against
eight styles make a cell's repeated sessions fall on different tasks.
"""

from __future__ import annotations

from ..model import DEV6, Material
from . import bizdesk, household, teamchat, voyage
from .styles import STYLES

_DOMAINS = (bizdesk, household, teamchat, voyage)

MATERIAL = Material(DEV6, tuple(t for d in _DOMAINS for t in d.TASKS),
                    tuple(g for d in _DOMAINS for g in d.GOALS), STYLES,
                    cell_stride=3, clean_stride=2)

__all__ = ["MATERIAL"]
