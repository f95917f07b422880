### A&A D-Day의 게임 문장 (issue #28): rules/aa_dday의 사건, 거절, 질문, 선택지.
### 인수(구역, 유닛, 주사위, 자리, 카드)는 i18n/aa_dday.py가 한국어로 바꿔 넣습니다.

-cities = 세르부르, 생로, 캉

## 턴과 승리
aa-setup = 양측 군대가 보드에 배치되었습니다. 1턴은 공중 강습으로 시작합니다.
aa-turn-begins = { $turn }턴이 시작됩니다.
aa-turn-end = { $turn }턴이 끝났습니다. { -allies }이 승리 도시 3곳 중 { $held }곳을 차지하고 있습니다.
aa-victory-quick = { -allies } 승리: { $turn }턴 종료 시점에 { -cities }을 모두 차지했습니다 (선택 규칙).
aa-victory-held = { -allies } 승리: { -cities }을 한 턴 동안 지켜냈습니다.
aa-victory-close = { -allies }이 { -cities }을 차지했습니다. 승리가 눈앞입니다. { $turn }턴이 끝날 때까지 세 도시를 모두 지키면 승리합니다.
aa-victory-lost-hold = { -allies }이 더 이상 { -cities }을 모두 차지하고 있지 않습니다. 다시 점령해서 지켜야 합니다.
aa-victory-axis-quick = { -axis } 승리: { $turn }턴이 끝났고 { -allies }이 { -cities }을 차지하지 못했습니다.
aa-victory-axis-full = { -axis } 승리: { $turn }턴이 끝났고 { -allies }이 { -cities }을 한 턴 동안 지키지 못했습니다.
aa-victory-doomed = { $turn }턴 종료 시점에 { -allies }이 { -cities }을 모두 차지하지 못해 더 이상 승리할 수 없습니다. 게임은 { $last }턴이 끝날 때까지 계속됩니다.

## 카드 덱
aa-card-back = { $card } 카드가 덱에 돌아옵니다{ $with_fortune ->
    [true] {" "}(운수 카드와 함께)
   *[false] {""}
}.
aa-card-removed = { $card } 카드가 덱에서 빠집니다{ $with_fortune ->
    [true] {" "}(운수 카드와 함께)
   *[false] {""}
}: { $why ->
    [first-turn] 첫 턴에만 쓰는 카드입니다
    [no-blockhouse] 남은 { -blockhouse }가 없습니다
    [no-fighter] { -fighter }가 모두 격추되었습니다
    [no-bomber] { -bomber }가 모두 격추되었습니다
    [no-sea-blockhouse] 바다로 사격할 수 있는 { -blockhouse }가 남지 않았습니다
    [allies-ashore] { -allies } { -reinforcement }가 모두 상륙했습니다
    [allied-charts-empty] 영국과 미국의 증원 차트가 비었습니다
   *[german-charts-empty] 독일 증원 차트가 비었습니다
}.

## 전술 카드
aa-tactic-unusable = { $tactic } 카드가 나왔지만 { $side ->
    [axis] { -axis }
   *[allies] { -allies }
}은 지금 쓸 수 없습니다 ({ $reason }).
aa-tactic-pass = { $seat }{ JOSA($seat, "이") } { $tactic } 카드를 쓰지 않습니다.
aa-tactic-play = { $seat }{ JOSA($seat, "이") } { $tactic } 카드를 씁니다: { $summary }. 이 카드는 덱에서 빠집니다.
aa-tactic-summary-1 = 증원 차트의 공수부대가 낙하해 곧바로 공격합니다
aa-tactic-summary-2 = 연합군 증원 차트마다 첫 유닛을 없앨 수 있습니다
aa-tactic-summary-3 = 정찰 중인 전투기 1대가 다음 단계의 대공 사격을 받지 않습니다
aa-tactic-summary-4 = 전투기가 격추된 구역이나 그 옆 구역의 연합군 지상유닛 하나를 제거합니다
aa-tactic-summary-5 = 공습하는 폭격기마다 주사위를 하나 더 굴립니다
aa-tactic-summary-6 = 폭격기가 빗나간 구역 옆의 연합군 지상유닛 하나를 제거합니다
aa-tactic-summary-7 = 다음 단계에 연합군 유닛이 해안 구역 한 곳에 들어갈 수 없습니다
aa-tactic-summary-8 = 빈 요새 자리에 요새를 다시 짓습니다
aa-tactic-summary-9 = 교두보 상자 안의 유닛을 다시 배치합니다
aa-tactic-summary-10 = 대포와 짝을 이룬 보병이 다음 단계에 2 이하로 공격합니다
aa-tactic-summary-11 = 연합군 대포가 옆 구역의 독일 유닛을 포격합니다
aa-tactic-summary-12 = 레지스탕스가 독일이 차지한 도시마다 독일 유닛 하나를 제거할 수 있습니다
aa-tactic-summary-13 = 독일 대포가 옆 구역의 연합군 유닛을 포격합니다
aa-tactic-summary-14 = 정찰 중인 전투기를 독일 증원 표시가 있는 구역으로 옮깁니다
aa-tactic-summary-15 = 독일 유닛 하나를 안전한 길을 따라 원하는 곳으로 옮깁니다
aa-tactic-summary-16 = 격파된 영국 보병이 증원 차트로 돌아갑니다

## 전술 카드를 지금 쓸 수 없는 이유
aa-why-no-infantry-waits-on-the-charts-for-a-zone-with-room = 빈자리가 있는 구역으로 갈 보병이 차트에 없습니다
aa-why-the-allied-charts-are-empty = 연합군 증원 차트가 비었습니다
aa-why-no-fighter-patrols-a-zone-with-german-artillery = 독일 대포가 있는 구역을 정찰하는 전투기가 없습니다
aa-why-no-fighter-was-shot-down-this-phase = 이번 단계에 격추된 전투기가 없습니다
aa-why-no-allied-land-unit-is-near = 가까이에 연합군 지상유닛이 없습니다
aa-why-no-bomber-is-striking = 공습 중인 폭격기가 없습니다
aa-why-no-bomber-missed-this-turn = 이번 턴에 빗나간 폭격기가 없습니다
aa-why-no-allied-land-unit-is-next-to-those-zones = 그 구역들 옆에 연합군 지상유닛이 없습니다
aa-why-order-card-08-is-not-in-the-deck = 명령 카드 08이 덱에 없습니다
aa-why-every-coastal-zone-holds-allied-land-units = 모든 해안 구역에 연합군 지상유닛이 있습니다
aa-why-no-empty-blockhouse-silhouette-in-a-zone-held-by-german-infantry = 독일 보병이 지키는 구역에 빈 요새 자리가 없습니다
aa-why-no-allied-unit-waits-in-a-beachhead-box = 교두보 상자에서 기다리는 연합군 유닛이 없습니다
aa-why-order-card-11-is-not-in-the-deck = 명령 카드 11이 덱에 없습니다
aa-why-no-contested-zone-holds-allied-infantry-and-artillery-together = 연합군 보병과 대포가 함께 있는 교전 구역이 없습니다
aa-why-no-allied-artillery-is-next-to-a-zone-with-german-units = 독일 유닛이 있는 구역 옆에 연합군 대포가 없습니다
aa-why-the-axis-controls-no-city = 주축군이 차지한 도시가 없습니다
aa-why-no-german-artillery-is-next-to-a-zone-with-allied-land-units = 연합군 지상유닛이 있는 구역 옆에 독일 대포가 없습니다
aa-why-no-german-reinforcements-will-arrive = 도착할 독일 증원부대가 없습니다
aa-why-no-patrolling-fighter-can-move-to-a-reinforcement-zone = 증원 구역으로 옮길 수 있는 정찰 전투기가 없습니다
aa-why-no-german-land-unit-can-move = 움직일 수 있는 독일 지상유닛이 없습니다
aa-why-the-allies-control-no-city = 연합군이 차지한 도시가 없습니다
aa-why-no-u-k-infantry-has-been-destroyed = 격파된 영국 보병이 없습니다
aa-why-no-u-k-infantry-slot-of-the-chart-is-empty = 영국 차트에 빈 보병 칸이 없습니다

