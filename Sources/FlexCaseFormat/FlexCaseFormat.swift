// FlexCaseFormat: reads and writes the flex-case JSON format.
