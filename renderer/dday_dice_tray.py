"""The D-Day Dice dice tray as a renderable view of its own (``game = "dday-dice-tray"``).

The service draws images only through the renderer it was given (the bot's
real one, a test's fake, the console's "no images"); wrapping a tray in a
view with its own game id lets that one renderer draw trays too, found by
``renderer.<game id>`` like every other game.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict

from i18n import DEFAULT
from renderer.dday_dice.alt import tray_alt_text
from renderer.dday_dice.draw import render_tray
from rules.dday_dice.view import DDView


class TrayView(BaseModel):
    """One Unit's tray: the public table view, the seat, the dice selected and what the selection is for."""

    model_config = ConfigDict(frozen=True)

    game: Literal["dday-dice-tray"] = "dday-dice-tray"
    table: DDView
    seat: str
    selected: tuple[int, ...] = ()
    action: Literal["lock", "reroll"] = "reroll"
    private: None = None
    """Never a seat's private view: a roll is public."""

    @property
    def title(self) -> str:
        name = next((u.name for u in self.table.units if u.seat == self.seat), self.seat)
        return f"{self.table.title}: dice tray of {name}"

    @property
    def phase_label(self) -> str:
        return self.table.phase_label


def render(view: TrayView, lang: str = DEFAULT) -> bytes:
    """The tray's PNG bytes, its words in ``lang``."""
    return render_tray(view.table, view.seat, frozenset(view.selected), view.action, lang)


def alt_text(view: TrayView, lang: str = DEFAULT) -> str:
    return tray_alt_text(view.table, view.seat, lang)


__all__ = ["TrayView", "alt_text", "render"]
