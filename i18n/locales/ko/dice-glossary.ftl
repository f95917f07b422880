### D-Day Dice의 인쇄된 이름과 그 한국어 풀이 (issue #48). 카드, 습격 규칙, 전문가처럼 인쇄된 것은 인쇄된 이름 그대로 쓰고,
### 처음 읽는 사람을 위해 괄호 안에 한국어 풀이를 붙입니다. 풀이가 어색하면 여기서만 고치면 됩니다.
### (규칙과 효과는 언제나 우리말로 씁니다: dice-events.ftl, dice-refusals.ftl, dice-errors.ftl.)

-baptism-of-fire = Baptism of Fire(첫 실전)
-hurt-me = Hurt Me(살살 해 줘)
-keep-going = Keep Going!(계속 간다!)
-leap-toward-tonga = Leap Toward Tonga(통가로 도약)
-lieutenant-leloser = Lieutenant LeLOSER(르루저 중위)
-lost-officers = Lost Officers(길 잃은 장교들)
-lost-paras = Lost Paras(길 잃은 공수부대원)
-mutual-admiration = The Mutual Admiration Society(서로 칭찬 모임)
-cannon-fodder = Cannon Fodder(총알받이)
-run-couriers = Run, Couriers, Run!(달려라, 전령!)
-synchronized-fire = Synchronized Fire(동시 사격)
-battle-map-notes = Battle Map Notes(전장 지도 주석)
-ground-start = Ground Start(지상 시작)
-colonel-von-kraut = Colonel von Kraut(폰 크라우트 대령)
-follow-me = Follow Me!(나를 따르라!)
-quartermasters-nightmare = Quartermaster's Nightmare(보급관의 악몽)
-this-way = This Way!(이쪽이다!)
-no-that-way = No, That Way!(아니, 저쪽이다!)
-lambs = Lambs to the Slaughter(도살장의 어린 양)
-improvised-replacements = Improvised Replacements(임시 보충병)
-sergeant-snafu = Sergeant SNAFU(스내푸 상사)
-special-items = Special Items(특수 아이템)
-time-passes = Time Passes(시간이 흐른다)
-time-passes-again = Time Passes Again(시간이 또 흐른다)
-one-less = One Less...(하나 줄고...)
-hurry = Hurry!(서둘러!)
-rommels-obstacles = Rommel's Obstacles(롬멜의 장애물)
-prepare-the-guns = Prepare the Guns(포를 준비하라)
-dont-shoot = Don't Shoot!(쏘지 마!)
-all-or-nothing = All or Nothing(전부 아니면 전무)
-trapped-officers = Trapped Officers(갇힌 장교들)
-fanatical-defenders = Fanatical Defenders(광신적 방어자)
-lost-equipment = Lost Equipment(잃어버린 장비)
-bunker-sentries = Bunker Sentries(벙커 보초)
-extra-equipment = Extra Equipment(추가 장비)
-rally-points = Rally Points(집결지)
-tigers-slaughter = Tigers to the Slaughter(도살장의 티거)
-race-flame-thrower = The Race for the Flame-Thrower(화염방사기 쟁탈전)
-close-combat-clasp = Close Combat Clasp(근접전 약장)
-blind-start = Blind Start(블라인드 시작)
-chaotic-supply = Chaotic Supply(혼란스러운 보급)
-solitaire = 솔리테어

## glossary: 인쇄된 이름 옆에 붙이는 한국어 풀이 (i18n/dice.py: glossed), 종류별로 카드 id마다 하나씩.
## 인쇄된 이름이 아닌 임시 카드는 풀이만 씁니다.
dice-glossed = { $printed }({ $gloss })
# 독일군 전문가
dice-gloss-german-specialist = { $id ->
        [unteroffizier] 부사관
        [pioneer] 공병
        [mg-schutze] 기관총 사수
        [scharfschutze] 저격병
        [waffen-ss] 무장친위대
        [observer] 관측병
        [zwangsrekrut] 강제 징집병
       *[other] { $printed }
    }
# 독일군 아이템
dice-gloss-german-item = { $id ->
        [dog] 군견
        [barbed-wire] 철조망
        [booby-traps] 부비트랩
        [gas] 독가스
        [goliath-mine] 골리아트 지뢰
        [mg42] MG42 기관총
        [molotov-cocktail] 화염병
        [tracer-rounds] 예광탄
        [bunker-periscope] 벙커 잠망경
       *[other] { $printed }
    }
