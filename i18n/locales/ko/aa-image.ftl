### A&A D-Day 보드 이미지와 대체 텍스트 (renderer/aa_dday), issue #28.
### 지명은 한글 음차(해설서 표기: 세르부르, 생로, 캉, 렌, 루앙, 오마하, 유타, 골드, 주노, 스워드).
### 말판의 유닛 글자(I A T B F Bm)와 국가 표시(DE US UK)는 명령어 표기와 같아 영어로 둡니다.

## 머리글
aa-img-title = 액시스 앤 얼라이즈: D-Day  ·  { $turn }/{ $max } { -turn }  ·  { $card }
aa-img-card-line = { -order-card } { $card }: { $name }
aa-img-no-card = 아직 { -order-card } 없음
aa-img-status = 단계: { $phase }  ·  기다리는 쪽: { $waiting }  ·  { $cities }
aa-img-nobody = 없음
aa-img-cities = { -allies }{ JOSA(-allies, "이") } 가진 { -victory-city }: { $held }/3
aa-img-cities-close = { $cities } — { -allies } 승리 임박!
aa-img-game-over-banner = 게임 종료 — { $outcome }

## 진영과 국가
aa-img-seat-axis = { -axis }
aa-img-seat-allies = { -allies }
aa-img-seat-de = { -germany }
aa-img-seat-us = { -us }
aa-img-seat-uk = { -uk }

## 유닛
aa-img-unit-inf = { -infantry }
aa-img-unit-art = { -artillery }
aa-img-unit-tank = { -tank }
aa-img-unit-bh = { -blockhouse }
aa-img-unit-fighter = { -fighter }
aa-img-unit-bomber = { -bomber }
aa-img-tag-lost = -{ $n } { $unit }
aa-img-tag-placed = +{ $n } { $unit }
aa-img-airborne = 공수 { $units }

## 범례
aa-img-legend-axis = { -axis }
aa-img-legend-allies = { -allies }
aa-img-legend-contested = 교전 중
aa-img-legend-empty = 빈 구역
aa-img-legend-letters = I { -infantry } · A { -artillery } · T { -tank } · B { -blockhouse } · F { -fighter } · Bm { -bomber }
aa-img-legend-marks = 손실 / 배치
aa-img-legend-move = 이동
aa-img-legend-combat = 전투
aa-img-legend-card = (표시: { -order-card } { $card }{ JOSA($card, "이") } 바꾼 곳)
aa-img-reconstructed-note = 보드 재구성: 구역의 모양, 이름, 위치는 재구성한 자료로 직접 그린 것이며 인쇄된 보드가 아닙니다.

## 패널
aa-img-airfield = { -airfield }
aa-img-destroyed = 파괴됨
aa-img-empty = 비어 있음
aa-img-none-yet = 아직 없음
aa-img-none = 없음
aa-img-charts-title = 증원 차트: 남은 수/전체 · 지금 배치 가능 · 다음 유닛
aa-img-chart-count = { $waiting }/{ $total }
aa-img-chart-ready = { $n }개 가능
aa-img-chart-next = 다음: { $units }
aa-img-chart-empty = 차트 비었음
aa-img-removed = 제외된 { -order-card }: { $cards }
aa-img-fortune-in-force = 적용 중: { $fortune }
aa-img-tactics-used = 사용한 { -tactics-card }: { $cards }
aa-img-proposed = 제안: { $proposal }
aa-img-turn = { -turn }

## 확대 띠
aa-img-closeup-card = { -order-card } { $card }
aa-img-closeup-last = 마지막 카드
aa-img-closeup-title = ×{ $scale } 확대: { $what }{ JOSA($what, "이") } 바꾼 곳 — { $names }
aa-img-closeup-tag = 아래에 ×{ $scale }

