### D-Day Dice의 그 밖의 거절 (issue #48): 읽을 수 없는 행동, 지금 정할 것이 없는 자리, 함께 쓸 수 없는 옵션.
### 행동 표기('lock 1 3', 'move 5')와 옵션 이름(german=player)은 입력하는 그대로 둡니다.

## rules/dday_dice/atlantikwall.py
dice-err-option-one-not = { $key } 옵션은 { $join } 중 하나여야 합니다. '{ $value }'{ JOSA($value, "은") } 쓸 수 없습니다.
dice-err-atlantikwall-solitaire-has-one-automated = 아틀란티크발 솔리테어에서는 자동으로 움직이는 연합군 유닛이 하나뿐입니다. players=1로 하세요.
dice-err-german-start-blind-needs-german = german_start=blind는 독일 플레이어가 있어야 합니다(german=player).
dice-err-badge-variant-needs-badges-badges = badge_variant는 배지 규칙이 켜져 있어야 합니다(badges=on).
dice-err-on-needs-battle-conditions-battle = { $key }=on은 전투 조건 규칙이 켜져 있어야 합니다(battle_conditions=on).

## rules/dday_dice/engine.py
dice-err-d-day-dice-played-by = D-Day Dice는 1~4명이 합니다. '{ $text }'명으로는 할 수 없습니다(오버로드 캠페인은 12명까지).
dice-err-overlord-players-unread = 오버로드 캠페인은 1~12명이 합니다. '{ $text }'명으로는 할 수 없습니다.
dice-err-this-engine-plays-replays-not = 이 엔진은 { $ruleset } 규칙으로 두고 { $join } 기록을 재생합니다. { $ruleset2 }{ JOSA($ruleset2, "은") } 다룰 수 없습니다.
dice-err-play-seats-not = 플레이어 { $n }명의 자리는 { $join }입니다. { $list }{ JOSA($list, "이") } 아닙니다.
dice-err-could-not-read-not-d = { $action }{ JOSA($action, "을") } 읽을 수 없습니다: D-Day Dice의 행동이 아닙니다.
dice-err-not-seat-this-game = '{ $seat }'{ JOSA($seat, "은") } 이 게임의 자리가 아닙니다({ $join }).
dice-err-game-over-nothing-more-can = 게임이 끝났습니다. 더 둘 수 없습니다.
dice-err-has-nothing-decide-now-waiting = { $unit }{ JOSA($unit, "은") } 지금 정할 것이 없습니다. 기다리는 자리: { $who }.
dice-err-d-day-dice-has-no = D-Day Dice에는 '{ $key }' 옵션이 없습니다. 옵션: { $join }.
dice-err-d-day-dice-data-file = D-Day Dice 데이터 파일을 쓸 수 없습니다: { $err }
dice-err-this-game-was-started-with = 이 게임은 아틀란티크발 데이터 { $data_hash }{ JOSA($data_hash, "으로") } 시작했지만 지금 들어 있는 독일군 기록은 { $hash }입니다. 이 버전의 규칙으로는 재생할 수 없습니다

## rules/dday_dice/expansions.py
dice-err-german-player-atlantikwall-cannot-join = 아틀란티크발의 독일 플레이어는 { $where }에 낄 수 없습니다: 여러 보드와 팀, 습격에 걸쳐 어떻게 싸우는지 정한 규칙서가 없습니다. german, mode, german_start를 빼거나 보드 하나짜리 게임을 하세요.
dice-err-raids-set-battle-map-leave = { $where }에서는 습격이 전장 지도를 정합니다. map={ $mid }{ JOSA($mid, "을") } 빼세요.
dice-err-leave-out-on = { $format } { $key }=on을 빼세요.

