### A&A D-Day's game words (issue #28): events, refusals, prompts and choices of rules/aa_dday.
### Arguments are turned into words by i18n/aa_dday.py (zones, units, dice, seats, cards); see its table.

-cities = Cherbourg, St. Lô and Caen

## Turns and victory
aa-setup = The armies are set up on the board; turn 1 begins with the airborne assault.
aa-turn-begins = Turn { $turn } begins.
aa-turn-end = Turn { $turn } ends; the Allies hold { $held } of the 3 cities.
aa-victory-quick = The Allies win: they hold { -cities } at the end of turn { $turn } (optional rule).
aa-victory-held = The Allies win: they held { -cities } for a full turn.
aa-victory-close = The Allies hold { -cities }: they are close to victory. If they still hold all three at the end of turn { $turn }, they win.
aa-victory-lost-hold = The Allies no longer hold all of { -cities }; they must take and hold them again.
aa-victory-axis-quick = The Axis wins: turn { $turn } is over and the Allies do not hold { -cities }.
aa-victory-axis-full = The Axis wins: turn { $turn } is over and the Allies did not hold { -cities } for a full turn.
aa-victory-doomed = The Allies do not hold all of { -cities } at the end of turn { $turn }: they can no longer win. Play goes on to the end of turn { $last }.

## The deck
aa-card-back = { $card } re-enters the deck{ $with_fortune ->
    [true] {" "}(with its fortune card)
   *[false] {""}
}.
aa-card-removed = { $card } leaves the deck{ $with_fortune ->
    [true] {" "}(with its fortune card)
   *[false] {""}
}: { $why ->
    [first-turn] it is played on the first turn only
    [no-blockhouse] no blockhouse is left
    [no-fighter] every fighter has been shot down
    [no-bomber] every bomber has been shot down
    [no-sea-blockhouse] no blockhouse that can fire to sea is left
    [allies-ashore] every Allied reinforcement is ashore
    [allied-charts-empty] the U.K. and U.S. reinforcement charts are empty
   *[german-charts-empty] the German reinforcement charts are empty
}.

## Tactics cards
aa-tactic-unusable = { $tactic } comes up; { $side ->
    [axis] the Axis
   *[allies] the Allies
} cannot use it now ({ $reason }).
aa-tactic-pass = { $seat } { $joint ->
    [true] pass
   *[false] passes
} on { $tactic }.
aa-tactic-play = { $seat } { $joint ->
    [true] play
   *[false] plays
} { $tactic }: { $summary }. The card leaves the deck.
aa-tactic-summary-1 = paratroopers drop from the reinforcement charts and attack at once
aa-tactic-summary-2 = may knock the first unit off each Allied reinforcement chart
aa-tactic-summary-3 = one patrolling fighter is immune to antiaircraft fire in the next phase
aa-tactic-summary-4 = remove an Allied land unit in or next to a zone where a fighter was shot down
aa-tactic-summary-5 = one more die for each striking bomber
aa-tactic-summary-6 = remove an Allied land unit next to a zone where a bomber missed
aa-tactic-summary-7 = no Allied unit may enter one coastal zone in the next phase
aa-tactic-summary-8 = rebuild a blockhouse on an empty silhouette
aa-tactic-summary-9 = rearrange the units in your beachhead boxes
aa-tactic-summary-10 = infantry paired with artillery attack on 2 in the next phase
aa-tactic-summary-11 = Allied artillery fires at German units in adjacent zones
aa-tactic-summary-12 = the Resistance may remove a German unit in each German-held city
aa-tactic-summary-13 = German artillery fires at Allied units in adjacent zones
aa-tactic-summary-14 = move patrolling fighters to a zone with a German reinforcement marker
aa-tactic-summary-15 = move one German unit anywhere along a safe road
aa-tactic-summary-16 = destroyed U.K. infantry return to the reinforcement chart

## Why a tactics card cannot be used now
aa-why-no-infantry-waits-on-the-charts-for-a-zone-with-room = no infantry waits on the charts for a zone with room
aa-why-the-allied-charts-are-empty = the Allied charts are empty
aa-why-no-fighter-patrols-a-zone-with-german-artillery = no fighter patrols a zone with German artillery
aa-why-no-fighter-was-shot-down-this-phase = no fighter was shot down this phase
aa-why-no-allied-land-unit-is-near = no Allied land unit is near
aa-why-no-bomber-is-striking = no bomber is striking
aa-why-no-bomber-missed-this-turn = no bomber missed this turn
aa-why-no-allied-land-unit-is-next-to-those-zones = no Allied land unit is next to those zones
aa-why-order-card-08-is-not-in-the-deck = order card 08 is not in the deck
aa-why-every-coastal-zone-holds-allied-land-units = every coastal zone holds Allied land units
aa-why-no-empty-blockhouse-silhouette-in-a-zone-held-by-german-infantry = no empty blockhouse silhouette in a zone held by German infantry
aa-why-no-allied-unit-waits-in-a-beachhead-box = no Allied unit waits in a beachhead box
aa-why-order-card-11-is-not-in-the-deck = order card 11 is not in the deck
aa-why-no-contested-zone-holds-allied-infantry-and-artillery-together = no contested zone holds Allied infantry and artillery together
aa-why-no-allied-artillery-is-next-to-a-zone-with-german-units = no Allied artillery is next to a zone with German units
aa-why-the-axis-controls-no-city = the Axis controls no city
aa-why-no-german-artillery-is-next-to-a-zone-with-allied-land-units = no German artillery is next to a zone with Allied land units
aa-why-no-german-reinforcements-will-arrive = no German reinforcements will arrive
aa-why-no-patrolling-fighter-can-move-to-a-reinforcement-zone = no patrolling fighter can move to a reinforcement zone
aa-why-no-german-land-unit-can-move = no German land unit can move
aa-why-the-allies-control-no-city = the Allies control no city
aa-why-no-u-k-infantry-has-been-destroyed = no U.K. infantry has been destroyed
aa-why-no-u-k-infantry-slot-of-the-chart-is-empty = no U.K. infantry slot of the chart is empty

