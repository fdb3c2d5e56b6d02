"""Shared helpers of the dev17 split: people, dates, money, bank accounts and output layout
as the apps of users in Japan, South Korea, Taiwan, Hong Kong and Singapore print them."""

from __future__ import annotations

import json
import random
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, datetime, timedelta

from ..model import digits

YEAR = 2026
WEEKDAYS = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")
JP_WEEKDAYS = "月火水木金土日"
KR_WEEKDAYS = "월화수목금토일"


@dataclass(frozen=True)
class Who:
    """A person: the name in Latin letters and, where there is one, in the local script."""

    name: str
    native: str = ""

    @property
    def first(self) -> str:
        return self.name.split()[0]

    @property
    def last(self) -> str:
        return self.name.split()[-1]

    @property
    def local(self) -> str:
        """The part of an address before the @ ("minjun.kim")."""
        return f"{self.first}.{self.last}".lower().replace("-", "").replace("ü", "u")

    @property
    def handle(self) -> str:
        """A chat handle ("@minjun.kim")."""
        return "@" + self.local

    def email(self, domain: str) -> str:
        return f"{self.local}@{domain}"

    def label(self) -> str:
        """The name with the local script when there is one ("Kenji Watanabe (渡辺 健二)")."""
        return f"{self.name} ({self.native})" if self.native else self.name


JP = tuple(Who(*p) for p in (
    ("Kenji Watanabe", "渡辺 健二"), ("Yui Nakamura", "中村 結衣"), ("Sho Fujita", "藤田 翔"),
    ("Aya Kobayashi", "小林 彩"), ("Daiki Ono", "小野 大輝"), ("Mika Sato", "佐藤 美香"),
    ("Ren Takahashi", "高橋 蓮"), ("Natsuki Aoki", "青木 夏希"), ("Haruto Ishii", "石井 陽翔"),
    ("Emi Hayashi", "林 恵美"), ("Takumi Mori", "森 拓海"), ("Saki Yamamoto", "山本 咲")))
KR = tuple(Who(*p) for p in (
    ("Min-jun Kim", "김민준"), ("Soo-ah Lee", "이수아"), ("Ji-ho Park", "박지호"),
    ("Seo-yeon Choi", "최서연"), ("Hyun-woo Jung", "정현우"), ("Da-eun Kang", "강다은"),
    ("Jae-won Yoon", "윤재원"), ("Eun-bi Han", "한은비"), ("Do-hyun Shin", "신도현")))
TW = tuple(Who(*p) for p in (
    ("Wei-lun Chen", "陳威倫"), ("Jia-hui Lin", "林佳慧"), ("Yu-ting Huang", "黃郁婷"),
    ("Chih-hao Wu", "吳志豪"), ("Pei-shan Tsai", "蔡佩珊"), ("Kuan-yu Liu", "劉冠宇")))
HK = tuple(Who(*p) for p in (
    ("Ka-ming Wong", "黃家明"), ("Wing-yan Chan", "陳詠欣"), ("Hoi-lam Leung", "梁凱琳"),
    ("Chun-kit Lau", "劉俊傑"), ("Man-yee Cheung", "張敏儀")))
SG = tuple(Who(p) for p in (
    "Rachel Tan", "Arjun Menon", "Claire Dubois", "Tom Whitfield", "Sophie Muller",
    "Nadia Rahman", "Marcus Lim", "Olivia Grant", "Felix Brandt", "Priya Nair"))
ANYONE = JP + KR + TW + HK + SG


def people(rng: random.Random, k: int, pool: Sequence[Who] = ANYONE) -> list[Who]:
    """k different people from the pool."""
    return rng.sample(list(pool), k)


def cap(text: str) -> str:
    """The text with its first letter upper-case."""
    return text[:1].upper() + text[1:]


# dates and times --------------------------------------------------------------------------

def dec(day_of_month: int) -> date:
    """A day of December of the split's year."""
    return date(YEAR, 12, day_of_month)


def some_day(rng: random.Random, low: int = 1, high: int = 24, month: int = 12,
             year: int = YEAR) -> date:
    return date(year, month, rng.randint(low, high))


def slash(d: date) -> str:
    """2026/12/03"""
    return f"{d.year}/{d.month:02d}/{d.day:02d}"


def slash_wd(d: date) -> str:
    """2026/12/03 (Thu)"""
    return f"{slash(d)} ({WEEKDAYS[d.weekday()]})"


def kanji(d: date) -> str:
    """2026年12月3日"""
    return f"{d.year}年{d.month}月{d.day}日"


def kanji_wd(d: date) -> str:
    """12月3日(木)"""
    return f"{d.month}月{d.day}日({JP_WEEKDAYS[d.weekday()]})"


def dotted(d: date) -> str:
    """12.03 (Thu)"""
    return f"{d.month:02d}.{d.day:02d} ({WEEKDAYS[d.weekday()]})"


def korean(d: date) -> str:
    """2026.12.03 (목)"""
    return f"{d.year}.{d.month:02d}.{d.day:02d} ({KR_WEEKDAYS[d.weekday()]})"


def iso(d: date) -> str:
    return d.isoformat()


def at(d: date, hour: int, minute: int = 0) -> datetime:
    return datetime(d.year, d.month, d.day, hour, minute)


def stamp(t: datetime) -> str:
    """2026-12-03T14:05, the form the apps' write calls take."""
    return t.strftime("%Y-%m-%dT%H:%M")


