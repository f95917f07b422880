### D-Day Dice: the causes, views and labels the rules name and the bot words (issue #48, rules/dday_dice/why.py and
### the views). The English is the engine's English as it was: an English table reads the same words.

## Causes in brackets (rules/dday_dice/why.py): a Sector, a Specialist or an Item by its printed name
dice-why-mgf = Machine Gun Fire
dice-why-special-damage = Special Damage
dice-why-no-soldiers-left = no Soldiers left to take the losses
dice-why-nothing-left = no Soldiers and no Specialists left
dice-why-could-not-move = it had to move and could not
dice-why-playing-with-fire = Playing with Fire
dice-why-land-mines = Land Mines
dice-why-inactive-land-mines = inactive Land Mines
dice-why-inactive-mgf = inactive Machine Gun Fire
dice-why-alarm-signal = the Alarm Signal
dice-why-tiger = the Tiger
dice-why-sniper = the Sniper
dice-why-allies-doing = the Allies' doing
dice-why-sacrificed = sacrificed
dice-why-def = DEF of { $sector }
dice-why-entering = entering { $sector }
dice-why-tiger-in = the Tiger in { $sector }
dice-why-inexperience = the inexperience of its { $specialist }
dice-why-owned = { $unit }'s { $thing }

## The game's name where it is shown in words (bot/service/game_words.py: game_title)
game-title-dday-dice = D-Day Dice (2nd ed.)

## The private views (bot/service/dice_tray.py): a Unit's Medals, the German player's Awards
dice-medals-head = **{ $unit }: your Medals** (face down: only you see them)
dice-awards-head = **German player: your Awards** (secret until you play them)
dice-private-none = • none yet
dice-medals-use = Use one with `/dice use` when it helps.
dice-awards-use = Play one with `/dice use` when it helps.
dice-medals-looked = **Next Battle Conditions** (put them back with `reorder`): { $cards }
dice-awards-looked = **Top of the Award deck** (put them back with `reorder`): { $cards }

## An effect's pieces (rules/dday_dice/records.py: Effect.describe), joined by "; "
dice-fx-none = no effect
dice-fx-gain = +{ $n } { $what ->
        [soldiers] { $n ->
            [one] Soldier
           *[other] Soldiers
        }
        [stars] { $n ->
            [one] Star
           *[other] Stars
        }
        [ip] { $n ->
            [one] Item Point
           *[other] Item Points
        }
       *[courage] Courage
    }
dice-fx-medal = draw { $n } { $n ->
        [one] Medal
       *[other] Medals
    } at random
dice-fx-add-results = add { $n } { $n ->
        [one] chosen result
       *[other] chosen results
    } to your Final Tally
dice-fx-give-results = add { $n } { $n ->
        [one] chosen result
       *[other] chosen results
    } to another Unit's Final Tally
dice-fx-change-die = turn { $n } of your dice to any face (same colour)
dice-fx-reroll-dice = reroll { $n } { $n ->
        [one] unlocked die
       *[other] unlocked dice
    } of your Final Tally
dice-fx-trade-die = swap a die with another Unit in your Sector
dice-fx-steal-die = take a die of another Unit in your Sector into your Final Tally
dice-fx-extra-reroll = { $n } { $n ->
        [one] more reroll
       *[other] more rerolls
    } in Phase 1
dice-fx-ignore-skulls = { $n } { $n ->
        [one] Active Skull cancels
       *[other] Active Skulls cancel
    } nothing
dice-fx-wild-rwb = one RWB a turn needs only two colours
dice-fx-free-item = find one Item costing up to { $n } IP for free
dice-fx-free-specialist = rally one Specialist for free
dice-fx-ignore-conditions = ignore the conditions of the Sector you enter
dice-fx-free-advance = Advance without paying Courage
dice-fx-advance-discount = Advance costs { $n } Courage less
dice-fx-extra-stay = { $all ->
        [yes] every Unit
       *[no] you
    } may stay { $n } { $n ->
        [one] more turn
       *[other] more turns
    } in the current Sector
dice-fx-def-reduce = DEF of your Sector -{ $n }
dice-fx-def-zero = DEF of your Sector becomes 0 (not in a Bunker)
dice-fx-ignore-mgf = ignore Machine Gun Fire
dice-fx-silence-mgf = silence { $n } Machine Gun Fire
dice-fx-cross-barrier = cross Barriers
dice-fx-ignore-mines = cross Land Mines safely
dice-fx-trade-anywhere = trade with a Unit anywhere

## RWB options (rules/dday_dice/bonuses.py: option_label): English says the option's printed label, another language
## what it does
dice-rwb-option = { $option }
dice-rwb-hold = keep it to give up for a condition
dice-rwb-held = held to give up later
dice-rwb-badge = draw a Badge at random (Badges)
dice-rwb-call-for-help = Call for Help: put your Unit in safety (it leaves this Raid; -5 PP for its Team)
dice-rwb-face-soldier1 = soldier1
dice-rwb-face-soldier2 = soldier2
dice-rwb-face-star = star
dice-rwb-face-courage = courage
dice-rwb-face-tool = tool
dice-rwb-face-skull = skull