## Three-player decisions of the Allies, standing orders
aa-joint-axis-decides = The Axis decides for the Allies: { $action }.
aa-joint-agrees = { $seat } agrees: { $action }.
aa-joint-disagrees = { $seat } does not agree with '{ $action }'{ $counter ->
    [none] {""}
   *[other] {" "}and would rather '{ $counter }'
}; as the rules say, the Axis decides.
aa-joint-proposes = { $seat } proposes for the Allies: { $action }. { $other } confirms or refuses.
aa-orders-change = { $seat } { $joint ->
    [true] change
   *[false] changes
} standing orders: { $order ->
    [all] every kind
   *[other] { $order }
} → { $value }.
aa-standing-decide = { $owner } standing orders ({ $order }: { $value }) decide: { $action }.
aa-standing-verdict = { $owner } standing orders ({ $order }: { $value }) { $verdict }.
aa-standing-both = The standing orders of the U.K. and the U.S. ({ $order }: { $value }) decide: { $action }.
aa-standing-propose = { $owner } standing orders ({ $order }: { $value }) propose: { $action }.

## Combat and bombardment
aa-blockhouses-fire = Blockhouses of { $zone } fire at { $target }: { $dice } — { $hits ->
    [one] 1 hit
   *[other] { $hits } hits
}
aa-blockhouses-no-target = No blockhouse has a target at sea this time.
aa-uncoordinated-skip = Fortune { NUMBER($fortune_no, minimumIntegerDigits: 2) } (uncoordinated attacks): no attack in { $zones }.
aa-no-combat = No zone holds land units of both sides; no combat.
aa-no-combat-phase = No combat this phase.
aa-combat-only-nation = { $zone }: only the { $nation } units take part in this attack (fortune 11).
aa-combat-attack = { $zone }: { $side ->
    [axis] Axis
   *[allies] Allied
} attack rolls { $dice } — { $hits ->
    [one] 1 hit
   *[other] { $hits } hits
}
aa-combat-defence = { $zone }: { $side ->
    [axis] Axis
   *[allies] Allied
} defence rolls { $dice } — { $hits ->
    [one] 1 hit
   *[other] { $hits } hits
}
aa-control = { $zone }: { $control ->
    [axis] only German land units remain; the Axis controls it.
    [allies] only Allied land units remain; the Allies control it.
    [contested] both sides remain; the zone stays contested and nobody controls it.
   *[empty] no land unit is left; nobody controls it.
}
aa-bombard-roll = Naval bombardment{ $by ->
    [none] {""}
    [allies] {" "}(the Allies, { $n } { $n ->
        [one] die
       *[other] dice
    })
    [uk] {" "}(the U.K., { $n } { $n ->
        [one] die
       *[other] dice
    })
   *[us] {" "}(the U.S., { $n } { $n ->
        [one] die
       *[other] dice
    })
} rolls { $dice } — { $hits ->
    [one] 1 hit
   *[other] { $hits } hits
}
aa-bombard-split = The Allies split the naval bombardment dice: U.K. { $uk }, U.S. { $us }.

## Movement and strafing
aa-move-none = No { $side ->
    [allies] Allied
   *[axis] German
} land unit can move this time.
aa-move = { $units } move from { $via ->
    [none] { $frm }
   *[other] { $frm } via { $via }
} to { $to }.
aa-strafe-move = Strafing { $units } moving { $path }: { $rolls } — { $killed } destroyed
aa-strafe-none = No moving German unit crossed a patrolled zone; no strafing.

## Aircraft
aa-patrol-grounded = Every fighter on the airfield is grounded this turn; nothing patrols.
aa-patrol-none = No fighter is on the airfield; nothing patrols.
aa-patrol = { $units } patrol { $to }.
aa-patrol-end = The Allies end fighter patrols.
aa-aa-shortage = { $zone }: antiaircraft shell shortage — the artillery there does not fire.
aa-aa-barnstorm = { $zone }: the only fighter there is barnstorming (tactics 03); no antiaircraft fire.
aa-aa-roll = { $zone }: antiaircraft fire rolls { $dice } — { $hits ->
    [one] 1 hit
   *[other] { $hits } hits
}
aa-aa-none = No German artillery shares a zone with Allied { $typ }s; no antiaircraft fire.
aa-bomb-grounded = Every bomber on the airfield is kept back this phase; no strike.
aa-bomb-none = No bomber is on the airfield; no strike.
aa-bomb-fly = The { $nation } bomber flies to { $to }.
aa-bomb-roll = { $zone }: bombers{ $by ->
    [none] {""}
    [allies] {" "}(the Allies)
    [uk] {" "}(the U.K.)
   *[us] {" "}(the U.S.)
} roll { $dice } — { $hits ->
    [one] 1 hit
   *[other] { $hits } hits
}
aa-bomb-lost = { $zone }: { $lost ->
    [one] 1 hit
   *[other] { $lost } hits
} lost (no German unit left there).
aa-bomb-unsent = No bomber was sent; no strike.
aa-air-back = Back on the airfield: { $units }.
aa-air-none-out = No { $typ }s are out; nothing returns.

