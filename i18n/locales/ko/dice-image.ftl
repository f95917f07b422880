### D-Day Dice 그림의 대체 텍스트와 상황 글 (renderer/dday_dice: alt.py, parts.py, words.py). 구역, 전문가,
### 아이템, 카드의 이름은 인쇄된 그대로 둡니다.

dice-img-german-player = 독일 플레이어
dice-img-turn-phase = { $turn }턴 · { $phase }
dice-img-reconstructed = 이 지도는 인쇄된 지도가 아니라 재구성한 지도입니다.
dice-img-over = 게임 끝: { $outcome }
dice-img-over-words = 게임이 끝났습니다.
dice-img-waiting = 기다리는 쪽: { $who }.
dice-img-tag-locked = 고정
dice-img-tag-bonus = 보너스
dice-img-tag-straight = 스트레이트
dice-img-tag-cancelled = 무효
dice-img-unit = { $unit }: { $sector }, 표식 { $marker }턴째{ $status ->
        [active] {""}
        [conquered] , 벙커 점령
        [eliminated] , 전멸
        [destroyed] , 괴멸
        [safe] , 안전한 곳으로 빠짐
        [down] , 쓰러짐
       *[other] , { $status }
    }; 병사 { $soldiers }명, 용기 { $courage }, 별 { $stars }개, 아이템 포인트 { $ip }점
dice-img-no-specialists = 전문가 없음
dice-img-no-items = 아이템 없음
dice-img-unit-cards = { $specialists }; { $items }; 훈장 { $medals }장
dice-img-lost-officers = 길 잃은 장교: { $names }
dice-img-lost-paras = 길 잃은 공수부대원: { $paras }
dice-img-final-tally = 최종 결과: { $dice }
dice-img-dice = 주사위: { $dice }
dice-img-battle-card = { $weather ->
        [yes] 날씨
       *[no] 전투 조건
    }: { $name }{ $cancelled ->
        [yes] {" "}(무효)
       *[no] {""}
    }: { $text }
dice-img-german = 독일 플레이어: 병사 { $soldiers }명, 용기 { $courage }, 별 { $stars }개, 아이템 포인트 { $ip }점, 포상 { $awards }장 보유; 지뢰 { $mines ->
        [yes] 활성
       *[no] 비활성
    }, 기관총 사격 { $mgf ->
        [yes] 활성
       *[no] 비활성
    }.
dice-img-sector-status = { $sector }: 방어력 { $defence }, 전진 비용 { $advance }, 기관총 사격 { $mgf }
dice-img-tray = { $unit }의 주사위 트레이: { $dice }
dice-img-tray-die = { $n }번 { $die }{ $locked ->
        [yes] {" "}(고정)
       *[no] {""}
    }
dice-img-no-dice = 주사위 없음

## 전장 지도의 조각 (renderer/dday_dice/parts.py: part_alt_text)
dice-img-map = 전장 지도{ $parts ->
        [1] {""}
       *[other] {" "}({ $parts }장 중 { $part }번째)
    }: { $sectors }.
dice-img-map-sector = { $sector }: 방어력 { $defence }{ $advance ->
        [0] {""}
       *[other] , 전진 비용 { $advance }
    }{ $here ->
        [none] {""}
       *[other] , { $here } 있음
    }
dice-img-map-unit = 유닛 { $mark }

## images: D-Day Dice 그림에 그려지는 말 (renderer/dday_dice: draw.py, panels.py, sector_layout.py, battle_map.py,
## unit_panel.py, overlord.py, parts.py, web.py)
dice-img-waiting-for = 기다리는 쪽: { $who }
dice-img-provenance = { $what ->
        [inferred] 확장판 규칙서에서 추정
        [reconstruction] 저희가 재구성
       *[placeholder] 임시 자료
    }
dice-img-band = 재구성한 지도({ $what }): 인쇄된 전장 지도가 아닙니다. { $reason }
dice-img-none = 없음
dice-img-reserve-items = 예비 아이템: { $items }
dice-img-reserve-item = { $name } { $ip }IP{ $many ->
        [yes] {" "}×{ $count }
       *[no] {""}
    }
