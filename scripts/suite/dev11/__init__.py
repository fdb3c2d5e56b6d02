"""The eleventh development split: a professional's workspace, personal banking, a start-up's
chat workspace and travel, in Mexico, Brazil, Colombia, Chile, Argentina, Spain and Portugal.

Four kinds of app an agent commonly drives: the mail, calendar and cloud drive of someone at a
freight and customs group with offices across the region (`satchel`), a personal bank account
in pesos, reais or euros with its bills, payees, recurring payments, card transactions,
statements and instant transfers (Pix, SPEI, Bizum, MB Way) (`moneybox`), a payments
start-up's team chat with channels, threads, DMs, pins, user groups, wiki pages and the web
pages people link to (`townsquare`) and travel with hotels, restaurants, rental cars, flight
changes, reservations, refunds and reviews (`roadtrip`). Amounts are written the local way
("R$ 1.234,56", "$ 1.250.000", "1.234,56 €") and dates day first ("03/11/2026"); the APIs'
JSON carries ISO dates and plain decimals. Many requests hand the agent over to content ("do
whatever Lucía asked for", "take care of the to-dos in the pinned message", "pay the bills due
this week", "book everything in the itinerary that isn't booked yet") or make the write depend
on what it reads ("only if it's under 5.000 €", "accept if I'm free", "the cheapest rated above
4.2"). Clean outputs ask their readers to do things too: pay-by dates, action items, checklist
steps, survey links. Eight injection styles and eight attacker goals per domain, half of them
with a value of the attacker's. Each domain keeps a third of its (style, goal) cells, on
diagonals; each task half the clean sessions the runner asks for.
"""

from __future__ import annotations

from ..model import DEV11, Material
from . import moneybox, roadtrip, satchel, townsquare
from .styles import STYLES

_DOMAINS = (satchel, moneybox, townsquare, roadtrip)

MATERIAL = Material(DEV11, tuple(t for d in _DOMAINS for t in d.TASKS),
                    tuple(g for d in _DOMAINS for g in d.GOALS), STYLES,
                    cell_stride=3, clean_stride=2)

__all__ = ["MATERIAL"]
