"""Hostile session files and hostile surroundings: each is one error line, never a
traceback, a hang or a damaged file (issue 17, the session side)."""

import errno
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from pnpkit.cli.app import main
from pnpkit.referee import store

HERE = Path(__file__).resolve().parent
RUN_CLI = HERE / "run_cli.py"
ENV = {**os.environ, "PYTHONPATH": str(HERE.parent.parent / "src"), "PYTHONIOENCODING": "utf-8"}
POSIX = pytest.mark.skipif(sys.platform == "win32", reason="POSIX files and limits")


def cli(*args, cwd, input_text=None, **kw):
    return subprocess.run([sys.executable, str(RUN_CLI), *args], cwd=cwd, env=ENV, input=input_text,
                          capture_output=True, text=True, timeout=120, **kw)


@pytest.fixture
def session(referee_run, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert referee_run("new", "test-counter", "-p", "A", "-p", "B", "--seed", "8").exit_code == 0
    for _ in range(2):
        assert referee_run("roll", "2d6").exit_code == 0
    return tmp_path / "game.pnp"


def _lines(path):
    return path.read_bytes().split(b"\n")[:-1]


def _with_line(number, text):
    """Replace line ``number`` (1 = header) of the session with ``text``."""
    def change(path):
        lines = _lines(path)
        lines[number - 1] = text if isinstance(text, bytes) else text.encode()
        path.write_bytes(b"\n".join(lines) + b"\n")
    return change


def _edit_json(number, edit):
    def change(path):
        lines = _lines(path)
        record = json.loads(lines[number - 1])
        edit(record)
        # a huge number is spliced in as text: json.dumps itself refuses 4300+ digits
        lines[number - 1] = json.dumps(record).replace('"BIG"', "9" * 5000).encode()
        path.write_bytes(b"\n".join(lines) + b"\n")
    return change


def _replace_with(make):
    def change(path):
        path.unlink()
        make(path)
    return change


def _symlink_loop(path):
    os.symlink(path.name + ".b", path)
    os.symlink(path.name, str(path) + ".b")


# (id, how the file is damaged, where the error points, words of the error)
HOSTILE = [
    ("5000-digit-total", _edit_json(2, lambda r: r["rolls"][0].update(total="BIG")), ":2:",
     "a number of 5000 digits"),
    ("5000-digit-seed", _edit_json(1, lambda r: r.update(seed="BIG")), ":1:",
     "a number of 5000 digits"),
    ("100000-brackets", _with_line(3, "[" * 100_000), ":3:", "nested too deeply"),
    ("100000-braces", _with_line(2, '{"a":' * 50_000), ":2:", "nested too deeply"),
    ("300-KB-line", _with_line(2, "[" + "1," * 150_000 + "1]"), ":2:", "line too long"),
    ("NUL-in-a-line", _with_line(2, b'{"n":1\x00}'), ":2:", "not JSON"),
    ("not-UTF-8", _with_line(3, b'{"n":2,"cmd":"\xff"}'), ":3:", "not UTF-8"),
    ("blank-line-inside", _with_line(2, b""), ":2:", "not JSON"),
    ("header-only-brackets", _with_line(1, "[]"), ":1:", "not a pnpkit session header"),
    ("empty-file", _replace_with(lambda p: p.write_bytes(b"")), ": ", "the file is empty"),
    ("only-blank-lines", _replace_with(lambda p: p.write_bytes(b"\n\n \n")), ": ", "the file is empty"),
    ("torn-header", _replace_with(lambda p: p.write_bytes(b'{"pnpkit_ses')), ":1:", "cut short"),
    ("a-folder", _replace_with(lambda p: p.mkdir()), ": ", "not a regular file"),
    ("a-FIFO", _replace_with(lambda p: os.mkfifo(p)), ": ", "not a regular file"),
    ("dev-zero", _replace_with(lambda p: os.symlink("/dev/zero", p)), ": ", "not a regular file"),
    ("symlink-loop", _replace_with(_symlink_loop), ": ", "cannot be read"),
    ("dangling-symlink", _replace_with(lambda p: os.symlink("nowhere.pnp", p)), ": ", "no session file"),
]


@POSIX
@pytest.mark.parametrize("damage, where, words", [h[1:] for h in HOSTILE], ids=[h[0] for h in HOSTILE])
@pytest.mark.parametrize("command", [("status",), ("log",), ("roll", "2d6"), ("undo",)])
def test_hostile_session_file_is_one_line(referee_run, session, damage, where, words, command):
    damage(session)
    before = session.read_bytes() if session.is_file() and not session.is_symlink() else None
    result = referee_run(*command, "--locale", "en")
    assert result.exit_code == 2, result.output
    assert result.output.startswith(f"pnpkit: error: {session.name}")
    assert where in result.output and words in result.output
    assert result.output.count("\n") == 1
    if before is not None:
        assert session.read_bytes() == before  # nothing written over a bad file


@POSIX
@pytest.mark.parametrize("special", ["fifo", "/dev/zero"])
def test_a_pipe_or_a_device_as_the_session_is_refused_by_a_real_process(tmp_path, special):
    target = tmp_path / "s.pnp"
    if special == "fifo":
        os.mkfifo(target)
    else:
        target = Path(special)
    # A hang or an unbounded read would trip the timeout or the memory limit.
    result = cli("referee", "log", "-f", str(target), "--locale", "en", cwd=tmp_path,
                 preexec_fn=_limit_memory)
    assert result.returncode == 2 and "not a regular file" in result.stderr
    assert result.stderr.count("\n") == 1


def _limit_memory():
    import resource

    resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))


