"""Files on disk, read and written safely: the one way every part of the tool opens a file
for reading (regular files only, through a size limit) and replaces one (atomically,
through symbolic links, refusing read-only targets, cleaning what killed writes left).

Reading a FIFO would block for ever and ``/dev/zero`` would be read until memory runs out,
so a file is opened without blocking, checked to be a regular file, and read through a
limit. Writing goes to a temporary file beside the target, flushed to disk and renamed over
it; the temporary file is locked while it is written, so a later write can tell the
temporaries of a killed writer (unlocked) from those of one still running.
"""

from __future__ import annotations

import errno
import os
import re
import shutil
import stat
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path

try:  # POSIX: a lock that dies with its process marks temporaries being written
    import fcntl
except ImportError:  # pragma: no cover - Windows: an open file cannot be deleted there
    fcntl = None  # type: ignore[assignment]


class FileReadError(OSError):
    """A file that cannot be read: not a regular file, too large, or an OS error. The
    message (``str``) names no file: callers put it after the file's name."""


class FileWriteError(OSError):
    """A file that must not or cannot be written (read-only, or data that would not read
    back); ``strerror`` says why."""


def scenario_files(paths: Sequence[str]) -> list[str]:
    """The files named, a folder standing for the ``.m44`` files in it and its subfolders,
    hidden ones aside (:func:`_files_under`; ``.M44`` too, as a file copied from Windows
    may be named; sorted, so a run over a folder is the same run every time); raises
    :class:`FileReadError` naming a folder with no ``.m44`` file in it, or a folder in it
    that cannot be read (its files were passed over without a word: a book checked or
    played in part, exit 0)."""
    out: list[str] = []
    for p in paths:
        if os.path.isdir(p):
            found = sorted(str(f) for f in _files_under(p)
                           if f.suffix.lower() == ".m44" and f.is_file())
            if not found:
                raise FileReadError(f"{p}: a folder with no .m44 scenario in it")
            out.extend(found)
        else:
            out.append(p)
    return out


def _files_under(folder: str) -> list[Path]:
    """Every file in ``folder`` and its subfolders (links to folders not followed, as
    ``Path.rglob`` does) but the hidden ones, whose names start with a dot: the metadata
    macOS writes beside each file it copies to a drive of another system or into a zip
    (``._NAME.m44``, no scenario: a book from a Mac failed on it), the trash of a drive
    (``.Trashes``, ``.Trash-1000``: what was deleted, often unreadable). Raises
    :class:`FileReadError` naming a folder that cannot be listed."""
    def unreadable(e: OSError) -> None:
        raise FileReadError(f"{e.filename}: cannot read the folder: {e.strerror or e}")

    found = []
    for root, folders, names in os.walk(folder, onerror=unreadable):
        folders[:] = [f for f in folders if not f.startswith(".")]  # (not walked into)
        found += [Path(root) / name for name in names if not name.startswith(".")]
    return found


def read_file(path: str | os.PathLike[str], limit: int) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes; raises :class:`FileReadError`
    with a message saying why not (a directory, a FIFO or device, too large, unreadable)."""
    try:
        # O_NONBLOCK: opening a FIFO with no writer must not wait for one
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except IsADirectoryError:
        raise FileReadError("is a directory, not a file") from None
    except OSError as e:
        raise FileReadError(_unopened(path, e)) from None
    try:
        st = os.fstat(fd)
        if stat.S_ISDIR(st.st_mode):
            raise FileReadError("is a directory, not a file")
        if not stat.S_ISREG(st.st_mode):
            raise FileReadError(f"is {_kind(st.st_mode)}, not a regular file")
        if st.st_size > limit:
            raise FileReadError(f"file is {st.st_size:,} bytes, larger than the "
                                f"{_size(limit)} limit")
        if hasattr(os, "O_NONBLOCK"):  # (Windows has none: its set_blocking takes pipes only)
            os.set_blocking(fd, True)
        chunks = []
        total = 0
        # read through the limit: a file growing while read (or a lying size) stops there
        while True:
            chunk = os.read(fd, min(1 << 20, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
            if total > limit:
                raise FileReadError(f"file is larger than the {_size(limit)} limit")
        return b"".join(chunks)
    except FileReadError:
        raise
    except OSError as e:
        raise FileReadError(f"cannot read: {e.strerror or e}") from None
    finally:
        os.close(fd)


#: What tells that a file was replaced or rewritten without reading it (:func:`file_stamp`).
Stamp = tuple[int, int]


def file_stamp(path: str | os.PathLike[str]) -> Stamp | None:
    """The file's size and time of its last change (in nanoseconds), or ``None`` when
    there is no file to stat: a stamp taken when a file is read, compared with one taken
    before it is written, tells whether something else wrote it meanwhile, as text editors
    tell it. Not its inode: FUSE file systems (sshfs) may number a file anew between two
    looks, and every save would have asked."""
    try:
        st = os.stat(path)
    except (OSError, ValueError):
        return None
    return st.st_size, st.st_mtime_ns


def _unopened(path: str | os.PathLike[str], e: OSError) -> str:
    """Why ``path`` could not be opened: what it is when it is no regular file (a socket
    cannot be opened at all, "No such device or address" said nothing of it), else the
    system's reason."""
    try:
        mode = os.stat(path).st_mode
    except (OSError, ValueError):
        mode = stat.S_IFREG
    if not stat.S_ISREG(mode) and not stat.S_ISDIR(mode):
        return f"is {_kind(mode)}, not a regular file"
    return f"cannot read: {e.strerror or e}"


