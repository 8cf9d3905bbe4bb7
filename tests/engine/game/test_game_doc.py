"""docs/GAME.md's table of the engine ("Design") names every module of editor/engine/game/
and no module that is not there: it is where a contributor starts reading the engine; and
the number of cases it cites for a case file is the file's.

The hooks of its expansions row are checked by tests/engine/game/test_expansions.py."""

from __future__ import annotations

import re

from ...conftest import ROOT

GAME = ROOT / "editor" / "engine" / "game"


def _design_table() -> list[str]:
    """The first cell of each row of GAME.md's "## Design" table."""
    text = (ROOT / "docs" / "GAME.md").read_text("utf-8")
    section = text[text.index("\n## Design\n"):]
    section = section[:section.index("\n## ", 1)]
    return [m.group(1) for m in re.finditer(r"^\| `([^`]+)` \|", section, flags=re.M)]


def test_the_design_table_names_every_module_of_the_engine() -> None:
    named = _design_table()
    modules = sorted([p.name for p in GAME.glob("*.py") if p.name != "__init__.py"]
                     + [p.name + "/" for p in GAME.iterdir()
                        if p.is_dir() and (p / "__init__.py").exists()])
    assert sorted(named) == modules


def test_the_counts_of_cases_it_cites_are_the_files() -> None:
    """"(cases: `tests/cases/game/air.game`, 129)": a count of a case file, cited where a
    rules audit says what holds the sentences, is the number of its ``=== `` cases today
    (cards.game's read 63 for two days after its cases had grown to 72)."""
    text = (ROOT / "docs" / "GAME.md").read_text("utf-8")
    cited = re.findall(r"`(tests/cases/game/[\w-]+\.game)`, (\d+)\b", text)
    assert cited
    counts = {name: len(re.findall(r"^=== ", (ROOT / name).read_text("utf-8"), flags=re.M))
              for name, _ in cited}
    assert {name: int(n) for name, n in cited} == counts
