### D-Day Dice의 /rules 항목 (issue #48, rules/dday_dice/glossary_words.py): 게임 자료의 값과 효과 조각으로 짜 맞춘 우리말.
### 값(별, 아이템 포인트, 장 수)은 인자로 들어오고, 효과는 게임의 dice-fx-/dice-gfx- 조각이 말합니다.
### 인쇄된 이름은 그대로 두고 ko/dice-glossary.ftl의 풀이를 괄호 안에 붙입니다.

## 항목의 틀: 이름, 무엇인지, 값이 어디서 왔는지
dice-ref-term = { $name }
dice-ref-effect = { $effect }.
dice-ref-kind = { $kind ->
        [nation] 플레이어 도움판
        [specialist] 전문가 카드
        [unique-specialist] 고유 전문가 카드
        [item] 아이템 카드
        [medal] 훈장 카드
        [vehicle] 차량 카드
        [german-specialist] 독일군 전문가 카드
        [german-item] 독일군 아이템 카드
        [award] 포상 카드
        [rbn] 독일군 보너스
        [battle] 전투 조건 카드
        [badge] 배지 카드
        [map] 전장 지도
        [rule-value] 규칙 값
        [card] 카드
       *[rule] 규칙
    }
dice-ref-owner = 게임 소유자가 직접 넣은 값입니다(`DDAY_DICE_DATA`).
dice-ref-source = { $box ->
        [atlantikwall] { $provenance ->
            [rulebook] 출처: 아틀란티크발 규칙서.
            [inferred] 출처: 아틀란티크발 규칙서에서 미루어 짐작함. { $reason }
           *[reconstruction] 출처: 우리가 재구성함. { $reason }
        }
       *[base] { $provenance ->
            [rulebook] 출처: 확장판 규칙서에 나오거나 구성물에 인쇄된 값.
            [inferred] 출처: 간접 근거로 미루어 짐작함. { $reason }
           *[reconstruction] 출처: 우리가 재구성함. { $reason }
        }
    }{ $placeholder ->
        [yes] {" "}(임시 카드: 효과는 우리가 정했습니다)
       *[no] {""}
    }
dice-ref-reason-unknown = 자세한 사정은 `docs/dday-dice.md`에 있습니다.
dice-ref-section = { $printed ->
        [yes] 아틀란티크발·오버로드 규칙서 또는 인쇄된 구성물
       *[no] 우리 규칙서에는 인쇄되지 않음: `docs/dday-dice.md` 참고
    }
dice-ref-section-atlantikwall = { $printed ->
        [yes] 아틀란티크발 규칙서
       *[no] 우리 규칙서에는 인쇄되지 않음: `docs/dday-dice.md` 참고
    }
dice-ref-section-overlord = 우리 규칙서에는 인쇄되지 않음: `docs/dday-overlord.md` 참고

## 기본 게임의 자료 (rules/dday_dice/data)
dice-ref-nation-term = { $nation } 플레이어 도움판
dice-ref-nation = { $nation }의 삼색 보너스입니다.
dice-ref-nation-bonus = { $face } 삼색은 { $name }: { $either }.
dice-ref-tools-term = 도구 표
dice-ref-tools = 최종 결과의 도구가 0개, 1개, 2개…일 때 받는 아이템 포인트는 차례로 { $points }점입니다. 표보다 도구가 많으면 하나마다 마지막 증가분만큼 더 받습니다.
dice-ref-specialist = 전문가, 모으는 데 별 { $stars }개. { $shared ->
        [yes] 카드가 한 장뿐이라 모든 유닛이 예비대에서 나눠 씁니다.
       *[no] 유닛마다 자기 카드 묶음에 한 장씩 있습니다.
    }
