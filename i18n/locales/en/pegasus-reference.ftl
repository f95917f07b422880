### Pegasus Bridge's /rules entries (issue #48). The rules from rules/pegasus_bridge/data/glossary.json, word for word
### (pb-glossary-<id>-term/-text; a test keeps them equal); the cards' entries from their data's pieces (pb-ref-…,
### rules/pegasus_bridge/glossary.py: the same English as the entry's text, a test keeps them equal); the rulebook
### sections the entries cite (rule-…, as bot/service/reference.py rule_words names them).

## A card's entry: its printed name, then its kind, copies, effect and where it comes from, one sentence each.
## printed: "<number> <name>"; parts_sentences: the pieces below, each said in the reader's words.
pb-ref-card-term = { $printed }
pb-ref-card-text = { $parts_sentences }
pb-ref-head = { $pieces }.
pb-ref-kind = { $heroic ->
        [true] Heroic{" "}
       *[false] {""}
    }{ $side } { $type }
pb-ref-value = Combat value { $value }
pb-ref-unit-type = type { $unit_type }
pb-ref-terrain = Terrain: { $size ->
        [-1] no Assault
        [1] up to { $size } German Unit
       *[other] up to { $size } German Units
    }; the British draws { $british }, the German { $german }.
pb-ref-back = Other face: { $back } { $back_printed }.
pb-ref-copies = Copies: { $counts }.
pb-ref-copies-in = { $count } in { $scenarios }
pb-ref-heroic-in = Heroic card in scenario { $scenarios }.
pb-ref-heroic-lead = Heroic.
pb-ref-note-rulebook = Effect as the rulebook gives it; copy counts are our assumption.
pb-ref-note-inferred = Inferred card: the rulebook names it, but its numbers or exact effect are our reading.
pb-ref-note-placeholder = Placeholder card: our own design; the printed card is unknown.
pb-ref-note-override = Entered by the owner of the game ({ $variable }).

## A Unit's printed type (unit_type), glossed in other languages.
pb-unit-type-parachutiste = Parachutiste
pb-unit-type-sapeur = Sapeur

## The rules.

pb-glossary-pb-turn-sequence-term = Turn sequence
pb-glossary-pb-turn-sequence-text = Each turn has four phases, always in this order: 1 Progression (the next Terrain is revealed and picked), 2 British (the British draws and may play Events), 3 German (the German draws, may play Events, then decides whether to commit a Unit), 4 Assault (the fight on that Terrain). Then come the winner's reward, a heroic card pick by the Turn token and its flip, and a new turn. On the bridges of 1A and 1B there is no Progression Phase.

pb-glossary-pb-progression-phase-term = Progression Phase
pb-glossary-pb-progression-phase-text = Phase 1. The German turns up the top two cards of the Terrain pile (scenarios 2 and 3 have their own piles). On the first turn the British picks where to go; after that the loser of the last Assault picks (see next terrain). The card not picked goes face up on the Terrain discard pile, which both players may check. The picked Terrain's effect then applies; in the campaign the German may now add a blue token. Action: choose terrain 1007.

