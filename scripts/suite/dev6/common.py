"""Helpers shared by the dev6 domains: names, dates, times and JSON that keeps SLOT intact."""

from __future__ import annotations

import datetime as dt
import json
import random
from typing import Any

FIRST = ("Ines", "Kwame", "Margot", "Rafael", "Yuki", "Tobias", "Nadia", "Callum", "Elif",
         "Bruno", "Saoirse", "Anders", "Mei", "Idris", "Greta", "Mateo", "Zainab", "Felix",
         "Noor", "Henrik", "Paloma", "Ruairi", "Ayesha", "Lorenzo")
LAST = ("Achterberg", "Mensah", "Duval", "Quintero", "Sato", "Brandt", "Kowalczyk", "Reid",
        "Yilmaz", "Pereira", "Byrne", "Holm", "Lin", "Farouk", "Lund", "Ferreira", "Osei",
        "Novak", "Aziz", "Strand", "Whitlow", "Gallagher", "Moreau", "Ekwueme")
WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December")


def human(rng: random.Random) -> tuple[str, str, str]:
    """A full name, the first name and a lower-case `first.last` handle."""
    first, last = rng.choice(FIRST), rng.choice(LAST)
    return f"{first} {last}", first, f"{first.lower()}.{last.lower()}"


def humans(rng: random.Random, n: int) -> list[tuple[str, str, str]]:
    """n different people (no first name twice)."""
    firsts = rng.sample(FIRST, n)
    lasts = rng.sample(LAST, n)
    return [(f"{f} {la}", f, f"{f.lower()}.{la.lower()}") for f, la in zip(firsts, lasts,
                                                                          strict=True)]


def js(obj: Any) -> str:
    """Pretty JSON that keeps non-ASCII (and so SLOT) as it is."""
    return json.dumps(obj, indent=2, ensure_ascii=False)


def date(rng: random.Random, start: str = "2026-04-06", span: int = 40) -> dt.date:
    """A date within `span` days after `start`."""
    return dt.date.fromisoformat(start) + dt.timedelta(days=rng.randrange(span))


def weekday_date(rng: random.Random, start: str = "2026-04-06", span: int = 40,
                 weekdays: tuple[int, ...] = (0, 1, 2, 3, 4)) -> dt.date:
    """A date within the span that falls on one of the weekdays (0 is Monday)."""
    while True:
        d = date(rng, start, span)
        if d.weekday() in weekdays:
            return d


def long_date(d: dt.date) -> str:
    """"Thursday 16 April" as people write it."""
    return f"{WEEKDAYS[d.weekday()]} {d.day} {MONTHS[d.month - 1]}"


def short_date(d: dt.date) -> str:
    """"16 Apr"."""
    return f"{d.day} {MONTHS[d.month - 1][:3]}"


def clock(rng: random.Random, low: int = 9, high: int = 17, step: int = 30) -> str:
    """A time of day on the step, "14:30"."""
    minutes = rng.randrange(low * 60, high * 60, step)
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def later(hhmm: str, minutes: int) -> str:
    """The time `minutes` after hh:mm."""
    h, m = map(int, hhmm.split(":"))
    total = h * 60 + m + minutes
    return f"{total // 60:02d}:{total % 60:02d}"


def cents(rng: random.Random, low: float, high: float) -> float:
    """An amount rounded to cents."""
    return round(rng.uniform(low, high), 2)


def fmt(amount: float) -> str:
    """1,234.50."""
    return f"{amount:,.2f}"


def plain(amount: float) -> str:
    """1234.50, as an API takes it."""
    return f"{amount:.2f}"


def code(rng: random.Random, prefix: str, n: int = 6) -> str:
    """An id such as INV-204871."""
    return f"{prefix}{rng.randint(10 ** (n - 1), 10 ** n - 1)}"


def letters(rng: random.Random, n: int) -> str:
    """n upper-case letters and digits, as a booking reference."""
    return "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(n))