## 단계, 카드, 결과
aa-img-phase-over = { $turn }{ -turn } · 게임 종료
aa-img-phase-victory = { $turn }{ -turn } · 승리 확인
aa-img-phase-fortune = { $turn }{ -turn } · { -fortune-card } { $card } { $name }
aa-img-phase-tactics = { $turn }{ -turn } · { -tactics-card } { $card } { $name }
aa-img-phase-order = { $turn }{ -turn } · { -order-card } { $card } { $name }
aa-img-card-game-over = 게임 종료
aa-img-card-victory-check = 승리 확인
aa-img-fortune = 운수 { $card }: { $result }
aa-img-proposal = { $seat }{ JOSA($seat, "이") } '{ $decision }'{ JOSA($decision, "을") } 제안 ({ $state })
aa-img-proposal-waiting = 확인 대기 중
aa-img-proposal-refused = 거절됨, { -axis }{ JOSA(-axis, "이") } 결정
aa-img-outcome-allies-quick = { -allies }{ JOSA(-allies, "이") } { $turn }{ -turn } 끝에 세르부르, 생로, 캉을 차지했습니다 (선택 승리 규칙).
aa-img-outcome-allies-full = { -allies }{ JOSA(-allies, "이") } 세르부르, 생로, 캉을 한 턴 내내 지켰습니다 ({ $from }{ -turn } 끝부터 { $turn }{ -turn } 끝까지).
aa-img-outcome-axis-quick = { -allies }{ JOSA(-allies, "이") } { $turn }{ -turn }까지 어느 턴 끝에도 세르부르, 생로, 캉을 모두 차지하지 못했습니다.
aa-img-outcome-axis-full = { -allies }{ JOSA(-allies, "이") } { $turn }{ -turn }이 끝날 때까지 세르부르, 생로, 캉을 한 턴 내내 지키지 못했습니다.

## 대체 텍스트
aa-img-alt-head = 액시스 앤 얼라이즈: D-Day, { $turn }/{ $max } { -turn }
aa-img-alt-head-card = { $head }, { -order-card } { $card } ({ $name })
aa-img-alt-head-name = { $head }, { $name }
aa-img-alt-phase = { $head }. 단계: { $phase }.
aa-img-alt-over = 게임 종료: { $outcome }
aa-img-alt-control-unknown = 알 수 없음
aa-img-alt-control-contested = 교전 중
aa-img-alt-control-axis = { -axis }
aa-img-alt-control-allies = { -allies }
aa-img-alt-control-empty = 비어 있음
aa-img-alt-city = { $name }: { $control }
aa-img-alt-cities = { -victory-city }: { $cities } ({ -allies } { $held }/3 보유).
aa-img-alt-cities-close = { -victory-city }: { $cities } ({ -allies } { $held }/3 보유, 승리 임박).
aa-img-alt-ashore = 육지: { -axis } { $axis }개, { -allies } { $allies }개 ({ -us } { $us }, { -uk } { $uk }). 바다의 { -beachhead } 칸: { -allies } { $sea }개 ({ -us } { $sea_us }, { -uk } { $sea_uk }).
aa-img-alt-waiting = 기다리는 쪽: { $seats }.
aa-img-alt-no-decision = 기다리는 결정이 없습니다.
aa-img-alt-zones = 구역: { -axis } { $axis }, { -allies } { $allies }, 교전 중 { $contested }.
aa-img-alt-zone = { $id } { $name }
aa-img-alt-combat = 전투 구역: { $zones }.
aa-img-alt-casualties = 표시된 손실: { $n }개.
aa-img-alt-closeup = 보드 아래에 마지막 카드가 바꾼 곳을 세 배로 확대해 다시 보여 줍니다.
aa-img-alt-air-nation = { $nation } { -fighter } { $fighters }대, { -bomber } { $bombers }대
aa-img-alt-airfield = { -airfield }: { $list }.
aa-img-alt-reconstructed = 보드는 재구성한 것입니다.

