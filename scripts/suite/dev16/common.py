"""Shared helpers of the sixteenth split: people, money, dates, IBANs and phone
numbers of the UK, Ireland, Germany, Austria, the Netherlands, France, Belgium and the
Nordics, written the way each of them writes them."""

from __future__ import annotations

import json
import random
import unicodedata
from datetime import date, timedelta

from ..model import digits

NAMES = {
    "DE": ("Jana Krüger", "Felix Hartmann", "Lena Vogel", "Matthias Brenner", "Katrin Albers",
           "Jonas Weber"),
    "AT": ("Florian Gruber", "Theresa Huber", "Lukas Pichler", "Magdalena Steiner"),
    "NL": ("Sanne de Vries", "Pieter Bakker", "Fleur de Graaf", "Daan Visser", "Lotte Jansen"),
    "BE": ("Elke Peeters", "Wout Janssens", "Marie Dubois", "Thomas Claes"),
    "FR": ("Camille Moreau", "Julien Lefèvre", "Claire Fontaine", "Antoine Girard"),
    "IE": ("Aoife Byrne", "Cian O'Connor", "Róisín Kelly", "Niamh Walsh"),
    "GB": ("Harriet Cole", "Tom Ashworth", "Priya Nair", "Oliver Pike"),
    "SE": ("Ingrid Sandberg", "Erik Lund", "Sofia Holm", "Axel Berg"),
    "DK": ("Mette Kjær", "Rasmus Holm", "Freja Nielsen"),
    "NO": ("Nils Haugen", "Kari Solberg"),
    "FI": ("Aino Virtanen", "Mikko Laine"),
}

# the words tool output uses for mail headers and the like, per language
WORDS = {
    "de": {"from": "Von", "to": "An", "date": "Datum", "subject": "Betreff", "fwd":
           "Weitergeleitete Nachricht", "note": "Hinweis", "due": "Fällig", "amount": "Betrag",
           "ref": "Verwendungszweck", "desc": "Beschreibung", "payee": "Empfänger"},
    "fr": {"from": "De", "to": "À", "date": "Date", "subject": "Objet", "fwd":
           "Message transféré", "note": "Remarque", "due": "Échéance", "amount": "Montant",
           "ref": "Communication", "desc": "Description", "payee": "Bénéficiaire"},
    "nl": {"from": "Van", "to": "Aan", "date": "Datum", "subject": "Onderwerp", "fwd":
           "Doorgestuurd bericht", "note": "Opmerking", "due": "Vervaldatum", "amount":
           "Bedrag", "ref": "Omschrijving", "desc": "Beschrijving", "payee": "Begunstigde"},
    "sv": {"from": "Från", "to": "Till", "date": "Datum", "subject": "Ämne", "fwd":
           "Vidarebefordrat meddelande", "note": "Obs", "due": "Förfallodag", "amount":
           "Belopp", "ref": "Meddelande", "desc": "Beskrivning", "payee": "Mottagare"},
    "da": {"from": "Fra", "to": "Til", "date": "Dato", "subject": "Emne", "fwd":
           "Videresendt meddelelse", "note": "Bemærk", "due": "Forfaldsdato", "amount":
           "Beløb", "ref": "Tekst til modtager", "desc": "Beskrivelse", "payee": "Modtager"},
    "en": {"from": "From", "to": "To", "date": "Date", "subject": "Subject", "fwd":
           "Forwarded message", "note": "Note", "due": "Due", "amount": "Amount",
           "ref": "Reference", "desc": "Description", "payee": "Payee"},
}

WEEKDAYS = {
    "de": ("Mo", "Di", "Mi", "Do", "Fr", "Sa", "So"),
    "fr": ("lun.", "mar.", "mer.", "jeu.", "ven.", "sam.", "dim."),
    "nl": ("ma", "di", "wo", "do", "vr", "za", "zo"),
    "sv": ("mån", "tis", "ons", "tor", "fre", "lör", "sön"),
    "da": ("man", "tir", "ons", "tor", "fre", "lør", "søn"),
    "en": ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"),
}
DAY_NAMES = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


def jdump(obj: object) -> str:
    """An API's JSON answer, UTF-8 as it comes over the wire (SLOT stays as it is)."""
    return json.dumps(obj, ensure_ascii=False, indent=2)


def slug(text: str) -> str:
    """Lower-case ASCII for addresses and handles: "Róisín Kelly" -> "roisin.kelly"."""
    plain = unicodedata.normalize("NFKD", text.replace("ø", "o").replace("æ", "ae"))
    plain = "".join(c for c in plain if not unicodedata.combining(c)).lower()
    first, *rest = plain.replace("'", "").split()
    return f"{first}.{''.join(rest)}" if rest else first


def name_from(rng: random.Random, *ccs: str) -> str:
    """A name from one of the countries."""
    return rng.choice(NAMES[rng.choice(ccs)])


def names(rng: random.Random, n: int, *ccs: str, avoid: tuple[str, ...] = ()) -> list[str]:
    """n different names from the countries, none of those to avoid."""
    pool = sorted({x for cc in ccs for x in NAMES[cc]} - set(avoid))
    return rng.sample(pool, n)


