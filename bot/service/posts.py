"""Posts: what the channel is shown after a write, and the messages it keeps up to date.

A part of the service taking the store, :class:`~bot.service.tables.Tables` and the renderer:

- **Phase and progress posts.** One write (one entry or a batch) gives ONE message: a phase post (a new
  live message with the board and the pings) when a phase ended or someone new must act; otherwise the
  table's live message is edited to tell the phase so far (:mod:`bot.service.live_message` tells how). Then
  the game's per-seat control posts (its :class:`~bot.service.extensions.GameExtension`).
- **The waiting line and the buttons** of a position (the "act" ids through :mod:`bot.service.custom_ids`).
- **The live message** on record, and **the board images** of the latest positions (drawn once each).
- **Team threads** (:mod:`bot.service.teams`): which Team has a thread, and the posts that go there.

Imports the bottom of the package only (tables, live_message's and teams' pure functions, extensions).
"""

from __future__ import annotations

import asyncio
import hashlib
from collections.abc import Callable, Collection, Sequence
from functools import partial
from typing import Any, NamedTuple

from bot.service.common import (
    Committed,
    Loaded,
    Post,
    PostButton,
    PostImage,
    Track,
    event_text,
    everyone_seated,
    is_computer,
    mention,
    orders_line,
    result_text,
    seat_holder,
    table_language,
)
from bot.service.custom_ids import ActId
from bot.service.errors import InvalidInputError
from bot.service.extensions import Render, extension_of
from bot.service.live_message import (
    LIVE,
    ROLES,
    Image,
    ImageCache,
    control_role,
    entry_note,
    handoff_role,
    history_index,
    history_names,
    known_role,
    note_line,
    start_header,
    tell_post,
)
from bot.service.private_news import entry_buttons, own_reply, with_buttons
from bot.service.story import Line, Told, event_lines
from bot.service.tables import LRU, Tables
from bot.service.teams import short_seat, team_waiting_line, teams_of, thread_prompt_posts
from bot.service.weblinks import WebLinks
from bot.service.words import choice_label, outcome_reason, phase_heading, prompt_text, seat_names
from db.contract import EventRow, GameStore, MessageRow, SetMessage
from i18n import DEFAULT, speaking, t
from rules.core import Choice, Event, Prompt

MAX_BUTTONS = 10
WEB_BUTTON = t("web-button", lang="en")


class Shown(NamedTuple):
    """What a table's live message shows a reader: the version it was posted for, its "Now" and buttons (as an
    edit writes them), and the digest of its images."""

    seq: int
    now: tuple[str, ...]
    images: str


def digest(images: Sequence[PostImage]) -> str:
    """A short fingerprint of a message's images, to tell whether they changed."""
    h = hashlib.blake2b(digest_size=16)
    for image in images:
        h.update(len(image.data).to_bytes(8, "big"))
        h.update(image.data)
    return h.hexdigest()


def flat_choices(prompts: Sequence[Prompt]) -> list[tuple[str, Choice]]:
    """Every (seat, choice) of the prompts, in order: a phase message's button ``index`` counts in this list."""
    return [(p.seat, c) for p in prompts for c in p.choices]


def button_choices(loaded: Loaded) -> list[tuple[str, Choice]]:
    """A phase message's choices: the prompts' (:func:`flat_choices`), then the game's extra ones (its extension's)."""
    engine, state = loaded.engine, loaded.state
    return [*flat_choices(engine.prompts(state)), *extension_of(loaded.table.game).extra_choices(engine, state)]


def with_pictures(post: Post, pictures: list[PostImage]) -> Post:
    """``post`` carrying the board's images (a D-Day Dice board in parts a phone reads), the first as its image."""
    if not pictures:
        return post
    first, *rest = pictures
    return post.model_copy(update={"image": first.data, "image_name": first.name, "alt_text": first.alt_text,
                                   "images": rest})


def constant(view: Any) -> Callable[[], Any]:
    """A view maker that returns ``view`` (each part of a picture is drawn from its own view)."""
    return lambda: view


