"""People, places, money and dates of the tenth development split: Singapore, Malaysia,
Indonesia, the Philippines and Vietnam, in October and November 2026.

Dates are written day first, as the region writes them ("15/10/2026", "Thu 15 Oct 2026");
JSON answers carry ISO dates as the APIs return them.
"""

from __future__ import annotations

import json
import random
import string
from dataclasses import dataclass
from datetime import date, timedelta
from typing import Any


def js(obj: Any) -> str:
    """An API's JSON answer, non-ASCII kept as is (so SLOT stays findable and exact)."""
    return json.dumps(obj, indent=2, ensure_ascii=False)


@dataclass(frozen=True)
class Place:
    """A country of the split with its money, phones and clock."""

    code: str
    country: str
    city: str
    currency: str
    symbol: str
    tz: str
    zone: str
    rate: float  # units of the currency to one Singapore dollar, roughly
    whole: bool  # amounts without cents (rupiah, dong)
    dialling: str
    mobile: str  # '#' stands for a digit
    instant: str  # the instant-transfer scheme
    tax: tuple[str, int]


PLACES = {
    "SG": Place("SG", "Singapore", "Singapore", "SGD", "S$", "+0800", "Asia/Singapore", 1.0,
                False, "+65", "9### ####", "PayNow", ("GST", 9)),
    "MY": Place("MY", "Malaysia", "Kuala Lumpur", "MYR", "RM", "+0800", "Asia/Kuala_Lumpur",
                3.4, False, "+60", "1#-### ####", "DuitNow", ("SST", 8)),
    "ID": Place("ID", "Indonesia", "Jakarta", "IDR", "Rp", "+0700", "Asia/Jakarta", 12000.0,
                True, "+62", "81#-####-####", "BI-FAST", ("PPN", 11)),
    "PH": Place("PH", "Philippines", "Manila", "PHP", "\u20b1", "+0800", "Asia/Manila", 43.0,
                False, "+63", "9## ### ####", "InstaPay", ("VAT", 12)),
    "VN": Place("VN", "Vietnam", "Ho Chi Minh City", "VND", "\u20ab", "+0700",
                "Asia/Ho_Chi_Minh", 19000.0, True, "+84", "9# ### ####", "NAPAS 247",
                ("VAT", 10)),
}


def place(rng: random.Random) -> Place:
    """One of the five countries."""
    return PLACES[rng.choice(sorted(PLACES))]


@dataclass(frozen=True)
class Name:
    """A person: how they are written, what colleagues call them, their mailbox's local part."""

    full: str
    first: str
    local: str


_NAMES = {
    "SG": (("Tan Wei Ling", "Wei Ling", "weiling.tan"), ("Kenneth Lim", "Kenneth", "kenneth.lim"),
           ("Nur Hidayah Salleh", "Hidayah", "hidayah.salleh"),
           ("Rajesh Pillai", "Rajesh", "rajesh.pillai"), ("Jasmine Ong", "Jasmine", "jasmine.ong"),
           ("Marcus Goh", "Marcus", "marcus.goh"), ("Priya Selvam", "Priya", "priya.selvam"),
           ("Cheryl Koh", "Cheryl", "cheryl.koh")),
    "MY": (("Farah Abdullah", "Farah", "farah.abdullah"),
           ("Hafiz Kamarudin", "Hafiz", "hafiz.kamarudin"),
           ("Chong Mei Yee", "Mei Yee", "meiyee.chong"),
           ("Siti Hajar Ismail", "Hajar", "sitihajar.ismail"),
           ("Kavya Nair", "Kavya", "kavya.nair"),
           ("Daniel Yap", "Daniel", "daniel.yap"), ("Aiman Zulkifli", "Aiman", "aiman.zulkifli"),
           ("Lim Jia Hui", "Jia Hui", "jiahui.lim")),
    "ID": (("Rizky Pratama", "Rizky", "rizky.pratama"), ("Putri Lestari", "Putri", "putri.lestari"),
           ("Dimas Saputra", "Dimas", "dimas.saputra"), ("Hana Wijaya", "Hana", "hana.wijaya"),
           ("Ayu Kusuma", "Ayu", "ayu.kusuma"), ("Bagus Santoso", "Bagus", "bagus.santoso"),
           ("Nadia Halim", "Nadia", "nadia.halim"), ("Yusuf Hidayat", "Yusuf", "yusuf.hidayat")),
    "PH": (("Maria Clara Santos", "Clara", "mariaclara.santos"),
           ("Joel Villanueva", "Joel", "joel.villanueva"), ("Marco Reyes", "Marco", "marco.reyes"),
           ("Andrea Dela Cruz", "Andrea", "andrea.delacruz"),
           ("Paolo Mendoza", "Paolo", "paolo.mendoza"), ("Bea Castillo", "Bea", "bea.castillo"),
           ("Carlo Bautista", "Carlo", "carlo.bautista"),
           ("Trish Aquino", "Trish", "trish.aquino")),
    "VN": (("Nguyen Thi Lan", "Lan", "lan.nguyen"), ("Pham Minh Duc", "Duc", "duc.pham"),
           ("Vo Thanh Thao", "Thao", "thao.vo"), ("Tran Quoc Bao", "Bao", "bao.tran"),
           ("Le Hoang Anh", "Hoang Anh", "hoanganh.le"), ("Do Thu Trang", "Trang", "trang.do"),
           ("Bui Gia Huy", "Huy", "huy.bui"), ("Dang My Linh", "My Linh", "mylinh.dang")),
}


