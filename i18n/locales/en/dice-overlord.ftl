### D-Day Dice's Overlord words at a table of any language (issue #48): Teams, Raids, campaigns, the boards' alt text.

## overlord

# A Team by the name the rules give it ("Team Able"): team is dice-team-<name>
dice-team-label = Team { $team }
# A Team and its size, in a campaign's setup line
dice-team-units = Team { $team } ({ $count ->
        [one] { $count } Unit
       *[other] { $count } Units
    })
# The word before a Raid's or a campaign's code ("Raid A-1", "Campaign A"); the printed name follows as printed
dice-raid-code = Raid { $code }
dice-campaign-code = Campaign { $code }
dice-blitzkrieg = Blitzkrieg
dice-solo-tag = {" "}(solo)
dice-layout-full = full
dice-layout-medium = medium
dice-layout-small = small
# How the reserves work, by the number of Neutral card sets
dice-neutral-shared = one reserve shared by every Team
dice-neutral-both-columns = a reserve per Team, both Columns' Special Items in each, every Unit draws from both
dice-neutral-own-column = a reserve per Team with its own Column's Special Items, each Team draws from its own only
# Where a Team's Flame-Thrower waits (Fanatical Defenders)
dice-flame-spot = { $where } (Team { $team })
# A campaign's start notes
dice-start-note-raids = Raids: { $raids }.
dice-start-note-boards = Boards that are our reconstruction (the printed maps are not available to us): { $boards }.
dice-start-note-scatter = The lines between Columns (Scatter!) are our reconstruction.
dice-start-note-not-played = Raid rules the bot does not play yet (the lobby refuses a campaign while it has some): { $missing }.

