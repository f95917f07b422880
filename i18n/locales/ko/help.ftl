### /help와 /rules: 봇이 자기 자신을 설명하는 문구 (issue #28). 명령 문법은 영어 그대로 둡니다.

## /help and /rules (command syntax stays English)
help-bot-feature-note = 게임 규칙이 아니라 봇의 기능입니다.
help-not-implemented-note = 아직 구현되지 않았습니다: 지금은 봇이 이 부분을 진행하지 않습니다 ({ CMD("game new") }에서 이 옵션은 거부됩니다).
help-reconstruction-note = 인쇄된 구성물이 아니라 재구성한 자료를 바탕으로 합니다 (자료에 구성물이 없습니다).
help-commentary-note = 규칙서가 분명히 말하지 않는 부분은 디자이너의 카드 해설을 따랐습니다.
help-about = **우편으로 즐기는 D-Day 보드게임.** 채널마다 게임 하나를 진행합니다: 모든 규칙을 적용하고, 모든 { -die }를 굴리고 (주사위 시드의 해시는 시작할 때, 시드는 끝날 때 공개합니다), 페이즈마다 보드를 그리고, 행동해야 하는 플레이어만 호출합니다. 잘못 입력했거나 규칙에 어긋난 행동에는 비공개로 답하며 아무것도 바뀌지 않습니다.
help-game-commands = **게임 테이블: { CMD("game") }**
    `{ CMD("game new") } <게임>` 여기서 게임 열기 · `{ CMD("game join") } [{ OPT("game join", "seat") }]` 자리에 앉기 (또는 참가 버튼)
    `{ CMD("game start") }` 만든 사람: 빈 자리를 모두 맡고 바로 시작 (핫시트)
    `{ CMD("game status") }` 누가 무엇을 맡았는지, 누구 차례인지 · `{ CMD("game board") } [{ OPT("game board", "turn") }] [{ OPT("game board", "phase") }]` 지금 또는 예전의 보드 · `{ CMD("game history") } [{ OPT("game history", "page") }]` 모든 주사위가 담긴 기록 (셋 다 나만 봅니다; `{ OPT("game board", "share") }:True`면 모두에게 게시)
    `{ CMD("game resign") }` 기권 · `{ CMD("game abort") }` 게임 중단
    `{ CMD("game undo") }` 마지막 행동 되돌리기 · `{ CMD("game vacation") } { OPT("game vacation", "days") }:<n>` 내 시간 멈추기 · `{ CMD("game replace") }` 자리 넘기기 · `{ CMD("game export") }` 모든 굴림을 확인할 수 있는 기록
    `{ CMD("game mine") }` 내 게임, 내 차례인 것부터 (개인 메시지에서는 `{ CMD("mygames") }`) · `{ CMD("game list") }` 이 서버의 테이블: 모집 중, 진행 중, 끝남 · `{ CMD("game stats") }` 전적 · `{ CMD("game leaderboard") }` 레이팅 순위 (나만 봄)
    `{ CMD("prefs set") }` 시간대, 방해 금지 시간, 개인 메시지 알림
help-game-commands-short = **게임 테이블: { CMD("game") }** `{ CMD("game join") } [{ OPT("game join", "seat") }]` · `{ CMD("game start") }` · `{ CMD("game status") }` · `{ CMD("game board") } [{ OPT("game board", "turn") }] [{ OPT("game board", "phase") }]` · `{ CMD("game history") } [{ OPT("game history", "page") }]` (나만 봄; `{ OPT("game board", "share") }:True`: 모두) · `{ CMD("game undo") }` · `{ CMD("game vacation") } { OPT("game vacation", "days") }:<n>` · `{ CMD("game replace") }` · `{ CMD("game resign") }` · `{ CMD("game abort") }` · `{ CMD("game export") }` (모든 굴림을 확인할 수 있는 기록) · `{ CMD("prefs set") }` 시간대, 방해 금지 시간, 개인 메시지 알림
help-lookup = **찾아보기: { CMD("rules") }**
    `{ CMD("rules") } { OPT("rules", "term") }:<카드, 유닛 또는 규칙>` 비공개로 답합니다. 예: `order 8`, `tank`, `st lo`, `AA fire`, `casualties`. 용어는 자동 완성됩니다.