## Airborne assault and landings
aa-airborne-disarray = Fortune 01: the airborne operation is in disarray; the remaining paratroopers do not attack.
aa-airborne-roll = { $zone }: { $nation } paratroopers roll { $dice } — { $hits ->
    [one] 1 hit
   *[other] { $hits } hits
}
aa-airborne-lost = { $zone }: { $lost ->
    [one] 1 hit
   *[other] { $lost } hits
} lost (no German unit there can be hit).
aa-airborne-leave = The paratroopers of { $box } ({ $units }) leave their box for { $to }.
aa-land-none = No Allied unit waits in a beachhead box.
aa-land-full = Every beach's landing zone is full; nothing can land.
aa-land = { $units } land from { $frm } in { $to }.

## Hits and casualties
aa-destroyed = Destroyed in { $zone }: { $units }.
aa-hits-lost = { $zone }: { $lost ->
    [one] 1 hit
   *[other] { $lost } hits
} lost (no target left).
aa-hits-lost-near = Next to { $zone }: { $lost ->
    [one] 1 hit
   *[other] { $lost } hits
} lost (no target left).

## Reinforcements
aa-reinf-roll-good = { $chart } reinforcements roll { $dice } (fortune { NUMBER($fortune_no, minimumIntegerDigits: 2) }: one die may be rolled again)
aa-reinf-roll = { $chart } reinforcements{ $announce ->
    [true] {" "}roll
   *[false] :
} { $dice } — { $n ->
    [one] 1 unit
   *[other] { $n } units
} may come in{ $half ->
    [none] {""}
   *[other] {" "}(fortune { NUMBER($half, minimumIntegerDigits: 2) }: half of { $total }, rounded up)
}{ $capped ->
    [true] {" "}(all that is left on the chart)
   *[false] {""}
}
aa-reinf-place = { $units } from the { $chart } chart placed in { $zone }.
aa-reinf-place-only = { $units } from the { $chart } chart placed in { $zone } (the only place with room).
aa-reinf-wait = { $n ->
    [one] 1 unit
   *[other] { $n } units
} of the { $chart } chart found no room and wait on the chart.
aa-strafe-reinf = Strafing reinforcements in { $zone } ({ $n ->
    [one] 1 unit
   *[other] { $n } units
}, { $f ->
    [one] 1 fighter
   *[other] { $f } fighters
}): { $rolls } — { $killed } destroyed
aa-reinf-reroll = { $chart }: the { $die } is rolled again — { $new }; the roll is now { $dice }.

## Fortune cards: the effect of a 1 (good) and of a 6 (bad)
aa-fortune-good-1 = Complete Surprise — paratroopers hit on 2 or less this phase
aa-fortune-bad-1 = Airborne Operation in Disarray — the Axis removes two paratroopers; the others do not attack
aa-fortune-good-2 = Improved Targeting — naval bombardment hits on 3 or less this phase
aa-fortune-bad-2 = Heavy Fog and Pitching Seas — the ships need a 1 to hit a blockhouse this phase
aa-fortune-good-3 = Targets of Opportunity — no limit of fighters patrolling a zone
aa-fortune-bad-3 = Airfield Readiness — each fighter rolls; on 4 or more it cannot patrol this turn
aa-fortune-good-4 = Low-flying Fighters — antiaircraft fire hits on 2 or less this phase
aa-fortune-bad-4 = Antiaircraft Shell Shortage — the Allies choose a zone whose artillery does not fire
aa-fortune-good-5 = Targets of Opportunity — bombers hit on 5 or less this phase
aa-fortune-bad-5 = Airfield Uneasiness — each bomber rolls; on 4 or more it cannot strike this phase
aa-fortune-good-6 = Low-flying Bombers — antiaircraft fire hits on 2 or less this phase
aa-fortune-bad-6 = Antiaircraft Shell Shortage — the Allies choose a zone whose artillery does not fire
aa-fortune-good-7 = Airfield Construction — one lost bomber returns to the airfield
aa-fortune-bad-7 = Luftwaffe Attack — the Axis removes one striking bomber
aa-fortune-good-8 = Clear Roads — all Allied land units may move two zones this phase
aa-fortune-bad-8 = Bogged Down — U.K. and U.S. land units each move out of one zone only
aa-fortune-good-9 = Hedgehog Disruption — blockhouses hit on 5 or less this phase
aa-fortune-bad-9 = Ammunition Failure — blockhouses hit only on 1 this phase
aa-fortune-good-10 = Coordinated Landing — units may land in any landing zone of their power
aa-fortune-bad-10 = Tide Slows the LSTs — each power lands from a single beachhead box
aa-fortune-good-11 = Coordinated Infantry — Allied infantry hit on 2 this phase
aa-fortune-bad-11 = Uncoordinated Attacks — the U.K. and the U.S. each attack in one zone only
aa-fortune-good-12 = Clear Roads — all German land units may move two zones this phase
aa-fortune-bad-12 = Fuel Shortages and Sabotage — German land units move out of two zones only
aa-fortune-good-13 = Coordinated Infantry — German infantry hit on 2 this phase
aa-fortune-bad-13 = Uncoordinated Attacks — the Axis attacks in two zones only
aa-fortune-good-14 = Sustained Assault — the U.K. and the U.S. may each reroll one reinforcement die
aa-fortune-bad-14 = Sea Turbulence — the U.K. and the U.S. get half their rolled reinforcements (round up)
aa-fortune-good-15 = Push to the Front — one die of each sector's roll may be thrown again
aa-fortune-bad-15 = Sabotaged Bridges and Train Tracks — half the rolled reinforcements per sector (round up)
aa-fortune-good-16 = Airfield Construction — one lost fighter returns to the airfield
aa-fortune-bad-16 = Luftwaffe Attack — the Axis removes one patrolling fighter
aa-fortune-none = { $fortune }: the die shows { $die } — no effect.
aa-fortune-draw = { $fortune }: the die shows { $die } — { $effect }.
aa-ground-none = No { $typ } is on the airfield to roll for.
aa-ground-roll = Readiness rolls for the { $typ }s: { $parts } — kept on the airfield: { $kept }.
aa-ground-part = { $nation } { $dice }
aa-ground-sep = {"; "}
aa-kept-none = none
aa-shortage-none = No German artillery shares a zone with { $typ }s; the shortage changes nothing.
aa-shortage = Shell shortage: the German artillery in { $zone } will not fire at aircraft.
aa-revive-none = No { $typ } has been lost; nothing returns.
aa-revive = Airfield construction: a lost { $nation } { $typ } is back on the airfield.
aa-luftwaffe-none = No { $typ } is out; the Luftwaffe finds nothing.
aa-uncoordinated-allies = Uncoordinated attacks: the Allies attack only here — { $attacks }.
aa-uncoordinated-part = { $nation } in { $zone }
aa-uncoordinated-axis = Uncoordinated attacks: the Axis attacks only in { $zones_and }.

