"""The documentation (README.md, docs/*.md) names what is there: its relative links lead to
files and headings that exist, the files it names in backquotes are in the tree, and the
commands it writes out (``m44 simulate FILE --games N``, ``make fuzz N=100000``, ``python -m
tools.fuzz``) are commands with those options, targets and variables, and programs there are;
the benchmark figures they quote are docs/PERFORMANCE.md's rows.

That the README's command line documents every command and option is checked by
tests/test_cli_front.py, the menu paths and keys the docs give by
tests/ui/test_docs_window.py, GAME.md's table of the engine's modules by
tests/engine/game/test_game_doc.py, the generated docs by tests/io/test_format_doc.py,
tests/engine/checks/test_checks_doc.py and tests/engine/rules/test_rules_doc.py."""

from __future__ import annotations

import argparse
import re
from pathlib import Path

import pytest

from .conftest import ROOT

DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]

#: Files named that are not kept in the tree: the compiled engine's record of its sources
#: (made by ``make``) and the rules texts of ``../shared/rules/``, beside the checkout.
ELSEWHERE = {"_native/build.json", "command-cards.md"}

#: A file named in backquotes: a path, or a bare name with one of these extensions.
_FILE = re.compile(r"`([\w./-]*[\w-]\.(?:py|md|json|m44|game|cases|toml|svg|txt))`")


def _anchors(doc: Path) -> set[str]:
    """The anchors of the doc's headings, as GitHub makes them."""
    out: set[str] = set()
    seen: dict[str, int] = {}
    fenced = False
    for line in doc.read_text("utf-8").splitlines():
        if line.startswith("```"):
            fenced = not fenced
        m = None if fenced else re.match(r"#+\s+(.*)", line)
        if m:
            slug = re.sub(r"[^\w\- ]", "", m.group(1).replace("`", "").strip().lower())
            slug = slug.replace(" ", "-")
            n = seen.get(slug, -1) + 1
            seen[slug] = n
            out.add(slug if n == 0 else f"{slug}-{n}")
    return out


def _tree() -> list[str]:
    return [p.relative_to(ROOT).as_posix() for p in ROOT.rglob("*")
            if p.is_file() and ".git" not in p.parts and ".venv" not in p.parts]


@pytest.mark.parametrize("doc", DOCS, ids=[d.name for d in DOCS])
def test_relative_links_lead_to_files_and_headings(doc: Path) -> None:
    broken = []
    for target in re.findall(r"\]\(([^)\s]+)\)", doc.read_text("utf-8")):
        if re.match(r"[a-z]+:", target):
            continue
        path, _, anchor = target.partition("#")
        dest = (doc.parent / path).resolve() if path else doc
        if not dest.exists():
            broken.append(target)
        elif anchor and dest.suffix == ".md" and anchor not in _anchors(dest):
            broken.append(target)
    assert broken == []


@pytest.mark.parametrize("doc", DOCS, ids=[d.name for d in DOCS])
def test_files_named_in_backquotes_are_in_the_tree(doc: Path) -> None:
    """A path is found from the top of the tree or from the doc's folder, a shorter name
    (GAME.md's ``players.py``, in its table of editor/engine/game/) as the end of a path.
    The placeholders of the examples (``OUT.png``, ``game.json``) are left out."""
    tree = _tree()
    text = re.sub(r"```.*?```", "", doc.read_text("utf-8"), flags=re.S)
    missing = []
    for name in sorted(set(_FILE.findall(text)) - ELSEWHERE):
        if re.match(r"[A-Z]+[.-]", name) or name in ("game.json", "game.m44game"):
            continue  # OUT.png, IN.m44, OUT-2.png: placeholders
        if (ROOT / name).exists() or (doc.parent / name).exists():
            continue
        if not any(f == name or f.endswith("/" + name) for f in tree):
            missing.append(name)
    assert missing == []


#: A command line of ours as the docs write it: a backquoted span, or a line of a code block
#: (its comment left out, its continuation lines, which start with spaces and then an
#: option or a bracket, joined to it), that starts with the program's name.
_PROGRAM = re.compile(r"\s*(m44(?:-editor)?)(?=\s|$)(.*)", re.S)
_LONG_OPTION = re.compile(r"(?<![\w-])--[a-z][\w-]*")


