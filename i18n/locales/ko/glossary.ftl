### 용어집 — the Korean words for game terms, in one place (issue #28).
### Korean players: correct a word here and it changes everywhere the bot says it.
### Terms follow the Korean card commentary (aa-dday-card-commentary-ko.txt) where it names them; where the
### commentary uses two words, the more frequent one is taken and the other is noted beside it.
### Place names are French proper names in Hangul, spelled as the commentary spells them where it names them.

## Sides and nations
-axis = 주축군
-allies = 연합군
-germany = 독일
-uk = 영국
-us = 미국

## Cards (the commentary's 운수 카드; the Korean edition's manual also says 행운 카드)
-order-card = 명령 카드
-fortune-card = 운수 카드
-tactics-card = 전술 카드

## Units (the commentary says 대포 for artillery and 탱크 for tanks; 포병 and 전차 are common alternatives)
-infantry = 보병
-artillery = 대포
-tank = 탱크
-fighter = 전투기
-bomber = 폭격기
-blockhouse = 요새
-paratrooper = 공수부대
-land-unit = 지상유닛

## Board
-zone = 구역
-beachhead = 교두보
-airfield = 비행장
-reinforcement = 증원부대
-victory-city = 승리 도시
-turn = 턴
-die = 주사위
-hit = 명중

## Platform
-game = 게임
-seat = 자리
-player = 플레이어
-computer = 컴퓨터
-spectator = 관전자
