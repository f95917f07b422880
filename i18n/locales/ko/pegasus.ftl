### 페가수스 브리지의 말 (issue #46): 개인 손패(/hand)와 사건 문장의 수량 표현. 한국어는 복수형 없이 단위(장, 개)만 붙입니다.

## 손패 (bot/service/pegasus_hand.py). 카드마다 한 번, 효과와 함께 아래 블록에 적습니다. 임시 카드는 ⚠ 표시, 설명은 카드 목록 끝에 한 줄.

pb-hand-head = **내 손패 — { $seat }** ({ $count ->
        [0] 카드 없음
       *[other] { $count }장
    }{ $heroic ->
        [0] {""}
       *[other] , 영웅 카드 { $heroic }장
    }{ $count ->
        [0] {""}
       *[other] ; 효과는 아래에
    })
pb-hand-heroic-letters = **남아 있는 영웅 카드**는 아래에 비밀 글자별로 있습니다. 기록에는 글자만 남고, 요청받으면 { CMD("pb heroic") } { OPT("pb heroic", "card") }:<글자>로 가져옵니다.
pb-hand-cards-title = 내 손패 — { $seat } ({ $count ->
        [0] 카드 없음
       *[other] { $count }장
    })
pb-hand-empty = 손패에 카드가 없습니다.
pb-hand-heroic-title = 남아 있는 영웅 카드 — { $seat }, 비밀 글자별
pb-hand-reserve-title = 아직 남은 영웅 카드 — { $seat } ({ $count }장)
pb-hand-not-now = 지금은 불가
pb-hand-placeholder-legend = 임시 카드: 인쇄된 카드의 문구를 알 수 없어 저희가 직접 만든 카드입니다.

## 무언가를 세는 사건 (issue #46). 한국어는 복수형 대신 단위를 붙입니다: 카드 N장, 토큰 N개, 대포 N문, 승점 N점.

pb-side-british = 영국군
pb-side-german = 독일군
pb-token-plus3 = 노란 +3
pb-token-thornton = 초록 손턴

pb-ev-drew = { $seat }{ JOSA($seat, "이") } 카드 { $count }장을 뽑았습니다{ $why ->
        [card] ({ $card })
        [start] (시작 손패)
        [restart] (새 시작 손패)
        [assault] (강습 승리)
        [bridge] (다음 다리)
       *[none] {""}
    }.
pb-ev-pile-empty = { $seat }의 뽑기 더미가 비었습니다: 카드 { $count }장을 뽑지 못했습니다(더미는 다시 섞지 않습니다).
pb-ev-tokens = { $seat }{ JOSA($seat, "이") } 예비에서 토큰 { $count }개를 가져왔습니다{ $why ->
        [card] ({ $card })
        [start] (시작 손패)
        [restart] (새 시작 손패)
        [assault] (강습 승리)
        [bridge] (다음 다리)
       *[none] {""}
    }.
pb-ev-reserve-empty = 예비가 비었습니다: { $seat }{ JOSA($seat, "은") } 토큰 { $count }개를 가져오지 못했습니다.
pb-ev-special-tokens = { $seat }{ JOSA($seat, "이") } { $kind } 토큰 { $count }개를 가져왔습니다.
pb-ev-campaign-vp = 캠페인: 영국군이 시나리오 { $scenario }에서 승점 { $vp }점을 얻었습니다({ $detail }).
pb-ev-campaign-over = 캠페인 종료: 영국군 승점 { $total }점{ $blue ->
        [0] {""}
       *[other] {" "}(파란 토큰 { $blue }개 차감)
    } — { $band ->
        [german] 독일군 승리: 제6공수사단이 맡은 임무를 다하지 못했습니다
        [british] 영국군 승리: 상륙 해안의 동쪽 측면이 안전합니다
       *[even] 현상 유지: 제6공수사단의 결과가 엇갈렸습니다
    }.