dice-ref-counts-as-soldier = 손실을 치를 때는 병사 1명으로 셉니다.
dice-ref-item = 아이템, 찾는 데 아이템 포인트 { $ip }점. 한 번 쓰고 버립니다: { $effect }.
dice-ref-item-players = 플레이어가 { $n }명 이상일 때만 나옵니다.
dice-ref-item-special = 특수 아이템이라 그것을 적어 둔 지도에서만 찾을 수 있습니다.
dice-ref-medal = 훈장. 무작위로 뽑아 쓰기 전까지 뒷면으로 숨겨 둡니다. 쓰면: { $effect }. 승리 점수 { $vp }점.
dice-ref-vehicle = 차량. 차량을 내주는 구역에서 얻고, 그 뒤로는 유닛과 함께 움직입니다: { $effect }.
dice-ref-switch = { $on ->
        [yes] 예
       *[no] 아니요
    }
dice-ref-rule-term = 규칙 값: { $id ->
        [stay_limit] 머무를 수 있는 턴
        [lateral_cost] 옆 이동 비용
        [lock_count] 고정하는 주사위
        [rerolls] 다시 굴리기 횟수
        [mine_dice] 지뢰 주사위
        [mgf_loss] 기관총 사격 손실
        [mgf_special] 기관총 특수 피해
        [mulligan_cost] 멀리건 비용
        [rally_limit] 턴당 모으기
        [find_limit] 턴당 찾기
        [bunker_help] 벙커 옆 전문가의 도움
        [medals_secret] 훈장 숨기기
        [bonus_dice_count] 보너스 주사위의 자원
        [skull_cancels_skull] 해골끼리 무효로 하기
        [straight_medals] 스트레이트의 훈장
        [vp_soldier] 병사의 승리 점수
        [vp_specialist] 전문가의 승리 점수
        [vp_item] 아이템의 승리 점수
        [vp_turn] 턴마다 잃는 승리 점수
       *[other] { $id }
    }
dice-ref-rule = { $id ->
        [stay_limit] 유닛은 한 구역에 이 턴 수까지만 머무르고, 그다음에는 움직여야 합니다.
        [lateral_cost] 같은 줄에서 옆 구역으로 갈 때 내는 용기입니다.
        [lock_count] 첫 굴림 직후에 고정하는 주사위 수입니다.
        [rerolls] 1단계에서 고정하지 않은 주사위를 다시 굴릴 수 있는 횟수입니다.
        [mine_dice] 지나가는 지뢰 선 하나마다 굴리는 주사위 수입니다. 나온 눈만큼 병사를 잃습니다.
        [mgf_loss] 기관총 사격 하나마다 주사위(1~6)를 굴려 잃는 병사 수입니다. 값은 눈 1부터 6까지 차례로 적었습니다.
        [mgf_special] 기관총 사격 주사위가 이 눈이면 특수 피해로 전문가도 한 명 잃습니다.
        [mulligan_cost] 병사 멀리건(선택 규칙)에 내는 병사 수입니다. 턴마다 한 번, 첫 굴림을 통째로 다시 굴립니다.
        [rally_limit] 유닛이 한 턴에 모을 수 있는 전문가 수입니다(지휘소에서는 한 명 더).
        [find_limit] 유닛이 한 턴에 찾을 수 있는 아이템 수입니다.
        [bunker_help] 벙커 옆에서 기다리는 전문가 한 명마다 그 벙커의 방어력이 이만큼 내려갑니다.
        [medals_secret] 훈장을 쓰기 전까지 뒷면으로 두어 주인만 보는지 여부입니다.
        [bonus_dice_count] 삼색 보너스나 스트레이트에 쓴 주사위도 3단계에 제 자원을 주는지 여부입니다.
        [skull_cancels_skull] 활성 해골이 다른 해골을 무효로 할 수 있는지 여부입니다.
        [straight_medals] 스트레이트(여섯 면이 모두 다름)를 만들면 무작위로 뽑는 훈장 수입니다.
        [vp_soldier] 살아남은 병사 한 명마다 얻는 승리 점수입니다(선택 규칙).
        [vp_specialist] 살아남은 전문가 한 명마다 얻는 승리 점수입니다(선택 규칙).
        [vp_item] 쓰지 않은 아이템 하나마다 얻는 승리 점수입니다(선택 규칙).
        [vp_turn] 진행한 턴 하나마다 잃는 승리 점수입니다(선택 규칙).
       *[other] 규칙에 쓰이는 값입니다.
    }
