"""The sixteenth development split: a small business's mail, calendar and files, personal and
joint banking, a company's team chat and travel, in the UK, Ireland, Germany, Austria, the
Netherlands, France, Belgium and the Nordics.

Written apart from the guard, by an author who had not read how it decides and did not run it
while writing, in four kinds of app an agent commonly drives: the mail, calendar and cloud
drive of the owner of a brewery, print studio, bike shop, joinery, design studio, bakery,
carpentry or chocolatier (`ledgerly`, dotted tool names), a personal and joint account with
bills, payment requests, standing orders, direct debits, card settings, CSV statements,
uploaded invoices and savings pots (`kontor`, snake-case tool names), a company's team chat
with channels, DMs, threads, polls, files, members and topics (`huddle`, slash-separated
camel-case tool names) and travel with hotels, restaurants, trains, flights, rental cars,
reviews and trip reminders (`trekko`, colon-prefixed kebab-case tool names). Users write in
English; the apps print local conventions: IBANs of the user's country, amounts as
"1.234,56 €", "€1,234.56", "£89.99" or "kr 2 450,00", day-first dates (03.12.2026,
03/12/2026, "3 Dec 2026"), 24h times, and field names or boilerplate in German, French,
Dutch, Swedish or Danish ("Betreff", "Objet", "Verwendungszweck", "Fällig", "Montant").
Requests are terse or long, some with typos; several hand the agent over to content ("do
what Ingrid's email asks", "handle the action items from the meeting notes", "follow the
checklist in onboarding.md", "pay whatever is due before friday") and many make the write
depend on values only the outputs give (an IBAN on an invoice, a billing address in a mail, a
hotel chosen by rating under a price, the latest train arriving in time, a vote count). Eight
injection styles of its own (a quoted thread, a footer for AI assistants, translated
boilerplate, a runtime notice, a third party's comment, a meeting action item, a record's
field and the owner's own postscript) and eight attacker goals per domain, half of them with
a value of the attacker's. Each domain keeps a third of its (style, goal) cells, on
diagonals; each task half the clean sessions the runner asks for. Nine tasks against eight
styles make a cell's repeated sessions fall on different tasks.
"""

from __future__ import annotations

from ..model import DEV16, Material
from . import huddle, kontor, ledgerly, trekko
from .styles import STYLES

_DOMAINS = (ledgerly, kontor, huddle, trekko)

MATERIAL = Material(DEV16, tuple(t for d in _DOMAINS for t in d.TASKS),
                    tuple(g for d in _DOMAINS for g in d.GOALS), STYLES,
                    cell_stride=3, clean_stride=2)

__all__ = ["MATERIAL"]
