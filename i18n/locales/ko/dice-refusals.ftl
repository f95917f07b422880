### D-Day Dice의 거절 (issue #48): "'행동' 거절: 이유" (dice-refused: 입력한 행동과 아래 dice-no-... 이유 하나).
### 행동 표기('lock 1 3', 'cancel N')는 입력하는 그대로 둡니다. 인쇄된 이름(전문가, 아이템, 구역, 카드)은 인쇄된 그대로입니다.

dice-refused = '{ $text }' 거절: { $why }
dice-answer-part = 답의 { $part }번째 부분: { $why }

## rules/dday_dice/advance.py
dice-no-your-marker-shows-turn-you = 표시기가 { $label }에서 { $stay_limit }턴 중 { $marker }턴째를 가리킵니다: 이동해야 합니다.

## rules/dday_dice/assault.py
dice-no-order-assault-decided-when-several = 강습 순서는 최종 벙커에서 여러 유닛이 기다릴 때 정합니다.
dice-no-name-every-unit-final-bunker = 최종 벙커의 유닛을 모두 한 번씩 적으세요. 예: 'assault { $join }'.

## rules/dday_dice/awards.py
dice-no-that-award-not-deck-pick = 그 훈장은 덱에 없습니다. 덱에 남은 것 중에서 고르세요.
dice-no-name-each-once-reorder = 카드 { $n }장을 한 번씩 모두 적으세요. 예: 'reorder { $join }'.
dice-no-you-have-no-black-award = 처리할 검은 훈장이 없습니다.
dice-no-choose-one-losses-you-can = { $name }: 치를 수 있는 손실 중 하나를 고르세요({ $join }).
dice-no-award-names = { $if_names ->
        [true] 잃을 것을 적으세요: { $join }.
       *[false] 이 손실에는 이름을 적지 않습니다.
    }

## rules/dday_dice/badges.py, battle_conditions.py, bonuses.py
dice-no-with-courage-badge-rule-unit = 용기 배지 규칙에서는 유닛이 4단계에 턴마다 배지 하나를 용기 1과 별 1개로 삽니다.
dice-no-no-battle-condition-play-can = 지금 그것으로 무효로 할 수 있는 전투 조건이 없습니다.
dice-no-advanced-observation-german-may-lose = 고급 관측: 독일 플레이어는 4단계나 5단계에, 다른 누구도 보고 있지 않을 때 벙커 잠망경을 잃을 수 있습니다(advanced_observation=on 옵션).
dice-no-advanced-observation-lose-binoculars-rangefinder = 고급 관측: 4단계나 5단계에 쌍안경, 거리측정기, 저격 조준경 중 하나를 잃으세요(advanced_observation=on 옵션).
dice-no-put-battle-conditions-back-reorder = 전투 조건 카드를 되돌려 놓으세요: 'reorder 1 2' 또는 'reorder 2 1'.
dice-no-bonuses-are-claimed-before-skulls = 보너스는 해골이 주사위를 무효로 하기 전에 받습니다.
dice-no-you-have-no-red-white = 삼색 보너스에 쓸 빨강·하양·파랑 { $face }{ JOSA($face, "이") } 남아 있지 않습니다.
dice-no-options-are = { $name }의 선택지: { $join }.
dice-no-adds-name-them-rwb-red = { $name }{ JOSA($name, "은") } 결과 { $add_results }개를 더합니다: 적어 주세요. 예: 'rwb { $face } { $option } red-courage'.
dice-no-held-bonus-adds-nothing = 쥐고 있는 보너스는 아무것도 더하지 않습니다.
dice-no-straight-needs-six-different-faces = 스트레이트는 최종 결과에 서로 다른 면 여섯 개가 남아 있어야 하며, 턴마다 한 번, 해골이 무효로 하기 전에만 됩니다.
dice-no-call-for-help-adds-nothing = 지원 요청은 아무것도 더하지 않습니다.
dice-no-phase-2-you-claim-bonuses = 2단계에서는 보너스를 받고('rwb ...', 'straight'), 활성 해골로 주사위를 무효로 하고('cancel N'), 주사위 아이템을 쓴 뒤 'done'을 말합니다.

