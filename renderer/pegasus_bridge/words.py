"""The Pegasus Bridge table's words in the image's language (issue #48), as A&A's image has them
(:mod:`renderer.aa_dday.words`).

The sentences are catalogue messages (``pb-img-*`` in ``i18n/locales/<lang>/pegasus-image.ftl``). What the view
carries in English is said again in ``lang``: a card's effect by its message (``CardView.key``, ``pb-text-<number>``;
an overridden text as written), a placeholder card's name by its gloss (``pb-card-<number>``: a printed name stays
as printed), the phase and the outcome by the game's words (:mod:`i18n.pegasus`, the rules' ending messages). English
draws every word as it always did (the English catalogue holds the same words).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import i18n
import i18n.pegasus
from i18n import DEFAULT, has
from renderer.words import ImageWords

if TYPE_CHECKING:  # only types: importing the rules package here would register its game early
    from rules.pegasus_bridge.view import CardView, PBView, TerrainView

PLACEHOLDER_PREFIX = "Placeholder: "
BANDS = {
    "German victory: the 6th Airborne fell short of what it was sent to do": "german",
    "British victory: the eastern flank of the beaches is secure": "british",
    "status quo: mixed results for the 6th Airborne Division": "even",
}
"""The campaign's result bands as the rules write them (``rules/pegasus_bridge/scenario_end.py``), by message
selector of ``pb-img-band``."""


class Words(ImageWords):
    """The image's words in ``lang``: catalogue messages, and the view's English words said again in ``lang``."""

    def side(self, seat: str) -> str:
        return self.known(f"pb-img-side-{seat}", seat)

    def sides(self, seats: list[str]) -> str:
        """Sides joined as a list ("British and German"), or :data:`pb-img-nobody`."""
        if not seats:
            return self("pb-img-nobody")
        out = self.side(seats[0])
        for seat in seats[1:]:
            out = self("pb-img-winners", first=out, last=self.side(seat))
        return out

    def name(self, card: CardView | TerrainView) -> str:
        """A card's name without the data's "Placeholder: " mark: a printed name as printed; a placeholder's by its
        gloss where the image's language has one."""
        return self.card_name(card.number, card.name)

    def card_name(self, number: str, name: str) -> str:
        bare = name.removeprefix(PLACEHOLDER_PREFIX)
        if self.english or bare == name or not has(f"pb-card-{number}", self.lang):
            return bare
        return self(f"pb-card-{number}")

    def effect(self, card: CardView | TerrainView) -> str:
        """A card's effect: its message, or the text an override wrote, as written."""
        key = getattr(card, "key", "")
        return self(key) if key and has(key, DEFAULT) else card.text

    def phase(self, label: str) -> str:
        return label if self.english else i18n.pegasus.phase_words(label, self.lang)

    def scenario_name(self, scenario: str, english: str) -> str:
        key = f"pb-scenario-title-{scenario.lower()}"
        return english if self.english or not has(key, self.lang) else self(key)

    def outcome(self, view: PBView) -> str:
        """Why the game ended (the rules' English ``reason``), in ``lang`` where its message is known: a campaign's
        final score as the rules' ``pb-ev-campaign-over`` says it, a scenario's ending by :func:`ending_words`."""
        reason = view.outcome or ""
        if self.english:
            return reason
        cp = view.campaign
        if cp is not None and cp.total is not None:
            band = BANDS.get(cp.band or "", "even")
            return self("pb-ev-campaign-over", total=cp.total, blue=cp.blue_tokens_british, band=band)
        from rules.pegasus_bridge.scenario_end import ending_words

        found = ending_words(reason)
        return self(found[0], **found[1]) if found else reason

    def band(self, band: str) -> str:
        return band if self.english or band not in BANDS else self("pb-img-band", band=BANDS[band])

    def note(self, note: str) -> str:
        """The view's data note (the engine's ``DATA_NOTE``: ``pb-start-note-0``'s English words) in ``lang``."""
        if self.english or note != i18n.t("pb-start-note-0", lang=DEFAULT):
            return note
        return self("pb-start-note-0")
