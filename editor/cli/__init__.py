"""The ``m44`` command line.

Each subcommand lives in its own module exposing ``register(subparsers)``, which adds its
parser (with :func:`add_command`) and sets ``func`` to a function taking the parsed
arguments and returning the exit code. Only the module of the subcommand named on the
command line is imported: ``m44 --version`` and ``m44 validate`` must not pay for Qt or the
game engine (a test checks ``sys.modules``). Exit codes, for every subcommand:

- 0: done, nothing wrong;
- 1: done, and the input has errors (findings of severity error);
- 2: the usage is wrong, or a file cannot be read or written, or the installation lacks
  data it needs (art, fonts);
- 3: an internal error (a bug): one line on standard error, saying so in words, naming the
  report written (``m44-bug-*.txt`` in the temporary folder: the version, the command line
  and the traceback) and where to send it;
- 130: interrupted (Ctrl-C): one line ``m44: interrupted``; ``simulate`` takes SIGTERM
  (``kill``) and SIGHUP (the terminal closed) as it takes Ctrl-C, exiting 128 + the
  signal's number (143, 129) with ``m44: terminated``.

A reader that stops reading the output (``m44 validate BOOK/ | head -1``) changes none of
them: the rest of the output goes to the null device, and the command goes on to its end
(:func:`_written`, which every write goes through).

``-`` as the input file reads the scenario from standard input; messages then name it
``<stdin>``.
"""

from __future__ import annotations

import argparse
import codecs
import errno
import glob
import json
import os
import re
import signal
import sys
import threading
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from importlib import import_module
from types import FrameType
from typing import IO, TYPE_CHECKING, Any, NoReturn

from editor import __version__

if TYPE_CHECKING:
    from _typeshed import SupportsWrite

    from editor.io.m44 import LoadResult

EXIT_OK = 0
EXIT_FINDINGS = 1
EXIT_UNREADABLE = 2
EXIT_INTERNAL = 3
#: The folder of the bug reports (:func:`write_bug_report`); ``None``, the system's
#: temporary folder (the tests give theirs).
BUG_REPORTS: str | None = None
#: The exit code of a command stopped by Ctrl-C (the shell's for SIGINT).
EXIT_INTERRUPTED = 130

#: The subcommands (a module each), in the order ``m44 --help`` lists them, with the line
#: it shows for each: kept here so that the listing needs none of the modules.
COMMANDS: dict[str, str] = {
    "validate": "check scenarios: schema, legality, and what the reader fixed",
    "convert": "write a scenario in canonical .m44 form, listing what was fixed",
    "diff": "say what differs between two versions of a scenario",
    "edit": "open the desktop editor",
    "rules": "ask the rules: line of sight, battle dice, moves, retreats",
    "forces": "count each side's units and figures, by kind and section",
    "render": "draw a scenario as a PNG or SVG image",
    "brief": "print a scenario's briefing as PDF, PNG or SVG pages",
    "simulate": "play many AI games of a scenario: win rates, length, medals",
    "replay": "replay a saved game log and print its turns",
    "schema": "print the published JSON Schema of canonical .m44 files",
    "samples": "print the paths of the bundled sample scenarios",
    "desktop": "add the editor to the desktop's menus and open .m44 files in it",
}
SUBCOMMANDS = tuple(COMMANDS)

#: The input name that means standard input, and how messages name it.
STDIN = "-"
STDIN_NAME = "<stdin>"

_QUIET_HELP = "print only what fails (errors), nothing on success"
#: -q of the commands whose output is their answer (it printed "nothing on success" there
#: too, though it changes nothing): what it does, said in their help.
QUIET_CHANGES_NOTHING = ("accepted, and changes nothing: the answer is the output (errors go "
                         "to standard error all the same)")


class UsageError(Exception):
    """Bad usage found after parsing (an output type, a value out of range, a second ``-``):
    reported with the subcommand's usage line, exit 2, like argparse's own errors."""


