### D-Day Dice's printed names (issue #48): each as printed, the English of the glosses in ko/dice-glossary.ftl.

dice-glossed = { $name } ({ $gloss })

## glossary: each printed name's gloss, by kind and by id (i18n/dice.py: glossed): in English the name as printed.
dice-gloss-german-specialist = { $id ->
       *[other] { $name }
    }
dice-gloss-german-item = { $id ->
       *[other] { $name }
    }
dice-gloss-specialist = { $id ->
       *[other] { $name }
    }
dice-gloss-item = { $id ->
       *[other] { $name }
    }
dice-gloss-vehicle = { $id ->
       *[other] { $name }
    }
dice-gloss-medal = { $id ->
       *[other] { $name }
    }
dice-gloss-award = { $id ->
       *[other] { $name }
    }
dice-gloss-battle = { $id ->
       *[other] { $name }
    }
dice-gloss-badge = { $id ->
       *[other] { $name }
    }
dice-gloss-map = { $id ->
       *[other] { $name }
    }
dice-gloss-bonus = { $id ->
       *[other] { $name }
    }
dice-gloss-raid = { $id ->
       *[other] { $name }
    }