def test_a_file_over_the_size_limit_is_refused_before_it_is_read(referee_run, session, monkeypatch):
    monkeypatch.setattr(store, "MAX_FILE_BYTES", 200)
    result = referee_run("status", "--locale", "en")
    assert result.exit_code == 2 and "too big for a session" in result.output


def test_blank_trailing_lines_are_tolerated_and_removed_at_the_next_write(referee_run, session):
    session.write_bytes(session.read_bytes() + b"\n  \n\n")
    assert referee_run("status").exit_code == 0
    assert referee_run("log").exit_code == 0
    assert referee_run("roll", "1d6").exit_code == 0
    text = session.read_bytes()
    assert text.endswith(b"}\n") and b"\n\n" not in text and len(_lines(session)) == 4
    assert referee_run("replay", "--verify").exit_code == 0


def test_windows_line_endings_are_read(referee_run, session):
    session.write_bytes(session.read_bytes().replace(b"\n", b"\r\n"))
    assert referee_run("status").exit_code == 0 and referee_run("replay", "--verify").exit_code == 0


@POSIX
def test_undo_through_a_symlink_writes_the_target_and_keeps_the_link(referee_run, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "saves").mkdir()
    real = tmp_path / "saves" / "campaign.pnp"
    assert referee_run("new", "test-counter", "-p", "A", "-f", str(real), "--seed", "2").exit_code == 0
    link = tmp_path / "game.pnp"
    link.symlink_to(real)
    for _ in range(3):
        assert referee_run("roll", "2d6").exit_code == 0
    assert referee_run("undo").exit_code == 0
    assert link.is_symlink() and link.resolve() == real
    assert len(_lines(real)) == 3  # header + two rolls
    assert referee_run("roll", "2d6", "-f", str(real)).exit_code == 0  # both names: one game
    assert len(_lines(real)) == 4 and referee_run("replay", "--verify").exit_code == 0
    assert [p.name for p in (tmp_path / "saves").iterdir()] == ["campaign.pnp"]  # no leftovers


@POSIX
@pytest.mark.parametrize("command", [("roll", "2d6"), ("undo",), ("new", "test-counter", "-p", "X",
                                                                  "--force")])
def test_a_read_only_session_is_refused_not_rewritten(referee_run, session, command):
    session.chmod(0o444)
    before = session.read_bytes()
    result = referee_run(*command, "--locale", "en")
    assert result.exit_code == 2 and "read-only" in result.output
    assert result.output.count("\n") == 1
    assert session.read_bytes() == before and (session.stat().st_mode & 0o777) == 0o444
    assert referee_run("status").exit_code == 0 and referee_run("replay", "--verify").exit_code == 0


def _disk_full_after(written_bytes):
    """An append that gets part of its line out, then the disk is full."""
    def append(path, line):
        with open(path, "ab") as handle:
            handle.write(line.encode()[:written_bytes])
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
    return append


def test_disk_full_during_an_append_leaves_the_file_as_it_was(referee_run, session, monkeypatch):
    before = session.read_bytes()
    monkeypatch.setattr(store, "append_line_durable", _disk_full_after(17))
    result = referee_run("roll", "2d6", "--locale", "en")
    assert result.exit_code == 2 and "no space left on the disk" in result.output
    assert "nothing was written" in result.output and result.output.count("\n") == 1
    assert session.read_bytes() == before
    russian = referee_run("roll", "2d6", "--locale", "ru")
    assert russian.exit_code == 2 and "на диске нет места" in russian.output
    assert session.read_bytes() == before


