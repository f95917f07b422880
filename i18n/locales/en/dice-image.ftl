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
