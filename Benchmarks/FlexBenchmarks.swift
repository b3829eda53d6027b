// The flex suite: arrives with its issue.

func runFlexBenchmarks() {
  print("flex: no benchmarks yet")
}
