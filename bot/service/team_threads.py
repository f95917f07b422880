"""Team threads (issue #13): recording the private thread each Team got, and what to post there first.

A feature (:class:`TeamThreads`) taking the store, :class:`~bot.service.tables.Tables` and
:class:`~bot.service.posts.Posts` (which knows the threads once recorded, and posts in them). The texts
and who is in which Team are :mod:`bot.service.teams`.
"""

from __future__ import annotations

from collections.abc import Mapping

from bot.service.common import Post, said_to_all
from bot.service.extensions import extension_of
from bot.service.posts import Posts
from bot.service.tables import Tables
from bot.service.teams import no_threads, team_order, teams_of, thread_prompt_posts, welcome_text
from db.contract import GameStore, SetTeamThread


class TeamThreads:
    """Record a game's Team threads, and find a thread's game channel (see the module docstring)."""

    def __init__(self, store: GameStore, tables: Tables, posts: Posts) -> None:
        self.store = store
        self.tables = tables
        self.posts = posts

    async def record(self, channel_id: int, table_id: int, threads: Mapping[str, int | None]) -> list[Post]:
        """Store the Teams' threads (None: could not be opened) in one unit of work; return what to post.

        The posts: a welcome in each new thread, and, the first time any thread could not be opened,
        one note in the channel. A table of another channel, or a Team the game does not have, is ignored.
        """
        async with self.tables.lock(channel_id):
            table = await self.store.table(table_id)
            if table is None or table.channel_id != channel_id or table.status != "active":
                return []
            loaded = await self.tables.load(table)
            known = set(teams_of(loaded).values())
            wanted = {team: tid for team, tid in threads.items() if team in known}
            if not wanted:
                return []
            before = await self.store.team_threads(table.id)
            await self.tables.commit(None, *(SetTeamThread(table.id, channel_id, team, tid) for team, tid in wanted.items()))
            self.posts.remember_threads(table.id, {**before, **wanted})
        with said_to_all(table):  # posted for the Teams and the channel
            posts = [
                Post(content=welcome_text(loaded, team), channel_id=tid)
                for team, tid in wanted.items() if tid is not None and before.get(team) != tid  # a new thread only
            ]
            refused_before = any(tid is None for tid in before.values())
            if any(tid is None for tid in wanted.values()) and not refused_before:
                posts.append(Post(content=no_threads(), channel_id=channel_id))
            if not before:  # the start: what each Team is asked and its trays, in its thread (else the channel)
                teams = teams_of(loaded)
                if loaded.engine.outcome(loaded.state) is None:
                    where = {team: wanted.get(team) or channel_id for team in team_order(teams)}
                    asked = thread_prompt_posts(loaded, loaded.engine.prompts(loaded.state), where)
                    posts += await self.posts.with_team_images(loaded, asked, wanted)
                for tray in await extension_of(table.game).start_posts(loaded, self.posts.render):
                    thread = wanted.get(teams.get(getattr(tray, "seat", ""), ""))
                    posts.append(tray.model_copy(update={"channel_id": thread or channel_id}))
        return posts

    async def home_channel(self, channel_id: int) -> int:
        """The game channel of a Team's thread (``channel_id`` itself for any other channel)."""
        home = await self.store.thread_home(channel_id)
        return channel_id if home is None else home[0]

