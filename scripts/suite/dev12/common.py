"""Helpers shared by the domains of the twelfth development split.

Names of people from Spanish- and Portuguese-speaking places, the family businesses the
sessions happen in, money written the way each country writes it, dates in January and
February 2027 in prose (day first) and in ISO form, identifiers, and JSON printed the way
an API answers. JSON is printed without escaping accented letters, so that SLOT stays a
whole string value and the runner can escape what fills it.
"""

from __future__ import annotations

import datetime
import json
import random
import unicodedata

YEAR = 2027

ES_FIRST = ("Rosa", "Fernanda", "Matías", "Rodrigo", "Lucía", "Valentina", "Diego", "Camila",
            "Joaquín", "Martina", "Andrés", "Ximena", "Sebastián", "Marisol", "Jorge", "Noelia",
            "Esteban", "Gabriela", "Mauricio", "Pilar", "Daniela", "Álvaro", "Carmen",
            "Héctor", "Yolanda", "Renzo", "Karina", "Wilmer", "Yessenia", "Franco")
GL_FIRST = ("Uxía", "Xoán", "Brais", "Iago", "Antía", "Iria", "Breixo", "Noa", "Xiana",
            "Roi", "Sabela", "Xabier")
ES_LAST = ("Quispe", "Mamani", "Huamán", "Ferreira", "Rodríguez", "Pereyra", "Solano",
           "Vargas", "Jiménez", "Ortiz", "Cevallos", "Andrade", "Lema", "Otero", "Castro",
           "Piñeiro", "Delgado", "Ramírez", "Chávez", "Morales", "Araya", "Mora", "Sosa",
           "Benítez", "Zambrano")
PT_FIRST = ("Caio", "Júlia", "Tiago", "Inês", "Rafael", "Bruna", "Luciana", "Paulo",
            "Mariana", "João", "Beatriz", "Gonçalo", "Célia", "Renata", "Thiago", "Ana Clara",
            "Rui", "Leonor", "Vinícius", "Aline", "Duarte", "Matilde", "Edson", "Francisca")
PT_LAST = ("Fonseca", "Oliveira", "Macedo", "Sampaio", "Santos", "Almeida", "Carvalho",
           "Ribeiro", "Pires", "Nogueira", "Barbosa", "Teixeira", "Lopes", "Moreira",
           "Cardoso", "Azevedo", "Souza", "Mendes")

MONTHS_ES = ("enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto",
             "septiembre", "octubre", "noviembre", "diciembre")
MONTHS_PT = ("janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto",
             "setembro", "outubro", "novembro", "dezembro")
DAYS_ES = ("lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo")
DAYS_PT = ("segunda-feira", "terça-feira", "quarta-feira", "quinta-feira", "sexta-feira",
           "sábado", "domingo")
DAYS_EN = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")


def js(obj: object) -> str:
    """An API answer: indented JSON with accented letters kept as they are."""
    return json.dumps(obj, ensure_ascii=False, indent=2)


def jsl(obj: object) -> str:
    """Compact JSON on one line, as some APIs answer."""
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))


def plain(text: str) -> str:
    """The text without accents, lower case (for addresses and handles)."""
    norm = unicodedata.normalize("NFKD", text)
    return "".join(c for c in norm if not unicodedata.combining(c)).lower().replace(" ", "")


def es_person(rng: random.Random, exclude: tuple[str, ...] = ()) -> tuple[str, str]:
    """A Spanish-speaking person's first and last name."""
    first = rng.choice([n for n in ES_FIRST if n not in exclude])
    return first, rng.choice(ES_LAST)


def pt_person(rng: random.Random, exclude: tuple[str, ...] = ()) -> tuple[str, str]:
    """A Portuguese-speaking person's first and last name."""
    first = rng.choice([n for n in PT_FIRST if n not in exclude])
    return first, rng.choice(PT_LAST)


def people(rng: random.Random, n: int, lang: str = "es",
           exclude: tuple[str, ...] = ()) -> list[tuple[str, str]]:
    """n people with distinct first names."""
    pool = [f for f in (ES_FIRST if lang == "es" else PT_FIRST) if f not in exclude]
    last = ES_LAST if lang == "es" else PT_LAST
    return [(f, rng.choice(last)) for f in rng.sample(pool, n)]


def mail(first: str, last: str, domain: str) -> str:
    """A work address: first.last@domain, without accents."""
    return f"{plain(first)}.{plain(last)}@{domain}"


def handle(first: str, last: str) -> str:
    """A chat handle: first.last without accents."""
    return f"{plain(first)}.{plain(last)}"


