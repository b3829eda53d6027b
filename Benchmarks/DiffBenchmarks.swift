// The diff suite: arrives with its issue.

func runDiffBenchmarks() {
  print("diff: no benchmarks yet")
}
