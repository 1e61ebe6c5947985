"""The flow of a table and its parts (computer seats, turns, gestures, hints, keyboard
picking, the describer, the ending, the looks) built and wired by the Controller, the
presenter that turns events into motion, the bridge to the computer players' worker
process."""
