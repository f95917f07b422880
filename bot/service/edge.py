"""The edge of the service: every parameter of every entry point bounded before anything runs.

An entry point (what the cogs, the console and the timer loop call) is marked once, with
:func:`entry_point`. Its bounds come from its own signature: each parameter is annotated with one of
the types below (``channel_id: ChannelId``, ``table_id: TableId | None``), an ``Annotated`` type that
carries its :class:`Bound`; ``| None`` lets None through. A parameter without a bound is refused when
the module is imported, so no list of entry points or of parameter names can fall out of date.

It is also where a store's failure becomes the player's sentence (:func:`bot.service.faults.refusal`): an entry
point never lets a :class:`~db.contract.StoreError` (nor a driver's exception, which the stores translate) out.

Imports only :mod:`bot.service.errors`, :mod:`bot.service.faults` and :mod:`bot.service.common`: the bottom of
the package.
"""

from __future__ import annotations

import functools
import inspect
import re
import types
import typing
from collections.abc import Callable
from dataclasses import dataclass
from typing import Annotated, Any, TypeVar

from bot.service.common import MAX_CONTENT, Post
from bot.service.errors import InvalidInputError
from bot.service.faults import CALL, Call, refusal
from db.contract import StoreError
from i18n import t

F = TypeVar("F", bound=Callable[..., Any])

MAX_ID = 2**63 - 1
"""Discord snowflakes, table ids, versions and request ids: what a signed 64-bit database integer holds."""
MAX_TEXT = 1000
"""An action typed by a player (the longest legal A&A order is far shorter)."""
MAX_ORDERS = 4000
"""A batch of orders (one action per line): what a Discord modal's paragraph field holds."""


def _whole(value: Any, what: str, low: int, high: int) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        shown = repr(value) if len(repr(value)) <= 24 else repr(value)[:20] + "…"
        raise InvalidInputError(t("err-input-whole", what=what, low=str(low), high=str(high), value=shown))


def _words(value: Any, what: str, limit: int) -> None:
    if not isinstance(value, str):
        raise InvalidInputError(t("err-input-text", what=what))
    if len(value) > limit:
        raise InvalidInputError(t("err-input-long", what=what, most=str(limit), length=str(len(value))))
    if "\x00" in value:
        raise InvalidInputError(t("err-input-nul", what=what))
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate (JSON can carry one): not text the log can store
        raise InvalidInputError(t("err-input-invalid", what=what)) from None


class Bound:
    """How one parameter is checked; ``name`` is the parameter's (some messages name it)."""

    def check(self, value: Any, name: str) -> None:
        raise NotImplementedError


@dataclass(frozen=True)
class Whole(Bound):
    what: str
    low: int
    high: int

    def check(self, value: Any, name: str) -> None:
        _whole(value, t(self.what), self.low, self.high)


@dataclass(frozen=True)
class Words(Bound):
    what: str
    limit: int

    def check(self, value: Any, name: str) -> None:
        _words(value, t(self.what), self.limit)


@dataclass(frozen=True)
class Flag(Bound):
    def check(self, value: Any, name: str) -> None:
        if not isinstance(value, bool):
            raise InvalidInputError(t("err-input-yes-no", what=name))


@dataclass(frozen=True)
class Pairs(Bound):
    """A small mapping of names to text (or numbers): options, settings, filled fields."""

    what: str
    entries: int
    key: int
    item: int

    def check(self, value: Any, name: str) -> None:
        what = t(self.what)
        if not isinstance(value, dict) or len(value) > self.entries:
            raise InvalidInputError(t("input-pairs-too-many", what=what, entries=self.entries))
        for k, v in value.items():
            _words(k, t("input-pair-name", what=what), self.key)
            if v is not None and not isinstance(v, (bool, int, float)):
                _words(v, t("input-pair-value", what=what, key=str(k)[:20]), self.item)


@dataclass(frozen=True)
class Ids(Bound):
    """A small mapping of names to ids (or None): the Team threads the discord layer opened."""

    what: str
    entries: int
    key: int

    def check(self, value: Any, name: str) -> None:
        what = t(self.what)
        if not isinstance(value, dict) or len(value) > self.entries:
            raise InvalidInputError(t("input-ids-too-many", what=what, entries=self.entries))
        for k, v in value.items():
            _words(k, t("input-pair-name", what=what), self.key)
            if v is not None:
                _whole(v, t("input-pair-id", what=what, key=str(k)[:20]), 0, MAX_ID)


@dataclass(frozen=True)
class Token(Bound):
    """A web page's token (issue #27): url-safe characters only, of a bounded length; anything else is refused."""

    low: int
    high: int

    def check(self, value: Any, name: str) -> None:
        if not isinstance(value, str) or not self.low <= len(value) <= self.high or not _URL_SAFE.fullmatch(value):
            raise InvalidInputError(t("err-input-address"))


_URL_SAFE = re.compile(r"[A-Za-z0-9_-]+")


