"""Pegasus Bridge's table in the channel: which phases one live message tells, and the standing answer's button.

A turn of Pegasus Bridge passes the decision back and forth dozens of times (a card, its cancellation
window, a raise, the next window...). Each time someone new was asked, the service posted a new message
with a new board and a ping. Here the phases are grouped into three stretches per turn (hooks of
:class:`~bot.service.extensions.GameExtension`, used by :class:`~bot.service.pegasus_hand.PegasusExtension`):

- the new hands if any, the Progression and the British Phase (the British plays his Events; the German answers);
- the German Phase (the German plays his Events and his first Unit; the British answers);
- the Assault and the End of Turn (both fight, raise and answer; the counter-attack pile, the heroic card).

Each stretch is ONE live message: new, with the board and the pings, when it begins (unless only the player
who just acted is asked: the message goes on); edited by every move inside it. A seat asked for the first
time in a stretch (the opponent's first cancellation window of an Assault, say) gets it posted anew with
one ping; after that, nothing in that stretch pings them again. So a turn makes at most two new posts per
stretch, and each player is pinged at most once per stretch. The stretches follow the phase only, and the
windows open on public facts only (the rules' ``window_for``), so the posts, the pings and their timing never
depend on what a hand holds.

The standing answer: a cancellation window's message carries "Let it stand — don't ask again", which is
the rules' ``respond never`` (the card stands, and the seat is never asked again: it can no longer cancel
or answer a card until ``respond always``). :data:`RESPOND_HELP` says so to whoever changes the setting.
"""

from __future__ import annotations

from typing import Any

from bot.service.common import Committed, Post
from bot.service.reference import menu_names
from i18n import t
from rules.core import Choice

STRETCH_START = {0: 0, 1: 0, 2: 0, 3: 3, 4: 4, 5: 4, 6: 6}
"""Phase number (setup 0, Progression 1, British 2, German 3, Assault 4, End of Turn 5, over 6) -> the
phase its stretch begins with (a phase a turn skips changes nothing: the stretch begins at the first there is)."""
NEVER = "respond never"
STAND_FOR_GOOD = "Let it stand — don't ask again"
"""The standing answer's button (after the seat's name): the rules' ``respond never``; its words are
``pb-stand-for-good`` (the button's choice names it, so each table reads it in its language)."""
RESPOND_HELP = (
    "**Cancellation window** — `respond always` (default): after every card your opponent plays that one of your "
    "cards could cancel or answer, the game waits for you (whether or not you hold such a card, so the pause tells "
    "your opponent nothing); you never miss a chance to cancel, but it costs a reply each time. "
    "`respond never` (the button \"Let it stand — don't ask again\"): play is faster and you are never asked, "
    "but every card your opponent plays then stands: you can no longer cancel or answer one. "
    "Change it any time with `/pb respond`."
)
"""What changing the setting means, shown privately to whoever changes it (``/pb respond`` or the button): the
English words of ``pb-respond-help``, said in the reader's language by :func:`respond_help`."""


def respond_help() -> str:
    """What the setting means (``pb-respond-help``) in the reader's language, its command named as their menu shows
    it."""
    return menu_names(t("pb-respond-help"))


def chapter(engine: Any, state: Any) -> tuple[int, int]:
    """The phase key where the stretch holding ``state`` begins (public: the turn and the phase only)."""
    turn, number = engine.phase_key(state)
    return turn, STRETCH_START.get(number, number)


def extra_choices(engine: Any, state: Any) -> list[tuple[str, Choice]]:
    """The standing answer, for each seat asked in a cancellation window."""
    return [
        (seat, Choice(value=NEVER, label=STAND_FOR_GOOD, button=True, key="pb-stand-for-good"))
        for seat, kind in engine.asked(state)
        if kind == "respond"
    ]


def setting_notes(c: Committed) -> list[Post]:
    """A player who changed their setting is told privately what it means (the entry's own reply)."""
    if c.user_id is None or not any(a.text.startswith("respond ") for a in c.lines):
        return []
    return [Post(content=respond_help(), ephemeral=True)]
