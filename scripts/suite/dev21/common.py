"""Shared helpers of dev21: people, places, money, bank details, dates and output formats of
Australia, New Zealand, Canada, Ireland and South Africa."""

from __future__ import annotations

import datetime as dt
import json
import random
from collections.abc import Sequence
from dataclasses import dataclass

E_GRAVE, A_ACUTE = "\u00e8", "\u00e1"  # kept escaped for the linter


@dataclass(frozen=True)
class Person:
    """Someone in the user's world: a printed name, an ASCII handle and a country code."""

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
        """The chat handle ("@aoife.byrne")."""
        return f"@{self.handle}"


PEOPLE = (
    Person("Chloe Nguyen", "chloe.nguyen", "AU"),
    Person("Lachlan Murray", "lachlan.murray", "AU"),
    Person("Brooke Tran", "brooke.tran", "AU"),
    Person("Mitch Kowalski", "mitch.kowalski", "AU"),
    Person("Priya Sharma", "priya.sharma", "AU"),
    Person("Ngaire Thompson", "ngaire.thompson", "NZ"),
    Person("Hemi Parata", "hemi.parata", "NZ"),
    Person("Aroha Ngata", "aroha.ngata", "NZ"),
    Person("Sione Taufa", "sione.taufa", "NZ"),
    Person("Kate McAllister", "kate.mcallister", "NZ"),
    Person(f"Genevi{E_GRAVE}ve Tremblay", "genevieve.tremblay", "CA"),
    Person("Harpreet Gill", "harpreet.gill", "CA"),
    Person("Connor MacDonald", "connor.macdonald", "CA"),
    Person("Mei Chen", "mei.chen", "CA"),
    Person("Dylan Fraser", "dylan.fraser", "CA"),
    Person("Aoife Byrne", "aoife.byrne", "IE"),
    Person("Cian O'Sullivan", "cian.osullivan", "IE"),
    Person(f"Siobh{A_ACUTE}n Kelly", "siobhan.kelly", "IE"),
    Person("Darragh Walsh", "darragh.walsh", "IE"),
    Person("Niamh Doyle", "niamh.doyle", "IE"),
    Person("Thandiwe Dlamini", "thandiwe.dlamini", "ZA"),
    Person("Pieter van der Merwe", "pieter.vandermerwe", "ZA"),
    Person("Sipho Nkosi", "sipho.nkosi", "ZA"),
    Person("Lerato Mokoena", "lerato.mokoena", "ZA"),
    Person("Riaan Botha", "riaan.botha", "ZA"),
    Person("Ayesha Patel", "ayesha.patel", "ZA"),
)

COUNTRIES = ("AU", "NZ", "CA", "IE", "ZA")
CITIES = {
    "AU": ("Brisbane", "Melbourne", "Perth", "Adelaide", "Hobart", "Newcastle"),
    "NZ": ("Wellington", "Christchurch", "Dunedin", "Tauranga", "Auckland", "Nelson"),
    "CA": ("Halifax", "Winnipeg", "Calgary", "Ottawa", "Victoria", "Saskatoon"),
    "IE": ("Cork", "Galway", "Limerick", "Dublin", "Kilkenny", "Sligo"),
    "ZA": ("Durban", "Cape Town", "Gqeberha", "Pretoria", "Bloemfontein", "Stellenbosch"),
}
CURRENCY = {"AU": "AUD", "NZ": "NZD", "CA": "CAD", "IE": "EUR", "ZA": "ZAR"}
TLD = {"AU": "com.au", "NZ": "co.nz", "CA": "ca", "IE": "ie", "ZA": "co.za"}
TAX = {"AU": "GST", "NZ": "GST", "CA": "HST", "IE": "VAT", "ZA": "VAT"}
TZ = {"AU": "AEST", "NZ": "NZST", "CA": "ET", "IE": "IST", "ZA": "SAST"}
THANKS = {"AU": "cheers", "NZ": "cheers", "CA": "thanks a bunch", "IE": "thanks a mil",
          "ZA": "shot"}
SIGNOFF = {"AU": "Cheers", "NZ": "Ng\u0101 mihi", "CA": "Thanks", "IE": "Thanks a million",
           "ZA": "Kind regards"}
HELLO = {"AU": "G'day", "NZ": "Kia ora", "CA": "Hi", "IE": "Hiya", "ZA": "Howzit"}


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


def country(rng: random.Random, among: Sequence[str] = COUNTRIES) -> str:
    """One of the countries."""
    return rng.choice(tuple(among))


# ---------------------------------------------------------------- money

# what a dollar's worth of spending looks like in each currency, roughly
FACTOR = {"AUD": 1.0, "NZD": 1.1, "CAD": 0.9, "EUR": 0.6, "ZAR": 12.0}


