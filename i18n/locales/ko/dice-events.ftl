### D-Day Dice의 사건 (issue #48): 엔진이 기록하는 모든 줄. 유닛 이름은 i18n/dice.py가 한국어로 바꾸고, 인쇄된 이름
### (전문가, 아이템, 구역, 카드)은 인쇄된 그대로 들어갑니다. 세는 말: 병사 N명, 별 N개, 아이템 포인트 N점, 카드 N장.

## rules/dday_dice/advance.py
dice-ev-stayed = { $unit }{ JOSA($unit, "이") } { $label }에 머뭅니다({ $n }턴째).
dice-ev-moved = { $unit }{ JOSA($unit, "이") } { $label }에서 { $label2 }{ JOSA($label2, "으로") } { $how ->
        [advanced] 전진했습니다
       *[moved] 이동했습니다
    }{ $if_cost ->
        [true] (용기 { $cost })
       *[false] {""}
    }{ $if_auto ->
        [true] {" "}(유일한 길)
       *[false] {""}
    }.
dice-ev-vehicle = { $unit }{ JOSA($unit, "이") } { $label }에서 차량을 얻었습니다: { $name }.
dice-ev-stuck = { $unit }{ JOSA($unit, "은") } { $label }{ JOSA($label, "을") } 떠나야 하지만 갈 곳이 없습니다.
dice-ev-gave-up = { $unit }{ JOSA($unit, "이") } { $label }에 들어가려고 쥐고 있던 { $name } 보너스를 포기했습니다.
dice-ev-mines-safe = { $unit }{ JOSA($unit, "이") } 지뢰밭을 무사히 건넜습니다.
dice-ev-mines = { $unit }{ JOSA($unit, "이") } 지뢰밭을 건넜습니다: { $join }.
dice-ev-rallied-own-free = { $unit }{ JOSA($unit, "이") } { $label }에서 자기 { $name }{ JOSA($name, "을") } 공짜로 모았습니다.
dice-ev-rallied-free = { $unit }{ JOSA($unit, "이") } { $label }에서 { $name }{ JOSA($name, "을") } 공짜로 모았습니다.
dice-ev-arrival-gains = { $unit }{ JOSA($unit, "이") } { $label }에 도착해 { $join }{ JOSA($join, "을") } 얻었습니다.

## rules/dday_dice/assault.py
dice-ev-destroyed = { $unit }{ JOSA($unit, "이") } 최종 벙커에서 전멸했습니다.
dice-ev-assault = 7단계 강습: { $unit }({ $mine }) 대 독일 플레이어({ $theirs }).
dice-ev-war-trophy = 독일 플레이어가 전리품으로 훈장 한 장을 뽑습니다.
dice-ev-assault-order = 연합군은 이 순서로 벙커를 강습합니다: { $join }.
dice-ev-game-over = { $reason }

## rules/dday_dice/awards.py
dice-ev-award-drawn-private = { $name }{ JOSA($name, "을") } 뽑았습니다: { $describe }.
dice-ev-award-picked = 독일 플레이어가 덱에서 원하는 훈장을 골라 가지고 덱을 섞었습니다.
dice-ev-awards-reordered = 독일 플레이어가 훈장들을 원하는 순서로 덱 위에 되돌려 놓았습니다.
dice-ev-black-paid = 독일 플레이어가 { $name }의 대가를 치릅니다: { $describe }.
dice-ev-german-specialist-lost = 독일 플레이어가 자기 { $name }{ JOSA($name, "을") } 잃습니다({ $why }).
dice-ev-german-loss-owed = 독일 플레이어는 원하는 전문가 하나를 잃어야 합니다({ $why }).
dice-ev-awards-reshuffled = 버린 훈장 더미를 섞어 새 덱을 만듭니다.
dice-ev-black-award = 독일 플레이어가 검은 훈장 { $name }{ JOSA($name, "을") } 뽑아 바로 내야 합니다({ $why }): { $describe }.
dice-ev-awards-empty = 볼 훈장이 남아 있지 않습니다.
dice-ev-award-lost = 독일 플레이어가 { $name }{ JOSA($name, "을") } 버립니다({ $name2 }).
dice-ev-defences-off = 전장 지도의 { $what }{ JOSA($what, "이") } 다시 꺼졌습니다.
dice-ev-loss-ignored = 독일 플레이어에게는 잃을 전문가가 없습니다({ $why }).
dice-ev-german-courage-lost = 독일 플레이어가 용기 { $lost }{ JOSA($lost, "을") } 잃습니다({ $why }).
dice-ev-awards-none-to-draw = 뽑을 훈장이 남아 있지 않습니다({ $why }).
dice-ev-black-ignored = 독일 플레이어에게는 { $name }{ JOSA($name, "이") } 가져갈 것이 없어 버립니다.
dice-ev-courage-lost = { $unit }{ JOSA($unit, "이") } 용기 { $lost }{ JOSA($lost, "을") } 잃습니다({ $why }).
dice-ev-award-pick = 독일 플레이어가 덱에서 원하는 훈장 한 장을 가져갑니다({ $why }).
dice-ev-awards-looked-private = 훈장 덱 맨 위: { $join }. 'reorder'로 되돌려 놓으세요(예: 'reorder { $join2 }').
dice-ev-german-gain-why = 독일 플레이어가 { $join }{ JOSA($join, "을") } 얻습니다({ $why }).