dice-img-reserve-specialists = 진급용 전문가: { $specialists }
dice-img-stars = { $name } { $stars }★
dice-img-stars-paren = { $name } { $stars }★
dice-img-left = 남은 훈장: { $medals }장 · 남은 차량: { $vehicles }대
dice-img-tray-head = { $unit } · { $sector }
dice-img-tray-no-roll = 아직 굴린 주사위가 없습니다.
dice-img-tray-final = 최종 결과입니다.
dice-img-tray-lock = 고정할 주사위 두 개를 누른 뒤 선택 고정을 누르세요. 고른 주사위: { $picked }.
dice-img-tray-reroll = 다시 굴리기 { $left }번 남음: 다시 굴릴 주사위를 누른 뒤 선택 다시 굴리기(또는 확정)를 누르세요. 고른 주사위: { $picked }.
dice-img-tray-note = { $note ->
        [locked] 고정
       *[selected] 선택
    }
dice-img-german-head = 독일 플레이어 (벙커 안)
dice-img-to-act = 차례
dice-img-done = 끝냄
dice-img-german-stats = 병사 { $soldiers }명 · 용기 { $courage } · 별 { $stars }개 · 아이템 포인트 { $ip }점
dice-img-german-specialists = 전문가: { $names }
dice-img-german-items = 아이템: { $names }
dice-img-german-awards = 손에 든 포상: { $held }장(비공개) · 더미 { $deck }장 · 버린 카드 { $discarded }장
dice-img-german-fire = 지뢰: { $mines ->
        [yes] 활성
       *[no] 비활성(공병 없음)
    } · 기관총 사격: { $mgf ->
        [yes] 활성
       *[no] 비활성(기관총 사수 없음)
    }
dice-img-german-removed = 영구히 없앤 기관총 사격: { $sectors }
dice-img-german-removed-sector = Sector { $sector } ×{ $n }
dice-img-german-bonuses = 보너스: { $names }
dice-img-german-played = 이번 턴에 낸 포상: { $names }
dice-img-german-short = 병사가 { $n }명 모자람: 이번 턴에는 모든 방어력이 { $n } 낮습니다
dice-img-die-tag = { $tag ->
[german] 보너스
        [straight] 스트
       *[bonus] 삼색
    }
dice-img-battle-head = { $weather ->
        [yes] 날씨
       *[no] 전투 조건
    }: { $name }{ $cancelled ->
        [yes] {" "}— 무효
       *[no] {""}
    }{ $placeholder ->
        [yes] {" "}(인쇄된 카드 아님)
       *[no] {""}
    }
dice-img-chip-start = 시작
dice-img-mark = { $mark ->
        [mines] 지뢰
        [mines-off] 지뢰 꺼짐
       *[barrier] 장애물
    }
dice-img-mark-to = { $sector }쪽 { $mark }
dice-img-note-pool = 여기서 기다림: { $names }
dice-img-bullet = ·
dice-img-token-conquered = 점령
dice-img-token-turn = { $marker }{ $max ->
        [0] 턴째
       *[other] /{ $max }턴
    }
dice-img-ip = IP
dice-img-not-rolled = 굴리지
    않음
dice-img-dice-caption = { $state ->
        [none] 주사위: 아직 굴리지 않음
        [final] 최종 결과
        [roll] 굴림 (다시 굴리기 { $left }번 남음)
       *[dice] 주사위
    }
dice-img-panel-where = { $sector } · 표식 { $marker }턴째{ $max ->
        [0] {""}
       *[other] {" "}(최대 { $max }턴)
    }
dice-img-resource = { $kind ->
        [soldiers] 병사
        [courage] 용기
        [stars] 별
       *[ip] 아이템 포인트
    }
dice-img-column = { $team ->
        [a] 에이블
        [b] 베이커
       *[c] 찰리
    } 열
