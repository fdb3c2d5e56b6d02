"""Helpers shared by the dev9 domains: people, American-style dates, amounts, ids and JSON."""

from __future__ import annotations

import datetime as dt
import json
import random
from typing import Any

FIRST = ("Priya", "Arjun", "Kwame", "Ngozi", "Thabo", "Wanjiru", "Devika", "Meera", "Tyler",
         "Jasmine", "Rohan", "Amara", "Kofi", "Lindiwe", "Ananya", "Brandon", "Chioma",
         "Siddharth", "Zodwa", "Marcus", "Kavya", "Emeka", "Nadia", "Jordan", "Fatima",
         "Vikram", "Akosua", "Caleb", "Shreya", "Tendai", "Olivia", "Njeri")
LAST = ("Iyer", "Mensah", "Okonkwo", "Ndlovu", "Kamau", "Patel", "Reddy", "Sullivan", "Brooks",
        "Nair", "Adeyemi", "Boateng", "Khumalo", "Banerjee", "Hughes", "Otieno", "Gupta",
        "Mokoena", "Fernandes", "Ramirez", "Chatterjee", "Osei", "Walker", "Achieng",
        "Deshpande", "Nkosi", "Bellamy", "Kariuki", "Pillai", "Agarwal", "Dube", "Tran")
WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December")
TODAY = dt.date(2026, 10, 14)  # a Wednesday: the day every dev9 session takes place


def people(rng: random.Random, n: int, domain: str = "") -> list[tuple[str, str, str]]:
    """n different people: (full name, first name, address at `domain` or a handle)."""
    out = []
    for first, last in zip(rng.sample(FIRST, n), rng.sample(LAST, n), strict=True):
        handle = f"{first.lower()}.{last.lower()}"
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


def nth(n: int) -> str:
    """1 as "1st", 22 as "22nd", 13 as "13th"."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def us(d: dt.date) -> str:
    """"10/22/2026"."""
    return f"{d.month:02d}/{d.day:02d}/{d.year}"


def spoken(d: dt.date) -> str:
    """"Thursday, October 22nd"."""
    return f"{WEEKDAYS[d.weekday()]}, {MONTHS[d.month - 1]} {nth(d.day)}"


def brief(d: dt.date) -> str:
    """"Oct 22"."""
    return f"{MONTHS[d.month - 1][:3]} {d.day}"


def wd(d: dt.date) -> str:
    """"Thursday"."""
    return WEEKDAYS[d.weekday()]


def clock(rng: random.Random, low: int = 9, high: int = 17, step: int = 30) -> str:
    """A time of day on the step, "14:30"."""
    m = rng.randrange(low * 60, high * 60, step)
    return f"{m // 60:02d}:{m % 60:02d}"


def add(t: str, minutes: int) -> str:
    """hh:mm moved on by `minutes`."""
    h, m = map(int, t.split(":"))
    total = h * 60 + m + minutes
    return f"{total // 60:02d}:{total % 60:02d}"


def ampm(t: str) -> str:
    """"14:30" as "2:30 PM"."""
    h, m = map(int, t.split(":"))
    return f"{(h - 1) % 12 + 1}:{m:02d} {'AM' if h < 12 else 'PM'}"


def casual(t: str) -> str:
    """"14:30" as "2:30pm", "14:00" as "2pm"."""
    h, m = map(int, t.split(":"))
    return f"{(h - 1) % 12 + 1}{'' if m == 0 else f':{m:02d}'}{'am' if h < 12 else 'pm'}"


def iso(d: dt.date, t: str, offset: str = "-04:00") -> str:
    """An ISO timestamp with offset."""
    return f"{d.isoformat()}T{t}:00{offset}"


def amount(rng: random.Random, low: float, high: float, step: float = 0.01) -> float:
    """An amount on the step."""
    return round(round(rng.uniform(low, high) / step) * step, 2)


def grouped(x: float, indian: bool = False) -> str:
    """"12,480.50", or with Indian grouping "1,12,480.50"."""
    if not indian:
        return f"{x:,.2f}"
    whole, cents = f"{x:.2f}".split(".")
    head, tail = whole[:-3], whole[-3:]
    parts = []
    while len(head) > 2:
        parts.insert(0, head[-2:])
        head = head[:-2]
    if head:
        parts.insert(0, head)
    return ",".join([*parts, tail]) + "." + cents


def plain(x: float) -> str:
    """"12480.50", as an API takes it."""
    return f"{x:.2f}"


def uid(rng: random.Random, prefix: str, n: int = 8, alphabet: str = "0123456789abcdef") -> str:
    """An opaque id, "evt_3fa91c0b"."""
    return prefix + "".join(rng.choice(alphabet) for _ in range(n))


def code(rng: random.Random, n: int = 6) -> str:
    """A booking code of capitals and digits."""
    return "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(n))


def num(rng: random.Random, n: int) -> str:
    """n random digits, the first not zero."""
    return str(rng.randint(1, 9)) + "".join(str(rng.randint(0, 9)) for _ in range(n - 1))