def _kind(mode: int) -> str:
    if stat.S_ISFIFO(mode):
        return "a FIFO (named pipe)"
    if stat.S_ISCHR(mode):
        return "a character device"
    if stat.S_ISBLK(mode):
        return "a block device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "a special file"


def _size(limit: int) -> str:
    mb = 1024 * 1024
    return f"{limit // mb} MB" if limit % mb == 0 else f"{limit:,} byte"


# --- writing -------------------------------------------------------------------------------

def atomic_write(target: str | os.PathLike[str], data: bytes, *, backup: bool = True,
                 check: Callable[[Path], None] | None = None) -> None:
    """Write bytes to ``target`` atomically (temporary file, fsync, rename).

    A symbolic link is written through (its target is replaced, the link stays); a
    read-only target is refused with :class:`FileWriteError`, as text editors do. The
    previous file is kept as ``<target>.bak`` when ``backup``. ``check``, if given, is
    called with the written temporary file before it replaces anything and raises to stop
    the write (the writer's own output read back). On any error the target and its backup
    are left as they were and the temporary files are removed; temporaries left by killed
    writes of the same target are removed first."""
    asked = target
    target, st = _writable(target)
    given = _shown(asked, target)
    if backup and st is not None:
        bak = target.with_name(target.name + ".bak")
        try:
            _writable(bak)
        except FileWriteError as e:  # said of the file written, naming its backup
            raise FileWriteError(e.errno, f"its backup {bak.name} cannot be replaced: "
                                 f"{e.strerror}", given) from None
    folder = target.parent
    clean_stale_temporaries(target)
    try:
        fd, tmp_name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=folder)
    except OSError as e:  # a folder one may not write in: said of the file asked for,
        # and of its folder (the file itself may well be writable)
        why = f"{e.strerror} to make a file in its folder" \
            if e.errno in (errno.EACCES, errno.EPERM) else e.strerror
        raise type(e)(e.errno, why, given) from None
    tmp = Path(tmp_name)
    try:
        with os.fdopen(fd, "wb") as f:
            _lock(f.fileno())
            f.write(data)
            f.flush()
            _sync(f.fileno())
            if fcntl is not None:  # renamed while still locked: no cleaner can take it
                _into_place(tmp, target, st, backup, check)  # for a killed write's
        if fcntl is None:  # Windows: a file still open cannot be renamed
            _into_place(tmp, target, st, backup, check)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    _fsync_dir(folder)


def _into_place(tmp: Path, target: Path, st: os.stat_result | None, backup: bool,
                check: Callable[[Path], None] | None) -> None:
    """The written temporary ``tmp`` checked, given the target's permissions and renamed
    over it, the backup replaced once the file is."""
    if check is not None:
        check(tmp)
    os.chmod(tmp, st.st_mode & 0o777 if st is not None else 0o644)
    if backup and st is not None:
        _copy_atomic(target, target.with_name(target.name + ".bak"),
                     then=lambda: os.replace(tmp, target))
    else:
        os.replace(tmp, target)


def check_writable(target: str | os.PathLike[str]) -> None:
    """Raise :class:`FileWriteError` when :func:`atomic_write` would refuse ``target`` (a
    read-only file, a folder or another special file): a writer of several files checks
    them all before it writes any."""
    _writable(target)


def names_folder(target: str | os.PathLike[str]) -> bool:
    """Whether ``target`` is written as a folder's name, ending with a separator
    (``out/``), which :class:`~pathlib.Path` and :func:`os.path.abspath` drop."""
    name = os.fspath(target)
    return name.endswith(tuple(s for s in (os.sep, os.altsep) if s))