def amount(rng: random.Random, low: int, high: int, whole: bool = False) -> int:
    """An amount in cents between low and high units (whole units when asked)."""
    if whole:
        return rng.randint(low, high) * 100
    return rng.randrange(low * 100, high * 100)


def raw(cents: int) -> str:
    """The amount as a tool argument: "1234.50"."""
    return f"{cents // 100}.{cents % 100:02d}"


def _group(units: int, sep: str) -> str:
    return f"{units:,}".replace(",", sep)


def money(cents: int, cur: str) -> str:
    """The amount written the way the country writes it.

    PEN "S/ 1,234.50", UYU "$ 1.234,50", USD "$1,234.50", USD-EC "$ 1.234,50",
    CRC "₡125 000,00", EUR-ES "1.234,50 €", EUR-PT "1 234,50 €", BRL "R$ 1.234,50".
    """
    units, c = cents // 100, cents % 100
    if cur == "PEN":
        return f"S/ {_group(units, ',')}.{c:02d}"
    if cur == "UYU":
        return f"$ {_group(units, '.')},{c:02d}"
    if cur == "USD":
        return f"${_group(units, ',')}.{c:02d}"
    if cur == "USD-EC":
        return f"$ {_group(units, '.')},{c:02d}"
    if cur == "CRC":
        return f"₡{_group(units, ' ')},{c:02d}"
    if cur == "EUR-ES":
        return f"{_group(units, '.')},{c:02d} €"
    if cur == "EUR-PT":
        return f"{_group(units, ' ')},{c:02d} €"
    if cur == "BRL":
        return f"R$ {_group(units, '.')},{c:02d}"
    raise ValueError(cur)


def date(rng: random.Random, month: int = 1, low: int = 4, high: int = 27) -> datetime.date:
    """A day of the given month of 2027."""
    return datetime.date(YEAR, month, rng.randint(low, high))


def weekday(rng: random.Random, month: int, wd: int, low: int = 4,
            high: int = 26) -> datetime.date:
    """A day of the month falling on the weekday wd (0 is Monday)."""
    days = [d for d in range(low, high + 1) if datetime.date(YEAR, month, d).weekday() == wd]
    return datetime.date(YEAR, month, rng.choice(days))


def plus(d: datetime.date, n: int) -> datetime.date:
    """The day n days after d."""
    return d + datetime.timedelta(days=n)


def iso(d: datetime.date) -> str:
    """2027-01-14."""
    return d.isoformat()


def dmy(d: datetime.date) -> str:
    """14/01/2027, as forms and statements print it."""
    return d.strftime("%d/%m/%Y")


def dm(d: datetime.date) -> str:
    """14/01, as people type it."""
    return d.strftime("%d/%m")


def es_day(d: datetime.date, weekday_name: bool = True) -> str:
    """jueves 14 de enero."""
    text = f"{d.day} de {MONTHS_ES[d.month - 1]}"
    return f"{DAYS_ES[d.weekday()]} {text}" if weekday_name else text


def pt_day(d: datetime.date, weekday_name: bool = True) -> str:
    """quinta-feira, 14 de janeiro."""
    text = f"{d.day} de {MONTHS_PT[d.month - 1]}"
    return f"{DAYS_PT[d.weekday()]}, {text}" if weekday_name else text


def en_day(d: datetime.date) -> str:
    """Thu 14 Jan 2027."""
    return d.strftime("%a %d %b %Y")


def hexid(rng: random.Random, n: int = 8) -> str:
    """A lower-case hexadecimal identifier."""
    return "".join(rng.choice("0123456789abcdef") for _ in range(n))


def alnum(rng: random.Random, n: int = 6) -> str:
    """An upper-case booking-style code."""
    return "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(n))


def num(rng: random.Random, n: int) -> str:
    """n digits, the first not zero."""
    return str(rng.randint(1, 9)) + "".join(str(rng.randint(0, 9)) for _ in range(n - 1))


def clock(h: int, m: int = 0) -> str:
    """14:30."""
    return f"{h:02d}:{m:02d}"


def ts(rng: random.Random, d: datetime.date, h: int, m: int = 0) -> str:
    """A chat message timestamp ("1800012345.001200") for a local time on day d."""
    moment = datetime.datetime(d.year, d.month, d.day, h, m, rng.randint(0, 59),
                               tzinfo=datetime.UTC)
    return f"{int(moment.timestamp())}.{rng.randint(100, 999)}{rng.randint(100, 999)}"


def uid(rng: random.Random) -> str:
    """A chat user id ("U05K2L9QX1M")."""
    return "U0" + "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789") for _ in range(9))
