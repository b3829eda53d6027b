import Foundation

// The command-line tool: the logic lives in `TrellisCommand` and the FlexCaseFormat library.
// Commands run on a thread with a large stack, so that deeply nested cases decode and print
// without overflowing the main thread's stack; the thread exits the process when done.
let arguments = Array(CommandLine.arguments.dropFirst())
let worker = Thread { exit(TrellisCommand.run(arguments)) }
worker.stackSize = TrellisCommand.stackBytes
worker.start()
while true { sleep(60) }
