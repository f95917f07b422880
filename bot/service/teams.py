"""A table played in Teams (D-Day Dice: Overlord, issue #13): Team threads, pings by Team, hand-over in a Team.

The pure functions of Teams: who is in which Team, the "Now" line by Team, the thread posts' texts, the
hand-over check. :mod:`bot.service.posts` posts in the threads; :mod:`bot.service.team_threads` records
them (``record_threads``). Which seats share a
Team comes from the rules (:func:`rules.core.engine.played_in_teams`); a game with fewer than two Teams is
played as any other.

- **Threads.** When the game starts, its first post asks the discord layer to open one private thread
  per Team in the channel (:class:`~bot.service.common.TeamThread`); the ids come back through
  :meth:`~bot.service.team_threads.TeamThreads.record` and are stored (``team_threads``, one unit of work). A Team whose
  thread could not be opened (the bot lacks the permission) is recorded as such, the channel is told
  once, and that Team plays on in the channel.
- **What goes where.** The channel keeps one post per phase for everyone, whose "Now" line pings the
  Units asked, grouped by Team; what each Unit of a threaded Team is asked is written in its thread
  (no second ping), as are its reminders. Secret Medals never go to a thread: they stay in their
  owner's ephemeral replies (``/dice medals``), as in every game.
- **Hand-over.** A Unit passes only within its Team: to a teammate (one player holding two Units) or
  to a newcomer, never to a player of another Team; a teammate may ask for it as the creator may.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Mapping, Sequence
from functools import lru_cache

from bot.service.common import Loaded, Post, TeamThread, is_computer, mention
from bot.service.errors import SeatError
from bot.service.game_words import game_title
from bot.service.story import Kind, tell, text_lines
from bot.service.words import phase_text, team_label
from i18n import t, t_or
from rules.core import Prompt, find_game
from rules.core.engine import played_in_teams


def no_threads() -> str:
    """Why a game in Teams plays without threads (the bot lacks permissions there)."""
    return t("post-no-threads")


NO_THREADS = t("post-no-threads", lang="en")
"""The English words of :func:`no_threads` (the console and the tests compare with it)."""

THREAD_TITLE = 100
"""Discord's limit on a thread's name."""


@lru_cache(maxsize=256)
def _teams(game: str, options: tuple[tuple[str, str], ...]) -> tuple[tuple[str, str], ...]:
    return tuple(played_in_teams(find_game(game), dict(options)).items())


def teams_of(loaded: Loaded) -> dict[str, str]:
    """Each seat's Team (``{"t1u1": "Team Able"}``), or ``{}`` when the game is not played in Teams."""
    return dict(_teams(loaded.table.game, tuple(sorted(loaded.table.options.items()))))


def team_order(teams: Mapping[str, str]) -> list[str]:
    """The Teams in seat order (Able before Baker before Charlie)."""
    return list(dict.fromkeys(teams.values()))


def thread_requests(loaded: Loaded) -> list[TeamThread]:
    """One private thread per Team, with the Team's players, for the game just started."""
    teams = teams_of(loaded)
    requests = []
    for team in team_order(teams):
        held = [loaded.seats[s] for s in teams if teams[s] == team and s in loaded.seats]
        users = list(dict.fromkeys(u for u in held if not is_computer(u)))  # a computer is no thread member
        name = t("post-team-thread-name", team=team_label(loaded.engine, team), game=game_title(loaded.engine.spec),
                 id=str(loaded.table.id))
        requests.append(TeamThread(table_id=loaded.table.id, team=team, name=name[:THREAD_TITLE], user_ids=users))
    return requests


def grouped_pings(loaded: Loaded, seats: Sequence[str], teams: Mapping[str, str]) -> str:
    """``"Team Able: @a @b; Team Charlie: @c"``: the players of ``seats``, each once per Team, Teams in order."""
    by_team: dict[str, list[str]] = {}
    for seat in seats:
        user = loaded.seats.get(seat)
        who = mention(user) if user is not None else seat
        members = by_team.setdefault(teams.get(seat, ""), [])
        if who not in members:
            members.append(who)
    order = [t for t in team_order(teams) if t in by_team] + [t for t in by_team if t not in teams.values()]
    return "; ".join(f"{team_label(loaded.engine, team)}: {' '.join(by_team[team])}" if team else " ".join(by_team[team])
                     for team in order)


TEAM_SEAT = re.compile(r"^(?:Team (\S+), Unit (\d+)|(\S+) 팀 유닛 (\d+))")
"""A Unit of a Team, as English and Korean name it ("Team Baker, Unit 2 (U.S.)", "베이커 팀 유닛 2(미국)")."""
NUMBERED_SEAT = re.compile(r"\w+ \d+\b")
"""A seat named by a number ("Unit 1 (U.S.)"): its first word alone would be the same for each."""


def short_seat(name: str) -> str:
    """A seat's name for a button: "Baker 2" for "Team Baker, Unit 2 (U.S.)" ("베이커 2" for "베이커 팀 유닛 2(미국)"),
    the whole name of a numbered seat ("Unit 1 (U.S.)": two Units' buttons never read alike), else its first word
    ("Axis" for "Axis (Germany)", "연합군" for "연합군(영국과 미국)")."""
    found = TEAM_SEAT.match(name)
    if found:
        return " ".join(g for g in found.groups() if g)
    return name if NUMBERED_SEAT.match(name) else name.split(" ")[0].split("(")[0] or name


