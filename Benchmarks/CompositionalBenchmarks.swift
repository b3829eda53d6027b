// The compositional suite: arrives with its issue.

func runCompositionalBenchmarks() {
  print("compositional: no benchmarks yet")
}
