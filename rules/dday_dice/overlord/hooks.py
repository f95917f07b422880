"""Overlord's rules where the base game's flow lets a campaign in (:class:`rules.dday_dice.hooks.CampaignRules`).

Each hook is the Overlord rule that answers it (most are the rule module's own function); the engine is made with
:data:`OVERLORD` and hands it to each working context (``g.campaign``). Every rule here does what the base game does when a
game has no campaign. The few hooks that put several rules together (a rally or a find checked against each
rule of the campaign in turn, Call for Help claimed, the Mont Fleury trench) are written out below.
"""

from __future__ import annotations

from rules.dday_dice import bonuses, items, rally
from rules.dday_dice.actions import Rally
from rules.dday_dice.context import Working, refuse
from rules.dday_dice.hooks import CampaignRules
from rules.dday_dice.overlord import (
    call_for_help,
    campaign,
    carry,
    fanatical_defenders,
    keep_going,
    mont_fleury,
    mulligan_tokens,
    mutual_admiration,
    neutral,
    novice_officer,
    postscript,
    raid_a,
    raids,
    reserves,
    scope,
    share_the_pain,
    tie_break,
    token_notes,
    trapped_officers,
    unique_specialists,
    victoria_cross,
)
from rules.dday_dice.overlord.battle_map import raid_map
from rules.dday_dice.overlord.teams import team_name
from rules.dday_dice.state import Claim, DDState, Unit
from rules.dday_dice.why import Why


def _sector_notes(s: DDState | None, sector: str) -> list[str]:
    return token_notes.notes(s.campaign if s else None, sector)


def _novice(s: DDState, seat: str):
    return novice_officer.shown(s.campaign, seat)


def _performance(s: DDState) -> dict[str, int]:
    c = s.campaign
    if c is None:
        return {}
    return {team_name(t.column): sum(r.totals[i] for r in c.scores) for i, t in enumerate(c.teams)}


def _option_label(option: str) -> str | None:
    return call_for_help.LABEL if option == call_for_help.KEY else None


def _rwb_options(g: Working, u: Unit, face: str) -> list[str]:
    return [call_for_help.KEY] if call_for_help.offered(g, u, face) else []


def _rwb_option_label(g: Working, u: Unit, face: str, key: str) -> Why | None:
    if key == call_for_help.KEY and call_for_help.offered(g, u, face):
        return Why(call_for_help.LABEL, "dice-rwb-call-for-help")
    return None


def _claim_rwb(g: Working, seat: str, a, dice_ids: tuple[int, ...], text: str) -> bool:
    """Call for Help claimed: its dice spent, the Unit put in safety."""
    if a.option != call_for_help.KEY:
        return False
    if a.results:
        raise refuse(text, "Call for Help adds nothing.", bonuses.RULE, key="dice-no-call-for-help-adds-nothing")
    u = g.unit(seat)
    dice = tuple(d.model_copy(update={"role": "bonus"}) if i in dice_ids else d for i, d in enumerate(u.dice, 1))
    g.put(u.model_copy(update={"dice": dice, "claims": u.claims + (Claim(face=a.face, option=a.option,
                                                                           dice=dice_ids),)}))
    call_for_help.to_safety(g, seat)
    return True


def _may_rally(g: Working, u: Unit, what: str) -> bool:
    return (not trapped_officers.rally_refusal(g, u, what) and not unique_specialists.refusal(g, u, what)
            and not raids.rally_refusal(g, u, what))


def _free_rallies(g: Working, u: Unit, offered: list[str]) -> list[str]:
    return [x for x in trapped_officers.OFFICERS if trapped_officers.free_rally(g, u, x) and x not in offered]


def _rally(g: Working, seat: str, a: Rally, text: str) -> bool:
    """A rally checked against the campaign's rules in turn; a trapped officer freed from a token is settled."""
    u = g.unit(seat)
    why = mutual_admiration.refusal(g, seat, a)
    if why:
        raise refuse(text, why + ".", mutual_admiration.RULE, key="dice-no-reason", args={"why": why})
    why = unique_specialists.refusal(g, u, a.what)
    if why:
        raise refuse(text, why + ".", unique_specialists.RULE, key="dice-no-reason", args={"why": why})
    why = trapped_officers.rally_refusal(g, u, a.what)
    if why:
        raise refuse(text, why + ".", trapped_officers.RULE, key="dice-no-reason", args={"why": why})
    why = raids.rally_refusal(g, u, a.what)
    if why:
        raise refuse(text, why + ".", rally.RULE, key="dice-no-reason", args={"why": why})
    if trapped_officers.free_rally(g, u, a.what):
        trapped_officers.rally_free(g, seat, a.what)
        return True
    return False


def _tie_order(g: Working, units: list[Unit]) -> list[Unit]:
    if g.s.campaign is None:
        return sorted(units, key=lambda u: (u.soldiers, u.courage, u.stars, u.seat))
    return tie_break.order(g, units)


