### 페가수스 브리지의 규칙 문장 (issue #48): 엔진이 이름 붙인 모든 사건, 질문, 선택지, 거절. 작은따옴표 안의
### 'done', 'pass' 같은 말은 플레이어가 입력하는 명령 표기라 영어 그대로 둡니다. 카드 이름은 인쇄된 그대로 두고,
### 임시 카드(저희가 만든 카드)는 pegasus-glossary.ftl의 한국어 이름으로 씁니다.

pb-side = { $side }
pb-nobody = 아무도 없음
pb-join-and = { $first }, { $last }
pb-join-or = { $first } 또는 { $last }
pb-placeholder = 임시: { $name }

## 시나리오 제목
pb-scenario-title-1a = 베누빌 다리
pb-scenario-title-1b = 페가수스 브리지
pb-scenario-title-2 = 메르빌 포대 강습
pb-scenario-title-3 = 디브강의 다리를 파괴하라!

## 선택을 요구하는 카드의 선택지
pb-option-1301-combat = 이번 전투에서 +2
pb-option-1301-tokens = 이번 전투에서 독일군은 토큰을 던질 수 없음
pb-option-1608-draw = 카드 2장 뽑기
pb-option-1608-tokens = 토큰 2개 가져오기
pb-option-1609-unit = 가장 최근에 버린 부대를 되찾기
pb-option-1609-draw = 카드 1장 뽑기
pb-option-1701-combat = +1, 그리고 이곳에서 이미 싸운 독일군 부대마다 +1
pb-option-1701-draw = 카드 2장 뽑기

## 사건
pb-ev-setup = 시나리오 { $scenario } “{ $title }”: 양측이 덱을 섞었습니다(영국군 { $british }장, 독일군 { $german }장). 예비에 토큰 { $reserve }개, 양측에 2개씩{ $pe ->
        [-1] {""}
       *[other] , 영국군 전력 { $pe }점
    }.
pb-ev-card-overrides = 이 서버에서 카드 { $count }장의 데이터를 바꿔 씁니다: { $cards } (카드 데이터 { $hash }).
pb-ev-drew-cards = 뽑은 카드: { $cards }.
pb-ev-special-none = 가져올 { $kind } 토큰이 남아 있지 않았습니다.
pb-ev-mulligan = { $seat }{ JOSA($seat, "이") } 시작 손패가 마음에 들지 않아 새로 받았습니다.
pb-ev-keep = { $seat }{ JOSA($seat, "이") } 시작 손패를 그대로 두었습니다.
pb-ev-heroic = { $seat }{ JOSA($seat, "이") } 영웅 카드 한 장을 손에 넣었습니다.
pb-ev-heroic-card = 영웅 카드 { $card }{ JOSA($card, "을") } 가져왔습니다.
pb-ev-reveal-approach = 영국군이 무작위로 접근 지형 { $card }{ JOSA($card, "을") } 공개했습니다.
pb-ev-redraw = 영국군이 { $unit }{ JOSA($unit, "을") } 버리고 다른 접근 지형을 공개했습니다: { $card }.
pb-ev-keep-approach = 영국군이 이 접근 지형을 그대로 두었습니다.
pb-ev-pile = 영국군이 지형 더미 { $position }번을 가져갔습니다({ $how ->
        [random] 무작위
        [last] 마지막 남은 더미
       *[chosen] 영국군 플레이어의 선택
    }). 독일군이 그 목표 다리를 공개했습니다: { $card }.
