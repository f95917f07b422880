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
