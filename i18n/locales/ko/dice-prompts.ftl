### D-Day Dice에서 가끔 만나는 요청 (issue #48): 독일군에게 내줄 것, 강습 순서, 습격 명령, 오버로드의 데려가기와
### 계속 간다!, 나갈 길이 없는 유닛에게 하는 경고. 그리고 이동을 거절하는 이유. 따옴표 안은 입력하는 명령이라 영어 그대로입니다.

## prompts

dice-prompt-observe = { $unit }: 살펴본 전투 조건 카드를 다시 놓을 순서를 정하세요: 'reorder 1 2' 또는 'reorder 2 1'.
dice-prompt-loss = { $unit }: 독일군 때문에 { $what } 하나를 잃어야 합니다. 잃을 것을 고르세요: '{ $choices }'.
dice-prompt-assault = { $unit }: 최종 벙커에 유닛 여럿이 기다립니다. 강습할 순서를 정하세요. 예: 'assault { $order }'.
dice-prompt-carry = { $unit }: 굴리기 전에 지난 습격의 전문가를 { $count }명까지 데려갈 수 있습니다{ $had ->
        [none] (데려갈 수 있는 전문가 없음)
       *[other] ('{ $had }')
    }: 'carry NAME' 또는 'carry none'.
dice-prompt-keep-going = { $unit }{ JOSA($unit, "이") } 전멸했습니다. { -keep-going }: 'retreat SECTOR keep SPECIALIST stars N'으로 { $destinations } 중 한 곳으로 물러나세요{ $if_keep ->
        [yes] (지킬 전문가 하나: '{ $keep }')
       *[no] {""}
    }. 이번 습격에서 빠지려면 'retreat none'.
dice-prompt-raid-first = { $unit }: 이 습격의 규칙에 따라 먼저 해야 할 명령이 있습니다: { $usages }. 지금 할 수 있는 것: '{ $orders }'.
dice-prompt-with-raid-hint = { $prompt } 이 습격에서는 { $verbs }도 할 수 있습니다.
dice-prompt-with-warning = { $prompt } 경고: { $warning }
dice-prompt-stuck = { $unit }{ JOSA($unit, "은") } 5단계에 { $label }에서 나가야 하는데 지금은 나갈 길이 없습니다{ $if_why ->
        [yes] ({ $why })
       *[no] {""}
    }. 이번 단계에서 바뀌지 않으면 5단계가 시작될 때 전멸합니다.

## 이동을 거절하는 이유 (rules/dday_dice/advance.py: check_move)
dice-move-not-next = { $dest }{ JOSA($dest, "은") } { $label } 옆이 아닙니다
dice-move-in-bunker = 벙커에 든 유닛은 더 나아가지 않습니다
dice-move-behind = { $label }{ JOSA($label, "은") } 뒤쪽입니다(아래로는 갈 수 없습니다)
dice-move-off-map = { $label }{ JOSA($label, "으로") } 전진하면 지도 밖으로 밀려납니다
dice-move-visited = { $label }에는 이미 가 보았습니다
dice-move-impassable = { $label }에는 들어갈 수 없습니다
dice-move-barrier = { $label }에서 나가는 길을 장애물이 막고 있습니다(철조망 절단기나 불도저가 있어야 넘습니다)
dice-move-needs = { $label }에 들어가려면 { $names }{ JOSA($names, "이") } 있어야 합니다
dice-move-needs-bonus = { $label }에 들어가려면 가지고 있는 { $name } 보너스를 내놓아야 합니다
dice-move-costs = { $label }{ JOSA($label, "으로") } 가려면 용기 { $cost }{ JOSA($cost, "이") } 필요한데 { $courage }밖에 없습니다
dice-move-own-bunker = 내 팀의 목표는 { $column } 열의 벙커입니다. { $label }{ JOSA($label, "이") } 아닙니다
dice-move-other = { $text }

## 입력하는 명령 그대로가 이름인 선택지 (습격 명령, 'carry medic', 'retreat none')
dice-choice-notation = '{ $text }'

## 계속 간다!의 후퇴를 적는 법 (rules/dday_dice/notation.py)
dice-err-write-retreat = '{ $whole }': 'retreat SECTOR [keep SPECIALIST] [stars N]'처럼 적으세요. 예: 'retreat B-8 keep captain stars 3'. 물러나지 않으려면 'retreat none'.

