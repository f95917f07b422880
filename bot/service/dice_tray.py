"""D-Day Dice dice trays: one public message per Unit with its roll drawn as dice, and its controls.

Discord-free (the cog turns :class:`TrayPost` buttons into restart-safe
``DynamicItem``\\ s). A roll is public information, so the tray is posted in
the channel for everyone to see; pressing its buttons is that Unit's
player's control alone (anyone else is refused privately).

A tray button's custom_id carries everything a press needs, so a press
works after any restart with no state kept in memory::

    dday:tray:<channel>:<table id>:<version>:<seat>:<selection>:<op>

``selection`` is the set of dice toggled so far (hex bit mask, bit 0 = die
1) and ``op`` is ``t<n>`` (toggle die n: redraws the tray, changes nothing
in the game), ``go`` (lock or reroll the selected dice), ``keep``, or
``mull`` (the optional Soldier Mulligan, offered only when it is legal).

``version`` is the log version the tray was drawn at. All Units roll at
once, so other Units acting does not spoil a tray: a press is refused as
stale only when the table is another one, or when *this* Unit's roll is no
longer the one drawn (compared with the state at ``version``).

One decision, one button (issue #46): while a roller's tray is live (a player's, not a computer's, posted
whenever its roll begins or changes), the phase message leaves off the buttons its tray offers (Keep,
Mulligan; :meth:`DiceExtension.control_answers`), and ``/dice tray`` answers with a private copy of it
rather than a second public tray.
"""

from __future__ import annotations

import asyncio
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, Literal, get_args

from pydantic import BaseModel

from bot.service.command import Order, given
from bot.service.common import Committed, Loaded, Post, PostButton, is_computer, mention, table_language
from bot.service.custom_ids import TrayId
from bot.service.errors import NotPlayerError, ServiceError, StaleVersionError
from bot.service.extensions import GameExtension, Render
from bot.service.private import PLACEHOLDER_MARK, PrivateMenu, clip, nothing_hidden
from bot.service.teams import teams_of
from i18n import DEFAULT, current, speaking, t
from i18n.dice import die_words
from rules.dday_dice.actions import Action, Keep, Lock, Mulligan, Reroll

if TYPE_CHECKING:
    from bot.service.entries import Entries



class TrayPost(Post):
    """A dice tray message; ``edit`` means it replaces the tray whose button was pressed."""

    seat: str
    edit: bool = False


def selection(mask: int) -> frozenset[int]:
    return frozenset(i + 1 for i in range(16) if mask >> i & 1)


GERMAN = "german"
"""Atlantikwall's German player: he rolls six dice of his own each turn, with a tray like a Unit's."""


def _model_of(model: type[BaseModel], field: str) -> Any:
    """The model class of a list field (the view's own classes, without importing a game package)."""
    return get_args(model.model_fields[field].annotation)[0]


def _german_unit(view: Any) -> Any:
    """The German player's side of the public view as the roller a tray shows (his dice, rerolls, Final Tally)."""
    g = view.german
    unit_view = _model_of(type(view), "units")
    die_view = _model_of(unit_view, "dice")
    return unit_view(
        seat=GERMAN, name=g.name, nation=GERMAN, nation_name="German", status="active", soldiers=g.soldiers,
        courage=g.courage, stars=g.stars, ip=g.ip, specialists=[], hand=[], items=[], used_items=[], medals=[],
        medal_count=0, vehicle=None, sector="", sector_label="Atlantikwall", marker=0, max_stay=0, visited=[],
        dice=[die_view(**d.model_dump()) for d in g.dice], final=g.final, rolls_left=g.rolls_left, claims=[],
        done=g.final, waiting=g.waiting, bunker=None, queue=[],
    )


def _unit(view: Any, seat: str) -> Any:
    """The roller of ``seat``: its Unit, or the German player; any other seat is refused in words."""
    found = next((u for u in view.units if u.seat == seat), None)
    if found is None and seat == GERMAN and getattr(view, "german", None) is not None:
        found = _german_unit(view)
    if found is None:
        raise ServiceError(t("err-tray-none-seat", seat=seat[:32]))
    return found


def rollers(view: Any) -> list[str]:
    """The seats that roll dice with a tray: every Unit, and the German player when a player holds that side."""
    return [u.seat for u in view.units] + ([GERMAN] if getattr(view, "german", None) is not None else [])