def _command_lines(doc: Path) -> list[str]:
    text = doc.read_text("utf-8")
    lines: list[str] = []
    for block in re.findall(r"```[^\n]*\n(.*?)```", text, flags=re.S):
        for line in block.splitlines():
            code = re.sub(r"\s#.*", "", line)
            if lines and re.match(r"\s+[\[-]", code):
                lines[-1] += " " + code.strip()
            elif code.strip():
                lines.append(code.rstrip(" \\"))
    prose = re.sub(r"```.*?```", "", text, flags=re.S)
    lines += re.findall(r"`([^`]+)`", prose)
    return [part for line in lines for part in line.split(";")]


def _options(parser: argparse.ArgumentParser) -> set[str]:
    """A parser's options and those of its queries (``m44 rules FILE retreat A --flags N``)."""
    out = {o for a in parser._actions for o in a.option_strings}
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for sub in action.choices.values():
                out |= _options(sub)
    return out


def _wrong_options(doc: Path) -> list[str]:
    """What the doc's command lines name that is no command of ``m44``, or no option of
    the command named. A placeholder where the command goes (``m44 COMMAND --help``) and a
    message quoted (``m44 brief: warning: ...``) name none."""
    from editor.app import build_parser as editor_parser
    from editor.cli import build_parser

    top = build_parser()
    commands = next(a for a in top._actions if isinstance(a, argparse._SubParsersAction))
    general = {o for a in top._actions for o in a.option_strings}
    wrong = []
    for line in _command_lines(doc):
        m = _PROGRAM.match(line)
        if not m:
            continue
        program, rest = m.groups()
        if program == "m44-editor":
            allowed = _options(editor_parser())
        else:
            first = next((w for w in rest.split() if not w.startswith("-")), None)
            if first in commands.choices:
                allowed = general | _options(commands.choices[first])
            elif first is None:
                allowed = general
            elif re.fullmatch(r"[a-z]+", first):
                wrong.append(f"m44 {first}")
                continue
            else:
                continue
        wrong += [f"{line.strip()}: {o}" for o in _LONG_OPTION.findall(rest)
                  if o not in allowed]
    return wrong


@pytest.mark.parametrize("doc", DOCS, ids=[d.name for d in DOCS])
def test_commands_written_out_are_commands_with_those_options(doc: Path) -> None:
    assert _wrong_options(doc) == []


#: ``make`` as the docs write it (also under ``xvfb-run``): its target and variables.
_MAKE = re.compile(r"(?:xvfb-run\s+)?make\s+(.*)", re.S)


@pytest.mark.parametrize("doc", DOCS, ids=[d.name for d in DOCS])
def test_make_targets_and_variables_written_out_are_the_makefiles(doc: Path) -> None:
    makefile = (ROOT / "Makefile").read_text("utf-8")
    targets = set(re.findall(r"^([\w-]+):", makefile, flags=re.M))
    variables = set(re.findall(r"^(\w+)\s*[?:]?=", makefile, flags=re.M))
    wrong = []
    for line in _command_lines(doc):
        m = _MAKE.fullmatch(line.strip())
        if m:
            for word in m.group(1).split():
                name, is_variable, _ = word.partition("=")
                if name not in (variables if is_variable else targets):
                    wrong.append(f"{line.strip()}: {name}")
    assert wrong == []


#: Python running a program of the tree as the docs write it: ``python -m MODULE`` or
#: ``python PATH.py`` (also ``.venv/bin/python``).
_PYTHON = re.compile(r"(?:^|\s)(?:\S*/)?python3?\s+(?:-m\s+([\w.]+)|([\w./-]+\.py))")


@pytest.mark.parametrize("doc", DOCS, ids=[d.name for d in DOCS])
def test_programs_run_with_python_are_there(doc: Path) -> None:
    """``python -m tools.fuzz``, ``python tests/cases/game/runner.py``: a module that can be
    found, a script that is in the tree."""
    import importlib.util

    missing = []
    for line in _command_lines(doc):
        for module, script in _PYTHON.findall(line):
            if module and importlib.util.find_spec(module) is None:
                missing.append(module)
            elif script and not (ROOT / script).exists():
                missing.append(script)
    assert missing == []


