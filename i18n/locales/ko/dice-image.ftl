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
