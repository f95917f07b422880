### 플랫폼 문구 (로비, 자리, 타이머, 오류, 도움말): 모든 게임에 공통.

language-name = 한국어
computer-seat = { -computer } ({ $seat })