## 3인 게임에서 연합군의 결정, 상시 명령
aa-joint-axis-decides = { -axis }이 { -allies } 대신 결정합니다: `{ $action }`
aa-joint-agrees = { $seat }{ JOSA($seat, "이") } 동의합니다: `{ $action }`
aa-joint-disagrees = { $seat }{ JOSA($seat, "이") } '{ $action }'에 동의하지 않습니다{ $counter ->
    [none] {""}
   *[other] {" "}('{ $counter }'을(를) 원합니다)
}. 규칙에 따라 { -axis }이 결정합니다.
aa-joint-proposes = { $seat }{ JOSA($seat, "이") } { -allies }의 결정을 제안합니다: `{ $action }`. { $other }{ JOSA($other, "이") } 받아들이거나 거절합니다.
aa-orders-change = { $seat }{ JOSA($seat, "이") } 상시 명령을 바꿉니다: { $order ->
    [all] 모든 종류
   *[other] { $order }
} → { $value }
aa-standing-decide = { $owner } 상시 명령(`{ $order }: { $value }`)에 따라 결정합니다: `{ $action }`
aa-standing-verdict = { $owner } 상시 명령(`{ $order }: { $value }`): { $verdict ->
    [agree] 동의합니다.
   *[other] 동의하지 않습니다.
}
aa-standing-both = 영국과 미국의 상시 명령(`{ $order }: { $value }`)에 따라 결정합니다: `{ $action }`
aa-standing-propose = { $owner } 상시 명령(`{ $order }: { $value }`)에 따라 제안합니다: `{ $action }`

## 전투와 포격
aa-blockhouses-fire = { $zone }의 { -blockhouse }가 { $target }에 사격합니다: { $dice } — { $hits }회 { -hit }
aa-blockhouses-no-target = 이번에는 바다 쪽에 목표가 있는 { -blockhouse }가 없습니다.
aa-uncoordinated-skip = 운수 { NUMBER($fortune_no, minimumIntegerDigits: 2) } (엇갈린 공격): { $zones }에서는 공격하지 않습니다.
aa-no-combat = 양측 지상유닛이 함께 있는 { -zone }이 없어 전투가 없습니다.
aa-no-combat-phase = 이번 단계에는 전투가 없습니다.
aa-combat-only-nation = { $zone }: 이번 공격에는 { $nation } 유닛만 참여합니다 (운수 11).
aa-combat-attack = { $zone }: { $side ->
    [axis] { -axis }
   *[allies] { -allies }
} 공격 주사위 { $dice } — { $hits }회 { -hit }
aa-combat-defence = { $zone }: { $side ->
    [axis] { -axis }
   *[allies] { -allies }
} 방어 주사위 { $dice } — { $hits }회 { -hit }
aa-control = { $zone }: { $control ->
    [axis] 독일 지상유닛만 남았습니다. { -axis }이 이 구역을 차지합니다.
    [allies] 연합군 지상유닛만 남았습니다. { -allies }이 이 구역을 차지합니다.
    [contested] 양측 유닛이 모두 남아 교전 구역으로 남습니다. 아무도 차지하지 못합니다.
   *[empty] 지상유닛이 남지 않아 아무도 차지하지 못합니다.
}
aa-bombard-roll = 함포 사격{ $by ->
    [none] {""}
    [allies] {" "}({ -allies }, 주사위 { $n }개)
    [uk] {" "}({ -uk }, 주사위 { $n }개)
   *[us] {" "}({ -us }, 주사위 { $n }개)
}: { $dice } — { $hits }회 { -hit }
aa-bombard-split = { -allies }이 함포 사격 주사위를 나눕니다: 영국 { $uk }개, 미국 { $us }개.

## 이동과 기총소사
aa-move-none = 이번에는 움직일 수 있는 { $side ->
    [allies] { -allies }
   *[axis] 독일
} 지상유닛이 없습니다.
aa-move = { $units }: { $via ->
    [none] { $frm }
   *[other] { $frm }에서 { $via } 경유,
} → { $to }{ JOSA($to, "으로") } 이동합니다.
aa-strafe-move = 이동 중인 { $units }에 기총소사 ({ $path }): { $rolls } — { $killed }개 격파
aa-strafe-none = 정찰 구역을 지난 독일 유닛이 없어 기총소사가 없습니다.

## 항공기
aa-patrol-grounded = 비행장의 { -fighter }가 모두 이번 턴에 출격하지 못해 정찰이 없습니다.
aa-patrol-none = 비행장에 { -fighter }가 없어 정찰이 없습니다.
aa-patrol = { $units }{ JOSA($units, "이") } { $to }{ JOSA($to, "을") } 정찰합니다.
aa-patrol-end = { -allies }이 { -fighter } 정찰을 마칩니다.
aa-aa-shortage = { $zone }: 대공 포탄이 모자라 그곳의 { -artillery }는 사격하지 않습니다.
aa-aa-barnstorm = { $zone }: 그곳의 유일한 { -fighter }가 곡예비행 중이라(전술 03) 대공 사격이 없습니다.
aa-aa-roll = { $zone }: 대공 사격 주사위 { $dice } — { $hits }회 { -hit }
aa-aa-none = 연합군 { $typ }{ JOSA($typ, "와") } 같은 구역에 있는 독일 { -artillery }가 없어 대공 사격이 없습니다.
aa-bomb-grounded = 비행장의 { -bomber }가 모두 이번 단계에 대기해 공습이 없습니다.
aa-bomb-none = 비행장에 { -bomber }가 없어 공습이 없습니다.
aa-bomb-fly = { $nation } { -bomber }가 { $to }{ JOSA($to, "으로") } 날아갑니다.
aa-bomb-roll = { $zone }: { -bomber }{ $by ->
    [none] {""}
    [allies] {" "}({ -allies })
    [uk] {" "}({ -uk })
   *[us] {" "}({ -us })
} 주사위 { $dice } — { $hits }회 { -hit }
aa-bomb-lost = { $zone }: 남은 독일 유닛이 없어 { -hit } { $lost }회가 사라집니다.
aa-bomb-unsent = 출격한 { -bomber }가 없어 공습이 없습니다.
aa-air-back = 비행장으로 돌아옴: { $units }.
aa-air-none-out = 나가 있는 { $typ }{ JOSA($typ, "가") } 없어 돌아올 것이 없습니다.

