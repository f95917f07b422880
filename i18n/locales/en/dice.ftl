### D-Day Dice's words, in their own group (English for now: a Korean reader gets them with the commands named as
### their menu shows them).

## How to act in the game: /help in a channel of D-Day Dice.
dice-act-help = **Playing D-Day Dice: /dice** (every Unit plays the phase at once; options autocomplete with legal choices)
    Your **dice tray** (posted when a roll starts, or `/dice tray`): tap dice, then **Lock selected** (two, after the first roll), **Reroll selected**, or **Keep**; only you can press your tray
    `/dice lock dice:1 3` · `/dice reroll dice:2 4 5` · `/dice keep` · `/dice mulligan` (optional rule)
    `/dice rwb face:<face> option:<option>` · `/dice straight` · `/dice cancel die:<n>` (Phase 2)
    `/dice rally what:<Specialist>` · `/dice find what:<Item>` · `/dice give to:<unit> what:<…>` · `/dice use what:<…>` (Phase 4) · `/dice stay` · `/dice move to:<Sector>` (Phase 5) · `/dice done`
    `/dice medals` your face-down Medals, only you see them · `/dice do action:<text>` any action, or a whole turn with `;`

### D-Day Dice's words (issue #46): the events that count something (Soldiers, Stars, Awards, dice ...). Each
### reproduces the engine's English line (the event's text) word for word, its counted nouns chosen by Fluent's plural
### selectors.
### Arguments: unit, to: a Unit ({"seat", "nation"}), said by its name (i18n/dice.py: dice-unit-name with
### dice-nation-<id>, dice-team-<name>; the German seat: dice-german-player); counts are numbers; why, cause, card,
### name, label, specialist, item: the engine's English words for a card, a Sector or a reason, inserted as they are.

dice-german-player = The German player
dice-nation-us = U.S.
dice-nation-uk = U.K.
dice-nation-fr = France
dice-nation-ca = Canada
dice-team-able = Able
dice-team-baker = Baker
dice-team-charlie = Charlie
dice-unit-name = Unit { $number } ({ $nation })
dice-team-unit-name = Team { $team }, Unit { $number } ({ $nation })
dice-unit-at = { $unit } in { $where }

## The events (rules/dday_dice: g.ev(..., key=, args=)).

dice-ev-setup = { $map }: { $units }, { $players ->
        [one] with
       *[other] each with
    } { $soldiers ->
        [one] { $soldiers } Soldier
       *[other] { $soldiers } Soldiers
    }.
dice-ev-resources = { $unit } gained { $soldiers ->
        [one] { $soldiers } Soldier
       *[other] { $soldiers } Soldiers
    }, { $courage } Courage, { $stars ->
        [one] { $stars } Star
       *[other] { $stars } Stars
    } and { $ip ->
        [one] { $ip } Item Point
       *[other] { $ip } Item Points
    } ({ $tools ->
        [one] { $tools } Tool
       *[other] { $tools } Tools
    }).
dice-ev-german-resources = The German player gained { $soldiers ->
        [one] { $soldiers } Soldier
       *[other] { $soldiers } Soldiers
    }, { $courage } Courage, { $stars ->
        [one] { $stars } Star
       *[other] { $stars } Stars
    } and { $ip ->
        [one] { $ip } Item Point
       *[other] { $ip } Item Points
    }.
dice-ev-losses = { $unit } lost { $count ->
        [one] { $count } Soldier
       *[other] { $count } Soldiers
    } ({ $cause }).
dice-ev-losses-last = { $unit } lost its last { $count ->
        [one] { $count } Soldier
       *[other] { $count } Soldiers
    } ({ $cause }); { $missing } more to take from its Specialists.
dice-ev-mulligan = { $unit } paid { $count ->
        [one] { $count } Soldier
       *[other] { $count } Soldiers
    } for a Mulligan and rolled again: { $tally }.
dice-ev-rerolled = { $unit } rerolled { $count ->
        [one] { $count } die
       *[other] { $count } dice
    }: { $tally }{ $left ->
        [0] .
        [one] {" "}({ $left } reroll left).
       *[other] {" "}({ $left } rerolls left).
    }
dice-ev-german-rerolled = The German player rerolled { $count ->
        [one] { $count } die
       *[other] { $count } dice
    }: { $tally }.
dice-ev-award-drawn = The German player drew an Award ({ $why }); they now hold { $count ->
        [one] { $count } Award
       *[other] { $count } Awards
    }.
