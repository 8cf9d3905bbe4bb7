"""``python -m tools.art``: regenerate every SVG of ``editor/resources/art`` (see docs/ART.md).

Runs each generator module present: the terrain side (``terrain``, ``pieces``) and the unit
side (``units``, ``badges``, ``tags``), each exposing ``generate(out_dir) -> list[Path]``.
"""

from __future__ import annotations

import importlib
import sys
from pathlib import Path

from . import ART_DIR

#: Generator modules, in the order they run; a missing one is reported, not fatal, so that
#: either side can regenerate its art while the other's module is being written.
MODULES = ("terrain", "pieces", "units", "badges", "tags")


def main(argv: list[str]) -> int:
    out = Path(argv[0]) if argv else ART_DIR
    total = 0
    for name in MODULES:
        try:
            module = importlib.import_module(f"{__package__}.{name}")
        except ModuleNotFoundError as e:
            if e.name != f"{__package__}.{name}":
                raise
            print(f"tools.art.{name}: not present, skipped", file=sys.stderr)
            continue
        paths = module.generate(out)
        total += len(paths)
        print(f"tools.art.{name}: {len(paths)} files")
    print(f"{total} files under {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