## 공중 강습과 상륙
aa-airborne-disarray = 운수 01: 공수 작전이 혼란에 빠져 남은 { -paratrooper }는 공격하지 않습니다.
aa-airborne-roll = { $zone }: { $nation } { -paratrooper } 주사위 { $dice } — { $hits }회 { -hit }
aa-airborne-lost = { $zone }: 공격할 수 있는 독일 유닛이 없어 { -hit } { $lost }회가 사라집니다.
aa-airborne-leave = { $box }의 { -paratrooper }({ $units })가 상자를 떠나 { $to }{ JOSA($to, "으로") } 갑니다.
aa-land-none = { -beachhead } 상자에서 기다리는 연합군 유닛이 없습니다.
aa-land-full = 모든 해변의 상륙 구역이 가득 차서 상륙할 수 없습니다.
aa-land = { $units }{ JOSA($units, "이") } { $frm }에서 { $to }{ JOSA($to, "으로") } 상륙합니다.

## 명중과 피해
aa-destroyed = { $zone }에서 격파: { $units }.
aa-hits-lost = { $zone }: 남은 목표가 없어 { -hit } { $lost }회가 사라집니다.
aa-hits-lost-near = { $zone } 옆: 남은 목표가 없어 { -hit } { $lost }회가 사라집니다.

## 증원
aa-reinf-roll-good = { $chart } { -reinforcement } 주사위 { $dice } (운수 { NUMBER($fortune_no, minimumIntegerDigits: 2) }: 주사위 하나를 다시 굴릴 수 있습니다)
aa-reinf-roll = { $chart } { -reinforcement } 주사위 { $dice } — { $n }개 유닛이 들어올 수 있습니다{ $half ->
    [none] {""}
   *[other] {" "}(운수 { NUMBER($half, minimumIntegerDigits: 2) }: { $total }의 절반, 올림)
}{ $capped ->
    [true] {" "}(차트에 남은 전부)
   *[false] {""}
}
aa-reinf-place = { $chart } 차트의 { $units }{ JOSA($units, "이") } { $zone }에 배치되었습니다.
aa-reinf-place-only = { $chart } 차트의 { $units }{ JOSA($units, "이") } 자리가 있는 유일한 곳인 { $zone }에 배치되었습니다.
aa-reinf-wait = { $chart } 차트의 유닛 { $n }개가 자리를 찾지 못해 차트에서 기다립니다.
aa-strafe-reinf = { $zone }에 도착한 { -reinforcement }에 기총소사 (유닛 { $n }개, { -fighter } { $f }대): { $rolls } — { $killed }개 격파
aa-reinf-reroll = { $chart }: 주사위 { $die }{ JOSA($die, "을") } 다시 굴려 { $new }{ JOSA($new, "이") } 나왔습니다. 이제 주사위는 { $dice }입니다.

## 운수 카드: 1(좋음)과 6(나쁨)의 효과
aa-fortune-good-1 = 완전한 기습 — 이번 단계에 공수부대가 2 이하로 명중합니다
aa-fortune-bad-1 = 공수 작전 혼란 — 주축군이 공수부대 2개를 제거하고, 나머지는 공격하지 않습니다
aa-fortune-good-2 = 조준 향상 — 이번 단계에 함포 사격이 3 이하로 명중합니다
aa-fortune-bad-2 = 짙은 안개와 거친 바다 — 이번 단계에 함선은 1이 나와야 요새를 맞힙니다
aa-fortune-good-3 = 기회의 표적 — 한 구역을 정찰하는 전투기 수에 제한이 없습니다
aa-fortune-bad-3 = 비행장 준비 — 전투기마다 주사위를 굴려 4 이상이면 이번 턴에 정찰하지 못합니다
aa-fortune-good-4 = 저공비행 전투기 — 이번 단계에 대공 사격이 2 이하로 명중합니다
aa-fortune-bad-4 = 대공 포탄 부족 — 연합군이 대포가 사격하지 않을 구역을 고릅니다
aa-fortune-good-5 = 기회의 표적 — 이번 단계에 폭격기가 5 이하로 명중합니다
aa-fortune-bad-5 = 비행장 불안 — 폭격기마다 주사위를 굴려 4 이상이면 이번 단계에 공습하지 못합니다
aa-fortune-good-6 = 저공비행 폭격기 — 이번 단계에 대공 사격이 2 이하로 명중합니다
aa-fortune-bad-6 = 대공 포탄 부족 — 연합군이 대포가 사격하지 않을 구역을 고릅니다
aa-fortune-good-7 = 비행장 건설 — 잃은 폭격기 1대가 비행장으로 돌아옵니다
aa-fortune-bad-7 = 루프트바페 공격 — 주축군이 공습 중인 폭격기 1대를 제거합니다
aa-fortune-good-8 = 뚫린 도로 — 이번 단계에 연합군 지상유닛이 모두 두 구역까지 이동할 수 있습니다
aa-fortune-bad-8 = 진창 — 영국과 미국 지상유닛은 각각 한 구역에서만 출발할 수 있습니다
aa-fortune-good-9 = 고슴도치 방어 — 이번 단계에 요새가 5 이하로 명중합니다
aa-fortune-bad-9 = 탄약 불량 — 이번 단계에 요새는 1이 나와야만 명중합니다
aa-fortune-good-10 = 협조된 상륙 — 유닛이 자기 나라의 어느 상륙 구역에든 상륙할 수 있습니다
aa-fortune-bad-10 = 조수에 늦어진 상륙함 — 나라마다 교두보 상자 하나에서만 상륙합니다
aa-fortune-good-11 = 보병 협동 — 이번 단계에 연합군 보병이 2 이하로 명중합니다
aa-fortune-bad-11 = 엇갈린 공격 — 영국과 미국은 각각 한 구역에서만 공격합니다
aa-fortune-good-12 = 뚫린 도로 — 이번 단계에 독일 지상유닛이 모두 두 구역까지 이동할 수 있습니다
aa-fortune-bad-12 = 연료 부족과 사보타주 — 독일 지상유닛은 두 구역에서만 출발할 수 있습니다
aa-fortune-good-13 = 보병 협동 — 이번 단계에 독일 보병이 2 이하로 명중합니다
aa-fortune-bad-13 = 엇갈린 공격 — 주축군은 두 구역에서만 공격합니다
aa-fortune-good-14 = 지속 공격 — 영국과 미국은 각각 증원 주사위 하나를 다시 굴릴 수 있습니다
aa-fortune-bad-14 = 거친 파도 — 영국과 미국은 굴린 증원의 절반만 받습니다(올림)
aa-fortune-good-15 = 전선으로 진격 — 지역마다 굴린 주사위 하나를 다시 굴릴 수 있습니다
aa-fortune-bad-15 = 다리와 철로 파괴 — 지역마다 굴린 증원의 절반만 받습니다(올림)
aa-fortune-good-16 = 비행장 건설 — 잃은 전투기 1대가 비행장으로 돌아옵니다
aa-fortune-bad-16 = 루프트바페 공격 — 주축군이 정찰 중인 전투기 1대를 제거합니다
aa-fortune-none = { $fortune }: 주사위 { $die } — 효과 없음.
aa-fortune-draw = { $fortune }: 주사위 { $die } — { $effect }.
aa-ground-none = 주사위를 굴릴 { $typ }{ JOSA($typ, "가") } 비행장에 없습니다.
aa-ground-roll = { $typ } 출격 준비 주사위: { $parts } — 비행장에 남는 기체: { $kept }.
aa-ground-part = { $nation } { $dice }
aa-ground-sep = {"; "}
aa-kept-none = 없음
aa-shortage-none = { $typ }{ JOSA($typ, "와") } 같은 구역에 있는 독일 { -artillery }가 없어 포탄 부족은 아무 영향이 없습니다.
aa-shortage = 포탄 부족: { $zone }의 독일 { -artillery }는 항공기에 사격하지 않습니다.
aa-revive-none = 잃은 { $typ }{ JOSA($typ, "가") } 없어 돌아올 것이 없습니다.
aa-revive = 비행장 건설: 잃었던 { $nation } { $typ } 1대가 비행장으로 돌아옵니다.
aa-luftwaffe-none = 나가 있는 { $typ }{ JOSA($typ, "가") } 없어 루프트바페가 찾은 목표가 없습니다.
aa-uncoordinated-allies = 엇갈린 공격: { -allies }은 이곳에서만 공격합니다 — { $attacks }.
aa-uncoordinated-part = { $zone }의 { $nation } 유닛
aa-uncoordinated-axis = 엇갈린 공격: { -axis }은 { $zones_and }에서만 공격합니다.