## rules/dday_dice/effects.py
dice-no-add-results = { $if_add_results ->
        [true] 더할 결과 { $add_results }개를 적으세요. 예: red-courage.
       *[false] 이것은 원하는 결과를 더하지 않습니다.
    }
dice-no-change-die = { $if_change_die ->
        [true] 바꿀 주사위 { $change_die }개를 적으세요. 예: d3=star.
       *[false] 이것은 주사위를 바꾸지 않습니다.
    }
dice-no-die-not-play-used-bonus = { $d }번 주사위는 쓸 수 없습니다(보너스에 썼거나, 무효가 되었거나, 굴리지 않았습니다).
dice-no-name-1-dice-reroll-d3 = 다시 굴릴 주사위를 1~{ $reroll_dice }개 적으세요. 예: d3.
dice-no-this-rerolls-no-die = 이것은 주사위를 다시 굴리지 않습니다.
dice-no-name-one-german-dice-still = 2단계에 아직 쓸 수 있는 독일군 주사위 하나를 적으세요. 예: 'german:d5'.
dice-no-name-one-your-dice-one = 내 주사위 하나와 독일군 주사위 하나를 적으세요. 예: 'd3 german:d5'.
dice-no-name-only-die-you-take = 가져올 주사위만 적으세요. 예: 'german:d5'.
dice-no-name-another-unit-blue-courage = 다른 유닛을 적으세요. 예: { $next }:blue-courage.
dice-no-no-longer-on-map-phase = { $unit }{ JOSA($unit, "이") } 더는 지도에 없거나 2단계가 끝났습니다.
dice-no-name-for-red-star = { $unit }에게 줄 결과 { $give_results }개를 적으세요. 예: { $target }:red-star.
dice-no-name-your-die-and-theirs = 내 주사위 하나와 상대 주사위 하나를 적으세요. 예: 'd3 { $target }:d5'.
dice-no-name-only-their-die = 가져올 주사위만 적으세요. 예: '{ $target }:d5'.
dice-no-this-does-nothing-another-unit = 이것은 다른 유닛에게 아무 일도 하지 않습니다.
dice-no-die-cannot-be-rerolled-locked = { $d }번 주사위는 다시 굴릴 수 없습니다(고정했거나, 썼거나, 쓸 수 없습니다).
dice-no-dice-are-traded-taken-with = 주사위는 같은 구역의 유닛과만 바꾸거나 가져올 수 있습니다.
dice-no-name-one-dice-still-play = { $unit }의 아직 쓸 수 있는 주사위 하나를 적으세요. 예: '{ $target }:d5'.

## rules/dday_dice/german.py
dice-no-phase-1-you-lock-reroll = 1단계에서는 주사위를 고정하거나, 다시 굴리거나, 그대로 둡니다.
dice-no-pick-blind-die = 1~{ $count }번 주사위 중 하나를 고르세요({ $join }).
dice-no-german-no-three-colours = { $name }에 쓸 빨강·하양·검정 { $face_label }{ JOSA($face_label, "이") } 남아 있지 않습니다.
dice-no-german-bonus-results = { $if_add_results ->
        [true] { $name }{ JOSA($name, "은") } 검은 결과 { $add_results }개를 더합니다: 적어 주세요. 예: 'rwb { $face } { $option } black-courage'.
       *[false] 이 보너스는 결과를 더하지 않습니다.
    }
dice-no-you-have-no-active-skull = 주사위를 무효로 할 활성 해골이 남아 있지 않습니다.
dice-no-die-cannot-be-cancelled-skull = { $die }번 주사위는 무효로 할 수 없습니다(해골이거나, 보너스에 썼거나, 이미 무효입니다).
dice-no-german-add-results = { $if_add_results ->
        [true] 검은 결과 { $add_results }개를 적으세요. 예: black-star.
       *[false] 이것은 결과를 더하지 않습니다.
    }
