### 웹 뷰어 페이지 (renderer/webpage.py, renderer/web_assets/viewer.js)와 서비스가 페이지에 넘기는 데이터
### (bot/service/viewer.py)의 문구: 게임의 언어가 한국어일 때.
### web-page-js-* 문구는 페이지의 스크립트가 채웁니다: { $name } 자리에 스크립트가 값을 넣으니, 번역할 때도
### 같은 자리표시자를 남겨 두세요.

## 페이지
web-page-title-fallback = 게임
web-page-status-active = 진행 중
web-page-status-finished = 종료
web-page-status-aborted = 중단됨
web-page-status-lobby = 아직 시작 전
web-page-saved = 저장해 둔 사본입니다: 인터넷 연결 없이 열리며, 저장한 그때의 게임을 보여 줍니다.
web-page-left-out = 파일을 작게 하려고 중간 위치 { $count }개는 그림을 빼 두었습니다: { $shown }. 그 위치들의 기록은 다음에 남아 있는 위치에 함께 나옵니다. 실시간 페이지와 { $board } 명령에서는 모든 위치를 볼 수 있습니다.
web-page-left-out-more = { $shown } 외 { $count }개
web-page-heading-board = 보드
web-page-heading-log = 이 위치의 기록
web-page-heading-course = 게임의 흐름
web-page-heading-seats = 자리와 플레이어
web-page-heading-options = 옵션
web-page-heading-dice = 공정한 주사위
web-page-not-started = 게임이 아직 시작되지 않아서 보여 줄 위치가 없습니다.
web-page-controls = 게임 위치 넘기기
web-page-first = 첫 위치
web-page-previous = 이전 위치
web-page-slider = 게임 안의 위치
web-page-next = 다음 위치
web-page-last = 마지막 위치
web-page-more = 컨트롤 더 보기: 이동 메뉴와 링크 복사 버튼
web-page-hint = 화살표 키, Home, End 키로 위치를 넘길 수 있고, 휴대폰에서는 보드를 옆으로 밀면 됩니다.
web-page-permalink = 이 위치를 가리키는 링크
web-page-noscript = 위치를 하나씩 넘겨 보려면 자바스크립트를 켜세요. 지금 보이는 것은 마지막 위치입니다.
web-page-noscript-tiles = 보드를 보고 위치를 넘겨 보려면 자바스크립트를 켜세요.
web-page-no-chart = 이 게임은 흐름을 그래프로 그리지 않습니다.
web-page-table-summary = 같은 수치를 표로 보기
web-page-position-column = 위치
web-page-seat-column = { -seat }
web-page-player-column = { -player }
web-page-open-seat = 빈 자리
web-page-default-options = 게임의 기본 옵션 그대로입니다.
web-page-rules = 규칙: { $rules }. 만든 시각: { $created }.
web-page-fairness = 이 게임의 주사위는 모두 첫 굴림 전에 정해 둔 비밀 숫자 하나, 곧 시드에서 나옵니다. 그 시드의 SHA-256 확인값은 게임을 시작할 때 공개되었습니다:
web-page-seed-secret = 시드는 게임이 끝날 때까지 비밀입니다. 게임이 끝나면 여기에 나오고, 누구나 확인값과 맞는지 따져 볼 수 있습니다.
web-page-seed-revealed = 게임이 끝나서 시드를 공개합니다: { $seed }. 확인값은 다음 문자열의 SHA-256입니다: { $text }.
web-page-check = 확인값 검사하기
web-page-not-checked = 아직 검사하지 않았습니다.
web-page-verify = 시드만이 아니라 모든 굴림을 다시 확인하려면 { $export } 명령으로 게임 기록(JSON)을 내려받아 { $verify } 명령을 실행하세요. 시드에서부터 게임 전체를 다시 진행하면서 주사위 하나하나와 마지막 위치를 맞춰 봅니다.
web-page-footer = 게임 중에 모든 플레이어가 볼 수 있었던 것만 여기에 나옵니다: 손패나 뒷면으로 놓인 카드는 나오지 않습니다.
web-page-footer-finished = “모두 보기”를 켜지 않으면 게임 중에 모든 플레이어가 볼 수 있었던 것만 여기에 나옵니다. 끝난 게임이므로 이 스위치로 각자의 손패와 뒷면으로 놓인 카드를 볼 수 있습니다.

## 페이지의 스크립트가 위치를 넘기며 쓰는 문구
web-page-js-log-empty = 이전 위치와 이 위치 사이에는 아무 일도 없었습니다.
web-page-js-board-at = { $label } 시점의 보드
web-page-js-slider-text = { $label } ({ $count }개 중 { $number }번째)
web-page-js-count = 위치 { $number }/{ $count } · 기록 { $seq }번
web-page-js-chart = 게임의 흐름: 위치 { $count }개에 걸친 { $names }
web-page-js-axis = 위치 ({ $first }턴부터 { $last }턴까지)
web-page-js-dice = (주사위: { $dice })
web-page-js-insecure = 이 브라우저는 보안 페이지(https, localhost, 저장한 파일)에서만 해시를 계산합니다. 대신 게임의 JSON 내보내기 파일에 `dday verify FILE` 명령을 실행해 확인하세요.
web-page-js-checked = 확인 완료: “{ $text }”의 SHA-256이 게임을 시작할 때 공개한 확인값과 같습니다.
web-page-js-mismatch = 불일치: “{ $text }”의 SHA-256은 { $got }입니다. 확인값과 다르니 이 주사위는 믿지 마세요.
web-page-js-failed = 브라우저가 해시를 계산하지 못했습니다. 대신 `dday verify FILE` 명령을 쓰세요.


