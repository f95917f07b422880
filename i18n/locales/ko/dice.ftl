### D-Day Dice의 말 (issue #46): 무언가를 세는 사건. 한국어는 복수형 대신 단위를 붙입니다: 병사 N명, 별 N개,
### 훈장 N장, 주사위 N개.

dice-german-player = 독일 플레이어
dice-nation-us = 미국
dice-nation-uk = 영국
dice-nation-fr = 프랑스
dice-nation-ca = 캐나다
dice-team-able = 에이블
dice-team-baker = 베이커
dice-team-charlie = 찰리
dice-unit-name = 유닛 { $number }({ $nation })
dice-team-unit-name = { $team } 팀 유닛 { $number }({ $nation })
dice-unit-at = { $where }의 { $unit }

## 사건 (rules/dday_dice: g.ev(..., key=, args=)). 카드·구역·이유의 이름은 엔진의 영어 그대로 들어갑니다.

dice-ev-setup = { $map }: { $units }, { $players ->
        [1] 병사 { $soldiers }명으로 시작합니다.
       *[other] 각각 병사 { $soldiers }명으로 시작합니다.
    }
dice-ev-resources = { $unit }{ JOSA($unit, "이") } 병사 { $soldiers }명, 용기 { $courage }, 별 { $stars }개, 아이템 포인트 { $ip }점을 얻었습니다(도구 { $tools }개).
dice-ev-german-resources = 독일 플레이어가 병사 { $soldiers }명, 용기 { $courage }, 별 { $stars }개, 아이템 포인트 { $ip }점을 얻었습니다.
dice-ev-losses = { $unit }{ JOSA($unit, "이") } 병사 { $count }명을 잃었습니다({ $cause }).
dice-ev-losses-last = { $unit }{ JOSA($unit, "이") } 마지막 병사 { $count }명을 잃었습니다({ $cause }). 나머지 { $missing }만큼은 전문가에게서 잃습니다.
dice-ev-mulligan = { $unit }{ JOSA($unit, "이") } 병사 { $count }명을 내고 멀리건으로 다시 굴렸습니다: { $tally }.
dice-ev-rerolled = { $unit }{ JOSA($unit, "이") } 주사위 { $count }개를 다시 굴렸습니다: { $tally }{ $left ->
        [0] .
       *[other] {" "}(다시 굴리기 { $left }번 남음).
    }
dice-ev-german-rerolled = 독일 플레이어가 주사위 { $count }개를 다시 굴렸습니다: { $tally }.
dice-ev-award-drawn = 독일 플레이어가 훈장 카드를 뽑았습니다({ $why }). 이제 { $count }장을 들고 있습니다.
dice-ev-awards-looked = 독일 플레이어가 훈장 덱 맨 위 { $count }장을 봅니다.
dice-ev-german-soldiers-lost = 독일 플레이어가 병사 { $count }명을 잃습니다({ $why }).
dice-ev-gain = { $unit }{ JOSA($unit, "이") } 병사 { $count }명을 얻습니다({ $why }).
dice-ev-stay-bonus = { $unit }{ JOSA($unit, "은") } 지금 구역에 { $count }턴 더 머물 수 있습니다({ $why }).
dice-ev-german-rallied = 독일 플레이어가 별 { $count }개로 { $name }{ JOSA($name, "을") } 모았습니다.
dice-ev-german-found = 독일 플레이어가 아이템 포인트 { $count }점으로 { $name }{ JOSA($name, "을") } 찾았습니다.
dice-ev-german-awards-bought = 독일 플레이어가 용기 { $cost }을 써서 훈장 { $count }장을 삽니다.
dice-ev-queued = { $unit }{ JOSA($unit, "이") } 미리 답했습니다: { $count }단계가 다음 단계를 기다립니다.
dice-ev-german-setup = 독일 플레이어가 병사 { $soldiers }명, 용기 { $courage }, 운터오피치어와 함께 벙커를 지킵니다. 훈장 { $awards }장을 섞어 덱을 만듭니다.
dice-ev-blind-start = 블라인드 시작: 독일 플레이어가 병사 { $soldiers }명으로 시작합니다.
dice-ev-blind-pick = 블라인드 시작: 독일 플레이어가 병사 { $soldiers }명, 용기 { $courage }으로 시작합니다.
dice-ev-skulls = { $unit }: 활성 해골이 주사위 { $count }개를 무효로 했습니다.
dice-ev-solo-pool-taken = 독일군이 교환 풀에서 주사위 { $count }개를 최종 결과에 넣습니다.
dice-ev-arrival-gain = { $unit }{ JOSA($unit, "이") } { $label }에 도착해 병사 { $count }명을 얻었습니다.
dice-ev-fire = { $unit }{ JOSA($unit, "은") } 폭발 기호 { $count }개를 지녀 안전 한도를 { $over }개 넘었습니다.
dice-ev-rallied = { $unit }{ JOSA($unit, "이") } { $name }{ JOSA($name, "을") } { $free ->
        [true] 공짜로
       *[false] 별 { $count }개로
    } 모았습니다.
dice-ev-german-losses = 독일 플레이어가 병사 { $count }명을 잃습니다: 연합군이 가진 가장 높은 방어력은 { $top }입니다.{ $deficit ->
        [0] {""}
       *[other] {" "}병사가 { $deficit }명 모자라, 이번 턴 연합군에게 모든 구역의 방어력이 { $deficit } 낮아집니다.
    }
dice-ev-deficit-gain = { $unit }{ JOSA($unit, "이") } 병사 { $count }명을 얻습니다: 독일군의 부족으로 { $label }의 방어력이 0 아래로 내려갑니다.
dice-ev-gave = { $unit }{ JOSA($unit, "이") } { $to }에게 { $what ->
        [soldiers] 병사 { $count }명을
        [stars] 별 { $count }개를
        [ip] 아이템 포인트 { $count }점을
       *[courage] 용기 { $count }을
    } 주었습니다.
dice-ev-pain-waits = 고통 나누기: 해골 토큰 { $count }개가 { $label }의 집결지 옆에서 기다립니다.
dice-ev-carry-offered = 각 유닛은 지난 습격의 전문가를 { $count }명까지 데려갈 수 있습니다: 첫 굴림 전에 'carry NAME'(또는 'carry none').
dice-ev-skull-tokens = { $unit }{ JOSA($unit, "이") } 최종 결과에 해골 토큰 { $count }개를 더합니다(고통 나누기).
