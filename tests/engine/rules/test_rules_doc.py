"""docs/RULES.md: its tables are generated from the rules tables and list every name."""

from __future__ import annotations

from editor.engine.catalog import CATALOG
from editor.engine.rules import doc


def test_rules_doc_tables_are_up_to_date() -> None:
    text = doc.DOC.read_text(encoding="utf-8")
    assert doc.render(text) == text, \
        "docs/RULES.md is stale: run 'python -m editor.engine.rules.doc --write'"


def test_rules_doc_lists_every_piece_name_with_a_family() -> None:
    text = doc.DOC.read_text(encoding="utf-8")
    for category in ("terrain", "rect_terrain", "obstacle"):
        for name in CATALOG.names(category):
            assert f"| `{name}` | {category} |" in text
    assert "**none**" not in text
