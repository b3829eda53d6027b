// FlexCore: the flexbox solver.