## Tactics cards' effects
aa-t01-none = { $box }: the die shows { $die } — no paratroopers land.
aa-t01-no-room = { $box }: the die shows { $die }, but no { $nation } infantry can land in { $zone }.
aa-t01-drop = { $box }: the die shows { $die } — { $units } from the chart drop into { $zone }.
aa-t01-fire = { $zone }: the paratroopers fire { $dice } — { $hits ->
    [one] 1 hit
   *[other] { $hits } hits
}
aa-t02-hit = V-2 on the { $chart } chart: the die shows { $die } — its next unit ({ $units }) is destroyed.
aa-t02-miss = V-2 on the { $chart } chart: the die shows { $die } — no damage.
aa-t03-barnstorm = A { $nation } fighter over { $zone } is barnstorming: antiaircraft fire cannot touch it in the next phase.
aa-t05-roll = { $zone }: the { $nation } bomber drops more bombs: { $dice } — { $hits ->
    [one] 1 hit
   *[other] { $hits } hits
}
aa-t07-flood = { $zone } is flooded: no Allied unit may move into it in the next phase.
aa-t08-build = A new blockhouse stands in { $zone }.
aa-howitzers-fire = { $zone }: { $side ->
    [allies] Allied howitzers
   *[axis] German 88s
} fire { $dice } — { $hits ->
    [one] 1 hit
   *[other] { $hits } hits
}
aa-t12-roll = { $zone }: the Resistance rolls { $die } — { $hit ->
    [true] a hit
   *[false] no hit
}
aa-t14-patrol = { $units } fly from { $frm } to patrol { $to }.
aa-t15-home = The convoy stays home.
aa-t15-convoy = The convoy ({ $units }) drives { $path }.
aa-t16-roll = Volunteers: { $held ->
    [one] 1 city
   *[other] { $held } { $old ->
        [true] citys
       *[false] cities
    }
} held, the dice show { $dice } — { $n } U.K. infantry back on the U.K. chart.