dice-img-battle-map = 전장 지도
dice-img-the-battle-map = 전장 지도
dice-img-team-shows = { $team }: { $what ->
        [both] 우리 열과 우리 유닛
        [column] 우리 열
       *[units] 우리 유닛
    }
dice-img-alt-numbers = { $mark } 병사 { $soldiers }명, 용기 { $courage }, 별 { $stars }개
dice-img-alt-piece = { $told } ({ $parts }조각 중 { $part }번째 줄들).
dice-img-alt-band = 재구성한 지도로, 인쇄된 전장 지도가 아닙니다. { $reason }
dice-img-alt-battle = 전투 조건: { $cards }
dice-img-alt-german = 독일 플레이어의 판.

## images: 다른 언어의 그림만 그리는 말
dice-img-reason-exercise-tiger = 인쇄된 보드의 사진을 읽어 만들었고, 지뢰 줄이 어느 쪽 것인지와 검은 방패를 '최대 1턴'으로 본 것은 저희 해석입니다.
dice-img-reason-omaha-beach = Overlord 예시가 정해 둔 것만 알려져 있고, 나머지는 저희가 설계했습니다.
dice-img-reason-gold-beach = 벙커 두 곳과 Sector 11은 Overlord 규칙서에 나오고, 나머지는 저희가 설계했습니다.
dice-img-reason-sword-beach = 지도 이름은 Overlord 규칙서에 나오지만, 구역은 모두 저희가 설계했습니다.
dice-img-reason-pointe-du-hoc = 지도 이름은 Overlord 규칙서에 나오지만, 구역은 모두(절벽은 장애물로) 저희가 설계했습니다.
dice-img-reason-vierville-draw = 지도 이름과 구역이 16번까지 있다는 것은 Overlord 규칙서에 나오지만, 구역은 모두 저희가 설계했습니다.
dice-img-chip-def = 방어 { $value }
dice-img-chip-def-turn = { $turn }턴{ $on ->
        [yes] +
       *[no] {""}
    }: 방어 { $value }
dice-img-chip-advance = 전진 용기 { $n }
dice-img-chip-mgf = 기관총 { $n }
dice-img-chip-mgf-off = 기관총 { $n } { $off ->
        [removed] 제거됨
       *[inactive] 꺼짐
    }
dice-img-legend = 선: 선으로 이어진 구역 사이로 전진할 수 있습니다(빨강: 지뢰, 노랑: 장애물, 그 선을 가진 구역에 적힘). ↔ 표시는 옆으로 옮기는 길입니다.
dice-img-legend-advance = 전진 용기: 그 구역으로 전진하는 데 드는 용기입니다.
dice-img-note-needs = 필요: { $names }
dice-img-note-give-up = 내놓을 것: { $names }
dice-img-note-gain = 매 턴 { $what ->
        [Soldier] 병사 +{ $n }명
        [Courage] 용기 +{ $n }
        [Star] 별 +{ $n }개
       *[Tool] 도구 +{ $n }개
    }
dice-img-note-arrival-dice = 도착하면 병사 { $n }d6명
dice-img-note-arrival = 도착하면 { $what ->
        [Soldier] 병사 +{ $n }명
        [Courage] 용기 +{ $n }
       *[Star] 별 +{ $n }개
    }
dice-img-note-lose = 전문가 { $n }명을 잃음
dice-img-note-medal = 처음 오면 훈장
dice-img-note-vehicle = 여기에 차량
dice-img-note-max = 최대 { $n }턴
dice-img-note-roll-only = 주사위 { $n }개만 굴림
dice-img-note-no-lock = 주사위 고정 불가
dice-img-note-no-find = 아이템 찾기 불가
dice-img-note-command-post = 지휘소
dice-img-note-single-combat = 단독 전투
dice-img-note-impassable = 지나갈 수 없음
dice-img-note-tiger = 티거({ $face }), { $way ->
        [down] 아래로
       *[up] 위로
    } 이동 중
