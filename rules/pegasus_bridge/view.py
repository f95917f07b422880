"""What a seat (or a spectator) may see of a Pegasus Bridge game.

The public part holds only what both players see at the table: Terrains in
play (size, draws, effect, German Unit limit and its modifiers), the cards
face up on the table in the order they were played (destroyed Units
flagged), cards waiting for their cancellation window, tokens in front of
each player, the Reserve and special tokens, Strength Points, the Turn token,
hand / draw pile / discard pile counts, the cards seen going to each discard
pile, heroic cards played, objectives taken, the campaign score and whose
decision it is.

``private`` (``None`` for spectators) adds the seat's own hand, own heroic
cards still to choose, own discard pile, standing setting, the counter-attack
pile (both players have seen it) and, for the German in scenario 3, his own
arrangement of the Terrain piles. No view ever holds a draw pile's order or
the dice seeds.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from rules.pegasus_bridge import scenario as SC
from rules.pegasus_bridge.cards import CardTable, text_key
from rules.pegasus_bridge.common import NAMES
from rules.pegasus_bridge.flow import Game
from rules.pegasus_bridge.state import SEATS, PBState
from rules.pegasus_bridge.state_parts import BlueTokens


class CardView(BaseModel):
    model_config = ConfigDict(frozen=True)

    number: str
    name: str
    type: str
    value: int | None = None
    unit_type: str | None = None
    heroic: bool = False
    text: str
    key: str = ""
    """The message wording :attr:`text` (:func:`rules.pegasus_bridge.cards.text_key`), "" for an overridden text."""
    provenance: str


class TerrainView(BaseModel):
    model_config = ConfigDict(frozen=True)

    number: str
    name: str
    size: int | None
    draw_british: int
    draw_german: int
    text: str
    key: str = ""
    """The message wording :attr:`text`, as :attr:`CardView.key`."""
    provenance: str


class TableCard(BaseModel):
    model_config = ConfigDict(frozen=True)

    card: CardView
    side: str
    played_as: str
    """``unit``, ``ca`` (Combat Action), ``action`` (a Unit played as a Combat Action) or ``event``."""
    state: str | None = None
    """Units: ``fighting``, ``destroyed`` (turned sideways), ``won`` or ``absorbed``."""


class FightView(BaseModel):
    model_config = ConfigDict(frozen=True)

    german: str
    british: str | None
    german_value: int
    british_value: int | None
    turn: str
    """``g_init`` (German initiative), ``b_place``, ``british`` or ``german`` (whose raise)."""
    tokens_banned: list[str] = Field(default_factory=list)


class FrontView(BaseModel):
    model_config = ConfigDict(frozen=True)

    terrain: TerrainView
    kind: str
    """``normal``; ``hold`` (a bridge: losses cost Strength Points without ending the Assault); ``ranville``."""
    limit: int
    limit_modifier_cards: int
    limit_modifier_scenario: int
    units_played: int
    german_fought: int
    british_fought: int
    closed: str | None
    table: list[TableCard]
    fight: FightView | None


class SideView(BaseModel):
    model_config = ConfigDict(frozen=True)

    hand: int
    heroic_in_hand: int
    """Heroic cards have a star on their back, so their number in a hand is public."""
    draw_pile: int
    discard_pile: int
    seen_discards: list[str]
    """Cards that went to the discard pile face up (some may have been taken back since)."""
    heroic_available: int
    heroic_played: list[str]
    heroic_lost: int
    tokens: dict[str, int]
    objectives: list[str]
    mulligan_left: bool


class Waiting(BaseModel):
    model_config = ConfigDict(frozen=True)

    seat: str
    kind: str


class CampaignView(BaseModel):
    model_config = ConfigDict(frozen=True)

    stage: int
    scenarios: list[str]
    results: list[dict]
    vp_so_far: int
    blue_tokens_german: int
    blue_tokens_british: int
    blue_tokens_lost: int
    blue_on: str | None
    total: int | None = None
    band: str | None = None


class PrivateView(BaseModel):
    model_config = ConfigDict(frozen=True)

    seat: str
    hand: list[CardView]
    heroic_available: list[CardView]
    heroic_slots: dict[str, str] = Field(default_factory=dict)
    """Secret letter -> card number of your heroic cards still available ('take heroic B')."""
    discard: list[str]
    setting: str
    counter_pile: list[str] = Field(default_factory=list)
    dives_piles: dict[str, list[str]] | None = None


class PBView(BaseModel):
    model_config = ConfigDict(frozen=True)

    game: str = "pegasus-bridge"
    mode: str
    scenario: str
    scenario_name: str
    turn: int
    scenario_turn: int
    phase: str
    phase_label: str
    waiting_for: list[Waiting]
    strength_points: int | None
    turn_token: str | None
    reserve: int
    special_tokens: dict[str, int]
    sides: dict[str, SideView]
    terrain: list[TerrainView]
    """Where this turn takes place (two cards on the scenario 1B bridges turn)."""
    revealed: list[TerrainView]
    """Face-up Terrains waiting for a choice."""
    terrain_piles: dict[str, int]
    terrain_discard: list[str]
    fronts: list[FrontView]
    stack: list[TableCard]
    """Cards just played, waiting for the opponent's answer (top last)."""
    guns_destroyed: int | None = None
    bridges_taken: list[str] = Field(default_factory=list)
    ranville_face: str | None = None
    dives_piles: list[dict] = Field(default_factory=list)
    counter_pile: int = 0
    campaign: CampaignView | None = None
    outcome: str | None = None
    winners: list[str] = Field(default_factory=list)
    data_note: str = ""
    private: PrivateView | None = None