def hm(t: datetime) -> str:
    """14:05"""
    return t.strftime("%H:%M")


def days(n: int) -> timedelta:
    return timedelta(days=n)


def minutes(n: int) -> timedelta:
    return timedelta(minutes=n)


# money --------------------------------------------------------------------------------

def grouped(n: int) -> str:
    return f"{n:,}"


def _signed(symbol: str, n: int) -> str:
    return f"-{symbol}{-n:,}" if n < 0 else f"{symbol}{n:,}"


def yen(n: int) -> str:
    """¥12,800"""
    return _signed("¥", n)


def en(n: int) -> str:
    """12,800円"""
    return f"{n:,}円"


def won(n: int) -> str:
    """₩1,250,000"""
    return _signed("₩", n)


def ntd(n: int) -> str:
    """NT$3,450"""
    return _signed("NT$", n)


def cents(n: int) -> str:
    """1280.50 for 128050, the plain form of a call's amount."""
    return f"{n // 100}.{n % 100:02d}"


def hkd(n: int) -> str:
    """HK$1,280.50 for 128050 cents"""
    return f"HK${n // 100:,}.{n % 100:02d}"


def sgd(n: int) -> str:
    """S$1,280.50 for 128050 cents"""
    return f"S${n // 100:,}.{n % 100:02d}"


def round_to(rng: random.Random, low: int, high: int, step: int) -> int:
    """An amount between low and high, a multiple of step."""
    return rng.randrange(low // step, high // step) * step


# bank accounts --------------------------------------------------------------------------

def jp_account(rng: random.Random) -> str:
    """三菱UFJ銀行 渋谷支店 普通 1234567"""
    bank = rng.choice(("三菱UFJ銀行", "みずほ銀行", "三井住友銀行", "りそな銀行", "ゆうちょ銀行"))
    branch = rng.choice(("渋谷支店", "新宿支店", "梅田支店", "横浜駅前支店", "本店営業部",
                         "名古屋支店"))
    kind = "普通" if rng.random() < 0.8 else "当座"
    return f"{bank} {branch} {kind} {digits(rng, 7)}"


def kr_account(rng: random.Random) -> str:
    """Shinhan 110-123-456789 and the other banks' layouts."""
    layouts = (
        ("Shinhan", f"110-{digits(rng, 3)}-{digits(rng, 6)}"),
        ("KB국민", f"{digits(rng, 6)}-0{rng.randint(1, 9)}-{digits(rng, 6)}"),
        ("Woori", f"1002-{digits(rng, 3)}-{digits(rng, 6)}"),
        ("Kakao Bank", f"3333-0{rng.randint(1, 9)}-{digits(rng, 7)}"),
        ("Toss Bank", f"1000-{digits(rng, 4)}-{digits(rng, 4)}"),
    )
    bank, number = rng.choice(layouts)
    return f"{bank} {number}"


def tw_account(rng: random.Random) -> str:
    """國泰世華 013-123-45678-9"""
    bank, code = rng.choice((("國泰世華", "013"), ("中國信託", "822"), ("台新銀行", "812"),
                             ("玉山銀行", "808")))
    return f"{bank} {code}-{digits(rng, 3)}-{digits(rng, 5)}-{rng.randint(0, 9)}"


def hk_account(rng: random.Random) -> str:
    """HSBC 004-123-456789-838"""
    bank, code = rng.choice((("HSBC", "004"), ("Hang Seng", "024"), ("BOCHK", "012"),
                             ("Standard Chartered", "003")))
    return f"{bank} {code}-{digits(rng, 3)}-{digits(rng, 6)}-{digits(rng, 3)}"


def sg_account(rng: random.Random) -> str:
    """DBS 072-123456-7"""
    bank, layout = rng.choice((("DBS", "0{a}-{b}-{c}"), ("OCBC", "{a}-{b}-00{c}"),
                               ("UOB", "{a}-{b}-{c}")))
    return f"{bank} " + layout.format(a=digits(rng, 2), b=digits(rng, 6), c=rng.randint(1, 9))


# layout ---------------------------------------------------------------------------------

def zen(text: str) -> str:
    """The text in full-width letters and digits, as some Japanese records store them."""
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else
                   ("\u3000" if c == " " else c) for c in text)


def dumps(obj: object) -> str:
    """JSON as an API prints it; the local scripts (and SLOT) stay as they are."""
    return json.dumps(obj, ensure_ascii=False, indent=2)


def table(head: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    """A pipe table as a command-line client prints one."""
    cols = [head, *rows]
    widths = [max(len(str(r[i])) for r in cols) for i in range(len(head))]

    def line(r: Sequence[str]) -> str:
        return "| " + " | ".join(str(v).ljust(w) for v, w in zip(r, widths, strict=True)) + " |"

    rule = "|" + "|".join("-" * (w + 2) for w in widths) + "|"
    return "\n".join([line(head), rule, *(line(r) for r in rows)])


def csv(head: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    """Comma-separated lines; a field with a comma is quoted."""
    def field(v: str) -> str:
        return f'"{v}"' if "," in v else v

    return "\n".join(",".join(field(v) for v in r) for r in [head, *rows])


def ident(rng: random.Random, prefix: str, n: int = 6) -> str:
    """An id as the apps print them ("evt_804312")."""
    return f"{prefix}{digits(rng, n)}"
