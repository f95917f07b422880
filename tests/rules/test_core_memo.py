"""rules.core.memo: answers worked out once per frozen value, kept by identity (issue #51)."""

from rules.core.memo import IdentityMemo


def test_an_answer_is_worked_out_once_per_value_and_anew_for_an_equal_copy():
    built: list[tuple[int, ...]] = []

    def total(values: tuple[int, ...], extra: int = 0) -> int:
        built.append(values)
        return sum(values) + extra

    memo: IdentityMemo[int] = IdentityMemo()
    a = (1, 2, 3)
    b = tuple([1, 2, 3])  # equal, another object
    assert memo.get(total, a) == 6 and memo.get(total, a) == 6
    assert len(built) == 1
    assert memo.get(total, b) == 6
    assert len(built) == 2, "an equal value that is another object is not taken for the first"
    assert memo.get(total, a, 10) == 16 and len(built) == 3, "more values make another key"


def test_a_full_memo_starts_again_and_holds_what_it_keeps():
    memo: IdentityMemo[int] = IdentityMemo(size=2)
    kept = [(i,) for i in range(3)]
    for v in kept:
        memo.get(len, v)
    assert len(memo) == 1, "cleared when full, then the third answer kept"
    assert memo.get(lambda v: -1, kept[2]) == 1, "the kept answer is served, not built again"
