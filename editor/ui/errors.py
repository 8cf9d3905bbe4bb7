"""What went wrong with a file, in words a designer reads: "the disk is read-only", not
"[Errno 30] Read-only file system: '/media/cd/x.pdf'".

The message boxes of Save, Export and Print name the file on a line of their own and say
why with :func:`reason_in_words`; the system's own wording stays available in the details.
"""

from __future__ import annotations

import errno

#: The failures people meet when writing a file, said as what to do about them.
_REASONS: dict[int, str] = {
    errno.EROFS: "the disk or folder is read-only: choose another place to write to",
    errno.EACCES: "you are not allowed to write there: choose another folder",
    errno.EPERM: "you are not allowed to write there: choose another folder",
    errno.ENOSPC: "the disk is full: free some space or choose another disk",
    errno.EDQUOT: "your disk quota is used up: free some space or choose another disk",
    errno.ENOENT: "the folder does not exist (any more): choose another one",
    errno.ENOTDIR: "part of the path is a file, not a folder",
    errno.EISDIR: "a folder of that name is in the way: choose another name",
    errno.ENAMETOOLONG: "the file name is too long: choose a shorter one",
    errno.EEXIST: "a file of that name is in the way",
    errno.EBUSY: "the file is in use by another program",
    errno.EIO: "the disk could not be written (an input/output error)",
}


def reason_in_words(error: BaseException) -> str:
    """Why writing failed, as a sentence without error numbers or the file name (the
    message names the file itself).

    >>> reason_in_words(OSError(errno.EROFS, "Read-only file system", "/media/cd/x.pdf"))
    'the disk or folder is read-only: choose another place to write to'
    >>> reason_in_words(OSError(errno.EXDEV, "Invalid cross-device link"))
    'invalid cross-device link'
    >>> reason_in_words(ValueError("the page is too small for the map"))
    'the page is too small for the map'
    """
    if isinstance(error, OSError):
        if error.errno in _REASONS:
            return _REASONS[error.errno]
        if error.strerror:
            return error.strerror[:1].lower() + error.strerror[1:]
    text = str(error).strip() or type(error).__name__
    return text


def failure_text(what: str, path: object, error: BaseException) -> str:
    """The body of a failure message: what could not be done, the file on its own line,
    and why in words.

    >>> print(failure_text("The briefing could not be written", "/cd/x.pdf",
    ...                    OSError(errno.EROFS, "Read-only file system")))
    The briefing could not be written:
    /cd/x.pdf
    <BLANKLINE>
    The disk or folder is read-only: choose another place to write to.
    """
    why = reason_in_words(error)
    return f"{what}:\n{path}\n\n{why[:1].upper()}{why[1:]}{'' if why.endswith('.') else '.'}"


__all__ = ["failure_text", "reason_in_words"]