pb-ev-gun = 영국군이 { $card }{ JOSA($card, "을") } 파괴했습니다: 대포 { $guns }문 파괴.
pb-ev-heroic-lost = { $seat }{ JOSA($seat, "이") } 내지 않은 영웅 카드 { $count }장을 게임에서 뺐습니다.
pb-ev-reserve = 독일군이 카드 { $count }장을 영국군에게 보여 주고 반격용으로 뒷면으로 두었습니다(그 더미에 { $pile }장).
pb-ev-new-hand = { $seat }{ JOSA($seat, "이") } 손의 카드 { $count }장을 뽑기 더미에 섞어 넣었습니다.
pb-ev-spend = { $seat }{ JOSA($seat, "이") } 토큰 { $count }개를 써서 카드 { $count }장을 뽑습니다.
pb-ev-counter-pile = 독일군이 반격 더미(카드 { $count }장)를 뽑기 더미에 섞어 넣었습니다.
pb-ev-battery = 나머지 접근 지형이 포대 더미에 섞여 들어갔습니다(카드 { $count }장).

## 손패의 틀 (bot/service/pegasus_hand.py, issue #48). 카드 이름은 인쇄된 그대로, 한국어 풀이는 옆에 기울여 씁니다.
pb-type-unit = 부대
pb-type-combat_action = 전투 행동
pb-type-event = 사건
pb-type-terrain = 지형
pb-hand-no-text = (효과 문구 없음)
pb-hand-inferred = _(추정)_
pb-hand-as-action = 전투 행동으로
pb-hand-giving-up = 포기: { $cards }
pb-hand-placeholder-tag = 임시 카드
pb-hand-take-heroic = 영웅 카드 { $letter } 가져오기: { $card }
pb-hand-redraw = 접근 지형 다시 공개: { $card } 버림
pb-hand-menu = { $seat }: 지금 낼 카드를 고르세요
pb-hand-discard = **내 버림 더미** ({ $count }장): { $cards }
pb-hand-counter-pile = **반격 더미** (뒷면, 두 사람 모두 본 카드): { $cards }
pb-hand-terrain-piles = **내 지형 더미** (위에서부터): { $piles }
pb-hand-setting = **취소 기회:** 'respond { $setting }' — { $label }. 언제든 `{ CMD("pb respond") }`{ JOSA(CMD("pb respond"), "으로") } 바꿀 수 있습니다.
pb-setting-always = 취소하거나 대응할 수 있는 카드가 나올 때마다 물어봄(손패와 상관없이, 기본값)
pb-setting-never = 묻지 않음: 빠르지만 카드를 취소할 수 없음
pb-hand-decision = **지금 내릴 결정:** { $prompt }
pb-hand-pick = 아래 메뉴에서 낼 카드를 고르세요.
pb-hand-no-card = 지금은 손패에서 낼 수 있는 카드가 없습니다. 보드 아래 버튼이나 `{ CMD("pb") }` 명령을 쓰세요.
pb-hand-continued = { $title } (이어서)
pb-hand-letter = **`{ $letter }`**

## 표의 고정 응답 (bot/service/pegasus_table.py): 버튼, 그리고 설정을 바꾼 사람에게만 보이는 설명.
pb-stand-for-good = 그대로 두기 — 다시 묻지 않음
pb-respond-help = **취소 기회** — `respond always` (기본값): 상대가 카드를 낼 때마다, 내 카드로 취소하거나 대응할 수 있는 카드라면 게임이 내 답을 기다립니다(그런 카드가 손에 있든 없든 기다리므로, 기다림만 보고 상대가 알아낼 수 있는 것은 없습니다). 취소할 기회를 놓치지 않지만 매번 답해야 합니다. `respond never` (“그대로 두기 — 다시 묻지 않음” 버튼): 묻지 않으니 진행이 빨라지지만, 상대가 낸 카드는 모두 그대로 효과를 냅니다. 취소도 대응도 할 수 없습니다. 언제든 `{ CMD("pb respond") }`{ JOSA(CMD("pb respond"), "으로") } 바꿀 수 있습니다.

## /게임 새로만들기 메뉴의 시나리오 선택지.
option-label-pegasus-bridge-scenario-1a = 1A 베누빌 다리 (입문)
option-label-pegasus-bridge-scenario-1b = 1B 페가수스 브리지
option-label-pegasus-bridge-scenario-2 = 2 메르빌 포대
option-label-pegasus-bridge-scenario-3 = 3 디브강의 다리들
option-label-pegasus-bridge-scenario-campaign = 캠페인: 통가 작전 (1B, 2, 3을 이어서, 승점으로 채점)