dice-ev-awards-looked = The German player looks at the { $count ->
        [one] top Award
       *[other] top { $count } Awards
    } of the deck.
dice-ev-german-soldiers-lost = The German player loses { $count ->
        [one] { $count } Soldier
       *[other] { $count } Soldiers
    } ({ $why }).
dice-ev-gain = { $unit } gains { $count ->
        [one] { $count } Soldier
       *[other] { $count } Soldiers
    } ({ $why }).
dice-ev-stay-bonus = { $unit } may stay { $count ->
        [one] { $count } more turn
       *[other] { $count } more turns
    } in its Sector ({ $why }).
dice-ev-german-rallied = The German player rallied the { $name } for { $count ->
        [one] { $count } Star
       *[other] { $count } Stars
    }.
dice-ev-german-found = The German player found the { $name } for { $count ->
        [one] { $count } Item Point
       *[other] { $count } Item Points
    }.
dice-ev-german-awards-bought = The German player spends { $cost } Courage on { $count ->
        [one] { $count } Award
       *[other] { $count } Awards
    }.
dice-ev-queued = { $unit } answered ahead: { $count ->
        [one] { $count } step waits
       *[other] { $count } steps wait
    } for the next phase.
dice-ev-german-setup = The German player defends from the Bunker with { $soldiers ->
        [one] { $soldiers } Soldier
       *[other] { $soldiers } Soldiers
    }, { $courage } Courage and the Unteroffizier; { $awards } Awards are shuffled into a deck.
dice-ev-blind-start = Blind Start: the German player starts with { $soldiers ->
        [one] { $soldiers } Soldier
       *[other] { $soldiers } Soldiers
    }.
dice-ev-blind-pick = Blind Start: the German player starts with { $soldiers ->
        [one] { $soldiers } Soldier
       *[other] { $soldiers } Soldiers
    } and { $courage } Courage.
dice-ev-skulls = { $unit }: Active Skulls cancelled { $count ->
        [one] { $count } die
       *[other] { $count } dice
    }.
dice-ev-solo-pool-taken = The German takes { $count ->
        [one] { $count } die
       *[other] { $count } dice
    } from their trade pool into their Final Tally.
dice-ev-arrival-gain = { $unit } gained { $count ->
        [one] { $count } Soldier
       *[other] { $count } Soldiers
    } arriving in { $label }.
dice-ev-fire = { $unit } carries { $count ->
        [one] { $count } Explosion symbol
       *[other] { $count } Explosion symbols
    }, { $over } over the safe limit.
dice-ev-rallied = { $unit } rallied its { $name }{ $free ->
        [true] {" "}for free.
       *[false] {" "}for { $count ->
            [one] { $count } Star
           *[other] { $count } Stars
        }.
    }
dice-ev-german-losses = The German player loses { $count ->
        [one] { $count } Soldier
       *[other] { $count } Soldiers
    }: the highest DEF held by the Allies is { $top }.{ $deficit ->
        [0] {""}
        [one] {" "}They are { $deficit } Soldier short: every Sector's DEF is { $deficit } lower for the Allies this turn.
       *[other] {" "}They are { $deficit } Soldiers short: every Sector's DEF is { $deficit } lower for the Allies this turn.
    }
dice-ev-deficit-gain = { $unit } gains { $count ->
        [one] { $count } Soldier
       *[other] { $count } Soldiers
    }: the German's shortage takes the DEF of { $label } below 0.
dice-ev-gave = { $unit } gave { $count } { $what ->
        [soldiers] { $count ->
            [one] Soldier
           *[other] Soldiers
        }
        [stars] { $count ->
            [one] Star
           *[other] Stars
        }
        [ip] { $count ->
            [one] Item Point
           *[other] Item Points
        }
       *[courage] Courage
    } to { $to }.
dice-ev-pain-waits = Share the Pain: { $count ->
        [one] { $count } Skull token waits
       *[other] { $count } Skull tokens wait
    } next to the Rally Point in { $label }.
dice-ev-carry-offered = Each Unit may keep up to { $count ->
        [one] { $count } Specialist
       *[other] { $count } Specialists
    } from the last Raid: 'carry NAME' (or 'carry none') before its first roll.
dice-ev-skull-tokens = { $unit } adds { $count ->
        [one] { $count } Skull token
       *[other] { $count } Skull tokens
    } to its Final Tally (Share the Pain).
