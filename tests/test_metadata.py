"""The package's metadata (pyproject.toml) as pip reads it: the version the commands print,
the dependencies' bounds that were tried, the licence files."""

from __future__ import annotations

import re
import tomllib

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name
from packaging.version import Version

from editor import __version__

from .conftest import ROOT

CONFIG = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))
PROJECT = CONFIG["project"]


def _requirement(name: str) -> Requirement:
    (req,) = [r for r in map(Requirement, PROJECT["dependencies"])
              if canonicalize_name(r.name) == name]
    return req


def test_the_oldest_versions_allowed_are_those_that_work() -> None:
    """Found by the packaging audit, with the oldest versions allowed installed beside the
    wheel: PySide6-Essentials 6.8.0 lacks QFont.Tag.fromString (`m44 brief`: internal
    error) and matplotlib 3.7.0 does not import with NumPy 2 (`m44 simulate --plot`)."""
    pyside, plots = _requirement("pyside6-essentials"), _requirement("matplotlib")
    assert not pyside.specifier.contains("6.8.3") and pyside.specifier.contains("6.9.0")
    assert not pyside.specifier.contains("6.12.0")  # tests/ui/test_qt_binding.py
    assert not plots.specifier.contains("3.8.3") and plots.specifier.contains("3.8.4")


def test_the_package_version_is_the_programs() -> None:
    """The wheel's version is read from editor.__version__, which `m44 --version`, the
    editor's About box and the files' "software" field print."""
    assert PROJECT["dynamic"] == ["version"]
    config = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))
    assert config["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "editor.__version__"}
    assert Version(__version__) and re.fullmatch(r"\d+\.\d+\.\d+", __version__)


def test_the_python_classifiers_are_the_requirement() -> None:
    minimum = PROJECT["requires-python"].removeprefix(">=")
    versions = [c.rsplit(":: ", 1)[1] for c in PROJECT["classifiers"]
                if re.fullmatch(r"Programming Language :: Python :: 3\.\d+", c)]
    assert versions and versions[0] == minimum
    for f in PROJECT["license-files"]:
        assert (ROOT / f).is_file(), f


def test_the_native_group_brings_what_mypyc_builds_with() -> None:
    """Found by the packaging audit: a Python 3.12 virtual environment has no setuptools and
    no distutils, so `make` could not build the compiled engine there
    (tools/build_native.py: "No module named 'distutils'"). `make` installs the group."""
    native = {canonicalize_name(Requirement(r).name)
              for r in CONFIG["dependency-groups"]["native"]}
    assert {"mypy", "setuptools"} <= native
    install = [line for line in (ROOT / "Makefile").read_text("utf-8").splitlines()
               if "pip install" in line and "-e " in line]
    assert len(install) == 1 and "--group native" in install[0], install


def test_no_extra_is_offered_that_an_installed_copy_cannot_use() -> None:
    """Found by the installed audit: the wheel's metadata offered a `native` extra (mypy,
    setuptools: what tools/build_native.py builds with), and `pip install
    m44-editor[native]` compiled nothing, the wheel holding no build of the compiled engine
    nor its build script: the engine of an installed copy is the Python one (the README,
    "Installing the tools"). What only a checkout's build needs is a dependency group, which
    no wheel publishes (PEP 735)."""
    assert "native" not in PROJECT["optional-dependencies"]
    assert set(PROJECT["optional-dependencies"]) == {"test", "cluster"}


def test_the_test_extra_brings_the_mypy_the_types_were_checked_with() -> None:
    """tests/test_types.py type-checks the package: on a machine set up with the test extra
    alone it must run, not skip, and with a mypy that says what the code was checked with
    (a newer one finds new errors, an older one other ones)."""
    from importlib.metadata import PackageNotFoundError, version

    (mypy,) = [Requirement(r) for r in PROJECT["optional-dependencies"]["test"]
               if canonicalize_name(Requirement(r).name) == "mypy"]
    try:
        installed = version("mypy")
    except PackageNotFoundError:
        return  # (tests/test_types.py says it is skipped)
    assert mypy.specifier.contains(installed), (str(mypy), installed)
