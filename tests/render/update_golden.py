"""Regenerate the golden images of ``tests/render/golden`` after an intended change:

    .venv/bin/python -m tests.render.update_golden

Then look at every image before committing it: the test trusts them.
"""

from __future__ import annotations

import sys

from editor.render import ensure_app

from .test_golden import CASES, golden_image


def main() -> int:
    ensure_app()
    for case in CASES:
        target = case.with_suffix(".png")
        golden_image(case).save(str(target))
        print(target)
    return 0


if __name__ == "__main__":
    sys.exit(main())
