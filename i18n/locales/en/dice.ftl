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

## The events (rules/dday_dice: g.emit(..., key=, args=)).

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

## Dice (rules/dday_dice/roll.py, german.py: die_arg, tally_arg, dice_arg; worded by i18n/dice.py)
dice-die = { $colour } { $face }
dice-colour-red = red
dice-colour-white = white
dice-colour-blue = blue
dice-colour-black = black
dice-face-soldier1 = 1 Soldier
dice-face-soldier2 = 2 Soldiers
dice-face-star = Star
dice-face-courage = Courage
dice-face-tool = Tool
dice-face-skull = Skull
dice-face-mgf = MGF
dice-tally-die = { $n }:{ $die }{ $locked ->
        [yes] {" "}(locked)
       *[no] {""}
    }
dice-and-separator = {" and "}

## Prompts (rules/dday_dice/legal.py prompt_words, german_legal.py prompt_words): what a seat is asked
dice-prompt-roll-lock = { $unit }: your dice are { $tally }. Lock 2 dice ('lock 1 3'), then reroll the others up to twice, or 'keep'.
dice-prompt-roll-reroll = { $unit }: your dice are { $tally }. Reroll unlocked dice ('reroll { $free }', { $left } left) or 'keep'.
dice-prompt-bonus = { $unit }: Phase 2. { $bits }; then 'done'.
dice-prompt-bit-rwb = RWB possible: { $faces }
dice-prompt-bit-straight = a Straight
dice-prompt-bit-cancel = { $count ->
        [one] { $count } Active Skull
       *[other] { $count } Active Skulls
    } must cancel a die ('cancel N')
dice-prompt-bit-use-items = Use dice Items if you wish
dice-prompt-spend = { $unit }: Phase 4 with { $stars ->
        [one] { $stars } Star
       *[other] { $stars } Stars
    } and { $ip ->
        [one] { $ip } Item Point
       *[other] { $ip } Item Points
    }. 'rally NAME', 'find NAME', { $give ->
        [yes] 'give { $other } WHAT N',{" "}
       *[no] {""}
    }'use NAME', then 'done'.
dice-prompt-move = { $unit } in { $label } (marker { $marker }/{ $limit }): { $forced ->
        [yes] you must move
       *[no] 'stay' or move
    }: { $way ->
        [yes] { $moves }
       *[no] no way out
    }.
dice-prompt-german-roll-lock = German player: your dice are { $tally }. Lock 2 dice ('lock 1 3'), then reroll the others up to twice, or 'keep'.
dice-prompt-german-roll-reroll = German player: your dice are { $tally }. Reroll unlocked dice ({ $left } left) or 'keep'.
dice-prompt-german-bonus = German player: Phase 2. { $bits }; then 'done'.
dice-prompt-bit-name = { $name }
dice-prompt-bit-german-cancel = { $count ->
        [one] { $count } Active Skull
       *[other] { $count } Active Skulls
    } must cancel a die
dice-prompt-bit-play-card = Play a card if you wish
dice-prompt-german-spend = German player: Phase 4 with { $stars ->
        [one] { $stars } Star
       *[other] { $stars } Stars
    }, { $ip ->
        [one] { $ip } Item Point
       *[other] { $ip } Item Points
    } and { $courage } Courage. 'rally NAME', 'find NAME', 'award N' (5 Courage each), 'use NAME', then 'done'.
dice-prompt-german-hold = German player: you hold the Bunker. Play a card ('use NAME') or 'done'.

## Choices (menus, buttons, autocomplete: legal.py _label_words, german_legal.py label_words)
dice-choice-keep = keep
dice-choice-done = done
dice-choice-stay = stay
dice-choice-straight = straight
dice-choice-mulligan = mulligan
dice-choice-dice = { $text } — { $faces }
dice-choice-rally = { $text } — { $name }, { $stars ->
        [one] { $stars } Star
       *[other] { $stars } Stars
    }
dice-choice-move = { $text } — { $label }, { $cost } Courage
dice-choice-cancel = { $text } — cancel { $die }
dice-choice-award = { $text } — { $cost } Courage

## Seats, start notes and phases (rules/dday_dice/engine.py: seat_words, start_note_words, phase_words; the stored
## headings read back by i18n/dice.py phase_of_label)
dice-seat-unit = { $unit }
dice-seat-german = German player
dice-start-note-data = D-Day Dice runs on reconstructed data: the base rulebook is not available, so RWB values, the Tool table, Specialist costs and abilities, most Items and Medals, and every map but Exercise Tiger are our proposal (see /rules and the README). An owner of the game can enter the printed values with DDAY_DICE_DATA.
dice-start-note-map = The map '{ $map }' is our reconstruction: only a few of its values are known.
dice-phase-setup = Setup
dice-phase-roll = Phase 1 Roll
dice-phase-bonuses = Phase 2 Bonuses and Skulls
dice-phase-resources = Phase 3 Resources
dice-phase-rally = Phase 4 Rally and Find
dice-phase-move = Phase 5 Move
dice-phase-combat = Phase 6 Combat
dice-phase-over = Game over
dice-phase-title = { $title } · Turn { $turn } · { $phase }
dice-phase-title-over = { $title } · Game over

## The dice tray (bot/service/dice_tray.py): its post, its buttons
dice-tray-head = **Dice tray: { $name }**
dice-tray-head-owner = **Dice tray: { $name }** — { $owner } presses the buttons
dice-tray-lock = Tap the two dice to **lock**, then **Lock selected**; or **Keep** this roll as it is.
dice-tray-reroll = { $left ->
        [one] { $left } reroll left
       *[other] { $left } rerolls left
    }: tap the dice to roll again, then **Reroll selected**; or **Keep** these dice.
dice-tray-final = Final Tally: this roll is over.
dice-tray-no-roll = No roll to make now.
dice-tray-die = d{ $n } { $die }{ $locked ->
        [yes] {" "}(locked)
       *[no] {""}
    }
dice-tray-die-button = { $on ->
        [yes] ✔{" "}
       *[no] {""}
    }d{ $n } { $die }
dice-tray-go-lock = Lock selected ({ $count })
dice-tray-go-reroll = Reroll selected ({ $count })
dice-tray-keep = Keep
dice-tray-mulligan = Mulligan (pay Soldiers, roll all again)

## Options' names (the console's `options`: the cards, Specialists and Units an option gives by id)
dice-option-names = { $named }
dice-option-printed = { $name }
dice-option-unit = Unit { $number }
dice-option-team-unit = Team { $team_no }, Unit { $number }
dice-option-german = the German player
