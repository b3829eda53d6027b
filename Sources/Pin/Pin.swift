// Pin: PinLayout-style absolute placement on a tree of views (comes with its issue).