def _tray_table(view: Any, seat: str) -> Any:
    """The view the tray image is drawn from: the German player's dice join the Units' for his own tray."""
    if any(u.seat == seat for u in view.units):
        return view
    return view.model_copy(update={"units": [*view.units, _unit(view, seat)]})


def mode(view: Any, seat: str) -> Literal["lock", "reroll"] | None:
    """``lock`` (the two dice to lock), ``reroll`` (dice to roll again) or None (no roll to make now)."""
    if view.phase != 1 or view.outcome is not None:
        return None
    u = _unit(view, seat)
    if u.status != "active" or u.final or not u.waiting or not u.dice:
        return None
    sector = next((s for s in view.map.sectors if s.id == u.sector), None)  # the German player: none
    if not (sector is not None and sector.no_lock) and not any(d.locked for d in u.dice):
        return "lock"
    return "reroll" if u.rolls_left > 0 else None


def choosable(view: Any, seat: str) -> list[int]:
    """Dice the player may toggle now: every rolled die to lock, the unlocked ones to reroll."""
    how = mode(view, seat)
    if how is None:
        return []
    live = [d for d in _unit(view, seat).dice if d.role != "off"]
    return [d.number for d in live if how == "lock" or not d.locked]


TRAY_ANSWERS = ("keep", "mulligan")
"""The actions of a tray's buttons that the phase message would offer as buttons too (lock and reroll are the tray's
own: the engine marks no button for them)."""


_VIEWS: dict[int, tuple[Any, Any]] = {}
"""The public views of the latest positions, by the identity of their state: one write asks for its position's view
several times (its trays, then each time the phase message's buttons are drawn), and a dozen Units' view is not
cheap."""


def public_view(loaded: Loaded) -> Any:
    """The loaded position's public view, drawn once per state object while it is among the latest few."""
    state = loaded.state
    found = _VIEWS.get(id(state))
    if found is not None and found[0] is state:
        return found[1]
    view = loaded.engine.view(state, None)
    if len(_VIEWS) >= 32:
        _VIEWS.clear()
    _VIEWS[id(state)] = (state, view)  # the state is kept with its view: its id cannot name another state meanwhile
    return view


def live_trays(loaded: Loaded, view: Any) -> list[str]:
    """The rollers whose tray is live: each one's player is making a roll now, and a tray was posted for it (when
    the roll began, and anew when it changed: :func:`start_trays`, :func:`tray_posts`). A computer gets none."""
    return [s for s in rollers(view) if mode(view, s) is not None and not is_computer(loaded.seats.get(s))]


def _roll_key(view: Any, seat: str) -> tuple[Any, ...]:
    """What must not have changed for a tray of ``seat`` to stay valid."""
    u = _unit(view, seat)
    return view.turn, view.phase, tuple(u.dice), u.rolls_left, u.final


async def tray_post(loaded: Loaded, seat: str, render: Render, mask: int = 0, *, edit: bool = False,
                    view: Any = None, private: bool = False) -> TrayPost:
    """The tray of ``seat`` at the loaded position, with ``mask`` selected, drawn by the service's ``render``.

    ``private``: a copy for its player alone (ephemeral) of a tray that is live in the channel already, in its
    reader's language; a tray in the channel speaks the table's."""
    if private:
        return await _tray_post(loaded, seat, render, mask, edit=edit, view=view, private=private)
    with speaking(table_language(loaded.table)):
        return await _tray_post(loaded, seat, render, mask, edit=edit, view=view, private=private)


