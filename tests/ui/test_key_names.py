"""The window's texts name keys as the system does (:mod:`editor.ui.key_names`): "Ctrl+3"
written out in a tooltip or a message names on macOS a key that does something else, where
Qt has bound the shortcut to Command (⌘3)."""

from __future__ import annotations

import ast
import re

import pytest

from editor.ui.key_names import keys, modifier

from ..conftest import ROOT

#: A modifier that macOS names and places otherwise (Command for Ctrl, Option for Alt).
MODIFIER = re.compile(r"\b(Ctrl|Alt|Meta)\b")


def _docstrings(tree: ast.AST) -> set[int]:
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) \
                and node.body and isinstance(node.body[0], ast.Expr) \
                and isinstance(node.body[0].value, ast.Constant):
            found.add(id(node.body[0].value))
    return found


def test_no_text_of_the_window_writes_a_modifier_key_out() -> None:
    """A text with a space in it (a sentence, not a shortcut's definition such as
    ``shortcut="Ctrl+Shift+N"``) that names Ctrl or Alt is said through ``keys`` or
    ``modifier``; docstrings and comments are for the code's readers."""
    found = []
    for path in sorted((ROOT / "editor" / "ui").rglob("*.py")):
        tree = ast.parse(path.read_text("utf-8"))
        skip = _docstrings(tree)
        found += [f"{path.relative_to(ROOT)}:{node.lineno}: {node.value!r}"
                  for node in ast.walk(tree)
                  if isinstance(node, ast.Constant) and isinstance(node.value, str)
                  and id(node) not in skip and " " in node.value
                  and MODIFIER.search(node.value)]
    assert found == []


def test_keys_are_named_as_on_this_system() -> None:
    # Linux's and Windows' names, which Qt writes out as the portable form
    assert keys("Ctrl+Shift+P") == "Ctrl+Shift+P"
    assert keys("Alt+Left") == "Alt+Left"
    assert (modifier("Ctrl"), modifier("Alt"), modifier("Shift")) == ("Ctrl", "Alt", "Shift")


def test_a_modifier_alone_is_named_as_macos_writes_it(monkeypatch: pytest.MonkeyPatch) -> None:
    """macOS writes a shortcut with no "+" ("⌘A", "⇧⌘P"): a modifier alone is what stands
    before the key, "⌘" for Ctrl, "⌥" for Alt (a cut one character too long left nothing
    there while Linux's "Ctrl+" passed). Found by the mut5 audit."""
    from editor.ui import key_names
    macos = {"Ctrl+A": "⌘A", "Alt+A": "⌥A", "Shift+A": "⇧A"}
    monkeypatch.setattr(key_names, "keys", macos.__getitem__)
    assert (modifier("Ctrl"), modifier("Alt"), modifier("Shift")) == ("⌘", "⌥", "⇧")