## 수 목록, 이동 메뉴, 크게 보기, 실시간 소식, 기록 내려받기 (issue #49)
web-page-heading-moves = 모든 수
web-page-jump = 바로 가기
web-page-copy-link = 링크 복사
web-page-open-board = 보드를 원래 크기로 열기
web-page-zoom = 원래 크기의 보드
web-page-zoom-close = 닫기
web-page-zoom-hint = 스크롤하거나 두 손가락으로 벌려 확대하고, 끌어서 움직이세요. 닫기 단추나 이스케이프 키로 닫습니다.
web-page-record = 게임 기록(JSON) 내려받기: 모든 주사위를 다시 확인할 수 있습니다
web-page-record-later = 게임이 끝나면 여기서 게임 기록을 내려받을 수 있습니다. 그 전의 기록에는 시드 없이 주사위 확인값만 들어 있어서 아직 검증할 수 없습니다.
web-page-record-offline = 이 저장본에는 게임 기록이 들어 있지 않습니다. { $export } 명령으로 받으세요.
web-page-js-start = 게임 시작
web-page-js-turn = { $turn }턴
web-page-js-drawing = 보드를 그리는 중…
web-page-js-fresh = 게임이 이어졌습니다: { $label }. End 키나 »를 누르면 볼 수 있습니다.
web-page-js-copied = 링크를 복사했습니다.
web-page-js-copy-failed = 주소 표시줄에서 주소를 복사하세요.
web-page-reveal = 모두 보기
web-page-hidden-heading = 이 시점에 숨겨져 있던 것
web-page-js-told = { $name }에게만 알려진 내용: { $text }
web-page-js-hidden-none = 이 시점에는 아무도 숨긴 것이 없었습니다.
web-page-js-reveal-failed = 이 시점의 숨겨진 내용을 불러오지 못했습니다. 보드는 모두가 보던 모습입니다.

## 페이지의 데이터 (bot/service/viewer.py)
web-page-player = { -player } { $number }
web-page-stopped = 게임이 중간에 멈췄습니다.
# A&A D-Day 게임 흐름 그래프의 수치 (rules/aa_dday/course.py는 영어 이름으로 부릅니다)
web-page-course-aa-axis-units = { -axis } 유닛
web-page-course-aa-allied-units = { -allies } 유닛
web-page-course-aa-allied-units-ashore = 상륙한 { -allies } 유닛
web-page-course-aa-axis-blockhouses = { -axis } { -blockhouse }
web-page-course-aa-allied-aircraft = { -allies } 항공기
# 페가수스 브리지 게임 흐름 그래프의 수치 (rules/pegasus_bridge/chart_figures.py는 영어 이름으로 부릅니다)
web-page-course-pb-strength-points = 영국군 전력
web-page-course-pb-british-tokens = 영국군 토큰
web-page-course-pb-german-tokens = 독일군 토큰
web-page-course-pb-british-special-tokens = 영국군 특수 토큰
web-page-course-pb-german-special-tokens = 독일군 특수 토큰
web-page-course-pb-reserve = 예비 토큰

## 서버 공개 목록 (issue #50): /game viewer public:, /s/TOKEN 페이지.
index-who = 서버 관리자(서버 관리 권한)만 공개 목록에 보일 채널을 고를 수 있습니다.
index-public = { $channel } 채널이 이제 이 서버의 공개 목록에 나옵니다: { $address }. 이 채널의 모집 중인 테이블, 진행 중이거나 최근에 끝난 게임, 공개 채널 게임의 순위표만 보이고 다른 채널은 보이지 않습니다.
index-private = { $channel } 채널은 이제 이 서버의 공개 목록({ $address })에 나오지 않습니다.
index-a-player = 플레이어
index-title = 이 서버의 게임
index-empty = 아직 공개된 채널이 없습니다: 서버 관리자가 채널에서 `{ CMD("game viewer") } { OPT("game viewer", "public") }:True`로 추가할 수 있습니다.
index-channels = 공개 채널: { $channels }.
index-open = 참가 모집 중
index-playing = 진행 중
index-ended = 최근 30일 안에 끝남
index-free = { $count ->
        [0] 빈 자리 없음
       *[other] 빈 자리 { $count }개
    }
index-ended-on = { $date } 끝남
index-watch = 보기
index-board = 순위표: { $game }
index-games = 게임 { $count }판
index-say-which = 무엇을 바꿀지 정하세요: 뷰어 전체는 { OPT("game viewer", "enabled") }:True/False, 이 채널을 서버 공개 목록에 보일지는 { OPT("game viewer", "public") }:True/False.

## 끝난 게임 페이지의 "모두 보기" 스위치 (issue #49): 자리마다 숨겨 둔 것, 묶음별.
web-hidden-private = 비공개 정보
web-hidden-hand = 손패 ({ $count }장)
web-hidden-heroic-letters = 남아 있는 영웅 카드, 비밀 글자별
web-hidden-heroic = 아직 남은 영웅 카드 ({ $count }장)
web-hidden-discard = 자기 버림 더미 ({ $count }장)
web-hidden-counter-pile = 반격 더미 (뒷면)
web-hidden-terrain-piles = 지형 더미, 위에서부터
web-hidden-awards = 손에 든 포상 ({ $count }장)
web-hidden-award-deck = 미리 살펴본 포상 덱 위쪽 카드
web-hidden-medals = 가진 훈장 ({ $count }개)
web-hidden-battle = 미리 살펴본 다음 전투 조건
web-hidden-none = 없음

