"""The table tests run with instant animations (``make_app``)."""
import pytest

from .kview_driver import make_app


@pytest.fixture
def app():
    a = make_app()
    yield a
    a.close()