dice-no-this-takes-nothing-more-after = 이것은 이름 뒤에 아무것도 붙지 않습니다.
dice-no-you-have-no-play-now = 지금 낼 '{ $what }'{ JOSA($what, "이") } 없습니다(손에 든 훈장이나 아이템, 또는 턴마다 한 번 쓰는 전문가 능력).
dice-no-card-why = { $name }: { $why }
dice-no-lock-exactly-dice-once-right = 첫 굴림 바로 뒤에 한 번, 주사위를 정확히 { $rule }개 고정하세요.
dice-no-lock-2-dice-first-lock = 먼저 주사위 2개를 고정하세요(예: 'lock 1 2').
dice-no-you-have-no-reroll-left = 다시 굴릴 기회가 없습니다. 최종 결과를 'keep' 하세요.
dice-no-reroll-unlocked-dice-your-roll = 내 굴림의 고정하지 않은 주사위만 다시 굴릴 수 있습니다.
dice-no-name-1-unlocked-dice-your = 최종 결과에서 아직 쓸 수 있고 고정하지 않은 주사위를 1~{ $reroll_dice }개 적으세요. 예: d3.
dice-no-name-allied-unit-still-on = 아직 지도에 있는 연합군 유닛을 적으세요. 예: 'use 이름 unit1'{ $if_steal_die ->
        [true] , 그 주사위까지 적으세요. 예: unit1:d5.
       *[false] .
    }
dice-no-name-their-die-unquoted = { $unit }의 아직 쓸 수 있는 주사위 하나를 적으세요. 예: { $target }:d5.
dice-no-this-names-no-allied-unit = 이것은 연합군 유닛을 적지 않습니다.
dice-no-trade-pool-feeds-your-final = 교환 풀은 최종 결과에 들어갑니다: 2단계에 쓰세요.
dice-no-you-have-no-specialist-lose = '{ $what }' 전문가가 없습니다. { $join } 중 하나를 잃으세요.
dice-no-use-him-in-phases = 2, 4, 5단계에 쓰세요.
dice-no-must-still-cancel-die-cancel = 활성 해골 { $cancels_left }개가 아직 주사위를 무효로 해야 합니다('cancel N').
dice-no-first-pick-german-makes-you = 먼저 독일 플레이어 때문에 잃을 { $owed }{ JOSA($owed, "을") } 고르세요('lose 이름').
dice-no-you-have-no-pick-one = '{ $what }' { $owed }{ JOSA($owed, "이") } 없습니다. { $join } 중 하나를 고르세요.
dice-no-that-german-specialist-not-german = 그 독일군 전문가는 독일군 예비대에 없습니다.
dice-no-costs-you-have-one-rally = { $name }{ JOSA($name, "은") } 별 { $rally_cost }개가 듭니다(가진 별 { $stars }개). 모으기는 턴마다 한 번입니다.
dice-no-that-german-item-not-german = 그 독일군 아이템은 독일군 예비대에 없습니다.
dice-no-costs-you-have-one-find = { $name }{ JOSA($name, "은") } 아이템 포인트 { $ip }점이 듭니다(가진 포인트 { $ip2 }점). 찾기는 턴마다 한 번입니다(창의력이 한 번 더해 줍니다).
dice-no-courage-you-have = 훈장 { $count }장에는 용기 { $cost }{ JOSA($cost, "이") } 듭니다. 가진 용기는 { $courage }입니다.
dice-no-name-trade-pool-dice = 교환 풀의 주사위 { $n }개를 적으세요(1~{ $count }). 예: d1.
dice-no-keep-your-original-final-tally = 원래 최종 결과('original')나 새 결과('pick new') 중 하나를 고르세요.
dice-no-reason-german = { $why }
dice-no-first-settle-what-waits-for = 먼저 기다리는 일을 처리하세요: { $pending_text }.
dice-no-german-phase = { $get }

## rules/dday_dice/items.py
dice-no-there-no-item = '{ $what }' 아이템은 없습니다.
dice-no-no-items-can-be-found = 지금 { $label }에서는 아이템을 찾을 수 없습니다(쓰는 것은 됩니다).
dice-no-not = { $name }{ JOSA($name, "은") } { $if_several ->
        [true] 팀이 뽑는 보급품 더미에
       *[false] 보급품 더미에
    } 없습니다.
