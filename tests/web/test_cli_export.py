"""``dday export --html FILE --json FILE --channel ID --database URL`` (issue #27): the offline page and the record
from the command line, and its refusals."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest

from bot.cli import main
from bot.service import GameService
from bot.service.export import verify_export
from tests.web.games import GAMES, no_render, play

PEGASUS = GAMES[1]


@pytest.fixture
def database(tmp_path: Path) -> Path:
    path = tmp_path / "cli.sqlite3"

    async def played() -> None:
        svc = await GameService.open(str(path), render=no_render)
        try:
            await play(svc, PEGASUS)
        finally:
            await svc.close()

    asyncio.run(played())
    return path


def test_export_writes_the_page_and_the_record(database: Path, tmp_path: Path, capsys):
    page, record = tmp_path / "game.html", tmp_path / "game.json"
    code = main(["export", "--channel", str(PEGASUS.channel), "--html", str(page), "--json", str(record),
                 "--database", str(database)])
    out = capsys.readouterr().out
    assert code == 0, out
    html = page.read_text(encoding="utf-8")
    assert html.startswith("<!doctype html>") and "data:image/webp;base64," in html
    assert "Pegasus Bridge" in html and f"{page}: The game as one web page" in out
    assert verify_export(json.loads(record.read_text(encoding="utf-8"))).ok


def test_export_refusals(database: Path, tmp_path: Path, capsys):
    target = tmp_path / "x.html"
    assert main(["export", "--channel", str(PEGASUS.channel), "--database", str(database)]) == 2
    assert "--html FILE, --json FILE or both" in capsys.readouterr().err
    assert main(["export", "--channel", "5", "--html", str(target), "--database", f"sqlite:///{database}"]) == 1
    assert "dday export:" in capsys.readouterr().err and not target.exists()
    assert main(["export", "--channel", "5", "--html", str(target), "--database", str(tmp_path / "none.db")]) == 2
    assert "no database at" in capsys.readouterr().err and not (tmp_path / "none.db").exists()


def page_data(html: str) -> dict:
    """The data a page carries (its JSON block)."""
    return json.loads(html.split("<script type=application/json id=dday-data>", 1)[1].split("</script>", 1)[0])


@pytest.mark.slow  # draws every board twice (the record's page and the database's); the refusal below is quick
def test_export_makes_the_page_of_a_record_that_verifies(database: Path, tmp_path: Path, capsys):
    """``--record RECORD.json`` (issue #49): a game record becomes its page without its database, with the same
    positions as the page made from the database."""
    record, page = tmp_path / "game.json", tmp_path / "game.html"
    assert main(["export", "--channel", str(PEGASUS.channel), "--json", str(record), "--database", str(database)]) == 0
    capsys.readouterr()
    assert main(["export", "--record", str(record), "--html", str(page)]) == 0, capsys.readouterr().err
    html = page.read_text(encoding="utf-8")
    assert "Pegasus Bridge" in html and html.count("data:image/webp;base64,") >= 2
    direct = tmp_path / "direct.html"
    assert main(["export", "--channel", str(PEGASUS.channel), "--html", str(direct), "--database", str(database)]) == 0
    positions = page_data(html)["positions"]
    same = page_data(direct.read_text(encoding="utf-8"))["positions"]
    assert [(p["seq"], p["label"]) for p in positions] == [(p["seq"], p["label"]) for p in same], "the same positions"


def test_a_record_that_does_not_verify_makes_no_page(database: Path, tmp_path: Path, capsys):
    record = tmp_path / "game.json"
    assert main(["export", "--channel", str(PEGASUS.channel), "--json", str(record), "--database", str(database)]) == 0
    data = json.loads(record.read_text(encoding="utf-8"))
    rolled = next(e for a in data["actions"] for e in a["events"] if e["dice"])
    rolled["dice"][0] = 2 if rolled["dice"][0] != 2 else 1
    record.write_text(json.dumps(data), encoding="utf-8")
    capsys.readouterr()
    assert main(["export", "--record", str(record), "--html", str(tmp_path / "bad.html")]) == 1
    assert "does not verify" in capsys.readouterr().err and not (tmp_path / "bad.html").exists()
    assert main(["export", "--record", str(record)]) == 2, "a record makes a page: --html is needed"