async def _tray_post(loaded: Loaded, seat: str, render: Render, mask: int, *, edit: bool, view: Any,
                     private: bool) -> TrayPost:
    from renderer.dday_dice_tray import TrayView

    view = view if view is not None else loaded.engine.view(loaded.state, None)
    u = _unit(view, seat)
    how = mode(view, seat)
    can = choosable(view, seat)
    chosen = frozenset(i for i in selection(mask) if i in can)
    mask = sum(1 << (i - 1) for i in chosen)
    tray = TrayView(table=_tray_table(view, seat), seat=seat, selected=tuple(sorted(chosen)), action=how or "reroll")
    image, alt = await asyncio.to_thread(render, tray)
    owner = loaded.seats.get(seat)
    name = _roller_name(u)
    lines = ["🎲 " + (t("dice-tray-head-owner", name=name, owner=mention(owner)) if owner else t("dice-tray-head", name=name))]
    if how == "lock":
        lines.append(t("dice-tray-lock"))
    elif how == "reroll":
        lines.append(t("dice-tray-reroll", left=u.rolls_left))
    elif u.final:
        lines.append(t("dice-tray-final"))
    else:
        lines.append(t("dice-tray-no-roll"))
    if private:
        lines.append(t("post-tray-private-copy"))
    if image is None:  # no image (console, tests): the faces in words
        lines.append(" · ".join(t("dice-tray-die", n=str(d.number), die=_die_words(d),
                                  locked="yes" if d.locked else "no") for d in u.dice if d.role != "off"))
    buttons: list[PostButton] = []
    if how is not None:
        tid, ch, v = loaded.table.id, loaded.table.channel_id, loaded.version
        for d in u.dice:
            if d.number not in can:
                continue
            on = d.number in chosen
            buttons.append(PostButton(label=t("dice-tray-die-button", on="yes" if on else "no", n=str(d.number),
                                              die=_die_words(d)),
                                      custom_id=TrayId(ch, tid, v, seat, mask, f"t{d.number}").encode(),
                                      style="primary" if on else "secondary"))
        go = "dice-tray-go-lock" if how == "lock" else "dice-tray-go-reroll"
        buttons.append(PostButton(label=t(go, count=str(len(chosen))), custom_id=TrayId(ch, tid, v, seat, mask, "go").encode(),
                                  style="success"))
        buttons.append(PostButton(label=t("dice-tray-keep"), custom_id=TrayId(ch, tid, v, seat, mask, "keep").encode(), style="danger"))
        dice_engine: Any = loaded.engine  # D-Day Dice's own engine: its legal() is not part of the contract
        if any(getattr(a, "kind", "") == "mulligan" for a in dice_engine.legal(loaded.state, seat)):
            buttons.append(PostButton(label=t("dice-tray-mulligan"),
                                      custom_id=TrayId(ch, tid, v, seat, 0, "mull").encode(), style="secondary"))
    return TrayPost(content="\n".join(lines), image=image, image_name=f"tray-{seat}.png", alt_text=alt[:1024],
                    buttons=buttons, seat=seat, edit=edit, ephemeral=private,
                    control="" if edit or private else seat)


def _roller_name(u: Any) -> str:
    """A roller's name (the view's English one) in the context's language: a Unit by seat and nation."""
    if current() == DEFAULT:
        return str(u.name)
    if u.seat == GERMAN:
        return t("dice-seat-german")
    return t("dice-seat-unit", unit={"seat": u.seat, "nation": u.nation})


def _die_words(d: Any) -> str:
    """A die of the view in the context's language ("red 1 Soldier"; the German's Courage face reads MGF)."""
    return die_words({"colour": d.colour, "face": "mgf" if d.face_label == "MGF" else d.face}, current())


async def tray_posts(c: Committed, render: Render) -> list[Post]:
    """Fresh trays after an entry: for each roller whose roll just began or changed, and for the actor if still
    rolling (a computer types its roll, never presses: it gets none)."""
    after = c.after
    view: Any = public_view(after)  # D-Day Dice's view: its units are not in the contract
    before = public_view(c.before)
    out: list[Post] = []
    for seat in live_trays(after, view):
        if seat == c.seat or mode(before, seat) is None or _roll_key(before, seat) != _roll_key(view, seat):
            out.append(await tray_post(after, seat, render, view=view))
    return out


async def start_trays(loaded: Loaded, render: Render) -> list[Post]:
    """The trays of the first roll, posted with the start message."""
    view: Any = public_view(loaded)
    return [await tray_post(loaded, s, render, view=view) for s in live_trays(loaded, view)]


async def _check(entries: Entries, loaded: Loaded, user_id: int, table_id: int, version: int, seat: str) -> Any:
    """Refuse a press that is not this user's or no longer about the roll drawn; return the current view."""
    if loaded.table.id != table_id:
        raise StaleVersionError(t("err-tray-old-game"))
    owner = loaded.seats.get(seat)
    if owner != user_id:
        raise NotPlayerError(t("err-tray-not-yours", who=mention(owner) if owner else seat, seat=seat))
    view = loaded.engine.view(loaded.state, None)
    if mode(view, seat) is None:
        raise StaleVersionError(t("err-tray-over-final" if _unit(view, seat).final else "err-tray-over"))
    if version != loaded.version:
        if version > loaded.version:
            raise StaleVersionError(t("err-tray-stale"))
        then = loaded.engine.view(await entries.tables.state_at(loaded.table, loaded.engine, version), None)
        if _roll_key(then, seat) != _roll_key(view, seat):
            raise StaleVersionError(t("err-tray-stale"))
    return view


