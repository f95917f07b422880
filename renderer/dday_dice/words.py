"""The D-Day Dice images' words in the image's language (issue #48), as Pegasus Bridge's and A&A's images have them.

The sentences are catalogue messages (``dice-img-*`` in ``i18n/locales/<lang>/dice-image.ftl``); a Unit is named by
the game's words (:mod:`i18n.dice`: "Unit 1 (U.S.)", "유닛 1(미국)"), a die by its colour and face ids, the phase by
its number. Printed names (Sectors, Specialists, Items, cards) stay as printed. English says every word as it did
(the English catalogue holds the same words).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import i18n
import i18n.dice
from i18n import DEFAULT
from renderer.words import ImageWords

if TYPE_CHECKING:  # only types
    from rules.dday_dice.view import DDView, UnitView


class Words(ImageWords):
    """The image's words in ``lang``."""

    def unit(self, u: UnitView) -> str:
        """A Unit's name: the view's in English, the game's words in another language."""
        return u.name if self.english else i18n.dice.unit_name({"seat": u.seat, "nation": u.nation}, self.lang)

    def seat(self, v: DDView, seat: str) -> str:
        """Who must act, by seat: a Unit's name, or the German player."""
        if seat == "german":
            return self("dice-img-german-player")
        found = next((u for u in v.units if u.seat == seat), None)
        return self.unit(found) if found is not None else seat

    def die(self, colour: str, face: str) -> str:
        return i18n.dice.die_words({"colour": colour, "face": face}, self.lang)

    def phase(self, v: DDView) -> str:
        """The turn and phase ("Turn 1 · Phase 1 Roll"); the view's own words in English."""
        if self.english:
            return v.phase_label.split(" · ", 1)[-1]
        if v.outcome is not None or v.phase >= len(i18n.dice.PHASE_WORDS) - 1:
            return self("dice-phase-over")
        return self("dice-img-turn-phase", turn=v.turn,
                    phase=self(f"dice-phase-{i18n.dice.PHASE_WORDS[v.phase]}"))

    def known(self, key: str, fallback: str) -> str:
        """Message ``key`` (a word the image names by id), or ``fallback`` for an id the catalogue lacks."""
        return self(key) if i18n.has(key, DEFAULT) else fallback

    def card_text(self, card: Any) -> str:
        """A Battle Condition's text: its own sentence by id where the catalogue has one, else as the view has it."""
        return self("dice-card-text", id=card.id, text=card.text)

    def sector(self, label: str) -> str:
        """A Sector's label: printed, a Bunker's word in the reader's words."""
        return i18n.dice.sector_words(label, self.lang)
