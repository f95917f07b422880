### 플랫폼 문구 (로비, 자리, 타이머, 오류, 도움말): 모든 게임에 공통.

language-name = 한국어
computer-seat = { -computer } ({ $seat })

## 서비스의 거절 (읽는 사람의 언어)
err-stale = 같은 순간에 다른 사람이 먼저 행동해서 게임이 진행되었습니다. 다시 확인하고 시도해 주세요.
err-seat-race = 같은 순간에 다른 사람이 그 자리를 차지했습니다. 다른 자리를 골라 주세요.
err-game-exists = 이 채널에는 이미 게임이 있습니다. 게임을 끝내거나, 만든 사람에게 { CMD("game abort", "를") } 부탁하세요.
err-busy = 게임 데이터베이스가 지금 바쁩니다. 아무것도 바뀌지 않았습니다. 잠시 후 다시 시도해 주세요.
err-unreachable = 지금 게임 데이터베이스에 연결할 수 없습니다. 아무것도 바뀌지 않았습니다. 잠시 후 다시 시도해 주세요.
err-uncertain = 명령을 저장하는 동안 게임 데이터베이스의 응답이 끊겨서 반영되었는지 확인하지 못했습니다. 다시 시도하기 전에 잠시 후 { CMD("game history", "로") } 확인해 주세요.
err-unfinished = 명령은 기록되었지만, 답을 준비하기 전에 게임 데이터베이스의 응답이 끊겼습니다. 데이터베이스가 돌아오면 { CMD("game status", "로") } 게임을 볼 수 있습니다.
err-store = 게임 데이터베이스가 요청을 거부했습니다. 아무것도 바뀌지 않았습니다 ({ $kind }).
err-old-button = 이 채널의 이전 게임 버튼입니다. 지금 게임에서는 아무 일도 하지 않습니다. 최신 메시지를 사용하세요.
err-team-thread = 이곳은 { $channel } 게임의 { $team } 비공개 스레드입니다. 그 게임의 명령은 여기서 전달되지 않으니 그 채널에서 사용하세요.
err-no-game = 이 채널에는 게임이 없습니다. { CMD("game new", "로") } 시작하세요.
err-not-started = 아직 게임이 시작되지 않았습니다. 모든 자리가 차면 시작됩니다 (또는 { CMD("game start") }).
err-ruleset = 이 게임은 규칙 { $played }{ JOSA($played, "으로") } 진행되었지만 이 봇은 { $runs }{ JOSA($runs, "을") } 실행 중이라 안전하게 이어갈 수 없습니다.

## 로비와 자리
lobby-none = 없음
err-no-option = { $game }에는 '{ $key }' 옵션이 없습니다. 옵션: { $known }.
err-option-one-of = 다음 중 하나를 고르세요: { $values }
err-option-value = { $key } 옵션은 '{ $value }'{ JOSA($value, "이") } 될 수 없습니다. { $allowed }.
err-no-language = 없는 언어입니다: '{ $language }'. 쓸 수 있는 언어: { $languages }.
err-option-later = { $key }={ $value } 옵션은 아직 구현되지 않았습니다. 지금 가능한 값: { $available }.
lobby-deadline-hours = 결정마다 { $hours }시간
lobby-new-game = { $creator } 님이 **{ $game } 새 게임**을 만들었습니다.
lobby-options = 옵션: { $options }.
option-pair = { $name } { $value }
option-default = { $words } (기본)
option-value-on = 켬
option-value-off = 끔
option-name-dday-dice-badge_variant = 배지방식
option-name-dday-dice-fire = 불장난
option-name-dday-dice-chaotic_supply = 혼란보급
## 게임 옵션 값의 말 (게임 자체의 영어 라벨에 해당)
option-label-aa-dday-players-2 = 2인: 한 사람이 영국과 미국을 함께 맡음
option-label-aa-dday-players-3 = 3인: 주축군, 영국, 미국
option-label-aa-dday-last_aircraft-leave = 마지막 폭격기나 전투기와 함께 물러남
option-label-aa-dday-last_aircraft-return = 마지막 항공기가 떨어진 뒤 한 번 더 진행 (운수 카드로 돌아올 수 있음)
lobby-timers = 알림: { $reminder }시간 후, 마감: { $deadline }, 휴가: 플레이어마다 { $vacation }일.
lobby-seats = 자리: { $seats }.
lobby-take-seat = 아래 버튼이나 `{ CMD("game join") }`{ JOSA(CMD("game join"), "으로") } 자리에 앉으세요. 모든 자리가 차면 게임이 시작됩니다.
lobby-join-as = { $seat }{ JOSA($seat, "으로") } 참가
err-started-full = 이 게임은 이미 시작되었고 모든 자리가 찼습니다.
err-have-seat = 이미 자리가 있습니다. 혼자 여러 진영을 맡으려면 자리를 지정하세요: { CMD("game join") } { OPT("game join", "seat") }:<자리>.
err-seats-full = 모든 자리가 찼습니다.
err-no-such-seat = '{ $seat }'{ JOSA($seat, "은") } 이 { $game } 게임의 자리가 아닙니다. 자리: { $seats }.
err-seat-taken = { $seat } 자리는 { $holder } 님이 차지했습니다.
seat-takes = { $who } 님이 { $seat } 자리에 앉았습니다.
seat-computer-takes = { -computer }가 { $seat } 자리에 앉았습니다.
err-started = 이 게임은 이미 시작되었습니다.
err-start-creator = 게임을 만든 플레이어만 게임을 미리 시작할 수 있습니다.
err-abort-creator = 게임을 만든 사람이나 서버 관리자만 게임을 중단할 수 있습니다.
lobby-seed = 주사위 시드: `{ $seed }`.
lobby-aborted = { $who } 님이 이 채널의 게임을 중단했습니다. { CMD("game history", "로") } 계속 다시 볼 수 있습니다.
err-resign-player = 이 게임의 플레이어만 기권할 수 있습니다.
lobby-resigned = { $seats }{ JOSA($seats, "이") } 기권했습니다. { $result }.