pb-ev-build = 독일군이 뒷면으로 놓인 다리 앞마다 지형 4장씩, 뒷면 더미 세 개를 만들었습니다.
pb-ev-build-private = 내 더미(위에서부터): { $piles_semi }.
pb-pile-line = { $position }번 자리 { $name }: { $cards }
pb-ev-bridges = 영국군이 { $cards_and }에 다다랐습니다. 그곳에서 진격 단계 없이 새 턴이 시작됩니다.
pb-ev-counter-attack = { $card }에서의 마지막 턴: 독일군의 반격입니다.
pb-ev-reveal-objective = 독일군이 목표 더미 맨 위의 지형을 공개했습니다: { $card }.
pb-ev-reveal-battery = 독일군이 포대 더미의 마지막 지형을 공개했습니다: { $card }.
pb-ev-turn-token = 독일군이 턴 토큰을 던졌습니다. { $face } 면이 나와 { $face }{ JOSA($face, "이") } 지형을 고릅니다.
pb-ev-bridge = 이제 목표 다리 { $card }에서 강습이 벌어집니다.
pb-ev-reveal = 독일군이 { $cards_and }{ JOSA($cards_and, "을") } 공개했습니다. 영국군이 나아갈 곳은 { $chooser }{ JOSA($chooser, "이") } 고릅니다.
pb-ev-choose-objective = { $chooser }{ JOSA($chooser, "은") } 목표 더미의 지형 가운데 아무것이나 고를 수 있습니다.
pb-ev-terrain = { $seat }{ JOSA($seat, "이") } { $card }{ JOSA($card, "을") } 골랐습니다.
pb-ev-battery-back = 나머지 지형은 포대 더미 밑으로 돌아갔습니다.
pb-ev-not-attacked = { $card }{ JOSA($card, "은") } 공격받지 않아 앞면인 채로 독일군 쪽에 남습니다.
pb-ev-blue-placed = 독일군이 { $name }에 파란 캠페인 토큰을 놓았습니다.
pb-ev-fate-success = 영국군이 운명 토큰을 던졌습니다: 성공! { $card }{ JOSA($card, "을") } 가져갑니다.
pb-ev-fate-failure = 영국군이 운명 토큰을 던졌습니다: 실패.
pb-ev-no-card-phase = { $seat }에게 손패가 없어 단계가 끝납니다.
pb-ev-no-card-defence = 독일군에게 손패가 없어 지형을 지키는 부대가 없습니다.
pb-ev-phase-end = { $seat }{ JOSA($seat, "이") } 단계를 마쳤습니다.
pb-ev-no-unit = 독일군이 부대를 내지 않았습니다.
pb-ev-played = { $seat }{ JOSA($seat, "이") }{ $on ->
        [true] {" "}{ $wherename }에서
       *[false] {""}
    } { $card }{ JOSA($card, "을") }{ $action ->
        [true] {" "}전투 행동으로
       *[false] {""}
    } 냈습니다{ $gives ->
        [true] (포기한 카드: { $given })
       *[false] {""}
    }.
pb-ev-cancelled = { $by }{ JOSA($by, "이") } { $card }{ JOSA($card, "을") } 취소했습니다. 그 카드는 효과 없이 버려집니다.
pb-ev-resolved = { $card }의 효과가 적용됩니다.
pb-ev-defends = { $card }{ JOSA($card, "이") } { $name }{ JOSA($name, "을") } 지킵니다(독일군 부대 { $limit }개 중 { $n }번째).
pb-ev-discarded = { $seat }{ JOSA($seat, "이") } 무작위로 카드 한 장을 버렸습니다.
pb-ev-discarded-card = 무작위로 { $card }{ JOSA($card, "을") } 버렸습니다.
pb-ev-retrieved = { $seat }{ JOSA($seat, "이") } 버림 더미에서 카드 한 장을 되찾았습니다.
pb-ev-retrieved-card = { $card }{ JOSA($card, "을") } 되찾았습니다.
pb-ev-retrieved-none = { $seat }의 버림 더미에는 되찾을 카드가 없었습니다.
pb-ev-limit = { $name }에 낼 수 있는 독일군 부대: 이제 { $limit }개({ $played }개 냄).
pb-ev-ban = { $seat }{ JOSA($seat, "은") } 이번 전투가 끝날 때까지 토큰을 던질 수 없습니다.
pb-ev-values = 전투력: 영국군 { $british }, 독일군 { $german }.
pb-ev-chose = { $seat }{ JOSA($seat, "이") } { $cardname }의 효과로 고른 것: { $option }.
pb-ev-toss = { $seat }{ JOSA($seat, "이") } 토큰을 던졌습니다: { $up ->
        [true] +1
       *[false] 실패, 예비로 돌아갑니다
    }.
pb-ev-toss-plus3 = { $seat }{ JOSA($seat, "이") } +3 토큰을 던졌습니다: { $up ->
        [true] +3
       *[false] 실패
    }.