## 전술 카드의 효과
aa-t01-none = { $box }: 주사위 { $die } — 낙하하는 { -paratrooper }가 없습니다.
aa-t01-no-room = { $box }: 주사위 { $die }, 하지만 { $zone }에 내릴 수 있는 { $nation } { -infantry }이 없습니다.
aa-t01-drop = { $box }: 주사위 { $die } — 차트의 { $units }{ JOSA($units, "이") } { $zone }에 낙하합니다.
aa-t01-fire = { $zone }: { -paratrooper } 사격 { $dice } — { $hits }회 { -hit }
aa-t02-hit = { $chart } 차트에 V-2 공격: 주사위 { $die } — 다음 유닛({ $units })이 파괴됩니다.
aa-t02-miss = { $chart } 차트에 V-2 공격: 주사위 { $die } — 피해 없음.
aa-t03-barnstorm = { $zone } 상공의 { $nation } { -fighter }가 곡예비행 중입니다. 다음 단계에 대공 사격을 받지 않습니다.
aa-t05-roll = { $zone }: { $nation } { -bomber }가 폭탄을 더 떨어뜨립니다: { $dice } — { $hits }회 { -hit }
aa-t07-flood = { $zone }{ JOSA($zone, "이") } 침수되었습니다. 다음 단계에 연합군 유닛이 들어갈 수 없습니다.
aa-t08-build = { $zone }에 새 { -blockhouse }가 세워졌습니다.
aa-howitzers-fire = { $zone }: { $side ->
    [allies] 연합군 곡사포
   *[axis] 독일 88mm 포
} 사격 { $dice } — { $hits }회 { -hit }
aa-t12-roll = { $zone }: 레지스탕스 주사위 { $die } — { $hit ->
    [true] { -hit }
   *[false] 빗나감
}
aa-t14-patrol = { $units }{ JOSA($units, "이") } { $frm }에서 { $to }{ JOSA($to, "으로") } 날아가 정찰합니다.
aa-t15-home = 수송대가 움직이지 않습니다.
aa-t15-convoy = 수송대({ $units })가 이동합니다: { $path }
aa-t16-roll = 본국의 지원병: 차지한 도시 { $held }곳, 주사위 { $dice } — 영국 { -infantry } { $n }개가 영국 차트로 돌아갑니다.

