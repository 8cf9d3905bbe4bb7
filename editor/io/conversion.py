"""Converting scenarios to canonical ``.m44``, one file or a whole book: where each file goes
(:func:`plan`), and one file read, repaired, its packs filled, written and checked
(:func:`convert_file`). ``m44 convert`` and the editor's File → Convert Scenarios… say
what these return, each in its own way.
"""

from __future__ import annotations

import os
import sys
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass, field

from editor.engine.findings import Finding, Severity
from editor.engine.packs import filled_packs, needed_packs
from editor.engine.scenario import Scenario

from .files import FileReadError, read_file, scenario_files
from .m44 import Fix, LoadResult, M44ReadError, encode, load, save
from .report import check_scenario, finding_line, fix_finding


class PlanError(ValueError):
    """Files that cannot be converted as asked (one would be written over an input, two on
    one file, a folder with no scenario, an output folder that is a file)."""


def plan(inputs: Sequence[str], output: str | None) -> list[tuple[str, str]]:
    """Each file to convert with where it goes: into the folder ``output`` (its name, or its
    path in a folder given), or over itself (``None``: in place). A folder stands for the
    ``.m44`` files in it and its subfolders. Raises :class:`PlanError`."""
    if output is not None and os.path.exists(output) and not os.path.isdir(output):
        raise PlanError(f"{output} is a file: with several files or a folder, the output is "
                        "the folder they are written in")
    jobs: list[tuple[str, str]] = []
    for given in inputs:
        try:
            files = scenario_files([given])
        except FileReadError as e:
            raise PlanError(str(e)) from None
        for f in files:
            if output is None:
                jobs.append((f, f))
                continue
            name = os.path.relpath(f, given) if os.path.isdir(given) else os.path.basename(f)
            jobs.append((f, os.path.join(output, name)))
    # no output over any input (also through a link), nor two outputs on one file
    read = {_key(source) for source, _ in jobs}
    seen: dict[str, str] = {}
    for source, target in jobs:
        key = _key(target)
        if output is not None and key in read:
            raise PlanError(f"{target} is an input file: write the files elsewhere, or "
                            "over themselves (in place, each kept as .bak)")
        if key in seen:
            raise PlanError(f"{seen[key]} and {source} would both be written to {target}")
        seen[key] = source
    return jobs


def _key(path: str) -> str:
    """What names one file: its real path, as the system compares names. Windows' and
    macOS's file systems take letters of either case alike ("A.m44" is "a.m44"), and macOS's
    an accented letter composed or decomposed alike: there two such names are one key (a
    volume made case-sensitive, which could hold both, is refused them: nothing is lost)."""
    real = os.path.normcase(os.path.realpath(path))
    if sys.platform in ("win32", "darwin"):
        return unicodedata.normalize("NFC", real).casefold()
    return real


@dataclass
class Converted:
    """What became of one file: the reader's repairs, the packs added, the findings left in
    the canonical scenario, or why it was not converted (``problem``: nothing written)."""

    source: str
    target: str
    fixes: list[Fix] = field(default_factory=list)
    packs_added: list[str] = field(default_factory=list)
    findings: list[Finding] = field(default_factory=list)
    problem: str | None = None
    scenario: Scenario | None = None
    #: The target already held the canonical form: left as it was (and its ``.bak``).
    unchanged: bool = False

    @property
    def assumed(self) -> list[Fix]:
        """The repairs that assumed what the file lacks (a side, a board type or face):
        errors of the file read, as ``m44 validate`` says, written in as guesses."""
        return [f for f in self.fixes if f.severity == "error"]

    @property
    def errors(self) -> int:
        """The errors: what the reader assumed, and what the canonical scenario still fails
        in the checks. The file is written all the same."""
        return len(self.assumed) + sum(f.severity == "error" for f in self.findings)


def fill(result: LoadResult, source: str, target: str) -> Converted:
    """A scenario as read, its packs filled (every expansion its pieces need), bound for
    ``target``; not yet written."""
    packs, added = filled_packs(result.scenario)
    if added:
        result.scenario.packs = packs
    return Converted(source, target, fixes=list(result.fixes), packs_added=list(added),
                     scenario=result.scenario)