## rules/dday_dice/badges.py
dice-ev-badges-setup = 배지 { $count }개를 섞어 덱을 만듭니다{ $if_variant ->
        [true] ({ $capitalize } 배지 규칙).
       *[false] .
    }
dice-ev-badge = { $unit }{ JOSA($unit, "이") } { $name }{ JOSA($name, "을") } 뽑습니다({ $why }): { $describe }.
dice-ev-badges-reshuffled = 버린 배지 더미를 섞어 새 덱을 만듭니다.
dice-ev-badges-empty = 뽑을 배지가 남아 있지 않습니다.
dice-ev-german-gain-badge = 독일 플레이어가 용기 { $gain }{ JOSA($gain, "을") } 얻습니다(유닛이 배지를 뽑았습니다).

## rules/dday_dice/battle_conditions.py
dice-ev-battle-setup = 전투 조건 카드 { $count }장을 섞어 덱을 만듭니다.
dice-ev-battle-condition = 전투 조건: { $name }: { $describe }.
dice-ev-battle-cancelled = { $unit }{ JOSA($unit, "이") } 자기 { $name }{ JOSA($name, "을") } 포기했습니다: 모두에게 { $name2 }{ JOSA($name2, "이") } 무효가 됩니다.
dice-ev-battle-reordered = 독일 플레이어가 전투 조건 카드를 원하는 순서로 되돌려 놓았습니다.
dice-ev-battle-observed = { $who_lost }: 다음 전투 조건 카드를 봅니다.
dice-ev-battle-reordered-by-unit = { $unit }{ JOSA($unit, "이") } 전투 조건 카드를 원하는 순서로 되돌려 놓았습니다.
dice-ev-battle-reshuffled = 버린 전투 조건 더미를 섞어 새 덱을 만듭니다.
dice-ev-battle-gain = { $name }: { $if_all_players ->
        [true] 모든 플레이어가
       *[false] 모든 유닛이
    } { $join }{ JOSA($join, "을") } 얻습니다.
dice-ev-battle-observed-private = 다음 전투 조건 카드: { $join }. 'reorder'로 되돌려 놓으세요(예: 'reorder 2 1').

## rules/dday_dice/bonuses.py, chaotic_supply.py, combat.py, effects.py
dice-ev-rwb = { $unit }{ JOSA($unit, "이") } { $name }{ JOSA($name, "을") } 받았습니다({ $face } 삼색 보너스): { $label }.
dice-ev-straight = { $unit }{ JOSA($unit, "이") } 스트레이트를 굴렸습니다.
dice-ev-chaotic-supply = 혼란스러운 보급: 아이템을 섞어 { $half }장과 { $n }장, 두 덱으로 나눕니다. 맨 위 카드만 찾을 수 있습니다.
dice-ev-combat = { $unit }{ JOSA($unit, "이") } { $label }에서 싸웁니다: 방어력 { $loss }.
dice-ev-mgf-ignored = { $unit }{ JOSA($unit, "은") } 기관총 사격을 무시합니다.
dice-ev-mgf = { $unit }에게 기관총 사격: { $v }{ JOSA($v, "이") } 나왔습니다.
dice-ev-conquered = { $unit }{ JOSA($unit, "이") } 병사 { $soldiers }명으로 { $label }{ JOSA($label, "을") } 점령했습니다{ $if_helpers ->
        [true] . { $helpers }{ JOSA($helpers, "이") } 옆에서 기다리며 다른 유닛을 돕습니다.
       *[false] .
    }
dice-ev-mgf-removed = { $unit }의 척탄병이 { $label }의 기관총 사격 { $gone }개를 영영 잠재웠습니다.
dice-ev-die-taken = { $unit }{ JOSA($unit, "이") } 독일 플레이어의 { $black } 주사위를 가져갔습니다({ $why }). 최종 결과에서 그 주사위는 { $die_text }입니다.
dice-ev-die-taken-from-unit = { $unit }{ JOSA($unit, "이") } { $unit2 }의 { $die_text }{ JOSA($die_text, "을") } 가져갔습니다({ $why }).
dice-ev-tally-changed = { $unit }의 최종 결과는 이제 { $tally_text }입니다({ $why }).
dice-ev-dice-traded = { $unit }{ JOSA($unit, "이") } 자기 { $die_text }{ JOSA($die_text, "을") } { $unit2 }의 { $die_text2 }{ JOSA($die_text2, "과") } 바꿨습니다({ $why }).
dice-ev-gains = { $unit }{ JOSA($unit, "이") } { $join }{ JOSA($join, "을") } 얻었습니다({ $why }).
dice-ev-results-given = { $unit }{ JOSA($unit, "이") } { $unit2 }의 최종 결과에 { $join }{ JOSA($join, "을") } 더했습니다({ $why }).

## rules/dday_dice/german.py, german_solo.py, german_losses.py
dice-ev-german-rolled = 독일 플레이어의 굴림: { $tally_text }.
dice-ev-german-rbn = 독일 플레이어가 { $name }{ JOSA($name, "을") } 받았습니다: { $label }.
dice-ev-german-straight = 독일 플레이어가 스트레이트를 굴렸습니다: 원하는 훈장 한 장을 가져갑니다.
dice-ev-german-cancelled = 활성 해골이 독일 플레이어의 { $die_text }{ JOSA($die_text, "을") } 무효로 했습니다.
dice-ev-german-played = 독일 플레이어가 { $if_kind ->
        [true] 자기
       *[false] 그
    } { $where } { $name }{ JOSA($name, "을") } 냈습니다.