## 질문: 자리마다 지금 정할 것 (aa-prompt = 공동 결정 안내 + 본문)
aa-prompt = { $note }{ $body }
aa-prompt-confirm = { $seat }{ JOSA($seat, "이") } { -allies }의 결정으로 '{ $action }'{ JOSA($action, "을") } 제안합니다. 동의하면 'confirm', 거절하면 'refuse'라고 보내세요 (거절하면 { -axis }이 결정합니다).
aa-note-none = {""}
aa-note-joint = { -allies } 공동 결정입니다: 행동을 보내 제안하면 다른 연합군 플레이어가 받아들이거나 거절하고, 거절하면 { -axis }이 결정합니다.{" "}
aa-note-refused = 연합군 플레이어의 의견이 다릅니다 ({ $proposer ->
    [uk] { -uk }
   *[us] { -us }
}의 제안: '{ $action }'{ $counter ->
    [none] {""}
   *[other] ; { $refuser ->
        [uk] { -uk }
       *[us] { -us }
    }의 제안: '{ $counter }'
}). 규칙에 따라 당신이 대신 결정합니다.{" "}
aa-prompt-none = {""}
aa-prompt-hits = { $lead }: { $groups }. 'hits <location>: <units>' 형식으로 보내세요.
aa-hits-group = { $places }에 { -hit } { $n }회
aa-hits-place = { $zone } ({ $units })
aa-hits-place-sep = {" / "}
aa-hits-lead-airborne = 공중 강습으로 잃을 독일 유닛을 고르세요 (요새 제외)
aa-hits-lead-bombard = 함포 사격으로 파괴될 요새를 고르세요
aa-hits-lead-aa_fighter = 대공 사격으로 격추할 전투기를 고르세요
aa-hits-lead-aa_bomber = 대공 사격으로 격추할 폭격기를 고르세요
aa-hits-lead-bomber = 폭격기로 파괴할 독일 유닛을 고르세요
aa-hits-lead-bh_fire = 요새 사격으로 파괴할 바다 위 연합군 유닛을 고르세요
aa-hits-lead-combat = 내 유닛 중 잃을 유닛을 고르세요
aa-hits-lead-f01 = 운수 01: 혼란으로 연합군이 잃을 공수부대 2개를 고르세요
aa-hits-lead-f07 = 운수 07: 루프트바페가 격추할 공습 중인 폭격기를 고르세요
aa-hits-lead-f16 = 운수 16: 루프트바페가 격추할 정찰 중인 전투기를 고르세요
aa-hits-lead-t01 = 전술 01: 공수부대가 파괴할 독일 유닛을 고르세요
aa-hits-lead-t04 = 전술 04: 추락하는 전투기가 파괴할 연합군 지상유닛을 고르세요
aa-hits-lead-t05 = 전술 05: 추가 폭탄이 파괴할 독일 유닛을 고르세요
aa-hits-lead-t06 = 전술 06: 아군 오인 사격을 받을 연합군 지상유닛을 고르세요
aa-hits-lead-t11 = 전술 11: 곡사포가 파괴할 독일 유닛을 고르세요
aa-hits-lead-t12 = 전술 12: 레지스탕스가 제거할 독일 유닛을 고르세요
aa-hits-lead-t13 = 전술 13: 88mm 포가 파괴할 연합군 지상유닛을 고르세요
aa-move-extra = { $two ->
    [true] {" "}이번 단계에는 모든 지상유닛이 두 구역까지 이동할 수 있습니다 (운수).
   *[false] {""}
}{ $out ->
    [none] {""}
   *[other] {" "}이번 단계에는 나라마다 { $out }개 구역에서만 유닛이 출발할 수 있습니다 (운수).
}{ $zone ->
    [none] {""}
   *[other] {" "}{ $zone }{ JOSA($zone, "은") } 침수되었습니다 (전술 07).
}
aa-prompt-move-allies = { $power ->
    [allies] { -allies }
    [uk] { -uk }
   *[us] { -us }
} 지상유닛을 이동하세요: { -infantry }과 { -artillery }는 한 구역, { -tank }는 두 구역까지. 독일 지상유닛과 같은 구역의 유닛은 움직일 수 없습니다. 끝나면 'done'이라고 보내세요 (그때 구역마다 최대 8개).{ aa-move-extra }
aa-prompt-move-axis = 독일 지상유닛을 이동하세요: { -infantry }과 { -artillery }는 한 구역, { -tank }는 두 구역까지. 연합군 지상유닛과 같은 구역의 유닛은 움직일 수 없습니다. 끝나면 'done'이라고 보내세요. 그 뒤 정찰 중인 { -fighter }가 이동한 유닛에 기총소사합니다.{ aa-move-extra }
aa-prompt-land = { -beachhead } 상자의 유닛을 상륙 구역으로 옮기고 (구역마다 연합군 지상유닛 최대 8개), 끝나면 'done'이라고 보내세요.{ $how ->
    [any] {" "}이번 단계에는 자기 나라의 어느 상륙 구역에든 상륙할 수 있습니다 ('land … from <box> to <zone>').
    [one] {" "}이번 단계에는 나라마다 { -beachhead } 상자 하나에서만 상륙합니다 (운수).
   *[none] {""}
}
aa-prompt-patrol = { -fighter }를 정찰에 보내세요 ({ $unlimited ->
    [true] 이번 턴에는 구역당 제한 없음
   *[false] 구역당 최대 4대
}). 비행장에서 대기 중: { $units }. 끝나면 'done'{ $again ->
    [true] {" "}또는 'patrol as last turn'
   *[false] {""}
}이라고 보내세요.
aa-prompt-bomb = 연합군 지상유닛이 없는 구역으로 { -bomber }를 보내세요. 비행장에서 대기 중: { $units }. 공습하려면 'done'이라고 보내세요.
aa-prompt-place = 차트 순서대로 { -reinforcement }를 배치하세요 ('place <chart> <n> in <location>'). 배치 가능: { $avail }.
aa-place-avail = { $chart }: { $n }개 ({ $types })
aa-prompt-split = 함포 사격 주사위 6개를 영국과 미국에 나누세요 ('split uk <n> us <m>').
aa-prompt-reroll = 운수: 증원 주사위마다 하나를 다시 굴릴 수 있고, 새 결과를 따라야 합니다 ({ $chart_rolls }). 'reroll <chart> <die>', 그대로 두려면 'done'.
aa-prompt-tactic = { $tactic }: { $summary }. 'tactic use' (카드는 덱에서 빠집니다) 또는 'tactic pass'. ('orders tactics pass'를 보내면 모든 전술 카드를 자동으로 넘깁니다.)
aa-prompt-choose = { $what ->
    [shortage] 운수: 독일 대포의 대공 포탄이 떨어질 구역을 고르세요
    [revive] 운수: 누구의 잃은 항공기가 비행장으로 돌아올지 고르세요
    [attack] 운수: 나라마다 공격할 구역 하나를 고르세요
    [axis_attack] 운수: { -axis }이 공격할 구역 두 곳을 고르세요
    [barnstorm] 전술 03: 대공 사격을 받지 않을 { -fighter }(구역과 나라)를 고르세요
    [flood] 전술 07: 침수시킬 해안 구역을 고르세요
   *[build] 전술 08: 새 { -blockhouse }를 세울 구역을 고르세요
}: { $shown }.
aa-prompt-rearrange = 전술 09: 같은 나라의 { -beachhead } 상자 사이에서 유닛을 옮기세요 ('move <units> from <box> to <box>'). 'done'을 보낼 때 상자 정원을 지켜야 합니다.
aa-prompt-recon = 전술 14: 정찰 중인 { -fighter }를 { $zone ->
    [none] 독일 증원 표시가 있는 구역 한 곳
   *[other] { $zone }
}으로 옮기고 ('move <fighters> from <zone> to <zone>'), 끝나면 'done'.
aa-prompt-convoy = 전술 15: 독일 유닛만 있는 구역을 따라 독일 지상유닛 하나를 옮기세요 ('move 1 <type> from <zone> to <zone>'). 보내지 않으려면 'done'.

## 단계 메시지 아래의 버튼
aa-button-confirm = 제안 받아들이기
aa-button-refuse = 제안 거절하기
aa-button-hits = { $combat ->
    [true] 기본 손실
   *[false] 기본 선택
}: { $hit_list }
aa-hits-in = { $loc }의 { $units }
aa-button-land-all = { $box }에서 모두 상륙
aa-button-place = { $mode ->
    [fill] 채우기
   *[spread] 나누기
}: { $chart } 차트에서 { $n }개를 { $loc }에 배치
aa-button-split = 주사위 나누기: 영국 3 / 미국 3
aa-button-tactic-use = 전술 카드 쓰기
aa-button-tactic-pass = 넘기기 (나중을 위해 남김)
aa-button-choose-auto = 상시 명령대로: { $tokens }
aa-button-choose = 선택: { $tokens }
aa-button-patrol-again = 지난 턴처럼 정찰
aa-button-reroll = { $chart } 주사위 { $die } 다시 굴리기 (상시 명령대로)
aa-button-done-move = 이동 끝
aa-button-done-land = 상륙 끝
aa-button-done-patrol = 완료: 이 전투기들이 정찰합니다
aa-button-done-bomb = 완료: 폭격기가 공습합니다
aa-button-done-place = 배치 끝
aa-button-done-reroll = 주사위 그대로 두기
aa-button-done-rearrange = 상자 재배치 끝
aa-button-done-recon = 전투기 이동 끝
aa-button-done-convoy = 수송대 보내지 않기

