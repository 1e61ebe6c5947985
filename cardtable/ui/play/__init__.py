"""The flow of a table: the controller and its parts, the presenter that turns events into
motion, the bridge to the computer players' worker process."""
