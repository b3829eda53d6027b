// SectionedData: identifiable sections and items, and the diff between two versions (see its issue).
