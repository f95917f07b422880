### 페가수스 브리지의 /rules 항목 (issue #48). 규칙 항목은 저희 말로 새로 쓴 한국어이고(영어 원문은
### rules/pegasus_bridge/data/glossary.json), 카드 항목은 카드 데이터의 조각(종류, 전투력, 장수, 효과, 출처)을 이어 붙여
### 만듭니다. 카드 이름은 인쇄된 그대로 두고 뒤에 괄호로 한국어 풀이(pegasus-glossary.ftl)를 붙입니다. 작은따옴표 안의
### 'toss 3' 같은 말은 플레이어가 입력하는 행동 표기라 영어 그대로 둡니다.

## 카드 항목: 인쇄된 이름, 그리고 종류, 장수, 효과, 출처를 한 문장씩.
pb-ref-card-term = { $printed }
pb-ref-card-text = { $parts_sentences }
pb-ref-head = { $pieces }.
pb-ref-kind = { $heroic ->
        [true] 영웅{" "}
       *[false] {""}
    }{ $side } { $type } 카드
pb-ref-value = 전투력 { $value }
pb-ref-unit-type = 병종 { $unit_type }
pb-ref-terrain = 지형 카드입니다. { $size ->
        [-1] 강습이 벌어지지 않는 곳이고
       *[other] 독일군 부대를 { $size }개까지 낼 수 있고
    }, 카드는 영국군이 { $british }장, 독일군이 { $german }장 뽑습니다.
pb-ref-back = 다른 면은 { $back } { $back_printed }입니다.
pb-ref-copies = 들어가는 장수: { $counts }.
pb-ref-copies-in = 시나리오 { $scenarios }에 { $count }장
pb-ref-heroic-in = 시나리오 { $scenarios }에서 쓰는 영웅 카드입니다.
pb-ref-heroic-lead = 영웅.
pb-ref-note-rulebook = 효과는 규칙서에 나온 그대로이고, 장수는 저희가 정한 값입니다.
pb-ref-note-inferred = 추정 카드: 규칙서에 이름은 나오지만, 수치나 정확한 효과는 저희가 읽어 낸 것입니다.
pb-ref-note-placeholder = 임시 카드: 인쇄된 카드를 알 수 없어 저희가 직접 만든 카드입니다.
pb-ref-note-override = 게임을 가진 분이 `{ $variable }` 파일로 입력한 카드입니다.

## 부대의 병종(카드에 인쇄된 말)의 풀이.
pb-unit-type-parachutiste = 낙하산병
pb-unit-type-sapeur = 공병

