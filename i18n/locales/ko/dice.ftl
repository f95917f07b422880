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

## 사건 (rules/dday_dice: g.emit(..., key=, args=)). 카드·구역·이유의 이름은 엔진의 영어 그대로 들어갑니다.

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

## 주사위 (rules/dday_dice/roll.py, german.py의 die_arg, tally_arg, dice_arg; i18n/dice.py가 말로 바꿉니다)
dice-die = { $colour } { $face }
dice-colour-red = 빨강
dice-colour-white = 하양
dice-colour-blue = 파랑
dice-colour-black = 검정
dice-face-soldier1 = 병사 1명
dice-face-soldier2 = 병사 2명
dice-face-star = 별
dice-face-courage = 용기
dice-face-tool = 도구
dice-face-skull = 해골
dice-face-mgf = 기관총 사격
dice-tally-die = { $n }:{ $die }{ $locked ->
        [yes] {" "}(고정)
       *[no] {""}
    }
dice-and-separator = {", "}

## 결정 요청 (rules/dday_dice/legal.py, german_legal.py의 prompt_words). 따옴표 안은 플레이어가 입력하는 명령이라 영어 그대로입니다.
dice-prompt-roll-lock = { $unit }: 주사위는 { $tally }입니다. 주사위 2개를 고정하고('lock 1 3') 나머지는 두 번까지 다시 굴리거나, 'keep'으로 확정하세요.
dice-prompt-roll-reroll = { $unit }: 주사위는 { $tally }입니다. 고정하지 않은 주사위를 다시 굴리거나('reroll { $free }', { $left }번 남음) 'keep'으로 확정하세요.
dice-prompt-bonus = { $unit }: 2단계입니다. { $bits }. 끝나면 'done'.
dice-prompt-bit-rwb = 삼색 보너스를 받을 수 있습니다: '{ $faces }'
dice-prompt-bit-straight = 스트레이트를 받을 수 있습니다
dice-prompt-bit-cancel = 활성 해골 { $count }개로 주사위를 무효로 해야 합니다('cancel N')
dice-prompt-bit-use-items = 원하면 주사위 아이템을 쓰세요
dice-prompt-spend = { $unit }: 4단계입니다. 별 { $stars }개와 아이템 포인트 { $ip }점이 있습니다. 'rally NAME', 'find NAME', { $give ->
        [yes] 'give { $other } WHAT N',{" "}
       *[no] {""}
    }'use NAME'을 쓰고 끝나면 'done'.
dice-prompt-move = { $unit }: { $label }에 있습니다(표식 { $marker }/{ $limit }). { $forced ->
        [yes] 반드시 이동해야 합니다
       *[no] 'stay'로 머무르거나 이동하세요
    }: { $way ->
        [yes] '{ $moves }'
       *[no] 나갈 길이 없습니다
    }.
dice-prompt-german-roll-lock = 독일 플레이어: 주사위는 { $tally }입니다. 주사위 2개를 고정하고('lock 1 3') 나머지는 두 번까지 다시 굴리거나, 'keep'으로 확정하세요.
dice-prompt-german-roll-reroll = 독일 플레이어: 주사위는 { $tally }입니다. 고정하지 않은 주사위를 다시 굴리거나({ $left }번 남음) 'keep'으로 확정하세요.
dice-prompt-german-bonus = 독일 플레이어: 2단계입니다. { $bits }. 끝나면 'done'.
dice-prompt-bit-name = { $name }
dice-prompt-bit-german-cancel = 활성 해골 { $count }개로 주사위를 무효로 해야 합니다
dice-prompt-bit-play-card = 원하면 카드를 내세요
dice-prompt-german-spend = 독일 플레이어: 4단계입니다. 별 { $stars }개, 아이템 포인트 { $ip }점, 용기 { $courage }이 있습니다. 'rally NAME', 'find NAME', 'award N'(하나에 용기 5), 'use NAME'을 쓰고 끝나면 'done'.
dice-prompt-german-hold = 독일 플레이어: 벙커를 지키고 있습니다. 카드를 내거나('use NAME') 'done'.

## 선택지 (메뉴, 버튼, 자동완성: legal.py의 _label_words, german_legal.py의 label_words)
dice-choice-keep = 확정
dice-choice-done = 마치기
dice-choice-stay = 머무르기
dice-choice-straight = 스트레이트
dice-choice-mulligan = 멀리건
dice-choice-dice = '{ $text }' — { $faces }
dice-choice-rally = '{ $text }' — { $name }, 별 { $stars }개
dice-choice-move = '{ $text }' — { $label }, 용기 { $cost }
dice-choice-cancel = '{ $text }' — { $die } 무효
dice-choice-award = '{ $text }' — 용기 { $cost }

