"""Files on Windows and macOS, shown here on Linux. Reading and writing as Windows lets a
program do it (`editor/io/files.py`): what Windows lacks taken away and what it refuses
refused (no ``fcntl``, no ``O_NONBLOCK``, ``os.set_blocking`` for pipes only, no renaming of
a file some handle still holds open: Python opens files there without
``FILE_SHARE_DELETE``). Names that are one file there (`editor/io/conversion.py`): "A.m44"
and "a.m44", and an accented name composed or decomposed on macOS."""

from __future__ import annotations

import errno
import os
import stat
import sys
import unicodedata
from pathlib import Path

import pytest

from editor.io import files
from editor.io.conversion import PlanError, plan
from editor.io.files import atomic_write, read_file
from editor.io.m44 import load, save

from .test_save import scenario

needs_proc = pytest.mark.skipif(not os.path.isdir("/proc/self/fd"),
                                reason="finds the files held open in /proc/self/fd")


def held_open(path: str | os.PathLike[str]) -> bool:
    """Whether a file descriptor of this process is open on ``path``."""
    real = os.path.realpath(path)
    for fd in os.listdir("/proc/self/fd"):
        try:
            if os.readlink(f"/proc/self/fd/{fd}") == real:
                return True
        except OSError:
            pass
    return False


@pytest.fixture
def windows(monkeypatch: pytest.MonkeyPatch) -> None:
    """What ``files`` meets on Windows."""
    real_replace = os.replace

    def replace(src: str | os.PathLike[str], dst: str | os.PathLike[str]) -> None:
        for name in (src, dst):
            if held_open(name):
                raise PermissionError(errno.EACCES, "The process cannot access the file "
                                      "because it is being used by another process", name)
        real_replace(src, dst)

    def set_blocking(fd: int, blocking: bool) -> None:
        if not stat.S_ISFIFO(os.fstat(fd).st_mode):
            raise OSError(errno.EINVAL, "The parameter is incorrect")

    monkeypatch.setattr(files, "fcntl", None)
    monkeypatch.setattr(files.os, "replace", replace)
    monkeypatch.delattr(files.os, "O_NONBLOCK")
    monkeypatch.setattr(files.os, "set_blocking", set_blocking, raising=False)


@needs_proc
def test_a_file_is_read_where_only_pipes_can_be_made_blocking(tmp_path: Path,
                                                               windows: None) -> None:
    """Python 3.12 and newer have os.set_blocking on Windows, for pipes only: a regular file
    raised "The parameter is incorrect", and every file was "cannot read"."""
    path = tmp_path / "a.m44"
    path.write_bytes(b"{}")
    assert read_file(path, 100) == b"{}"


@needs_proc
def test_a_save_replaces_no_file_it_still_holds_open(tmp_path: Path, windows: None) -> None:
    """The temporary file was renamed over the target while still open (to keep its lock,
    which Windows has not): Windows refuses that, and every save failed there."""
    target = tmp_path / "a.m44"
    save(scenario("woods"), target)
    save(scenario("hills"), target)
    assert load(target).scenario == scenario("hills")
    assert load(tmp_path / "a.m44.bak").scenario == scenario("woods")
    atomic_write(target, b"new", backup=False)
    assert target.read_bytes() == b"new"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.m44", "a.m44.bak"]


@pytest.mark.parametrize("platform", ["darwin", "win32"])
def test_names_that_are_one_file_there_are_never_both_written(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, platform: str) -> None:
    """Their file systems do not tell "A.m44" from "a.m44" (nor, on macOS, an "é" composed
    from one decomposed): converted into one folder, the second replaced the first, kept
    only as its .bak. Said before anything is written, as for two paths to one file."""
    composed = unicodedata.normalize("NFC", "Été.m44")
    for name in ("A.m44", "sub/a.m44", composed, f"sub/{unicodedata.normalize('NFD', composed)}"):
        (tmp_path / name).parent.mkdir(exist_ok=True)
        (tmp_path / name).write_bytes(b"{}")
    out = str(tmp_path / "out")
    pairs = [[str(tmp_path / "A.m44"), str(tmp_path / "sub" / "a.m44")]]
    if platform == "darwin":
        pairs.append([str(tmp_path / composed),
                      str(tmp_path / "sub" / unicodedata.normalize("NFD", composed))])
    assert all(len(plan(p, out)) == 2 for p in pairs)  # Linux: two files
    monkeypatch.setattr(sys, "platform", platform)
    for p in pairs:
        with pytest.raises(PlanError, match="would both be written to"):
            plan(p, out)


def test_a_file_with_windows_line_ends_converts_to_the_same_bytes(tmp_path: Path) -> None:
    """A scenario saved by a Windows editor (CR LF line ends) and its twin with LF ones:
    one canonical file, the same bytes on every system (written as bytes, no newline
    translation)."""
    from ..conftest import SCENARIOS

    lf = SCENARIOS[0].read_bytes()
    assert b"\r" not in lf
    (tmp_path / "crlf.m44").write_bytes(lf.replace(b"\n", b"\r\n"))
    (tmp_path / "lf.m44").write_bytes(lf)
    for name in ("crlf", "lf"):
        save(load(tmp_path / f"{name}.m44").scenario, tmp_path / f"{name}-out.m44")
    assert (tmp_path / "crlf-out.m44").read_bytes() == (tmp_path / "lf-out.m44").read_bytes()
    assert b"\r" not in (tmp_path / "crlf-out.m44").read_bytes()


def test_a_save_on_macos_reaches_the_disk_itself(tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """On macOS fsync hands the data to the drive, which may keep it in its cache past a
    power cut: the file renamed into place could then be found empty. F_FULLFSYNC asks the
    drive to write it, as Apple's documentation says a program that needs it must."""
    calls: list[int] = []

    class Fcntl:
        F_FULLFSYNC = 51
        LOCK_EX, LOCK_NB = 2, 4

        @staticmethod
        def fcntl(fd: int, command: int) -> int:
            calls.append(command)
            return 0

        @staticmethod
        def flock(fd: int, operation: int) -> None:
            pass

    monkeypatch.setattr(files, "fcntl", Fcntl)
    monkeypatch.setattr(sys, "platform", "darwin")
    atomic_write(tmp_path / "a.m44", b"new")
    assert (tmp_path / "a.m44").read_bytes() == b"new" and calls == [51]
