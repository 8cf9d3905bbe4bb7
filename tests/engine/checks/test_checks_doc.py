from __future__ import annotations

import sys

from editor.engine.checks import REGISTRY

from ...conftest import ROOT


def test_checks_doc_is_generated_from_the_registry() -> None:
    sys.path.insert(0, str(ROOT))
    from tools.gen_checks_doc import OUT, build

    text = OUT.read_text("utf-8")
    assert text == build(), "docs/CHECKS.md is stale: run 'make docs'"
    assert all(f"`{code}`" in text for code in REGISTRY)
