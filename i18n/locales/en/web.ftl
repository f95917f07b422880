### The web viewer's page (renderer/webpage.py, renderer/web_assets/viewer.js) and the data the service writes
### for it (bot/service/viewer.py), in the game's language. The English words are the page's words from before
### it spoke Korean, kept exactly: an English game's page must not change.
### Messages named web-page-js-* are filled in by the page's script: each { $name } is given "{name}" and the
### script puts the value there (plain string replacement), so keep the placeholders when translating.

## The page
web-page-title-fallback = A game
web-page-status-active = In progress
web-page-status-finished = Finished
web-page-status-aborted = Abandoned
web-page-status-lobby = Not started yet
web-page-saved = A saved copy: it works offline and shows the game as it was when saved.
web-page-left-out = To keep this file small, { $count ->
        [one] { $count } intermediate position has
       *[other] { $count } intermediate positions have
    } no picture here: { $shown }. Their log entries are shown with the next position that is kept. The live page and { $board } show every one.
web-page-left-out-more = { $shown }, and { $count } more
web-page-heading-board = Board
web-page-heading-log = Log of this position
web-page-heading-course = Course of the game
web-page-heading-seats = Seats and players
web-page-heading-options = Options
web-page-heading-dice = Fair dice
web-page-not-started = The game has not started: there is no position to show yet.
web-page-controls = Move through the game
web-page-first = First position
web-page-previous = Previous position
web-page-slider = Position in the game
web-page-next = Next position
web-page-last = Last position
web-page-more = More controls: the jump menu and the copy-link button
web-page-hint = Arrow keys, Home and End step through the positions; on a phone, swipe the board.
web-page-permalink = Link to this position
web-page-noscript = Turn on JavaScript to step through the positions; this is the last one.
web-page-noscript-tiles = Turn on JavaScript to see the boards and step through the positions.
web-page-no-chart = This game draws no chart of its course.
web-page-table-summary = The same figures as a table
web-page-position-column = Position
web-page-seat-column = Seat
web-page-player-column = Player
web-page-open-seat = open seat
web-page-default-options = The game's default options.
web-page-rules = Rules: { $rules }. Created { $created }.
web-page-fairness = Every die of this game comes from one secret number, the seed, fixed before the first roll. Its fingerprint (SHA-256) was published at the start:
web-page-seed-secret = The seed stays secret until the game ends; it is shown here then, and anyone can check that it matches.
web-page-seed-revealed = The game is over, so the seed is revealed: { $seed }. Its fingerprint is the SHA-256 of the text { $text }.
web-page-check = Check the commitment
web-page-not-checked = Not checked yet.
web-page-verify = To re-check every roll, not only the seed: download the game record with { $export } (JSON) and run { $verify }; it replays the whole game from the seed and compares each die and the final position.
web-page-footer = Only what every player could see at the table is shown here: no hand, no face-down card.
web-page-footer-finished = Unless you turn on “Show everything”, only what every player could see at the table is shown here. The game is finished, so that switch may reveal each hand and face-down card.

## What the page's script writes as it steps through the positions
web-page-js-log-empty = Nothing happened between the previous position and this one.
web-page-js-board-at = Board at { $label }
web-page-js-slider-text = { $label } ({ $number } of { $count })
web-page-js-count = Position { $number } of { $count } · log entry { $seq }
web-page-js-chart = Course of the game: { $names } over { $count } positions
web-page-js-axis = positions (turns { $first } to { $last })
web-page-js-dice = (dice: { $dice })
web-page-js-insecure = This browser only checks hashes on secure pages (https, localhost or a saved file). Check the game with `dday verify FILE` on its JSON export instead.
web-page-js-checked = Checked: the SHA-256 of “{ $text }” is the commitment shown at the start.
web-page-js-mismatch = Mismatch: the SHA-256 of “{ $text }” is { $got }, not the commitment. Do not trust these dice.
web-page-js-failed = The browser could not compute the hash; use `dday verify FILE` instead.