## Choices (rules/dday_dice/legal.py: _label_words)
dice-choice-rwb = { $text } — { $name }: { $label }
dice-choice-find = { $text } — { $name }, { $ip } IP: { $effect }
dice-choice-use = { $text } — { $has_name ->
        [yes] { $name }:{" "}
       *[no] {""}
    }{ $has_mine ->
        [yes] { $mine }{ $other ->
            [none] {""}
           *[other] ;{" "}
        }
       *[no] {""}
    }{ $other ->
        [unit] { $to }'s { $faces }
        [german] the German's { $faces }
       *[none] {""}
    }

## More causes, resources and kinds of card
dice-why-bought-with-courage = bought with Courage
dice-why-bought = bought
dice-why-effect-of = an effect of { $what }
dice-res = { $n } { $what ->
        [soldiers] { $n ->
            [one] Soldier
           *[other] Soldiers
        }
        [stars] { $n ->
            [one] Star
           *[other] Stars
        }
        [ip] { $n ->
            [one] Item Point
           *[other] Item Points
        }
       *[courage] Courage
    }
dice-kind-specialist = specialist
dice-kind-item = item

## A card's own sentence (rules/dday_dice/why.py: card_text): the data's English
dice-card-text = { $id ->
       *[other] { $text }
    }
dice-card-kind-award = Award
dice-card-kind-item = Item
dice-card-kind-ability = Specialist
dice-choice-german-rally = { $text } — { $name }, { $stars ->
        [one] { $stars } Star
       *[other] { $stars } Stars
    }: { $effect }
dice-choice-card = { $text } — { $name }: { $effect }
dice-choice-blind = { $text } — die { $die }: { $count ->
        [one] { $count } Soldier
       *[other] { $count } Soldiers
    }

## The German's effects (rules/dday_dice/german_records.py: GermanEffect.describe)
dice-or-separator = {" "}OR{" "}
dice-gfx-black-award = Black Award, played at once: { $either }
dice-gfx-units-lose-soldiers = every Allied Unit loses { $n } { $n ->
        [one] Soldier
       *[other] Soldiers
    }
dice-gfx-units-lose-courage = every Allied Unit loses { $n } Courage
dice-gfx-units-gain-soldiers = every Allied Unit gains { $n } { $n ->
        [one] Soldier
       *[other] Soldiers
    }
dice-gfx-unit-loses = an Allied Unit of your choice loses 1 { $kind } (its player picks which)
dice-gfx-draw-awards = draw { $n } { $n ->
        [one] Award
       *[other] Awards
    } at random
dice-gfx-pick-award = take the Award of your choice from the deck, then shuffle it
dice-gfx-look-awards = look at the top { $n } { $n ->
        [one] Award and reorder it
       *[other] Awards and reorder them
    }
dice-gfx-reroll-dice = reroll up to { $n } { $n ->
        [one] unlocked die
       *[other] unlocked dice
    } of your Final Tally
dice-gfx-add-results = add { $n } { $n ->
        [one] black result
       *[other] black results
    } of your choice to your Final Tally
dice-gfx-steal-die = take a die of an Allied Unit's Final Tally (it turns black)
dice-gfx-extra-find = find { $n } { $n ->
        [one] more Item this turn, paying its cost
       *[other] more Items this turn, paying their cost
    }
dice-gfx-activates = activates every { $what ->
        [mines] Land Mine
       *[mgf] Machine Gun Fire
    } of the Battle Map while with you
dice-gfx-lose-soldiers = lose { $n } { $n ->
        [one] Soldier
       *[other] Soldiers
    }
dice-gfx-lose-specialist = lose 1 Specialist
dice-gfx-lose-award = lose 1 Award

## The German's defences (dice-ev-defences-on, dice-ev-defences-off)
dice-defence-mines = Land Mine
dice-defence-mgf = Machine Gun Fire
dice-defences-mines = Land Mines
dice-defences-mgf = Machine Gun Fire
dice-bunker = Bunker
dice-why-picked = picked from the deck

## What waits for the German player first (rules/dday_dice/german.py: pending_text)
dice-prompt-german-pending = German player: first settle { $pending }.
dice-pending = { $kind ->
        [blind] pick the die of your starting Soldiers ('start N')
        [wound] the Black Award { $name } ('wound N [NAME]')
        [lose] a Specialist to lose ('lose NAME')
        [pick] the Award of your choice ('pick NAME')
        [clasp] which Final Tally you keep ('pick original' or 'pick new')
        [observe] the order of the Battle Conditions you looked at ('reorder 1 2' or 'reorder 2 1')
       *[reorder] the order of the Awards you looked at ('reorder ...')
    }
dice-choice-lose = { $name ->
       *[other] { $text }
    }
dice-choice-wound = { $named ->
       *[other] { $text }
    }{ $option ->
       *[other] {""}
    }{ $name ->
       *[other] {""}
    }
