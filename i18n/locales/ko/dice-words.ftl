### D-Day Dice: 규칙이 이름만 붙이고 봇이 말로 옮기는 원인, 보기, 선택지 (issue #48, rules/dday_dice/why.py와 보기들).

## 괄호 안의 원인 (rules/dday_dice/why.py): 구역, 전문가, 아이템은 인쇄된 이름 그대로
dice-why-mgf = 기관총 사격
dice-why-special-damage = 특수 피해
dice-why-no-soldiers-left = 손실을 치를 병사가 없음
dice-why-nothing-left = 병사도 전문가도 남지 않음
dice-why-could-not-move = 이동해야 했지만 갈 곳이 없음
dice-why-playing-with-fire = 불장난
dice-why-land-mines = 지뢰
dice-why-inactive-land-mines = 비활성 지뢰
dice-why-inactive-mgf = 비활성 기관총 사격
dice-why-alarm-signal = 경보 신호
dice-why-tiger = 티거 전차
dice-why-sniper = 저격수
dice-why-allies-doing = 연합군의 공격
dice-why-sacrificed = 희생
dice-why-def = { $sector }의 방어력
dice-why-entering = { $sector } 진입
dice-why-tiger-in = { $sector }의 티거 전차
dice-why-inexperience = 서툰 { $specialist }
dice-why-owned = { $unit }의 { $thing }

## 말로 보여 주는 게임 이름 (bot/service/game_words.py: game_title)
game-title-dday-dice = D-Day Dice (2판)

## 나만 보는 보기 (bot/service/dice_tray.py): 유닛의 훈장, 독일 플레이어의 포상
dice-medals-head = **{ $unit }: 내 훈장** (뒷면으로 둔 카드: 나만 봅니다)
dice-awards-head = **독일 플레이어: 내 포상** (낼 때까지 비밀입니다)
dice-private-none = • 아직 없음
dice-medals-use = 도움이 될 때 { CMD("dice use") }로 하나 쓰세요.
dice-awards-use = 도움이 될 때 { CMD("dice use") }로 하나 내세요.
dice-medals-looked = **다음 전투 조건** (`reorder`로 되돌려 놓습니다): { $cards }
dice-awards-looked = **포상 덱 맨 위** (`reorder`로 되돌려 놓습니다): { $cards }

## 효과의 조각 (rules/dday_dice/records.py: Effect.describe), "; "로 이어 붙입니다
dice-fx-none = 효과 없음
dice-fx-gain = { $what ->
        [soldiers] 병사 +{ $n }명
        [stars] 별 +{ $n }개
        [ip] 아이템 포인트 +{ $n }점
       *[courage] 용기 +{ $n }
    }
dice-fx-medal = 훈장 { $n }장을 무작위로 뽑기
dice-fx-add-results = 내 최종 결과에 원하는 결과 { $n }개 더하기
dice-fx-give-results = 다른 유닛의 최종 결과에 원하는 결과 { $n }개 더하기
dice-fx-change-die = 내 주사위 { $n }개를 원하는 면으로 바꾸기(색은 그대로)
dice-fx-reroll-dice = 최종 결과에서 고정하지 않은 주사위 { $n }개까지 다시 굴리기
dice-fx-trade-die = 같은 구역의 다른 유닛과 주사위 하나 맞바꾸기
dice-fx-steal-die = 같은 구역의 다른 유닛 주사위 하나를 내 최종 결과로 가져오기
dice-fx-extra-reroll = 1단계에서 다시 굴리기 { $n }번 더
dice-fx-ignore-skulls = 활성 해골 { $n }개는 아무것도 무효로 하지 못함
dice-fx-wild-rwb = 턴마다 삼색 보너스 하나는 두 색만으로 받기
dice-fx-free-item = 아이템 포인트 { $n }점 이하의 아이템 하나를 공짜로 찾기
dice-fx-free-specialist = 전문가 한 명을 공짜로 모으기
dice-fx-ignore-conditions = 들어가는 구역의 조건을 무시하기
dice-fx-free-advance = 용기를 내지 않고 전진하기
dice-fx-advance-discount = 전진 비용이 용기 { $n }만큼 줄어듦
dice-fx-extra-stay = { $all ->
        [yes] 모든 유닛이
       *[no] 이 유닛이
    } 지금 구역에 { $n }턴 더 머물 수 있음
