"""The documentation (README.md, docs/*.md) names what is there: its relative links lead to
files and headings that exist, and the files it names in backquotes are in the tree.

What the docs say of the command line is checked by tests/test_cli_front.py, the
generated docs by tests/io/test_format_doc.py, tests/engine/checks/test_checks_doc.py and
tests/engine/rules/test_rules_doc.py."""

from __future__ import annotations

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
