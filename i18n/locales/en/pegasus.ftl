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