def tray_action(view: Any, seat: str, mask: int, op: str) -> Action:
    """The action of pressing ``go`` (lock or reroll the dice of ``mask``), ``keep`` or ``mull``."""
    if op == "keep":
        return Keep()
    if op == "mull":
        return Mulligan()
    how = mode(view, seat)
    chosen = tuple(sorted(i for i in selection(mask) if i in choosable(view, seat)))
    if not chosen:
        raise ServiceError(t("err-tray-tap-lock" if how == "lock" else "err-tray-tap-reroll"))
    return Lock(dice=chosen) if how == "lock" else Reroll(dice=chosen)


async def press(
    entries: Entries, loaded: Loaded, user_id: int, table_id: int, version: int, seat: str, mask: int, op: str
) -> Order | list[Post]:
    """One press on a tray (under the channel's lock): a toggle redraws it (nothing written); ``go``/``keep`` give
    the order that acts."""
    view = await _check(entries, loaded, user_id, table_id, version, seat)
    if op.startswith("t"):
        die = int(op[1:])
        if die not in choosable(view, seat):
            raise StaleVersionError(t("err-tray-die", die=die))
        return [await tray_post(loaded, seat, entries.posts.render, mask ^ (1 << (die - 1)), edit=True, view=view)]
    return given(loaded.engine, tray_action(view, seat, mask, op), seat)


async def shown(entries: Entries, committed: Committed, seat: str, posts: list[Post]) -> list[Post]:
    """A press that acted: the tray redrawn first, then the entry's posts (without a second copy of that tray)."""
    fresh = await tray_post(committed.after, seat, entries.posts.render, edit=True)
    return [fresh, *(p for p in posts if not (isinstance(p, TrayPost) and p.seat == seat))]


async def show(entries: Entries, loaded: Loaded, user_id: int) -> list[Post]:
    """``/dice tray``: the trays of the caller's Units, or of the German player.

    A roller whose tray is live in the channel (or its Team's thread) gets a copy for its player alone, at the
    bottom of what they read: a second public tray would put the same Keep on two buttons. Any other tray (no
    roll to make now) is posted as before, publicly: a roll is no secret.
    """
    seats = [s for s, uid in loaded.seats.items() if uid == user_id]
    if not seats:
        raise NotPlayerError(t("err-tray-no-unit"))
    view = loaded.engine.view(loaded.state, None)
    seats = [s for s in seats if s in rollers(view)]
    if not seats:
        raise ServiceError(t("err-tray-none-yours"))
    live = set(live_trays(loaded, view))
    return [await tray_post(loaded, s, entries.posts.render, view=view, private=s in live) for s in sorted(seats)]


# -- the private view: Medals, or the German player's Awards -----------------------------------------


def _dday_dice(
    engine: Any, state: Any, seat: str, channel_id: int, table_id: int, version: int, room: int
) -> tuple[str, PrivateMenu | None]:
    """D-Day Dice: the Medals a Unit holds face down, or the German player's Awards (Atlantikwall)."""
    view = engine.view(state, seat)
    if getattr(view, "private", None) is None:
        return nothing_hidden(), None
    if getattr(view.private, "german", None) is not None:
        return clip(_dday_dice_german(view.private.german), room), None
    unit = next(({"seat": u.seat, "nation": u.nation} for u in view.units if u.seat == seat), seat)
    lines = [t("dice-medals-head", unit=unit)]
    for m in view.private.medals:
        mark = "" if m.provenance == "rulebook" else f" _({m.provenance})_"
        lines.append(f"• **{m.name}** (`{m.id}`): {m.text}{mark}")
    if not view.private.medals:
        lines.append(t("dice-private-none"))
    else:
        lines.append(t("dice-medals-use"))
    looked = getattr(view.private, "battle_looked", [])
    if looked:
        lines.append(t("dice-medals-looked", cards=", ".join(f"{i}. {n}" for i, n in enumerate(looked, 1))))
    return clip("\n".join(lines), room), None


def _dday_dice_german(private: Any) -> str:
    """The German player's secret Awards (and the top cards he is looking at): his eyes only."""
    lines = [t("dice-awards-head")]
    for a in private.awards:
        mark = f" _({PLACEHOLDER_MARK})_" if a.placeholder else ""
        lines.append(f"• **{a.name}** (`{a.id}`): {a.text}{mark}")
    if not private.awards:
        lines.append(t("dice-private-none"))
    else:
        lines.append(t("dice-awards-use"))
    if private.looked:
        lines.append(t("dice-awards-looked", cards=", ".join(f"{i}. {a.name}" for i, a in enumerate(private.looked, 1))))
    return "\n".join(lines)