dice-ev-german-played-described = 독일 플레이어가 { $if_kind ->
        [true] 자기
       *[false] 그
    } { $where } { $name }{ JOSA($name, "을") } 냈습니다: { $describe }.
dice-ev-german-took-die = 독일 플레이어가 { $unit }의 { $die_text }{ JOSA($die_text, "을") } 가져갔습니다({ $why }). 독일군 결과에서는 { $die_text2 }입니다.
dice-ev-solo-setup = 솔리테어: 독일 플레이어가 자동으로 움직이는 연합군 유닛 하나와 싸웁니다. 훈장 { $n }장과 아이템 { $n2 }개는 이 게임에서 빠집니다.
dice-ev-german-tally = 독일 플레이어의 최종 결과: { $tally_text }.
dice-ev-observer-item-points = 관측병이 삼색 보너스로 독일 플레이어에게 아이템 포인트 { $solo_observer_ip }점을 줍니다.
dice-ev-loss-owed = { $unit }{ JOSA($unit, "은") } 원하는 { $kind } 하나를 잃어야 합니다({ $why }).
dice-ev-unit-loss-ignored = { $unit }에게는 잃을 { $kind }{ JOSA($kind, "이") } 없습니다({ $why }).
dice-ev-specialist-lost = { $unit }{ JOSA($unit, "이") } 자기 { $name }{ JOSA($name, "을") } 잃었습니다(독일 플레이어의 짓).
dice-ev-item-lost = { $unit }{ JOSA($unit, "이") } 자기 { $name }{ JOSA($name, "을") } 잃었습니다(독일 플레이어의 짓).
dice-ev-defences-on = 전장 지도의 모든 { $what }{ JOSA($what, "이") } 이제 켜졌습니다.
dice-ev-solo-start = 자동 연합군 유닛이 { $label }에 상륙합니다.
dice-ev-solo-move = 연합군 유닛이 { $label }에서 { $label2 }{ JOSA($label2, "으로") } { $if_flip ->
        [true] 전진합니다
       *[false] 이동합니다
    }{ $if_barrier ->
        [true] {" "}(장벽을 넘어서: 그러지 않으면 갇힙니다).
       *[false] .
    }
dice-ev-solo-combat = 연합군 유닛이 { $label }에서 공격합니다: 독일 플레이어를 상대로 방어력 { $top }.
dice-ev-solo-pool = 독일 플레이어가 주사위 6개를 굴려 교환 풀에 넣습니다.
dice-ev-solo-clasp = { -close-combat-clasp }: 최종 결과를 하나 더 굴립니다. 독일 플레이어는 둘 중 하나를 고릅니다.
dice-ev-solo-clasp-kept = 독일 플레이어가 { $what } 최종 결과를 고릅니다.
dice-ev-solo-stay = 연합군 유닛이 { $label }에 머뭅니다({ $n }턴째).
dice-ev-solo-stuck = 연합군 유닛은 { $label }보다 더 나아갈 수 없습니다.
dice-ev-solo-mines = 유닛이 꺼진 지뢰밭을 건넜습니다: 독일 플레이어가 피해를 입습니다({ $join }).
dice-ev-solo-sniper = 연합군 유닛이 저격수를 모읍니다: 다음 턴부터 유닛이 머물 때마다 저격수가 쏩니다.
dice-ev-solo-sniper-fires = 연합군 저격수가 쏩니다: 독일 플레이어는 전문가 하나를 잃어야 합니다.
dice-ev-solo-sniper-dead = 연합군 저격수가 죽었습니다.
dice-ev-solo-sniper-found = 샤르프쉬체가 숨은 저격수를 찾아내고, 그를 없애려고 희생합니다.
dice-ev-solo-mgf = { $label }의 꺼진 기관총 사격이 독일 플레이어를 향합니다: { $v }{ JOSA($v, "이") } 나왔습니다.
dice-ev-german-locked = 독일 플레이어가 { $join }{ JOSA($join, "을") } 고정했습니다.
dice-ev-blind-start-rolled = 블라인드 시작: 독일 플레이어가 { $join }{ JOSA($join, "을") } 굴렸습니다. 주사위 하나를 골라 병사 수로 삼고, 나머지는 용기가 됩니다.

## rules/dday_dice/items.py, losses.py, medals.py
dice-ev-find-asked = { $unit }{ JOSA($unit, "이") } { $name }{ JOSA($name, "을") } 찾습니다(4단계 끝에 정해집니다).
dice-ev-used = { $unit }{ JOSA($unit, "이") } { $if_kind ->
        [true] 자기{" "}
       *[false] {""}
    }{ $name }{ JOSA($name, "을") } 썼습니다: { $describe }.
dice-ev-specialists-lost = { $unit }{ JOSA($unit, "이") } { $names }{ JOSA($names, "을") } 잃었습니다({ $cause }).
dice-ev-eliminated = { $unit }{ JOSA($unit, "이") } 전멸했습니다: { $why }.
dice-ev-no-medal = { $unit }{ JOSA($unit, "은") } 메달을 뽑을 차례지만({ $why }) 남은 메달이 없습니다.
dice-ev-medal-drawn = { $unit }{ JOSA($unit, "이") } 메달을 뽑아({ $why }) 뒷면으로 둡니다.
dice-ev-medal-secret = 뒷면으로 둔 내 메달({ $why }): { $name }, { $describe }. 쓰기 전까지는 나만 봅니다('use { $medal }').
dice-ev-medal-drawn-open = { $unit }{ JOSA($unit, "이") } { $name }{ JOSA($name, "을") } 뽑았습니다({ $why }).

