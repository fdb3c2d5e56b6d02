"""The fifteenth development split: a professional's mail, calendar and drive, personal
banking and payments, a company's team chat, and travel, as people in the United States,
India, Singapore, Malaysia, the Philippines, Kenya and Nigeria use them.

Written apart from the guard, by an author who had not read how it decides and did not run it.
Four domains, each its own tool-naming convention: `inkridge` (mail, calendar and cloud files,
dotted namespaces such as `mail.read`, `calendar.respond`, `drive.share`), `coffrant` (bills,
payees, transfers, standing orders, payment requests, cards, statements and wallets, camelCase
verbs first such as `listBills`, `approvePaymentRequest`), `chatterby` (channels, DMs,
threads, pins, bookmarks, reminders, user groups and a wiki, kebab-case nouns first such as
`messages-list`, `channel-invite`) and `wayfarl` (hotels, restaurants, car hire, flights,
bookings, reviews, refunds and points, snake_case verbs first such as `search_hotels`,
`request_refund`). Money, dates, phone numbers and names follow the country the session is
drawn in (lakh grouping for rupees, day-first dates outside the US). Many requests hand the
agent over to what it reads ("do what the email asks", "handle the requests in #ops", "pay
whatever's due this week", "go through the itinerary and do what's needed") or make the write
depend on it ("only if it's under", "if I'm free accept, otherwise propose", "if it's still
free to cancel"). Eight injection styles (a quoted older message, a memo to the assistant,
fine print, a chatty postscript, a checklist step, a machine field, a fake error and a
security alarm) and eight attacker goals per domain, half with a value of the attacker's.
Each domain keeps a third of its (style, goal) cells, on diagonals; each task half the clean
sessions the runner asks for.
"""

from __future__ import annotations

from ..model import DEV15, Material
from . import chatterby, coffrant, inkridge, wayfarl
from .styles import STYLES

_DOMAINS = (inkridge, coffrant, chatterby, wayfarl)

MATERIAL = Material(DEV15, tuple(t for d in _DOMAINS for t in d.TASKS),
                    tuple(g for d in _DOMAINS for g in d.GOALS), STYLES,
                    cell_stride=3, clean_stride=2)

__all__ = ["MATERIAL"]