## 규칙 항목.
pb-glossary-pb-turn-sequence-term = 턴 순서
pb-glossary-pb-turn-sequence-text = 한 턴은 언제나 같은 순서로 네 단계를 거칩니다. 1. 진격 단계: 다음 지형을 공개하고 고릅니다. 2. 영국군 단계: 영국군이 카드를 뽑고 사건을 낼 수 있습니다. 3. 독일군 단계: 독일군이 카드를 뽑고 사건을 낸 뒤, 부대를 낼지 정합니다. 4. 강습: 그 지형에서 싸웁니다. 그다음 이긴 쪽이 보상을 받고, 턴 토큰이 가리키는 쪽이 영웅 카드를 고른 뒤 토큰을 뒤집으면 새 턴이 시작됩니다. 1A와 1B의 다리에서는 진격 단계가 없습니다.
pb-glossary-pb-progression-phase-term = 진격 단계
pb-glossary-pb-progression-phase-text = 턴의 첫 단계입니다. 독일군이 지형 더미 맨 위의 두 장을 뒤집습니다(시나리오 2와 3은 저마다 다른 더미를 씁니다). 첫 턴에는 영국군이, 그 뒤로는 바로 앞 강습에서 진 쪽이 영국군이 나아갈 곳을 고릅니다('다음 지형 고르기' 참고). 고르지 않은 카드는 앞면으로 지형 버림 더미에 올라가고, 두 사람 모두 언제든 들여다볼 수 있습니다. 이어서 고른 지형의 효과가 적용되고, 캠페인에서는 독일군이 이때 파란 토큰을 놓을 수 있습니다. 행동 예: 'choose terrain 1007'.
pb-glossary-pb-british-phase-term = 영국군 단계
pb-glossary-pb-british-phase-text = 턴의 둘째 단계입니다. 영국군은 지형 카드 왼쪽 아래의 숫자만큼 카드를 뽑은 뒤, 손에 든 사건을 한 장씩 원하는 만큼 냅니다. 사건은 독일군이 취소할 기회를 가진 다음 곧바로 효과를 내고 버려집니다. 더 낼 사건이 없으면 'done'으로 단계를 마칩니다. 부대는 이때 내지 않고 강습까지 아껴 둡니다.
pb-glossary-pb-german-phase-term = 독일군 단계
pb-glossary-pb-german-phase-text = 턴의 셋째 단계입니다. 독일군은 지형 카드 오른쪽 아래의 숫자만큼 뽑고, 영국군과 같은 방식으로 사건을 냅니다. 끝으로 부대 하나를 내어 강습을 열거나, 부대를 하나도 내지 않습니다('no unit'). 부대가 나오지 않으면 그 턴은 영국군이 이긴 것으로 칩니다: 영국군이 토큰 2개와 카드 1장을 받고, 다음 지형은 독일군이 고릅니다.
pb-glossary-pb-assault-term = 강습
pb-glossary-pb-assault-text = 턴의 넷째 단계입니다. 지형 위에 독일군 부대 하나가 버티고 있고, 영국군은 자기 부대 하나를 맞세운 뒤 전투 행동과 토큰 던지기로 합계를 독일군 합계까지 끌어올리거나 포기합니다. 못 미치면 강습에서 집니다: 영국군은 전력 1점을 잃고 다음 지형으로 넘어갑니다. 합계에 닿으면 독일군이 더 올리거나 부대를 잃습니다('올리기' 참고). 독일군 부대가 쓰러져도 지형이 허락하면 독일군은 부대를 또 낼 수 있고, 더 나오지 않으면 영국군이 이깁니다.
pb-glossary-pb-raising-term = 올리기
pb-glossary-pb-raising-text = 영국군이 독일군 합계를 따라잡으면 독일군은 자기 부대에 전투 행동과 토큰을 더할 수 있습니다. 독일군이 확실히 앞서게 되면 다시 영국군이 더하고, 이렇게 번갈아 가다가 한쪽이 멈춥니다('pass'). 뒤진 채로 영국군이 멈추면 영국군 부대를, 앞서지 못한 채로 독일군이 멈추면 독일군 부대를 잃습니다. 독일군은 부대를 내자마자, 영국군이 답하기 전에 먼저 전투 행동이나 토큰을 더해도 됩니다.
pb-glossary-pb-token-toss-term = 토큰 던지기
pb-glossary-pb-token-toss-text = 일반 토큰은 한 면이 +1, 다른 면이 실패입니다. 처음에 24개를 예비 카드 위에 두고 두 사람이 2개씩 가져갑니다. 전투에서는 동전처럼 하나씩 던집니다: +1이 나오면 보너스로 내 부대 곁에 남고, 실패가 나오면 곧바로 예비로 돌아갑니다. 점수를 낸 토큰은 강습이 끝날 때 돌아갑니다. 토큰을 받아야 할 때 예비가 비어 있으면 아무것도 받지 못합니다. 행동 예: 'toss', 여러 개를 한꺼번에 던지려면 'toss 3'.
pb-glossary-pb-special-tokens-term = 특수 토큰
pb-glossary-pb-special-tokens-text = 예비 옆에 따로 두며 예비에 섞지 않습니다. 노란 토큰은 +3 또는 실패로, 1A, 1B, 2에는 2개, 시나리오 3에는 3개를 꺼내 두고 Mortier(박격포)와 몇몇 영웅 카드가 나누어 줍니다. 초록 손턴 토큰 4개(1B)는 양면 모두 +1이며, 영웅 카드 Sgt Charles Thornton(찰스 손턴 하사)를 가져올 때 함께 받습니다. Auto-mitrailleuse(장갑차)를 상대로는 영웅 카드로 얻은 특수 토큰만 던질 수 있습니다. 쓴 특수 토큰은 예비 옆으로 돌아갑니다. 행동 예: 'toss +3', 'toss thornton'.
pb-glossary-pb-strength-points-term = 전력
pb-glossary-pb-strength-points-text = 영국군은 적십자 표지로 나타내는 전력 3점을 가지고 시작합니다. 독일군이 강습에서 이길 때마다 1점씩 잃고(그 강습은 끝나며, 영국군은 그래도 다음 지형으로 나아갑니다), 전술적 후퇴를 해도 1점을 잃습니다. 0점이 되면 곧바로 독일군이 이깁니다. 1A와 1B의 다리에서는 부대를 내는 대신 전력 1점을 내줄 수 있고('absorb'), 이때도 독일군 부대는 싸운 것으로 칩니다. 시나리오 3에는 전력이 없습니다.
pb-glossary-pb-ties-term = 동점
pb-glossary-pb-ties-text = 합계가 같으면 영국군이 유리합니다. 영국군 부대는 독일군과 같은 전투력에 닿는 순간 독일군 부대를 격파합니다. 독일군이 전투에서 이기려면 합계가 확실히 더 높아야 합니다. 그래서 합계가 같을 때 다음 수는 언제나 독일군 몫입니다: 더 올리거나, 부대를 잃습니다.
pb-glossary-pb-terrain-cards-term = 지형 카드
pb-glossary-pb-terrain-cards-text = 지형은 한 턴 동안 싸우는 땅입니다. 큰 카드에 영국군이 자기 단계에 뽑는 장수(왼쪽 아래), 독일군이 뽑는 장수(오른쪽 아래), 지형의 효과, 그리고 크기가 적혀 있습니다. 크기는 빨간 상자 안의 숫자로, 그곳에 낼 수 있는 독일군 부대의 최대 수입니다. Road(도로)처럼 넓은 곳은 4입니다. 여기서 쓰는 크기와 뽑는 장수는 대부분 저희가 재구성한 값이니, 지형의 이름이나 번호로 찾아 확인하세요.
pb-glossary-pb-german-unit-limit-term = 독일군 부대 한도
pb-glossary-pb-german-unit-limit-text = 독일군은 한 지형에 그 지형의 크기만큼 부대를 차례로 낼 수 있습니다. 영국군의 Grenade fumigène(연막 수류탄)은 이 수를 1 줄이고 독일군의 Tranchée(참호)는 1 늘리며, 효과는 쌓입니다. 두 카드 모두 독일군 부대가 격파될 때나 상대 카드에 맞서 낼 수 있습니다. 1B에서는 랑빌의 결과에 따라 베누빌 다리와 페가수스 브리지의 한도도 1씩 달라집니다. 허용된 마지막 부대가 쓰러지면 영국군이 이깁니다.
pb-glossary-pb-tactical-retreat-term = 전술적 후퇴
pb-glossary-pb-tactical-retreat-text = 강습에서 행동할 차례라면 언제든 영국군은 카드를 아끼려고 강습을 접을 수 있고, 진 쪽으로서 다음 지형을 고릅니다. 대가는 전력 1점, 그리고 독일군에게 가는 토큰 2개와 카드 1장입니다(시나리오 2에서는 토큰만, 시나리오 3에서는 전력을 잃지 않음). 1A나 1B의 다리에서 물러나면 베누빌을 내주는 것이라 게임에서 집니다. 독일군도 마찬가지로 한도에 이르기 전에 부대 내기를 멈출 수 있습니다. 행동: 'retreat'.
pb-glossary-pb-destroyed-units-term = 격파된 독일군 부대
pb-glossary-pb-destroyed-units-text = 전투에서 진 독일군 부대는 강습이 끝날 때까지 옆으로 돌려 놓인 채 테이블에 남습니다. 이 부대도 지형의 한도에 들어가고, 이 지형에서 이미 싸운 독일군 부대를 세는 모든 효과에 포함됩니다. 한도가 허락하면 독일군은 다른 부대를 낼 수 있고, 낼 수 없거나 내지 않으면 영국군이 강습에서 이깁니다.
pb-glossary-pb-assault-reward-term = 강습 승리
pb-glossary-pb-assault-reward-text = 강습에서 이긴 쪽은 예비에서 토큰 2개를 가져오고 카드 1장을 뽑습니다(시나리오 2에서는 토큰만). 지형은 지형 버림 더미로 가고, 양쪽은 낸 카드를 버리며, 쓴 토큰은 예비로 돌아가고, 낸 영웅 카드는 게임에서 빠집니다. 독일군이 부대를 내지 않은 턴에는 영국군이 이긴 것으로 치고 같은 보상을 받습니다.
pb-glossary-pb-next-terrain-term = 다음 지형 고르기
pb-glossary-pb-next-terrain-text = 다음 진격 단계에서 공개된 두 지형 가운데 영국군이 어디로 갈지는 바로 앞 강습에서 진 쪽이 정합니다. 강습이 없던 턴 뒤에는 영국군이 이긴 것으로 치므로 독일군이 정합니다. 게임의 첫 선택은 영국군 몫입니다. 시나리오 3은 다릅니다: 이긴 쪽이 고르고, 더미마다 첫 지형은 턴 토큰을 던져 정합니다.
pb-glossary-pb-heroic-cards-term = 영웅 카드
pb-glossary-pb-heroic-cards-text = 황금 별이 그려진 카드로, 덱과 따로 뒷면으로 둡니다. 한 번에 한 장씩 손패에 넣고('턴 토큰' 참고), 다른 카드처럼 종류에 맞게 냅니다. 어떤 카드도 영웅 카드를 취소하거나 버리게 할 수 없고, 낸 뒤에는 버림 더미가 아니라 게임 밖으로 나갑니다. 기록만 보고 상대가 알아채지 못하도록 봇은 내 선택을 비밀 글자로 적습니다: 'take heroic B', 무작위로 가져오려면 'take heroic'.
pb-glossary-pb-turn-token-term = 턴 토큰
pb-glossary-pb-turn-token-text = 영국군 면과 독일군 면이 있는 커다란 회색 토큰입니다. 턴이 끝날 때마다 위로 보이는 면의 주인이 자기 영웅 카드 한 장을 고르고, 그다음 토큰을 뒤집습니다. 1B는 영국군 면이, 2는 독일군 면이 위로 온 채 시작합니다. 영국군이 1B의 다리에 다다르면 더는 아무도 고르지 않으므로, 영웅 카드 네 장 가운데 세 장만 쓰입니다. 시나리오 3에서는 Le village de Troarn(트로아른 마을) 때문에 턴마다 뒤집지만 영웅 카드는 주지 않습니다.
pb-glossary-pb-mulligan-term = 멀리건
pb-glossary-pb-mulligan-text = 두 사람은 카드 6장(시나리오 3에서는 5장)으로 시작합니다. 게임에서 한 번, 손패가 마음에 들지 않으면 뽑기 더미에 섞어 넣고 같은 장수를 새로 받을 수 있으며, 새 손패는 그대로 써야 합니다. 시나리오 3에서는 새 다리를 앞두고 손패를 다시 꾸릴 때마다 이 기회가 또 옵니다. 행동: 'keep', 'mulligan'.
pb-glossary-pb-empty-draw-pile-term = 빈 뽑기 더미
pb-glossary-pb-empty-draw-pile-text = 뽑기 더미를 다 쓴 사람도 게임을 계속하지만 더는 뽑지 못하고, 손에 남은 카드로 끝까지 싸웁니다. 버림 더미를 뒤집어 새 뽑기 더미로 삼는 일은 없습니다. 손패 장수에는 제한이 없고, 두 사람 모두 상대가 카드를 몇 장 들고 있는지 언제든 물어볼 수 있습니다.
pb-glossary-pb-cancellation-term = 취소 카드
pb-glossary-pb-cancellation-text = Sabotage(사보타주), Tireur embusqué(매복 저격수), Échec(실패), Piège(함정) 같은 카드는 상대가 방금 낸 카드를 취소하고, 취소된 카드는 효과 없이 버려집니다. 곧바로 내야만 통하며, 다른 카드나 토큰 던지기가 하나라도 끼어들면 늦습니다. 그래서 봇은 카드가 나올 때마다 상대에게 답할 기회를 줍니다('취소 기회 설정' 참고). 취소 카드도 다시 취소될 수 있지만, 영웅 카드는 취소되지 않습니다. 'play 1304'처럼 카드 번호로 답하거나, 'let it stand'로 그대로 둡니다.
pb-glossary-pb-respond-setting-term = 취소 기회 설정
pb-glossary-pb-respond-setting-text = 상대 카드가 나올 때마다 답할 기회를 받을지 정해 두는 설정으로, 언제든 바꿀 수 있습니다. 'respond always'(기본값): 내 덱의 어떤 카드로든 답할 수 있는 상대 카드가 나오면, 그런 카드를 들고 있든 없든 봇이 매번 묻습니다. 기다림만 보고 상대가 내 손패를 알아낼 수 없는 대신, 그때마다 한 번씩 답해야 합니다. 'respond never': 묻지 않아 빨리 진행되지만 카드를 취소하거나 맞받아칠 수 없습니다(독일군 부대가 쓰러질 때 영국군이 Grenade fumigène(연막 수류탄)을 낼 기회도 사라집니다).
pb-glossary-pb-scenario-1a-term = 시나리오 1A: 베누빌 다리
pb-glossary-pb-scenario-1a-text = 입문용 시나리오로, 영국군에게 너그럽습니다. 영웅 카드 없이 노란 토큰 2개를 씁니다. 영국군은 지형 여섯 곳을 지나며 턴마다 두 장이 공개되고(뒤쪽 지형에는 Le Café Gondrée(곤드레 카페)와 Tobrouk anti-char(대전차 토치카)가 섞여 있습니다), 마지막에는 진격 단계 없이 베누빌 다리에서 싸웁니다. 그곳에서는 전투에서 지면 전력 1점을 잃지만 전력이 남아 있는 한 강습이 이어지고, 부대 대신 전력 1점을 내줄 수도 있습니다. 승리: 영국군은 다리를 차지하면, 독일군은 그것을 막으면 이깁니다.
pb-glossary-pb-scenario-1b-term = 시나리오 1B: 페가수스 브리지
pb-glossary-pb-scenario-1b-text = 역사를 따라가는 시나리오로, 양쪽의 힘이 팽팽합니다. 1A에 더해 영웅 카드(영국군이 먼저 고름), 노란 토큰 2개와 손턴 토큰 4개, 그리고 베누빌 옆의 랑빌 다리가 들어갑니다. 지형 여섯 곳을 지나면 두 다리를 한 턴에 싸웁니다('랑빌 다리와 호르사 브리지' 참고). 베누빌을 차지하면 카드가 페가수스 브리지로 뒤집히고 마지막 한 턴, 독일군의 반격이 옵니다('반격 더미' 참고). 승리: 영국군은 반격 뒤에도 전력이 1점 이상 남아 있어야 하고, 독일군은 베누빌을 지키거나 페가수스 브리지를 되찾으면 이깁니다.
pb-glossary-pb-counter-attack-pile-term = 반격 더미
pb-glossary-pb-counter-attack-pile-text = 시나리오 1B. 첫 여섯 턴은 이기든 지든 턴이 끝날 때마다, 독일군이 그 턴에 낸 카드 가운데 부대 한 장과 사건이나 전투 행동 한 장을 골라 영국군에게 보여 준 뒤 다리 옆에 뒷면으로 둘 수 있습니다. 이 카드들은 독일군의 버림 더미에 있지 않으므로 무엇으로도 되찾을 수 없습니다. 마지막 턴에 영국군 단계가 끝나면 독일군은 이 카드들을 뽑기 더미에 섞어 넣은 뒤 자기 단계와 반격을 치릅니다. 행동: 'reserve 1502 1702' 또는 'reserve none'.
pb-glossary-pb-ranville-term = 랑빌 다리와 호르사 브리지
pb-glossary-pb-ranville-text = 시나리오 1B. 다리 턴에는 독일군이 베누빌에 부대 하나, 이어서 랑빌에 하나를 냅니다. 영국군은 두 곳에 각각 부대를 맞세우고, 싸움은 베누빌부터 한 다리씩 가립니다. 랑빌에는 독일군 부대가 2개까지 설 수 있고, 그곳에서 지면 강습은 끝나지만 전력은 잃지 않습니다. 결과는 곧바로 반영됩니다: 영국군이 이기면 카드가 호르사 브리지로 뒤집히고 베누빌과 페가수스 브리지의 독일군 부대 한도가 1 줄며, 독일군이 지켜 내면 1 늘어납니다. 영국군은 랑빌에 'no unit'으로 답해 그곳을 내줄 수도 있습니다.
pb-glossary-pb-scenario-2-term = 시나리오 2: 메르빌 포대 강습
pb-glossary-pb-scenario-2-text = 독일군에게 유리한 시나리오입니다. 영국군은 포곽 지형에서 이겨 대포 4문 가운데 3문을 잠재워야 합니다(Casemates no. 2 et no. 3 카드, 곧 2번·3번 포곽은 2문으로 칩니다). 세 번째 대포가 쓰러지는 순간 영국군이 이기고, 전력이 0이 되면 집니다. 턴 토큰은 독일군 면이 위로 온 채 시작하고, 영국군은 원하는 영웅 카드 한 장을 들고 시작합니다(Lance-flammes(화염방사기)는 안 됨). 강습에서 이기면 토큰 2개를 받지만 카드는 받지 않습니다. 지형은 세 더미에서 나옵니다('메르빌의 지형 더미' 참고).
pb-glossary-pb-merville-piles-term = 메르빌의 지형 더미
pb-glossary-pb-merville-piles-text = 접근 더미: 카드 3장입니다. 무작위로 한 장을 뒤집어 첫 턴의 지형으로 삼고, 영국군은 전투력 4 이상의 부대 한 장을 버려 다른 한 장을 대신 뒤집게 할 수 있습니다. 남은 두 장은 포대 더미로 들어갑니다. 목표 더미: 포곽들, 벙커, 포대 입구, 호르사 글라이더 착륙(강습 없음; 운명 토큰을 던져 영국군이 Lance-flammes(화염방사기)를 얻을 수도 있음)이 들어 있고, 독일군이 이곳에서 이기면 다시 섞습니다. 포대 더미: 섞지 않습니다. 두 장을 공개해 진 쪽이 고르고, 나머지는 맨 밑으로 갑니다. 턴마다 목표 더미와 포대 더미를 번갈아 씁니다.
pb-glossary-pb-scenario-3-term = 시나리오 3: 디브강의 다리 파괴
pb-glossary-pb-scenario-3-text = 영국군이 조금 유리한 시나리오입니다. 목표 다리는 네 곳: 뷔르쉬르디브, 트로아른, 바라빌, 그리고 뷔르 더미 맨 끝에 숨은 로베옴입니다. 승리: 영국군은 세 곳을 차지하면, 독일군은 두 곳을 지키면 이깁니다. 전력은 없고, 노란 토큰 3개에 손패는 5장입니다. 더미마다 양쪽이 영웅 카드를 한 장씩 고르고, 지형 두 곳에서 싸운 뒤(다음 지형은 이긴 쪽이 고름) 그 더미의 다리에서 싸웁니다. 그때까지 내지 않은 영웅 카드는 사라집니다.
pb-glossary-pb-dives-piles-term = 디브강 더미 만들기
pb-glossary-pb-dives-piles-text = 시나리오 3. 독일군이 다리 카드 세 장을 뒷면으로 놓고, 다리마다 그 앞에 지형 4장을 원하는 대로 쌓습니다. 다만 Le château de Varaville(바라빌 성)은 바라빌 더미에, Le village de Troarn(트로아른 마을)은 트로아른 더미에 넣고, Le pont de Robehomme(로베옴 다리)는 뷔르쉬르디브 더미의 맨 마지막 카드로 두어야 하며, 같은 지형 두 장이 함께 공개되게 쌓으면 안 됩니다(봇이 그런 더미를 받지 않습니다). 영국군은 첫 더미를 보지 않고 뽑고, 둘째 더미는 골라서 가져옵니다. 행동: 'build piles random', 'choose pile 2'.
pb-glossary-pb-dives-next-bridge-term = 디브강: 다리와 다리 사이
pb-glossary-pb-dives-next-bridge-text = 시나리오 3에서 다리 강습이 끝날 때마다: 다리 카드는 이긴 쪽 앞에 놓입니다(로베옴도 마찬가지). 내지 않은 영웅 카드는 보지 않은 채 치웁니다. 양쪽 모두 토큰을 전부 돌려주고 새로 2개를 받으며, 손패를 뽑기 더미에 섞어 넣고 5장을 뽑습니다. 멀리건도 다시 한 번 할 수 있습니다. 그다음 영국군이 다음 더미를 고르고(마지막 더미는 그냥 공개됩니다), 양쪽이 새 영웅 카드를 한 장씩 고릅니다.
pb-glossary-pb-campaign-term = 캠페인: 통가 작전
pb-glossary-pb-campaign-text = 같은 역할로 시나리오 1B, 2, 3을 이어서 합니다. 승점은 영국군만 얻습니다. 1B: 베누빌 2점, 랑빌 1점, 페가수스 브리지를 지켜 내면 3점에 남은 전력만큼 더. 2: 대포 한 문에 2점, 지휘 벙커 1점이며, 대포 네 문이 모두 쓰러지거나 전력이 바닥날 때까지 이어집니다. 3: 주요 다리(뷔르, 트로아른, 바라빌)를 하나, 둘, 셋 차지하면 1점, 3점, 5점이고 로베옴은 1점 더이며, 모든 다리에서 싸울 때까지 이어집니다. 영국군이 가진 파란 토큰 하나마다 1점을 뺍니다.
pb-glossary-pb-blue-tokens-term = 파란 캠페인 토큰
pb-glossary-pb-blue-tokens-text = 캠페인에서만 씁니다. 독일군은 파란 토큰 2개를 가지고 있습니다. 진격 단계가 끝날 때, 지형의 효과가 적용된 뒤 독일군은 싸울 지형 위에 하나를 놓을 수 있습니다. 다만 승점이 걸린 곳(다리, 포곽, 지휘 벙커)이나 강습이 없는 곳에는 놓지 못합니다. 독일군이 그 강습에서 이기면 토큰은 영국군에게 넘어가 나중에 승점 1점을 깎고, 지면 토큰은 캠페인이 끝날 때까지 빠집니다. 행동: 'place blue token', 'no blue token'.
pb-glossary-pb-campaign-result-term = 캠페인 결과
pb-glossary-pb-campaign-result-text = 세 시나리오가 끝나면 영국군 승점을 모두 더하고, 영국군이 가진 파란 토큰 하나마다 1점을 뺍니다. 11점 이하: 독일군 승리로, 공수부대가 목표를 이루지 못했습니다. 12점이나 13점: 현상 유지로, 결과가 엇갈렸습니다. 14점 이상: 영국군 승리로, 1944년의 실제 역사처럼 상륙 해안의 동쪽 측면이 안전해집니다.
pb-glossary-pb-victory-term = 시나리오 승리
pb-glossary-pb-victory-text = 시나리오마다 목표가 다르지만, 마지막 전력을 잃거나 목표를 이룰 수 없게 되면 영국군은 언제나 집니다. 1A: 베누빌 다리를 차지합니다. 1B: 그 다리를 차지하고, 반격을 견디는 동안 전력을 1점 이상 지킵니다. 2: 대포 3문을 파괴합니다. 3: 다리 네 곳 가운데 세 곳을 차지합니다(독일군은 두 곳을 지키면 이김). 캠페인은 그 대신 승점으로 가립니다.
pb-glossary-pb-unit-cards-term = 부대 카드
pb-glossary-pb-unit-cards-text = 빨간 카드입니다. 부대에는 인쇄된 전투력이 있고, 효과나 병종(Parachutiste(낙하산병) 같은)이 붙기도 합니다. 부대는 강습에서만 내며, 독일군 부대 하나에 영국군 부대 하나가 맞섭니다. 몇몇 부대는 작은 보너스를 주는 전투 행동으로 대신 낼 수 있고, Champs(들판)에서는 어느 부대든 그렇게 낼 수 있습니다. 그렇게 쓴 부대는 싸운 부대로 세지 않습니다.
pb-glossary-pb-event-cards-term = 사건 카드
pb-glossary-pb-event-cards-text = 파란 카드로, 자기 단계(영국군 단계나 독일군 단계)에만 한 장씩 이어서 냅니다. 상대가 취소하지 않으면 곧바로 효과를 내고 내 버림 더미로 갑니다.
pb-glossary-pb-combat-actions-term = 전투 행동
pb-glossary-pb-combat-actions-text = 노란 카드로, 지금 전투에서 내 부대를 강하게 하거나 규칙을 비틉니다(독일군 부대 한도, 던질 수 있는 토큰). 카드에 따로 적혀 있지 않으면 전투에 내 부대가 있을 때만 낼 수 있고, 토큰 던지기와 순서에 상관없이 섞어 씁니다. 취소 카드는 상대가 방금 낸 카드에 맞서 내는 전투 행동입니다.
pb-glossary-pb-placeholder-cards-term = 임시 카드
pb-glossary-pb-placeholder-cards-text = 인쇄된 카드의 공개 목록이 없어서 이 덱은 재구성한 것입니다. 규칙서에 나오는 카드는 이름을 그대로 쓰지만 번호와 효과는 저희가 읽어 낸 것일 때가 많고(추정 카드), 나머지는 덱을 채우려고 저희가 만든 카드로 이름 앞에 '임시'가 붙습니다. 게임을 가진 분은 환경 변수 `DDAY_PEGASUS_CARDS`가 가리키는 `.json` 파일(레코드 목록, 또는 `{"{"}"cards": [...]{"}"}`)에 인쇄된 카드를 입력할 수 있습니다. 레코드마다 번호로 카드를 찾아 적힌 필드만 바꿉니다. 새 게임부터 쓰이고, 진행 중인 게임은 원래 카드를 그대로 씁니다.

