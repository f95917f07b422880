### Pegasus Bridge's card table image and its alt text (renderer/pegasus_bridge, issue #48), in the image's language.
### Card names stay as printed (a placeholder card, our own design, is named by its gloss in another language); a
### card's effect is its pb-text-<number>. Arguments: side, winner: a side's name (pb-img-side-<seat>); n, count,
### and the other numbers: numbers; signed: a signed number as text ("+1", "-1").

pb-img-side-british = British
pb-img-side-german = German
pb-img-turn-letter-british = B
pb-img-turn-letter-german = G
pb-img-nobody = Nobody
pb-img-winners = { $first } and { $last }

## The header
pb-img-scenario = Scenario { $scenario } · { $name }
pb-img-campaign-scenario = Campaign (Operation Tonga) · { $scenario }
pb-img-strength = Strength Points
pb-img-turn-token = Turn token: { $side } face
pb-img-waiting = Waiting for { $parts }
pb-img-game-over = Game over — { $winners } win. { $reason }

## What a seat is waiting to do
pb-img-wait-mulligan = keep or new hand
pb-img-wait-heroic = choose a heroic card
pb-img-wait-build = build the Terrain piles
pb-img-wait-pile = choose a pile
pb-img-wait-terrain = choose the Terrain
pb-img-wait-approach = keep or redraw the Approach
pb-img-wait-blue = blue campaign token
pb-img-wait-phase = own phase
pb-img-wait-place_g = play a Unit
pb-img-wait-place_b = play a Unit
pb-img-wait-raise = raise
pb-img-wait-destroyed = a Unit was destroyed
pb-img-wait-respond = answer the card just played
pb-img-wait-choice = choose the card's option
pb-img-wait-reserve = counter-attack reserve

## Whose move a fight waits for
pb-img-turn-g_init = German initiative
pb-img-turn-b_place = British to place a Unit
pb-img-turn-british = British raising
pb-img-turn-german = German raising

## The objectives
pb-img-objectives = Objectives
pb-img-approach = Approach
pb-img-approach-left = { $n ->
        [one] { $n } Terrain card
       *[other] { $n } Terrain cards
    } left in the pile
pb-img-then-bridges = then the bridges
pb-img-bridge-title = { $name } bridge ({ $number })
pb-img-taken-british = taken by the British
pb-img-held-german = held by the German
pb-img-objective-british = objective of the British
pb-img-face = face: { $face }
pb-img-not-fought = not yet fought
pb-img-horsa-british = British took it: −1 German Unit
pb-img-horsa-german = German holds: +1 German Unit
pb-img-final-bridge = the final bridge, after Bénouville
pb-img-final-taken = taken with Strength Points left
pb-img-guns = Guns destroyed: { $n } of 3
pb-img-guns-win = the British wins with 3 guns
pb-img-casemates = (casemates 1016, 1022, 1023)
pb-img-terrain-piles = Terrain piles
pb-img-piles-approach = Approach { $approach } · Objectives { $objectives }
pb-img-piles-battery = Battery { $battery }
pb-img-bunker = Bunker (1024)
pb-img-taken = taken
pb-img-not-taken = not taken
pb-img-pile = Pile { $position }: { $bridge }
pb-img-face-down-bridge = face-down bridge
pb-img-destroyed-british = destroyed by the British
pb-img-protected-german = protected by the German
pb-img-cards-left = { $n ->
        [one] { $n } Terrain card
       *[other] { $n } Terrain cards
    } left
pb-img-bridges = Bridges
pb-img-bridges-british = British destroyed { $n } (needs 3)
pb-img-bridges-german = German protected { $n } (needs 2)
pb-img-campaign-title = Campaign (Operation Tonga): scenario { $stage } of { $count } ({ $scenarios })
pb-img-campaign-vp = Victory Points so far: { $vp }{ $total } · scenarios played: { $played }
pb-img-final-total = {" "}· final total { $total }
pb-img-played = { $scenario } { $winner } ({ $vp } VP)
pb-img-none-yet = none yet
pb-img-blue-tokens = Blue tokens: German { $german }, British { $british }, lost { $lost }{ $on }
pb-img-blue-on = {" "}· one on { $card }
pb-img-band = { $band ->
        [german] German victory: the 6th Airborne fell short of what it was sent to do
        [british] British victory: the eastern flank of the beaches is secure
       *[even] status quo: mixed results for the 6th Airborne Division
    }

## The fights
pb-img-no-unit-yet = no Unit yet
pb-img-printed = printed { $printed }, { $signed }
pb-img-vs = vs
pb-img-no-tokens = {" "}· no tokens: { $sides }
pb-img-no-german-unit = no German Unit
pb-img-no-british-unit = no British Unit facing it
pb-img-fight-over = fight over
pb-img-state-destroyed = DESTROYED
pb-img-state-won = won
pb-img-state-absorbed = absorbed (Strength Point lost)
pb-img-terrain-in-play = Terrain in play: { $name }
pb-img-no-unit-here = No Unit played here yet.
pb-img-no-assault-here = No Assault under way on this Terrain.
pb-img-revealed = Revealed Terrains: the choice of where to advance
pb-img-stack = Waiting for an answer (top card last):
pb-img-top = top
pb-img-played-by = played by the { $side }

