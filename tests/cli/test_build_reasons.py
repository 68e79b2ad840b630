"""A failed part is said in words: never an empty reason, never a MemoryError's nothing."""

from pnpkit.cli.build import _reason


def test_a_part_failing_with_no_message_still_says_what():
    assert _reason(MemoryError()).startswith("it asked for more memory")
    assert _reason(ZeroDivisionError()) == "ZeroDivisionError with no message"
    assert _reason(ValueError("first line\nsecond")) == "first line"


def test_a_template_out_of_memory_is_one_line_with_its_place(tmp_path, monkeypatch):
    from pnpkit.render.rulebook.build import _template_problem

    try:
        raise MemoryError
    except MemoryError as exc:
        assert _template_problem(exc).startswith("the template asks for more memory")
