"""The type checker's settings (pyproject.toml's [tool.mypy]; .ci/run runs ``mypy`` over its ``files``).

Two things mypy does not check by itself: that a ``type: ignore`` says which error it silences and why
(mypy's ``ignore-without-code`` only asks for the code), and that every module named strict still exists
(a renamed module would drop out of the strict list with only a note).
"""

from __future__ import annotations

import io
import re
import tokenize
import tomllib
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
MYPY = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["mypy"]

IGNORE = re.compile(r"type:\s*ignore\b")
EXPLAINED = re.compile(r"#\s*type:\s*ignore\[[a-z0-9-]+(?:,\s*[a-z0-9-]+)*\]\s+#\s*\S.*")
"""An ignore with its error code(s), followed on its line by a comment that says why."""


def unexplained_ignores(source: str) -> list[int]:
    """The lines of ``source`` whose ``type: ignore`` comment lacks an error code or a reason."""
    bad = []
    for tok in tokenize.generate_tokens(io.StringIO(source).readline):
        if tok.type == tokenize.COMMENT and IGNORE.search(tok.string) and not EXPLAINED.fullmatch(tok.string):
            bad.append(tok.start[0])
    return bad


def checked_files() -> list[Path]:
    return sorted(path for entry in MYPY["files"] for path in (REPO / entry).rglob("*.py"))


def test_every_type_ignore_names_its_error_and_says_why() -> None:
    bad = [
        f"{path.relative_to(REPO)}:{line}"
        for path in checked_files()
        for line in unexplained_ignores(path.read_text(encoding="utf-8"))
    ]
    assert bad == [], "a type: ignore needs [its-error-code] and '# why' on its line: " + ", ".join(bad)


def test_the_ignore_check_sees_a_bare_or_unexplained_ignore() -> None:
    source = (
        "a = f()  # type: ignore\n"
        "b = f()  # type: ignore[attr-defined]\n"
        "c = f()  # type: ignore[attr-defined]  # the mark the decorator sets\n"
        "d = f()  # type: ignore[call-arg, arg-type]  # an older engine takes ruleset=\n"
        "e = '# type: ignore'\n"  # in a string, not a comment
    )
    assert unexplained_ignores(source) == [1, 2]


def test_the_strict_modules_exist() -> None:
    strict = [o for o in MYPY.get("overrides", []) if o.get("disallow_untyped_defs")]
    assert strict, "pyproject.toml names the modules mypy checks strictly"
    modules = [m for o in strict for m in o["module"]]
    missing = [
        m for m in modules
        if not (REPO / (m.replace(".", "/") + ".py")).is_file()
        and not (REPO / m.replace(".", "/") / "__init__.py").is_file()
    ]
    assert missing == [], f"strict modules with no file (renamed? update pyproject.toml): {missing}"
    assert all(m.startswith(tuple(f"{f.replace('/', '.')}" for f in MYPY["files"])) for m in modules)
