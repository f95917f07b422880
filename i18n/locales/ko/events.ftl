### 서비스가 직접 기록하는 사건 (issue #28): 게임 중단, 되돌리기, 자리 교체, 마감 시간의 기본 행동.
### 인자: seats, result는 기권한 자리와 이긴 자리(자리 id, 읽는 사람의 말로 표시), who, old, new, by, approvers는 디스코드 멘션(<@id>), seat는 자리 이름, count는 숫자,
### first, last는 기록 번호, when은 디스코드 시각, default는 적용된 행동(명령어는 영어 그대로).

events-aborted = { $who }님이 { -game }{ JOSA(-game, "을") } 중단했습니다.
events-undo = { $who }님이 기록 { $count }개를 되돌렸습니다(#{ $first }–#{ $last }).
events-undo-approved = { $who }님이 기록 { $count }개를 되돌렸습니다(#{ $first }–#{ $last }, 승인: { $approvers }).
events-replaced = { $seat } { -seat }{ JOSA(-seat, "가") } { $old }님에게서 { $new }님에게 넘어갔습니다(교체한 사람: { $by }님).
events-queued = { $seat }이(가) 미리 예약한 대로 두었습니다: { $lines }
events-deadline = { $seat }의 마감 시간이 지났습니다({ $when }). 기본 행동을 적용했습니다: { $default }
events-resigned = { $seats }{ JOSA($seats, "이") } 기권했습니다. { $result }.