def test_the_commands_written_out_are_found() -> None:
    """The docs' command lines are read: the README's block of every command, its inline
    examples, and a continuation line of a code block with the command it continues."""
    lines = _command_lines(ROOT / "README.md")
    assert any(line.startswith("m44 rules FILE retreat A --flags N") for line in lines)
    assert "m44 validate --format github scenarios/*.m44" in lines
    assert any("--scheduler tcp://127.0.0.1:8786" in line and "m44 simulate book/" in line
               for line in lines)
    assert sum(bool(_PROGRAM.match(line)) for line in lines) > 40
    assert "xvfb-run make run" in lines
    assert sum(len(_PYTHON.findall(line)) for line in lines) >= 7


#: The doc ``make bench`` writes (bench/), measured again only by a benchmark run: its
#: prose stays as it is written. CHECKS.md and FORMAT.md are wrapped by their generators
#: (tools/markdown_width.py), RULES.md's generated parts by theirs (editor/engine/rules/
#: doc.py); the part of GAME.md a measuring program writes is between markers
#: (:data:`_GENERATED`).
WRITTEN_BY_BENCH = {"PERFORMANCE.md"}
HELD_TO_WIDTH = [d for d in DOCS if d.name not in WRITTEN_BY_BENCH]
#: GAME.md's AI strength table and the sentence above it (tools/ai_strength.py), written
#: again only by a run of its games.
_GENERATED = re.compile(r"<!-- (/?)ai-strength -->")


def _long_prose_lines(text: str, width: int = 100) -> list[str]:
    """The lines over ``width`` columns that could be wrapped: neither in a table, a code
    block (fenced or indented), a generated part nor an HTML comment, with no link, image
    or URL (whose words are one) and more than one word."""
    from tools.markdown_width import indented_code

    long: list[str] = []
    fenced = generated = False
    lines = text.splitlines()
    for n, (line, code) in enumerate(zip(lines, indented_code(lines), strict=True), 1):
        stripped = line.strip()
        if stripped.startswith(("```", "~~~")):
            fenced = not fenced
        if m := _GENERATED.match(stripped):
            generated = not m.group(1)
        if (len(line) > width and not fenced and not generated and not code
                and not stripped.startswith(("|", "<!--")) and " " in stripped
                and not re.search(r"\]\(|https?://", line)):
            long.append(f"{n}: {line}")
    return long


@pytest.mark.parametrize("doc", HELD_TO_WIDTH, ids=[d.name for d in HELD_TO_WIDTH])
def test_the_docs_hold_to_100_columns(doc: Path) -> None:
    """Found by the frictions audit: README.md and docs/GAME.md had prose lines of up to
    256 columns, among lines wrapped at 90 to 100 (the package is held to 100 by ruff's
    E501: test_lint.py), and CHECKS.md's and FORMAT.md's generators wrote each paragraph
    on one line. Tables, code blocks, links and the parts between generated markers are
    left as they are. ``python -m tools.markdown_width FILE`` wraps a doc that fails."""
    assert _long_prose_lines(doc.read_text("utf-8")) == [], \
        f"wrap it: python -m tools.markdown_width {doc.relative_to(ROOT)}"


def test_the_width_check_finds_long_prose_and_only_it() -> None:
    prose = "word " * 30
    assert _long_prose_lines(f"A paragraph:\n{prose}\n") == [f"2: {prose}"]
    assert _long_prose_lines(f"```\n{prose}\n```\n| {prose} |\n[{prose}](x.md)\n"
                             f"<!-- ai-strength -->\n{prose}\n<!-- /ai-strength -->\n"
                             f"`{'x' * 120}`\n\n    {prose}\n") == []
    # RULES.md's generated parts are held too (found by the leftovers5 audit)
    assert _long_prose_lines(f"<!-- generated:units -->\n{prose}\n"
                             "<!-- /generated:units -->\n") == [f"2: {prose}"]