## 이름: 구역, 칸, 차트, 증원 표시, 바다
aa-img-zone-1 = 라아그
aa-img-zone-2 = 세르부르
aa-img-zone-3 = 생피에르 에글리즈
aa-img-zone-4 = 바르플뢰르
aa-img-zone-5 = 레피외
aa-img-zone-6 = 발로뉴
aa-img-zone-7 = 몽트부르
aa-img-zone-8 = 바르느빌
aa-img-zone-9 = 브리크벡
aa-img-zone-10 = 생소뵈르
aa-img-zone-11 = 생트메르 에글리즈
aa-img-zone-12 = 라에 뒤퓌
aa-img-zone-13 = 카랑탕
aa-img-zone-14 = 이지니
aa-img-zone-15 = 바이외
aa-img-zone-16 = 쿠르쇨
aa-img-zone-17 = 위스트레암
aa-img-zone-18 = 카부르
aa-img-zone-19 = 레세
aa-img-zone-20 = 페리에
aa-img-zone-21 = 생장 드 다이
aa-img-zone-22 = 발루아
aa-img-zone-23 = 크뢰이
aa-img-zone-24 = 쿠탕스
aa-img-zone-25 = 마리니
aa-img-zone-26 = 생로
aa-img-zone-27 = 코몽
aa-img-zone-28 = 티이 쉬르 쇨
aa-img-zone-29 = 쇠
aa-img-zone-30 = 캉
aa-img-zone-31 = 트로아른
aa-img-zone-32 = 그랑빌
aa-img-zone-33 = 가브레
aa-img-zone-34 = 테시 쉬르 비르
aa-img-zone-35 = 토리니 쉬르 비르
aa-img-zone-36 = 오네 쉬르 오동
aa-img-zone-37 = 빌레르 보카주
aa-img-zone-38 = 부르게뷔스
aa-img-zone-39 = 메지동
aa-img-zone-40 = 튀리 아르쿠르
aa-img-zone-41 = 팔레즈
aa-img-zone-42 = 생피에르 쉬르 디브
aa-img-box-utah = 유타
aa-img-box-omaha = 오마하
aa-img-box-gold = 골드
aa-img-box-juno = 주노
aa-img-box-sword = 스워드
aa-img-box-us-west = { -us } { -paratrooper } (82사단)
aa-img-box-us-east = { -us } { -paratrooper } (101사단)
aa-img-box-uk = { -uk } { -paratrooper } (6사단)
aa-img-chart-uk = { -uk }
aa-img-chart-us = { -us }
aa-img-chart-rennes-chartres = 렌 또는 샤르트르
aa-img-chart-rouen-chartres = 루앙 또는 샤르트르
aa-img-marker-rennes = 렌
aa-img-marker-chartres = 샤르트르
aa-img-marker-rouen = 루앙
aa-img-sea-english-channel = 영국 해협
aa-img-sea-bay-of-the-seine = 센 만

## 명령 카드 (해설서의 이름)
aa-img-card-1 = 공중 강습
aa-img-card-2 = 함포 사격
aa-img-card-3 = 전투기의 정찰
aa-img-card-4 = 고사포 vs. 전투기
aa-img-card-5 = 폭격기의 공습
aa-img-card-6 = 고사포 vs. 폭격기
aa-img-card-7 = 폭격기의 귀환
aa-img-card-8 = 연합군 이동
aa-img-card-9 = 요새, 해상 사격
aa-img-card-10 = 연합군 상륙
aa-img-card-11 = 연합군 공격 / 주축군 방어
aa-img-card-12 = 주축군 이동
aa-img-card-13 = 주축군 공격 / 연합군 방어
aa-img-card-14 = 연합군 병력 강화
aa-img-card-15 = 주축군 병력 강화
aa-img-card-16 = 전투기의 귀환

## 전술 카드 (해설서의 이름; 14번은 해설서의 "르네상스"가 오역이라 "정찰"로 고침)
aa-img-tactics-1 = 공수부대 증원
aa-img-tactics-2 = V-2 로켓 공격
aa-img-tactics-3 = 곡예비행
aa-img-tactics-4 = 창공의 불덩어리
aa-img-tactics-5 = 집중 폭격
aa-img-tactics-6 = 아군에 대한 오발
aa-img-tactics-7 = 밀물로 해면 상승
aa-img-tactics-8 = 요새 건설
aa-img-tactics-9 = 교묘한 상륙 작전
aa-img-tactics-10 = 합동 공격
aa-img-tactics-11 = 장거리 곡사포
aa-img-tactics-12 = 프랑스의 저항
aa-img-tactics-13 = 장거리 대포
aa-img-tactics-14 = 정찰 맹폭격
aa-img-tactics-15 = 독일 호위대
aa-img-tactics-16 = 후방의 지원병