dice-ref-rule-value = 값: { $value }.
dice-ref-map-term = { $number } { $name }
dice-ref-map = 전장 지도 { $number }. 구역 { $sectors }개와 벙커 { $bunkers }개가 있고, 병사 { $soldiers }명으로 시작합니다.
dice-ref-map-one-bunker = 전장 지도 { $number }. 구역 { $sectors }개와 벙커 1개가 있습니다.
dice-ref-place = { $map ->
        [exercise-tiger] 배경: 1944년 4월 27일, 영국 슬랩턴 샌즈.
        [exercise-fabius] 배경: 1944년 5월, 잉글랜드 남부.
        [omaha-beach] 배경: 1944년 6월 6일, 노르망디.
        [gold-beach] 배경: 1944년 6월 6일, 노르망디.
        [sword-beach] 배경: 1944년 6월 6일, 노르망디.
        [pointe-du-hoc] 배경: 1944년 6월 6일, 노르망디.
        [vierville-draw] 배경: 1944년 6월 6일, 노르망디.
       *[other] 배경: { $place }.
    }

## 아틀란티크발의 자료 (rules/dday_dice/atlantikwall_glossary.py)와 오버로드의 고유 전문가
dice-ref-german-specialist = 독일군 전문가, 모으는 데 별 { $stars }개.
dice-ref-german-item = 독일군 아이템, 찾는 데 아이템 포인트 { $ip }점. 한 번 쓰고 버립니다: { $effect }.
dice-ref-award = { $black ->
        [yes] { $effect }.
       *[no] 포상. 낼 때까지 독일 플레이어만 압니다: { $effect }.
    }
dice-ref-rbn = 독일군의 { $face } 보너스: { $either }.
dice-ref-placeholder-name = { $kind ->
        [weather] 날씨
        [battle] 전투 조건
       *[badge] 배지
    } { $n }(임시)
dice-ref-battle = { $weather ->
        [yes] 날씨 카드
       *[no] 전투 조건
    }. 다음 카드가 나올 때까지: { $effect }.
dice-ref-bc-loss = 6단계에 { $who ->
        [players] 모든 플레이어가
       *[units] 모든 유닛이
    } 병사 { $n }명을 잃음
dice-ref-bc-gain = 3단계에 { $who ->
        [players] 모든 플레이어가
       *[units] 모든 유닛이
    } { $what ->
        [soldiers] 병사 { $n }명을
        [stars] 별 { $n }개를
        [ip] 아이템 포인트 { $n }점을
       *[courage] 용기 { $n }을
    } 얻음
dice-ref-bc-def = 모든 방어력 { $sign ->
        [plus] +{ $n }
       *[minus] -{ $n }
    }
dice-ref-bc-advance = 전진할 때 용기를 { $n } 더 냄
dice-ref-bc-dice = 주사위 { $n }개만 굴림
dice-ref-bc-lock = { $locked ->
        [yes] 주사위는 평소처럼 고정함
       *[no] 주사위를 하나도 고정하지 않음
    }
dice-ref-bc-no-find = 아이템을 찾을 수 없음
dice-ref-bc-cancel = 어느 유닛이든 { $phase }단계에 { $either } 중 하나를 내주면 이 카드를 모두에게서 없앨 수 있습니다.
dice-ref-bc-german-rally = 이 카드가 있는 동안 독일 플레이어는 { $name }{ JOSA($name, "을") } 별 { $stars }개로 모읍니다.
dice-ref-badge = 배지. 효과:
dice-ref-unique-specialist = 고유 전문가(오버로드 캠페인 전용: 중립 세트마다 한 장씩, 한 팀이 한 번에 하나만 가짐), 모으는 데 별 { $stars }개.

