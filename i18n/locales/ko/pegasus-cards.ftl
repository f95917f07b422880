### 페가수스 브리지 카드의 효과 (issue #48). 카드 번호마다 한 줄, 저희 말로 옮긴 한국어입니다(인쇄된 카드의 문구가
### 아니라 카드 데이터의 효과를 설명한 것). 문장 안의 카드 이름(Tranchée 등)은 인쇄된 그대로 둡니다. 서버가 카드 데이터를
### 바꿔 효과 문구가 달라진 카드는 여기 문장 대신 그 문구를 그대로 보여 줍니다.

# Éclaireur
pb-text-1101 = 척후병. 전투 행동으로 대신 낼 수도 있습니다: +1.
# Sapeurs
pb-text-1102 = 공병.
# Placeholder: Glider Infantry Section
pb-text-1103 = 글라이더를 타고 내린 보병.
# Placeholder: Rifle Section
pb-text-1104 = 가볍게 무장한 소총 분대.
# Placeholder: Assault Section
pb-text-1105 = 화력이 강한 돌격 분대.
# Escouade de parachutistes
pb-text-1106 = 이번 게임에서 앞서 싸운 낙하산병 부대 하나마다 +1(최대 +3).
# Éclaireurs parachutistes
pb-text-1107 = 이번 게임에서 앞서 싸운 낙하산병 부대 하나마다 +1(최대 +2).
# Fusil-mitrailleur Bren
pb-text-1108 = 이 지형에서 이 부대보다 먼저 싸운 영국군 부대 하나마다 +1.
# Placeholder: Anti-tank Team
pb-text-1109 = 인쇄된 전투력이 4 이상인 독일군 부대를 상대로 +2.
# Mortier
pb-text-1110 = 박격포. 낼 때 노란 +3 토큰을 하나 가져옵니다(남아 있다면).
# Placeholder: Platoon Commander
pb-text-1111 = 맨 앞에서 병사들을 이끄는 장교.
# Placeholder: Veteran Section
pb-text-1112 = 산전수전 다 겪은 고참병들.
# Placeholder: Canadian Rifle Section
pb-text-1113 = 캐나다군 낙하산병.
# Placeholder: Battery Assault Party
pb-text-1114 = 포대로 돌진한 돌격조 가운데 하나.
# Placeholder: Breaching Team
pb-text-1115 = 철조망 사이로 길을 엽니다.
# Placeholder: Royal Engineers Party
pb-text-1116 = 폭약을 짊어진 공병들.
# Placeholder: Coup-de-main Platoon
pb-text-1117 = 기습 작전에 나선 글라이더 소대.
# Placeholder: Stray Paratroopers
pb-text-1118 = 강하 지점에서 멀리 떨어져 내린 병사들.
# Placeholder: Supply Container
pb-text-1201 = 예비에서 토큰 2개를 가져옵니다.
# Placeholder: Regroup
pb-text-1202 = 카드 2장을 뽑습니다.
# Placeholder: Stretcher Bearers
pb-text-1203 = 내 버림 더미에 가장 최근에 들어간 부대를 손패로 되찾습니다.
# Placeholder: Night Reconnaissance
pb-text-1204 = 카드 1장을 뽑고 토큰 1개를 가져옵니다.
# Placeholder: Cut Telephone Lines
pb-text-1205 = 독일군은 손패에서 무작위로 카드 1장을 버립니다.
# Placeholder: Rendezvous Signal
pb-text-1206 = 카드 1장을 뽑습니다.
# Placeholder: Gliders on Target
pb-text-1207 = 카드 1장을 뽑고 토큰 1개를 가져옵니다.
# Attaque éclair
pb-text-1301 = 둘 중 하나를 고릅니다: 이번 전투에서 +2, 또는 이번 전투가 끝날 때까지 독일군은 토큰을 던질 수 없음.
# Grenade fumigène
pb-text-1302 = 연막. 이 지형에 놓일 수 있는 독일군 부대 수가 1 줄어듭니다. 독일군 부대가 격파되었을 때나 Tranchée에 맞서 낼 수도 있습니다.
# Sabotage
pb-text-1303 = 취소 카드: 독일군이 사건을 낸 직후에 내면, 그 사건은 효과 없이 버려집니다.
# Tireur embusqué
pb-text-1304 = 저격수. 취소 카드: 독일군이 전투 행동을 낸 직후에 내면, 그 카드는 효과 없이 버려집니다.
# Placeholder: Gammon Bomb
pb-text-1305 = 이번 전투에서 +2.
# Placeholder: Covering Fire
pb-text-1306 = 이번 전투에서 +1.
# Placeholder: Close Quarters
pb-text-1307 = 이번 전투에서 +1. 상대가 인쇄된 전투력 4 이상인 독일군 부대라면 대신 +3.
# Placeholder: Silent Approach
pb-text-1308 = 이번 전투가 끝날 때까지 독일군은 토큰을 던질 수 없습니다.
# Placeholder: Demolition Charge
pb-text-1309 = 이번 전투에서 +2.
# Placeholder: Bangalore Torpedo
pb-text-1310 = 이번 전투에서 +2.
# Placeholder: Fire and Movement
pb-text-1311 = 이번 전투에서 +1. 이 지형에서 먼저 싸운 영국군 부대 하나마다 +1을 더합니다(더하는 값은 최대 +2).
# Placeholder: Surprise Attack
pb-text-1312 = 이번 전투에서 +2.
# Placeholder: Bridge Rush
pb-text-1313 = 이번 전투에서 +1, 그리고 카드 1장을 뽑습니다.
# Placeholder: 9th Battalion Rifle Section
pb-text-1119 = 제9대대의 소총 분대.
# Placeholder: Canadian Rifle Platoon
pb-text-1120 = 캐나다 제1대대의 소대.
# Placeholder: Coup-de-main Sappers
pb-text-1121 = 다리에 폭약이 설치됐는지 살피는 공병.
# Placeholder: Weapons Container
pb-text-1208 = 예비에서 토큰 2개를 가져옵니다.
# Placeholder: Canadian Supply Drop
pb-text-1209 = 예비에서 토큰 2개를 가져옵니다.
# Placeholder: Rally Point
pb-text-1210 = 카드 2장을 뽑습니다.
# Placeholder: Assault Grenades
pb-text-1314 = 이번 전투에서 +2.
# Placeholder: Canadian Covering Fire
pb-text-1315 = 이번 전투에서 +1.
# Placeholder: Bren Group Fire
pb-text-1316 = 이번 전투에서 +1.
# Placeholder: Hand-to-hand
pb-text-1317 = 이번 전투에서 +2.
# Major John Howard
pb-text-1401 = 영웅. 기습 작전의 지휘관.
# Sgt Charles Thornton
pb-text-1402 = 영웅. 초록 손턴 토큰 4개를 가져옵니다(양면 모두 +1, Auto-mitrailleuse에게도 쓸 수 있음).
# Sacrifice
pb-text-1403 = 영웅. 손패에서 부대를 2장까지 버리고, 버린 부대 한 장마다 이번 전투에서 +2.
# Placeholder: Glider Pilots
pb-text-1404 = 영웅. 이번 전투에서 +3.
# LCL Terence Otway
pb-text-1405 = 영웅. 제9낙하산대대의 지휘관.
# Lance-flammes
pb-text-1406 = 영웅 화염방사기. 이번 전투에서 +1, 그리고 노란 +3 토큰을 2개까지 가져옵니다(Auto-mitrailleuse에게도 쓸 수 있음).
# Interception des renforts
pb-text-1407 = 영웅. 이번 전투에서 +1, 그리고 이 지형에 놓일 수 있는 독일군 부대가 하나 줄어듭니다.
# Mitrailleuse Vickers en soutien
pb-text-1408 = 영웅. 이번 전투에서 +3.
# La traversée de Troarn par le Major Roseveare
pb-text-1409 = 영웅. 노란 +3 토큰 3개를 가져옵니다(Auto-mitrailleuse에게도 쓸 수 있음).
# Parachutistes Canadiens
pb-text-1410 = 영웅. 이번 게임에서 앞서 싸운 낙하산병 부대 하나마다 +1(최대 +2).
# Placeholder: Demolition of the Bridge
pb-text-1411 = 영웅. 이번 전투에서 +3.
# Placeholder: Night March
pb-text-1412 = 영웅. 이번 전투에서 +1, 그리고 이 지형에 놓일 수 있는 독일군 부대가 하나 줄어듭니다.
# Sentinelle
pb-text-1501 = 보초. 전투 행동으로 대신 낼 수도 있습니다: +1.
# Patrouille
pb-text-1502 = 이 지형에서 이 부대보다 먼저 싸운 독일군 부대 하나마다 +1.
# Auto-mitrailleuse
pb-text-1503 = 장갑차. 영국군은 이 부대를 상대로 일반 토큰을 쓸 수 없습니다(영웅 카드로 얻은 특수 토큰은 쓸 수 있음).
# Mitrailleuse MG-42
pb-text-1504 = 이 지형에서 이 부대보다 먼저 싸운 독일군 부대 하나마다 +1(최대 +2).
# Placeholder: Grenadier Section
pb-text-1505 = 고정 사단의 보병.
# Peloton de défense
pb-text-1506 = 영국군은 이 부대를 상대로 전투 행동을 낼 수 없습니다(영웅 카드는 예외).
# Placeholder: Ost Company Section
pb-text-1507 = 마지못해 끌려온 징집병 분대.
# Escouade de commandement
pb-text-1508 = 이 지형에서 이 부대보다 먼저 싸운 독일군 부대 하나마다 +1.
# Placeholder: Machine-gun Nest
pb-text-1509 = 땅을 파고 자리 잡은 기관총.
# Placeholder: Bridge Guard
pb-text-1510 = 다리를 지키는 보초들.
# Panzergrenadiers
pb-text-1511 = 이 지형에서 이 부대보다 먼저 싸운 독일군 부대 하나마다 +1(최대 +2).
# Panzer IV
pb-text-1512 = 이 지형에서 이 부대보다 먼저 싸운 독일군 부대 하나마다 +1(최대 +2).
# DCA Flakvierling 38
pb-text-1513 = 이 지형에서 이 부대보다 먼저 싸운 독일군 부대 하나마다 +1(최대 +2).
# Placeholder: Gun Crew
pb-text-1514 = 포곽을 지키는 포병들.
# Placeholder: Casemate Garrison
pb-text-1515 = 콘크리트 뒤에 버티고 선 병력.
# Placeholder: Garrison Section
pb-text-1516 = 마을 수비대.
# Placeholder: Bicycle Patrol
pb-text-1517 = 자전거를 탄 순찰대.
# Placeholder: Alarm
pb-text-1601 = 카드 2장을 뽑습니다.
# Placeholder: Ammunition Resupply
pb-text-1602 = 예비에서 토큰 2개를 가져옵니다.
# Placeholder: Reinforcements
pb-text-1603 = 내 버림 더미에 가장 최근에 들어간 부대를 손패로 되찾습니다.
# Placeholder: Confusion in the Night
pb-text-1604 = 영국군은 손패에서 무작위로 카드 1장을 버립니다.
# Placeholder: Sniper Alert
pb-text-1605 = 카드 1장을 뽑습니다.
# Placeholder: Battery Alert
pb-text-1606 = 카드 1장을 뽑고 토큰 1개를 가져옵니다.
# Placeholder: Roadblock
pb-text-1607 = 카드 1장을 뽑습니다.
# Sie Kommen!
pb-text-1608 = “놈들이 온다!” 둘 중 하나를 고릅니다: 카드 2장 뽑기, 또는 토큰 2개 가져오기.
# Trousse de soins
pb-text-1609 = 구급 상자. 둘 중 하나를 고릅니다: 버림 더미에 가장 최근에 들어간 부대 되찾기, 또는 카드 1장 뽑기.
# Défense coordonnée
pb-text-1701 = 둘 중 하나를 고릅니다: 이번 전투에서 +1에 더해 이 지형에서 먼저 싸운 독일군 부대 하나마다 +1, 또는 카드 2장 뽑기.
# Grenade
pb-text-1702 = 내 부대가 지금 맞선 영국군 부대와 싸우는 동안 그 전투력 +2.
# Tranchée
pb-text-1703 = 참호. 이 지형에 독일군 부대를 하나 더 놓을 수 있습니다. 독일군 부대가 격파되었을 때나 Grenade fumigène에 맞서 낼 수도 있습니다.
# Échec
pb-text-1704 = 실패. 취소 카드: 영국군이 전투 행동을 낸 직후에 내면, 그 카드는 효과 없이 버려집니다.
# Placeholder: Flare
pb-text-1705 = 이번 전투에서 +1.
# Piège
pb-text-1706 = 함정. 취소 카드: 영국군이 부대를 낸 직후에 내면, 그 부대는 효과 없이 버려집니다.
# Résistance acharnée
pb-text-1707 = 이번 전투에서 +1. 이 지형에서 먼저 싸운 독일군 부대 하나마다 +1을 더합니다.
# Placeholder: Stick Grenades
pb-text-1708 = 이번 전투에서 +2.
# Placeholder: Minefield Fire
pb-text-1709 = 이번 전투에서 +1.
# Placeholder: Flooded Ditch
pb-text-1710 = 이번 전투에서 +1.
# Placeholder: Counter-intelligence
pb-text-1711 = 취소 카드: 영국군이 사건을 낸 직후에 내면, 그 사건은 효과 없이 버려집니다.
# Placeholder: Bridge Sentries
pb-text-1518 = 다리로 가는 길목을 지키는 보초.
# Placeholder: Battery Infantry
pb-text-1519 = 포대 외곽을 지키는 보병.
# Placeholder: Dives Valley Picket
pb-text-1520 = 건널목을 지키는 초병.
# Placeholder: Bridge Defences
pb-text-1712 = 이번 전투에서 +1.
# Placeholder: Concrete Cover
pb-text-1713 = 이번 전투에서 +2.
# Placeholder: Night Ambush
pb-text-1714 = 이번 전투에서 +2.
# Placeholder: Bridge Commander
pb-text-1801 = 영웅. 다리를 맡은 지휘관.
# Placeholder: Armoured Counter-attack
pb-text-1802 = 영웅. 영국군은 이 부대를 상대로 일반 토큰을 쓸 수 없습니다.
# Placeholder: Last Stand
pb-text-1803 = 영웅. 이번 전투에서 +3.
# Placeholder: Fortified Position
pb-text-1804 = 영웅. 이번 전투에서 +1, 그리고 이 지형에 독일군 부대를 하나 더 놓을 수 있습니다.
# Oberleutnant Steiner
pb-text-1805 = 영웅. 전투 행동으로 대신 낼 수도 있습니다: +2.
# Placeholder: Battery Gun Crew
pb-text-1806 = 영웅. 이 지형에서 이 부대보다 먼저 싸운 독일군 부대 하나마다 +1(최대 +2).
# Placeholder: Concrete Casemate
pb-text-1807 = 영웅. 이번 전투에서 +3.
# Placeholder: Alerted Garrison
pb-text-1808 = 영웅. 토큰 3개를 가져오고 카드 1장을 뽑습니다.
# Placeholder: Château Garrison
pb-text-1809 = 영웅. 성을 지키는 병사들.
# Placeholder: Bridge Demolition Guard
pb-text-1810 = 영웅. 이번 전투에서 +3.
# Placeholder: Reserve Company
pb-text-1811 = 영웅. 카드 3장을 뽑습니다.
# Placeholder: Counter-attack
pb-text-1812 = 영웅. 이번 전투에서 +1, 그리고 이 지형에 독일군 부대를 하나 더 놓을 수 있습니다.
# Road
pb-text-1001 = 길게 뻗은 도로: 넓은 지형입니다.
# Abandoned Containers
pb-text-1002 = 들판에 보급 컨테이너가 흩어져 있습니다: 영국군은 이곳에 도착하면 토큰 1개를 가져옵니다. 넓은 지형입니다.
# Placeholder: Hedgerows
pb-text-1003 = 독일군 부대는 +1.
# Réseau de tranchées
pb-text-1004 = 참호망: 모든 부대의 인쇄된 전투력을 5로 칩니다(보너스와 토큰은 그대로 더함).
# Placeholder: Farm Track
pb-text-1005 = 효과 없음.
# Village
pb-text-1006 = 각 플레이어는 자기 단계에 한 번, 가진 토큰을 원하는 만큼 내고 그 수만큼 카드를 뽑을 수 있습니다.
# Champs
pb-text-1007 = 들판: 양쪽 모두 어느 부대든 +1을 주는 전투 행동으로 낼 수 있습니다.
# Le bois de Bavent
pb-text-1008 = 효과 없음.
# Placeholder: Anti-glider Poles
pb-text-1009 = 독일군 부대는 +1.
# Le Café Gondrée
pb-text-1010 = 독일군 부대는 +1.
# Tobrouk anti-char
pb-text-1011 = 독일군 부대는 +1.
# Placeholder: Orchard
pb-text-1012 = 효과 없음.
# Placeholder: Trench Line
pb-text-1013 = 독일군 부대는 +1.
# Le pont de Bénouville
pb-text-1014A = 운하를 건너는 다리. 영국군은 이 다리를 점령해야 합니다.
# Pegasus Bridge
pb-text-1014B = 점령한 다리. 독일군의 반격을 여기서 막아 냅니다.
# Le pont de Ranville
pb-text-1015A = 강 위의 다리(시나리오 1B). 이 면이 보이는 동안 Pegasus Bridge에 놓일 수 있는 독일군 부대 수가 1 늘어납니다.
# Horsa Bridge
pb-text-1015B = 1015A의 뒷면으로, 영국군이 그 다리를 점령하면 보입니다: Pegasus Bridge에 놓일 수 있는 독일군 부대 수가 1 줄어듭니다.
# Casemate no. 1
pb-text-1016 = 포대의 포 1문.
# Champs inondés
pb-text-1017 = 물에 잠긴 들판: 영국군 부대는 -1.
# Champ de Mines
pb-text-1018 = 지뢰밭: 영국군 부대는 -1.
# Réseau de Barbelés
pb-text-1019 = 철조망: 영국군은 이곳에서 토큰을 던질 수 없습니다.
# Entrée de la batterie de Merville
pb-text-1020 = 영국군이 이곳에서 이기면 다음 목표 지형을 직접 고릅니다.
# Le posé d'assaut des Horsas
pb-text-1021 = 강습 없음. 영국군 단계에 운명 토큰을 던져, 성공하면 영국군이 Lance-flammes 카드를 가져갑니다.
# Casemates no. 2 et no. 3
pb-text-1022 = 포대의 포 2문.
# Casemate no. 4
pb-text-1023 = 포대의 포 1문.
# Bunker de commandement
pb-text-1024 = 포대의 지휘 벙커.
# Garnison
pb-text-1025 = 효과 없음.
# Marécages
pb-text-1026 = 습지: 이곳에서는 누구도 토큰을 던질 수 없습니다.
# Le château de Varaville
pb-text-1027 = 독일군 부대는 +1.
# Le pont de Robehomme
pb-text-1028 = 모든 부대의 인쇄된 전투력을 5로 칩니다(보너스와 토큰은 그대로 더함). 목표 다리입니다.
# Le village de Troarn
pb-text-1029 = 턴 토큰이 보여 주는 면의 진영이 +1.
# Le pont de Bures sur Dives
pb-text-1030 = 목표 다리입니다.
# Le pont de Troarn
pb-text-1031 = 목표 다리입니다.
# Le pont de Varaville
pb-text-1032 = 목표 다리입니다.
