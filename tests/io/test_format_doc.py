from __future__ import annotations

import sys

from ..conftest import ROOT


def test_format_guide_is_generated_from_the_schema() -> None:
    sys.path.insert(0, str(ROOT))
    from tools.gen_format_doc import OUT, build

    assert OUT.read_text("utf-8") == build(), "docs/FORMAT.md is stale: run 'make docs'"
