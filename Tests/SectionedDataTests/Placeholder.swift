// SectionedData tests.
