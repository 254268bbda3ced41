"""``panel serve``: a change queued while the page's socket is busy reaches the page
(``ui.widgets.send_every_queued_change``). The interleaving that lost it in Panel 1.9.4, played
step by step with a fake socket: the coach's last changes stayed unsent, « Conseil » stuck at
« Je réfléchis… » (about 1 run in 15 of the 5-player coach test with three side by side)."""

from __future__ import annotations

import asyncio
import inspect
from types import SimpleNamespace
from typing import Any

import pytest
from bokeh.document import Document
from panel.io import document
from tornado.locks import Lock

from ui.widgets import send_every_queued_change


class Socket:
    """A page's socket whose writes take the write lock and end when the test says so."""

    def __init__(self) -> None:
        self.write_lock = Lock()
        self.gate = asyncio.Event()
        self.sent: list[str] = []

    async def write(self, message: str) -> None:
        async with self.write_lock:
            await self.gate.wait()
            self.sent.append(message)


class Connection:
    """A page's connection: its socket, and messages that are their events' first."""

    def __init__(self, socket: Socket) -> None:
        self._socket = socket
        self.protocol = SimpleNamespace(create=lambda kind, events: events[0])


def busy(socket: Socket) -> bool:
    """Whether a write holds the socket, as Panel asks it."""
    return socket.write_lock._block._value == 0


async def until(condition: Any) -> None:
    for _ in range(1000):
        if condition():
            return
        await asyncio.sleep(0)
    raise AssertionError("never true")


async def second_change_while_the_first_is_written(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """What the page receives of two changes, the second queued while the first is written and
    retried only once the first task has ended; the messages left waiting."""
    socket = Socket()
    conn = Connection(socket)
    monkeypatch.setitem(document.extra_socket_handlers, Socket,
                        lambda conn, msg: [conn._socket.write(msg)])
    retry = asyncio.Event()
    retrying = asyncio.Event()

    async def sleep(_seconds: float) -> None:
        retrying.set()
        await retry.wait()

    # Panel's retry waits 10 ms; here it waits for the test, so the order is always the one below
    monkeypatch.setattr(document, "asyncio", SimpleNamespace(ensure_future=asyncio.ensure_future, sleep=sleep))
    doc = Document()
    document.schedule_write_events(doc, [conn], ["first"])
    await until(lambda: busy(socket))
    document.schedule_write_events(doc, [conn], ["second"])  # the socket is busy: put back, retried
    await retrying.wait()
    socket.gate.set()  # the first is written; its task ends and lifts the block
    await until(lambda: doc not in document._WRITE_BLOCK)
    retry.set()
    await until(lambda: all(task.done() for task in document._write_tasks.get(doc, [])))
    left = document._WRITE_MSGS.pop(doc, {})
    document._WRITE_BLOCK.pop(doc, None)
    return socket.sent + [f"left: {message}" for messages in left.values() for message in messages]


def panel_s_own(monkeypatch: pytest.MonkeyPatch) -> None:
    """Panel's own sending task for this test, whether or not a session of the app (an earlier
    test of this process) installed the fix."""
    monkeypatch.setattr(document, "_dispatch_msgs", inspect.unwrap(document._dispatch_msgs))


def test_panel_alone_leaves_the_second_change_unsent(monkeypatch: pytest.MonkeyPatch) -> None:
    """The fix is needed while this holds (a Panel that sends both makes it fail: the fix can go)."""
    panel_s_own(monkeypatch)
    assert asyncio.run(second_change_while_the_first_is_written(monkeypatch)) == ["first", "left: second"]


def test_every_queued_change_is_sent(monkeypatch: pytest.MonkeyPatch) -> None:
    panel_s_own(monkeypatch)
    send_every_queued_change()
    send_every_queued_change()  # installed once, whatever the sessions
    assert asyncio.run(second_change_while_the_first_is_written(monkeypatch)) == ["first", "second"]
