### D-Day Dice's refusals (issue #48): why an action is refused, "'TEXT' refused: WHY" (dice-refused, the action as
### typed and the reason, one of the dice-no-... messages below). Arguments as in dice-events.ftl.

dice-refused = '{ $text }' refused: { $why }
dice-answer-part = Part { $part } of your answer: { $why }

## rules/dday_dice/advance.py
dice-no-your-marker-shows-turn-you = your marker shows turn { $marker } of { $stay_limit } in { $label }: you must move.

## rules/dday_dice/assault.py
dice-no-order-assault-decided-when-several = the order of the Assault is decided when several Units wait in the Final Bunker.
dice-no-name-every-unit-final-bunker = name every Unit in the Final Bunker once, e.g. 'assault { $join }'.

## rules/dday_dice/awards.py
dice-no-that-award-not-deck-pick = that Award is not in the deck; pick one the deck still holds.
dice-no-name-each-once-reorder =     name each of the { $n ->
        [one] { $n } card
       *[other] { $n } cards
    } once, e.g. 'reorder { $join }'.
dice-no-you-have-no-black-award = you have no Black Award to resolve.
dice-no-choose-one-losses-you-can = the { $name }: choose one of the losses you can pay ({ $join }).
dice-no-award-names =     { $if_names ->
        [true] name what you lose: { $join }.
       *[false] this loss takes no name.
    }

## rules/dday_dice/badges.py
dice-no-with-courage-badge-rule-unit = with the Courage Badge rule a Unit buys one Badge a turn in Phase 4, for 1 Courage and 1 Star.

## rules/dday_dice/battle_conditions.py
dice-no-no-battle-condition-play-can = no Battle Condition in play can be cancelled with that now.
dice-no-advanced-observation-german-may-lose = Advanced Observation: the German may lose their Bunker Periscope in Phase 4 or 5 (option advanced_observation=on), once nobody else is looking.
dice-no-advanced-observation-lose-binoculars-rangefinder = Advanced Observation: lose Binoculars, a Rangefinder or a Sniper Scope in Phase 4 or 5 (option advanced_observation=on).
dice-no-put-battle-conditions-back-reorder = put the Battle Conditions back: 'reorder 1 2' or 'reorder 2 1'.

## rules/dday_dice/bonuses.py
dice-no-bonuses-are-claimed-before-skulls = bonuses are claimed before the Skulls cancel dice.
dice-no-you-have-no-red-white = you have no red, white and blue { $face } free for an RWB.
dice-no-options-are = { $name } options are: { $join }.
dice-no-adds-name-them-rwb-red =     { $name } adds { $add_results ->
        [one] { $add_results } result
       *[other] { $add_results } results
    }: name them, e.g. 'rwb { $face } { $option } red-courage'.
dice-no-held-bonus-adds-nothing = a held bonus adds nothing.
dice-no-straight-needs-six-different-faces = a Straight needs six different faces free in your Final Tally, once a turn, before the Skulls cancel.
dice-no-call-for-help-adds-nothing = Call for Help adds nothing.
dice-no-phase-2-you-claim-bonuses = in Phase 2 you claim bonuses ('rwb ...', 'straight'), cancel dice with Active Skulls ('cancel N'), use dice Items, then say 'done'.

## rules/dday_dice/effects.py
dice-no-add-results =     { $if_add_results ->
        [true]
            name { $add_results ->
                [one] { $add_results } result
               *[other] { $add_results } results
            } to add, e.g. red-courage.
       *[false] this adds no result of your choice.
    }
dice-no-change-die =     { $if_change_die ->
        [true]
            name { $change_die ->
                [one] { $change_die } die change
               *[other] { $change_die } die changes
            }, e.g. d3=star.
       *[false] this changes no die.
    }
dice-no-die-not-play-used-bonus = die { $d } is not in play (used in a bonus, cancelled or not rolled).
dice-no-name-1-dice-reroll-d3 = name 1 to { $reroll_dice } dice to reroll, e.g. d3.
dice-no-this-rerolls-no-die = this rerolls no die.
dice-no-name-one-german-dice-still = name one of the German's dice still in play, in Phase 2, e.g. 'german:d5'.
dice-no-name-one-your-dice-one = name one of your dice and one of the German's, e.g. 'd3 german:d5'.
dice-no-name-only-die-you-take = name only the die you take, e.g. 'german:d5'.
dice-no-name-another-unit-blue-courage = name another Unit, e.g. { $next }:blue-courage.
dice-no-no-longer-on-map-phase = { $unit } is no longer on the map, or Phase 2 is over.
dice-no-name-for-red-star =     name { $give_results ->
        [one] { $give_results } result
       *[other] { $give_results } results
    } for { $unit }, e.g. { $target }:red-star.