## rules/dday_dice/overlord
dice-ev-baptism-of-fire = { -baptism-of-fire }: 모든 유닛이 신참 장교와 함께 시작합니다. { $from_sector }번 구역부터는 그를 아무 전문가로나 바꿀 수 있습니다(4단계에 'promote 전문가'). 그때까지는 데리고 다녀야 합니다.
dice-ev-novice-promoted = { $unit }의 { $name }{ JOSA($name, "이") } 충분히 배웠습니다: 그는 이제 { $name2 }입니다({ -baptism-of-fire }).
dice-ev-call-for-help = { $unit }{ JOSA($unit, "이") } 지원을 요청합니다: 안전한 곳으로 옮겨져 이번 습격을 마칩니다(벙커 없음, 팀의 성과 점수 5점 감소).
dice-ev-carried = { $unit }{ JOSA($unit, "이") } 지난 습격에서 { $kept }{ JOSA($kept, "을") } 데려갑니다{ $if_stars ->
        [true] . 그리고 별 { $stars }개를 얻습니다.
       *[false] .
    }
dice-ev-flame-thrower-empty-found = { $unit }{ JOSA($unit, "이") } 빈 화염방사기를 찾습니다: { $why }(이 팀에게는 벙커의 방어력이 { $empty_def } 높아집니다).
dice-ev-flame-thrower-bought = { $unit }{ JOSA($unit, "이") } 아이템 포인트 { $cost }점으로 팀의 화염방사기를 찾습니다.
dice-ev-flame-thrower-used = { $unit }{ JOSA($unit, "이") } 화염방사기로 벙커를 덮칩니다(이번 턴 방어력 { $reduce } 감소).
dice-ev-flame-thrower-empty-used = { $unit }{ JOSA($unit, "이") } 빈 화염방사기로 벙커를 덮칩니다: 이 팀에게는 벙커의 방어력이 { $empty_def } 높아집니다.
dice-ev-hurt-me = { -hurt-me }: 베이커 열에 티거 한 대만 기다리고, 베이커의 벙커가 목표입니다{ $if_cond ->
        [true] . 유닛은 에이블 열과 베이커 열 중 시작할 곳을 고릅니다('column able' 또는 'column baker').
       *[false] .
    }
dice-ev-hurt-me-start-able = { -hurt-me }: { $unit }{ JOSA($unit, "이") } 에이블 열의 { $label }에서 그 보드의 시작 자원으로 시작합니다.
dice-ev-hurt-me-start-baker = { -hurt-me }: { $unit }{ JOSA($unit, "이") } 베이커 열에서 시작합니다.
dice-ev-eliminated-may-keep-going = { $unit }{ JOSA($unit, "이") } 전멸했습니다: { $why }. 다음 1단계에 계속 가거나('retreat SECTOR keep SPECIALIST stars N') 빠질 수 있습니다('retreat none').
dice-ev-keep-going = { $unit }{ JOSA($unit, "이") } { $label }에서 계속 갑니다{ $keep }: 병사 { $soldiers }명, 용기 { $n }, 별 { $stars }개.
dice-ev-stays-out = { $unit }{ JOSA($unit, "은") } 이번 습격에서 빠집니다.
dice-ev-leap-toward-tonga = { -leap-toward-tonga }: { $unit }{ JOSA($unit, "이") } { $label }{ JOSA($label, "을") } 지키고 있으며, 다음 이동 때 { $label2 }{ JOSA($label2, "으로") } 건너뛰어야 합니다.
dice-ev-leloser = { -lieutenant-leloser }: 모든 유닛이 신참 장교와 함께 시작합니다. { $how }만이 그를 떼어 냅니다.
dice-ev-leloser-special-damage = { $unit }{ JOSA($unit, "이") } 특수 피해로 { $name }{ JOSA($name, "을") } 잃습니다({ -lieutenant-leloser }).
dice-ev-leloser-sent-away = { $unit }{ JOSA($unit, "이") } 별 { $cost }개를 내고 { $name }{ JOSA($name, "을") } 돌려보냅니다({ -lieutenant-leloser }).
dice-ev-lost-officers-freed = { -lost-officers }: { $why }. { $names }{ JOSA($names, "을") } 다시 쓸 수 있습니다.
dice-ev-lost-para-collected = { $unit }{ JOSA($unit, "이") } 길 잃은 공수부대원 { $split }번을 데려옵니다.
dice-ev-bridge = { $unit }: 몽플뢰리 참호에 다리를 놓습니다({ $what }).
dice-ev-admiration = { -mutual-admiration }: { $unit }{ JOSA($unit, "이") } { $unit2 }의 { $name } 덕분에 용기 { $cost }{ JOSA($cost, "을") } 얻습니다.
dice-ev-cannon-fodder = { -cannon-fodder }: 모든 유닛이 병사 6명과 용기 2를 더 가지고 시작합니다.
dice-ev-flame-thrower-race-won = { $unit }{ JOSA($unit, "이") } 쟁탈전에서 이겨 화염방사기를 공짜로 찾습니다.
dice-ev-courier = { $unit }{ JOSA($unit, "이") } { $label }에서 전령을 붙잡습니다: { $team_name }에게 성과 점수 { $pp }점.
dice-ev-ammunition = { $unit }{ JOSA($unit, "이") } 특별 찾기를 포기합니다: { $team_name }에게 곡사포에 맞는 탄약이 생깁니다.
dice-ev-barrage = { -synchronized-fire }: 모든 9번 구역을 지키고 있어 곡사포가 쏩니다. 벙커들이 가졌던 방어력 { $barrage_def }{ JOSA($barrage_def, "을") } 잃습니다.
dice-ev-map-notes-no-command-post = { -battle-map-notes }: 이번 습격에서 { $label }에는 지휘소가 없습니다(단독 전투 방어력은 그대로). 미션 보스턴의 지휘소는 'A Handful of Warriors' 규칙을 없애지만, 이 게임에는 그 규칙이 없습니다.
dice-ev-map-notes-command-post-frees = { -battle-map-notes }: { $label }의 지휘소는 평소의 혜택을 주지 않고, 대신 잃어버린 장비를 풀어 줍니다.
dice-ev-landed = { $unit }{ JOSA($unit, "이") } { $label }에 내립니다.
dice-ev-find-asked-free = { $unit }{ JOSA($unit, "이") } 여기서 공짜인 { $name }{ JOSA($name, "을") } 찾습니다(4단계 끝에 정해집니다).
dice-ev-ground-start-unit = { -ground-start }: { $unit }{ JOSA($unit, "이") } { $label }에서 시작합니다. { $if_took ->
        [true] 습격 B-1S에서 차지한 벙커에
       *[false] 습격 B-1S에서 자기 열의 벙커에(차지한 벙커가 없습니다)
    } 가장 가까운 시작 구역입니다.