dice-fx-def-reduce = 내 구역의 방어력 -{ $n }
dice-fx-def-zero = 내 구역의 방어력이 0이 됨(벙커 제외)
dice-fx-ignore-mgf = 기관총 사격 무시
dice-fx-silence-mgf = 기관총 사격 { $n }개 잠재우기
dice-fx-cross-barrier = 장애물 건너기
dice-fx-ignore-mines = 지뢰 지대를 안전하게 건너기
dice-fx-trade-anywhere = 어디에 있는 유닛과도 교환하기

## 삼색 보너스의 선택지 (rules/dday_dice/bonuses.py: option_label): 한국어는 하는 일을 말합니다
dice-rwb-option = { $option }
dice-rwb-hold = 구역 조건에 내주려고 남겨 두기
dice-rwb-held = 나중에 내주려고 남겨 둠
dice-rwb-badge = 배지 하나를 무작위로 뽑기(배지 규칙)
dice-rwb-call-for-help = 지원 요청: 유닛을 안전한 곳으로 빼기(이번 습격에서 빠지고, 팀은 명성 점수 5점을 잃음)
dice-rwb-face-soldier1 = 병사 1명
dice-rwb-face-soldier2 = 병사 2명
dice-rwb-face-star = 별
dice-rwb-face-courage = 용기
dice-rwb-face-tool = 도구
dice-rwb-face-skull = 해골

## 선택지 (rules/dday_dice/legal.py: _label_words)
dice-choice-rwb = '{ $text }' — { $name }: { $label }
dice-choice-find = '{ $text }' — { $name }, 아이템 포인트 { $ip }점: { $effect }
dice-choice-use = '{ $text }' — { $has_name ->
        [yes] { $name }:{" "}
       *[no] {""}
    }{ $has_mine ->
        [yes] { $mine }{ $other ->
            [none] {""}
           *[other] ;{" "}
        }
       *[no] {""}
    }{ $other ->
        [unit] { $to }의 { $faces }
        [german] 독일군의 { $faces }
       *[none] {""}
    }

## 그 밖의 원인, 자원, 카드 종류
dice-why-bought-with-courage = 용기로 삼
dice-why-bought = 삼
dice-why-effect-of = { $what }의 효과
dice-res = { $what ->
        [soldiers] 병사 { $n }명
        [stars] 별 { $n }개
        [ip] 아이템 포인트 { $n }점
       *[courage] 용기 { $n }
    }
dice-kind-specialist = 전문가
dice-kind-item = 아이템

## 카드 자체의 문장 (rules/dday_dice/why.py: card_text): 카드 id별 우리말, 없으면 자료의 영어
dice-card-text = { $id ->
        [unteroffizier] 턴마다 한 번, 2단계에서 최종 결과의 고정하지 않은 주사위 1개를 다시 굴립니다.
        [pioneer] 그가 함께 있는 동안 전장 지도의 모든 지뢰가 활성입니다.
        [mg-schutze] 그가 함께 있는 동안 전장 지도의 모든 기관총 사격이 활성입니다.
        [scharfschutze] 턴마다 한 번, 4단계에서 모든 연합군 유닛이 병사 1명을 잃습니다.
        [waffen-ss] 3단계마다 병사 +2명.
        [observer] 3단계마다 아이템 포인트 +2점.
        [zwangsrekrut] 3단계마다 병사 +1명.
        [scout] 지뢰를 찾아내 손실 없이 건넙니다. 몇몇 구역에 들어가려면 필요합니다.
        [sharpshooter] 최종 결과의 활성 해골 1개는 아무것도 무효로 하지 못합니다.
        [corporal] 3단계마다 용기 +1. 몇몇 구역에 들어가려면 필요합니다.
        [medic] 3단계마다 병사 +2명(부상병을 치료합니다). 몇몇 구역에 들어가려면 필요합니다.
        [engineer] 6단계마다 내 구역의 방어력 -2.
        [grenadier] 6단계마다 내 구역의 기관총 사격 1개를 잠재웁니다.
        [lieutenant] 턴마다 한 번, 2단계에서 내 주사위 하나를 같은 구역 다른 유닛의 주사위와 맞바꿉니다.
        [captain] 턴마다 한 번, 삼색 보너스 하나는 서로 다른 두 색만으로 받습니다.
        [veteran] 3단계마다 별 +1개, 병사 +1명.
        [marksman] 최종 결과의 활성 해골 2개는 아무것도 무효로 하지 못합니다.
        [colonel] 3단계마다 용기 +1, 별 +1개. 6단계에서 방어력 -1.
        [war-correspondent] 3단계마다 아이템 포인트 +2점, 용기 +1.
        [military-medic] 궁극의 선물(해골 삼색 보너스)은 서로 다른 두 색만으로 받습니다.
        [piat-crew] 6단계마다 내 구역의 방어력 -2.
        [sniper] 3단계마다 독일 플레이어가 병사 1명을 잃습니다.
        [soe-agent] 3단계마다 독일 플레이어가 용기 1을 잃습니다.
        [field-surgeon] 3단계마다 병사 +3명.
        [demolitions-sergeant] 6단계마다 내 구역의 방어력 -3.
        [chaplain] 3단계마다 용기 +2.
        [forward-observer] 내 구역의 기관총 사격 2개를 잠재웁니다.
       *[other] { $text }
    }
