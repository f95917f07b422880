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

## glossary: 인쇄된 이름 옆에 붙이는 한국어 풀이 (i18n/dice.py: glossed). 인쇄된 이름이 아닌 임시 카드는 풀이만 씁니다.
dice-glossed = { $name }({ $gloss })
## 전문가
# Scout
dice-gloss-specialist-scout = 정찰병
# Sharpshooter
dice-gloss-specialist-sharpshooter = 명사수
# Corporal
dice-gloss-specialist-corporal = 상병
# Medic
dice-gloss-specialist-medic = 위생병
# Engineer
dice-gloss-specialist-engineer = 공병
# Grenadier
dice-gloss-specialist-grenadier = 척탄병
# Lieutenant
dice-gloss-specialist-lieutenant = 중위
# Captain
dice-gloss-specialist-captain = 대위
# Veteran
dice-gloss-specialist-veteran = 고참병
# Marksman
dice-gloss-specialist-marksman = 저격 명수
# Colonel
dice-gloss-specialist-colonel = 대령
# War Correspondent
dice-gloss-specialist-war-correspondent = 종군 기자
# PIAT Crew
dice-gloss-specialist-piat-crew = PIAT 대전차반
# Sniper
dice-gloss-specialist-sniper = 저격병
# SOE Agent
dice-gloss-specialist-soe-agent = SOE 공작원
## 아이템
# Carrier Pigeon
dice-gloss-item-carrier-pigeon = 전서구
# Flak Vest
dice-gloss-item-flak-vest = 방탄 조끼
# Binoculars
dice-gloss-item-binoculars = 쌍안경
# Command Jacket
dice-gloss-item-command-jacket = 지휘관 재킷
# Field Radio
dice-gloss-item-field-radio = 야전 무전기
# Bangalore Torpedo
dice-gloss-item-bangalore-torpedo = 뱅갈로르 폭약통
# Dispatch Case
dice-gloss-item-dispatch-case = 전령 가방
# Bazooka
dice-gloss-item-bazooka = 바주카
# Wire Cutters
dice-gloss-item-wire-cutters = 철조망 절단기
# Amphetamines
dice-gloss-item-amphetamines = 각성제
# Pocket Bible
dice-gloss-item-pocket-bible = 포켓 성경
# Toolbox
dice-gloss-item-toolbox = 공구 상자
# Gammon Bomb
dice-gloss-item-gammon-bomb = 개먼 폭탄
# Grappling Hook
dice-gloss-item-grappling-hook = 갈고리
# Rangefinder
dice-gloss-item-rangefinder = 거리 측정기
# Rope Ladder
dice-gloss-item-rope-ladder = 줄사다리
# Flak Jacket
dice-gloss-item-flak-jacket = 방탄 재킷
# Flame-Thrower
dice-gloss-item-flame-thrower = 화염방사기
# TNT
dice-gloss-item-tnt = TNT 폭약
# Wrong Orders
dice-gloss-item-wrong-orders = 잘못된 명령
# Sniper Scope
dice-gloss-item-sniper-scope = 저격 조준경
# Thermite Grenade
dice-gloss-item-thermite-grenade = 테르밋 수류탄
## 차량
# Bulldozer
dice-gloss-vehicle-bulldozer = 불도저
# Jeep
dice-gloss-vehicle-jeep = 지프
# Sherman Tank
dice-gloss-vehicle-sherman = 셔먼 전차
# Half-Track
dice-gloss-vehicle-half-track = 반궤도 장갑차
# M10 Tank Destroyer
dice-gloss-vehicle-m10-tank-destroyer = M10 대전차 자주포
# Ambulance
dice-gloss-vehicle-ambulance = 구급차
## 훈장
# Gallantry Medal
dice-gloss-medal-gallantry-medal = 무공 훈장
# Bronze Star
dice-gloss-medal-bronze-star = 동성 훈장
# Silver Star
dice-gloss-medal-silver-star = 은성 훈장
# Purple Heart
dice-gloss-medal-purple-heart = 퍼플 하트(상이 훈장)
# Legion of Merit
dice-gloss-medal-legion-of-merit = 공로 훈장
# Distinguished Service Order
dice-gloss-medal-dso = 수훈 훈장
# Medal of Honor
dice-gloss-medal-medal-of-honor = 명예 훈장
# Victoria Cross
dice-gloss-medal-victoria-cross = 빅토리아 십자 훈장
# Long Service Medal
dice-gloss-medal-long-service-medal = 장기 근속 훈장
# Memorial Cross
dice-gloss-medal-memorial-cross = 추모 십자장
# War Medal
dice-gloss-medal-war-medal = 전쟁 기장
# Military Cross
dice-gloss-medal-military-cross = 무공 십자 훈장
# Military Medal
dice-gloss-medal-military-medal = 무공 기장
# War Cross
dice-gloss-medal-war-cross = 전쟁 십자 훈장
# Commemorative Medal
dice-gloss-medal-commemorative-medal = 기념 기장
# Legion of Honour
dice-gloss-medal-legion-of-honour = 레지옹 도뇌르 훈장
## 독일군 전문가
# Unteroffizier
dice-gloss-german-specialist-unteroffizier = 부사관
# Pioneer
dice-gloss-german-specialist-pioneer = 공병
# Maschinengewehr-Schütze
dice-gloss-german-specialist-mg-schutze = 기관총 사수
# Scharfschütze
dice-gloss-german-specialist-scharfschutze = 저격병
# Waffen-SS
dice-gloss-german-specialist-waffen-ss = 무장친위대
# Observer
dice-gloss-german-specialist-observer = 관측병
# Zwangsrekrut
dice-gloss-german-specialist-zwangsrekrut = 강제 징집병
## 독일군 아이템
# Dog
dice-gloss-german-item-dog = 군견
# Barbed Wire
dice-gloss-german-item-barbed-wire = 철조망
# Booby Traps
dice-gloss-german-item-booby-traps = 부비트랩
# Gas
dice-gloss-german-item-gas = 독가스
# Goliath Mine
dice-gloss-german-item-goliath-mine = 골리아트 지뢰
# MG42
dice-gloss-german-item-mg42 = MG42 기관총
# Molotov Cocktail
dice-gloss-german-item-molotov-cocktail = 화염병
# Tracer Rounds
dice-gloss-german-item-tracer-rounds = 예광탄
# Bunker Periscope
dice-gloss-german-item-bunker-periscope = 벙커 잠망경
## 포상
# Iron Cross
dice-gloss-award-iron-cross = 철십자 훈장
# Flak Badge
dice-gloss-award-flak-badge = 대공포 기장
# German Cross
dice-gloss-award-german-cross = 독일 십자 훈장
# Gestapo Plaque
dice-gloss-award-gestapo-plaque = 게슈타포 명판
# RAD Badge
dice-gloss-award-rad-badge = 제국노동봉사단 기장
# War Merit Cross
dice-gloss-award-war-merit-cross = 전쟁 공로 십자 훈장
# Westwall Medal
dice-gloss-award-westwall-medal = 서부 방벽 기장
# Sniper Badge
dice-gloss-award-sniper-badge = 저격수 기장
# Close Combat Clasp
dice-gloss-award-close-combat-clasp = 근접전 약장
# High Command Commendation 1
dice-gloss-award-commendation-1 = 최고 사령부 표창 1
# High Command Commendation 2
dice-gloss-award-commendation-2 = 최고 사령부 표창 2
# High Command Commendation 3
dice-gloss-award-commendation-3 = 최고 사령부 표창 3
# High Command Commendation 4
dice-gloss-award-commendation-4 = 최고 사령부 표창 4
# High Command Commendation 5
dice-gloss-award-commendation-5 = 최고 사령부 표창 5
# High Command Commendation 6
dice-gloss-award-commendation-6 = 최고 사령부 표창 6
# High Command Commendation 7
dice-gloss-award-commendation-7 = 최고 사령부 표창 7
# High Command Commendation 8
dice-gloss-award-commendation-8 = 최고 사령부 표창 8
# High Command Commendation 9
dice-gloss-award-commendation-9 = 최고 사령부 표창 9
# Silver Wound Badge
dice-gloss-award-silver-wound-badge = 은색 전상장
# Gold Wound Badge
dice-gloss-award-gold-wound-badge = 금색 전상장
# Black Wound Badge
dice-gloss-award-black-wound-badge = 흑색 전상장
## 전투 조건
# Cross Fire
dice-gloss-battle-cross-fire = 십자 포화
dice-gloss-battle-weather-2 = 날씨 2(임시)
dice-gloss-battle-condition-3 = 전투 조건 3(임시)
dice-gloss-battle-condition-4 = 전투 조건 4(임시)
dice-gloss-battle-condition-5 = 전투 조건 5(임시)
dice-gloss-battle-weather-6 = 날씨 6(임시)
dice-gloss-battle-condition-7 = 전투 조건 7(임시)
dice-gloss-battle-condition-8 = 전투 조건 8(임시)
dice-gloss-battle-condition-9 = 전투 조건 9(임시)
dice-gloss-battle-weather-10 = 날씨 10(임시)
dice-gloss-battle-condition-11 = 전투 조건 11(임시)
dice-gloss-battle-condition-12 = 전투 조건 12(임시)
dice-gloss-battle-condition-13 = 전투 조건 13(임시)
dice-gloss-battle-weather-14 = 날씨 14(임시)
dice-gloss-battle-condition-15 = 전투 조건 15(임시)
dice-gloss-battle-condition-16 = 전투 조건 16(임시)
dice-gloss-battle-condition-17 = 전투 조건 17(임시)
dice-gloss-battle-weather-18 = 날씨 18(임시)
dice-gloss-battle-condition-19 = 전투 조건 19(임시)
dice-gloss-battle-condition-20 = 전투 조건 20(임시)
dice-gloss-battle-condition-21 = 전투 조건 21(임시)
dice-gloss-battle-weather-22 = 날씨 22(임시)
dice-gloss-battle-condition-23 = 전투 조건 23(임시)
dice-gloss-battle-condition-24 = 전투 조건 24(임시)
dice-gloss-battle-condition-25 = 전투 조건 25(임시)
dice-gloss-battle-weather-26 = 날씨 26(임시)
dice-gloss-battle-condition-27 = 전투 조건 27(임시)
dice-gloss-battle-condition-28 = 전투 조건 28(임시)
dice-gloss-battle-condition-29 = 전투 조건 29(임시)
dice-gloss-battle-weather-30 = 날씨 30(임시)
dice-gloss-battle-condition-31 = 전투 조건 31(임시)
dice-gloss-battle-condition-32 = 전투 조건 32(임시)
dice-gloss-battle-condition-33 = 전투 조건 33(임시)
dice-gloss-battle-weather-34 = 날씨 34(임시)
dice-gloss-battle-condition-35 = 전투 조건 35(임시)
dice-gloss-battle-condition-36 = 전투 조건 36(임시)
dice-gloss-battle-condition-37 = 전투 조건 37(임시)
dice-gloss-battle-weather-38 = 날씨 38(임시)
dice-gloss-battle-condition-39 = 전투 조건 39(임시)
dice-gloss-battle-condition-40 = 전투 조건 40(임시)
dice-gloss-battle-condition-41 = 전투 조건 41(임시)
dice-gloss-battle-weather-42 = 날씨 42(임시)
dice-gloss-battle-condition-43 = 전투 조건 43(임시)
dice-gloss-battle-condition-44 = 전투 조건 44(임시)
dice-gloss-battle-condition-45 = 전투 조건 45(임시)
dice-gloss-battle-weather-46 = 날씨 46(임시)
dice-gloss-battle-condition-47 = 전투 조건 47(임시)
dice-gloss-battle-condition-48 = 전투 조건 48(임시)
dice-gloss-battle-condition-49 = 전투 조건 49(임시)
dice-gloss-battle-weather-50 = 날씨 50(임시)
## 배지
# Military Medic Badge
dice-gloss-badge-military-medic = 위생병 배지
dice-gloss-badge-badge-2 = 배지 2(임시)
dice-gloss-badge-badge-3 = 배지 3(임시)
dice-gloss-badge-badge-4 = 배지 4(임시)
dice-gloss-badge-badge-5 = 배지 5(임시)
dice-gloss-badge-badge-6 = 배지 6(임시)
dice-gloss-badge-badge-7 = 배지 7(임시)
dice-gloss-badge-badge-8 = 배지 8(임시)
dice-gloss-badge-badge-9 = 배지 9(임시)
dice-gloss-badge-badge-10 = 배지 10(임시)
## 지도
# Exercise Tiger
dice-gloss-map-exercise-tiger = 타이거 훈련
# Omaha Beach
dice-gloss-map-omaha-beach = 오마하 해변
# Gold Beach
dice-gloss-map-gold-beach = 골드 해변
# Sword Beach
dice-gloss-map-sword-beach = 소드 해변
# Pointe du Hoc
dice-gloss-map-pointe-du-hoc = 오크 곶
# Vierville Draw
dice-gloss-map-vierville-draw = 비에르빌 협곡
## 삼색 보너스
# Fresh Troops
dice-gloss-bonus-fresh-troops = 새 병력
# Reinforcements
dice-gloss-bonus-reinforcements = 증원
# Leadership
dice-gloss-bonus-leadership = 지휘력
# Battle Cry
dice-gloss-bonus-battle-cry = 함성
# Special Find
dice-gloss-bonus-special-find = 특별한 발견
# Ultimate Gift
dice-gloss-bonus-ultimate-gift = 궁극의 선물
## 습격 (Overlord)
# Bridgehead
dice-gloss-raid-a1 = 교두보
# Breakthrough
dice-gloss-raid-a2 = 돌파
# Spearhead
dice-gloss-raid-a3 = 선봉
# Round Up Your Herd
dice-gloss-raid-b1 = 흩어진 부하를 모아라
# And the Blind Shall Lead Them
dice-gloss-raid-b2 = 눈먼 자가 이끌리라
# TARFU: 군대 속어 "완전히 엉망"
dice-gloss-raid-c1 = 모든 게 엉망
# SUSFU: 군대 속어 "늘 그렇듯 엉망"
dice-gloss-raid-c2 = 평소처럼 엉망
# FUBAR: 군대 속어 "손쓸 수 없이 엉망"
dice-gloss-raid-c3 = 손쓸 수 없이 엉망
## Overlord의 전문가와 신참 장교
# Field Surgeon
dice-gloss-specialist-field-surgeon = 야전 군의관
# Demolitions Sergeant
dice-gloss-specialist-demolitions-sergeant = 폭파 담당 부사관
# Chaplain
dice-gloss-specialist-chaplain = 군종 신부
# Forward Observer
dice-gloss-specialist-forward-observer = 전방 관측병
# Novice Officer (U.S.)
dice-gloss-specialist-novice-officer-us = 미국 신참 장교
# Novice Officer (U.K.)
dice-gloss-specialist-novice-officer-uk = 영국 신참 장교
# Novice Officer (France)
dice-gloss-specialist-novice-officer-fr = 프랑스 신참 장교
# Novice Officer (Canada)
dice-gloss-specialist-novice-officer-ca = 캐나다 신참 장교