def _extra_finds(g: Working, u: Unit) -> list[str]:
    return [fanatical_defenders.FT] if fanatical_defenders.find_here(g, u) else []


def _find(g: Working, seat: str, what: str, text: str) -> bool:
    """A find checked against the campaign's rules: Fanatical Defenders' Flame-Thrower is settled here; an Item
    a Raid withholds is refused."""
    u = g.unit(seat)
    if what == fanatical_defenders.FT and fanatical_defenders.in_play(g):
        why = fanatical_defenders.refusal(g, u)
        if why:
            raise refuse(text, why + ".", fanatical_defenders.RULE, key="dice-no-reason", args={"why": why})
        fanatical_defenders.find(g, seat)
        return True
    withheld = raid_a.find_refusal(g, what)
    if withheld:
        raise refuse(text, withheld + ".", "The Race for the Flame-Thrower",
                     key="dice-no-reason-withheld", args={"withheld": withheld})
    withheld = raids.find_refusal(g, u, what)
    if withheld:
        raise refuse(text, withheld + ".", items.RULE, key="dice-no-reason-withheld", args={"withheld": withheld})
    return False


def _trench_refusal(g: Working, u: Unit) -> Why | None:
    return mont_fleury.NEEDS if mont_fleury.way(g, u) is None else None


class Overlord(CampaignRules):
    """Overlord's campaigns, Blitzkrieg and Raids (``overlord/``)."""

    board = staticmethod(raid_map)
    several_reserves = staticmethod(reserves.several)
    reserve_pool = staticmethod(reserves.pool)
    take_from_reserve = staticmethod(reserves.take)
    give_back = staticmethod(reserves.give_back)
    sector_notes = staticmethod(_sector_notes)
    novice = staticmethod(_novice)
    performance = staticmethod(_performance)
    option_label = staticmethod(_option_label)

    mulligan_tokens_in_use = staticmethod(mulligan_tokens.in_use)
    mulligan_token_left = staticmethod(mulligan_tokens.can_spend)
    carry_pending = staticmethod(carry.pending)
    carry_choices = staticmethod(carry.choices)
    carry_steps = staticmethod(carry.legal)
    apply_carry = staticmethod(carry.apply)
    retreats = staticmethod(keep_going.destinations)
    retreat_steps = staticmethod(keep_going.legal)
    apply_retreat = staticmethod(keep_going.apply)
    retreat_soldiers = staticmethod(keep_going.soldiers_for)
    can_redraw = staticmethod(victoria_cross.can_redraw)
    redraw = staticmethod(victoria_cross.redraw)

    open_phase2 = staticmethod(share_the_pain.open_phase2)
    givable = staticmethod(share_the_pain.givable)
    share = staticmethod(share_the_pain.give)
    rwb_options = staticmethod(_rwb_options)
    rwb_option_label = staticmethod(_rwb_option_label)
    claim_rwb = staticmethod(_claim_rwb)

    command_post = staticmethod(postscript.active)
    may_rally = staticmethod(_may_rally)
    free_rallies = staticmethod(_free_rallies)
    rally_forms = staticmethod(mutual_admiration.forms)
    rally = staticmethod(_rally)
    rally_settled = staticmethod(mutual_admiration.settled)
    tie_order = staticmethod(_tie_order)
    extra_finds = staticmethod(_extra_finds)
    find_refusal = staticmethod(raids.find_refusal)
    find = staticmethod(_find)

    may_leave_bunker = staticmethod(raids.may_leave_bunker)
    landing = staticmethod(raids.landing)
    enter_refusal = staticmethod(raids.enter_refusal)
    bunker_refusal = staticmethod(campaign.bunker_refusal)
    trench = staticmethod(mont_fleury.is_trench)
    trench_refusal = staticmethod(_trench_refusal)
    cross_trench = staticmethod(mont_fleury.build)
    entering = staticmethod(fanatical_defenders.entered)
    arrived = staticmethod(raids.on_arrive)

    on_combat = staticmethod(raids.on_combat)
    defence_change = staticmethod(raids.defence_change)
    sits_out = staticmethod(raids.sits_out)
    on_special_damage = staticmethod(raids.on_special_damage)
    bunker_helpers = staticmethod(raids.bunker_helpers)
    on_conquered = staticmethod(raids.on_conquered)

    on_phase = staticmethod(raids.on_phase)
    raid_orders = staticmethod(raids.legal_orders)
    owed = staticmethod(raids.owed)
    waits = staticmethod(raids.waits)
    owed_refusal = staticmethod(raids.owed_refusal)
    apply_order = staticmethod(raids.apply_order)
    all_units = staticmethod(scope.all_units)
    all_units_label = staticmethod(scope.all_units_label)
    check = staticmethod(campaign.check)

    glossary_entries = staticmethod(neutral.unique_entries)
    glossary_records = staticmethod(neutral.unique_records)


OVERLORD = Overlord()
"""The rules the engine is made with."""