# 전문가
dice-gloss-specialist = { $id ->
        [scout] 정찰병
        [sharpshooter] 명사수
        [corporal] 상병
        [medic] 위생병
        [engineer] 공병
        [grenadier] 척탄병
        [lieutenant] 중위
        [captain] 대위
        [veteran] 고참병
        [marksman] 저격 명수
        [colonel] 대령
        [war-correspondent] 종군 기자
        [piat-crew] PIAT 대전차반
        [sniper] 저격병
        [soe-agent] SOE 공작원
        [field-surgeon] 야전 군의관
        [demolitions-sergeant] 폭파 담당 부사관
        [chaplain] 군종 신부
        [forward-observer] 전방 관측병
        [novice-officer-us] 미국 신참 장교
        [novice-officer-uk] 영국 신참 장교
        [novice-officer-fr] 프랑스 신참 장교
        [novice-officer-ca] 캐나다 신참 장교
       *[other] { $printed }
    }
# 아이템
dice-gloss-item = { $id ->
        [carrier-pigeon] 전서구
        [flak-vest] 방탄 조끼
        [binoculars] 쌍안경
        [command-jacket] 지휘관 재킷
        [field-radio] 야전 무전기
        [bangalore-torpedo] 뱅갈로르 폭약통
        [dispatch-case] 전령 가방
        [bazooka] 바주카
        [wire-cutters] 철조망 절단기
        [amphetamines] 각성제
        [pocket-bible] 포켓 성경
        [toolbox] 공구 상자
        [gammon-bomb] 개먼 폭탄
        [grappling-hook] 갈고리
        [rangefinder] 거리 측정기
        [rope-ladder] 줄사다리
        [flak-jacket] 방탄 재킷
        [flame-thrower] 화염방사기
        [tnt] TNT 폭약
        [wrong-orders] 잘못된 명령
        [sniper-scope] 저격 조준경
        [thermite-grenade] 테르밋 수류탄
       *[other] { $printed }
    }
# 차량
dice-gloss-vehicle = { $id ->
        [bulldozer] 불도저
        [jeep] 지프
        [sherman] 셔먼 전차
        [half-track] 반궤도 장갑차
        [m10-tank-destroyer] M10 대전차 자주포
        [ambulance] 구급차
       *[other] { $printed }
    }
# 훈장
dice-gloss-medal = { $id ->
        [gallantry-medal] 무공 훈장
        [bronze-star] 동성 훈장
        [silver-star] 은성 훈장
        [purple-heart] 퍼플 하트(상이 훈장)
        [legion-of-merit] 공로 훈장
        [dso] 수훈 훈장
        [medal-of-honor] 명예 훈장
        [victoria-cross] 빅토리아 십자 훈장
        [long-service-medal] 장기 근속 훈장
        [memorial-cross] 추모 십자장
        [war-medal] 전쟁 기장
        [military-cross] 무공 십자 훈장
        [military-medal] 무공 기장
        [war-cross] 전쟁 십자 훈장
        [commemorative-medal] 기념 기장
        [legion-of-honour] 레지옹 도뇌르 훈장
       *[other] { $printed }
    }
# 포상
dice-gloss-award = { $id ->
        [iron-cross] 철십자 훈장
        [flak-badge] 대공포 기장
        [german-cross] 독일 십자 훈장
        [gestapo-plaque] 게슈타포 명판
        [rad-badge] 제국노동봉사단 기장
        [war-merit-cross] 전쟁 공로 십자 훈장
        [westwall-medal] 서부 방벽 기장
        [sniper-badge] 저격수 기장
        [close-combat-clasp] 근접전 약장
        [commendation-1] 최고 사령부 표창 1
        [commendation-2] 최고 사령부 표창 2
        [commendation-3] 최고 사령부 표창 3
        [commendation-4] 최고 사령부 표창 4
        [commendation-5] 최고 사령부 표창 5
        [commendation-6] 최고 사령부 표창 6
        [commendation-7] 최고 사령부 표창 7
        [commendation-8] 최고 사령부 표창 8
        [commendation-9] 최고 사령부 표창 9
        [silver-wound-badge] 은색 전상장
        [gold-wound-badge] 금색 전상장
        [black-wound-badge] 흑색 전상장
       *[other] { $printed }
    }
