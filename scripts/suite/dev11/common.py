"""Helpers shared by the eleventh split's domains: names, dates and money as Mexico, Brazil,
Colombia, Chile, Argentina, Spain and Portugal write them.

Amounts are kept in cents and printed the local way: "R$ 1.234,56" in Brazil, "$12,500.00 MXN"
in Mexico (which groups with commas), "$ 1.250.000" for Colombian and "$ 45.990" for Chilean
pesos (no cents), "$ 125.430,50" for Argentine pesos and "1.234,56 €" in Spain and Portugal.
The APIs' JSON carries plain decimals ("1234.56") and ISO dates; people and pages write dates
day first ("03/11/2026").
"""

from __future__ import annotations

import json
import random
import unicodedata
from datetime import date, timedelta

from ..model import SLOT

FIRST_ES = ("Lucía", "Rodrigo", "Mateo", "Camila", "Santiago", "Daniela", "Andrés", "Martina",
            "Joaquín", "Ximena", "Emilio", "Paula", "Tomás", "Renata", "Gonzalo", "Itziar",
            "Álvaro", "Carmen", "Nerea", "Sebastián", "Florencia", "Ignacio", "Mercedes", "Pablo")
LAST_ES = ("García", "Restrepo", "Hernández", "Morales", "Quispe", "Pardo", "Echeverría",
           "Fuentes", "Salazar", "Ibáñez", "Castaño", "Sepúlveda", "Aguirre", "Villalobos",
           "Olmedo", "Zamora", "Cifuentes", "Bustos", "Larrañaga", "Medina")
FIRST_PT = ("João", "Ana", "Thiago", "Beatriz", "Gabriel", "Mariana", "Rafael", "Inês", "Duarte",
            "Leonor", "Caio", "Larissa", "Tiago", "Raquel", "Vinícius", "Francisca")
LAST_PT = ("Silva", "Santos", "Oliveira", "Souza", "Ferreira", "Costa", "Almeida", "Carvalho",
           "Rocha", "Pereira", "Nogueira", "Teixeira", "Monteiro", "Cardoso")

DAYS_ES = ("lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo")
DAYS_PT = ("segunda-feira", "terça-feira", "quarta-feira", "quinta-feira", "sexta-feira",
           "sábado", "domingo")
DAYS_EN = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")
MONTHS_ES = ("enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto",
             "septiembre", "octubre", "noviembre", "diciembre")
MONTHS_EN = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


def ascii_fold(text: str) -> str:
    """The text without accents ("Lucía Ibáñez" becomes "Lucia Ibanez")."""
    return unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()


def person(rng: random.Random, lang: str = "") -> str:
    """A full name, Spanish or Portuguese (either when `lang` is empty)."""
    lang = lang or rng.choice(("es", "es", "pt"))
    if lang == "pt":
        return f"{rng.choice(FIRST_PT)} {rng.choice(LAST_PT)}"
    return f"{rng.choice(FIRST_ES)} {rng.choice(LAST_ES)}"


def people(rng: random.Random, n: int, lang: str = "") -> list[str]:
    """n different full names whose first names differ too."""
    out: list[str] = []
    while len(out) < n:
        name = person(rng, lang)
        if all(name.split()[0] != o.split()[0] for o in out):
            out.append(name)
    return out


def first(name: str) -> str:
    """The first name."""
    return name.split()[0]


def handle(name: str) -> str:
    """A lower-case dotted handle ("lucia.restrepo")."""
    return ascii_fold(name).lower().replace(" ", ".")


def address(name: str, domain: str) -> str:
    """A mail address at the given domain."""
    return f"{handle(name)}@{domain}"


def digits(rng: random.Random, n: int) -> str:
    """n random digits, the first not zero."""
    return str(rng.randint(1, 9)) + "".join(str(rng.randint(0, 9)) for _ in range(n - 1))


def hexid(rng: random.Random, n: int) -> str:
    """n lower-case hex digits."""
    return "".join(rng.choice("0123456789abcdef") for _ in range(n))


