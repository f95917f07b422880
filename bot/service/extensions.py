"""What a game adds to the service, found by game id: the service core never names a game.

A game that needs more than the common table (a phase message, buttons, the orders form) subclasses
:class:`GameExtension`, overrides the hooks it needs, and names the class in its kit (``extension``, see
:mod:`rules.core.kits`); :func:`extension_of` builds it on the first call for that game. Every hook of the base class does what a
game without that feature needs (nothing, or the refusal a player sees), so the service calls the
hooks of any game without asking which game it is:

- ``start_posts`` / ``entry_posts``: per-seat control posts after the start and after each write
  (D-Day Dice's dice trays);
- ``private_view``: the text and menu of a seat's private view (Pegasus Bridge's hand, D-Day Dice's
  Medals); None falls back to the generic view; ``private_blocks``: its longer part, shown under it
  (Pegasus Bridge: every card's effect);
- ``hidden``: a seat's hidden things as the web viewer reveals them once the game is finished (issue #49), each
  group (its title, its lines) read from the seat's own view: by default the view's ``private`` part as it is;
- ``plan``: the move planner (A&A D-Day);
- ``press_control`` / ``control_shown`` / ``controls``: a press on a control post (the order it gives), what it shows
  once played, and fresh control posts on demand;
- ``chapter``: a stretch of several phases told by ONE live message, whose players are pinged at most once
  each (Pegasus Bridge: a whole Assault and its cancellation windows); ``extra_choices``: buttons of the
  phase message beyond the prompts' choices (Pegasus Bridge's standing answer, "let it stand, don't ask again");
  ``control_answers``: the decisions a live control post answers, so the phase message leaves their buttons off
  (a D-Day Dice Unit's dice tray: its Keep): each decision is one button in the channel; ``live_controls``: the
  seats whose control post is live, so that the channel keeps one per seat and none once its decision is made.
- ``channel_views`` / ``team_views``: the images a phase message carries (the one board by default; an
  Overlord game in Teams: its summary and one image per board) and those a Team's thread gets (none by default);
  ``web_views``: the web viewer's parts of a position (the one board by default; D-Day Dice: small parts without
  headings, each narrowed to what it draws, so equal parts are equal views, issue #49).
- ``course``: named figures of one public position (the web viewer's chart of the game's course, issue #27): by
  default those of the function the game's kit names.
- ``sides``: who wins or loses together, for the results and ratings (issue #50, :mod:`bot.service.ratings`): each
  Team of a game in Teams, else each seat alone by default; A&A's Allies (U.K. and U.S.), D-Day Dice's Units.
- ``status``: the events that restate a standing figure (Pegasus Bridge's combat values), told in a post only when
  the figure changed.

The hooks that act take the service's :class:`~bot.service.entries.Entries` part as ``entries`` (resolve, the one
write, its tables and posts). Imports only the bottom of the package.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from typing import Any

from bot.service.command import Order
from bot.service.common import Committed, Loaded, Post
from bot.service.errors import ServiceError, StaleVersionError
from i18n import t
from rules.core import Choice
from rules.core.chart_figures import figures
from rules.core.engine import played_in_teams
from rules.core.kits import kit_of, resolve

Render = Callable[[Any], tuple[bytes | None, str]]


class GameExtension:
    """A game's additions to the service; this base class is what a game without any gets."""

    async def start_posts(self, loaded: Loaded, render: Render) -> list[Post]:
        """Posts that follow the first phase message (per-seat controls)."""
        return []

    async def entry_posts(self, c: Committed, render: Render) -> list[Post]:
        """Posts that follow a write's messages (per-seat controls that changed)."""
        return []

    def channel_views(self, loaded: Loaded, view: Any) -> list[tuple[str, Any]]:
        """The images of a phase message, each (its part's name, the view the renderer draws): the one board."""
        return [("", view)]

    def team_views(self, loaded: Loaded, view: Any, team: str) -> list[tuple[str, Any]]:
        """The images a Team's thread gets with what its Units are asked, each (part, view to draw): none."""
        return []

    def web_views(self, view: Any) -> list[tuple[str, Any]]:
        """The web viewer's parts of a public position, each (part, view to draw), one under the other on the page:
        the one board. Two parts with equal views must be the same image (the viewer draws each view once)."""
        return [("", view)]

    def private_view(
        self, engine: Any, state: Any, seat: str, channel_id: int, table_id: int, version: int, room: int
    ) -> tuple[str, Any] | None:
        """(text, menu or None) of ``seat``'s private view in at most ``room`` characters; None: the generic one."""
        return None

    def private_blocks(self, engine: Any, state: Any, seat: str) -> list[tuple[str, str]]:
        """(title, text) blocks shown under ``seat``'s private view, whole (each text within 4,096 characters)."""
        return []

    def hidden(self, engine: Any, view: Any) -> list[tuple[str, list[str]]]:
        """What ``view`` (a seat's own, ``engine.view(state, seat)``) holds that nobody else saw, as (title, lines)
        groups in the current language, for the web viewer of a finished game; none when it has no private part."""
        private = getattr(view, "private", None)
        return [] if private is None else [(t("web-hidden-private"), [str(private)])]

    def plan(self, entries: Any, loaded: Loaded, user_id: int, draft: str, step: str, pick: str | None) -> Post:
        """The move planner after a choice."""
        raise ServiceError(t("err-planner-game"))

    async def press_control(
        self, entries: Any, loaded: Loaded, user_id: int, table_id: int, version: int, seat: str, mask: int, op: str
    ) -> Order | list[Post]:
        """A press on one of the game's control posts (the table is loaded, under the channel's lock): the order it
        gives (played by :meth:`Play.run <bot.service.play.Play.run>` as any other), or the posts of a press that
        plays nothing (a control redrawn)."""
        raise StaleVersionError(t("err-tray-old-game"))

    async def control_shown(self, entries: Any, committed: Committed, seat: str, posts: list[Post]) -> list[Post]:
        """What a control press that played shows: by default the entry's ``posts`` as presented."""
        return posts

    async def controls(self, entries: Any, loaded: Loaded, user_id: int) -> list[Post]:
        """Fresh control posts of the caller's seats."""
        raise ServiceError(t("err-tray-game"))


    def chapter(self, engine: Any, state: Any) -> tuple[int, int] | None:
        """The phase key where the stretch of play holding ``state`` begins; None: each phase is its own.

        A stretch (several phases in a row) is told by ONE live message: a new one with the board and the
        pings when a stretch begins; inside it, moves edit it, and a seat is pinged (a new live message)
        only when it is asked for the first time in the stretch. It must depend on public facts only.
        """
        return None

    def chart_figures(self, engine: Any, view: Any) -> dict[str, float]:
        """Named figures of one position, read from its public view (``engine.view(state, None)``) only.

        The web viewer calls it for every position of a game and charts each name over the game's course,
        e.g. ``{"Axis units": 31, "Allied units": 44}``. Keep the names the same from one position to the
        next (a name missing at a position is drawn as a gap). The base class gives those of the ``chart_figures``
        function the game's kit names (:mod:`rules.core.chart_figures`; none, no chart, for a game without one).
        """
        return figures(engine.spec.id, view)

    def sides(self, engine: Any, options: Mapping[str, str], seats: Sequence[str]) -> dict[str, str]:
        """seat -> its side, the seats that win or lose together (the results and ratings, issue #50): each Team of a
        game played in Teams (``rules.core.engine.played_in_teams``), else each seat is a side of its own."""
        teams = played_in_teams(engine, options)
        return {s: teams.get(s, s) for s in seats}

    def status(self, event: Any) -> tuple[Hashable, Hashable | None] | None:
        """(the figure, its value) when ``event`` (an ``Event`` or a logged ``EventRow``) restates a standing figure
        that the game logs again and again; a post tells it only when the value changed (:func:`bot.service.story.
        said_once`); (the figure, None): an event that ends the figure (told, and the next value is shown). None
        (the base class, every event): an ordinary event, always told."""
        return None

    def extra_choices(self, engine: Any, state: Any) -> list[tuple[str, Choice]]:
        """(seat, complete action) buttons of the phase message after the prompts' own, pressed like them."""
        return []

    def live_controls(self, loaded: Loaded) -> frozenset[str]:
        """The seats whose control post (a dice tray) is live at the loaded position: a post of a seat no longer in
        it has done its job and is deleted from the channel (its result is in the phase message)."""
        return frozenset()

    def queue_keeps(self) -> frozenset[tuple[str, str]]:
        """The answers of other seats that leave a player's queued plays standing (issue #46,
        :mod:`bot.service.queued`), as (kind of decision asked, action text); none: the game keeps no queue, and an
        action out of turn is refused as before."""
        return frozenset()

    def control_answers(self, loaded: Loaded) -> frozenset[tuple[str, str]]:
        """(seat, action text) of the decisions a control post of the loaded position answers (its own button).

        The phase message shows no button for them: the control post is where that seat answers, and one
        decision is one button in the channel. A decision without a live control post keeps its button.
        """
        return frozenset()


NONE = GameExtension()
_REGISTRY: dict[str, GameExtension] = {}


def register(game_id: str, extension: GameExtension) -> None:
    """Register ``extension`` for the game ``game_id`` (once per game): a game without a kit (a test's)."""
    if _REGISTRY.get(game_id, extension) is not extension:
        raise ValueError(f"the game {game_id} has an extension already")
    _REGISTRY[game_id] = extension


def extension_of(game_id: str) -> GameExtension:
    """The extension of a game: the one its kit names (built once), else one registered, else the base one."""
    found = _REGISTRY.get(game_id)
    if found is None:
        kit = kit_of(game_id)
        if kit is None or kit.extension is None:
            return NONE
        built = resolve(kit.extension)()
        if not isinstance(built, GameExtension):
            raise TypeError(f"{kit.extension} is not a GameExtension")
        found = _REGISTRY.setdefault(game_id, built)
    return found
