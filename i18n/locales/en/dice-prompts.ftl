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