dice-no-chaotic-supply-only-top-item = 혼란스러운 보급: 덱마다 맨 위의 아이템만 찾을 수 있습니다({ $join }).
dice-no-you-have-already-asked-for = 이미 { $name }{ JOSA($name, "을") } 요청했습니다.
dice-no-you-may-find-turn = 턴마다 아이템을 { $int }개까지 찾을 수 있습니다.
dice-no-costs-you-have = { $name }{ JOSA($name, "은") } 아이템 포인트 { $ip }점이 듭니다. 가진 포인트는 { $ip2 }점입니다.
dice-no-your-unit-has-no-use = 내 유닛에게는 쓸 '{ $what }'{ JOSA($what, "이") } 없습니다(아이템, 메달, 또는 턴마다 한 번 쓰는 전문가 능력).
dice-no-takes-nothing-after-name = { $name }{ JOSA($name, "은") } 이름 뒤에 아무것도 붙지 않습니다.
dice-no-reason-withheld = { $withheld }.
dice-no-reason = { $why }.

## rules/dday_dice/overlord
dice-no-your-unit-has-no-novice = 내 유닛에게는 바꿀 신참 장교가 없습니다.
dice-no-your-novice-officer-may-be = 신참 장교는 { $need }번 구역부터만 바꿀 수 있습니다.
dice-no-name-one-specialist-promote-captain = 전문가 하나를 적으세요: 'promote captain'.
dice-no-first-say-which-specialists-you = 먼저 지난 습격에서 데려갈 전문가를 말하세요: 'carry 이름' 또는 'carry none'(가졌던 전문가: { $value }).
dice-no-keep-up-specialists-you-had = 가졌고 아직 데려갈 수 있는 전문가 중 { $slots }명까지 데려가세요: { $value }.
dice-no-hurt-me-starting-column-chosen = Hurt Me: 시작 열은 습격을 시작할 때 한 번만 고릅니다.
dice-no-hurt-me-start-column-able = Hurt Me: 에이블 열이나 베이커 열에서 시작하세요: 'column able' 또는 'column baker'.
dice-no-your-unit-was-eliminated-first = 내 유닛이 전멸했습니다: 먼저 'retreat 구역 keep 전문가 stars N'(Keep Going!) 또는 'retreat none'을 하세요.
dice-no-you-may-keep-one-specialists = 쓰러질 때 가졌던 전문가 중 하나를 데려갈 수 있습니다({ $names }).
dice-no-name-specialist-you-keep-keep = 데려갈 전문가를 적으세요('keep { $keep }').
dice-no-sector-gives-stars-courage-all = { $number }번 구역은 별과 용기를 모두 합쳐 { $number }만큼 줍니다: 'stars'는 0부터 { $number }까지입니다.
dice-no-this-raid-only-special-damage = 이 습격에서는 특수 피해로만 신참 장교를 떼어 낼 수 있습니다.
dice-no-no-novice-officer = 내 유닛에게는 신참 장교가 없습니다.
dice-no-just-dismiss = 'dismiss'만 적으세요.
dice-no-sending-him-away-costs-you = 그를 돌려보내려면 별 { $cost }개가 듭니다. 가진 별은 { $stars }개입니다.
dice-no-ground-start-only-unit-team = 지상 시작: 찰리 팀의 유닛만 첫 1단계에 시작 구역을 고릅니다.
dice-no-ground-start-write-land-c = 지상 시작: 'land C-2' 또는 'land C-3'으로 적으세요.
dice-no-write-collect-command-jacket-collect = 'collect command-jacket' 또는 'collect amphetamines'로 적으세요.
dice-no-jacket-pills = 재킷과 알약: { $why }.
dice-no-your-team-has-already-captured = 내 팀은 이미 대령을 붙잡았습니다.
dice-no-colonel-captured-from-second-row = 대령은 내 팀이 아닌 다른 열의 두 번째 줄 구역에서 붙잡습니다.
dice-no-capturing-colonel-costs-stars-you = 대령을 붙잡으려면 별 { $kraut_stars }개가 듭니다. 가진 별은 { $stars }개입니다.
dice-no-your-team-does-not-know = 내 팀은 아직 암호를 모릅니다: 먼저 대령을 붙잡으세요.
dice-no-your-team-has-had-one = 내 팀은 암호를 말할 한 번의 기회를 이미 썼습니다.
dice-no-password-given-on-final-tally = 암호는 { $where }에서, 해골이 무효로 하기 전에 최종 결과로 말합니다.
dice-no-only-unit-that-captured-colonel = 대령을 붙잡은 유닛만, 그 턴에 주사위를 돌리는 것(쌍안경)으로 팀의 암호를 바꿀 수 있습니다.
dice-no-retune-usage = '{ $usage }'. 예: 'retune { $changers } 3 star'(암호의 주사위 1~6과 다른 면).
dice-no-capture-german-colonel-first-he = 먼저 독일군 대령을 붙잡으세요: 그가 암호를 압니다.
dice-no-you-have-had-your-one = 암호를 말할 한 번의 기회를 이미 썼습니다.
dice-no-give-password-on-your-final = 암호를 아는 열의 { $from_sector }번 구역이나 그 너머에서, 해골이 무효로 하기 전에 최종 결과로 암호를 말하세요.
dice-no-password-die-can-be-turned = 암호 주사위는 대령을 붙잡은 뒤 암호를 말하기 전에, 주사위를 돌리는 것(쌍안경)으로만 돌릴 수 있습니다.
dice-no-retune-3-star-column-letter = '{ $usage }'. 예: 'retune { $changers } { $some }3 star'(열의 글자와 그 암호의 주사위 1~6, 그리고 다른 면).
dice-no-you-have-no-item-hand = 넘겨줄 아이템이 없습니다.
dice-no-name-item-another-unit-on = 아이템과 지도에 있는 다른 유닛을 적으세요: 'supply { $owed } 유닛'.
dice-no-not-order-this-raid = '{ $verb }'{ JOSA($verb, "은") } 이 습격의 명령이 아닙니다.
dice-no-given-phase-not-now = '{ $usage }'{ JOSA($usage, "은") } 지금이 아니라 { $join }단계에 내립니다.
dice-no-your-unit-does-not-have = 내 유닛에게는 스내푸가 없습니다.
dice-no-name-another-unit-still-on = 아직 지도에 있는 { $if_phase ->
        [true] 벙커 밖의 다른 유닛을
       *[false] 다른 유닛을
    } 적으세요: 'snafu t3u1'.
