### D-Day Dice's printed names (issue #48): each as printed, the English of the glosses in ko/dice-glossary.ftl.

dice-glossed = { $printed } ({ $gloss })

## glossary: each printed name by kind and card id, as printed (i18n/dice.py reads them to know a printed name
## in a message's arguments; the Korean file glosses them).
dice-gloss-german-specialist = { $id ->
        [unteroffizier] Unteroffizier
        [pioneer] Pioneer
        [mg-schutze] Maschinengewehr-Schütze
        [scharfschutze] Scharfschütze
        [waffen-ss] Waffen-SS
        [observer] Observer
        [zwangsrekrut] Zwangsrekrut
       *[other] { $printed }
    }
dice-gloss-german-item = { $id ->
        [dog] Dog
        [barbed-wire] Barbed Wire
        [booby-traps] Booby Traps
        [gas] Gas
        [goliath-mine] Goliath Mine
        [mg42] MG42
        [molotov-cocktail] Molotov Cocktail
        [tracer-rounds] Tracer Rounds
        [bunker-periscope] Bunker Periscope
       *[other] { $printed }
    }
dice-gloss-specialist = { $id ->
        [scout] Scout
        [sharpshooter] Sharpshooter
        [corporal] Corporal
        [medic] Medic
        [engineer] Engineer
        [grenadier] Grenadier
        [lieutenant] Lieutenant
        [captain] Captain
        [veteran] Veteran
        [marksman] Marksman
        [colonel] Colonel
        [war-correspondent] War Correspondent
        [piat-crew] PIAT Crew
        [sniper] Sniper
        [soe-agent] SOE Agent
        [field-surgeon] Field Surgeon
        [demolitions-sergeant] Demolitions Sergeant
        [chaplain] Chaplain
        [forward-observer] Forward Observer
        [novice-officer-us] Novice Officer (U.S.)
        [novice-officer-uk] Novice Officer (U.K.)
        [novice-officer-fr] Novice Officer (France)
        [novice-officer-ca] Novice Officer (Canada)
       *[other] { $printed }
    }
dice-gloss-item = { $id ->
        [carrier-pigeon] Carrier Pigeon
        [flak-vest] Flak Vest
        [binoculars] Binoculars
        [command-jacket] Command Jacket
        [field-radio] Field Radio
        [bangalore-torpedo] Bangalore Torpedo
        [dispatch-case] Dispatch Case
        [bazooka] Bazooka
        [wire-cutters] Wire Cutters
        [amphetamines] Amphetamines
        [pocket-bible] Pocket Bible
        [toolbox] Toolbox
        [gammon-bomb] Gammon Bomb
        [grappling-hook] Grappling Hook
        [rangefinder] Rangefinder
        [rope-ladder] Rope Ladder
        [flak-jacket] Flak Jacket
        [flame-thrower] Flame-Thrower
        [tnt] TNT
        [wrong-orders] Wrong Orders
        [sniper-scope] Sniper Scope
        [thermite-grenade] Thermite Grenade
       *[other] { $printed }
    }
dice-gloss-vehicle = { $id ->
        [bulldozer] Bulldozer
        [jeep] Jeep
        [sherman] Sherman Tank
        [half-track] Half-Track
        [m10-tank-destroyer] M10 Tank Destroyer
        [ambulance] Ambulance
       *[other] { $printed }
    }
dice-gloss-medal = { $id ->
        [gallantry-medal] Gallantry Medal
        [bronze-star] Bronze Star
        [silver-star] Silver Star
        [purple-heart] Purple Heart
        [legion-of-merit] Legion of Merit
        [dso] Distinguished Service Order
        [medal-of-honor] Medal of Honor
        [victoria-cross] Victoria Cross
        [long-service-medal] Long Service Medal
        [memorial-cross] Memorial Cross
        [war-medal] War Medal
        [military-cross] Military Cross
        [military-medal] Military Medal
        [war-cross] War Cross
        [commemorative-medal] Commemorative Medal
        [legion-of-honour] Legion of Honour
       *[other] { $printed }
    }
dice-gloss-award = { $id ->
        [iron-cross] Iron Cross
        [flak-badge] Flak Badge
        [german-cross] German Cross
        [gestapo-plaque] Gestapo Plaque
        [rad-badge] RAD Badge
        [war-merit-cross] War Merit Cross
        [westwall-medal] Westwall Medal
        [sniper-badge] Sniper Badge
        [close-combat-clasp] Close Combat Clasp
        [commendation-1] High Command Commendation 1
        [commendation-2] High Command Commendation 2
        [commendation-3] High Command Commendation 3
        [commendation-4] High Command Commendation 4
        [commendation-5] High Command Commendation 5
        [commendation-6] High Command Commendation 6
        [commendation-7] High Command Commendation 7
        [commendation-8] High Command Commendation 8
        [commendation-9] High Command Commendation 9
        [silver-wound-badge] Silver Wound Badge
        [gold-wound-badge] Gold Wound Badge
        [black-wound-badge] Black Wound Badge
       *[other] { $printed }
    }
