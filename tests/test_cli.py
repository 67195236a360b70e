import subprocess
import sys

from tests.conftest import ROOT


def test_help_lists_the_contract_commands():
    out = subprocess.run([sys.executable, "main.py", "--help"], cwd=ROOT, capture_output=True, text=True)
    assert out.returncode == 0
    for command in ("relics", "levels", "kathmandu", "bench", "--frames", "--screenshot"):
        assert command in out.stdout


def test_wrong_argument_is_one_clear_line():
    out = subprocess.run([sys.executable, "main.py", "nonsense"], cwd=ROOT, capture_output=True, text=True)
    assert out.returncode == 2
    assert "error" in out.stderr and "Traceback" not in out.stderr


def test_a_closed_pipe_is_not_a_traceback():
    """`levels solve MAP | head -1` closes the pipe before the second line: no traceback."""
    proc = subprocess.Popen([sys.executable, "main.py", "levels", "solve", "levels/floor-1/1-01.tmx"],
                            cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    proc.stdout.close()  # the reader is gone before anything is written
    err = proc.stderr.read().decode()
    assert proc.wait(timeout=60) == 0
    assert "Traceback" not in err
