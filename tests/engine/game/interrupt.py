"""Ctrl-C sent to a command as a terminal sends it: to its whole process group."""

from __future__ import annotations

import os
import signal
import subprocess
import time
from collections.abc import Callable


def interrupt(proc: subprocess.Popen[bytes], ready: Callable[[], bool], *,
              timeout: float = 60) -> tuple[bytes, bytes]:
    """Wait until ``ready()`` while ``proc`` (started with ``start_new_session``) runs, send
    its process group SIGINT, and return its output; it is killed if it outlives that."""
    try:
        deadline = time.monotonic() + timeout
        while not ready():
            assert proc.poll() is None, "the command ended before it could be interrupted"
            assert time.monotonic() < deadline, "the command never got ready"
            time.sleep(0.05)
        os.killpg(proc.pid, signal.SIGINT)
        return proc.communicate(timeout=timeout)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