def write(done: Converted, *, make_folder: bool = False) -> Converted:
    """Write ``done``'s scenario to its target (atomically; the file it replaces kept as
    ``.bak``) and check what was written; a file that cannot be written comes back with its
    ``problem`` said, never raised. ``make_folder``: make the target's folder first (a
    book's subfolders)."""
    assert done.scenario is not None
    try:
        data = encode(done.scenario)
        if _holds(done.target, data):
            # written again, it would replace the .bak, the file as it came, with this copy
            done.unchanged = True
        else:
            if make_folder:
                _make_folder(os.path.dirname(done.target) or ".")
            save(done.scenario, done.target)
    except OSError as e:
        done.problem = f"{done.target}: cannot write: {e.strerror or e}"
        return done
    done.findings = check_scenario(done.scenario)
    return done


def _make_folder(folder: str) -> None:
    """Make ``folder`` and those above it; an ``OSError`` saying which cannot be made (a
    file in the way was said "File exists", of the file to write)."""
    try:
        os.makedirs(folder, exist_ok=True)
    except OSError as e:
        where = e.filename or folder
        in_the_way = where
        while in_the_way and not os.path.lexists(in_the_way):
            in_the_way = os.path.dirname(in_the_way)  # up to what stands there
        why = (f"its folder {in_the_way} is a file" if os.path.isfile(in_the_way)
               else f"cannot make its folder {where}: {e.strerror or e}")
        raise OSError(e.errno, why) from None


def _holds(target: str, data: bytes) -> bool:
    """Whether the file ``target`` is a regular file of exactly the bytes ``data``."""
    try:
        return os.path.getsize(target) == len(data) and read_file(target, len(data)) == data
    except OSError:  # no such file, a folder, unreadable: it is written (or refused) as usual
        return False


def convert_file(source: str, target: str, *, make_folder: bool = False) -> Converted:
    """Read ``source`` and write its canonical form to ``target`` (:func:`write`); a file
    that cannot be read comes back with its ``problem`` said."""
    try:
        result = load(source)
    except M44ReadError as e:
        return Converted(source, target, problem=str(e))
    return write(fill(result, source, target), make_folder=make_folder)


def packs_words(done: Converted) -> str:
    """The packs added to a file's scenario, with the pieces that need each: "air (barge),
    pacific (pcarrier)"."""
    assert done.scenario is not None
    needs = needed_packs(done.scenario)
    return ", ".join(f"{p} ({', '.join(needs[p])})" for p in done.packs_added)


@dataclass(frozen=True)
class Detail:
    """A line of what became of a file written: what it is (``Repaired``, ``Packs added``,
    ``In the file written``), its severity, the line as ``m44 convert`` lists it (a place
    said by its JSON path), and the finding it says (none for the packs added), a repair
    placed at the hex whose entry holds it, so that the editor can say the place in words."""

    what: str
    severity: Severity
    line: str
    finding: Finding | None = None


def details(done: Converted) -> list[Detail]:
    """What became of a file written, line by line: each repair (``Repaired: info enum-case
    at $.board.type: ...``), the packs added, and each finding of the file written."""
    if done.scenario is None:
        return []
    board = done.scenario.board
    out = [Detail("Repaired", f.severity, f"Repaired: {finding_line(fix_finding(f), board)}",
                  fix_finding(f, at_hex=True)) for f in done.fixes]
    if done.packs_added:
        out.append(Detail("Packs added", "info",
                          f"Packs added: {packs_words(done)}, which the pieces need"))
    out += [Detail("In the file written", f.severity,
                   f"In the file written: {finding_line(f, board)}", f)
            for f in done.findings]
    return out


def totals(results: Sequence[Converted]) -> str:
    """What became of a book's files, in words: "2 written, 1 written with errors, 1 not
    converted" (the kinds there are; "written" always said)."""
    written = sum(d.problem is None and not d.errors for d in results)
    failing = sum(d.problem is None and d.errors > 0 for d in results)
    refused = sum(d.problem is not None for d in results)
    said = [f"{written} written"]
    if failing:
        said.append(f"{failing} written with errors")
    if refused:
        said.append(f"{refused} not converted")
    return ", ".join(said)