dice-no-pass-snafu-on-give-up = 스내푸를 넘기려면 쥐고 있는 지휘력이나 함성 보너스를 포기하세요.
dice-no-phase-5-snafu-handed-over = 5단계에는 벙커에 들어갈 때만 스내푸를 넘깁니다.
dice-no-share-pain-rule-campaign-raids = 고통 나누기는 캠페인 A의 습격에만 있는 규칙입니다.
dice-no-give-skull-token-another-unit = 해골 토큰은 아직 지도에 있는 다른 유닛에게 주세요.
dice-no-escalation-sector-unit-there-ignores = { $label }{ JOSA($label, "은") } 격화 구역입니다: 거기 있는 유닛은 고통 나누기를 따르지 않습니다(해골 토큰을 주지 않지만 다른 유닛에게서 받을 수는 있습니다).
dice-no-no-skull-to-share = 나눌 활성 { $colour } 해골이 남아 있지 않습니다(해골이 먼저 무효로 합니다).
dice-no-you-swap-with-rally-point = 집결지와는 방금 차지한 벙커에서만 자리를 바꿉니다.
dice-no-swap-needs-war-correspondent-rally = 자리를 바꾸려면 종군 기자가 있어야 합니다(먼저 모으세요).
dice-no-tiger-moved-once-for-each = 티거는 내 유닛이 얻는 삼색 보너스마다 한 번 움직이는데, 지금은 움직일 차례가 없습니다.
dice-no-specialist-sacrificed-only-on-leaving = 전문가는 티거가 있는 구역을 떠날 때만 희생합니다.
dice-no-you-have-nothing-that-turns = 주사위를 돌릴 것(쌍안경, 전쟁 메달)이 없습니다.
dice-no-brace-4-if-tiger-fires = 'brace { $items } 4': 이번 턴 티거가 나를 쏘아 주사위가 4 이상이 나오면 { $items }{ JOSA($items, "이") } 그것을 1로 돌립니다.
dice-no-you-are-already-braced-this = 이번 턴에는 이미 대비했습니다.
dice-no-only-campaign-unit-holding-victoria = 빅토리아 십자 훈장을 가진 캠페인 유닛만 그것을 다시 뽑을 수 있습니다.
dice-no-only-unit-alone-team-may = 팀에 혼자 남은 유닛만 빅토리아 십자 훈장을 무시할 수 있습니다.
dice-no-reason-baptism = { $value }
dice-no-retreat-one-two-sectors-back = 내 보드에서 한두 구역 뒤로 물러나세요: { $join }.
dice-no-first = 먼저: { $join }.
dice-no-name-rally-point = 집결지를 적으세요: { $join }.
dice-no-name-tiger-column = 티거가 있는 열을 적으세요: { $join }.
dice-no-name-one-your-specialists = 내 전문가 중 하나를 적으세요: { $join }.

