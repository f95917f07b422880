"""The D-Day Dice images' words in the image's language (issue #48), as Pegasus Bridge's and A&A's images have them.

The sentences are catalogue messages (``dice-img-*`` in ``i18n/locales/<lang>/dice-image.ftl``); a Unit is named by
the game's words (:mod:`i18n.dice`: "Unit 1 (U.S.)", "유닛 1(미국)"), a die by its colour and face ids, the phase by
its number. Printed names (Sectors, Specialists, Items, cards) stay as printed, with their Korean gloss beside them where the
glossary has one (:func:`i18n.dice.glossed`). English says every word as it did (the English catalogue holds the
same words).

The drawing functions read the words of the image being drawn with :func:`say`; each entry point (``render``,
``draw_part``, ``draw_channel``, ``web.draw``...) takes ``lang`` and draws inside :func:`speaking` (``None``: the
language of the image already being drawn, English outside one), so the layout's measuring and its drawing read
the same words.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import TYPE_CHECKING, Any

import i18n
import i18n.dice
from i18n import DEFAULT
from renderer.words import ImageWords
from rules.dday_dice.overlord.token_notes import LABELS

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
        """A Battle Condition's text: its own sentence by id where the catalogue has one, a Battle Condition's
        effect said again from its card (:meth:`battle_text`), else as the view has it."""
        said = self("dice-card-text", id=card.id, text=card.text)
        return self.battle_text(card.id) or said if said == card.text and not self.english else said

    def battle_text(self, card_id: str) -> str:
        """A Battle Condition's effect in the reader's words, from its card (``rules/dday_dice/battle_conditions``:
        the English is its ``describe``); "" for an id that is not a Battle Condition."""
        from rules.dday_dice.battle_conditions import cards

        card = cards().get(card_id)
        if card is None:
            return ""
        e = card.effect
        who = "all" if e.all_players else "units"
        bits = [self("dice-img-bc-loss", who=who, n=e.phase6_loss)] if e.phase6_loss else []
        bits += [self("dice-img-bc-gain", who=who, what=what, n=n) for what, n in (
            ("soldiers", e.phase3_soldiers), ("courage", e.phase3_courage), ("stars", e.phase3_stars),
            ("ip", e.phase3_ip)) if n]
        bits += [self("dice-img-bc-def", n=f"+{e.def_plus}")] if e.def_plus else []
        bits += [self("dice-img-bc-def", n=f"-{e.def_minus}")] if e.def_minus else []
        bits += [self("dice-img-bc-advance", n=e.advance_plus)] if e.advance_plus else []
        bits += [self("dice-img-bc-dice", n=e.dice)] if e.dice else []
        bits += [self("dice-img-bc-lock", lock="no" if e.no_lock else "yes")] if e.no_lock is not None else []
        bits += [self("dice-img-bc-no-find")] if e.no_find else []
        text = "; ".join(bits) or self("dice-img-bc-none")
        names = self._names()
        if card.cancel_by:
            text += ". " + self("dice-img-bc-cancel", names=self("dice-or-separator").join(
                names.get(x, x) for x in card.cancel_by), phase=card.cancel_phase)
        for sid, stars in card.german_rally.items():
            text += ". " + self("dice-img-bc-rally", name=names.get(sid, sid), stars=stars)
        return text

    def _names(self) -> dict[str, str]:
        """The printed names (glossed) of the Specialists and Items a Battle Condition may name, by id."""
        from rules.dday_dice.german_records import german_data
        from rules.dday_dice.overrides import builtin_data

        d, g = builtin_data(), german_data()
        return ({k: self.name("specialist", k, r.name) for k, r in d.specialists.items()}
                | {k: self.name("item", k, r.name) for k, r in d.items.items()}
                | {k: self.name("german-specialist", k, r.name) for k, r in g.specialists.items()})

    def sector(self, label: str) -> str:
        """A Sector's label: printed, a Bunker's word in the reader's words."""
        return i18n.dice.sector_words(label, self.lang)

    def face(self, face: str, english: str) -> str:
        """A die face's word under a tray's die: ``english`` ("1 Soldier") in English, else "병사 1명"."""
        return english if self.english else self(f"dice-face-{face}")

    def name(self, kind: str, ident: str, printed: str) -> str:
        """A printed name with its gloss in the reader's language beside it (``kind``: specialist, item, ...)."""
        return printed if self.english else i18n.dice.glossed(kind, ident, printed, self.lang)

    def vehicle(self, name: str) -> str:
        """A Unit's Vehicle (the view names it) with its gloss."""
        from rules.dday_dice.overrides import builtin_data

        found = next((k for k, r in builtin_data().vehicles.items() if r.name == name), "")
        return self.name("vehicle", found, name)

    def bonus(self, name: str) -> str:
        """An RWB bonus's printed name ("Fresh Troops") with its gloss."""
        return self.name("bonus", re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-"), name)

    def claim(self, u: Any, claim: Any) -> str:
        """What a Unit takes from a bonus it claimed: the option's printed label in English, what it does in another
        language (as the game's posts say it: ``dice-rwb-option``)."""
        if self.english:
            return claim.label
        if claim.face == "straight":
            return self("dice-img-claim-straight")
        if claim.option == "hold":
            return self("dice-img-claim-hold")
        if claim.option in ("help", "badge"):
            return self("dice-rwb-call-for-help" if claim.option == "help" else "dice-rwb-badge")
        from rules.dday_dice.overrides import builtin_data

        nation = builtin_data().nations.get(u.nation)
        rwb = nation.rwb.get(claim.face) if nation is not None else None
        found = next((o for o in rwb.options if o.key == claim.option), None) if rwb is not None else None
        if found is None:
            return claim.label
        return self("dice-rwb-option", option={"printed": found.label, "effect": found.effect.describe().message()})

    def paras(self, numbers: list[int]) -> str:
        """Lost Para tokens by number and the Column each stands for."""
        from rules.dday_dice.overlord.lost_paras import TOKEN_NUMBER

        columns = {number: column for column, number in TOKEN_NUMBER.items()}
        return ", ".join(self("dice-img-para", n=n, team=self.known(f"dice-team-{columns.get(n, '')}", "?"))
                         for n in numbers)

    def title(self, v: DDView) -> str:
        """The game's title ("D-Day Dice · N-01 Exercise Tiger"), the map's printed name glossed."""
        if self.english:
            return v.title
        head, colon, raid = v.map.name.partition(": ")
        if v.map.id.startswith("raid-") and colon:  # an Overlord Raid: "Raid A-1: Bridgehead", its name glossed
            name = head + colon + self.name("raid", v.map.id.removeprefix("raid-").rstrip("s"), raid)
        else:
            name = self.name("map", v.map.id, v.map.name)
        return v.title.replace(v.map.name, name, 1)

    def outcome(self, v: DDView) -> str:
        """The game's end: the rules' words in English; the game is over, in another language (the reason is in the
        game's posts)."""
        return self("dice-img-over", outcome=v.outcome) if self.english else self("dice-img-over-words")

    def reason(self, v: DDView) -> str:
        """Why the map is not the printed one: the data's words in English, the map's message in another language
        (``dice-img-reason-<map id>``; nothing more for a map the catalogue does not know)."""
        if self.english:
            return v.map.reason
        key = f"dice-img-reason-{v.map.id}"
        return self(key) if i18n.has(key, DEFAULT) else ""

    def note(self, note: str) -> str:
        """A Sector's note (the view's English, :func:`rules.dday_dice.view._sector_notes` and the Raid tokens) in the
        reader's words: each kind of note by its message (:data:`NOTES`), a printed name in it as printed."""
        if self.english:
            return note
        token = TOKEN.fullmatch(note)
        if token:  # a Raid token: its kind by id, its details (a Skull's colour, an Officer's number) said too
            details = ", ".join(self.known(f"dice-colour-{d}", d) for d in (token["details"] or "").split(", ") if d)
            return self("dice-img-note-token", token=TOKENS[token["label"]], n=int(token["n"] or 1), details=details or "none")
        for pattern, key in NOTES:
            found = pattern.fullmatch(note)
            if found:
                args = {k: v for k, v in found.groupdict().items() if v is not None}
                if "face" in args:
                    args["face"] = self.known(f"dice-face-{args['face']}", args["face"])
                return self(key, **args)
        return note

    def data_note(self, note: str) -> str:
        """The view's data note (the engine's ``DATA_NOTE``: ``dice-start-note-data``'s English words) in ``lang``."""
        if self.english or note != i18n.t("dice-start-note-data", lang=DEFAULT):
            return note
        return self("dice-start-note-data").replace("`", "")  # the post's code marks are not drawn


NOTES = [(re.compile(p), k) for p, k in (
    (r"Needs (?P<names>.+)", "dice-img-note-needs"),
    (r"Give up (?P<names>.+)", "dice-img-note-give-up"),
    (r"\+(?P<n>\d+) (?P<what>Soldier|Courage|Star|Tool)s? a turn", "dice-img-note-gain"),
    (r"Gain (?P<n>\d+)d6 Soldiers on arrival", "dice-img-note-arrival-dice"),
    (r"Gain (?P<n>\d+) (?P<what>Soldier|Courage|Star)s? on arrival", "dice-img-note-arrival"),
    (r"Lose (?P<n>\d+) Specialists?", "dice-img-note-lose"),
    (r"Medal on first visit", "dice-img-note-medal"),
    (r"Vehicle here", "dice-img-note-vehicle"),
    (r"Max (?P<n>\d+) turns?", "dice-img-note-max"),
    (r"Roll only (?P<n>\d+) dic?e", "dice-img-note-roll-only"),
    (r"No dice locked", "dice-img-note-no-lock"),
    (r"No Items found here", "dice-img-note-no-find"),
    (r"Command Post", "dice-img-note-command-post"),
    (r"Single Combat", "dice-img-note-single-combat"),
    (r"Impassable", "dice-img-note-impassable"),
    (r"Tiger \((?P<face>[^)]*)\), heading (?P<way>down|up)", "dice-img-note-tiger"),
    (r"(?P<name>.+) here", "dice-img-note-here"),
)]
"""The Sector notes' kinds, as the view words them in English (``rules/dday_dice/view.py``, ``overlord/token_notes.py``),
each with its message: the named groups are its arguments."""

TOKENS = {label: kind for kind, label in LABELS.items()} | {"Para": "para"}
"""A Raid token's kind by its English label."""
TOKEN = re.compile("(?P<label>" + "|".join(re.escape(label) for label in TOKENS) + r")(?: x(?P<n>\d+))?"
                   r"(?: \((?P<details>[^)]*)\))?")

_SAYING: ContextVar[Words | None] = ContextVar("dice_image_words", default=None)
_ENGLISH = Words()


def say() -> Words:
    """The words of the image being drawn (English outside :func:`speaking`)."""
    return _SAYING.get() or _ENGLISH


@contextmanager
def speaking(lang: str | None) -> Iterator[Words]:
    """Draw in ``lang`` within the block (``None``: keep the language of the image being drawn)."""
    if lang is None:
        yield say()
        return
    token = _SAYING.set(Words(lang))
    try:
        yield say()
    finally:
        _SAYING.reset(token)