pb-ev-toss-thornton = { $seat }{ JOSA($seat, "이") } 손턴 토큰을 던졌습니다: +1.
pb-ev-auto-pass = { $seat }에게 낼 카드도 쓸 토큰도 없어 멈춥니다.
pb-ev-pass = { $seat }{ JOSA($seat, "이") } 패스했습니다.
pb-ev-stand = { $seat }{ JOSA($seat, "이") } { $card }{ JOSA($card, "을") } 그대로 두었습니다.
pb-ev-destroyed-german = 전투력 { $value }의 { $unit }{ JOSA($unit, "이") } 전투력 { $against }의 { $victim }{ JOSA($victim, "을") } 격파했습니다. 독일군은 그 카드를 옆으로 돌려 둡니다.
pb-ev-destroyed-british = 전투력 { $value }의 { $unit }{ JOSA($unit, "이") } 전투력 { $against }의 { $victim }{ JOSA($victim, "을") } 격파했습니다.
pb-ev-front = { $why }: { $winner }{ JOSA($winner, "이") } { $name } 강습에서 이깁니다.
pb-why-no-unit = 독일군이 부대를 내지 않았습니다
pb-why-no-more = 독일군이 더 이상 부대를 내지 않았습니다
pb-why-no-card = 독일군에게 부대를 낼 카드가 남지 않았습니다
pb-why-limit = 독일군이 { $name }에 낼 수 있는 부대를 모두 냈습니다
pb-why-holds = 독일군이 { $name }{ JOSA($name, "을") } 지켜 냈습니다
pb-why-holds-free = 독일군이 { $name }{ JOSA($name, "을") } 지켜 냈습니다(전력 손실 없음)
pb-why-conceded = 영국군이 그곳에 부대를 내지 않았습니다
pb-ev-ranville-taken = 영국군이 랑빌 다리를 차지했습니다. 카드가 { $card }{ JOSA($card, "으로") } 뒤집히고, 베누빌 다리와 반격에 나오는 독일군 부대가 하나 줄어듭니다.
pb-ev-ranville-held = 독일군이 랑빌 다리를 지켰습니다. 베누빌 다리와 반격에 나오는 독일군 부대가 하나 늘어납니다.
pb-ev-assault-won = { $winner }{ JOSA($winner, "이") } 강습에서 이겼습니다.
pb-ev-blue-won = 독일군이 파란 토큰을 놓은 곳에서 이겼습니다. 그 토큰은 영국군에게 갑니다(승점 -1).
pb-ev-blue-lost = 독일군이 파란 토큰을 놓은 곳에서 졌습니다. 그 토큰은 따로 치워 둡니다.
pb-ev-absorb = 영국군이 { $unit }에 맞서 부대를 내는 대신 전력 1점을 잃습니다.
pb-ev-pe = 영국군이 전력 1점을 잃었습니다({ $left }점 남음){ $goes_on ->
        [true] {" "}— 강습은 계속됩니다
       *[false] {""}
    }.
pb-ev-retreat = 영국군이 전술적 후퇴를 했습니다.
pb-ev-pegasus = 영국군이 베누빌 다리를 차지했습니다. 카드가 { $card }{ JOSA($card, "으로") } 뒤집힙니다. 이어서 독일군의 반격이 옵니다.
pb-ev-under-battery = { $name }{ JOSA($name, "은") } { $back ->
        [true] 다시 포대 더미 밑으로 돌아갑니다
       *[false] 포대 더미 밑으로 들어갑니다
    }.
pb-ev-removed = { $name }{ JOSA($name, "은") } 게임에서 빠집니다.
pb-ev-bunker = 영국군이 지휘 벙커를 차지했습니다.
pb-ev-objectives-back = { $name }{ JOSA($name, "은") } 목표 더미에 다시 섞여 들어갑니다.
pb-ev-objective = { $seat }{ JOSA($seat, "이") } { $card }{ JOSA($card, "을") } 자기 앞에 놓습니다.
pb-ev-heroic-lost-cards = 뺀 카드: { $cards }.
pb-ev-flip = 턴 토큰을 뒤집어 { $face } 면이 위로 옵니다.
pb-ev-reserve-mine = 반격용으로 따로 둔 카드: { $cards }.
pb-ev-reserve-shown = 독일군이 반격용으로 따로 둔 카드를 보여 주었습니다: { $cards }.
pb-ev-reserve-none = 독일군이 반격용으로 따로 둔 카드가 없습니다.
pb-ev-setting = 취소 기회 설정이 이제 '{ $value }'입니다.
pb-ev-scenario-over = { $reason } { $winner }{ JOSA($winner, "이") } 시나리오 { $scenario }에서 이깁니다.

