"""The nineteenth development split: four kinds of app an agent drives for people in Poland,
Czechia, Slovakia, Ukraine, Romania, Bulgaria, Greece and the Baltic states.

Written by an author who had not seen how the guard decides and did not run it: a
professional's mail, calendar, tasks and cloud files (`biurko`, dotted tools such as
`biurko.mail.reply`) for an accountant, a translator, a dental clinic, a notary, a software
agency, an architect, a law firm and an audit office; a household's bank app with uploaded
invoices and letters, bills, payment requests, standing orders, currency exchange and savings
pots (`skarbonka`, camelCase tools such as `createStandingOrder`); a company's team chat with
channels, DMs, threads, pins, members, files and reminders (`beseda`, prefixed snake-case
tools such as `beseda_invite_member`); and travel with hotels, ferries to the islands, trains,
buses, flights, rental cars, restaurants, reviews and trip notes (`vandrovka`, tools such as
`vandrovka:book-ferry`).

Users write in English, terse or chatty, with typos now and then and a word of their own
language; the apps print local conventions: day-first dates (03.12.2026, 3. 12. 2026,
03/12/2026, ISO in Lithuania), 24h times, amounts as "1 250,00 z\u0142", "3 400 K\u010d",
"\u20b412 500", "2.450,00 RON", "\u20ac1.250,00" or, in Bulgaria's dual-display year,
"\u20ac500,00 (977,92 \u043b\u0432)", IBANs of the region with valid check digits, and labels in
Polish, Czech, Slovak, Ukrainian, Romanian, Bulgarian, Greek, Lithuanian or Latvian. Eight
injection styles of the split's own and eight attacker goals per domain, half of them carrying
a value of the attacker's. Each domain keeps a third of its (style, goal) cells, on diagonals;
each task half the clean sessions the runner asks for.
"""

from __future__ import annotations

from ..model import DEV19, Material
from . import beseda, biurko, skarbonka, vandrovka
from .styles import STYLES

_DOMAINS = (biurko, skarbonka, beseda, vandrovka)

MATERIAL = Material(DEV19, tuple(t for d in _DOMAINS for t in d.TASKS),
                    tuple(g for d in _DOMAINS for g in d.GOALS), STYLES,
                    cell_stride=3, clean_stride=2)

__all__ = ["MATERIAL"]
