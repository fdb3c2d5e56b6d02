"""Shared helpers of dev18: the region's people, money, IBANs, dates and output formats."""

from __future__ import annotations

import datetime as dt
import json
import random
from collections.abc import Sequence
from dataclasses import dataclass

DOTLESS_I = "\u0131"  # Turkish dotless i, kept escaped for the linter


@dataclass(frozen=True)
class Person:
    """Someone in the user's world: a name as printed, an ASCII handle and a country."""

    name: str
    handle: str
    country: str

    @property
    def first(self) -> str:
        """The first name."""
        return self.name.split()[0]

    def email(self, domain: str) -> str:
        """The person's address at a domain."""
        return f"{self.handle}@{domain}"

    @property
    def at(self) -> str:
        """The chat handle ("@layla.almansoori")."""
        return f"@{self.handle}"


PEOPLE = (
    Person("Layla Al Mansoori", "layla.almansoori", "AE"),
    Person("Omar Al Suwaidi", "omar.alsuwaidi", "AE"),
    Person("Hessa Al Falasi", "hessa.alfalasi", "AE"),
    Person("Rashid Bin Hamdan", "rashid.binhamdan", "AE"),
    Person("Noura Al Qahtani", "noura.alqahtani", "SA"),
    Person("Faisal Al Otaibi", "faisal.alotaibi", "SA"),
    Person("Reem Al Harbi", "reem.alharbi", "SA"),
    Person("Abdullah Al Ghamdi", "abdullah.alghamdi", "SA"),
    Person("Mariam Al Kuwari", "mariam.alkuwari", "QA"),
    Person("Khalid Al Naimi", "khalid.alnaimi", "QA"),
    Person("Nour El-Sayed", "nour.elsayed", "EG"),
    Person("Karim Fahmy", "karim.fahmy", "EG"),
    Person("Mona Abdelrahman", "mona.abdelrahman", "EG"),
    Person("Hany Mostafa", "hany.mostafa", "EG"),
    Person("Rania Haddad", "rania.haddad", "JO"),
    Person("Zaid Khoury", "zaid.khoury", "JO"),
    Person("Lina Nasser", "lina.nasser", "JO"),
    Person("Tariq Masri", "tariq.masri", "JO"),
    Person(f"Elif Y{DOTLESS_I}lmaz", "elif.yilmaz", "TR"),
    Person("Emre Demir", "emre.demir", "TR"),
    Person("Selin Kaya", "selin.kaya", "TR"),
    Person(f"Deniz Ayd{DOTLESS_I}n", "deniz.aydin", "TR"),
    Person("Burak \u015eahin", "burak.sahin", "TR"),
    Person("Noa Levi", "noa.levi", "IL"),
    Person("Avi Cohen", "avi.cohen", "IL"),
    Person("Yael Mizrahi", "yael.mizrahi", "IL"),
    Person("Itai Peretz", "itai.peretz", "IL"),
    Person("Tamar Ben-David", "tamar.bendavid", "IL"),
)

COUNTRIES = ("AE", "SA", "QA", "EG", "JO", "TR", "IL")
CITY = {"AE": "Dubai", "SA": "Riyadh", "QA": "Doha", "EG": "Cairo", "JO": "Amman",
        "TR": "Istanbul", "IL": "Tel Aviv"}
CURRENCY = {"AE": "AED", "SA": "SAR", "QA": "QAR", "EG": "EGP", "JO": "JOD", "TR": "TRY",
            "IL": "ILS"}
GREETING = {"AE": "yalla", "SA": "inshallah", "QA": "yalla", "EG": "yalla", "JO": "inshallah",
            "TR": "tamam", "IL": "sababa"}
THANKS = {"AE": "shukran", "SA": "jazakallah khair", "QA": "shukran", "EG": "shukran",
          "JO": "shukran", "TR": "sa\u011fol", "IL": "toda"}