## 거절: 규칙이 행동을 받아들이지 않는 이유
aa-err-fighters-patrol-zones-not-beachhead = { -fighter }는 { -beachhead } 상자가 아니라 구역을 정찰합니다.
aa-err-at-most-fighters-may-patrol = 한 구역은 { -fighter } { $v }대까지만 정찰할 수 있습니다. { $zone }에는 이미 { $v2 }대가 있습니다.
aa-err-the-bomber-is-not-yours = { $nation } { -bomber }는 당신이 보낼 수 없습니다. { $who }{ JOSA($who, "이") } 결정합니다.
aa-err-the-bomber = { $nation } { -bomber }{ $kept ->
    [true] 는 이번 단계에 대기합니다
   *[false] 가 비행장에 없습니다
}.{ $left ->
    [none] {""}
   *[other] {" "}아직 비행장에 있음: { $left }.
}
aa-err-bombers-strike-zones-not-beachhead = { -bomber }는 { -beachhead } 상자가 아니라 구역을 공습합니다.
aa-err-a-bomber-may-not-enter = { -bomber }는 { $zone }에 들어갈 수 없습니다. 연합군 지상유닛이 있습니다.
aa-err-only-fighters-patrol-say-for = 정찰은 { -fighter }만 합니다. 예: 'patrol 2 uk fighter to 12'.
aa-err-the-fighters-are-not-yours = { $nation } { -fighter }는 당신이 보낼 수 없습니다. { $who }{ JOSA($who, "이") } 결정합니다.
aa-err-say-uk-fighter-or-us = 'uk fighter' 또는 'us fighter'라고 보내세요.
aa-err-is-not-one-of-the = '{ $v }'는 선택지에 없습니다: { $v2 }.
aa-err-there-is-no-proposal-of = 지금 답할 다른 연합군 플레이어의 제안이 없습니다.
aa-err-that-is-not-what-the = 지금 규칙이 기다리는 행동이 아닙니다: { $card } 카드에서는 { $help }.
aa-err-nothing-has-been-proposed-yet = 아직 제안이 없습니다. 제안할 결정을 보내세요.
aa-err-that-is-not-what-the-2 = 지금 규칙이 기다리는 행동이 아닙니다: { $phase } — { $help }.
aa-err-the-allied-players-disagree-decide = 연합군 플레이어의 의견이 다릅니다. 행동을 직접 보내 대신 결정하세요.
aa-err-you-proposed-must-confirm-or = '{ $v }'{ JOSA($v, "을") } 제안했습니다. { $who }{ JOSA($who, "이") } 받아들이거나 거절해야 합니다.
aa-err-that-is-not-what-the-3 = 지금 규칙이 기다리는 행동이 아닙니다: { $help }.
aa-err-axis-allies-d-day-has = Axis & Allies: D-Day에는 '{ $v }' 옵션이 없습니다. 옵션: { $v2 }.
aa-err-option-cannot-be-choose-one = { $v } 옵션은 '{ $v2 }'일 수 없습니다. 다음 중에서 고르세요: { $v3 }.
aa-err-this-engine-plays-and-replays = 이 엔진은 { $v } 규칙으로 진행하고 { $v2 } 규칙을 재생합니다. { $v3 }는 지원하지 않습니다.
aa-err-this-game-of-axis-allies = 이 Axis & Allies: D-Day 게임의 자리는 { $v }입니다. 받은 자리: { $v2 }.
aa-err-the-game-is-over = 게임이 끝났습니다: { $v }
aa-err-it-is-not-your-turn = 당신의 차례가 아닙니다. 지금은 { $waiting }의 차례입니다 ({ $phase }).
aa-err-option-did-not-exist-under = { $v } 옵션은 { $v2 } 규칙에 없었습니다.
aa-err-is-not-a-seat-of = '{ $v }'는 이 게임의 자리가 아닙니다 ({ $v2 }).
aa-err-both-u-k-and-u = { $v2 }에 영국과 미국의 { $v }{ JOSA($v, "이") } 모두 있습니다. 'uk { $v3 }' 또는 'us { $v4 }'라고 보내세요.
aa-err-there-are-no-hits-for = { $zone }에는 배정할 { -hit }이 없습니다. 배정할 곳: { $v }.
aa-err-only-to-assign-in-you = { $v }에 배정할 { -hit }은 { $count }회뿐인데 { $v2 }개를 적었습니다.
aa-err-choose-among = { $v } 다음 중에서 고르세요: { $v2 }.
aa-err-units-land-from-the-beachhead = 유닛은 { -beachhead } 상자({ $v })에서 상륙합니다.
aa-err-the-units-in-are-not = { $zone }의 { $nation } 유닛은 당신이 상륙시킬 수 없습니다. { $who }{ JOSA($who, "이") } 결정합니다.
aa-err-no-units-wait-in = { $zone }에서 기다리는 유닛이 없습니다.
aa-err-fortune-10-the-tide-slows = 운수 10: 조수 때문에 상륙정이 늦어져 이번 단계에 { $nation } 유닛은 { $v }에서만 상륙합니다.
aa-err-only-more-allied-land-units = { $zone }에는 연합군 지상유닛이 { $v }개만 더 들어갈 수 있습니다 (최대 { $v2 }개).
aa-err-only-infantry-artillery-and-tanks = 상자에서는 { -infantry }, { -artillery }, { -tank }만 상륙합니다.
aa-err-units-in-beachhead-boxes-come = { -beachhead } 상자의 유닛은 명령 카드 10(연합군 상륙)에서만 상륙합니다.
aa-err-land-units-never-move-into = 지상유닛은 { -beachhead } 상자로 이동할 수 없습니다.
aa-err-your-units-in-are-locked = { $zone }의 당신 유닛은 적 지상유닛과 교전 중이라 떠날 수 없습니다.
aa-err-that-would-leave-land-units = 그러면 { $zone }에 더 움직일 수 없는 { $side ->
    [allies] { -allies }
   *[axis] 독일
} 지상유닛 { $v }개가 남습니다. 이동이 끝날 때 그곳에는 최대 { $v3 }개만 있을 수 있습니다.
aa-err-after-that-move-some-zone = 그렇게 이동하면 어떤 구역에 { $side ->
    [allies] { -allies }
   *[axis] 독일
} 지상유닛이 { $v }개를 넘게 되고, 이동이 끝나기 전에 한도로 되돌릴 방법이 없습니다 (나갈 길마다 이미 이동한 유닛으로 가득합니다). 남는 유닛을 먼저 옮기세요.
aa-err-too-many-land-units-in = { $stacks }에 { $side ->
    [allies] { -allies }
   *[axis] 독일
} 지상유닛이 너무 많습니다. 한 구역에는 최대 { $v3 }개까지 있을 수 있습니다. 먼저 일부를 옮기세요.
aa-err-if-you-stop-now-the = 지금 멈추면 다른 연합군 플레이어가 모든 구역을 지상유닛 { $v }개 이하로 되돌릴 수 없습니다. 남는 유닛을 먼저 옮기세요.
aa-err-none-of-your-in-can = { $zone }에 있는 당신의 { $tanks ->
    [true] { -tank }
   *[false] 지상유닛
} 중 지금 움직일 수 있는 것이 없습니다.
aa-err-blockhouses-never-move = { -blockhouse }는 움직이지 않습니다.
aa-err-aircraft-move-only-on-order = 항공기는 명령 카드 03과 05에서만 움직입니다.
aa-err-there-is-no-in = { $zone }에 { $nation } { $typ }{ JOSA($typ, "이") } 없습니다.
aa-err-you-can-move-only-german = 독일 유닛만 움직일 수 있습니다.
aa-err-both-u-k-and-u-2 = { $zone }에 영국과 미국의 { $v }{ JOSA($v, "이") } 모두 있습니다. 'uk { $v2 }' 또는 'us { $v3 }'라고 보내세요.
aa-err-you-can-move-only-your = 자기 유닛만 움직일 수 있습니다.
aa-err-the-units-are-not-yours = { $nation } 유닛은 당신이 움직일 수 없습니다. { $who }{ JOSA($who, "이") } 결정합니다.
aa-err-could-not-read-an-action = '{ $v }'{ JOSA($v, "을") } 읽을 수 없습니다: 행동은 한 줄의 글이어야 합니다.
aa-err-could-not-read-an-empty = 빈 행동은 읽을 수 없습니다.
aa-err-could-not-read-give-a = '{ $v }'{ JOSA($v, "을") } 읽을 수 없습니다: 값이나 'ask'를 적으세요.
aa-err-could-not-read-orders-all = '{ $v }'{ JOSA($v, "을") } 읽을 수 없습니다: 'orders all'에는 'ask'나 'default'만 씁니다.
aa-err-could-not-read-takes-ask = '{ $v }'{ JOSA($v, "을") } 읽을 수 없습니다: { $v2 }에는 { $v3 }, ask, default를 씁니다.
aa-err-standing-orders-for-are-not = { $v } 상시 명령은 { $v2 }{ JOSA($v2, "이") } 정하는 것이 아닙니다.
aa-err-the-allies-have-no-blockhouses = { -allies }에게는 잃을 { -blockhouse }가 없습니다.
aa-err-could-not-read-list-unit = '{ $v }'{ JOSA($v, "을") } 읽을 수 없습니다: 유닛 종류를 나열하세요. 예: 'inf art tank'.
aa-err-could-not-read-keep-one = '{ $v }'{ JOSA($v, "을") } 읽을 수 없습니다: keep-one은 손실(casualties)에만 씁니다.
aa-err-could-not-read-is-not = '{ $v }'{ JOSA($v, "을") } 읽을 수 없습니다: '{ $v2 }'는 유닛 종류(inf, art, tank, bh)나 keep-one이 아닙니다.
aa-err-cannot-patrol-as-last-turn = 지난 턴처럼 정찰할 수 없습니다: { $v }
aa-err-you-are-not-placing-reinforcements = 지금은 { $v } { -reinforcement }를 배치하는 차례가 아닙니다 (기다리는 차트: { $v2 }).
aa-err-the-reinforcements-are-not-yours = { $chart } { -reinforcement }는 당신이 배치할 수 없습니다. { $who }{ JOSA($who, "이") } 결정합니다.
aa-err-no-more-reinforcements-are-available = 이번 턴에는 { $chart } { -reinforcement }가 더 없습니다.
aa-err-only-of-the-chart-may = 이번 턴에 { $chart } 차트에서 들어올 수 있는 유닛은 { $count }개뿐입니다.
aa-err-the-next-unit-may-go = { $v } 다음 유닛이 갈 수 있는 곳: { $v2 }.
aa-err-only-of-the-next-units = { $chart } 차트의 다음 유닛 중 { $zone }에 갈 수 있는 것은 { $count }개뿐입니다 (자리 또는 상륙 제한). 그곳에 { $v }개를 배치하세요.
aa-err-there-is-no-roll-to = 지금 다시 굴릴 { $chart } 주사위가 없습니다.
aa-err-the-roll-is-not-yours = { $chart } 주사위는 당신이 다시 굴릴 수 없습니다.
aa-err-the-roll-was-already-rerolled = { $chart } 주사위는 이미 한 번 다시 굴렸습니다.
aa-err-no-die-of-the-roll = { $chart } 주사위 중 { $v }{ JOSA($v, "이") } 나온 것이 없습니다 ({ $dice }).
aa-err-move-units-from-one-beachhead = 유닛을 { -beachhead } 상자에서 다른 상자로 옮기세요. 예: 'move 2 inf from gold to juno'.
aa-err-u-s-units-stay-in = 미국 유닛은 미국 { -beachhead } 상자에, 영국 유닛은 영국 상자에 머뭅니다.
aa-err-the-units-are-not-yours-2 = { $nation } 유닛은 당신이 옮길 수 없습니다. { $who }{ JOSA($who, "이") } 결정합니다.
aa-err-move-patrolling-fighters-from-their = 정찰 중인 { -fighter }를 그 구역에서 한 구역으로 옮기세요. 예: 'move 2 uk fighter from 12 to 40'.
aa-err-the-fighters-all-go-to = { -fighter }는 모두 한 구역으로 갑니다: { $zone }.
aa-err-say-which-fighters-e-g = 어느 { -fighter }인지 적으세요. 예: '2 uk fighter'.
aa-err-those-fighters-are-already-there = 그 { -fighter }는 이미 그곳에 있습니다.
aa-err-at-most-fighters-may-patrol-2 = 한 구역은 { -fighter } { $v }대까지만 정찰할 수 있습니다.
aa-err-the-convoy-is-one-german = 수송대는 독일 지상유닛 하나입니다: 'move 1 tank from <zone> to <zone>'.
aa-err-the-convoy-moves-from-zone = 수송대는 구역에서 구역으로 이동합니다.
aa-err-there-is-no-german-in = { $zone }에 독일 { $v }{ JOSA($v, "이") } 없습니다.
aa-err-the-german-units-in-are = { $zone }의 독일 유닛은 교전 중입니다.
aa-err-no-safe-road-leads-from = { $zone }에서 { $zone2 }{ JOSA($zone2, "으로") } 가는 안전한 길이 없습니다. 수송대는 연합군 없이 독일 지상유닛만 있는 구역으로만 지나가고, 자리가 있는 곳에서 멈춥니다.
aa-err-holds = { $zone }에 있는 유닛: { $units }.
aa-err-only-fighters-move-with-this = 이 카드로는 { -fighter }만 움직입니다.
aa-err-say-uk-fighter-or-us-2 = 'uk fighter' 또는 'us fighter'라고 보내세요.
aa-err-the-fighters-are-not-yours-2 = { $nation } { -fighter }는 당신이 옮길 수 없습니다.
aa-err-could-not-read = '{ $text }'{ JOSA($text, "을") } 읽을 수 없습니다: { $detail }
aa-err-text = 할 수 없는 행동입니다: { $text }
aa-err-only-wait-on-airfield = 비행장에서 대기 중인 것은 { $unit }뿐입니다{ $grounded ->
    [0] {""}
   *[other] {" "}(이번 턴에 출격하지 못하는 { $grounded }대 제외)
}.
aa-err-box-holds = { $zone }에는 { $units }{ JOSA($units, "이") } 있습니다. { $unit }{ JOSA($unit, "이") } 아닙니다.
aa-err-units-land-in = { $zone }의 유닛은 { $zone2 }에 상륙합니다{ $more ->
    [true] {" "}(운수 10이면 자기 나라의 다른 상륙 구역도 됩니다).
   *[false] .
}
aa-err-move-out-only = 운수 { NUMBER($fortune_no, minimumIntegerDigits: 2) }: 이번 단계에 { $nation } 지상유닛은 { $n }개 구역에서만 출발할 수 있습니다 ({ $zones }).
aa-err-only-can-still-move = { $zone }에서 이번 카드에 아직 움직일 수 있는 것은 { $unit }뿐입니다 (유닛은 카드마다 한 번 움직이고, 이번 카드에 도착한 유닛은 머뭅니다).
aa-err-only-patrol = { $zone }{ JOSA($zone, "을") } 정찰하는 것은 { $unit }뿐입니다.
aa-err-must-place = 자리가 있는 { -reinforcement }는 배치해야 합니다: { $fits }.
aa-err-fit = 다음 { $chart } 유닛({ $typ })은 { $zones_or }에 들어갈 수 있습니다
aa-err-boxes-over = 유닛이 너무 많은 상자: { $over }. 먼저 일부를 옮기세요.
aa-err-over = { $zone } ({ $n }개, 정원 { $room }개)
aa-err-no-marker = { $zone }에는 독일 증원 표시가 없습니다. 다음 중에서 고르세요: { $zones }.

