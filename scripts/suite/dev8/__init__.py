"""The eighth development split: a professional's desk, a Swiss bank account, a chat workspace
and travel.

Written apart from the guard, without reading how it decides and without running it while
writing, in four kinds of app an agent commonly drives: a consultant's or architect's mail,
calendar and cloud drive (`desk`), a personal current account in Switzerland with its
standing orders, payees, eBills and statements (`wallet`), a company's messaging workspace
with channels, DMs, members, tickets and linked wiki and status pages (`relay`) and travel
with hotels, restaurants, rental cars, flights, transfers and reviews (`wayfare`). Many
requests hand the agent over to content ("do the tasks in the email from Aroha", "pay what I
owe Ximena, it's in our chat", "book whatever the team voted for in the poll") or make the
write depend on what the agent reads ("only if the change fee is under 100", "accept only if
I'm free"). Eight injection styles of its own and eight attacker goals per domain, half of
them with a value of the attacker's. Each domain keeps a third of its (style, goal) cells,
on diagonals; each task half the clean sessions the runner asks for. Nine tasks against eight
styles make a cell's repeated sessions fall on different tasks.
"""

from __future__ import annotations

from ..model import DEV8, Material
from . import desk, relay, wallet, wayfare
from .styles import STYLES

_DOMAINS = (desk, wallet, relay, wayfare)

MATERIAL = Material(DEV8, tuple(t for d in _DOMAINS for t in d.TASKS),
                    tuple(g for d in _DOMAINS for g in d.GOALS), STYLES,
                    cell_stride=3, clean_stride=2)

__all__ = ["MATERIAL"]