## rules/dday_dice/data/glossary.json의 항목: 우리말로 새로 쓴 설명
dice-glossary-turn-term = 턴 순서
dice-glossary-turn-text = 모든 유닛이 같은 단계를 함께 진행합니다. 1단계 주사위 굴리기, 2단계 보너스와 해골, 3단계 자원 얻기, 4단계 전문가 모으기·아이템 찾기와 쓰기·교환, 5단계 머무르기나 이동, 6단계 전투. 봇은 1, 2, 4, 5단계에서 아직 답하지 않은 유닛을 기다리고, 3단계와 6단계는 알아서 처리합니다.
dice-glossary-turn-section = 턴 구성(확장판)
dice-glossary-roll-term = 1단계 굴리기
dice-glossary-roll-text = 주사위 여섯 개(빨강, 하양, 파랑 두 개씩)를 굴립니다. 첫 굴림 직후 두 개를 고정하고, 나머지는 원하는 만큼 골라 두 번까지 다시 굴릴 수 있습니다. 마지막에 남은 눈이 최종 결과입니다. 어떤 구역에서는 주사위를 다섯 개만 굴리거나 하나도 고정하지 않습니다. 명령 예: `lock 1 3`, `reroll 2 4 5`, `keep`.
dice-glossary-roll-section = 1단계
dice-glossary-rwb-term = 삼색 보너스
dice-glossary-rwb-text = 빨강, 하양, 파랑 주사위가 같은 면을 보이면 그 면에 해당하는 내 나라의 보너스를 받습니다. 선택지 가운데 하나를 고르거나(`rwb courage free`), 구역 조건에 내주려고 남겨 둘 수 있습니다(`rwb soldier1 hold`). 주사위 하나는 보너스 하나에만 쓰이고, 보너스와 스트레이트에 함께 쓰일 수는 없습니다.
dice-glossary-rwb-section = 2단계
dice-glossary-straight-term = 스트레이트
dice-glossary-straight-text = 최종 결과의 여섯 면이 해골까지 모두 다르면 스트레이트입니다. 이때 해골은 아무것도 무효로 하지 않고, 이 봇에서는 훈장 한 장을 무작위로 뽑습니다(우리의 해석).
dice-glossary-straight-section = 2단계
dice-glossary-skull-term = 활성 해골
dice-glossary-skull-text = 보너스에 쓰이지 않은 최종 결과의 해골은 모두 활성입니다. 활성 해골 하나는 내가 고른 다른 주사위 하나를 무효로 합니다(`cancel 4`). 궁극의 선물이나 스트레이트에 든 해골은 그러지 않고, 명사수나 저격 명수가 있으면 해골 몇 개가 힘을 잃습니다.
dice-glossary-skull-section = 2단계
dice-glossary-resources-term = 자원
dice-glossary-resources-text = 3단계: 병사 1명 면은 병사 1명, 병사 2명 면은 병사 2명을 주고, 별과 용기 면은 하나씩 줍니다. 도구는 개수에 따라 도구 표대로 아이템 포인트를 줍니다. 구역의 보상과 몇몇 전문가가 더 보탭니다.
dice-glossary-resources-section = 3단계
dice-glossary-rally-term = 전문가 모으기
dice-glossary-rally-text = 4단계: 전문가의 별 비용을 내고 데려옵니다(`rally medic`). 한 턴에 한 명이고, 지휘소에서는 두 명입니다. 내 카드 묶음의 전문가는 손에서 나오고, 함께 쓰는 전문가는 예비대에서 나옵니다. 두 유닛이 한꺼번에 원하면 병사가 더 적은 쪽이 가져갑니다.
dice-glossary-rally-section = 4단계
dice-glossary-items-term = 아이템 찾기와 쓰기
dice-glossary-items-text = 4단계: 아이템 포인트를 내고 아이템을 찾습니다(`find bazooka`). 한 턴에 하나이고, 찾기를 막는 구역에서는 안 됩니다. 아이템과 훈장은 한 번 쓰면 끝입니다(`use field-radio`). 주사위를 바꾸는 것은 2단계에, 나머지는 4단계나 5단계에 씁니다.
dice-glossary-items-section = 4단계
dice-glossary-move-term = 이동과 전진
dice-glossary-move-text = 5단계: 마커가 지금 구역에서 보낸 턴을 셉니다. 머무를 수 있는 한도에 닿으면 움직여야 합니다. 들어갈 구역에 적힌 만큼 용기를 내고 한 줄 위로 전진하거나, 같은 줄에서 옆으로 갑니다. 아래로 내려가거나 이미 지나온 구역으로 돌아갈 수는 없습니다. 떠나는 구역의 경계에 있는 지뢰와 장애물이 적용되고, 어떤 구역은 특정 전문가가 있어야 들어갑니다.
dice-glossary-move-section = 5단계
dice-glossary-combat-term = 전투
dice-glossary-combat-text = 6단계: 마커가 가리키는 턴의 구역 방어력에서 감소분을 뺀 만큼 병사를 잃습니다. 기관총 사격마다 주사위를 굴려 손실이 더 생길 수 있고, 6이 나오면 전문가도 한 명 잃습니다. 병사가 모자라면 전문가가 한 명씩 대신 쓰러집니다.
dice-glossary-combat-section = 6단계
dice-glossary-victory-term = 승리와 패배
dice-glossary-victory-text = 모든 유닛이 벙커를 하나씩 점령하면 이깁니다. 벙커에 들어가 그 6단계를 버티면 점령이고, 그 뒤 유닛의 전문가들은 그곳에 남아 다른 유닛을 위해 벙커의 방어력을 낮춥니다. 유닛 하나라도 전멸하면(병사도 전문가도 없거나, 움직여야 하는데 갈 곳이 없으면) 집니다.
dice-glossary-victory-section = 승리
dice-glossary-trading-term = 교환
dice-glossary-trading-text = 4단계: 같은 구역의 유닛에게 병사, 용기, 별, 아이템 포인트나 아이템을 건넵니다(`give unit2 courage 2`). 전서구나 지휘소가 있으면 어디에 있는 유닛에게든 건넬 수 있습니다.
dice-glossary-trading-section = 교환
dice-glossary-tie-term = 동점 규칙
dice-glossary-tie-text = 두 유닛이 같은 것을 한꺼번에 원하면 병사가 가장 적은 유닛이 먼저입니다. 그것도 같으면 용기가 적은 쪽, 다음은 별이 적은 쪽입니다.
dice-glossary-tie-section = 승리와 동점
dice-glossary-whole-turn-term = 한 턴을 한꺼번에 답하기
dice-glossary-whole-turn-text = 여러 단계를 `;`로 이어 한 번에 답할 수 있습니다(`lock 1 2; reroll 3 4 5 6; keep; done`). 뒤 단계의 답은 그 단계가 올 때까지 기다립니다. 주사위 때문에 할 수 없게 된 답은 버리고 다시 묻습니다.
dice-glossary-whole-turn-section = 봇의 기능
dice-glossary-mulligan-term = 병사 멀리건
dice-glossary-mulligan-text = 선택 규칙(`mulligan=on`): 고정하기 전에 병사 1명을 내고 첫 굴림을 통째로 다시 굴립니다. 턴마다 한 번입니다.
dice-glossary-mulligan-section = 선택 규칙
dice-glossary-victory-points-term = 승리 점수
dice-glossary-victory-points-text = 선택 규칙(`victory_points=on`): 이긴 게임에 점수를 매깁니다. 살아남은 병사, 벙커에 있는 전문가, 쓰지 않은 아이템과 훈장이 점수가 되고, 진행한 턴마다 2점씩 뺍니다.
dice-glossary-victory-points-section = 선택 규칙
dice-glossary-reconstructed-term = 재구성한 자료
dice-glossary-reconstructed-text = 기본 규칙서를 구할 수 없어서, 전문가, 아이템, 훈장, 차량, 나라, 규칙 값, 지도마다 그 값이 어디서 왔는지 밝혀 둡니다. 게임을 가진 사람은 인쇄된 값을 JSON 파일에 적고 `DDAY_DICE_DATA`로 그 파일을 알려 줄 수 있습니다.
dice-glossary-reconstructed-section = 봇의 기능