## 행동을 읽을 수 없는 이유 (표기)
aa-why-actions-are-done-move-land-patrol-bomb-hits-place-tactic-choose-reroll-split-confirm-refuse-and-orders = 행동은 done, move, land, patrol, bomb, hits, place, tactic, choose, reroll, split, confirm, refuse, orders입니다.
aa-why-say-which-units-for-example-2-uk-fighter = 어느 유닛인지 적으세요 (예: '2 uk fighter').
aa-why-no-units-given = 유닛이 없습니다.
aa-why-write-tactic-use-or-tactic-pass = 'tactic use' 또는 'tactic pass'라고 적으세요.
aa-why-say-what-you-choose-e-g-choose-30 = 무엇을 고르는지 적으세요. 예: 'choose 30'.
aa-why-only-the-allies-have-aircraft = 항공기는 연합군에게만 있습니다.
aa-why-only-the-axis-has-blockhouses = 요새는 주축군에게만 있습니다.
aa-why-write-move-units-from-zone-to-zone-tanks-may-add-via-zone = 'move <units> from <zone> to <zone>' 형식으로 적으세요 (탱크는 'via <zone>'을 더할 수 있습니다).
aa-why-write-land-units-from-beach = 'land <units> from <beach>' 형식으로 적으세요.
aa-why-write-propose-action-e-g-propose-split-uk-4-us-2 = 'propose <action>' 형식으로 적으세요. 예: 'propose split uk 4 us 2'.
aa-why-write-reroll-chart-die-e-g-reroll-uk-2 = 'reroll <chart> <die>' 형식으로 적으세요. 예: 'reroll uk 2'.
aa-why-the-chart-is-one-of-uk-us-rennes-chartres-rouen-chartres = 차트는 uk, us, rennes-chartres, rouen-chartres 중 하나입니다.
aa-why-a-die-shows-1-to-6 = 주사위는 1부터 6까지입니다.
aa-why-write-split-uk-n-us-m-with-n-m-6 = 'split uk <n> us <m>' 형식으로 적으세요 (n + m = 6).
aa-why-the-six-naval-bombardment-dice-are-split-the-two-numbers-add-up-to-6 = 함포 사격 주사위 6개를 나눕니다. 두 수의 합이 6이어야 합니다.
aa-why-write-patrol-fighters-to-zone = 'patrol <fighters> to <zone>' 형식으로 적으세요.
aa-why-write-bomb-uk-to-zone-or-bomb-us-to-zone = 'bomb uk to <zone>' 또는 'bomb us to <zone>' 형식으로 적으세요.
aa-why-write-hits-location-units-several-separated-by = 'hits <location>: <units>' 형식으로 적으세요 (여러 개는 ';'로 구분).
aa-why-no-hits-given = 명중이 없습니다.
aa-why-write-place-chart-n-in-location = 'place <chart> <n> in <location>' 형식으로 적으세요.
aa-why-place-at-least-one-unit = 유닛을 하나 이상 배치하세요.

