// FlexCore tests.
