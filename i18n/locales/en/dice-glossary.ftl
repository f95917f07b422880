### D-Day Dice's printed names (issue #48): each as printed, the English of the glosses in ko/dice-glossary.ftl.

dice-glossed = { $name } ({ $gloss })
