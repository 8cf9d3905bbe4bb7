"""``python -m editor``: the ``m44`` command line (``python -m editor edit FILE`` opens the
editor window)."""

from editor.cli import main

raise SystemExit(main())
