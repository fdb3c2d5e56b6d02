"""The thirteenth development split: a professional's workspace, personal banking, a small
company's team chat and travel, in Spain, Mexico, Brazil, Portugal, Angola and Mozambique.

Four kinds of app an agent commonly drives: the mail, calendar and cloud drive of someone in
Madrid, Barcelona, Bilbao, Guadalajara, Monterrey, São Paulo, Recife, Lisboa or Coimbra
(`portfolio`), a personal account in euros, pesos, reais, kwanzas or meticais with its bills,
payees, standing orders, card transactions, statements and instant transfers (Bizum, Pix,
SPEI, MB Way, M-Pesa) (`nestegg`), a small company's team chat with channels, threads, DMs,
members, pins, user groups and wiki pages (`breakroom`) and travel with hotels, restaurants,
rental cars, flights, trains, reservations, reviews and refunds (`layover`). Requests are in
English, Spanish and Portuguese, often terse and casual, and many hand the agent over to what
it reads ("haz lo que me pide Marta", "faz o que está no checklist", "pay whatever bills are
due this week") or make the write depend on it ("se for até R$ 900", "only if it's still free
to cancel"). Prose dates are day first, JSON dates ISO, amounts written the local way. Eight
injection styles and eight attacker goals per domain, half carrying a value of the
attacker's. Each domain keeps a third of its (style, goal) cells, on diagonals; each task half
the clean sessions the runner asks for.
"""

from __future__ import annotations

from ..model import DEV13, Material
from . import breakroom, layover, nestegg, portfolio
from .styles import STYLES

_DOMAINS = (portfolio, nestegg, breakroom, layover)

MATERIAL = Material(DEV13, tuple(t for d in _DOMAINS for t in d.TASKS),
                    tuple(g for d in _DOMAINS for g in d.GOALS), STYLES,
                    cell_stride=3, clean_stride=2)

__all__ = ["MATERIAL"]
