"""The custom ids of buttons, menus and forms: one typed codec, one encode and one parse per kind.

A button holds no game state: its custom id names what a press needs (the channel, the table, the
log version...), so a press works after any restart. Every kind of id is a small frozen value with
:meth:`encode` (the string sent to Discord) and :meth:`parse` (that string back, or None), and its
``TEMPLATE``: the regular expression the discord layer registers (``DynamicItem``) to route presses.
The strings are exactly those earlier versions of the bot posted, so buttons already in Discord keep
working (``tests/service/test_custom_ids.py`` holds literal examples of each).

The kinds::

    dday:act:<channel>:<table>:<version>:<index>                     a phase-message choice
    dday:join:<channel>:<table>:<seat>                                a lobby seat
    dday:req:<channel>:<table>:<request>:<yes|no>                     an answer to an undo/replace request
    dday:hand:<channel>:<table>:<version>:<seat>                      a seat's private menu of cards
    dday:tray:<channel>:<table>:<version>:<seat>:<mask hex>:<op>      a D-Day Dice tray button
    dday:plan:<channel>:<table>:<version>:<n>[:b]:<step>              an A&A move planner menu or button
    dday:orders:<channel>:<table>                                     the orders form (a modal)
    dday:secret:<channel>:<table>:<first>:<last>:<seat>               a seat's private news (its player only)

Imports nothing of the project: the bottom of :mod:`bot.service`, beside ``errors`` and ``common``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import ClassVar

ID = r"\d{1,20}"
"""A Discord snowflake, table id, version or index: at most 20 digits (the service bounds the value)."""

ACT_TEMPLATE = rf"dday:act:(?P<channel>{ID}):(?P<table>{ID}):(?P<version>{ID}):(?P<index>{ID})"
JOIN_TEMPLATE = rf"dday:join:(?P<channel>{ID}):(?P<table>{ID}):(?P<seat>[a-z0-9-]{{1,32}})"
REQUEST_TEMPLATE = rf"dday:req:(?P<channel>{ID}):(?P<table>{ID}):(?P<request>{ID}):(?P<answer>yes|no)"
HAND_TEMPLATE = rf"dday:hand:(?P<channel>{ID}):(?P<table>{ID}):(?P<version>{ID}):(?P<seat>[a-z0-9-]{{1,32}})"
TRAY_TEMPLATE = (
    r"dday:tray:(?P<channel>\d+):(?P<table>\d+):(?P<version>\d+):(?P<seat>unit[1-4]|t[1-3]u[1-4]|german):"
    r"(?P<mask>[0-9a-f]{1,4}):(?P<op>t\d{1,2}|go|keep|mull)"
)
PLAN_PREFIX = rf"dday:plan:(?P<channel>{ID}):(?P<table>{ID}):(?P<version>{ID}):(?P<n>\d)"
PLAN_STEP = r"[zut]:\d{1,3}(?::[^:\s]{1,40}){0,2}"
PLAN_SELECT_TEMPLATE = PLAN_PREFIX + rf":(?P<step>{PLAN_STEP})"
PLAN_BUTTON_TEMPLATE = PLAN_PREFIX + rf":b:(?P<step>back|clear|send|{PLAN_STEP})"
ORDERS_TEMPLATE = rf"dday:orders:(?P<channel>{ID}):(?P<table>{ID})"
SECRET_TEMPLATE = (
    rf"dday:secret:(?P<channel>{ID}):(?P<table>{ID}):(?P<first>{ID}):(?P<last>{ID}):(?P<seat>[a-z0-9-]{{1,32}})"
)
LEGACY_TEMPLATE = (
    r"dday:(?:act:\d+:\d+:\d+|join:\d+:[a-z][a-z0-9-]*|req:\d+:\d+:(?:yes|no)|hand:\d+:\d+:[a-z][a-z0-9-]*)"
)
"""The custom ids buttons had before they named their table: still on old messages, refused as stale."""

_ACT = re.compile(ACT_TEMPLATE)
_JOIN = re.compile(JOIN_TEMPLATE)
_REQUEST = re.compile(REQUEST_TEMPLATE)
_HAND = re.compile(HAND_TEMPLATE)
_TRAY = re.compile(TRAY_TEMPLATE)
_PLAN_SELECT = re.compile(PLAN_SELECT_TEMPLATE)
_PLAN_BUTTON = re.compile(PLAN_BUTTON_TEMPLATE)
_ORDERS = re.compile(ORDERS_TEMPLATE)
_SECRET = re.compile(SECRET_TEMPLATE)
_LEGACY = re.compile(LEGACY_TEMPLATE)


@dataclass(frozen=True, slots=True)
class ActId:
    """The phase-message button ``index`` (a flat prompt choice) shown at ``version`` of table ``table``."""

    TEMPLATE: ClassVar[str] = ACT_TEMPLATE
    channel: int
    table: int
    version: int
    index: int

    def encode(self) -> str:
        return f"dday:act:{self.channel}:{self.table}:{self.version}:{self.index}"

    @classmethod
    def parse(cls, custom_id: str) -> ActId | None:
        m = _ACT.fullmatch(custom_id)
        return None if m is None else cls(int(m["channel"]), int(m["table"]), int(m["version"]), int(m["index"]))


@dataclass(frozen=True, slots=True)
class JoinId:
    """Take ``seat`` at table ``table`` (a lobby's button)."""

    TEMPLATE: ClassVar[str] = JOIN_TEMPLATE
    channel: int
    table: int
    seat: str

    def encode(self) -> str:
        return f"dday:join:{self.channel}:{self.table}:{self.seat}"

    @classmethod
    def parse(cls, custom_id: str) -> JoinId | None:
        m = _JOIN.fullmatch(custom_id)
        return None if m is None else cls(int(m["channel"]), int(m["table"]), m["seat"])


@dataclass(frozen=True, slots=True)
class RequestId:
    """Approve (``yes``) or refuse an undo or replacement request."""

    TEMPLATE: ClassVar[str] = REQUEST_TEMPLATE
    channel: int
    table: int
    request: int
    yes: bool

    def encode(self) -> str:
        return f"dday:req:{self.channel}:{self.table}:{self.request}:{'yes' if self.yes else 'no'}"

    @classmethod
    def parse(cls, custom_id: str) -> RequestId | None:
        m = _REQUEST.fullmatch(custom_id)
        return None if m is None else cls(int(m["channel"]), int(m["table"]), int(m["request"]), m["answer"] == "yes")


@dataclass(frozen=True, slots=True)
class HandId:
    """A seat's private menu (the cards it may play), drawn at ``version``."""

    TEMPLATE: ClassVar[str] = HAND_TEMPLATE
    channel: int
    table: int
    version: int
    seat: str

    def encode(self) -> str:
        return f"dday:hand:{self.channel}:{self.table}:{self.version}:{self.seat}"

    @classmethod
    def parse(cls, custom_id: str) -> HandId | None:
        m = _HAND.fullmatch(custom_id)
        return None if m is None else cls(int(m["channel"]), int(m["table"]), int(m["version"]), m["seat"])


@dataclass(frozen=True, slots=True)
class TrayId:
    """A dice tray button: ``mask`` the dice selected so far (bit 0 = die 1), ``op`` what the press does."""

    TEMPLATE: ClassVar[str] = TRAY_TEMPLATE
    channel: int
    table: int
    version: int
    seat: str
    mask: int
    op: str

    def encode(self) -> str:
        return f"dday:tray:{self.channel}:{self.table}:{self.version}:{self.seat}:{self.mask:x}:{self.op}"

    @classmethod
    def parse(cls, custom_id: str) -> TrayId | None:
        m = _TRAY.fullmatch(custom_id)
        if m is None:
            return None
        return cls(int(m["channel"]), int(m["table"]), int(m["version"]), m["seat"], int(m["mask"], 16), m["op"])


@dataclass(frozen=True, slots=True)
class PlanId:
    """A planner menu (``button`` False) or button (True) numbered ``n``; ``step`` what it leads to."""

    SELECT_TEMPLATE: ClassVar[str] = PLAN_SELECT_TEMPLATE
    BUTTON_TEMPLATE: ClassVar[str] = PLAN_BUTTON_TEMPLATE
    channel: int
    table: int
    version: int
    n: int
    step: str
    button: bool = False

    def encode(self) -> str:
        mark = "b:" if self.button else ""
        return f"dday:plan:{self.channel}:{self.table}:{self.version}:{self.n}:{mark}{self.step}"

    @classmethod
    def parse(cls, custom_id: str) -> PlanId | None:
        m = _PLAN_SELECT.fullmatch(custom_id)
        button = m is None
        if m is None:
            m = _PLAN_BUTTON.fullmatch(custom_id)
            if m is None:
                return None
        return cls(int(m["channel"]), int(m["table"]), int(m["version"]), int(m["n"]), m["step"], button)


@dataclass(frozen=True, slots=True)
class OrdersId:
    """The orders form (a modal) of table ``table``."""

    TEMPLATE: ClassVar[str] = ORDERS_TEMPLATE
    channel: int
    table: int

    def encode(self) -> str:
        return f"dday:orders:{self.channel}:{self.table}"

    @classmethod
    def parse(cls, custom_id: str) -> OrdersId | None:
        m = _ORDERS.fullmatch(custom_id)
        return None if m is None else cls(int(m["channel"]), int(m["table"]))


@dataclass(frozen=True, slots=True)
class SecretId:
    """Show ``seat``'s private events of log entries ``first``..``last`` of table ``table`` to its player alone."""

    TEMPLATE: ClassVar[str] = SECRET_TEMPLATE
    channel: int
    table: int
    first: int
    last: int
    seat: str

    def encode(self) -> str:
        return f"dday:secret:{self.channel}:{self.table}:{self.first}:{self.last}:{self.seat}"

    @classmethod
    def parse(cls, custom_id: str) -> SecretId | None:
        m = _SECRET.fullmatch(custom_id)
        if m is None:
            return None
        return cls(int(m["channel"]), int(m["table"]), int(m["first"]), int(m["last"]), m["seat"])


def is_legacy(custom_id: str) -> bool:
    """An id of the format without a table (refused as stale, never applied to a newer game)."""
    return _LEGACY.fullmatch(custom_id) is not None


KINDS = (ActId, JoinId, RequestId, HandId, TrayId, PlanId, OrdersId, SecretId)
"""Every kind of custom id the bot makes."""
