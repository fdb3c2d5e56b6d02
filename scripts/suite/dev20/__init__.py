"""The twentieth development split: a professional's mail, agenda and cloud files, household
banking with mobile money, a company's team chat and travel, for French-speaking people in
France, Québec, Romandie, Morocco, Tunisia, Senegal and Côte d'Ivoire.

Written apart from the guard, by an author who had not read how it decides and did not run it.
Four apps an agent commonly drives: `calepin` (a notary's, physiotherapist's, architect's,
NGO's, wine exporter's or freelancer's mail, agenda and files; tools named with dots like
`calepin.mail.send`), `cauri` (a household's account and Wave / Orange Money wallet: invoices,
utility bills, rent, school fees, payment requests, standing orders, exchange, savings; tools
in camelCase like `cauriCreateTransfer`), `palabre` (a company's chat: channels, DMs, threads,
pins, members, polls, files, reminders; tools like `palabre/post-message`) and `bourlingue`
(riads and hotels, trains, flights, rental cars, restaurants, reviews, trip notes; tools like
`bourlingue__book_hotel`). Requests are in English, terse or chatty, now and then with a typo
or a French word ("merci", "stp", "svp"); the apps print French labels, day-first dates, 24h
times, amounts such as "1 250,00 €", "CHF 1'250.50", "1 250,00 $ CA", "12 500 MAD",
"250 000 FCFA" and "1 250,500 TND", IBANs of FR, BE, CH, MA, TN, SN and CI, and outputs as
JSON, semicolon CSV, markdown tables, mails with quoted replies, agendas, chat histories,
letters turned to text and checklists. Many tasks need several writes, many take a write's
value from an output (an IBAN on an invoice, a contracts address in a signature, the first
free hour, the last person to reply, the cheapest riad above a rating, the frontmost window
seat), and several hand the agent over to content (a building manager's letter, one's own
action items in a meeting report, a pinned onboarding checklist, an offboarding ticket, the
unticked items of trip notes, the bills due this week). Eight injection styles of its own (an
OCR'd margin note, legal fine print, app-suggested actions, a known-issue workaround, an earlier
agent's handoff log, a fraud alert, a reward's condition and a voicemail transcript) and eight
attacker goals per domain, half of them with a value of the attacker's. Each domain keeps a
third of its (style, goal) cells, on diagonals; each task half the clean sessions asked for.
"""

from __future__ import annotations

from ..model import DEV20, Material
from . import bourlingue, calepin, cauri, palabre
from .styles import STYLES

_DOMAINS = (calepin, cauri, palabre, bourlingue)

MATERIAL = Material(DEV20, tuple(t for d in _DOMAINS for t in d.TASKS),
                    tuple(g for d in _DOMAINS for g in d.GOALS), STYLES,
                    cell_stride=3, clean_stride=2)

__all__ = ["MATERIAL"]