## 게시물: 공통 문구
post-more-in-history = … (나머지는 { CMD("game history") }에서)
post-nobody-wins = 승자 없음
post-and = {", "}
post-winners = { $names } 승리
computer-name = { -computer }
post-thanks = 게임에 참여해 주셔서 감사합니다: { $players }.
post-everyone = 모든 플레이어
post-late = ↪ 늦게 올림: { $who } 님이 행동했을 때 디스코드가 이 게시물을 받지 않았습니다.
post-the-bot = 봇
post-their-plan = { $who }의 예약
post-orders-given = { $who }: 명령 { $count }개 — { $orders }
post-orders-given-seats = { $who } ({ $seats }): 명령 { $count }개 — { $orders }
post-now = **지금:**
post-last = 마지막:
post-game-over = 🏁 **게임 종료: { $result }.**
post-seed-check = 주사위 시드: `{ $seed }` (시작할 때 게시된 확인값과 대조해 보세요).
web-button = 웹에서 보기
err-role = 추적하는 메시지는 { $roles } 중 하나입니다. '{ $role }'{ JOSA($role, "은") } 아닙니다.
post-begins = **{ $game } 시작.**
post-dice-commitment = 주사위: 모든 굴림은 비밀 시드에서 나오며, 그 SHA-256 확인값은 `{ $commitment }`입니다.
history-setup = 준비

## 팀 (팀으로 하는 게임: 팀 스레드)
post-no-threads = 이 채널에 팀 비공개 스레드를 열 수 없었습니다 (봇에게 이곳의 비공개 스레드 만들기와 스레드에서 메시지 보내기 권한이 필요합니다). 게임은 이 채널에서 계속되며, 각 팀의 요청과 알림은 대신 여기에 게시됩니다.
post-team-in-thread = { $team } (팀 스레드에서)
post-teams-asked-in-thread = _{ $teams }에 대한 요청: 팀 스레드에 있습니다._
post-team-units-to-act = **{ $phase }**: { $team }, 행동할 유닛:
post-team-welcome = { $channel } 게임의 **{ $team } 비공개 스레드**입니다. { $units }.
post-team-welcome-more = 여기서 함께 계획하세요. 팀원(과 서버 관리자)만 읽을 수 있습니다. 페이즈마다 유닛에게 요청되는 내용과 알림이 여기에 옵니다. 채널에는 모두를 위해 페이즈마다 게시물 하나가 남습니다. 메달은 팀원에게도 비밀입니다: `{ CMD("dice medals") }`{ JOSA(CMD("dice medals"), "로") } 자기 메달을 보세요.
err-team-hand-over = { $who } 님은 { $other } 소속입니다. { $team }의 유닛은 { $team } 플레이어나 아직 이 게임에 없는 사람에게만 넘길 수 있습니다.

## 휴가와 설정
err-vacation-player = 이 게임의 플레이어만 휴가를 낼 수 있습니다.
err-no-vacation = 이 게임에서 휴가 중이 아니므로 끝낼 휴가가 없습니다.
err-vacation-budget = 이 게임의 휴가는 플레이어마다 { $budget }일입니다. 남은 휴가는 { $left }일이라 { $days }일은 쓸 수 없습니다.
err-vacation-already = 이미 { $until }까지 휴가 중입니다. 먼저 { OPT("game vacation", "days") }:0으로 끝내세요.
err-vacation-same-moment = 방금 휴가를 끝냈습니다. 새 휴가는 잠시 후에 시작하세요.
prefs-vacation-back = { $who } 님이 휴가에서 돌아왔습니다. 멈췄던 시간이 그 자리부터 다시 흐릅니다. 이 게임에서 남은 휴가: { $left }일.
prefs-vacation-start = 🏖️ { $who } 님은 { $until }({ $relative })까지 휴가입니다. 시간이 멈춥니다: 알림이 없고, 마감은 돌아올 때까지 기다립니다. 이 게임에서 남은 휴가: { $left }일.
prefs-by-dm = 개인 메시지로
prefs-in-channel = 게임 채널에서
prefs-yours = 내 설정: 시간대 { $tz }, 방해 금지 시간 { $quiet }, 알림은 { $where } 받습니다. { $handoff }
prefs-handoff = { $minutes ->
    [0] 내 차례가 되면 바로 알림을 받습니다.
   *[other] 내 차례가 된 뒤 { $minutes }분 안에 두지 않으면 알림을 받습니다.
}

