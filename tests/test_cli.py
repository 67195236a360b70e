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
