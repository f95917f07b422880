### D-Day Dice's words, in their own group (English for now: a Korean reader gets them with the commands named as
### their menu shows them).

## How to act in the game: /help in a channel of D-Day Dice.
dice-act-help = **Playing D-Day Dice: /dice** (every Unit plays the phase at once; options autocomplete with legal choices)
    Your **dice tray** (posted when a roll starts, or `/dice tray`): tap dice, then **Lock selected** (two, after the first roll), **Reroll selected**, or **Keep**; only you can press your tray
    `/dice lock dice:1 3` · `/dice reroll dice:2 4 5` · `/dice keep` · `/dice mulligan` (optional rule)
    `/dice rwb face:<face> option:<option>` · `/dice straight` · `/dice cancel die:<n>` (Phase 2)
    `/dice rally what:<Specialist>` · `/dice find what:<Item>` · `/dice give to:<unit> what:<…>` · `/dice use what:<…>` (Phase 4) · `/dice stay` · `/dice move to:<Sector>` (Phase 5) · `/dice done`
    `/dice medals` your face-down Medals, only you see them · `/dice do action:<text>` any action, or a whole turn with `;`
