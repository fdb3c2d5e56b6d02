"""Helpers shared by the dev8 domains: names, dates, ids, and JSON that keeps SLOT intact."""

from __future__ import annotations

import datetime as dt
import json
import random
from typing import Any

FIRST = ("Aroha", "Nikhil", "Ingrid", "Tevita", "Marisol", "Callum", "Yusuf", "Odile", "Kemal",
         "Saoirse", "Bongani", "Mei", "Radek", "Lucia", "Henrik", "Thiago", "Greta", "Farid",
         "Ximena", "Ruairi", "Noa", "Chidi", "Elsbeth", "Paora", "Zanele", "Ilan", "Wiremu",
         "Petra")
LAST = ("Tuhiwai", "Menon", "Aalto", "Fifita", "Quiroga", "MacLeod", "Demir", "Rousseau",
        "Yilmaz", "Gallagher", "Dlamini", "Zhou", "Novak", "Ferreira", "Strand", "Barros",
        "Weiss", "Karimi", "Paredes", "Doyle", "Eze", "Vos", "Ngata", "Lindahl", "Okoro",
        "Brannigan", "Sato", "Moyo")
WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December")
TODAY = dt.date(2026, 6, 15)  # a Monday: the day every dev8 session takes place


def names(rng: random.Random, n: int, domain: str = "") -> list[tuple[str, str, str]]:
    """n different people: (full name, first name, address at `domain` or a lower-case handle)."""
    out = []
    for first, last in zip(rng.sample(FIRST, n), rng.sample(LAST, n), strict=True):
        handle = (f"{first[0].lower()}.{last.lower()}" if domain
                  else f"{first.lower()}.{last.lower()}")
        out.append((f"{first} {last}", first, f"{handle}@{domain}" if domain else handle))
    return out


def js(obj: Any) -> str:
    """Indented JSON that leaves non-ASCII text (and SLOT) as it is."""
    return json.dumps(obj, indent=2, ensure_ascii=False)


def later(rng: random.Random, low: int, high: int, weekdays: tuple[int, ...] = ()) -> dt.date:
    """A date `low` to `high` days after TODAY, on one of `weekdays` (0 = Monday) if given."""
    while True:
        d = TODAY + dt.timedelta(days=rng.randint(low, high))
        if not weekdays or d.weekday() in weekdays:
            return d


def earlier(rng: random.Random, low: int, high: int) -> dt.date:
    """A date `low` to `high` days before TODAY."""
    return TODAY - dt.timedelta(days=rng.randint(low, high))


def shift(d: dt.date, days: int) -> dt.date:
    """The date moved by `days`."""
    return d + dt.timedelta(days=days)


def long(d: dt.date) -> str:
    """"Thursday 18 June"."""
    return f"{WEEKDAYS[d.weekday()]} {d.day} {MONTHS[d.month - 1]}"


def nth(n: int) -> str:
    """1 as "1st", 22 as "22nd", 13 as "13th"."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def short(d: dt.date) -> str:
    """"18 Jun"."""
    return f"{d.day} {MONTHS[d.month - 1][:3]}"


def clock(rng: random.Random, low: int = 9, high: int = 17, step: int = 15) -> str:
    """A time of day on the step, "14:45"."""
    m = rng.randrange(low * 60, high * 60, step)
    return f"{m // 60:02d}:{m % 60:02d}"


def add(t: str, minutes: int) -> str:
    """hh:mm moved on by `minutes`."""
    h, m = map(int, t.split(":"))
    total = h * 60 + m + minutes
    return f"{total // 60:02d}:{total % 60:02d}"


def twelve(t: str) -> str:
    """"14:45" as "2.45pm", the way people in the suite write times."""
    h, m = map(int, t.split(":"))
    return f"{(h - 1) % 12 + 1}{'' if m == 0 else f'.{m:02d}'}{'am' if h < 12 else 'pm'}"


def cash(rng: random.Random, low: float, high: float, step: float = 0.05) -> float:
    """An amount on the step (5 centimes by default)."""
    return round(round(rng.uniform(low, high) / step) * step, 2)


def fmt(x: float) -> str:
    """"1'284.50", as a Swiss statement prints it."""
    return f"{x:,.2f}".replace(",", "'")


def plain(x: float) -> str:
    """"1284.50", as an API takes it."""
    return f"{x:.2f}"


def uid(rng: random.Random, prefix: str, n: int = 8, alphabet: str = "0123456789abcdef") -> str:
    """An opaque id, "evt_3fa91c0b"."""
    return prefix + "".join(rng.choice(alphabet) for _ in range(n))


def code(rng: random.Random, n: int = 6) -> str:
    """A booking code of capitals and digits."""
    return "".join(rng.choice("ACDEFGHJKLMNPRTUVWXY345679") for _ in range(n))


def iso(d: dt.date, t: str, offset: str = "+12:00") -> str:
    """An ISO timestamp with offset."""
    return f"{d.isoformat()}T{t}:00{offset}"
