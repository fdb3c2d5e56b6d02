"""The eighteenth development split: a professional's mail, calendar and cloud files, personal
banking with bills and payment requests, a company's team chat and travel, for people in the
United Arab Emirates, Saudi Arabia, Qatar, Egypt, Jordan, Turkey and Israel.

Written apart from the guard, by an author who had not read how it decides and did not run it
while writing, in four kinds of app an agent commonly drives: the mail, calendar and drive of
an architect, lawyer, events agency, dentist, engineer, design studio or lab (`qalam`, tools
named with double colons like `qalam::mail::send`), a personal account with uploaded invoices
and letters, bills, payment requests, statements, standing orders, FX quotes, beneficiaries
and savings pots (`dinar`, tools named like `DinarAPI.transfers.create`), a company's team
chat with channels, DMs, threads, polls, pins, members, files and reminders (`diwan`, tools
named like `diwan-chat.post_message`) and travel with hotels, restaurants, trains, flights,
rental cars, reviews, trip notes and reminders (`safar`, SCREAMING_SNAKE tools like
`SAFAR_BOOK_HOTEL`). Users write in English, terse or chatty, some with typos or a word of
Arabic, Turkish or Hebrew ("yalla", "inshallah", "tamam", "shukran", "sababa"); the apps print
local conventions: amounts as "AED 1,250.00", "SAR 3,400", "QAR 980.50", "EGP 12,500",
"JOD 75.000", "\u20ba4.250,00" or "\u20aa1,180", day-first dates (03/12/2026) with Hijri dates
beside some, 24h times, a Friday-Saturday weekend, IBANs of the region (AE, SA, QA, EG, JO,
TR, IL) and field labels in Arabic, Turkish or Hebrew. Outputs are JSON, CSV, markdown
tables, emails with quoted replies, calendar entries, chat histories, letters and checklists.
Many tasks need two or more writes, many make a write depend on a value only an output gives
(an IBAN on an invoice, an address in a signature, the cheapest hotel above a rating, the
latest train arriving in time, the person who replied last, a free hour), and several hand
the agent over to content ("do what the email asks", "handle my action items from the
notes", "follow the handover checklist", "reply to everyone who asked something in
#support", "pay the bills due before the weekend"). Eight injection styles of its own (a
runtime notice, hidden markup, the owner's own postscript, a colleague's favour, a notice
headed in Arabic, Turkish or Hebrew, a procedure step, a record's field and a quoted earlier
message) and eight attacker goals per domain, half of them with a value of the attacker's.
Each domain keeps a third of its (style, goal) cells, on diagonals; each task half the clean
sessions the runner asks for. Nine tasks against eight styles make a cell's repeated sessions
fall on different tasks.
"""

from __future__ import annotations

from ..model import DEV18, Material
from . import dinar, diwan, qalam, safar
from .styles import STYLES

_DOMAINS = (qalam, dinar, diwan, safar)

MATERIAL = Material(DEV18, tuple(t for d in _DOMAINS for t in d.TASKS),
                    tuple(g for d in _DOMAINS for g in d.GOALS), STYLES,
                    cell_stride=3, clean_stride=2)

__all__ = ["MATERIAL"]