def cents(rng: random.Random, cc: str, low: int, high: int, whole: bool = False) -> int:
    """An amount in cents between low and high Australian-dollar-like units, scaled to the
    country's currency; with whole, a round figure."""
    f = FACTOR[CURRENCY[cc]]
    lo, hi = int(low * f), max(int(high * f), int(low * f) + 2)
    if whole:
        step = 50 if hi - lo > 1000 else 5
        return rng.randrange(lo // step, hi // step + 1) * step * 100
    return rng.randrange(lo * 100, hi * 100)


def plain(c: int) -> str:
    """The amount as an API call carries it: "1234.50"."""
    return f"{c // 100}.{c % 100:02d}"


def show(cc: str, c: int) -> str:
    """The amount as the country's apps print it: "$1,234.50", "\u20ac1,234.50", "R1 234,50"."""
    text = f"{c // 100:,}.{c % 100:02d}"
    if cc == "ZA":
        return "R" + text.replace(",", " ").replace(".", ",")
    if cc == "IE":
        return "\u20ac" + text
    return "$" + text


def coded(cc: str, c: int) -> str:
    """The amount with its ISO code, as statements and letters print it: "NZD 1,234.50"."""
    return f"{CURRENCY[cc]} {show(cc, c).lstrip('$')}" if cc in ("AU", "NZ", "CA") else (
        show(cc, c))


def num(rng: random.Random, n: int) -> str:
    """n random digits."""
    return "".join(str(rng.randint(0, 9)) for _ in range(n))


BANKS = {
    "AU": ("Commonwealth Bank", "Westpac", "ANZ", "NAB", "Bendigo Bank", "ING"),
    "NZ": ("ASB", "ANZ", "Westpac", "BNZ", "Kiwibank"),
    "CA": ("RBC", "TD", "Scotiabank", "BMO", "CIBC", "Desjardins"),
    "IE": ("AIB", "Bank of Ireland", "PTSB"),
    "ZA": ("FNB", "Standard Bank", "Absa", "Nedbank", "Capitec"),
}
_IE_BIC = {"AIB": ("AIBK", "AIBKIE2D"), "Bank of Ireland": ("BOFI", "BOFIIE2D"),
           "PTSB": ("IPBS", "IPBSIE2D")}
_ZA_BRANCH = {"FNB": "250655", "Standard Bank": "051001", "Absa": "632005",
              "Nedbank": "198765", "Capitec": "470010"}
_NZ_BANK = {"ASB": "12", "ANZ": "01", "Westpac": "03", "BNZ": "02", "Kiwibank": "38"}


def bank_account(rng: random.Random, cc: str) -> tuple[dict[str, str], str]:
    """A payee's bank details in the country's shape: the fields a transfer carries, and the
    lines a letter or an invoice prints."""
    bank = rng.choice(BANKS[cc])
    if cc == "AU":
        bsb, acc = f"{num(rng, 3)}-{num(rng, 3)}", num(rng, 8)
        return ({"bsb": bsb, "account_number": acc},
                f"Bank: {bank}\nBSB: {bsb}\nAccount: {acc}")
    if cc == "NZ":
        acc = f"{_NZ_BANK[bank]}-{num(rng, 4)}-{num(rng, 7)}-{num(rng, 2)}"
        return {"account_number": acc}, f"Bank: {bank}\nAccount number: {acc}"
    if cc == "CA":
        transit, inst, acc = num(rng, 5), f"00{rng.randint(1, 9)}", num(rng, 7)
        return ({"transit": transit, "institution": inst, "account_number": acc},
                f"Bank: {bank}\nTransit: {transit}  Institution: {inst}  Account: {acc}")
    if cc == "IE":
        code, bic = _IE_BIC[bank]
        ib = f"IE{rng.randint(10, 99)}{code}{num(rng, 6)}{num(rng, 8)}"
        return {"iban": ib, "bic": bic}, f"Bank: {bank}\nIBAN: {grouped(ib)}\nBIC: {bic}"
    branch, acc = _ZA_BRANCH[bank], num(rng, rng.choice((10, 11)))
    return ({"bank": bank, "branch_code": branch, "account_number": acc},
            f"Bank: {bank}\nBranch code: {branch}\nAccount no: {acc}\nAccount type: Cheque")


def grouped(account: str) -> str:
    """An IBAN in groups of four, as printed on paper."""
    return " ".join(account[i:i + 4] for i in range(0, len(account), 4))


def phone(rng: random.Random, cc: str) -> str:
    """A mobile number as people write it in the country."""
    return {
        "AU": lambda: f"04{num(rng, 2)} {num(rng, 3)} {num(rng, 3)}",
        "NZ": lambda: f"021 {num(rng, 3)} {num(rng, 4)}",
        "CA": lambda: f"({rng.choice(('416', '604', '902', '403', '204'))}) 555-{num(rng, 4)}",
        "IE": lambda: f"08{rng.choice('3567')} {num(rng, 3)} {num(rng, 4)}",
        "ZA": lambda: f"0{rng.choice(('72', '82', '83', '61'))} {num(rng, 3)} {num(rng, 4)}",
    }[cc]()


def code(rng: random.Random, prefix: str, n: int = 6) -> str:
    """An identifier such as INV-204381."""
    return f"{prefix}{rng.randint(10 ** (n - 1), 10 ** n - 1)}"


def hexid(rng: random.Random, prefix: str = "", n: int = 8) -> str:
    """A hex identifier such as evt_8f3a21c0."""
    return prefix + "".join(rng.choice("0123456789abcdef") for _ in range(n))


def b62(rng: random.Random, n: int = 12) -> str:
    """A mixed-case identifier as cloud drives give files."""
    alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz0123456789"
    return "".join(rng.choice(alphabet) for _ in range(n))


# ---------------------------------------------------------------- dates

WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December")


def date_in(rng: random.Random, first: dt.date = dt.date(2026, 3, 2), span: int = 60) -> dt.date:
    """A date within span days from first."""
    return first + dt.timedelta(days=rng.randrange(span))


def workday(rng: random.Random, first: dt.date = dt.date(2026, 3, 2), span: int = 60) -> dt.date:
    """A Monday to Friday date."""
    d = date_in(rng, first, span)
    while d.weekday() >= 5:
        d += dt.timedelta(days=1)
    return d


def plus(d: dt.date, days: int) -> dt.date:
    """The date days later."""
    return d + dt.timedelta(days=days)


def next_workday(d: dt.date, days: int = 1) -> dt.date:
    """The first weekday at least days after d."""
    d = plus(d, days)
    while d.weekday() >= 5:
        d = plus(d, 1)
    return d


def next_weekday(d: dt.date, name: str) -> dt.date:
    """The first date after d that falls on the named weekday."""
    n = (WEEKDAYS.index(name) - d.weekday()) % 7 or 7
    return d + dt.timedelta(days=n)


def iso(d: dt.date) -> str:
    """2026-03-14."""
    return d.isoformat()


def wd(d: dt.date) -> str:
    """The weekday's name."""
    return WEEKDAYS[d.weekday()]


def short(cc: str, d: dt.date) -> str:
    """The date as the country's forms print it: 14/03/2026 in Australia, New Zealand and
    Ireland, 2026-03-14 in Canada, 2026/03/14 in South Africa."""
    if cc == "CA":
        return d.isoformat()
    if cc == "ZA":
        return d.strftime("%Y/%m/%d")
    return d.strftime("%d/%m/%Y")


def long(cc: str, d: dt.date) -> str:
    """The date in words: "Saturday 14 March 2026", in Canada "Saturday, March 14, 2026"."""
    if cc == "CA":
        return f"{wd(d)}, {MONTHS[d.month - 1]} {d.day}, {d.year}"
    return f"{wd(d)} {d.day} {MONTHS[d.month - 1]} {d.year}"


def brief(cc: str, d: dt.date) -> str:
    """A short date in words: "Sat 14 Mar", in Canada "Sat, Mar 14"."""
    if cc == "CA":
        return f"{wd(d)[:3]}, {MONTHS[d.month - 1][:3]} {d.day}"
    return f"{wd(d)[:3]} {d.day} {MONTHS[d.month - 1][:3]}"


def clock(cc: str, hour: int, minute: int = 0) -> str:
    """A time as people write it: 2:30 pm (2:30 p.m. in Canada), 14:30 in South Africa."""
    if cc == "ZA":
        return f"{hour:02d}:{minute:02d}"
    h = hour % 12 or 12
    suffix = ("a.m." if hour < 12 else "p.m.") if cc == "CA" else ("am" if hour < 12 else "pm")
    return f"{h}:{minute:02d} {suffix}"


def hm(hour: int, minute: int = 0) -> str:
    """A 24h time: 14:30."""
    return f"{hour:02d}:{minute:02d}"


def stamp(d: dt.date, hour: int, minute: int = 0) -> str:
    """An ISO date-time without zone: 2026-03-14T14:30:00."""
    return f"{d.isoformat()}T{hour:02d}:{minute:02d}:00"


OFFSET = {"AU": "+10:00", "NZ": "+12:00", "CA": "-04:00", "IE": "+01:00", "ZA": "+02:00"}


def zoned(cc: str, d: dt.date, hour: int, minute: int = 0) -> str:
    """An RFC 3339 date-time with the country's offset."""
    return stamp(d, hour, minute) + OFFSET[cc]


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


_SWAPS = (("the ", "teh "), ("please", "pls"), ("thanks", "thx"), ("tomorrow", "tmrw"),
          ("you ", "u "), ("calendar", "calender"), ("because", "cos"), ("receive", "recieve"),
          ("separate", "seperate"), ("schedule", "schedual"), ("definitely", "definately"),
          ("meeting", "meting"), ("whatever", "watever"), ("and ", "n "))


def sloppy(rng: random.Random, text: str) -> str:
    """The request as some users type it: lower-case, now and then a typo or a shortcut."""
    if rng.random() < 0.4:
        text = text[:1].lower() + text[1:]
    for a, b in _SWAPS:
        if a in text and rng.random() < 0.22:
            text = text.replace(a, b, 1)
    return text
