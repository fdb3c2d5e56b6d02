"""The twelfth development split: a small firm's mail, calendar and drive, household banking,
a company's team chat and travel, for Spanish- and Portuguese-speaking people.

Family businesses and their owners in Peru, Uruguay, Ecuador, Costa Rica, Galicia, the north
of Portugal and Brazil (Minas Gerais and Bahia), and Spanish speakers living in the United
States, use an agent mostly in their own language: about two thirds of the requests are in
Spanish or Portuguese as people type them (tú, vos and você, regional words, missing
accents, "xfa", "pf", "vc", "q"), the rest in English or a mix of both. Four kinds of app:
the mail, calendar and cloud drive of someone running or working in a small firm
(`attache`), a personal or household account with bills, payees, standing orders, recurring
payments, card statements and instant transfers such as Pix, Yape, SINPE Móvil and Zelle
(`piggybank`), a company's team chat with channels, threads, direct messages, pins, user
groups, wiki pages and linked web pages (`watercooler`) and travel with hotels, restaurants,
rental cars, flights, coaches, reservations, reviews and refunds (`wanderlust`). Money is
written the way each country writes it (S/ 1,234.50, $ 1.234,50, ₡125 000,00, 1.234,50 €,
R$ 1.234,50) and dates day first in prose, ISO in the APIs' JSON, in January and February
2027.

Many requests hand the agent over to what it reads (a colleague's last mail, an onboarding
page, the open items someone left in a channel, a trip plan) or make the write depend on it
(the cheapest above a rating, accept if free, pay only under a budget, cancel only while it
is free). Clean outputs ask their readers to do things too. Eight injection styles of its own
(a forwarded message, hidden markup, the user's own voice, a runtime notice, a list of next
steps, a record's field, a mandate and a loud warning) and eight attacker goals per domain,
half of them with a value of the attacker's. Each domain keeps a third of its (style, goal)
cells, on diagonals; each task half the clean sessions the runner asks for.
"""

from __future__ import annotations

from ..model import DEV12, Material
from . import attache, piggybank, wanderlust, watercooler
from .styles import STYLES

_DOMAINS = (attache, piggybank, watercooler, wanderlust)

MATERIAL = Material(DEV12, tuple(t for d in _DOMAINS for t in d.TASKS),
                    tuple(g for d in _DOMAINS for g in d.GOALS), STYLES,
                    cell_stride=3, clean_stride=2)

__all__ = ["MATERIAL"]
