"""Whatever JSON a file holds, the reader either reads it or raises M44ReadError: never
another exception (which the command line would show as a traceback)."""

from __future__ import annotations

import copy
import json
import sys

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from editor.io.m44 import M44ReadError, dumps, loads
from editor.io.report import check_scenario

from ..conftest import DATA, ROOT

sys.path.insert(0, str(ROOT))
from tools.fuzz import json_paths  # noqa: E402

SLOPPY = json.loads((DATA / "sloppy.m44").read_text("utf-8"))

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 60) | st.floats(allow_nan=False, width=32)
    | st.text(max_size=8) | st.sampled_from(["AXIS", "allies", "woods", "3", "E7", "medal1"]),
    lambda children: st.lists(children, max_size=4)
    | st.dictionaries(st.sampled_from(["item", "name", "row", "col", "side", "group", "medal",
                                       "orientation", "nbr_units", "badge", "tags", "text",
                                       "x"]), children, max_size=4),
    max_leaves=12)


ALL_PATHS = [p for p in json_paths(SLOPPY) if p]


def read_ok_or_clean_error(text: str) -> None:
    try:
        result = loads(text, source="f.m44")
    except M44ReadError as e:
        assert str(e).startswith("f.m44: ")
        return
    # Whatever was read can be written and checked, and reads back the same.
    out = dumps(result.scenario)
    check_scenario(result.scenario)
    assert loads(out).scenario == result.scenario


@settings(max_examples=300, suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(st.sampled_from(ALL_PATHS), json_values)
def test_replacing_any_value_never_crashes(path, value) -> None:
    doc = copy.deepcopy(SLOPPY)
    node = doc
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value
    read_ok_or_clean_error(json.dumps(doc))


@settings(max_examples=200, deadline=None)
@given(json_values)
def test_any_json_document_never_crashes(value) -> None:
    read_ok_or_clean_error(json.dumps(value))
    read_ok_or_clean_error(json.dumps({"board": value}))
    read_ok_or_clean_error(json.dumps({"board": {"hexagons": [value]}}))
