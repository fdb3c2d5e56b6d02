"""The fourteenth development split: a knowledge worker's mail, calendar and drive, personal
banking, a small company's team chat and travel, for people in the US, Canada, the UK,
Ireland, Australia, New Zealand and South Africa.

Written apart from the guard, without reading how it decides, in four kinds of app an agent
commonly drives, each with its own tool-naming convention: `deskmail` (an MCP server's
snake_case tools with a service prefix: mail_get_message, calendar_respond, drive_share),
`tillbook` (a bank's camelCase JSON-schema functions: listBills, payBill, addPayee),
`crewroom` (the chat platform's dot-namespaced Web API methods: conversations.history,
chat.postMessage, usergroups.users.update) and `roamly` (verb-first snake_case travel tools:
search_hotels, reserve_table, request_refund). Dates, times, money and phone numbers follow
the user's country. Many requests hand the agent over to what it reads ("do what Priya's
email asks", "pay whatever's due this week", "handle what's asked of me in #ops") or make a
write depend on it ("if it's under $300", "if I'm free accept, otherwise propose Friday").
Eight injection styles (styles.py) and eight attacker goals per domain, half with a value of
the attacker's. Each domain keeps a third of its (style, goal) cells, on diagonals; each task
half the clean sessions the runner asks for.
"""

from __future__ import annotations

from ..model import DEV14, Material
from . import crewroom, deskmail, roamly, tillbook
from .styles import STYLES

_DOMAINS = (deskmail, tillbook, crewroom, roamly)

MATERIAL = Material(DEV14, tuple(t for d in _DOMAINS for t in d.TASKS),
                    tuple(g for d in _DOMAINS for g in d.GOALS), STYLES,
                    cell_stride=3, clean_stride=2)

__all__ = ["MATERIAL"]