dice-no-name-your-die-and-theirs = name one of your dice and one of theirs, e.g. 'd3 { $target }:d5'.
dice-no-name-only-their-die = name only the die you take, e.g. '{ $target }:d5'.
dice-no-this-does-nothing-another-unit = this does nothing to another Unit.
dice-no-die-cannot-be-rerolled-locked = die { $d } cannot be rerolled (locked, used or not in play).
dice-no-dice-are-traded-taken-with = dice are traded or taken with a Unit in your Sector only.
dice-no-name-one-dice-still-play = name one of { $unit }'s dice still in play, e.g. '{ $target }:d5'.

## rules/dday_dice/german.py
dice-no-phase-1-you-lock-reroll = in Phase 1 you lock, reroll or keep your dice.
dice-no-pick-blind-die = pick one of the dice 1 to { $count } ({ $join }).
dice-no-german-no-three-colours = you have no red, white and black { $face_label } free for { $name }.
dice-no-german-bonus-results =     { $if_add_results ->
        [true] { $name } adds { $add_results ->
            [one] { $add_results } black result
           *[other] { $add_results } black results
        }: name them, e.g. 'rwb { $face } { $option } black-courage'.
       *[false] this bonus adds no result.
    }
dice-no-you-have-no-active-skull = you have no Active Skull left to cancel a die.
dice-no-die-cannot-be-cancelled-skull = die { $die } cannot be cancelled (a Skull, in a bonus or already cancelled).
dice-no-german-add-results =     { $if_add_results ->
        [true] name { $add_results ->
            [one] { $add_results } black result
           *[other] { $add_results } black results
        }, e.g. black-star.
       *[false] this adds no result.
    }
