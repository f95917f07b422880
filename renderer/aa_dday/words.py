"""The A&A board's words in the image's language (issue #28).

The sentences are catalogue messages (``aa-img-*`` in ``i18n/locales/<lang>/aa-image.ftl``). The names the view
carries in English (zones, boxes, charts, the card, the phase, the outcome, the fortune, a proposal) are the
engine's words: English draws them as they are; another language names them again from their ids.
"""

from __future__ import annotations

import re

import i18n
from i18n import DEFAULT, has
from renderer.words import ImageWords
from rules.aa_dday.view import AAView, BoxView, ChartView

NATION_NAME = {"de": "Germany", "us": "U.S.", "uk": "U.K."}
UNIT_WORD = {"inf": "inf", "art": "art", "tank": "tank", "bh": "blockhouse", "fighter": "fighter",
             "bomber": "bomber"}
MARKER_NAME = {"rennes": "Rennes", "chartres": "Chartres", "rouen": "Rouen"}
SEAT_NAME = {"axis": "Axis", "allies": "Allies", "de": "Germany", "us": "U.S.", "uk": "U.K."}


class Words(ImageWords):
    """The image's words in ``lang``: catalogue messages, and the view's English names said again in ``lang``."""

    def zone(self, zid: int, english: str) -> str:
        return self.named(f"aa-img-zone-{zid}", english)

    def box(self, box: BoxView) -> str:
        return self.named(f"aa-img-box-{box.id}", box.name)

    def chart(self, ch: ChartView) -> str:
        english = ch.name.replace("Germany: enter at ", "").replace("United States", "U.S.").replace(
            "United Kingdom", "U.K.")
        return self.named(f"aa-img-chart-{ch.id}", english)

    def seat(self, seat: str) -> str:
        return self.known(f"aa-img-seat-{seat}", SEAT_NAME.get(seat, seat))

    def nation(self, nation: str) -> str:
        return self.known(f"aa-img-seat-{nation}", NATION_NAME.get(nation, nation))

    def unit(self, kind: str) -> str:
        return self.known(f"aa-img-unit-{kind}", UNIT_WORD.get(kind, kind))

    def marker(self, marker: str) -> str:
        return self.known(f"aa-img-marker-{marker}", MARKER_NAME.get(marker, marker.title()))

    def sea(self, english: str) -> str:
        return self.known("aa-img-sea-" + english.lower().replace(" ", "-"), english)

    def card_name(self, v: AAView) -> str:
        if self.english:
            return v.card_name
        if v.card is None:
            key = "aa-img-card-game-over" if v.outcome or v.card_name == "Game over" else "aa-img-card-victory-check"
            return self.named(key, v.card_name)
        kind = "tactics" if v.stage == "tactics" else "card"
        return self.named(f"aa-img-{kind}-{v.card}", v.card_name)

    def phase(self, v: AAView) -> str:
        if self.english:
            return v.phase_label
        if v.outcome:
            return self("aa-img-phase-over", turn=v.turn)
        if v.card is None:
            return self("aa-img-phase-victory", turn=v.turn)
        stage = v.stage if v.stage in ("fortune", "tactics") else "order"
        return self(f"aa-img-phase-{stage}", turn=v.turn, card=f"{v.card:02d}", name=self.card_name(v))

    def outcome(self, reason: str) -> str:
        if self.english:
            return reason
        for key, pattern in OUTCOMES:
            m = pattern.fullmatch(reason)
            if m:
                return self(key, **{k: int(x) for k, x in m.groupdict().items()})
        return reason

    def fortune(self, words: str) -> str:
        if self.english:
            return words
        m = re.fullmatch(r"Fortune (\d+): (.*)", words)
        if m is None:
            return words
        card, result = int(m.group(1)), m.group(2)
        for side in ("good", "bad"):
            key = f"aa-img-fortune-{card}-{side}"
            if has(key) and i18n.t(key, lang=DEFAULT) == result:
                return self("aa-img-fortune", card=f"{card:02d}", result=self(key))
        return words

    def proposal(self, words: str) -> str:
        if self.english:
            return words
        m = re.fullmatch(r"The (Axis|Allies|U\.K\.|U\.S\.) proposes '(.*)' \((waiting for confirmation|refused.*)\)",
                         words)
        if m is None:
            return words
        seat = {"Axis": "axis", "Allies": "allies", "U.K.": "uk", "U.S.": "us"}[m.group(1)]
        state = "aa-img-proposal-waiting" if m.group(3).startswith("waiting") else "aa-img-proposal-refused"
        return self("aa-img-proposal", seat=self.seat(seat), decision=m.group(2), state=self(state))


_CITIES = "Cherbourg, St\\. Lô and Caen"
OUTCOMES = (
    ("aa-img-outcome-allies-quick",
     re.compile(rf"The Allies held {_CITIES} at the end of turn (?P<turn>\d+) \(optional victory rule\)\.")),
    ("aa-img-outcome-allies-full",
     re.compile(rf"The Allies held {_CITIES} through a full turn \(end of turn (?P<from>\d+) to end of turn "
                rf"(?P<turn>\d+)\)\.")),
    ("aa-img-outcome-axis-quick",
     re.compile(rf"The Allies did not hold {_CITIES} at the end of any turn up to turn (?P<turn>\d+)\.")),
    ("aa-img-outcome-axis-full",
     re.compile(rf"The Allies did not hold {_CITIES} for a full turn by the end of turn (?P<turn>\d+)\.")),
)
"""The engine's outcome reasons (rules/aa_dday/victory.py), read back to be said in another language."""
