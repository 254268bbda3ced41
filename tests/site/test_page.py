"""The built page's head: one viewport, the app's own icon and no icon without an address, and
the Content-Security-Policy first, before anything it governs."""

from __future__ import annotations

from html.parser import HTMLParser
from pathlib import Path

import pytest

from sitebuild.check import csp_problems


class Tags(HTMLParser):
    """Every ``<meta>`` and ``<link>`` of a page, as attribute dicts, in order."""

    def __init__(self) -> None:
        super().__init__()
        self.found: list[tuple[str, dict[str, str]]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in ("meta", "link"):
            self.found.append((tag, {k: v or "" for k, v in attrs}))


@pytest.fixture(scope="module")
def tags(built_site: Path) -> list[tuple[str, dict[str, str]]]:
    parser = Tags()
    parser.feed((built_site / "index.html").read_text(encoding="utf-8"))
    return parser.found


def test_one_viewport(tags: list[tuple[str, dict[str, str]]]) -> None:
    assert [a["content"] for tag, a in tags if a.get("name") == "viewport"] == ["width=device-width, initial-scale=1"]


def test_every_icon_is_the_apps_own(tags: list[tuple[str, dict[str, str]]]) -> None:
    icons = [a for tag, a in tags if tag == "link" and "icon" in a.get("rel", "").split()
             or a.get("rel") == "apple-touch-icon"]
    assert [a["rel"] for a in icons] == ["icon"]
    assert icons[0]["href"].startswith("data:image/svg+xml;base64,")


def test_no_link_without_an_address(tags: list[tuple[str, dict[str, str]]]) -> None:
    assert [a for tag, a in tags if tag == "link" and not a.get("href", "").strip()] == []


def test_the_policy_comes_first_and_allows_no_other_origin(built_site: Path,
                                                            tags: list[tuple[str, dict[str, str]]]) -> None:
    html = (built_site / "index.html").read_text(encoding="utf-8")
    assert tags[0][1] == {"charset": "utf-8"} and tags[1][1]["http-equiv"] == "Content-Security-Policy"
    assert html.index("Content-Security-Policy") < min(html.index("<script"), html.index("<style"))
    assert csp_problems(html) == []
    assert "http" not in tags[1][1]["content"]
