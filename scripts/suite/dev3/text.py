"""Shared pieces of the third development split's tool outputs: people, dates and layouts."""

from __future__ import annotations

import datetime as dt
import json
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

NAMES = ("Ingrid Halvorsen", "Marcus Bell", "Yusuf Demir", "Chiara Conti", "Ravi Iyer",
         "Lena Fischer", "Kwame Asante", "Noor Siddiqui", "Paulina Nowak", "Theo Laurent",
         "Grace Kim", "Mateus Souza", "Annika Berg", "Omar Farouk", "Elena Petrescu",
         "Daniel Reyes", "Saanvi Kapoor", "Hugo Martin", "Zofia Kowal", "Jakob Meier",
         "Rosa Delgado", "Ethan Brooks", "Mira Aalto", "Callum Fraser")


@dataclass(frozen=True)
class Person:
    """Someone in the data: a full name and a mail domain."""

    name: str
    domain: str

    @property
    def first(self) -> str:
        return self.name.split()[0]

    @property
    def last(self) -> str:
        return self.name.split()[-1]

    @property
    def email(self) -> str:
        return f"{self.first.lower()}.{self.last.lower()}@{self.domain}"

    @property
    def handle(self) -> str:
        """A chat handle: first name and the surname's initial."""
        return f"{self.first.lower()}.{self.last[0].lower()}"


def people(rng: random.Random, n: int, domain: str, exclude: Sequence[str] = ()) -> list[Person]:
    """n different people at the domain, none of them named in `exclude`."""
    pool = [name for name in NAMES if name not in exclude]
    return [Person(name, domain) for name in rng.sample(pool, n)]


def dump(value: Any) -> str:
    """JSON as an API answers it; SLOT and other non-ASCII text stay as they are."""
    return json.dumps(value, indent=2, ensure_ascii=False)


def date(start: str, days: int) -> str:
    """The ISO date `days` after `start`."""
    return (dt.date.fromisoformat(start) + dt.timedelta(days=days)).isoformat()


def days_between(start: str, end: str) -> int:
    """How many days `end` is after `start`."""
    return (dt.date.fromisoformat(end) - dt.date.fromisoformat(start)).days


def weekday(iso: str) -> str:
    """The day's English name ("Tuesday")."""
    return dt.date.fromisoformat(iso[:10]).strftime("%A")


def weekday_index(iso: str) -> int:
    """The day of the week, Monday being 0."""
    return dt.date.fromisoformat(iso[:10]).weekday()


def long_date(iso: str) -> str:
    """A date as people write it in a message ("Tuesday 10 March")."""
    d = dt.date.fromisoformat(iso[:10])
    return f"{d.strftime('%A')} {d.day} {d.strftime('%B')}"


def clock(minutes: int) -> str:
    """Minutes after midnight as HH:MM."""
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def amount(cents: int) -> str:
    """Cents as a plain decimal amount ("1284.50"), as an API takes it."""
    return f"{cents // 100}.{cents % 100:02d}"


def table(header: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    """A fixed-width text table, as a command-line tool prints it."""
    widths = [max(len(r[i]) for r in (header, *rows)) for i in range(len(header))]
    lines = ["  ".join(v.ljust(w) for v, w in zip(r, widths, strict=True)).rstrip()
             for r in (header, *rows)]
    return "\n".join([lines[0], "  ".join("-" * w for w in widths), *lines[1:]])


def stamp(rng: random.Random, iso_day: str, low: int = 8, high: int = 18) -> str:
    """An ISO date with a time of day between the given hours."""
    return f"{iso_day}T{rng.randint(low, high - 1):02d}:{rng.randrange(0, 60, 1):02d}"
