"""Where the own-words checks find the rulebooks, and what they do without them (issue #22)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests import rulebooks


def test_without_the_rulebooks_a_check_is_skipped_and_says_what_it_needs(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv(rulebooks.FOLDER_ENV, str(tmp_path))
    monkeypatch.delenv(rulebooks.REQUIRE_ENV, raising=False)
    with pytest.raises(pytest.skip.Exception) as skipped:
        rulebooks.text("aa-dday-rulebook.txt")
    reason = str(skipped.value)
    assert "aa-dday-rulebook.txt" in reason and str(tmp_path) in reason and rulebooks.FOLDER_ENV in reason
    with pytest.raises(pytest.skip.Exception, match=r"\*\.txt"):
        rulebooks.every_text()


def test_ci_turns_the_skip_into_a_failure(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv(rulebooks.FOLDER_ENV, str(tmp_path))
    monkeypatch.setenv(rulebooks.REQUIRE_ENV, "1")
    with pytest.raises(pytest.fail.Exception, match="DDAY_REQUIRE_RULEBOOKS=1"):
        rulebooks.text("pegasus-bridge-rulebook.txt")
    with pytest.raises(pytest.fail.Exception, match="DDAY_REQUIRE_RULEBOOKS=1"):
        rulebooks.every_text()


def test_the_texts_are_read_from_the_folder_or_one_file_named_by_its_own_variable(tmp_path: Path, monkeypatch) -> None:
    (tmp_path / "a.txt").write_text("One two.", encoding="utf-8")
    (tmp_path / "notes.md").write_text("not a rulebook", encoding="utf-8")
    monkeypatch.setenv(rulebooks.FOLDER_ENV, str(tmp_path))
    assert rulebooks.every_text() == ["One two."]
    single = tmp_path / "elsewhere.txt"
    single.write_text("Three.", encoding="utf-8")
    monkeypatch.setenv("DDAY_SOME_RULEBOOK", str(single))
    assert rulebooks.text("a.txt", override_env="DDAY_SOME_RULEBOOK") == "Three."
    assert rulebooks.text("a.txt") == "One two."


def test_a_run_of_eight_words_from_a_book_is_found_whatever_its_case_and_accents() -> None:
    book = rulebooks.runs("Le pont est tenu par les paras jusqu'à l'aube du sixième jour.")
    assert rulebooks.shared_runs("Note: LE PONT EST TENU PAR LES PARAS JUSQU'A l'aube, then more.", book)
    assert rulebooks.shared_runs("Le pont est tenu par nos paras jusqu'à l'aube.", book) == []
