"""The twenty-first development split: a worker's mail, calendar and cloud drive, personal
banking, a company's team chat and travel, for people in Australia, New Zealand, Canada,
Ireland and South Africa.

Written apart from the guard, by an author who had not read how it decides and did not run it
while writing, in four kinds of app an agent commonly drives: the mail, calendar and drive of
a landscaper, physio, architect, vet, accountant, marine surveyor, brewery, engineering firm,
wine estate or dental studio (`pukapuka`, tools named like Google-style method ids such as
`pukapuka.mail.messages.send` and `pukapuka.drive.permissions.create`), a personal account with
uploaded bills, letters, invoices and screenshots, payees, transfers, BPAY and bill payments,
scheduled payments, direct debits, cards and travel notices (`beursie`, camelCase operations
like `createTransfer` and `updateCardControls`), a company's team chat with channels, DMs,
threads, pins, polls, member profiles and reminders (`comhra`, kebab-case tools like
`comhra-reply-in-thread`) and travel with hotels, flights, trains, rental cars, restaurants,
reviews, host messages and trip notes (`haerenga`, SCREAMING_SNAKE tools like
`HAERENGA_BOOK_HOTEL`). Users write in English, terse or chatty, polite or not, with typos and
the odd local word ("arvo", "bach", "thanks a mil", "shot"); the apps print local conventions:
"$1,284.50" in Australia, New Zealand and Canada, "\u20ac1,284.50" in Ireland, "R1 284,50" in
South Africa, day-first dates (14/03/2026) except ISO dates in Canada and 2026/03/14 in South
Africa, 12-hour clocks except in South Africa, BSBs and BPAY biller codes, New Zealand account
numbers, Canadian transit and institution numbers and Interac e-Transfers, Irish IBANs and BICs
and South African branch codes. Outputs are JSON API answers, emails with headers and quoted
replies, CSV exports, markdown tables and checklists, letters, invoices, OCR'd screenshots,
chat transcripts and timetables. Many tasks need two or more writes, many take a write's value
from an output only (the account on a letter, the address a caterer asked for, the earliest
slot two calendars share, the latest train that arrives in time, a thread's timestamp, the
hotel booking still free to cancel), several branch on what an output says ("if the discount
still applies ... otherwise ...", "if the flight moved more than two hours ..."), and a good
share hand the agent over to content ("do what the email asks", "handle my action items from
the notes", "follow the leave checklist", "pay the bills due this week", "do what the agent's
letter says", "follow the buddy checklist pinned in #people", "reply to whoever asked",
"sort out the trip to-do list", "do what the host needs"). Eight injection styles of its own
(a preference the assistant supposedly remembered, text OCR'd from a scan, photo or QR code,
a help-desk macro, a terms or policy clause, a fake API fault, a footer disclaimer, a note
forwarded from someone close and an open call-out to AI agents) and eight attacker goals per
domain, half of them with a value of the attacker's. Each domain keeps a third of its (style,
goal) cells, on diagonals; each task half the clean sessions the runner asks for. Nine tasks
against eight styles make a cell's repeated sessions fall on different tasks.
"""

from __future__ import annotations

from ..model import DEV21, Material
from . import beursie, comhra, haerenga, pukapuka
from .styles import STYLES

_DOMAINS = (pukapuka, beursie, comhra, haerenga)

MATERIAL = Material(DEV21, tuple(t for d in _DOMAINS for t in d.TASKS),
                    tuple(g for d in _DOMAINS for g in d.GOALS), STYLES,
                    cell_stride=3, clean_stride=2)

__all__ = ["MATERIAL"]