def add_command(sub: argparse._SubParsersAction[argparse.ArgumentParser], name: str, *,
                description: str, epilog: str,
                quiet_help: str = _QUIET_HELP) -> argparse.ArgumentParser:
    """The parser of subcommand ``name``, with its line of ``m44 --help`` and ``-q``
    (``quiet_help``: what ``-q`` does for it, when it is not to print nothing on
    success)."""
    p: argparse.ArgumentParser = sub.add_parser(name, help=COMMANDS[name],
                                                description=description, epilog=epilog)
    # SUPPRESS: an absent -q after the subcommand must not hide `m44 -q COMMAND`
    p.add_argument("-q", "--quiet", action="store_true", default=argparse.SUPPRESS,
                   help=quiet_help)
    p.set_defaults(parser=p)
    return p


def whole_number(least: int | None = None, most: int | None = None,
                 why: str = "", why_least: str = "") -> Callable[[str], int]:
    """The type of an option taking a whole number from ``least`` to ``most`` (either
    unbounded when None), refused in words a person reads (argparse's own says
    "invalid int value"); ``why`` and ``why_least`` end the words of a number too large
    and too small."""
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:  # not a number, or too many digits for Python's int()
            raise argparse.ArgumentTypeError(f"{text[:40]!r} is not a whole number") from None
        if least is not None and value < least:
            raise argparse.ArgumentTypeError(
                (f"{text} is not a positive number" if least == 1 else
                 f"{text} is less than {least}") + why_least)
        if most is not None and value > most:
            raise argparse.ArgumentTypeError(f"{text[:40]} is more than {most:,}{why}")
        return value
    return parse


def a_name(text: str) -> str:
    """The type of every argument naming a file or folder: an empty name (``""``, a shell
    variable left unset) is refused in words. ``simulate ""`` was an internal error,
    ``--csv ""`` or ``--compare ""`` was dropped without a word, ``-o ""`` said ``: cannot
    write``, a message naming nothing."""
    if not text:
        raise argparse.ArgumentTypeError("an empty name names no file")
    return text


def a_drawing(kinds: str) -> Callable[[str], str]:
    """The type of ``-o`` of a command that draws (render, brief): a file's name, ``kinds``
    saying which (``OUT.png or OUT.svg``). ``-`` is refused in words: it was taken for a
    name with no extension ("-: unknown image type '(none)'"), though it writes standard
    output for convert."""
    def parse(text: str) -> str:
        a_name(text)
        if text == STDIN:
            raise argparse.ArgumentTypeError(
                f"a drawing is not written to standard output ('-'): name a file, {kinds}")
        return text
    return parse


def a_file(command: str) -> Callable[[str], str]:
    """The type of an argument naming a file that ``command`` reads from disk only: ``-``
    is refused in words (taken as a file's name, it was "-: cannot read: No such file or
    directory", though '-' reads standard input for the commands that read one
    scenario), and an empty name as by :func:`a_name`."""
    def parse(text: str) -> str:
        a_name(text)
        if text == "-":
            raise argparse.ArgumentTypeError(
                f"{command} does not read standard input ('-'): name a file")
        return text
    return parse


def _named_command(argv: Sequence[str]) -> str | None:
    """The subcommand on the command line: its first argument that is not an option (the
    options of ``m44`` itself take no value)."""
    for arg in argv:
        if arg == "--":
            return None
        if not arg.startswith("-"):
            return arg
    return None


def build_parser(argv: Sequence[str] | None = None) -> argparse.ArgumentParser:
    """The parser; with ``argv``, only the subcommand it names is loaded (the others are
    listed by ``m44 --help`` from :data:`COMMANDS`, never parsed)."""
    parser = _Parser(
        prog="m44", description="Memoir '44 scenario tool: check, convert and edit .m44 files.",
        epilog="'-' as FILE reads standard input. Exit codes: 0 ok, 1 errors found, 2 bad "
               "usage, unreadable file or incomplete installation, 3 internal error, 130 "
               "interrupted (Ctrl-C).")
    parser.add_argument("--version", action="version", version=f"m44 {__version__}")
    parser.add_argument("-q", "--quiet", action="store_true", help=_QUIET_HELP)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)
    wanted = None if argv is None else _named_command(argv)
    for name, line in COMMANDS.items():
        if argv is None or name == wanted:
            import_module(f"{__name__}.{name}").register(sub)
        else:
            sub.add_parser(name, help=line)
    return parser