def test_the_generators_wrap_prose_and_change_no_word() -> None:
    """tools/markdown_width.py, which CHECKS.md's and FORMAT.md's generators pass their
    text through: a long line is wrapped within its paragraph, the words kept in order, no
    line begun where it would start another block, and a table or a link left whole."""
    from tools.markdown_width import wrap_prose

    item = "- " + "word " * 18 + "- not a list item 1. nor this " + "word " * 10 + "end"
    text = f"{item}\n  carried on.\n\n| {'cell ' * 30}|\n[{'link ' * 25}](x.md)\n"
    wrapped = wrap_prose(text, width=40)
    assert wrapped.split() == text.split()
    lines = wrapped.splitlines()
    assert lines[0].startswith("- ") and all(
        line.startswith("  ") and not line.lstrip().startswith(("-", "1."))
        for line in lines[1:lines.index("")])
    assert _long_prose_lines(wrapped, width=40) == []
    assert f"| {'cell ' * 30}|" in lines and f"[{'link ' * 25}](x.md)" in lines


def test_the_wrapping_tool_says_a_file_it_cannot_read_on_one_line(  # type: ignore[no-untyped-def]
        tmp_path, capsys) -> None:
    """``python -m tools.markdown_width`` named by the width test's failure: a file that is
    not there, or not UTF-8, is said with its name, exit 2, where a traceback came (and
    ``--help`` took "--help" for a file)."""
    from tools.markdown_width import main

    (tmp_path / "latin.md").write_bytes(b"caf\xe9\n")
    for name in ("missing.md", "latin.md"):
        assert main([str(tmp_path / name)]) == 2
        err = capsys.readouterr().err
        assert err.startswith(f"{tmp_path / name}: ") and "Traceback" not in err
        assert err.count(name) == 1 and err.count("\n") == 1, err  # named once, one line
    with pytest.raises(SystemExit) as done:
        main(["--help"])
    assert done.value.code == 0 and "Wrap Markdown docs" in capsys.readouterr().out
    with pytest.raises(SystemExit) as done:  # no file named: its use, said (the mut11 audit)
        main([])
    assert done.value.code == 2 and "FILE" in capsys.readouterr().err


def test_the_generators_wrap_no_heading_underline_nor_comment_into_prose() -> None:
    """A paragraph's rest was carried into the line after it whatever that line was: into
    a setext heading's underline or a thematic break ("... end ---", the heading lost) and
    into the lines of an HTML comment over several lines (its "-->" joined to prose), which
    the module says it leaves as they are (found by the review3 audit)."""
    from tools.markdown_width import wrap_prose

    long = "A heading long enough " + "word " * 20 + "end"
    for rule in ("---", "===", "***", "___"):
        lines = wrap_prose(f"{long}\n{rule}\n\nText.\n", width=40).splitlines()
        assert rule in lines, lines
        assert lines.index(rule) == lines.index("") - 1
    inside = "inside " * 20
    comment = f"<!-- a note\n{inside}\n-->\n"
    assert wrap_prose(f"{comment}\n{long}\n", width=40).startswith(comment)


def test_a_hand_written_doc_is_wrapped_but_its_generated_parts(tmp_path: Path) -> None:
    """``python -m tools.markdown_width FILE`` wraps a doc that the width test fails, in
    place and with its words unchanged, leaving the parts a program writes (RULES.md's
    tables, GAME.md's AI strength table) as their programs write them."""
    from tools.markdown_width import main

    generated = f"<!-- ai-strength -->\n{'cell ' * 30}\n<!-- /ai-strength -->"
    doc = tmp_path / "DOC.md"
    text = f"# Title\n\n{'word ' * 40}end\n\n{generated}\n"
    doc.write_text(text, "utf-8")
    assert _long_prose_lines(text) != []
    assert main([str(doc)]) == 0
    wrapped = doc.read_text("utf-8")
    assert wrapped.split() == text.split() and generated in wrapped
    assert _long_prose_lines(wrapped) == [] and max(map(len, wrapped.splitlines())) > 100


