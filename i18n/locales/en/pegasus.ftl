### Pegasus Bridge's words (issue #46), in their own group: the private hand (/hand) and the counted nouns of its events.

## The hand (bot/service/pegasus_hand.py). Each card is written out once, with its effect, in the blocks under the
## text; a placeholder card is marked ⚠ and explained by one legend line after the cards.
## Arguments: seat: the seat's name; count: how many cards; heroic: how many of them are heroic.

pb-hand-head = **Your hand — { $seat }** ({ $count ->
        [0] no cards
        [one] 1 card
       *[other] { $count } cards
    }{ $heroic ->
        [0] {""}
       *[other] , { $heroic } heroic
    }{ $count ->
        [0] {""}
        [one] ; written out with its effect below
       *[other] ; each written out with its effect below
    })
pb-hand-heroic-letters = **Your heroic cards in reserve** are below, by secret letter: the log shows only the letter, and `/pb heroic card:<letter>` takes one when you are asked.
pb-hand-cards-title = Your hand — { $seat } ({ $count ->
        [0] no cards
        [one] 1 card
       *[other] { $count } cards
    })
pb-hand-empty = No cards in your hand.
pb-hand-heroic-title = Your heroic cards in reserve — { $seat }, by secret letter
pb-hand-reserve-title = Heroic cards still in reserve — { $seat } ({ $count })
pb-hand-not-now = not allowed now
pb-hand-placeholder-legend = placeholder: we wrote this card ourselves; the printed card's words are not known to us.

## How to act in the game: /help in a channel of Pegasus Bridge (the commands are named as a reader's menu shows them).
pb-act-help = **Playing Opération Commando: Pegasus Bridge: /pb** (options autocomplete with legal choices only)
    `/hand` your cards, only you see them, with a menu to play one now
    `/pb play card:<card>` a Unit or Event (`as:action` a Unit as a Combat Action) · `/pb raise card:<card>` a Combat Action in a fight
    `/pb toss [token] [count]` tokens · `/pb pass` · `/pb retreat` · `/pb absorb` · `/pb no-unit` · `/pb done`
    `/pb answer card:<card>` cancel the card just played · `/pb answer` (no card) let it stand
    `/pb respond setting:always|never` always: a chance to cancel after each opposing card, the game waits for you; never: faster, you can never cancel
    `/pb terrain` (or `pile:`) · `/pb heroic` (secret letter) · `/pb keep [choice:mulligan|redraw]` · `/pb do action:<text>` any action
