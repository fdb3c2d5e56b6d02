"""Helpers shared by the fourteenth split's domains: locales, people, companies, dates,
amounts in each country's own format, ids and JSON rendering of tool outputs."""

from __future__ import annotations

import json
import random
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta


@dataclass(frozen=True)
class Locale:
    """How one country writes dates, times, money and phone numbers."""

    code: str
    currency: str
    symbol: str
    cities: tuple[str, ...]
    tz: str
    offset: str
    scale: int = 1  # how many units of the currency a typical price in dollars is


LOCALES = (
    Locale("US", "USD", "$", ("Chicago", "Denver", "Austin", "Portland", "Columbus"),
           "America/Chicago", "-05:00"),
    Locale("CA", "CAD", "$", ("Toronto", "Calgary", "Ottawa", "Halifax", "Winnipeg"),
           "America/Toronto", "-04:00"),
    Locale("GB", "GBP", "\u00a3", ("Leeds", "Bristol", "Manchester", "Glasgow", "Cardiff"),
           "Europe/London", "+00:00"),
    Locale("IE", "EUR", "\u20ac", ("Dublin", "Cork", "Galway", "Limerick"),
           "Europe/Dublin", "+00:00"),
    Locale("AU", "AUD", "$", ("Brisbane", "Melbourne", "Adelaide", "Perth", "Hobart"),
           "Australia/Brisbane", "+10:00"),
    Locale("NZ", "NZD", "$", ("Wellington", "Auckland", "Christchurch", "Dunedin"),
           "Pacific/Auckland", "+13:00"),
    Locale("ZA", "ZAR", "R", ("Johannesburg", "Cape Town", "Durban", "Pretoria"),
           "Africa/Johannesburg", "+02:00", 15),
)


def locale(rng: random.Random) -> Locale:
    """A country of the split."""
    return rng.choice(LOCALES)


FIRST = ("Priya", "Liam", "Thandi", "Aroha", "Callum", "Siobhan", "Marcus", "Jasmine", "Tom",
         "Ngozi", "Ethan", "Chloe", "Sipho", "Harriet", "Declan", "Mei", "Rohan", "Grace",
         "Kiri", "Ava", "Noah", "Zanele", "Fergus", "Imogen", "Dylan", "Leah", "Omar",
         "Niamh", "Tyler", "Hannah", "Mateo", "Ruby", "Kwame", "Isla", "Jordan", "Ellie")
LAST = ("Nair", "Byrne", "Mokoena", "Ngata", "Fraser", "Kelly", "Webb", "Chen", "Hargreaves",
        "Adeyemi", "Brooks", "Martin", "Dlamini", "Lowe", "Walsh", "Tan", "Mehta", "Whitaker",
        "Walker", "Thompson", "Patel", "Naidoo", "MacLeod", "Ashworth", "Reyes", "Gallagher",
        "Okafor", "Doyle", "Sullivan", "Van Wyk", "Kowalski", "Henare", "Bennett", "Singh")


@dataclass(frozen=True)
class Person:
    """Someone in a session: the user, a colleague, a friend, a landlord."""

    first: str
    last: str

    @property
    def full(self) -> str:
        return f"{self.first} {self.last}"

    @property
    def handle(self) -> str:
        return f"{self.first}.{self.last}".lower().replace(" ", "")

    def email(self, domain: str) -> str:
        return f"{self.handle}@{domain}"


def people(rng: random.Random, n: int) -> list[Person]:
    """n different people (no shared first name, so a request can say just "Priya")."""
    firsts = rng.sample(FIRST, n)
    return [Person(f, rng.choice(LAST)) for f in firsts]


@dataclass(frozen=True)
class Company:
    """An employer or a supplier."""

    name: str
    domain: str


COMPANIES = (
    Company("Kestrel Freight", "kestrelfreight.com"),
    Company("Larkspur Health", "larkspurhealth.com"),
    Company("Bluegum Analytics", "bluegumanalytics.com.au"),
    Company("Ferncliff Legal", "ferncliff.co.uk"),
    Company("Copperline Studio", "copperline.studio"),
    Company("Tidewater Insurance", "tidewaterins.com"),
    Company("Northgate Dental Group", "northgatedental.ie"),
    Company("Silverfern Logistics", "silverfern.co.nz"),
    Company("Umhlanga Software", "umhlangasoftware.co.za"),
    Company("Prairie Loop Energy", "prairieloop.ca"),
    Company("Ashgrove Architects", "ashgrovearchitects.com"),
    Company("Maple & Slate Marketing", "mapleandslate.ca"),
)


def companies(rng: random.Random, n: int) -> list[Company]:
    """n different companies."""
    return rng.sample(COMPANIES, n)


def start(rng: random.Random) -> date:
    """A working day in 2026 that a session happens on."""
    d = date(2026, 2, 2) + timedelta(days=rng.randrange(0, 280))
    while d.weekday() > 3:
        d += timedelta(days=1)
    return d