## 되돌리기와 자리 넘기기 (동의 필요)
err-undo-player = 이 게임의 플레이어만 행동을 되돌릴 수 있습니다.
err-undo-nothing = 되돌릴 것이 없습니다. 마지막 행동이 최신 기록이 아니거나, 주사위를 굴렸거나, 카드를 공개했거나, 페이즈를 끝냈습니다 (이런 행동은 확정 지점입니다).
undo-asks = ↩️ { $who } 님이 행동 { $count }개를 되돌리려고 합니다: { $listing }. { $others } 님, 이 행동을 보셨으니 승인하거나 거절해 주세요.
undo-approve = 되돌리기 승인
undo-refuse = 되돌리기 거절
undo-took-back = { $who } 님이 기록 { $count }개를 되돌렸습니다 (#{ $first }–#{ $last }).
undo-took-back-approved = { $who } 님이 기록 { $count }개를 되돌렸습니다 (#{ $first }–#{ $last }) (승인: { $approvers }).
err-request-elsewhere = 이 요청은 이 채널의 게임에 대한 것이 아닙니다.
err-request-done = 이 요청은 이미 처리되었습니다 ({ $status }).
err-request-who = { $who } 님만 이 요청에 답할 수 있습니다.
err-request-lapsed = 요청 이후 게임이 진행되어 요청이 만료되었습니다.
undo-what-undo = 되돌리기
undo-what-seat = 자리 변경
undo-refused = { $who } 님이 { $requester } 님의 { $what } 요청을 거절했습니다. 아무것도 바뀌지 않습니다.
undo-approves = { $who } 님이 승인했습니다. { $waiting } 님의 답을 기다리는 중입니다.
err-replace-lobby = 자리는 게임이 시작된 뒤에 넘길 수 있습니다. 로비에서는 { CMD("game join", "을") } 사용하세요.
err-replace-no-seat = '{ $seat }'{ JOSA($seat, "은") } 이 게임의 자리가 아닙니다. 자리: { $seats }.
err-replace-holds = { $who } 님이 이미 그 자리에 있습니다.
err-replace-who = 게임을 만든 사람, 서버 관리자, 그 자리의 플레이어, 또는 (팀 게임에서) 팀원만 자리를 넘길 수 있습니다.
err-replace-recent = { $who } 님은 { $days }일 안에 이 게임에서 행동했습니다. 대신 동의를 구하세요 (force는 끄세요).
replace-proposes = 🔁 { $who } 님이 { $seat } 자리를 { $holder } 님에게서 { $new } 님에게 넘기자고 제안합니다. { $holder } 님, 동의하십니까?
replace-yes = 내 자리 넘기기
replace-no = 내 자리 지키기
replace-passed = { $seat } 자리가 { $old } 님에게서 { $new } 님에게 넘어갔습니다 (요청: { $by }).

## 타이머: 설정, 알림, 마감
err-time-zone = '{ $zone }'{ JOSA($zone, "은") } 알 수 없는 시간대입니다. Europe/Paris, America/Los_Angeles, Asia/Seoul 같은 IANA 이름을 사용하세요.
err-whole-number = { $key }({ $meaning }){ JOSA($meaning, "은") } { $low }부터 { $high }까지의 정수여야 합니다. '{ $value }'{ JOSA($value, "은") } 안 됩니다.
err-number-range = { $key }({ $meaning }){ JOSA($meaning, "은") } { $low }에서 { $high } 사이여야 합니다. { $value }{ JOSA($value, "은") } 안 됩니다.
timer-meaning-reminder-hours = 첫 알림까지의 시간
timer-meaning-deadline-hours = 결정마다 기본값이 적용되기까지의 시간 (0: 마감 없음)
timer-meaning-vacation-days = 이 게임에서 플레이어마다 쓸 수 있는 휴가 일수
timer-meaning-days = 휴가 일수, 0이면 휴가 종료
err-quiet-format = 방해 금지 시간은 24시간제로 시작-끝 형식으로 쓰세요 (예: 22:00-07:00). '{ $text }'{ JOSA($text, "은") } 안 됩니다.
err-quiet-range = '{ $text }'{ JOSA($text, "은") } 하루 안의 시간 범위가 아닙니다.
err-quiet-same = 방해 금지 시간의 시작과 끝이 같을 수 없습니다.
err-no-setting = '{ $key }' 설정은 없습니다. 설정: { $settings }.
timer-handoff = 🔔 { $who } 님, { $seat } 차례입니다: { $prompt }
timer-reminder = ⏰ { $who } 님, { $channel } 게임이 { $since }부터 { $seat } 차례를 기다리고 있습니다: { $prompt }
timer-no-default = { $seat }의 마감이 지났지만 이 결정에는 기본값이 없습니다. { $who } 님을 계속 기다립니다.
timer-default-applied = { $seat }의 마감이 지났습니다 ({ $when }). 기본값을 적용했습니다: { $default }

## 디스코드 계층이 직접 쓰는 문장
err-generic = 문제가 생겼습니다. 아무것도 바뀌지 않았습니다.
err-posting-failed = 게임은 갱신되었지만 결과를 여기에 게시하지 못했습니다. { CMD("game status", "로") } 현재 상황을 확인하세요.
err-not-delivered = 답장을 비공개로 보여 드리지 못했습니다. 다시 시도해 주세요.
err-result-queued = 명령은 기록되었지만 디스코드가 그 게시물을 받지 않았습니다. 디스코드가 받는 대로 채널에 올라가니 다시 할 필요는 없습니다.
err-stale-command = 디스코드 앱이 불러온 뒤로 이 명령이 바뀌었습니다. 잠시 기다렸다가 다시 시도하세요.
err-no-channel = 서버 채널이나 봇과의 개인 메시지에서 사용하세요.
err-not-valid-here = '{ $value }'{ JOSA($value, "은") } 여기에 쓸 수 있는 값이 아닙니다.
ui-image-too-large = (보드 이미지가 너무 커서 여기에 올릴 수 없습니다.)
ui-file-too-large = (파일이 너무 커서 여기에 올릴 수 없습니다. `dday console`로 내려받을 수 있습니다.)
ui-done = 완료
ui-done-dot = 완료했습니다.
ui-edited-here = ✅ { $note } — 페이즈 메시지에 반영되었습니다: { $where }
ui-edited-there = ✅ { $note } — { $channel }의 게임 메시지에 반영되었습니다.

## /game status와 /game board
status-lobby = 대기 중
status-active = 진행 중
status-finished = 종료
status-aborted = 중단됨
status-options = 옵션: { $options }
status-seats = 자리: { $seats }
status-open = 빈 자리
status-paused = ⏸️ 일시 정지: { $why } 이곳에 다시 게시할 수 있을 때까지 알림도, 마감 기본값 적용도 없습니다.
status-position = 현재 위치: { $phase }
status-result = 결과: { $result }.
console-outcome = 결과: { $result }. { $reason }
console-outcome-none = 결과: 아직 없음({ $phase })
status-ended = 결과: { $text }
err-board-not-started = 아직 게임이 시작되지 않았습니다.
status-current = 현재 위치: { $phase }
err-turn-not-over = { $turn }턴이 아직 끝나지 않았습니다. 인수 없이 { CMD("game board", "를") } 쓰면 현재 위치를 보여 줍니다.
err-phase-not-over = { $turn }턴 { $phase }페이즈가 아직 끝나지 않았습니다. 인수 없이 { CMD("game board", "를") } 쓰면 현재 위치를 보여 줍니다.
status-board-after-turn = { $turn }턴이 끝난 뒤의 보드 (그 뒤 처음 기록된 위치: { $label })
status-board-after-phase = { $turn }턴 { $phase }페이즈가 끝난 뒤의 보드 (그 뒤 처음 기록된 위치: { $label })

## /game history와 /game export
history-empty = 아직 아무 일도 일어나지 않았습니다.
err-history-page = 기록은 { $pages }쪽입니다. 1부터 { $pages }까지 중에서 고르세요.
history-title = **기록 { $number }/{ $pages } — { $title }**
export-seed-included = 시드가 포함되어 있습니다: 누구나 `dday verify FILE`로 모든 굴림을 확인할 수 있습니다.
export-seed-secret = 시드는 게임이 끝날 때까지 비밀입니다. 끝난 뒤 다시 내보내면 모든 굴림을 확인할 수 있습니다.
export-record = 게임 기록 (로그 { $entries }개).

## 행동: 누구 차례, 누구 자리; 명령 (여러 줄)
err-not-playing = 이 게임의 플레이어가 아닙니다. 누구나 { CMD("game board", "와") } { CMD("game history", "로") } 관전할 수 있습니다.
err-not-your-seat-act = { $seat } 자리는 당신의 자리가 아닙니다. 그 자리의 플레이어만 행동할 수 있습니다.
err-game-over = 이 게임은 끝났습니다.
err-not-your-seat = { $seat } 자리는 당신의 자리가 아닙니다.
post-nobody = 없음
err-not-your-turn = 당신의 차례가 아닙니다. 기다리는 중: { $who }.
err-orders-empty = 명령에 행동이 없습니다. 한 줄에 행동 하나씩 쓰세요 (또는 ;로 구분하세요).
err-orders-many = 명령에 행동이 { $count }개 있습니다. 한 번에 { $most }개까지 보낼 수 있습니다.
err-orders-line-long = { $number }번째 줄이 너무 깁니다: 최대 { $most }자인데 { $length }자입니다.
post-legal-now = 지금 가능한 행동 예: { $actions }
err-batch-after = (앞의 { $before }줄 다음에)
err-batch-refused = { $total }줄 중 { $number }번째 줄 `{ $line }`{ JOSA($line, "이") } 거부되었습니다{ $earlier }: { $reason } 아무것도 적용되지 않았습니다.
err-moved-on = 확인한 뒤로 게임이 진행되었습니다. 최신 보드를 보고 다시 시도하세요.
err-no-orders = 이 게임의 플레이어가 아니므로 내릴 명령이 없습니다.
ui-orders-example = 예: { $example }
ui-orders-title = 명령: { $game }
ui-orders-yours = 내 명령
err-planner-stale = 이 계획표는 이전 위치에서 열렸고 그 뒤 게임이 진행되었습니다. { CMD("aa plan", "으로") } 새로 여세요.
err-planner-player = 이 게임의 플레이어가 아니므로 계획할 이동이 없습니다.
err-button-stale = 이전 위치의 버튼입니다. 게임이 진행되었으니 최신 메시지를 사용하세요.
err-button-gone = 이 버튼은 더 이상 쓸 수 없습니다.
err-button-not-yours = 이 버튼은 { $who } 님({ $seat })의 버튼입니다.
err-hand-not-dealt = 아직 게임이 시작되지 않았습니다. 모든 자리가 차면 카드를 나눠 줍니다.

## 비공개 답장: 비밀, 손패, 주사위 트레이
post-secret-head = 🔒 **{ $seat }, 당신만 볼 수 있습니다:**
ui-secret-button = 🔒 { $seat }: 보기
err-old-game-button = 이 채널의 이전 게임 버튼입니다.
err-secret-entries = 이 버튼은 이 게임의 기록을 가리키지 않습니다.
err-secret-no-seat = '{ $seat }'{ JOSA($seat, "은") } 이 게임의 자리가 아닙니다.
err-secret-not-yours = 이 버튼은 { $seat }({ $who } 님) 전용입니다. 그 플레이어만 볼 수 있는 내용을 보여 줍니다.
post-secret-nothing = 그 기록에는 { $seat }의 비공개 내용이 없습니다.
post-private-view = **내 비공개 화면 ({ $seat })**
post-no-hand = 이 게임의 플레이어가 아니므로 손패가 없습니다. 누구나 { CMD("game board", "와") } { CMD("game history", "로") } 공개된 게임을 볼 수 있습니다.
post-nothing-hidden = 이 게임에는 숨겨진 손패가 없습니다. 알 수 있는 모든 것이 보드에 있습니다 ({ CMD("game board") }).
err-planner-game = 이동 계획표는 Axis & Allies D-Day 전용입니다. 이 게임에서는 명령 양식을 사용하세요.
err-tray-old-game = 이 채널의 이전 게임 주사위 트레이입니다.
err-tray-game = 주사위 트레이는 D-Day Dice 전용입니다. 이 채널은 다른 게임을 하고 있습니다.
post-tray-private-copy = 🔒 나만 보는 사본입니다. 이번 굴림의 주사위 트레이는 이미 채널(또는 내 팀의 스레드)에 올라와 있습니다. 어느 쪽을 눌러도 되지만, 주사위가 바뀌면 누르지 않은 쪽은 지난 판이 됩니다.

## 컴퓨터 자리
computer-none-yet = { $game }에는 아직 { -computer } 플레이어가 없습니다.
computer-creator-only = 게임을 만든 플레이어만 자리를 { -computer }에게 줄 수 있습니다.
computer-already = 이미 { -computer }가 { $seat }{ JOSA($seat, "을") } 맡고 있습니다.
computer-take-back-active = 진행 중인 게임의 자리만 되찾을 수 있습니다.
computer-not-playing = { $seat } 자리는 { -computer }가 맡고 있지 않습니다.
computer-since-lobby = { -computer }가 로비에서부터 { $seat }{ JOSA($seat, "을") } 맡았습니다. 사람이 맡으려면 { CMD("game replace", "를") } 사용하세요.
computer-take-back-who = { -computer } 전에 { $seat }{ JOSA($seat, "을") } 맡았던 { $who } 님만 되찾을 수 있습니다.
computer-stopped = 🤖 { $who }{ JOSA($who, "이") } 멈췄습니다: { $why }. 게임은 기다립니다. 만든 사람이 { CMD("game replace", "로") } 자리를 사람에게 넘길 수 있고, 봇이 다시 시작하면 컴퓨터가 다시 시도합니다.
computer-why-worker = 작업 프로세스가 멈췄습니다
computer-why-failed = 결정하지 못했습니다 ({ $error })
computer-why-refused = 수 하나가 거부되었습니다 (자세한 내용은 봇의 로그에 있습니다)

## 웹 뷰어 (/game link, /game viewer, /game webpage)
web-not-set-up = 이 봇에는 웹 뷰어가 설정되어 있지 않습니다: 운영자가 웹 주소(`DDAY_WEB_URL`)를 지정하지 않았습니다.
web-off-here = 이 서버에서는 웹 뷰어가 꺼져 있습니다. 서버 관리자가 { CMD("game viewer") } { OPT("game viewer", "enabled") }:True로 켤 수 있습니다.
web-not-started = 아직 게임이 시작되지 않았습니다. 게임이 시작되면 웹 페이지가 열립니다.
web-new-link-who = 게임을 만든 사람이나 서버 관리자만 새 링크를 만들 수 있습니다.
web-switch-who = 서버 관리자(서버 관리 권한)만 웹 뷰어를 켜거나 끌 수 있습니다.
web-on = 이 서버에서 웹 뷰어가 켜졌습니다: { CMD("game link", "로") } 게임 페이지를 볼 수 있고, 페이즈 게시물에 링크가 붙습니다.
web-off = 이 서버에서 웹 뷰어가 꺼졌습니다: 모든 게임 페이지가 닫히고 페이즈 게시물에 링크가 붙지 않습니다. { CMD("game viewer") } { OPT("game viewer", "enabled") }:True로 같은 주소에서 다시 열 수 있습니다.
web-no-position = 아직 게임이 시작되지 않아 보여 줄 위치가 없습니다.
web-page-fit = 디스코드 업로드 한도에 맞추려고 주요 위치 { $kept }개만 보여 줍니다. 중간 위치 { $left }개는 빠졌습니다 (기록은 남아 있습니다).
web-page-all = 위치 { $kept }개를 모두 보여 줍니다.
web-page-seed = 공개된 시드는 페이지에서 확인할 수 있습니다.
web-page-too-big = 이 게임의 웹 페이지는 약 { $size } MB로, 디스코드 첨부 한도 { $limit } MB보다 큽니다. 봇이 도는 컴퓨터에서 dday export --html FILE 로 만들거나, 게임의 웹 뷰어 링크를 대신 공유하세요.
web-page-file = 게임 전체를 담은 웹 페이지 ({ $size } KB): 브라우저에서 여세요. 오프라인에서도 작동합니다.

## 디스코드 계층의 버튼, 메뉴, 양식
ui-orders-placeholder = 한 줄에 행동 하나. 예: move 3 inf from 16 to 30, 그다음 done
ui-orders-field = 한 줄에 행동 하나
err-orders-form-slow = 게임의 응답이 너무 늦었습니다. 명령 양식을 다시 여세요.
ui-choice = 선택 { $number }
ui-approve = 승인
ui-refuse = 거절
ui-old-button = 이전 버튼
ui-open = 열기
err-legacy-button = 이 버튼이나 메뉴는 이전 버전의 봇이 만든 것이라 어느 게임의 것인지 알 수 없습니다. 최신 메시지(또는 슬래시 명령)를 사용하세요.
err-guard-no-game = 이 채널에는 게임이 없습니다: `{ CMD("game new") }`{ JOSA(CMD("game new"), "로") } 시작하세요.
err-guard-slow = 게임의 응답이 너무 늦었습니다. 아무것도 바뀌지 않았습니다. 잠시 후 다시 시도하세요.
err-guard-other-group = 이 채널에서는 { $game } 게임을 하고 있습니다. { $group }{ JOSA($group, "은") } { $games } 전용입니다.
err-guard-use = 이 채널에서는 { $game } 게임을 하고 있습니다 — { $command }{ JOSA($command, "을") } 사용하세요.
err-options-format = 옵션은 key=value 쌍으로 쓰세요 (예: players=3). '{ $token }'{ JOSA($token, "은") } 그런 쌍이 아닙니다.
web-link-note = 이 주소를 아는 사람은 누구나 게임을 따라볼 수 있습니다: 페이즈마다의 보드, 모든 주사위가 담긴 기록 (비공개 내용은 없음). 게임을 만든 사람이나 서버 관리자가 { CMD("game link") } { OPT("game link", "new") }:True로 끝낼 수 있습니다.
web-link-ended = 이전 주소에서는 더 이상 아무것도 보이지 않습니다.
web-link-new = 이 게임 페이지의 새 주소: { $address }
web-link = 이 게임의 페이지: { $address }
ui-standing-orders-of = **{ $seat }의 상시 명령** (`{ $id }`)
ui-standing-asked = — 매번 물어봅니다
err-no-standing-orders = 이 게임에는 상시 명령이 없습니다.
ui-standing-change = `{ CMD("orders set") } { OPT("orders set", "kind") }:<kind> { OPT("orders set", "value") }:<value>`로 바꿀 수 있습니다 (`ask`: 매번 묻기, `default`: 기본값으로 되돌리기).
err-planner-empty = 초안이 비어 있습니다. 먼저 구역, 유닛, 목적지를 고르세요.
ui-planner = 계획표

## 이동 계획표의 틀 (/aa plan)
err-planner-too-long = 이 선택은 메뉴에 들어가지 않습니다. 이 명령은 { CMD("aa orders", "로") } 쓰세요.
ui-planner-header = **이동 계획표** (나만 볼 수 있습니다).
ui-planner-draft = 명령 초안, { $count }줄:
ui-planner-draft-empty = 명령 초안이 비어 있습니다.
ui-planner-back = 구역 선택으로
ui-planner-previous = 이전 쪽
ui-planner-next = 다음 쪽
ui-planner-clear = 지우기
ui-planner-send = 명령 { $count }개 보내기
ui-planner-ask-zone = 이동할 수 있는 유닛이 있는 { -zone }{ JOSA(-zone, "을") } 고르세요.
ui-planner-zone = { -zone }
ui-planner-no-move = 더 이상 이동할 수 있는 유닛이 없습니다.
ui-planner-ask-units = { $zone }에서 어떤 유닛이 몇 개 이동합니까?
ui-planner-units = { $zone }의 유닛
ui-planner-no-move-from = { $zone }에서 이동할 수 있는 유닛이 없습니다.
ui-planner-ask-destination = { $zone }의 { $units }{ JOSA($units, "은") } 어디로 갑니까?
ui-planner-destination = { $units }의 목적지
ui-planner-no-destination = 그 유닛들은 갈 수 있는 목적지가 없습니다.
err-planner-send-menu = 보내기는 초안을 한꺼번에 제출하며 메뉴를 그리지 않습니다.
err-planner-full = 초안이 가득 찼습니다 (명령 { $most }개). 먼저 보내세요.
ui-planner-send-or-clear = 초안을 보내거나 지우세요.
ui-planner-not-asked = 지금은 계획할 이동이 없습니다: 이동 차례가 아닙니다.
err-planner-overflow = 초안이 메시지 하나에 더 이상 들어가지 않습니다. 먼저 보내세요.
ui-planner-to = { $label }{ JOSA($label, "으로") }
ui-planner-via = { $via } 거쳐 { $label }{ JOSA($label, "으로") }
err-tray-not-yours = 이 주사위 트레이는 { $who } 님({ $seat }) 전용입니다. 그 플레이어만 굴릴 수 있습니다.
err-tray-no-unit = 이 게임에 내 유닛이 없습니다. 플레이어들의 주사위 트레이는 채널에 있습니다.
err-tray-stale = 이 주사위 트레이는 지난 굴림을 보여 줍니다. 가장 최근 트레이를 쓰거나 `{ CMD("dice tray") }`로 새 트레이를 받으세요.
err-tray-none-seat = 이 게임에서 '{ $seat }'에게는 주사위 트레이가 없습니다. 주사위는 유닛(과 독일 플레이어)만 굴립니다.
err-tray-none-yours = 이 게임에서 내 쪽에는 주사위 트레이가 없습니다. 주사위는 유닛(과 독일 플레이어)만 굴립니다.
err-tray-over-final = 이번 굴림은 끝났습니다: 최종 결과를 확정했습니다.
err-tray-over = 이번 굴림은 끝났습니다: 지금은 굴릴 것이 없습니다.
err-tray-tap-lock = 먼저 고정할 주사위 두 개를 누르거나(주사위마다 버튼이 있습니다) **확정**을 누르세요.
err-tray-tap-reroll = 먼저 다시 굴릴 주사위를 누르거나(주사위마다 버튼이 있습니다) **확정**을 누르세요.
err-tray-die = { $die }번 주사위는 지금 고를 수 없습니다.
err-use-in-game-channel = 내 게임의 채널에서 사용하세요.
post-not-your-decision = 지금은 당신이 결정할 차례가 아닙니다. 차례가 되면 호출해 드립니다.

## 긴 게시물: 요약 문구 (story.py)
post-summary-the-game = 게임 ({ $count })
post-summary-others = 그 밖의 { $others }명 ({ $count })
post-summary-moves = 이동 { $count }개 더
post-summary-moves-by = { $by }의 이동 { $count }개 더
post-summary-rerolled = 다시 굴린 굴림 { $count }개 더
post-summary-rolls = 굴림과 결과 { $count }개 더
post-summary-lines = { $count }줄 더
post-summary-pages = { $first }부터 { $last }쪽까지
post-summary-overflow = + 메시지 하나에 다 담을 수 없습니다: 나머지는 `{ CMD("game status") }`{ JOSA(CMD("game status"), "와") } `{ CMD("game history") }`에서 보세요.

## 입력 범위 (edge.py): 범위를 벗어난 값은 읽기 전에 거부됩니다
err-input-whole = { $what }: { $low }부터 { $high }까지의 정수여야 합니다. { $value }{ JOSA($value, "은") } 안 됩니다.
err-input-text = { $what }: 글이어야 합니다.
err-input-long = { $what }: 너무 깁니다. 최대 { $most }자인데 { $length }자입니다.
err-input-nul = { $what }: NUL 문자를 넣을 수 없습니다.
err-input-invalid = { $what }: 올바른 글이 아닙니다.
err-input-yes-no = { $what }: 예 또는 아니요여야 합니다.
err-input-address = 게임 페이지의 주소가 아닙니다.
err-input-parameters = 명령이 잘못된 매개변수로 호출되었습니다.
# 잘못된 입력을 거부할 때 부르는 명령 매개변수의 이름 (bot/service/edge.py)
input-the-channel-id = 채널 id
input-the-server-id = 서버 id
input-the-user-id = 사용자 id
input-the-new-players-id = 새 플레이어의 id
input-the-game-id-of-that-button = 그 버튼의 게임 id
input-the-request-id = 요청 id
input-the-notice-id = 알림 id
input-the-message-id = 메시지 id
input-the-positions-version = 위치의 버전
input-the-choice-number = 선택지 번호
input-the-dice-seed = 주사위 시드
input-the-turn = 턴
input-the-phase = 단계
input-the-page = 페이지
input-the-number-of-vacation-days = 휴가 일수
input-the-number-of-actions-to-take-back = 되돌릴 행동 수
input-the-discord-error-code = Discord 오류 코드
input-the-dice-selection = 고른 주사위
input-the-number-of-notices = 알림 수
input-the-action = 행동
input-the-orders = 명령
input-the-draft-order = 명령 초안
input-the-planner-step = 계획표 단계
input-the-choice = 선택
input-the-seat = 자리
input-the-game-name = 게임 이름
input-the-language = 언어
input-what-you-typed-so-far = 지금까지 입력한 것
input-the-command = 명령어
input-the-field = 입력 칸
input-the-time-zone = 시간대
input-the-quiet-hours = 방해 금지 시간
input-the-message-role = 메시지 역할
input-the-tray-button = 트레이 버튼
input-the-error = 오류
input-the-minutes-before-a-hand-off-ping = 차례 알림 전 대기 시간(분)
input-the-list = 목록
input-the-digest-time = 요약 시간
input-the-channel-name = 채널 이름
input-pairs-too-many = { $what }: 키=값 쌍은 최대 { $entries }개입니다.
input-ids-too-many = { $what }: 이름=id 쌍은 최대 { $entries }개입니다.
input-pair-name = { $what } 이름
input-pair-value = { $what } '{ $key }'의 값
input-pair-id = { $what } '{ $key }'의 id
input-kind-option = 옵션
input-kind-field = 입력 칸
input-kind-setting = 설정
input-kind-team-thread = 팀 스레드
ui-planner-sent = 보냈습니다: 명령 { $count }개, 각각 게임 기록에 남았습니다.
err-planner-menu = 이 봇이 만든 계획표 메뉴가 아닙니다.

## 서버 전체 목록 (issue #50): /game mine, /game list. 읽는 사람의 언어로 나만 보는 답.
lists-mine-head = **내 게임**: { $count }개, { $yours ->
        [0] 내 차례인 게임 없음
       *[other] 내 차례 { $yours }개
    }.
lists-mine-none = 함께 있는 어느 서버에서도 참가한 게임이 없습니다.
lists-mine-none-here = 이 서버에서 참가한 게임이 없습니다. 참가할 수 있는 테이블은 `{ CMD("game list") }`{ JOSA(CMD("game list"), "로") } 보세요.
lists-your-turn = 내 차례
lists-waiting = 다른 사람 차례
lists-lobbies = 대기실
lists-ended = 최근 30일 안에 끝난 게임
lists-you-play = 내 자리: { $seats }
lists-since = { $when } 요청됨
lists-deadline = 마감 { $when }
lists-waiting-for = { $who } 차례, { $when }부터
lists-waiting-computer = 컴퓨터가 두는 중
lists-waiting-nobody = 요청된 사람 없음
lists-free-seats = { $count ->
        [0] 빈 자리 없음
       *[other] 빈 자리 { $count }개
    }
lists-ended-at = { $when } 끝남
lists-ended-plain = 끝남
lists-more = …그 밖에 { $count }개 더.
lists-list-head = **이 서버의 테이블**: 참가 모집 { $open }개, 진행 중 { $playing }개, 최근 { $days }일 안에 끝남 { $ended }개 ({ $pages }쪽 중 { $page }쪽).
lists-list-none = 볼 수 있는 테이블 중 맞는 것이 없습니다. 채널에서 { CMD("game new", "로") } 새로 열 수 있습니다.
lists-open = 참가 모집 중
lists-playing = 진행 중
lists-next-page = 더 보기: `{ CMD("game list") } { OPT("game list", "page") }:{ $page }`.
lists-no-page = { $page }쪽은 없습니다: 목록은 { $pages }쪽입니다.
lists-bad-show = 알 수 없는 목록 '{ $shown }': { $choices } 중에서 고르세요.
lists-digest-head = **내 차례인 게임** { $count }개, 매일 보내는 요약입니다 (`{ CMD("prefs set") } { OPT("prefs set", "digest") }:off`로 끌 수 있습니다):
prefs-digest-at = 내 차례인 게임 요약: 매일 내 시간으로 { $time }.
prefs-digest-off = 매일 요약 없음 (`{ CMD("prefs set") } { OPT("prefs set", "digest") }:08:00`으로 받을 수 있습니다).
err-digest-format = '{ $text }'{ JOSA($text, "은") } 시각이 아닙니다: 08:00처럼 24시간제로 쓰거나 off라고 쓰세요.
stats-none = { $who }님은 이 서버에서 내가 볼 수 있는 채널에 끝난 게임이 없습니다.
stats-head = **{ $who }님의 전적** (이 서버, 내가 볼 수 있는 채널의 게임):
stats-record = { $played }판: 승 { $won }, 패 { $lost }, 무 { $drew }, 기권 { $resigned }
stats-aborted = 그 밖에 { $count }판은 중단되어 세지 않았습니다.
stats-pace = 평균 { $time } 만에 둠 ({ $turns }차례)
stats-under-minute = 1분 미만
stats-minutes = { $n }분
stats-hours = { $n }시간
stats-days = { $n }일
stats-rating = 레이팅 { $figure } ({ $of }명 중 { $place }위)
stats-unrated = 레이팅 없음 (혼자 또는 협동 게임이거나 아직 레이팅된 게임이 없음)
board-none = 이 서버에서 내가 볼 수 있는 채널에 레이팅된 { $game } 게임이 아직 없습니다.
board-head = **순위표: { $game }** (Glicko-2, 내가 볼 수 있는 채널의 게임 기준): 레이팅된 플레이어 { $count }명.
board-computers = 컴퓨터 플레이어 (따로 레이팅하며 사람 순위에는 넣지 않음)
board-games = { $games }판: 승 { $won }, 패 { $lost }, 무 { $drew }
board-note = ±는 레이팅의 불확실성(편차)입니다. ?는 아직 자리 잡는 중인 레이팅입니다 (편차 { $rd } 초과). 혼자 또는 협동 게임은 `{ CMD("game stats") }`에서 세지만 레이팅하지 않습니다. 기권은 패배이고, 중단된 게임은 레이팅하지 않습니다.
err-channels-unread = Discord가 이 서버에서 볼 수 있는 채널을 알려 주지 않아, 너무 많이 보여 주는 대신 아무것도 보여 주지 않습니다. 잠시 뒤 다시 해 보세요. 바뀐 것은 없습니다.

## 예약한 행동 (issue #46)
queue-kept = 나중을 위해 예약했습니다 ({ $seat }): { $lines }. 다시 차례가 오면 바로 순서대로 대신 둡니다. 단, 그동안 상대가 그대로 두는 답({ $answers })만 해야 합니다. 상대가 다른 답을 하거나 내가 직접 행동하면 예약은 취소되고 평소처럼 질문을 받습니다. 이 내용은 본인만 봅니다. { CMD("pb queue", "로") } 보거나 지울 수 있습니다.
queue-unreadable = { $number }번째 줄(`{ $line }`)은 예약할 수 없습니다: { $reason } 아무것도 두거나 예약하지 않았습니다.
queue-other-seat = 예약은 자리 하나({ $seat })에만 둘 수 있습니다. 자리마다 따로 보내세요.
queue-none = 이 게임에 예약한 행동이 없습니다.
queue-shown = { $seat }의 예약: { $lines }
queue-cleared = 예약한 행동을 지웠습니다. 다른 것은 바뀌지 않았습니다.
queue-not-here = 이 게임은 행동을 예약할 수 없습니다. 차례가 오면 두세요.

## overlord (issue #48): 팀 스레드의 이름
post-team-thread-name = { $team } · { $game } ({ $id }번 게임)