help-act-aa-dday = **Axis & Allies: D-Day 플레이: { CMD("aa") }** (옵션은 가능한 선택만 자동 완성됩니다)
    `{ CMD("aa patrol") } { OPT("aa patrol", "units") }:2 uk fighter { OPT("aa patrol", "to") }:12` { -fighter } 초계 (카드 03)
    `{ CMD("aa bomb") } { OPT("aa bomb", "nation") }:uk { OPT("aa bomb", "to") }:30` { -bomber } 폭격 (카드 05)
    `{ CMD("aa move") } { OPT("aa move", "units") }:2 uk inf { OPT("aa move", "from") }:16 { OPT("aa move", "to") }:30` 이동 (카드 08, 12; { -tank }{ JOSA(-tank, "은") } `{ OPT("aa move", "via") }:` 추가)
    `{ CMD("aa land") } { OPT("aa land", "units") }:3 us inf { OPT("aa land", "from") }:omaha` 해변에서 상륙 (카드 10)
    `{ CMD("aa hits") } { OPT("aa hits", "where") }:30 { OPT("aa hits", "units") }:1 uk inf` 사상자 또는 목표 고르기
    `{ CMD("aa place") } { OPT("aa place", "chart") }:uk { OPT("aa place", "count") }:3 { OPT("aa place", "where") }:gold` { -reinforcement } (카드 14, 15)
    `{ CMD("aa done") }` 카드에서 내 몫 끝내기 · `{ CMD("aa do") } { OPT("aa do", "action") }:<글>` 어떤 행동이든 글로 입력
    보드 아래 버튼은 흔히 쓰는 답을 줍니다 (기본 사상자, 이동 끝내기).
help-mention-reply = 저는 슬래시 명령으로 움직입니다: `{ CMD("help") }`{ JOSA(CMD("help"), "를") } 입력하면 제가 하는 일과 이 채널의 게임이 기다리는 것을 볼 수 있습니다.
help-dm-note = **이곳 개인 메시지에서는** `{ CMD("help") }`, `{ CMD("rules") }`, `{ CMD("prefs") }`, `{ CMD("mygames") }`(모든 서버의 내 게임)만 쓸 수 있습니다. 게임은 서버 채널에서 진행되므로 게임 명령은 그곳에 나타납니다.
help-rulebook-source = *규칙서: { $section }*
help-status = 상태: { $status }.
help-name-a-term = 찾아볼 카드, 유닛 또는 규칙을 적으세요. 예: `{ CMD("rules") } { OPT("rules", "term") }:tank`, `{ CMD("rules") } { OPT("rules", "term") }:order 8`.
help-no-glossary-for = { $game }의 규칙 용어집은 아직 없습니다.
help-no-glossary-any = 아직 어떤 게임에도 규칙 용어집이 없습니다.
help-in-rules = {" "}({ $game } 규칙에서)
help-nothing-called-did-you-mean = '{ $term }'{ JOSA($term, "이") } 없습니다{ $where }. 혹시 { $names }{ JOSA($names, "을") } 찾으셨나요?
help-nothing-called = '{ $term }'{ JOSA($term, "이") } 없습니다{ $where }. `{ CMD("rules") } { OPT("rules", "term") }:` 뒤에 입력을 시작하면 있는 항목이 보입니다.
help-playing-roots = **플레이:** { $roots }. 게임이 있는 채널에서 `{ CMD("help") }`{ JOSA(CMD("help"), "를") } 쓰면 그 게임의 명령이 나옵니다.
help-playing-generic = **{ $game } 플레이**: 차례가 되면 호출해 드립니다. 보드 아래 버튼이나 게임 전용 명령을 사용하세요.
help-this-channel = **이 채널:** { $game }.
help-no-game-here = **이 채널**에는 아직 게임이 없습니다. `{ CMD("game new") }`{ JOSA(CMD("game new"), "로") } 시작하세요. 게임: { $games }.
help-none-installed = 설치된 게임 없음
help-kind-order-card = 명령 카드
help-kind-fortune-card = 운수 카드
help-kind-tactics-card = 전술 카드
help-kind-card = 카드
help-kind-unit = 유닛
help-kind-rule = 규칙