def unit_name(loaded: Loaded, seat: str, team: str) -> str:
    """The seat's name inside its Team's thread: "Unit 2 (U.S.)" rather than "Team Able, Unit 2 (U.S.)"."""
    name = loaded.seat_names.get(seat, seat)
    label = team_label(loaded.engine, team) if team else ""
    for lead in (team + ", ", label + ", ", label + " "):  # "Team Able, Unit 2 (U.S.)", "에이블 팀 유닛 2(미국)"
        if team and name.startswith(lead):
            return name[len(lead):]
    return name


def asked_text(loaded: Loaded, prompt: Prompt) -> str:
    """The prompt's text without the seat's name in front, when the engine put it there (it is said already)."""
    name = loaded.seat_names.get(prompt.seat, prompt.seat) + ": "
    text = t_or(prompt.key, prompt.text, **prompt.args)
    return text[len(name):] if text.startswith(name) else text


def team_waiting_line(
    loaded: Loaded, prompts: Sequence[Prompt], threaded: Collection[str], *, ping: bool = True
) -> str:
    """The "Now" of a phase played in Teams: who must act, grouped by Team; what each is asked, unless in a thread.

    ``ping`` (a new phase message): the players asked, by Team. Otherwise (an edit, ``/game status``), a Team
    with a thread is named only: which of its Units are still to act is its thread's business, and the channel's
    message need not change at each of their moves.
    """
    teams = teams_of(loaded)
    seats = list(dict.fromkeys(p.seat for p in prompts))
    if ping:
        lines = [t("post-now") + " " + grouped_pings(loaded, seats, teams)]
    else:
        waiting = [m for m in team_order(teams) if m in threaded and any(teams.get(s) == m for s in seats)]
        here = grouped_pings(loaded, [s for s in seats if teams.get(s) not in threaded], teams)
        lines = [t("post-now") + " " + "; ".join([*(t("post-team-in-thread", team=team_label(loaded.engine, m))
                                                     for m in waiting), *([here] if here else [])])]
    for p in prompts:
        if teams.get(p.seat) in threaded:
            continue
        lines.append(f"• {loaded.seat_names.get(p.seat, p.seat)}: {asked_text(loaded, p)}")
    shown = [m for m in team_order(teams) if m in threaded and any(teams.get(s) == m for s in seats)]
    if shown:
        lines.append(t("post-teams-asked-in-thread", teams=", ".join(team_label(loaded.engine, m) for m in shown),
                       count=len(shown)))
    return "\n".join(lines)


def thread_prompt_posts(loaded: Loaded, prompts: Sequence[Prompt], threads: Mapping[str, int | None]) -> list[Post]:
    """For each Team with a thread and a Unit asked: one post there with what its Units are asked (no ping).

    ``threads`` may name the table's channel for a Team without a thread (its prompts at the start).
    """
    teams = teams_of(loaded)
    label = phase_text(loaded.engine, loaded.state)
    posts = []
    for team in team_order(teams):
        thread = threads.get(team)
        mine = [p for p in prompts if teams.get(p.seat) == team]
        if thread is None or not mine:
            continue
        lines = [t("post-team-units-to-act", phase=label, team=team_label(loaded.engine, team))]
        for p in mine:
            user = loaded.seats.get(p.seat)
            who = mention(user) if user is not None else p.seat
            lines.append(f"• {who} ({unit_name(loaded, p.seat, team)}): {asked_text(loaded, p)}")
        told = tell(text_lines(lines[0], Kind.HEADER), [], text_lines("\n".join(lines[1:]), Kind.WHO_ACTS))
        posts.append(Post(content=told.content, embeds=list(told.embeds), channel_id=thread))
    return posts


def welcome_text(loaded: Loaded, team: str) -> str:
    teams = teams_of(loaded)
    units = ", ".join(
        f"{unit_name(loaded, s, team)}: {mention(loaded.seats[s])}" for s in teams if teams[s] == team and s in loaded.seats
    )
    return t("post-team-welcome", team=team_label(loaded.engine, team), channel=f"<#{loaded.table.channel_id}>", units=units) + "\n" + t("post-team-welcome-more")


def check_hand_over(loaded: Loaded, seat: str, new_user: int) -> None:
    """A Unit passes only within its Team: refuse a player who holds a Unit of another Team."""
    teams = teams_of(loaded)
    team = teams.get(seat)
    if team is None:
        return
    other = sorted({teams[s] for s, u in loaded.seats.items() if u == new_user and teams.get(s) not in (None, team)})
    if other:
        raise SeatError(t("err-team-hand-over", who=mention(new_user), other=team_label(loaded.engine, other[0]),
                          team=team_label(loaded.engine, team)))



def is_teammate(loaded: Loaded, seat: str, user_id: int) -> bool:
    """True when ``user_id`` holds another Unit of ``seat``'s Team."""
    teams = teams_of(loaded)
    team = teams.get(seat)
    return team is not None and any(u == user_id and teams.get(s) == team for s, u in loaded.seats.items() if s != seat)


def thread_for_reminder(post: Post, thread: int | None) -> Post:
    return post if thread is None else post.model_copy(update={"channel_id": thread})

