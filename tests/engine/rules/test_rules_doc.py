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


def test_each_familys_row_names_every_source_it_rests_on() -> None:
    """The table named the first source only: the hill's "from lower ground only" and the
    sandbags' value, 001's (and the vocabulary's), were shown as 000's."""
    from editor.engine.rules.terrain import FAMILIES

    rows = {line.split(" | ")[0].strip("| `"): line
            for line in doc.families_table().splitlines()[2:]}
    assert rows["hill"].endswith("| 000_823a2feeefcab970.txt, 001_ed9ddf44570e687e.txt |")
    for t in FAMILIES.values():
        for source in t.sources:
            assert source.file in rows[t.family], (t.family, source.file)


def test_the_generated_prose_is_wrapped_at_the_docs_width_at_spaces_only() -> None:
    """The generated sentence is wrapped at 100 columns, at spaces only: a long code span
    and a word with a hyphen stay whole (the mut10 audit)."""
    assert doc._wrapped("x" * 98 + " y") == "x" * 98 + " y"
    assert doc._wrapped("x" * 99 + " y") == "x" * 99 + "\ny"
    assert doc._wrapped("`" + "x" * 120 + "` y") == "`" + "x" * 120 + "`\ny"
    assert doc._wrapped("x" * 95 + " ab-cdefgh") == "x" * 95 + "\nab-cdefgh"