dice-ev-password = { $unit }{ JOSA($unit, "이") } 보초에게 암호를 댑니다: 6개 중 { $n }개가 맞습니다. { $team_name }의 벙커는 추가 방어력 { $sentry_def } 중 { $n2 }{ JOSA($n2, "을") } 잃습니다.
dice-ev-password-die-changed = { $unit }{ JOSA($unit, "이") } 암호에 { $name }{ JOSA($name, "을") } 씁니다: { $n }번 주사위가 이제 { $face_label }입니다.
dice-ev-von-kraut = { -colonel-von-kraut }: 독일군 대령이 { $label }에 있습니다. 그를 붙잡으면 다른 두 열의 벙커 암호를 알게 됩니다.
dice-ev-password-column = { $unit }{ JOSA($unit, "이") } { $title } 열의 암호를 댑니다: 6개 중 { $n }개가 맞습니다. 그 벙커에는 주사위 { $n2 }개가 남습니다(방어력 +{ $n3 }).
dice-ev-password-column-die-changed = { $unit }{ JOSA($unit, "이") } { $name }{ JOSA($name, "을") } 씁니다: { $title } 열 암호의 { $n }번 주사위가 이제 { $dice } { $face_label }입니다.
dice-ev-follow-me = { -follow-me }: { $team_name }{ JOSA($team_name, "이") } 세 번째 줄에 닿았습니다. 새 지휘관이 { $title } 열의 벙커로 보냅니다.
dice-ev-face-up-item-piles = { $why }: 아이템을 섞어 앞면으로 두 더미를 만듭니다. 맨 위 카드만 찾을 수 있습니다.
dice-ev-supply = { $unit }의 { $name }{ JOSA($name, "이") } { $unit2 }에게 갑니다({ -quartermasters-nightmare }).
dice-ev-quartermaster = { -quartermasters-nightmare }: 아이템 포인트로 산 아이템은 모두 다른 유닛에게 갑니다(5단계 시작에 'supply 아이템 유닛').
dice-ev-quartermaster-ignored = { -quartermasters-nightmare } 규칙은 무시합니다: 유닛이 하나인 팀과 여럿인 팀이 섞여 있습니다.
dice-ev-this-way = { -this-way }: 새 지휘관이 먼저 { $label }에 가라고 합니다(초록 토큰).
dice-ev-no-that-way = { -no-that-way }: 지휘관이 마음을 바꿨습니다: { $label }{ JOSA($label, "을") } 공격하세요.
dice-ev-lambs-to-slaughter = { -lambs }: 이 게임에는 군인 카드가 없어 모든 유닛이 { $name }{ JOSA($name, "을") } 공짜로 모읍니다.
dice-ev-raid-start-bonus = { $name }: 모든 유닛이 { $text }{ JOSA($text, "을") } 더 가지고 시작합니다{ $if_baker_courage ->
        [true] . 베이커 팀은 용기 { $baker_courage }도 더 받습니다.
       *[false] .
    }