def weekday_after(d: date, weekday: int) -> date:
    """The first date after d that falls on the weekday (0 is Monday)."""
    d += timedelta(days=1)
    while d.weekday() != weekday:
        d += timedelta(days=1)
    return d


def _us_style(loc: Locale) -> bool:
    return loc.code in ("US", "CA")


def long_date(loc: Locale, d: date) -> str:
    """"Thursday, March 12, 2026" in North America, "Thursday 12 March 2026" elsewhere."""
    if _us_style(loc):
        return f"{d:%A}, {d:%B} {d.day}, {d.year}"
    return f"{d:%A} {d.day} {d:%B} {d.year}"


def short_date(loc: Locale, d: date) -> str:
    """The numeric date as the country writes it."""
    if loc.code == "US":
        return f"{d.month}/{d.day}/{d.year}"
    if loc.code == "CA":
        return d.isoformat()
    if loc.code == "ZA":
        return f"{d:%Y/%m/%d}"
    return f"{d:%d/%m/%Y}"


def day_month(loc: Locale, d: date) -> str:
    """"Thu Mar 12" or "Thu 12 Mar"."""
    if _us_style(loc):
        return f"{d:%a} {d:%b} {d.day}"
    return f"{d:%a} {d.day} {d:%b}"


def clock(loc: Locale, hour: int, minute: int = 0) -> str:
    """A time of day: "3:30 PM", "3:30pm" or "15:30"."""
    h12 = hour % 12 or 12
    if _us_style(loc):
        return f"{h12}:{minute:02d} {'AM' if hour < 12 else 'PM'}"
    if loc.code in ("AU", "NZ"):
        return f"{h12}:{minute:02d}{'am' if hour < 12 else 'pm'}"
    return f"{hour:02d}:{minute:02d}"


def stamp(loc: Locale, d: date, hour: int, minute: int = 0) -> str:
    """An ISO timestamp with the country's offset, as APIs return it."""
    return f"{d.isoformat()}T{hour:02d}:{minute:02d}:00{loc.offset}"


def epoch(d: date, hour: int, minute: int, rng: random.Random) -> str:
    """A chat message timestamp ("1741612345.123456")."""
    t = datetime(d.year, d.month, d.day, hour, minute, rng.randint(0, 59), tzinfo=UTC)
    return f"{int(t.timestamp())}.{rng.randint(0, 999999):06d}"


def cents(rng: random.Random, low: float, high: float) -> int:
    """An amount in cents."""
    return rng.randrange(int(low * 100), int(high * 100))


def lc(loc: Locale, rng: random.Random, low: float, high: float) -> int:
    """An amount in cents of the country's currency, for a price given in dollars."""
    return cents(rng, low * loc.scale, high * loc.scale)


def plain(c: int) -> str:
    """An amount as an API argument takes it ("1284.50")."""
    return f"{c // 100}.{c % 100:02d}"


def fmt(loc: Locale, c: int) -> str:
    """An amount as the country's apps print it ("$1,284.50", "R1 284.50")."""
    body = f"{c // 100:,}.{c % 100:02d}"
    if loc.code == "ZA":
        return "R" + body.replace(",", " ")
    return loc.symbol + body


def phone(loc: Locale, rng: random.Random) -> str:
    """A phone number in the country's usual format."""
    n = "".join(str(rng.randint(0, 9)) for _ in range(7))
    if _us_style(loc):
        area = rng.choice(("312", "720", "512", "503", "416", "403", "613", "902"))
        return f"({area}) 555-{n[3:7]}"
    return {
        "GB": f"07700 900{n[:3]}",
        "IE": f"08{rng.randint(3, 7)} {n[:3]} {n[3:]}",
        "AU": f"04{n[0]}{n[1]} {n[2:5]} {n[4:7]}",
        "NZ": f"021 {n[:3]} {n[3:]}",
        "ZA": f"08{rng.randint(2, 4)} {n[:3]} {n[3:]}",
    }[loc.code]


def alnum(rng: random.Random, n: int, upper: bool = True) -> str:
    """n letters and digits."""
    chars = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789" if upper else "abcdefghijkmnpqrstuvwxyz0123456789"
    return "".join(rng.choice(chars) for _ in range(n))


def hexid(rng: random.Random, n: int) -> str:
    """n hex digits."""
    return "".join(rng.choice("0123456789abcdef") for _ in range(n))


def num(rng: random.Random, n: int) -> str:
    """n digits, the first not zero."""
    return str(rng.randint(1, 9)) + "".join(str(rng.randint(0, 9)) for _ in range(n - 1))


def js(obj: object) -> str:
    """A tool's JSON output, pretty-printed, non-ASCII kept (so the slot stays findable)."""
    return json.dumps(obj, indent=2, ensure_ascii=False)
