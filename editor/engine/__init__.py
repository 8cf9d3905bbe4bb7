"""Qt-free core: the scenario model, board geometry, the catalog of names and the rules.

Nothing under ``editor.engine`` may import Qt; ``tests/test_layers.py`` checks it.
"""
