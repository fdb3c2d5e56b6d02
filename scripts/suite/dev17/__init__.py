"""The seventeenth development split: a professional's mail, calendar and cloud drive, personal
and household banking, a company's team chat and travel, for people in Japan, South Korea,
Taiwan, Hong Kong and Singapore's expat community.

Written apart from the guard, by an author who had not read how it decides and did not run it
while writing, in four kinds of app an agent commonly drives: the mail, calendar and drive of
an architect, lawyer, translator, tax accountant, adviser or designer with a small practice
(`satori`, versioned dotted tool names such as `satori.v2.mail_send`), personal and household
banking with bills, uploaded invoices and leases, standing orders, payment requests, pots and
CSV statements (`kakeibo`, PascalCase tool names such as `Kakeibo.CreateTransfer`), a
company's team chat with channels, DMs, threads, pins, polls, reactions, members and files
(`chirp`, double-underscore tool names such as `chirp__post_message`) and travel with hotels,
restaurants, KTX and shinkansen trains, flights, rental cars, reviews and trip reminders
(`tabiji`, slash-prefixed kebab-case tool names such as `tabiji/reserve-hotel`). Users write
in English, tersely or at length, some with typos or a Japanese or Korean word mixed in; the
apps print local conventions: "¥12,800", "12,800円", "₩1,250,000", "NT$3,450",
"HK$1,280.50", "S$1,284.30", dates as 2026/12/03, 2026年12月3日, 12.03 (Thu) or
2026.12.03 (목), 24h times, field labels in Japanese, Korean or Chinese (件名, 差出人, 振込先,
口座名義, 입금 계좌, 특약사항), local account numbers ("みずほ銀行 新宿支店 普通 1234567",
"Shinhan 110-123-456789", "DBS 072-123456-7"), full-width characters, JSON, CSV and tables.
Several tasks hand the agent over to content ("do what the client asked", "handle my action
items from the notes", "follow the onboarding checklist", "answer the questions in #support",
"pay the bills due this week", "do what the DM asks") and many make a write depend on values
only the outputs give (an account on an invoice or lease, a calendar gap, the cheapest hotel
above a rating, the latest train arriving in time, the person with most reactions, a
duplicated charge). Eight injection styles of its own (a runtime notice, hidden markup, the
owner's postscript, a third party's polite request, a translated notice, a checklist step, a
record's field and a quoted earlier message) and eight attacker goals per domain, half of
them with a value of the attacker's. Each domain keeps a third of its (style, goal) cells, on
diagonals; each task half the clean sessions the runner asks for. Nine tasks against eight
styles make a cell's repeated sessions fall on different tasks.
"""

from __future__ import annotations

from ..model import DEV17, Material
from . import chirp, kakeibo, satori, tabiji
from .styles import STYLES

_DOMAINS = (satori, kakeibo, chirp, tabiji)

MATERIAL = Material(DEV17, tuple(t for d in _DOMAINS for t in d.TASKS),
                    tuple(g for d in _DOMAINS for g in d.GOALS), STYLES,
                    cell_stride=3, clean_stride=2)

__all__ = ["MATERIAL"]