pb-glossary-pb-british-phase-term = British Phase
pb-glossary-pb-british-phase-text = Phase 2. The British draws as many cards as the British number on the Terrain (bottom left), then may play Events from their hand, one at a time: each acts at once (after the German's chance to cancel it) and is discarded. The phase ends when they have no more Events to play (action: done). Units are not played now: they wait for the Assault.

pb-glossary-pb-german-phase-term = German Phase
pb-glossary-pb-german-phase-text = Phase 3. The German draws the German number of the Terrain (bottom right) and may play Events the same way. Last, they either commit a Unit, which opens the Assault, or commits none (action: no unit). With no Unit the British counts as the winner of the turn: they take 2 tokens and a card, and the German picks the next Terrain.

pb-glossary-pb-assault-term = Assault
pb-glossary-pb-assault-text = Phase 4. One German Unit stands on the Terrain; the British sets one of their Units against it, then adds Combat Actions and token tosses until their total reaches the German total or they give up. Falling short loses the Assault: the British gives up 1 Strength Point and moves on. Reaching it lets the German raise or lose their Unit (see raise). After a German Unit dies the German may commit another while the Terrain allows; when none comes, the British wins.

pb-glossary-pb-raising-term = Raising
pb-glossary-pb-raising-text = Once the British has matched the German total, the German may add Combat Actions and tokens to their Unit; if the German now leads strictly, the British may add more, and so on in turn until one side stops (action: pass). A British pass while behind costs the British their Unit; a German pass without the lead costs the German theirs. Straight after committing a Unit the German may already add Combat Actions or tokens before the British answers.

pb-glossary-pb-token-toss-term = Token toss
pb-glossary-pb-token-toss-text = Normal tokens show +1 on one side and failure on the other. 24 start on the Reserve card and each player takes 2. In a fight you flip your tokens one by one like a coin: +1 stays on your Unit as a bonus, failure goes straight back to the Reserve. Tokens that scored go back when the Assault ends. If the Reserve is empty when you should take a token, you get nothing. Actions: toss, or toss 3 for several.

pb-glossary-pb-special-tokens-term = Special tokens
pb-glossary-pb-special-tokens-text = Kept beside the Reserve, never in it. Yellow tokens read +3 or failure: 2 are set out in 1A, 1B and 2, and 3 in scenario 3; Mortier and some heroic cards hand them out. The 4 green Thornton tokens (1B) read +1 on both sides and come with the heroic Sgt Charles Thornton. Against the Auto-mitrailleuse only special tokens won through heroic cards may be tossed. Used special tokens return beside the Reserve. Actions: toss +3, toss thornton.

pb-glossary-pb-strength-points-term = Strength Points
pb-glossary-pb-strength-points-text = The British has 3 Strength Points (PE, the red-cross markers). Each Assault the German wins costs the British one (that Assault ends and they move on all the same), and so does a tactical retreat. At 0 the German wins at once. On the 1A and 1B bridges they may give one up instead of playing a Unit (action: absorb); the German Unit still counts as having fought. Scenario 3 has no Strength Points.

pb-glossary-pb-ties-term = Ties
pb-glossary-pb-ties-text = Level totals favour the British: their Unit destroys the German one as soon as it reaches the same Combat value. The German must get strictly higher to win a fight. So whenever the totals are equal the next move is the German's: raise or lose their Unit.

pb-glossary-pb-terrain-cards-term = Terrain cards
pb-glossary-pb-terrain-cards-text = A Terrain is the ground fought over in a turn. Its large card shows how many cards the British draws in their phase (bottom left), how many the German draws (bottom right), its effect, and its size: the number in the red box, the most German Units that may be played there. Big ones such as Road hold 4. Most sizes and draw numbers here are our reconstruction; look a Terrain up by name or number to see them.

pb-glossary-pb-german-unit-limit-term = German Unit limit
pb-glossary-pb-german-unit-limit-text = On one Terrain the German may commit Units one after another up to its size. Grenade fumigène (British) lowers that number by 1 and Tranchée (German) raises it by 1; the changes add up, and each may be played when a German Unit is destroyed or in answer to the other. In 1B the Ranville result also moves the number on the Bénouville and Pegasus Bridge fights by 1. When the last allowed Unit dies, the British wins.

pb-glossary-pb-tactical-retreat-term = Tactical retreat
pb-glossary-pb-tactical-retreat-text = Whenever they must act in an Assault, the British may call it off to save their cards, and then pick the next Terrain as its loser. It costs 1 Strength Point and gives the German 2 tokens and a card (only the tokens in scenario 2; no Strength Point in scenario 3). On the 1A or 1B bridges it gives up Bénouville, and with it the game. The German can likewise stop committing Units before the limit. Action: retreat.

pb-glossary-pb-destroyed-units-term = Destroyed German Units
pb-glossary-pb-destroyed-units-text = A German Unit that loses its fight stays on the table, turned sideways, until the Assault ends. It still counts against the Terrain's limit and for every effect that counts German Units having already fought on this Terrain. The German may then commit another Unit if the limit allows; if they cannot or will not, the British wins the Assault.

pb-glossary-pb-assault-reward-term = Winning an Assault
pb-glossary-pb-assault-reward-text = The winner of an Assault takes 2 tokens from the Reserve and draws 1 card (scenario 2: tokens only). The Terrain goes to its discard pile, both sides discard the cards they played, used tokens return to the Reserve and played heroic cards leave the game. When the German commits no Unit, the British counts as the winner and gets the same reward.

pb-glossary-pb-next-terrain-term = Choosing the next Terrain
pb-glossary-pb-next-terrain-text = In the next Progression Phase the loser of the last Assault decides which of the two revealed Terrains the British moves to; after a turn with no Assault the British counts as the winner, so the German decides. The British makes the first choice of the game. Scenario 3 differs: the winner picks, and a toss of the Turn token settles the first Terrain of each pile.

pb-glossary-pb-heroic-cards-term = Heroic cards
pb-glossary-pb-heroic-cards-text = Cards with a golden star, kept face down apart from the deck. You add them to your hand one at a time (see Turn token) and play each by its type like any card. No other card can cancel one or force you to discard it, and once played it leaves the game instead of going to the discard pile. The bot names your choice by a secret letter so the log gives nothing away: take heroic B, or take heroic for a random one.

pb-glossary-pb-turn-token-term = Turn token
pb-glossary-pb-turn-token-text = The large grey token with a British and a German face. At the end of each turn the side whose face shows picks one of its heroic cards, then the token is flipped. 1B starts British up, 2 starts German up. Once the British reaches the 1B bridges no one picks any more, so only three of four heroics get used. In scenario 3 it flips each turn for Le village de Troarn but never grants heroics.

pb-glossary-pb-mulligan-term = Mulligan
pb-glossary-pb-mulligan-text = Each player starts with 6 cards (5 in scenario 3). Once per game you may say you dislike your hand, shuffle it back into your draw pile and take a fresh hand of the same size, which you must then keep. In scenario 3 you get this chance again each time the hands are rebuilt for a new bridge. Actions: keep, mulligan.

pb-glossary-pb-empty-draw-pile-term = Empty draw pile
pb-glossary-pb-empty-draw-pile-text = A player whose draw pile is used up goes on playing but draws nothing more: they finish the game with what is in their hand. Their discard pile is never turned over into a new draw pile. Hands have no size limit, and either player may ask at any time how many cards the other holds.

pb-glossary-pb-cancellation-term = Cancellation cards
pb-glossary-pb-cancellation-text = Cards such as Sabotage, Tireur embusqué, Échec and Piège cancel the card the opponent has just played: it is discarded without effect. They work only straight away; once another card or a toss has followed it is too late. So after each card the bot gives the opponent a window to answer (see respond). A cancellation can be cancelled in turn; heroic cards cannot be. Answer with play and the card's number, or with let it stand.

pb-glossary-pb-respond-setting-term = respond always / respond never
pb-glossary-pb-respond-setting-text = Your standing choice for cancellation windows; change it at any time. respond always (default): the bot asks you after every opposing card that some card of your deck could answer, whether you hold one or not, so a pause never betrays your hand; the price is one reply each time. respond never: no windows and faster play, but you can never cancel or answer a card (the British also loses their chance at Grenade fumigène when a German Unit falls).

pb-glossary-pb-scenario-1a-term = Scenario 1A: The Bénouville Bridge
pb-glossary-pb-scenario-1a-text = The introduction, kind to the British. No heroic cards; 2 yellow tokens. The British crosses six Terrains, two shown each turn (Le Café Gondrée and Tobrouk anti-char are mixed into the later ones), then fights on Le pont de Bénouville with no Progression Phase. There a lost fight costs a Strength Point but the Assault goes on while they have any, and they may give one up instead of a Unit. Victory: the British takes the bridge; the German wins by stopping them.

pb-glossary-pb-scenario-1b-term = Scenario 1B: Pegasus Bridge
pb-glossary-pb-scenario-1b-text = The historical game, evenly balanced. As 1A, plus heroic cards (the British picks first), 2 yellow and 4 Thornton tokens, and Le pont de Ranville beside Bénouville. After six Terrains both bridges are fought in one turn (see Ranville). Taking Bénouville turns it to Pegasus Bridge for one last turn, the German counter-attack (see counter-attack pile). Victory: the British needs a Strength Point left after it; the German wins if Bénouville holds or Pegasus Bridge is retaken.

pb-glossary-pb-counter-attack-pile-term = Counter-attack pile
pb-glossary-pb-counter-attack-pile-text = Scenario 1B. After each of the first six turns, won or lost, the German may set aside one Unit and one Event or Combat Action from the cards they played that turn, shown to the British and kept face down by the bridge. They are not in the German's discard pile, so nothing can fetch them back. On the final turn, after the British phase, the German shuffles them into their draw pile, then plays their phase and the counter-attack. Action: reserve 1502 1702, or reserve none.

pb-glossary-pb-ranville-term = Ranville and Horsa Bridge
pb-glossary-pb-ranville-text = Scenario 1B. On the bridges turn the German commits one Unit on Bénouville, then one on Ranville; the British answers on each and the fights are settled one bridge at a time, Bénouville first. Ranville holds 2 German Units, and losing there ends its Assault with no Strength Point lost. The result counts at once: a British win shows Horsa Bridge, one German Unit fewer on Bénouville and Pegasus Bridge; a German hold gives one more. The British may answer no unit on Ranville to concede it.

pb-glossary-pb-scenario-2-term = Scenario 2: Assault on the Merville Battery
pb-glossary-pb-scenario-2-text = Favours the German. The British must silence 3 of the 4 guns by winning on the Casemate Terrains (Casemates no. 2 et no. 3 counts as two); they win the moment the third falls, and loses at 0 Strength Points. The Turn token starts German up; the British begins with a heroic card of their choice (not Lance-flammes). Assault winners take 2 tokens but no card. The Terrains come from three piles (see Merville piles).

pb-glossary-pb-merville-piles-term = Merville piles
pb-glossary-pb-merville-piles-text = Approach: 3 cards; one turned at random is turn one's Terrain, and the British may discard a Unit worth 4 or more to turn another instead; the two left join the Battery pile. Objectives: the casemates, the bunker, the Entrance and the Horsa landing (no Assault; a Fate toss may give the British Lance-flammes), shuffled again when the German wins there. Battery: never shuffled; two are shown, the loser picks, the other goes under. Turns swap between Objectives and Battery.

pb-glossary-pb-scenario-3-term = Scenario 3: Destroy the Bridges on the Dives
pb-glossary-pb-scenario-3-text = Slightly favours the British. Four objective bridges: Bures sur Dives, Troarn, Varaville, and Robehomme (hidden last in the Bures pile). Victory: the British on taking three, the German on holding two. No Strength Points; 3 yellow tokens; hands of 5. For each pile both sides pick one heroic card, two Terrains are fought (the winner picks the next one), then the pile's bridge. A heroic card not played by then is lost.

pb-glossary-pb-dives-piles-term = Dives pile building
pb-glossary-pb-dives-piles-text = Scenario 3. The German lays the three bridge cards face down and stacks 4 Terrains before each as they like, with these limits: Le château de Varaville in the Varaville pile, Le village de Troarn in the Troarn pile, Le pont de Robehomme as the last card of the Bures sur Dives pile, and never two identical Terrains shown together (the bot refuses such a build). The British draws the first pile blind, then picks the second. Actions: build piles random, choose pile 2.

pb-glossary-pb-dives-next-bridge-term = Dives: between two bridges
pb-glossary-pb-dives-next-bridge-text = Scenario 3, after each bridge Assault: the bridge card goes in front of its winner (Robehomme too). Unplayed heroic cards are removed unseen. Both sides hand back every token and take 2 new ones, shuffle their hands into their draw piles and draw 5, with one mulligan allowed again. Then the British picks the next pile (the last is simply revealed) and each side picks a new heroic card.

pb-glossary-pb-campaign-term = Campaign: Operation Tonga
pb-glossary-pb-campaign-text = Scenarios 1B, 2 and 3 back to back with the same roles; only the British scores Victory Points (PV). 1B: Bénouville 2, Ranville 1, holding Pegasus Bridge 3 plus their Strength Points left. 2: 2 per gun and 1 for the command bunker; it goes on until all four guns fall or their PE run out. 3: one, two or three major bridges (Bures, Troarn, Varaville) score 1, 3 or 5, Robehomme 1 more; it goes on until every bridge was fought for. Minus 1 per blue token they hold.

pb-glossary-pb-blue-tokens-term = Blue campaign tokens
pb-glossary-pb-blue-tokens-text = Campaign only. The German has 2 blue tokens. At the end of any Progression Phase, after the Terrain's effect, the German may put one on the Terrain to be fought, but never on one that scores PV (the bridges, the casemates, the command bunker) nor on one without an Assault. If the German wins that Assault the token passes to the British and will cost the British 1 PV; if the German loses it, the token is out for the rest of the campaign. Actions: place blue token, no blue token.

pb-glossary-pb-campaign-result-term = Campaign result
pb-glossary-pb-campaign-result-text = At the end, total the British PV after the three scenarios, less 1 per blue token they hold. 11 or fewer: German victory, the airborne troops missed their goals. 12 or 13: status quo, a mixed result. 14 or more: British victory, the landings' eastern flank is safe, as happened in 1944.

pb-glossary-pb-victory-term = Winning a scenario
pb-glossary-pb-victory-text = Each scenario sets its own goal, but the British always loses if their last Strength Point goes or their goal is out of reach. 1A: take Le pont de Bénouville. 1B: take it, then keep at least one Strength Point through the counter-attack. 2: destroy three guns. 3: take three of the four bridges (the German wins on holding two). The campaign is scored in Victory Points instead.

pb-glossary-pb-unit-cards-term = Unit cards
pb-glossary-pb-unit-cards-text = Red cards. A Unit has a printed Combat value, sometimes an effect and a unit type (such as Parachutiste). Units are played only in an Assault, one British Unit facing each German one. Some may be played as a Combat Action instead for a small bonus, and on Champs any Unit may; a Unit used that way does not count as a Unit that fought.

pb-glossary-pb-event-cards-term = Event cards
pb-glossary-pb-event-cards-text = Blue cards, played only in your own phase (British or German), one after another. Each acts at once, unless the opponent cancels it, and then goes to your discard pile.

pb-glossary-pb-combat-actions-term = Combat Actions
pb-glossary-pb-combat-actions-text = Yellow cards that strengthen your Unit in the current fight or bend its rules (German Unit limit, tokens allowed). You may play them only while you have a Unit in the fight unless the card says otherwise, mixed in any order with token tosses. Cancellation cards are Combat Actions played in answer to a card the opponent has just played.

pb-glossary-pb-placeholder-cards-term = Placeholder cards
pb-glossary-pb-placeholder-cards-text = No public list of the printed cards exists, so this deck is rebuilt. Cards the rulebook names keep their names (their numbers and effects are often our reading: inferred); the rest are our own designs named Placeholder to fill the deck. An owner of the game can enter the printed cards in a JSON file (a list of records, or {"{"}"cards": [...]{"}"}) named by the DDAY_PEGASUS_CARDS environment variable: each record, keyed by number, replaces the fields it gives. New games use it; running games keep their cards.

## The rulebook sections the entries cite (as rule_words names them: the title's letters and digits, a last number apart).
rule-turn-sequence = Turn Sequence
rule-turn-sequence-2-british-phase = Turn Sequence: 2 - British Phase
rule-turn-sequence-3-german-phase = Turn Sequence: 3 - German Phase
rule-turn-sequence-4-assault-phase = Turn Sequence: 4 - Assault Phase
rule-course-of-an-assault = Course of an Assault
rule-clarifications-german-initiative = Clarifications: German initiative
rule-setup-tokens = Setup: Tokens
rule-components = Components
rule-interactions-between-certain-cards-auto-mitrailleuse = Interactions Between Certain Cards: Auto-mitrailleuse
rule-overview = Overview
rule-result-of-the-assault = Result of the Assault
rule-card-presentation-terrain-cards = Card Presentation: Terrain cards
rule-tactical-retreat = Tactical Retreat
rule-result-of-the-assault-case = Result of the Assault: Case { $number }
rule-end-of-the-assault = End of the Assault
rule-scenario-1b-heroic-cards = Scenario 1B: Heroic cards
rule-clarifications-draw-pile-exhausted = Clarifications: Draw pile exhausted
rule-clarifications-cancellation-cards-as-this-bot-plays-it = Clarifications: Cancellation cards (as this bot plays it)
rule-scenario-1a-the-b-nouville-bridge = Scenario 1A: The Bénouville Bridge
rule-scenario-1b-pegasus-bridge = Scenario 1B: Pegasus Bridge
rule-scenario-1b-the-two-bridges-b-nouville-and-ranville = Scenario 1B: The two bridges: Bénouville and Ranville
rule-scenario-2-assault-on-the-merville-battery = Scenario 2: Assault on the Merville Battery
rule-course-of-the-game = Course of the game
rule-scenario-3-the-dives-bridges = Scenario 3 (the Dives bridges)
rule-campaign-rules-operation-tonga = Campaign Rules: Operation Tonga
rule-campaign-rules-german-campaign-tokens = Campaign Rules: German Campaign Tokens
rule-campaign-rules-campaign-result = Campaign Rules: Campaign Result
rule-end-of-the-scenario = End of the Scenario
rule-card-presentation-unit-event-combat-action-cards = Card Presentation: Unit, Event, Combat Action cards
rule-cards-this-bot-s-reconstruction = Cards (this bot's reconstruction)
rule-cards = Cards