def card_view(t: CardTable, number: str) -> CardView:
    r = t[number]
    return CardView(number=number, name=r.name, type=r.type, value=r.value, unit_type=r.unit_type, heroic=r.heroic,
                    text=r.text, key=text_key(r), provenance=r.provenance)


def terrain_view(t: CardTable, number: str) -> TerrainView:
    r = t[number]
    assert r.terrain is not None
    return TerrainView(number=number, name=r.name, size=r.terrain.size, draw_british=r.terrain.draw_british,
                       draw_german=r.terrain.draw_german, text=r.text, key=text_key(r), provenance=r.provenance)


def build_view(s: PBState, t: CardTable, seat: str | None, label: str, note: str) -> PBView:
    g = Game(s, t)
    sides = {}
    for x in SEATS:
        sides[x] = SideView(
            hand=len(s.hand[x]), heroic_in_hand=sum(1 for c in s.hand[x] if t[c].heroic),
            draw_pile=len(s.draw[x]), discard_pile=len(s.discard[x]), seen_discards=list(s.seen[x]),
            heroic_available=len(s.heroic[x]), heroic_played=list(s.removed[x]), heroic_lost=len(s.lost[x]),
            tokens={k: v for k, v in s.tokens[x].items() if v}, objectives=list(s.objectives[x]),
            mulligan_left=bool(s.mulligan.get(x)),
        )
    fronts = []
    if s.assault:
        for i, f in enumerate(s.assault.fronts):
            fight = f.fight
            fv = None
            if fight is not None:
                fv = FightView(german=fight.german, british=fight.british, german_value=g.total("german", i) or 0,
                               british_value=g.total("british", i), turn=fight.turn, tokens_banned=list(fight.banned))
            fronts.append(FrontView(
                terrain=terrain_view(t, f.terrain), kind=f.kind, limit=g.limit(f), limit_modifier_cards=f.mod,
                limit_modifier_scenario=f.smod, units_played=f.units, german_fought=f.german_fought,
                british_fought=f.british_fought, closed=f.closed,
                table=[TableCard(card=card_view(t, e.card), side=e.side, played_as=e.played_as, state=e.state)
                       for e in f.table],
                fight=fv,
            ))
    ter = s.terrain
    piles: dict[str, int] = {}
    dives: list[dict] = []
    letter = SC.SCENARIOS[s.scenario].letter
    if letter == "P":
        piles["terrain"] = len(ter.pile)
    elif letter == "M":
        for k in ("approach", "objectives", "battery"):
            piles[k] = len(getattr(ter, k))
    else:
        for pos, bridge in enumerate(ter.order, start=1):
            shown = bridge if (bridge in ter.done or bridge == ter.active) else None
            left = 4
            if bridge in ter.done:
                left = 0
            elif bridge == ter.active:
                left = max(0, 4 - 2 * ter.pt)
            dives.append({"position": pos, "bridge": shown, "cards_left": left})
    priv = None
    if seat is not None:
        hide_counter = seat not in SEATS
        priv = PrivateView(
            seat=seat, hand=[card_view(t, c) for c in sorted(s.hand[seat])],
            heroic_available=[card_view(t, c) for c in s.heroic[seat]], discard=list(s.discard[seat]),
            heroic_slots={chr(65 + i): c for i, c in enumerate(s.slots[seat]) if c in s.heroic[seat]},
            setting=s.settings.get(seat, "always"),
            counter_pile=[] if hide_counter else list(s.counter_pile),
            dives_piles=({b: list(p) for b, p in ter.piles.items()} if (seat == "german" and letter == "D")
                         else None),
        )
    camp = None
    if s.campaign is not None:
        c = s.campaign
        b = s.blue if s.blue is not None else BlueTokens(german=0, british=0, lost=0, on="")
        camp = CampaignView(stage=c.stage, scenarios=list(SC.CAMPAIGN), results=[r.model_dump() for r in c.results],
                            vp_so_far=sum(r.vp for r in c.results), blue_tokens_german=b.german,
                            blue_tokens_british=b.british, blue_tokens_lost=b.lost,
                            blue_on=b.on or None, total=c.total, band=c.band)
    bridges = [c for c in s.objectives["british"] if c in ("1014A", "1015A") or c in SC.D_OBJECTIVES]
    if letter == "P":
        bridges = ([SC.BENOUVILLE] if ter.benouville_taken else []) + (
            [SC.RANVILLE] if ter.ranville == SC.HORSA_BRIDGE else [])
    return PBView(
        mode=s.mode, scenario=s.scenario, scenario_name=SC.SCENARIOS[s.scenario].name, turn=s.turn,
        scenario_turn=s.sturn, phase=s.phase, phase_label=label,
        waiting_for=[Waiting(seat=x, kind=s.pending.kind) for x in s.pending.seats] if s.pending else [],
        strength_points=s.pe, turn_token=s.face, reserve=s.reserve, special_tokens=dict(s.specials),
        sides=sides, terrain=[terrain_view(t, c) for c in s.current],
        revealed=[terrain_view(t, c) for c in s.revealed] if not s.flags.from_objectives else [],
        terrain_piles=piles, terrain_discard=list(ter.discard) + list(ter.out),
        fronts=fronts,
        stack=[TableCard(card=card_view(t, e.card), side=e.seat, played_as=e.played_as) for e in s.stack],
        guns_destroyed=g.guns() if letter == "M" else None, bridges_taken=bridges,
        ranville_face=ter.ranville, dives_piles=dives, counter_pile=len(s.counter_pile), campaign=camp,
        outcome=s.outcome.reason if s.outcome else None, winners=list(s.outcome.winners) if s.outcome else [],
        data_note=note, private=priv,
    )


__all__ = ["PBView", "build_view", "NAMES"]
