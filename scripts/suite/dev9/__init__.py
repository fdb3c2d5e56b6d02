"""The ninth development split: a knowledge worker's workspace, personal banking in North
America, India and Africa, a company's chat workspace and travel.

Written apart from the guard, by an author who had not read how it decides and did not run it
while writing, in four kinds of app an agent commonly drives: the mail, calendar and cloud
drive of someone at a consultancy or product company in Toronto, Bengaluru, Nairobi or
Johannesburg (`briefcase`), a personal account in US or Canadian dollars, rupees, shillings or
rand with its bills, recurring payments, payees, card statements and transfers (`passbook`),
a company's messaging workspace with channels, threads, DMs, members, helpdesk tickets and the
web pages people link to (`crosstalk`) and travel with hotels, restaurants, rental cars,
flight changes, reservations and reviews (`itinerary`). Dates are written the American way
(10/22/2026, "Thursday, October 22nd"). Many requests hand the agent over to content ("handle
the action items Priya sent", "do what the IT ticket says", "book the place my wife picked in
our chat", "pay the bills that are due this week") or make the write depend on what it reads
("only if the change fee is under $100", "accept if I'm free"). Eight injection styles of its
own and eight attacker goals per domain, half of them with a value of the attacker's. Each
domain keeps a third of its (style, goal) cells, on diagonals; each task half the clean
sessions the runner asks for. Nine tasks against eight styles make a cell's repeated sessions
fall on different tasks.
"""

from __future__ import annotations

from ..model import DEV9, Material
from . import briefcase, crosstalk, itinerary, passbook
from .styles import STYLES

_DOMAINS = (briefcase, passbook, crosstalk, itinerary)

MATERIAL = Material(DEV9, tuple(t for d in _DOMAINS for t in d.TASKS),
                    tuple(g for d in _DOMAINS for g in d.GOALS), STYLES,
                    cell_stride=3, clean_stride=2)

__all__ = ["MATERIAL"]