## Prompts: what a seat must decide now (aa-prompt = a note for joint decisions, then the body)
aa-prompt = { $note }{ $body }
aa-prompt-confirm = { $seat } proposes for the Allies: '{ $action }'. Say 'confirm' to agree or 'refuse' (then the Axis decides).
aa-note-none = {""}
aa-note-joint = A decision for the Allies together: propose it (send the action); the other Allied player confirms or refuses, and on a refusal the Axis decides.{" "}
aa-note-refused = The Allied players disagree ({ $proposer ->
    [uk] the U.K.
   *[us] the U.S.
} proposed '{ $action }'{ $counter ->
    [none] {""}
   *[other] ; { $refuser ->
        [uk] the U.K.
       *[us] the U.S.
    } wanted '{ $counter }'
}): as the rules say, you decide for them.{" "}
aa-prompt-none = {""}
aa-prompt-hits = { $lead }: { $groups }. Write 'hits <location>: <units>'.
aa-hits-group = { $n ->
    [one] 1 hit
   *[other] { $n } hits
} in { $places }
aa-hits-place = { $zone } ({ $units })
aa-hits-place-sep = {" / "}
aa-hits-lead-airborne = Choose the German casualties of the airborne assault (not blockhouses)
aa-hits-lead-bombard = Choose the blockhouses the naval bombardment destroys
aa-hits-lead-aa_fighter = Choose the fighters your antiaircraft fire shoots down
aa-hits-lead-aa_bomber = Choose the bombers your antiaircraft fire shoots down
aa-hits-lead-bomber = Choose the German units your bombers destroy
aa-hits-lead-bh_fire = Choose the Allied units at sea your blockhouses destroy
aa-hits-lead-combat = Choose the casualties among your units
aa-hits-lead-f01 = Fortune 01: choose the two paratroopers the disarray costs the Allies
aa-hits-lead-f07 = Fortune 07: choose the striking bomber the Luftwaffe shoots down
aa-hits-lead-f16 = Fortune 16: choose the patrolling fighter the Luftwaffe shoots down
aa-hits-lead-t01 = Tactics 01: choose the German units the paratroopers destroy
aa-hits-lead-t04 = Tactics 04: choose the Allied land unit the falling fighter destroys
aa-hits-lead-t05 = Tactics 05: choose the German units the extra bombs destroy
aa-hits-lead-t06 = Tactics 06: choose the Allied land unit hit by friendly fire
aa-hits-lead-t11 = Tactics 11: choose the German units the howitzers destroy
aa-hits-lead-t12 = Tactics 12: choose the German unit the Resistance removes
aa-hits-lead-t13 = Tactics 13: choose the Allied land units the 88s destroy
aa-move-extra = { $two ->
    [true] {" "}This phase every land unit may move two zones (fortune).
   *[false] {""}
}{ $out ->
    [none] {""}
   *[other] {" "}Units may move out of only { $out ->
        [one] 1 zone
       *[other] { $out } zones
    } per power this phase (fortune).
}{ $zone ->
    [none] {""}
   *[other] {" "}{ $zone } is flooded (tactics 07).
}
aa-prompt-move-allies = Move { $power ->
    [allies] Allied
    [uk] U.K.
   *[us] U.S.
} land units ashore: infantry and artillery one zone, tanks up to two; units in a zone with German land units are locked. Say 'done' when finished (at most 8 per zone then).{ aa-move-extra }
aa-prompt-move-axis = Move German land units: infantry and artillery one zone, tanks up to two; units in a zone with Allied land units are locked. Say 'done' when finished; patrolling fighters then strafe movers.{ aa-move-extra }
aa-prompt-land = Land units from the beachhead boxes into their landing zones (at most 8 Allied land units per zone), then say 'done'.{ $how ->
    [any] {" "}This phase units may land in any landing zone of their power ('land … from <box> to <zone>').
    [one] {" "}This phase each power lands from one beachhead box only (fortune).
   *[none] {""}
}
aa-prompt-patrol = Send fighters on patrol ({ $unlimited ->
    [true] no limit per zone this turn
   *[false] at most 4 per zone
}); ready on the airfield: { $units }. Say 'done' when finished{ $again ->
    [true] {" "}or 'patrol as last turn'
   *[false] {""}
}.
aa-prompt-bomb = Send bombers to zones without Allied land units; ready on the airfield: { $units }. Say 'done' to strike.
aa-prompt-place = Place reinforcements in chart order ('place <chart> <n> in <location>'). Available: { $avail }.
aa-place-avail = { $chart }: { $n } ({ $types })
aa-prompt-split = Split the six naval bombardment dice between the U.K. and the U.S. ('split uk <n> us <m>').
aa-prompt-reroll = Fortune: you may reroll one die of each reinforcement roll ({ $chart_rolls }) and must keep the new result: 'reroll <chart> <die>', or 'done' to keep the dice.
aa-prompt-tactic = { $tactic }: { $summary }. 'tactic use' (the card then leaves the deck) or 'tactic pass'. ('orders tactics pass' passes every tactics card for you.)
aa-prompt-choose = { $what ->
    [shortage] Fortune: choose the zone whose German artillery runs out of antiaircraft shells
    [revive] Fortune: choose whose lost aircraft returns to the airfield
    [attack] Fortune: choose the one zone where each power attacks
    [axis_attack] Fortune: choose the two zones where the Axis attacks
    [barnstorm] Tactics 03: choose the fighter (zone and power) that is immune to antiaircraft fire
    [flood] Tactics 07: choose the coastal zone to flood
   *[build] Tactics 08: choose the zone of the new blockhouse
}: { $shown }.
aa-prompt-rearrange = Tactics 09: move units between beachhead boxes of their power ('move <units> from <box> to <box>'); box capacities must hold when you say 'done'.
aa-prompt-recon = Tactics 14: move patrolling fighters to { $zone ->
    [none] one zone with a German reinforcement marker
   *[other] { $zone }
} ('move <fighters> from <zone> to <zone>'), then 'done'.
aa-prompt-convoy = Tactics 15: move one German land unit along zones held only by German units ('move 1 <type> from <zone> to <zone>'), or 'done' to let it go.

