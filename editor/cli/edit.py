"""``m44 edit [FILE]``: open the desktop editor (same as ``m44-editor``)."""

from __future__ import annotations

import argparse

from . import QUIET_CHANGES_NOTHING, a_name, add_command


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = add_command(sub, "edit", description="Open the scenario editor window, on FILE if given.",
                    epilog="Exit codes: 0 closed normally, 1 no window could be opened, 2 "
                           "art missing from the installation.",
                    quiet_help=QUIET_CHANGES_NOTHING)
    p.add_argument("file", nargs="?", type=a_name, metavar="FILE", help="a .m44 file to open")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from editor.app import main

    return main(["--", args.file] if args.file else [])