def cents(rng: random.Random, low: int, high: int, step: int = 1) -> int:
    """An amount in cents between low and high whole units; with `step` > 1 a whole amount
    that is a multiple of step units."""
    if step > 1:
        return rng.randrange(low // step, high // step + 1) * step * 100
    return rng.randrange(low * 100, high * 100)


def _group(units: int, sep: str) -> str:
    return f"{units:,}".replace(",", sep)


def fmt(amount: int, cur: str) -> str:
    """The amount (in cents) the way people of the currency's country write it."""
    units, rest = divmod(amount, 100)
    if cur == "BRL":
        return f"R$ {_group(units, '.')},{rest:02d}"
    if cur == "MXN":
        return f"${units:,}.{rest:02d} MXN"
    if cur == "COP":
        return f"$ {_group(units, '.')}"
    if cur == "CLP":
        return f"$ {_group(units, '.')}"
    if cur == "ARS":
        return f"$ {_group(units, '.')},{rest:02d}"
    return f"{_group(units, '.')},{rest:02d} €"


def dec(amount: int) -> str:
    """The amount (in cents) as an API writes it ("1234.56")."""
    return f"{amount // 100}.{amount % 100:02d}"


def d(iso: str) -> date:
    """The date of an ISO string."""
    return date.fromisoformat(iso)


def dmy(when: date | str) -> str:
    """A date written day first ("03/11/2026")."""
    when = d(when) if isinstance(when, str) else when
    return when.strftime("%d/%m/%Y")


def dm(when: date | str) -> str:
    """Day and month only ("03/11")."""
    when = d(when) if isinstance(when, str) else when
    return when.strftime("%d/%m")


def long_es(when: date | str) -> str:
    """A date as a Spanish speaker writes it ("jueves 12 de noviembre")."""
    when = d(when) if isinstance(when, str) else when
    return f"{DAYS_ES[when.weekday()]} {when.day} de {MONTHS_ES[when.month - 1]}"


def long_pt(when: date | str) -> str:
    """A date as a Portuguese speaker writes it ("quinta-feira, 12/11")."""
    when = d(when) if isinstance(when, str) else when
    return f"{DAYS_PT[when.weekday()]}, {dm(when)}"


def mail_date(when: date | str, hour: int, minute: int, tz: str) -> str:
    """A mail header date ("Tue, 17 Nov 2026 09:42:11 -0500")."""
    when = d(when) if isinstance(when, str) else when
    return (f"{DAYS_EN[when.weekday()]}, {when.day:02d} {MONTHS_EN[when.month - 1]} "
            f"{when.year} {hour:02d}:{minute:02d}:{(hour * 7 + minute) % 60:02d} {tz}")


def weekday_in(rng: random.Random, low: str = "2026-11-02", high: str = "2026-12-18") -> date:
    """A working day between two ISO dates."""
    start, end = d(low), d(high)
    while True:
        when = start + timedelta(days=rng.randrange((end - start).days + 1))
        if when.weekday() < 5:
            return when


def monday_of(when: date) -> date:
    """The Monday of the date's week."""
    return when - timedelta(days=when.weekday())


def as_json(obj: object) -> str:
    """Indented JSON as an API answers it, non-ASCII escaped throughout (so whatever fills a
    string later is escaped the same way); SLOT is kept literal for the session builder."""
    return json.dumps(obj, indent=2).replace(json.dumps(SLOT)[1:-1], SLOT)


def compact_json(obj: object) -> str:
    """One-line JSON, non-ASCII escaped."""
    return json.dumps(obj, separators=(",", ":")).replace(json.dumps(SLOT)[1:-1], SLOT)


# Office cities of the region with their UTC offsets in November and December 2026.
OFFSETS = {"Ciudad de México": "-0600", "Monterrey": "-0600", "Bogotá": "-0500",
           "Medellín": "-0500", "São Paulo": "-0300", "Santiago": "-0300",
           "Buenos Aires": "-0300", "Madrid": "+0100", "Lisboa": "+0000"}


def iso_offset(tz: str) -> str:
    """An ISO offset from a mail header offset ("-0300" becomes "-03:00")."""
    return f"{tz[:3]}:{tz[3:]}"