## rules/dday_dice/notation.py
dice-err-could-not-read-try-lock = '{ $whole }'{ JOSA($whole, "을") } 읽을 수 없습니다. 예: 'lock 1 3', 'reroll 2 4', 'keep', 'rwb star add red-courage', 'cancel 4', 'done', 'rally medic', 'find bazooka', 'stay', 'move 5', 'use field-radio'.
dice-err-not-die-face-skull-star = '{ $whole }': '{ $text }'{ JOSA($text, "은") } 주사위 면이 아닙니다(skull, star, courage, tool, soldier1, soldier2).
dice-err-write-result-as-colour-face = '{ $whole }': 결과는 색-면으로 적습니다. 예: red-courage. '{ $text }'{ JOSA($text, "은") } 안 됩니다.
dice-err-not-a-die-number = '{ $whole }': '{ $text }'{ JOSA($text, "은") } 주사위 번호가 아닙니다(1~6, 더한 결과는 7부터).
dice-err-die-named-twice = '{ $whole }': 같은 주사위를 두 번 적었습니다.
dice-err-name-what-use-use-field = '{ $whole }': 무엇을 쓸지 적으세요. 예: 'use field-radio'.
dice-err-has-empty-part-try-lock = '{ $whole }'에 빈 부분이 있습니다. 예: 'lock 1 3', 'reroll 2 4', 'keep', 'rwb star add red-courage', 'cancel 4', 'done', 'rally medic', 'find bazooka', 'stay', 'move 5', 'use field-radio'.
dice-err-write = '{ $whole }': '{ $raid_verbs }'처럼 적으세요.
dice-err-takes-nothing-after = '{ $whole }': '{ $head }' 뒤에는 아무것도 붙지 않습니다.
dice-err-name-the-dice = '{ $whole }': 주사위 번호를 적으세요. 예: '{ $head } 1 3'.
dice-err-write-rwb-face-option-rwb = '{ $whole }': 'rwb 면 선택'으로 적으세요. 예: 'rwb courage free'.
dice-err-cancel-one-die-at-time = '{ $whole }': 주사위는 하나씩 무효로 합니다. 예: 'cancel 4'.
dice-err-write-name = '{ $whole }': '{ $head } 이름'으로 적으세요. 예: '{ $head } { $if_head ->
        [true] medic
       *[false] bazooka
    }'.
dice-err-write-give-unit-what-amount = '{ $whole }': 'give 유닛 무엇 [양]'으로 적으세요. 유닛은 안내에 나오는 자리 이름(unit2, 오버로드 캠페인에서는 t1u2), 무엇은 soldiers, courage, stars, ip 또는 아이템입니다.
dice-err-not-resource-item = '{ $whole }': '{ $rest }'{ JOSA($rest, "은") } 자원도 아이템도 아닙니다.
dice-err-write-move-sector = '{ $whole }': 'move 구역'으로 적으세요. 예: 'move 5', 'move B'.
dice-err-not-sector-number-b-for = '{ $whole }': '{ $rest }'{ JOSA($rest, "은") } 구역이 아닙니다(번호, 또는 벙커는 B. 캠페인에서는 열을 먼저: 'move A-5').
dice-err-write-redraw-victoria-cross = '{ $whole }': 'redraw victoria-cross'로 적으세요.
dice-err-write-share-colour-unit-colour = '{ $whole }': 'share 색 유닛'으로 적으세요. 색은 red, white, blue 중 하나, 유닛은 안내에 나오는 자리 이름(unit2, 오버로드 캠페인에서는 t1u2)입니다.
dice-err-write-carry-specialist-specialist-carry = '{ $whole }': 'carry 전문가 [전문가]'로 적으세요. 예: 'carry medic', 'carry none'.
dice-err-write-name-get = '{ $whole }': '{ $head } 이름'으로 적으세요. 예: '{ $head } { $get }'.
dice-err-write-assault-unit-unit-units = '{ $whole }': 'assault 유닛 유닛'처럼 강습할 순서대로 유닛을 적으세요. 유닛은 안내에 나오는 자리 이름(unit2, 오버로드 캠페인에서는 t1u2)입니다.
dice-err-write-n-with-number-from = '{ $whole }': '{ $head } N'처럼 1부터 9까지의 수를 적으세요. 예: '{ $head } 2'.
dice-err-write-new-order-cards-you = '{ $whole }': 본 카드의 새 순서를 적으세요. 예: 'reorder 3 1 2'.
dice-err-write-wound-n-wound-n = '{ $whole }': 'wound N' 또는 'wound N 이름'으로 적으세요. 예: 'wound 1 pioneer'.
dice-err-must-name-one-other-unit = '{ $whole }': '{ $w }'에는 다른 유닛 하나를 UNIT:blue-courage처럼 적어야 합니다. 유닛은 안내에 나오는 자리 이름(unit2, 오버로드 캠페인에서는 t1u2)입니다.
dice-err-amount-must-be-number-from = '{ $whole }': 양은 1부터 99까지의 수여야 합니다.