dice-ev-improvised-replacements = { -improvised-replacements }: { $team_name }{ JOSA($team_name, "이") } { $a }{ JOSA($a, "과") } { $b }{ JOSA($b, "을") } 굴립니다: 팀의 유닛마다 용기 { $low }{ JOSA($low, "과") } 병사 { $high }명을 얻습니다.
dice-ev-snafu-rule = { -sergeant-snafu }: { $name }{ JOSA($name, "이") } 스내푸입니다. { $unit }{ JOSA($unit, "이") } 그를 공짜로 데리고 있습니다. 쥐고 있던 지휘력이나 함성 보너스를 포기하면 그를 다른 유닛에게 넘깁니다(2단계에 'snafu 유닛').
dice-ev-snafu-handed-over = { $unit }{ JOSA($unit, "이") } 스내푸를 { $unit2 }에게 넘깁니다.
dice-ev-snafu-must-pass = { $unit }{ JOSA($unit, "이") } 스내푸와 함께 벙커에 들어가, 지금 그를 넘겨야 합니다('snafu 유닛').
dice-ev-snafu-stays = { $unit }{ JOSA($unit, "이") } 스내푸와 함께 벙커에 들어갑니다: 받을 유닛이 없어 그는 남습니다(벙커가 함락되면 성과 점수 { $kept_pp }점).
dice-ev-snafu-joins = 첫 삼색 보너스 뒤에 { $name }{ JOSA($name, "이") } { $unit }에 합류합니다: 그가 스내푸이며, 활성 상태입니다(그가 활성인 채로 벙커가 함락되면 성과 점수 { $solo_pp }점).
dice-ev-snafu-leaves = { $unit }{ JOSA($unit, "이") } 습격에서 빠졌고 스내푸를 받을 유닛이 없습니다: 그는 게임에서 떠납니다.
dice-ev-snafu-silenced = 스내푸가 { $if_now ->
        [true] 잠잠해졌습니다
       *[false] 다시 활성 상태가 되었습니다
    }.
dice-ev-share-the-pain = { $unit }{ JOSA($unit, "이") } 고통을 나눕니다: { $unit2 }에게 { $colour } 해골 토큰.
dice-ev-special-items = { -special-items }: 보급품 더미에 특수 아이템 여섯 개가 있습니다: { $names }.
dice-ev-skulls-to-rally-point = 이제부터 활성 해골은 { $label }의 집결지 옆에 놓습니다.
dice-ev-time-passes = { -time-passes }: 시간 토큰이 { $label }에서 시작합니다.
dice-ev-swapped = { -one-less }: { $unit }{ JOSA($unit, "이") } 종군 기자를 희생하고 { $label }의 집결지와 자리를 바꿉니다{ $if_skulls ->
        [true] . 해골 토큰 { $count }개가 다음 최종 결과들에 더해집니다.
       *[false] .
    }
dice-ev-time-passes-again = { -time-passes-again }: 시간 토큰이 { $label }에서 다시 시작합니다.
dice-ev-time-token-enters = { -time-passes }: 시간 토큰이 { $label }에 들어갑니다.
dice-ev-time-token-moves = { -time-passes }: 시간 토큰이 { $label }{ JOSA($label, "으로") } 움직입니다.
dice-ev-one-less-over = { -one-less }: { $unit }{ JOSA($unit, "이") } 종군 기자 없이 { $wait_turns }턴을 기다렸습니다. 이 유닛의 습격은 끝났습니다.
dice-ev-hurry = { -hurry }: 유닛 표시기가 갈매기표 면을 보입니다: 모든 구역에서 한 턴 덜 머뭅니다.
dice-ev-rommel-obstacles = { -rommels-obstacles }: { $title }{ JOSA($title, "이") } { $roll }{ JOSA($roll, "을") } 굴립니다: { $n }번 구역이 막힙니다.
dice-ev-prepare-guns-token = { -prepare-the-guns }: 토큰이 { $label }{ JOSA($label, "을") } 표시합니다({ $count2 }개 중 { $count }개).
dice-ev-prepare-guns-fire = { -prepare-the-guns }: 곡사포가 쏩니다. 용기 { $n }. 이제 벙커를 공격할 수 있습니다.
dice-ev-prisoner-slips = { -dont-shoot }: 레지스탕스 포로 하나가 { $label }{ JOSA($label, "으로") } 빠져나갑니다.
dice-ev-all-or-nothing-held = { -all-or-nothing }: { $unit }{ JOSA($unit, "이") } { $label }{ JOSA($label, "을") } 지킵니다. { $if_left ->
        [true] 아직 차지할 곳: { $join }.
       *[false] 포로들은 아직 1번 구역에 닿아야 합니다.
    }
dice-ev-advanced-for-courage = { $unit }{ JOSA($unit, "이") } 용기 { $cost }{ JOSA($cost, "으로") } { $label }에서 { $label2 }{ JOSA($label2, "으로") } 전진했습니다.
dice-ev-all-or-nothing-done = { -all-or-nothing }: 모든 벙커를 차지했고 포로가 모두 돌아왔습니다.
dice-ev-tiger-moved = { $unit }{ JOSA($unit, "이") } { $title } 열의 티거를 { $label }{ JOSA($label, "으로") } 옮깁니다{ $if_down ->
        [true] . 티거는 돌아서며 { $face }{ JOSA($face, "을") } 보입니다
       *[false] {""}
    }.
