"""``m44 samples``: the paths of the bundled sample scenarios, one a line, so that an
installed program can be tried on them: ``m44 validate $(m44 samples)``,
``m44-editor "$(m44 samples | head -n 1)"``. They are inside the package (read-only in a
system install): ``m44 convert`` or the editor's Save As writes a copy elsewhere."""

from __future__ import annotations

import argparse

from editor.resources import samples

from . import EXIT_OK, QUIET_CHANGES_NOTHING, add_command, say


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = add_command(
        sub, "samples", quiet_help=QUIET_CHANGES_NOTHING,
        description="Print the paths of the sample scenarios installed with the program, "
                    "one a line.",
        epilog="Exit codes: 0 listed, 2 the samples are missing from the installation.")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    for sample in samples():
        say(str(sample))
    return EXIT_OK