## 값이 우리 것인 까닭: 자료마다 적힌 이유 (영어 이유에서 이름을 딴 메시지, glossary_words.reason_key)
dice-ref-reason-names-from-the-expansions-x7eecad = 이름은 확장판에서 왔고, 값은 우리가 제안한 것입니다(플레이어 도움판을 구할 수 없습니다).
dice-ref-reason-our-proposal-the-player-x0859c8 = 우리 제안: 도움판끼리는 삼색 보너스의 숫자만 다르다고 보고, 영국은 새 병력에서 병사 하나 대신 용기를 받습니다.
dice-ref-reason-our-proposal-france-s-x2ea120 = 우리 제안: 프랑스의 함성은 용기 1도 주는 대신, 특별한 발견과 증원이 조금 작습니다.
dice-ref-reason-our-proposal-canada-s-xb7de3a = 우리 제안: 캐나다는 특별한 발견과 궁극의 선물이 조금 더 큽니다.
dice-ref-reason-named-by-the-expansions-xf20c41 = 이름은 확장판에 나옵니다. 별 비용과 능력은 우리가 제안한 것입니다.
dice-ref-reason-the-expansions-say-he-xd5d48a = 확장판에는 해골을 무시한다고만 나옵니다. 몇 개(1개)인지와 비용은 우리가 제안했습니다.
dice-ref-reason-the-expansions-say-he-x35708f = 확장판에는 방어력을 낮춘다고만 나옵니다. 얼마나(2) 낮추는지와 비용은 우리가 제안했습니다.
dice-ref-reason-the-expansions-say-he-x2c7094 = 확장판에는 기관총 사격을 잠재운다고만 나옵니다. 양과 비용은 우리가 제안했습니다.
dice-ref-reason-the-expansions-say-he-x57c00b = 확장판에는 주사위를 맞바꾼다고만 나옵니다. 세부 내용과 비용은 우리가 제안했습니다.
dice-ref-reason-the-expansions-say-he-xee6081 = 확장판에는 삼색 보너스를 더 얻게 돕는다고만 나옵니다. 방식과 비용은 우리가 제안했습니다.
dice-ref-reason-a-1st-edition-specialist-xb2d380 = 1판의 전문가입니다. 능력과 비용은 우리가 제안했습니다.
dice-ref-reason-the-expansions-say-he-x8c5a26 = 확장판에는 해골을 무시한다고만 나옵니다. 해골 2개와 비용은 우리가 제안했고, 카드 한 장을 모든 유닛이 나눠 씁니다.
dice-ref-reason-named-by-the-expansions-xc6020b = 이름은 확장판에 나옵니다. 능력과 비용은 우리가 제안했고, 카드 한 장을 모든 유닛이 나눠 씁니다.
dice-ref-reason-1st-edition-cost-and-x1273c7 = 1판 참고표의 비용과 효과입니다. 2판은 다를 수 있습니다.
dice-ref-reason-1st-edition-cost-and-x166f5a = 1판 참고표의 비용과 효과입니다. 2판은 다를 수 있습니다. 이 봇에서는 2단계에 내 최종 결과에 씁니다.
dice-ref-reason-1st-edition-cost-and-x752b86 = 1판 참고표의 비용과 효과입니다. 2판은 다를 수 있습니다. '지휘력 삼색 보너스를 얻는다'는 그 효과, 곧 원하는 결과 하나로 처리합니다.
dice-ref-reason-a-1st-edition-item-x38600b = 1판의 아이템입니다(다른 유닛의 최종 결과를 베꼈습니다). 확장판에 주사위를 가져올 수 있다고 나오므로, 여기서는 다른 유닛의 주사위 하나를 가져옵니다.
dice-ref-reason-named-by-the-expansions-x898227 = 확장판에 방어력을 낮추는 아이템으로 나옵니다. 양과 비용은 우리가 제안했습니다.
dice-ref-reason-named-by-the-expansions-x65e08e = 확장판에 장애물을 건너는 아이템으로 나옵니다. 비용은 우리가 제안했습니다.
dice-ref-reason-named-by-the-expansions-xa9b15d = 이름은 확장판에 나옵니다. 효과와 비용은 우리가 제안했습니다.
dice-ref-reason-named-by-the-expansions-x855c42 = 이름은 확장판에 나옵니다. 여기서는 몇몇 지도의 특수 아이템으로 쓰고, 효과와 비용은 우리가 제안했습니다.
dice-ref-reason-an-atlantikwall-regular-item-x33022c = 아틀란티크발의 일반 아이템 이름을 특수 아이템에 다시 썼습니다. 효과와 비용은 우리가 제안했습니다.
dice-ref-reason-medal-named-by-the-x99d458 = 이름은 확장판에 나오는 훈장입니다. 효과는 우리가 제안했습니다.
dice-ref-reason-our-proposal-one-of-xa38a1c = 우리 제안: 이름이 알려지지 않은 기본 차량 여섯 대 가운데 하나입니다.
dice-ref-reason-our-proposal-one-of-x9e0be4 = 우리 제안: 이름이 알려지지 않은 기본 차량 여섯 대 가운데 하나입니다(3단계마다 병사 +1명).
dice-ref-reason-1st-edition-reference-sheet-x5b89c1 = 1판 참고표: 한 구역에 3턴까지 머무릅니다.
dice-ref-reason-overlord-s-scatter-rule-xb21b7a = 오버로드의 흩어져라! 규칙으로 보아 보통의 옆 이동은 전진이 아닙니다.
dice-ref-reason-1st-edition-reference-sheet-x355918 = 1판 참고표: 잃는 병사 수를 주사위로 정합니다.
dice-ref-reason-our-proposal-the-base-xe21746 = 우리 제안입니다. 기본 규칙서를 구할 수 없습니다.
dice-ref-reason-an-online-adaptation-of-x6dbd05 = 타이거 훈련의 온라인 판에서는 6이 나오면 전문가를 잃습니다.
dice-ref-reason-1st-edition-reference-sheet-x8d44aa = 1판 참고표: 한 턴에 전문가는 한 명까지입니다.
dice-ref-reason-1st-edition-reference-sheet-xfdfc05 = 1판 참고표: 한 턴에 아이템은 하나까지입니다.
dice-ref-reason-overlord-keeps-medals-secret-x1d34d1 = 오버로드는 캠페인에서 훈장을 숨깁니다. 우리는 기본 게임에서도 그렇게 합니다.
dice-ref-reason-the-german-straight-draws-xd6760e = 독일군의 스트레이트는 포상을 뽑게 하고, 1판을 기억하는 사람도 스트레이트로 훈장을 받았다고 합니다.
dice-ref-reason-read-from-a-photo-x149ea7 = 인쇄된 지도의 사진(`ajmitc/ddaydice`)에서 읽었습니다. 지뢰 선이 어느 구역에 속하는지와 검은 방패를 '최대 1턴'으로 본 것은 우리의 해석입니다.
dice-ref-reason-only-what-the-overlord-x2144c5 = 오버로드의 예시가 정해 준 것만 알려져 있습니다(구역 8은 방어력 10에 정찰병이 필요하고, 벙커 옆 구역 9는 위생병이 필요하며, 구역 7과 8은 구역 9를 거쳐 벙커로 갑니다). 나머지는 우리가 설계했습니다.
dice-ref-reason-two-bunkers-and-sector-x8d8c47 = 벙커 두 개와 구역 11(방어력 16에 기관총 사격 1개, 왼쪽 벙커 옆)은 오버로드 규칙서에 나옵니다. 나머지는 우리가 설계했습니다.
dice-ref-reason-the-map-is-named-x9528d3 = 지도 이름은 오버로드 규칙서에 나옵니다. 구역은 모두 우리가 설계했습니다.
dice-ref-reason-the-map-is-named-x57b12e = 지도 이름은 오버로드 규칙서에 나옵니다. 구역은 모두 우리가 설계했습니다(절벽은 장애물로 나타냈습니다).
dice-ref-reason-the-map-is-named-xd3df90 = 지도 이름은 오버로드 규칙서에 나오고, 규칙서는 구역 번호를 16까지 씁니다. 구역은 모두 우리가 설계했습니다.
dice-ref-reason-the-printed-table-is-x1be8f8 = 인쇄된 표는 알려져 있지 않습니다. 한 리뷰어가 헷갈려한 것을 보면 일정하게 늘지 않는 듯해서 삼각수를 씁니다.
dice-ref-reason-named-by-the-atlantikwall-xf20ff8 = 이름은 아틀란티크발 규칙서에 나옵니다. 효과와 비용은 임시로 우리가 정했습니다.
dice-ref-reason-named-by-the-atlantikwall-x3a8e52 = 이름은 아틀란티크발 규칙서에 나옵니다(한 번은 철자가 다르게 적혀 있습니다). 효과와 비용은 임시로 우리가 정했습니다.
dice-ref-reason-named-by-the-atlantikwall-xf84079 = 이름은 아틀란티크발 규칙서에 나옵니다(고급 관측 아이템). 효과와 비용은 임시로 우리가 정했습니다.
dice-ref-reason-named-by-the-atlantikwall-xacf126 = 이름은 아틀란티크발 규칙서에 나옵니다. 효과는 임시로 우리가 정했습니다.
dice-ref-reason-named-by-the-atlantikwall-xf61d9e = 이름은 아틀란티크발 규칙서에 나옵니다(솔리테어에서는 저격병을 제거합니다). 솔리테어가 아닐 때의 효과는 임시로 우리가 정했습니다.
dice-ref-reason-named-by-the-atlantikwall-xdcdf93 = 이름은 아틀란티크발 규칙서에 나옵니다(솔리테어에서는 최종 결과를 통째로 다시 굴립니다). 여기서는 주사위 3개를 다시 굴리는 임시 효과입니다.
dice-ref-reason-not-named-by-our-x6c4a83 = 우리 규칙서에 이름이 없습니다. 상자에는 포상이 21장 있는데 이름이 나온 것은 11장뿐입니다. 인쇄된 1:6 비율대로 덱이 21장이 되도록 이름과 효과를 임시로 정했습니다.
dice-ref-reason-a-black-award-named-x58e86b = 규칙서에 이름이 나오는 검은 포상입니다. 규칙서의 주석으로 보아 '포상 1장 또는 전문가 1명을 잃는다'로 읽었고, 정확한 문구는 우리의 해석입니다.
dice-ref-reason-the-third-black-award-x5ac9f6 = 1:6 비율에 필요한 세 번째 검은 포상입니다(실제 전상장은 흑색, 은색, 금색 세 등급이었습니다). 이름과 효과는 임시로 우리가 정했습니다.
dice-ref-reason-not-named-by-our-xca50bc = 우리 규칙서에 이름이 없습니다(상자의 전투 조건 50장 가운데 한 장만 나옵니다). 이름과 효과는 임시로 우리가 정했습니다.
dice-ref-reason-a-badge-of-the-x9f8839 = 상자에 든 배지 가운데 우리 규칙서에 이름이 없는 것입니다(배지 10개 가운데 하나만 나옵니다). 이름과 효과는 임시로 우리가 정했습니다.
dice-ref-reason-named-by-the-atlantikwall-x67aa09 = 아틀란티크발 규칙서가 이 모듈을 처음 해 볼 쉬운 지도로 꼽습니다(상자의 N-18 지도). 구역은 모두 우리가 설계했습니다. 세 갈래로 넓고 방어력이 낮아 유닛끼리 길을 막지 않습니다.
dice-ref-reason-placeholder-one-of-the-xf21c1d = 임시 카드: 중립 카드 시트의 고유 전문가 4명 가운데 하나입니다. 이름, 비용, 효과가 우리 규칙서에 인쇄되어 있지 않아 모두 우리가 정했습니다.

## 웹 페이지 그래프의 수치 (rules/dday_dice/chart_figures.py의 영어 이름을 i18n/dice_chart.py가 읽어 옵니다)
dice-chart-figure = { $group ->
        [unit] 유닛 { $number }
        [team] { $team } 팀
       *[german] 독일군
    } { $measure ->
        [soldiers] 병사
        [courage] 용기
       *[pp] 명성 점수
    }