## The cards
pb-img-placeholder = PLACEHOLDER
pb-img-type-unit = UNIT
pb-img-type-combat_action = COMBAT ACTION
pb-img-type-event = EVENT
pb-img-type-terrain = TERRAIN
pb-img-unit-as-action = UNIT AS COMBAT ACTION
pb-img-inferred = inferred
pb-img-destroyed = DESTROYED
pb-img-played-ca = Combat Action
pb-img-played-event = Event
pb-img-played-unit = Unit
pb-img-as-action = as Combat Action
pb-img-no-assault = no Assault
pb-img-size = Size { $n }
pb-img-size-means = the number of German Units allowed
pb-img-draws = Draws: British { $british } · German { $german }
pb-img-mod-cards = cards { $signed }
pb-img-mod-scenario = scenario { $signed }
pb-img-german-units = German Units { $played } of { $limit }
pb-img-limit = German Unit limit: { $mods }
pb-img-fought = Fought here: German { $german } · British { $british }
pb-img-kind-hold = Bridge: a lost fight costs a Strength Point
pb-img-kind-ranville = Ranville bridge
pb-img-assault-over = Assault over: { $side } won
pb-img-terrain-number = TERRAIN { $number }
pb-img-terrain-small = Terrain { $number }

## Each side
pb-img-tokens = Tokens:
pb-img-none = none
pb-img-token-normal = normal
pb-img-token-plus3 = +3
pb-img-token-plus3h = +3 (heroic)
pb-img-token-thornton = Thornton
pb-img-heroic-to-choose = Heroic cards still to choose: { $n }
pb-img-heroic-in-hand = { $n } heroic ★ in hand · { $rest }
pb-img-heroic-lost = { $rest } · removed unseen: { $n }
pb-img-heroic-played = Heroic played: { $cards }
pb-img-objectives-list = Objectives: { $cards }
pb-img-seen-discards = Seen going to discard ({ $n }), latest first: { $cards }
pb-img-mulligan-left = May still take a new starting hand
pb-img-piles-counts = Hand { $hand } · Draw pile { $draw } · Discard { $discard }
pb-img-special = { $name } ×{ $n }
pb-img-reserve = Reserve: { $reserve ->
        [one] { $reserve } token
       *[other] { $reserve } tokens
    } · Special tokens left: { $specials }{ $counter ->
        [0] {""}
        [one] {" "}· Counter-attack pile: { $counter } card, face down
       *[other] {" "}· Counter-attack pile: { $counter } cards, face down
    }
pb-img-placeholder-legend = PLACEHOLDER (striped): our own design for a card whose printed text is unknown — not the printed card.

## The alt text (renderer/pegasus_bridge/alt.py): the public position in a few sentences, most important first.
pb-alt-head = Pegasus Bridge { $campaign ->
        [yes] campaign card table
       *[no] card table
    }. Scenario { $scenario } { $name }; { $phase }.
pb-alt-over = Game over: { $winners } win. { $reason }
pb-alt-waiting = Waiting for { $parts }.
pb-alt-wait-part = { $side } ({ $doing })
pb-alt-size = size { $n }
pb-alt-terrain = Terrain { $card }: { $size }, draws British { $british }/German { $german }
pb-alt-front = { $terrain }, German Units { $played } of { $limit }{ $won ->
        [none] {""}
       *[other] , won by the { $won }
    }.
pb-alt-terrain-alone = { $terrain }.
pb-alt-destroyed = Destroyed: { $units }.
pb-alt-fight = Fight: German { $german } at { $value }{ $british ->
        [none] {""}
       *[other] {" "}against British { $british } at { $against }
    }; { $turn }.
pb-alt-combat-actions = Combat Actions: { $cards }.
pb-alt-revealed = Revealed to choose from: { $cards }.
pb-alt-stack = Waiting for an answer: { $cards }.
pb-alt-strength = British Strength Points { $n }
pb-alt-turn-token = Turn token { $side }
pb-alt-bridges-taken = bridges taken: { $cards }
pb-alt-ranville = Ranville card shows { $card }
pb-alt-guns = guns destroyed { $n } of 3
pb-alt-dives = bridges destroyed { $british } (British needs 3), protected { $german } (German needs 2)
pb-alt-campaign-vp = campaign Victory Points so far { $vp }
pb-alt-side = { $side }: hand { $hand }{ $heroic ->
        [0] {""}
       *[other] {" "}({ $heroic } heroic)
    }, draw pile { $draw }, discard { $discard }, { $tokens }, { $available } heroic to choose.
pb-alt-tokens = { $n ->
        [one] { $n } { $token } token
       *[other] { $n } { $token } tokens
    }
pb-alt-no-tokens = no tokens
pb-alt-reserve = Reserve { $n ->
        [one] { $n } token
       *[other] { $n } tokens
    }.