## Buttons under a phase message
aa-button-confirm = Confirm the proposal
aa-button-refuse = Refuse the proposal
aa-button-hits = { $combat ->
    [true] Default losses
   *[false] Default pick
}: { $hit_list }
aa-hits-in = { $units } in { $loc }
aa-button-land-all = Land all from { $box }
aa-button-place = { $mode ->
    [fill] Fill
   *[spread] Spread
}: place { $n } from the { $chart } chart in { $loc }
aa-button-split = Split the dice 3 U.K. / 3 U.S.
aa-button-tactic-use = Use the tactics card
aa-button-tactic-pass = Pass (keep it for later)
aa-button-choose-auto = As standing orders would: { $tokens }
aa-button-choose = Choose { $tokens }
aa-button-patrol-again = Patrol as last turn
aa-button-reroll = Reroll the { $chart } { $die } (as standing orders would)
aa-button-done-move = Done moving
aa-button-done-land = Done landing
aa-button-done-patrol = Done: these fighters patrol
aa-button-done-bomb = Done: the bombers strike
aa-button-done-place = Done placing
aa-button-done-reroll = Keep the dice
aa-button-done-rearrange = Done rearranging the boxes
aa-button-done-recon = Done moving fighters
aa-button-done-convoy = Let the convoy go