## 시나리오가 끝나는 이유
pb-end-last-pe = 영국군이 마지막 전력을 잃었습니다.
pb-end-benouville-lost = 영국군이 베누빌 다리를 차지하지 못했습니다.
pb-end-benouville-taken = 영국군이 베누빌 다리를 차지했습니다.
pb-end-pegasus-held = 영국군이 반격을 막아 내고 페가수스 브리지를 지켰습니다.
pb-end-pegasus-retaken = 독일군이 페가수스 브리지를 되찾았습니다.
pb-end-guns = 영국군이 메르빌 포대의 대포 { $guns }문을 파괴했습니다.
pb-end-dives-assaulted = 디브강의 목표 다리가 모두 강습을 받았습니다.
pb-end-bridges-destroyed = 영국군이 목표 다리 { $count }개를 파괴했습니다.
pb-end-bridges-protected = 독일군이 목표 다리 { $count }개를 지켰습니다.

## 캠페인 승점의 내역
pb-vp-none = 달성한 목표 없음
pb-vp-benouville = 베누빌 다리 { $vp }점
pb-vp-ranville = 랑빌 다리 { $vp }점
pb-vp-pegasus = 전력 { $pe }점으로 지킨 페가수스 브리지 { $vp }점
pb-vp-guns = 대포 { $guns }문 { $vp }점
pb-vp-bunker = 지휘 벙커 { $vp }점
pb-vp-majors = 주요 다리 { $bridges }개 { $vp }점
pb-vp-robehomme = 로베옴 다리 { $vp }점

## 질문: 자리마다 무엇을 정해야 하는지
pb-ask-mulligan = 시작 손패를 그대로 두거나, 덱에 섞어 넣고 새로 뽑으세요(한 번만)
pb-ask-heroic = 아직 고를 수 있는 영웅 카드 { $count }장 가운데 한 장을 비밀 글자로 고르거나('take heroic B', 내 보기에 목록이 있습니다) 무작위로 가져가세요
pb-ask-build = 다리 앞에 지형 4장씩 뒷면 더미 세 개를 만드세요(규칙에 맡겨 무작위로 만들어도 됩니다)
pb-ask-pile = 남은 뒷면 지형 더미 가운데 하나를 고르세요
pb-ask-terrain = 영국군이 나아갈 지형을 고르세요: { $cards_or }
pb-ask-approach = 이 접근 지형을 그대로 두거나, 전투력 4 이상의 부대 한 장을 버리고 다른 지형을 공개하세요('redraw discarding <unit>')
pb-ask-blue = { $card }에 파란 캠페인 토큰을 놓을까요?
pb-ask-choice = { $cardname }의 효과를 고르세요: { $options_semi }
pb-ask-choice-option = '{ $value }' = { $option }
pb-ask-reserve = 이번 턴에 낸 부대 한 장과 이벤트나 전투 행동 한 장까지를 반격용으로 따로 둘 수 있습니다('reserve <cards>')
pb-ask-phase-british = { $name }에서의 영국군 단계: 이벤트를 내거나{ $spend ->
        [true] {" "}토큰을 써서 카드를 뽑은('spend N') 뒤
       *[false] {" "}낸 뒤
    } 'done'을 입력하세요
pb-ask-phase-german-quiet = { $name }에서의 독일군 단계(강습 없음): 이벤트를 내거나{ $spend ->
        [true] {" "}토큰을 써서 카드를 뽑은('spend N') 뒤
       *[false] {" "}낸 뒤
    } 'done'을 입력하세요
pb-ask-phase-german = { $names_and }에서의 독일군 단계: 이벤트를 내거나{ $spend ->
        [true] {" "}토큰을 써서 카드를 뽑은('spend N') 뒤
       *[false] {" "}낸 뒤
    } 지킬 부대를 내거나 'no unit'을 입력하세요
