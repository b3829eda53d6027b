// Pin tests.