def board_post(
    told: Told, pictures: Sequence[PostImage], buttons: list[PostButton], track: Track, mentions: Sequence[int] = ()
) -> Post:
    """A phase or progress post: the story as told, the board's pictures (the first one the post's image), buttons."""
    first = pictures[0] if pictures else None
    return Post(
        content=told.content,
        embeds=list(told.embeds),
        image=first.data if first else None,
        image_name=first.name if first else "board.png",
        alt_text=first.alt_text if first else "",
        images=list(pictures[1:]),
        mention_user_ids=list(mentions),
        buttons=buttons,
        track=track,
    )


class Posts:
    """Phase and progress posts, the live message, board images and Team-thread posts (see the module docstring)."""

    def __init__(
        self, store: GameStore, tables: Tables, render: Render, cache_tables: int, links: WebLinks | None = None
    ) -> None:
        self.store = store
        self.tables = tables
        self.render = render
        self.links = links
        """The tables' web addresses (issue #27): a phase post links to its position's page when the viewer is on."""
        self.images = ImageCache()
        """The board images of the latest positions: one drawing per position."""
        self.thread_ids: LRU[int, dict[str, int | None]] = LRU(cache_tables)
        """Per table played in Teams: its Team threads once recorded (they do not change after)."""
        self.shown: LRU[int, Shown] = LRU(cache_tables)
        """Per table: what its live message shows, as last posted or edited (lost on a restart: then it is edited)."""

    def remember_threads(self, table_id: int, threads: dict[str, int | None]) -> None:
        """The table's Team threads as just recorded."""
        self.thread_ids[table_id] = threads

    async def present(self, c: Committed) -> list[Post]:
        """The messages for one committed write (one entry or a batch), then any per-seat control posts (D-Day Dice trays).

        ONE message either way: a phase post (a new live message, with the board and the pings) when a
        phase ended or someone new must act; otherwise the table's live message is edited to tell the
        phase so far. A batch's phase post starts with the orders it gave.
        """
        ext = extension_of(c.after.table.game)
        extra = await ext.entry_posts(c, self.render)
        trays = await self.in_threads(c.after, [p for p in extra if not p.ephemeral])  # a Team's trays: its thread
        trays = await self.track_controls(c.after, trays)
        own = own_reply(c)  # the actor's own secrets: the private part of their reply (bot.service.private_news)
        notes = [p for p in extra if p.ephemeral]  # the game's private word to whoever acted: after their news
        shown = await self.present_entry(c)
        done = await self.handoffs_done(c)
        done += await self.controls_done(c, ext.live_controls(c.before) - ext.live_controls(c.after))
        if done and shown and shown[0].track is not None:
            track = shown[0].track
            shown[0] = shown[0].model_copy(update={"track": track.model_copy(update={"delete_ids": [*track.delete_ids, *done]})})
        return [*shown, *trays, *([own] if own is not None else []), *notes]

    async def handoffs_done(self, c: Committed) -> list[int]:
        """The hand-off pings (issue #46) of the seats that just acted: their messages go (the notification stays in
        the player's inbox), and the record is cleared in the same step so that they are deleted once."""
        if c.user_id is None:
            return []
        return await self._retired(c, [handoff_role(seat) for seat in dict.fromkeys(a.seat for a in c.lines or ())])

    async def _retired(self, c: Committed, roles: list[str]) -> list[int]:
        """The messages recorded under ``roles`` at or before the entry: their records are cleared, one small write
        each, so that each message is deleted once; their ids are returned for deletion."""
        table, version, done = c.after.table, c.after.version, []
        for role in roles:
            row = await self.store.message(table.id, role)
            if row is None or not row.message_id or row.seq > version:
                continue
            await self.tables.commit(None, SetMessage(table.id, table.channel_id, role, 0, version))
            done.append(row.message_id)
        return done

    async def track_controls(self, loaded: Loaded, posts: list[Post]) -> list[Post]:
        """Track each seat's control post in the channel (a dice tray, issue #46): it replaces the seat's earlier one,
        which goes, so the channel shows one per seat. A control post in a Team's thread stays as it is."""
        table, out = loaded.table, []
        for p in posts:
            if p.control and not p.ephemeral and p.channel_id is None and p.track is None:
                role = control_role(p.control)
                row = await self.store.message(table.id, role)
                old = [row.message_id] if row is not None and row.message_id else []
                p = p.model_copy(update={"track": Track(table_id=table.id, role=role, seq=loaded.version, delete_ids=old)})
            out.append(p)
        return out

    async def controls_done(self, c: Committed, ended: frozenset[str]) -> list[int]:
        """The control posts of the seats whose control the entry ended (their roll is made): they go, and their
        record is cleared in the same step so that each is deleted once."""
        return await self._retired(c, [control_role(seat) for seat in sorted(ended)])

    async def unannounced(self, c: Committed, newly: set[str]) -> set[str]:
        """The people's seats the entry newly asks (``newly``) whom its post will not ping (issue #46).

        A game that groups phases into stretches (Pegasus Bridge) pings each seat once per stretch; a seat asked
        again later in it is told by an edit, which Discord never notifies. Those seats get a hand-off ping
        after their player's delay (:mod:`bot.service.clock`), unless a player holding several seats just acted
        or a computer holds the seat. Works out :meth:`pings` once, for the entry's post too (``c.pings``)."""
        after = c.after
        if not newly or after.engine.outcome(after.state) is not None:
            return set()
        anew, fresh = c.pings = await self.pings(c, newly)
        pinged = (set(after.engine.active_seats(after.state)) if fresh is None else set(fresh)) if anew else set()
        return {
            seat for seat in newly - pinged
            if (user := after.seats.get(seat)) is not None and not is_computer(user) and user != c.user_id
        }

    async def present_entry(self, c: Committed) -> list[Post]:
        """Return the messages for one committed entry: a phase post with the board, or a short note.

        Public: composed in the table's language (issue #28), whoever's interaction it answers."""
        with speaking(table_language(c.after.table)):
            return await self._present_entry(c)

    async def _present_entry(self, c: Committed) -> list[Post]:
        table, after, engine = c.after.table, c.after, c.after.engine
        if c.asked is not None:
            before_prompts, after_prompts = c.asked
        else:
            before_prompts, after_prompts = set(engine.asked(c.before.state)), set(engine.asked(after.state))
        seq = after.version
        newly = {s for s, _ in after_prompts - before_prompts}
        if c.boundary or newly:
            anew, fresh = c.pings if c.pings is not None else await self.pings(c, newly)
        else:
            anew, fresh = False, None
        if anew:
            if c.story is not None and c.story[0]:  # read with the commit
                old, earlier = c.story[1]
            else:
                old, earlier = await self.store.story(table.id, "live", seq - 1, base=seq)  # one read
            all_events = [*earlier, *c.events]  # the rows keep their log entry (a summary names its history page)
            track = await self.new_live(after, old)
            orders = orders_line(c) if len(c.lines) > 1 else ""  # a batch's phase post starts with its orders
            post = await self.phase_post(
                after, all_events, actor=c.user_id, header=orders, new_prompts=True, track=track, fresh=fresh
            )
            post = with_buttons(post, await entry_buttons(self.store, c, earlier))  # others' news (bot.service.private_news)
            return [post, *await self.thread_posts(after)]
        # Inside an open-ended phase (several moves): the live message is edited (bot.service.live_message).
        return [await self.progress_post(c)]

    async def pings(self, c: Committed, newly: set[str]) -> tuple[bool, set[str] | None]:
        """Whether an entry that ended a phase or asked ``newly`` someone new gets a new live message, and whom it pings.

        (True, None): a new message pinging every seat asked. By default a phase post comes with each new
        phase, and inside a phase with each seat newly asked (the others were pinged when they were asked).
        A game whose extension groups phases into a stretch (``chapter``) gets one at the start of each
        stretch (unless only whoever just acted is asked: they are there, the live message goes on); inside
        it, only for the seats asked for the first time in it (none that acted in it).
        """
        after = c.after
        extension = extension_of(after.table.game)
        start = extension.chapter(after.engine, after.state)
        if start is None or after.engine.outcome(after.state) is not None:
            return True, None if c.boundary else newly
        if start != extension.chapter(after.engine, c.before.state):  # a new stretch: new unless only the actor is asked
            there = set(self.tables.user_seats(after, c.user_id or 0)) | set(self.tables.user_seats(after, c.present or 0))
            others = set(after.engine.active_seats(after.state)) - there
            return bool(others), None if c.present is None else others
        # The entry's own seats count as having acted: it may be read before its commit (Entries.write).
        fresh = newly - await self.chapter_seats(after, start) - {a.seat for a in c.lines}
        return bool(fresh), fresh

    async def chapter_seats(self, loaded: Loaded, start: tuple[int, int]) -> set[str]:
        """The seats that acted in the stretch that began with phase ``start`` (the entry that began it excluded)."""
        table_id = loaded.table.id
        first = await self.store.snapshot_after_phase(table_id, start[0], start[1] - 1)  # the stretch's first entry
        rows = await self.store.actions(table_id, after=first.seq if first else 0)
        return {row.seat for row in rows if row.seat is not None}

    def waiting_line(self, loaded: Loaded, *, ping: bool, threaded: Collection[str] = ()) -> str:
        """Who must act now and what each is asked (``threaded``: Teams whose prompts go to their own thread)."""
        prompts = loaded.engine.prompts(loaded.state)
        if not prompts:
            return ""
        if teams_of(loaded):
            return team_waiting_line(loaded, prompts, threaded, ping=ping)
        parts = []
        for p in prompts:
            user = loaded.seats.get(p.seat)
            who = mention(user) if user else p.seat
            name = loaded.seat_names.get(p.seat, p.seat)
            parts.append(f"{seat_holder(loaded.seat_names, p.seat, user)}: {prompt_text(p)}" if is_computer(user) else f"{who} ({name}): {prompt_text(p)}")
        return t("post-now") + " " + "\n".join(parts)

    async def now_line(self, loaded: Loaded, *, ping: bool) -> str:
        """:meth:`waiting_line` with the Teams that have a thread: what their Units are asked stays there."""
        return self.waiting_line(loaded, ping=ping, threaded=await self.threaded(loaded))

    async def threaded(self, loaded: Loaded) -> set[str]:
        """The Teams of the table that have a thread recorded."""
        return {t for t, i in (await self.threads(loaded)).items() if i is not None}

    def buttons(self, loaded: Loaded, threaded: Collection[str] = ()) -> list[PostButton]:
        """The answer-buttons of the phase message; none for the Units of a Team with a thread (they answer there,
        with their trays and commands: a button on the channel's message would go stale at each teammate's move),
        nor for a decision a live control post answers (the game's ``control_answers``: a dice tray's Keep)."""
        buttons: list[PostButton] = []
        names = loaded.seat_names
        flat = button_choices(loaded)
        teams = teams_of(loaded)
        elsewhere = extension_of(loaded.table.game).control_answers(loaded)  # e.g. a live dice tray's Keep
        marked = [c.button and (seat, c.value) not in elsewhere for seat, c in flat]
        if teams and sum(marked) > MAX_BUTTONS:
            return []  # buttons for some Units only would favour them: a dozen Units use their trays and commands
        for index, (seat, choice) in enumerate(flat):
            if not marked[index]:  # only the complete answers the engine marked (rules.core.contract.Choice)
                continue
            if teams.get(seat) in threaded:
                continue
            if len(buttons) >= MAX_BUTTONS:
                break
            label = f"{short_seat(names.get(seat, seat))}: {choice_label(choice)}"
            buttons.append(
                PostButton(
                    label=label[:80],
                    custom_id=ActId(loaded.table.channel_id, loaded.table.id, loaded.version, index).encode(),
                    style="primary" if choice.value == "done" else "secondary",
                )
            )
        return buttons

    async def phase_post(
        self,
        loaded: Loaded,
        events: Sequence[Event | EventRow],
        *,
        actor: int | None,
        header: str = "",
        new_prompts: bool,
        track: Track | None = None,
        fresh: Collection[str] | None = None,
        threaded: Collection[str] | None = None,
    ) -> Post:
        """A new phase message: the board, the phase's story, whom it waits for (pinged); the new live message.

        ``fresh``: the seats to ping (those newly asked inside a phase); None pings every seat asked.
        ``threaded``: the Teams whose prompts go to their threads (None: those with a thread recorded).
        Composed in the table's language (issue #28): the channel reads it.
        """
        with speaking(table_language(loaded.table)):
            return await self._phase_post(
                loaded, events, actor=actor, header=header, new_prompts=new_prompts, track=track, fresh=fresh,
                threaded=threaded,
            )

    async def _phase_post(
        self,
        loaded: Loaded,
        events: Sequence[Event | EventRow],
        *,
        actor: int | None,
        header: str,
        new_prompts: bool,
        track: Track | None,
        fresh: Collection[str] | None,
        threaded: Collection[str] | None,
    ) -> Post:
        engine, state = loaded.engine, loaded.state
        outcome = engine.outcome(state)
        mentions: list[int] = []
        if outcome is not None:
            result = result_text(seat_names(engine, loaded.table.options), outcome.winners)
            thanks, mentions = everyone_seated(loaded.seats)  # the game is over for every player: all are pinged
            tail = (
                t("post-game-over", result=result) + f" {outcome_reason(engine, state, outcome.reason)}\n"
                + t("post-seed-check", seed=str(loaded.table.seed)) + "\n"
                + thanks
            )
        else:
            if threaded is None:
                threaded = await self.threaded(loaded)
            tail = self.waiting_line(loaded, ping=True, threaded=threaded)
            if new_prompts:
                pinged = engine.active_seats(state) if fresh is None else frozenset(fresh)
                mentions = sorted({loaded.seats[s] for s in pinged if s in loaded.seats} - {actor})
        threaded = threaded if threaded is not None else await self.threaded(loaded)
        pictures = await self.pictures(loaded)
        track = track or await self.new_live(loaded)
        self.shown[loaded.table.id] = Shown(track.seq, self.reader_view(loaded, threaded), digest(pictures))
        # Header, rolls, results and what happens next stay whole; only moves may be summarised (issue #24).
        words = partial(event_text, lang=table_language(loaded.table))
        heading = partial(phase_heading, loaded.table.game, lang=table_language(loaded.table))
        story = event_lines(events, loaded.version, words, heading, extension_of(loaded.table.game).status)
        told = await self.tell(loaded, header, story, tail, over=outcome is not None)
        buttons = self.buttons(loaded, threaded) if outcome is None else []
        return board_post(told, pictures, [*buttons, *await self.web_button(loaded)], track, mentions)

    async def web_button(self, loaded: Loaded, seq: int | None = None) -> list[PostButton]:
        """The phase post's "View on the web" link to its position (``seq``: the version the message was posted
        for, when an edit keeps it); none when the viewer is not set up or is off for the server."""
        if self.links is None:
            return []
        address = await self.links.button_address(loaded.table, loaded.version if seq is None else seq)
        return [] if address is None else [PostButton(label=t("web-button"), url=address, style="link")]

    def reader_view(self, loaded: Loaded, threaded: Collection[str]) -> tuple[str, ...]:
        """What a reader of the channel needs from the phase message besides its images: its "Now" as an edit
        writes it (a threaded Team by name only) and its buttons. An edit that would change none of it is not made."""
        now = self.waiting_line(loaded, ping=False, threaded=threaded)
        return (now, *(b.label for b in self.buttons(loaded, threaded)))

    async def pictures(self, loaded: Loaded, team: str | None = None, at: tuple[Any, int] | None = None
                       ) -> list[PostImage]:
        """The images of the table's position for its channel (``team``: for that Team's thread), each drawn once
        per version while cached; none when the renderer draws nothing (the console, tests). ``at``: (state,
        version) of an earlier position of the table instead (a look at the board after a turn)."""
        extension, engine = extension_of(loaded.table.game), loaded.engine
        state, version = at if at is not None else (loaded.state, loaded.version)
        view = engine.view(state, None)
        parts = extension.channel_views(loaded, view) if team is None else extension.team_views(loaded, view, team)
        turn, phase = engine.phase_key(state)[:2]
        stem = f"turn-{turn:02d}-phase-{phase:02d}"
        out = []
        for part, part_view in parts:
            key = part if team is None else f"{team}:{part}"
            data, alt = await self.image(loaded.table.id, version, constant(part_view), part=key,
                                         lang=table_language(loaded.table))
            if data is None:
                continue
            slug = "-".join(w.lower() for w in ([*team.split(), part] if team else [part]) if w)
            out.append(PostImage(data=data, name=f"{stem}{'-' + slug if slug else ''}.png", alt_text=alt))
        return out


    async def record_message(
        self, channel_id: int, table_id: int, role: str, version: int, message_id: int
    ) -> bool:
        """The discord layer posted message ``message_id`` showing ``role`` of table ``table_id`` at ``version``.

        One write. Ignored (False) when the table is not this channel's, or a newer message is recorded.
        """
        if not known_role(role):
            raise InvalidInputError(t("err-role", roles=", ".join(ROLES), role=role[:20]))
        (written,) = await self.tables.commit(None, SetMessage(table_id, channel_id, role, message_id, version))
        return bool(written)

    async def image(self, table_id: int, version: int, view: Callable[[], Any], part: str = "",
                    lang: str = DEFAULT) -> Image:
        """The board image (and alt text) of the table at ``version`` (``part``: one of its parts), its words in
        ``lang`` (the table's language, :func:`table_language`), drawn at most once per language while cached."""
        key = (table_id, version, part, lang)
        found = self.images.get(key)
        if found is None:
            found = await asyncio.to_thread(self._draw, view(), lang)
            self.images.put(key, found)
        return found

    def _draw(self, view: Any, lang: str) -> Image:
        with speaking(lang):  # the renderer reads the language of its words from the context (render_view)
            return self.render(view)

    async def new_live(self, loaded: Loaded, old: MessageRow | None | bool = True) -> Track:
        """The track of a new live message at the loaded position: it supersedes the one recorded before.

        ``old``: the record already read (None: there is none); True reads it.
        """
        if old is True:
            old = await self.store.message(loaded.table.id, LIVE)
        retire = [old.message_id] if isinstance(old, MessageRow) and old.seq <= loaded.version else []
        return Track(table_id=loaded.table.id, seq=loaded.version, retire_ids=retire)

    async def progress_post(self, c: Committed) -> Post:
        """An entry inside an open phase: the live message, edited to tell the phase so far and who is to act.

        Without a live message on record (the console, or it was never reported) it is a new message,
        which becomes the live one once reported. No ping either way: nobody new must act. The edit carries
        the board's images when they changed since the message's last ones. In a game whose Teams have
        threads, a move that changes nothing a channel reader needs (which Teams are waiting, the buttons)
        edits nothing: its post is marked ``unchanged`` and only its author is told. One read: the record and
        the story together.
        """
        after = c.after
        table, engine = after.table, after.engine
        if c.story is not None and not c.story[0]:  # read with the commit
            live, rows = c.story[1]
        else:
            live, rows = await self.store.story(table.id, LIVE, after.version)
        events: list[Event | EventRow] = list(rows)
        if not any(row.seq == after.version for row in rows):  # built before its commit (a notice): add its own
            events += c.events
        if live is not None and live.seq < 0:  # the lobby's message: not a phase message to edit
            live = None
        base = live.seq if live is not None else after.version
        threaded = await self.threaded(after)
        now = self.reader_view(after, threaded)
        shown = self.shown.get(table.id)
        track = Track(
            table_id=table.id, seq=base, edit_id=live.message_id if live is not None else None, note=entry_note(c)
        )
        news = await entry_buttons(self.store, c, rows)  # others' news (bot.service.private_news): always shown
        if threaded and not news and live is not None and shown is not None and shown.seq == base and shown.now == now:
            return Post(content=track.note, track=track.model_copy(update={"unchanged": True}))
        head = start_header(engine, table, after.seats, self.tables.seat_order(after)) if base == 0 else ""
        tail = self.waiting_line(after, ping=False, threaded=threaded)
        pictures = await self.pictures(after) if live is not None else []
        images = digest(pictures)
        if live is not None:
            self.shown[table.id] = Shown(base, now, images)
        if shown is not None and shown.seq == base and shown.images == images:
            pictures = []  # the message has these images already
        # The entry just made stays next to who acts now, in the text, whatever the length of the phase so far.
        words = partial(event_text, lang=table_language(table))
        heading = partial(phase_heading, table.game, lang=table_language(table))
        story = event_lines(events, after.version, words, heading, extension_of(table.game).status)
        told = await self.tell(after, head, story, f"{t('post-last')} {note_line(c)}\n{tail}")
        # An edit replaces the message's buttons: the phase post's link to the web page stays on it.
        web = await self.web_button(after, base) if live is not None else []
        return board_post(told, pictures, [*self.buttons(after, threaded), *news][: 25 - len(web)] + web, track)

    async def tell(self, loaded: Loaded, head: str, story: Sequence[Line], tail: str, *, over: bool = False) -> Told:
        """:func:`~bot.service.live_message.tell_post`; when moves must be summarised, with who made them and
        their ``/game history`` pages (one more read, only then)."""
        told = tell_post(head, story, tail, over=over)
        if not told.summarised:
            return told
        table_id = loaded.table.id
        lang = table_language(loaded.table)
        listed = history_names(loaded.engine, loaded.table.options, lang)  # numbered as /game history numbers them
        seats, pages = history_index(await self.store.actions(table_id), await self.store.events(table_id), lang, listed)
        with speaking(lang):
            names = dict(loaded.seat_names)
        actors = {seq: names.get(seat, seat) for seq, seat in seats.items()}
        return tell_post(head, story, tail, over=over, actors=actors, pages=pages)

    async def threads(self, loaded: Loaded) -> dict[str, int | None]:
        """The table's Team threads (empty for a game not in Teams, or before they are recorded)."""
        if not teams_of(loaded):
            return {}
        known = self.thread_ids.get(loaded.table.id)
        if known is None:
            known = await self.store.team_threads(loaded.table.id)
            if known:  # none yet may only mean "not yet": read again next time
                self.thread_ids[loaded.table.id] = known
        return known

    async def thread_posts(self, loaded: Loaded) -> list[Post]:
        """A new phase's posts in the Teams' threads: what each Team's Units are asked (none once it is over)."""
        threads = await self.threads(loaded)
        if not threads or loaded.engine.outcome(loaded.state) is not None:
            return []
        return await self.with_team_images(loaded, thread_prompt_posts(loaded, loaded.engine.prompts(loaded.state), threads), threads)

    async def with_team_images(self, loaded: Loaded, posts: list[Post], threads: dict[str, int | None]) -> list[Post]:
        """Each post for a Team's thread (of ``threads``) with the Team's own images: its Column and its Units' panels."""
        team_of_thread = {i: t for t, i in threads.items() if i is not None}
        out = []
        for post in posts:
            team = team_of_thread.get(post.channel_id or 0)
            out.append(with_pictures(post, await self.pictures(loaded, team) if team is not None else []))
        return out

    async def in_threads(self, loaded: Loaded, posts: list[Post]) -> list[Post]:
        """Send each per-Unit post (a dice tray: it names its ``seat``) to its Team's thread, else to the channel.

        Either way it names its channel, so the discord layer posts each on its own: a dozen trays merged into
        a reply's five messages would lose their buttons.
        """
        threads = await self.threads(loaded)
        if not threads:
            return posts
        teams = teams_of(loaded)
        moved = []
        for post in posts:
            seat = getattr(post, "seat", None)
            if seat is None:
                moved.append(post)
                continue
            thread = threads.get(teams.get(seat, ""))
            moved.append(post.model_copy(update={"channel_id": thread or loaded.table.channel_id}))
        return moved

    async def thread_of_seat(self, loaded: Loaded, seat: str) -> int | None:
        """The thread of the seat's Team, if it has one."""
        team = teams_of(loaded).get(seat)
        return None if team is None else (await self.threads(loaded)).get(team)