dice-gloss-battle = { $id ->
        [cross-fire] Cross Fire
        [weather-2] Weather 2 (placeholder)
        [condition-3] Battle Condition 3 (placeholder)
        [condition-4] Battle Condition 4 (placeholder)
        [condition-5] Battle Condition 5 (placeholder)
        [weather-6] Weather 6 (placeholder)
        [condition-7] Battle Condition 7 (placeholder)
        [condition-8] Battle Condition 8 (placeholder)
        [condition-9] Battle Condition 9 (placeholder)
        [weather-10] Weather 10 (placeholder)
        [condition-11] Battle Condition 11 (placeholder)
        [condition-12] Battle Condition 12 (placeholder)
        [condition-13] Battle Condition 13 (placeholder)
        [weather-14] Weather 14 (placeholder)
        [condition-15] Battle Condition 15 (placeholder)
        [condition-16] Battle Condition 16 (placeholder)
        [condition-17] Battle Condition 17 (placeholder)
        [weather-18] Weather 18 (placeholder)
        [condition-19] Battle Condition 19 (placeholder)
        [condition-20] Battle Condition 20 (placeholder)
        [condition-21] Battle Condition 21 (placeholder)
        [weather-22] Weather 22 (placeholder)
        [condition-23] Battle Condition 23 (placeholder)
        [condition-24] Battle Condition 24 (placeholder)
        [condition-25] Battle Condition 25 (placeholder)
        [weather-26] Weather 26 (placeholder)
        [condition-27] Battle Condition 27 (placeholder)
        [condition-28] Battle Condition 28 (placeholder)
        [condition-29] Battle Condition 29 (placeholder)
        [weather-30] Weather 30 (placeholder)
        [condition-31] Battle Condition 31 (placeholder)
        [condition-32] Battle Condition 32 (placeholder)
        [condition-33] Battle Condition 33 (placeholder)
        [weather-34] Weather 34 (placeholder)
        [condition-35] Battle Condition 35 (placeholder)
        [condition-36] Battle Condition 36 (placeholder)
        [condition-37] Battle Condition 37 (placeholder)
        [weather-38] Weather 38 (placeholder)
        [condition-39] Battle Condition 39 (placeholder)
        [condition-40] Battle Condition 40 (placeholder)
        [condition-41] Battle Condition 41 (placeholder)
        [weather-42] Weather 42 (placeholder)
        [condition-43] Battle Condition 43 (placeholder)
        [condition-44] Battle Condition 44 (placeholder)
        [condition-45] Battle Condition 45 (placeholder)
        [weather-46] Weather 46 (placeholder)
        [condition-47] Battle Condition 47 (placeholder)
        [condition-48] Battle Condition 48 (placeholder)
        [condition-49] Battle Condition 49 (placeholder)
        [weather-50] Weather 50 (placeholder)
       *[other] { $printed }
    }
dice-gloss-badge = { $id ->
        [military-medic] Military Medic Badge
        [badge-2] Badge 2 (placeholder)
        [badge-3] Badge 3 (placeholder)
        [badge-4] Badge 4 (placeholder)
        [badge-5] Badge 5 (placeholder)
        [badge-6] Badge 6 (placeholder)
        [badge-7] Badge 7 (placeholder)
        [badge-8] Badge 8 (placeholder)
        [badge-9] Badge 9 (placeholder)
        [badge-10] Badge 10 (placeholder)
       *[other] { $printed }
    }
dice-gloss-map = { $id ->
        [exercise-tiger] Exercise Tiger
        [omaha-beach] Omaha Beach
        [gold-beach] Gold Beach
        [sword-beach] Sword Beach
        [pointe-du-hoc] Pointe du Hoc
        [vierville-draw] Vierville Draw
       *[other] { $printed }
    }
dice-gloss-bonus = { $id ->
        [fresh-troops] Fresh Troops
        [reinforcements] Reinforcements
        [leadership] Leadership
        [battle-cry] Battle Cry
        [special-find] Special Find
        [ultimate-gift] Ultimate Gift
       *[other] { $printed }
    }
dice-gloss-raid = { $id ->
        [a1] Bridgehead
        [a2] Breakthrough
        [a3] Spearhead
        [b1] Round Up Your Herd
        [b2] And the Blind Shall Lead Them
        [c1] TARFU
        [c2] SUSFU
        [c3] FUBAR
       *[other] { $printed }
    }
