"""Drawing: the only users of reportlab, svgwrite and jinja2, and the one file writer."""
