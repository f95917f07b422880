### D-Day Dice's images: their alt text and status (renderer/dday_dice: alt.py, parts.py, words.py). The English is
### the renderer's English as it was.

dice-img-german-player = German player
dice-img-turn-phase = Turn { $turn } · { $phase }
dice-img-reconstructed = The map is reconstructed, not the printed one.
dice-img-over = Game over: { $outcome }
dice-img-over-words = The game is over.
dice-img-waiting = Waiting for { $who }.
dice-img-tag-locked = locked
dice-img-tag-bonus = bonus
dice-img-tag-straight = Straight
dice-img-tag-cancelled = cancelled
dice-img-unit = { $unit }: { $sector }, marker turn { $marker }{ $status ->
        [active] {""}
       *[other] , { $status }
    }; { $soldiers } { $soldiers ->
        [one] Soldier
       *[other] Soldiers
    }, { $courage } Courage, { $stars } { $stars ->
        [one] Star
       *[other] Stars
    }, { $ip } { $ip ->
        [one] Item Point
       *[other] Item Points
    }
dice-img-no-specialists = no Specialists
dice-img-no-items = no Items
dice-img-unit-cards = { $specialists }; { $items }; { $medals } { $medals ->
        [one] Medal
       *[other] Medals
    }
dice-img-lost-officers = Lost Officers: { $names }
dice-img-lost-paras = Lost Paras: { $paras }
dice-img-final-tally = Final Tally: { $dice }
dice-img-dice = dice: { $dice }
dice-img-battle-card = { $weather ->
        [yes] Weather
       *[no] Battle Condition
    }: { $name }{ $cancelled ->
        [yes] {" "}(cancelled)
       *[no] {""}
    }: { $text }.
dice-img-german = German player: { $soldiers } { $soldiers ->
        [one] Soldier
       *[other] Soldiers
    }, { $courage } Courage, { $stars } { $stars ->
        [one] Star
       *[other] Stars
    }, { $ip } { $ip ->
        [one] Item Point
       *[other] Item Points
    }, { $awards } { $awards ->
        [one] Award
       *[other] Awards
    } held; Land Mines { $mines ->
        [yes] active
       *[no] inactive
    }, MGF { $mgf ->
        [yes] active
       *[no] inactive
    }.
dice-img-sector-status = { $sector }: DEF { $defence }, Advance { $advance }, MGF { $mgf }
dice-img-tray = Dice tray of { $unit }: { $dice }
dice-img-tray-die = d{ $n } { $die }{ $locked ->
        [yes] {" "}locked
       *[no] {""}
    }
dice-img-no-dice = no dice

## The Battle Map's parts (renderer/dday_dice/parts.py: part_alt_text)
dice-img-map = The Battle Map{ $parts ->
        [1] {""}
       *[other] {" "}(part { $part } of { $parts })
    }: { $sectors }.
dice-img-map-sector = { $sector }: DEF { $defence }{ $advance ->
        [0] {""}
       *[other] , Advance { $advance }
    }{ $here ->
        [none] {""}
       *[other] , { $here } here
    }
dice-img-map-unit = Unit { $mark }

## images: the words the D-Day Dice images draw (renderer/dday_dice: draw.py, panels.py, sector_layout.py,
## battle_map.py, unit_panel.py, overlord.py, parts.py, web.py). The English is the renderer's English as it was.
dice-img-waiting-for = Waiting for: { $who }
dice-img-provenance = { $what ->
        [inferred] inferred from the expansions' rulebooks
        [reconstruction] our reconstruction
       *[placeholder] a placeholder
    }
dice-img-band = RECONSTRUCTED MAP ({ $what }), not the printed Battle Map: { $reason }
dice-img-none = none
dice-img-reserve-items = Reserve Items: { $items }
dice-img-reserve-item = { $name } { $ip } IP{ $many ->
        [yes] {" "}×{ $count }
       *[no] {""}
    }
dice-img-reserve-specialists = Ranking Specialists: { $specialists }
dice-img-stars = { $name } { $stars }★
dice-img-stars-paren = { $name } ({ $stars }★)
dice-img-left = Medals left: { $medals } · Vehicles left: { $vehicles }
dice-img-tray-head = { $unit } · { $sector }
dice-img-tray-no-roll = No dice rolled yet.
dice-img-tray-final = Final Tally.
dice-img-tray-lock = Tap two dice to lock, then Lock selected. Selected: { $picked }.
dice-img-tray-reroll = { $left } { $left ->
        [one] reroll
       *[other] rerolls
    } left: tap dice to reroll, then Reroll selected (or Keep). Selected: { $picked }.
dice-img-tray-note = { $note ->
        [locked] LOCKED
       *[selected] SELECTED
    }