pb-ask-place-g = { $name }에 독일군 부대를 내거나({ $limit }개 중 { $played }개 냄) 'no unit'을 입력하세요
pb-ask-place-b = { $name }에서 전투력 { $value }의 { $unit }에 맞설 영국군 부대를 내세요. 다른 선택: { $absorb ->
        [true] 'absorb'(전력 1점을 잃음),{" "}
       *[false] {""}
    }{ $ranville ->
        [true] 'no unit'(이 다리를 독일군에게 내줌),{" "}
       *[false] {""}
    }'retreat'
pb-ask-destroyed = { $name }에서 독일군 부대가 격파되었습니다({ $limit }개 중 { $played }개 냄). 독일군 부대 수를 바꾸는 카드를 내거나 'pass'를 입력하세요
pb-ask-respond = { $other }{ JOSA($other, "이") } { $card }{ JOSA($card, "을") } 냈습니다. 카드로 취소하거나 대응하세요. 그대로 두려면 'let it stand'('respond never'로 이 질문을 끌 수 있습니다)
pb-ask-initiative = 독일군 선제: { $fight }. 전투 행동을 내거나 토큰을 던진 뒤 'pass'로 넘기세요
pb-ask-raise = 올리기: { $fight } — { $ahead ->
        [true] 앞서 있습니다
       *[false] 뒤지고 있습니다
    }. 전투 행동을 내거나 토큰을 던지세요. 그만하려면 'pass'{ $british ->
        [true] {" "}/ 'retreat'
       *[false] {""}
    }
pb-fight-one = { $name }의 { $unit }, 전투력 { $value }
pb-fight-two = { $name }에서 { $unit }(전투력 { $value }) 대 { $enemy }(전투력 { $against })

## 선택지: 버튼, 메뉴, 자동 완성
pb-choice-keep = 그대로 두기
pb-choice-keep-hand = 이 손패 유지
pb-choice-keep-terrain = 이 지형 유지
pb-choice-mulligan = 멀리건: 새 손패 받기
pb-choice-heroic = 영웅 카드 무작위로 가져오기
pb-choice-build = 더미를 무작위로 만들기
pb-choice-done = 이 단계 마치기
pb-choice-nounit = 부대 안 냄
pb-choice-pass = 패스
pb-choice-retreat = 후퇴
pb-choice-absorb = 흡수: 전력 1점 잃기
pb-choice-stand = 그대로 두기
pb-choice-reserve = 아무것도 안 남김
pb-choice-pile = { $n }번 더미 가져오기
pb-choice-blue = { $place ->
        [true] 파란 토큰 놓기
       *[false] 파란 토큰 안 놓음
    }
pb-choice-toss-normal = 토큰 던지기
pb-choice-toss-plus3 = +3 토큰 던지기
pb-choice-toss-thornton = 손턴 토큰 던지기
pb-choice-card = { $card }
pb-choice-option = { $option }
pb-choice-action-card = { $text } — { $card }
pb-choice-respond-always = { $text } — 대응할 수 있는 카드가 나올 때마다 질문(손패와 상관없이, 기본값)
pb-choice-respond-never = { $text } — 질문 없음: 빠르지만 카드를 취소할 수 없음
pb-field-card = { $card }
pb-field-as-action = 전투 행동으로
pb-field-as-unit = 부대로
pb-field-token-normal = 일반 토큰
pb-field-token-plus3 = +3 토큰
pb-field-token-thornton = 손턴 토큰
pb-field-pile = { $n }번 더미

