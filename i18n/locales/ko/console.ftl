### 콘솔(dday console)이 직접 하는 말: 터미널에서 두는 플레이어가 게임의 글 말고 읽는 것 (issue #48).
### 자리는 플레이어가 입력하는 id(british, axis, unit1)로 씁니다.

console-intro = 행동을 입력하세요(여러 자리가 질문을 받으면 '자리: 행동', 여러 개는 ;로 구분). 버튼 번호를 입력해도 되고, 'help'를 입력하면 콘솔 명령(options, status, board, hand, history, undo, quit)을 볼 수 있습니다.
console-help =
    콘솔 명령(앞에 / 또는 :를 붙여도 됩니다. 예: /status):
      help               이 목록
      options [START]    지금 질문을 받은 자리가 할 수 있는 것(장소와 카드 이름 포함).
                         START를 주면 그 말로 시작하는 행동만 보여 줍니다(options move 3)
      status             게임, 자리, 현재 위치, 행동할 사람
      board [FILE]       지금 보드를 PNG 파일로 그리고 경로를 알려 줍니다
      hand SEAT          SEAT의 비공개 화면(손패, 훈장, 포상 등). 그 플레이어만 보는 그대로이며,
                         지금 낼 수 있는 카드에는 버튼처럼 번호가 붙습니다
      history [PAGE]     게임 기록의 한 페이지(PAGE가 없으면 마지막 페이지)
      undo [SEAT] [N]    SEAT(없으면 마지막으로 행동한 자리)의 마지막 행동 N개(기본 1개)를 되돌리자고 요청합니다.
                         다른 플레이어가 동의해야 하며, 찬성/반대 버튼이 번호와 함께 나옵니다
      quit               끝내기(게임은 --db로 준 데이터베이스 파일에 남습니다)
    행동: 기록에 적히는 모양 그대로 입력하세요("done"). 여러 자리가 질문을 받았다면 자리를 먼저 씁니다
    ("axis: done"). 한 자리의 행동 여러 개는 ";"로 이어 씁니다. 버튼: 앞에 찍힌 번호([3])를 입력하면 누르고,
    "SEAT: 3"이라고 쓰면 그 자리로서 누릅니다. 게임이 행동으로 읽을 수 있는 줄은 언제나 행동입니다.
    / 또는 :로 시작하는 명령은 행동이 되지 않습니다.
console-refused = 거부됨: { $why }
console-waiting-elsewhere = { $seats } 차례인데, 이 터미널에서 두는 사람이 없습니다(컴퓨터가 멈췄을까요?).
console-several-seats = 여러 자리가 행동해야 합니다({ $seats }). 줄 앞에 자리를 쓰세요. 예: '{ $first }: done'.
console-history-usage = history에는 페이지 번호 하나만 줍니다. 예: 'history 2'(없으면 마지막 페이지).
console-empty-command = / 또는 : 뒤에 콘솔 명령을 쓰세요. 예: /status. 목록은 /help로 봅니다.
console-unknown-command = '{ $word }'라는 콘솔 명령은 없습니다. 목록은 /help로 보세요.
console-options-more = … 그리고 { $more }개 더. 행동의 앞부분으로 목록을 좁히세요. 예: 'options { $start }'.
console-options-none-start = '{ $start }'{ JOSA($start, "으로") } 시작하는 것이 없습니다. 무엇을 묻는지는 위의 안내에 있습니다.
console-options-none = 여기서 목록으로 고를 것이 없습니다. 무엇을 묻는지는 위의 안내에 있습니다.
console-no-picture = { $game }에는 보드 그림이 없습니다.
console-board-unwritable = 보드를 { $path }에 저장하지 못했습니다: { $why }.
console-image = [그림] { $path }
console-board-image = 보드 그림: { $path }
console-no-seat = 이 게임에는 '{ $word }' 자리가 없습니다. 자리: { $seats }.
console-hand-usage = hand에는 자리 하나만 줍니다. 예: 'hand { $seat }'.
console-whose-hand = 누구의 손패인가요? 'hand SEAT'로 입력하세요. 자리: { $seats }.
console-private-to = ({ $seat }에게만 보이는 내용)
console-undo-usage = undo에는 자리와 행동 개수를 줍니다. 예: 'undo axis 2'(둘 다 생략 가능).
console-nothing-to-undo = 되돌릴 것이 없습니다: 아직 아무 자리도 행동하지 않았습니다.
console-undo-one = 되돌리려면 { $seats }의 동의가 필요합니다. { $seat }{ JOSA($seat, "으로") } 찬성하려면 { $approve }, 반대하려면 { $refuse }{ JOSA($refuse, "을") } 입력하세요.
console-undo-many = 되돌리려면 { $seats }의 동의가 필요합니다. 모두 찬성하려면 각자 { $approve }{ JOSA($approve, "을") } 한 번씩 입력하고(한 자리만: '{ $seat }: { $approve }'), 반대하려면 { $refuse }{ JOSA($refuse, "을") } 입력하세요.
console-and = { $first }, { $second }
console-no-button = { $number }번 버튼은 없습니다: 최근 버튼은 1번부터 { $last }번까지입니다.
console-no-buttons = { $number }번 버튼은 없습니다: 지금 보이는 버튼이 없습니다.
console-discord-menu = '{ $label }'{ JOSA($label, "은") } 콘솔에 없는 Discord 메뉴를 엽니다. 대신 행동을 입력하세요.
