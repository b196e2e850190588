"""Replay a recorded terminal transcript through a real command and compare it byte for byte.

A transcript is what a person saw: the program's output with each typed line echoed right after its
prompt and ended by a newline. A pipe does not echo, so the inputs are taken from the transcript, fed on
stdin, and echoed back into the actual output after each successive prompt before comparing. Generic over
the prompt strings, so every game with a plain mode can use it.
"""

from __future__ import annotations

import builtins
import contextlib
import io
import json
import os
import subprocess
import sys
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parent.parent


def _next_prompt(text: str, start: int, prompts: Sequence[str]) -> tuple[int, str] | None:
    """The earliest prompt at or after `start` as (index, prompt); on a tie the longest prompt wins."""
    best: tuple[int, str] | None = None
    for prompt in prompts:
        index = text.find(prompt, start)
        if index < 0:
            continue
        if best is None or index < best[0] or (index == best[0] and len(prompt) > len(best[1])):
            best = (index, prompt)
    return best


def extract_inputs(transcript: str, prompts: Sequence[str]) -> list[str]:
    """The typed lines of a transcript: after each prompt, the text up to the next newline."""
    if not prompts or not all(prompts):
        raise ValueError("prompts must be non-empty strings")
    inputs = []
    position = 0
    while (found := _next_prompt(transcript, position, prompts)) is not None:
        index, prompt = found
        start = index + len(prompt)
        end = transcript.find("\n", start)
        if end < 0:
            raise ValueError(f"transcript ends after a prompt without a newline at offset {index}")
        inputs.append(transcript[start:end])
        position = end + 1
    return inputs


def echo_inputs(output: str, inputs: Sequence[str], prompts: Sequence[str]) -> str:
    """Insert each input plus a newline after each successive prompt of `output`, as a terminal would show it.

    Prompts beyond the last input (for example a prompt answered by end of file) are left as they are.
    """
    pieces = []
    position = 0
    for typed in inputs:
        found = _next_prompt(output, position, prompts)
        if found is None:
            break
        index, prompt = found
        end = index + len(prompt)
        pieces.append(output[position:end] + typed + "\n")
        position = end
    pieces.append(output[position:])
    return "".join(pieces)


@dataclass(frozen=True)
class Replay:
    """The outcome of a replay: the transcript, the echoed actual output, and how the process ended."""

    expected: str
    actual: str
    returncode: int
    stderr: str


def subprocess_env(extra: Mapping[str, str] | None = None) -> dict[str, str]:
    """The environment for running the package in a child: UTF-8 I/O and the repository importable."""
    env = dict(os.environ)
    env["PYTHONIOENCODING"] = "utf-8"
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(REPO_ROOT), env.get("PYTHONPATH")]))
    env.pop("PYTHONSTARTUP", None)
    env.update(extra or {})
    return env


def arcade_command(*args: str) -> list[str]:
    """The real command line: this Python running `python -m arcade ARGS`."""
    return [sys.executable, "-m", "arcade", *args]


def replay(
    command: Sequence[str],
    transcript: str,
    prompts: Sequence[str],
    *,
    cwd: str | Path | None = None,
    timeout: float = 60,
) -> Replay:
    """Run `command` with the transcript's inputs on stdin and return the transcript and the echoed output."""
    inputs = extract_inputs(transcript, prompts)
    stdin = "".join(typed + "\n" for typed in inputs).encode("utf-8")
    completed = subprocess.run(
        list(command),
        input=stdin,
        capture_output=True,
        cwd=cwd,
        env=subprocess_env(),
        timeout=timeout,
        check=False,
    )
    output = completed.stdout.decode("utf-8")
    return Replay(
        expected=transcript,
        actual=echo_inputs(output, inputs, prompts),
        returncode=completed.returncode,
        stderr=completed.stderr.decode("utf-8", errors="replace"),
    )


def one_line_error(completed: subprocess.CompletedProcess[bytes], status: int) -> str:
    """The single stderr line of a run that must fail cleanly with this status (checked: no traceback)."""
    stderr = completed.stderr.decode("utf-8", errors="replace")
    assert completed.returncode == status, stderr
    assert "Traceback" not in stderr
    lines = stderr.strip().splitlines()
    assert len(lines) == 1, stderr
    return lines[0]


def plain_runs_in_one_process(runs: Sequence[Sequence[str]], stdin: bytes) -> tuple[bool, list[int]]:
    """Run `arcade.cli.main` on each argument list in one fresh interpreter fed stdin: (whether urwid was
    imported by the end, each run's exit status). Plain mode must leave urwid unloaded."""
    code = (
        "import json, sys\nfrom arcade.cli import main\n"
        "statuses = [main(args) for args in json.loads(sys.argv[1])]\n"
        "print('URWID', json.dumps(['urwid' in sys.modules, statuses]))\n"
    )
    result = subprocess.run([sys.executable, "-c", code, json.dumps([list(run) for run in runs])], input=stdin,
                            capture_output=True, env=subprocess_env(), timeout=60, check=False)
    assert result.returncode == 0, result.stderr.decode("utf-8", errors="replace")
    last = result.stdout.decode("utf-8").splitlines()[-1]
    loaded, statuses = json.loads(last[last.index("URWID ") + len("URWID "):])
    return loaded, statuses


@contextlib.contextmanager
def typed_lines(stdin: str, echo_prompts: bool = False) -> Iterator[io.StringIO]:
    """A plain adapter run in this process: input() answers with these lines, then raises EOFError as a closed
    standard input does; what it prints is collected in the StringIO yielded (prompts too if echo_prompts)."""
    lines = iter(stdin.splitlines())

    def typed(prompt: str = "") -> str:
        if echo_prompts:
            print(prompt, end="")
        try:
            return next(lines)
        except StopIteration:
            raise EOFError from None

    printed = io.StringIO()
    with pytest.MonkeyPatch.context() as patch, contextlib.redirect_stdout(printed):
        patch.setattr(builtins, "input", typed)
        yield printed
