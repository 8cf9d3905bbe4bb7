"""``m44 desktop [--remove]``: put the editor in the desktop's menus, with its icon, and make
``.m44`` files open in it (Linux and BSD desktops; :mod:`editor.desktop`)."""

from __future__ import annotations

import argparse
import sys

from . import EXIT_OK, EXIT_UNREADABLE, add_command, error, quiet, say


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = add_command(
        sub, "desktop",
        description="Install the editor's menu entry and icon for this user, and make .m44 "
                    "files open in it (freedesktop.org desktops: Linux, BSD), under "
                    "$XDG_DATA_HOME (~/.local/share); the entry starts the editor with the "
                    "Python that runs this command. --remove takes them away.",
        epilog="Exit codes: 0 done, 2 not a freedesktop.org system, or a file cannot be "
               "written or removed.")
    p.add_argument("--remove", action="store_true", help="remove the entry, icon and file type")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from editor.desktop import data_home, install, refresh, remove

    if sys.platform in ("win32", "cygwin", "darwin"):
        error("m44 desktop: menu entries are made for freedesktop.org desktops (Linux, BSD); "
              "start the editor with m44-editor")
        return EXIT_UNREADABLE
    home = data_home()
    try:
        done = remove(home) if args.remove else install(home)
    except OSError as e:
        error(f"{e.filename or home}: cannot {'remove' if args.remove else 'write'}: "
              f"{e.strerror or e}")
        return EXIT_UNREADABLE
    for problem in refresh(home):
        error(f"m44 desktop: {problem}")
    if not quiet(args):
        for path in done:
            say(f"{'removed' if args.remove else 'wrote'} {path}")
        if args.remove and not done:
            say(f"nothing to remove under {home}")
    return EXIT_OK