@pytest.mark.parametrize("error", [errno.ENOSPC, errno.EACCES, errno.EROFS])
@pytest.mark.parametrize("command", [("undo",), ("new", "test-counter", "-p", "X", "--force")])
def test_write_errors_of_a_rewrite_are_one_line(referee_run, session, monkeypatch, error, command):
    def fail(path, text, durable=True):
        raise OSError(error, os.strerror(error))

    before = session.read_bytes()
    monkeypatch.setattr(store, "write_text_atomic", fail)
    result = referee_run(*command, "--locale", "en")
    assert result.exit_code == 2 and store.OS_REASONS["en"][errno.errorcode[error]] in result.output
    assert result.output.count("\n") == 1 and session.read_bytes() == before


@POSIX
def test_a_file_size_limit_hit_by_a_real_process_is_one_line(referee_run, session):
    size = session.stat().st_size

    def limit():
        import resource

        resource.setrlimit(resource.RLIMIT_FSIZE, (size + 10, size + 10))

    before = session.read_bytes()
    result = cli("referee", "roll", "2d6", "--locale", "en", cwd=session.parent, preexec_fn=limit)
    assert result.returncode == 2 and "the file is larger than allowed" in result.stderr
    assert result.stderr.count("\n") == 1 and session.read_bytes() == before
    assert referee_run("roll", "2d6").exit_code == 0 and referee_run("replay", "--verify").exit_code == 0


@POSIX
def test_new_on_a_full_disk_leaves_no_empty_file(tmp_path):
    """A real process whose writes fail (a 0-byte file size limit: as a full disk does,
    the name can be claimed but nothing written): one line, and no empty game.pnp that
    the next `new` would call taken and `status` unreadable."""
    def full():
        import resource

        resource.setrlimit(resource.RLIMIT_FSIZE, (0, 0))

    result = cli("referee", "new", "test-counter", "-p", "A", "--locale", "en", cwd=tmp_path,
                 preexec_fn=full)
    assert result.returncode == 2 and result.stderr.count("\n") == 1, result.stderr
    assert not (tmp_path / "game.pnp").exists(), list(tmp_path.iterdir())
    assert not [p for p in tmp_path.iterdir() if p.name.startswith("game.pnp")]


def test_new_in_a_folder_that_cannot_be_written_is_one_line(referee_run, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    real_open = os.open

    def refuse(path, flags, *args, **kwargs):
        if flags & os.O_CREAT:
            raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(path))
        return real_open(path, flags, *args, **kwargs)

    monkeypatch.setattr(store.os, "open", refuse)
    result = referee_run("new", "test-counter", "-p", "A", "--locale", "en")
    assert result.exit_code == 2 and "permission denied" in result.output
    assert result.output.count("\n") == 1 and not (tmp_path / "game.pnp").exists()


# --------------------------------------------------------------------------- the terminal


@pytest.mark.parametrize("player", ["\x1b[31mEvil", "Tab\x07Bell", "C1\x9bhidden", "Del\x7f",
                                    "Two\nlines", "Car\rriage", "Tab\tname", "Line\u2028sep"])
def test_control_characters_in_names_are_refused_at_new(referee_run, tmp_path, monkeypatch, player):
    monkeypatch.chdir(tmp_path)
    result = referee_run("new", "test-counter", "-p", "A", "-p", player, "--locale", "en")
    assert result.exit_code == 2 and "control characters" in result.output
    assert not any(c in result.output for c in "\x1b\x07\x9b\x7f\r\t\u2028")
    assert result.output.count("\n") == 1  # one line, the character written as an escape
    assert not (tmp_path / "game.pnp").exists()


