"""The balance report of `pnpkit sim amber --report` in a real browser: headless
Chromium (Debian's ``chromium`` and ``chromium-driver``, which .ci/run installs) opens
the page from disk with the network cut off, logs no console error, and draws every
plot at a real size.  A full-page screenshot goes to the test's folder (and to
$PNPKIT_SCREENSHOTS when set) for a person to look at."""

from __future__ import annotations

from pathlib import Path

import pytest
from browser_page import chromium, shoot  # skips without Chromium, Selenium, uvicorn
from typer.testing import CliRunner

from pnpkit.cli.app import get_app

NO_NETWORK = ("--proxy-server=127.0.0.1:9", "--proxy-bypass-list=<-loopback>")  # a fetch would fail loudly


@pytest.fixture(scope="module")
def report(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("report") / "balance.html"
    result = CliRunner().invoke(get_app(), ["sim", "amber", "--games", "3", "--players", "2", "--jobs", "1",
                                            "--vary", "card.072.strength=5,9", "--report", str(path)])
    assert result.exit_code == 0, result.output
    return path


@pytest.fixture
def browser():
    driver = chromium(1000, 900, *NO_NETWORK, console=True)
    yield driver
    driver.quit()


def test_report_opens_without_errors_and_draws_every_plot(report, browser, tmp_path):
    browser.get(report.as_uri())
    assert browser.title == "Баланс «Короны Эмбера»"
    sizes = browser.execute_script(
        "return [...document.querySelectorAll('svg.plot')].map(s => {"
        " const r = s.getBoundingClientRect(); return [r.width, r.height]; })")
    assert len(sizes) == 7 and all(w > 600 and h > 100 for w, h in sizes), sizes
    headings = browser.execute_script("return [...document.querySelectorAll('h2')].map(h => h.textContent)")
    assert headings[0] == "Сравнение вариантов"
    assert "Где бывают путники: card.072.strength=9" in headings
    errors = [e for e in browser.get_log("browser") if e["level"] in ("SEVERE", "WARNING")]
    assert errors == []
    height = browser.execute_script("return document.documentElement.scrollHeight")
    browser.set_window_size(1000, min(height, 16000))
    assert shoot(browser, tmp_path, "balance-report").stat().st_size > 50_000
