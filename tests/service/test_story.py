"""Issue #24, long posts: bot.service.story on its own (pure functions over typed lines)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.service.story import (
    CONTENT,
    EMBED,
    EMBEDS,
    EMBEDS_TOTAL,
    Kind,
    Line,
    counted,
    event_lines,
    said_once,
    summary,
    tell,
)
from rules.core import Event
from tests.profile import examples


@st.composite
def lines(draw, kinds, max_size, longest=300, tag="s"):
    """Lines of the given kinds: words of a few letters, up to ``longest`` characters, some with a log entry."""
    out = []
    for i in range(draw(st.integers(0, max_size))):
        size = draw(st.integers(0, longest))
        prefix = draw(st.sampled_from(["•", "**", "Now", "Dice"]))
        text = f"{prefix} {tag}{i} " + ("word " * (size // 5 + 1))[:size].strip()
        out.append(Line(text.strip(), draw(st.sampled_from(kinds)), actor=draw(st.sampled_from(["", "Allies", "Axis"])),
                        seq=draw(st.integers(0, 40) | st.none())))
    return out


def shown_lines(told) -> list[str]:
    return [*told.content.split("\n"), *(t for e in told.embeds for t in e.split("\n"))] if told.content else [
        t for e in told.embeds for t in e.split("\n")
    ]


def within_limits(told) -> None:
    assert len(told.content) <= CONTENT
    assert len(told.embeds) <= EMBEDS
    assert all(0 < len(e) <= EMBED for e in told.embeds)
    assert sum(len(e) for e in told.embeds) <= EMBEDS_TOTAL


@settings(max_examples=examples(300), deadline=None)
@given(
    head=lines([Kind.HEADER, Kind.COMMITMENT], 4, tag="h"),
    story=lines(list(Kind), 90, longest=400),
    tail=lines([Kind.WHO_ACTS, Kind.RESULT], 6, tag="t"),
)
def test_any_story_fits_keeps_every_must_keep_line_whole_and_summaries_add_up(head, story, tail) -> None:
    told = tell(head, story, tail, pages={s: (1 + s // 7, 1 + s // 6) for s in range(41)})
    within_limits(told)
    shown = shown_lines(told)
    must = [line for line in [*head, *story, *tail] if line.must_keep or line in head or line in tail]
    parts = 1 + sum(1 for line in story if line.kind is Kind.HEADER)  # one summary sentence at most per part
    fits_one_message = sum(len(line.text) + 1 for line in must) + 100 * parts + 500 <= EMBEDS_TOTAL
    if fits_one_message:  # far beyond any phase of the games: then the oldest rolls would give way too
        for line in must:
            assert line.text in shown, f"a must-keep line is missing or cut: {line.text[:60]}"
    # Never cut: every shown line is a whole input line or a summary sentence.
    whole = {line.text for line in [*head, *story, *tail]}
    for text in shown:
        assert text in whole or text in told.summaries, f"a line was cut or made up: {text[:60]}"
    # The summaries count exactly the story lines left out (each line's text is unique), and say where they are.
    kept = [line for line in story if line.text in shown]
    assert sum(counted(s) for s in told.summaries) == told.summarised == len(story) - len(kept)
    assert all("/game history" in s for s in told.summaries)


@settings(max_examples=examples(100), deadline=None)
@given(story=lines([Kind.MOVE], 80, longest=200))
def test_summaries_keep_the_order_of_the_story_and_only_moves_give_way(story) -> None:
    rolls = [Line(f"• roll {i} " + "6 " * 20, Kind.DICE, seq=i) for i in range(len(story))]
    mixed = [line for pair in zip(story, rolls, strict=True) for line in pair]
    told = tell([Line("**Turn 3**", Kind.HEADER)], mixed, [Line("**Now:** <@1> acts", Kind.WHO_ACTS)])
    within_limits(told)
    shown = shown_lines(told)
    positions = [shown.index(line.text) for line in mixed if line.must_keep]
    assert positions == sorted(positions), "rolls in the order they were made"
    assert "**Turn 3**" in shown and all(line.text in shown for line in rolls), "the header and every roll are kept"


def test_a_story_that_fits_is_told_as_it_is() -> None:
    head, story, tail = [Line("**A** begins", Kind.HEADER)], [Line("• x"), Line("• y", Kind.DICE)], [
        Line("**Now:** b", Kind.WHO_ACTS)
    ]
    told = tell(head, story, tail)
    assert told.content == "**A** begins\n• x\n• y\n**Now:** b" and told.embeds == () and told.summarised == 0


def test_a_summary_is_one_sentence_with_counts_actors_and_the_history_page() -> None:
    run = [Line("• a", actor="Allies", seq=4)] * 14 + [Line("• b", seq=5)] + [Line("• c", actor="Axis", seq=9)] * 2
    text = summary(run, actors={5: "Allies"}, pages={4: (3, 3), 5: (3, 4), 9: (4, 4)})
    assert text == "+ 17 more moves by Allies (15) and Axis (2): `/game history page:3` to page 4."
    assert counted(text) == 17
    assert summary([Line("• a", actor="Allies", seq=2)] * 3, pages={2: (7, 7)}) == (
        "+ 3 more moves by Allies: `/game history page:7`."
    )


def test_event_lines_take_dice_and_their_result_from_the_events_data() -> None:
    events = [
        Event(kind="move", text="Tanks move", phase="Turn 2 · Order 05"),
        Event(kind="roll", text="They roll 6 6", dice=(6, 6), phase="Turn 2 · Order 05"),
        Event(kind="casualties", text="Two destroyed", phase="Turn 2 · Order 05"),
        Event(kind="control", text="Caen changes hands", phase="Turn 2 · Order 05"),
        Event(kind="secret", text="hidden", seat="axis", phase="Turn 2 · Order 05"),
        Event(kind="turn", text="Turn 3 begins", phase="Turn 3 · Order 01"),
    ]
    got = [(line.text, line.kind, line.seq) for line in event_lines(events, seq=12)]
    assert got == [
        ("**Turn 2 · Order 05**", Kind.HEADER, 12),
        ("• Tanks move", Kind.MOVE, 12),
        ("• They roll 6 6", Kind.DICE, 12),
        ("• Two destroyed", Kind.RESULT, 12),
        ("• Caen changes hands", Kind.MOVE, 12),
        ("**Turn 3 · Order 01**", Kind.HEADER, 12),
        ("• Turn 3 begins", Kind.MOVE, 12),
    ]


def test_a_restated_figure_is_told_when_it_changed_or_a_new_one_began() -> None:
    """``said_once``: a status event repeating the value last told for its figure goes; a change, another figure, or
    an event that ends the figure (value None) lets the next one be told; ordinary events always stay."""
    def ev(kind: str, text: str, **data: object) -> Event:
        return Event(kind=kind, text=text, data=data)

    def status(e: Event) -> tuple[object, object] | None:
        if e.kind == "values":
            return ("values", e.data["front"]), (e.data["b"], e.data["g"])
        return (("values", e.data["front"]), None) if e.kind == "end" else None

    events = [
        ev("values", "v1", front=0, b=2, g=1), ev("played", "p1", front=0), ev("values", "v1 again", front=0, b=2, g=1),
        ev("values", "v2", front=0, b=3, g=1), ev("values", "other front", front=1, b=3, g=1),
        ev("end", "fight over", front=0), ev("values", "new fight", front=0, b=3, g=1),
        ev("values", "new fight again", front=0, b=3, g=1),
    ]
    told = [e.text for e in said_once(events, status)]
    assert told == ["v1", "p1", "v2", "other front", "fight over", "new fight"]
    assert said_once(events, None) == events
    assert [line.text for line in event_lines(events, 1, status=status)] == [f"• {t}" for t in told]
