"""Generators of the original vector art in ``editor/resources/art/`` (see ``docs/ART.md``).

Every module here that draws a category exposes ``generate(out_dir: Path) -> list[Path]``,
``out_dir`` being the ``editor/resources/art`` folder; ``python -m tools.art`` runs them all.
The files they write are committed, so the editor never needs these scripts at run time.
"""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
#: Where the generated SVG files go (one sub-folder per catalog category, plus ``board``).
ART_DIR = ROOT / "editor" / "resources" / "art"
