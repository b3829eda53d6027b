import Foundation

// The command-line tool: the logic lives in `TrellisCommand` and the FlexCaseFormat library.
let status = TrellisCommand.run(Array(CommandLine.arguments.dropFirst()))
exit(status)