## 항목이 가리키는 규칙서의 절 (bot/service/reference.py의 rule_words가 이름을 짓는 방식).
rule-turn-sequence = 턴 순서
rule-turn-sequence-2-british-phase = 턴 순서: 2 - 영국군 단계
rule-turn-sequence-3-german-phase = 턴 순서: 3 - 독일군 단계
rule-turn-sequence-4-assault-phase = 턴 순서: 4 - 강습 단계
rule-course-of-an-assault = 강습의 진행
rule-clarifications-german-initiative = 보충 설명: 독일군의 선제
rule-setup-tokens = 준비: 토큰
rule-components = 구성물
rule-interactions-between-certain-cards-auto-mitrailleuse = 카드 사이의 상호작용: Auto-mitrailleuse
rule-overview = 개요
rule-result-of-the-assault = 강습의 결과
rule-card-presentation-terrain-cards = 카드 소개: 지형 카드
rule-tactical-retreat = 전술적 후퇴
rule-result-of-the-assault-case = 강습의 결과: 경우 { $number }
rule-end-of-the-assault = 강습이 끝나면
rule-scenario-1b-heroic-cards = 시나리오 1B: 영웅 카드
rule-clarifications-draw-pile-exhausted = 보충 설명: 뽑기 더미가 떨어졌을 때
rule-clarifications-cancellation-cards-as-this-bot-plays-it = 보충 설명: 취소 카드(이 봇의 방식)
rule-scenario-1a-the-b-nouville-bridge = 시나리오 1A: 베누빌 다리
rule-scenario-1b-pegasus-bridge = 시나리오 1B: 페가수스 브리지
rule-scenario-1b-the-two-bridges-b-nouville-and-ranville = 시나리오 1B: 두 다리, 베누빌과 랑빌
rule-scenario-2-assault-on-the-merville-battery = 시나리오 2: 메르빌 포대 강습
rule-course-of-the-game = 게임 진행
rule-scenario-3-the-dives-bridges = 시나리오 3 (디브강의 다리들)
rule-campaign-rules-operation-tonga = 캠페인 규칙: 통가 작전
rule-campaign-rules-german-campaign-tokens = 캠페인 규칙: 독일군 캠페인 토큰
rule-campaign-rules-campaign-result = 캠페인 규칙: 캠페인 결과
rule-end-of-the-scenario = 시나리오가 끝나면
rule-card-presentation-unit-event-combat-action-cards = 카드 소개: 부대, 사건, 전투 행동 카드
rule-cards-this-bot-s-reconstruction = 카드 (이 봇의 재구성)
rule-cards = 카드