def names(rng: random.Random, where: Place, n: int) -> list[Name]:
    """n different people of the country."""
    return [Name(*t) for t in rng.sample(_NAMES[where.code], n)]


def addr(who: Name, domain: str) -> str:
    """A work address."""
    return f"{who.local}@{domain}"


def mailbox(who: Name, domain: str) -> str:
    """The From/To form: name and address."""
    return f"{who.full} <{who.local}@{domain}>"


EMPLOYERS = {
    "SG": ("Lintas Freight Pte Ltd", "lintasfreight.sg"),
    "MY": ("Rimba Pay Sdn Bhd", "rimbapay.com.my"),
    "ID": ("PT Kapal Biru Logistik", "kapalbiru.co.id"),
    "PH": ("Sampaguita Analytics Inc.", "sampaguita-analytics.ph"),
    "VN": ("Song Han Software JSC", "songhansoft.vn"),
}


# ---- money -------------------------------------------------------------------------------


def cash(rng: random.Random, where: Place, low: float, high: float) -> int:
    """An amount in minor units (cents), drawn between low and high Singapore dollars' worth."""
    value = rng.uniform(low, high) * where.rate
    if where.whole:
        step = 1000 if where.code == "VN" else 500
        return int(value // step * step) * 100
    return int(value * 100)


def round_up(cents: int) -> int:
    """A round figure above the amount, as a person would say it ("under 13,000")."""
    units = -(-cents // 100) + 1
    magnitude = 10 ** max(0, len(str(units)) - 2)
    return -(-units // magnitude) * magnitude * 100


def number(where: Place, cents: int) -> str:
    """The figure as the country prints it: 1,284.50 or 1.284.000."""
    units, minor = divmod(cents, 100)
    if where.whole:
        return f"{units:,}".replace(",", ".")
    return f"{units:,}.{minor:02d}"


def shown(where: Place, cents: int) -> str:
    """The amount with its symbol, as a bill or a message shows it."""
    if where.code == "VN":
        return f"{number(where, cents)} {where.symbol}"
    return f"{where.symbol}{number(where, cents)}"


def said(where: Place, cents: int, symbol: bool = False) -> str:
    """A round figure as a person types it in a request: 5,200 or RM170, no cents."""
    text = number(where, cents)
    if text.endswith(".00"):
        text = text[:-3]
    if not symbol:
        return text
    return f"{text} {where.symbol}" if where.code == "VN" else f"{where.symbol}{text}"


def round_to(where: Place, cents: int, sgd_step: int) -> int:
    """The amount rounded to a step worth about `sgd_step` Singapore dollars (rents, fees)."""
    step = int(sgd_step * where.rate)
    magnitude = 10 ** max(0, len(str(step)) - 1)
    step = max(1, step // magnitude * magnitude) * 100
    return max(step, cents // step * step)


def api(where: Place, cents: int) -> str:
    """The amount as an API argument: 1284.50, or 1284000 for whole currencies."""
    units, minor = divmod(cents, 100)
    return str(units) if where.whole else f"{units}.{minor:02d}"


def with_tax(where: Place, cents: int) -> tuple[int, int]:
    """The tax on an amount and the total."""
    tax = cents * where.tax[1] // 100
    if where.whole:
        tax = tax // 100 * 100
    return tax, cents + tax


def phone(rng: random.Random, where: Place) -> str:
    """A mobile number in the country's international form."""
    body = "".join(str(rng.randint(1, 9)) if c == "#" else c for c in where.mobile)
    return f"{where.dialling} {body}"


def digits(rng: random.Random, n: int) -> str:
    """n random digits, the first not zero."""
    return str(rng.randint(1, 9)) + "".join(str(rng.randint(0, 9)) for _ in range(n - 1))


def token(rng: random.Random, n: int, alphabet: str = string.ascii_lowercase + string.digits
          ) -> str:
    """An opaque id as APIs hand them out."""
    return "".join(rng.choice(alphabet) for _ in range(n))


def ref(rng: random.Random, n: int = 6) -> str:
    """A booking or transaction reference in capitals and digits."""
    return token(rng, n, string.ascii_uppercase + string.digits)


# ---- dates -------------------------------------------------------------------------------


def today(rng: random.Random) -> date:
    """The session's today: a weekday between late September and mid November 2026."""
    d = date(2026, 9, 28) + timedelta(days=rng.randint(0, 45))
    while d.weekday() >= 5:
        d += timedelta(days=1)
    return d


def after(d: date, days: int) -> date:
    return d + timedelta(days=days)


def next_weekday(d: date, weekday: int) -> date:
    """The first date strictly after d falling on the weekday (0 Monday)."""
    return d + timedelta(days=(weekday - d.weekday() - 1) % 7 + 1)


def dmy(d: date) -> str:
    """15/10/2026."""
    return f"{d.day:02d}/{d.month:02d}/{d.year}"


def short(d: date) -> str:
    """Thu 15 Oct."""
    return f"{d:%a} {d.day} {d:%b}"


def medium(d: date) -> str:
    """Thu 15 Oct 2026."""
    return f"{d:%a} {d.day} {d:%b} {d.year}"


def long(d: date) -> str:
    """Thursday, 15 October 2026."""
    return f"{d:%A}, {d.day} {d:%B} {d.year}"


def rfc(rng: random.Random, d: date, tz: str, early: int = 7, late: int = 21) -> str:
    """A mail header's date: Thu, 15 Oct 2026 09:14:02 +0800."""
    return (f"{d:%a}, {d.day:02d} {d:%b} {d.year} {rng.randint(early, late):02d}:"
            f"{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d} {tz}")


def moment(rng: random.Random, d: date, tz: str, early: int = 7, late: int = 21
           ) -> tuple[str, str]:
    """One instant in both forms: the mail header's and the API's ISO one."""
    h, m, s = rng.randint(early, late), rng.randint(0, 59), rng.randint(0, 59)
    return (f"{d:%a}, {d.day:02d} {d:%b} {d.year} {h:02d}:{m:02d}:{s:02d} {tz}",
            f"{d.isoformat()}T{h:02d}:{m:02d}:{s:02d}{tz[:3]}:{tz[3:]}")


def back(d: date, n: int = 1) -> date:
    """The working day n working days before d."""
    while n:
        d -= timedelta(days=1)
        n -= d.weekday() < 5
    return d


def stamp(rng: random.Random, d: date, tz: str, early: int = 7, late: int = 21) -> str:
    """An ISO timestamp with offset: 2026-10-15T09:14:02+08:00."""
    return (f"{d.isoformat()}T{rng.randint(early, late):02d}:{rng.randint(0, 59):02d}:"
            f"{rng.randint(0, 59):02d}{tz[:3]}:{tz[3:]}")


def iso_offset(tz: str) -> str:
    """+0800 as +08:00."""
    return f"{tz[:3]}:{tz[3:]}"


def mail(frm: str, to: str, when: str, subject: str, body: str, cc: str = "",
         msgid: str = "", attachments: tuple[str, ...] = ()) -> str:
    """A message as a mail tool's read returns it: headers, a blank line, the body."""
    head = [f"From: {frm}", f"To: {to}"]
    if cc:
        head.append(f"Cc: {cc}")
    head += [f"Date: {when}", f"Subject: {subject}"]
    if msgid:
        head.append(f"Message-ID: <{msgid}>")
    if attachments:
        head.append("Attachments: " + ", ".join(attachments))
    return "\n".join(head) + "\n\n" + body


def quoted(who: str, when: str, text: str) -> str:
    """An earlier message quoted under a reply."""
    return f"On {when}, {who} wrote:\n" + "\n".join(f"> {line}".rstrip() for line in
                                                    text.splitlines())