dice-img-german-head = German player (in the Bunker)
dice-img-to-act = TO ACT
dice-img-done = done
dice-img-german-stats = { $soldiers } { $soldiers ->
        [one] Soldier
       *[other] Soldiers
    } · { $courage } Courage · { $stars } { $stars ->
        [one] Star
       *[other] Stars
    } · { $ip } { $ip ->
        [one] Item Point
       *[other] Item Points
    }
dice-img-german-specialists = Specialists: { $names }
dice-img-german-items = Items: { $names }
dice-img-german-awards = Awards in hand: { $held } (secret) · deck { $deck } · discarded { $discarded }
dice-img-german-fire = Land Mines: { $mines ->
        [yes] ACTIVE
       *[no] inactive (no Pioneer)
    } · Machine Gun Fire: { $mgf ->
        [yes] ACTIVE
       *[no] inactive (no MG-Schütze)
    }
dice-img-german-removed = MGF removed for good: { $sectors }
dice-img-german-removed-sector = Sector { $sector } ×{ $n }
dice-img-german-bonuses = Bonuses: { $names }
dice-img-german-played = Awards played this turn: { $names }
dice-img-german-short = Short of { $n } { $n ->
        [one] Soldier
       *[other] Soldiers
    }: every DEF is { $n } lower this turn
dice-img-die-tag = { $tag ->
        [german] RBN
        [straight] STR
       *[bonus] RWB
    }
dice-img-battle-head = { $weather ->
        [yes] Weather
       *[no] Battle Condition
    }: { $name }{ $cancelled ->
        [yes] {" "}— CANCELLED
       *[no] {""}
    }{ $placeholder ->
        [yes] {" "}(placeholder, not a printed card)
       *[no] {""}
    }
dice-img-chip-start = START
dice-img-mark = { $mark ->
        [mines] MINES
        [mines-off] mines off
       *[barrier] BARRIER
    }
dice-img-mark-to = { $mark } to { $sector }
dice-img-note-pool = Waiting here: { $names }
dice-img-bullet = •
dice-img-token-conquered = conquered
dice-img-token-turn = turn { $marker }{ $max ->
        [0] {""}
       *[other] /{ $max }
    }
dice-img-ip = IP
dice-img-not-rolled = not
    rolled
dice-img-dice-caption = { $state ->
        [none] Dice: not rolled yet
        [final] Final Tally
        [roll] Roll ({ $left } { $left ->
            [one] reroll
           *[other] rerolls
        } left)
       *[dice] Dice
    }
dice-img-panel-where = { $sector } · marker turn { $marker }{ $max ->
        [0] {""}
       *[other] {" "}of { $max }
    }
dice-img-resource = { $kind ->
        [soldiers] Soldiers
        [courage] Courage
        [stars] Stars
       *[ip] Item Points
    }
dice-img-column = Column { $team ->
        [a] Able
        [b] Baker
       *[c] Charlie
    }
dice-img-battle-map = Battle Map
dice-img-the-battle-map = The Battle Map
dice-img-team-shows = { $team }: { $what ->
        [both] your Column and your Units
        [column] your Column
       *[units] your Units
    }
dice-img-alt-numbers = { $mark } { $soldiers } { $soldiers ->
        [one] Soldier
       *[other] Soldiers
    }, { $courage } Courage, { $stars } { $stars ->
        [one] Star
       *[other] Stars
    }
dice-img-alt-piece = { $told } (part { $part } of { $parts } of its rows).
dice-img-alt-band = Reconstructed map, not the printed Battle Map: { $reason }
dice-img-alt-battle = Battle Conditions: { $cards }
dice-img-alt-german = The German player's panel.

## images: words only another language's image draws (its own wording of what the English image says in its own way:
## a chip, a note, a status). The English here words the same things.
dice-img-reason-exercise-tiger = Read from a photo of the printed board; which side owns each mine line and the black shield as 'max 1 turn' are our reading.
dice-img-reason-omaha-beach = Only what the Overlord example fixes is known; the rest is our design.
dice-img-reason-gold-beach = Two Bunkers and Sector 11 are stated by the Overlord rulebook; the rest is our design.
dice-img-reason-sword-beach = The map is named by the Overlord rulebook; every Sector is our design.
dice-img-reason-pointe-du-hoc = The map is named by the Overlord rulebook; every Sector (the cliff as Barriers) is our design.
dice-img-reason-vierville-draw = The map is named by the Overlord rulebook, which numbers its Sectors up to 16; every Sector is our design.
dice-img-chip-def = DEF { $value }
dice-img-chip-def-turn = T{ $turn }{ $on ->
        [yes] +
       *[no] {""}
    }: DEF { $value }
