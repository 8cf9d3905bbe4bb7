"""``python -m editor``: the ``m44`` command line (``python -m editor edit FILE`` opens the
editor window)."""

import sys

try:
    from editor.cli import main
except KeyboardInterrupt:  # Ctrl-C as the command starts: as main says it, no traceback
    sys.stderr.write("m44: interrupted\n")
    raise SystemExit(130) from None

raise SystemExit(main())