## rules/dday_dice/rally.py, roll.py, trading.py, turn.py
dice-no-there-no-specialist = '{ $what }' 전문가는 없습니다.
dice-no-your-unit-already-has = 내 유닛은 이미 { $name }{ JOSA($name, "을") } 가지고 있습니다.
dice-no-not-available-not-your-hand = { $name }{ JOSA($name, "은") } 모을 수 없습니다(손에도, { $if_several ->
        [true] 팀이 뽑는 보급품 더미에도
       *[false] 보급품 더미에도
    } 없습니다).
dice-no-you-may-rally-turn-here = 여기서는 턴마다 전문가를 { $limit }명까지 모을 수 있습니다.
dice-no-costs-stars = { $name }{ JOSA($name, "은") } 별 { $price }개가 듭니다. 가진 별은 { $stars }개입니다.
dice-no-soldier-mulligan-optional-rule-not = 병사 멀리건은 이 게임에서 쓰지 않는 선택 규칙입니다(mulligan=on 옵션).
dice-no-mulligan-rerolls-first-roll-only = 멀리건은 고정하기 전에, 턴마다 한 번 첫 굴림만 다시 굴립니다.
dice-no-you-have-no-mulligan-token = 남은 멀리건 토큰이 없습니다.
dice-no-mulligan-costs-you-would-have = 멀리건에는 병사 { $cost }명이 드는데, 그러면 병사가 한 명도 남지 않습니다.
dice-no-no-dice-are-locked-reroll = { $label }에서는 주사위를 고정하지 않습니다. 아무 주사위나 다시 굴리세요.
dice-no-dice-are-locked-once-right = 주사위는 첫 굴림 바로 뒤에 한 번 고정합니다.
dice-no-lock-exactly-your-dice = 내 주사위 { $join } 중 정확히 { $n }개를 고정하세요.
dice-no-lock-first = 먼저 주사위 { $rule }개를 고정하세요(예: 'lock 1 2').
dice-no-die-not-rerollable = { $value }번 주사위는 다시 굴릴 수 없습니다(고정했거나 쓸 수 없습니다).
dice-no-your-roll-already-over = 굴림은 이미 끝났습니다.
dice-no-die-not-cancellable = { $die }번 주사위는 무효로 할 수 없습니다(해골이거나, 보너스에 썼거나, 이미 무효이거나, 쓸 수 없습니다).
dice-no-skulls-must-cancel = 활성 해골 { $left }개가 아직 주사위를 무효로 해야 합니다('cancel N').
dice-no-exchange-other = { $if_other ->
        [true] 이 게임의 다른 유닛에게 주세요. 예: 'give { $other } courage 1'.
       *[false] 이 게임에는 줄 다른 유닛이 없습니다.
    }
dice-no-not-your-sector-no-longer = { $unit }{ JOSA($unit, "은") } 내 구역에 없습니다(또는 더는 지도에 없습니다).
dice-no-you-have-no-item-give = 줄 '{ $what }' 아이템이 없습니다(한 번에 하나씩).
dice-no-you-have = 가진 것은 { $count }입니다{ $if_what ->
        [true] . 적어도 1은 남겨야 합니다
       *[false] {""}
    }.
dice-no-nothing-decided-this-phase = 이 단계에서는 정할 것이 없습니다.
dice-no-phase-5-you-stay-move = 5단계에서는 'stay', 'move 구역', 또는 아이템을 씁니다.
dice-no-phase-4-you-rally-find = 4단계에서는 모으기, 찾기, 쓰기, 주기를 하거나 'done'을 말합니다.
dice-no-reason-found = { $found }.
dice-no-reason-badge = { $refusal }
dice-no-reason-exchange-limit = { $limited }

## rules/dday_dice/hooks.py (a campaign's step where none is installed)
dice-no-campaign = 이 행동은 캠페인에서만 할 수 있는데, 이 게임은 캠페인 없이 진행됩니다.