@dataclass(frozen=True)
class Names(Bound):
    """Players' display names by user id (what a server shows for them), a few dozen at most."""

    entries: int
    limit: int

    def check(self, value: Any, name: str) -> None:
        if not isinstance(value, dict) or len(value) > self.entries:
            raise InvalidInputError(f"The players' names must be at most {self.entries} id=name pairs.")
        for k, v in value.items():
            _whole(k, "A player's id", 0, MAX_ID)
            _words(v, "A player's name", self.limit)


@dataclass(frozen=True)
class IdSet(Bound):
    """A set of ids: the channels a person may view on a server (issue #50), at most ``entries``."""

    what: str
    entries: int

    def check(self, value: Any, name: str) -> None:
        if not isinstance(value, (set, frozenset, list, tuple)) or len(value) > self.entries:
            raise InvalidInputError(f"{self.what} must be at most {self.entries} ids.")
        for v in value:
            _whole(v, f"A {self.what} id", 0, MAX_ID)


@dataclass(frozen=True)
class Posts(Bound):
    """A few of the service's own posts, handed back by the discord layer (a change's posts Discord did not take)."""

    entries: int

    def check(self, value: Any, name: str) -> None:
        if not isinstance(value, (list, tuple)) or len(value) > self.entries or not all(isinstance(p, Post) for p in value):
            raise InvalidInputError(f"{name} must be a list of at most {self.entries} posts.")


@dataclass(frozen=True)
class Dice(Bound):
    def check(self, value: Any, name: str) -> None:
        if not isinstance(value, (list, tuple)) or len(value) > 10_000:
            raise InvalidInputError(f"{name} must be a list of at most 10000 dice.")
        for die in value:
            _whole(die, "A scripted die", 1, 100)


# -- the parameter types of the entry points ------------------------------------------------------

ChannelId = Annotated[int, Whole("input-the-channel-id", 0, MAX_ID)]
GuildId = Annotated[int, Whole("input-the-server-id", 0, MAX_ID)]
UserId = Annotated[int, Whole("input-the-user-id", 0, MAX_ID)]
NewUserId = Annotated[int, Whole("input-the-new-players-id", 0, MAX_ID)]
TableId = Annotated[int, Whole("input-the-game-id-of-that-button", 0, MAX_ID)]
RequestNo = Annotated[int, Whole("input-the-request-id", 0, MAX_ID)]
NoticeId = Annotated[int, Whole("input-the-notice-id", 0, MAX_ID)]
MessageId = Annotated[int, Whole("input-the-message-id", 0, MAX_ID)]
Version = Annotated[int, Whole("input-the-positions-version", -1, MAX_ID)]
Index = Annotated[int, Whole("input-the-choice-number", 0, 10_000)]
Seed = Annotated[int, Whole("input-the-dice-seed", 0, MAX_ID)]
Turn = Annotated[int, Whole("input-the-turn", 0, 9_999)]
Phase = Annotated[int, Whole("input-the-phase", 0, 9_999)]
Page = Annotated[int, Whole("input-the-page", 1, 100_000)]
Days = Annotated[Any, Whole("input-the-number-of-vacation-days", 0, 3_650)]
Steps = Annotated[int, Whole("input-the-number-of-actions-to-take-back", 1, 1_000)]
ErrorCode = Annotated[int, Whole("input-the-discord-error-code", 0, 10**9)]
Mask = Annotated[int, Whole("input-the-dice-selection", 0, 0xFFFF)]
Limit = Annotated[int, Whole("input-the-number-of-notices", 1, 10_000)]
ActionText = Annotated[str, Words("input-the-action", MAX_TEXT)]
Orders = Annotated[str, Words("input-the-orders", MAX_ORDERS)]
Draft = Annotated[str, Words("input-the-draft-order", MAX_CONTENT)]
Step = Annotated[str, Words("input-the-planner-step", 100)]
Pick = Annotated[str, Words("input-the-choice", 100)]
Seat = Annotated[str, Words("input-the-seat", 32)]
GameName = Annotated[str, Words("input-the-game-name", 64)]
Language = Annotated[str, Words("input-the-language", 16)]
Typed = Annotated[str, Words("input-what-you-typed-so-far", 100)]
CommandKind = Annotated[str, Words("input-the-command", 32)]
FieldName = Annotated[str, Words("input-the-field", 32)]
TimeZone = Annotated[str, Words("input-the-time-zone", 64)]
QuietHours = Annotated[str, Words("input-the-quiet-hours", 32)]
Role = Annotated[str, Words("input-the-message-role", 48)]
TrayOp = Annotated[str, Words("input-the-tray-button", 16)]
ErrorText = Annotated[str, Words("input-the-error", 20_000)]
YesNo = Annotated[bool, Flag()]
Minutes = Annotated[int, Whole("input-the-minutes-before-a-hand-off-ping", 0, 10)]
Options = Annotated[dict[str, str], Pairs("input-kind-option", 32, 64, 100)]
Filled = Annotated[dict[str, str], Pairs("input-kind-field", 32, 64, 200)]
Settings = Annotated[dict[str, int | None], Pairs("input-kind-setting", 8, 32, 32)]
Threads = Annotated[typing.Mapping[str, int | None], Ids("input-kind-team-thread", 16, 100)]
DiceScript = Annotated[typing.Sequence[int], Dice()]
WebToken = Annotated[str, Token(20, 64)]
PlayerNames = Annotated[typing.Mapping[int, str], Names(64, 100)]
ChannelIds = Annotated[typing.Collection[int], IdSet("channel", 2_000)]
Shown = Annotated[str, Words("input-the-list", 16)]
DigestTime = Annotated[str, Words("input-the-digest-time", 16)]
ChannelName = Annotated[str, Words("input-the-channel-name", 100)]
Undelivered = Annotated[typing.Sequence[Post], Posts(25)]


