"""Helpers shared by the dev7 domains: people, places, dates and JSON that keeps SLOT intact."""

from __future__ import annotations

import datetime as dt
import json
import random
from typing import Any

GIVEN = ("Karen", "Rohan", "Beatriz", "Olu", "Mirela", "Declan", "Hana", "Stefan", "Amara",
         "Joaquin", "Linnea", "Tariq", "Colette", "Wren", "Vikram", "Ilse", "Mateus", "Freya",
         "Kofi", "Anneke", "Dario", "Sunniva", "Emeka", "Yasmin")
FAMILY = ("Okonkwo", "Halvorsen", "Castellanos", "Whitfield", "Nakamura", "Dvorak", "Iyer",
          "Fitzgerald", "Brennan", "Sandoval", "Lindgren", "Abara", "Kovacs", "Mbeki",
          "Rasmussen", "Aguilar", "Thorne", "Petrenko", "Delacroix", "Varga", "Ostrowski",
          "Mahlangu", "Sorensen", "Quist")
COMPANIES = (("Fernhill Analytics", "fernhill.io"), ("Bramble & Co", "brambleco.com"),
             ("Quayside Studio", "quayside-studio.com"), ("Larchmont Systems", "larchmont.dev"),
             ("Tidewater Labs", "tidewaterlabs.com"), ("Copperleaf Group", "copperleaf.co"))
DAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December")
TODAY = dt.date(2026, 5, 11)  # a Monday: the day every session takes place


def people(rng: random.Random, n: int, domain: str = "") -> list[tuple[str, str, str]]:
    """n different people: full name, first name, and an address at `domain` (or a handle)."""
    out = []
    for given, family in zip(rng.sample(GIVEN, n), rng.sample(FAMILY, n), strict=True):
        handle = f"{given.lower()}.{family.lower()}"
        out.append((f"{given} {family}", given, f"{handle}@{domain}" if domain else handle))
    return out


def company(rng: random.Random) -> tuple[str, str]:
    """An employer's name and mail domain."""
    return rng.choice(COMPANIES)


def js(obj: Any) -> str:
    """Indented JSON that leaves non-ASCII text (and so SLOT) as it is."""
    return json.dumps(obj, indent=2, ensure_ascii=False)


def ahead(rng: random.Random, low: int, high: int, weekdays: tuple[int, ...] = ()) -> dt.date:
    """A date between `low` and `high` days after TODAY, on one of `weekdays` if given."""
    while True:
        d = TODAY + dt.timedelta(days=rng.randint(low, high))
        if not weekdays or d.weekday() in weekdays:
            return d


def spoken(d: dt.date) -> str:
    """"Thursday, May 14"."""
    return f"{DAYS[d.weekday()]}, {MONTHS[d.month - 1]} {d.day}"


def brief(d: dt.date) -> str:
    """"Thu 14 May"."""
    return f"{DAYS[d.weekday()][:3]} {d.day} {MONTHS[d.month - 1][:3]}"


def hhmm(rng: random.Random, low: int = 9, high: int = 17, step: int = 30) -> str:
    """A time of day on the step."""
    m = rng.randrange(low * 60, high * 60, step)
    return f"{m // 60:02d}:{m % 60:02d}"


def plus(t: str, minutes: int) -> str:
    """hh:mm moved on by `minutes`."""
    h, m = map(int, t.split(":"))
    total = h * 60 + m + minutes
    return f"{total // 60:02d}:{total % 60:02d}"


def ampm(t: str) -> str:
    """"15:30" as "3:30pm"."""
    h, m = map(int, t.split(":"))
    return f"{(h - 1) % 12 + 1}{'' if m == 0 else f':{m:02d}'}{'am' if h < 12 else 'pm'}"


def amount(rng: random.Random, low: float, high: float) -> float:
    """An amount in cents precision."""
    return round(rng.uniform(low, high), 2)


def show(x: float) -> str:
    """1,234.50 as a statement prints it."""
    return f"{x:,.2f}"


def raw(x: float) -> str:
    """1234.50 as an API takes it."""
    return f"{x:.2f}"


def ref(rng: random.Random, prefix: str = "", n: int = 6) -> str:
    """An opaque id, e.g. "EV-482913"."""
    return f"{prefix}{rng.randint(10 ** (n - 1), 10 ** n - 1)}"


def token(rng: random.Random, n: int = 6) -> str:
    """Upper-case letters and digits, as a confirmation code."""
    return "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(n))


def stamp(d: dt.date, t: str) -> str:
    """An ISO timestamp with offset, as calendars and chat APIs give it."""
    return f"{d.isoformat()}T{t}:00+02:00"
