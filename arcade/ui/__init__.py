"""The full-screen face: the urwid shell and the UI pieces every game screen shares."""
