"""Qt-free reading and writing of ``.m44`` files, and their schema check.

>>> from editor.io import load, save, loads, dumps
"""

from .m44 import (
    MAX_DEPTH, MAX_FILE_SIZE, Fix, LoadResult, M44ReadError, dumps, load, loads, save,
    to_json,
)

__all__ = ["MAX_DEPTH", "MAX_FILE_SIZE", "Fix", "LoadResult", "M44ReadError", "dumps", "load",
           "loads", "save", "to_json"]
