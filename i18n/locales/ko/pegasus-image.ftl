### 페가수스 브리지 카드 테이블 그림과 그 대체 텍스트 (renderer/pegasus_bridge, issue #48). 카드 이름은 인쇄된
### 그대로 두고(임시 카드는 한국어 풀이로), 카드 효과는 pegasus-cards.ftl의 문장을 씁니다.

pb-img-side-british = 영국군
pb-img-side-german = 독일군
pb-img-turn-letter-british = 영
pb-img-turn-letter-german = 독
pb-img-nobody = 아무도 없음
pb-img-winners = { $first }, { $last }

## 머리글
pb-img-scenario = 시나리오 { $scenario } · { $name }
pb-img-campaign-scenario = 캠페인(통가 작전) · { $scenario }
pb-img-strength = 전력
pb-img-turn-token = 턴 토큰: { $side } 면
pb-img-waiting = 기다리는 중: { $parts }
pb-img-game-over = 게임 끝 — { $winners }{ JOSA($winners, "이") } 이겼습니다. { $reason }

## 각 자리가 할 일
pb-img-wait-mulligan = 손패 유지 또는 새 손패
pb-img-wait-heroic = 영웅 카드 고르기
pb-img-wait-build = 지형 더미 만들기
pb-img-wait-pile = 더미 고르기
pb-img-wait-terrain = 지형 고르기
pb-img-wait-approach = 접근 지형 유지 또는 다시 공개
pb-img-wait-blue = 파란 캠페인 토큰
pb-img-wait-phase = 자기 단계
pb-img-wait-place_g = 부대 내기
pb-img-wait-place_b = 부대 내기
pb-img-wait-raise = 올리기
pb-img-wait-destroyed = 부대가 격파됨
pb-img-wait-respond = 방금 나온 카드에 대응
pb-img-wait-choice = 카드의 선택지 고르기
pb-img-wait-reserve = 반격 예비 카드

## 전투에서 누구 차례인지
pb-img-turn-g_init = 독일군 선제
pb-img-turn-b_place = 영국군이 부대를 낼 차례
pb-img-turn-british = 영국군이 올릴 차례
pb-img-turn-german = 독일군이 올릴 차례

## 목표
pb-img-objectives = 목표
pb-img-approach = 접근
pb-img-approach-left = 더미에 지형 카드 { $n }장 남음
pb-img-then-bridges = 그다음은 다리
pb-img-bridge-title = { $name } 다리 ({ $number })
pb-img-taken-british = 영국군이 점령함
pb-img-held-german = 독일군이 지키는 중
pb-img-objective-british = 영국군의 목표
pb-img-face = 보이는 면: { $face }
pb-img-not-fought = 아직 싸우지 않음
pb-img-horsa-british = 영국군 점령: 독일군 부대 −1
pb-img-horsa-german = 독일군 보유: 독일군 부대 +1
pb-img-final-bridge = 베누빌 다음의 마지막 다리
pb-img-final-taken = 전력이 남아 있으면 점령
pb-img-guns = 파괴한 포: 3문 중 { $n }문
pb-img-guns-win = 영국군은 포 3문을 파괴하면 승리
pb-img-casemates = (포곽 1016, 1022, 1023)
pb-img-terrain-piles = 지형 더미
pb-img-piles-approach = 접근 { $approach } · 목표 { $objectives }
pb-img-piles-battery = 포대 { $battery }
pb-img-bunker = 벙커 (1024)
pb-img-taken = 점령함
pb-img-not-taken = 점령하지 못함
pb-img-pile = { $position }번 더미: { $bridge }
pb-img-face-down-bridge = 뒷면으로 놓인 다리
pb-img-destroyed-british = 영국군이 파괴함
pb-img-protected-german = 독일군이 지켜 냄
pb-img-cards-left = 지형 카드 { $n }장 남음
pb-img-bridges = 다리
pb-img-bridges-british = 영국군 파괴 { $n }개 (3개 필요)
pb-img-bridges-german = 독일군 방어 { $n }개 (2개 필요)
pb-img-campaign-title = 캠페인(통가 작전): 시나리오 { $count }개 중 { $stage }번째 ({ $scenarios })
pb-img-campaign-vp = 지금까지 승점: { $vp }{ $total } · 치른 시나리오: { $played }
pb-img-final-total = {" "}· 최종 합계 { $total }
pb-img-played = { $scenario } { $winner } (승점 { $vp })
pb-img-none-yet = 아직 없음
pb-img-blue-tokens = 파란 토큰: 독일군 { $german }개, 영국군 { $british }개, 잃음 { $lost }개{ $on }
pb-img-blue-on = {" "}· 하나는 { $card }에
pb-img-band = { $band ->
        [german] 독일군 승리: 제6공수사단은 맡은 임무를 다 해내지 못했습니다
        [british] 영국군 승리: 상륙 해안의 동쪽 측면이 안전해졌습니다
       *[even] 현상 유지: 제6공수사단의 성과는 엇갈렸습니다
    }

## 전투
pb-img-no-unit-yet = 아직 부대 없음
pb-img-printed = 인쇄 { $printed }, { $signed }
pb-img-vs = 대
pb-img-no-tokens = {" "}· 토큰 금지: { $sides }
pb-img-no-german-unit = 독일군 부대 없음
pb-img-no-british-unit = 맞선 영국군 부대 없음
pb-img-fight-over = 전투 끝
pb-img-state-destroyed = 격파됨
pb-img-state-won = 승리
pb-img-state-absorbed = 흡수함(전력 1 잃음)
pb-img-terrain-in-play = 진행 중인 지형: { $name }
pb-img-no-unit-here = 아직 이곳에 낸 부대가 없습니다.
pb-img-no-assault-here = 이 지형에서는 강습이 벌어지고 있지 않습니다.
pb-img-revealed = 공개된 지형: 나아갈 곳을 고르세요
pb-img-stack = 대응을 기다리는 카드 (마지막이 맨 위):
pb-img-top = 맨 위
pb-img-played-by = { $side }{ JOSA($side, "이") } 냄