# 전투 조건
dice-gloss-battle = { $id ->
        [cross-fire] 십자 포화
        [weather-2] 날씨 2(임시)
        [condition-3] 전투 조건 3(임시)
        [condition-4] 전투 조건 4(임시)
        [condition-5] 전투 조건 5(임시)
        [weather-6] 날씨 6(임시)
        [condition-7] 전투 조건 7(임시)
        [condition-8] 전투 조건 8(임시)
        [condition-9] 전투 조건 9(임시)
        [weather-10] 날씨 10(임시)
        [condition-11] 전투 조건 11(임시)
        [condition-12] 전투 조건 12(임시)
        [condition-13] 전투 조건 13(임시)
        [weather-14] 날씨 14(임시)
        [condition-15] 전투 조건 15(임시)
        [condition-16] 전투 조건 16(임시)
        [condition-17] 전투 조건 17(임시)
        [weather-18] 날씨 18(임시)
        [condition-19] 전투 조건 19(임시)
        [condition-20] 전투 조건 20(임시)
        [condition-21] 전투 조건 21(임시)
        [weather-22] 날씨 22(임시)
        [condition-23] 전투 조건 23(임시)
        [condition-24] 전투 조건 24(임시)
        [condition-25] 전투 조건 25(임시)
        [weather-26] 날씨 26(임시)
        [condition-27] 전투 조건 27(임시)
        [condition-28] 전투 조건 28(임시)
        [condition-29] 전투 조건 29(임시)
        [weather-30] 날씨 30(임시)
        [condition-31] 전투 조건 31(임시)
        [condition-32] 전투 조건 32(임시)
        [condition-33] 전투 조건 33(임시)
        [weather-34] 날씨 34(임시)
        [condition-35] 전투 조건 35(임시)
        [condition-36] 전투 조건 36(임시)
        [condition-37] 전투 조건 37(임시)
        [weather-38] 날씨 38(임시)
        [condition-39] 전투 조건 39(임시)
        [condition-40] 전투 조건 40(임시)
        [condition-41] 전투 조건 41(임시)
        [weather-42] 날씨 42(임시)
        [condition-43] 전투 조건 43(임시)
        [condition-44] 전투 조건 44(임시)
        [condition-45] 전투 조건 45(임시)
        [weather-46] 날씨 46(임시)
        [condition-47] 전투 조건 47(임시)
        [condition-48] 전투 조건 48(임시)
        [condition-49] 전투 조건 49(임시)
        [weather-50] 날씨 50(임시)
       *[other] { $printed }
    }
# 배지
dice-gloss-badge = { $id ->
        [military-medic] 위생병 배지
        [badge-2] 배지 2(임시)
        [badge-3] 배지 3(임시)
        [badge-4] 배지 4(임시)
        [badge-5] 배지 5(임시)
        [badge-6] 배지 6(임시)
        [badge-7] 배지 7(임시)
        [badge-8] 배지 8(임시)
        [badge-9] 배지 9(임시)
        [badge-10] 배지 10(임시)
       *[other] { $printed }
    }
# 지도
dice-gloss-map = { $id ->
        [exercise-tiger] 타이거 훈련
        [omaha-beach] 오마하 해변
        [gold-beach] 골드 해변
        [sword-beach] 소드 해변
        [pointe-du-hoc] 오크 곶
        [vierville-draw] 비에르빌 협곡
       *[other] { $printed }
    }
# 삼색 보너스
dice-gloss-bonus = { $id ->
        [fresh-troops] 새 병력
        [reinforcements] 증원
        [leadership] 지휘력
        [battle-cry] 함성
        [special-find] 특별한 발견
        [ultimate-gift] 궁극의 선물
       *[other] { $printed }
    }
# Overlord의 습격
dice-gloss-raid = { $id ->
        [a1] 교두보
        [a2] 돌파
        [a3] 선봉
        [b1] 흩어진 부하를 모아라
        [b2] 눈먼 자가 이끌리라
        [c1] 모든 게 엉망
        [c2] 평소처럼 엉망
        [c3] 손쓸 수 없이 엉망
       *[other] { $printed }
    }