## 운수 카드 결과 (좋은 결과, 나쁜 결과)
aa-img-fortune-1-good = 불시 기습 — 이번 단계에 공수부대가 2 이하로 명중
aa-img-fortune-1-bad = 공중 공격 교란 — { -axis }{ JOSA(-axis, "이") } 공수부대 2개를 제거, 나머지는 공격하지 못함
aa-img-fortune-2-good = 조준 정확도 증가 — 이번 단계에 함포 사격이 3 이하로 명중
aa-img-fortune-2-bad = 짙은 안개와 거친 바다 — 이번 단계에 함포가 1이 나와야 요새에 명중
aa-img-fortune-3-good = 기회의 표적 — 한 구역을 정찰하는 전투기 수에 제한 없음
aa-img-fortune-3-bad = 비행장 준비 미완료 — 전투기마다 굴려 4 이상이면 이번 턴 정찰 불가
aa-img-fortune-4-good = 전투기 비행고도 낮춤 — 이번 단계에 고사포가 2 이하로 명중
aa-img-fortune-4-bad = 고사포 포탄 부족 — { -allies }{ JOSA(-allies, "이") } 고른 구역의 대포는 쏘지 못함
aa-img-fortune-5-good = 기회의 표적 — 이번 단계에 폭격기가 5 이하로 명중
aa-img-fortune-5-bad = 비행장 준비 미완료 — 폭격기마다 굴려 4 이상이면 이번 단계 공습 불가
aa-img-fortune-6-good = 폭격기 비행고도 낮춤 — 이번 단계에 고사포가 2 이하로 명중
aa-img-fortune-6-bad = 고사포 포탄 부족 — { -allies }{ JOSA(-allies, "이") } 고른 구역의 대포는 쏘지 못함
aa-img-fortune-7-good = 비행장 건설 — 잃은 폭격기 1대가 비행장으로 돌아옴
aa-img-fortune-7-bad = 루프트바페 공격 — { -axis }{ JOSA(-axis, "이") } 공습 중인 폭격기 1대를 제거
aa-img-fortune-8-good = 도로 장애물 제거 — 이번 단계에 연합군 지상유닛이 두 구역까지 이동
aa-img-fortune-8-bad = 이동 지연 — 영국과 미국 지상유닛은 각각 한 구역에서만 이동
aa-img-fortune-9-good = 고슴도치 방해 — 이번 단계에 요새가 5 이하로 명중
aa-img-fortune-9-bad = 탄약 지급 실패 — 이번 단계에 요새는 1일 때만 명중
aa-img-fortune-10-good = 상륙 계획 조정 — 자기 나라의 어느 상륙 구역에나 상륙 가능
aa-img-fortune-10-bad = 조수로 상륙주정 지연 — 나라마다 교두보 한 칸에서만 상륙
aa-img-fortune-11-good = 보병 통합 공격 — 이번 단계에 연합군 보병이 2 이하로 명중
aa-img-fortune-11-bad = 비통합 공격 — 영국과 미국은 각각 한 구역에서만 공격
aa-img-fortune-12-good = 도로 장애물 제거 — 이번 단계에 독일 지상유닛이 두 구역까지 이동
aa-img-fortune-12-bad = 연료 부족 및 방해 — 독일 지상유닛은 두 구역에서만 이동
aa-img-fortune-13-good = 보병 통합 공격 — 이번 단계에 독일 보병이 2 이하로 명중
aa-img-fortune-13-bad = 비통합 공격 — { -axis }{ JOSA(-axis, "은") } 두 구역에서만 공격
aa-img-fortune-14-good = 공격 유지 — 영국과 미국은 증원 주사위를 하나씩 다시 굴릴 수 있음
aa-img-fortune-14-bad = 휘몰아치는 바다 — 영국과 미국은 굴린 증원의 절반만 받음 (올림)
aa-img-fortune-15-good = 전선으로 진군 — 섹터마다 주사위 하나를 다시 굴릴 수 있음
aa-img-fortune-15-bad = 교량 및 철로 파괴 — 섹터마다 굴린 증원의 절반만 받음 (올림)
aa-img-fortune-16-good = 비행장 건설 — 잃은 전투기 1대가 비행장으로 돌아옴
aa-img-fortune-16-bad = 루프트바페 공격 — { -axis }{ JOSA(-axis, "이") } 정찰 중인 전투기 1대를 제거
