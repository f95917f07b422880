"""Atlantikwall: what everyone may see of the German player, and what he alone sees.

Public (:class:`GermanView`): Soldiers, Courage, Stars, Item Points, his
Specialists and Items, the German Reserve, his dice and bonuses, whether the
Land Mines and MGF are active, the MGF removed for good, the Awards played,
the size of his hand, of the deck and of the discard pile (the discard pile
is face up). Never the Awards in his hand, nor the deck order.

Private (:class:`GermanPrivate`, in ``DDView.private`` for the seat
``german`` only): the Awards in hand and the cards he is looking at.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict

from rules.dday_dice.german_records import german_data
from rules.dday_dice.german_waits import word
from rules.dday_dice.state import GermanSide

FACE_LABEL = {"soldier1": "1 Soldier", "soldier2": "2 Soldiers", "star": "Star", "courage": "MGF",
              "tool": "Tool", "skull": "Skull"}


class _V(BaseModel):
    model_config = ConfigDict(frozen=True)


class CardView(_V):
    id: str
    name: str
    text: str
    provenance: str
    placeholder: bool


class GermanDieView(_V):
    number: int
    colour: str
    """red, white or black."""
    face: str
    face_label: str
    locked: bool
    added: bool
    role: str


class GermanView(_V):
    name: str
    soldiers: int
    courage: int
    stars: int
    ip: int
    specialists: list[CardView]
    items: list[CardView]
    reserve: list[CardView]
    item_reserve: list[CardView]
    dice: list[GermanDieView]
    claims: list[str]
    mines_active: bool
    mgf_active: bool
    removed_mgf: dict[str, int]
    award_count: int
    deck_count: int
    discard: list[CardView]
    played: list[CardView]
    deficit: int
    waiting: bool
    pending: list[str]
    """What waits for them, each as its stored word (:func:`.german_waits.word`: ``blind``, ``wound:ID`` of a
    public Black Award, ``lose``, ``pick``, ``look``, ...): none names a secret card."""
    rolls_left: int = 0
    """Rerolls left in Phase 1 (his dice tray says it, like a Unit's)."""
    final: bool = False
    """True once his dice are his Final Tally (Phase 1 over for him)."""


class GermanPrivate(_V):
    awards: list[CardView]
    looked: list[CardView]


def _spec(sid: str) -> CardView:
    r = german_data().specialists[sid]
    return CardView(id=sid, name=r.name, text=r.text or r.effect.describe(), provenance=r.provenance,
                    placeholder=r.placeholder)


def _item(iid: str) -> CardView:
    r = german_data().items[iid]
    return CardView(id=iid, name=r.name, text=f"{r.ip} IP: {r.effect.describe()}", provenance=r.provenance,
                    placeholder=r.placeholder)


def award_card(aid: str) -> CardView:
    r = german_data().awards[aid]
    return CardView(id=aid, name=r.name, text=r.describe(), provenance=r.provenance, placeholder=r.placeholder)


def german_view(gs: GermanSide, waiting: bool, mines: bool, mgf: bool, *, rolls_left: int = 0, final: bool = False
                ) -> GermanView:
    gd = german_data()
    return GermanView(
        name="German player", soldiers=gs.soldiers, courage=gs.courage, stars=gs.stars, ip=gs.ip,
        specialists=[_spec(x) for x in gs.specialists], items=[_item(x) for x in gs.items],
        reserve=[_spec(x) for x in gs.reserve], item_reserve=[_item(x) for x in dict.fromkeys(gs.item_reserve)],
        dice=[GermanDieView(number=i, colour="black" if d.colour == "blue" else d.colour, face=d.face,
                            face_label=FACE_LABEL[d.face], locked=d.locked, added=d.added, role=d.role)
              for i, d in enumerate(gs.dice, 1)],
        claims=["Straight" if c.face == "straight" else gd.rbn[c.face].name for c in gs.claims],
        mines_active=mines, mgf_active=mgf, removed_mgf=dict(gs.removed_mgf), award_count=len(gs.awards),
        deck_count=len(gs.award_deck), discard=[award_card(x) for x in gs.award_discard],
        played=[award_card(x) for x in gs.played], deficit=gs.deficit, waiting=waiting,
        pending=[word(p) for p in gs.pending], rolls_left=rolls_left, final=final,
    )


def german_private(gs: GermanSide) -> GermanPrivate:
    return GermanPrivate(awards=[award_card(x) for x in gs.awards], looked=[award_card(x) for x in gs.looked])
