### 페가수스 브리지 카드의 한국어 풀이 (issue #48). 카드 이름은 인쇄된 사실이라 게임 안에서는 인쇄된 이름(프랑스어)을
### 그대로 쓰고, 여기에 한국어 뜻을 적어 둡니다. 'Placeholder:'로 시작하는 카드는 인쇄된 카드를 알 수 없어 저희가
### 만든 임시 카드라, 한국어 화면에서는 이 풀이를 이름으로 씁니다. 고칠 곳이 보이면 이 파일만 고치면 됩니다.

# Éclaireur
pb-card-1101 = 척후병
# Sapeurs
pb-card-1102 = 공병
# Placeholder: Glider Infantry Section
pb-card-1103 = 글라이더 보병 분대
# Placeholder: Rifle Section
pb-card-1104 = 소총 분대
# Placeholder: Assault Section
pb-card-1105 = 돌격 분대
# Escouade de parachutistes
pb-card-1106 = 낙하산병 분대
# Éclaireurs parachutistes
pb-card-1107 = 낙하산 척후병
# Fusil-mitrailleur Bren
pb-card-1108 = 브렌 경기관총
# Placeholder: Anti-tank Team
pb-card-1109 = 대전차반
# Mortier
pb-card-1110 = 박격포
# Placeholder: Platoon Commander
pb-card-1111 = 소대장
# Placeholder: Veteran Section
pb-card-1112 = 노련한 분대
# Placeholder: Canadian Rifle Section
pb-card-1113 = 캐나다군 소총 분대
# Placeholder: Battery Assault Party
pb-card-1114 = 포대 돌격조
# Placeholder: Breaching Team
pb-card-1115 = 돌파조
# Placeholder: Royal Engineers Party
pb-card-1116 = 왕립 공병대
# Placeholder: Coup-de-main Platoon
pb-card-1117 = 기습 소대
# Placeholder: Stray Paratroopers
pb-card-1118 = 흩어진 낙하산병
# Placeholder: Supply Container
pb-card-1201 = 보급 컨테이너
# Placeholder: Regroup
pb-card-1202 = 재집결
# Placeholder: Stretcher Bearers
pb-card-1203 = 들것 운반병
# Placeholder: Night Reconnaissance
pb-card-1204 = 야간 정찰
# Placeholder: Cut Telephone Lines
pb-card-1205 = 전화선 절단
# Placeholder: Rendezvous Signal
pb-card-1206 = 집결 신호
# Placeholder: Gliders on Target
pb-card-1207 = 목표 지점의 글라이더
# Attaque éclair
pb-card-1301 = 기습 공격
# Grenade fumigène
pb-card-1302 = 연막 수류탄
# Sabotage
pb-card-1303 = 사보타주
# Tireur embusqué
pb-card-1304 = 매복 저격수
# Placeholder: Gammon Bomb
pb-card-1305 = 개먼 폭탄
# Placeholder: Covering Fire
pb-card-1306 = 엄호 사격
# Placeholder: Close Quarters
pb-card-1307 = 근접전
# Placeholder: Silent Approach
pb-card-1308 = 은밀한 접근
# Placeholder: Demolition Charge
pb-card-1309 = 폭파 장약
# Placeholder: Bangalore Torpedo
pb-card-1310 = 뱅갈로 토피도
# Placeholder: Fire and Movement
pb-card-1311 = 사격과 기동
# Placeholder: Surprise Attack
pb-card-1312 = 기습
# Placeholder: Bridge Rush
pb-card-1313 = 다리 돌격
# Placeholder: 9th Battalion Rifle Section
pb-card-1119 = 제9대대 소총 분대
# Placeholder: Canadian Rifle Platoon
pb-card-1120 = 캐나다군 소총 소대
# Placeholder: Coup-de-main Sappers
pb-card-1121 = 기습 공병대
# Placeholder: Weapons Container
pb-card-1208 = 무기 컨테이너
# Placeholder: Canadian Supply Drop
pb-card-1209 = 캐나다군 보급 투하
# Placeholder: Rally Point
pb-card-1210 = 집결지
# Placeholder: Assault Grenades
pb-card-1314 = 돌격 수류탄
# Placeholder: Canadian Covering Fire
pb-card-1315 = 캐나다군 엄호 사격
# Placeholder: Bren Group Fire
pb-card-1316 = 브렌 분대 사격
# Placeholder: Hand-to-hand
pb-card-1317 = 백병전
# Major John Howard
pb-card-1401 = 존 하워드 소령
# Sgt Charles Thornton
pb-card-1402 = 찰스 손턴 하사
# Sacrifice
pb-card-1403 = 희생
# Placeholder: Glider Pilots
pb-card-1404 = 글라이더 조종사
# LCL Terence Otway
pb-card-1405 = 테렌스 오트웨이 중령
# Lance-flammes
pb-card-1406 = 화염방사기
# Interception des renforts
pb-card-1407 = 증원군 차단
# Mitrailleuse Vickers en soutien
pb-card-1408 = 비커스 기관총 지원
# La traversée de Troarn par le Major Roseveare
pb-card-1409 = 로즈비어 소령의 트로아른 돌파
# Parachutistes Canadiens
pb-card-1410 = 캐나다 낙하산병
# Placeholder: Demolition of the Bridge
pb-card-1411 = 다리 폭파
# Placeholder: Night March
pb-card-1412 = 야간 행군
# Sentinelle
pb-card-1501 = 보초
# Patrouille
pb-card-1502 = 순찰대
# Auto-mitrailleuse
pb-card-1503 = 장갑차
# Mitrailleuse MG-42
pb-card-1504 = MG-42 기관총
# Placeholder: Grenadier Section
pb-card-1505 = 척탄병 분대
# Peloton de défense
pb-card-1506 = 방어 소대
# Placeholder: Ost Company Section
pb-card-1507 = 동방 부대 분대
# Escouade de commandement
pb-card-1508 = 지휘 분대
# Placeholder: Machine-gun Nest
pb-card-1509 = 기관총 진지
# Placeholder: Bridge Guard
pb-card-1510 = 다리 경비병
# Panzergrenadiers
pb-card-1511 = 기갑척탄병
# Panzer IV
pb-card-1512 = 4호 전차
# DCA Flakvierling 38
pb-card-1513 = 4연장 대공포 38
# Placeholder: Gun Crew
pb-card-1514 = 포병
# Placeholder: Casemate Garrison
pb-card-1515 = 포대 수비대
# Placeholder: Garrison Section
pb-card-1516 = 수비 분대
# Placeholder: Bicycle Patrol
pb-card-1517 = 자전거 순찰대
# Placeholder: Alarm
pb-card-1601 = 경보
# Placeholder: Ammunition Resupply
pb-card-1602 = 탄약 보급
# Placeholder: Reinforcements
pb-card-1603 = 증원군
# Placeholder: Confusion in the Night
pb-card-1604 = 밤의 혼란
# Placeholder: Sniper Alert
pb-card-1605 = 저격수 경계
# Placeholder: Battery Alert
pb-card-1606 = 포대 경보
# Placeholder: Roadblock
pb-card-1607 = 도로 차단
# Sie Kommen!
pb-card-1608 = 온다!
# Trousse de soins
pb-card-1609 = 구급 상자
# Défense coordonnée
pb-card-1701 = 협동 방어
# Grenade
pb-card-1702 = 수류탄
# Tranchée
pb-card-1703 = 참호
# Échec
pb-card-1704 = 실패
# Placeholder: Flare
pb-card-1705 = 조명탄
# Piège
pb-card-1706 = 함정
# Résistance acharnée
pb-card-1707 = 결사 항전
# Placeholder: Stick Grenades
pb-card-1708 = 막대 수류탄
# Placeholder: Minefield Fire
pb-card-1709 = 지뢰밭 사격
# Placeholder: Flooded Ditch
pb-card-1710 = 물에 잠긴 도랑
# Placeholder: Counter-intelligence
pb-card-1711 = 방첩
# Placeholder: Bridge Sentries
pb-card-1518 = 다리 보초
# Placeholder: Battery Infantry
pb-card-1519 = 포대 보병
# Placeholder: Dives Valley Picket
pb-card-1520 = 디브 계곡 초소
# Placeholder: Bridge Defences
pb-card-1712 = 다리 방어 시설
# Placeholder: Concrete Cover
pb-card-1713 = 콘크리트 엄폐
# Placeholder: Night Ambush
pb-card-1714 = 야간 매복
# Placeholder: Bridge Commander
pb-card-1801 = 다리 지휘관
# Placeholder: Armoured Counter-attack
pb-card-1802 = 기갑 반격
# Placeholder: Last Stand
pb-card-1803 = 최후의 저항
# Placeholder: Fortified Position
pb-card-1804 = 요새 진지
# Oberleutnant Steiner
pb-card-1805 = 슈타이너 중위
# Placeholder: Battery Gun Crew
pb-card-1806 = 포대 포병
# Placeholder: Concrete Casemate
pb-card-1807 = 콘크리트 포대
# Placeholder: Alerted Garrison
pb-card-1808 = 경계 태세의 수비대
# Placeholder: Château Garrison
pb-card-1809 = 성채 수비대
# Placeholder: Bridge Demolition Guard
pb-card-1810 = 다리 폭파 경비대
# Placeholder: Reserve Company
pb-card-1811 = 예비 중대
# Placeholder: Counter-attack
pb-card-1812 = 반격
# Road
pb-card-1001 = 도로
# Abandoned Containers
pb-card-1002 = 버려진 컨테이너
# Placeholder: Hedgerows
pb-card-1003 = 산울타리
# Réseau de tranchées
pb-card-1004 = 참호망
# Placeholder: Farm Track
pb-card-1005 = 농로
# Village
pb-card-1006 = 마을
# Champs
pb-card-1007 = 들판
# Le bois de Bavent
pb-card-1008 = 바방 숲
# Placeholder: Anti-glider Poles
pb-card-1009 = 글라이더 방해 말뚝
# Le Café Gondrée
pb-card-1010 = 곤드레 카페
# Tobrouk anti-char
pb-card-1011 = 대전차 토치카
# Placeholder: Orchard
pb-card-1012 = 과수원
# Placeholder: Trench Line
pb-card-1013 = 참호선
# Le pont de Bénouville
pb-card-1014A = 베누빌 다리
# Pegasus Bridge
pb-card-1014B = 페가수스 브리지
# Le pont de Ranville
pb-card-1015A = 랑빌 다리
# Horsa Bridge
pb-card-1015B = 호르사 브리지
# Casemate no. 1
pb-card-1016 = 1번 포곽
# Champs inondés
pb-card-1017 = 물에 잠긴 들판
# Champ de Mines
pb-card-1018 = 지뢰밭
# Réseau de Barbelés
pb-card-1019 = 철조망
# Entrée de la batterie de Merville
pb-card-1020 = 메르빌 포대 입구
# Le posé d'assaut des Horsas
pb-card-1021 = 호르사 글라이더 강습 착륙
# Casemates no. 2 et no. 3
pb-card-1022 = 2번·3번 포곽
# Casemate no. 4
pb-card-1023 = 4번 포곽
# Bunker de commandement
pb-card-1024 = 지휘 벙커
# Garnison
pb-card-1025 = 수비대
# Marécages
pb-card-1026 = 습지
# Le château de Varaville
pb-card-1027 = 바라빌 성
# Le pont de Robehomme
pb-card-1028 = 로베옴 다리
# Le village de Troarn
pb-card-1029 = 트로아른 마을
# Le pont de Bures sur Dives
pb-card-1030 = 뷔르쉬르디브 다리
# Le pont de Troarn
pb-card-1031 = 트로아른 다리
# Le pont de Varaville
pb-card-1032 = 바라빌 다리