def _writable(target: str | os.PathLike[str]) -> tuple[Path, os.stat_result | None]:
    """The file ``target`` names (a symbolic link followed) and its status (``None`` when it
    does not exist yet), or :class:`FileWriteError` when nothing may be written over it,
    naming ``target`` as it was given (a relative name stays relative), or the file a
    symbolic link leads to."""
    if names_folder(target):  # "out/": a path object would drop the slash, writing "out"
        raise FileWriteError(errno.EISDIR, "the name ends with a slash: it names a folder, "
                             "not a file", os.fspath(target))
    path = Path(os.path.realpath(os.path.abspath(target)))
    given = _shown(target, path)
    try:
        st: os.stat_result | None = path.stat()
    except (FileNotFoundError, NotADirectoryError):  # (a file where a folder should be)
        st = None
    if st is not None and stat.S_ISREG(st.st_mode) and not st.st_mode & 0o222:
        raise FileWriteError(13, "the file is read-only (make it writable to replace it)",
                             given)
    if st is not None and not stat.S_ISREG(st.st_mode):
        raise FileWriteError(21 if stat.S_ISDIR(st.st_mode) else 22,
                             "not a regular file: nothing is written over it", given)
    if st is None and not path.parent.is_dir():
        # the temporary file beside it could not be made: say so of the file asked for,
        # not of a temporary name (a dangling link's target, a missing folder), in the
        # same words from every command ("No such file or directory" for a file that is
        # to be made said little)
        if path.parent.exists():
            raise FileWriteError(errno.ENOTDIR, "a part of its path is a file, not a folder",
                                 given)
        raise FileWriteError(errno.ENOENT, "no such folder", given)
    return path, st


def _shown(target: str | os.PathLike[str], path: Path) -> str:
    """The name an error says of the file ``target`` resolved to ``path``: ``target`` as
    it was given (a relative name stays relative), or ``path`` when a symbolic link led
    there (the file written is the link's target)."""
    return os.fspath(target) if os.path.abspath(target) == str(path) else str(path)


def _lock(fd: int) -> None:
    if fcntl is not None:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            pass  # a file system without locks: the write goes on, unmarked


def _temporary_pattern(name: str) -> re.Pattern[str]:
    # mkstemp's names: the prefix, 8 characters of [a-z0-9_], the suffix
    return re.compile(rf"\.{re.escape(name)}\.[a-z0-9_]{{8}}\.tmp")


def clean_stale_temporaries(target: str | os.PathLike[str]) -> list[Path]:
    """Remove the temporary files that killed writes of ``target`` (and of its ``.bak``)
    left beside it; returns those removed. A temporary still locked belongs to a write in
    progress (in any process) and is left alone. Without file locks (Windows) nothing is
    removed here: an open file cannot be deleted there anyway."""
    target = Path(target)
    return _clean(target.parent, [_temporary_pattern(target.name),
                                  _temporary_pattern(target.name + ".bak")])


def clean_stale_temporaries_in(folder: str | os.PathLike[str]) -> list[Path]:
    """Remove the temporaries that killed writes of any file left in ``folder`` (a folder
    of our own, such as the recovery folder, cleaned at start-up)."""
    return _clean(Path(folder), [re.compile(r"\..+\.[a-z0-9_]{8}\.tmp")])


def _clean(folder: Path, patterns: list[re.Pattern[str]]) -> list[Path]:
    if fcntl is None:
        return []
    removed = []
    try:
        names = os.listdir(folder)
    except OSError:
        return []
    for name in names:
        if not any(p.fullmatch(name) for p in patterns):
            continue
        path = folder / name
        try:
            fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW)
        except OSError:
            continue
        try:
            if not stat.S_ISREG(os.fstat(fd).st_mode):
                continue
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except OSError:
                continue  # a write in progress
            path.unlink(missing_ok=True)
            removed.append(path)
        finally:
            os.close(fd)
    return removed


def _copy_atomic(source: Path, dest: Path, then: Callable[[], None]) -> None:
    """Copy ``source`` to ``dest`` atomically, ``then`` called between the copy and its
    rename: when ``then`` raises (the file it replaces could not be), ``dest`` is left as
    it was, the backup there was kept."""
    fd, tmp_name = tempfile.mkstemp(prefix=f".{dest.name}.", suffix=".tmp", dir=dest.parent)
    if fcntl is None:  # Windows: no lock to hold it by, and a file open cannot be renamed
        os.close(fd)
        fd = -1
    try:
        _lock(fd)
        shutil.copy2(source, tmp_name)
        then()
        os.replace(tmp_name, dest)
    except BaseException:
        Path(tmp_name).unlink(missing_ok=True)
        raise
    finally:
        if fd >= 0:
            os.close(fd)


def _sync(fd: int) -> None:
    """The file's data on the disk: ``fsync``, and on macOS, where that leaves it in the
    drive's cache (a power cut could leave the file renamed into place empty),
    ``F_FULLFSYNC`` too, as Apple documents for it (Python's ``fcntl`` has it on Apple's
    systems alone)."""
    os.fsync(fd)
    full = getattr(fcntl, "F_FULLFSYNC", None)
    if full is not None:
        try:
            fcntl.fcntl(fd, full)
        except OSError:
            pass  # a file system that cannot: fsync was what it could do


def _fsync_dir(folder: Path) -> None:
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
