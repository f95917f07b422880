import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

import aa_dday_views  # noqa: E402


@pytest.fixture(scope="session")
def opening():
    return aa_dday_views.opening_view()


@pytest.fixture(scope="session")
def busy():
    return aa_dday_views.busy_view()
