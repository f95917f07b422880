### D-Day Dice 오버로드의 말 (issue #48): 팀, 습격, 캠페인, 보드 이미지의 대체 텍스트.

## overlord

dice-team-label = { $team } 팀
dice-team-units = { $team } 팀(유닛 { $count }개)
dice-raid-code = 습격 { $code }
dice-campaign-code = 캠페인 { $code }
dice-blitzkrieg = 블리츠크리그
dice-solo-tag = {" "}(솔로)
dice-layout-full = 전체
dice-layout-medium = 중간
dice-layout-small = 작은
dice-neutral-shared = 모든 팀이 보급품 더미 하나를 함께 씁니다
dice-neutral-both-columns = 팀마다 보급품 더미가 있고 두 열의 특수 아이템이 모두 들어 있으며, 유닛은 두 더미 모두에서 가져옵니다
dice-neutral-own-column = 팀마다 자기 열의 특수 아이템만 든 보급품 더미가 있고, 각 팀은 자기 더미에서만 가져옵니다
dice-flame-spot = { $where }(팀 { $team })
dice-start-note-raids = 습격: { $raids }.
dice-start-note-boards = 저희가 재구성한 보드입니다(인쇄된 지도를 구할 수 없었습니다): { $boards }.
dice-start-note-scatter = 열과 열 사이의 선(흩어져라!)도 저희가 재구성했습니다.
dice-start-note-not-played = 봇이 아직 적용하지 못하는 습격 규칙입니다(이런 규칙이 있는 캠페인은 로비에서 받지 않습니다): { $missing }.