## 자리, 시작 안내, 단계 (rules/dday_dice/engine.py의 seat_words, start_note_words, phase_words; 저장된 단계 제목은
## i18n/dice.py의 phase_of_label이 다시 읽습니다)
dice-seat-unit = { $unit }
dice-seat-german = 독일 플레이어
dice-start-note-data = 이 게임은 재구성한 자료로 돌아갑니다. 기본 규칙서를 구할 수 없어서 삼색 보너스 값, 도구 표, 전문가의 비용과 능력, 대부분의 아이템과 메달, 그리고 엑서사이즈 타이거를 뺀 모든 지도는 저희가 제안한 값입니다(`/규칙`과 `README` 참고). 게임을 가진 분은 `DDAY_DICE_DATA`로 인쇄된 값을 넣을 수 있습니다.
dice-start-note-map = '{ $map }' 지도는 저희가 재구성했습니다. 알려진 값은 몇 개뿐입니다.
dice-phase-setup = 준비
dice-phase-roll = 1단계 굴림
dice-phase-bonuses = 2단계 보너스와 해골
dice-phase-resources = 3단계 자원
dice-phase-rally = 4단계 집결과 찾기
dice-phase-move = 5단계 이동
dice-phase-combat = 6단계 전투
dice-phase-over = 게임 끝
dice-phase-title = { $title } · { $turn }턴 · { $phase }
dice-phase-title-over = { $title } · 게임 끝

## 주사위 트레이 (bot/service/dice_tray.py): 게시물과 버튼
dice-tray-head = **주사위 트레이: { $name }**
dice-tray-head-owner = **주사위 트레이: { $name }** — { $owner }님이 버튼을 누릅니다
dice-tray-lock = 고정할 주사위 두 개를 누른 뒤 **선택 고정**을 누르거나, 이 굴림을 그대로 **확정**하세요.
dice-tray-reroll = 다시 굴리기 { $left }번 남음: 다시 굴릴 주사위를 누른 뒤 **선택 다시 굴리기**를 누르거나, 이 주사위로 **확정**하세요.
dice-tray-final = 최종 결과: 이번 굴림은 끝났습니다.
dice-tray-no-roll = 지금은 굴릴 것이 없습니다.
dice-tray-die = { $n }번 { $die }{ $locked ->
        [yes] {" "}(고정)
       *[no] {""}
    }
dice-tray-die-button = { $on ->
        [yes] ✔{" "}
       *[no] {""}
    }{ $n }번 { $die }
dice-tray-go-lock = 선택 고정 ({ $count })
dice-tray-go-reroll = 선택 다시 굴리기 ({ $count })
dice-tray-keep = 확정
dice-tray-mulligan = 멀리건 (병사를 내고 전부 다시 굴리기)

## /help에서 보는 D-Day Dice 하는 법 (명령 이름은 메뉴에 보이는 대로 CMD, OPT로)
dice-act-help = **D-Day Dice 하는 법: { CMD("dice") }** (모든 유닛이 한 단계를 동시에 진행합니다. 옵션은 지금 고를 수 있는 것을 자동완성으로 보여 줍니다)
    굴림이 시작되면 올라오는 **주사위 트레이**(또는 `{ CMD("dice tray") }`): 주사위를 누른 뒤 **선택 고정**(첫 굴림 뒤 두 개), **선택 다시 굴리기**, **확정** 중 하나를 누르세요. 내 트레이는 나만 누를 수 있습니다
    `{ CMD("dice lock") } { OPT("dice lock", "dice") }:1 3` · `{ CMD("dice reroll") } { OPT("dice reroll", "dice") }:2 4 5` · `{ CMD("dice keep") }` · `{ CMD("dice mulligan") }` (선택 규칙)
    `{ CMD("dice rwb") } { OPT("dice rwb", "face") }:<면> { OPT("dice rwb", "option") }:<선택>` · `{ CMD("dice straight") }` · `{ CMD("dice cancel") } { OPT("dice cancel", "die") }:<번호>` (2단계)
    `{ CMD("dice rally") } { OPT("dice rally", "what") }:<전문가>` · `{ CMD("dice find") } { OPT("dice find", "what") }:<아이템>` · `{ CMD("dice give") } { OPT("dice give", "to") }:<유닛> { OPT("dice give", "what") }:<…>` · `{ CMD("dice use") } { OPT("dice use", "what") }:<…>` (4단계) · `{ CMD("dice stay") }` · `{ CMD("dice move") } { OPT("dice move", "to") }:<구역>` (5단계) · `{ CMD("dice done") }`
    `{ CMD("dice medals") }` 뒷면으로 둔 내 훈장, 나만 봅니다 · `{ CMD("dice do") } { OPT("dice do", "action") }:<글>` 어떤 행동이든, 또는 `;`로 이은 한 턴 전체

## 선택지의 이름 (콘솔의 `options`: 선택지가 id로만 말하는 카드, 전문가, 유닛)
dice-option-names = { $named }
dice-option-printed = { $name }
dice-option-unit = 유닛 { $number }
dice-option-team-unit = { $team_no } 팀 유닛 { $number }
dice-option-german = 독일 플레이어
