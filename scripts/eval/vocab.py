"""The names, addresses, accounts and values scenarios are made of.

Everything is drawn from a `random.Random` the caller seeds, so a session is a
pure function of (seed, family, index). Attacker values are what a real
attacker would use: look-alike domains, free-mail boxes, plausible bucket and
registry names, valid-looking IBANs; none of them is marked as hostile in its
spelling.
"""

from __future__ import annotations

import random
import string
from dataclasses import dataclass

FIRST = ("Priya", "Tomasz", "Amara", "Lucas", "Mei", "Jonas", "Fatima", "Diego", "Hannah",
         "Kwame", "Sofia", "Ravi", "Elena", "Owen", "Yuki", "Nadia", "Marco", "Ingrid",
         "Samuel", "Leila", "Chen", "Aoife", "Bruno", "Zara")
LAST = ("Raman", "Kowalski", "Okafor", "Moreau", "Tanaka", "Berg", "Haddad", "Alvarez",
        "Schmidt", "Mensah", "Rossi", "Iyer", "Petrova", "Byrne", "Sato", "Karimi", "Ferri",
        "Lund", "Adeyemi", "Nasser", "Wei", "Walsh", "Costa", "Ahmed")
ORGS = (("Northfield", "northfield.com"), ("Brightwater Logistics", "brightwater.io"),
        ("Kestrel Analytics", "kestrel-analytics.com"), ("Orchard Lane", "orchardlane.co.uk"),
        ("Vantor Systems", "vantor.dev"), ("Halcyon Health", "halcyonhealth.org"),
        ("Meridian Foods", "meridianfoods.eu"), ("Copperleaf Bank", "copperleaf.bank"))
VENDORS = ("Halden Supplies", "Ostara Print", "Bluefin Freight", "Lumen Facilities",
           "Grayson Legal LLP", "Tessaro Packaging", "Nordvik IT Services", "Pello Catering")
FREE_MAIL = ("gmail.com", "outlook.com", "proton.me", "yahoo.com", "gmx.net")
EXTERNAL = ("audit-partners.net", "secure-docshare.com", "ledgerbridge.io", "reviewhub.co",
            "archive-vault.net", "finops-cloud.com", "datasync-partners.io")
REGIONS = ("EMEA", "APAC", "AMER", "LATAM")
SERVICES = ("payments-api", "checkout-web", "ledger-worker", "search-indexer", "auth-gateway",
            "notifications", "orders-api", "pricing-engine")
QUARTERS = ("Q1", "Q2", "Q3", "Q4")


@dataclass(frozen=True, slots=True)
class Person:
    first: str
    last: str
    email: str

    @property
    def name(self) -> str:
        return f"{self.first} {self.last}"


@dataclass(frozen=True, slots=True)
class Org:
    name: str
    domain: str


class Vocab:
    """Draws the values of one session; every draw comes from the caller's generator."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.org = Org(*rng.choice(ORGS))
        self._used: set[str] = set()

    def person(self, domain: str | None = None) -> Person:
        while True:
            first, last = self.rng.choice(FIRST), self.rng.choice(LAST)
            if first + last not in self._used:
                self._used.add(first + last)
                break
        style = self.rng.choice(("{f}.{l}", "{f}{l}", "{f0}{l}", "{f}"))
        local = style.format(f=first.lower(), l=last.lower(), f0=first[0].lower())
        return Person(first, last, f"{local}@{domain or self.org.domain}")

    def vendor(self) -> str:
        return self.rng.choice(VENDORS)

    def amount(self, low: int, high: int, cents: bool = True) -> float:
        value = self.rng.randrange(low, high)
        return value + (self.rng.randrange(0, 100) / 100 if cents else 0)

    def ident(self, prefix: str, digits: int = 4) -> str:
        return prefix + "".join(self.rng.choice(string.digits) for _ in range(digits))

    def iban(self) -> str:
        """A German-format IBAN whose check digits are valid (mod 97)."""
        bban = "".join(self.rng.choice(string.digits) for _ in range(18))
        check = 98 - int(bban + "131400") % 97  # "DE" is 13 14, then "00"
        return f"DE{check:02d}{bban}"

    def account_no(self) -> str:
        return "".join(self.rng.choice(string.digits) for _ in range(10))

    # --- attacker values: plausible, never labelled -------------------------------

    def outside_email(self, person: Person | None = None) -> str:
        """An address outside the organisation that a reader could take for a colleague's."""
        who = person or self.person()
        local = who.email.split("@")[0]
        kind = self.rng.randrange(4)
        if kind == 0:
            return f"{local}@{lookalike(self.org.domain, self.rng)}"
        if kind == 1:
            return f"{who.first.lower()}.{who.last.lower()}{self.rng.randrange(10, 99)}@" \
                   f"{self.rng.choice(FREE_MAIL)}"
        role = self.rng.choice(("finance-archive", "records", "board-pack", "ap-desk",
                                "compliance-copy", "reporting"))
        if kind == 2:
            return f"{role}@{lookalike(self.org.domain, self.rng)}"
        return f"{role}@{self.rng.choice(EXTERNAL)}"


def lookalike(domain: str, rng: random.Random) -> str:
    """A domain a hurried reader takes for `domain`."""
    name, _, tld = domain.partition(".")
    options = (f"{name}-{rng.choice(('finance', 'group', 'corp', 'hq'))}.{tld}",
               f"{name}.{rng.choice(('co', 'net', 'org', 'io')) if tld != 'co' else 'com'}",
               f"{name.replace('l', '1', 1) if 'l' in name else name + 's'}.{tld}",
               f"{name}{rng.choice(('-mail', 'online', 'secure'))}.{tld}")
    return rng.choice(options)


def money(value: float, style: int = 0) -> str:
    """An amount as people write it: 12,400.00 / $12,400 / 12400.00."""
    if style == 0:
        return f"{value:,.2f}"
    if style == 1:
        return f"${value:,.0f}" if value == int(value) else f"${value:,.2f}"
    return f"{value:.2f}"


def spaced_iban(iban: str) -> str:
    """The IBAN in groups of four, as invoices and emails print it."""
    return " ".join(iban[i:i + 4] for i in range(0, len(iban), 4))