dice-ev-tiger-sacrifice = { $unit }{ JOSA($unit, "이") } 티거에게서 벗어나려고 { $name }{ JOSA($name, "을") } 희생합니다.
dice-ev-tiger-ready = { $unit }{ JOSA($unit, "이") } 대비합니다: 이번 턴 티거의 주사위가 { $words } 이상이면 주사위를 돌리는 카드를 씁니다.
dice-ev-tiger-slip = { $unit }{ JOSA($unit, "이") } 티거에게서 빠져나갑니다: 전문가 하나를 희생합니다('slip 전문가').
dice-ev-tiger-down = 티거가 1번 구역까지 내려왔습니다: 이번 턴이 끝나면 솔로 캠페인은 패배입니다.
dice-ev-tiger-gone = { $title } 열에서는 그 열의 티거만 유닛을 따라옵니다. 다른 티거는 사라집니다.
dice-ev-tiger-fires = 티거가 { $unit }{ JOSA($unit, "을") } 쏩니다: { $v }{ JOSA($v, "이") } 나왔습니다.
dice-ev-tiger-die-turned = { $unit }{ JOSA($unit, "이") } { $name }{ JOSA($name, "을") } 씁니다: 티거의 주사위가 1로 돌아갑니다.
dice-ev-trapped-officer-freed = { $unit }{ JOSA($unit, "이") } 갇힌 { $name }{ JOSA($name, "을") } 풀어 줍니다({ -trapped-officers }).
dice-ev-trapped-officer-recovered = { $unit }{ JOSA($unit, "이") } { $name }{ JOSA($name, "을") } 되찾습니다({ -trapped-officers }).
dice-ev-trapped-officer-token = { $unit }{ JOSA($unit, "이") } 이미 함께 있는 { $name }의 토큰을 가져갑니다.
dice-ev-trapped-officer-rallied = { -trapped-officers }: { $unit }{ JOSA($unit, "이") } { $name }{ JOSA($name, "을") } 공짜로 모읍니다.
dice-ev-victoria-cross = { $unit }{ JOSA($unit, "이") } 빅토리아 십자 훈장을 덱에 되돌리고 메달을 하나 더 뽑습니다.
dice-ev-raid-start = { $label }({ $boards }). { $placed }.{ $stars ->
        [0] {""}
       *[other] {" "}유닛마다 데려갔을 전문가 대신 별 { $stars }개를 얻습니다.
    }
dice-ev-raid-over = { $label }{ JOSA($label, "이") } 끝났습니다. { $join }.
dice-ev-fanatical-defenders = { -fanatical-defenders }: 팀마다 벙커에 처음 들어가는 유닛은 팀의 화염방사기가 있어야 하며, 그것은 { $join }에서만 찾을 수 있습니다.
dice-ev-lost-officers-pile = { -lost-officers }: { $team_name }의 더미에는 { $value }{ JOSA($value, "이") } 있으며, 풀려날 때까지 쓸 수 없습니다({ $how }).
dice-ev-lost-paras-rule = { -lost-paras }: 모든 유닛이 자기 팀의 공수부대원을 데리고 있습니다({ $join }). 다른 팀의 유닛이 같은 구역에 있으면 유닛 쌍마다 한 번 곧바로 서로 바꿉니다.
dice-ev-lost-paras-exchanged = { -lost-paras }: { $join }.
dice-ev-lost-paras-waiting = { -lost-paras }: 공수부대원이 { $join }에서 기다립니다. 데려오지 못한 대원마다 그 번호만큼 성과 점수를 잃습니다.
dice-ev-couriers = { -run-couriers }: 전령이 { $join }에서 기다립니다.
dice-ev-flame-thrower-race = { -race-flame-thrower }: 화염방사기는 찾을 수 없습니다. { $join }에 처음 닿는 유닛이 공짜로 얻습니다.
dice-ev-lost-equipment = { -lost-equipment }: 유닛이 { $label }의 지휘소를 켤 때까지 { $join }{ JOSA($join, "을") } 잃습니다.
dice-ev-lost-equipment-back = { -lost-equipment }: { $unit }{ JOSA($unit, "이") } { $label }의 지휘소를 켭니다. { $join }{ JOSA($join, "이") } 보급품 더미로 돌아옵니다.
dice-ev-ground-start = { -ground-start }: 주사위를 굴리지 않습니다. { $join }. 찰리 팀의 유닛은 먼저 2번이나 3번 구역을 고릅니다('land C-3').
dice-ev-bunker-sentries = { -bunker-sentries }: 모든 벙커의 방어력이 { $sentry_def } 높습니다. 보초는 { $join }에서 기다립니다. 팀의 암호를 알려면 다른 열의 두 번째 줄 구역에서 대령을 붙잡으세요(4단계에 'kraut', 별 { $kraut_stars }개).
dice-ev-kraut-captured = { $unit }{ JOSA($unit, "이") } 독일군 대령을 붙잡습니다(별 { $kraut_stars }개, 군인 카드가 없어 용기 { $kraut_courage }). { $team_name } 벙커의 암호: { $join }.
dice-ev-kraut-passwords = { $unit }{ JOSA($unit, "이") } 독일군 대령을 붙잡았고, 대령이 암호를 털어놓습니다. { $join }.
dice-ev-alarm = { $unit }{ JOSA($unit, "이") } 경보에 응합니다: { $join }{ JOSA($join, "을") } 잃습니다.
dice-ev-extra-equipment = { -extra-equipment }: { $join }{ JOSA($join, "이") } 찾을 수 있는 아이템에 더해집니다.
dice-ev-rally-points = { -rally-points }: 유닛 표시기가 { $join }에서 기다립니다.
dice-ev-one-less-held = { -one-less }: { $unit }{ JOSA($unit, "이") } { $label }{ JOSA($label, "을") } 지킵니다. 다음 5단계에 종군 기자가 이 유닛을 집결지로 데려갑니다({ $join }).
dice-ev-prisoners-waiting = { -dont-shoot }: 레지스탕스 포로가 { $join }에서 기다립니다. 모두 1번 구역으로 데려오세요.
dice-ev-tie-roll = 동점을 주사위로 가립니다: { $join }.
dice-ev-tigers-to-slaughter = { -tigers-slaughter }: 티거가 { $join }에서 기다립니다.
dice-ev-tigers-roll = 티거들이 굴러갑니다: { $join }.
dice-ev-trapped-officers = { -trapped-officers }: 중위, 대령, 대위는 { $join }의 토큰에서만 풀려납니다.
dice-ev-campaign-setup = { $title }, { $layout } 배치: { $teams }. 중립 카드 { $sets }세트: { $neutral }.
dice-ev-data-overrides = 게임 주인이 기록 { $count }개의 데이터를 입력했습니다(데이터 { $hash }).