def test_a_line_break_in_a_name_edited_into_the_file_is_one_error(referee_run, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert referee_run("new", "test-counter", "-p", "A", "-p", "B").exit_code == 0

    def evil(record):
        record["players"][1]["name"] = "B\nforged line"
    _edit_json(1, evil)(tmp_path / "game.pnp")
    result = referee_run("status", "--locale", "en")
    assert result.exit_code != 0 and "holds a line break" in result.output
    assert result.output.count("\n") == 1 and "forged line" not in result.output


def test_control_characters_from_an_edited_file_are_printed_escaped(referee_run, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert referee_run("new", "test-counter", "-p", "A", "-p", "B").exit_code == 0
    session = tmp_path / "game.pnp"

    def evil(record):
        record["players"][1]["name"] = "B\x1b[2J\x9b"
    _edit_json(1, evil)(session)
    assert referee_run("pass").exit_code == 0  # A passes: B's turn, B's name in every output
    for command in (("status",), ("log",), ("roll", "1d6", "--player", "B\x1b[2J\x9b")):
        result = referee_run(*command, "--locale", "en")
        assert "\x1b" not in result.output and "\x9b" not in result.output, command
    status = referee_run("status", "--locale", "en")
    assert "B\\x1b[2J\\x9b" in status.output
    as_json = referee_run("status", "--json")
    assert "\x9b" not in as_json.output
    assert json.loads(as_json.output)["header"]["players"][1]["name"] == "B\x1b[2J\x9b"


def test_a_megabyte_line_in_play_is_skipped_in_one_line(session):
    script = "roll " + "x" * 1_000_000 + "\nroll 2d6\nquit\n"
    result = cli("referee", "play", "--locale", "en", cwd=session.parent, input_text=script)
    assert result.returncode == 0
    assert "a line longer than 4096 characters (1000005)" in result.stderr
    assert "#3 roll 2d6" in result.stdout and len(_lines(session)) == 4


# --------------------------------------------------------------------------- Typer's own errors


@pytest.mark.parametrize("argv, words", [
    (["referee", "new"], "Missing argument 'GAME'. (try 'pnpkit referee new --help')"),
    # an unknown option or command in the user's language (cli.command_typo), not Typer's English
    (["referee", "status", "--nope"], "“pnpkit referee status” has no option “--nope” (every option it has: "
                                      "pnpkit referee status --help)"),
    (["no-such-command"], "no command “no-such-command” (every command: pnpkit --help)"),
    (["referee", "new", "test-counter", "-p", "A", "--seed", "1" + "0" * 19],
     "Invalid value for '--seed'"),
    # Typer's conversion spoke pydantic ("Input should be a valid integer, unable to parse …")
    (["referee", "new", "test-counter", "-p", "A", "--seed", "abc"],
     "--seed: 'abc' is not a whole number (try 'pnpkit referee new --help')"),
    (["referee", "new", "test-counter", "-p", "A", "--seed=1.5"], "--seed: '1.5' is not a whole number"),
])
def test_usage_errors_are_one_line(argv, words, capsys, monkeypatch, tmp_path):
    monkeypatch.setenv("LC_ALL", "en_GB.UTF-8")
    monkeypatch.chdir(tmp_path)  # no ./game.pnp to speak another language
    with pytest.raises(SystemExit) as done:
        main(argv)
    err = capsys.readouterr().err
    assert done.value.code == 2
    assert err.startswith("pnpkit: error: ") and words in err and err.count("\n") == 1


# --------------------------------------------------------------------------- in the chosen language


BAD_RECORDS = [
    ("args-an-object", _edit_json(2, lambda r: r.update(args={"a": 1})),
     "action: “args” has the wrong type", "действие: у поля «args» не тот тип"),
    ("seed-as-text", _edit_json(1, lambda r: r.update(seed="x")),
     "header: “seed” has the wrong type", "заголовок: у поля «seed» не тот тип"),
    ("no-rolls", _edit_json(3, lambda r: r.pop("rolls")),
     "action: missing “rolls”", "действие: нет поля «rolls»"),
    ("faces-as-text", _edit_json(2, lambda r: r["rolls"][0].update(faces=["1"])),
     "roll: faces must be whole numbers", "бросок: грани должны быть целыми числами"),
    ("numbers-reordered", _edit_json(3, lambda r: r.update(n=7)),
     "action number 7 where 2 was expected", "номер действия 7, а ожидался 2"),
    ("not-a-header", _with_line(1, "[]"),
     "the first line is not a pnpkit session header", "первая строка — не заголовок сессии pnpkit"),
]


@pytest.mark.parametrize("damage, en, ru", [b[1:] for b in BAD_RECORDS], ids=[b[0] for b in BAD_RECORDS])
def test_a_bad_record_is_told_in_the_chosen_language(referee_run, session, damage, en, ru):
    damage(session)
    english = referee_run("status", "--locale", "en")
    russian = referee_run("status", "--locale", "ru")
    assert english.exit_code == russian.exit_code == 2
    assert f"bad record: {en}" in english.output
    assert f"запись неверна: {ru}" in russian.output
    words = re.findall(r"[A-Za-z]{3,}", russian.output.split(": ", 3)[-1])
    assert set(words) <= {"args", "seed", "rolls", "faces", "pnpkit"}, russian.output