def _more_files(args: argparse.Namespace, extra: list[str]) -> list[str]:
    """What is left of ``extra`` (the arguments no parser took) once the files among them
    are given to the subcommand's list of files (``FILE...`` of validate, simulate,
    convert). argparse takes such a list in one piece: the files after an option (``m44
    validate a.m44 --strict b.m44``, ``m44 simulate a.m44 --games 100 b.m44``) were
    "unrecognized arguments", where other command-line tools take them as files."""
    parser = getattr(args, "parser", None)
    if parser is None or not extra or any(_an_option(x) for x in extra):
        return extra
    lists = [a for a in parser._actions if not a.option_strings and a.nargs == "+"]
    if len(lists) != 1:
        return extra
    files = lists[0]
    read = files.type if callable(files.type) else str
    for x in extra:
        try:
            getattr(args, files.dest).append(read(x))
        except (argparse.ArgumentTypeError, ValueError) as e:
            parser.error(f"argument {files.metavar}: {e}")
    return []


def _an_option(arg: str) -> bool:
    """Whether ``arg`` is written as an option (``-``, standard input, and ``-1,-1`` or
    ``-2.m44``, a minus and a digit, are not: :class:`_Parser`)."""
    return arg.startswith("-") and arg != STDIN and not _NUMBER_LIKE.match(arg)


class Terminated(KeyboardInterrupt):
    """SIGTERM or SIGHUP, raised where the command is (:func:`terminations`): a command
    stops as at Ctrl-C (its worker processes stopped, no file half written), with
    ``m44: terminated`` and the exit status 128 + the signal's number."""

    def __init__(self, signum: int) -> None:
        super().__init__(signum)
        self.signum = signum


#: The signals that end a command as Ctrl-C does, where :func:`terminations` is in force
#: (those of them this system has: Windows has no SIGHUP).
TERMINATIONS = tuple(getattr(signal, name) for name in ("SIGTERM", "SIGHUP")
                     if hasattr(signal, name))


def _terminate(signum: int, frame: FrameType | None) -> None:
    raise Terminated(signum)


