"""The rulebook texts our own-words checks compare against, and the word runs they compare.

The rulebooks are not ours to publish, so they are not in the repository. The checks that need them
look in ``$DDAY_RULEBOOKS`` (a folder) or, by default, in ``shared/rulebooks/`` beside the repository
(``<parent>/main`` is the clone, ``<parent>/shared/rulebooks`` the texts). Where a text is missing the
check is skipped, with a reason that names the file and where to put it; with
``DDAY_REQUIRE_RULEBOOKS=1`` (set by ``.ci/run``) it fails instead, so CI never skips it silently.
"""

from __future__ import annotations

import os
import re
import unicodedata
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
FOLDER_ENV = "DDAY_RULEBOOKS"
REQUIRE_ENV = "DDAY_REQUIRE_RULEBOOKS"
RUN = 8
"""No text of ours may share this many consecutive words with a rulebook."""


def folder() -> Path:
    """Where the rulebook texts are looked for."""
    override = os.environ.get(FOLDER_ENV)
    return Path(override) if override else REPO.parent / "shared" / "rulebooks"


def missing(what: str, where: Path) -> None:
    """Skip (or, with ``DDAY_REQUIRE_RULEBOOKS=1``, fail) a check whose rulebook text is not at hand."""
    reason = (
        f"needs {what}, not found at {where}: put the rulebooks' .txt files in {folder()} or set "
        f"{FOLDER_ENV}=DIR (the own-words checks compare our texts with them; they are not published "
        "with the repository)"
    )
    if os.environ.get(REQUIRE_ENV) == "1":
        pytest.fail(f"{REQUIRE_ENV}=1 but the check {reason}", pytrace=False)
    pytest.skip(reason)


def text(name: str, *, override_env: str | None = None) -> str:
    """The rulebook ``name`` (e.g. ``aa-dday-rulebook.txt``); ``override_env`` may name that one file."""
    override = os.environ.get(override_env) if override_env else None
    path = Path(override) if override else folder() / name
    if not path.is_file():
        missing(name, path)
    return path.read_text(encoding="utf-8")


def every_text() -> list[str]:
    """Every rulebook text in the folder (``*.txt``)."""
    books = sorted(folder().glob("*.txt"))
    if not books:
        missing("the rulebook texts (*.txt)", folder())
    return [book.read_text(encoding="utf-8") for book in books]


def words(text: str) -> list[str]:
    """Lower-case words with accents and punctuation stripped (``"player's"`` -> ``"players"``)."""
    plain = "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c)).lower()
    return re.findall(r"[a-z0-9]+", plain.replace("'", "").replace("\u2019", ""))


def runs(text: str, n: int = RUN) -> set[tuple[str, ...]]:
    """Every run of ``n`` consecutive words of ``text``."""
    w = words(text)
    return {tuple(w[i : i + n]) for i in range(len(w) - n + 1)}


def shared_runs(text: str, book_runs: set[tuple[str, ...]], n: int = RUN) -> list[str]:
    """The runs of ``n`` words of ``text`` that also stand in a rulebook (given as its ``runs``), in order."""
    mine = words(text)
    return [" ".join(mine[i : i + n]) for i in range(len(mine) - n + 1) if tuple(mine[i : i + n]) in book_runs]