## 게임이 끝난 이유 (Outcome.reason)와 단계 이름
aa-outcome-allies-quick = { -allies }이 { $turn }턴 종료 시점에 { -cities }을 차지했습니다 (선택 승리 규칙).
aa-outcome-allies-full = { -allies }이 { -cities }을 한 턴 내내 지켰습니다 ({ $before }턴 종료부터 { $turn }턴 종료까지).
aa-outcome-axis-quick = { -allies }이 { $last }턴까지 어느 턴 종료 시점에도 { -cities }을 차지하지 못했습니다.
aa-outcome-axis-full = { -allies }이 { $last }턴이 끝날 때까지 { -cities }을 한 턴 동안 지키지 못했습니다.
aa-phase-label = { $phase }

## 거절 뒤 괄호 안에 붙는 규칙서 항목
rule-three-player-game = 3인 게임
rule-maximum-units-in-a-zone = 구역당 최대 유닛 수
rule-movement = 이동
rule-standing-orders = 상시 명령
rule-order-card = 명령 카드 { $number }
rule-fortune-card = 운수 카드 { $number }
rule-reinforcements = 증원
rule-order-cards = 명령 카드
rule-blockhouses = 요새

## 말로 풀어 쓴 선택지 (콘솔의 `options`: 선택지가 무엇을 하는지, 모든 장소의 이름과 함께)
aa-option-patrol = { $unit }{ JOSA($unit, "이") } { $to } 상공을 정찰
aa-option-move = { $unit }: { $frm }에서 { $to }{ JOSA($to, "으로") } 이동
aa-option-move-via = { $unit }: { $frm }에서 { $via }{ JOSA($via, "을") } 거쳐 { $to }{ JOSA($to, "으로") } 이동
aa-option-move-all = { $frm }의 모든 유닛을 { $to }{ JOSA($to, "으로") } 이동
aa-option-land = { $unit }: { $frm }에서 { $to }에 상륙
aa-option-land-all = { $frm }의 모든 유닛이 { $to }에 상륙
aa-option-bomb = { $nation } 폭격기가 { $to }{ JOSA($to, "을") } 폭격
aa-option-hits = 잃을 유닛: { $hit_list }
aa-option-place = { $chart } 차트에서 { $n }개를 { $loc }에 배치
aa-option-reroll = { $chart } 차트의 { $die } 다시 굴리기