## The move list, the jump menu, the zoomed board, the live news and the record (issue #49)
web-page-heading-moves = Every move
web-page-jump = Go to
web-page-copy-link = Copy link
web-page-open-board = Open the board full size
web-page-zoom = The board, full size
web-page-zoom-close = Close
web-page-zoom-hint = Scroll or pinch to zoom, drag to move around; Escape closes.
web-page-record = Download the game record (JSON), to re-check every roll
web-page-record-later = The game record can be downloaded here once the game is over. Until then a record holds only the dice commitment, not the seed, so it cannot be checked yet.
web-page-record-offline = This saved copy has no game record in it; get one with { $export }.
web-page-js-start = Start of the game
web-page-js-turn = Turn { $turn }
web-page-js-drawing = Drawing the board…
web-page-js-fresh = The game went on: { $label }. Press End or » to see it.
web-page-js-copied = Link copied.
web-page-js-copy-failed = Copy the address from the address bar.
web-page-reveal = Show everything
web-page-hidden-heading = Hidden at this moment
web-page-js-told = Only { $name } was told: { $text }
web-page-js-hidden-none = Nobody held anything hidden here.
web-page-js-reveal-failed = The hidden side of this moment could not be loaded; the board shows what everyone saw.

## The page's data (bot/service/viewer.py)
web-page-player = Player { $number }
web-page-stopped = The game was stopped.
# The figures of an A&A D-Day game's chart (rules/aa_dday/course.py names them in English)
web-page-course-aa-axis-units = Axis units
web-page-course-aa-allied-units = Allied units
web-page-course-aa-allied-units-ashore = Allied units ashore
web-page-course-aa-axis-blockhouses = Axis blockhouses
web-page-course-aa-allied-aircraft = Allied aircraft
# Pegasus Bridge's chart figures (rules/pegasus_bridge/chart_figures.py names them in English)
web-page-course-pb-strength-points = Strength Points
web-page-course-pb-british-tokens = British tokens
web-page-course-pb-german-tokens = German tokens
web-page-course-pb-british-special-tokens = British special tokens
web-page-course-pb-german-special-tokens = German special tokens
web-page-course-pb-reserve = Reserve

## A server's public index (issue #50): /game viewer public:, and the page at /s/TOKEN.
index-who = Only a server manager (Manage Server) can choose which channels the server's public index shows.
index-public = { $channel } is now on this server's public index: { $address }. It shows this channel's open tables, games in play and recently ended, and the leaderboards of the public channels' games; nothing of any other channel.
index-private = { $channel } is no longer on this server's public index ({ $address }).
index-a-player = a player
index-title = Games on this server
index-empty = No channel of this server is public yet: a server manager adds one with `/game viewer public:True` in it.
index-channels = Public channels: { $channels }.
index-open = Open for players
index-playing = In play
index-ended = Ended in the last 30 days
index-free = { $count ->
        [0] every seat taken
        [one] 1 seat free
       *[other] { $count } seats free
    }
index-ended-on = ended { $date }
index-watch = watch
index-board = Leaderboard: { $game }
index-games = { $count ->
        [one] 1 game
       *[other] { $count } games
    }
index-say-which = Say what to change: enabled:True/False for the whole viewer, or public:True/False for this channel on the server's public index.

## The "show everything" switch of a finished game's page (issue #49): each seat's hidden things, by group.
web-hidden-private = Private view
web-hidden-hand = Hand ({ $count ->
        [one] 1 card
       *[other] { $count } cards
    })
web-hidden-heroic-letters = Heroic cards in reserve, by secret letter
web-hidden-heroic = Heroic cards still in reserve ({ $count })
web-hidden-discard = Own discard pile ({ $count })
web-hidden-counter-pile = Counter-attack pile (face down)
web-hidden-terrain-piles = Terrain piles, top card first
web-hidden-awards = Awards in hand ({ $count })
web-hidden-award-deck = Top of the Award deck, looked at
web-hidden-medals = Medals held ({ $count })
web-hidden-battle = Next Battle Conditions, looked at
web-hidden-none = none