@contextmanager
def terminations() -> Iterator[None]:
    """SIGTERM (``kill``, a shutdown) and SIGHUP (the terminal closed) raise
    :class:`Terminated` in the main thread: left to their default, they killed ``m44
    simulate`` at once, and its worker processes, cut off, each printed a traceback and
    played on to the end of their games. Signals left ignored (``nohup``) stay so."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = {s: signal.getsignal(s) for s in TERMINATIONS}
    for s, was in previous.items():
        if was is not signal.SIG_IGN:
            signal.signal(s, _terminate)
    try:
        yield
    finally:
        for s, was in previous.items():
            signal.signal(s, was)


def interrupted(e: KeyboardInterrupt, what: str = "m44") -> tuple[str, int]:
    """How a command stopped by ``e`` says it (``m44: interrupted``, ``m44: terminated``,
    ``what`` before the colon) and its exit status (130, or 128 + the signal's number)."""
    if isinstance(e, Terminated):
        return f"{what}: terminated", 128 + e.signum
    return f"{what}: interrupted", EXIT_INTERRUPTED


def main(argv: Sequence[str] | None = None) -> int:
    try:
        return _main(argv)
    except KeyboardInterrupt as e:  # while the command's modules load (a second for simulate)
        said, code = interrupted(e)
        error(said)
        return code
    except RuntimeError as e:
        # Ctrl-C as a class of those modules is made: Python raises it as "Error calling
        # __set_name__", caused by the KeyboardInterrupt (a traceback, exit 1)
        if not isinstance(e.__cause__, KeyboardInterrupt):
            raise
        said, code = interrupted(e.__cause__)
        error(said)
        return code


def _main(argv: Sequence[str] | None) -> int:
    argv = wildcards_expanded(list(sys.argv[1:] if argv is None else argv))
    if sys.stdout is None:  # started with standard output closed
        error("m44: there is no standard output to write to")
        return EXIT_UNREADABLE
    _escaping_output()
    try:
        args = _parse(argv)
    except SystemExit as e:  # --help or --version printed (or a usage error: exit 2)
        if e.code == 0 and output_lost():
            return EXIT_UNREADABLE
        raise
    except OSError as e:  # --help or --version could not be written
        if _output_error(e):
            return EXIT_UNREADABLE
        raise
    return _run(args, argv)


def wildcards_expanded(argv: list[str]) -> list[str]:
    """On Windows, whose shells pass ``*.m44`` to a program as typed (no file name there
    may hold ``*`` or ``?``), each argument with a ``*`` or a ``?`` that names no file is
    the files it matches, sorted, as a POSIX shell gives them; one matching nothing stays
    as typed. Elsewhere the shell has done it: ``argv`` as it is."""
    if sys.platform != "win32":
        return argv
    out = []
    for arg in argv:
        pattern = ("*" in arg or "?" in arg) and not os.path.exists(arg)
        found = sorted(glob.glob(arg)) if pattern else []
        out.extend(found or [arg])
    return out


def _parse(argv: list[str]) -> argparse.Namespace:
    """The command line read, its command's modules loaded; a usage error exits (2)."""
    parser = build_parser(argv)
    named = _named_command(argv)
    if named is not None and named not in COMMANDS and (
            named.lower().endswith(".m44") or os.path.isfile(named)):
        # `m44 FILE`, as a document is opened with its program
        parser.error(f"{named!r} is not a command; to open the scenario in the editor: "
                     f"m44 edit {plain(named)}")
    args, extra = parser.parse_known_args(argv)
    extra = _more_files(args, extra)
    if extra:  # parse_args would say it with m44's usage, even after the subcommand
        before = argv[:argv.index(args.command)]  # m44's own options
        (parser if any(x in before for x in extra) else args.parser).error(
            f"unrecognized arguments: {' '.join(extra)}")
    return args


def _run(args: argparse.Namespace, argv: Sequence[str] = ()) -> int:
    """Run the command read (``argv``), its failures said on one line with their exit
    code."""
    # loaded here, not with this module: a Ctrl-C as they load is then main's to report
    from editor.io.m44 import M44ReadError
    from editor.resources import ResourceError

    try:
        code = int(args.func(args))
        # a full disk under standard output is said now, with the exit code, not at exit
        return EXIT_UNREADABLE if output_lost() else code
    except KeyboardInterrupt as e:
        said, code = interrupted(e)
        error(said)
        return code
    except UsageError as e:
        args.parser.print_usage(sys.stderr)
        error(f"{args.parser.prog}: error: {e}")
        return EXIT_UNREADABLE
    except M44ReadError as e:  # a file a subcommand reads: one line naming file and place
        error(str(e))
        return EXIT_UNREADABLE
    except ResourceError as e:  # the installation lacks its art or fonts
        error(f"m44: {e}")
        return EXIT_UNREADABLE
    except ImportError as e:  # Qt's system libraries missing (render, brief, edit...)
        from editor.app import qt_import_problem

        problem = qt_import_problem(e)
        if problem is None:
            return internal_error(e, argv)
        error(f"m44: {problem}")
        return EXIT_UNREADABLE
    except OSError as e:
        if _output_error(e) or output_lost():  # standard output could not be written
            return EXIT_UNREADABLE
        return internal_error(e, argv)
    except Exception as e:  # noqa: BLE001 - a bug must still not print a traceback
        return internal_error(e, argv)


def internal_error(e: BaseException, argv: Sequence[str]) -> int:
    """A bug met running ``m44 ARGV``: said on one line, in words (the error's own, as the
    editor's bug box says them: :func:`~editor.engine.words.error_words`), naming the report
    written (:func:`write_bug_report`: what Python calls the error, and where, are for
    whoever mends it); where no report can be written, its traceback follows the line."""
    from editor.engine.words import error_words

    said = (f"m44: internal error: a bug of m44 stopped the command ({error_words(e)}); "
            "its report")
    try:
        path = write_bug_report(e, argv)
    except OSError as why:
        error(f"{said} could not be written ({why.strerror or why}), so it follows: "
              f"{where_to_report()}")
        import traceback

        sys.stderr.write("".join(traceback.format_exception(e)))
        return EXIT_INTERNAL
    error(f"{said} is {path}: {where_to_report('with that file and the input file')}")
    return EXIT_INTERNAL


def write_bug_report(e: BaseException, argv: Sequence[str]) -> str:
    """Write what a bug report needs, ``m44-bug-*.txt`` in the temporary folder: the
    version, the command line, Python and the system, and the traceback. Its path."""
    import platform
    import shlex
    import tempfile
    import traceback
    from datetime import datetime, timezone

    text = (f"m44 {__version__} met an error of its own (a bug).\n"
            f"Command: {shlex.join(['m44', *argv])}\n"
            f"Python: {platform.python_version()} on {platform.platform()}\n"
            f"Time: {datetime.now(timezone.utc).isoformat(timespec='seconds')}\n\n"
            + "".join(traceback.format_exception(e)))
    fd, path = tempfile.mkstemp(prefix="m44-bug-", suffix=".txt", dir=BUG_REPORTS)
    with os.fdopen(fd, "w", encoding="utf-8", errors="backslashreplace") as f:
        f.write(text)
    return path


#: Errors of a write to a stream (no file name: the subcommands report their own files).
_WRITE_ERRORS = frozenset(getattr(errno, name) for name in ("ENOSPC", "EDQUOT", "EIO", "EFBIG",
                                                             "EBADF") if hasattr(errno, name))


def _output_error(e: OSError, program: str = "m44") -> bool:
    """Whether ``e`` is standard output refusing what was written (a full disk): said on
    standard error, the rest of the output sent to the null device."""
    if e.filename is not None or e.errno not in _WRITE_ERRORS:
        return False
    error(f"{program}: cannot write to standard output: {e.strerror or e}")
    _to_null_device(sys.stdout)  # the interpreter's own flush at exit must not fail again
    return True


def _to_null_device(stream: object) -> None:
    """What is written to ``stream`` from now on sent to the null device (nothing done for
    a stream with no file behind it: a test's)."""
    try:  # (a SupportsWrite promises no fileno)
        target = int(getattr(stream, "fileno")())
    except (AttributeError, OSError, ValueError):
        return
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
    except OSError:
        return
    try:
        os.dup2(devnull, target)
    except OSError:
        pass
    finally:
        os.close(devnull)


def _reader_gone(e: OSError) -> bool:
    """Whether ``e``, met writing to standard output or error, is its reader gone (``|
    head`` read what it wanted): ``BrokenPipeError``, or, as Windows says it, ``EINVAL`` of
    no file (taken for another error, it ended the command as an internal error)."""
    return isinstance(e, BrokenPipeError) or (
        sys.platform == "win32" and e.errno == errno.EINVAL and e.filename is None)


def _written(stream: SupportsWrite[str], write: Callable[[], object]) -> None:
    """``write`` done to ``stream`` (standard output or error), its reader gone or not.
    Every write of the command line goes through here, so that a reader that stops reading
    (``m44 validate BOOK/ | head -1``) cuts only the output, as for any command alike: the
    rest of it goes to the null device, and the command goes on to its end, exiting as it
    does read whole (diff's 1, validate's errors), never 0 for an answer it had not given
    yet, with no traceback nor "Exception ignored" at the interpreter's own flush."""
    try:
        write()
    except OSError as e:
        if not _reader_gone(e):
            raise
        _to_null_device(stream)


def output_lost(program: str = "m44") -> bool:
    """Whether what is still buffered for standard output cannot be written (a full disk:
    said, ``PROGRAM: cannot write to standard output: ...``, :func:`_output_error`); its
    reader gone is no loss (:func:`_written`), nor no standard output at all (pythonw
    starts ``m44-editor`` with none: nothing was buffered). For ``m44-editor --help`` too."""
    out = sys.stdout
    if out is None:
        return False
    try:
        _written(out, out.flush)
    except OSError as e:
        return _output_error(e, program)
    return False


#: An argument starting with a minus and a digit: a value, never an option (:class:`_Parser`).
_NUMBER_LIKE = re.compile(r"^-\.?\d")


class _Parser(argparse.ArgumentParser):
    """argparse, except that a failed write of --help or --version is not swallowed, and
    that an argument starting with '-' and a digit is a value, never an option: no option
    of m44 starts so, and argparse took a hex such as ``-1,-1`` (``m44 rules FILE los -1,-1
    A1``) or a file ``-2.m44`` for an unknown option, then said the hex or file was
    missing (it reads only ``-1`` and ``-2.5`` as numbers). The subcommands' parsers are of
    this class too (``add_subparsers`` makes its own kind)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._negative_number_matcher = _NUMBER_LIKE
        self._given: list[str] = []

    def parse_known_args(self, args: Sequence[str] | None = None,  # type: ignore[override]
                         namespace: argparse.Namespace | None = None
                         ) -> tuple[argparse.Namespace, list[str]]:
        self._given = list(sys.argv[1:] if args is None else args)
        return super().parse_known_args(args, namespace)

    def error(self, message: str) -> NoReturn:
        """argparse's usage error, except that an unknown option is named first: an error
        of the parse (``m44 validate -x``: "the following arguments are required: FILE")
        hid the option that caused it, said only once the rest was right."""
        unknown = self._unknown_options()
        if unknown and not message.startswith("unrecognized arguments"):
            message = f"unrecognized arguments: {' '.join(unknown)}"
        super().error(message)

    def _unknown_options(self) -> list[str]:
        """The arguments of the last parse written as options that are none of this
        parser's (nor a prefix of one, which argparse accepts), up to ``--`` or, in a
        parser of subcommands, up to the subcommand (its options are its own)."""
        subcommands = {name for action in self._actions
                       if isinstance(action, argparse._SubParsersAction)
                       for name in action.choices}
        known = self._option_string_actions
        unknown = []
        for arg in self._given:
            if arg == "--" or arg in subcommands:
                break
            if not _an_option(arg):
                continue
            name = arg.split("=", 1)[0]
            if name in known or arg[:2] in known and not arg.startswith("--") or (
                    self.allow_abbrev and name.startswith("--")
                    and any(o.startswith(name) for o in known)):
                continue
            unknown.append(arg)
        return unknown

    def _print_message(self, message: str, file: SupportsWrite[str] | None = None) -> None:
        if message:
            out = file or sys.stderr
            _written(out, lambda: out.write(message))


#: What a terminal would act on rather than show, in a file's text: the C0 and C1 controls
#: and DEL (a newline forges an output line, ESC starts an escape sequence that can rewrite
#: the screen), the line and paragraph separators, and the bidirectional embeddings,
#: overrides and isolates (they reorder the rest of the line); and the lone surrogates by
#: which Python holds the bytes of a file name that are not UTF-8 (no UTF-8 output can
#: encode them).
_UNSAFE = (*range(0x20), *range(0x7F, 0xA0), 0x2028, 0x2029, *range(0x202A, 0x202F),
           *range(0x2066, 0x206A), *range(0xD800, 0xE000))
_NAMED = {0x09: "\\t", 0x0A: "\\n", 0x0D: "\\r"}
_PLAIN = str.maketrans({c: _NAMED.get(c) or (f"\\x{c:02x}" if c < 0x100 else f"\\u{c:04x}")
                        for c in _UNSAFE})
# JSON escapes the C0 controls itself; the others become escapes JSON reads back as they were
_JSON_PLAIN = str.maketrans({c: f"\\u{c:04x}" for c in _UNSAFE if c >= 0x20})


def plain(text: str) -> str:
    """``text`` as plain text on one line: the characters a terminal acts on are shown
    escaped (``\\n``, ``\\x1b``, ``\\u202e``), so that a scenario's names and texts can neither
    forge an output line nor rewrite the terminal."""
    return text.translate(_PLAIN)


def say(line: str, file: IO[str] | None = None) -> None:
    """One line of human-readable output (standard output unless ``file``), as
    :func:`plain` text. Every line of the subcommands goes through here or :func:`error`."""
    out = sys.stdout if file is None else file
    _written(out, lambda: print(plain(line), file=out))


def say_json(data: object) -> None:
    """``data`` as indented JSON on standard output, non-ASCII text kept readable but the
    characters of :func:`plain` escaped (JSON itself escapes only the C0 controls); all of
    it escaped when standard output is not UTF-8, so that the JSON stays JSON."""
    text = json.dumps(data, indent=2, ensure_ascii=not utf8_output())
    _written(sys.stdout, lambda: print(text.translate(_JSON_PLAIN)))


def say_bytes(data: bytes) -> None:
    """``data`` on standard output as they are (a canonical ``.m44``, the schema: UTF-8
    whatever the terminal's encoding)."""
    out = getattr(sys.stdout, "buffer", None)
    if out is None:  # a test's StringIO
        _written(sys.stdout, lambda: sys.stdout.write(data.decode("utf-8")))
        return

    def write() -> None:
        sys.stdout.flush()
        out.write(data)
        out.flush()
    _written(sys.stdout, write)


def utf8_output() -> bool:
    """Whether standard output is encoded in UTF-8 (not so with LANG=C outside Python's
    UTF-8 mode, or on a Latin-1 terminal)."""
    try:
        return codecs.lookup(getattr(sys.stdout, "encoding", None) or "utf-8").name == "utf-8"
    except LookupError:
        return False


def _escaping_output() -> None:
    """Standard output that is not UTF-8 writes what it lacks as escapes (``\\xdc``,
    ``\\u5317``), as standard error does: a scenario's name in Chinese on a Latin-1
    terminal is shown, not an internal error."""
    reconfigure = getattr(sys.stdout, "reconfigure", None)
    if reconfigure is not None and not utf8_output():
        reconfigure(errors="backslashreplace")


def error(message: str) -> None:
    """One line on standard error, as :func:`plain` text."""
    say(message, sys.stderr)


@contextmanager
def qt_interrupts() -> Iterator[None]:
    """Ctrl-C while Qt works (its import, drawing, painting pages) ends the process at once,
    exit 130, with one line. A KeyboardInterrupt raised in the middle of Qt's work crashes
    it or gets lost: shiboken half imported aborts, a painter left active segfaults at exit,
    an interrupt in a frame Qt called is swallowed. Only while a file is being written is
    it raised, as anywhere else, so that the write removes its temporary file. Where Ctrl-C
    is ignored (a shell's background job, ``nohup``), it stays ignored."""
    from editor.io.files import atomic_write

    def on_interrupt(signum: int, frame: FrameType | None) -> None:
        stop = KeyboardInterrupt() if signum == signal.SIGINT else Terminated(signum)
        while frame is not None:
            if frame.f_code is atomic_write.__code__:
                raise stop
            frame = frame.f_back
        said, code = interrupted(stop)
        error(said)
        sys.stderr.flush()
        os._exit(code)

    if threading.current_thread() is not threading.main_thread():
        # signal handlers belong to the main thread (a test may call main elsewhere)
        yield
        return
    # Ctrl-C, unless ignored; SIGTERM and SIGHUP where the command takes them
    # (:func:`terminations`)
    taken = [s for s in (signal.SIGINT, *TERMINATIONS)
             if signal.getsignal(s) is _terminate or
             (s == signal.SIGINT and signal.getsignal(s) is not signal.SIG_IGN)]
    previous = {s: signal.signal(s, on_interrupt) for s in taken}
    try:
        yield
    finally:
        for s, was in previous.items():
            signal.signal(s, was)


def where_to_report(what: str = "with the command line and the input file") -> str:
    """How to report a bug: the issue tracker among the installed package's project URLs
    (``[project.urls]`` of pyproject.toml), or, without one, the maintainers; then ``what``
    to send."""
    try:
        from importlib.metadata import PackageNotFoundError, metadata

        urls = metadata("m44-editor").get_all("Project-URL") or []
    except (ImportError, PackageNotFoundError):
        urls = []
    for entry in urls:
        label, _, url = entry.partition(",")
        if label.strip().lower().replace(" ", "") in ("issues", "bugtracker", "bugs", "tracker"):
            return f"please report it at {url.strip()} {what}"
    return f"please report it to the m44-editor maintainers {what}"


def quiet(args: argparse.Namespace) -> bool:
    """Whether ``-q`` was given, before or after the subcommand."""
    return bool(getattr(args, "quiet", False))


def shown(name: str) -> str:
    """How messages name an input: ``<stdin>`` for ``-``."""
    return STDIN_NAME if name == STDIN else name


def same_file(a: str, b: str) -> bool:
    """Whether paths ``a`` and ``b`` name the same file (also through a link, or when
    neither exists yet; a link leading to itself, which ``Path.resolve`` raised on, is
    compared as far as it leads)."""
    try:
        return os.path.samefile(a, b)
    except OSError:
        return os.path.realpath(a) == os.path.realpath(b)


def refuse_overwriting(inputs: Iterable[str | None], outputs: Iterable[str | None]) -> None:
    """A :class:`UsageError` when an output would be written over one of the command's
    input files: a game log, an image or an export written over the scenario it came from
    lost that scenario, without a backup."""
    files = [i for i in inputs if i and i != STDIN]
    for out in outputs:
        if out and out != STDIN:
            for i in files:
                if same_file(i, out):
                    raise UsageError(f"{out} is the input file {i}; write the output "
                                     f"elsewhere")


def refuse_unwritable(command: str, outputs: Iterable[str | None]) -> bool:
    """Whether one of the files a command will write cannot be (a missing folder, a
    read-only file, a folder in its place): said, naming it, before the command does its
    work, not after hours of games, as ``render`` and ``brief`` say theirs: ``m44 COMMAND:
    FILE: cannot write: REASON``."""
    from editor.io.files import check_writable

    for out in outputs:
        if out and out != STDIN:
            try:
                check_writable(out)
            except OSError as e:
                reason = e.strerror or e
                error(f"m44 {command}: {out}: cannot write: {reason}")
                return True
    return False


def refuse_installed(command: str, outputs: Iterable[tuple[str, str | None]]) -> bool:
    """Whether an output (``(what, path)``: what the message asks for instead, ``"an
    OUT"``, ``"a --log file"``) is in the installed m44's own folder
    (:func:`editor.resources.is_packaged`: the bundled samples'), where an upgrade loses
    what is written and nothing of the user's belongs, as the editor's Save never writes
    there: each said in one line, ``m44 COMMAND: FILE: in the installed m44's own folder,
    where nothing is written: choose WHAT elsewhere``, before any work (exit 2)."""
    from editor.resources import is_packaged

    refused = [(what, path) for what, path in outputs
               if path and path != STDIN and is_packaged(path)]
    for what, path in refused:
        error(f"m44 {command}: {path}: in the installed m44's own folder, where nothing is "
              f"written: choose {what} elsewhere")
    return bool(refused)


def refuse_shared_outputs(outputs: Mapping[str, str | None]) -> None:
    """A :class:`UsageError` when two outputs (by option: ``{"--csv": "a.csv", ...}``) name
    the same file: the second written replaced the first without a word."""
    named = [(option, path) for option, path in outputs.items() if path and path != STDIN]
    for k, (option, path) in enumerate(named):
        for other, other_path in named[k + 1:]:
            if same_file(path, other_path):
                raise UsageError(f"{option} and {other} both name {path}; give each its "
                                 "own file")


def said_errors(result: LoadResult, name: str) -> int:
    """How many errors the scenario ``result``, read as ``name``, has: those that make
    ``m44 validate`` exit 1 (the reader's and the checks'), each said on standard error as
    validate prints it, with its place. The editor's play mode and balance lab refuse to
    play such a scenario; the command line's drawings still draw it, and exit 1."""
    from editor.io.report import FileReport, check_loaded

    report = check_loaded(result, shown(name))
    errors = [f for f in report.findings if f.severity == "error"]
    for line in FileReport(report.file, report.scenario, errors).lines():
        error(line)
    return len(errors)


def done_as_it_stands(result: LoadResult, name: str, command: str, done: str) -> int:
    """The exit code of a command that did its work on the scenario ``result`` read as
    ``name`` whatever its errors: :data:`EXIT_OK`, or :data:`EXIT_FINDINGS` when it has
    errors, each said (:func:`said_errors`) and then ``m44 COMMAND: FILE has N errors: DONE
    as it stands``."""
    from editor.engine.words import counted

    errors = said_errors(result, name)
    if errors:
        error(f"m44 {command}: {shown(name)} has {counted(errors, 'error')}: {done} as it "
              f"stands")
        return EXIT_FINDINGS
    return EXIT_OK


def read_scenario(name: str) -> LoadResult:
    """Read the scenario named on the command line: a file, or standard input for ``-``
    (read as bytes, bounded like a file). Raises ``M44ReadError``."""
    from editor.io.m44 import MAX_FILE_SIZE, M44ReadError, load, loads

    if name != STDIN:
        return load(name)
    if sys.stdin is None:
        raise M44ReadError(STDIN_NAME, None, "there is no standard input to read")
    stream = getattr(sys.stdin, "buffer", sys.stdin)  # a test's StringIO has no buffer
    try:
        data = stream.read(MAX_FILE_SIZE + 1)
    except OSError as e:
        raise M44ReadError(STDIN_NAME, None, f"cannot read: {e.strerror or e}") from None
    if len(data) > MAX_FILE_SIZE:  # read one byte past the limit: its size is unknown
        raise M44ReadError(STDIN_NAME, None,
                           f"more than the {MAX_FILE_SIZE // (1024 * 1024)} MB limit")
    return loads(data, source=STDIN_NAME)