dice-card-kind-award = 포상
dice-card-kind-item = 아이템
dice-card-kind-ability = 전문가
dice-choice-german-rally = '{ $text }' — { $name }, 별 { $stars }개: { $effect }
dice-choice-card = '{ $text }' — { $name }: { $effect }
dice-choice-blind = '{ $text }' — { $die }번 주사위: 병사 { $count }명

## 독일군의 효과 (rules/dday_dice/german_records.py: GermanEffect.describe)
dice-or-separator = {" "}또는{" "}
dice-gfx-black-award = 검은 포상, 뽑는 즉시 적용: { $either }
dice-gfx-units-lose-soldiers = 모든 연합군 유닛이 병사 { $n }명을 잃음
dice-gfx-units-lose-courage = 모든 연합군 유닛이 용기 { $n }을 잃음
dice-gfx-units-gain-soldiers = 모든 연합군 유닛이 병사 { $n }명을 얻음
dice-gfx-unit-loses = 고른 연합군 유닛 하나가 { $kind ->
        [item] 아이템
       *[specialist] 전문가
    } 하나를 잃음(무엇을 잃을지는 그 플레이어가 고름)
dice-gfx-draw-awards = 포상 { $n }장을 무작위로 뽑기
dice-gfx-pick-award = 덱에서 원하는 포상 하나를 가져온 뒤 덱 섞기
dice-gfx-look-awards = 포상 덱 맨 위 { $n }장을 보고 원하는 순서로 되돌려 놓기
dice-gfx-reroll-dice = 최종 결과에서 고정하지 않은 주사위 { $n }개까지 다시 굴리기
dice-gfx-add-results = 원하는 검은 결과 { $n }개를 최종 결과에 더하기
dice-gfx-steal-die = 연합군 유닛의 최종 결과에서 주사위 하나 가져오기(검은 주사위가 됨)
dice-gfx-extra-find = 이번 턴에 값을 치르고 아이템 { $n }개를 더 찾기
dice-gfx-activates = 함께 있는 동안 전장 지도의 모든 { $what ->
        [mines] 지뢰
       *[mgf] 기관총 사격
    }{ $what ->
        [mines] 가
       *[mgf] 이
    } 활성
dice-gfx-lose-soldiers = 병사 { $n }명 잃기
dice-gfx-lose-specialist = 전문가 1명 잃기
dice-gfx-lose-award = 포상 1장 잃기

## 독일군의 방어 (dice-ev-defences-on, dice-ev-defences-off)
dice-defence-mines = 지뢰
dice-defence-mgf = 기관총 사격
dice-defences-mines = 지뢰
dice-defences-mgf = 기관총 사격
dice-bunker = 벙커
dice-why-picked = 덱에서 고름

## 독일 플레이어가 먼저 정할 것 (rules/dday_dice/german.py: pending_text)
dice-prompt-german-pending = 독일 플레이어: 먼저 { $pending }.
dice-pending = { $kind ->
        [blind] 시작 병사 수를 정할 주사위를 고르세요('start N')
        [wound] 검은 포상 { $name }의 손실을 정하세요('wound N [NAME]')
        [lose] 잃을 전문가를 고르세요('lose NAME')
        [pick] 덱에서 원하는 포상을 고르세요('pick NAME')
        [clasp] 어느 최종 결과를 둘지 고르세요('pick original' 또는 'pick new')
        [observe] 살펴본 전투 조건의 순서를 정하세요('reorder 1 2' 또는 'reorder 2 1')
       *[reorder] 살펴본 포상의 순서를 정하세요('reorder ...')
    }
dice-choice-lose = '{ $text }' — { $name } 잃기
dice-choice-wound = '{ $text }' — 검은 포상의 { $option }번째 손실{ $named ->
        [yes] : { $name } 잃기
       *[no] {""}
    }
