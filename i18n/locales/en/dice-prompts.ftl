### D-Day Dice's prompts met now and then (issue #48): a loss to the German, the Assault's order, a Raid's orders,
### Overlord's carry and Keep Going!, the warning of a Unit with no way out; and why a move is refused.

## prompts

dice-prompt-observe = { $unit }: put the Battle Conditions you looked at back: 'reorder 1 2' or 'reorder 2 1'.
dice-prompt-loss = { $unit }: the German makes you lose 1 { $what }; pick it: { $choices }.
dice-prompt-assault = { $unit }: several Units wait in the Final Bunker; name the order of the Assault, e.g. 'assault { $order }'.
dice-prompt-carry = { $unit }: before rolling, keep up to { $count ->
        [one] { $count } Specialist
       *[other] { $count } Specialists
    } from the last Raid ({ $had }): 'carry NAME', or 'carry none'.
dice-prompt-keep-going = { $unit } was eliminated. Keep Going!: 'retreat SECTOR keep SPECIALIST stars N' to { $destinations }{ $if_keep ->
        [yes] {" "}(keep one of: { $keep })
       *[no] {""}
    }, or 'retreat none' to stay out of this Raid.
dice-prompt-raid-first = { $unit }: first { $usages } (a rule of this Raid): { $orders }.
dice-prompt-with-raid-hint = { $prompt } This Raid also allows: { $verbs }.
dice-prompt-with-warning = { $prompt } Warning: { $warning }
dice-prompt-stuck = { $unit } must leave { $label } in Phase 5 and has no way out now. { $if_why ->
        [yes] { $why }
       *[no] {""}
    }Unless that changes in this phase, the Unit is eliminated at the start of Phase 5.

## Why a move is refused (rules/dday_dice/advance.py: check_move)
dice-move-not-next = { $dest } is not next to { $label }
dice-move-in-bunker = a Unit in a Bunker does not move on
dice-move-behind = { $label } is behind you (no moving down)
dice-move-off-map = advancing into { $label } would carry you off the map
dice-move-visited = { $label } was visited before
dice-move-impassable = { $label } cannot be entered
dice-move-barrier = a Barrier blocks the way from { $label } (Wire Cutters or a Bulldozer cross it)
dice-move-needs = { $label } needs a { $names }
dice-move-needs-bonus = { $label } needs a held { $name } bonus to give up
dice-move-costs = moving to { $label } costs { $cost } Courage; you have { $courage }
dice-move-own-bunker = your Team's objective is the Bunker of Column { $column }, not { $label }
dice-move-other = { $text }

## A choice named by what a player types, and nothing else (a Raid's order, 'carry medic', 'retreat none')
dice-choice-notation = { $text }

## How to write Keep Going!'s retreat (rules/dday_dice/notation.py)
dice-err-write-retreat = '{ $whole }': write 'retreat SECTOR [keep SPECIALIST] [stars N]', e.g. 'retreat B-8 keep captain stars 3', or 'retreat none'.

## A Battle Condition's effect, bit by bit (rules/dday_dice/battle_conditions.py: BCEffect.pieces); an English
## table reads the effect's own English words (describe), so these say the same for a reader of another language
dice-bc-phase6-loss = in Phase 6 { $who ->
        [all] every player
       *[units] every Unit
    } loses { $count ->
        [one] { $count } Soldier
       *[other] { $count } Soldiers
    }
dice-bc-phase3-gain = in Phase 3 { $who ->
        [all] every player
       *[units] every Unit
    } gains { $what ->
        [soldiers] { $count ->
            [one] { $count } Soldier
           *[other] { $count } Soldiers
        }
        [stars] { $count ->
            [one] { $count } Star
           *[other] { $count } Stars
        }
        [ip] { $count ->
            [one] { $count } Item Point
           *[other] { $count } Item Points
        }
       *[courage] { $count } Courage
    }
dice-bc-def-plus = every DEF +{ $count }
dice-bc-def-minus = every DEF -{ $count }
dice-bc-advance-plus = Advancing costs { $count } more Courage
dice-bc-dice = roll { $count ->
        [one] { $count } die
       *[other] { $count } dice
    }
dice-bc-no-lock = no die is locked
dice-bc-lock-as-usual = dice are locked as usual
dice-bc-no-find = no Item can be found
dice-bc-no-effect = no effect
dice-bc-cancel-by = a Unit may give up a { $names } in Phase { $phase } to cancel it
dice-bc-german-rally = German player: the { $name } costs only { $stars ->
        [one] { $stars } Star
       *[other] { $stars } Stars
    } to rally

