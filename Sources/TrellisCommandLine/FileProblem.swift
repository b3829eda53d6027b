import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file or folder the tool could not use, and why, in words.
///
/// Its ``description`` is the message after `trellis: `, such as `cases.json: no such file` or
/// `out: permission denied`: never a Foundation error's description.
package struct FileProblem: Error, Equatable, CustomStringConvertible {
  /// The path, as the user gave it (or as the failing call named it).
  package var path: String
  /// What went wrong, such as `no such file`, `is a directory` or `permission denied`.
  package var reason: String

  /// Creates a problem.
  package init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  /// `path: reason`.
  package var description: String { "\(path): \(reason)" }

  /// The problem an operating-system error number describes.
  package init(path: String, errorNumber: Int32) {
    self.init(path: path, reason: Self.reason(forErrorNumber: errorNumber))
  }

  /// Words for an `errno` value: the common ones phrased for a file, the rest as the C library
  /// words them (`strerror`), starting in lower case.
  package static func reason(forErrorNumber number: Int32) -> String {
    switch number {
    case ENOENT: return "no such file"
    case EACCES, EPERM: return "permission denied"
    case EISDIR: return "is a directory"
    case ENOTDIR: return "a part of the path is not a directory"
    case EROFS: return "read-only file system"
    case ENOSPC: return "no space left on the device"
    case ENAMETOOLONG: return "the name is too long"
    case ELOOP: return "too many levels of symbolic links"
    case EEXIST: return "already exists"
    default:
      let words = String(cString: strerror(number))
      return words.prefix(1).lowercased() + words.dropFirst()
    }
  }

  /// The problem a thrown error describes, for the file at `path`.
  ///
  /// Foundation's errors are read for the operating-system error beneath them, or for their
  /// code; anything else becomes `could not be <verb>`, so a raw error description never
  /// reaches the user.
  ///
  /// - Parameters:
  ///   - error: The error thrown while reading or writing.
  ///   - path: The path the tool was using, used when the error names none.
  ///   - verb: What was being done, as a past participle: `read`, `written`.
  package init(_ error: any Error, path: String, verb: String) {
    if let problem = error as? FileProblem {
      self = problem
      return
    }
    let nsError = error as NSError
    let namedPath =
      (nsError.userInfo[NSFilePathErrorKey] as? String)
      ?? (nsError.userInfo[NSURLErrorKey] as? URL)?.path ?? path
    if nsError.domain == NSPOSIXErrorDomain {
      self.init(path: namedPath, errorNumber: Int32(nsError.code))
    } else if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain
    {
      self.init(path: namedPath, errorNumber: Int32(underlying.code))
    } else if nsError.domain == NSCocoaErrorDomain {
      self.init(path: namedPath, reason: Self.reason(forCocoaCode: nsError.code, verb: verb))
    } else {
      self.init(path: namedPath, reason: "could not be \(verb)")
    }
  }

  /// Words for Foundation's file error codes.
  static func reason(forCocoaCode code: Int, verb: String) -> String {
    switch CocoaError.Code(rawValue: code) {
    case .fileNoSuchFile, .fileReadNoSuchFile: return "no such file"
    case .fileReadNoPermission, .fileWriteNoPermission: return "permission denied"
    case .fileWriteOutOfSpace: return "no space left on the device"
    case .fileWriteVolumeReadOnly: return "read-only file system"
    case .fileWriteFileExists: return "already exists"
    case .fileReadInapplicableStringEncoding, .fileReadCorruptFile:
      return "is not valid UTF-8"
    case .fileReadTooLarge: return "is too large"
    case .fileWriteInvalidFileName, .fileReadInvalidFileName: return "is not a valid file name"
    default: return "could not be \(verb)"
    }
  }
}