def test_wrap_prose_leaves_a_code_block_and_reads_every_line_after_it() -> None:
    """Found by the mut8 audit (the test above has no code block, one long line and no
    quote): a fenced block's lines are left as they are however long, the prose after it
    is wrapped to its last line, no break puts a quote's '>' at the start of a line,
    and a list item after a paragraph is not taken for its next line."""
    from tools.markdown_width import wrap_prose

    code = "x = " + "1 + " * 20 + "1"
    text = f"```\n{code}\n```\n{'word ' * 15}end"
    wrapped = wrap_prose(text, width=40)
    lines = wrapped.splitlines()
    assert lines[:3] == ["```", code, "```"] and len(lines) > 4
    assert wrapped.split() == text.split() and all(len(line) <= 40 for line in lines[3:])
    assert wrap_prose("aaaa bbbb cccc dddd > eeee ffff", width=20).splitlines() == [
        "aaaa bbbb cccc", "dddd > eeee ffff"]
    # the rest of a paragraph's last line before a list item: a line of its own
    assert wrap_prose(f"{'word ' * 8}end\n- item", width=30).splitlines()[-2:] == [
        "word word end", "- item"]


def _performance() -> tuple[str, dict[str, float]]:
    """The date of docs/PERFORMANCE.md's run and each row's measured figure, by name."""
    text = (ROOT / "docs" / "PERFORMANCE.md").read_text("utf-8")
    date = re.search(r"^Measured (\d{4}-\d\d-\d\d)", text, flags=re.M)
    assert date
    rows = {m.group(1): float(m.group(2).replace(",", ""))
            for m in re.finditer(r"^\| ([\w-]+) \| [^|]* \| ([\d,.]+) ", text, flags=re.M)}
    return date.group(1), rows


#: The figures the hand-written docs quote from docs/PERFORMANCE.md: the sentence (a
#: pattern over the doc's words joined by single spaces) and, for each of its groups, the
#: row it quotes ("date": the run's date).
QUOTED = [
    ("README.md",
     r"on (\S+), against the engine of `d3d610f` in the same run, greedy games as Python (\S+)"
     r" times as fast and compiled (\S+) times \(`game-greedy-speedup`; compiled, (\S+) games"
     r" a second on one core\), random play (\S+) and (\S+) times",
     ["date", "game-greedy-speedup-python", "game-greedy-speedup", "game-greedy-one-core",
      "game-random-speedup-python", "game-random-speedup"]),
    ("docs/GAME.md",
     r"`game-search-one-core` of `docs/PERFORMANCE.md`, (\S+), reads (\S+), on a day the"
     r" d3d610f engine's greedy games went (\S+) a second",
     ["date", "game-search-one-core", "game-greedy-one-core-baseline"]),
    ("docs/GAME.md",
     r"the latest run, `docs/PERFORMANCE.md`'s of (\S+), reads (\S+) µs against (\S+) and"
     r" (\S+) games against (\S+) \(",
     ["date", "game-random-us", "game-random-us-baseline", "game-greedy-one-core",
      "game-greedy-one-core-baseline"]),
]


def test_the_figures_quoted_from_the_benchmarks_are_their_rows() -> None:
    """Found by the docs3 audit: GAME.md's Speed said the latest run "reads 3.2 µs against
    11.4 and 240 games against 64" after `make bench` had written 3.7, 11.8, 214 and 60.8
    (the README's figures were updated by that run's commit, GAME.md's not). A figure is
    its row rounded to the places it is written with."""
    date, rows = _performance()
    wrong = []
    for doc, pattern, names in QUOTED:
        words = " ".join((ROOT / doc).read_text("utf-8").split())
        m = re.search(pattern, words)
        assert m, f"{doc}: the sentence quoting {names[1:]} is not found: {pattern}"
        for name, quoted in zip(names, m.groups()):
            if name == "date":
                ok = quoted == date
            else:
                places = len(quoted.partition(".")[2])
                ok = float(quoted.replace(",", "")) == round(rows[name], places)
            if not ok:
                wrong.append(f"{doc}: {quoted} for {name} "
                             f"({date if name == 'date' else rows[name]})")
    assert wrong == []