# -- reading a call -----------------------------------------------------------------------------


def binder(signature: inspect.Signature) -> Callable[[tuple[Any, ...], dict[str, Any]], dict[str, Any]]:
    """Return a function giving a call's arguments by name, as ``signature.bind`` would (``self`` left out).

    A call that ``bind`` refuses raises :class:`InvalidInputError`. The common call (plain parameters
    given once each) is read without ``bind``, which would cost more than the rest of a submit's checks.
    """
    params = list(signature.parameters.values())[1:]  # after self
    plain = all(p.kind in (p.POSITIONAL_OR_KEYWORD, p.KEYWORD_ONLY) for p in params)
    positional = tuple(p.name for p in params if p.kind == p.POSITIONAL_OR_KEYWORD)
    known = frozenset(p.name for p in params)
    required = tuple(p.name for p in params if p.default is p.empty)

    def arguments(args: tuple[Any, ...], kwargs: dict[str, Any]) -> dict[str, Any]:
        if plain and len(args) <= len(positional) and known.issuperset(kwargs):
            named = dict(zip(positional, args))
            if not named.keys() & kwargs.keys():
                named.update(kwargs)
                if all(name in named for name in required):
                    return named
        try:
            bound = signature.bind(None, *args, **kwargs).arguments
        except TypeError:
            raise InvalidInputError(t("err-input-parameters")) from None
        return {name: value for name, value in bound.items() if name != "self"}

    return arguments


def bound_of(annotation: Any) -> tuple[Bound, bool] | None:
    """The :class:`Bound` an annotation carries, and whether None is allowed; None without a bound."""
    optional = False
    origin = typing.get_origin(annotation)
    if origin is typing.Union or origin is types.UnionType:
        args = typing.get_args(annotation)
        optional = type(None) in args
        rest = [a for a in args if a is not type(None)]
        if len(rest) != 1:
            return None
        annotation = rest[0]
    if typing.get_origin(annotation) is not Annotated:
        return None
    found = [m for m in annotation.__metadata__ if isinstance(m, Bound)]
    return (found[0], optional) if len(found) == 1 else None


def bounds(method: Callable[..., Any]) -> dict[str, tuple[Bound, bool]]:
    """Every parameter of ``method`` (after ``self``) with its bound; TypeError if one has none."""
    signature = inspect.signature(method)
    out: dict[str, tuple[Bound, bool]] = {}
    for param in list(signature.parameters.values())[1:]:
        annotation = param.annotation
        if isinstance(annotation, str):
            annotation = eval(annotation, method.__globals__)  # noqa: S307 - the module's own annotation
        found = bound_of(annotation)
        if found is None:
            raise TypeError(
                f"Entry point {method.__qualname__}: parameter {param.name} is not annotated with a bounded type "
                "of bot.service.edge."
            )
        out[param.name] = found
    return out


def entry_point(method: F) -> F:
    """Mark ``method`` as an entry point: every parameter is checked against its bound before it runs."""
    signature = inspect.signature(method)
    checks = tuple((name, bound.check, optional) for name, (bound, optional) in bounds(method).items())
    arguments = binder(signature)

    @functools.wraps(method)
    async def guarded(self: Any, *args: Any, **kwargs: Any) -> Any:
        bound = arguments(args, kwargs)
        for name, check, optional in checks:
            if name in bound:
                value = bound[name]
                if value is None and optional:
                    continue
                check(value, name)
        token = CALL.set(Call())
        try:
            return await method(self, *args, **kwargs)
        except StoreError as exc:  # the database failed: said in the service's words, true to what is known
            raise refusal(exc) from exc
        finally:
            CALL.reset(token)

    guarded.__entry_point__ = True  # type: ignore[attr-defined]  # a mark on the function, read by entry_points()
    return typing.cast(F, guarded)  # the wrapper takes and returns what ``method`` does


def documented_by(part: Callable[..., Any]) -> Callable[[F], F]:
    """Give a facade method the docstring of the part's method it calls: written once, where the work is done."""

    def document(method: F) -> F:
        method.__doc__ = part.__doc__
        return method

    return document


def entry_points(cls: type) -> list[str]:
    """The names of the entry points of ``cls`` (its methods marked with :func:`entry_point`)."""
    return sorted(name for name in dir(cls) if getattr(getattr(cls, name, None), "__entry_point__", False))
