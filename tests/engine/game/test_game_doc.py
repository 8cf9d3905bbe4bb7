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
    rules audit says what holds the sentences, is the number of its cases today, as the
    runner reads them (cards.game's read 63 for two days after its cases had grown; then
    72, counted by ``=== `` lines, where a title on two such lines is one case: 65, the
    frictions audit)."""
    from tests.cases.casebook import load_runner

    runner = load_runner("game")
    text = (ROOT / "docs" / "GAME.md").read_text("utf-8")
    cited = re.findall(r"`(tests/cases/game/[\w-]+\.game)`, (\d+)\b", text)
    assert cited
    counts = {name: len(runner.parse(ROOT / name)) for name, _ in cited}
    assert {name: int(n) for name, n in cited} == counts


def test_the_postures_it_says_the_study_chooses_are_the_study_s() -> None:
    """"The postures chosen on the bundled and test scenarios (Axis / Allies): Hedgerow
    Crossroads careful / careful, ...": the study plays fixed seeds, so its answer is a
    property of the scenario and the side that a change of the policies may move (The Ice
    of the Chornaya's Allies and the Cove Landing's Axis had moved, the page not)."""
    from editor.engine.board import Side
    from editor.engine.game import Setup
    from editor.engine.game.search import POSTURES, study
    from editor.io.m44 import load

    from ...conftest import DATA, SCENARIOS

    text = " ".join((ROOT / "docs" / "GAME.md").read_text("utf-8").split())
    said = text[text.index("The postures chosen on the bundled and test scenarios"):]
    said = said[said.index("): ") + 3:said.index(". ")]
    files = {load(p).scenario.texts().name: p
             for p in [*SCENARIOS, *sorted((DATA / "ai").glob("*.m44"))]}
    postures = {}
    for entry in said.split(", "):
        name, axis, _, allies = entry.rsplit(" ", 3)
        setup = Setup(load(files[name]).scenario)
        chosen = {setup.sides[p]: POSTURES[study(setup, p)].name for p in (0, 1)}
        postures[name] = (chosen[Side.AXIS], chosen[Side.ALLIES])
        assert (axis, allies) == postures[name], (name, postures)
    assert len(postures) == len(files) == 6