## 전장 상황 카드의 효과, 하나씩 (rules/dday_dice/battle_conditions.py: BCEffect.pieces)
dice-bc-phase6-loss = 6단계에 { $who ->
        [all] 모든 플레이어가
       *[units] 모든 유닛이
    } 병사 { $count }명을 잃습니다
dice-bc-phase3-gain = 3단계에 { $who ->
        [all] 모든 플레이어가
       *[units] 모든 유닛이
    } { $what ->
        [soldiers] 병사 { $count }명을
        [stars] 별 { $count }개를
        [ip] 아이템 포인트 { $count }점을
       *[courage] 용기 { $count }을
    } 얻습니다
dice-bc-def-plus = 모든 방어력 +{ $count }
dice-bc-def-minus = 모든 방어력 -{ $count }
dice-bc-advance-plus = 전진할 때 용기가 { $count } 더 듭니다
dice-bc-dice = 주사위를 { $count }개 굴립니다
dice-bc-no-lock = 주사위를 고정하지 않습니다
dice-bc-lock-as-usual = 주사위는 평소처럼 고정합니다
dice-bc-no-find = 아이템을 찾을 수 없습니다
dice-bc-no-effect = 효과 없음
dice-bc-cancel-by = 유닛이 { $phase }단계에 { $names }{ JOSA($names, "을") } 내놓으면 이 카드를 무효로 할 수 있습니다
dice-bc-german-rally = 독일 플레이어는 별 { $stars }개만으로 { $name }{ JOSA($name, "을") } 모을 수 있습니다

## 다른 언어의 독자를 위해 말로 바꾼 이유와 사건의 조각
dice-why-first-visit = { $label }에 처음 들어감
dice-why-straight = 스트레이트
dice-why-victoria-cross-redrawn = 빅토리아 십자훈장을 다시 뽑음
dice-keeping = ({ $name }{ JOSA($name, "을") } 데리고)
dice-bc-gained = { $what ->
        [soldiers] 병사 { $count }명
        [stars] 별 { $count }개
        [ip] 아이템 포인트 { $count }점
       *[courage] 용기 { $count }
    }