dice-no-this-takes-nothing-more-after = this takes nothing more after its name.
dice-no-you-have-no-play-now = you have no '{ $what }' to play now (an Award or Item in hand, or a Specialist's once-a-turn ability).
dice-no-card-why = the { $name }: { $why }
dice-no-lock-exactly-dice-once-right = lock exactly { $rule } dice, once, right after the first roll.
dice-no-lock-2-dice-first-lock = lock 2 dice first (e.g. 'lock 1 2').
dice-no-you-have-no-reroll-left = you have no reroll left; 'keep' your Final Tally.
dice-no-reroll-unlocked-dice-your-roll = reroll unlocked dice of your roll only.
dice-no-name-1-unlocked-dice-your = name 1 to { $reroll_dice } unlocked dice of your Final Tally still in play, e.g. d3.
dice-no-name-allied-unit-still-on =     name an Allied Unit still on the map, e.g. 'use NAME unit1'{ $if_steal_die ->
        [true] { " " }with its die, e.g. unit1:d5.
       *[false] { "." }
    }
dice-no-name-their-die-unquoted = name one of { $unit }'s dice still in play, e.g. { $target }:d5.
dice-no-this-names-no-allied-unit = this names no Allied Unit.
dice-no-trade-pool-feeds-your-final = the trade pool feeds your Final Tally: play it in Phase 2.
dice-no-you-have-no-specialist-lose = you have no Specialist '{ $what }'; lose one of { $join }.
dice-no-use-him-in-phases = use him in Phase 2, 4 or 5.
dice-no-must-still-cancel-die-cancel =     { $cancels_left ->
        [one] { $cancels_left } Active Skull
       *[other] { $cancels_left } Active Skulls
    } must still cancel a die ('cancel N').

## rules/dday_dice/german_losses.py
dice-no-first-pick-german-makes-you = first pick the { $owed } the German makes you lose ('lose NAME').
dice-no-you-have-no-pick-one = you have no { $owed } '{ $what }'; pick one of { $join }.

## rules/dday_dice/german_phase4.py
dice-no-that-german-specialist-not-german = that German Specialist is not in the German Reserve.
dice-no-costs-you-have-one-rally =     the { $name } costs { $rally_cost ->
        [one] { $rally_cost } Star
       *[other] { $rally_cost } Stars
    } (you have { $stars }); one rally a turn.
dice-no-that-german-item-not-german = that German Item is not in the German Reserve.
dice-no-costs-you-have-one-find =     the { $name } costs { $ip ->
        [one] { $ip } Item Point
       *[other] { $ip } Item Points
    } (you have { $ip2 }); one find a turn (Ingenuity adds one).
dice-no-courage-you-have =     { $count ->
        [one] { $count } Award
       *[other] { $count } Awards
    } { $if_count ->
        [true] costs
       *[false] cost
    } { $cost } Courage; you have { $courage }.

## rules/dday_dice/german_solo.py
dice-no-name-trade-pool-dice =     name { $n ->
        [one] { $n } die
       *[other] { $n } dice
    } of your trade pool (1 to { $count }), e.g. d1.
dice-no-keep-your-original-final-tally = keep your 'original' Final Tally or the 'new' one ('pick new').

## rules/dday_dice/items.py
dice-no-there-no-item = there is no Item '{ $what }'.
dice-no-no-items-can-be-found = no Items can be found in { $label } now (they may still be used).
dice-no-not =     the { $name } is not in { $if_several ->
        [true] the reserves your Team draws from
       *[false] the reserve
    }.
dice-no-chaotic-supply-only-top-item = Chaotic Supply: only the top Item of each deck can be found ({ $join }).
dice-no-you-have-already-asked-for = you have already asked for the { $name }.
dice-no-you-may-find-turn =     you may find { $int ->
        [one] { $int } Item
       *[other] { $int } Items
    } a turn.
dice-no-costs-you-have =     the { $name } costs { $ip ->
        [one] { $ip } Item Point
       *[other] { $ip } Item Points
    }; you have { $ip2 }.
dice-no-your-unit-has-no-use = your Unit has no '{ $what }' to use (Items, Medals, or a Specialist's once-a-turn ability).
dice-no-takes-nothing-after-name = the { $name } takes nothing after its name.

## rules/dday_dice/overlord/baptism_of_fire.py
dice-no-your-unit-has-no-novice = your Unit has no Novice Officer to exchange.
dice-no-your-novice-officer-may-be = your Novice Officer may be exchanged only from Sector { $need } on.
dice-no-name-one-specialist-promote-captain = name one Specialist: 'promote captain'.

## rules/dday_dice/overlord/carry.py
dice-no-first-say-which-specialists-you = first say which Specialists you keep from the last Raid: 'carry NAME' or 'carry none' (you had: { $value }).
dice-no-keep-up-specialists-you-had = keep up to { $slots } of the Specialists you had and may still keep: { $value }.

## rules/dday_dice/overlord/hurt_me.py
dice-no-hurt-me-starting-column-chosen = Hurt Me: the starting Column is chosen once, at the start of the Raid.
dice-no-hurt-me-start-column-able = Hurt Me: start in Column Able or Baker: 'column able' or 'column baker'.

## rules/dday_dice/overlord/keep_going.py
dice-no-your-unit-was-eliminated-first = your Unit was eliminated: first 'retreat SECTOR keep SPECIALIST stars N' (Keep Going!) or 'retreat none'.
dice-no-you-may-keep-one-specialists = you may keep one of the Specialists you had when you fell ({ $names }).
dice-no-name-specialist-you-keep-keep = name the Specialist you keep ('keep { $keep }').
dice-no-sector-gives-stars-courage-all = Sector { $number } gives { $number } Stars and Courage in all: 'stars' is 0 to { $number }.

## rules/dday_dice/overlord/lieutenant_leloser.py
dice-no-this-raid-only-special-damage = in this Raid only Special Damage gets rid of the Novice Officer.
dice-no-no-novice-officer = your Unit has no Novice Officer.
dice-no-just-dismiss = just 'dismiss'.
dice-no-sending-him-away-costs-you =     sending him away costs { $cost ->
        [one] { $cost } Star
       *[other] { $cost } Stars
    }; you have { $stars }.

## rules/dday_dice/overlord/raid_b2.py
dice-no-ground-start-only-unit-team = Ground Start: only a Unit of Team Charlie chooses its Starting Sector, at its first Phase 1.
dice-no-ground-start-write-land-c = Ground Start: write 'land C-2' or 'land C-3'.
dice-no-write-collect-command-jacket-collect = write 'collect command-jacket' or 'collect amphetamines'.
dice-no-jacket-pills = Jacket and Pills: { $why }.

## rules/dday_dice/overlord/raid_c2.py
dice-no-your-team-has-already-captured = your Team has already captured its Colonel.
dice-no-colonel-captured-from-second-row = a Colonel is captured from a second-row Sector of another Column than your Team's.
dice-no-capturing-colonel-costs-stars-you = capturing the Colonel costs { $kraut_stars } Stars; you have { $stars }.
dice-no-your-team-does-not-know = your Team does not know its Password yet: capture a Colonel first.
dice-no-your-team-has-had-one = your Team has had its one try at the Password.
dice-no-password-given-on-final-tally = the Password is given on the Final Tally, before any Skull cancels, in { $where }.
dice-no-only-unit-that-captured-colonel = only the Unit that captured the Colonel, in that turn and with something that turns a die (Binoculars), may change its Team's Password.
dice-no-retune-usage = '{ $usage }', e.g. 'retune { $changers } 3 star' (a die 1-6 of the Password and another face).

## rules/dday_dice/overlord/raid_c2_solo.py
dice-no-capture-german-colonel-first-he = capture the German Colonel first: he knows the Passwords.
dice-no-you-have-had-your-one = you have had your one try at a Password.
dice-no-give-password-on-your-final = give a Password on your Final Tally, before any Skull cancels, from Sector { $from_sector } or beyond of a Column whose Password you know.
dice-no-password-die-can-be-turned = a Password die can be turned only with something that turns a die (Binoculars), after the Colonel is captured and before a Password is given.
dice-no-retune-3-star-column-letter = '{ $usage }', e.g. 'retune { $changers } { $some }3 star' (a Column's letter and a die 1-6 of its Password, then another face).

## rules/dday_dice/overlord/raid_c3.py
dice-no-you-have-no-item-hand = you have no Item to hand over.
dice-no-name-item-another-unit-on = name the Item and another Unit on the map: 'supply { $owed } UNIT'.

## rules/dday_dice/overlord/raids.py
dice-no-not-order-this-raid = '{ $verb }' is not an order of this Raid.
dice-no-given-phase-not-now = '{ $usage }' is given in Phase { $join }, not now.

## rules/dday_dice/overlord/sergeant_snafu.py
dice-no-your-unit-does-not-have = your Unit does not have the Snafu.
dice-no-name-another-unit-still-on =     name another Unit still on the map{ $if_phase ->
        [true] { " " }and not in a Bunker
       *[false] { "" }
    }: 'snafu t3u1'.
dice-no-pass-snafu-on-give-up = to pass the Snafu on, give up a held Leadership or Battle Cry bonus.
dice-no-phase-5-snafu-handed-over = in Phase 5 the Snafu is handed over only on entering a Bunker.

## rules/dday_dice/overlord/share_the_pain.py
dice-no-share-pain-rule-campaign-raids = Share the Pain is a rule of Campaign A's Raids only.
dice-no-give-skull-token-another-unit = give the Skull token to another Unit still on the map.
dice-no-escalation-sector-unit-there-ignores = { $label } is an escalation Sector: a Unit there ignores Share the Pain (it gives no Skull token; others may still give it some).
dice-no-no-skull-to-share = you have no Active { $colour } Skull left to share (Skulls cancel first).

## rules/dday_dice/overlord/solo_a1.py
dice-no-you-swap-with-rally-point = you swap with a Rally Point only from a Bunker you have just taken.
dice-no-swap-needs-war-correspondent-rally = the swap needs the War Correspondent (rally him first).

## rules/dday_dice/overlord/tigers.py
dice-no-tiger-moved-once-for-each = a Tiger is moved once for each RWB your Unit obtains, and you owe none now.
dice-no-specialist-sacrificed-only-on-leaving = a Specialist is sacrificed only on leaving a Tiger's Sector.
dice-no-you-have-nothing-that-turns = you have nothing that turns a die (Binoculars, War Medal).
dice-no-brace-4-if-tiger-fires = 'brace { $items } 4': if a Tiger fires on you this turn and its die shows 4 or more, the { $items } turns it to 1.
dice-no-you-are-already-braced-this = you are already braced this turn.

## rules/dday_dice/overlord/victoria_cross.py
dice-no-only-campaign-unit-holding-victoria = only a campaign Unit holding the Victoria Cross may redraw it.
dice-no-only-unit-alone-team-may = only a Unit alone in its Team may ignore the Victoria Cross.

## rules/dday_dice/rally.py
dice-no-there-no-specialist = there is no Specialist '{ $what }'.
dice-no-your-unit-already-has = your Unit already has its { $name }.
dice-no-not-available-not-your-hand =     the { $name } is not available (not in your hand nor in { $if_several ->
        [true] the reserves your Team draws from
       *[false] the reserve
    }).
dice-no-you-may-rally-turn-here =     you may rally { $limit ->
        [one] { $limit } Specialist
       *[other] { $limit } Specialists
    } a turn here.
dice-no-costs-stars =     the { $name } costs { $price ->
        [one] { $price } Star
       *[other] { $price } Stars
    }; you have { $stars }.

## rules/dday_dice/roll.py
dice-no-soldier-mulligan-optional-rule-not = the Soldier Mulligan is an optional rule not used in this game (option mulligan=on).
dice-no-mulligan-rerolls-first-roll-only = a Mulligan rerolls the first roll only, before locking, once a turn.
dice-no-you-have-no-mulligan-token = you have no Mulligan token left.
dice-no-mulligan-costs-you-would-have =     a Mulligan costs { $cost ->
        [one] { $cost } Soldier
       *[other] { $cost } Soldiers
    } and you would have none left.
dice-no-no-dice-are-locked-reroll = no dice are locked in { $label }; reroll any of them.
dice-no-dice-are-locked-once-right = dice are locked once, right after the first roll.
dice-no-lock-exactly-your-dice = lock exactly { $n } of your dice { $join }.
dice-no-lock-first = lock { $rule } dice first (e.g. 'lock 1 2').
dice-no-die-not-rerollable = die { $value } cannot be rerolled (locked or not in play).
dice-no-your-roll-already-over = your roll is already over.

## rules/dday_dice/skulls.py
dice-no-die-not-cancellable = die { $die } cannot be cancelled (a Skull, in a bonus, already cancelled or not in play).
dice-no-skulls-must-cancel =     { $left ->
        [one] { $left } Active Skull
       *[other] { $left } Active Skulls
    } must still cancel a die ('cancel N').

## rules/dday_dice/trading.py
dice-no-exchange-other =     { $if_other ->
        [true] give to another Unit of this game, e.g. 'give { $other } courage 1'.
       *[false] there is no other Unit in this game to give to.
    }
dice-no-not-your-sector-no-longer = { $unit } is not in your Sector (or no longer on the map).
dice-no-you-have-no-item-give = you have no Item '{ $what }' to give (one at a time).
dice-no-you-have =     you have { $count }{ $if_what ->
        [true] { " " }and keep at least 1
       *[false] { "" }
    }.

## rules/dday_dice/turn.py
dice-no-nothing-decided-this-phase = nothing is decided in this phase.
dice-no-phase-5-you-stay-move = in Phase 5 you 'stay', 'move SECTOR' or use an Item.
dice-no-phase-4-you-rally-find = in Phase 4 you rally, find, use, give, or say 'done'.

## rules/dday_dice/advance.py
dice-no-reason-found = { $found }.

## rules/dday_dice/badges.py
dice-no-reason-badge = { $refusal }

## rules/dday_dice/german.py
dice-no-reason-german = { $why }
dice-no-first-settle-what-waits-for = first settle what waits for you: { $pending_text }.
dice-no-german-phase = { $get }

## rules/dday_dice/items.py
dice-no-reason-withheld = { $withheld }.
dice-no-reason = { $why }.

## rules/dday_dice/overlord/baptism_of_fire.py
dice-no-reason-baptism = { $value }

## rules/dday_dice/overlord/keep_going.py
dice-no-retreat-one-two-sectors-back = Retreat one or two Sectors back on your board: { $join }.

## rules/dday_dice/overlord/raids.py
dice-no-first = first: { $join }.

## rules/dday_dice/overlord/solo_a1.py
dice-no-name-rally-point = name a Rally Point: { $join }.

## rules/dday_dice/overlord/tigers.py
dice-no-name-tiger-column = name the Tiger's Column: { $join }.
dice-no-name-one-your-specialists = name one of your Specialists: { $join }.

## rules/dday_dice/trading.py
dice-no-reason-exchange-limit = { $limited }

## rules/dday_dice/hooks.py (a campaign's step where none is installed)
dice-no-campaign = this step belongs to a campaign, and this game is played without one.
