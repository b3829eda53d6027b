/// A mistake in the command line: an unknown command or option, a missing or extra argument.
///
/// The tool prints it with the command's one-line usage and exits with ``ExitStatus/usage``.
struct UsageError: Error, Equatable {
  /// What is wrong, in words: `unknown option '--frob'`.
  var message: String
}

/// The options a command accepts, by spelling.
struct ArgumentSpec: Sendable {
  /// Options without a value, spelling → name: `["--markdown": "markdown"]`.
  var flags: [String: String] = [:]
  /// Options that take a value, spelling → name: `["--output": "output", "-o": "output"]`.
  var options: [String: String] = [:]

  /// Splits `arguments` into options and operands.
  ///
  /// An option's value follows it (`--output DIR`) or is joined with `=` (`--output=DIR`);
  /// `-h` and `--help` ask for help anywhere; `--` ends the options, so that an operand may
  /// start with `-`. The last value of a repeated option wins.
  ///
  /// - Throws: ``UsageError`` for an unknown option, a flag given a value, or an option
  ///   without one.
  func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
    var parsed = ParsedArguments()
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      if argument == "--" {
        parsed.operands.append(contentsOf: remaining)
        break
      }
      guard argument.hasPrefix("-"), argument != "-" else {
        parsed.operands.append(argument)
        continue
      }
      if argument == "-h" || argument == "--help" {
        parsed.wantsHelp = true
        continue
      }
      let spelling = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? ""
      let joinedValue: String? =
        argument.contains("=") ? String(argument.dropFirst(spelling.count + 1)) : nil
      if let name = flags[spelling] {
        guard joinedValue == nil else { throw UsageError(message: "\(spelling) takes no value") }
        parsed.flags.insert(name)
      } else if let name = options[spelling] {
        guard let value = joinedValue ?? remaining.popFirst(), !value.isEmpty else {
          throw UsageError(message: "\(spelling) needs a value")
        }
        parsed.values[name] = value
      } else {
        throw UsageError(message: "unknown option '\(spelling)'")
      }
    }
    return parsed
  }
}

/// A command line split by ``ArgumentSpec/parse(_:)``.
struct ParsedArguments: Equatable {
  /// The names of the flags given.
  var flags: Set<String> = []
  /// The options given with their values, by name.
  var values: [String: String] = [:]
  /// The arguments that are not options, in order.
  var operands: [String] = []
  /// Whether `-h` or `--help` was given.
  var wantsHelp = false
}