dice-img-note-token = { $token ->
        [rally] 집결지
        [time] 시간 토큰
        [skull] 해골 토큰
        [gun] 포 토큰(Sector 10 방문함)
        [prisoner] 레지스탕스 포로(방어 +2)
        [blocked] 막힘(롬멜의 장애물)
        [courier] 전령
        [flame-thrower] 화염방사기 토큰
        [officer] 장교 토큰
        [sentries] 벙커 보초
       *[para] 공수부대원
    }{ $n ->
        [1] {""}
       *[other] {" "}×{ $n }
    }{ $details ->
        [none] {""}
       *[other] {" "}({ $details })
    }
dice-img-note-here = 여기에 { $name }
dice-img-panel-key = { $part ->
        [bonus] 보너스
        [specialists] 전문가
        [items] 아이템
        [medals] 훈장
        [vehicle] 차량
        [rally] 집결할 전문가
        [lost] 길 잃은 장교
        [paras] 길 잃은 공수부대원
       *[queue] 미리 한 답
    }
dice-img-claim = { $name }: { $label } ({ $dice }){ $given ->
        [yes] {" "}– 포기함
       *[no] {""}
    }
dice-img-claim-straight = 여섯 면이 모두 다름
dice-img-claim-hold = 조건을 위해 내놓으려고 남겨 둠
dice-img-item-used = { $name }{ $used ->
        [yes] {" "}(사용함)
       *[no] {""}
    }
dice-img-face-down = 뒷면 { $n }장
dice-img-status-conquered = 벙커 점령
dice-img-status-eliminated = 전멸
dice-img-status-safe = 안전한 곳
dice-img-status-down = 전멸, 계속 갈 수 있음
dice-img-tag-conquered = 벙커 점령
dice-img-tag-eliminated = 전멸
dice-img-tag-safe = 안전
dice-img-tag-down = 쓰러짐
dice-img-para = { $n }번({ $team })
dice-img-team-able = 에이블 팀
dice-img-team-baker = 베이커 팀
dice-img-team-charlie = 찰리 팀
dice-img-position = { $marks }: { $where ->
        [in] { $place }
       *[out] { $place ->
            [eliminated] 전멸
            [safe] 안전한 곳
            [down] 쓰러짐
           *[other] { $place }
        }
    }
dice-img-piece = 전장 지도, { $parts }조각 중 { $part }번째: { $sectors ->
        [0] {""}
        [1] Sector { $first }
       *[other] Sector { $first }~{ $last }
    }{ $bunker ->
        [yes] {" "}그리고 벙커
       *[no] {""}
    } ({ $next ->
        [yes] 나머지는 다음 그림에
       *[no] 위쪽 줄은 앞 그림에
    }).
dice-img-bc-loss = 6단계에 { $who ->
        [all] 모든 플레이어가
       *[units] 모든 유닛이
    } 병사 { $n }명을 잃음
dice-img-bc-gain = 3단계에 { $who ->
        [all] 모든 플레이어가
       *[units] 모든 유닛이
    } { $what ->
        [soldiers] 병사 { $n }명을
        [courage] 용기 { $n }을
        [stars] 별 { $n }개를
       *[ip] 아이템 포인트 { $n }점을
    } 얻음
dice-img-bc-def = 모든 방어력 { $n }
dice-img-bc-advance = 전진하는 데 용기가 { $n } 더 듦
dice-img-bc-dice = 주사위 { $n }개를 굴림
dice-img-bc-lock = { $lock ->
        [no] 주사위를 고정할 수 없음
       *[yes] 주사위는 평소처럼 고정함
    }
dice-img-bc-no-find = 아이템을 찾을 수 없음
dice-img-bc-none = 효과 없음
dice-img-bc-cancel = 유닛은 { $phase }단계에 { $names }{ JOSA($names, "을") } 내놓고 이 카드를 무효로 할 수 있음
dice-img-bc-rally = 독일 플레이어: { $name }{ JOSA($name, "은") } 별 { $stars }개만 내면 집결함