def test_the_readme_names_every_tool() -> None:
    """Found by the docs3 audit: the Layout's tools/ row, where a contributor looks for a
    program, named neither the game fuzzer (tools/game_fuzz.py, which docs/RELIABILITY.md
    describes) nor the AIs' scenarios shared by the search's tools (tools/ai_scenarios.py).
    Each module and package of tools/ is named in the README, in backquotes."""
    readme = (ROOT / "README.md").read_text("utf-8")
    tools = [p.name for p in (ROOT / "tools").glob("*.py") if p.name != "__init__.py"]
    tools += [p.name + "/" for p in (ROOT / "tools").iterdir() if (p / "__init__.py").exists()]
    assert len(tools) > 10
    assert [t for t in sorted(tools)
            if not re.search(rf"`(?:tools/)?{re.escape(t.rstrip('/'))}/?[`\s]", readme)] == []


def test_wrap_prose_leaves_an_indented_code_block() -> None:
    """Found by the leftovers5 audit: a code block written by indenting it four spaces (no
    fence) was wrapped as prose, a long command broken in two. It is left as it is, as a
    fenced one; a paragraph indented in a list item is still the item's prose, and so is
    an indented line that goes on a paragraph (no blank line before it)."""
    from tools.markdown_width import wrap_prose

    code = "    m44 validate --strict --select unit-impassable " + "scenarios/*.m44 " * 4
    tab = "\tm44 convert IN -o OUT " + "--flag " * 10
    text = f"Run this:\n\n{code}\n\n{code}\n{tab}\n\n{'word ' * 12}end\n"
    wrapped = wrap_prose(text, width=40)
    assert wrapped.splitlines()[:6] == ["Run this:", "", code, "", code, tab]
    assert all(len(line) <= 40 for line in wrapped.splitlines()[7:])
    item = f"- item\n\n    {'said ' * 12}end\n"
    paragraph = f"{'word ' * 12}end\n    {'more ' * 12}end\n"
    for prose in (item, paragraph):
        lines = wrap_prose(prose, width=40).splitlines()
        assert all(len(line) <= 40 for line in lines), lines


@pytest.mark.parametrize(("lines", "code"), [
    # a line indented less than four ends the block
    (["Text:", "", "    code", "   not code"], [False, False, True, False]),
    # a line of blanks alone begins no block
    (["Text", "", "    ", "Text"], [False, False, False, False]),
    # an indented line that goes on a paragraph is no item, even with a marker
    (["Text", "    - not an item", "", "    code"], [False, False, False, True]),
    # a line that goes on an item at the margin, and the item's own paragraph indented
    # less than four, leave the item going on: its indented paragraph is no code
    (["- item", "lazy line", "", "    the item's"], [False, False, False, False]),
    (["- item", "", "  its paragraph", "", "    the item's"], [False] * 5),
    (["1. item", "", "    the item's"], [False, False, False]),
])
def test_indented_code_ends_and_items_go_on_as_markdown_reads_them(lines: list[str],
                                                                   code: list[bool]) -> None:
    """Where an indented code block ends and a list item goes on (the mut10 audit)."""
    from tools.markdown_width import indented_code

    assert indented_code(lines) == code


def test_the_wrapping_tool_leaves_a_doc_that_fits_untouched(  # type: ignore[no-untyped-def]
        tmp_path: Path, capsys) -> None:
    """``python -m tools.markdown_width`` says "wrapped" only of a file it changed, and
    writes no other (its time kept: make and git see no change); the mut13 audit's mutant
    that wrote every file survived."""
    import os

    from tools.markdown_width import main

    doc = tmp_path / "DOC.md"
    doc.write_text(f"# Title\n\n{'word ' * 10}end\n", "utf-8")
    os.utime(doc, ns=(1_000_000_000, 1_000_000_000))
    assert main([str(doc)]) == 0
    assert capsys.readouterr().out == "" and doc.stat().st_mtime_ns == 1_000_000_000
    doc.write_text(f"# Title\n\n{'word ' * 40}end\n", "utf-8")
    assert main([str(doc)]) == 0
    assert capsys.readouterr().out == f"wrapped {doc}\n"
