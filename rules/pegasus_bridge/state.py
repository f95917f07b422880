"""The game state of Opération Commando: Pegasus Bridge.

One frozen pydantic model whose JSON form is plain (objects with string keys, arrays, ints, strings), so that
``load_state(dump_state(s)) == s`` holds. Cards are printed numbers as strings, kept in tuples (:data:`SeatCards`:
each seat's hand, piles, heroic cards and objectives); the *end* of a draw pile or Terrain pile is its top card.
The rules never change a state: they write a new one through the working context (``replace``, ``set_cards``,
``add_tokens``, ``flag``, ``terrain_note``, the Assault's ``assault_note``/``front_note``/``fight_note``...:
:class:`~rules.pegasus_bridge.common.GameBase`), sharing every part they leave alone, so an apply copies no state.

Every value inside is typed (:mod:`~rules.pegasus_bridge.state_parts`), read by attribute, never by key: the
Assault (:class:`~.state_parts.Assault`: its fronts, each with its fight and its table), the ``stack``
(:class:`~.state_parts.StackEntry`), a card's ``choice``, the ``campaign`` and its results, the ``blue`` tokens,
the ``outcome``, and two sets of notes written entry by entry: the flow's ``flags``
(:class:`~.state_parts.Flags`, a heroic-card pick under way among them: :class:`~.state_parts.HeroicPick`) and the
Terrain piles' record ``terrain`` (:class:`~.state_parts.TerrainNotes`). Their JSON is the text the state has
always been stored as (short keys such as ``"c"``, ``"gf"``; the notes' entries in the order written), so older
snapshots load and a replayed export hashes as it did.

Private parts (never in a spectator's view): ``hand``, ``draw`` (order and
content), ``discard`` (a player may not look at his opponent's discard pile;
the public ``seen`` log lists the cards that went there face up), ``heroic``
(unchosen heroic cards), ``counter_pile`` (face down), the scenario 3 pile
arrangement in ``terrain``, and both dice seeds.

Flow: ``step`` names where the rules are; ``pending`` is the decision they
wait for (``None`` once the game is over): a frozen :data:`~.pending.Decision`, one model per kind
(its JSON form ``{"kind": ..., "seats": [...], ...}``).
``assault`` holds the fronts of the current Assault (one Terrain, or the two
bridges of scenario 1B), each with its table of cards and its fight; ``stack`` the cards played and not yet resolved
(each gets its opponent's cancellation window first).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, model_validator

from rules.core.dice import Dice
from rules.pegasus_bridge.pending import Decision
from rules.pegasus_bridge.scenario import MODES, SCENARIO_IDS
from rules.pegasus_bridge.state_parts import (
    Assault,
    BlueTokens,
    Campaign,
    CardChoice,
    Ending,
    Flags,
    StackEntry,
    TerrainNotes,
)

RULESET = "pegasus-bridge/3"
"""The current ruleset: /3 writes every counted noun to agree with its number ("1 card", "3 cards"; issue #46);
/2 worded the 1B counter-attack reserve's count ("showed the British 2 cards") but still wrote "card(s)" and
"token(s)" elsewhere; the events of /1 said "showed 2 card(s) to the British" too. Both are still replayed exactly
(``REPLAYS``): :func:`old_words` is the one switch their words hang on."""
REPLAYS = ("pegasus-bridge/2", "pegasus-bridge/1")
OLD_WORDS = frozenset(REPLAYS)
"""The rulesets whose events wrote "card(s)" (:func:`old_words`)."""
SEATS = ("british", "german")
TOKEN_KINDS = ("normal", "plus3", "plus3h", "thornton")
"""Tokens in front of a player: normal (+1/failure), yellow +3 (``plus3h`` when
given by a heroic card, so usable against the Auto-mitrailleuse), green Thornton."""


SeatCards = Mapping[str, tuple[str, ...]]
"""Each seat's cards in one place (hand, draw pile, ...), in order: a pile's top card is its last."""


def old_words(state: PBState) -> bool:
    """Whether this game's events keep the words it was logged with before its counted nouns agreed."""
    return state.ruleset in OLD_WORDS


def other(seat: str) -> str:
    return "german" if seat == "british" else "british"


class PBState(BaseModel):
    """Everything needed to continue a game (see module docs)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    game: str = "pegasus-bridge"
    ruleset: str = RULESET
    mode: str
    scenario: str
    cards_hash: str
    card_overrides: dict[str, dict[str, Any]] = Field(default_factory=dict)
    """Effective records of the cards an override file changed when the game started."""
    settings: Mapping[str, str] = Field(default_factory=lambda: {"british": "always", "german": "always"})
    turn: int = 0
    """Turns since the start (across a campaign); ``sturn`` counts turns of the current scenario."""
    sturn: int = 0
    phase: str = "setup"
    step: str = "start"
    pending: Decision | None = None
    draw: SeatCards
    hand: SeatCards
    discard: SeatCards
    seen: SeatCards
    heroic: SeatCards
    slots: SeatCards = Field(default_factory=lambda: {"british": (), "german": ()})
    """Each seat's heroic cards of the scenario in a secret random order: ``take heroic B`` names the second.
    The letters let the public action log say nothing about which card was taken."""
    removed: SeatCards
    """Heroic cards played (removed from the game, public)."""
    lost: SeatCards = Field(default_factory=lambda: {"british": (), "german": ()})
    """Heroic cards removed unrevealed (scenario 3), private."""
    mulligan: Mapping[str, bool] = Field(default_factory=dict)
    """Seats that still may take a new starting hand."""
    tokens: Mapping[str, Mapping[str, int]]
    reserve: int
    specials: Mapping[str, int]
    pe: int | None = None
    face: str | None = None
    terrain: TerrainNotes = Field(default_factory=TerrainNotes)
    current: tuple[str, ...] = ()
    revealed: tuple[str, ...] = ()
    last_winner: str | None = None
    assault: Assault | None = None
    stack: tuple[StackEntry, ...] = ()
    choice: CardChoice | None = None
    flags: Flags = Field(default_factory=Flags)
    played: tuple[str, ...] = ()
    """Non-heroic cards the German played this turn (scenario 1B counter-attack pile)."""
    counter_pile: tuple[str, ...] = ()
    objectives: SeatCards = Field(default_factory=lambda: {"british": (), "german": ()})
    counters: Mapping[str, int] = Field(default_factory=dict)
    blue: BlueTokens | None = None
    campaign: Campaign | None = None
    outcome: Ending | None = None
    dice: Dice
    """Token and Fate tosses (a test's dice script is consumed here)."""
    deck_dice: Dice
    """Shuffles and random picks (never scripted)."""

    @model_validator(mode="after")
    def _check(self) -> PBState:
        if self.mode not in MODES or self.scenario not in SCENARIO_IDS:
            raise ValueError(f"unknown mode/scenario {self.mode!r}/{self.scenario!r}")
        for name in ("draw", "hand", "discard", "seen", "heroic", "removed", "tokens"):
            if set(getattr(self, name)) != set(SEATS):
                raise ValueError(f"{name} must have exactly the seats british and german")
        for seat, toks in self.tokens.items():
            for k, v in toks.items():
                if k not in TOKEN_KINDS or v < 0:
                    raise ValueError(f"bad token entry {k}={v} for {seat}")
        for seat, value in self.settings.items():
            if seat not in SEATS or value not in ("always", "never"):
                raise ValueError(f"bad setting {seat}={value}")
        if self.reserve < 0 or (self.pe is not None and self.pe < 0):
            raise ValueError("negative reserve or strength points")
        if self.face not in (None, "british", "german"):
            raise ValueError(f"bad Turn token face {self.face!r}")
        return self