## Causes and bits of events worded for a reader of another language (an English table reads the engine's words)
dice-why-first-visit = first visit to { $label }
dice-why-straight = Straight
dice-why-victoria-cross-redrawn = Victoria Cross redrawn
dice-keeping = , keeping the { $name }
dice-bc-gained = { $what ->
        [soldiers] { $count } soldiers
        [stars] { $count } stars
        [ip] { $count } ip
       *[courage] { $count } courage
    }

## A Raid's own rule keeping a Unit out (rules/dday_dice/overlord: enter, objective and find hooks)
dice-raid-why-jacket-free = Jacket and Pills: the { $name } is found only for free in { $label } ({ $board }), with 'collect { $item }'
dice-raid-why-pick-only = only the Command Jacket and the Amphetamines are picked up ('collect command-jacket')
dice-raid-why-pick-where = the { $name } waits in { $label } ({ $board })
dice-raid-why-pick-found = the { $name } has been found already: one per game
dice-raid-why-pick-asked = you have already asked for the { $name }
dice-raid-why-pick-reserve = the { $name } is not in the reserve
dice-raid-why-tonga-objective = Tonga, Tonga, Tonga!: every Unit's objective is the { $label }
dice-raid-why-tonga-barrier = Tonga, Tonga, Tonga!: the Barriers above { $label } cannot be crossed, not even with Wire Cutters or a Bulldozer
dice-raid-why-minophobia = Minophobia: Team Baker never crosses Land Mines; go round them through a neighbouring Column
dice-raid-why-password-team = Halt! Password!: nobody enters your Bunker before your Team has given its Password to the Sentries
dice-raid-why-password-solo = Halt! Password!: every Bunker is impregnable until you give a Password to its Sentries
dice-raid-why-password-given = you gave the Password of Column { $column }: that is the Bunker you attack
dice-raid-why-alarm = Alarm Signal: entering the Bunker costs { $cost } (you lack { $lack })
dice-raid-why-lines = Stay Between the Lines!: no moving from one board to another in this Raid
dice-raid-why-lieutenant = the Lieutenant joins only in Sector 9 Able in this Raid
dice-raid-why-obstacles = Rommel's Obstacles: { $label } is blocked
dice-raid-why-tiger = a Tiger is in your Sector: leaving it costs a Specialist, and you have none
dice-raid-why-opening-row = Small Opening: you change Column only between third-row Sectors
dice-raid-why-opening-column = Small Opening: your Bunker is in another Column than { $column }, where you started
dice-raid-why-leap-first = Leap Toward Tonga: take the Able or the Charlie Bunker first, then { $label }
dice-raid-why-leap-second = Leap Toward Tonga: your second Bunker must be the { $label }
dice-raid-why-follow-rolled = Follow Me!: your Team's objective is rolled when one of its Units reaches the third row
dice-raid-why-follow-column = Follow Me!: your Team's objective is the Bunker of Column { $column }
dice-raid-why-this-way = This Way!: reach { $label } first; your commander will then name the Bunker
dice-raid-why-that-way = No, That Way!: your objective is the { $label }
dice-raid-why-taken = you have taken the { $label } already
dice-raid-why-howitzers = the howitzers have not fired yet (a token in every Sector 10 first)
dice-raid-why-bunker-link = you go from Bunker to Bunker only from one you have taken
dice-raid-why-not-linked = { $to } is not a Bunker linked to { $label }
dice-raid-why-link-cost = going to { $label } costs { $cost } Courage; you have { $have }
dice-raid-cost-soldiers = { $n } soldiers
dice-raid-cost-stars = { $n } stars
dice-raid-cost-courage = { $n } courage
dice-raid-cost-items = { $n } items
dice-raid-cost-specialists = { $n } specialists
dice-raid-why-trench = the Mont Fleury trench needs a temporary bridge: give up a held Leadership or Special Find bonus, sacrifice your Engineer, or use the Rope Ladder
dice-raid-why-ft-found = your Team has found its Flame-Thrower already (Fanatical Defenders)
dice-raid-why-ft-where = Fanatical Defenders: your Team's Flame-Thrower is found only in { $label }
dice-raid-why-ft-carry = Fanatical Defenders: your Team's first Unit into its Bunker must carry the Team's Flame-Thrower
dice-raid-why-withheld = the { $name } cannot be found in this Raid: the first Unit on a red token gets it
dice-raid-why-trapped = Trapped Officers: the { $name } is freed only from a token in a Sector 9
dice-raid-why-no-admirer = name no Unit when you rally (only The Mutual Admiration Society asks for one)
dice-raid-why-admirer = The Mutual Admiration Society: name the rival Unit that gains the Courage, e.g. '{ $example }'
dice-raid-why-unique-held = your Team already has its one Unique Specialist
dice-raid-why-unique-asked = your Team has already asked for its one Unique Specialist this phase