## 습격 규칙이 유닛을 막는 이유 (rules/dday_dice/overlord: enter, objective, find 훅)
dice-raid-why-jacket-free = 재킷과 알약: { $name }{ JOSA($name, "은") } { $label }({ $board })에서만 'collect { $item }' 명령으로 공짜로 얻습니다
dice-raid-why-pick-only = 주워 올 수 있는 것은 지휘관 재킷과 각성제뿐입니다('collect command-jacket')
dice-raid-why-pick-where = { $name }{ JOSA($name, "은") } { $label }({ $board })에 있습니다
dice-raid-why-pick-found = { $name }{ JOSA($name, "은") } 이미 누군가 찾았습니다: 게임마다 하나뿐입니다
dice-raid-why-pick-asked = 이미 { $name }{ JOSA($name, "을") } 요청했습니다
dice-raid-why-pick-reserve = 예비에 { $name }{ JOSA($name, "이") } 없습니다
dice-raid-why-tonga-objective = Tonga, Tonga, Tonga!(통가, 통가, 통가!): 모든 유닛의 목표는 { $label }입니다
dice-raid-why-tonga-barrier = Tonga, Tonga, Tonga!(통가, 통가, 통가!): { $label } 위쪽의 장애물은 철조망 절단기나 불도저로도 넘을 수 없습니다
dice-raid-why-minophobia = Minophobia(지뢰 공포증): 베이커 팀은 지뢰를 절대 건너지 않습니다. 옆 종대로 돌아가세요
dice-raid-why-password-team = Halt! Password!(정지! 암호!): 팀이 보초에게 암호를 대기 전에는 아무도 팀의 벙커에 들어갈 수 없습니다
dice-raid-why-password-solo = Halt! Password!(정지! 암호!): 보초에게 암호를 대기 전에는 어느 벙커도 함락할 수 없습니다
dice-raid-why-password-given = { $column } 종대의 암호를 댔습니다: 공격할 벙커는 그 종대의 벙커입니다
dice-raid-why-alarm = Alarm Signal(경보 신호): 벙커에 들어가려면 { $cost }{ JOSA($cost, "이") } 듭니다(모자람: { $lack })
dice-raid-why-lines = Stay Between the Lines!(선 안에 머물러라!): 이 습격에서는 한 보드에서 다른 보드로 옮겨 갈 수 없습니다
dice-raid-why-lieutenant = 이 습격에서 Lieutenant(중위)는 Sector 9 에이블에서만 합류합니다
dice-raid-why-obstacles = Rommel's Obstacles(롬멜의 장애물): { $label }{ JOSA($label, "은") } 막혀 있습니다
dice-raid-why-tiger = 내 구역에 티거가 있습니다: 떠나려면 전문가 1명을 잃어야 하는데 전문가가 없습니다
dice-raid-why-opening-row = Small Opening(작은 틈): 종대는 셋째 줄 구역끼리만 바꿀 수 있습니다
dice-raid-why-opening-column = Small Opening(작은 틈): 내 벙커는 출발한 { $column } 종대가 아닌 다른 종대에 있습니다
dice-raid-why-leap-first = Leap Toward Tonga(통가로 도약): 먼저 에이블이나 찰리 벙커를 점령한 뒤 { $label }{ JOSA($label, "으로") } 가세요
dice-raid-why-leap-second = Leap Toward Tonga(통가로 도약): 두 번째 벙커는 { $label }이어야 합니다
dice-raid-why-follow-rolled = Follow Me!(나를 따르라!): 팀의 목표는 팀 유닛 하나가 셋째 줄에 닿을 때 굴려서 정합니다
dice-raid-why-follow-column = Follow Me!(나를 따르라!): 팀의 목표는 { $column } 종대의 벙커입니다
dice-raid-why-this-way = This Way!(이쪽이다!): 먼저 { $label }에 닿으세요. 그러면 지휘관이 벙커를 정해 줍니다
dice-raid-why-that-way = No, That Way!(아니, 저쪽이다!): 목표는 { $label }입니다
dice-raid-why-taken = { $label }{ JOSA($label, "은") } 이미 점령했습니다
dice-raid-why-howitzers = 곡사포가 아직 쏘지 않았습니다(먼저 모든 Sector 10에 토큰을 놓아야 합니다)
dice-raid-why-bunker-link = 벙커에서 벙커로는 이미 점령한 벙커에서만 갈 수 있습니다
dice-raid-why-not-linked = { $to }{ JOSA($to, "은") } { $label }{ JOSA($label, "과") } 이어진 벙커가 아닙니다
dice-raid-why-link-cost = { $label }{ JOSA($label, "으로") } 가려면 용기 { $cost }{ JOSA($cost, "이") } 드는데 가진 용기는 { $have }입니다
dice-raid-cost-soldiers = 병사 { $n }명
dice-raid-cost-stars = 별 { $n }개
dice-raid-cost-courage = 용기 { $n }
dice-raid-cost-items = 아이템 { $n }개
dice-raid-cost-specialists = 전문가 { $n }명
dice-raid-why-trench = 몽 플뢰리 참호를 건너려면 임시 다리가 필요합니다: 가진 Leadership(지휘력)이나 Special Find(특별 발견) 보너스를 포기하거나, Engineer(공병)를 희생하거나, Rope Ladder(줄사다리)를 쓰세요
dice-raid-why-ft-found = 팀이 이미 화염방사기를 찾았습니다(Fanatical Defenders(광신적 수비대))
dice-raid-why-ft-where = Fanatical Defenders(광신적 수비대): 팀의 화염방사기는 { $label }에서만 찾을 수 있습니다
dice-raid-why-ft-carry = Fanatical Defenders(광신적 수비대): 팀의 벙커에 처음 들어가는 유닛은 팀의 화염방사기를 지니고 있어야 합니다
dice-raid-why-withheld = 이 습격에서는 { $name }{ JOSA($name, "을") } 찾을 수 없습니다: 빨간 토큰에 처음 닿는 유닛이 얻습니다
dice-raid-why-trapped = Trapped Officers(갇힌 장교들): { $name }{ JOSA($name, "은") } Sector 9에 있는 토큰에서만 풀려납니다
dice-raid-why-no-admirer = 집결할 때 유닛을 지목하지 마세요(The Mutual Admiration Society(서로 칭찬 모임)에서만 지목합니다)
dice-raid-why-admirer = The Mutual Admiration Society(서로 칭찬 모임): 용기를 얻을 경쟁 유닛을 지목하세요. 예: '{ $example }'
dice-raid-why-unique-held = 팀에 이미 하나뿐인 고유 전문가가 있습니다
dice-raid-why-unique-asked = 팀이 이번 단계에 이미 하나뿐인 고유 전문가를 요청했습니다
