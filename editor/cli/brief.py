"""``m44 brief FILE -o OUT.pdf|OUT.png|OUT.svg [--page a4|letter] [--lang CODE] [--no-legend]
[--ink-saver] [--coords] [--dpi N]``: the printable briefing of a scenario.

The layout is ``editor.export``'s (docs/BRIEFING.md), off-screen: no display needed. A PDF
holds every page; PNG and SVG write one file per page: OUT.png, then OUT-2.png, OUT-3.png...
The files written are printed, one per line (not with ``-q``).
"""

from __future__ import annotations

import argparse
from pathlib import Path

from editor.io.files import check_writable
from editor.resources import ResourceError

from . import (EXIT_UNREADABLE, UsageError, a_drawing, a_name, add_command, done_as_it_stands,
               error, qt_interrupts, quiet, read_scenario, refuse_installed, refuse_overwriting,
               say, shown)

#: Output types by extension (the same as ``editor.export.EXTENSIONS``, kept here so that
#: a usage error is reported without importing Qt).
FORMATS = (".pdf", ".png", ".svg")
MIN_DPI, MAX_DPI = 36.0, 1200.0
#: PNG pages' resolution without --dpi (``editor.export.output.DEFAULT_DPI``, kept here too
#: so that the usage needs no Qt).
DEFAULT_DPI = 150.0


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = add_command(
        sub, "brief",
        description="Lay out the briefing of a .m44 file ('-' reads standard input) as the "
                    "official printed scenarios "
                    "are: title and date, the map with each side's medals, the historical "
                    "background, briefing, conditions of victory and special rules, the "
                    "expansions needed and a legend of the terrain and units used. The type "
                    "follows the extension of OUT: .pdf (all pages in one file), .png or .svg "
                    "(one file per page: OUT.png, OUT-2.png, ...).",
        epilog="Exit codes: 0 written, 1 written but the scenario has errors (listed on "
               "standard error), 2 bad usage, unreadable input or unwritable output (or "
               "an OUT in the installation's folder, beside the bundled samples that m44 "
               "samples lists: nothing is written there), or art or fonts missing from the "
               "installation.")
    p.add_argument("file", type=a_name, metavar="FILE", help="the .m44 file ('-': stdin)")
    p.add_argument("-o", "--output", type=a_drawing("OUT.pdf, OUT.png or OUT.svg"),
                   metavar="OUT", required=True,
                   help="the briefing to write (OUT.pdf, OUT.png or OUT.svg)")
    p.add_argument("--page", choices=("a4", "letter"), default="a4",
                   help="page size (default a4)")
    p.add_argument("--lang", metavar="CODE", default="en",
                   help="language of the texts (default en; a text missing in that language "
                        "is taken in English, then in any language the file has)")
    p.add_argument("--no-legend", dest="legend", action="store_false",
                   help="leave out the legend of terrain, obstacles, units and markers")
    p.add_argument("--ink-saver", action="store_true",
                   help="no background fills, light art: for printers")
    p.add_argument("--coords", action="store_true", help="print hex names (A1, a2, ...) on the map")
    p.add_argument("--orientation", choices=("auto", "portrait", "landscape"), default="auto",
                   help="page orientation (default auto: landscape for Overlord boards)")
    # None when not given: given for a PDF or SVG, where it would do nothing, it is refused
    p.add_argument("--dpi", type=float, default=None, metavar="N",
                   help=f"resolution of PNG pages (default {DEFAULT_DPI:g}; {MIN_DPI:g} to "
                        f"{MAX_DPI:g})")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    target = Path(args.output)
    if target.suffix.lower() not in FORMATS:
        said = f"unknown briefing type {target.suffix}" if target.suffix else \
            "the name has no briefing type"
        raise UsageError(f"{args.output}: {said}; use .pdf, .png or .svg")
    if args.dpi is not None and not MIN_DPI <= args.dpi <= MAX_DPI:
        raise UsageError(f"--dpi {args.dpi:g} is out of range ({MIN_DPI:g} to {MAX_DPI:g})")
    if args.dpi is not None and target.suffix.lower() != ".png":
        raise UsageError(f"--dpi sets the resolution of PNG pages (a PDF or SVG has none), "
                         f"not of {args.output}: leave it out")
    dpi = DEFAULT_DPI if args.dpi is None else args.dpi
    lang = args.lang.strip()
    if not lang or not lang.replace("-", "").replace("_", "").isalnum():
        raise UsageError(f"--lang {args.lang!r} is not a language code (like en or fr)")
    refuse_overwriting([args.file], [args.output])
    if refuse_installed("brief", [("an OUT", args.output)]):
        return EXIT_UNREADABLE
    loaded = read_scenario(args.file)
    scenario = loaded.scenario
    try:  # OUT (the PDF, or page 1) can be written: known before anything is laid out
        check_writable(target)
    except OSError as e:
        error(f"m44 brief: {args.output}: cannot write: {e.strerror}")
        return EXIT_UNREADABLE
    with qt_interrupts():  # Ctrl-C ends the process: Qt cannot stop half-way
        # Qt is imported only here: the other subcommands must not pay for it
        from editor.export import (BriefingOptions, Orientation, PageSize, layout_briefing,
                                   output_paths, write)
        from editor.export.fonts import load_fonts
        from editor.render import ensure_app, library

        ensure_app()
        # a broken installation fails before anything is drawn
        library().check()
        load_fonts()
        from editor.export.content import matching_language

        if scenario.text and matching_language(lang, scenario.text) is None \
                and not quiet(args):
            have = ", ".join(sorted(scenario.text))
            error(f"m44 brief: note: {shown(args.file)} has no '{lang}' texts ({have}); "
                  f"using {'en' if 'en' in scenario.text else sorted(scenario.text)[0]}")
        options = BriefingOptions(page=PageSize(args.page), lang=lang, legend=args.legend,
                                  ink_saver=args.ink_saver, coords=args.coords,
                                  orientation=Orientation(args.orientation))
        briefing = layout_briefing(scenario, options)
        for note in briefing.warnings:  # what a text too long for its place lost
            error(f"m44 brief: warning: {shown(args.file)}: {note}")
        # page 2 on, OUT-2.png...: known only now, and no more to be written over the input
        refuse_overwriting([args.file], [str(p) for p in output_paths(briefing, target)])
        try:
            written = write(briefing, target, dpi=dpi)
        except ResourceError:
            raise  # art or fonts missing or invalid: main reports it
        except OSError as e:
            reason = f": {e.strerror}" if e.strerror else ""
            error(f"m44 brief: {e.filename or args.output}: cannot write{reason}")
            return EXIT_UNREADABLE
    if not quiet(args):
        for path in written:
            say(str(path))
    return done_as_it_stands(loaded, args.file, "brief", "laid out")