## Refusals: why the rules refuse an action
aa-err-fighters-patrol-zones-not-beachhead = Fighters patrol zones, not beachhead boxes.
aa-err-at-most-fighters-may-patrol = At most { $v } fighters may patrol one zone; { $zone } already has { $v2 }.
aa-err-the-bomber-is-not-yours = The { $nation } bomber is not yours to send: { $who } decides for it.
aa-err-the-bomber = The { $nation } bomber { $kept ->
    [true] is kept back this phase
   *[false] is not on the airfield
}.{ $left ->
    [none] {""}
   *[other] {" "}Still on the airfield: { $left }.
}
aa-err-bombers-strike-zones-not-beachhead = Bombers strike zones, not beachhead boxes.
aa-err-a-bomber-may-not-enter = A bomber may not enter { $zone }: it holds Allied land units.
aa-err-only-fighters-patrol-say-for = Only fighters patrol; say for example 'patrol 2 uk fighter to 12'.
aa-err-the-fighters-are-not-yours = The { $nation } fighters are not yours to send: { $who } decides for them.
aa-err-say-uk-fighter-or-us = Say 'uk fighter' or 'us fighter'.
aa-err-is-not-one-of-the = '{ $v }' is not one of the choices: { $v2 }.
aa-err-there-is-no-proposal-of = There is no proposal of the other Allied player to answer now.
aa-err-that-is-not-what-the = That is not what the rules wait for now: { $card } asks you to { $help }.
aa-err-nothing-has-been-proposed-yet = Nothing has been proposed yet: send the decision you propose.
aa-err-that-is-not-what-the-2 = That is not what the rules wait for now: { $phase } asks you to { $help }.
aa-err-the-allied-players-disagree-decide = The Allied players disagree; decide for them by sending the action itself.
aa-err-you-proposed-must-confirm-or = You proposed '{ $v }'; { $who } must confirm or refuse it.
aa-err-that-is-not-what-the-3 = That is not what the rules wait for now: { $help }.
aa-err-axis-allies-d-day-has = Axis & Allies: D-Day has no option '{ $v }'. Options: { $v2 }.
aa-err-option-cannot-be-choose-one = Option { $v } cannot be '{ $v2 }'; choose one of { $v3 }.
aa-err-this-engine-plays-and-replays = This engine plays { $v } and replays { $v2 }, not { $v3 }.
aa-err-this-game-of-axis-allies = This game of Axis & Allies: D-Day is played by the seats { $v }; got { $v2 }.
aa-err-the-game-is-over = The game is over: { $v }
aa-err-it-is-not-your-turn = It is not your turn: the game waits for { $waiting } ({ $phase }).
aa-err-option-did-not-exist-under = Option { $v } did not exist under { $v2 }.
aa-err-is-not-a-seat-of = '{ $v }' is not a seat of this game ({ $v2 }).
aa-err-both-u-k-and-u = Both U.K. and U.S. { $v } are in { $v2 }. Say 'uk { $v3 }' or 'us { $v4 }'.
aa-err-there-are-no-hits-for = There are no hits for you to assign in { $zone }; you have hits to assign in { $v }.
aa-err-only-to-assign-in-you = Only { $count ->
    [one] 1 hit
   *[other] { $count } hits
} to assign in { $v }; you listed { $v2 }.
aa-err-choose-among = { $v } Choose among: { $v2 }.
aa-err-units-land-from-the-beachhead = Units land from the beachhead boxes ({ $v }).
aa-err-the-units-in-are-not = The { $nation } units in { $zone } are not yours to land: { $who } decides for them.
aa-err-no-units-wait-in = No units wait in { $zone }.
aa-err-fortune-10-the-tide-slows = Fortune 10: the tide slows the landing craft; { $nation } units land only from { $v } this phase.
aa-err-only-more-allied-land-units = Only { $v } more Allied land units fit in { $zone } (at most { $v2 }).
aa-err-only-infantry-artillery-and-tanks = Only infantry, artillery and tanks land from the boxes.
aa-err-units-in-beachhead-boxes-come = Units in beachhead boxes come ashore only on order card 10 (Allies Land).
aa-err-land-units-never-move-into = Land units never move into a beachhead box.
aa-err-your-units-in-are-locked = Your units in { $zone } are locked in combat with enemy land units and cannot leave.
aa-err-that-would-leave-land-units = That would leave { $v } { $side ->
    [allies] Allied
   *[axis] German
} land units in { $zone } that can no longer move on; at most { $v3 } may end the move there.
aa-err-after-that-move-some-zone = After that move some zone would hold more than { $v } { $side ->
    [allies] Allied
   *[axis] German
} land units with no way left to bring it back to the limit before the move ends (every way out would be full of units that already moved). Move the extra units out first.
aa-err-too-many-land-units-in = Too many { $side ->
    [allies] Allied
   *[axis] German
} land units in { $stacks }; at most { $v3 } may stay in a zone. Move some out first.
aa-err-if-you-stop-now-the = If you stop now, the other Allied player could no longer bring every zone back to { $v } land units: move your extra units out first.
aa-err-none-of-your-in-can = None of your { $tanks ->
    [true] tanks
   *[false] land units
} in { $zone } can move now.
aa-err-blockhouses-never-move = Blockhouses never move.
aa-err-aircraft-move-only-on-order = Aircraft move only on order cards 03 and 05.
aa-err-there-is-no-in = There is no { $nation } { $typ } in { $zone }.
aa-err-you-can-move-only-german = You can move only German units.
aa-err-both-u-k-and-u-2 = Both U.K. and U.S. { $v } are in { $zone }. Say 'uk { $v2 }' or 'us { $v3 }'.
aa-err-you-can-move-only-your = You can move only your own units.
aa-err-the-units-are-not-yours = The { $nation } units are not yours to move: { $who } decides for them.
aa-err-could-not-read-an-action = Could not read '{ $v }': an action is a line of text.
aa-err-could-not-read-an-empty = Could not read an empty action.
aa-err-could-not-read-give-a = Could not read '{ $v }': give a value, or 'ask'.
aa-err-could-not-read-orders-all = Could not read '{ $v }': 'orders all' takes 'ask' or 'default'.
aa-err-could-not-read-takes-ask = Could not read '{ $v }': { $v2 } takes { $v3 }, ask or default.
aa-err-standing-orders-for-are-not = Standing orders for { $v } are not something { $v2 } decides.
aa-err-the-allies-have-no-blockhouses = The Allies have no blockhouses to lose.
aa-err-could-not-read-list-unit = Could not read '{ $v }': list unit types, e.g. 'inf art tank'.
aa-err-could-not-read-keep-one = Could not read '{ $v }': keep-one is for casualties.
aa-err-could-not-read-is-not = Could not read '{ $v }': '{ $v2 }' is not a unit type (inf, art, tank, bh) or keep-one.
aa-err-cannot-patrol-as-last-turn = Cannot patrol as last turn: { $v }
aa-err-you-are-not-placing-reinforcements = You are not placing { $v } reinforcements now (charts waiting: { $v2 }).
aa-err-the-reinforcements-are-not-yours = The { $chart } reinforcements are not yours to place: { $who } decides for them.
aa-err-no-more-reinforcements-are-available = No more { $chart } reinforcements are available this turn.
aa-err-only-of-the-chart-may = Only { $count ->
    [one] 1 more unit
   *[other] { $count } more units
} of the { $chart } chart may come in this turn.
aa-err-the-next-unit-may-go = { $v } The next unit may go to: { $v2 }.
aa-err-only-of-the-next-units = Only { $count ->
    [one] 1 unit
   *[other] { $count } units
} of the next { $chart } units can go to { $zone } (room or landing restrictions); place { $v } there.
aa-err-there-is-no-roll-to = There is no { $chart } roll to reroll now.
aa-err-the-roll-is-not-yours = The { $chart } roll is not yours to reroll.
aa-err-the-roll-was-already-rerolled = The { $chart } roll was already rerolled once.
aa-err-no-die-of-the-roll = No die of the { $chart } roll shows { $v } ({ $dice }).
aa-err-move-units-from-one-beachhead = Move units from one beachhead box to another, e.g. 'move 2 inf from gold to juno'.
aa-err-u-s-units-stay-in = U.S. units stay in U.S. beachhead boxes and U.K. units in U.K. boxes.
aa-err-the-units-are-not-yours-2 = The { $nation } units are not yours to move: { $who } decides for them.
aa-err-move-patrolling-fighters-from-their = Move patrolling fighters from their zone to one zone, e.g. 'move 2 uk fighter from 12 to 40'.
aa-err-the-fighters-all-go-to = The fighters all go to one zone: { $zone }.
aa-err-say-which-fighters-e-g = Say which fighters, e.g. '2 uk fighter'.
aa-err-those-fighters-are-already-there = Those fighters are already there.
aa-err-at-most-fighters-may-patrol-2 = At most { $v } fighters may patrol one zone.
aa-err-the-convoy-is-one-german = The convoy is one German land unit: 'move 1 tank from <zone> to <zone>'.
aa-err-the-convoy-moves-from-zone = The convoy moves from zone to zone.
aa-err-there-is-no-german-in = There is no German { $v } in { $zone }.
aa-err-the-german-units-in-are = The German units in { $zone } are locked in combat.
aa-err-no-safe-road-leads-from = No safe road leads from { $zone } to { $zone2 }: the convoy passes only through zones with German land units and no Allied ones, and ends where there is room.
aa-err-holds = { $zone } holds { $units }.
aa-err-only-fighters-move-with-this = Only fighters move with this card.
aa-err-say-uk-fighter-or-us-2 = Say 'uk fighter' or 'us fighter'.
aa-err-the-fighters-are-not-yours-2 = The { $nation } fighters are not yours to move.
aa-err-could-not-read = Could not read '{ $text }': { $detail }
aa-err-text = { $text }
aa-err-only-wait-on-airfield = Only { $unit } wait on the airfield{ $grounded ->
    [0] {""}
   *[other] {" "}({ $grounded } more are grounded this turn)
}.
aa-err-box-holds = { $zone } holds { $units }; not { $unit }.
aa-err-units-land-in = Units from { $zone } land in { $zone2 }{ $more ->
    [true] {" "}(or another landing zone of their power with fortune 10).
   *[false] .
}
aa-err-move-out-only = Fortune { NUMBER($fortune_no, minimumIntegerDigits: 2) }: { $nation } land units may move out of only { $n ->
    [one] one zone
   *[other] { $n } zones
} this phase ({ $zones }).
aa-err-only-can-still-move = Only { $unit } in { $zone } can still move this card (a unit moves once per card; units that arrived this card stay).
aa-err-only-patrol = Only { $unit } patrol { $zone }.
aa-err-must-place = Reinforcements that fit must be placed: { $fits }.
aa-err-fit = the next { $chart } unit ({ $typ }) fits in { $zones_or }
aa-err-boxes-over = Too many units in { $over }; move some out first.
aa-err-over = { $zone } ({ $n }, room for { $room })
aa-err-no-marker = { $zone } has no German reinforcement marker; choose one of { $zones }.