## 카드
pb-img-placeholder = 임시 카드
pb-img-type-unit = 부대
pb-img-type-combat_action = 전투 행동
pb-img-type-event = 사건
pb-img-type-terrain = 지형
pb-img-unit-as-action = 전투 행동으로 낸 부대
pb-img-inferred = 추정
pb-img-destroyed = 격파됨
pb-img-played-ca = 전투 행동
pb-img-played-event = 사건
pb-img-played-unit = 부대
pb-img-as-action = 전투 행동으로 냄
pb-img-no-assault = 강습 없음
pb-img-size = 크기 { $n }
pb-img-size-means = 놓일 수 있는 독일군 부대 수
pb-img-draws = 뽑기: 영국군 { $british } · 독일군 { $german }
pb-img-mod-cards = 카드 { $signed }
pb-img-mod-scenario = 시나리오 { $signed }
pb-img-german-units = 독일군 부대 { $limit }개 중 { $played }개
pb-img-limit = 독일군 부대 한도: { $mods }
pb-img-fought = 이곳에서 싸운 부대: 독일군 { $german } · 영국군 { $british }
pb-img-kind-hold = 다리: 전투에서 지면 전력 1을 잃음
pb-img-kind-ranville = 랑빌 다리
pb-img-assault-over = 강습 끝: { $side } 승리
pb-img-terrain-number = 지형 { $number }
pb-img-terrain-small = 지형 { $number }

## 양측
pb-img-tokens = 토큰:
pb-img-none = 없음
pb-img-token-normal = 일반
pb-img-token-plus3 = +3
pb-img-token-plus3h = +3 (영웅)
pb-img-token-thornton = 손턴
pb-img-heroic-to-choose = 아직 고를 영웅 카드: { $n }장
pb-img-heroic-in-hand = 손에 든 영웅 카드 ★ { $n }장 · { $rest }
pb-img-heroic-lost = { $rest } · 보지 않고 치운 카드: { $n }장
pb-img-heroic-played = 낸 영웅 카드: { $cards }
pb-img-objectives-list = 목표: { $cards }
pb-img-seen-discards = 버림 더미로 간 카드 ({ $n }장, 최근 것부터): { $cards }
pb-img-mulligan-left = 아직 시작 손패를 새로 받을 수 있음
pb-img-piles-counts = 손패 { $hand } · 뽑을 더미 { $draw } · 버림 { $discard }
pb-img-special = { $name } ×{ $n }
pb-img-reserve = 예비: 토큰 { $reserve }개 · 남은 특수 토큰: { $specials }{ $counter ->
        [0] {""}
       *[other] {" "}· 반격 더미: 뒷면 카드 { $counter }장
    }
pb-img-placeholder-legend = 임시 카드(줄무늬): 인쇄된 문구를 알 수 없는 카드를 저희가 직접 만든 것입니다. 인쇄된 카드가 아닙니다.

## 대체 텍스트 (renderer/pegasus_bridge/alt.py): 공개된 상황을 중요한 것부터 몇 문장으로.
pb-alt-head = 페가수스 브리지 { $campaign ->
        [yes] 캠페인 카드 테이블
       *[no] 카드 테이블
    }. 시나리오 { $scenario } { $name }, { $phase }.
pb-alt-over = 게임 끝: { $winners }{ JOSA($winners, "이") } 이겼습니다. { $reason }
pb-alt-waiting = 기다리는 중: { $parts }.
pb-alt-wait-part = { $side }({ $doing })
pb-alt-size = 크기 { $n }
pb-alt-terrain = 지형 { $card }: { $size }, 뽑기 영국군 { $british }/독일군 { $german }
pb-alt-front = { $terrain }, 독일군 부대 { $limit }개 중 { $played }개{ $won ->
        [none] {""}
       *[other] , { $won } 승리
    }.
pb-alt-terrain-alone = { $terrain }.
pb-alt-destroyed = 격파됨: { $units }.
pb-alt-fight = 전투: 독일군 { $german } 전투력 { $value }{ $british ->
        [none] {""}
       *[other] {" "}대 영국군 { $british } 전투력 { $against }
    }, { $turn }.
pb-alt-combat-actions = 전투 행동: { $cards }.
pb-alt-revealed = 고를 수 있게 공개된 지형: { $cards }.
pb-alt-stack = 대응을 기다리는 카드: { $cards }.
pb-alt-strength = 영국군 전력 { $n }
pb-alt-turn-token = 턴 토큰 { $side } 면
pb-alt-bridges-taken = 점령한 다리: { $cards }
pb-alt-ranville = 랑빌 카드의 보이는 면 { $card }
pb-alt-guns = 파괴한 포 3문 중 { $n }문
pb-alt-dives = 파괴한 다리 { $british }개(영국군은 3개 필요), 지켜 낸 다리 { $german }개(독일군은 2개 필요)
pb-alt-campaign-vp = 지금까지 캠페인 승점 { $vp }
pb-alt-side = { $side }: 손패 { $hand }장{ $heroic ->
        [0] {""}
       *[other] (영웅 카드 { $heroic }장)
    }, 뽑을 더미 { $draw }장, 버림 더미 { $discard }장, { $tokens }, 고를 영웅 카드 { $available }장.
pb-alt-tokens = { $token } 토큰 { $n }개
pb-alt-no-tokens = 토큰 없음
pb-alt-reserve = 예비 토큰 { $n }개.