## 거절
pb-err-ruleset = 이 엔진은 { $plays } 규칙으로 두고 { $replays } 기록을 다시 재생합니다. { $ruleset }{ JOSA($ruleset, "은") } 지원하지 않습니다.
pb-err-seats = 페가수스 브리지의 자리는 british와 german입니다. { $seats }{ JOSA($seats, "은") } 쓸 수 없습니다.
pb-err-option = 페가수스 브리지에는 '{ $option }' 옵션이 없습니다. 옵션은 scenario 하나뿐입니다.
pb-err-scenario = '{ $scenario }' 시나리오는 없습니다. 1A, 1B, 2, 3, campaign 가운데 고르세요.
pb-err-not-action = { $action }{ JOSA($action, "은") } 페가수스 브리지의 행동이 아니라 읽을 수 없습니다.
pb-err-not-text = { $text }{ JOSA($text, "을") } 읽을 수 없습니다. 행동은 한 줄의 글이어야 합니다.
pb-err-not-seat = '{ $seat }'{ JOSA($seat, "은") } 이 게임의 자리가 아닙니다(british, german).
pb-err-over = 게임이 끝났습니다. 더 둘 수 없습니다.
pb-err-not-yours = 지금은 { $seat }의 차례가 아닙니다. 기다리는 쪽: { $waiting }.
pb-err-refused = '{ $text }'{ JOSA($text, "은") } 받아들일 수 없습니다: { $why }
pb-err-build-piles = 다리마다 더미를 하나씩 만드세요: { $bridges }.
pb-err-build-pool = 더미에는 정확히 이 지형 12장을 써야 합니다: { $cards }.
pb-err-pile-size = { $bridge } 더미에는 지형이 { $size }장 있어야 합니다.
pb-err-pile-twins = { $bridge } 더미는 같은 지형 두 장을 한꺼번에 공개하게 됩니다.
pb-err-pile-must = { $card }{ JOSA($card, "은") } { $bridge } 더미에 있어야 합니다.
pb-err-pile-last = { $card }{ JOSA($card, "은") } { $bridge } 더미의 맨 마지막 카드여야 합니다.
pb-err-read = '{ $text }'{ JOSA($text, "을") } 읽을 수 없습니다: { $why }
pb-read-card = '{ $card }'{ JOSA($card, "은") } 카드 번호(1502처럼 숫자 네 자리)도, 아는 카드 이름도 아닙니다.
pb-read-empty = 비어 있습니다.
pb-read-setting = 설정은 'respond always' 또는 'respond never'입니다.
pb-read-toss-count = 토큰은 1개에서 30개까지 던질 수 있습니다.
pb-read-toss = 'toss', 'toss 2', 'toss +3', 'toss thornton' 가운데 하나로 쓰세요.
pb-read-pile = 더미 번호는 1부터 3까지입니다.
pb-read-reserve = 부대 한 장과 다른 카드 한 장까지만 남길 수 있습니다. 남기지 않으려면 'reserve none'.
pb-read-piles = 더미마다 '<다리>: <지형 네 장, 위에서부터>' 꼴로 쓰고 ';'로 나누세요.
pb-read-no-piles = 더미가 하나도 없습니다.
pb-read-unknown = 'play 1502', 'toss', 'pass', 'let it stand', 'no unit', 'done', 'retreat', 'choose terrain 1007', 'take heroic' 같은 꼴로 써 보세요.

## 거절 이유
pb-why-could = { $why } 지금 할 수 있는 것: { $could }.
pb-card-type = { $type ->
        [unit] 부대
        [event] 이벤트
       *[combat-action] 전투 행동
    }
