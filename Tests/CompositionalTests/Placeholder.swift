// Compositional tests.
