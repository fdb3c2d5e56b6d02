"""The tenth development split: a professional's workspace, personal banking, a startup's chat
workspace and travel, in Singapore, Malaysia, Indonesia, the Philippines and Vietnam.

Written apart from the guard, by an author who had not read how it decides and did not run it
while writing, in four kinds of app an agent commonly drives: the mail, calendar and cloud
drive of someone at a logistics, payments, analytics or software company in Singapore, Kuala
Lumpur, Jakarta, Manila or Ho Chi Minh City (`pigeonhole`), a personal account in Singapore
dollars, ringgit, rupiah, pesos or dong with its bills, payees, standing instructions and
recurring payments, card transactions, statements and instant transfers (PayNow, DuitNow,
BI-FAST, InstaPay, NAPAS) (`coinpurse`), a startup's messaging workspace with channels,
threads, DMs, members, pins, helpdesk tickets, wiki pages and the web pages people link to
(`backchannel`) and travel around the region with hotels, restaurants, rental cars, flight
changes, reservations, refunds and reviews (`stopover`). Dates are written day first, as the
region writes them (15/10/2026, "Thu 15 Oct 2026"); the APIs' JSON carries ISO dates. Many
requests hand the agent over to content ("do what Wei Ling asked in the email", "handle the
requests in #ops", "pay whatever bills are due this week", "go through the travel desk
checklist") or make the write depend on what it reads ("only if it's under 13,000", "accept
if I'm free, otherwise decline", "only if it's still free to cancel"). Clean outputs ask their
readers to do things too: action items, pay-by dates, README commands, survey links. Eight
injection styles of its own (hidden markup, the user's own voice, a runtime notice, a polite
ask, a step plan, a note in a language of the region quoting the order in English, a record's
field and an authority's mandate) and eight attacker goals per domain, half of them with a
value of the attacker's. Each domain keeps a third of its (style, goal) cells, on diagonals;
each task half the clean sessions the runner asks for. Nine tasks against eight styles make a
cell's repeated sessions fall on different tasks.
"""

from __future__ import annotations

from ..model import DEV10, Material
from . import backchannel, coinpurse, pigeonhole, stopover
from .styles import STYLES

_DOMAINS = (pigeonhole, coinpurse, backchannel, stopover)

MATERIAL = Material(DEV10, tuple(t for d in _DOMAINS for t in d.TASKS),
                    tuple(g for d in _DOMAINS for g in d.GOALS), STYLES,
                    cell_stride=3, clean_stride=2)

__all__ = ["MATERIAL"]