dice-img-chip-advance = Advance { $n } Courage
dice-img-chip-mgf = MGF { $n }
dice-img-chip-mgf-off = MGF { $n } { $off ->
        [removed] removed
       *[inactive] inactive
    }
dice-img-legend = Lines: a line joins Sectors you may advance between (red: Land Mines; yellow: a Barrier, named in the Sector that owns it); ⇄ marks a lateral move.
dice-img-legend-advance = Adv. N: Courage to advance into the Sector.
dice-img-note-needs = Needs { $names }
dice-img-note-give-up = Give up { $names }
dice-img-note-gain = +{ $n } { $what ->
        [Soldier] Soldiers
        [Courage] Courage
        [Star] Stars
       *[Tool] Tools
    } a turn
dice-img-note-arrival-dice = Gain { $n }d6 Soldiers on arrival
dice-img-note-arrival = Gain { $n } { $what ->
        [Soldier] Soldiers
        [Courage] Courage
       *[Star] Stars
    } on arrival
dice-img-note-lose = Lose { $n } Specialists
dice-img-note-medal = Medal on first visit
dice-img-note-vehicle = Vehicle here
dice-img-note-max = Max { $n } turns
dice-img-note-roll-only = Roll only { $n } dice
dice-img-note-no-lock = No dice locked
dice-img-note-no-find = No Items found here
dice-img-note-command-post = Command Post
dice-img-note-single-combat = Single Combat
dice-img-note-impassable = Impassable
dice-img-note-tiger = Tiger ({ $face }), heading { $way }
dice-img-note-token = { $token ->
        [rally] Rally Point
        [time] Time token
        [skull] Skull token
        [gun] Gun token (Sector 10 visited)
        [prisoner] Resistance prisoner (+2 DEF)
        [blocked] Blocked (Rommel's Obstacles)
        [courier] Courier
        [flame-thrower] Flame-Thrower token
        [officer] Officer token
        [sentries] Bunker Sentries
       *[para] Para
    } x{ $n } ({ $details })
dice-img-note-here = { $name } here
dice-img-panel-key = { $part ->
        [bonus] Bonus
        [specialists] Specialists
        [items] Items
        [medals] Medals
        [vehicle] Vehicle
        [rally] To rally
        [lost] Lost Officers
        [paras] Lost Paras
       *[queue] Answered ahead
    }
dice-img-claim = { $name }: { $label } ({ $dice }){ $given ->
        [yes] {" "}– given up
       *[no] {""}
    }
dice-img-claim-straight = six different faces
dice-img-claim-hold = held, to give up for a condition
dice-img-item-used = { $name }{ $used ->
        [yes] {" "}(used)
       *[no] {""}
    }
dice-img-face-down = { $n } face down
dice-img-status-conquered = CONQUERED the Bunker
dice-img-status-eliminated = ELIMINATED
dice-img-status-safe = IN SAFETY
dice-img-status-down = ELIMINATED, may Keep Going
dice-img-tag-conquered = BUNKER TAKEN
dice-img-tag-eliminated = ELIMINATED
dice-img-tag-safe = SAFE
dice-img-tag-down = FALLEN
dice-img-para = no. { $n } ({ $team })
dice-img-team-able = Team Able
dice-img-team-baker = Team Baker
dice-img-team-charlie = Team Charlie
dice-img-position = { $marks } { $where ->
        [in] in { $place }
       *[out] { $place }
    }
dice-img-piece = Battle Map, part { $part } of { $parts }: { $sectors ->
        [0] {""}
        [1] Sector { $first }
       *[other] Sectors { $first } to { $last }
    }{ $bunker ->
        [yes] {" "}and the Bunker
       *[no] {""}
    } ({ $next ->
        [yes] the rest in the next image
       *[no] the rows above are in the image before
    }).
dice-img-bc-loss = in Phase 6 { $who ->
        [all] every player
       *[units] every Unit
    } loses { $n } Soldiers
dice-img-bc-gain = in Phase 3 { $who ->
        [all] every player
       *[units] every Unit
    } gains { $n } { $what ->
        [soldiers] Soldiers
        [courage] Courage
        [stars] Stars
       *[ip] Item Points
    }
dice-img-bc-def = every DEF { $n }
dice-img-bc-advance = Advancing costs { $n } more Courage
dice-img-bc-dice = roll { $n } dice
dice-img-bc-lock = { $lock ->
        [no] no die is locked
       *[yes] dice are locked as usual
    }
dice-img-bc-no-find = no Item can be found
dice-img-bc-none = no effect
dice-img-bc-cancel = A Unit may give up a { $names } in Phase { $phase } to cancel it
dice-img-bc-rally = German player: the { $name } costs only { $stars } Stars to rally
