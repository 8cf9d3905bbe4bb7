"""``m44 render FILE -o OUT.png|OUT.svg [--scale S] [--coords]``: draw a scenario as an image.

The same renderer as the editor's canvas (``editor.render``), off-screen: no display needed.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from editor.resources import ResourceError

from . import (EXIT_UNREADABLE, UsageError, a_drawing, a_name, add_command, done_as_it_stands,
               error, qt_interrupts, read_scenario, refuse_installed, refuse_overwriting)

#: Output types by extension.
FORMATS = (".png", ".svg")
MIN_SCALE, MAX_SCALE = 8.0, 400.0


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = add_command(
        sub, "render",
        description="Draw the board of a .m44 file ('-' reads standard input) with its "
                    "terrain, pieces, units, tokens and place names, as the editor shows it. "
                    "The type of image follows the extension of OUT: .png or .svg.",
        epilog="Exit codes: 0 written, 1 written but the scenario has errors (listed on "
               "standard error), 2 bad usage, unreadable input or unwritable output (or "
               "an OUT in the installation's folder, beside the bundled samples that m44 "
               "samples lists: nothing is written there), or art missing from the "
               "installation.")
    p.add_argument("file", type=a_name, metavar="FILE", help="the .m44 file to draw ('-': stdin)")
    p.add_argument("-o", "--output", type=a_drawing("OUT.png or OUT.svg"), metavar="OUT",
                   required=True, help="the image to write (OUT.png or OUT.svg)")
    p.add_argument("--scale", type=float, default=40.0, metavar="S",
                   help=f"pixels across one hex (default 40; {MIN_SCALE:g} to {MAX_SCALE:g})")
    p.add_argument("--coords", nargs="?", const="names", choices=("names", "rowcol"),
                   help="print hex names on the board (or 'rowcol' for the file's row,col)")
    p.add_argument("--medals", action="store_true",
                   help="add each player's medal stand above and below the board")
    p.add_argument("--ink-saver", action="store_true",
                   help="light drawing for printing: no ground fills, pale colours")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    target = Path(args.output)
    if target.suffix.lower() not in FORMATS:
        said = f"unknown image type {target.suffix}" if target.suffix else \
            "the name has no image type"
        raise UsageError(f"{args.output}: {said}; use .png or .svg")
    if not MIN_SCALE <= args.scale <= MAX_SCALE:
        raise UsageError(f"--scale {args.scale:g} is out of range "
                         f"({MIN_SCALE:g} to {MAX_SCALE:g} pixels per hex)")
    refuse_overwriting([args.file], [args.output])
    if refuse_installed("render", [("an OUT", args.output)]):
        return EXIT_UNREADABLE
    loaded = read_scenario(args.file)
    scenario = loaded.scenario
    with qt_interrupts():  # Ctrl-C ends the process: Qt cannot stop half-way
        # Qt is imported only here: the other subcommands must not pay for it
        from editor.render import HexLabels, RenderOptions, ensure_app, library, save

        ensure_app()
        library().check()  # a broken installation fails before anything is drawn
        labels = {None: HexLabels.NONE, "names": HexLabels.NAMES, "rowcol": HexLabels.COORDS}
        options = RenderOptions(scale=args.scale, hex_labels=labels[args.coords],
                                medal_stands=args.medals, ink_saver=args.ink_saver,
                                background=None if target.suffix.lower() == ".svg" else "#ffffff")
        try:
            save(scenario, target, options)
        except ResourceError:
            raise  # art missing or invalid: main reports it
        except OSError as e:
            reason = f": {e.strerror}" if e.strerror else ""
            error(f"m44 render: {args.output}: cannot write{reason}")
            return EXIT_UNREADABLE
    return done_as_it_stands(loaded, args.file, "render", "drawn")