pb-why-not-held = { $card }{ JOSA($card, "은") } 손에 없습니다.
pb-why-british-phase = { $card }{ JOSA($card, "은") } { pb-card-type } 카드입니다. 영국군 단계에는 이벤트만 낼 수 있습니다.
pb-why-german-phase = { $card }{ JOSA($card, "은") } { pb-card-type } 카드입니다. 독일군 단계에는 이벤트를 낸 뒤 부대 하나를 냅니다.
pb-why-banned = 이 부대를 상대로는 영웅 카드가 아닌 전투 행동을 낼 수 없습니다.
pb-why-no-unit-yet = 이 전투에 내 부대가 있어야 전투 행동을 낼 수 있습니다.
pb-why-cancel-card = { $card }{ JOSA($card, "은") } 취소 카드입니다. 취소할 카드가 나온 직후에 냅니다.
pb-why-fight-type = { $card }{ JOSA($card, "은") } { pb-card-type } 카드입니다. 전투 중에는 전투 행동(또는 전투 행동으로 쓸 수 있는 부대)을 냅니다.
pb-why-sacrifice = 포기할 부대를 'with'로 적으세요(손패에서 최대 { $most }장).
pb-why-not-now = { $card }{ JOSA($card, "은") } 지금 낼 수 없습니다.
pb-why-cannot-answer = { $card }{ JOSA($card, "으로") } { $target }{ JOSA($target, "을") } 취소하거나 대응할 수 없습니다.
pb-why-place-b = 독일군 부대에 맞설 부대를 내세요. { $card }{ JOSA($card, "은") } { pb-card-type } 카드입니다.
pb-why-place-g = { $card }{ JOSA($card, "은") } 지금 낼 수 없습니다. 부대를 내거나(지형이 허락하면) 'no unit'을 입력하세요.
pb-why-destroyed = 지금은 독일군 부대 수를 바꾸는 카드만 낼 수 있습니다.
pb-why-no-card-now = 지금은 카드를 낼 때가 아닙니다.
pb-why-toss = 지금은 그 토큰을 던질 수 없습니다(남은 토큰이 없거나, 이 전투에서는 토큰을 쓸 수 없습니다).
pb-why-heroic-letter = 상대가 게임 기록에서 내 선택을 읽지 못하도록 카드를 비밀 글자로 고르세요: 'take heroic { $letter }'{ JOSA($letter, "이") } { $card }{ JOSA($card, "을") } 가져옵니다.
pb-why-heroic-card = { $card }{ JOSA($card, "은") } 아직 고를 수 있는 내 영웅 카드가 아닙니다.
pb-why-heroic-none = '{ $letter }' 영웅 카드는 남아 있지 않습니다.
pb-why-terrain = { $card }{ JOSA($card, "은") } 고를 수 있는 지형이 아닙니다.
pb-why-reserve = 이번 턴에 낸 카드(부대 한 장, 이벤트나 전투 행동 한 장까지)만 따로 둘 수 있습니다.
pb-why-absorb = 부대를 내는 대신 전력 1점을 잃는 것은 다리에서만 됩니다.
pb-why-not-possible = 지금은 '{ $text }'{ JOSA($text, "을") } 할 수 없습니다.

## 자리, 단계, 시작 안내
pb-seat-name-british = 영국군
pb-seat-name-german = 독일군
pb-phase-label = { $phase }
pb-phase-scenario = 시나리오 { $n }
pb-phase-turn = { $n }턴
pb-phase-campaign = 캠페인
pb-phase-setup = 준비
pb-phase-progression = 진격 단계
pb-phase-british = 영국군 단계
pb-phase-german = 독일군 단계
pb-phase-assault = 강습
pb-phase-end = 턴 종료
pb-phase-over = 게임 종료
pb-start-note-0 = 카드 목록은 재구성한 것입니다. 공개된 카드 목록이 없어, 규칙서에 나오는 카드 이름과 효과만 그대로 쓰고 나머지 카드와 대부분의 숫자, 전투력, 지형 뽑기는 저희가 정한 임시 값입니다('임시' 또는 'inferred' 표시). 게임을 가진 분은 `DDAY_PEGASUS_CARDS`로 인쇄된 카드를 넣을 수 있습니다.
pb-start-note-1 = 이 게임에는 인쇄된 카드를 알 수 없는 자리에 저희가 만든 임시 카드('임시: ...')가 쓰입니다.

## 거절 문장 끝에 붙는 규칙서 항목 (bot/service/words.py의 rule_words).
rule-setup-starting-hand = 준비: 시작 손패
rule-setup-heroic-cards = 준비: 영웅 카드
rule-scenario-3-terrain-setup = 시나리오 3: 지형 준비
rule-scenario-3-course-of-the-game = 시나리오 3: 게임 진행
rule-scenario-2-terrain-setup = 시나리오 2: 지형 준비
rule-turn-sequence-1-progression-phase = 턴 순서: 1 - 진격 단계
rule-campaign-german-campaign-tokens = 캠페인: 독일군 캠페인 토큰
rule-turn-sequence-2-british-phase-3-german-phase = 턴 순서: 2 - 영국군 단계 / 3 - 독일군 단계
rule-assault-result-of-the-assault-case = 강습: 강습의 결과, 경우 { $number }
rule-assault-course-of-an-assault = 강습: 강습의 진행
rule-clarifications-modifications-to-the-number-of-units = 보충 설명: 부대 수의 변경
rule-clarifications-cancellation-cards = 보충 설명: 취소 카드
rule-the-card-s-text = 카드의 효과
rule-scenario-1b-preparing-the-possible-german-counter-attack = 시나리오 1B: 독일군의 반격 준비
rule-interactions-between-certain-cards-peloton-de-d-fense-1506 = 카드 사이의 상호작용: Peloton de défense (1506)