## Why an action could not be read (notation)
aa-why-actions-are-done-move-land-patrol-bomb-hits-place-tactic-choose-reroll-split-confirm-refuse-and-orders = actions are done, move, land, patrol, bomb, hits, place, tactic, choose, reroll, split, confirm, refuse and orders.
aa-why-say-which-units-for-example-2-uk-fighter = say which units (for example '2 uk fighter').
aa-why-no-units-given = no units given.
aa-why-write-tactic-use-or-tactic-pass = write 'tactic use' or 'tactic pass'.
aa-why-say-what-you-choose-e-g-choose-30 = say what you choose, e.g. 'choose 30'.
aa-why-only-the-allies-have-aircraft = only the Allies have aircraft.
aa-why-only-the-axis-has-blockhouses = only the Axis has blockhouses.
aa-why-write-move-units-from-zone-to-zone-tanks-may-add-via-zone = write 'move <units> from <zone> to <zone>' (tanks may add 'via <zone>').
aa-why-write-land-units-from-beach = write 'land <units> from <beach>'.
aa-why-write-propose-action-e-g-propose-split-uk-4-us-2 = write 'propose <action>', e.g. 'propose split uk 4 us 2'.
aa-why-write-reroll-chart-die-e-g-reroll-uk-2 = write 'reroll <chart> <die>', e.g. 'reroll uk 2'.
aa-why-the-chart-is-one-of-uk-us-rennes-chartres-rouen-chartres = the chart is one of uk, us, rennes-chartres, rouen-chartres.
aa-why-a-die-shows-1-to-6 = a die shows 1 to 6.
aa-why-write-split-uk-n-us-m-with-n-m-6 = write 'split uk <n> us <m>' with n + m = 6.
aa-why-the-six-naval-bombardment-dice-are-split-the-two-numbers-add-up-to-6 = the six naval bombardment dice are split: the two numbers add up to 6.
aa-why-write-patrol-fighters-to-zone = write 'patrol <fighters> to <zone>'.
aa-why-write-bomb-uk-to-zone-or-bomb-us-to-zone = write 'bomb uk to <zone>' or 'bomb us to <zone>'.
aa-why-write-hits-location-units-several-separated-by = write 'hits <location>: <units>' (several separated by ';').
aa-why-no-hits-given = no hits given.
aa-why-write-place-chart-n-in-location = write 'place <chart> <n> in <location>'.
aa-why-place-at-least-one-unit = place at least one unit.

## How a game ended (Outcome.reason) and the phase label
aa-outcome-allies-quick = The Allies held { -cities } at the end of turn { $turn } (optional victory rule).
aa-outcome-allies-full = The Allies held { -cities } through a full turn (end of turn { $before } to end of turn { $turn }).
aa-outcome-axis-quick = The Allies did not hold { -cities } at the end of any turn up to turn { $last }.
aa-outcome-axis-full = The Allies did not hold { -cities } for a full turn by the end of turn { $last }.
aa-phase-label = { $phase }

## The rulebook's sections a refusal names (its words in brackets after the refusal)
rule-three-player-game = Three-Player Game
rule-maximum-units-in-a-zone = Maximum Units in a Zone
rule-movement = Movement
rule-standing-orders = Standing orders
rule-order-card = Order card { $number }
rule-fortune-card = Fortune card { $number }
rule-reinforcements = Reinforcements
rule-order-cards = Order cards
rule-blockhouses = Blockhouses

## Options in words (the console's `options`: what an option text does, every place named)
aa-option-patrol = { $unit } { $count ->
    [one] patrols
   *[other] patrol
} over { $to }
aa-option-move = { $unit } from { $frm } to { $to }
aa-option-move-via = { $unit } from { $frm } through { $via } to { $to }
aa-option-move-all = everything in { $frm } to { $to }
aa-option-land = { $unit } from { $frm } lands in { $to }
aa-option-land-all = everything from { $frm } lands in { $to }
aa-option-bomb = a { $nation } bomber strikes { $to }
aa-option-hits = lose { $hit_list }
aa-option-place = place { $n } from the { $chart } chart in { $loc }
aa-option-reroll = reroll the { $chart } chart's { $die }
