### A&A D-Day의 이름: 구역, 상자, 유닛, 국가, 자리, 차트, 카드 (i18n/aa_dday.py가 문장에 넣습니다).
### 구역 이름은 프랑스 지명을 한글로 적은 것입니다 (해설서가 적은 곳은 그 표기: 세르부르, 생로, 캉).

## 구역 표기: @ 이름, # 번호 (조사가 이름에 붙도록 번호를 앞에 씁니다)
aa-where-zone = #번 @
aa-zone-1 = 라아그
aa-zone-2 = 세르부르
aa-zone-3 = 생피에르에글리즈
aa-zone-4 = 바르플뢰르
aa-zone-5 = 레피외
aa-zone-6 = 발로뉴
aa-zone-7 = 몽트부르
aa-zone-8 = 바른빌
aa-zone-9 = 브리크베크
aa-zone-10 = 생소뵈르
aa-zone-11 = 생트메르에글리즈
aa-zone-12 = 라에뒤퓌
aa-zone-13 = 카랑탕
aa-zone-14 = 이지니
aa-zone-15 = 바이외
aa-zone-16 = 쿠르쇨
aa-zone-17 = 위스트르앙
aa-zone-18 = 카부르
aa-zone-19 = 레세
aa-zone-20 = 페리에
aa-zone-21 = 생장드데
aa-zone-22 = 발루아
aa-zone-23 = 크뢸리
aa-zone-24 = 쿠탕스
aa-zone-25 = 마리니
aa-zone-26 = 생로
aa-zone-27 = 코몽
aa-zone-28 = 티이쉬르쇨
aa-zone-29 = 쇠
aa-zone-30 = 캉
aa-zone-31 = 트로아른
aa-zone-32 = 그랑빌
aa-zone-33 = 가브레
aa-zone-34 = 테시쉬르비르
aa-zone-35 = 토리니쉬르비르
aa-zone-36 = 오네쉬르오동
aa-zone-37 = 빌레르보카주
aa-zone-38 = 부르게뷔스
aa-zone-39 = 메지동
aa-zone-40 = 튀리아르쿠르
aa-zone-41 = 팔레즈
aa-zone-42 = 생피에르쉬르디브

aa-box-utah = 유타
aa-box-omaha = 오마하
aa-box-gold = 골드
aa-box-juno = 주노
aa-box-sword = 스워드
aa-box-us-west = 미 제82공수사단
aa-box-us-east = 미 제101공수사단
aa-box-uk = 영 제6공수사단
aa-beach-utah = 유타 해변
aa-beach-omaha = 오마하 해변
aa-beach-gold = 골드 해변
aa-beach-juno = 주노 해변
aa-beach-sword = 스워드 해변

aa-path-sep = {" → "}
aa-list-sep = {", "}
aa-and-sep = {", "}
aa-units-sep = {", "}
aa-units-none = 없음

## 국가와 자리
aa-nation-de = { -germany }
aa-nation-uk = { -uk }
aa-nation-us = { -us }
aa-seat-axis = { -axis }
aa-seat-allies = { -allies }
aa-seat-uk = { -uk }
aa-seat-us = { -us }
aa-owner-axis = { -axis }의
aa-owner-allies = { -allies }의
aa-owner-uk = { -uk }의
aa-owner-us = { -us }의

## 유닛: @ 국가, # 수
aa-unit-inf-one = @ { -infantry } #개
aa-unit-inf-other = @ { -infantry } #개
aa-type-inf = { -infantry }
aa-unit-art-one = @ { -artillery } #문
aa-unit-art-other = @ { -artillery } #문
aa-type-art = { -artillery }
aa-unit-tank-one = @ { -tank } #대
aa-unit-tank-other = @ { -tank } #대
aa-type-tank = { -tank }
aa-unit-bh-one = @ { -blockhouse } #개
aa-unit-bh-other = @ { -blockhouse } #개
aa-type-bh = { -blockhouse }
aa-unit-fighter-one = @ { -fighter } #대
aa-unit-fighter-other = @ { -fighter } #대
aa-type-fighter = { -fighter }
aa-unit-bomber-one = @ { -bomber } #대
aa-unit-bomber-other = @ { -bomber } #대
aa-type-bomber = { -bomber }

## 증원 차트
aa-chart-uk = { -uk }
aa-chart-us = { -us }
aa-chart-rennes-chartres = 렌/샤르트르
aa-chart-rouen-chartres = 루앙/샤르트르

