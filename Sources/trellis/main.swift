import Foundation
import TrellisCommandLine

// The command-line tool: the logic lives in the TrellisCommandLine library (tested there).
// Commands run on a thread with a large stack, so that deeply nested cases decode and print
// without overflowing the main thread's stack; the thread exits the process when done.
let arguments = Array(CommandLine.arguments.dropFirst())
let worker = Thread { exit(TrellisTool.run(arguments, output: .process)) }
worker.stackSize = TrellisTool.stackBytes
worker.start()
while true { sleep(60) }