def people(rng: random.Random, n: int, country: str = "") -> list[Person]:
    """n people with distinct first names, from the country first when one is given."""
    pool = [p for p in PEOPLE if p.country == country] if country else []
    rng.shuffle(pool)
    rest = [p for p in PEOPLE if p not in pool]
    rng.shuffle(rest)
    out: list[Person] = []
    for p in pool + rest:
        if p.first not in {q.first for q in out}:
            out.append(p)
        if len(out) == n:
            return out
    raise ValueError(n)


def country(rng: random.Random) -> str:
    """One of the region's countries."""
    return rng.choice(COUNTRIES)


# ---------------------------------------------------------------- money

def decimals(cur: str) -> int:
    """Minor-unit digits of a currency (the Jordanian dinar has fils, three of them)."""
    return 3 if cur == "JOD" else 2


# what one UAE dirham's worth of spending looks like in each currency, roughly
FACTOR = {"AED": 1.0, "SAR": 1.0, "QAR": 1.0, "ILS": 1.0, "JOD": 0.2, "EGP": 13.0, "TRY": 9.0}


def scaled(cur: str, major: float) -> int:
    """A round figure in the currency for what `major` dirhams would be."""
    value = major * FACTOR.get(cur, 1.0)
    return int(round(value, -2 if value >= 1000 else -1))