class DiceExtension(GameExtension):
    """D-Day Dice's additions: the dice trays after the start and each entry, their presses, the Medals."""

    async def start_posts(self, loaded: Loaded, render: Render) -> list[Post]:
        return await start_trays(loaded, render)

    async def entry_posts(self, c: Committed, render: Render) -> list[Post]:
        return await tray_posts(c, render)

    def sides(self, engine: Any, options: Mapping[str, str], seats: Sequence[str]) -> dict[str, str]:
        """Overlord's Teams; otherwise the Units together, against the German player when one plays."""
        teams = super().sides(engine, options, seats)
        if any(teams[s] != s for s in seats):
            return teams
        return {s: "german" if s == "german" else "units" for s in seats}

    def live_controls(self, loaded: Loaded) -> frozenset[str]:
        """The rollers whose tray is live: once a roll is made, its tray leaves the channel (the phase message tells
        the dice it kept)."""
        return frozenset(live_trays(loaded, public_view(loaded)))

    def channel_views(self, loaded: Loaded, view: Any) -> list[tuple[str, Any]]:
        """The table in parts a phone reads, none taller than 2,400 px: an Overlord game in Teams, the Teams' summary,
        then one image per board; any other, its map, its Units' panels (and the German player's panel)."""
        from renderer.dday_dice_part import channel_views

        return [(part.part, part) for part in channel_views(view, bool(teams_of(loaded)))]

    def team_views(self, loaded: Loaded, view: Any, team: str) -> list[tuple[str, Any]]:
        """A Team's Column, then its Units' panels (an Overlord game in Teams)."""
        if team not in teams_of(loaded).values():
            return []
        from renderer.dday_dice_part import team_views

        return [(part.part, part) for part in team_views(view, team)]

    def web_views(self, view: Any) -> list[tuple[str, Any]]:
        """The web viewer's parts (issue #49): the Teams' summary, each board whole, each Unit's panel, the German
        player's: no headings (the page says the phase in words), each narrowed to what it draws."""
        from renderer.dday_dice_part import web_views

        return [(part.part, part) for part in web_views(view)]

    def private_view(
        self, engine: Any, state: Any, seat: str, channel_id: int, table_id: int, version: int, room: int
    ) -> tuple[str, PrivateMenu | None]:
        return _dday_dice(engine, state, seat, channel_id, table_id, version, room)

    def hidden(self, engine: Any, view: Any) -> list[tuple[str, list[str]]]:
        """A Unit's Medals (face down ones included), or the German player's Awards and the top of his deck he
        looked at; the Battle Conditions a seat looked at ahead (the web viewer, issue #49)."""
        priv = view.private
        if priv is None:
            return []
        german = getattr(priv, "german", None)
        if german is not None:
            out = [(t("web-hidden-awards", count=len(german.awards)),
                    [f"{a.name}: {a.text}" for a in german.awards] or [t("web-hidden-none")])]
            if german.looked:
                out.append((t("web-hidden-award-deck"), [a.name for a in german.looked]))
        else:
            out = [(t("web-hidden-medals", count=len(priv.medals)),
                    [f"{m.name}: {m.text}" for m in priv.medals] or [t("web-hidden-none")])]
        if priv.battle_looked:
            out.append((t("web-hidden-battle"), list(priv.battle_looked)))
        return out

    async def press_control(
        self, entries: Entries, loaded: Loaded, user_id: int, table_id: int, version: int, seat: str, mask: int, op: str
    ) -> Order | list[Post]:
        return await press(entries, loaded, user_id, table_id, version, seat, mask, op)

    async def control_shown(self, entries: Entries, committed: Committed, seat: str, posts: list[Post]) -> list[Post]:
        return await shown(entries, committed, seat, posts)

    async def controls(self, entries: Entries, loaded: Loaded, user_id: int) -> list[Post]:
        return await show(entries, loaded, user_id)

    def control_answers(self, loaded: Loaded) -> frozenset[tuple[str, str]]:
        """A live tray's Keep and Mulligan: that roller answers on its tray, not on the phase message."""
        if getattr(loaded.state, "phase", 1) != 1:  # trays are for the roll (Phase 1) only: no view needed
            return frozenset()
        view = public_view(loaded)
        return frozenset((seat, action) for seat in live_trays(loaded, view) for action in TRAY_ANSWERS)
