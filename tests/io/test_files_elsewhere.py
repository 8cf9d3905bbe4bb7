"""Reading and writing files as Windows lets a program do it (`editor/io/files.py`), shown
here on Linux by taking away what Windows lacks and refusing what it refuses: no ``fcntl``,
no ``O_NONBLOCK``, ``os.set_blocking`` for pipes only, and no renaming of a file some
handle still holds open (Python opens files there without ``FILE_SHARE_DELETE``)."""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

import pytest

from editor.io import files
from editor.io.files import atomic_write, read_file
from editor.io.m44 import load, save

from .test_save import scenario

pytestmark = pytest.mark.skipif(not os.path.isdir("/proc/self/fd"),
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


def test_a_file_is_read_where_only_pipes_can_be_made_blocking(tmp_path: Path,
                                                               windows: None) -> None:
    """Python 3.12 and newer have os.set_blocking on Windows, for pipes only: a regular file
    raised "The parameter is incorrect", and every file was "cannot read"."""
    path = tmp_path / "a.m44"
    path.write_bytes(b"{}")
    assert read_file(path, 100) == b"{}"


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