## 카드: # 번호(두 자리), @ 이름
aa-card-title = 명령 # @
aa-fortune-title = 운수 # @
aa-tactic-title = 전술 # @
aa-card-1 = 공중 강습
aa-card-2 = 함포 사격
aa-card-3 = 전투기의 정찰
aa-card-4 = 고사포 vs. 전투기
aa-card-5 = 폭격기의 공습
aa-card-6 = 고사포 vs. 폭격기
aa-card-7 = 폭격기의 귀환
aa-card-8 = 연합군 이동
aa-card-9 = 요새, 해상 사격
aa-card-10 = 연합군 상륙
aa-card-11 = 연합군 공격/주축군 방어
aa-card-12 = 주축군 이동
aa-card-13 = 주축군 공격/연합군 방어
aa-card-14 = 연합군 병력 강화
aa-card-15 = 주축군 병력 강화
aa-card-16 = 전투기의 귀환
aa-tactic-1 = 공수부대 증원
aa-tactic-2 = V-2 로켓 공격
aa-tactic-3 = 곡예비행
aa-tactic-4 = 하늘에서 떨어진 불덩이
aa-tactic-5 = 집중 폭격
aa-tactic-6 = 아군 오인 사격
aa-tactic-7 = 저지대 침수
aa-tactic-8 = 요새 건설
aa-tactic-9 = 기만 상륙 배치
aa-tactic-10 = 합동 공격
aa-tactic-11 = 장거리 곡사포
aa-tactic-12 = 프랑스 레지스탕스
aa-tactic-13 = 장거리 88mm 포
aa-tactic-14 = 정찰 기총소사
aa-tactic-15 = 주축군 수송대
aa-tactic-16 = 본국의 지원병
aa-who-axis = { -axis }
aa-who-allies = { -allies }
aa-who-uk = { -uk }
aa-who-us = { -us }
aa-or-sep = {" 또는 "}

## 단계, 기다리는 자리, 결정이 요구하는 것
aa-phase = { $turn }턴 · { $what }
aa-phase-over = { $turn }턴 · 게임 종료
aa-phase-victory = { $turn }턴 · 승리 확인
aa-seat-name-axis = { -axis }(독일)
aa-seat-name-allies = { -allies }(영국과 미국)
aa-seat-name-uk = { -uk }
aa-seat-name-us = { -us }
aa-nobody = 아무도 없음
aa-help-hits = 명중을 배정하세요 ('hits <location>: <units>')
aa-help-move = 유닛을 이동하거나 ('move <units> from <zone> to <zone>') 'done'이라고 보내세요
aa-help-land = 유닛을 상륙시키거나 ('land <units> from <beach>') 'done'이라고 보내세요
aa-help-patrol = 전투기를 보내거나 ('patrol <fighters> to <zone>', 또는 'patrol as last turn') 'done'이라고 보내세요
aa-help-bomb = 폭격기를 보내거나 ('bomb uk to <zone>') 'done'이라고 보내세요
aa-help-place = 증원부대를 배치하세요 ('place <chart> <n> in <location>')
aa-help-split = 함포 사격 주사위 6개를 나누세요 ('split uk <n> us <m>')
aa-help-reroll = 증원 주사위 하나를 다시 굴리거나 ('reroll <chart> <die>') 그대로 두려면 'done'이라고 보내세요
aa-help-tactic = 전술 카드를 쓰거나 넘기세요 ('tactic use' / 'tactic pass')
aa-help-choose = 카드가 요구하는 선택을 하세요 ('choose …')
aa-help-rearrange = 교두보 상자 사이에서 유닛을 옮기거나 ('move <units> from <box> to <box>') 'done'이라고 보내세요
aa-help-recon = 독일 증원 표시가 있는 구역 한 곳으로 전투기를 옮기거나 ('move <fighters> from <zone> to <zone>') 'done'이라고 보내세요
aa-help-convoy = 독일 지상유닛 하나를 옮기거나 ('move 1 <type> from <zone> to <zone>') 'done'이라고 보내세요

## 상시 명령: 종류마다 정하는 것 (/orders show)
aa-orders-kind-casualties = 내 손실: 잃는 순서대로 적은 유닛 종류, 선택으로 keep-one
aa-orders-kind-targets = 목표 지정 공격에서 고를 적 유닛, 가장 원하는 것부터
aa-orders-kind-aa-fighters = 대공 사격으로 먼저 격추할 나라의 전투기
aa-orders-kind-aa-bombers = 대공 사격으로 먼저 격추할 나라의 폭격기
aa-orders-kind-blockhouse-targets = 함포 사격으로 파괴할 요새
aa-orders-kind-placement = 증원부대를 놓을 곳 (fill 또는 spread)
aa-orders-kind-tactics = 전술 카드: 넘기기, 또는 쓸 수 있을 때 묻기
aa-orders-kind-fortune = 운수 결과 뒤의 선택
aa-orders-kind-split = 영국이 굴리는 함포 사격 주사위 수 (0-6)
aa-stack = { $zone } ({ $n }개)

## 시작 글 아래의 안내 (엔진의 data_provenance)
aa-start-note-0 = 보드의 구역 모양과 이름, 시작 배치, 증원 차트는 규칙서와 팬들이 옮긴 보드 자료로 재구성한 것입니다 (예: 규칙서는 41구역이라 하지만 42구역). 모든 선택은 README에 적혀 있습니다.