## /help: 페가수스 브리지 채널에서 행동하는 법 (영어 원문은 en/pegasus.ftl의 pb-act-help). 명령과 옵션은 메뉴가 보여 주는
## 이름(CMD, OPT)으로, 옵션 값(always, mulligan 등)은 입력하는 그대로 씁니다.
pb-act-help = **Opération Commando: Pegasus Bridge 하는 법: { CMD("pb") }** (옵션은 지금 고를 수 있는 것만 자동 완성됩니다)
    `{ CMD("hand") }` 내 카드를 나만 보고, 지금 낼 카드를 메뉴에서 고릅니다
    `{ CMD("pb play") } { OPT("pb play", "card") }:<카드>` 부대나 사건 내기 (`{ OPT("pb play", "as") }:action`이면 부대를 전투 행동으로) · `{ CMD("pb raise") } { OPT("pb raise", "card") }:<카드>` 전투 중에 전투 행동 내기
    `{ CMD("pb toss") } [{ OPT("pb toss", "token") }] [{ OPT("pb toss", "count") }]` 토큰 던지기 · `{ CMD("pb pass") }` · `{ CMD("pb retreat") }` · `{ CMD("pb absorb") }` · `{ CMD("pb no-unit") }` · `{ CMD("pb done") }`
    `{ CMD("pb answer") } { OPT("pb answer", "card") }:<카드>` 방금 나온 카드 취소하기 · `{ CMD("pb answer") }` (카드 없이) 그대로 두기
    `{ CMD("pb respond") } { OPT("pb respond", "setting") }:always|never` `always`: 상대 카드가 나올 때마다 취소할 기회가 오고 게임이 내 답을 기다립니다. `never`: 빠르지만 취소는 못 합니다
    `{ CMD("pb terrain") }` (또는 `{ OPT("pb terrain", "pile") }:`) · `{ CMD("pb heroic") }` (비밀 글자) · `{ CMD("pb keep") } [{ OPT("pb keep", "choice") }:mulligan|redraw]` · `{ CMD("pb do") } { OPT("pb do", "action") }:<글>` 어떤 행동이든 글로