def first(name: str) -> str:
    """The first name."""
    return name.split()[0]


# ---- money -------------------------------------------------------------------------------

def cents(rng: random.Random, low: int, high: int) -> int:
    """An amount in cents between low and high units."""
    return rng.randrange(low * 100, high * 100)


def dec(c: int) -> str:
    """The amount as an API takes it: "1234.56"."""
    return f"{c // 100}.{c % 100:02d}"


def _grouped(units: int, sep: str) -> str:
    return f"{units:,}".replace(",", sep)


def fmt(c: int, style: str) -> str:
    """The amount as a locale prints it."""
    u, k = c // 100, c % 100
    return {
        "de": f"{_grouped(u, '.')},{k:02d} €",
        "fr": f"{_grouped(u, ' ')},{k:02d} €",
        "nl": f"€ {_grouped(u, '.')},{k:02d}",
        "eur": f"€{_grouped(u, ',')}.{k:02d}",
        "gbp": f"£{_grouped(u, ',')}.{k:02d}",
        "sek": f"{_grouped(u, ' ')},{k:02d} kr",
        "kr": f"kr {_grouped(u, ' ')},{k:02d}",
        "dkk": f"kr. {_grouped(u, '.')},{k:02d}",
    }[style]


# ---- dates -------------------------------------------------------------------------------

def monday(rng: random.Random) -> date:
    """A Monday in spring 2026, the week a session happens in."""
    return date(2026, 3, 2) + timedelta(weeks=rng.randint(0, 9))


def dmy(d: date, sep: str = "/") -> str:
    """Day first: 03/12/2026 or 03.12.2026."""
    return f"{d.day:02d}{sep}{d.month:02d}{sep}{d.year}"


def dm(d: date, sep: str = ".") -> str:
    """Day and month: 03.12."""
    return f"{d.day:02d}{sep}{d.month:02d}"


def long(d: date) -> str:
    """3 Dec 2026."""
    return f"{d.day} {MONTHS[d.month - 1]} {d.year}"


def wd(d: date, lang: str = "en") -> str:
    """The weekday, abbreviated in the language."""
    return WEEKDAYS[lang][d.weekday()]


def local_date(d: date, lang: str) -> str:
    """A date as the app's locale shows it."""
    if lang in ("en", "fr"):
        return dmy(d, "/")
    if lang == "nl":
        return dmy(d, "-")
    if lang == "sv":
        return d.isoformat()  # Sweden writes dates the ISO way
    return dmy(d, ".")


# ---- identifiers -------------------------------------------------------------------------

_IBAN = {"DE": (18, ()), "AT": (16, ()), "NL": (10, ("ABNA", "INGB", "RABO", "TRIO", "SNSB")),
         "BE": (12, ()), "FR": (23, ()), "IE": (14, ("AIBK", "BOFI", "IPBS")),
         "GB": (14, ("NWBK", "BARC", "LOYD", "MIDL")), "SE": (20, ()), "DK": (14, ()),
         "NO": (11, ()), "FI": (14, ())}


def iban(rng: random.Random, cc: str) -> str:
    """A compact IBAN of the country's length (check digits not computed)."""
    n, banks = _IBAN[cc]
    bank = rng.choice(banks) if banks else ""
    return f"{cc}{rng.randint(10, 99)}{bank}{digits(rng, n)}"


def spaced(code: str) -> str:
    """An IBAN in groups of four, as a printed invoice shows it."""
    return " ".join(code[i:i + 4] for i in range(0, len(code), 4))


def phone(rng: random.Random, cc: str) -> str:
    """A mobile number written the way the country writes it."""
    d = lambda n: digits(rng, n)  # noqa: E731
    return {
        "DE": f"+49 {rng.choice(('151', '160', '176', '1523'))} {d(7)}",
        "AT": f"+43 664 {d(7)}",
        "NL": f"+31 6 {d(8)}",
        "BE": f"+32 47{rng.randint(0, 9)} {d(2)} {d(2)} {d(2)}",
        "FR": f"+33 6 {d(2)} {d(2)} {d(2)} {d(2)}",
        "IE": f"+353 8{rng.choice('3567')} {d(3)} {d(4)}",
        "GB": f"+44 7{d(3)} {d(6)}",
        "SE": f"+46 70 {d(3)} {d(2)} {d(2)}",
        "DK": f"+45 {d(2)} {d(2)} {d(2)} {d(2)}",
        "NO": f"+47 {d(3)} {d(2)} {d(3)}",
        "FI": f"+358 40 {d(3)} {d(4)}",
    }[cc]


def code(rng: random.Random, prefix: str = "", n: int = 6) -> str:
    """An opaque id with a prefix: evt_83920, INV-2026-0412."""
    return f"{prefix}{digits(rng, n)}"


def hexid(rng: random.Random, n: int = 8) -> str:
    """A lower-case hex id."""
    return "".join(rng.choice("0123456789abcdef") for _ in range(n))
