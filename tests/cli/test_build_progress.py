from __future__ import annotations

from pnpkit.cli.build_progress import BuildProgress, print_summary
from pnpkit.render.pipeline import Output, Part, hash_inputs, run_kit


def _part(report):
    for i in range(3):
        report(i + 1, 3)
    return [Output("deck.pdf", b"%PDF", 2)]


def test_plain_lines_in_ci_and_a_summary(tmp_path, capsys):
    for _ in range(2):
        with BuildProgress(force_plain=True) as progress:
            report = run_kit([Part("deck", hash_inputs("x"), _part, total=3)], out=tmp_path,
                             game_id="demo", locale="ru", paper="a4", progress=progress)
    print_summary(report.parts, report.seconds)
    captured = capsys.readouterr()
    assert captured.err.splitlines() == [
        "deck: started (3 to do)",
        captured.err.splitlines()[1],
        "deck: unchanged, kept",
    ]
    assert captured.err.splitlines()[1].startswith("deck: 3/3 done in ")
    assert "deck" in captured.out and "skipped" in captured.out


def test_the_bars_start_with_the_first_event_so_workers_fork_before_their_thread():
    import threading

    from pnpkit.render.pipeline import ProgressEvent

    before = threading.active_count()
    with BuildProgress(force_plain=False) as progress:
        assert threading.active_count() == before  # nothing runs until the build reports
        progress.on_event(ProgressEvent("deck", "start", 0, 3))
        assert progress._bars is not None


def test_a_done_line_gives_the_parts_own_time(capsys):
    from pnpkit.render.pipeline import ProgressEvent

    with BuildProgress(force_plain=True) as progress:
        progress.on_event(ProgressEvent("rulebook", "start", 0, 1))
        progress.on_event(ProgressEvent("rulebook", "done", 1, 1, 1.25))  # built in a worker
    assert capsys.readouterr().err.splitlines() == ["rulebook: started (1 to do)",
                                                    "rulebook: 1/1 done in 1.25 s"]
