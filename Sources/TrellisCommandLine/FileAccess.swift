import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading and writing the tool's files with the operating system's calls, so that every
/// failure is a ``FileProblem`` in words.
enum FileAccess {
  /// The bytes of the file at `path`.
  ///
  /// - Throws: ``FileProblem``: `no such file`, `is a directory`, `permission denied`…
  static func readBytes(at path: String) throws(FileProblem) -> [UInt8] {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { throw FileProblem(path: path, errorNumber: errno) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw FileProblem(path: path, errorNumber: errno)
    }
    guard status.st_mode & S_IFMT != S_IFDIR else {
      throw FileProblem(path: path, errorNumber: EISDIR)
    }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(max(0, Int(status.st_size)))
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw FileProblem(path: path, errorNumber: errno)
      }
      if count == 0 { return bytes }
      bytes.append(contentsOf: chunk[0..<count])
    }
  }

  /// The text of the file at `path`, which must be UTF-8 (as JSON files are).
  ///
  /// - Throws: ``FileProblem``, reading, or `is not valid UTF-8 (line L, byte B)` naming the
  ///   first byte that is not.
  static func readUTF8(at path: String) throws(FileProblem) -> [UInt8] {
    let bytes = try readBytes(at: path)
    if let (line, column) = firstInvalidUTF8(in: bytes) {
      throw FileProblem(
        path: path, reason: "is not valid UTF-8 (line \(line), byte \(column) of the line)")
    }
    return bytes
  }

  /// The line and the byte in the line (both from 1) of the first byte of `bytes` that is not
  /// part of valid UTF-8, or `nil` when all are.
  static func firstInvalidUTF8(in bytes: [UInt8]) -> (line: Int, column: Int)? {
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var (offset, line, lineStart) = (0, 1, 0)
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        if encoded.count == 1, encoded.first == UInt8(ascii: "\n") {
          line += 1
          lineStart = offset + 1
        }
        offset += encoded.count
      case .error:
        return (line, offset - lineStart + 1)
      case .emptyInput:
        return nil
      }
    }
  }

  /// Makes the folder at `path` and any missing parents, as `mkdir -p` does.
  ///
  /// - Throws: ``FileProblem``: `is a file, not a directory`, `permission denied`…
  static func makeFolder(at path: String) throws(FileProblem) {
    var status = stat()
    if stat(path, &status) == 0 {
      guard status.st_mode & S_IFMT == S_IFDIR else {
        throw FileProblem(path: path, reason: "is a file, not a directory")
      }
      return
    }
    guard errno == ENOENT else { throw FileProblem(path: path, errorNumber: errno) }
    let parent = (path as NSString).deletingLastPathComponent
    if !parent.isEmpty, parent != path { try makeFolder(at: parent) }
    guard mkdir(path, 0o755) == 0 || errno == EEXIST else {
      throw FileProblem(path: path, errorNumber: errno)
    }
  }

  /// Writes `text` to the file at `path`, replacing it.
  ///
  /// - Throws: ``FileProblem``: `permission denied`, `is a directory`…
  static func write(_ text: String, to path: String) throws(FileProblem) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else { throw FileProblem(path: path, errorNumber: errno) }
    defer { close(descriptor) }
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let count = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw FileProblem(path: path, errorNumber: errno)
      }
      bytes = bytes.dropFirst(count)
    }
  }
}

/// The C library's `write`, which ``FileAccess/write(_:to:)`` shadows by name.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
  #if canImport(Glibc)
    Glibc.write(descriptor, bytes, count)
  #else
    Darwin.write(descriptor, bytes, count)
  #endif
}