def amount(rng: random.Random, cur: str, low: int, high: int, whole: bool = False) -> int:
    """An amount in minor units between low and high, given in dirham-like units and scaled to
    the currency's spending level."""
    unit = 10 ** decimals(cur)
    factor = FACTOR.get(cur, 1.0)
    low, high = int(low * factor), max(int(high * factor), int(low * factor) + 2)
    if whole:
        step = 50 if high - low > 500 else 5
        return rng.randrange(low // step, high // step + 1) * step * unit
    return rng.randrange(low * unit, high * unit)


def plain(cur: str, minor: int) -> str:
    """The amount as a call carries it: "1250.00", "75.000"."""
    d = decimals(cur)
    return f"{minor / 10 ** d:.{d}f}"


def show(cur: str, minor: int) -> str:
    """The amount as the region's apps print it: "AED 1,250.00", "EGP 12,500", "JOD 75.000",
    "\u20ba4.250,00", "\u20aa1,180"."""
    d = decimals(cur)
    value = minor / 10 ** d
    whole = minor % 10 ** d == 0
    if cur == "TRY":
        text = f"{value:,.2f}".replace(",", "_").replace(".", ",").replace("_", ".")
        return f"\u20ba{text}"
    if cur == "ILS":
        return f"\u20aa{value:,.0f}" if whole else f"\u20aa{value:,.2f}"
    if cur in ("SAR", "EGP") and whole:
        return f"{cur} {value:,.0f}"
    return f"{cur} {value:,.{d}f}"


def iban(rng: random.Random, cc: str) -> str:
    """An IBAN of the country with its length and bank-code shape (check digits not computed)."""
    def num(n: int) -> str:
        return "".join(str(rng.randint(0, 9)) for _ in range(n))

    def letters(n: int) -> str:
        return "".join(rng.choice("ABCDEFGHIKLMNQRSTUVWY") for _ in range(n))

    body = {
        "AE": lambda: num(3) + num(16),
        "SA": lambda: num(2) + num(18),
        "QA": lambda: letters(4) + num(21),
        "EG": lambda: num(4) + num(4) + num(17),
        "JO": lambda: letters(4) + num(4) + num(18),
        "TR": lambda: num(5) + "0" + num(16),
        "IL": lambda: num(3) + num(3) + num(13),
    }[cc]()
    return f"{cc}{rng.randint(10, 99)}{body}"


def grouped(account: str) -> str:
    """An IBAN in groups of four, as printed on paper."""
    return " ".join(account[i:i + 4] for i in range(0, len(account), 4))


def code(rng: random.Random, prefix: str, n: int = 6) -> str:
    """An identifier such as INV-204381."""
    return f"{prefix}{rng.randint(10 ** (n - 1), 10 ** n - 1)}"


# ---------------------------------------------------------------- dates

WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
_HIJRI = ((dt.date(2026, 1, 20), "Sha'ban"), (dt.date(2026, 2, 18), "Ramadan"),
          (dt.date(2026, 3, 20), "Shawwal"), (dt.date(2026, 4, 18), "Dhu al-Qi'dah"),
          (dt.date(2026, 5, 18), "Dhu al-Hijjah"))


def date_in(rng: random.Random, first: dt.date = dt.date(2026, 3, 1), span: int = 50) -> dt.date:
    """A date within span days from first."""
    return first + dt.timedelta(days=rng.randrange(span))


def workday(rng: random.Random, first: dt.date = dt.date(2026, 3, 1), span: int = 50) -> dt.date:
    """A date that is not a Friday or a Saturday, the region's weekend."""
    d = date_in(rng, first, span)
    while weekend(d):
        d += dt.timedelta(days=1)
    return d


def weekend(d: dt.date) -> bool:
    """Whether the date falls on Friday or Saturday."""
    return d.weekday() in (4, 5)


def dmy(d: dt.date) -> str:
    """Day-first date: 03/12/2026."""
    return d.strftime("%d/%m/%Y")


def wd(d: dt.date) -> str:
    """The weekday's name."""
    return WEEKDAYS[d.weekday()]


def hijri(d: dt.date) -> str:
    """The Hijri date (1447 AH), by the Umm al-Qura month starts of early 2026."""
    start, month = _HIJRI[0]
    for s, m in _HIJRI:
        if s <= d:
            start, month = s, m
    return f"{(d - start).days + 1} {month} 1447"


def plus(d: dt.date, days: int) -> dt.date:
    """The date days later."""
    return d + dt.timedelta(days=days)


def next_weekday(d: dt.date, name: str) -> dt.date:
    """The first date after d that falls on the named weekday."""
    target = WEEKDAYS.index(name)
    n = (target - d.weekday()) % 7 or 7
    return d + dt.timedelta(days=n)


def hhmm(hour: int, minute: int = 0) -> str:
    """A 24h time."""
    return f"{hour:02d}:{minute:02d}"


# ---------------------------------------------------------------- formats

def js(obj: object) -> str:
    """JSON as an API returns it (non-ASCII kept, so SLOT stays a whole JSON string)."""
    return json.dumps(obj, ensure_ascii=False, indent=2)


def table(headers: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    """A markdown table."""
    lines = ["| " + " | ".join(headers) + " |", "|" + "---|" * len(headers)]
    lines += ["| " + " | ".join(str(c) for c in row) + " |" for row in rows]
    return "\n".join(lines)


def csv(headers: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    """CSV lines, fields with commas or quotes quoted."""
    def cell(c: str) -> str:
        c = str(c)
        return '"' + c.replace('"', '""') + '"' if ("," in c or '"' in c) else c

    return "\n".join(",".join(cell(c) for c in row) for row in (headers, *rows))


def cap(text: str) -> str:
    """The text with its first letter upper-cased."""
    return text[:1].upper() + text[1:]


def sloppy(rng: random.Random, text: str) -> str:
    """The request as some users type it: lower-case, now and then a typo."""
    if rng.random() < 0.4:
        text = text[:1].lower() + text[1:]
    swaps = (("the ", "teh "), ("you ", "u "), ("please", "pls"), ("tomorrow", "tmrw"),
             ("meeting", "meeitng"), ("thanks", "thx"), ("because", "bc"))
    for a, b in swaps:
        if a in text and rng.random() < 0.3:
            text = text.replace(a, b, 1)
    return text


def hexid(rng: random.Random, prefix: str = "", n: int = 8) -> str:
    """A hex identifier such as msg_8f3a21c0."""
    return prefix + "".join(rng.choice("0123456789abcdef") for _ in range(n))
