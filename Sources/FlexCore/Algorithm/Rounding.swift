extension FlexTree {
  mutating func roundLayouts(from root: Int) {
  }
}
