"""Build the compiled engine: ``python tools/build_native.py`` (``make`` runs it).

Compiles the modules of :data:`editor.engine.game.native.COMPILED` with mypyc into
``editor/engine/game/_native/`` and writes the record of their sources there
(``editor/engine/game/native.py`` says when the package uses them). Nothing is built
when the record already matches the sources (``--force`` builds anyway).

Exit status: 0 built or already fresh; 1 the build failed (its output says why: a type
error mypyc cannot compile, or no C compiler); the editor and the engine then run as plain
Python, and the message says so. 2: bad arguments.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import shutil
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _load_native():  # type: ignore[no-untyped-def]
    """``editor/engine/game/native.py`` by itself: importing the package would load the
    engine, and the compiled modules being replaced."""
    spec = importlib.util.spec_from_file_location(
        "m44_native", ROOT / "editor" / "engine" / "game" / "native.py")
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


native = _load_native()

#: The package of the compiled modules, and the name of the library they share.
PACKAGE = "editor.engine.game"
GROUP = f"{PACKAGE}.compiled"


def build(verbose: bool = False) -> None:
    """Compile :data:`native.COMPILED` into :data:`native.DIR` (replacing what was there)."""
    from mypyc.build import mypycify
    from setuptools import Distribution

    sources = [str((native.HERE / f"{m}.py").relative_to(ROOT)) for m in native.COMPILED]
    record = native.fingerprint()
    with tempfile.TemporaryDirectory(prefix="m44-native-") as tmp:
        cwd = os.getcwd()
        os.chdir(ROOT)  # mypycify names the modules by their paths from here
        try:
            # Only the compiled modules must type-check: the others stay Python.
            ext = mypycify(["--follow-imports=silent", *sources], opt_level="3",
                           group_name=GROUP, verbose=verbose,
                           target_dir=os.path.join(tmp, "c"))
            # A bare Distribution: setup() would read pyproject.toml, whose metadata is
            # for the package's wheel, not for this build.
            dist = Distribution({"name": "m44-native", "ext_modules": ext})
            dist.script_args = ["build_ext", "--build-lib", os.path.join(tmp, "lib"),
                                "--build-temp", os.path.join(tmp, "tmp")]
            if not verbose:
                dist.script_args.insert(0, "--quiet")
            dist.parse_command_line()
            dist.run_commands()
        finally:
            os.chdir(cwd)
        built = Path(tmp, "lib", *PACKAGE.split("."))
        libs = sorted(built.glob("*.so")) + sorted(built.glob("*.pyd"))
        if not libs:
            raise RuntimeError("mypyc produced no module")
        new = native.DIR.with_name("_native.new")
        shutil.rmtree(new, ignore_errors=True)
        new.mkdir()
        for lib in libs:
            shutil.copy2(lib, new / lib.name)
        (new / "build.json").write_text(json.dumps(record, indent=1) + "\n", encoding="utf-8")
        # The folder is replaced whole: a process importing now sees the old build or the
        # new one, never half of each.
        old = native.DIR.with_name("_native.old")
        shutil.rmtree(old, ignore_errors=True)
        if native.DIR.exists():
            native.DIR.rename(old)
        new.rename(native.DIR)
        shutil.rmtree(old, ignore_errors=True)


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(prog="build_native", description=__doc__.split("\n")[0])
    ap.add_argument("--force", action="store_true", help="build even when fresh")
    ap.add_argument("-v", "--verbose", action="store_true", help="show the compiler's output")
    args = ap.parse_args(argv)
    try:
        fresh = json.loads(native.RECORD.read_text(encoding="utf-8")) == native.fingerprint()
    except (OSError, ValueError):
        fresh = False
    if fresh and not args.force:
        native.RECORD.touch()  # newer than the sources: make has nothing to do
        print("build_native: the compiled engine is up to date")
        return 0
    try:
        build(args.verbose)
    except (Exception, SystemExit) as e:  # mypyc reports type errors by SystemExit
        shutil.rmtree(native.DIR, ignore_errors=True)
        print(f"build_native: the compiled engine was not built ({type(e).__name__}: {e}); "
              "the game engine runs as plain Python (about three times slower)",
              file=sys.stderr)
        return 1
    print(f"build_native: compiled {', '.join(native.COMPILED)} into "
          f"{native.DIR.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