## rules/dday_dice/overlord/options.py
dice-err-there-no-campaign-choose-b = '{ $cid }' 캠페인은 없습니다. a, b, c 중에서 고르세요.
dice-err-one-player-plays-solo-campaign = 혼자 하는 캠페인은 솔로 캠페인입니다. solo=on을 더하세요.
dice-err-campaign-has-battle-map-not = 캠페인 { $upper }의 전장 지도 버전은 { $join }입니다. '{ $version }'{ JOSA($version, "은") } 없습니다.
dice-err-option-hurt-me-on-off = hurt_me 옵션은 'on' 또는 'off'입니다. '{ $value }'{ JOSA($value, "은") } 안 됩니다.
dice-err-hurt-me-variant-raid-c = Hurt Me는 습격 C-1S의 변형 규칙입니다: 전장 지도 버전 1의 솔로 캠페인 C(campaign=c solo=on)에서만 씁니다.
dice-err-option-solo-on-off-not = solo 옵션은 'on' 또는 'off'입니다. '{ $value }'{ JOSA($value, "은") } 안 됩니다.
dice-err-solo-campaign-for-one-player = 솔로 캠페인은 한 명이 합니다(players=1).
dice-err-blitzkrieg-competitive-game-between-teams = 블리츠크리그는 팀끼리 겨루는 게임이라 솔로 버전이 없습니다.
dice-err-campaign-laid-out-not = 캠페인 { $upper }의 배치는 { $join }입니다. '{ $wanted }'{ JOSA($wanted, "은") } 없습니다.
dice-err-teams-need-columns-layout-has = { $teams }개 팀에는 열이 { $teams }개 필요하지만 { $wanted } 배치에는 { $width }개뿐입니다.
dice-err-two-teams-play-battle-map = 두 팀은 열 두 개 너비의 전장 지도에서 합니다: medium 또는 small 배치를 고르세요.
dice-err-option-belongs-overlord-campaign-add = { $key } 옵션은 오버로드 캠페인의 옵션입니다: campaign=a, b, c(또는 blitzkrieg=습격)를 더하세요.
dice-err-there-no-raid-for-blitzkrieg = 블리츠크리그로 할 '{ $blitz }' 습격은 없습니다. { $join } 중에서 고르세요.
dice-err-blitzkrieg-raid-campaign-not = 블리츠크리그 { $blitz }{ JOSA($blitz, "은") } 캠페인 { $upper2 }가 아니라 캠페인 { $upper }의 습격입니다.
dice-err-layout-has-no-raid-plays = { $layout } 배치에는 습격 { $blitz }{ JOSA($blitz, "이") } 없습니다. 이 배치의 습격은 { $join }입니다.
dice-err-data-has-no-nation = 데이터에 '{ $missing }' 국가가 없습니다.
dice-err-chaotic-supply-needs-single-reserve = 혼란스러운 보급에는 보급품 더미가 하나여야 합니다: 5명 이상이면 팀마다 보급품 더미가 따로 있는데, 그때 두 덱을 어떻게 나누는지 정한 규칙서가 없습니다. chaotic_supply=on을 빼거나 4명 이하로 하세요.
dice-err-option-mulligan-on-off-not = mulligan 옵션은 'on' 또는 'off'입니다. '{ $value }'{ JOSA($value, "은") } 안 됩니다.
dice-err-overlord-players-range = 오버로드 캠페인은 1~12명이 합니다. { $players }명으로는 할 수 없습니다.
dice-err-play-not-setup-table = 플레이어 { $players }명은 { $listed }개 팀으로 나뉩니다. '{ $wanted }'{ JOSA($wanted, "은") } 안 됩니다(준비 표).
dice-err-cannot-make-1-4-players = 플레이어 { $players }명으로는 1~4명짜리 팀 { $teams }개를 만들 수 없습니다.

## rules/dday_dice/setup.py and the maps
dice-err-not-nation-choose-us-uk = '{ $bad }'{ JOSA($bad, "은") } 국가가 아닙니다. us, uk, fr, ca 중에서 고르세요(예: nations=us,uk).
dice-err-give-one-nation-per-unit = 유닛마다({ $n }개) 국가를 하나씩 주거나 모두에게 하나를 주세요. '{ $text }'에는 { $count }개가 있습니다.
dice-err-option-on-off-not = { $key } 옵션은 'on' 또는 'off'입니다. '{ $value }'{ JOSA($value, "은") } 안 됩니다.
dice-err-there-no-battle-map-choose = '{ $map_id }' 전장 지도는 없습니다. { $join } 중에서 고르세요.