## rules/dday_dice/rally.py, roll.py, trading.py, turn.py
dice-ev-rally-asked = { $unit }{ JOSA($unit, "이") } 보급품 더미에 { $name }{ JOSA($name, "을") } 요청합니다(4단계 끝에 정해집니다).
dice-ev-settled = { $unit }{ JOSA($unit, "이") } 보급품 더미에서 { $name }{ JOSA($name, "을") } { $free ->
        [true] 공짜로
       *[false] { $refund ->
            [stars] 별 { $paid }개로
           *[ip] 아이템 포인트 { $paid }점으로
        }
    } { $kind ->
        [rally] 모았습니다
       *[find] 찾았습니다
    }.
dice-ev-tie-lost = { $unit }{ JOSA($unit, "이") } { $name }{ JOSA($name, "을") } 두고 동점에서 졌습니다. { $refund ->
        [stars] 별 { $paid }개를
       *[ip] 아이템 포인트 { $paid }점을
    } 돌려받습니다.
dice-ev-rolled = { $unit }의 굴림{ $extra }: { $tally_text }.
dice-ev-final-tally = { $unit }의 최종 결과: { $tally_text }.
dice-ev-mulligan-token = { $unit }{ JOSA($unit, "이") } 멀리건 토큰을 버리고({ $mulligan_tokens }개 남음) 다시 굴렸습니다: { $tally_text }.
dice-ev-cancelled = 활성 해골이 { $unit }의 { $die_text }{ JOSA($die_text, "을") } 무효로 했습니다.
dice-ev-locked = { $unit }{ JOSA($unit, "이") } { $join }{ JOSA($join, "을") } 고정했습니다.
dice-ev-gave-card = { $unit }{ JOSA($unit, "이") } { $unit2 }에게 { $name }{ JOSA($name, "을") } 주었습니다.
dice-ev-gave-badge = { $unit }{ JOSA($unit, "이") } { $unit2 }에게 배지를 주었습니다.
dice-ev-turn = { $turn }턴이 시작됩니다: 모든 유닛이 주사위를 굴립니다.
dice-ev-queue-dropped-german = 독일 플레이어: 미리 해 둔 답이 더는 맞지 않습니다. 새 답이 필요합니다.
dice-ev-queue-dropped-private = 미리 해 둔 '{ $head }'{ JOSA($head, "이") } 더는 맞지 않습니다({ $message }).
dice-ev-queue-dropped-unit = { $unit }: 미리 해 둔 답이 더는 맞지 않습니다. 새 답이 필요합니다.
dice-ev-queue-dropped-unit-why = { $unit }: 이 단계를 기다리던 답 '{ $head }'{ JOSA($head, "이") } 더는 맞지 않습니다({ $message }). 새 답이 필요합니다.

## 게임이 끝나는 방식 (game_over 사건의 이유)
dice-end-defeat = { $turn }턴 패배: { $units }{ JOSA($units, "이") } 전멸했습니다.{ $german ->
        [true] {" "}독일 플레이어의 승리입니다.
       *[false] {""}
    }
dice-end-all-fell = { $turn }턴 독일 플레이어의 승리: 모든 연합군 유닛이 최종 벙커에서 쓰러졌습니다.
dice-end-victory = { $turn }턴 승리: 모든 유닛이 벙커를 점령했습니다.{ $vp ->
        [true] {" "}승점: { $score }점.
       *[false] {""}
    }
dice-end-stormed = { $turn }턴 승리: { $unit }{ JOSA($unit, "이") } 최종 벙커를 함락했습니다. 독일 플레이어의 패배입니다.
dice-end-german-falls = { $turn }턴 독일 플레이어의 패배: 병사도 전문가도 남지 않았습니다.
dice-end-german-holds = { $turn }턴 독일 플레이어가 버텼습니다: 벙커를 향한 연합군의 공격이 다했습니다.
dice-end-tiger = 티거가 1번 구역까지 내려왔습니다: 솔로 캠페인은 패배입니다.
dice-end-solo-campaign = 솔로 캠페인이 끝났습니다: 성과 점수 { $best }점. { $table }.
dice-end-campaign = { $who }{ JOSA($who, "이") } 성과 점수 { $best }점으로 { $count ->
        [one] 이겼습니다
       *[other] 공동 선두입니다
    }. { $table }.
