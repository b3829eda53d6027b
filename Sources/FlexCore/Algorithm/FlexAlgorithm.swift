extension FlexTree {
  mutating func layoutRoot(
    _ root: Int, availableWidth: Double?, availableHeight: Double?, direction: Direction,
    context: inout LayoutContext
  ) {
  }
}
