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
