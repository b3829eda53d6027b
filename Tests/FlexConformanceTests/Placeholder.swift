// FlexConformance tests.
